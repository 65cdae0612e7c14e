"""The real PostgreSQL server the tests use, and a fresh schema or database per test.

The server is `MNEMO_TEST_POSTGRES_URL` (default: 127.0.0.1:5432, database `test`, trust
authentication). Without one the PostgreSQL tests skip and say why; with
`MNEMO_REQUIRE_POSTGRES=1` (CI sets it) that skip is a failure, so they always run there.
Each test gets a schema of its own (or a database, for the bot processes), dropped after.
"""

from __future__ import annotations

import os
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import asyncpg
import pytest

from mnemo.store import Database, PostgresDatabase, StoreDatabase

SERVER_URL = os.environ.get("MNEMO_TEST_POSTGRES_URL",
                            "postgresql://postgres@127.0.0.1:5432/test")
REQUIRED = os.environ.get("MNEMO_REQUIRE_POSTGRES", "") not in ("", "0")

_unreachable: list[str] = []  # the reason, once found: later tests skip at once


def with_database(url: str, database: str) -> str:
    parts = urlsplit(url)
    return urlunsplit(parts._replace(path="/" + database))


def with_schema(url: str, schema: str) -> str:
    parts = urlsplit(url)
    query = f"{parts.query}&search_path={schema}" if parts.query else f"search_path={schema}"
    return urlunsplit(parts._replace(query=query))


async def connect_admin() -> asyncpg.Connection:
    """A connection to the test database, or skip (fail under MNEMO_REQUIRE_POSTGRES)."""
    if not _unreachable:
        try:
            return await asyncpg.connect(SERVER_URL, timeout=5)
        except (OSError, asyncpg.PostgresError, TimeoutError) as exc:
            _unreachable.append(f"{type(exc).__name__}: {exc}")
    reason = (f"no PostgreSQL server at {SERVER_URL} ({_unreachable[0]}); set "
              "MNEMO_TEST_POSTGRES_URL to one")
    if REQUIRED:
        pytest.fail(f"MNEMO_REQUIRE_POSTGRES is set but {reason}", pytrace=False)
    pytest.skip(reason)


@asynccontextmanager
async def fresh_schema() -> AsyncIterator[str]:
    """The URL of an empty schema on the test database, dropped afterwards."""
    admin = await connect_admin()
    name = "mnemo_t_" + uuid.uuid4().hex[:12]
    try:
        await admin.execute(f'CREATE SCHEMA "{name}"')
        yield with_schema(SERVER_URL, name)
    finally:
        await admin.execute(f'DROP SCHEMA IF EXISTS "{name}" CASCADE')
        await admin.close()


@asynccontextmanager
async def fresh_database() -> AsyncIterator[str]:
    """The URL of an empty database on the test server, dropped afterwards (for bot
    processes, whose connections must not depend on a search path)."""
    admin = await connect_admin()
    name = "mnemo_t_" + uuid.uuid4().hex[:12]
    try:
        await admin.execute(f'CREATE DATABASE "{name}"')
        yield with_database(SERVER_URL, name)
    finally:
        await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        await admin.close()


@asynccontextmanager
async def open_database(backend: str, sqlite_path: Path) -> AsyncIterator[StoreDatabase]:
    """An open, empty database for `backend` ("postgres": a fresh schema on the server;
    any other: the SQLite file at `sqlite_path`), closed afterwards."""
    if backend != "postgres":
        database: StoreDatabase = Database(sqlite_path)
        await database.open()
        try:
            yield database
        finally:
            await database.close()
        return
    async with fresh_schema() as url:
        database = PostgresDatabase(url)
        await database.open()
        try:
            yield database
        finally:
            await database.close()


def reopened(database: StoreDatabase) -> StoreDatabase:
    """A new, unopened database on the same data as `database`."""
    if isinstance(database, PostgresDatabase):
        return PostgresDatabase(database.url)
    assert isinstance(database, Database)
    return Database(database.path)

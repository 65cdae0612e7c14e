"""The real PostgreSQL server the tests use, and a fresh schema or database per test.

The server is `MNEMO_TEST_POSTGRES_URL` (default: 127.0.0.1:5432, database `test`, trust
authentication). Without one the PostgreSQL tests skip and say why; with
`MNEMO_REQUIRE_POSTGRES=1` (CI sets it) that skip is a failure, so they always run there.
Each test gets a schema of its own (or a database, for the bot processes), dropped after.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import subprocess
import tempfile
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


PG_BIN = Path(os.environ.get("MNEMO_TEST_POSTGRES_BIN", "/usr/lib/postgresql/15/bin"))


class PrivateServer:
    """A PostgreSQL server of the test's own (initdb in a temporary directory, a free
    port, trust authentication), for tests that restart the server: the shared one may
    be serving other tests at the same moment.

    The server refuses to run as root, so as root its commands run as `postgres`.
    """

    def __init__(self, port: int) -> None:
        # Not under pytest's tmp_path: its parents are closed to the postgres user.
        self.root = Path(tempfile.mkdtemp(prefix="mnemo-pg-"))
        self.data = self.root / "data"
        self.port = port
        self.url = f"postgresql://postgres@127.0.0.1:{port}/postgres"

    def _run(self, *argv: str) -> None:
        command = [str(PG_BIN / argv[0]), *argv[1:]]
        if os.geteuid() == 0:
            command = ["runuser", "-u", "postgres", "--", *command]
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL,
                       stderr=subprocess.PIPE, timeout=120)

    def _options(self) -> str:
        return (f"-p {self.port} -c listen_addresses=127.0.0.1 "
                f"-c unix_socket_directories={self.root} -c fsync=off")

    async def start(self) -> None:
        if not (PG_BIN / "initdb").exists():
            reason = f"no PostgreSQL server binaries in {PG_BIN} (MNEMO_TEST_POSTGRES_BIN)"
            if REQUIRED:
                pytest.fail(f"MNEMO_REQUIRE_POSTGRES is set but {reason}", pytrace=False)
            pytest.skip(reason)
        if os.geteuid() == 0:
            shutil.chown(self.root, "postgres", "postgres")
        await asyncio.to_thread(self._run, "initdb", "-D", str(self.data), "-A", "trust",
                                "-U", "postgres", "--no-sync", "-E", "UTF8")
        await asyncio.to_thread(self._run, "pg_ctl", "-D", str(self.data), "-w",
                                "-l", str(self.root / "server.log"), "-o", self._options(),
                                "start")

    async def restart(self) -> None:
        """A fast restart: every connection is dropped, in-flight transactions roll back."""
        await asyncio.to_thread(self._run, "pg_ctl", "-D", str(self.data), "-w", "-m", "fast",
                                "-l", str(self.root / "server.log"), "-o", self._options(),
                                "restart")

    async def pause(self) -> None:
        """Stop the server (fast: connections dropped) until `resume`."""
        await asyncio.to_thread(self._run, "pg_ctl", "-D", str(self.data), "-w", "-m", "fast",
                                "stop")

    async def resume(self) -> None:
        await asyncio.to_thread(self._run, "pg_ctl", "-D", str(self.data), "-w",
                                "-l", str(self.root / "server.log"), "-o", self._options(),
                                "start")

    async def stop(self) -> None:
        if (self.data / "postmaster.pid").exists():
            await asyncio.to_thread(self._run, "pg_ctl", "-D", str(self.data), "-w",
                                    "-m", "immediate", "stop")
        shutil.rmtree(self.root, ignore_errors=True)

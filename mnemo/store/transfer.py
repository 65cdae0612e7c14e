"""Copy a deployment's SQLite file into PostgreSQL, then check every table's row count.

    python -m mnemo.store.transfer data/mnemo.db postgresql://user:pass@host/db

Both databases are brought to their latest migration first. Every table the two have in
common is copied (the columns they share), all in one PostgreSQL transaction: a failure
leaves the target as it was. A target that already holds rows is refused, so a second
run cannot duplicate a history. The bot must be stopped while this runs.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from dataclasses import dataclass
from pathlib import Path

import asyncpg

from ..errors import MnemoError
from .postgres import PostgresDatabase, mask_url
from .sqlite import Database

log = logging.getLogger(__name__)

# Bookkeeping of each side's own migrations, not data.
_SKIP = frozenset({"schema_migrations"})

# The recall index is derived data: SQLite's rows (FTS5 tables among them) are not
# PostgreSQL's; the target's index is built anew from the copied history.
_DERIVED_PREFIX = "recall_"


def _copied(table: str) -> bool:
    return table not in _SKIP and not table.startswith(_DERIVED_PREFIX)


class TransferError(MnemoError):
    """Why nothing (or not everything) was copied; the message is for the operator."""


@dataclass(frozen=True, slots=True)
class Counted:
    table: str
    source: int
    target: int

    @property
    def ok(self) -> bool:
        return self.source == self.target


async def _sqlite_tables(db: Database) -> dict[str, list[str]]:
    rows = await db.conn.execute_fetchall(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    tables = {}
    for (name,) in rows:
        columns = await db.conn.execute_fetchall(f'PRAGMA table_info("{name}")')
        tables[str(name)] = [str(c[1]) for c in columns]
    return tables


async def _postgres_tables(conn: asyncpg.Connection) -> dict[str, list[str]]:
    rows = await conn.fetch(
        "SELECT table_name, column_name FROM information_schema.columns "
        "WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position")
    tables: dict[str, list[str]] = {}
    for r in rows:
        tables.setdefault(r["table_name"], []).append(r["column_name"])
    return tables


async def transfer(sqlite_path: Path, url: str) -> list[Counted]:
    """Copy every shared table; the row counts of both sides, table by table."""
    if not await asyncio.to_thread(sqlite_path.is_file):
        raise TransferError(f"no SQLite database at {sqlite_path}")
    source = Database(sqlite_path)
    target = PostgresDatabase(url, retry_for=5)
    await source.open()
    try:
        await target.open()
        try:
            return await _copy(source, target)
        finally:
            await target.close()
    finally:
        await source.close()


async def _copy(source: Database, target: PostgresDatabase) -> list[Counted]:
    mine = await _sqlite_tables(source)
    async with target.connection() as conn:
        theirs = await _postgres_tables(conn)
        # Both sides store each message once in the same tables (chat_message rows,
        # chat_archive batches of references), so every table copies column by column.
        shared = sorted(t for t in mine if t in theirs and _copied(t))
        busy = [t for t in shared if await conn.fetchval(f'SELECT EXISTS (SELECT 1 FROM "{t}")')]
        if busy:
            raise TransferError(f"{mask_url(target.url)} already holds rows in "
                                f"{', '.join(busy)}: copy into an empty database")
        missing = sorted(t for t in mine if t not in theirs and _copied(t))
        if missing:
            log.warning("not in the PostgreSQL schema, left behind: %s", ", ".join(missing))
        counts = []
        async with conn.transaction():
            for table in shared:
                columns = [c for c in mine[table] if c in theirs[table]]
                names = ", ".join(f'"{c}"' for c in columns)
                rows = await source.conn.execute_fetchall(f'SELECT {names} FROM "{table}"')
                records = [tuple(r) for r in rows]
                if records:
                    await conn.copy_records_to_table(table, records=records, columns=columns)
                copied = await conn.fetchval(f'SELECT count(*) FROM "{table}"')
                counts.append(Counted(table, len(records), int(copied)))
            await _advance_identities(conn, theirs)
            wrong = [c for c in counts if not c.ok]
            if wrong:
                # Raised inside the transaction: nothing of the copy stays.
                raise TransferError("row counts differ: " + ", ".join(
                    f"{c.table} {c.source} -> {c.target}" for c in wrong))
    return counts


async def _advance_identities(conn: asyncpg.Connection, tables: dict[str, list[str]]) -> None:
    """Identity columns continue after the copied ids (COPY does not move them)."""
    for table, columns in tables.items():
        for column in columns:
            sequence = await conn.fetchval("SELECT pg_get_serial_sequence($1, $2)",
                                           f'"{table}"', column)
            if sequence is not None:
                await conn.execute(
                    f'SELECT setval($1, COALESCE((SELECT MAX("{column}") FROM "{table}"), 0) + 1,'
                    " false)", sequence)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m mnemo.store.transfer",
        description="Copy mnemo's SQLite database into an empty PostgreSQL database.")
    parser.add_argument("sqlite", type=Path, help="the SQLite file, e.g. data/mnemo.db")
    parser.add_argument("url", help="postgresql://user:password@host:5432/database")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    try:
        counts = asyncio.run(transfer(args.sqlite, args.url))
    except (TransferError, OSError, asyncpg.PostgresError) as exc:
        print(f"nothing copied: {exc}", file=sys.stderr)
        return 1
    for c in counts:
        print(f"{c.table:20} {c.source:>9} rows -> {c.target:>9}  ok")
    print(f"copied into {mask_url(args.url)}; set AICHAT_DATABASE_URL to it and start the bot")
    return 0


if __name__ == "__main__":
    sys.exit(main())

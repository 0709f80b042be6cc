"""The move's fixed-shape writes on SQLite, run on the DBAPI cursor of the transaction's connection.

A move writes the same few statements every time (its post, its reminder rows, its outbox items). Through
SQLAlchemy Core each one costs 40–150 µs of execution-context set-up, several times the statement itself
(SQLite runs such an insert in a few µs), and on an idle machine that code runs from cold caches. Here the
SQL text is built once per table and shape; the values go through the columns' own bind processors (the
same conversions Core applies: datetimes, JSON, booleans), so what is stored reads back as Core wrote it.

Errors keep SQLAlchemy's types (``IntegrityError`` with the driver's error as ``orig``), so callers cannot
tell the paths apart. Other databases keep the Core statements (see :class:`bot.store.store.Tx`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from sqlalchemy import Table, exc
from sqlalchemy.engine import Connection, Dialect

Processor = Callable[[Any], Any] | None
MAX_ROWS = 500  # rows per statement: SQLite binds at most 32,766 values in one


class Writer:
    """INSERT (optionally ON CONFLICT … DO UPDATE, optionally RETURNING a column) and DELETE statements of
    one table, compiled to SQLite's text once per shape."""

    def __init__(self, table: Table, dialect: Dialect) -> None:
        self.table = table
        self.processors: dict[str, Processor] = {
            c.name: c.type.dialect_impl(dialect).bind_processor(dialect) for c in table.c
        }
        self.defaults: dict[str, Any] = {}  # scalar column defaults, for columns a row leaves out
        self.quote = dialect.identifier_preparer.quote
        self._sql: dict[tuple[Any, ...], Any] = {}

    def _values(self, columns: Sequence[str], row: Mapping[str, Any]) -> list[Any]:
        out = []
        defaults = self.defaults
        for name in columns:
            value = row[name] if name in row else defaults[name]
            process = self.processors[name]
            out.append(value if process is None else process(value))  # None too: as Core does
        return out

    def insert(
        self,
        conn: Connection,
        rows: Sequence[Mapping[str, Any]],
        *,
        conflict: Sequence[str] = (),
        returning: str | None = None,
    ) -> list[Any]:
        """Insert ``rows`` in one statement per run of rows with the same keys (columns left out get their
        scalar defaults, as in Core); with ``conflict`` (a unique key's columns) a row already there is
        updated instead. Returns the ``returning`` column of the rows (in no particular order), or ``[]``."""
        out: list[Any] = []
        start = 0
        while start < len(rows):
            keys = rows[start].keys()
            end = start + 1
            while end < len(rows) and end - start < MAX_ROWS and rows[end].keys() == keys:
                end += 1
            out += self._insert(conn, rows[start:end], tuple(keys), tuple(conflict), returning)
            start = end
        return out

    def _insert(
        self,
        conn: Connection,
        rows: Sequence[Mapping[str, Any]],
        keys: tuple[str, ...],
        conflict: tuple[str, ...],
        returning: str | None,
    ) -> list[Any]:
        shape = ("insert", keys, len(rows), conflict, returning)
        cached = self._sql.get(shape)
        if cached is None:
            missing = [c for c in self.table.c if c.name not in keys and c.default is not None]
            for c in missing:
                if not getattr(c.default, "is_scalar", False):  # a callable or SQL default: Core's job
                    raise NotImplementedError(f"{self.table.name}.{c.name}: only scalar defaults here")
                self.defaults[c.name] = c.default.arg  # type: ignore[union-attr]
            columns = keys + tuple(c.name for c in missing)
            quote = self.quote
            one = "(" + ", ".join("?" * len(columns)) + ")"
            sql = f"INSERT INTO {quote(self.table.name)} ({', '.join(map(quote, columns))}) VALUES "
            sql += ", ".join([one] * len(rows))
            if conflict:
                changed = [c for c in keys if c not in conflict]
                updates = ", ".join(f"{quote(c)} = excluded.{quote(c)}" for c in changed)
                action = f"UPDATE SET {updates}" if changed else "NOTHING"  # only the key given: keep the row
                sql += f" ON CONFLICT ({', '.join(map(quote, conflict))}) DO {action}"
            if returning:
                sql += f" RETURNING {quote(returning)}"
            cached = self._sql[shape] = (sql, columns)
        sql, columns = cached
        params = [v for row in rows for v in self._values(columns, row)]
        cursor = _execute(conn, sql, params)
        try:
            return [r[0] for r in cursor.fetchall()] if returning else []
        finally:
            cursor.close()

    def delete(self, conn: Connection, where: Mapping[str, Any], within: tuple[str, Sequence[Any]]) -> None:
        """DELETE the rows matching ``where`` (column = value) whose ``within[0]`` is one of ``within[1]``."""
        column, values = within
        shape = ("delete", tuple(where), column, len(values))
        sql = self._sql.get(shape)
        if sql is None:
            quote = self.quote
            tests = [f"{quote(c)} = ?" for c in where]
            tests.append(f"{quote(column)} IN ({', '.join('?' * len(values))})")
            sql = self._sql[shape] = f"DELETE FROM {quote(self.table.name)} WHERE " + " AND ".join(tests)
        _execute(conn, sql, [*self._values(tuple(where), where), *values]).close()


def one_row(conn: Connection, sql: str, params: Sequence[Any]) -> tuple[Any, ...]:
    """The one row a fixed SELECT returns, read on the connection's DBAPI cursor."""
    cursor = _execute(conn, sql, list(params))
    try:
        row = cursor.fetchone()
    finally:
        cursor.close()
    assert row is not None, sql
    return tuple(row)


def run_on_cursor(conn: Connection, sql: str, params: Sequence[Any] = ()) -> None:
    """One statement on the connection's DBAPI cursor, nothing read back (e.g. SQLite's BEGIN IMMEDIATE)."""
    _execute(conn, sql, list(params)).close()


def _execute(conn: Connection, sql: str, params: list[Any]) -> Any:
    """Run on the connection's DBAPI cursor (in its transaction); driver errors as SQLAlchemy's."""
    dbapi = conn.connection.dbapi_connection
    assert dbapi is not None
    cursor = dbapi.cursor()
    try:
        cursor.execute(sql, params)
    except conn.dialect.loaded_dbapi.Error as error:
        cursor.close()
        raise exc.DBAPIError.instance(sql, params, error, conn.dialect.loaded_dbapi.Error) from error
    return cursor

"""One judge process per database (issue 8): each process caches match states it never checks against the
log, so a second process on the same database would judge moves on stale positions. Until the judge can
run scaled out, the second process is refused at start.

SQLite: an OS file lock next to the database file (``filelock``; the OS drops it when the process dies,
so a SIGKILLed bot never blocks its successor). PostgreSQL: a session advisory lock held by one
dedicated connection for the life of the process (dropped by the server when that connection ends).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from filelock import FileLock, Timeout
from sqlalchemy import text
from sqlalchemy.engine import Engine, make_url

log = logging.getLogger(__name__)

# one lock per database and schema (the tests give each store its own schema)
_PG_KEY = "hashtext('tablejudge:' || current_database() || '/' || current_schema())"


class AlreadyRunning(RuntimeError):
    """Another tablejudge process already judges from this database."""


class InstanceLock:
    """Held from :meth:`acquire` until :meth:`release` (or the process ends)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._file: FileLock | None = None
        self._connection: Any = None

    def acquire(self) -> InstanceLock:
        url = make_url(str(self.engine.url))
        if url.get_backend_name() == "sqlite":
            database = url.database or ""
            if database in ("", ":memory:"):
                return self  # a private in-memory database: nobody else can open it
            path = Path(database).expanduser().resolve()
            lock = FileLock(str(path) + ".lock")
            try:
                lock.acquire(timeout=0)
            except Timeout:
                raise AlreadyRunning(
                    f"another tablejudge process is using {path} (lock file {path}.lock); stop it first"
                ) from None
            self._file = lock
            return self
        connection = self.engine.connect()
        got = connection.execute(text(f"SELECT pg_try_advisory_lock({_PG_KEY})")).scalar()
        connection.commit()
        if not got:
            connection.close()
            raise AlreadyRunning(
                f"another tablejudge process is using the database {url.render_as_string(hide_password=True)}; "
                "stop it first"
            )
        self._connection = connection
        return self

    def release(self) -> None:
        if self._file is not None:
            self._file.release()
            self._file = None
        if self._connection is not None:
            try:
                self._connection.execute(text(f"SELECT pg_advisory_unlock({_PG_KEY})"))
                self._connection.commit()
            finally:
                self._connection.close()
                self._connection = None

"""One judge process per SQLite file (issue 8); any number over one PostgreSQL (issue 15).

On PostgreSQL every match transaction takes a per-match advisory lock and checks its cached state
against the log, and the outbox is claimed with SKIP LOCKED, so processes may share the database. The
judge's caches on SQLite assume no other process moves a match, so a second process on the same file is
refused at start: an OS file lock next to the database file (``filelock``; the OS drops it when the
process dies, so a SIGKILLed bot never blocks its successor).
"""

from __future__ import annotations

import logging
from pathlib import Path

from filelock import FileLock, Timeout
from sqlalchemy.engine import Engine, make_url

log = logging.getLogger(__name__)


class AlreadyRunning(RuntimeError):
    """Another tablejudge process already judges from this database."""


class InstanceLock:
    """Held from :meth:`acquire` until :meth:`release` (or the process ends)."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._file: FileLock | None = None

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
                    f"another tablejudge process is using the SQLite database {path} (lock file {path}.lock); "
                    "one SQLite file serves one process: stop it first, or use PostgreSQL (DATABASE_URL) "
                    "for several processes"
                ) from None
            self._file = lock
            return self
        return self  # PostgreSQL: several processes are safe (per-match locks, claimed outbox)

    def release(self) -> None:
        if self._file is not None:
            self._file.release()
            self._file = None

"""One process per SQLite file: a second ``tablejudge run`` on the same file is refused at start-up.

SQLite serialises writers within one machine, but the judge's caches (match states, the outbox's
lanes) assume no other process moves a match: only PostgreSQL is shared between processes (see
README, "Running several processes"). The lock is an ``fcntl.flock`` on ``<database>.lock``, which
the kernel releases when the process dies, even by SIGKILL.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import IO

from sqlalchemy.engine import make_url


class AlreadyRunning(Exception):
    """Another process holds this SQLite database."""


def hold_single_instance(database_url: str) -> IO[str] | None:
    """Lock a SQLite database file for this process (None for PostgreSQL and in-memory databases).
    Keep the returned file open for as long as the process runs."""
    url = make_url(database_url)
    if url.get_backend_name() != "sqlite" or url.database in (None, "", ":memory:"):
        return None
    import fcntl

    path = Path(url.database).expanduser()
    path.parent.mkdir(parents=True, exist_ok=True)
    handle = open(f"{path}.lock", "a+", encoding="utf-8")  # noqa: SIM115 - held for the process's life
    try:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        handle.seek(0)
        holder = handle.read().strip() or "?"
        handle.close()
        raise AlreadyRunning(
            f"another tablejudge process (pid {holder}) already runs on the SQLite database {path}; "
            "one SQLite file serves one process — for several processes use PostgreSQL (DATABASE_URL)"
        ) from None
    with contextlib.suppress(OSError):
        handle.truncate(0)
        handle.write(str(os.getpid()))
        handle.flush()
    return handle

"""Leadership of scheduled work (reminders, deadlines, the tournaments' catch-up) across processes.

Several bot processes share one PostgreSQL; the scheduled work must run in one of them only. The
leader holds a session-level advisory lock on a connection of its own; PostgreSQL releases it the moment
that connection ends (a crash, SIGKILL included), and the next process that tries takes over. On SQLite
there is one process, which always leads.

Advisory locks belong to the whole database, while a deployment's tables may live in a schema of their
own (``search_path``): the lock's second key is mixed with the schema's hash, so two deployments sharing
a database each have a leader, instead of one silently running nobody's reminders.
"""

from __future__ import annotations

import contextlib
import logging
from typing import Any

from sqlalchemy import text

from bot.store import Store

log = logging.getLogger(__name__)

_PER_SCHEMA = "(:b # hashtext(current_schema()))"
SCHEDULER_KEY = (2, 1)  # (class, id) of the advisory lock; matches use class 1 (Tx.lock_match)


class Lease:
    """``held()`` says whether this process leads now, taking the lease if it is free. Call it before
    each round of scheduled work (it costs one query)."""

    def __init__(self, store: Store, key: tuple[int, int] = SCHEDULER_KEY) -> None:
        self.store = store
        self.key = key
        self._connection: Any = None

    def held(self) -> bool:
        if not self.store.shared:
            return True
        if self._connection is not None:
            try:  # still ours while the connection lives
                self._connection.execute(text("SELECT 1"))
                self._connection.commit()
                return True
            except Exception:  # noqa: BLE001 - any failure means the lease may be gone
                log.warning("lost the scheduler lease's connection; trying again")
                self.release()
        try:
            connection = self.store.engine.connect()
            got = connection.execute(
                text(f"SELECT pg_try_advisory_lock(:a, {_PER_SCHEMA})"), {"a": self.key[0], "b": self.key[1]}
            ).scalar()
            connection.commit()
        except Exception:
            log.exception("could not ask for the scheduler lease")
            return False
        if got:
            self._connection = connection
            log.info("this process now runs the scheduled work (reminders, deadlines)")
            return True
        connection.close()
        return False

    def release(self) -> None:
        connection, self._connection = self._connection, None
        if connection is not None:
            with contextlib.suppress(Exception):
                connection.execute(
                    text(f"SELECT pg_advisory_unlock(:a, {_PER_SCHEMA})"), {"a": self.key[0], "b": self.key[1]}
                )
                connection.commit()
            with contextlib.suppress(Exception):
                connection.close()

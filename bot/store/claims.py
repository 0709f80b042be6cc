"""Which process catches up a channel (issue 24): across shards and processes each channel once.

A group of channels (a match thread and its players' DM channels, :mod:`bot.discord.catchup`) is read and
judged only by the process that claimed every channel of it. On PostgreSQL a claim is a session-level
advisory lock on the channel's id (a DM channel: its user's id; snowflakes never collide, and single
bigint keys do not share the key space of the (class, id) locks of matches and the scheduler), held on a
connection of the claims' own: it ends with :meth:`ChannelClaims.release`, and at once if the process dies
(PostgreSQL drops a dead session's locks), so a crash never strands a channel. SQLite has one process per
database (:class:`bot.store.instance.InstanceLock`): claims are kept in memory.
"""

from __future__ import annotations

import contextlib
import logging
import threading
from collections.abc import Iterable
from typing import Any

from sqlalchemy import text

from bot.store.store import Store

log = logging.getLogger(__name__)

# Advisory locks belong to the whole database; a deployment may keep its tables in a schema of its own
# (search_path). The schema's hash in the high bits keeps two deployments sharing a database from taking
# each other's claims (as the scheduler lease does, bot.judge.lease).
KEY_SQL = "(:k # (hashtext(current_schema())::bigint << 32))"  # a channel id :k, per deployment


class ChannelClaims:
    """``claim(keys)`` takes all of them or none; ``release(keys)`` gives them back. Thread-safe."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.held: set[int] = set()
        self._lock = threading.Lock()
        self._connection: Any = None

    def claim(self, keys: Iterable[int]) -> bool:
        """True if this process now holds every key (none held elsewhere); False: none taken."""
        wanted = sorted(set(keys))
        with self._lock:
            if any(k in self.held for k in wanted):
                return False  # an earlier catch-up of this process still has it (a second READY)
            if not self.store.shared:
                self.held.update(wanted)
                return True
            taken: list[int] = []
            try:
                connection = self._connect()
                for key in wanted:
                    if not connection.execute(text(f"SELECT pg_try_advisory_lock({KEY_SQL})"), {"k": key}).scalar():
                        break
                    taken.append(key)
                connection.commit()
            except Exception:
                log.exception("catch-up: could not claim channels %s", wanted)
                self._drop()
                return False
            if len(taken) < len(wanted):
                self._unlock(taken)
                return False
            self.held.update(taken)
            return True

    def release(self, keys: Iterable[int]) -> None:
        with self._lock:
            mine = sorted(set(keys) & self.held)
            self.held.difference_update(mine)
            if mine and self.store.shared and self._connection is not None:
                self._unlock(mine)

    def close(self) -> None:
        """Give back every claim (closing the connection ends them all)."""
        with self._lock:
            self.held.clear()
            self._drop()

    def _connect(self) -> Any:
        if self._connection is None:
            self._connection = self.store.engine.connect()
        return self._connection

    def _unlock(self, keys: list[int]) -> None:
        try:
            for key in keys:
                self._connection.execute(text(f"SELECT pg_advisory_unlock({KEY_SQL})"), {"k": key})
            self._connection.commit()
        except Exception:
            log.exception("catch-up: could not release channel claims; closing their connection")
            self._drop()

    def _drop(self) -> None:
        """End the claims' session: its locks go with it (closing alone would return the connection to
        the pool with its locks still held, so it is invalidated: the database session itself ends)."""
        connection, self._connection = self._connection, None
        if connection is not None:
            with contextlib.suppress(Exception):
                # Ending the session frees its locks only once the server notices the socket close;
                # giving them back first makes a deliberate close free them before it returns.
                connection.execute(text("SELECT pg_advisory_unlock_all()"))
                connection.commit()
            with contextlib.suppress(Exception):
                connection.invalidate()
            with contextlib.suppress(Exception):
                connection.close()
        self.held.clear()

"""Opening the database at start-up, honestly: bounded retries, then one reason (issue 24).

``tablejudge run`` used to restart for ever when PostgreSQL was unreachable, and called a SQLite file it
could not create "cannot reach Discord". :func:`open_checked` opens the store and runs one query; a
server that does not answer is tried ``ATTEMPTS`` times with a doubling pause, a file that cannot be
opened is not retried; then :class:`DatabaseUnavailable` says which database and why, on one line.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from sqlalchemy import text
from sqlalchemy.exc import SQLAlchemyError

from bot.config import redact_url
from bot.store.store import Store

ATTEMPTS = 5
FIRST_DELAY = 1.0  # seconds; then 2, 4, 8: about 15 s before giving up


class DatabaseUnavailable(Exception):
    """The database cannot be opened; ``str()`` is the one line to show."""


def reason_of(exc: BaseException) -> str:
    line = " ".join(str(getattr(exc, "orig", None) or exc).split()) or type(exc).__name__
    return line if len(line) <= 200 else line[:199] + "…"


def open_checked(url: str, *, sleep: Callable[[float], None] = time.sleep) -> Store:
    """A store whose database answered ``SELECT 1``; else DatabaseUnavailable after bounded retries."""
    delay = FIRST_DELAY
    last: BaseException | None = None
    for attempt in range(ATTEMPTS):
        store: Store | None = None
        try:
            store = Store(url, migrate=False)
            with store.engine.connect() as conn:
                conn.execute(text("SELECT 1"))
            return store
        except (SQLAlchemyError, OSError) as exc:
            last = exc
            if store is not None:
                store.close()
            if (store is None or store.is_sqlite) or attempt == ATTEMPTS - 1:
                break  # a file that cannot be made or opened will not be better in a second
            sleep(delay)
            delay *= 2
    assert last is not None
    raise DatabaseUnavailable(f"cannot open the database {redact_url(url)}: {reason_of(last)}") from last


def is_database_error(exc: BaseException) -> bool:
    """Whether ``exc`` (or what caused it) is the database's."""
    seen: BaseException | None = exc
    while seen is not None:
        if isinstance(seen, SQLAlchemyError | DatabaseUnavailable):
            return True
        seen = seen.__cause__ or seen.__context__
    return False

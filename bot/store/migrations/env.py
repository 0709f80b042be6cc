"""Alembic environment: run on the connection :meth:`bot.store.Store.migrate` hands over.

Offline ``alembic`` CLI use also works: ``sqlalchemy.url`` in the config names the database.
``render_as_batch`` lets later migrations ALTER tables on SQLite (copy-and-move).
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine

from bot.store.models import metadata

config = context.config


def _run(connection) -> None:  # type: ignore[no-untyped-def]
    context.configure(connection=connection, target_metadata=metadata, render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


connection = config.attributes.get("connection")
if connection is not None:
    _run(connection)
else:
    engine = create_engine(config.get_main_option("sqlalchemy.url") or "sqlite:///tablejudge.db")
    with engine.begin() as conn:
        _run(conn)

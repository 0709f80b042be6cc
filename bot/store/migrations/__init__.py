"""Alembic migrations of the tablejudge schema, run programmatically by ``Store.migrate``."""

"""A throw-away PostgreSQL schema on the machine's server (127.0.0.1:5432, trust auth) for one test."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

PG_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/test"


@contextmanager
def pg_schema() -> Iterator[str]:
    """Yield a database URL whose search_path is a fresh schema; drop the schema afterwards. Skips the
    test if the server is not reachable."""
    pytest.importorskip("psycopg")
    from sqlalchemy import create_engine, text

    schema = f"tj_{uuid.uuid4().hex[:10]}"
    admin = create_engine(PG_URL, connect_args={"connect_timeout": 2})
    try:
        with admin.begin() as conn:
            conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    except Exception as exc:  # noqa: BLE001 - no server: skip
        admin.dispose()
        pytest.skip(f"PostgreSQL not reachable: {exc}")
    try:
        yield f"{PG_URL}?options=-csearch_path%3D{schema}"
    finally:
        with admin.begin() as conn:
            conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()

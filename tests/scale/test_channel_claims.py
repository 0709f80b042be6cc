"""Issue 24: across processes each channel is caught up once — a channel's claim (a PostgreSQL advisory
lock, bot.store.claims) is held by one process at a time, all of a group's channels or none, and it ends
when the holder releases it or dies (its session closes)."""

from __future__ import annotations

import pytest
from sqlalchemy import text

from bot.store import Store
from bot.store.claims import KEY_SQL, ChannelClaims
from tests.scale.pg import pg_schema

pytestmark = pytest.mark.postgres


def _wait_until_freed(store: Store, key: int) -> None:
    """Block on the claim's own lock until the dead session's locks are gone (PostgreSQL wakes the waiter
    the moment they are; a loaded machine may take a while to notice a closed socket), then let it go.
    ``lock_timeout`` is only a hang guard."""
    with store.engine.connect() as connection:
        connection.execute(text("SET lock_timeout = '900s'"))
        connection.execute(text(f"SELECT pg_advisory_lock({KEY_SQL})"), {"k": key})
        connection.execute(text(f"SELECT pg_advisory_unlock({KEY_SQL})"), {"k": key})
        connection.commit()


def test_a_channel_is_claimed_by_one_process_at_a_time_and_freed_when_its_holder_dies() -> None:
    with pg_schema() as url:
        a_store, b_store = Store(url), Store(url, migrate=False)
        a, b = ChannelClaims(a_store), ChannelClaims(b_store)  # two processes: two sessions
        try:
            assert a.claim([111, 222])
            assert not b.claim([222, 333])  # one of them is A's: B takes none of them
            assert b.claim([333])  # ...so 333 was not left taken
            assert not a.claim([333])
            a.release([111])
            assert b.claim([111])
            assert not b.claim([222])
            a._connection.invalidate()  # A dies: its session ends, PostgreSQL drops its locks...
            _wait_until_freed(b_store, 222)  # ...once its backend has seen the socket close
            assert b.claim([222])
            assert a.claim([444]) and not b.claim([444])  # A, restarted, claims on a new session
            a.close()  # a catch-up's end gives every claim back
            assert b.claim([444])
        finally:
            a.close()
            b.close()
            a_store.close()
            b_store.close()


def test_on_sqlite_claims_are_kept_in_memory() -> None:
    """One process per SQLite database: a claim only stops a second catch-up of the same process."""
    store = Store("sqlite:///:memory:")
    claims = ChannelClaims(store)
    assert claims.claim([1, 2]) and not claims.claim([2]) and claims.claim([3])
    claims.release([2])
    assert claims.claim([2])
    store.close()


def test_deployments_in_two_schemas_of_one_database_do_not_share_claims() -> None:
    """Advisory locks are database-wide: the same channel claimed by two deployments (two schemas) must
    not make the other's catch-up skip it."""
    with pg_schema() as first_url, pg_schema() as second_url:
        first, second = Store(first_url), Store(second_url)
        a, b = ChannelClaims(first), ChannelClaims(second)
        try:
            assert a.claim([555]) and b.claim([555])
            again = ChannelClaims(Store(first_url, migrate=False))
            assert not again.claim([555])  # within one deployment, still one holder
            again.close()
            again.store.close()
        finally:
            a.close()
            b.close()
            first.close()
            second.close()

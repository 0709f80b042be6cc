"""The store: migrations equal the models, uniqueness holds, times come back as UTC, on SQLite and PostgreSQL."""

from __future__ import annotations

import uuid
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta, timezone

import pytest
from alembic.autogenerate import compare_metadata
from alembic.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import create_engine, text

from bot.store import DuplicateSource, Match, Post, Store
from bot.store.models import metadata
from bot.store.store import MIGRATIONS

PG_URL = "postgresql+psycopg://postgres@127.0.0.1:5432/test"


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def any_store(request: pytest.FixtureRequest, tmp_path) -> Iterator[Store]:
    if request.param == "sqlite":
        store = Store(f"sqlite:///{tmp_path / 'store.db'}")
        yield store
        store.close()
        return
    pytest.importorskip("psycopg")
    schema = f"tj_{uuid.uuid4().hex[:10]}"
    try:
        admin = create_engine(PG_URL, connect_args={"connect_timeout": 2})
        with admin.begin() as conn:
            conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    except Exception as exc:  # noqa: BLE001 - no server: skip, as the brief asks
        pytest.skip(f"PostgreSQL not reachable: {exc}")
    store = Store(f"{PG_URL}?options=-csearch_path%3D{schema}")
    try:
        yield store
    finally:
        store.close()
        with admin.begin() as conn:
            conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


def _match(**kw) -> Match:
    return Match(game="toy", seed=2**62 + 5, setup={"players": ["A", "B"]}, **kw)


def test_migrations_produce_exactly_the_models(any_store: Store) -> None:
    with any_store.engine.connect() as conn:
        assert compare_metadata(MigrationContext.configure(conn), metadata) == []


def test_migrate_twice_is_harmless(any_store: Store) -> None:
    any_store.migrate()
    with any_store.engine.connect() as conn:
        head = ScriptDirectory(str(MIGRATIONS)).get_current_head()
        assert conn.execute(text("SELECT version_num FROM alembic_version")).scalar() == head


def test_snowflakes_json_and_utc_times_round_trip(any_store: Store) -> None:
    moscow = timezone(timedelta(hours=3))
    created = datetime(2026, 5, 1, 15, 0, tzinfo=moscow)
    with any_store.tx() as tx:
        match = tx.add_match(
            _match(channel_id=1_234_567_890_123_456_789, created_at=created), [(2**60, "Ann"), (7, "Bo")]
        )
        mid = match.id
    with any_store.tx() as tx:
        back = tx.match(mid)
        assert back.seed == 2**62 + 5 and back.channel_id == 1_234_567_890_123_456_789
        assert back.setup == {"players": ["A", "B"]}
        assert back.created_at == created and back.created_at.tzinfo == UTC
        assert [s.user_id for s in tx.seats(mid)] == [2**60, 7]
        assert tx.matches_of_user(2**60, ["proposed"])[0].id == mid


def test_source_key_and_seq_are_unique(any_store: Store) -> None:
    with any_store.tx() as tx:
        mid = tx.add_match(_match(), [(1, "A"), (2, "B")]).id
        tx.add_post(Post(match_id=mid, seq=1, seat=0, source_key="msg:1", text="x"))
    with any_store.tx() as tx:
        with pytest.raises(DuplicateSource):
            tx.add_post(Post(match_id=mid, seq=2, seat=0, source_key="msg:1", text="x"))
        assert tx.next_seq(mid) == 2  # the savepoint rolled back only the duplicate
        tx.add_post(Post(match_id=mid, seq=2, seat=1, source_key="msg:2", text="y"))
    with any_store.tx() as tx:
        assert [p.source_key for p in tx.posts(mid)] == ["msg:1", "msg:2"]


def test_outbox_dedupe_key_is_unique(any_store: Store) -> None:
    with any_store.tx() as tx:
        assert tx.enqueue(kind="post", lane="l", dedupe_key="k", payload={"content": "a"}) is not None
        assert tx.enqueue(kind="post", lane="l", dedupe_key="k", payload={"content": "b"}) is None
        assert tx.enqueued == 1


def test_rollback_leaves_nothing_and_skips_commit_hooks(any_store: Store) -> None:
    ran: list[int] = []
    with pytest.raises(RuntimeError), any_store.tx() as tx:
        tx.add_match(_match(), [(1, "A"), (2, "B")])
        tx.on_commit(lambda: ran.append(1))
        raise RuntimeError("boom")
    with any_store.tx() as tx:
        assert tx.matches(["proposed"]) == []
    assert ran == []


@pytest.mark.postgres
async def test_a_whole_match_on_postgresql(any_store: Store) -> None:
    if any_store.is_sqlite:
        pytest.skip("the PostgreSQL variant only")
    from tests.judge.conftest import Clock, Harness
    from tests.judge.test_service import play_out

    h = Harness(any_store, Clock())
    await h.start()
    await play_out(h)
    assert h.match().status == "finished"
    h.restart()
    assert h.service.resume_all() == []  # finished matches are not live

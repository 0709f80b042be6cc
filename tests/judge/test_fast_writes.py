"""The move's SQLite shortcuts (issue 14): its fixed-shape writes on the DBAPI cursor (bot.store.fast) store
exactly what SQLAlchemy Core stores and fail with Core's errors; a thread's match row is read from a
per-store cache filled only by committed reads and emptied by any change to a match."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import event
from sqlalchemy.exc import IntegrityError, OperationalError

from bot.store import Match, Store
from bot.store.store import post_clash
from bot.store.types import utcnow

from .test_store import any_store  # noqa: F401 - the fixture


@pytest.fixture
def stores(tmp_path) -> Iterator[tuple[Store, Store]]:  # type: ignore[no-untyped-def]
    """The same schema twice: one writing on the cursor, one through Core."""
    fast, core = Store(f"sqlite:///{tmp_path / 'fast.db'}"), Store(f"sqlite:///{tmp_path / 'core.db'}")
    core.writers = None
    yield fast, core
    fast.close()
    core.close()


def _match(store: Store, channel: int | None = 700) -> int:
    with store.tx() as tx:
        match = tx.add_match(Match(game="toy", seed=5, setup={"k": [1]}, channel_id=channel), [(1, "A")])
        assert match.id is not None
        return match.id


def _post(mid: int, seq: int, key: str) -> dict[str, Any]:
    return {
        "match_id": mid,
        "seq": seq,
        "seat": 0,
        "source_key": key,
        "message_id": 99,
        "text": "Ciri « ёж » \U0001f600",
        "canonical": '{"PlayCard":{"card":"ciri"}}',
        "upload_name": "Hand.xlsx",
        "upload_data": b"\x00PK\xff",
        "private": True,
        "actor_id": 1,
        "actor_kind": "player",
        "accepted_at": utcnow(),
    }


def _dump(rows: list[Any]) -> list[dict[str, Any]]:
    return [{k: v for k, v in r.model_dump().items() if k != "id"} for r in rows]


def test_cursor_writes_read_back_as_core_writes(stores: tuple[Store, Store]) -> None:
    """Posts (bytes, booleans, datetimes), outbox items (JSON, claimed or not) and reminder upserts."""
    at = utcnow()
    for store in stores:
        mid = _match(store)
        with store.tx() as tx:
            tx.insert_post(**{**_post(mid, 1, "msg:1"), "accepted_at": at})
            for i, claim in enumerate((None, ("me", at + timedelta(seconds=60)))):
                tx.claim = claim
                tx.enqueue(
                    kind="post",
                    lane=f"match:{mid}",
                    dedupe_key=f"k{i}",
                    payload={"content": "**Ход** — ёж", "files": [], "n": [1, None]},
                    match_id=mid,
                    now=at,
                )
                tx.write_outbox()
            row = {"match_id": mid, "seat": 0, "kind": "turn", "decision_id": "d", "pending_since": at}
            tx.replace_reminders(mid, [0], [row])
            tx.replace_reminders(mid, [0], [{**row, "decision_id": "d2", "private": True}])
    dumps = []
    for store in stores:
        with store.tx() as tx:
            mid = tx.match_by_channel(700).id  # type: ignore[union-attr]
            dumps.append((_dump(tx.posts(mid)), _dump(tx.outbox(status=None)), _dump(tx.reminders(mid))))
    assert dumps[0] == dumps[1]
    posts, outbox, reminders = dumps[0]
    assert posts[0]["upload_data"] == b"\x00PK\xff" and posts[0]["private"] is True
    assert [o["payload"]["n"] for o in outbox] == [[1, None], [1, None]]
    assert [o["last_error"] for o in outbox] == [None, "me"]  # the second written claimed
    assert [(r["decision_id"], r["private"], r["periods_reminded"]) for r in reminders] == [("d2", True, 0)]


def test_claimed_items_are_handed_over_with_their_own_ids(stores: tuple[Store, Store]) -> None:
    fast, _ = stores
    mid = _match(fast)
    with fast.tx() as tx:
        tx.claim = ("me", utcnow() + timedelta(seconds=60))
        for i in range(5):
            tx.enqueue(kind="post", lane=f"user:{i % 2}", dedupe_key=f"k{i}", payload={"i": i}, match_id=mid)
    handed = {row["dedupe_key"]: row["id"] for row in tx.handed}
    with fast.tx() as tx:
        assert {o.dedupe_key: o.id for o in tx.outbox()} == handed
    assert [handed[f"k{i}"] for i in range(5)] == sorted(handed.values())  # ids in enqueue order


@pytest.mark.parametrize("clash", ["source", "seq"])
def test_a_post_clash_on_the_cursor_is_cores_integrity_error(stores: tuple[Store, Store], clash: str) -> None:
    fast, _ = stores
    mid = _match(fast)
    with fast.tx() as tx:
        tx.insert_post(**_post(mid, 1, "msg:1"))
    again = _post(mid, 1, "msg:2") if clash == "seq" else _post(mid, 2, "msg:1")
    with pytest.raises(IntegrityError) as raised, fast.tx() as tx:
        tx.insert_post(**again)
    assert post_clash(raised.value) == clash
    with fast.tx() as tx:
        assert len(tx.posts(mid)) == 1  # the failed transaction left nothing


class MatchReads:
    def __init__(self, store: Store) -> None:
        self.n = 0
        event.listen(store.engine, "before_cursor_execute", self._on)

    def _on(self, _conn, _cursor, statement: str, *_args) -> None:  # type: ignore[no-untyped-def]
        if statement.lstrip().upper().startswith("SELECT") and "FROM matches" in statement:
            self.n += 1

    def count(self) -> int:
        n, self.n = self.n, 0
        return n


def test_a_threads_match_is_read_once_then_attached_from_the_cache(stores: tuple[Store, Store]) -> None:
    fast, _ = stores
    mid = _match(fast)
    reads = MatchReads(fast)
    with pytest.raises(RuntimeError), fast.tx() as tx:
        assert tx.match_and_duplicate(700, "msg:1")[0].id == mid  # type: ignore[union-attr]
        raise RuntimeError("rolled back: nothing is cached")
    with fast.tx() as tx:
        tx.match_and_duplicate(700, "msg:1")
    assert reads.count() == 2
    with fast.tx() as tx:
        match, earlier, refused = tx.match_and_duplicate(700, "msg:1")
        assert (match.id, match.setup, earlier, refused) == (mid, {"k": [1]}, None, False)  # type: ignore[union-attr]
        tx.insert_post(**_post(mid, 1, "msg:1"))
        tx.remember_refused("msg:9", mid)
    assert reads.count() == 0
    with fast.tx() as tx:  # the duplicate checks still run on a cached match
        assert tx.match_and_duplicate(700, "msg:1")[1:] == (mid, False)
        assert tx.match_and_duplicate(700, "msg:9")[1:] == (None, True)
    assert reads.count() == 0


def test_any_change_to_a_match_empties_the_cache(stores: tuple[Store, Store]) -> None:
    fast, _ = stores
    mid = _match(fast)
    for _ in range(2):
        with fast.tx() as tx:
            tx.match_and_duplicate(700, "msg:1")
    with fast.tx() as tx:  # changed through the ORM, as the judge and the outbox do
        match = tx.match(mid)
        match.status, match.table_message_id = "paused", 555  # type: ignore[union-attr]
        tx.session.add(match)
    with fast.tx() as tx:
        match = tx.match_and_duplicate(700, "msg:1")[0]
        assert (match.status, match.table_message_id) == ("paused", 555)  # type: ignore[union-attr]
        match.status = "active"  # type: ignore[union-attr]  # a cached row attached changes like any
        tx.session.add(match)
    with fast.tx() as tx:
        assert tx.match(mid).status == "active"  # type: ignore[union-attr]
    with fast.tx() as tx:
        assert tx.match_and_duplicate(700, "msg:1")[0].status == "active"  # type: ignore[union-attr]


def test_a_shared_store_reads_the_match_each_time(any_store: Store) -> None:  # noqa: F811
    _match(any_store, channel=701)
    reads = MatchReads(any_store)
    for _ in range(3):
        with any_store.tx() as tx:
            assert tx.match_and_duplicate(701, "msg:1")[0] is not None
    assert reads.count() == (1 if any_store.is_sqlite else 3)


@pytest.mark.parametrize("serial", [False, True])
def test_the_cache_is_read_under_the_write_lock(stores: tuple[Store, Store], tmp_path, serial: bool) -> None:  # type: ignore[no-untyped-def]
    """A change committed by another transaction while a move waited for the lock must not reach it as a
    stale cached row: the move takes the write lock before it looks (with or without a session)."""
    fast, _ = stores
    _match(fast)
    with fast.tx() as tx:
        tx.match_and_duplicate(700, "msg:1")
    probe = sqlite3.connect(tmp_path / "fast.db", isolation_level=None, timeout=0)
    locked: list[bool] = []

    class Watched(dict):  # type: ignore[type-arg]
        def get(self, key: Any, default: Any = None) -> Any:
            try:  # another connection can take the write lock only if the move does not hold it
                probe.execute("BEGIN IMMEDIATE")
                probe.execute("ROLLBACK")
                locked.append(False)
            except sqlite3.OperationalError:
                locked.append(True)
            return super().get(key, default)

    fast.match_cache.by_channel = Watched(fast.match_cache.by_channel)
    with fast.tx(serial=serial) as tx:
        assert tx.match_and_duplicate(700, "msg:1")[0] is not None
    probe.close()
    assert locked == [True]


# -- Store.tx(serial=True): the judge's transactions on one kept connection, a session only when asked --


def _outside(tmp_path: Any, sql: str) -> list[Any]:
    """What another connection reads: committed rows only."""
    probe = sqlite3.connect(tmp_path / "fast.db")
    try:
        return probe.execute(sql).fetchall()
    finally:
        probe.close()


def test_a_serial_move_makes_no_session_and_commits_on_one_kept_connection(  # type: ignore[no-untyped-def]
    stores: tuple[Store, Store], tmp_path
) -> None:
    fast, _ = stores
    mid = _match(fast)
    with fast.tx() as tx:
        tx.match_and_duplicate(700, "msg:0")  # cached from now on
    for seq in (1, 2):
        with fast.tx(serial=True) as tx:
            match, earlier, _ = tx.match_and_duplicate(700, f"msg:{seq}")
            assert match is not None and match.id == mid and earlier is None
            tx.insert_post(**_post(mid, seq, f"msg:{seq}"))
            tx.replace_reminders(mid, [0], [])
            assert not tx.has_session  # a move's statements ran on the connection
        assert fast.serial_connection is not None
        kept = fast.serial_connection
    assert fast.serial_connection is kept  # the same connection for both
    assert _outside(tmp_path, "SELECT seq FROM posts ORDER BY seq") == [(1,), (2,)]


def test_a_failing_serial_transaction_leaves_nothing_and_the_next_one_runs(  # type: ignore[no-untyped-def]
    stores: tuple[Store, Store], tmp_path
) -> None:
    """A cursor write and an ORM change made through the session it made on the way: both roll back."""
    fast, _ = stores
    mid = _match(fast)
    with pytest.raises(RuntimeError), fast.tx(serial=True) as tx:
        tx.insert_post(**_post(mid, 1, "msg:1"))
        match = tx.match(mid)  # makes the session, in the same transaction
        match.status = "paused"  # type: ignore[union-attr]
        tx.session.add(match)
        tx.session.flush()
        raise RuntimeError("a refusal, or a bug")
    assert _outside(tmp_path, "SELECT count(*) FROM posts") == [(0,)]
    assert _outside(tmp_path, "SELECT status FROM matches") == [("proposed",)]  # as it was
    with fast.tx(serial=True) as tx:  # the connection is clean: kept, and the next transaction commits
        tx.insert_post(**_post(mid, 1, "msg:1"))
    assert _outside(tmp_path, "SELECT seq FROM posts") == [(1,)]


def test_a_session_made_in_a_serial_transaction_commits_with_it(  # type: ignore[no-untyped-def]
    stores: tuple[Store, Store], tmp_path
) -> None:
    fast, _ = stores
    mid = _match(fast)
    with fast.tx(serial=True) as tx:
        tx.insert_post(**_post(mid, 1, "msg:1"))
        assert not tx.has_session
        match = tx.match(mid)
        match.status = "paused"  # type: ignore[union-attr]
        tx.session.add(match)  # flushed at the commit, in the same transaction as the cursor's post
        assert tx.has_session
    assert _outside(tmp_path, "SELECT status FROM matches") == [("paused",)]
    assert _outside(tmp_path, "SELECT seq FROM posts") == [(1,)]


def test_a_cached_match_given_out_detached_never_leaves_the_cache_stale(stores: tuple[Store, Store]) -> None:
    """A serial move gets the cached row itself: a change added to the session is written and empties the
    cache; a change never added (or a rollback) empties the cache too, so the next read is the database's."""
    fast, _ = stores
    mid = _match(fast)
    with fast.tx() as tx:
        tx.match_and_duplicate(700, "msg:0")
    with fast.tx(serial=True) as tx:
        match = tx.match_and_duplicate(700, "msg:1")[0]
        assert match is fast.match_cache.by_channel[700]  # no copy, no merge
        match.deadline_hours = 12  # type: ignore[union-attr]  # and never added: not written
    assert 700 not in fast.match_cache.by_channel
    with fast.tx() as tx:
        assert tx.match(mid).deadline_hours != 12  # type: ignore[union-attr]
        tx.match_and_duplicate(700, "msg:0")  # cached again
    with pytest.raises(RuntimeError), fast.tx(serial=True) as tx:
        tx.match_and_duplicate(700, "msg:1")
        raise RuntimeError("rolled back")
    assert 700 not in fast.match_cache.by_channel
    with fast.tx() as tx:
        tx.match_and_duplicate(700, "msg:0")
    with fast.tx(serial=True) as tx:
        match = tx.match_and_duplicate(700, "msg:1")[0]
        match.status = "paused"  # type: ignore[union-attr]
        tx.session.add(match)  # as the judge's finish does
    assert 700 not in fast.match_cache.by_channel
    with fast.tx(serial=True) as tx:
        assert tx.match_and_duplicate(700, "msg:1")[0].status == "paused"  # type: ignore[union-attr]


def test_a_serial_transaction_while_the_kept_connection_is_busy_takes_the_pool(
    stores: tuple[Store, Store],
) -> None:
    """One transaction at a time on the kept connection: another (another thread's) gets a pooled one."""
    fast, _ = stores
    mid = _match(fast)
    with fast.tx(serial=True):
        pass
    kept = fast.serial_connection
    assert fast._serial_lock.acquire(blocking=False)  # as if a transaction were on it now
    try:
        with fast.tx(serial=True) as tx:
            tx.insert_post(**_post(mid, 1, "msg:1"))
            assert tx.has_session and tx.connection is not kept
    finally:
        fast._serial_lock.release()
    with fast.tx(serial=True) as tx:
        assert tx.connection is kept and tx.duplicate("msg:1") == (mid, False)


def test_a_kept_connection_left_inside_a_transaction_is_given_up(
    stores: tuple[Store, Store], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A rollback that fails (a lost disk, say) leaves SQLite's transaction open: that connection is
    closed, and the next transaction starts on a new one instead of failing forever."""
    fast, _ = stores
    mid = _match(fast)
    with fast.tx(serial=True):
        pass
    kept = fast.serial_connection

    def broken(_dbapi_connection: Any) -> None:
        raise sqlite3.OperationalError("disk I/O error")

    with monkeypatch.context() as patch:
        patch.setattr(fast.engine.dialect, "do_rollback", broken)
        with pytest.raises(OperationalError), fast.tx(serial=True) as tx:
            tx.insert_post(**_post(mid, 1, "msg:1"))
            raise RuntimeError("refused")
    assert fast.serial_connection is None and kept is not None and kept.closed
    with fast.tx(serial=True) as tx:
        tx.insert_post(**_post(mid, 1, "msg:1"))
    assert fast.serial_connection is not None and fast.serial_connection is not kept
    with fast.tx() as tx:
        assert tx.duplicate("msg:1") == (mid, False)

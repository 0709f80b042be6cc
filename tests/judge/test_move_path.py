"""The move path's shortcuts (issue 14): the seats a thread post reads come from a per-store cache on a
store no other process writes, dropped by every change to a seat and filled only from committed reads;
a shared (PostgreSQL) store reads them each time. The reminder rows a post rewrites are Core statements
that see ORM changes made before them in the same transaction."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta

import pytest
from sqlalchemy import event

from bot.judge import Actor
from bot.store import Match, Reminder, Store
from bot.store.types import utcnow

from .conftest import Harness
from .test_store import any_store  # noqa: F401 - the fixture

DAVE = Actor(104, "Dave")


def _match(store: Store) -> int:
    with store.tx() as tx:
        match = tx.add_match(Match(game="toy", seed=5, setup={}), [(1, "A"), (2, "B")])
        assert match.id is not None
        return match.id


class Statements:
    """The SELECTs on ``match_seats`` an engine runs."""

    def __init__(self, store: Store) -> None:
        self.seen: list[str] = []
        event.listen(store.engine, "before_cursor_execute", self._on)

    def _on(self, _conn, _cursor, statement: str, *_args) -> None:  # type: ignore[no-untyped-def]
        if statement.lstrip().upper().startswith("SELECT") and "match_seats" in statement:
            self.seen.append(statement)

    def count(self) -> int:
        n, self.seen = len(self.seen), []
        return n


@pytest.fixture
def file_store(tmp_path) -> Iterator[Store]:  # type: ignore[no-untyped-def]
    store = Store(f"sqlite:///{tmp_path / 'store.db'}")
    yield store
    store.close()


def test_seats_are_cached_after_a_commit_only(file_store: Store) -> None:
    mid = _match(file_store)
    reads = Statements(file_store)
    with pytest.raises(RuntimeError), file_store.tx() as tx:
        assert [s.display_name for s in tx.seats_for_move(mid)] == ["A", "B"]
        raise RuntimeError("rolled back: nothing is cached")
    assert reads.count() == 1
    with file_store.tx() as tx:
        assert [s.user_id for s in tx.seats_for_move(mid)] == [1, 2]
    assert reads.count() == 1
    with file_store.tx() as tx:
        assert [s.user_id for s in tx.seats_for_move(mid)] == [1, 2]  # from the cache
    assert reads.count() == 0


def test_any_change_to_a_seat_drops_the_cached_seats(file_store: Store) -> None:
    mid = _match(file_store)
    with file_store.tx() as tx:
        tx.seats_for_move(mid)
    with file_store.tx() as tx:  # a seat replaced through the ORM (as a judge does)
        row = tx.seats(mid)[1]
        row.user_id, row.display_name = 3, "C"
        tx.session.add(row)
    with file_store.tx() as tx:
        assert [(s.user_id, s.display_name) for s in tx.seats_for_move(mid)] == [(1, "A"), (3, "C")]


def test_a_seat_change_rolled_back_never_reaches_the_cache(file_store: Store) -> None:
    mid = _match(file_store)
    with pytest.raises(RuntimeError), file_store.tx() as tx:
        row = tx.seats(mid)[0]
        row.display_name = "uncommitted"
        tx.session.add(row)
        tx.session.flush()
        assert tx.seats_for_move(mid)[0].display_name == "uncommitted"  # this transaction's own view
        raise RuntimeError("rolled back")
    with file_store.tx() as tx:
        assert tx.seats_for_move(mid)[0].display_name == "A"


def test_a_read_before_a_seat_change_in_its_transaction_is_not_kept(file_store: Store) -> None:
    mid = _match(file_store)
    with file_store.tx() as tx:
        assert tx.seats_for_move(mid)[1].display_name == "B"
        row = tx.seats(mid)[1]
        row.display_name = "B2"
        tx.session.add(row)
        tx.session.flush()
    with file_store.tx() as tx:
        assert tx.seats_for_move(mid)[1].display_name == "B2"


def test_a_shared_store_reads_the_seats_each_time(any_store: Store) -> None:  # noqa: F811
    mid = _match(any_store)
    reads = Statements(any_store)
    for _ in range(2):
        with any_store.tx() as tx:
            assert [s.user_id for s in tx.seats_for_move(mid)] == [1, 2]
    assert reads.count() == (1 if any_store.is_sqlite else 2)


async def test_a_replaced_player_moves_in_the_thread_and_the_old_one_no_longer_does(h: Harness) -> None:
    await h.start()
    h.keep_both()

    def legal(seat: int) -> str:
        return h.game.legal_posts(h.state(), seat)[0]

    mover = h.to_move()
    assert h.post(mover, legal(h.state().turn)).status == "accepted"  # reads (and caches) the seats
    seat = h.state().turn
    old = h.to_move()
    reply = h.service.judge_seat(h.judge, DAVE, channel_id=h.thread, seat=seat, guild_id=1)
    assert reply.status == "ok", reply
    assert h.post(old, legal(seat)).status == "ignored"  # no longer seated: a spectator's chat
    assert h.post(DAVE, legal(seat)).status == "accepted"


def test_core_reminder_rows_follow_orm_changes_made_before_them(file_store: Store) -> None:
    mid = _match(file_store)
    now = utcnow()
    with file_store.tx() as tx:
        tx.session.add(Reminder(match_id=mid, seat=0, kind="turn", decision_id="d1", pending_since=now))
        tx.replace_reminders(
            mid,
            [0],
            [
                {
                    "match_id": mid,
                    "seat": 0,
                    "kind": "turn",
                    "decision_id": "d2",
                    "private": False,
                    "pending_since": now + timedelta(hours=1),
                    "periods_reminded": 0,
                    "judge_notified": False,
                }
            ],
        )
    with file_store.tx() as tx:
        assert [(r.seat, r.decision_id) for r in tx.reminders(mid)] == [(0, "d2")]


def _row(mid: int, seat: int, decision: str, at) -> dict:  # type: ignore[no-untyped-def,type-arg]
    return {
        "match_id": mid,
        "seat": seat,
        "kind": "turn",
        "decision_id": decision,
        "private": False,
        "pending_since": at,
        "periods_reminded": 0,
        "judge_notified": False,
    }


def test_reminder_rows_are_replaced_by_upsert_and_gone_seats_deleted(any_store: Store) -> None:  # noqa: F811
    mid = _match(any_store)
    start = utcnow().replace(microsecond=0)
    with any_store.tx() as tx:
        tx.replace_reminders(mid, [0, 1], [_row(mid, 0, "a", start), _row(mid, 1, "b", start)])
    with any_store.tx() as tx:
        row = tx.reminders(mid)[1]
        row.periods_reminded, row.judge_notified = 2, True  # reminded meanwhile
        tx.session.add(row)
    later = start + timedelta(hours=1)
    with any_store.tx() as tx:  # seat 0 acted and waits no more; seat 1 has a new decision
        tx.replace_reminders(mid, [0, 1], [_row(mid, 1, "c", later)])
    with any_store.tx() as tx:
        rows = [(r.seat, r.decision_id, r.pending_since, r.periods_reminded, r.judge_notified) for r in tx.reminders(mid)]
    assert rows == [(1, "c", later, 0, False)]
    with any_store.tx() as tx:  # the same seat again, nobody gone: one UPSERT over its row
        tx.replace_reminders(mid, [1], [_row(mid, 1, "d", later)])
        tx.replace_reminders(mid, [], [])
    with any_store.tx() as tx:
        assert [(r.seat, r.decision_id) for r in tx.reminders(mid)] == [(1, "d")]


def test_who_plays_in_several_live_matches_is_one_statement(any_store: Store) -> None:  # noqa: F811
    """A private ask names its match when its player has another live one (prompt_private_dm_many); a
    deal asks both players, in one statement. A finished match does not count; a match started in the
    same transaction does."""
    with any_store.tx() as tx:
        for seats, status in (([(1, "A"), (2, "B")], "active"), ([(1, "A"), (3, "C")], "finished")):
            tx.add_match(Match(game="toy", seed=5, setup={}, status=status), seats)
    reads = Statements(any_store)
    with any_store.tx() as tx:
        assert tx.in_several_matches_of([1, 2, 3, 4]) == set()
        tx.add_match(Match(game="toy", seed=6, setup={}, status="paused"), [(2, "B"), (4, "D")])
        assert tx.in_several_matches_of([1, 2, 3, 4]) == {2}
        assert tx.in_several_matches_of([2]) == {2} and tx.in_several_matches_of([]) == set()
    assert reads.count() == 3  # one per question asked of several users or of one

"""Pairing runs off the judge's move path (issue 17, large fields): a move in another match is not
delayed by a pairing in progress, and the pairing computed outside the lock is committed atomically
(or made again under the lock when the tournament changed meanwhile)."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from typing import Any

import pytest

from bot.tournament import swiss
from tests.judge.conftest import Clock
from tests.judge.toygame import ToyGame
from tests.tournament.test_service import GUILD, JUDGE, LOBBY, PLAYERS, TourHarness, register

GUARD = 20  # seconds: only a guard against a hung test, never a stand-in for synchronisation


@pytest.fixture
def th(tmp_path: Any) -> Iterator[TourHarness]:
    h = TourHarness(f"sqlite:///{tmp_path / 'tour.db'}", Clock(), {"toy": ToyGame()})
    yield h
    h.store.close()


class BlockedPairing:
    """Wraps ``swiss.pair_players``: announces it started, then waits until released."""

    def __init__(self) -> None:
        self.entered = threading.Event()
        self.release = threading.Event()
        self.inside = 0
        self.calls = 0
        self.real = swiss.pair_players

    def __call__(self, *args: Any, **kw: Any) -> Any:
        self.calls += 1
        self.inside += 1
        self.entered.set()
        try:
            assert self.release.wait(GUARD), "the test never released the pairing"
            return self.real(*args, **kw)
        finally:
            self.inside -= 1


async def test_a_move_in_another_match_is_not_delayed_by_a_pairing_in_progress(
    th: TourHarness, monkeypatch: pytest.MonkeyPatch
) -> None:
    tid = th.create(rounds=2)
    register(th, tid, PLAYERS[:4])
    th.tours.close_registration(JUDGE, tid)
    other = th.judge.create_by_judge(JUDGE, GUILD, LOBBY, "toy", PLAYERS[4:6]).match_id
    await th.deliver()
    assert other is not None

    blocked = BlockedPairing()
    monkeypatch.setattr(swiss, "pair_players", blocked)
    replies: list[Any] = []
    pairing = threading.Thread(target=lambda: replies.append(th.tours.start_round(JUDGE, tid)))
    pairing.start()
    try:
        assert blocked.entered.wait(GUARD)
        # The pairing is in progress (blocked inside pair_players): a move in another match goes through.
        assert th.step(other)
        assert blocked.inside == 1, "the move waited for the pairing"
    finally:
        blocked.release.set()
        pairing.join(GUARD)
    assert not pairing.is_alive()
    assert replies[0].status == "ok", replies[0]
    assert blocked.calls == 1  # computed once, off the lock, and committed as it was
    assert len(th.tours.round_matches(tid)) == 2


def test_a_pairing_made_from_a_state_that_changed_is_made_again_under_the_lock(
    th: TourHarness, monkeypatch: pytest.MonkeyPatch
) -> None:
    tid = th.create(rounds=2)
    register(th, tid, PLAYERS[:5])
    th.tours.close_registration(JUDGE, tid)
    real = swiss.pair_players
    calls: list[int] = []

    def drop_meanwhile(*args: Any, **kw: Any) -> Any:
        calls.append(1)
        if len(calls) == 1:  # while the plan is computed off the lock, a player drops
            assert th.tours.drop(PLAYERS[4], tid).status == "ok"
        return real(*args, **kw)

    monkeypatch.setattr(swiss, "pair_players", drop_meanwhile)
    assert th.tours.start_round(JUDGE, tid).status == "ok"
    assert len(calls) == 2  # the stale plan was not committed
    rnd = th.tours.state(tid).current_round
    assert rnd is not None
    seated = {pid for p in rnd.pairings for pid in p.players()}
    assert str(PLAYERS[4].user_id) not in seated and len(seated) == 4

"""Issue 25, item 8: a player who drops (or is disqualified) during a pod round leaves his live match at
once — the judge posts the game's own concession for his seat, so the game places him as a leaver by its
rules (Fate: the others play on, FA-WIN-5, FA-ACT-6) — and his later posts there, in the thread or by DM,
are refused with the reason. A game that cannot take a concession leaves the table to a judge, who is told."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from bot.store import ACTIVE, FINISHED
from bot.tournament.pods import PodTournamentState
from cards.core import JUDGE as JUDGE_VIEW
from cards.fate.game import FateGame
from tests.judge.conftest import Clock
from tests.judge.toygame import ToyGame
from tests.tournament.test_service import JUDGE, PLAYERS, TourHarness, register

THREE = PLAYERS[:3]


def _pod(th: TourHarness, game: str, **kw: Any) -> tuple[int, int]:
    tid = th.create(game=game, format="pods", rounds=1, pod_size=3, **kw)
    register(th, tid, THREE)
    assert th.tours.close_registration(JUDGE, tid).status == "ok"
    assert th.tours.start_round(JUDGE, tid).status == "ok"
    (mid,) = th.tours.round_matches(tid).values()
    return tid, mid


@pytest.fixture
def fate(tmp_path: Any) -> Iterator[TourHarness]:
    h = TourHarness(f"sqlite:///{tmp_path / 'fate.db'}", Clock(), {"fate": FateGame()})
    yield h
    h.store.close()


@pytest.fixture
def toy(tmp_path: Any) -> Iterator[TourHarness]:
    h = TourHarness(f"sqlite:///{tmp_path / 'toy.db'}", Clock(), {"toy": ToyGame()})
    yield h
    h.store.close()


async def test_a_fate_master_who_drops_mid_round_leaves_his_match_at_once_and_is_placed_last(
    fate: TourHarness,
) -> None:
    tid, mid = _pod(fate, "fate")
    await fate.deliver()
    game = fate.games["fate"]
    users = fate.seat_users(mid)
    first, second, last = users[0], users[1], users[2]
    assert fate.tours.drop(next(p for p in THREE if p.user_id == first), tid, reason="real life").status == "ok"
    # The match goes on without him (three Masters, one left), and waits for nothing of his.
    assert fate.match(mid).status == ACTIVE
    state = fate.judge.state_of(mid)
    assert game.seat_left(state, 0) and not any(d.seat == 0 for d in game.pending(state))
    await fate.deliver()
    thread = fate.thread(mid)
    assert "is out of **Spring Cup** (a drop) and leaves this match" in thread and "real life" in thread
    # His posts are refused with the reason, in the thread and by DM; nothing changes.
    before = game.view(fate.judge.state_of(mid), JUDGE_VIEW)
    for text in ("concede", "end", "cs 1 patk"):
        refused = fate.post(first, mid, text)
        assert refused.status == "refused" and f"You have left match #{mid}" in (refused.text or ""), refused
    refused = fate.dm(first, "pass")
    assert refused.status == "refused" and f"You have left match #{mid}" in (refused.text or ""), refused
    assert game.view(fate.judge.state_of(mid), JUDGE_VIEW) == before
    # A second drop leaves one Master: the game ends, and the pod's places come from it (leavers last,
    # the latest first), recorded by the judge's finish hook.
    assert fate.tours.drop(next(p for p in THREE if p.user_id == second), tid).status == "ok"
    assert fate.match(mid).status == FINISHED
    ts = fate.tours.state(tid)
    assert isinstance(ts, PodTournamentState)
    assert ts.tournament.rounds[0].results[1].placements == (3, 2, 1)
    assert ts.is_finished and ts.champion() == str(last)


async def test_a_disqualified_pod_player_leaves_his_match_and_his_posts_are_refused(toy: TourHarness) -> None:
    tid, mid = _pod(toy, "toy")
    await toy.deliver()
    gone = toy.seat_users(mid)[1]
    assert toy.tours.penalize(JUDGE, tid, gone, "disqualification", reason="abuse").status == "ok"
    assert toy.match(mid).status == ACTIVE
    assert toy.games["toy"].seat_left(toy.judge.state_of(mid), 1)
    await toy.deliver()
    assert "(disqualification) and leaves this match" in toy.thread(mid)
    refused = toy.post(gone, mid, "keep")
    assert refused.status == "refused" and f"You have left match #{mid}" in (refused.text or "")
    toy.play(mid)  # the two others play it out
    ts = toy.tours.state(tid)
    assert isinstance(ts, PodTournamentState) and ts.tournament.rounds[0].results[1].placements[1] == 3


async def test_a_game_without_a_concession_leaves_the_table_to_a_judge_who_is_told(tmp_path: Any) -> None:
    game = ToyGame()
    game.concede_post = lambda state, seat: None  # type: ignore[method-assign]
    th = TourHarness(f"sqlite:///{tmp_path / 'toy.db'}", Clock(), {"toy": game})
    try:
        tid, mid = _pod(th, "toy")
        assert th.tours.drop(PLAYERS[0], tid).status == "ok"
        assert th.match(mid).status == ACTIVE
        await th.deliver()
        assert "cannot take a concession for the seat now: a judge enters this table's places" in th.thread(mid)
    finally:
        th.store.close()


@pytest.mark.parametrize("kind", ["match_loss", "game_loss"])
async def test_a_pod_match_or_game_loss_takes_the_player_out_of_his_live_match(toy: TourHarness, kind: str) -> None:
    """A game or match loss places the player last in this round's pod game (pods.apply_penalties): the game
    is over for him, so his seat concedes at once like a leaver's and his later posts are refused — he can
    neither play on nor king-make. He stays in the event (seated in the next round)."""
    tid, mid = _pod(toy, "toy")
    await toy.deliver()
    hit = toy.seat_users(mid)[1]
    assert toy.tours.penalize(JUDGE, tid, hit, kind, reason="slow play").status == "ok"
    assert toy.match(mid).status == ACTIVE
    assert toy.games["toy"].seat_left(toy.judge.state_of(mid), 1)
    await toy.deliver()
    thread = toy.thread(mid)
    assert f"has a penalty in **Spring Cup** (a {kind.replace('_', ' ')}) and is last at this table" in thread
    assert "slow play" in thread
    refused = toy.post(hit, mid, "keep")
    assert refused.status == "refused" and f"You have left match #{mid}" in (refused.text or "")
    toy.play(mid)
    ts = toy.tours.state(tid)
    assert isinstance(ts, PodTournamentState) and ts.tournament.rounds[0].results[1].placements[1] == 3
    assert not ts.tournament.player(str(hit)).dropped


async def test_a_penalty_for_a_later_round_leaves_the_live_match_alone(toy: TourHarness) -> None:
    tid, mid = _pod(toy, "toy")
    hit = toy.seat_users(mid)[1]
    assert toy.tours.penalize(JUDGE, tid, hit, "match_loss", reason="late", round_number=2).status == "ok"
    assert not toy.games["toy"].seat_left(toy.judge.state_of(mid), 1)


async def test_a_second_leave_in_the_same_round_does_not_tell_the_judge_the_game_cannot_take_it(
    toy: TourHarness,
) -> None:
    """A match loss, then a disqualification (or a drop) in the same round: the seat left with the first;
    the later one posts no "cannot take a concession" note."""
    tid, mid = _pod(toy, "toy")
    hit = toy.seat_users(mid)[1]
    assert toy.tours.penalize(JUDGE, tid, hit, "match_loss", reason="slow play").status == "ok"
    assert toy.tours.penalize(JUDGE, tid, hit, "disqualification", reason="abuse").status == "ok"
    await toy.deliver()
    thread = toy.thread(mid)
    assert thread.count("leaves this match") == 1 and "cannot take a concession" not in thread
    assert toy.games["toy"].seat_left(toy.judge.state_of(mid), 1) and toy.match(mid).status == ACTIVE


async def test_a_disqualification_after_a_drop_in_the_same_round_does_not_tell_the_judge_the_game_cannot_take_it(
    toy: TourHarness,
) -> None:
    """A drop, then a disqualification in the same round: the drop took the seat out; the disqualification
    marks no new drop, so only the match can tell the seat is gone — no "cannot take a concession" note."""
    tid, mid = _pod(toy, "toy")
    hit = toy.seat_users(mid)[1]
    assert toy.tours.drop(next(p for p in THREE if p.user_id == hit), tid).status == "ok"
    assert toy.tours.penalize(JUDGE, tid, hit, "disqualification", reason="abuse").status == "ok"
    await toy.deliver()
    thread = toy.thread(mid)
    assert thread.count("leaves this match") == 1 and "cannot take a concession" not in thread
    assert toy.games["toy"].seat_left(toy.judge.state_of(mid), 1) and toy.match(mid).status == ACTIVE

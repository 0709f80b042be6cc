"""A pod tournament run by the service over the judge (issue 13): N-seat matches per pod, placements
recorded from the match result, standings and the final posted, the xlsx export; judge tools of 1 v 1
events refused with the reason."""

from __future__ import annotations

import io
from collections.abc import Iterator
from typing import Any

import pytest
from openpyxl import load_workbook

from bot.tournament.pods import PodTournamentState, seat_points
from cards.core import Result
from tests.judge.conftest import Clock
from tests.judge.toygame import ToyGame
from tests.tournament.test_service import EXTRA, JUDGE, PLAYERS, TourHarness, register


@pytest.fixture
def th(tmp_path: Any) -> Iterator[TourHarness]:
    h = TourHarness(f"sqlite:///{tmp_path / 'tour.db'}", Clock(), {"toy": ToyGame()})
    yield h
    h.store.close()


async def test_six_players_in_pods_of_three_play_to_final_standings(th: TourHarness) -> None:
    tid = th.create(format="pods", rounds=2, pod_size=3)
    register(th, tid, PLAYERS[:6])
    assert th.tours.close_registration(JUDGE, tid).status == "ok"
    for round_number in (1, 2):
        reply = th.tours.start_round(JUDGE, tid)
        assert reply.status == "ok", reply
        matches = th.tours.round_matches(tid)
        assert len(matches) == 2
        assert all(len(th.seat_users(mid)) == 3 for mid in matches.values())
        await th.play_round(tid)
        state = th.tours.state(tid)
        assert isinstance(state, PodTournamentState)
        assert state.tournament.rounds[round_number - 1].is_complete()
    state = th.tours.state(tid)
    assert state.is_finished
    final = state.final_standings()
    assert [r.rank for r in final] == list(range(1, 7))
    # Points by placement (1st 3, 2nd 1; the toy game's loser seats share second place).
    recorded = [
        seat_points(state.tournament.config, r)
        for rnd in state.tournament.rounds
        for r in rnd.results.values()
    ]
    assert len(recorded) == 4 and sum(r.points for r in final) == sum(map(sum, recorded))
    text = th.channel()
    assert "round 1, table 1: 1." in text.casefold() and "final standings" in text
    assert f"Champion: **{final[0].name}**" in text
    wb = load_workbook(io.BytesIO(th.tours.export_xlsx(tid) or b""))
    assert [r[1] for r in wb.worksheets[0].iter_rows(min_row=2, values_only=True)] == [r.name for r in final]


async def test_a_judge_ending_a_pod_match_gives_every_place(th: TourHarness) -> None:
    tid = th.create(format="pods", rounds=1, pod_size=3)
    register(th, tid, PLAYERS[:3])
    th.tours.close_registration(JUDGE, tid)
    th.tours.start_round(JUDGE, tid)
    await th.deliver()
    (mid,) = th.tours.round_matches(tid).values()
    places = Result((2, 3, 1), "conceded in order")
    assert th.judge.judge_end(JUDGE, th.match(mid).channel_id, places).status == "ok"
    state = th.tours.state(tid)
    assert state.tournament.rounds[0].results[1].placements == (2, 3, 1)
    assert state.is_finished
    pod = state.tournament.rounds[0].pods[0]
    assert state.champion() == pod.seats[2]


def test_pod_tournament_refuses_one_v_one_judge_tools_and_bad_sizes(th: TourHarness) -> None:
    th.judge.setup(JUDGE, 1)
    bad = th.tours.create(JUDGE, 1, 20, "Pods", game="toy", format="pods", rounds=2, pod_size=8)
    assert bad.status == "refused" and "pod_size" in (bad.text or "")
    too_big = th.tours.create(JUDGE, 1, 20, "Pods", game="toy", format="pods", rounds=2, pod_size=5)
    assert too_big.status == "refused"  # the toy game seats at most 4
    tid = th.create(format="pods", rounds=1, pod_size=3)
    register(th, tid, PLAYERS[:3])
    th.tours.close_registration(JUDGE, tid)
    th.tours.start_round(JUDGE, tid)
    refused = th.tours.enter_result(JUDGE, tid, 1, 2, 0, reason="no show")
    assert refused.status == "refused" and "placement order" in (refused.text or "")
    assert th.tours.pair_round(JUDGE, tid).status == "refused"


async def test_nine_players_in_pods_of_three_play_three_rounds_to_final_standings(th: TourHarness) -> None:
    """Issue 13: a 9-player pod tournament (pods of 3) runs through the service to final standings, every
    pod a real 3-seat match played by scripted players, with a restart between rounds."""
    field = [*PLAYERS, *EXTRA][:9]
    tid = th.create(format="pods", rounds=3, pod_size=3)
    register(th, tid, field)
    assert th.tours.close_registration(JUDGE, tid).status == "ok"
    for number in (1, 2, 3):
        assert th.tours.start_round(JUDGE, tid).status == "ok"
        matches = th.tours.round_matches(tid)
        assert sorted(matches) == [1, 2, 3]
        seated = [u for mid in matches.values() for u in th.seat_users(mid)]
        assert sorted(seated) == sorted(p.user_id for p in field)  # everyone plays once a round
        await th.play_round(tid)
        state = th.tours.state(tid)
        assert state.tournament.rounds[number - 1].is_complete()
        if number == 1:
            th.restart()  # a restart between rounds resumes the event
    state = th.tours.state(tid)
    assert isinstance(state, PodTournamentState) and state.is_finished
    final = state.final_standings()
    assert [r.rank for r in final] == list(range(1, 10))
    assert all(r.pods == 3 for r in final)
    assert th.audit_actions(tid).count("record_result") == 9
    text = th.channel()
    assert text.count("standings after round") == 3 and "final standings" in text
    assert f"Champion: **{final[0].name}**" in text
    wb = load_workbook(io.BytesIO(th.tours.export_xlsx(tid) or b""))
    assert [r[1] for r in wb.worksheets[0].iter_rows(min_row=2, values_only=True)] == [r.name for r in final]


@pytest.mark.slow
async def test_nine_fate_masters_in_pods_of_three_play_to_final_standings(tmp_path: Any) -> None:
    """Issue 13 with the real 3+ seat game: Fate/Ace Royal at 3 Masters a pod, played by scripted players
    (``FateGame.random_post``), two rounds to final standings (slow: about 30-60 s)."""
    from cards.fate.game import FateGame

    h = TourHarness(f"sqlite:///{tmp_path / 'fate.db'}", Clock(), {"fate": FateGame()})
    try:
        field = [*PLAYERS, *EXTRA][:9]
        tid = h.create(game="fate", format="pods", rounds=2, pod_size=3)
        register(h, tid, field)
        assert h.tours.close_registration(JUDGE, tid).status == "ok"
        for _ in (1, 2):
            assert h.tours.start_round(JUDGE, tid).status == "ok"
            assert all(len(h.seat_users(m)) == 3 for m in h.tours.round_matches(tid).values())
            await h.play_round(tid)
        state = h.tours.state(tid)
        assert isinstance(state, PodTournamentState) and state.is_finished
        final = state.final_standings()
        assert [r.rank for r in final] == list(range(1, 10)) and all(r.pods == 2 for r in final)
        assert f"Champion: **{final[0].name}**" in h.channel()
    finally:
        h.store.close()

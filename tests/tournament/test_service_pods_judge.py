"""A judge's tools in a pod tournament (issue 13 with the MTR's judge tools of issue 17): a pod's result
entered or corrected as a placement order, an award, penalties (warning; game loss and match loss put the
player last in that pod game; a disqualification takes him out of the standings, MTR 2.10), late entry
and drops between rounds. Each needs a reason, is in the audit log and posted; refusals give the reason
in the reader's language (English and Russian)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from bot.store import FINISHED
from bot.tournament.pods import PodTournamentState
from cards.core import Result
from tests.judge.conftest import Clock
from tests.judge.toygame import ToyGame
from tests.tournament.test_service import EXTRA, JUDGE, PLAYERS, TourHarness, register

SIX = PLAYERS[:6]


@pytest.fixture
def th(tmp_path: Any) -> Iterator[TourHarness]:
    h = TourHarness(f"sqlite:///{tmp_path / 'tour.db'}", Clock(), {"toy": ToyGame()})
    yield h
    h.store.close()


def names(user_id: int) -> str:
    return next(p.name for p in PLAYERS if p.user_id == user_id)


def pods_state(th: TourHarness, tid: int) -> PodTournamentState:
    state = th.tours.state(tid)
    assert isinstance(state, PodTournamentState)
    return state


def seats(th: TourHarness, tid: int, table: int) -> list[int]:
    pod = pods_state(th, tid).tournament.rounds[-1].pod(table)
    return [int(pid) for pid in pod.seats]


async def start(th: TourHarness, rounds: int = 2) -> int:
    tid = th.create(format="pods", rounds=rounds, pod_size=3)
    register(th, tid, SIX)
    assert th.tours.close_registration(JUDGE, tid).status == "ok"
    assert th.tours.start_round(JUDGE, tid).status == "ok"
    await th.deliver()
    return tid


async def test_a_judge_enters_a_pods_placements_and_its_live_match_ends(th: TourHarness) -> None:
    tid = await start(th)
    a, b, c = seats(th, tid, 1)
    no_reason = th.tours.pod_result(JUDGE, tid, 1, [c, a, b], reason=" ")
    assert no_reason.status == "refused" and "reason" in (no_reason.text or "")
    bad = th.tours.pod_result(JUDGE, tid, 1, [c, a], reason="played on paper")
    assert bad.status == "refused" and "exactly once" in (bad.text or "")
    th.judge.set_language(JUDGE, "ru")
    bad_ru = th.tours.pod_result(JUDGE, tid, 1, [c, a, a], reason="за столом")
    assert bad_ru.status == "refused" and "ровно один раз" in (bad_ru.text or "")
    th.judge.set_language(JUDGE, None)
    assert th.tours.pod_result(JUDGE, tid, 1, [c, a, b], reason="played on paper").status == "ok"
    rnd = pods_state(th, tid).tournament.rounds[0]
    order = [int(p) for p in rnd.pod(1).seats]
    assert rnd.results[1].placements == tuple({c: 1, a: 2, b: 3}[u] for u in order)
    (mid,) = [m for t, m in th.tours.round_matches(tid).items() if t == 1]
    match = th.match(mid)
    assert match.status == FINISHED and match.result["placements"] == list(rnd.results[1].placements)
    again = th.tours.pod_result(JUDGE, tid, 1, [a, b, c], reason="again")
    assert again.status == "refused" and "already has a result" in (again.text or "")
    await th.deliver()
    assert "placements entered: 1. **" in th.channel() and "Reason: played on paper" in th.channel()
    assert [
        e.reason for e in th.tours.audit_log(tid) if e.action == "record_result" and e.actor != "system"
    ] == ["played on paper"]
    assert any(a.action == "tournament.pod_enter" for a in th.store_audit())


async def test_a_judge_corrects_a_closed_round_and_the_standings_are_posted_again(th: TourHarness) -> None:
    tid = await start(th)
    await th.play_round(tid)
    assert pods_state(th, tid).phase == "ready"
    a, b, c = seats(th, tid, 1)
    old = pods_state(th, tid).tournament.rounds[0].results[1]
    refused = th.tours.pod_result(JUDGE, tid, 1, [a, b, c], reason="scoresheet", round_number=1)
    assert refused.status == "refused"  # entering needs correct=True once a result exists
    reply = th.tours.pod_result(JUDGE, tid, 1, [[a, b], c], reason="scoresheet", round_number=1, correct=True)
    assert reply.status == "ok", reply
    new = pods_state(th, tid).tournament.rounds[0].results[1]
    order = [int(p) for p in pods_state(th, tid).tournament.rounds[0].pod(1).seats]
    assert new.placements == tuple({a: 1, b: 1, c: 3}[u] for u in order) and new != old
    await th.deliver()
    text = th.channel()
    assert "placements corrected: 1. **" in text and "(was 1. **" in text
    assert text.count("standings after round 1") == 2
    assert "correct_result" in th.audit_actions(tid)


async def test_award_game_loss_warning_and_disqualification_in_pods(th: TourHarness) -> None:
    tid = await start(th)
    a, b, c = seats(th, tid, 1)
    d, e, f = seats(th, tid, 2)
    outsider = th.tours.award_match(JUDGE, tid, 1, d, reason="no show")
    assert outsider.status == "refused" and "does not play at table 1" in (outsider.text or "")
    assert th.tours.award_match(JUDGE, tid, 1, b, reason="others did not show").status == "ok"
    rnd = pods_state(th, tid).tournament.rounds[0]
    order = [int(p) for p in rnd.pod(1).seats]
    assert rnd.results[1].placements == tuple(1 if u == b else 3 for u in order)
    assert th.tours.penalize(JUDGE, tid, d, "warning", reason="slow play").status == "ok"
    assert th.tours.penalize(JUDGE, tid, d, "game_loss", reason="marked cards").status == "ok"
    # Table 2's match ends with d first (a judge ends it in the thread): d is last in the pod game.
    mid = th.tours.round_matches(tid)[2]
    order = [int(p) for p in pods_state(th, tid).tournament.rounds[0].pod(2).seats]
    ended = Result(tuple(1 if u == d else 2 if u == e else 3 for u in order), "conceded")
    assert th.judge.judge_end(JUDGE, th.match(mid).channel_id, ended).status == "ok"
    state = pods_state(th, tid)
    rnd = state.tournament.rounds[0]
    assert rnd.results[2].placements == ended.placements  # as the match ended
    eff = state.effective(rnd, 2)
    assert eff is not None
    places = dict(zip(order, eff.placements, strict=True))
    assert (places[e], places[f], places[d]) == (1, 2, 3)  # the others move up
    await th.deliver()
    assert f"With penalties: 1. **{names(e)}**, 2. **{names(f)}**, 3. **{names(d)}**." in th.channel()
    # A disqualification between rounds: out of the standings, not seated again, the next moves up.
    before = [r.player_id for r in state.standings()]
    assert th.tours.penalize(JUDGE, tid, a, "disqualification", reason="collusion").status == "ok"
    again = th.tours.penalize(JUDGE, tid, a, "disqualification", reason="collusion")
    assert again.status == "refused" and "already disqualified" in (again.text or "")
    state = pods_state(th, tid)
    assert [r.player_id for r in state.standings()] == [p for p in before if p != str(a)]
    five = th.tours.start_round(JUDGE, tid)  # 5 players left sit at one table of 5: the toy game seats 4
    assert five.status == "refused" and "not a pod of 5" in (five.text or "")
    await th.deliver()
    text = th.channel()
    assert "the table is awarded to **" in text and "penalty for **" in text and "game loss" in text
    kinds = [e.data.get("kind") for e in th.tours.audit_log(tid) if e.action == "penalty"]
    assert kinds == ["warning", "game_loss", "disqualification"]


async def test_late_entry_and_drop_between_rounds(th: TourHarness) -> None:
    tid = await start(th)
    late = EXTRA[0]
    during = th.tours.late_entry(JUDGE, tid, late, reason="stuck in traffic")
    assert during.status == "refused" and "only between rounds" in (during.text or "")
    th.judge.set_language(JUDGE, "ru")
    during_ru = th.tours.late_entry(JUDGE, tid, late, reason="пробки")
    assert during_ru.status == "refused" and "только между турами" in (during_ru.text or "")
    th.judge.set_language(JUDGE, None)
    await th.play_round(tid)
    assert th.tours.drop(JUDGE, tid, SIX[0].user_id, reason="left early").status == "ok"
    assert th.tours.late_entry(JUDGE, tid, late, reason="stuck in traffic").status == "ok"
    assert th.tours.start_round(JUDGE, tid).status == "ok"
    seated = {u for mid in th.tours.round_matches(tid).values() for u in th.seat_users(mid)}
    assert late.user_id in seated and SIX[0].user_id not in seated and len(seated) == 6
    await th.play_round(tid)
    state = pods_state(th, tid)
    assert state.is_finished
    rows = {r.player_id: r for r in state.final_standings()}
    assert rows[str(late.user_id)].pods == 1 and rows[str(SIX[0].user_id)].dropped
    text = th.channel()
    assert "enters **Spring Cup** late (from round 2)" in text and "Reason: stuck in traffic" in text


async def test_a_judge_gives_the_order_as_text_names_or_mentions(th: TourHarness) -> None:
    """/tournament places: ``,`` between places, ``=`` between tied players, names or mentions."""
    tid = await start(th)
    a, b, c = seats(th, tid, 1)
    names = {p.user_id: p.name for p in SIX}
    bad = th.tours.pod_result(JUDGE, tid, 1, f"{names[a]}, Nobody, <@{c}>", reason="scoresheet")
    assert bad.status == "refused" and names[b] in (bad.text or "")  # the refusal lists the pod's players
    order = f"<@{b}>, {names[a].upper()} = {c}"
    assert th.tours.pod_result(JUDGE, tid, 1, order, reason="scoresheet").status == "ok"
    rnd = pods_state(th, tid).tournament.rounds[0]
    seated = [int(p) for p in rnd.pod(1).seats]
    assert rnd.results[1].placements == tuple({b: 1, a: 2, c: 2}[u] for u in seated)


async def test_a_judge_extends_a_pods_time_and_one_v_one_tools_are_refused_in_both_languages(
    th: TourHarness,
) -> None:
    tid = await start(th)
    mid = th.tours.round_matches(tid)[1]
    assert th.tours.extend_time(JUDGE, tid, 1, 48, reason="travel").status == "ok"
    assert th.match(mid).deadline_hours == 48
    refused = th.tours.rematch(JUDGE, tid, 1, reason="again")
    assert refused.status == "refused" and "placement order" in (refused.text or "")
    th.judge.set_language(JUDGE, "ru")
    ru = th.tours.enter_result(JUDGE, tid, 1, 2, 0, reason="не явились")
    assert ru.status == "refused" and "порядок мест" in (ru.text or "")


def test_placements_are_refused_in_a_one_v_one_tournament(th: TourHarness) -> None:
    tid = th.create(rounds=2)
    register(th, tid, PLAYERS[:4])
    th.tours.close_registration(JUDGE, tid)
    th.tours.start_round(JUDGE, tid)
    reply = th.tours.pod_result(JUDGE, tid, 1, [PLAYERS[0].user_id, PLAYERS[1].user_id], reason="x")
    assert reply.status == "refused" and "pod tournaments" in (reply.text or "")

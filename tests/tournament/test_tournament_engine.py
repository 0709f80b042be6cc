"""The tournament state machine: phases, judge overrides, penalties, drops, late entry, persistence."""

import json
import random

import pytest

from bot.tournament.engine import TournamentState
from bot.tournament.model import Pairing, TournamentConfig, TournamentError


def started(n: int = 4, rounds: int = 3, seed: int = 1) -> TournamentState:
    s = TournamentState.new(TournamentConfig("swiss", swiss_rounds=rounds), name="Cup")
    for i in range(n):
        s.register(f"p{i}", f"P{i}")
    s.close_registration()
    s.pair_next_round(random.Random(seed))
    s.start_round()
    return s


def test_phases_refuse_out_of_order_actions():
    s = TournamentState.new(TournamentConfig("swiss", swiss_rounds=2))
    s.register("a", "A")
    with pytest.raises(TournamentError):
        s.close_registration()  # one player
    with pytest.raises(TournamentError):
        s.register("a", "again")
    s.register("b", "B")
    with pytest.raises(TournamentError):
        s.pair_next_round(random.Random(0))  # registration still open
    s.close_registration()
    with pytest.raises(TournamentError):
        s.register("c", "C")
    s.pair_next_round(random.Random(0))
    with pytest.raises(TournamentError):
        s.record_result(1, 2, 0, actor="a")  # round not started
    s.start_round()
    s.record_result(1, 2, 0, actor="a")
    with pytest.raises(TournamentError):
        s.record_result(1, 0, 2, actor="b")  # second report: judge must correct
    with pytest.raises(TournamentError):
        s.record_result(1, -1, 0, actor="b")
    assert s.finish_round() == "ready"
    s.pair_next_round(random.Random(0))
    s.start_round()
    with pytest.raises(TournamentError):
        s.finish_round()  # missing result
    s.record_result(1, 1, 1, actor="a")
    assert s.finish_round() == "finished"
    with pytest.raises(TournamentError):
        s.pair_next_round(random.Random(0))


def test_judge_actions_are_audited_with_reason_and_round():
    s = started()
    s.correct_result(1, 2, 1, actor="judge", reason="misreport", at="2024-01-01T10:00")
    s.award_match(2, s.current_round.pairing(2).b, actor="judge", reason="no-show")
    s.double_loss(1, actor="judge", reason="collusion")
    s.penalize("p0", "warning", actor="judge", reason="slow")
    log = [(e.actor, e.action, e.reason, e.round) for e in s.tournament.audit if e.actor == "judge"]
    assert log == [
        ("judge", "correct_result", "misreport", 1),
        ("judge", "award_match", "no-show", 1),
        ("judge", "double_loss", "collusion", 1),
        ("judge", "penalty", "slow", 1),
    ]
    assert s.tournament.audit[-4].at == "2024-01-01T10:00"
    assert (
        s.tournament.audit[-3].data["old"] is None and s.tournament.audit[-2].data["old"]["kind"] == "played"
    )
    assert [e.action for e in s.tournament.audit[:6]] == ["register"] * 4 + [
        "close_registration",
        "pair_round",
    ]


def test_game_loss_penalty_changes_the_match():
    # MTR game loss on a best of 3 played out 2-1: the penalised winner loses one of his games (1-2).
    s = started()
    p = s.current_round.pairing(1)
    s.penalize(p.a, "game_loss", actor="judge", reason="deck problem")
    s.record_result(1, 2, 1, actor=p.a)  # games actually played; the penalty is applied on top
    s.record_result(2, 2, 0, actor="x")
    rows = {r.player_id: r for r in s.standings()}
    assert (rows[p.a].record, rows[p.b].record) == ("0-1-0", "1-0-0")
    assert (rows[p.a].game_wins, rows[p.a].game_losses) == (1, 2)


def test_match_loss_on_open_match_awards_it_and_between_rounds_hits_next_round():
    s = started()
    p = s.current_round.pairing(1)
    pen = s.penalize(p.a, "match_loss", actor="judge", reason="unsporting")
    assert pen.round == 1
    assert s.current_round.results[1].kind == "awarded"
    s.record_result(2, 2, 0, actor="x")
    rows = {r.player_id: r for r in s.standings()}
    assert rows[p.b].record == "1-0-0" and rows[p.a].record == "0-1-0"
    s.finish_round()
    later = s.penalize("p3", "match_loss", actor="judge", reason="after round")
    assert later.round == 2
    r2 = s.pair_next_round(random.Random(1))
    table = r2.table_of("p3")
    assert r2.results[table].kind == "awarded"
    rows = {r.player_id: r for r in s.standings()}
    assert rows["p3"].losses >= 1


def test_disqualification_drops_player_awards_open_match_and_removes_him_from_standings():
    s = started(n=6)
    p = s.current_round.pairing(2)
    s.penalize(p.b, "disqualification", actor="judge", reason="cheating")
    assert s.player(p.b).dropped
    assert s.current_round.results[2].a_game_wins == 2
    for t in s.pending_tables():
        s.record_result(t, 2, 0, actor="x")
    r2 = s.advance(random.Random(2))
    assert all(p.b not in pair.players() for pair in r2.pairings)
    # Disqualified: removed from the standings (the others move up); his match still counts for them.
    rows = s.standings()
    assert all(r.player_id != p.b for r in rows)
    assert [r.rank for r in rows] == list(range(1, len(rows) + 1))
    assert any(p.b in r.opponents for r in rows)
    assert len(r2.pairings) == 3 and r2.pairings[-1].b is None  # five left: a bye


def test_drop_mid_round_awards_opponent_and_unregister_during_registration():
    s = TournamentState.new(TournamentConfig("swiss", swiss_rounds=2))
    for pid in "abcde":
        s.register(pid, pid.upper())
    s.drop("e")
    assert [p.id for p in s.tournament.players] == list("abcd")
    s.close_registration()
    s.pair_next_round(random.Random(4))
    s.start_round()
    p = s.current_round.pairing(1)
    s.drop(p.a, reason="bored")
    assert s.current_round.results[1].b_game_wins == 2
    with pytest.raises(TournamentError):
        s.drop(p.a)


def test_late_entry_joins_next_round_with_losses_for_missed_rounds():
    s = started(n=4)
    with pytest.raises(TournamentError):
        s.late_entry("late", "Late", actor="judge")  # only between rounds
    for t in s.pending_tables():
        s.record_result(t, 2, 0, actor="x")
    s.finish_round()
    s.late_entry("late", "Late", actor="judge", reason="traffic")
    rows = {r.player_id: r for r in s.standings()}
    assert rows["late"].matches == 1 and rows["late"].record == "0-1-0"  # the missed round 1
    r2 = s.pair_next_round(random.Random(0))
    assert s.player("late").joined_round == 2
    # Lowest ranked (0 points, no opponents: OMW at the floor) and no bye yet: the late entrant.
    assert r2.pairings[-1] == Pairing(3, "late", None)
    assert s.tournament.audit[-2].action == "late_entry" and s.tournament.audit[-2].reason == "traffic"


def test_top_cut_refuses_late_entry_and_corrections_of_decided_bracket_rounds():
    s = TournamentState.new(TournamentConfig("swiss_top_cut", swiss_rounds=1, top_cut=4))
    for i in range(8):
        s.register(f"p{i}", f"P{i}")
    s.close_registration()
    s.pair_next_round(random.Random(0))
    s.start_round()
    for t in s.pending_tables():
        s.record_result(t, 2, 0, actor="x")
    s.finish_round()
    with pytest.raises(TournamentError):
        s.late_entry("late", "Late", actor="judge")
    semis = s.pair_next_round(random.Random(0))
    assert semis.stage == "elimination"
    s.start_round()
    for t in s.pending_tables():
        s.record_result(t, 2, 0, actor="x")
    s.advance(random.Random(0))
    with pytest.raises(TournamentError):
        s.correct_result(1, 0, 2, actor="judge", reason="late fix", round_number=semis.number)
    s.correct_result(1, 2, 0, actor="judge", reason="swiss fix", round_number=1)  # Swiss is fine


def test_state_round_trips_through_json():
    s = started(n=5)
    s.penalize("p1", "warning", actor="judge", reason="r")
    s.record_result(1, 2, 1, actor="x")
    data = json.loads(json.dumps(s.to_dict()))
    back = TournamentState.from_dict(data)
    assert back.to_dict() == s.to_dict()
    assert back.tournament == s.tournament
    assert back.standings() == s.standings()


def test_end_tournament_early():
    s = started()
    s.end_tournament(actor="judge", reason="server down")
    assert s.is_finished and s.tournament.audit[-1].action == "end_tournament"
    with pytest.raises(TournamentError):
        s.end_tournament(actor="judge", reason="again")


def test_penalty_after_the_match_is_over_applies_to_the_next_round():
    s = started()
    p = s.current_round.pairing(1)
    s.record_result(1, 2, 0, actor=p.a)
    pen = s.penalize(p.a, "game_loss", actor="judge", reason="after the match")
    assert pen.round == 2
    named = s.penalize(p.a, "game_loss", actor="judge", reason="judge says this round", round_number=1)
    assert named.round == 1
    rows = {r.player_id: r for r in s.standings()}
    assert (rows[p.a].game_wins, rows[p.a].game_losses) == (2, 1)

"""Single-elimination brackets and the top cut after Swiss."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.tournament.elimination import (
    NeedsJudge,
    bracket_order,
    pairings_from_slots,
    seed_bracket,
    top_cut_seeds,
)
from bot.tournament.engine import TournamentState
from bot.tournament.model import Pairing, TournamentConfig


def test_bracket_order_for_8_keeps_top_seeds_apart():
    assert bracket_order(8) == [1, 8, 4, 5, 2, 7, 3, 6]
    assert bracket_order(4) == [1, 4, 2, 3]
    assert bracket_order(2) == [1, 2]


@given(st.integers(1, 7))
def test_bracket_order_properties(k):
    size = 2**k
    order = bracket_order(size)
    assert sorted(order) == list(range(1, size + 1))
    # First round: seed s meets seed size+1-s.
    assert all(order[i] + order[i + 1] == size + 1 for i in range(0, size, 2))
    # Seeds 1..2^j sit in different blocks of size/2^j: they can only meet in the last j rounds.
    for j in range(k + 1):
        block = size // 2**j
        blocks = [order.index(s) // block for s in range(1, 2**j + 1)]
        assert len(set(blocks)) == 2**j


def test_six_entrants_byes_go_to_top_seeds():
    seeds = ["s1", "s2", "s3", "s4", "s5", "s6"]
    slots = seed_bracket(seeds)
    assert slots == ["s1", None, "s4", "s5", "s2", None, "s3", "s6"]
    assert pairings_from_slots(slots, slots) == [
        Pairing(1, "s1", None),
        Pairing(2, "s4", "s5"),
        Pairing(3, "s2", None),
        Pairing(4, "s3", "s6"),
    ]


def _play_out(s: TournamentState, rng: random.Random) -> None:
    while not s.is_finished:
        s.start_round()
        for table in s.pending_tables():
            s.record_result(table, *rng.choice([(2, 0), (2, 1), (0, 2), (1, 2)]), actor="p")
        if s.advance(rng) is None:
            break


def test_single_elim_six_players_with_given_seeding():
    s = TournamentState.new(TournamentConfig("single_elim"))
    for i in range(1, 7):
        s.register(f"s{i}", f"Seed {i}")
    s.close_registration()
    r1 = s.pair_next_round(random.Random(0), seeding=[f"s{i}" for i in range(1, 7)])
    assert [(p.a, p.b) for p in r1.pairings] == [("s1", None), ("s4", "s5"), ("s2", None), ("s3", "s6")]
    assert r1.results[1].kind == "bye" and r1.results[3].kind == "bye"
    s.start_round()
    s.record_result(2, 2, 0, actor="s4")  # s4 beats s5
    s.record_result(4, 0, 2, actor="s3")  # s6 beats s3
    r2 = s.advance(random.Random(0))
    assert [(p.a, p.b) for p in r2.pairings] == [("s1", "s4"), ("s2", "s6")]
    s.start_round()
    s.record_result(1, 2, 1, actor="x")
    s.record_result(2, 1, 2, actor="x")  # s6 upsets s2
    r3 = s.advance(random.Random(0))
    assert [(p.a, p.b) for p in r3.pairings] == [("s1", "s6")]
    s.start_round()
    s.record_result(1, 0, 2, actor="x")
    assert s.advance(random.Random(0)) is None and s.is_finished
    assert s.champion() == "s6"
    final = [r.player_id for r in s.final_standings()]
    # champion, finalist, semifinal losers by seed, quarterfinal losers by seed
    assert final == ["s6", "s1", "s2", "s4", "s3", "s5"]


def test_elimination_draw_needs_judge():
    s = TournamentState.new(TournamentConfig("single_elim"))
    for pid in "abcd":
        s.register(pid, pid)
    s.close_registration()
    s.pair_next_round(random.Random(0), seeding=list("abcd"))
    s.start_round()
    s.record_result(1, 1, 1, actor="a")  # a v d drawn
    s.record_result(2, 2, 0, actor="b")
    assert s.needs_judge() == [1]
    with pytest.raises(NeedsJudge):
        s.finish_round()
    s.correct_result(1, 2, 1, actor="judge", reason="replayed game 3")
    assert s.needs_judge() == []
    final = s.advance(random.Random(0))
    assert [(p.a, p.b) for p in final.pairings] == [("a", "b")]


def test_double_loss_in_semifinal_gives_finalist_a_walkover():
    s = TournamentState.new(TournamentConfig("single_elim"))
    for pid in "abcd":
        s.register(pid, pid)
    s.close_registration()
    s.pair_next_round(random.Random(0), seeding=list("abcd"))
    s.start_round()
    s.double_loss(1, actor="judge", reason="both no-show")
    s.record_result(2, 2, 0, actor="b")
    assert s.advance(random.Random(0)) is None
    assert s.is_finished and s.champion() == "b"


def test_top_cut_seeded_from_swiss_standings_skipping_drops():
    s = TournamentState.new(TournamentConfig("swiss_top_cut", swiss_rounds=3, top_cut=4))
    for i in range(10):
        s.register(f"p{i}", f"P{i}")
    s.close_registration()
    rng = random.Random(5)
    s.pair_next_round(rng)
    for _ in range(3):
        s.start_round()
        for table in s.pending_tables():
            s.record_result(table, *rng.choice([(2, 0), (0, 2), (2, 1)]), actor="p")
        if len(s.tournament.rounds) == 3:
            top = s.standings()[0].player_id
            s.drop(top, reason="went home")
        s.advance(rng)
    cut = s.current_round
    assert cut.stage == "elimination"
    swiss_rows = s.standings()
    expected = [r.player_id for r in swiss_rows if not r.dropped][:4]
    assert top_cut_seeds(swiss_rows, 4) == expected and top not in expected
    assert s.tournament.bracket == [expected[0], expected[3], expected[1], expected[2]]
    assert [(p.a, p.b) for p in cut.pairings] == [(expected[0], expected[3]), (expected[1], expected[2])]
    _play_out(s, rng)
    final = [r.player_id for r in s.final_standings()]
    assert set(final[:4]) == set(expected) and final[0] == s.champion()
    # Everyone else keeps their Swiss order after the cut.
    assert final[4:] == [r.player_id for r in swiss_rows if r.player_id not in expected]


@settings(max_examples=25, deadline=None)
@given(n=st.integers(2, 20), seed=st.integers(0, 2**32))
def test_single_elim_always_finishes_with_one_champion(n, seed):
    s = TournamentState.new(TournamentConfig("single_elim"))
    for i in range(n):
        s.register(f"p{i}", f"P{i}")
    s.close_registration()
    rng = random.Random(seed)
    s.pair_next_round(rng)
    rounds_needed = (n - 1).bit_length()
    _play_out(s, rng)
    assert s.is_finished and len(s.tournament.rounds) == rounds_needed
    assert s.champion() is not None
    assert len(s.final_standings()) == n


def test_finalist_dropping_before_the_final_makes_the_other_champion():
    s = TournamentState.new(TournamentConfig("single_elim"))
    for pid in "abcd":
        s.register(pid, pid)
    s.close_registration()
    s.pair_next_round(random.Random(0), seeding=list("abcd"))
    s.start_round()
    s.record_result(1, 2, 0, actor="a")
    s.record_result(2, 2, 0, actor="b")
    assert s.finish_round() == "ready"
    s.drop("a", reason="had to leave")
    assert s.is_finished and s.champion() == "b"
    assert [r.player_id for r in s.final_standings()][:2] == ["b", "a"]


def test_player_dropping_between_elimination_rounds_gives_the_opponent_a_bye():
    s = TournamentState.new(TournamentConfig("single_elim"))
    for i in range(1, 9):
        s.register(f"s{i}", f"S{i}")
    s.close_registration()
    s.pair_next_round(random.Random(0), seeding=[f"s{i}" for i in range(1, 9)])
    s.start_round()
    for t in s.pending_tables():
        s.record_result(t, 2, 0, actor="x")  # top seeds win: s1, s4, s2, s3
    s.finish_round()
    s.drop("s4")
    semis = s.pair_next_round(random.Random(0))
    assert [(p.a, p.b) for p in semis.pairings] == [("s1", None), ("s2", "s3")]

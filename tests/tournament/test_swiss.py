"""Swiss pairing properties over random tournaments (hypothesis) and a few fixed cases."""

import itertools
import random

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.tournament.engine import TournamentState
from bot.tournament.model import TournamentConfig, TournamentError
from bot.tournament.standings import compute_standings, effective_result, outcome
from bot.tournament.swiss import pair_round, played_pairs, repair_round


def perfect_matchings(players: list[str]):
    """Every perfect matching of ``players`` (brute force; small lists only)."""
    if not players:
        yield []
        return
    first, rest = players[0], players[1:]
    for i, other in enumerate(rest):
        for m in perfect_matchings(rest[:i] + rest[i + 1 :]):
            yield [(first, other), *m]


def rematch_free_exists(players: list[str], played: set[frozenset[str]]) -> bool:
    """Independent of the code under test: brute force up to 8, plain networkx matching above."""
    if len(players) <= 8:
        return any(all(frozenset(p) not in played for p in m) for m in perfect_matchings(sorted(players)))
    g = nx.Graph()
    g.add_nodes_from(players)
    g.add_edges_from(e for e in itertools.combinations(players, 2) if frozenset(e) not in played)
    return len(nx.max_weight_matching(g, maxcardinality=True)) * 2 == len(players)


def new_state(n: int, rounds: int) -> TournamentState:
    s = TournamentState.new(TournamentConfig("swiss", swiss_rounds=rounds))
    for i in range(n):
        s.register(f"p{i:02d}", f"Player {i}")
    s.close_registration()
    return s


RESULTS = [(2, 0, 0), (2, 1, 0), (0, 2, 0), (1, 2, 0), (1, 1, 0), (1, 1, 1), (0, 0, 1), (1, 0, 0)]


def play_random_tournament(n: int, rounds: int, seed: int, drop_rate: float, check) -> TournamentState:
    """Run a whole Swiss tournament with random results, drops and judge actions.

    ``check(state, round, previous_rounds, byes_before, active)`` runs after each pairing.
    """
    rnd_rng = random.Random(seed)
    s = new_state(n, rounds)
    for _ in range(rounds):
        t = s.tournament
        previous = list(t.rounds)
        byes_before = {p.a for r in previous for p in r.pairings if p.b is None}
        active = [p.id for p in t.players if not p.dropped]
        rnd = s.pair_next_round(random.Random(rnd_rng.random()))
        check(s, rnd, previous, byes_before, active)
        s.start_round()
        for table in s.pending_tables():
            roll = rnd_rng.random()
            if roll < 0.05:
                s.double_loss(table, actor="judge", reason="test")
            elif roll < 0.1:
                p = rnd.pairing(table)
                s.award_match(table, rnd_rng.choice([p.a, p.b]), actor="judge", reason="test")
            else:
                s.record_result(table, *rnd_rng.choice(RESULTS), actor="player")
        for pid in [p.id for p in t.players if not p.dropped]:
            if rnd_rng.random() < drop_rate and len(t.active_players()) > 2:
                s.drop(pid, reason="test")
        if s.finish_round() == "finished":
            break
    return s


def check_round(s, rnd, previous, byes_before, active) -> None:
    t = s.tournament
    seen = [pid for p in rnd.pairings for pid in p.players()]
    # Everyone active is paired exactly once (or has the bye), nobody else.
    assert sorted(seen) == sorted(active)
    byes = [p.a for p in rnd.pairings if p.b is None]
    assert len(byes) == len(active) % 2
    assert [p.table for p in rnd.pairings] == list(range(1, len(rnd.pairings) + 1))
    played = played_pairs(previous)
    pairs = [frozenset((p.a, p.b)) for p in rnd.pairings if p.b is not None]
    # At most one bye per player while someone without one can take it without forcing a rematch;
    # a second bye rather than a rematch otherwise (the default policy, as Wizards' software).
    no_bye = [p for p in active if p not in byes_before]
    if byes and no_bye and any(rematch_free_exists([p for p in active if p != c], played) for c in no_bye):
        assert byes[0] in no_bye
    # No rematch when a rematch-free pairing exists (for some bye).
    candidates = active if byes else [None]
    exists = any(rematch_free_exists([p for p in active if p != c], played) for c in candidates)
    if exists:
        assert not any(p in played for p in pairs)
    # Points: with a rematch-free pairing, the squared point differences are minimal (brute force).
    if exists and previous and len(active) <= 8:
        pts = {r.player_id: r.points for r in compute_standings(t, rounds=previous)}
        rest = sorted(p for p in active if p not in byes)
        best = min(
            sum((pts[a] - pts[b]) ** 2 for a, b in m)
            for m in perfect_matchings(rest)
            if all(frozenset(x) not in played for x in m)
        )
        assert sum((pts[a] - pts[b]) ** 2 for a, b in map(tuple, pairs)) == best


def check_points_add_up(s: TournamentState) -> None:
    t = s.tournament
    decisive = drawn = byes = double = 0
    for rnd in t.rounds:
        for p in rnd.pairings:
            res = effective_result(rnd, p.table, t.penalties)
            if res.kind == "bye":
                byes += 1
            elif res.kind == "double_loss":
                double += 1
            elif outcome(res, res.a) == "D":
                drawn += 1
            else:
                decisive += 1
    rows = compute_standings(t)
    assert sum(r.points for r in rows) == 3 * decisive + 2 * drawn + 3 * byes
    assert sum(r.wins for r in rows) == decisive + byes
    assert sum(r.losses for r in rows) == decisive + 2 * double
    assert sum(r.draws for r in rows) == 2 * drawn
    assert sorted(r.rank for r in rows) == list(range(1, len(rows) + 1))


@settings(max_examples=60, deadline=None)
@given(
    n=st.integers(4, 8),
    rounds=st.integers(1, 6),
    seed=st.integers(0, 2**32),
    drop_rate=st.sampled_from([0.0, 0.05, 0.2]),
)
def test_swiss_properties_small(n, rounds, seed, drop_rate):
    s = play_random_tournament(n, rounds, seed, drop_rate, check_round)
    check_points_add_up(s)


@settings(max_examples=15, deadline=None)
@given(
    n=st.integers(9, 33),
    rounds=st.integers(1, 6),
    seed=st.integers(0, 2**32),
    drop_rate=st.sampled_from([0.0, 0.05]),
)
def test_swiss_properties_large(n, rounds, seed, drop_rate):
    s = play_random_tournament(n, rounds, seed, drop_rate, check_round)
    check_points_add_up(s)


def test_round_one_is_a_seeded_shuffle():
    a = new_state(9, 3)
    b = new_state(9, 3)
    pa = pair_round(a, random.Random(7))
    assert pa == pair_round(b.tournament, random.Random(7))
    assert any(pair_round(a, random.Random(k)) != pa for k in range(1, 6))
    assert pa[-1].b is None and sum(p.b is None for p in pa) == 1


def test_pairing_is_deterministic_for_a_seed_and_groups_by_points():
    s = new_state(8, 3)
    s.pair_next_round(random.Random(1))
    s.start_round()
    for table in s.pending_tables():
        s.record_result(table, 2, 0, actor="x")
    s.finish_round()
    first = pair_round(s, random.Random(2))
    assert first == pair_round(s, random.Random(2))
    pts = {r.player_id: r.points for r in s.standings()}
    # Four winners, four losers: winners meet winners.
    assert all(pts[p.a] == pts[p.b] for p in first)
    assert [pts[p.a] for p in first] == [3, 3, 0, 0]


def test_bye_goes_to_lowest_ranked_without_a_bye():
    s = new_state(5, 3)
    r1 = s.pair_next_round(random.Random(3))
    first_bye = r1.pairings[-1].a
    s.start_round()
    for table in s.pending_tables():
        s.record_result(table, 2, 0, actor="x")
    s.finish_round()
    r2 = s.pair_next_round(random.Random(3))
    bye2 = r2.pairings[-1].a
    assert bye2 != first_bye
    ranking = [r.player_id for r in s.standings(through_round=1)]
    no_bye = [p for p in ranking if p != first_bye]
    assert bye2 == no_bye[-1]  # the loser ranked lowest (rematch-free pairing still exists)


def test_repair_round_same_seed_reproduces_and_refused_after_start():
    s = new_state(7, 3)
    rnd = s.pair_next_round(random.Random(11))
    before = list(rnd.pairings)
    assert repair_round(s, random.Random(11)) == before
    again = s.repair_round(random.Random(11), actor="judge", reason="typo")
    assert again.pairings == before
    assert s.tournament.audit[-1].action == "repair_round" and s.tournament.audit[-1].reason == "typo"
    s.start_round()
    with pytest.raises(TournamentError):
        s.repair_round(random.Random(1), actor="judge", reason="late")
    with pytest.raises(TournamentError, match="started"):
        repair_round(s, random.Random(1))


# ------------------------------------------------------------------ large fields (sparse windows)


def test_windows_end_at_point_groups_or_at_the_window_size():
    from bot.tournament.swiss import windows

    points = {f"a{i}": 6 for i in range(5)} | {f"b{i}": 3 for i in range(7)} | {f"c{i}": 0 for i in range(4)}
    order = sorted(points, key=lambda p: -points[p])
    wins = windows(order, points, size=4)
    assert all(len(w) % 2 == 0 for w in wins) and [p for w in wins for p in w] == order
    # 5 sixes: 4 of them, then the odd one floats into a window with the threes.
    assert [len(w) for w in wins] == [4, 4, 4, 4]
    assert {points[p] for p in wins[1]} == {6, 3}


def test_a_window_left_with_a_rematch_is_widened(monkeypatch):
    from bot.tournament import swiss

    monkeypatch.setattr(swiss, "DENSE_UP_TO", 0)
    monkeypatch.setattr(swiss, "WINDOW", 2)
    played = {frozenset("ab"), frozenset("cd"), frozenset("ac")}  # only a-d, b-c avoids a rematch
    for seed in range(10):
        pairs = swiss.sparse_match(list("abcd"), dict.fromkeys("abcd", 3), played, random.Random(seed))
        assert {frozenset(p) for p in pairs} == {frozenset("ad"), frozenset("bc")}


@pytest.mark.parametrize("seed", [1, 2])
def test_large_field_no_rematch_no_second_bye_and_point_groups_kept(seed):
    """MTR-style Swiss over 301 players, 6 rounds, with the windowed pairing."""
    rnd_rng = random.Random(seed)
    s = new_state(301, 6)
    byes: set[str] = set()
    for _ in range(6):
        t = s.tournament
        played = played_pairs(t.rounds)
        pts = {r.player_id: r.points for r in compute_standings(t)}
        rnd = s.pair_next_round(random.Random(rnd_rng.random()))
        active = {p.id for p in t.players if not p.dropped}
        assert sorted(pid for p in rnd.pairings for pid in p.players()) == sorted(active)
        pairs = [p for p in rnd.pairings if p.b is not None]
        assert not any(frozenset((p.a, p.b)) in played for p in pairs)
        (bye,) = [p.a for p in rnd.pairings if p.b is None]
        assert bye not in byes
        byes.add(bye)
        # Within a point group or one group apart (a float), never further.
        gaps = sorted({abs(pts[p.a] - pts[p.b]) for p in pairs})
        assert all(g <= 3 for g in gaps), gaps
        s.start_round()
        for table in s.pending_tables():
            s.record_result(table, *rnd_rng.choice(RESULTS[:4]), actor="x")
        s.finish_round()

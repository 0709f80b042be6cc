"""Pod tournaments for games of 3+ seats (issue 13): balanced pods, seating from the standings,
points by placement, OMW% over pod opponents, drops (MTR 2.10), the xlsx export."""

import io
import json
import random
from fractions import Fraction as F

import pytest
from openpyxl import load_workbook

from bot.tournament.export import pods_xlsx
from bot.tournament.model import TournamentError
from bot.tournament.pods import PodConfig, PodTournamentState, pod_sizes
from cards.core import Result


@pytest.mark.parametrize(
    ("players", "size", "sizes"),
    [
        (9, 3, [3, 3, 3]),
        (10, 3, [4, 3, 3]),
        (11, 3, [4, 4, 3]),
        (5, 3, [5]),
        (8, 3, [4, 4]),
        (12, 4, [4, 4, 4]),
        (14, 4, [5, 5, 4]),
        (20, 7, [7, 7, 6]),
        (8, 7, [4, 4]),
        (7, 7, [7]),
        (3, 5, [3]),
    ],
)
def test_pod_sizes_are_balanced_within_one_seat(players, size, sizes):
    got = pod_sizes(players, size)
    assert got == sizes and sum(got) == players
    assert max(got) - min(got) <= 1 and all(3 <= s <= 7 for s in got)


def test_pod_sizes_refuse_too_few_players_and_bad_sizes():
    for players, size in [(2, 3), (9, 2), (9, 8)]:
        with pytest.raises(TournamentError):
            pod_sizes(players, size)


def new(n: int, rounds: int = 3, size: int = 3, **kw) -> PodTournamentState:
    s = PodTournamentState.new(PodConfig(rounds, size, **kw), name="Grail War")
    for i in range(1, n + 1):
        s.register(f"m{i}", f"Master {i}")
    s.close_registration()
    return s


def fake_result(pod, rng: random.Random) -> Result:
    """A finished N-seat match from the judge: a random finish order (a leaver placed last)."""
    order = list(range(len(pod.seats)))
    rng.shuffle(order)
    return Result.ranked([[s] for s in order], "last Master standing")


def run(s: PodTournamentState, seed: int) -> None:
    rng = random.Random(seed)
    while not s.is_finished:
        rnd = s.pair_next_round(random.Random(rng.random()))
        for pod in rnd.pods:
            s.record_result(pod.table, fake_result(pod, rng), actor="judge-bot")
        s.finish_round()


def test_nine_players_in_pods_of_three_run_to_final_standings():
    s = new(9, rounds=3, size=3)
    run(s, seed=13)
    assert s.is_finished and len(s.tournament.rounds) == 3
    for rnd in s.tournament.rounds:
        assert [len(p.seats) for p in rnd.pods] == [3, 3, 3]
        assert sorted(x for p in rnd.pods for x in p.seats) == sorted(f"m{i}" for i in range(1, 10))
    final = s.final_standings()
    assert [r.rank for r in final] == list(range(1, 10)) and len({r.player_id for r in final}) == 9
    # Points by placement: 3 for a first place, 1 for a second, 0 for a third; 9 players x 3 rounds.
    assert sum(r.points for r in final) == 3 * 3 * (3 + 1)
    assert all(r.pods == 3 and sum(r.places) == 3 for r in final)
    assert s.champion() == final[0].player_id
    keys = [(-r.points, -r.omw, -r.wins) for r in final]
    assert keys == sorted(keys)
    # Persisted as JSON and back, the same standings.
    again = PodTournamentState.from_dict(json.loads(json.dumps(s.to_dict())))
    assert again.final_standings() == final


def test_seated_from_standings_best_players_together():
    s = new(9, rounds=2, size=3)
    rnd = s.pair_next_round(random.Random(1))
    for pod in rnd.pods:  # seat 0 wins every pod, seat 1 second
        s.record_result(pod.table, (1, 2, 3), actor="x")
    s.finish_round()
    winners = {pod.seats[0] for pod in rnd.pods}
    second = s.pair_next_round(random.Random(2))
    # The three winners (3 points) could only meet again as a pod of first places: they sit together.
    assert set(second.pods[0].seats) == winners


def test_repeat_pod_mates_are_spread_when_the_standings_allow():
    s = new(12, rounds=2, size=4)
    rnd = s.pair_next_round(random.Random(5))
    for pod in rnd.pods:
        s.record_result(pod.table, Result.tie(4), actor="x")  # everyone level on points
    s.finish_round()
    met = {frozenset((a, b)) for p in rnd.pods for a in p.seats for b in p.seats if a < b}
    second = s.pair_next_round(random.Random(6))
    again = sum(frozenset((a, b)) in met for p in second.pods for a in p.seats for b in p.seats if a < b)
    # Each new pod of 4 takes players from 3 old pods: one pair meets again per pod at least.
    assert again == 3


def test_points_by_placement_table_ties_and_draws():
    s = new(4, rounds=1, size=4, points=(5, 3, 1), draw_points=2)
    rnd = s.pair_next_round(random.Random(0))
    seats = rnd.pods[0].seats
    s.record_result(1, Result.ranked([[2], [0, 1], [3]]), actor="x")  # seats 0 and 1 share second
    pts = {r.player_id: r.points for r in s.standings()}
    assert [pts[p] for p in seats] == [3, 3, 5, 0]
    s.record_result(1, Result.tie(4), actor="judge", reason="time", correct=True)
    assert {r.points for r in s.standings()} == {2}


def test_omw_is_over_pod_opponents_floored_at_one_third():
    s = new(6, rounds=1, size=3)
    rnd = s.pair_next_round(random.Random(0))
    s.record_result(1, (1, 2, 3), actor="x")
    s.record_result(2, (1, 2, 3), actor="x")
    rows = {r.player_id: r for r in s.standings()}
    a, b, c = rnd.pods[0].seats
    assert rows[a].pwp == 1 and rows[b].pwp == F(1, 3) and rows[c].pwp == F(1, 3)  # 1/3 and 0 floored
    assert rows[a].omw == F(1, 3) and rows[b].omw == F(2, 3) and rows[c].omw == F(2, 3)


def test_result_must_fit_the_pod_and_is_recorded_once():
    s = new(3, rounds=1, size=3)
    s.pair_next_round(random.Random(0))
    with pytest.raises(TournamentError):
        s.record_result(1, (1, 2), actor="x")
    with pytest.raises(TournamentError):
        s.record_result(1, (1, 4, 2), actor="x")
    s.record_result(1, (1, 2, 3), actor="x")
    with pytest.raises(TournamentError):
        s.record_result(1, (3, 2, 1), actor="x")
    assert s.finish_round() == "finished"


def test_mtr_2_10_pod_drops():
    s = new(10, rounds=3, size=3)
    s.drop("m10", reason="before round 1")  # not in the finish order
    rnd = s.pair_next_round(random.Random(0))
    assert [len(p.seats) for p in rnd.pods] == [3, 3, 3]
    for pod in rnd.pods:
        s.record_result(pod.table, (1, 2, 3), actor="x")
    s.finish_round()
    s.drop("m1")  # played a round: stays listed, no longer seated
    second = s.pair_next_round(random.Random(1))
    assert [len(p.seats) for p in second.pods] == [4, 4]
    assert "m1" not in {x for p in second.pods for x in p.seats}
    ids = [r.player_id for r in s.standings()]
    assert "m10" not in ids and "m1" in ids


def test_pods_xlsx_has_standings_and_a_sheet_per_round():
    s = new(9, rounds=2, size=3)
    run(s, seed=3)
    for lang, title in (("en", "Standings"), ("ru", "Таблица")):
        wb = load_workbook(io.BytesIO(pods_xlsx(s, lang)))
        assert wb.sheetnames[0] == title and len(wb.sheetnames) == 4  # two rounds and the penalties
        rows = list(wb[title].iter_rows(min_row=2, values_only=True))
        assert [r[1] for r in rows] == [x.name for x in s.final_standings()]
        assert [r[2] for r in rows] == [x.points for x in s.final_standings()]
        seats = list(wb.worksheets[1].iter_rows(min_row=2, values_only=True))
        assert len(seats) == 9 and {r[3] for r in seats} == {1, 2, 3}


def test_penalties_put_the_player_last_in_that_pod_game_and_keep_the_others_order():
    """Game loss / match loss: last in the round's pod game, the others move up; ties stay ties."""
    from bot.tournament.model import Penalty
    from bot.tournament.pods import Pod, PodResult, apply_penalties

    pod = Pod(1, ("a", "b", "c", "d"))
    res = PodResult((1, 2, 2, 4))
    assert apply_penalties(pod, res, [Penalty("a", "game_loss", "x", 1)], 1).placements == (4, 1, 1, 3)
    assert apply_penalties(pod, res, [Penalty("a", "game_loss", "x", 2)], 1) == res  # another round
    assert apply_penalties(pod, res, [Penalty("a", "warning", "x", 1)], 1) == res  # a warning places nobody
    two = [Penalty("b", "match_loss", "x", 1), Penalty("a", "game_loss", "x", 1)]
    assert apply_penalties(pod, res, two, 1).placements == (3, 4, 1, 2)  # penalised keep their own order


def test_pod_disqualification_leaves_the_standings_but_counts_for_opponents():
    """MTR 2.10 / Appendix C as for 1 v 1: the next player moves up; OMW% still sees the DQ'd player."""
    s = new(6, rounds=2, size=3)
    rnd = s.pair_next_round(random.Random(0))
    s.record_result(1, (1, 2, 3), actor="x")
    s.record_result(2, (1, 2, 3), actor="x")
    s.finish_round()
    winner = rnd.pods[0].seats[0]
    omw_before = {r.player_id: r.omw for r in s.standings()}
    s.penalize(winner, "disqualification", actor="judge", reason="collusion")
    rows = s.standings()
    assert winner not in [r.player_id for r in rows] and [r.rank for r in rows] == [1, 2, 3, 4, 5]
    assert all(r.omw == omw_before[r.player_id] for r in rows)
    nxt = s.pair_next_round(random.Random(1))
    assert winner not in [p for pod in nxt.pods for p in pod.seats]
    with pytest.raises(TournamentError):
        s.penalize(winner, "disqualification", actor="judge", reason="again")


def test_pod_late_entry_is_seated_next_round_and_a_judge_corrects_a_closed_round():
    s = new(5, rounds=2, size=3)
    s.pair_next_round(random.Random(0))
    with pytest.raises(TournamentError):
        s.late_entry("m9", "Master 9", actor="judge")  # not during a round
    s.record_result(1, (1, 2, 3, 4, 5), actor="x")
    s.finish_round()
    s.late_entry("m9", "Master 9", actor="judge", reason="arrived")
    assert s.player("m9").joined_round == 2
    s.record_result(1, (5, 4, 3, 2, 1), actor="judge", correct=True, round_number=1)
    assert s.tournament.rounds[0].results[1].placements == (5, 4, 3, 2, 1)
    with pytest.raises(TournamentError):
        s.record_result(1, (1, 2, 3, 4, 5), actor="judge", round_number=1)  # entering needs no result
    nxt = s.pair_next_round(random.Random(2))
    assert "m9" in [p for pod in nxt.pods for p in pod.seats]


def test_pod_policies_floor_and_seeded_random_tiebreak():
    """The organiser's floor (1/3 or 0.33) and final tiebreak (registration or a seeded draw)."""
    s = new(3, rounds=1, size=3, final_tiebreak="random", tiebreak_seed=1)
    s.pair_next_round(random.Random(0))
    s.record_result(1, (1, 1, 1), actor="x")  # a drawn pod: everyone level
    by_draw = [r.player_id for r in s.standings()]
    again = new(3, rounds=1, size=3, final_tiebreak="random", tiebreak_seed=2)
    again.pair_next_round(random.Random(0))
    again.record_result(1, (1, 1, 1), actor="x")
    orders = {tuple(by_draw), tuple(r.player_id for r in again.standings())}
    assert len(orders) == 2  # the draw depends on the tournament's seed, not on registration
    low = new(3, rounds=1, size=3, omw_floor="0.33")
    low.pair_next_round(random.Random(0))
    low.record_result(1, (1, 2, 3), actor="x")
    assert min(r.pwp for r in low.standings()) == F(33, 100)
    with pytest.raises(ValueError):
        PodConfig(1, 3, omw_floor="0.3")


def test_a_penalty_in_a_drawn_pod_leaves_the_others_drawn():
    """A game loss in a drawn pod: the penalised player is last with no points; the rest still drew."""
    s = new(3, rounds=1, size=3)
    rnd = s.pair_next_round(random.Random(0))
    a, b, c = rnd.pods[0].seats
    s.penalize(a, "game_loss", actor="judge", reason="marked cards")
    s.record_result(1, (1, 1, 1), actor="x")
    pts = {r.player_id: r.points for r in s.standings()}
    assert pts == {a: 0, b: 1, c: 1}


def test_pods_xlsx_shows_places_after_penalties_and_the_penalties():
    s = new(3, rounds=1, size=3)
    rnd = s.pair_next_round(random.Random(0))
    a, b, c = rnd.pods[0].seats
    s.penalize(a, "game_loss", actor="judge", reason="marked cards")
    s.record_result(1, (1, 2, 3), actor="x")
    wb = load_workbook(io.BytesIO(pods_xlsx(s)))
    rows = list(wb.worksheets[1].iter_rows(min_row=2, values_only=True))
    assert [(r[2], r[3], r[4]) for r in rows] == [
        (s.player(a).name, 3, 0),  # first in the game, last with the game loss
        (s.player(b).name, 1, 3),
        (s.player(c).name, 2, 1),
    ]
    pens = list(wb.worksheets[-1].iter_rows(min_row=2, values_only=True))
    assert pens == [(1, s.player(a).name, "game loss", "marked cards")]

"""The integer-tenths scorer against the Fraction scorer it replaced (issue 14): on random positions
(every step of G-SCORE-2: weather, tight bond, morale, horns, Classic Treacherous, King Bran's halving
and rounding A-13, Hard's stacked and weakened horns A-15(c)/A-16, Hope's morale A-24) every unit's
strength, every row and every total agree exactly, and so does the number the table shows (A-46).
The scores are cached per state; changing the position after a scoring gives fresh scores."""

from __future__ import annotations

import random
from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cards.chance import Chance
from cards.gwent import scoring
from cards.gwent.catalogue import default_catalogue
from cards.gwent.game import GwentGame
from cards.gwent.model import Faction
from cards.gwent.state import Side, State
from cards.gwent.variant import get_variant
from tests.gwent_props.games import random_game

from . import fraction_scoring as oracle

CAT = default_catalogue()
ROWS = ("close", "ranged", "siege")
UNITS = sorted(d.id for d in CAT.cards.values() if d.is_unit)
INTERESTING = sorted(
    d.id
    for d in CAT.cards.values()
    if d.is_unit
    and (
        d.is_hero
        or d.is_agile
        or (d.strength or 0) <= 1
        or d.abilities & {"tight_bond", "morale_boost", "horn", "spy"}
    )
)
LEADERS = sorted(d.id for d in CAT.cards.values() if d.kind.value == "leader")
PASSIVE = [
    next(d.id for d in CAT.cards.values() if d.has(a)) for a in ("bran", "treacherous", "white_flame", "hope")
]
HORN = next(d.id for d in CAT.cards.values() if d.id == "sp_commanders_horn")
WEATHER = sorted(d.id for d in CAT.cards.values() if d.kind.value == "weather")
SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def random_position(rng: random.Random) -> State:
    """A position built straight from the zones, with every scoring modifier drawn at random."""
    variant = get_variant(rng.choice(["classic", "hard"]))
    s = State(variant=variant, chance=Chance(0))
    s.round = rng.randint(1, 3)
    pool = rng.sample(INTERESTING, 6) + rng.sample(UNITS, 3)  # few kinds, so bonds and morale stack
    for seat in range(2):
        leader = rng.choice(PASSIVE + rng.sample(LEADERS, 2))
        side = Side(name=f"P{seat}", faction=Faction.NEUTRAL, leaders=[leader])
        s.sides.append(side)
        for row in ROWS:
            for _ in range(rng.choice([0, 1, 2, 3, 4, 6])):
                side.rows[row].append(s.new_uid(rng.choice(pool), seat))
            if rng.random() < 0.3:
                side.horn[row] = s.new_uid(HORN, seat)
        side.leader_horn = [r for r in ROWS if rng.random() < 0.25]
        side.crach_horn = [r for r in ROWS if rng.random() < 0.1]
        side.treacherous_rows = [r for r in ROWS if rng.random() < 0.3]
        side.bran_round = rng.choice([0, s.round])
        side.hope_round = rng.choice([0, s.round])
        side.leaders_blocked_round = rng.choice([0, 0, s.round])
    s.weather = [s.new_uid(w, 0) for w in WEATHER if rng.random() < 0.3]
    s.leader_weather = [w for w in ("weather_rain", "weather_fog", "weather_frost") if rng.random() < 0.15]
    return s


def assert_same_as_oracle(s: State) -> None:
    for seat in range(len(s.sides)):
        want = oracle.side_strengths(CAT, s, seat)
        got = scoring.side_strengths(CAT, s, seat)
        assert {u: Fraction(v, 10) for u, v in got.items()} == want, (seat, got, want)
        for row in ROWS:
            want_row = oracle.row_total(CAT, s, seat, row)
            assert Fraction(scoring.row_total(CAT, s, seat, row), 10) == want_row
        want_total = oracle.total(CAT, s, seat)
        assert Fraction(scoring.total(CAT, s, seat), 10) == want_total
        shown, old_shown = scoring.as_number(scoring.total(CAT, s, seat)), oracle.as_number(want_total)
        assert shown == old_shown and type(shown) is type(old_shown)
        for u, v in got.items():
            assert scoring.as_number(v) == oracle.as_number(want[u])


@SETTINGS
@given(st.integers(0, 2**32 - 1))
def test_g_score_2_tenths_equal_the_fraction_scorer_on_random_positions(seed: int) -> None:
    """G-SCORE-2..10, A-13, A-15(c), A-16, A-24, A-46: exactly the old numbers, as integers."""
    assert_same_as_oracle(random_position(random.Random(seed)))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1))
def test_scores_are_recomputed_after_any_change_of_the_position(seed: int) -> None:
    """G-SCORE-12: the cached scores of a state follow every change of its field, weather and leaders."""
    rng = random.Random(seed)
    s = random_position(rng)
    assert_same_as_oracle(s)
    for _ in range(6):
        side = rng.choice(s.sides)
        change = rng.randrange(7)
        row = rng.choice(ROWS)
        if change == 0:
            side.rows[row].append(s.new_uid(rng.choice(INTERESTING), 0))
        elif change == 1 and side.rows[row]:
            side.rows[row].pop(rng.randrange(len(side.rows[row])))
        elif change == 2 and side.rows[row]:
            s.cards[rng.choice(side.rows[row])] = rng.choice(UNITS)  # a transformation keeps the uid
        elif change == 3:
            s.weather = [] if s.weather else [s.new_uid(rng.choice(WEATHER), 0)]
        elif change == 4:
            side.bran_round = s.round - side.bran_round
            side.hope_round = s.round - side.hope_round
        elif change == 5:
            side.horn[row] = None if side.horn[row] is not None else s.new_uid(HORN, 0)
            side.leader_horn = [] if side.leader_horn else [row]
        else:
            side.leaders = [rng.choice(PASSIVE)]
            s.round = s.round % 3 + 1
        assert_same_as_oracle(s)
        assert_same_as_oracle(s.clone())


def test_tenths_equal_the_fraction_scorer_through_random_matches() -> None:
    """Every position of a few random matches of both variants scores as before."""
    game = GwentGame()
    for variant in ("classic", "hard"):
        for seed in range(3):
            for _b, _s, _p, after in random_game(game, seed, variant=variant):
                assert_same_as_oracle(after)


def _change_one_half(rng: random.Random, s: State, seat: int) -> None:
    """One change to one half of the table (in place, on a state whose containers are its own)."""
    side = s.sides[seat]
    row = rng.choice(ROWS)
    units = side.rows[row]
    change = rng.randrange(10)
    if change == 0 or not units:
        units.insert(rng.randint(0, len(units)), s.new_uid(rng.choice(INTERESTING), seat))
    elif change == 1:
        units.pop(rng.randrange(len(units)))
    elif change == 2:
        s.cards[rng.choice(units)] = rng.choice(INTERESTING)  # a transformation keeps the uid
    elif change == 3:  # the same cards in the same order, split between the rows elsewhere
        field = [u for r in ROWS for u in side.rows[r]]
        cut, cut2 = sorted(rng.randint(0, len(field)) for _ in range(2))
        for r, part in zip(ROWS, (field[:cut], field[cut:cut2], field[cut2:]), strict=True):
            side.rows[r][:] = part
    elif change == 4:
        side.horn[row] = None if side.horn[row] is not None else s.new_uid(HORN, seat)
    elif change == 5:
        side.leader_horn.remove(row) if row in side.leader_horn else side.leader_horn.append(row)
    elif change == 6:
        side.crach_horn.remove(row) if row in side.crach_horn else side.crach_horn.append(row)
    elif change == 7:
        weakened = side.treacherous_rows
        weakened.remove(row) if row in weakened else weakened.append(row)
    elif change == 8:
        at = rng.randrange(len(units))
        units[at] = s.new_uid(s.cards[units[at]], seat)  # the same card ids, another copy of one
    else:
        units.reverse()  # the same cards, other uids at each place


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 2**32 - 1))
def test_a_copy_rescored_after_a_change_to_one_half_is_right_on_both(seed: int) -> None:
    """G-SCORE-12: a copy of a scored state starts from its scores, and a half it left as it was keeps its
    rows and total (scoring.scores); a change to the other half (its rows and how they split, card ids,
    horns, leader horns, Crach's horns, weakened rows), or to what both depend on (weather, leaders, King
    Bran's and Hope's rounds), still gives fresh scores of everything it changed — and the state it was
    copied from keeps its own."""
    rng = random.Random(seed)
    s = random_position(rng)
    assert_same_as_oracle(s)
    for _ in range(8):
        copy = s.clone()  # its own containers, its parent's scores cache
        seat = rng.randrange(2)
        side, both = copy.sides[seat], rng.randrange(8)
        if both == 0:
            copy.weather = [] if copy.weather else [copy.new_uid(rng.choice(WEATHER), 0)]
        elif both == 1 and rng.random() < 0.5:
            side.bran_round = copy.round - side.bran_round
        elif both == 1:
            side.hope_round = copy.round - side.hope_round
        elif both == 2:
            side.leaders = [rng.choice(PASSIVE)]
        else:
            _change_one_half(rng, copy, seat)
        assert_same_as_oracle(copy)
        assert_same_as_oracle(s)
        s = copy

"""Strength of every unit, in the exact order of G-SCORE-2, as integers: tenths of a point.

weather → tight bond → morale → horn → Treacherous (Classic) → King Bran rounding. The working value is
an exact integer in hundredths (Bran's half of a base times a Hard ×1.5 horn gives quarters); the final
value is in tenths: rounded up under King Bran (A-13 ii: per card, to one decimal), exact otherwise
(without Bran every value is a multiple of 0.5). The table shows one decimal (A-46): :func:`as_number`.

Scores are computed once per state: :func:`scores` keeps the result on the state with a key of
everything it depends on (the field, weather, horns, leaders, the round), so any change to those gives a
fresh computation, and a copied state that changed none of them reuses its parent's (one that changed
one half of the table only scores that half again).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from operator import itemgetter
from typing import Any

from .catalogue import Catalogue
from .model import COMBAT_ROWS, WEATHER_ROWS
from .state import Side, State

TENTHS = 10  # score units per point
_NO_ROWS: frozenset[str] = frozenset()
_ROWS = tuple(r.value for r in COMBAT_ROWS)
_Row = tuple[int, int, tuple[int, ...] | None, tuple[int, ...]]
_Part = tuple[tuple[int, ...], list[_Row]]


class Scores:
    """Every unit's strength and every row's and player's total of one state, in tenths of a point.

    ``unit`` (uid → strength of every unit on the field, heroes included) is built when first read: most
    scorings ask only for the totals (the scripted player's pass, an unlimited turn's end). A plain class
    with slots: a frozen dataclass sets each field through ``object.__setattr__``, and states are scored
    several times a post. Read-only once made (:func:`scores` shares it between copies of a state, and a
    half's rows, total and parts between the scores of a state and of its copies that left that half as it
    was)."""

    __slots__ = ("rows", "totals", "weather", "parts", "_unit")

    rows: tuple[dict[str, int], ...]  # per seat: row → total (heroes count, G-SCORE-1)
    totals: tuple[int, ...]  # per seat
    weather: frozenset[str]  # rows under weather (on both halves)
    # per seat: its uids row after row and, per scored row, (where it starts and ends in them, the positions
    # of its units in it (None: all of them), their values)
    parts: tuple[_Part, ...]

    def __init__(
        self,
        parts: tuple[_Part, ...],
        rows: tuple[dict[str, int], ...],
        totals: tuple[int, ...],
        weather: frozenset[str],
    ) -> None:
        self.parts = parts
        self._unit: dict[int, int] | None = None
        self.rows = rows
        self.totals = totals
        self.weather = weather

    @property
    def unit(self) -> dict[int, int]:
        """uid → strength of every unit on the field (heroes included), seat by seat and row by row."""
        unit = self._unit
        if unit is None:
            unit = {}
            for uids, rows in self.parts:
                for start, end, at, values in rows:
                    row = uids[start:end]
                    unit.update(zip(row if at is None else map(row.__getitem__, at), values, strict=True))
            self._unit = unit
        return unit


def weather_rows(cat: Catalogue, state: State) -> set[str]:
    """Rows (on both halves) under weather, from cards and from leaders (G-WEATHER-13)."""
    if not state.weather and not state.leader_weather:
        return set()
    card_of = state.cards.__getitem__
    return _weather_rows(cat, map(card_of, state.weather), state.leader_weather)


def _weather_rows(cat: Catalogue, card_ids: Iterable[str], leader_weather: Iterable[str]) -> set[str]:
    rows: set[str] = set()
    for cid in card_ids:
        for ab in cat.card(cid).abilities:
            rows.update(r.value for r in WEATHER_ROWS.get(ab, ()))
    for ab in leader_weather:
        rows.update(r.value for r in WEATHER_ROWS.get(ab, ()))
    return rows


@functools.lru_cache(maxsize=1024)
def _weather_memo(cat: Catalogue, card_ids: tuple[str, ...], leader_weather: tuple[str, ...]) -> frozenset[str]:
    """:func:`weather_rows` of these weather cards and leader weathers, once per combination (a few
    weather kinds make few)."""
    return frozenset(_weather_rows(cat, card_ids, leader_weather))


def leader_blocked(cat: Catalogue, state: State, seat: int) -> bool:
    """Classic White Flame of the opponent: as if this player had no leader (G-LDR-WFLAME-1)."""
    if state.variant.hard:
        return state.sides[seat].leaders_blocked_round == state.round
    opp = state.sides[1 - seat]
    return any(cat.card(lid).has("white_flame") for lid in opp.leaders)


def passive_leader(cat: Catalogue, state: State, seat: int, ability: str) -> bool:
    """A Classic passive leader that works (not blocked by The White Flame)."""
    side = state.sides[seat]
    if not any(cat.card(lid).has(ability) for lid in side.leaders):
        return False
    return not leader_blocked(cat, state, seat)


def bran_active(cat: Catalogue, state: State, seat: int) -> bool:
    if state.variant.hard:
        return state.sides[seat].bran_round == state.round
    return passive_leader(cat, state, seat, "bran")


def treacherous_classic(cat: Catalogue, state: State) -> bool:
    """Classic The Treacherous doubles every spy on the field (G-LDR-TREACH-2)."""
    if state.variant.hard:
        return False
    return any(passive_leader(cat, state, s, "treacherous") for s in range(len(state.sides)))


def hope_morale(state: State, seat: int) -> bool:
    """Hard Hope of the Aen Seidhe: agile units gain Morale Boost (A-24)."""
    return state.variant.hard and state.sides[seat].hope_round == state.round


@functools.lru_cache(maxsize=1024)
def _classic_leader_effects(
    cat: Catalogue, leaders: tuple[tuple[str, ...], ...]
) -> tuple[list[bool], list[bool], bool]:
    """Per seat King Bran active and Hope's morale (never, in Classic), and Treacherous doubling spies, as
    :func:`bran_active` and :func:`treacherous_classic` give them in Classic, where they depend on the
    leaders alone: once per pair of leader lists (callers only read the lists)."""
    sides = leaders
    abilities = [
        cat.card(s[0]).abilities if len(s) == 1 else frozenset().union(*(cat.card(lid).abilities for lid in s))
        for s in sides
    ]
    working = ["white_flame" not in abilities[1 - i] for i in range(len(sides))]  # G-LDR-WFLAME-1
    brans = [working[i] and "bran" in abilities[i] for i in range(len(sides))]
    treach = any(working[i] and "treacherous" in abilities[i] for i in range(len(sides)))
    return brans, [False] * len(sides), treach


def scores(cat: Catalogue, state: State) -> Scores:
    """The scores of this state, computed once: cached on the state under keys of everything they depend on
    (shared by forks, so a state reuses its parent's scoring), a key for what both halves depend on (the
    catalogue, variant and round, weather, leaders, King Bran's and Hope's rounds) and one per half (its rows'
    uids and card ids, its horns, leader horns, Crach's horns and weakened rows). A post mostly changes one
    half: the other half's rows and total are taken from the cached scores instead of scored again. The keys
    are compared, not trusted: any change to what a score depends on, in place or not, misses the cache.

    A half's uids are one tuple (with the lengths of its first two rows) and its card ids one tuple along it:
    one lookup per card, which the changed half's rows then take their slices of."""
    card_of = state.cards.__getitem__
    s0, s1 = state.sides
    rows0, rows1 = s0.rows, s1.rows
    c0, r0, g0 = rows0["close"], rows0["ranged"], rows0["siege"]
    c1, r1, g1 = rows1["close"], rows1["ranged"], rows1["siege"]
    h0, h1 = s0.horn, s1.horn
    f0, f1 = (*c0, *r0, *g0), (*c1, *r1, *g1)
    # a transformed card keeps its uid (berserker); itemgetter reads many keys at half the cost of a map
    cards = state.cards
    ids0 = itemgetter(*f0)(cards) if len(f0) > 1 else tuple(map(card_of, f0))
    ids1 = itemgetter(*f1)(cards) if len(f1) > 1 else tuple(map(card_of, f1))
    k0 = (
        f0,
        ids0,
        len(c0),
        len(r0),
        h0["close"] is None,
        h0["ranged"] is None,
        h0["siege"] is None,
        tuple(s0.leader_horn),
        tuple(s0.crach_horn),
        tuple(s0.treacherous_rows),
    )
    k1 = (
        f1,
        ids1,
        len(c1),
        len(r1),
        h1["close"] is None,
        h1["ranged"] is None,
        h1["siege"] is None,
        tuple(s1.leader_horn),
        tuple(s1.crach_horn),
        tuple(s1.treacherous_rows),
    )
    weather = state.weather
    both = (
        cat,
        state.variant,
        state.round,
        tuple(state.leader_weather),
        tuple(map(card_of, weather)) if weather else (),
        tuple(s0.leaders),
        tuple(s1.leaders),
        s0.bran_round,
        s0.hope_round,
        s1.bran_round,
        s1.hope_round,
    )
    cached = state.scores_cache
    if cached is not None and cached[0] == both:
        _both, cached0, cached1, old, effects = cached
        same0, same1 = cached0 == k0, cached1 == k1
        if same0 and same1:
            return old  # type: ignore[no-any-return]
    else:
        old, effects, same0, same1 = None, _effects(both), False, False
    wrows, stack, brans, hopes, treach_spies = effects
    if same0:
        rows_a, total_a, parts_a = old.rows[0], old.totals[0], old.parts[0]
    else:
        rows_a, total_a, parts_a = _side(cat, s0, f0, ids0, wrows, stack, brans[0], hopes[0], treach_spies)
    if same1:
        rows_b, total_b, parts_b = old.rows[1], old.totals[1], old.parts[1]
    else:
        rows_b, total_b, parts_b = _side(cat, s1, f1, ids1, wrows, stack, brans[1], hopes[1], treach_spies)
    result = Scores((parts_a, parts_b), (rows_a, rows_b), (total_a, total_b), wrows)
    state.scores_cache = (both, k0, k1, result, effects)
    return result


_Traits = tuple[int, bool, bool, bool, bool, bool, bool, bool]


@functools.lru_cache(maxsize=32)
def _traits(cat: Catalogue) -> dict[str, _Traits]:
    """Card id → (strength, hero, tight bond, morale boost, bard's horn, spy, agile, lifts others) of every
    unit card: what scoring reads of a card, looked up once per catalogue (catalogues hash by identity).
    "Lifts others": tight bond, morale boost or a bard's horn, the abilities that change a row's values."""
    return {
        cid: (
            d.strength or 0,
            d.is_hero,
            d.has("tight_bond"),
            d.has("morale_boost"),
            d.has("horn"),
            d.has("spy"),
            d.is_agile,
            d.has("tight_bond") or d.has("morale_boost") or d.has("horn"),
        )
        for cid, d in cat.cards.items()
        if d.is_unit
    }


_Effects = tuple[frozenset[str], bool, list[bool], list[bool], bool]


def _effects(both: tuple[Any, ...]) -> _Effects:
    """What both halves' scores depend on, from :func:`scores`' key of it: the rows under weather, whether
    horns stack (Hard), per seat King Bran and Hope's morale, and Classic Treacherous doubling spies (as
    :func:`weather_rows`, :func:`bran_active`, :func:`hope_morale` and :func:`treacherous_classic` give them)."""
    cat, variant, rnd, leader_weather, weather, leaders0, leaders1, bran0, hope0, bran1, hope1 = both
    wrows = _weather_memo(cat, weather, leader_weather) if weather or leader_weather else _NO_ROWS
    if variant.hard:
        brans, hopes, treach_spies = [bran0 == rnd, bran1 == rnd], [hope0 == rnd, hope1 == rnd], False
    else:
        brans, hopes, treach_spies = _classic_leader_effects(cat, (leaders0, leaders1))
    return wrows, variant.horns_stack, brans, hopes, treach_spies


def _side(
    cat: Catalogue,
    side: Side,
    uids: tuple[int, ...],
    ids: tuple[str, ...],
    wrows: frozenset[str],
    stack: bool,
    bran: bool,
    hope: bool,
    treach_spies: bool,
) -> tuple[dict[str, int], int, _Part]:
    """One half's (row totals, total, part of :attr:`Scores.parts`), in the order of G-SCORE-2, a row at a
    time (:func:`_row_memo`), from its uids and card ids as :func:`scores` lists them (row after row)."""
    rows, horn, crach, leader_horn, weakened = (
        side.rows, side.horn, side.crach_horn, side.leader_horn, side.treacherous_rows
    )
    parts: list[_Row] = []
    row_totals: dict[str, int] = {}
    start = side_total = 0
    for row in _ROWS:
        n = len(rows[row])
        if not n:
            row_totals[row] = 0
            continue
        end = start + n
        total, at, values = _row_memo(
            cat,
            ids[start:end],
            row in wrows,
            horn[row] is not None or row in crach,  # Crach's horn
            row in leader_horn,
            row in weakened,
            stack,
            bran,
            hope,
            treach_spies,
        )
        parts.append((start, end, at, values))
        row_totals[row] = total
        side_total += total
        start = end
    return row_totals, side_total, (uids, parts)


@functools.lru_cache(maxsize=1 << 16)
def _row_memo(
    cat: Catalogue,
    cids: tuple[str, ...],
    weather: bool,
    horn_card: bool,
    leader_horn: bool,
    weakened: bool,
    stack: bool,
    bran: bool,
    hope: bool,
    treach_spies: bool,
) -> tuple[int, tuple[int, ...] | None, tuple[int, ...]]:
    """(total, the positions of the row's units or None when every card of it is one, each unit's value in
    row order) of a row of these cards under these effects: a row's values depend on nothing else (not on
    which copy of a card is where), so a row that a post left as it was, or that another match had, is not
    worked out again. Decoys and specials in a row are no units."""
    traits = _traits(cat)
    units = [(i, cid, t) for i, cid in enumerate(cids) if (t := traits.get(cid)) is not None]
    if not units:
        return 0, (), ()
    unit: dict[int, int] = {}
    total = _row(units, unit, weather, horn_card, leader_horn, weakened, stack, bran, hope, treach_spies)
    at = None if len(units) == len(cids) else tuple(unit)
    return total, at, tuple(unit.values())


def _row(
    units: list[tuple[int, str, _Traits]],
    unit: dict[int, int],
    weather: bool,
    horn_card: bool,
    leader_horn: bool,
    weakened: bool,
    stack: bool,
    bran: bool,
    hope: bool,
    treach_spies: bool,
) -> int:
    """One row's units into ``unit`` (uid → tenths), G-SCORE-2's steps in order; the row's total."""
    bonds: dict[str, int] = {}
    morale = bards = 0
    for _u, cid, (_b, hero, bond, mor, bard, _spy, agile, _lifts) in units:
        if bond and not hero:
            bonds[cid] = bonds.get(cid, 0) + 1
        if mor or (hope and agile):  # Hope gives agile units Morale Boost
            morale += 1
        if bard:
            bards += 1
    row_total = 0
    for u, cid, (base, hero, bond, mor, bard, spy, agile, _lifts) in units:
        if hero:  # G-SCORE-10, G-HERO-1
            tenths = base * TENTHS
        else:
            v = base * 100
            if weather:  # step 1 (G-SCORE-4, A-38, A-13 i)
                v = max(base * 50, min(base, 1) * 100) if bran else min(base, 1) * 100
            if bond:  # step 2 (G-SCORE-5)
                v *= bonds[cid]
            v += (morale - (1 if mor or (hope and agile) else 0)) * 100  # step 3 (G-SCORE-6)
            nonleader = horn_card or bards > (1 if bard else 0)  # step 4 (G-SCORE-7, G-BARD-2)
            if stack:  # G-LEAD-8, A-15(c), A-16: ×(1 + leader horn + 1, or ½ if weakened)
                halves = 2 + (2 if leader_horn else 0) + ((1 if weakened else 2) if nonleader else 0)
                v = v * halves // 2  # exact: v is a multiple of 50
            elif nonleader or leader_horn:
                v *= 2
            if treach_spies and spy:  # step 5 (G-SCORE-8)
                v *= 2
            tenths = -(-v // 10) if bran else v // 10  # step 6 (G-SCORE-9, A-13 ii)
        unit[u] = tenths
        row_total += tenths
    return row_total


def row_strengths(cat: Catalogue, state: State, seat: int, row: str) -> dict[int, int]:
    """Current strength (tenths) of every unit in one row (decoys and specials are not units)."""
    unit = scores(cat, state).unit
    return {u: unit[u] for u in state.sides[seat].rows[row] if u in unit}


def side_strengths(cat: Catalogue, state: State, seat: int) -> dict[int, int]:
    unit = scores(cat, state).unit
    side = state.sides[seat]
    return {u: unit[u] for r in _ROWS for u in side.rows[r] if u in unit}


def row_total(cat: Catalogue, state: State, seat: int, row: str) -> int:
    return scores(cat, state).rows[seat][row]


def total(cat: Catalogue, state: State, seat: int) -> int:
    """A player's total in tenths of a point."""
    return scores(cat, state).totals[seat]


def points(tenths: int) -> float:
    """Tenths as a float number of points (an event's number)."""
    return tenths / TENTHS


def as_number(tenths: int) -> int | float:
    """A score as JSON shows it: an int when whole, else one decimal (A-46)."""
    whole, rest = divmod(tenths, TENTHS)
    return whole if rest == 0 else tenths / TENTHS

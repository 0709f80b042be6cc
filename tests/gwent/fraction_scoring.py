"""The Fraction scorer that the tenths scorer replaced (issue 14), kept verbatim only here as the oracle
of ``test_scoring_tenths``: exact rational arithmetic in the order of G-SCORE-2, rebuilt on every call.
"""

from __future__ import annotations

import math
from collections import Counter
from fractions import Fraction

from cards.gwent.catalogue import Catalogue
from cards.gwent.model import COMBAT_ROWS, WEATHER_ROWS, CardDef
from cards.gwent.state import State


def weather_rows(cat: Catalogue, state: State) -> set[str]:
    """Rows (on both halves) under weather, from cards and from leaders (G-WEATHER-13)."""
    rows: set[str] = set()
    for uid in state.weather:
        for ab in cat.card(state.cards[uid]).abilities:
            rows.update(r.value for r in WEATHER_ROWS.get(ab, ()))
    for ab in state.leader_weather:
        rows.update(r.value for r in WEATHER_ROWS.get(ab, ()))
    return rows


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


def _is_morale_source(card: CardDef, hope: bool) -> bool:
    return card.has("morale_boost") or (hope and card.is_unit and card.is_agile)


def _ceil_tenth(v: Fraction) -> Fraction:
    return Fraction(math.ceil(v * 10), 10)


def row_strengths(
    cat: Catalogue, state: State, seat: int, row: str, wrows: set[str] | None = None
) -> dict[int, Fraction]:
    """Current strength of every unit in one row (decoys and specials are not units)."""
    if wrows is None:
        wrows = weather_rows(cat, state)
    side = state.sides[seat]
    uids = [u for u in side.rows[row] if cat.card(state.cards[u]).is_unit]
    defs = {u: cat.card(state.cards[u]) for u in uids}
    weather = row in wrows
    bran = bran_active(cat, state, seat)
    hope = hope_morale(state, seat)
    treach_spies = treacherous_classic(cat, state)
    bonds = Counter(d.id for d in defs.values() if d.has("tight_bond") and not d.is_hero)
    morale_sources = [u for u, d in defs.items() if _is_morale_source(d, hope)]
    bards = [u for u, d in defs.items() if d.has("horn")]
    horn_card = side.horn[row] is not None or row in side.crach_horn  # Crach's horn is a horn card
    leader_horn = row in side.leader_horn
    weakened = row in side.treacherous_rows
    out: dict[int, Fraction] = {}
    for u, d in defs.items():
        base = Fraction(d.strength or 0)
        if d.is_hero:  # G-SCORE-10, G-HERO-1
            out[u] = base
            continue
        v = base
        if weather:  # step 1 (G-SCORE-4, A-38, A-13)
            v = max(base / 2, min(base, Fraction(1))) if bran else min(base, Fraction(1))
        if d.has("tight_bond"):  # step 2 (G-SCORE-5)
            v *= bonds[d.id]
        k = len(morale_sources) - (1 if u in morale_sources else 0)  # step 3 (G-SCORE-6)
        v += k
        nonleader = horn_card or any(b != u for b in bards)  # step 4 (G-SCORE-7, G-BARD-2)
        if state.variant.horns_stack:
            bonus = (Fraction(1, 2) if weakened else Fraction(1)) if nonleader else Fraction(0)
            v *= 1 + (1 if leader_horn else 0) + bonus  # G-LEAD-8, A-15(c), A-16
        elif nonleader or leader_horn:
            v *= 2
        if treach_spies and d.has("spy"):  # step 5 (G-SCORE-8)
            v *= 2
        if bran:  # step 6 (G-SCORE-9, A-13 ii)
            v = _ceil_tenth(v)
        out[u] = v
    return out


def side_strengths(
    cat: Catalogue, state: State, seat: int, wrows: set[str] | None = None
) -> dict[int, Fraction]:
    if wrows is None:
        wrows = weather_rows(cat, state)
    out: dict[int, Fraction] = {}
    for r in COMBAT_ROWS:
        out.update(row_strengths(cat, state, seat, r.value, wrows))
    return out


def row_total(cat: Catalogue, state: State, seat: int, row: str, wrows: set[str] | None = None) -> Fraction:
    return sum(row_strengths(cat, state, seat, row, wrows).values(), Fraction(0))


def total(cat: Catalogue, state: State, seat: int) -> Fraction:
    return sum(side_strengths(cat, state, seat).values(), Fraction(0))


def as_number(v: Fraction) -> int | float:
    """A score as JSON shows it: an int when whole, else one decimal (A-46)."""
    if v.denominator == 1:
        return int(v)
    return round(float(v), 1)

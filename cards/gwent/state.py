"""The match state: every physical card is a uid that lives in exactly one zone.

State is plain data (ints, lists, dicts) so that copying it for a tentative move is cheap and a
rejected move can simply be dropped. The only randomness is ``rng``, seeded once at setup.
"""

from __future__ import annotations

import copy
import random
from dataclasses import dataclass, field, fields
from enum import StrEnum
from typing import Any

from .model import COMBAT_ROWS, Faction, Row
from .variant import Variant


class Phase(StrEnum):
    DECKS = "decks"  # Classic: waiting for deck lists by DM (G-DECK-CL-3)
    EXCHANGE = "exchange"  # G-MULL-*
    FIRST = "first"  # Scoia'tael chooses who moves first (G-FIRST-1, G-FIRST-2)
    PLAY = "play"
    KEEP = "keep"  # Monsters keep choice between rounds (G-FB-MO-*)
    REVIVE = "revive"  # Skellige round-3 revive (G-FB-SK-*)
    OVER = "over"


@dataclass
class Side:
    """One player's half of the table and his private zones."""

    name: str
    faction: Faction
    leaders: list[str]  # leader card ids he holds (Classic: one)
    deck: list[int] = field(default_factory=list)  # sample order: the next random draw comes first
    undrawable: set[int] = field(default_factory=set)  # in the deck but never drawn (G-MULL-3, G-MULL-4)
    unsummonable: set[int] = field(default_factory=set)  # Helheim returns
    hand: list[int] = field(default_factory=list)
    offer: list[int] = field(default_factory=list)  # exchange offer: deck cards shown on the Exchange sheet
    rows: dict[str, list[int]] = field(default_factory=lambda: {r.value: [] for r in COMBAT_ROWS})
    horn: dict[str, int | None] = field(default_factory=lambda: {r.value: None for r in COMBAT_ROWS})
    mardroeme: dict[str, int | None] = field(default_factory=lambda: {r.value: None for r in COMBAT_ROWS})
    leader_horn: list[str] = field(default_factory=list)  # rows with a leader horn this round (G-LEAD-8)
    treacherous_rows: list[str] = field(default_factory=list)  # Hard: rows weakened by the opponent
    crach_horn: list[str] = field(
        default_factory=list
    )  # Hard Crach an Craite: a standard horn in the slot
    discard: list[int] = field(default_factory=list)
    lives: int = 2
    passed: bool = False
    exchanged: bool = False
    deck_ready: bool = True
    leaders_used: list[str] = field(default_factory=list)
    leader_round: int = 0  # the last round in which he activated a leader (Hard limit)
    leaders_blocked_round: int = 0  # Hard: White Flame in advance blocks leaders for this round
    revealed: list[int] = field(default_factory=list)  # shown by Emperor of Nilfgaard (public)
    bran_round: int = 0  # Hard: King Bran active in this round
    hope_round: int = 0  # Hard: Hope declared for this round
    pending_draws: int = 0  # Hard: draws delivered after the post
    pass_queued: bool = False  # Hard: a pass posted out of turn takes effect on his next turn
    kambi_hemdall: list[tuple[str, str]] = field(default_factory=list)  # (row, token id) for next round
    round_scores: list[float] = field(default_factory=list)
    hidden: bool = False  # faction hidden from the opponent until play shows it (G-SETUP-4)

    def clone(self) -> Side:
        """Copy every container field (lists, sets, dicts of lists); ints, strs and tuples are shared."""
        new = copy.copy(self)
        for f in _SIDE_FIELDS:
            v = getattr(self, f)
            if isinstance(v, list):
                setattr(new, f, list(v))
            elif isinstance(v, set):
                setattr(new, f, set(v))
            elif isinstance(v, dict):
                setattr(new, f, {k: (list(x) if isinstance(x, list) else x) for k, x in v.items()})
        return new

    def field_cards(self) -> list[int]:
        out: list[int] = []
        for r in COMBAT_ROWS:
            out.extend(self.rows[r.value])
        return out

    def row_of(self, uid: int) -> str | None:
        for r in COMBAT_ROWS:
            if uid in self.rows[r.value]:
                return r.value
        return None


_SIDE_FIELDS = tuple(f.name for f in fields(Side))


@dataclass
class RoundResult:
    number: int
    scores: list[float]
    winner: int | None  # seat, or None for a draw


@dataclass
class State:
    variant: Variant
    rng: random.Random
    cards: dict[int, str] = field(default_factory=dict)  # uid → card id (changes on transformation)
    owner: dict[int, int] = field(default_factory=dict)  # uid → original owner (Crach, A-18)
    sides: list[Side] = field(default_factory=list)
    weather: list[int] = field(default_factory=list)  # weather cards in play (shared zone)
    leader_weather: list[str] = field(default_factory=list)  # weather abilities created by leaders
    weather_discard: list[int] = field(default_factory=list)  # G-WEATHER-12
    removed: list[int] = field(default_factory=list)  # confiscated for good (Hard White Flame)
    phase: Phase = Phase.PLAY
    round: int = 1
    turn: int = 1
    to_move: int = 0
    first_players: list[int] = field(default_factory=list)  # who moved first in each round
    results: list[RoundResult] = field(default_factory=list)
    next_uid: int = 1
    # Sub-decisions that interrupt the turn: (seat, kind, data)
    interrupts: list[tuple[int, str, dict[str, Any]]] = field(default_factory=list)
    last_leader: tuple[int, int, str] | None = None  # (seat, turn, leader id): Hard White Flame window
    leader_undo: dict[str, Any] | None = None  # Hard: what the last leader step changed, to cancel it (G-LDR-WFLAME-3)
    winner: int | None = None
    draw: bool = False
    unlimited: bool = False  # one player passed, the other has unlimited moves (G-PASS-2)
    unlimited_posts: int = 0

    def clone(self) -> State:
        """A copy for a tentative move. Hand-written: deepcopy was 90% of the time per post."""
        new = copy.copy(self)
        new.rng = random.Random()
        new.rng.setstate(self.rng.getstate())
        new.cards = dict(self.cards)
        new.owner = dict(self.owner)
        new.sides = [s.clone() for s in self.sides]
        new.weather = list(self.weather)
        new.leader_weather = list(self.leader_weather)
        new.weather_discard = list(self.weather_discard)
        new.removed = list(self.removed)
        new.first_players = list(self.first_players)
        new.results = list(self.results)  # RoundResult objects are never changed after creation
        new.interrupts = [(a, b, dict(c)) for a, b, c in self.interrupts]
        new.leader_undo = copy.deepcopy(self.leader_undo) if self.leader_undo is not None else None
        return new

    def opponent(self, seat: int) -> int:
        return 1 - seat

    def side_of_field(self, uid: int) -> int | None:
        for seat, side in enumerate(self.sides):
            if side.row_of(uid) is not None:
                return seat
        return None

    def new_uid(self, card_id: str, owner: int) -> int:
        uid = self.next_uid
        self.next_uid += 1
        self.cards[uid] = card_id
        self.owner[uid] = owner
        return uid


def all_zones(state: State) -> dict[str, list[int]]:
    """Every zone by name, for conservation checks and the judge's view."""
    zones: dict[str, list[int]] = {
        "weather": list(state.weather),
        "weather_discard": list(state.weather_discard),
        "removed": list(state.removed),
    }
    for seat, s in enumerate(state.sides):
        zones[f"{seat}.deck"] = list(s.deck)
        zones[f"{seat}.hand"] = list(s.hand)
        zones[f"{seat}.discard"] = list(s.discard)
        for r in COMBAT_ROWS:
            zones[f"{seat}.row.{r.value}"] = list(s.rows[r.value])
            zones[f"{seat}.horn.{r.value}"] = [u for u in (s.horn[r.value],) if u is not None]
            zones[f"{seat}.mardroeme.{r.value}"] = [u for u in (s.mardroeme[r.value],) if u is not None]
    return zones


ROW_ORDER = [r.value for r in (Row.CLOSE, Row.RANGED, Row.SIEGE)]

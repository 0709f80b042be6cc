"""What a post means once parsed: one small frozen record per kind of move.

Cards are named by card id (copies of one card are interchangeable), circles by their spec names (FL, FR,
BL, BC, BR, VC, ACC1…), so :mod:`.canonical` can write any action back as text that parses to the same move.
"""

from __future__ import annotations

from dataclasses import dataclass

from .deck import DeckList
from .resolve_actions import Act, Answer, Order


@dataclass(frozen=True, slots=True)
class SubmitDeck:
    deck: DeckList


@dataclass(frozen=True, slots=True)
class Mulligan:
    cards: tuple[str, ...]  # card ids put back (V-SETUP-4)


@dataclass(frozen=True, slots=True)
class GAssist:
    pass


@dataclass(frozen=True, slots=True)
class GATake:
    card: str | None  # None: take nothing (V-GA-5)


@dataclass(frozen=True, slots=True)
class GARemove:
    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Ride:
    card: str


@dataclass(frozen=True, slots=True)
class Call:
    card: str
    circle: str


@dataclass(frozen=True, slots=True)
class Move:
    circle: str  # the rear-guard moving within its column
    dest: str = ""  # where it goes (the other circle of its column); "" = that one


@dataclass(frozen=True, slots=True)
class Attack:
    attacker: str
    target: str
    boost: bool = False


@dataclass(frozen=True, slots=True)
class GuardItem:
    kind: str  # "hand" | "intercept" | "perfect" | "g_guardian"
    card: str = ""  # card id (hand, perfect, g_guardian)
    circle: str = ""  # interceptor's circle
    discard: str = ""  # perfect guard / G guardian discard (card id)
    protect: str = ""  # perfect guard: the circle of the unit that cannot be hit


@dataclass(frozen=True, slots=True)
class Guard:
    items: tuple[GuardItem, ...]


@dataclass(frozen=True, slots=True)
class TriggerChoice:
    power: str = ""  # circle of the power recipient
    second: str = ""  # circle: critical recipient, or the rear-guard a Stand trigger stands
    heal: int | None = None  # position in the damage zone, 1 = oldest; 0 = heal nothing


@dataclass(frozen=True, slots=True)
class GiftChoice:
    variant: str = ""  # "I" | "II" | "" (already chosen)
    circle: str = ""


@dataclass(frozen=True, slots=True)
class EndPhase:
    turn: bool = False  # "end turn": end every phase left in the turn


@dataclass(frozen=True, slots=True)
class Stride:
    card: str
    discards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Effect:
    """One generic action of V-REF-4."""

    verb: str  # power shield critical cb sb cc sc draw discard stand rest retire move look reveal heal nohit note
    amount: int = 0
    target: str = ""  # circle, "opp:<circle>", "gc:<n>"
    until: str = "turn"
    picks: tuple[int, ...] = ()  # chosen positions (CB, SB, heal)
    card: str = ""  # card id (discard, move)
    source: str = ""  # move: zone or circle it comes from
    dest: str = ""  # move: zone or circle it goes to
    text: str = ""  # note
    noshuffle: bool = False  # move from the deck without shuffling it afterwards (a search that keeps order)


@dataclass(frozen=True, slots=True)
class Declare:
    """A declared AUTO/ACT/CONT ability (V-REF-2): where the card is, 1/Turn, the cost, the effects."""

    kind: str  # "auto" | "act" | "cont"
    place: str  # a circle, or "<zone>:<card id>" (hand, drop, soul, damage, gc)
    once: bool
    cost: tuple[Effect, ...]
    effects: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class Note:
    text: str


@dataclass(frozen=True, slots=True)
class Concede:
    pass


Action = (
    SubmitDeck | Mulligan | GAssist | GATake | GARemove | Ride | Call | Move | Attack | Guard | TriggerChoice
    | GiftChoice | EndPhase | Stride | Declare | Note | Concede | Answer | Act | Order
)

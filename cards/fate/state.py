"""The match state of Fate/Ace Royal: plain data, each Mystic Code a uid in exactly one zone.

A Servant is a pair of cards (Heroic Spirit + Class) that share one state (FA-CARD-2). Cloning is
cheap (lists and small dataclasses) so ``apply`` works on a copy and a refused post changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field as _field
from typing import Any

from cards.chance import Chance
from cards.kit.plain import plain_dict

STANDING, RESTING, DANGER = "standing", "resting", "danger"
SERVANT = "servant"  # the word that names a Master's Servant in posts and modifiers


@dataclass
class Servant:
    spirit: str
    klass: str
    state: str = STANDING
    face_down: bool = True

    def __post_init__(self) -> None:
        plain_dict(self)

    def copy(self) -> Servant:
        new = object.__new__(Servant)
        new.__dict__ = self.__dict__.copy()  # as Master.clone
        return new


@dataclass
class Code:
    """A Mystic Code on a Master's field (FA-STATE-1..5)."""

    uid: int
    state: str = STANDING
    face_down: bool = False

    def __post_init__(self) -> None:
        plain_dict(self)

    def copy(self) -> Code:
        new = object.__new__(Code)
        new.__dict__ = self.__dict__.copy()  # as Master.clone
        return new


@dataclass(frozen=True)
class Modifier:
    """A stat change on ``seat``'s Servant (FA-REF-4): until end of ``turn``, ``battle``, ``game``, or
    while its ``source`` card stays face up on the field (a declared [Permanent] effect)."""

    seat: int
    stat: str
    amount: int
    until: str = "turn"
    source_seat: int = -1
    source: int | None = None  # uid of a Mystic Code, -1 for the Servant, None for none
    activation: int = 0


@dataclass
class Master:
    name: str
    prana: int
    spells: int = 3
    marks: list[str] = _field(default_factory=list)
    out: bool = False
    hand: list[int] = _field(default_factory=list)
    deck: list[int] = _field(default_factory=list)  # one deck per Master (FA-SET-3 option)
    field: list[Code] = _field(default_factory=list)
    servant: Servant | None = None
    offer: dict[str, list[str]] = _field(default_factory=dict)  # choice/draft: what he may pick from

    def __post_init__(self) -> None:
        plain_dict(self)

    def clone(self) -> Master:
        """The plain values copied at once, then each list and card anew (cheaper than the constructor or
        copy.copy, on every post for every Master): the instance dict copied whole (``dict.copy`` copies its
        values in one go; ``update`` into a new object's dict inserted them one by one, resizing), the
        containers replaced in the copy before it is set."""
        new = object.__new__(Master)
        d = self.__dict__.copy()
        d["marks"] = self.marks[:]
        d["hand"] = self.hand[:]
        d["deck"] = self.deck[:]
        field = d["field"] = []
        for c in self.field:  # Code.copy, inline (a call per card on the field)
            code = object.__new__(Code)
            code.__dict__ = c.__dict__.copy()
            field.append(code)
        sv = self.servant
        if sv is not None:
            d["servant"] = sv.copy()
        if self.offer:
            d["offer"] = {k: list(v) for k, v in self.offer.items()}
        new.__dict__ = d
        return new


@dataclass
class Battle:
    """A battle in progress (§7). ``process``: reveal, battle, attack, damage, response, response_damage,
    wound, retreat (``windows.py`` opens a response window in each but wound)."""

    attacker: int
    defender: int
    process: str = "battle"
    collision: bool = False
    attack_type: str | None = None
    response_type: str | None = None
    attacker_damage: int | None = None
    response_damage: int | None = None
    zero: list[int] = _field(default_factory=list)  # Masters at 0 prana deciding in the wound process

    def __post_init__(self) -> None:
        plain_dict(self)


@dataclass
class State:
    options: dict[str, Any]
    masters: list[Master]
    cards: dict[int, str]  # uid -> card id (Mystic Codes and Scene cards)
    owner: dict[int, int]  # uid -> seat that brought it (one deck per Master), -1 shared
    chance: Chance
    draw_pile: list[int] = _field(default_factory=list)  # top first
    discard_pile: list[int] = _field(default_factory=list)  # the last is the top
    grail: list[int] = _field(default_factory=list)  # Seat of the Grail (FA-SET-8)
    unused: list[str] = _field(default_factory=list)  # Servant cards that left the game at the deal
    gone: list[str] = _field(default_factory=list)  # Servant cards of Masters who left (FA-WIN-6)
    step: str = "setup"  # setup, ritual, battle, end, over
    turn: int = 0
    current: int = 0
    active: int = 0
    phase_open: bool = True  # the Active Master has begun his phase (FA-ACT-2..4)
    ritual: str = ""  # what the ritual step did this turn: "", place, reveal
    battle: Battle | None = None
    battled: bool = False
    window: int = 0  # a new number for every step and battle process (FA-EFF-3)
    win: str = ""  # the open response window (windows.py, FA-REF-6): a step or process name, or ""
    win_passed: list[int] = _field(default_factory=list)  # who passed in it
    activated: dict[int, int] = _field(default_factory=dict)  # seat -> window of his last activation
    used: dict[str, int] = _field(default_factory=dict)  # "seat:card:ability" -> turn used (1/turn, 1/game)
    modifiers: list[Modifier] = _field(default_factory=list)
    discards: dict[int, int] = _field(default_factory=dict)  # seat -> cards he must discard now
    left: list[list[int]] = _field(default_factory=list)  # groups of seats in the order they left
    order: list[int] = _field(default_factory=list)  # seat order at the table (FA-ACT-1, FA-SET-7)
    draw_result: bool = False
    rolls: list[int] = _field(default_factory=list)
    activations: int = 0
    notes: list[str] = _field(default_factory=list)
    next_uid: int = 1
    posts: dict[int, int] = _field(default_factory=dict)  # seat -> accepted posts (decision ids)
    battles: int = 0  # battles begun (decision ids)
    # Copy on write: bit ``seat`` is set while that Master object is shared with another state (``clone``);
    # ``master(seat)`` copies it before a change. Bookkeeping of this process, not part of the match.
    shared_masters: int = _field(default=0, repr=False, compare=False)

    def __post_init__(self) -> None:
        plain_dict(self)

    def clone(self) -> State:
        """An independent copy (every Master copied too): anyone may change it as he likes."""
        return self._copy(share=False)

    def fork(self) -> State:
        """The copy ``apply`` changes: as :meth:`clone`, but the Masters are shared by the two states until
        one of them changes a Master (:meth:`master` copies it first). Most posts change one or two
        Masters, and copying every one was most of the cost of a copy. The lists the engine only ever
        replaces (rolls, notes, the Seat of the Grail, unused and gone Servants, who left, the window's
        passes, activations, limits used, modifiers, discards owed) are shared too."""
        return self._copy(share=True)

    def _copy(self, share: bool) -> State:
        """The plain values at once, every list and dict anew; the options, the uid → card map and the seat
        order are fixed after the deal and shared. The window's passes, the activations, the limits used,
        the modifiers and the discards owed are never changed in place by the engine (it binds a new one,
        as for the rolls): a fork shares them, a clone copies them. Modifiers never change once made
        (frozen)."""
        new = object.__new__(State)
        d = self.__dict__.copy()  # as Master.clone; set as the copy's dict at the end
        if share:
            d["masters"] = self.masters[:]
            d["shared_masters"] = self.shared_masters = (1 << len(self.masters)) - 1
        else:  # lists the engine never changes in place (it binds a new one): shared by a fork
            d["masters"] = [m.clone() for m in self.masters]
            d["shared_masters"] = 0
            d["grail"] = self.grail[:]
            d["unused"] = self.unused[:]
            d["gone"] = self.gone[:]
            d["left"] = [g[:] for g in self.left]
            d["rolls"] = self.rolls[:]
            d["notes"] = self.notes[:]
            d["win_passed"] = self.win_passed[:]
            d["activated"] = self.activated.copy()
            d["used"] = self.used.copy()
            d["modifiers"] = self.modifiers[:]
            d["discards"] = self.discards.copy()
        d["chance"] = self.chance.clone()
        d["draw_pile"] = self.draw_pile[:]
        d["discard_pile"] = self.discard_pile[:]
        b = self.battle
        if b is not None:
            nb = object.__new__(Battle)
            bd = b.__dict__.copy()
            bd["zero"] = b.zero[:]
            nb.__dict__ = bd
            d["battle"] = nb
        d["posts"] = self.posts.copy()
        new.__dict__ = d
        return new

    def master(self, seat: int) -> Master:
        """``seat``'s Master, to change: his own copy if the object is shared with another state (every
        change to a Master goes through here; reading may use ``masters[seat]``)."""
        bit = 1 << seat
        if self.shared_masters & bit:
            self.shared_masters &= ~bit
            m = self.masters[seat] = self.masters[seat].clone()
            return m
        return self.masters[seat]

    def __getstate__(self) -> dict[str, Any]:
        """Pickled (a snapshot, a deep copy) without the sharing bookkeeping: a copy owns its Masters, and
        pickling a state before and after it was copied gives the same bytes."""
        d = self.__dict__.copy()
        d["shared_masters"] = 0
        return d

    # --- helpers -----------------------------------------------------------------------------------
    def in_game(self) -> list[int]:
        return [i for i, m in enumerate(self.masters) if not m.out]

    def next_seat(self, seat: int) -> int:
        """The next Master in seat order who is still in the game (FA-ACT-1, FA-ACT-6)."""
        order = self.order or list(range(len(self.masters)))
        n = len(order)
        at = order.index(seat)
        for k in range(1, n + 1):
            s = order[(at + k) % n]
            if not self.masters[s].out:
                return s
        return seat

    def seat_of(self, name: str) -> int | None:
        key = name.strip().lower()
        for i, m in enumerate(self.masters):
            if m.name.lower() == key:
                return i
        return None

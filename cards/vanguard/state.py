"""The match state: every physical card is a uid that lives in exactly one zone (V-ZONE-*).

Plain data, copied per action (``clone``), so ``apply`` never touches its input and a refused post is
simply dropped. Chance is the state's own :class:`cards.chance.Chance`, cloned with it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from cards.chance import Chance
from cards.kit.plain import plain_dict

RCS = ("FL", "FR", "BL", "BC", "BR")
FRONT_RCS = ("FL", "FR")
BACK_OF = {"FL": "BL", "VC": "BC", "FR": "BR"}  # columns (V-ZONE-5)
FRONT_OF = {v: k for k, v in BACK_OF.items()}
PHASES = ("setup", "stand", "draw", "ride", "stride", "main", "battle", "end", "over")
STEPS = ("start", "attack", "guard", "drive", "damage", "close")
CARDS = 1 << 8  # State.shared: the uid → card and owner maps (bits 0..7: the sides)
ALL_SHARED = 0x1FF


@dataclass(frozen=True, slots=True)
class Mod:
    """A power/shield/critical change on one unit, until end of battle, end of turn, or while it stays."""

    uid: int
    stat: str  # "power" | "shield" | "critical"
    amount: int
    until: str  # "battle" | "turn" | "cont"
    declared: bool = False  # from a hand-declared ability: "declared, not checked" on the table (V-REF-7)


@dataclass
class Side:
    name: str
    deck: list[int] = field(default_factory=list)  # top first
    hand: list[int] = field(default_factory=list)
    vanguard: int | None = None
    vc_face_down: bool = False  # the starting vanguard before stand up (V-SETUP-1)
    soul: list[int] = field(default_factory=list)  # bottom first (V-ZONE-3)
    heart: int | None = None  # [G zone] the unit under a G unit (V-G-3)
    circles: dict[str, int | None] = field(default_factory=lambda: {c: None for c in RCS})
    rested: set[int] = field(default_factory=set)
    guardians: list[int] = field(default_factory=list)  # GC (V-ZONE-6)
    damage: list[int] = field(default_factory=list)  # oldest first
    face_down: set[int] = field(default_factory=set)  # damage cards turned by CB (V-STATE-2)
    drop: list[int] = field(default_factory=list)
    removed: list[int] = field(default_factory=list)
    bind: list[int] = field(default_factory=list)
    # locked cards (ours, docs/vanguard.md "Lock", V-LOCK-1..4): circle → the face-down card; not a unit, its
    # circle holds no rear-guard and takes none until the owner's end phase unlocks it
    locked: dict[str, int] = field(default_factory=dict)
    trigger: int | None = None  # the card being checked (V-ZONE-9)
    g_zone: list[int] = field(default_factory=list)
    g_face_up: set[int] = field(default_factory=set)
    gifts: dict[str, str | None] = field(default_factory=lambda: {"force": None, "accel": None, "protect": None})
    markers: list[tuple[str, str, str]] = field(default_factory=list)  # (kind, variant, circle)
    deck_ready: bool = False
    start: str = ""  # the chosen starting vanguard's card id, until setup places it
    mulliganed: bool = False
    lost: bool = False

    def __post_init__(self) -> None:
        plain_dict(self)

    def clone(self) -> Side:
        """A plain copy of the fields (copy.copy goes through __reduce_ex__): the instance dict copied whole
        (``dict.copy`` of an instance's dict copies its values in one go; ``update`` into a new object's dict
        inserted the fields one by one, resizing), the containers replaced in the copy before it is set."""
        new = Side.__new__(Side)
        d = self.__dict__.copy()
        d["deck"] = self.deck[:]
        d["hand"] = self.hand[:]
        d["soul"] = self.soul[:]
        d["guardians"] = self.guardians[:]
        d["damage"] = self.damage[:]
        d["drop"] = self.drop[:]
        d["removed"] = self.removed[:]
        d["bind"] = self.bind[:]
        d["g_zone"] = self.g_zone[:]
        d["markers"] = self.markers[:]
        d["circles"] = self.circles.copy()
        d["locked"] = self.locked.copy() if self.locked else {}
        d["rested"] = self.rested.copy()
        d["face_down"] = self.face_down.copy()
        d["g_face_up"] = self.g_face_up.copy()
        d["gifts"] = self.gifts.copy()
        new.__dict__ = d
        return new

    def __setstate__(self, data: dict[str, Any]) -> None:
        """A side pickled before lock existed has no locked cards."""
        self.__dict__ = dict(data)  # plain, as plain_dict gives
        self.__dict__.setdefault("locked", {})

    def circle_of(self, uid: int) -> str | None:
        if uid == self.vanguard:
            return "VC"
        for c, u in self.circles.items():
            if u == uid:
                return c
        return None

    def unit_at(self, circle: str) -> int | None:
        return self.vanguard if circle == "VC" else self.circles.get(circle)

    def front_row(self) -> list[str]:
        """VC, FL, FR and every Accel circle (V-ZONE-5)."""
        if len(self.circles) == 5:  # the five rear-guard circles (RCS): no Accel circle
            return ["VC", "FL", "FR"]
        return ["VC", "FL", "FR", *[c for c in self.circles if c.startswith("ACC")]]

    def units(self) -> list[tuple[str, int]]:
        v = self.vanguard
        out = [] if v is None else [("VC", v)]
        for c, u in self.circles.items():  # one list, no comprehension's frame (CONT and targets ask often)
            if u is not None:
                out.append((c, u))
        return out


@dataclass
class Battle:
    attacker: int
    attacker_circle: str
    target: int
    target_circle: str
    booster: int | None = None
    interceptors: dict[int, str] = field(default_factory=dict)  # uid on GC → circle it came from
    no_hit: set[int] = field(default_factory=set)  # "cannot be hit until end of battle" (V-DMG-2)
    hit: bool | None = None
    cut: bool = False  # the attacker or the attacked unit left (V-ATK-7)

    def __post_init__(self) -> None:
        plain_dict(self)

    def clone(self) -> Battle:
        new = Battle.__new__(Battle)
        d = self.__dict__.copy()  # as Side.clone
        d["interceptors"] = self.interceptors.copy()
        d["no_hit"] = self.no_hit.copy()
        new.__dict__ = d
        return new


@dataclass
class Prompt:
    """A sub-decision that interrupts the flow: trigger recipients, a gift, G assist, a soul ride…"""

    seat: int
    kind: str
    data: dict[str, Any] = field(default_factory=dict)


@dataclass
class State:
    options: dict[str, Any]
    chance: Chance
    cards: dict[int, str] = field(default_factory=dict)  # uid → card id
    owner: dict[int, int] = field(default_factory=dict)
    sides: list[Side] = field(default_factory=list)
    phase: str = "setup"
    step: str = ""
    turn: int = 0
    turn_player: int = 0
    first_player: int | None = None
    rode: bool = False
    strode: bool = False
    ga_open: bool = False  # G assist may still be declared (right after the draw, V-GA-1)
    vg_grade_at_start: int = 0  # [G zone] V-G-1
    battle: Battle | None = None
    mods: list[Mod] = field(default_factory=list)
    prompts: list[Prompt] = field(default_factory=list)  # the first is pending
    work: list[tuple[str, dict[str, Any]]] = field(default_factory=list)  # automatic steps still to run
    used_1turn: set[str] = field(default_factory=set)
    notes: list[tuple[int, str]] = field(default_factory=list)
    winner: int | None = None
    draw: bool = False
    losers: list[int] = field(default_factory=list)
    reason: str = ""
    serial: int = 0
    asked: dict[int, tuple[str, int]] = field(default_factory=dict)  # seat → (kind, serial) for decision ids
    next_uid: int = 1
    fired: list[dict[str, Any]] = field(default_factory=list)  # AUTO abilities triggered, not yet resolved
    event_no: int = 0  # counts events, so an ability fires once per event
    recent: list[int] = field(default_factory=list)  # units events touched this post (-1: a global event)
    declared_log: list[tuple[int, str, str]] = field(default_factory=list)  # this turn's declarations (seat, card, kind)
    # what CONT abilities give, with the table layout it was computed for (cards.vanguard.resolve.cont_totals)
    cont_cache: tuple[Any, ...] | None = field(default=None, compare=False, repr=False)

    # copy-on-write bookkeeping of a fork (never pickled, never compared): bit ``seat`` set while that Side
    # object may be shared with another state, bit CARDS while the uid → card and owner maps may be
    shared: int = field(default=0, compare=False, repr=False)

    def __post_init__(self) -> None:
        plain_dict(self)

    def clone(self) -> State:
        """A copy that shares nothing mutable with this state (tests, samples, scrambles change it freely)."""
        new = self._copy()
        new.options = dict(self.options)
        new.sides = [s.clone() for s in self.sides]
        new.cards = dict(self.cards)
        new.owner = dict(self.owner)
        new.shared = 0
        return new

    def fork(self, *, recent: bool = True) -> State:
        """The copy ``apply`` changes: as :meth:`clone`, but the sides and the uid → card and owner maps are
        shared by the two states until one of them changes them — every change goes through :meth:`side` and
        :meth:`new_uid` (:meth:`own_cards`), which copy first. An action changes one side or two, and copying
        every side and the two maps of ~100 cards was most of the cost of a copy. ``recent=False``: the copy
        starts with no recent units (apply's for a post that does not keep them)."""
        new = self._copy(recent)
        new.sides = list(self.sides)
        self.shared = new.shared = ALL_SHARED  # the origin must copy before changing them too
        return new

    def _copy(self, recent: bool = True) -> State:
        new = State.__new__(State)
        d = self.__dict__.copy()  # the options are fixed at the deal: a fork shares them (copied: Side.clone)
        d["chance"] = self.chance.clone()
        d["battle"] = self.battle.clone() if self.battle is not None else None
        d["mods"] = self.mods[:]
        # prompts, work steps and fired abilities are never changed in place (a step pops them, a change makes
        # a new entry), so the copy shares them: copying their data was a third of each action's clone
        d["prompts"] = self.prompts[:]
        d["work"] = self.work[:]
        d["used_1turn"] = self.used_1turn.copy()
        d["notes"] = self.notes[:]
        d["losers"] = self.losers[:]
        d["asked"] = self.asked.copy()
        d["fired"] = self.fired[:]
        d["recent"] = self.recent[:] if recent else []
        d["declared_log"] = self.declared_log[:]
        new.__dict__ = d
        return new

    def side(self, seat: int) -> Side:
        """``seat``'s side, to change: its own copy if the object may be shared with another state (every
        change to a side goes through here; reading may use ``sides[seat]``)."""
        bit = 1 << seat
        if self.shared & bit:
            self.shared &= ~bit
            s = self.sides[seat] = self.sides[seat].clone()
            return s
        return self.sides[seat]

    def own_cards(self) -> dict[int, str]:
        """The uid → card map, to change (with the owner map): copied first if it may be shared."""
        if self.shared & CARDS:
            self.shared &= ~CARDS
            self.cards = dict(self.cards)
            self.owner = dict(self.owner)
        return self.cards

    def __getstate__(self) -> dict[str, Any]:
        """Pickled without the CONT cache (derived: a state read, the table, may fill it) and the sharing
        bookkeeping: pickling a state before and after it was forked gives the same bytes."""
        return {k: v for k, v in self.__dict__.items() if k not in ("cont_cache", "shared")}

    def __setstate__(self, data: dict[str, Any]) -> None:
        self.__dict__ = dict(data)  # plain, as plain_dict gives
        self.cont_cache = None
        self.shared = 0

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def new_uids(self, card_ids: Sequence[str], seat: int) -> list[int]:
        """:meth:`new_uid` for each card, in order (a deck's fifty at once)."""
        first = self.next_uid
        uids = list(range(first, first + len(card_ids)))
        self.own_cards().update(zip(uids, card_ids, strict=True))
        self.owner.update(dict.fromkeys(uids, seat))
        self.next_uid = first + len(card_ids)
        return uids

    def new_uid(self, card_id: str, seat: int) -> int:
        uid = self.next_uid
        self.next_uid += 1
        self.own_cards()[uid] = card_id
        self.owner[uid] = seat
        return uid

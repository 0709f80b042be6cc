"""The state of a Force of Will match: card instances, zones per player, the chase, the battle.

A state is a plain dataclass tree; :meth:`State.clone` copies it so ``apply`` never mutates its input.
Every card instance has a ``uid`` and lives in exactly one zone (hand, deck, stone deck, field, ruler
area, graveyard, removed, standby, or the chase while it is being played) — see ``invariants``.
"""

from __future__ import annotations

from dataclasses import dataclass
from dataclasses import field as dc_field
from typing import Any

from cards.chance import Chance

from .catalogue import WILL_KINDS

ZONES = ("hand", "deck", "stone_deck", "field", "graveyard", "removed", "standby")
PHASES = ("deck", "order", "mulligan", "draw", "recovery", "main", "end", "over")


_new = object.__new__

@dataclass(slots=True, frozen=True)
class Mod:
    """A declared +X/+Y (F-REF-4) on one card, ending at end of turn, end of battle, or by a judge."""

    uid: int
    atk: int
    def_: int
    until: str = "turn"  # "turn" | "battle" | "while"

    def copy(self) -> Mod:
        return Mod(self.uid, self.atk, self.def_, self.until)


@dataclass(slots=True)
class Card:
    uid: int
    cid: str
    owner: int
    rested: bool = False
    damage: int = 0
    since_turn: int = 0  # the turn it came under its controller's control on the field
    set_turn: int = 0  # standby: the turn it was set (F-ZONE-8)
    counters: int = 0
    keywords: list[str] = dc_field(default_factory=list)  # given until end of turn
    token: bool = False  # made by an effect: ceases to exist when it leaves the field
    host: int | None = None  # an addition added to a J/resonator (F-TYPE-4, F-TYPE-5)

    def copy(self) -> Card:
        """Set slot by slot (about a third cheaper than the dataclass __init__; apply copies every card)."""
        o: Card = _new(Card)
        o.uid, o.cid, o.owner, o.rested, o.damage = self.uid, self.cid, self.owner, self.rested, self.damage
        o.since_turn, o.set_turn, o.counters = self.since_turn, self.set_turn, self.counters
        o.keywords, o.token, o.host = list(self.keywords) if self.keywords else [], self.token, self.host
        return o


@dataclass(slots=True)
class Player:
    name: str
    life: int = 4000
    hand: list[int] = dc_field(default_factory=list)
    deck: list[int] = dc_field(default_factory=list)  # top first
    stone_deck: list[int] = dc_field(default_factory=list)  # top first
    field: list[int] = dc_field(default_factory=list)  # resonators, additions, regalia, stones (not the J-ruler)
    graveyard: list[int] = dc_field(default_factory=list)  # oldest first; the last is the top
    removed: list[int] = dc_field(default_factory=list)
    standby: list[int] = dc_field(default_factory=list)
    ruler: int | None = None
    j_side: bool = False  # True: the ruler is a J-ruler on the field
    judgment_lost: bool = False
    will: dict[str, int] = dc_field(default_factory=lambda: dict.fromkeys(WILL_KINDS, 0))
    called: bool = False  # called a stone this turn
    judged: bool = False  # performed Judgment this turn
    no_battle: bool = False  # started and forfeited a battle this turn (F-BTL-16)
    no_responses: bool = False  # "no responses until end of turn" (F-REF-6)
    hold: tuple[int, ...] | None = None  # "pass until something changes": the chase items passed on
    gods_art: list[str] = dc_field(default_factory=list)  # God's Art names used this game (F-KW-2)
    deck_ok: bool = False
    died: int = 0  # his resonators put into a graveyard from his field this turn (a cost "less" per one)
    mulliganed: bool = False
    turns_taken: int = 0
    lost: bool = False
    conceded: bool = False
    coins: tuple[str, ...] = ()  # [Energize] will coins (F-AMB-16): each the attributes it may produce, "/"-joined

    def __setstate__(self, state: Any) -> None:
        """A state pickled before a slot existed (a will coin) loads with that slot's default."""
        self.coins = ()
        slots = state[1] if isinstance(state, tuple) else state
        for name, value in (slots or {}).items():
            setattr(self, name, value)

    def copy(self) -> Player:  # replaced below by a copier written out field by field
        """A copy whose lists and dicts are new (cheaper than deepcopy: apply clones every post)."""
        raise NotImplementedError


def _copier(cls: type, fresh: dict[str, str], made: dict[str, str] | None = None,
            helpers: dict[str, Any] | None = None) -> Any:
    """A ``copy`` that sets every slot of ``cls`` in one function body (about three times cheaper than a
    getattr/setattr loop; apply clones the state every post): ``fresh`` names the slots that get a new
    container (``".copy()"``: a list's, dict's or set's own copy, cheaper than a slice, which builds a slice
    object first); ``made`` the slots set to an expression of ``self`` written here (each slot set once,
    ``helpers`` the functions they call); the others are shared."""
    made = made or {}
    body = [f"    o.{n} = {made[n]}" if n in made else f"    o.{n} = self.{n}{fresh.get(n, '')}"
            for n in cls.__slots__]  # type: ignore[attr-defined]
    src = "def copy(self):\n    o = _new(cls)\n" + "\n".join(body) + "\n    return o\n"
    scope: dict[str, Any] = {"_new": _new, "cls": cls, **(helpers or {})}
    exec(src, scope)  # code written here from the class's own slot names and this module's expressions
    return scope["copy"]


_PLAYER_LISTS = ("hand", "deck", "stone_deck", "field", "graveyard", "removed", "standby", "gods_art")
Player.copy = _copier(Player, dict.fromkeys((*_PLAYER_LISTS, "will"), ".copy()"))  # type: ignore[method-assign]


@dataclass(slots=True)
class ChaseItem:
    """One item on the chase: a played card, an ability, or Judgment, with its declared effects."""

    kind: str  # "play" | "ability" | "auto" | "art" | "trigger" | "judgment"
    controller: int
    source: int  # the card's uid
    effects: list[Any] = dc_field(default_factory=list)  # declared effects (cards.fow.effects)
    note: str = ""
    art: str = ""
    exile: bool = False  # played from the graveyard: removed instead of going anywhere else ([Remnant])
    ability: int = -1  # the index of the scripted ability it runs (-1: declared effects)
    targets: list[int] = dc_field(default_factory=list)  # chosen when put on the chase (F-CHASE-9)
    awakened: bool = False  # played with its [Awakening] cost paid
    ordered: bool = False  # its controller has placed it among his simultaneous triggers (F-CHASE-8)

    def copy(self) -> ChaseItem:  # replaced below by a copier written out field by field
        """A copy whose lists are new (every clone copies the chase)."""
        raise NotImplementedError


ChaseItem.copy = _copier(ChaseItem, {"effects": ".copy()", "targets": ".copy()"})  # type: ignore[method-assign]


@dataclass(slots=True)
class Pick:
    """A choice made while an ability resolves (its last effect): ``word`` says what happens to the
    cards taken — "seek" (deck to hand, then shuffle), "reveal" (revealed to hand; ``rest`` to the
    bottom), "discard" (hand to graveyard), "put" (hand to field, with ``keyword`` until end of turn)."""

    seat: int
    source: int
    word: str
    cands: list[int]
    count: int = 1
    may: bool = True
    rest: list[int] = dc_field(default_factory=list)
    keyword: str = ""

    def copy(self) -> Pick:  # replaced below by a copier written out field by field
        raise NotImplementedError


Pick.copy = _copier(Pick, {"cands": ".copy()", "rest": ".copy()"})  # type: ignore[method-assign]


@dataclass(slots=True)
class Battle:
    attacker: int
    target: int | None  # a card uid, or None: the player
    defender: int  # the attacked player's seat
    blocker: int | None = None
    step: str = "attack"  # "attack" | "block" | "first_strike" | "damage" | "end"
    block_decided: bool = False
    fought: int | None = None  # what a First Strike attacker hit: a card uid, or None for the player
    number: int = 0  # the post count when it began: the block decision's id

    def copy(self) -> Battle:  # replaced below by a copier written out field by field
        raise NotImplementedError


Battle.copy = _copier(Battle, {})  # type: ignore[method-assign]


@dataclass(slots=True)
class State:
    players: list[Player]
    cards: dict[int, Card]
    chance: Chance
    options: dict[str, Any]
    phase: str = "deck"
    turn: int = 0
    turn_player: int = 0
    first_player: int | None = None
    chooser: int | None = None
    priority: int | None = None
    passes: int = 0
    chase: list[ChaseItem] = dc_field(default_factory=list)  # bottom first; the last is the top
    battle: Battle | None = None
    triggered: list[ChaseItem] = dc_field(default_factory=list)  # declared automatic abilities waiting
    asking: ChaseItem | None = None  # a triggered ability whose controller chooses its targets (F-CHASE-9)
    picking: Pick | None = None  # a choice the resolving ability waits for (``Pick``)
    ordering: int | None = None  # the seat that orders his simultaneous triggered abilities (F-CHASE-8)
    used: list[tuple[int, int, int]] = dc_field(default_factory=list)  # (card, ability, turn) for limits
    mulligan_seat: int | None = None
    discard_due: int = 0  # cards the turn player must discard at the end phase (F-END-1)
    mods: list[Mod] = dc_field(default_factory=list)
    winner: int | None = None
    draw: bool = False
    reason: str = ""
    losers: list[int] = dc_field(default_factory=list)
    seq: int = 0  # counts applied actions: decision ids change with it
    next_uid: int = 1
    # the cards this state may change in place; the others it shares with the state it was cloned from
    # (copied on their first change by ``mut``: a clone no longer copies every card of both decks)
    owned: set[int] = dc_field(default_factory=set)
    # (the table what continuous abilities give was worked out for, that value, the last table the checks
    # after an action found nothing to do at): Ctx.cont and Ctx.settle, either part None. A clone keeps it,
    # so a post that changes nothing they read does not work them out again; not game state, never pickled
    cont_cache: Any = None

    def clone(self) -> State:  # replaced below by a copier written out field by field
        """A copy that ``apply`` may change: cards shared until changed (``mut``), the rest copied."""
        raise NotImplementedError

    def __getstate__(self) -> tuple[None, dict[str, Any]]:
        """Pickled (snapshots, the judge's before/after check) without ``owned``: it says which cards this
        copy may change in place, not anything of the game, and a clone empties the original's — so a
        refused post, judged on a clone, would otherwise change the pickle of the state it was judged on."""
        slots = {name: getattr(self, name) for name in State.__slots__}
        slots["owned"] = set()
        slots["cont_cache"] = None
        return None, slots

    def new_card(self, cid: str, owner: int) -> int:
        uid = self.next_uid
        self.next_uid += 1
        self.cards[uid] = Card(uid, cid, owner)
        self.owned.add(uid)
        return uid

    def mut(self, uid: int) -> Card:
        """The card to change in this state: copied on its first change after a clone (never change a card
        read from ``cards`` in place — it may be the previous state's too)."""
        if uid in self.owned:
            return self.cards[uid]
        c = self.cards[uid] = self.cards[uid].copy()
        self.owned.add(uid)
        return c

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def other(self, seat: int) -> int:
        return 1 - seat

    def zone_of(self, uid: int) -> tuple[int, str]:
        """(seat, zone) of a card: a zone name, "ruler" (ruler area or J-ruler) or "chase"."""
        for seat, p in enumerate(self.players):
            if p.ruler == uid:
                return seat, "ruler"
            for z in ZONES:
                if uid in getattr(p, z):
                    return seat, z
        for item in self.chase:
            if item.source == uid and item.kind in ("play", "trigger"):
                return item.controller, "chase"
        return -1, ""

    def on_field(self, uid: int) -> int | None:
        """The controller's seat if the card is a field card (J-ruler included), else None."""
        p0, p1 = self.players  # written out for the two seats: asked many times a post
        if uid in p0.field or (p0.j_side and p0.ruler == uid):
            return 0
        if uid in p1.field or (p1.j_side and p1.ruler == uid):
            return 1
        return None

    def field_cards(self, seat: int) -> list[int]:
        p = self.players[seat]
        return [p.ruler, *p.field] if p.j_side and p.ruler is not None else p.field.copy()


def _unowned(s: State) -> set[int]:
    """The clone's ``owned``, emptying its original's: both share every card now, so neither may change one
    in place."""
    s.owned = set()
    return set()


State.clone = _copier(State, {"cards": ".copy()", "used": ".copy()", "mods": ".copy()", "losers": ".copy()",  # type: ignore[method-assign]
                              "options": ".copy()"}, {  # a Mod is frozen: shared
    # map, not a comprehension (a comprehension is a function call of its own, even over an empty chase)
    "players": "list(map(_player, self.players))",
    "chance": "self.chance.clone()",
    "owned": "_unowned(self)",
    "chase": "list(map(_item, self.chase)) if self.chase else []",
    "battle": "None if self.battle is None else self.battle.copy()",
    "triggered": "list(map(_item, self.triggered)) if self.triggered else []",
    "asking": "None if self.asking is None else self.asking.copy()",
    "picking": "None if self.picking is None else self.picking.copy()",
}, {"_unowned": _unowned, "_player": Player.copy, "_item": ChaseItem.copy})

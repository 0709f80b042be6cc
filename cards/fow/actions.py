"""What a post means once parsed: one frozen dataclass per kind of move (card references are uids)."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from .catalogue import Cost


@dataclass(frozen=True, slots=True)
class Effect:
    """A generic declared action (F-REF-4). ``target`` is ("card", uid), ("player", seat),
    ("chase", uid of the item's source) or None; unused fields stay at their defaults."""

    kind: str  # damage destroy life mod rest recover draw discard search move produce give counter cancel note
    amount: int = 0
    amount2: int = 0
    target: tuple[str, int] | None = None
    until: str = "turn"  # mod: "turn" | "battle" | "while"
    word: str = ""  # zone for move, attribute for produce, keyword for give, text for note/while


@dataclass(frozen=True, slots=True)
class Costs:
    """Declared costs (F-REF-3): will (added to a card's own cost), {Rest} of the source, discards,
    banishes, life."""

    will: Cost = Cost()
    rest: bool = False
    discard: tuple[int, ...] = ()
    banish: tuple[int, ...] = ()
    life: int = 0
    less: int = 0  # a declared reduction of the generic part ("you may pay {2} less")


@dataclass(frozen=True, slots=True)
class SubmitDeck:
    ruler: str
    main: tuple[str, ...]
    stones: tuple[str, ...]
    label: str = ""  # "starter faria" when a ready deck was asked for


@dataclass(frozen=True, slots=True)
class ChooseOrder:
    first: bool


@dataclass(frozen=True, slots=True)
class Mulligan:
    cards: tuple[int, ...]  # bottom order: the first named goes under first


@dataclass(frozen=True, slots=True)
class Pass:
    pass


@dataclass(frozen=True, slots=True)
class NoResponses:
    pass


@dataclass(frozen=True, slots=True)
class PassUntilChange:
    """Pass now and whenever priority comes back while the chase only resolves (F-REF-6): stops when
    something new goes on the chase, or the chase is empty."""


@dataclass(frozen=True, slots=True)
class Concede:
    pass


@dataclass(frozen=True, slots=True)
class Note:
    text: str


@dataclass(frozen=True, slots=True)
class CallStone:
    pass


@dataclass(frozen=True, slots=True)
class Judgment:
    pay: tuple[int, ...] | None = None  # stones to rest; None: the bot chooses when only one way exists


@dataclass(frozen=True, slots=True)
class ProduceWill:
    stones: tuple[int, ...]
    kinds: tuple[str, ...] = ()  # the attribute named for each stone (a dual stone gives the one named)


@dataclass(frozen=True, slots=True)
class Use:
    """Play a card or use an ability (F-REF-2): kind "play" (from hand or standby), "ability", "auto", "art"."""

    kind: str
    source: int
    pay: tuple[int, ...] | None = None
    costs: Costs = Costs()
    effects: tuple[Effect, ...] = ()
    art: str = ""
    from_standby: bool = False
    from_graveyard: bool = False  # [Remnant], or a card whose text allows it (declared)
    awaken: bool = False  # [Awakening]: its additional cost paid
    incarnation: tuple[int, ...] = ()  # [Incarnation]: the resonators banished instead of the will cost
    x: int = 0  # the value named for {X}
    targets: tuple[int, ...] = ()  # a scripted ability's chosen targets ("-> card; card"), or an addition's card
    ability: int = 0  # which of the card's scripted abilities (1-based among those of this use; 0: the first)


@dataclass(frozen=True, slots=True)
class ChooseTarget:
    """The targets of a triggered ability, chosen by its controller when it goes on the chase (F-CHASE-9);
    none: a "may" declined. ``banish``: the card a "may" ability's banish cost takes (Mordred)."""

    cards: tuple[int, ...]
    banish: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class OrderTriggers:
    """The order in which a player's simultaneous automatic abilities go on the chase (F-CHASE-8): the
    numbers of the asked list, the first going on first (so it resolves last)."""

    order: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class SetStandby:
    card: int
    pay: tuple[int, ...] | None = None


@dataclass(frozen=True, slots=True)
class Attack:
    attacker: int
    target: int | None  # a card uid, or None for the opponent
    pay: tuple[int, ...] | None = None  # [Mobilize] (F-AMB-23): the stones that pay; None: the bot chooses


@dataclass(frozen=True, slots=True)
class Forfeit:
    """A "battle" post with no attacker: a battle started and its attack forfeited (F-AMB-10)."""


@dataclass(frozen=True, slots=True)
class Block:
    blocker: int | None  # None: no block
    pay: tuple[int, ...] | None = None  # [Mobilize] (F-AMB-23)


@dataclass(frozen=True, slots=True)
class UseCoin:
    """[Energize] (F-AMB-16): banish a will coin to produce one will of an attribute it names."""

    kind: str = ""  # "" : the coin's only attribute


@dataclass(frozen=True, slots=True)
class Discard:
    cards: tuple[int, ...] = field(default_factory=tuple)


Action = (
    SubmitDeck | ChooseOrder | Mulligan | Pass | PassUntilChange | NoResponses | Concede | Note | CallStone | Judgment | ProduceWill | UseCoin
    | Use | SetStandby | Attack | Forfeit | Block | Discard | ChooseTarget
    | OrderTriggers
)


def _quick_init(cls: type[Any]) -> None:
    """Give a frozen dataclass an ``__init__`` that fills its slots through their descriptors, as
    :class:`cards.core.Event` does: the generated one calls ``object.__setattr__`` once per field (a Use has
    thirteen, and the scripted player builds one for every play and ability it tries). The same fields,
    defaults, keywords, equality and pickles."""
    scope: dict[str, Any] = {}
    params: list[str] = []
    body: list[str] = []
    for f in dataclasses.fields(cls):
        assert f.default_factory is dataclasses.MISSING, f"{cls.__name__}.{f.name}: a factory default"
        scope[f"_set_{f.name}"] = cls.__dict__[f.name].__set__
        if f.default is dataclasses.MISSING:
            params.append(f.name)
        else:
            scope[f"_d_{f.name}"] = f.default
            params.append(f"{f.name}=_d_{f.name}")
        body.append(f"    _set_{f.name}(self, {f.name})")
    exec(f"def __init__(self, {', '.join(params)}):\n" + "\n".join(body) + "\n", scope)  # this module's names only
    cls.__init__ = scope["__init__"]


for _cls in (Use, Costs, Effect, Attack):  # built per parse of a play, an ability or an attack
    _quick_init(_cls)

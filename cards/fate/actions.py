"""The moves a Master posts, as data. ``parser.py`` reads them from en/ru text and writes them back
in the canonical English syntax (``docs/fate.md``)."""

from __future__ import annotations

from dataclasses import dataclass, field

from .costs import CostPart


@dataclass(frozen=True, slots=True)
class PickServant:
    """Servant deal by free choice or draft (FA-SET-4): a Heroic Spirit and a Class, by DM."""

    spirit: str
    klass: str


@dataclass(frozen=True, slots=True)
class Place:
    """Ritual step: place one Mystic Code from the hand (FA-TURN-3)."""

    card: str


@dataclass(frozen=True, slots=True)
class Reveal:
    """Ritual step: reveal the face-down Servant and draw 2 (FA-TURN-3)."""


@dataclass(frozen=True, slots=True)
class Attack:
    """Battle step: the current Master's Servant attacks the Master named (FA-TURN-8)."""

    target: int


@dataclass(frozen=True, slots=True)
class EndTurn:
    """Ritual step: neither ritual nor attack; go to the end step (FA-TURN-4)."""


@dataclass(frozen=True, slots=True)
class Pass:
    """Close one's part of a response window (FA-REF-6), or accept leaving at 0 prana."""


@dataclass(frozen=True, slots=True)
class ChooseType:
    """Attack or response type: physical or magic (FA-BTLP-3, FA-BTLP-5)."""

    kind: str


@dataclass(frozen=True, slots=True)
class Discard:
    """Cards (by card id) discarded at the end step (FA-TURN-10) or for an effect."""

    cards: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Effect:
    """One generic action of a declared effect (FA-REF-4). ``target`` is a seat (None: the declarer).

    kinds: stat (stat, amount, until), prana (amount), state (card, value), draw (amount),
    discard (amount), take (amount), mark / unmark (text), cancel (amount = activation number),
    substitute (target replaced by ``other``), spells (amount < 0: Command Spells removed, FA-CS-5),
    note (text).
    """

    kind: str
    target: int | None = None
    stat: str = ""
    amount: int = 0
    until: str = "turn"
    card: str = ""
    value: str = ""
    text: str = ""
    other: int | None = None


@dataclass(frozen=True, slots=True)
class Activate:
    """A declared effect of a card (FA-REF-3): the card (``servant`` or a Mystic Code id), its tag,
    its cost and the generic actions. ``rest``/``discard`` name the cards that pay R(n)/E(n)."""

    card: str
    tag: str  # activated, permanent (declared by hand), or script (the card's own ability, abilities.py)
    cost: tuple[CostPart, ...] = ()
    effects: tuple[Effect, ...] = ()
    rest: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    ability: int = 0  # script: which of the card's [Activated] abilities (1-based; 0: the one usable now)
    named: int = -1  # script: the ability named by its printed name (its index on the card)
    target: int | None = None  # script: the Master a ``target:`` part chooses


@dataclass(frozen=True, slots=True)
class SpellUse:
    """One Command Spell use 1..5 (FA-CS-3); ``stat`` for use 2, ``mark`` for use 3, ``effects`` and
    ``cost`` (the printed cost, to refuse X) for use 4."""

    use: int
    stat: str = ""
    mark: str = ""
    effects: tuple[Effect, ...] = ()
    cost: tuple[CostPart, ...] = ()
    script: Activate | None = None  # use 4 on a scripted Servant: ``cs 4 Excalibur`` / ``cs 4 servant 2``


@dataclass(frozen=True, slots=True)
class Spells:
    """One or more Command Spell uses at once, resolved in order (FA-CS-2, FA-REF-7)."""

    uses: tuple[SpellUse, ...] = field(default_factory=tuple)


@dataclass(frozen=True, slots=True)
class PlayScene:
    """A Scene card from the hand into the Seat of the Grail, with its declared effect (FA-SET-8)."""

    card: str
    effects: tuple[Effect, ...] = ()
    target: int | None = None  # a scripted Scene card's chosen Master


@dataclass(frozen=True, slots=True)
class JudgeSet:
    """A judge's correction of a count the cards cannot reach (posted with ``/judge act`` for the Master):
    his prana, Command Spells (0 loses at once, FA-CS-5) or a special mark (FA-EFF-6)."""

    field: str  # prana, spells, mark, unmark
    value: int = 0
    text: str = ""


@dataclass(frozen=True, slots=True)
class Concede:
    """Leave the game (FA-WIN-5)."""


Action = (
    PickServant | Place | Reveal | Attack | EndTurn | Pass | ChooseType | Discard | Activate | Spells
    | PlayScene | JudgeSet | Concede
)

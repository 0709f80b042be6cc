"""What a post means, once parsed. Card references stay text until resolution time.

A Hard post may play, as its second card, a card the first one brought into the hand
(G-HARD-DOUBLE-5), so names are resolved against the hand at the moment each step resolves.
A hand position (``#3``) is fixed at parse time, against the hand as the post found it.
"""

from __future__ import annotations

from dataclasses import dataclass

CardRef = int | str  # a uid fixed at parse time (hand position), or a name to resolve later


@dataclass(frozen=True, slots=True)
class Choice:
    """One target of a card or leader, in resolution order: ``name [@row] [@own]``."""

    text: str
    row: str | None = None
    own: bool = False


@dataclass(frozen=True, slots=True)
class PlayCard:
    card: CardRef
    row: str | None = None
    own: bool = False  # a spy kept on the own half (G-SPY-5)
    choices: tuple[Choice, ...] = ()


@dataclass(frozen=True, slots=True)
class UseLeader:
    name: str | None = None
    row: str | None = None
    choices: tuple[Choice, ...] = ()


@dataclass(frozen=True, slots=True)
class Pass:
    pass


@dataclass(frozen=True, slots=True)
class HopeMove:
    """Hope of the Aen Seidhe: agile units change rows; a free action (G-LDR-HOPE-1, A-25)."""

    moves: tuple[Choice, ...]


Step = PlayCard | UseLeader | Pass | HopeMove


@dataclass(frozen=True, slots=True)
class Turn:
    """A post in the thread on one's turn: one or more steps, resolved left to right."""

    steps: tuple[Step, ...]


@dataclass(frozen=True, slots=True)
class Exchange:
    give: tuple[CardRef, ...]
    take: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Keep:
    card: str | None  # None: keep nothing


@dataclass(frozen=True, slots=True)
class Reveal:
    cards: tuple[CardRef, ...]


@dataclass(frozen=True, slots=True)
class First:
    player: str


@dataclass(frozen=True, slots=True)
class Revive:
    choices: tuple[Choice, ...]


@dataclass(frozen=True, slots=True)
class Take:
    """Destroyer of Worlds: the card chosen from the deck, told by DM (G-LDR-DESTROY-3)."""

    card: str


@dataclass(frozen=True, slots=True)
class SubmitDeck:
    faction: str
    leader: str | None
    cards: tuple[str, ...]  # names or sheet numbers
    ready: bool = False  # take the built-in deck for the faction


@dataclass(frozen=True, slots=True)
class Concede:
    """The poster gives up the match, at any moment, in or out of turn (issue 29)."""


Action = Turn | Exchange | Keep | Reveal | First | Revive | Take | SubmitDeck | Concede

"""What every game engine offers the judge, and nothing more.

The judge (``bot.judge``) is game-agnostic: it only talks to an engine through :class:`Game`.
An engine is pure: no discord, no database, no clock; randomness comes in as one seeded
``random.Random`` at setup. Hidden information is filtered by :meth:`Game.view`, so nobody
downstream has to remember to hide a hand.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol, runtime_checkable

Lang = Literal["en", "ru"]


@dataclass(frozen=True, slots=True)
class Audience:
    """Who may see an event or a view: everyone, one seat, or the judge only."""

    kind: Literal["public", "player", "judge"]
    seat: int | None = None

    @staticmethod
    def player(seat: int) -> Audience:
        return Audience("player", seat)

    def may_see(self, other: Audience) -> bool:
        """True if a reader with this audience may read something meant for ``other``."""
        if self.kind == "judge" or other.kind == "public":
            return True
        return self.kind == "player" and other.kind == "player" and self.seat == other.seat


PUBLIC = Audience("public")
JUDGE = Audience("judge")


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened, for one audience. ``kind`` plus ``data`` is rendered by the game."""

    kind: str
    audience: Audience = PUBLIC
    data: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Decision:
    """A decision the game is waiting for. Several may be pending at once (e.g. both exchanges)."""

    seat: int
    kind: str  # "turn", "exchange", "keep", "first", "reveal", "revive", ...
    private: bool = False  # True: ask by DM; False: ask in the match thread
    data: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Text:
    """A message in both languages; the judge picks one per reader."""

    en: str
    ru: str

    def __call__(self, lang: Lang) -> str:
        return self.ru if lang == "ru" else self.en


class IllegalMove(Exception):
    """A post that the rules refuse. The state is unchanged; ``text`` says why and what would work."""

    def __init__(self, en: str, ru: str | None = None, *, suggestions: Sequence[str] = ()) -> None:
        super().__init__(en)
        self.text = Text(en, ru if ru is not None else en)
        self.suggestions = tuple(suggestions)

    def message(self, lang: Lang = "en") -> str:
        return self.text(lang)


class NotAMove(IllegalMove):
    """The text is not a move at all (chat). The judge ignores it silently in the thread."""


@dataclass(frozen=True, slots=True)
class Result:
    """How a match ended: the winning seats (empty for a draw)."""

    winners: tuple[int, ...]
    draw: bool = False
    reason: str = ""


@runtime_checkable
class Game(Protocol):
    """The engine protocol the judge is written against.

    ``state`` objects are opaque to the judge. ``apply`` never mutates its input: it returns
    a new state, so undo is replay (or keeping the old object) and a rejected move changes nothing.
    """

    name: str

    def new_match(self, setup: Mapping[str, Any], rng: random.Random) -> tuple[Any, list[Event]]:
        """A new match and the events of its setup (e.g. hands dealt by DM when decks were given)."""
        ...

    def seats(self, state: Any) -> Sequence[str]: ...

    def pending(self, state: Any) -> Sequence[Decision]: ...

    def parse(self, state: Any, seat: int, text: str) -> Any: ...

    def apply(self, state: Any, seat: int, action: Any) -> tuple[Any, list[Event]]: ...

    def view(self, state: Any, audience: Audience) -> dict[str, Any]: ...

    def render_table(self, state: Any, audience: Audience, lang: Lang) -> str: ...

    def render_event(self, event: Event, lang: Lang) -> str | None: ...

    def result(self, state: Any) -> Result | None: ...

    def legal_posts(self, state: Any, seat: int) -> list[str]:
        """Posts that ``seat`` could make now (verified), for scripted players and autocomplete."""
        ...

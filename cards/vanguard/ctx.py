"""One action being applied: the working copy of the state, the catalogue and the events it emits."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cards.core import PUBLIC, Audience, Event, IllegalMove, Text

from .catalogue import CardDef, Catalogue
from .state import State
from .words import W


@dataclass
class Ctx:
    cat: Catalogue
    st: State
    events: list[Event] = field(default_factory=list)

    def emit(self, kind: str, audience: Audience = PUBLIC, **data: Any) -> None:
        self.events.extend(self.st.chance.drain())
        self.events.append(Event(kind, audience, data))

    def card(self, uid: int) -> CardDef:
        return self.cat.card(self.st.cards[uid])

    def names(self, uids: list[int]) -> list[str]:
        return [self.st.cards[u] for u in uids]


def refuse(key: str, **args: Any) -> IllegalMove:
    """A refusal in both languages from the package's messages (``err-*`` keys)."""
    return IllegalMove(W.text(key, **args))


def refuse_text(text: Text) -> IllegalMove:
    return IllegalMove(text)

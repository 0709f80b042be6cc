"""One action being applied: the working copy of the state, the catalogue and the events it emits."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from cards.core import PUBLIC, Audience, Event
from cards.kit.apply import emit
from cards.kit.words import refusal

from .catalogue import CardDef, Catalogue
from .state import State
from .words import WORDS


@dataclass
class Ctx:
    cat: Catalogue
    st: State
    events: list[Event] = field(default_factory=list)

    def emit(self, kind: str, audience: Audience = PUBLIC, **data: Any) -> None:
        emit(self.events, self.st.chance, kind, audience, **data)  # chance first (cards.kit.apply)

    def card(self, uid: int) -> CardDef:
        return self.cat.card(self.st.cards[uid])

    def names(self, uids: list[int]) -> list[str]:
        return [self.st.cards[u] for u in uids]


refuse = WORDS.refuse  # the kit's one refusal helper (``err-*`` keys)
refuse_text = refusal  # a refusal from a text already made

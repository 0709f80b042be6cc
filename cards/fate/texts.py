"""Words and events: every text a person reads comes from ``locales/{en,ru}/fate.ftl``."""

from __future__ import annotations

from typing import Any

from cards.core import PUBLIC, Audience, Event
from cards.kit.words import Words

from .catalogue import Catalogue

WORDS = Words(__file__)
MESSAGES = WORDS.messages
text = WORDS.text
say = WORDS.say
refuse = WORDS.refuse  # the kit's one refusal helper


def emit(events: list[Event], kind: str, audience: Audience = PUBLIC, /, **data: Any) -> None:
    events.append(Event(kind, audience, data))


def names(cat: Catalogue, cid: str) -> dict[str, str]:
    """A card's names for an event (render_event has no catalogue)."""
    c = cat.card(cid)
    return {"card": c.name_en, "card_ru": c.name_ru}

"""Words and events: every text a person reads comes from ``locales/{en,ru}/fate.ftl``."""

from __future__ import annotations

from typing import Any

from cards.core import PUBLIC, Audience, Event, IllegalMove, Text
from cards.i18n import messages_for

from .catalogue import Catalogue

MESSAGES = messages_for(__file__)


def text(key: str, **args: Any) -> Text:
    return MESSAGES.text(key, **args)


def say(key: str, lang: str, **args: Any) -> str:
    return MESSAGES(key, lang, **args)


def refuse(key: str, *, suggestions: tuple[str, ...] = (), **args: Any) -> IllegalMove:
    """A refusal: the reason (and what would be legal) in both languages."""
    return IllegalMove(MESSAGES.text(key, **args), suggestions=suggestions)


def emit(events: list[Event], kind: str, audience: Audience = PUBLIC, /, **data: Any) -> None:
    events.append(Event(kind, audience, data))


def names(cat: Catalogue, cid: str) -> dict[str, str]:
    """A card's names for an event (render_event has no catalogue)."""
    c = cat.card(cid)
    return {"card": c.name_en, "card_ru": c.name_ru}

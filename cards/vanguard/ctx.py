"""One action being applied: the working copy of the state, the catalogue and the events it emits."""

from __future__ import annotations

from typing import Any

from cards.core import PUBLIC, Audience, Event, set_event_audience, set_event_data, set_event_kind
from cards.kit.words import refusal

from .catalogue import CardDef, Catalogue
from .state import State
from .words import WORDS


class Ctx:
    """Made once an action (and once per CONT computation): a plain slotted class, not a dataclass, whose
    ``__init__`` sets three slots."""

    __slots__ = ("cat", "st", "events")

    def __init__(self, cat: Catalogue, st: State, events: list[Event] | None = None) -> None:
        self.cat = cat
        self.st = st
        self.events: list[Event] = [] if events is None else events

    def emit(self, kind: str, audience: Audience = PUBLIC, **data: Any) -> None:
        """:func:`cards.kit.apply.emit` written out (the chance decisions logged so far, then the event): an
        action emits several events, and the call through the kit repacked ``data`` into a second dict."""
        chance = self.st.chance
        if chance.log:
            self.events.extend(chance.drain())
        ev = _new_event(Event)  # Event(kind, audience, data) without its __init__'s frame: its three slots set
        set_event_kind(ev, kind)
        set_event_audience(ev, audience)
        set_event_data(ev, data)  # a new dict per call already (**data), as the __init__ would keep it
        self.events.append(ev)

    def card(self, uid: int) -> CardDef:
        return self.cat.card(self.st.cards[uid])

    def names(self, uids: list[int]) -> list[str]:
        return [self.st.cards[u] for u in uids]


_new_event = object.__new__  # Event(...) without its __init__'s frame: cards.core's set_event_* fill it (emit)

refuse = WORDS.refuse  # the kit's one refusal helper (``err-*`` keys)
refuse_text = refusal  # a refusal from a text already made

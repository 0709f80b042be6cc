"""Where an ``apply`` turns what happened into events, written once for every game.

A rule that decides something by chance (a shuffle, a die, a random card) logs it in the match's
:class:`cards.chance.Chance`; the decision becomes an event the moment the next event is emitted, so the
events read in the order things happened (the roll, then what the roll caused), and whatever is left is
drained when the action ends. A game's apply context (Gwent's ``Resolver``, Vanguard's and Force of
Will's ``Ctx``) emits through :func:`emit` and ends with :func:`finish`; it never drains chance itself.
"""

from __future__ import annotations

from typing import Any

from cards.chance import Chance
from cards.core import PUBLIC, Audience, Event, set_event_audience, set_event_data, set_event_kind

_new = object.__new__


def emit(events: list[Event], chance: Chance, kind: str, audience: Audience = PUBLIC, /, **data: Any) -> None:
    """Append the chance decisions logged so far, then the event ``kind`` for ``audience``."""
    if chance.log:
        events.extend(chance.drain())
    e = _new(Event)  # Event(kind, audience, data) without its __init__'s frame (a post emits several)
    set_event_kind(e, kind)
    set_event_audience(e, audience)
    set_event_data(e, data)  # **data: a new dict every call, as __init__ would keep
    events.append(e)


def finish(events: list[Event], chance: Chance) -> list[Event]:
    """The action's events with the chance decisions still logged appended: what ``apply`` returns."""
    if chance.log:
        events.extend(chance.drain())
    return events

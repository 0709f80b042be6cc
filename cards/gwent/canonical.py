"""The canonical text of an accepted Gwent action, as SAN is to python-chess.

The store logs it beside the raw post and replay reads it, so a renamed card in the spreadsheet or a
parser change does not break a live match. It is compact JSON over the action's dataclasses with a
type tag; a card named by the player is written as its catalogue id where the name means exactly one
card of the whole catalogue (the engine resolves ids like names), and as typed otherwise. A hand
position (``#3``) is already a card uid, fixed at parse time.
"""

from __future__ import annotations

import json
from dataclasses import MISSING, fields
from typing import Any

from cards.core import IllegalMove, MoveError

from .actions import (
    Action,
    Choice,
    Concede,
    Exchange,
    First,
    HopeMove,
    Keep,
    Pass,
    PlayCard,
    Reveal,
    Revive,
    SubmitDeck,
    Take,
    Turn,
    UseLeader,
)
from .catalogue import Catalogue

_TYPES: dict[str, type] = {
    t.__name__: t
    for t in (
        Choice,
        Concede,
        Exchange,
        First,
        HopeMove,
        Keep,
        Pass,
        PlayCard,
        Reveal,
        Revive,
        SubmitDeck,
        Take,
        Turn,
        UseLeader,
    )
}
# Fields that hold a card name (or names) the engine resolves against the catalogue.
_CARD_FIELDS = {
    ("PlayCard", "card"),
    ("Exchange", "take"),
    ("Keep", "card"),
    ("Reveal", "cards"),
    ("Take", "card"),
}


MAX_MEMO = 4096  # names kept per catalogue (the catalogue's own names are fewer)


def _card_id(cat: Catalogue, name: str) -> str:
    known = cat.canonical_ids.get(name)
    if known is not None:
        return known
    try:
        known = cat.resolve(name).id
    except MoveError:
        known = name
    if len(cat.canonical_ids) < MAX_MEMO:
        cat.canonical_ids[name] = known
    return known


def _encode(cat: Catalogue, value: Any, owner: str = "", field: str = "") -> Any:
    if isinstance(value, tuple):
        return [_encode(cat, v, owner, field) for v in value]
    if isinstance(value, str) and (owner, field) in _CARD_FIELDS:
        return _card_id(cat, value)
    name = type(value).__name__
    if name in _TYPES and isinstance(value, _TYPES[name]):
        out: dict[str, Any] = {}
        for f in fields(value):  # type: ignore[arg-type]  # one of _TYPES: a dataclass
            v = getattr(value, f.name)
            if f.default is MISSING or v != f.default:
                out[f.name] = _encode(cat, v, name, f.name)
        return {name: out}
    return value


def canonical(cat: Catalogue, action: Action) -> str:
    return json.dumps(_encode(cat, action), ensure_ascii=False, separators=(",", ":"), sort_keys=True)


def _decode(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_decode(v) for v in value)
    if isinstance(value, dict) and len(value) == 1:
        ((name, body),) = value.items()
        cls = _TYPES.get(name)
        if cls is not None and isinstance(body, dict):
            return cls(**{k: _decode(v) for k, v in body.items()})
    return value


def parse_canonical(text: str) -> Action:
    """The action a canonical text stands for; a text that is not one is refused by name."""
    try:
        action = _decode(json.loads(text))
    except (ValueError, TypeError) as exc:
        raise IllegalMove(
            f"Not a canonical Gwent action: {exc}", f"Это не каноническая запись хода: {exc}"
        ) from None
    if not isinstance(action, Turn | Exchange | Keep | Reveal | First | Revive | Take | SubmitDeck | Concede):
        raise IllegalMove("Not a canonical Gwent action.", "Это не каноническая запись хода.")
    return action

"""The Servant's scripted abilities (Heroic Spirit and Class skills, Noble Phantasms)."""

from __future__ import annotations

from .catalogue import Catalogue
from .state import State


def servant_usable(cat: Catalogue, s: State, seat: int, window: str) -> bool:
    """The Servant of ``seat`` has an [Activated] ability usable in ``window`` whose cost can be paid."""
    return False

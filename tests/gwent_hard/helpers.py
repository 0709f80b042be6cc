"""Builders for the HardGwent tests: a Hard position in, a readable table out.

A test builds a position with :func:`player` (Hard leaders default to all five of the faction,
G-DECK-HARD-2) / :func:`hard`, then drives :class:`Table` post by
post through ``GwentGame`` (the engine's own entry point). The table driver is the Classic suite's
(``tests/gwent/helpers.py``); only the Hard position builders live here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tests.gwent.helpers import A, B, Table, player, unit

__all__ = ["A", "B", "Table", "hard", "player", "unit"]


def hard(
    p1: Mapping[str, Any] | None = None,
    p2: Mapping[str, Any] | None = None,
    *,
    turn: int = 2,
    **extra: Any,
) -> dict[str, Any]:
    """A Hard scenario, by default at turn 2 (the double move binds) with Alice to move."""
    spec: dict[str, Any] = {
        "game": "gwent",
        "variant": "hard",
        "seed": 1,
        "turn": turn,
        "players": [dict(p1 or player(A)), dict(p2 or player(B, "nilfgaard"))],
    }
    spec.update(extra)
    return spec

"""Counterfactual private answers (issue 25): another Servant from the same offer (FA-SET-4: the table hears
only that a Master has picked; FA-OVR-4 keeps the Heroic Spirit and Class face down)."""

from __future__ import annotations

from typing import Any

from cards.kit.alternatives import legal_others, spread

from .state import State


def private_alternatives(game: Any, s: State, seat: int, text: str) -> list[str]:
    if not any(d.seat == seat and d.kind == "servant" for d in game.pending(s)):
        return []
    picks = [p for p in game.legal_posts(s, seat) if p.startswith("servant ") and p != text]
    return legal_others(text, spread(picks), lambda post: game.play(s, seat, post))

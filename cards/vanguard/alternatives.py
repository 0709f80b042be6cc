"""Counterfactual private answers (issue 25): another mulligan of as many cards (V-SETUP-4 shows only how
many). The deck has one ready answer (the trial deck) and G assist's take is public (V-GA-3)."""

from __future__ import annotations

from typing import Any

from cards.core import MoveError
from cards.kit.alternatives import as_many, legal_others

from . import engine
from .actions import Mulligan
from .state import State


def private_alternatives(game: Any, st: State, seat: int, text: str) -> list[str]:
    if not any(s == seat and kind == "mulligan" for s, kind, _ in engine.raw_pending(st)):
        return []
    try:
        action = game.parse(st, seat, text)
    except MoveError:
        return []
    if not isinstance(action, Mulligan):
        return []
    hand = [game.cat.card(st.cards[u]).name_en for u in st.sides[seat].hand]
    return legal_others(text, as_many("mulligan", hand, len(action.cards), " + "),
                        lambda post: game.play(st, seat, post))

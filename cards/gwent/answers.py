"""Gwent's routine answers offered as buttons on a prompt (:meth:`cards.core.BaseGame.quick_answers`)."""

from __future__ import annotations

from typing import Any

from cards.core import Decision, QuickAnswer, Text


def quick_answers(game: Any, state: Any, decision: Decision) -> list[QuickAnswer]:
    """Pass on a turn; no exchange, no keep, no revive; who goes first (Scoia'tael)."""
    kind = decision.kind
    if kind == "turn":
        return [QuickAnswer(Text("Pass", "Пас"), "pass")]
    if kind == "exchange":
        return [QuickAnswer(Text("Keep my hand", "Оставить руку"), "exchange none")]
    if kind == "keep":
        return [QuickAnswer(Text("Keep none", "Ничего не оставлять"), "keep none")]
    if kind == "revive":
        return [QuickAnswer(Text("Revive none", "Никого не воскрешать"), "revive none")]
    if kind == "first":
        me, other = state.sides[decision.seat].name, state.sides[1 - decision.seat].name
        return [
            QuickAnswer(Text("I go first", "Хожу первым"), "first me"),
            QuickAnswer(Text(f"{other} goes first"[:80], f"Первым ходит {other}"[:80]), f"first {other}"),
        ] if me != other else [QuickAnswer(Text("I go first", "Хожу первым"), "first me")]
    return []

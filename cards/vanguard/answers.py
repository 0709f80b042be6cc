"""Vanguard's routine answers offered as buttons on a prompt (:meth:`cards.core.BaseGame.quick_answers`)."""

from __future__ import annotations

from typing import Any

from cards.core import Decision, QuickAnswer, Text


def quick_answers(game: Any, state: Any, decision: Decision) -> list[QuickAnswer]:
    """The trial deck, no mulligan, no guard, take nothing from G assist, end the phase."""
    kind = decision.kind
    if kind == "deck":
        return [QuickAnswer(Text("Trial deck", "Пробная колода"), "deck trial")]
    if kind == "mulligan":
        return [QuickAnswer(Text("Keep my hand", "Оставить руку"), "mulligan none")]
    if kind == "guard":
        return [QuickAnswer(Text("No guard", "Без защиты"), "no guard")]
    if kind == "ga_take":
        return [QuickAnswer(Text("Take none", "Не брать"), "take none")]
    if kind in ("ride", "stride", "main", "battle"):
        return [QuickAnswer(Text("End the phase", "Конец фазы"), "end")]
    return []

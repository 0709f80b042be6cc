"""Force of Will's routine answers offered as buttons on a prompt (:meth:`cards.core.BaseGame.quick_answers`)."""

from __future__ import annotations

from typing import Any

from cards.core import Decision, QuickAnswer, Text


def quick_answers(game: Any, state: Any, decision: Decision) -> list[QuickAnswer]:
    """A starter deck, first or second, no mulligan, no block, a priority pass (F-CHASE-5)."""
    kind = decision.kind
    if kind == "deck":
        return [
            QuickAnswer(Text("Starter deck: Faria", "Стартовая колода: Фария"), "deck starter faria"),
            QuickAnswer(Text("Starter deck: Melgis", "Стартовая колода: Мелгис"), "deck starter melgis"),
        ]
    if kind == "first_or_second":
        return [
            QuickAnswer(Text("Go first", "Хожу первым"), "first"),
            QuickAnswer(Text("Go second", "Хожу вторым"), "second"),
        ]
    if kind == "mulligan":
        return [QuickAnswer(Text("Keep my hand", "Оставить руку"), "mulligan none")]
    if kind == "block":
        return [QuickAnswer(Text("No block", "Без блока"), "no block")]
    if kind == "priority":
        return [QuickAnswer(Text("Pass", "Пас"), "pass")]
    return []


def quick_choices(game: Any, state: Any, decision: Decision) -> list[QuickAnswer]:
    """An ability's target (F-CHASE), the blocker (F-BTL-5): a select menu when there are few."""
    from cards.kit.choices import few

    if decision.kind in ("target", "pick"):
        return few(game, state, decision, ("target",))
    if decision.kind == "block":
        return few(game, state, decision, ("block",))
    return []

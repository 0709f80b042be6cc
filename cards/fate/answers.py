"""Fate/Ace Royal's routine answers offered as buttons on a prompt (:meth:`cards.core.BaseGame.quick_answers`)."""

from __future__ import annotations

from typing import Any

from cards.core import Decision, QuickAnswer, Text


def quick_answers(game: Any, state: Any, decision: Decision) -> list[QuickAnswer]:
    """Physical or magic; pass in a battle window; stay at 0 prana; end the turn."""
    kind = decision.kind
    if kind in ("attack_type", "response_type"):
        return [
            QuickAnswer(Text("Physical", "Физическая"), "physical"),
            QuickAnswer(Text("Magic", "Магическая"), "magic"),
        ]
    if kind in ("battle_pass", "prana_zero"):
        return [QuickAnswer(Text("Pass", "Пас"), "pass")]
    if kind == "turn":
        return [QuickAnswer(Text("End", "Конец"), "end")]
    return []


def quick_choices(game: Any, state: Any, decision: Decision) -> list[QuickAnswer]:
    """The Master to attack on the ritual step (FA-BTL): a select menu of the opponents in the game."""
    from cards.kit.choices import few

    if decision.kind == "turn":
        return few(game, state, decision, ("attack",))
    return []

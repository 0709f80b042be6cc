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


def quick_choices(game: Any, state: Any, decision: Decision) -> list[QuickAnswer]:
    """An ability's few targets (the rear-guard to retire, the unit to power up), a card to take from
    G assist, a unit to soul-ride: a select menu when there are few."""
    from cards.kit.choices import few

    kind = decision.kind
    if kind in ("ability", "ability_dm"):
        return few(game, state, decision, ("yes",))
    if kind == "ga_take":
        return few(game, state, decision, ("take",), skip=("take none",))
    if kind == "soul_ride":
        return few(game, state, decision, ("ride",))
    return []

"""What the judge asks each player for, and the private hand view (``/hand``), in English and Russian."""

from __future__ import annotations

from typing import Any

from cards.core import Decision, Lang
from cards.i18n import messages_for

from .catalogue import Catalogue
from .model import FACTION_NAMES, PLAYABLE_FACTIONS
from .render import hand_line
from .state import State

M = messages_for(__file__)
KINDS = ("turn", "exchange", "keep", "first", "revive", "reveal", "take", "deck")


def decision_prompt(cat: Catalogue, decision: Decision, lang: Lang) -> str:
    i = 1 if lang == "ru" else 0
    if decision.kind == "deck":
        factions = ", ".join(FACTION_NAMES[f][i] for f in PLAYABLE_FACTIONS)
        return M("ask-deck", lang, factions=factions)
    if decision.kind == "reveal":
        return M("ask-reveal", lang, count=int(decision.data.get("count", 3)))
    if decision.kind == "turn" and decision.data.get("unlimited"):
        return M("ask-turn-unlimited", lang)
    if decision.kind in KINDS:
        return M(f"ask-{decision.kind}", lang)
    return decision.kind


def hand_text(cat: Catalogue, state: State, seat: int, lang: Lang) -> str:
    ru = lang == "ru"
    side = state.sides[seat]

    def info(u: int) -> dict[str, Any]:
        return cat.card(state.cards[u]).facts()

    lines = [M("hand-title", lang, count=len(side.hand))]
    lines += [f"{i}. {hand_line(info(u), lang)}" for i, u in enumerate(side.hand, 1)] or ["—"]
    if side.offer and not side.exchanged:
        lines.append(M("hand-offer", lang, limit=state.variant.exchange_limit))
        lines += [f"- {hand_line(info(u), lang)}" for u in side.offer]
    if side.leaders:
        left = [cat.card(lid) for lid in side.leaders if lid not in side.leaders_used]
        names = ", ".join((d.name_ru or d.name_en) if ru else d.name_en for d in left) or "—"
        lines.append(M("hand-leaders", lang, names=names))
    if side.pending_draws:
        lines.append(M("hand-pending", lang, count=side.pending_draws))
    return "\n".join(lines)

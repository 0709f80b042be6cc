"""What the judge asks each player for, and the private hand view (``/hand``), in English and Russian."""

from __future__ import annotations

from typing import Any

from cards.core import Decision, Lang

from .catalogue import Catalogue
from .model import FACTION_NAMES, PLAYABLE_FACTIONS
from .render import hand_line
from .state import State

PROMPTS: dict[str, tuple[str, str]] = {
    "turn": ("your move", "ваш ход"),
    "exchange": (
        "your exchange: `exchange <hand cards> for <offered cards>` (e.g. `exchange #2, #5 for Scorch, Ghoul`) "
        "or `exchange none`",
        "обмен: `обмен <карты из руки> на <предложенные карты>` (например `обмен #2, #5 на Казнь, Гуль`) "
        "или `обмен нет`",
    ),
    "keep": (
        "which unit stays on the field: `keep <card>` or `keep none`",
        "какой отряд остаётся: `оставить <карта>` или `оставить нет`",
    ),
    "first": (
        "who moves first: `first <player>` or `first me`",
        "кто ходит первым: `первым <игрок>` или `первым я`",
    ),
    "revive": (
        "the Skellige revive: `revive <card>, <card>` (add @row for agile units) or `revive none`",
        "воскрешение Скеллиге: `воскресить <карта>, <карта>` (для проворных — @ряд) или `воскресить нет`",
    ),
    "reveal": (
        "the cards you reveal, in the thread: `reveal <card>, …`",
        "какие карты показать, в теме: `показать <карта>, …`",
    ),
    "take": (
        "the card you take from your deck, by DM: `take <card>`",
        "карта из колоды, в ЛС: `взять <карта>`",
    ),
}


def decision_prompt(cat: Catalogue, decision: Decision, lang: Lang) -> str:
    i = 1 if lang == "ru" else 0
    if decision.kind == "deck":
        factions = ", ".join(FACTION_NAMES[f][i] for f in PLAYABLE_FACTIONS)
        if lang == "ru":
            return (
                "ваша колода. Напишите `колода <фракция>; лидер <имя>; <карты через запятую>` — названиями или номерами "
                "из листа фракции справочника (можно `1-20`, `Гуль x3`), не меньше 22 боевых и не больше 10 специальных; "
                f"или `колода <фракция> готовая`; или пришлите заполненный лист «(2)» справочника. Фракции: {factions}."
            )
        return (
            "your deck. Write `deck <faction>; leader <name>; <cards, comma-separated>` — names or numbers from the "
            "faction's sheet of the reference (`1-20` and `Ghoul x3` work), at least 22 units and at most 10 specials; "
            f"or `deck <faction> ready`; or upload the filled '(2)' sheet of the reference. Factions: {factions}."
        )
    if decision.kind == "reveal":
        n = decision.data.get("count", 3)
        return (
            f"покажите {n} карт(ы) из руки в теме: `показать <карта>, …`"
            if lang == "ru"
            else f"reveal {n} cards of your hand in the thread: `reveal <card>, …`"
        )
    en, ru = PROMPTS.get(decision.kind, (decision.kind, decision.kind))
    if decision.kind == "turn":
        n = 0 if decision.data.get("unlimited") else None
        if n == 0:
            en += " — any number of cards (`a + b + …`), the opponent has passed"
            ru += " — любое число карт (`a + b + …`), противник спасовал"
    return ru if lang == "ru" else en


def hand_text(cat: Catalogue, state: State, seat: int, lang: Lang) -> str:
    ru = lang == "ru"
    side = state.sides[seat]

    def info(u: int) -> dict[str, Any]:
        return cat.card(state.cards[u]).facts()

    lines = [("Ваша рука" if ru else "Your hand") + f" ({len(side.hand)}):"]
    lines += [f"{i}. {hand_line(info(u), lang)}" for i, u in enumerate(side.hand, 1)] or ["—"]
    if side.offer and not side.exchanged:
        lines.append("Предложено для обмена:" if ru else "Offered for the exchange:")
        lines += [f"- {hand_line(info(u), lang)}" for u in side.offer]
    if side.leaders:
        left = [cat.card(lid) for lid in side.leaders if lid not in side.leaders_used]
        label = "Лидеры" if ru else "Leaders"
        names = ", ".join((d.name_ru or d.name_en) if ru else d.name_en for d in left) or "—"
        lines.append(f"{label}: {names}")
    if side.pending_draws:
        lines.append(
            f"(+{side.pending_draws} после хода)" if ru else f"(+{side.pending_draws} after the post)"
        )
    return "\n".join(lines)

"""``/card`` for Gwent (issue 29): names to autocomplete, a card's facts in words, and its face drawn."""

from __future__ import annotations

from typing import Any

from cards.core import Lang
from cards.i18n import messages_for
from cards.kit.cardface import CardLookup, Page
from cards.kit.names import fold_cached

from .model import AGILE, FACTION_NAMES, CardDef

M = messages_for(__file__)


def _cards(game: Any) -> list[CardDef]:
    return sorted(game.cat.cards.values(), key=lambda d: (d.name_en, d.id))


def card_names(game: Any, lang: Lang) -> list[str]:
    seen: dict[str, None] = {}
    for d in _cards(game):
        seen.setdefault((d.name_ru or d.name_en) if lang == "ru" else d.name_en, None)
    return list(seen)


def _find(game: Any, name: str) -> CardDef | None:
    key = fold_cached(name)  # the kit's one rule for names (cards.kit.names)
    for d in _cards(game):
        if key in (fold_cached(d.name_en), fold_cached(d.name_ru or ""), fold_cached(d.id)):
            return d
    return None


def _facts(d: CardDef, lang: Lang) -> list[str]:
    lines = [M("card-faction", lang, faction=FACTION_NAMES[d.faction][1 if lang == "ru" else 0])]
    lines.append(M(f"card-kind-{d.kind.value}", lang))
    if d.strength is not None:
        lines.append(M("card-strength", lang, strength=d.strength))
    if d.row:
        row = M("card-agile", lang) if d.row == AGILE else M(f"row-short-{d.row}", lang)
        lines.append(M("card-row", lang, row=row))
    words = [M(f"ability-{a}", lang) if M.has(f"ability-{a}") else a for a in sorted(d.abilities) if a != AGILE]
    if words:
        lines.append(M("card-abilities", lang, abilities=", ".join(words)))
    return lines


def _page(game: Any, d: CardDef, lang: Lang) -> Page:
    title = (d.name_ru or d.name_en) if lang == "ru" else d.name_en
    facts = _facts(d, lang)
    badge = str(d.strength) if d.strength is not None else ""
    return Page(title, d.id, facts, badge=badge, hero=d.is_hero, face_facts=facts)


_LOOKUP = CardLookup(_find, _page)
describe = _LOOKUP.describe
face = _LOOKUP.face

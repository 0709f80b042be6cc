"""``/card`` for Vanguard (issue 29): the server's sheet's names to autocomplete, a card's facts from its
row (a fact the source did not give is said to be unverified, never guessed) and its abilities in the words
the engine generates from its script (:func:`cards.vanguard.render.abilities_text`), and its face drawn."""

from __future__ import annotations

import re
from typing import Any

from cards.core import IllegalMove, Lang
from cards.i18n import messages_for
from cards.kit.cardface import CardLookup, Page, unique_names
from cards.kit.names import fold_cached

from .catalogue import CardDef

M = messages_for(__file__)


def card_names(game: Any, lang: Lang) -> list[str]:
    """Every deckable card's name; two different cards of one name (V-BT01 and V-SS09's Alfred) are
    told apart by their numbers."""
    cards = game.cat.deckable()
    seen: dict[str, int] = {}
    for c in cards:
        seen[c.name(lang)] = seen.get(c.name(lang), 0) + 1
    return unique_names(f"{c.name(lang)} ({c.number})" if seen[c.name(lang)] > 1 and c.number else c.name(lang)
                        for c in cards)


def _find(game: Any, name: str) -> CardDef | None:
    """By name, number or unique prefix; "Name (number)" by its number; a name shared by different cards
    gives the first printed."""
    text = name
    numbered = re.fullmatch(r"(.+?)\s*\(([^()]+)\)", text)
    for attempt in ((numbered.group(2), text) if numbered else (text,)):
        try:
            return game.cat.resolve(attempt)  # type: ignore[no-any-return]
        except (IllegalMove, KeyError):
            continue
    key = fold_cached(text)
    same = [c for c in game.cat.cards.values() if key in (fold_cached(c.name_en), fold_cached(c.name_ru))]
    return min(same, key=lambda c: c.number or c.id) if same else None


def _fact(d: CardDef, fact: str, text: str, lang: Lang) -> str:
    return M("lookup-unverified", lang, fact=text) if fact in d.unknown else text


def facts(d: CardDef, lang: Lang) -> list[str]:
    out = [M("lookup-grade", lang, grade=d.grade)]
    out.append(M("lookup-stats", lang, power=str(d.power), shield=str(d.shield)))
    out.append(_fact(d, "critical", M("lookup-critical", lang, critical=d.critical), lang))
    if d.trigger and d.trigger != "unknown":
        out.append(_fact(d, "trigger", M(f"trigger-{d.trigger}", lang) if M.has(f"trigger-{d.trigger}")
                         else d.trigger, lang))
    elif "trigger" in d.unknown or d.trigger == "unknown":
        out.append(M("lookup-unverified", lang, fact=M("lookup-trigger", lang)))
    if d.skill:
        out.append(M(f"lookup-skill-{d.skill.replace('_', '-')}", lang))
    if d.gift:
        out.append(_fact(d, "gift", M(f"gift-{d.gift}", lang), lang))
    if d.sentinel:
        out.append(M("lookup-sentinel", lang))
    kind = M(f"lookup-type-{d.unit_type.replace('_', '-')}", lang)
    out.append(_fact(d, "unit_type", kind, lang))
    group = " · ".join(x for x in (d.clan, d.nation, d.race) if x)
    if group:
        out.append(group)
    return out


def abilities(game: Any, d: CardDef, lang: Lang) -> list[str]:
    from .render import abilities_text

    if d.abilities:
        return abilities_text(game.cat, d.id, lang)
    return [M("lookup-vanilla" if d.scripted else "lookup-unscripted", lang)]


def _page(game: Any, d: CardDef, lang: Lang) -> Page:
    return Page(d.name(lang), d.number or d.id, facts(d, lang), abilities(game, d, lang), badge=f"{d.power // 1000}k")


_LOOKUP = CardLookup(_find, _page)
describe = _LOOKUP.describe
face = _LOOKUP.face

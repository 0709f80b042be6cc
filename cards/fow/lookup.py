"""``/card`` for Force of Will (issue 29): the server's sheet's names to autocomplete, a card's facts from
its row, its abilities in the words the engine generates from its script (:func:`cards.fow.abilities.words_of`,
the shared ability language), and its face drawn."""

from __future__ import annotations

from typing import Any

from cards.core import Lang
from cards.kit.cardface import CardLookup, Page, catalogue_names

from .catalogue import CardDef
from .text import M

card_names = catalogue_names  # every card's name once (the kit's)


def _find(game: Any, name: str) -> CardDef | None:
    cid = game.cat.lookup(name)
    return game.cat.card(cid) if cid else None


def _word(key: str, lang: Lang, fallback: str) -> str:
    return M(key, lang) if M.has(key, lang) else fallback


def facts(d: CardDef, lang: Lang) -> list[str]:
    kind = _word("type-" + d.type.lower().replace(" ", "-"), lang, d.type)
    kind = kind[:1].upper() + kind[1:]
    out = [f"{kind} ({d.subtype})" if d.subtype else kind]
    attributes = ", ".join(_word(f"word-{a}", lang, a) for a in d.attributes)
    if attributes:
        out.append(M("lookup-attribute", lang, attributes=attributes))
    if d.cost.total or d.cost.x:
        out.append(M("lookup-cost", lang, cost=d.cost.text()))
    if d.is_jr:
        out.append(M("lookup-atk-def", lang, atk=str(d.atk or 0), defence=str(d.def_ or 0)))
    if d.race:
        out.append(M("lookup-race", lang, race=d.race))
    kws = sorted(k for k in d.keywords if k != "God's Art")
    if kws:
        out.append(", ".join(_word("kw-" + k.lower().replace(" ", "-").replace("'", ""), lang, k) for k in kws))
    if d.judgment_cost is not None and (d.judgment_cost.total or d.judgment_cost.x) and d.j_ruler:
        out.append(M("lookup-judgment", lang, cost=d.judgment_cost.text()))
    if d.set:
        out.append(M("lookup-set", lang, set=d.set))
    return out


def abilities(game: Any, d: CardDef) -> dict[str, list[str]]:
    from .abilities import words_of

    said = [words_of(game.cat, d.id, i) for i in range(len(game.cat.script(d.id)))]
    return {lang: [w[lang] for w in said] for lang in ("en", "ru")}


def _abilities(game: Any, d: CardDef, lang: Lang) -> list[str]:
    said = abilities(game, d)["ru" if lang == "ru" else "en"]
    return said or [M("card-no-script", lang) if not d.keywords else M("lookup-keywords-only", lang)]


def _page(game: Any, d: CardDef, lang: Lang) -> Page:
    badge = f"{d.atk}/{d.def_}" if d.is_jr and d.atk is not None else (d.cost.text() if d.cost.total else "")
    shown = facts(d, lang)
    return Page(d.name(lang), d.id, shown, _abilities(game, d, lang), badge=badge, face_facts=shown[:5])


_LOOKUP = CardLookup(_find, _page)
describe = _LOOKUP.describe
face = _LOOKUP.face

"""``/card`` for Fate/Ace Royal (issue 29): the server's sheet's names to autocomplete, a card's facts from
its row (house values, which no public source gives, marked ``*`` as on the table), its abilities in the
words the engine generates from its script (the shared ability language, with Fate's die faces), and its
face drawn."""

from __future__ import annotations

from typing import Any

from cards.core import Lang
from cards.kit.cardface import CardLookup, Page, catalogue_names

from .catalogue import STATS, Card
from .costs import cost_text
from .script import say_ability
from .texts import MESSAGES as M

card_names = catalogue_names  # every card's name once (the kit's)


def _find(game: Any, name: str) -> Card | None:
    return game.cat.find(name)  # type: ignore[no-any-return]


def _house(c: Card, fact: str) -> str:
    return "*" if fact in c.house else ""


def facts(c: Card, lang: Lang) -> list[str]:
    out = [M(f"lookup-kind-{c.kind.replace('_', '-')}", lang) + _house(c, "card")]
    if c.kind in ("spirit", "class"):
        stats = ", ".join(f"{M('stat-' + s, lang)} {c.stat(s):+d}" if c.kind == "class" else
                          f"{M('stat-' + s, lang)} {c.stat(s)}" for s in STATS)
        out.append(stats + _house(c, "stats"))
    if c.classes:
        out.append(M("lookup-classes", lang, classes=", ".join(c.classes)))
    if c.skills:
        out.append(", ".join(M(f"lookup-skill-{s.replace('_', '-')}", lang) for s in sorted(c.skills))
                   + _house(c, "skills"))
    if c.kind in ("mystic_code", "scene"):
        if c.cost:
            out.append(M("lookup-cost", lang, cost=cost_text(c.cost)))
        if c.copies > 1:
            out.append(M("lookup-copies", lang, count=c.copies))
    if c.house:
        out.append(M("lookup-house", lang))
    return out


def abilities(game: Any, c: Card, lang: Lang) -> list[str]:
    def name_of(name: str, lg: str) -> str:
        found = game.cat.find(name)
        return found.name(lg) if found is not None else name

    said = []
    for i, ability in enumerate(c.abilities):
        words = say_ability(ability, lang, name_of)
        title = c.ability_name(i, lang)
        said.append(f"{title}: {words}" if title else words)
    if said:
        return said
    return [M("lookup-no-abilities" if c.scripted else "lookup-unscripted", lang) + _house(c, "abilities")]


def _page(game: Any, c: Card, lang: Lang) -> Page:
    said = facts(c, lang)
    shown = [f for f in said if not f.startswith("*")]  # the house legend is for the text answer
    return Page(c.name(lang), c.id, said, abilities(game, c, lang), badge=cost_text(c.cost) if c.cost else "",
                face_facts=shown[:4])


_LOOKUP = CardLookup(_find, _page)
describe = _LOOKUP.describe
face = _LOOKUP.face

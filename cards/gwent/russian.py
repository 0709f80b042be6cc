"""A scripted player's post in Russian words (the demo in Russian, issue 29).

The scripted players choose canonical English posts (:mod:`cards.gwent.legal`); a Russian player writes
the same move with the Russian keywords, rows and card names the parser reads. :meth:`GwentGame.post_in`
keeps the Russian post only when it leads to the very same table as the English one.
"""

from __future__ import annotations

import functools
import re

from .catalogue import Catalogue
from .model import FACTION_NAMES, Faction

KEYWORDS = {
    "pass": "пас",
    "exchange": "меняю",
    "first": "первым",
    "keep": "оставляю",
    "revive": "воскрешаю",
    "reveal": "показываю",
    "take": "беру",
    "leader": "лидер",
    "deck": "колода",
}
WORDS = {  # the words after a keyword or a ">" that are not card names
    "none": "нет",
    "for": "на",
    "ready": "готовая",
    "rain": "ливень",
    "fog": "мгла",
    "frost": "мороз",
    "clear": "ясное небо",
    "both": "оба",
    "own": "свой",
    "opponent": "противник",
}
ROWS = {"close": "ближний", "ranged": "стрелковый", "siege": "осадный", "own": "свой"}

_FACTIONS = {f.value for f in Faction}
_ROW = re.compile(r"@(\w+)")


@functools.lru_cache(maxsize=4)
def _names(cat: Catalogue) -> dict[str, str]:
    """English card name → Russian, and a leader's short name (after "Eredin: ") too."""
    out: dict[str, str] = {}
    for d in cat.cards.values():
        if not d.name_ru:
            continue
        out.setdefault(d.name_en, d.name_ru)
        if ": " in d.name_en and ": " in d.name_ru:
            out.setdefault(d.name_en.split(": ")[-1], d.name_ru.split(": ")[-1])
    return out


def russian_post(cat: Catalogue, text: str) -> str:
    """``text`` (a canonical English post) in Russian words; parts it does not know stay as they are."""
    names = _names(cat)

    def name(part: str) -> str:
        part = part.strip()
        if not part:
            return part
        head, _, mods = part.partition("@")
        head = head.strip()
        word = WORDS.get(head.lower()) or names.get(head, head)
        rows = " ".join(f"@{ROWS.get(r, r)}" for r in _ROW.findall("@" + mods)) if mods else ""
        return f"{word} {rows}".strip()

    def choices(tail: str) -> str:
        return ", ".join(name(c) for c in tail.split(","))

    def step(s: str) -> str:
        s = s.strip()
        head, arrow, tail = s.partition(" > ")
        words = head.split(" ", 1)
        if words[0] == "leader":
            out = KEYWORDS["leader"] + (" " + name(words[1]) if len(words) > 1 else "")
        else:
            out = name(head)
        return f"{out} > {choices(tail)}" if arrow else out

    first, _, rest = text.partition(" ")
    if first == "pass" and not rest:
        return KEYWORDS["pass"]
    if first == "exchange":
        if rest == "none":
            return "без обмена"
        give, _, take = rest.partition(" for ")
        return f"{KEYWORDS['exchange']} {give} на {choices(take)}"
    if first == "first":
        return f"{KEYWORDS['first']} {rest}"
    if first in ("keep", "revive", "take"):
        return f"{KEYWORDS[first]} {choices(rest)}"
    if first == "reveal":
        return f"{KEYWORDS['reveal']} {rest}"
    if first == "deck":
        faction, _, ready = rest.partition(" ")
        if faction in _FACTIONS:
            faction = FACTION_NAMES[Faction(faction)][1]
        return f"{KEYWORDS['deck']} {faction} {WORDS.get(ready, ready)}".strip()
    return " + ".join(step(s) for s in text.split(" + "))

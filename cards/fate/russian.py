"""A scripted Master's post in Russian words (the demo in Russian, issue 29).

The scripted players choose canonical English posts (:mod:`cards.fate.legal`); a Russian player writes
the same move with the Russian keywords and card names of ``docs/fate.md``. :meth:`FateGame.post_in`
keeps the Russian post only when it parses to the very same action.
"""

from __future__ import annotations

import functools
import re

from .catalogue import Catalogue

KEYWORDS = {
    "servant": "слуга", "place": "разместить", "reveal": "раскрыть", "attack": "атака", "end": "конец",
    "pass": "пас", "physical": "физическая", "magic": "магическая", "discard": "сбросить", "cs": "кз",
    "activate": "активировать", "scene": "сцена", "concede": "сдаюсь",
}
WORDS = {"patk": "фатк", "pdef": "фзащ", "matk": "матк", "mdef": "мзащ", "servant": "слуга", "cost": "цена"}

_NAMED = re.compile(r"^(activate|place|scene|discard)\s+(.+?)(\s+@\S+)?$")


@functools.lru_cache(maxsize=4)
def _names(cat: Catalogue) -> dict[str, str]:
    return {c.name_en: c.name_ru for c in cat.cards.values() if c.name_ru}


def russian_post(cat: Catalogue, text: str) -> str:
    """``text`` (a canonical English post) in Russian words; parts it does not know stay as they are."""
    names = _names(cat)
    if " + " in text:
        return " + ".join(russian_post(cat, part) for part in text.split(" + "))
    found = _NAMED.match(text)
    if found and not found.group(2).startswith("servant"):
        key, body, at = found.groups()
        body = ", ".join(names.get(n.strip(), n.strip()) for n in body.split(","))
        return f"{KEYWORDS[key]} {body}{at or ''}"
    if text.startswith("servant ") and "/" in text:
        spirit, _, cls = text.removeprefix("servant ").partition("/")
        return f"{KEYWORDS['servant']} {names.get(spirit.strip(), spirit.strip())} / {names.get(cls.strip(), cls.strip())}"
    words = text.split(" ")
    head = KEYWORDS.get(words[0], words[0])
    if words[0] == "attack":
        return " ".join([head, *words[1:]])  # a Master's name stays as it is
    return " ".join([head, *(WORDS.get(w, w) for w in words[1:])])

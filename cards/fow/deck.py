"""Deck lists and deck construction (§3): every problem found in one answer (F-DECK-6).

A list is one card a line (or separated by ";"), with a count in front ("4 Blessed Holy Wolf",
"4x …") or after ("… x4"); optional section headers "ruler:", "main:", "stones:" (ru "правитель:",
"колода:", "камни:"); without headers each card goes where its type belongs. "starter faria" (ru
"стартовая фария") asks for a ready deck.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from cards.core import IllegalMove, Text
from cards.kit.decklist import deck_line, deck_lines
from cards.kit.options import default
from cards.kit.problems import SUGGEST, listing
from cards.kit.words import did_you_mean

from .actions import SubmitDeck
from .catalogue import Catalogue
from .ctx import names
from .options import OPTIONS
from .text import T

MAX_DECK_TEXT = 6000
SECTION_WORDS = {
    "ruler": "ruler", "правитель": "ruler",
    "main": "main", "main deck": "main", "колода": "main", "основная": "main", "основная колода": "main",
    "stones": "stones", "stone deck": "stones", "magic stones": "stones", "камни": "stones",
    "колода камней": "stones",
}
STARTER_WORDS = ("starter", "стартовая", "стартовую", "готовая", "ready")


def parse_deck(cat: Catalogue, text: str) -> SubmitDeck:
    """Read a deck list; IllegalMove names every line it cannot read."""
    if len(text) > MAX_DECK_TEXT:
        raise IllegalMove(T("deck-too-long", limit=MAX_DECK_TEXT))
    body = text.strip()
    low = body.lower()
    for word in STARTER_WORDS:
        if low == word or low.startswith(word + " "):
            name = low[len(word):].strip() or next(iter(cat.decks), "")
            name = {"фария": "faria", "мельгис": "melgis", "мельгис-рост": "melgis-growth"}.get(name, name)
            deck = cat.decks.get(name)
            if deck is None:
                raise IllegalMove(T("deck-no-ready", decks=", ".join(sorted(cat.decks)) or "-"))
            return SubmitDeck(deck.ruler, deck.main, deck.stones, f"starter {name}")
    sections: dict[str, list[str]] = {"ruler": [], "main": [], "stones": []}
    problems: list[Text] = []
    section: str | None = None
    for raw in deck_lines(body):
        line = raw.strip("-•*").strip()
        if not line:
            continue
        head, sep, rest = line.partition(":")
        if sep and head.strip().lower() in SECTION_WORDS:
            section = SECTION_WORDS[head.strip().lower()]
            line = rest.strip()
            if not line:
                continue
        parsed = deck_line(line)
        count, name = (parsed.count, parsed.name) if parsed else (1, line)
        cid = cat.lookup(name)
        if cid is None:
            # suggestions for the first lines only (cards.kit.problems.SUGGEST): each is a search of the
            # whole pool, so 100 misspelt lines must not cost 100 of them
            close = cat.close_names(name[:60]) if len(problems) < SUGGEST else []
            problems.append(did_you_mean(T("deck-unknown", name=name[:60]), close))
            continue
        if count > 60:
            problems.append(T("deck-count", name=name[:60]))
            continue
        d = cat.card(cid)
        where = section or ("ruler" if d.type in ("Ruler", "J-Ruler") else "stones" if d.type == "Magic Stone" else "main")
        sections[where].extend([cid] * count)
    if problems:
        raise IllegalMove(_join(problems))
    return SubmitDeck(sections["ruler"][0] if len(sections["ruler"]) == 1 else ";".join(sections["ruler"]),
                      tuple(sections["main"]), tuple(sections["stones"]))


def deck_problems(cat: Catalogue, deck: SubmitDeck, options: Mapping[str, Any]) -> list[Text]:
    """F-DECK-1..5, every violation."""
    out: list[Text] = []
    rulers = [r for r in deck.ruler.split(";") if r]
    if len(rulers) != 1:
        out.append(T("deck-ruler-count", count=len(rulers)))  # F-DECK-1
    elif cat.cards.get(rulers[0]) is None or cat.card(rulers[0]).type != "Ruler":
        out.append(T("deck-ruler-type"))
    main = [c for c in deck.main if c in cat.cards]
    if len(main) < 40:
        out.append(T("deck-main-small", count=len(main)))  # F-DECK-2
    if options.get("cr", default(OPTIONS, "cr")) in ("6.4", "7.0") and len(main) > 60:
        out.append(T("deck-main-big", count=len(main)))  # F-OPT-2
    for cid in sorted(set(main)):
        d = cat.card(cid)
        if d.type in ("Ruler", "J-Ruler", "Magic Stone"):
            out.append(T("deck-main-type", card=_nm(d)))
        elif not d.playable:  # runes, sub-rulers, orders, extension rules: rules after CR 6.3a
            out.append(T("deck-main-later", card=_nm(d), kind=d.type))
    stones = [c for c in deck.stones if c in cat.cards]
    if not 10 <= len(stones) <= 20:
        out.append(T("deck-stones-size", count=len(stones)))  # F-DECK-3
    for cid in sorted(set(stones)):
        if cat.card(cid).type != "Magic Stone":
            out.append(T("deck-stones-type", card=_nm(cat.card(cid))))
    for pile in (main, stones):  # F-DECK-4, F-DECK-5
        names = Counter(cat.card(c).name_en for c in pile if not cat.card(c).basic_stone)
        for name, n in sorted(names.items()):
            if n > 4:
                out.append(T("deck-four", card=_nm(cat.card(cat.lookup(name) or "")), count=n))
    return out


def _nm(d: Any) -> Text:
    return Text(**names(d))


def check(cat: Catalogue, deck: SubmitDeck, options: Mapping[str, Any]) -> None:
    problems = deck_problems(cat, deck, options)
    if problems:
        raise IllegalMove(_join(problems))


def _join(problems: list[Text]) -> Text:
    return listing(problems)


def canonical(cat: Catalogue, deck: SubmitDeck) -> str:
    """The deck as a list that parses back to the same deck (sections and counts)."""
    if deck.label:
        return "deck " + deck.label
    parts = ["ruler: " + "; ".join(cat.card(r).name_en for r in deck.ruler.split(";") if r)]
    for title, pile in (("main", deck.main), ("stones", deck.stones)):
        counts: dict[str, int] = {}
        for c in pile:
            counts[c] = counts.get(c, 0) + 1
        parts.append(f"{title}: " + "; ".join(f"{n} {cat.card(c).name_en}" for c, n in counts.items()))
    return "deck " + "\n".join(parts)

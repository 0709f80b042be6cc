"""What ``/card`` shows, written once for every game (issue 29): the names to autocomplete, the answer's
text (title, id, a bullet a fact, an indented line an ability) and the card's face drawn with Pillow.

A game's ``lookup.py`` finds the card and says its facts and abilities in its own words (a :class:`Page`);
:class:`CardLookup` turns its finder and its page into the ``describe`` and ``face`` hooks, so the layout,
the drawing and the input's bound are the same for all four games and one game's /card reads like another's.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from cards.core import Lang
from cards.picture import BOARD, MUTED, PAPER, YELLOW, Canvas, font, wrap

FACE = (460, 320)  # height, width: a card's proportions, big enough for six lines of abilities
MAX_ABILITY_LINES = 14  # on the face; the text answer carries every ability
MAX_NAME = 100  # a /card name is bounded before any game reads it
FACE_FACTS = 4  # facts on the face

C = TypeVar("C")


@dataclass(frozen=True, slots=True)
class Page:
    """One card as /card shows it in one language: the game's words, laid out by the kit."""

    title: str
    ident: str  # the card's id or number, shown after the title
    facts: Sequence[str]
    abilities: Sequence[str] = ()
    badge: str = ""  # power, strength or cost, in a disc on the face
    hero: bool = False  # a yellow disc
    face_facts: Sequence[str] | None = None  # the facts on the face; None: the first FACE_FACTS


class CardLookup(Generic[C]):
    """The ``describe`` and ``face`` hooks of a game's ``lookup.py`` from its finder (a name, already
    bounded, to the game's card or None) and its page (that card in one language)."""

    def __init__(self, find: Callable[[Any, str], C | None], page: Callable[[Any, C, Lang], Page]) -> None:
        self.find = find
        self.page = page

    def _page(self, game: Any, name: str, lang: Lang) -> Page | None:
        card = self.find(game, name.strip()[:MAX_NAME])
        return None if card is None else self.page(game, card, lang)

    def describe(self, game: Any, name: str, lang: Lang) -> str | None:
        """The /card answer's text, or None for a name the game does not know."""
        p = self._page(game, name, lang)
        return None if p is None else card_text(p.title, p.ident, p.facts, p.abilities)

    def face(self, game: Any, name: str, lang: Lang) -> bytes | None:
        """The card's face (PNG), or None for a name the game does not know."""
        p = self._page(game, name, lang)
        if p is None:
            return None
        facts = p.facts[:FACE_FACTS] if p.face_facts is None else p.face_facts
        return draw_face(p.title, facts, p.abilities, badge=p.badge, hero=p.hero)


def unique_names(names: Iterable[str]) -> list[str]:
    """Names in order with repeats (reprints, a name shared by two printings) left out."""
    return [n for n in dict.fromkeys(n for n in names if n)]


def catalogue_names(game: Any, lang: Lang) -> list[str]:
    """``card_names`` of a game whose ``cat.cards`` holds every card once with its ``name(lang)``: each
    name once, in the spreadsheet's order."""
    return unique_names(c.name(lang) for c in game.cat.cards.values())


def card_text(title: str, ident: str, facts: Sequence[str], abilities: Sequence[str] = ()) -> str:
    """The answer: **title** (`id`), a bullet a fact, then each ability on its own indented line."""
    lines = [f"**{title}** (`{ident}`)" if ident else f"**{title}**"]
    lines += [f"• {fact}" for fact in facts]
    lines += [f"  ◦ {ability}" for ability in abilities]
    return "\n".join(lines)[:1900]  # a Discord message is at most 2,000 characters


def draw_face(title: str, facts: Sequence[str], abilities: Sequence[str] = (), badge: str = "",
              hero: bool = False) -> bytes:
    """A card face: the name at the top, its facts, its abilities in small type, ``badge`` (power,
    strength, cost) in a disc at the bottom right (yellow for ``hero``). PNG bytes."""
    height, width = FACE
    c = Canvas(height, width, BOARD)
    c.box((10, 10, width - 10, height - 10), fill=PAPER)
    y = 24.0
    for line in wrap(title, font(22, True), width - 60, 3):
        c.text((30, y), line, 22, fill=BOARD, bold=True)
        y += 28
    y += 8
    for fact in facts:
        for line in wrap(fact, font(16), width - 60, 2):
            c.text((30, y), line, 16, fill=BOARD)
            y += 22
    y += 6
    said = 0
    for ability in abilities:
        for line in wrap(ability, font(13), width - 60, 6):
            if said >= MAX_ABILITY_LINES or y > height - 80:
                break
            c.text((30, y), line, 13, fill=BOARD)
            y += 17
            said += 1
        y += 4
    if badge:
        c.disc((width - 46, height - 46), 28, fill=YELLOW if hero else MUTED)
        c.text((width - 46, height - 46), badge[:6], 20 if len(badge) < 5 else 14, fill=BOARD, bold=True,
               anchor="mm")
    return c.png()

"""What ``/card`` shows, written once for every game (issue 29): the names to autocomplete, the answer's
text (title, id, a bullet a fact, an indented line an ability) and the card's face drawn with Pillow.

A game's ``lookup.py`` finds the card and says its facts and abilities in its own words; the layout and
the drawing are the same for all four games, so one game's /card answer reads like another's.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from cards.picture import BOARD, MUTED, PAPER, YELLOW, Canvas, font, wrap

FACE = (460, 320)  # height, width: a card's proportions, big enough for six lines of abilities
MAX_ABILITY_LINES = 14  # on the face; the text answer carries every ability


def unique_names(names: Iterable[str]) -> list[str]:
    """Names in order with repeats (reprints, a name shared by two printings) left out."""
    return [n for n in dict.fromkeys(n for n in names if n)]


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

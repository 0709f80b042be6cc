"""``/card`` for Gwent (issue 29): names to autocomplete, a card's facts in words, and its face drawn."""

from __future__ import annotations

from typing import Any

from cards.core import Lang
from cards.i18n import messages_for
from cards.kit.names import fold_cached
from cards.picture import BOARD, MUTED, PAPER, YELLOW, Canvas, font, wrap

from .model import AGILE, FACTION_NAMES, CardDef

M = messages_for(__file__)
FACE = (420, 300)  # height, width


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


def describe(game: Any, name: str, lang: Lang) -> str | None:
    d = _find(game, name)
    if d is None:
        return None
    title = (d.name_ru or d.name_en) if lang == "ru" else d.name_en
    return "\n".join([f"**{title}** (`{d.id}`)", *(f"• {line}" for line in _facts(d, lang))])


def face(game: Any, name: str, lang: Lang) -> bytes | None:
    d = _find(game, name)
    if d is None:
        return None
    height, width = FACE
    c = Canvas(height, width, BOARD)
    c.box((10, 10, width - 10, height - 10), fill=PAPER)
    title = (d.name_ru or d.name_en) if lang == "ru" else d.name_en
    y = 24.0
    for line in wrap(title, font(22, True), width - 60, 3):
        c.text((30, y), line, 22, fill=BOARD, bold=True)
        y += 28
    if d.strength is not None:
        c.disc((width - 46, height - 46), 26, fill=YELLOW if d.is_hero else MUTED)
        c.text((width - 46, height - 46), str(d.strength), 24, fill=BOARD, bold=True, anchor="mm")
    y += 10
    for fact in _facts(d, lang):
        for line in wrap(fact, font(16), width - 60, 3):
            c.text((30, y), line, 16, fill=BOARD)
            y += 22
    return c.png()

"""Deck lists as players type them, read one way by every game: one card a line (or separated by ";"),
with its count in front (``4 Blaster Blade``, ``4x …``, ``4 × …``) or after (``… x4``), and an optional
``*`` after the card a game marks (Vanguard's starting vanguard). The game resolves the names and checks
the deck; this module only splits the text."""

from __future__ import annotations

import re
from dataclasses import dataclass

_SPLIT = re.compile(r"[\n;]+")
_LINE = re.compile(r"^\s*(?:(\d{1,3})\s*[x×х]?\s+)?(.+?)(?:\s+[x×х]\s*(\d{1,3}))?\s*(\*)?\s*$", re.IGNORECASE)
_VERB = re.compile(r"(?:deck|колода)(?:\s|$)", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class DeckLine:
    """One line of a list: how many (1 when not written), the card as typed, and the ``*`` mark."""

    count: int
    name: str
    marked: bool = False


def deck_lines(text: str) -> list[str]:
    """The non-empty lines of a list (newlines or ";"), stripped; a leading ``deck`` / ``колода`` word (the
    post's verb) is dropped."""
    lines = [ln.strip() for ln in _SPLIT.split(text) if ln.strip()]
    if lines and _VERB.match(lines[0]):  # "deck 4 Wingal", not a section header "колода: …"
        first = lines[0].split(None, 1)
        lines = ([first[1]] if len(first) > 1 else []) + lines[1:]
    return lines


def deck_line(line: str) -> DeckLine | None:
    """``4 Name`` / ``4x Name`` / ``Name x4`` / ``Name`` (with an optional ``*``), or None for no card."""
    m = _LINE.match(line)
    if not m:
        return None
    return DeckLine(int(m.group(1) or m.group(3) or 1), m.group(2).strip(), bool(m.group(4)))

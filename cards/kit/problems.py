"""A refusal that lists what is wrong (a deck with 40 misspelt names), bounded: the first problems in full,
each line cut to a readable width, then how many more. Every game's list reads the same, and a hostile
list can neither flood the player's DMs nor turn into a placeholder (issue 25)."""

from __future__ import annotations

from collections.abc import Sequence

from cards.core import Text
from cards.i18n import messages_for

LIMIT = 15  # problems shown in full
WIDTH = 300  # characters of one problem
# problems given a "did you mean": each is a search of the whole pool (5,000 names, ≈ 12 ms), so a hostile
# list of misspelt lines costs at most this many of them; the player fixes the first ones first
SUGGEST = 5

_M = messages_for(__file__)


def _cut(line: str) -> str:
    return line if len(line) <= WIDTH else line[: WIDTH - 1] + "…"


def listing(problems: Sequence[Text], *, bullet: str = "", limit: int = LIMIT) -> Text:
    """The problems one a line (each after ``bullet``); past ``limit``, a line saying how many more."""
    shown = problems[:limit]
    more = len(problems) - len(shown)
    tail = _M.text("problems-more", count=more) if more > 0 else None
    return Text(*(
        "\n".join([bullet + _cut(p(lang)) for p in shown] + ([bullet + tail(lang)] if tail else []))
        for lang in ("en", "ru")
    ))

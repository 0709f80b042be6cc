"""Gwent's refusals in both languages, from ``locales/<lang>/refusals.ftl``.

Engines raise ``refuse("r-key", card=name(d))``: arguments that are :class:`Text` (a card's two
names) are filled in per language, so no message ever needs a declined name.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from cards.core import IllegalMove, Text
from cards.i18n import messages_for

from .model import CardDef

M = messages_for(__file__)


def text(key: str, **args: Any) -> Text:
    return M.text(key, **args)


def refuse(key: str, *, suggestions: Sequence[str] = (), **args: Any) -> IllegalMove:
    """The refusal ``key`` (en and ru), ready to raise."""
    return IllegalMove(M.text(key, **args), suggestions=suggestions)


def name(d: CardDef) -> Text:
    """A card's name in both languages (Russian falls back to English)."""
    return Text(d.name_en, d.name_ru or d.name_en)


def names(defs: Iterable[CardDef], sep: str = ", ") -> Text:
    """Distinct card names, sorted per language."""
    ds = list(defs)
    return Text(
        sep.join(sorted({d.name_en for d in ds})), sep.join(sorted({d.name_ru or d.name_en for d in ds}))
    )


def row(r: str | None) -> Text:
    """``close row`` / ``ближний ряд``."""
    if r in ("close", "ranged", "siege"):
        return M.text(f"row-in-{r}")
    return Text.same(str(r))


def joined(parts: Sequence[Text], sep: str) -> Text:
    return Text(sep.join(p.en for p in parts), sep.join(p.ru for p in parts))

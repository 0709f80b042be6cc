"""Gwent's refusals in both languages, from ``locales/<lang>/refusals.ftl``.

Engines raise ``refuse("r-key", card=name(d))``: arguments that are :class:`Text` (a card's two
names) are filled in per language, so no message ever needs a declined name.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from cards.core import Text
from cards.kit.words import Words

from .model import CardDef

WORDS = Words(__file__)
M = WORDS.messages
text = WORDS.text
refuse = WORDS.refuse  # the kit's one refusal helper: refuse("r-key", card=name(d))


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

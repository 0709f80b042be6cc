"""Everything the judge itself says: ``bot/locales/<lang>/judge.ftl`` (keys ``judge-…``).

Game texts (cards, events, tables) come from the engine; these are the referee's own words. This module
is a thin shim over the one message system (:mod:`bot.i18n`) so call sites keep ``t(key, lang, **values)``.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import messages, norm_lang, say
from cards.core import LANGS, Lang

PREFIX = "judge-"


def t(key: str, lang: Lang, /, **values: Any) -> str:
    """The message ``key`` in ``lang`` (English if the language is unknown), filled with ``values``."""
    return say(PREFIX, key, lang, **values)


def keys() -> set[str]:
    """Every judge message key (without the prefix)."""
    return {k.removeprefix(PREFIX) for k in messages().keys("en") if k.startswith(PREFIX)}


__all__ = ["LANGS", "keys", "norm_lang", "t"]

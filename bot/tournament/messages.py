"""What the tournament service says: ``bot/locales/<lang>/tournament.ftl`` (keys ``tour-…``).

A thin shim over the one message system (:mod:`bot.i18n`) so call sites keep ``t(key, lang, **values)``.
Engine refusals (:class:`TournamentError`) are English only: they are rare, and for judges.
"""

from __future__ import annotations

from typing import Any

from bot.i18n import messages, say

PREFIX = "tour-"


def t(key: str, lang: str, /, **values: Any) -> str:
    """The message ``key`` in ``lang`` (English if the language is unknown), filled with ``values``."""
    return say(PREFIX, key, lang, **values)


def keys() -> set[str]:
    """Every tournament message key (without the prefix)."""
    return {k.removeprefix(PREFIX) for k in messages().keys("en") if k.startswith(PREFIX)}

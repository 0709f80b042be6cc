"""The bot's own words: ``bot/locales/<lang>/*.ftl`` through the one message system (:mod:`cards.i18n`).

The judge's, the Discord adapter's and the tournament service's texts each keep a prefix (``judge-``,
``discord-``, ``tour-``, ``console-``; slash commands ``cmd-`` and ``desc-``) and a thin ``t(key, lang)``
in their old module, so call sites did not change.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any, Protocol

from cards.core import LANGS, Lang
from cards.i18n import Messages

IDENTIFIERS = frozenset({"match", "tid", "seq", "example", "table", "seat", "id"})
LOCALES = Path(__file__).resolve().parent / "locales"


@cache
def messages() -> Messages:
    return Messages(LOCALES)


_KNOWN: dict[str, Lang] = {lang: lang for lang in LANGS}


def norm_lang(lang: str | None, default: Lang = "en") -> Lang:
    """A language the bot speaks: ``lang`` if it is one, else ``default`` (where user input becomes
    :data:`cards.core.Lang`, at the boundary; inside, every ``lang`` is a ``Lang``)."""
    return _KNOWN.get(lang or "", default)


def say(prefix: str, key: str, lang: str | None, /, **values: Any) -> str:
    """The message ``prefix + key`` in ``lang`` (English for an unknown language). Match, tournament and
    post numbers are identifiers, shown as written (#12345, never #12,345)."""
    shown = {k: str(v) if k in IDENTIFIERS and isinstance(v, int) else v for k, v in values.items()}
    return messages()(prefix + key, norm_lang(lang), **shown)


class Say(Protocol):
    def __call__(self, key: str, lang: str | None, /, **values: Any) -> str: ...


def sayer(prefix: str) -> Say:
    """The ``say(key, lang, **values)`` of one group of texts (its key prefix, e.g. ``"discord-"``): each
    module of the adapter names its prefix once instead of writing the same one-line wrapper again."""

    def say_in(key: str, lang: str | None, /, **values: Any) -> str:
        return say(prefix, key, lang, **values)

    return say_in

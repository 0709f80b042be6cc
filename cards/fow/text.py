"""The package's words: every text a person reads comes from ``locales/{en,ru}/*.ftl`` (Fluent)."""

from __future__ import annotations

from typing import Any

from cards.core import IllegalMove, Text
from cards.i18n import Messages, messages_for

M: Messages = messages_for(__file__)


def T(key: str, **args: Any) -> Text:
    """One message in both languages."""
    return M.text(key, **args)


def refuse(key: str, legal: Text | None = None, **args: Any) -> IllegalMove:
    """A refusal: why (``key``) and, when given, what would be legal now."""
    why = T(key, **args)
    if legal is not None:
        why = Text(f"{why.en} {legal.en}", f"{why.ru} {legal.ru}")
    return IllegalMove(why)

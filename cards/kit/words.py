"""A game's words and refusals, written once: every game package gets its texts and its ``refuse`` here.

``WORDS = Words(__file__)`` in a package reads its ``locales/{en,ru}/*.ftl`` (the one message system,
:mod:`cards.i18n`). ``WORDS.refuse("key", legal, **args)`` is the refusal a rule raises: the reason in
both languages, and, when given, what would be legal now, with the suggestions autocomplete offers. An
argument that is a :class:`Text` (a card's two names) is filled in per language.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cards.core import IllegalMove, Text
from cards.i18n import Messages, messages_for

_KIT = messages_for(__file__)


def did_you_mean(why: Text, names: Sequence[str] | Text) -> Text:
    """``why`` ("no card called X") followed by the closest names, when there are any: every game says it
    the same way, and with no name close enough it says nothing rather than an empty list."""
    shown = names if isinstance(names, Text) else Text("; ".join(names), "; ".join(names))
    if not shown.en:
        return why
    hint = _KIT.text("names-did-you-mean", names=shown)
    return Text(f"{why.en} {hint.en}", f"{why.ru} {hint.ru}")


def refusal(why: Text, legal: Text | None = None, *, suggestions: Sequence[str] = ()) -> IllegalMove:
    """A refusal from texts already made: why, then (when given) what would be legal now."""
    if legal is not None:
        why = Text(f"{why.en} {legal.en}", f"{why.ru} {legal.ru}")
    return IllegalMove(why, suggestions=suggestions)


class Words:
    """One package's texts: ``text`` (both languages), ``say`` (one language) and ``refuse``."""

    def __init__(self, package_file: str) -> None:
        self.messages: Messages = messages_for(package_file)

    def text(self, key: str, /, **args: Any) -> Text:
        return self.messages.text(key, **args)

    def say(self, key: str, lang: str, /, **args: Any) -> str:
        return self.messages(key, lang, **args)

    def refuse(
        self,
        key: str,
        /,
        legal: Text | None = None,
        *,
        suggestions: Sequence[str] = (),
        close: Sequence[str] = (),
        **args: Any,
    ) -> IllegalMove:
        """The refusal ``key`` in both languages, ready to raise; ``legal`` says what would work now, and
        ``close`` the names nearest to one the player misspelt (offered as suggestions too)."""
        why = did_you_mean(self.messages.text(key, **args), close)
        return refusal(why, legal, suggestions=suggestions or close)

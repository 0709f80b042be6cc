"""Text a player wrote himself (a note for the judge, a declared free-text effect, the name of a mark):
the engine keeps it as written, marked with its type, and whoever posts it makes it inert for its medium
(the bot escapes Discord markdown and mentions in it, issue 25). A ``str``, so everything else works as before."""

from __future__ import annotations


class UserText(str):
    __slots__ = ()


def user_text(text: str) -> UserText:
    return UserText(text)

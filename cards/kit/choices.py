"""The few legal targets of a decision, offered as a select menu on its prompt (issue 29): written once for
every game. A game's ``answers.py`` says which of its decisions choose a target and which of its legal
posts are those choices (a prefix: ``yes``, ``block``, ``attack``); this module keeps them only when they
are few, labels them in both languages (the post as a player of that language would write it), and leaves
the select out otherwise (the player types)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from cards.core import Decision, QuickAnswer, Text

MAX_CHOICES = 10  # more than this is no "few": the player types (Discord's limit is 25)


def few(game: Any, state: Any, decision: Decision, prefixes: Iterable[str], *, skip: Iterable[str] = ()) -> list[QuickAnswer]:
    """The decision seat's legal posts that start with one of ``prefixes`` (a word, then a space), but
    not those in ``skip`` (already buttons), when there are 1..MAX_CHOICES of them; else none."""
    words = tuple(f"{p} " for p in prefixes)
    left_out = set(skip)
    posts = [p for p in dict.fromkeys(game.legal_posts(state, decision.seat))
             if p.startswith(words) and p not in left_out]
    if not 0 < len(posts) <= MAX_CHOICES:
        return []
    return [QuickAnswer(Text(p, game.post_in(state, decision.seat, p, "ru")), p) for p in posts]

"""Counterfactual private answers (issue 25): the other answers to a private decision that nobody else may
tell apart — another mulligan of as many cards, another ready deck, another Servant. Each game's
``private_alternatives`` builds its candidates with these helpers; the hidden-information suite plays them
in place of the real answer and requires the same news for every other reader."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Sequence

from cards.core import MoveError

LIMIT = 6  # enough to find a name that tells answers apart; few enough to keep the suite fast


def as_many(prefix: str, refs: Sequence[str], count: int, sep: str, limit: int = LIMIT) -> list[str]:
    """``prefix`` with ``count`` of ``refs`` (a hand's references) joined by ``sep``: the answers of as many
    cards, spread over the hand rather than the first few combinations."""
    if count <= 0 or count > len(refs):
        return []
    picks = dict.fromkeys(sep.join(c) for c in itertools.combinations(refs, count))
    return [f"{prefix} {p}" for p in spread(list(picks), limit * 2)]


def spread(items: Sequence[str], limit: int = LIMIT) -> list[str]:
    """Up to ``limit`` of ``items``, evenly spaced (not only the first few: the first Heroic Spirit's)."""
    step = max(1, len(items) // limit)
    return list(items[::step][:limit])


def legal_others(text: str, candidates: Iterable[str], legal: Callable[[str], object],
                 limit: int = LIMIT) -> list[str]:
    """The candidates other than ``text`` that ``legal`` takes without a MoveError, up to ``limit``."""
    out: list[str] = []
    for post in dict.fromkeys(candidates):
        if post == text:
            continue
        try:
            legal(post)
        except MoveError:
            continue
        out.append(post)
        if len(out) >= limit:
            break
    return out

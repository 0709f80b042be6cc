"""What the hidden-information suite varies (issue 25): the secrets a step keeps (``scramble_secrets``), and
counterfactual private answers: another mulligan of as many cards (V-SETUP-4 shows only how
many). The deck has one ready answer (the trial deck) and G assist's take is public (V-GA-3)."""

from __future__ import annotations

import random
from typing import Any

from cards.core import MoveError
from cards.kit.alternatives import as_many, legal_others

from . import engine
from .actions import Mulligan
from .state import State


def private_alternatives(game: Any, st: State, seat: int, text: str) -> list[str]:
    if not any(s == seat and kind == "mulligan" for s, kind, _ in engine.raw_pending(st)):
        return []
    try:
        action = game.parse(st, seat, text)
    except MoveError:
        return []
    if not isinstance(action, Mulligan):
        return []
    hand = [game.cat.card(st.cards[u]).name_en for u in st.sides[seat].hand]
    return legal_others(text, as_many("mulligan", hand, len(action.cards), " + "),
                        lambda post: game.play(st, seat, post))


def scramble_secrets(before: State, after: State, keep: set[int], rng: random.Random) -> State:
    """The hand cards of the seats not in ``keep`` that stay in hand through the step get other identities."""
    s = before.clone()  # copies the uid → card map
    pool = sorted(set(s.cards.values()), key=str)
    for seat, side in enumerate(s.sides):
        if seat not in keep:
            for uid in set(side.hand) & set(after.sides[seat].hand):
                s.cards[uid] = rng.choice(pool)
    return s

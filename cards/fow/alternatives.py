"""What the hidden-information suite varies (issue 25): the secrets a step keeps (``scramble_secrets``), and
counterfactual private answers: another ready deck while the other player still owes his
(F-OVR-3: nothing of it is public before both are in), another mulligan of as many cards (F-SETUP-5 shows
only how many)."""

from __future__ import annotations

import random
from typing import Any

from cards.core import MoveError
from cards.kit.alternatives import as_many, legal_others

from . import engine
from .actions import Mulligan
from .ctx import Ctx
from .parser import ref
from .state import State


def private_alternatives(game: Any, s: State, seat: int, text: str) -> list[str]:
    kinds = {d.kind for d in engine.pending(game.cat, s) if d.seat == seat and d.private}
    play = lambda post: game.play(s, seat, post)  # noqa: E731 - legal means the game takes it
    if "deck" in kinds:
        if all(p.deck_ok for i, p in enumerate(s.players) if i != seat):
            return []  # his deck completes the pair: its counts are public at once
        return legal_others(text, (f"deck starter {n}" for n in sorted(game.cat.decks)), play)
    if "mulligan" not in kinds:
        return []
    try:
        action = game.parse(s, seat, text)
    except MoveError:
        return []
    if not isinstance(action, Mulligan):
        return []
    ctx, hand = Ctx(game.cat, s), s.players[seat].hand
    return legal_others(text, as_many("mulligan", [ref(ctx, hand, u) for u in hand], len(action.cards), "; "), play)


def scramble_secrets(before: State, after: State, keep: set[int], rng: random.Random) -> State:
    """The hand and standby cards of the seats not in ``keep`` that stay there through the step get other
    identities (through ``mut``: a clone shares its cards until one changes)."""
    s = before.clone()
    pool = sorted({c.cid for c in s.cards.values()}, key=str)
    for seat, p in enumerate(s.players):
        if seat not in keep:
            later = after.players[seat]
            for uid in (set(p.hand) & set(later.hand)) | (set(p.standby) & set(later.standby)):
                s.mut(uid).cid = rng.choice(pool)
    return s

"""What the hidden-information suite varies (issue 25): the secrets a step keeps (``scramble_secrets``), and
counterfactual private answers: another Servant from the same offer (FA-SET-4: the table hears
only that a Master has picked; FA-OVR-4 keeps the Heroic Spirit and Class face down)."""

from __future__ import annotations

import random
from typing import Any

from cards.kit.alternatives import legal_others, spread

from .state import State


def private_alternatives(game: Any, s: State, seat: int, text: str) -> list[str]:
    if not any(d.seat == seat and d.kind == "servant" for d in game.pending(s)):
        return []
    picks = [p for p in game.legal_posts(s, seat) if p.startswith("servant ") and p != text]
    return legal_others(text, spread(picks), lambda post: game.play(s, seat, post))


def scramble_secrets(before: State, after: State, keep: set[int], rng: random.Random) -> State:
    """The hand cards of the Masters not in ``keep`` that stay in hand through the step get other identities."""
    s = before.clone()
    s.cards = dict(s.cards)  # a clone shares the uid → card map (fixed after the deal): never write through
    pool = sorted(set(s.cards.values()), key=str)
    for seat, m in enumerate(s.masters):
        if seat not in keep:
            for uid in set(m.hand) & set(after.masters[seat].hand):
                s.cards[uid] = rng.choice(pool)
    return s


def scramble_faces(before: State, after: State, keep: set[int], rng: random.Random) -> State:
    """The Heroic Spirit and Class of every face-down Servant that stays face down (FA-OVR-4), the mover's
    too: his own move may use what he knows, but nothing the table hears may name it."""
    s = before.clone()  # copies each Servant
    spirits = sorted({m.servant.spirit for m in s.masters if m.servant is not None}, key=str)
    spirits += [x for x in s.unused if x.startswith("H")]
    classes = sorted({m.servant.klass for m in s.masters if m.servant is not None}, key=str)
    classes += [x for x in s.unused if x.startswith("C")]
    for seat, m in enumerate(s.masters):
        later = after.masters[seat].servant
        if seat not in keep and m.servant is not None and m.servant.face_down and later is not None and later.face_down:
            m.servant.spirit, m.servant.klass = rng.choice(spirits), rng.choice(classes)
    return s

"""What the hidden-information suite varies (issue 25): the secrets a step keeps (``scramble_secrets``), and
counterfactual private answers: another exchange of as many cards (G-JUDGE-VIS-2: given back
and taken by PM), and, with hidden factions (G-SETUP-4), another ready deck while the opponent still owes
his (once both are in, the faction's own rules may show it: Scoia'tael chooses who goes first)."""

from __future__ import annotations

import random
from typing import Any

from cards.kit.alternatives import legal_others, spread

from .state import State


def private_alternatives(game: Any, s: State, seat: int, text: str) -> list[str]:
    kinds = {d.kind for d in game.pending(s) if d.seat == seat and d.private}
    if not kinds:
        return []  # asked on every post of the suite: the legal posts only when there is a private answer
    posts = game.legal_posts(s, seat)
    play = lambda post: game.play(s, seat, post)  # noqa: E731 - legal means the game takes it
    if "deck" in kinds:
        others_owe = any(not side.deck_ready for i, side in enumerate(s.sides) if i != seat)
        if not s.sides[seat].hidden or not others_owe:
            return []
        return legal_others(text, spread([p for p in posts if p.startswith("deck ")]), play)
    if "exchange" in kinds and text.startswith("exchange #"):
        same = [p for p in posts if p.startswith("exchange #") and p.count("#") == text.count("#")]
        return legal_others(text, spread(same), play)
    return []


def scramble_secrets(before: State, after: State, keep: set[int], rng: random.Random) -> State:
    """The hand cards of the seats not in ``keep`` that stay hidden through the step (not revealed, still
    in hand or deck: Emperor of Nilfgaard's look reveals some) get other identities; the deck is not
    swapped — Muster shows a player's own deck in public."""
    s = before.clone()  # copies the uid → card map
    pool = sorted(set(s.cards.values()))
    for seat, side in enumerate(s.sides):
        if seat in keep:
            continue
        later = after.sides[seat]
        still_hidden = (set(later.hand) | set(later.deck)) - set(later.revealed)
        for uid in side.hand:
            if uid not in side.revealed and uid in still_hidden:
                s.cards[uid] = rng.choice(pool)
    return s

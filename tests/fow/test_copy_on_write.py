"""``apply`` never changes its input (the engine protocol), now that a clone shares the cards it does not
change (``State.mut`` copies a card on its first change): a whole random game, every card of the state
before each post compared field by field after it."""

from __future__ import annotations

import random

from .helpers import GAME, fresh


def _cards(s) -> dict:
    return {u: (c.cid, c.owner, c.rested, c.damage, c.since_turn, c.set_turn, c.counters, tuple(c.keywords),
                c.token, c.host) for u, c in s.cards.items()}


def test_apply_leaves_the_state_before_unchanged_through_a_whole_game():
    rng = random.Random(3)
    s = fresh(3)
    changed = 0
    for _ in range(600):
        if GAME.result(s) is not None:
            break
        d = GAME.pending(s)[0]
        post = GAME.random_post(s, d.seat, rng)
        before = _cards(s)
        after, _ = GAME.play(s, d.seat, post)
        assert _cards(s) == before, post
        changed += _cards(after) != before
        s = after
    assert changed > 50  # the game did change cards (damage, rest, fields), so the check had work


def test_a_card_changed_after_a_clone_is_the_clones_own():
    rng = random.Random(4)
    s = fresh(4)
    while len(s.cards) < 10:  # past the deck lists
        d = GAME.pending(s)[0]
        s, _ = GAME.play(s, d.seat, GAME.random_post(s, d.seat, rng))
    u = next(iter(s.cards))
    t = s.clone()
    t.mut(u).damage = 300
    assert s.cards[u].damage == 0 and t.cards[u].damage == 300
    s.mut(u).rested = True  # the parent too copies before it changes a shared card
    assert not t.cards[u].rested

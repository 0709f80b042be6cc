"""The practice opponent's playout player (issue 30, cards/fow/policy.py): it blocks the hit that would end
the game (F-WIN-1), lets a harmless one through, attacks only where the battle favours it, and every post it
makes is one the game accepts."""

from __future__ import annotations

import random

from cards.core import JUDGE
from cards.fow import policy
from cards.fow.state import State

from .helpers import GAME, TGAME, fresh, passes, play, position


def _attacked(life: int) -> State:
    """Alice's 800/800 Test Giant attacks Bob (``life``), who has a recovered 500/400 Test Squire."""
    s = position([
        {"name": "Alice", "field": [{"name": "Test Giant", "since_turn": 1}]},
        {"name": "Bob", "life": life, "field": ["Test Squire"]},
    ])
    s, _ = play(s, 0, "attack Test Giant")
    return passes(s)


def test_blocks_the_lethal_hit_and_lets_a_harmless_one_through():
    """F-WIN-1: an 800 hit on 800 life ends the game, so the Squire blocks (and dies); on 4000 life it
    would die for nothing, so the policy does not block."""
    s = _attacked(800)
    assert [d.kind for d in TGAME.pending(s)] == ["block"]
    assert policy.block_post(TGAME.cat, s, 1) == "block Test Squire"
    post, after, _events = policy.rollout_step(TGAME.cat, s, 1, random.Random(1))
    assert post == "block Test Squire" or after.players[1].life == 800  # one post in eight is the random one's
    assert policy.block_post(TGAME.cat, _attacked(4000), 1) == "no block"


def test_attacks_only_where_the_battle_favours_it():
    """F-BTL-3, F-BTL-13: the Squire (500/400) does not attack into a recovered Giant (800/800) that would
    destroy it; the Giant attacks the player, whose Squire cannot destroy it."""
    s = position([
        {"name": "Alice", "field": [{"name": "Test Squire", "since_turn": 1}]},
        {"name": "Bob", "field": ["Test Giant"]},
    ])
    assert policy.attack_posts(TGAME.cat, s, 0) == []
    s = position([
        {"name": "Alice", "field": [{"name": "Test Giant", "since_turn": 1}]},
        {"name": "Bob", "field": ["Test Squire"]},
    ])
    assert policy.attack_posts(TGAME.cat, s, 0) == ["attack Test Giant"]


def test_every_post_is_accepted_through_whole_games():
    """The contract's playout shape: each post the policy returns was applied, and the state it returns is
    the game's own result of that post (seeded random games of the scripted cards, both seats)."""
    for seed in (1, 2):
        s = fresh(seed)
        rng = random.Random(seed)
        for _ in range(400):
            if GAME.result(s) is not None:
                break
            seat = GAME.pending(s)[0].seat
            post, after, _events = GAME.rollout_step(s, seat, rng)
            again, _ = GAME.play(s, seat, post)
            assert GAME.view(again, JUDGE) == GAME.view(after, JUDGE)
            s = after


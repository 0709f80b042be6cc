"""Properties over random legal playouts: results, determinism, purity, invariants, hidden information."""

from __future__ import annotations

import random

import pytest

from cards.core import JUDGE, PUBLIC, Audience

from .helpers import GAME


def playout(seed: int, options=None, check=None, limit: int = 3000):
    rng = random.Random(seed)
    s, _ = GAME.new_match(GAME.setup_for(["Alice", "Bob"], options=options), random.Random(seed))
    posts = []
    for _ in range(limit):
        if GAME.result(s) is not None:
            break
        d = GAME.pending(s)[0]
        post = GAME.random_post(s, d.seat, rng)
        posts.append((d.seat, post))
        if check is not None:
            check(s, d.seat, post)
        s, _ = GAME.play(s, d.seat, post)
    return s, posts


@pytest.mark.parametrize(("seed", "cr"), [(1, "6.3a"), (2, "6.4"), (3, "7.0")])
def test_random_playouts_reach_a_result(seed, cr):
    """Random legal games end (F-WIN-1/2), under every rules version (F-OPT-1)."""
    s, posts = playout(seed, {"cr": cr})
    assert GAME.result(s) is not None, len(posts)
    assert GAME.invariants(s) == []


def test_determinism_replay_and_canonical():
    """Same seed, same posts: same states; canonical posts replay to the same game."""
    s1, posts = playout(5)
    s2, posts2 = playout(5)
    assert posts == posts2 and GAME.view(s1, JUDGE) == GAME.view(s2, JUDGE)
    s, _ = GAME.new_match(GAME.setup_for(["Alice", "Bob"]), random.Random(5))
    for seat, post in posts:
        canon = GAME.canonical(s, seat, GAME.parse(s, seat, post))
        s, _ = GAME.apply(s, seat, GAME.parse_canonical(s, seat, canon))
    assert GAME.view(s, JUDGE) == GAME.view(s1, JUDGE)


def test_apply_never_mutates_and_invariants_hold():
    """apply returns a new state; each card stays in exactly one zone."""
    def check(s, seat, post):
        before = GAME.view(s, JUDGE)
        uids = {u: (c.cid, c.rested, c.damage) for u, c in s.cards.items()}
        s2, _ = GAME.play(s, seat, post)
        assert GAME.view(s, JUDGE) == before
        assert {u: (c.cid, c.rested, c.damage) for u, c in s.cards.items()} == uids
        assert GAME.invariants(s2) == []

    playout(7, check=check, limit=250)


def test_views_unchanged_under_scramble_hidden():
    """Hidden cards swapped among hidden places change nothing a reader sees."""
    rng = random.Random(3)

    def check(s, seat, post):
        for audience in (PUBLIC, Audience.player(0), Audience.player(1)):
            scrambled = GAME.scramble_hidden(s, audience, rng)
            assert GAME.view(scrambled, audience) == GAME.view(s, audience)
            assert GAME.render_table(scrambled, audience, "en") == GAME.render_table(s, audience, "en")

    playout(8, check=check, limit=150)


def test_legal_posts_are_all_accepted():
    rng = random.Random(2)
    s, _ = GAME.new_match(GAME.setup_for(["Alice", "Bob"]), random.Random(2))
    for _ in range(120):
        if GAME.result(s) is not None:
            break
        d = GAME.pending(s)[0]
        posts = GAME.legal_posts(s, d.seat)
        assert posts
        for post in posts:
            GAME.play(s, d.seat, post)
        s, _ = GAME.play(s, d.seat, GAME.random_post(s, d.seat, rng))


@pytest.mark.slow
def test_many_playouts():
    for seed in range(100, 160):
        s, _ = playout(seed)
        assert GAME.result(s) is not None

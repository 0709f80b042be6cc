"""Chance copies share the RNG until one of them decides something (copy on write), and a copy never
disturbs the other's sequence, whichever draws first (issue 14: no re-seeding per tentative move)."""

from __future__ import annotations

import random

from cards.chance import Chance


def test_copies_continue_the_same_sequence_whichever_draws_first() -> None:
    ref = Chance(11)
    expected = [ref.roll(100) for _ in range(8)]
    a = Chance(11)
    b = a.clone()
    c = b.clone()
    assert [c.roll(100) for _ in range(8)] == expected  # the last copy first
    assert [a.roll(100) for _ in range(8)] == expected
    assert [b.roll(100) for _ in range(8)] == expected


def test_a_copy_made_mid_sequence_and_shuffles_agree() -> None:
    a = Chance(5)
    a.roll()
    b = a.clone()
    deck_a, deck_b = list(range(20)), list(range(20))
    b.shuffle(deck_b, "deck", show=lambda x: f"card {x}")
    a.shuffle(deck_a, "deck")
    assert deck_a == deck_b
    assert b.drain()[-1].data["outcome"] == [f"card {x}" for x in deck_b]


def test_a_given_rng_is_used_as_the_match_rng() -> None:
    """A Chance built on a caller's Random draws from it (as the engines' rng did before)."""
    rng = random.Random(3)
    twin = random.Random(3)
    c = Chance(rng)
    assert c.randint(1, 1000) == twin.randint(1, 1000)
    assert rng.getstate() == twin.getstate()


def test_copying_does_not_change_how_the_original_pickles() -> None:
    """A refused move copies the match and drops the copy: the original must pickle to the same bytes
    (the contract suite compares them), and a pickled chance continues the same sequence."""
    import pickle

    a = Chance(8)
    a.roll()
    before = pickle.dumps(a)
    b = a.clone()
    assert pickle.dumps(a) == before
    restored = pickle.loads(before)
    assert (
        [restored.roll(100) for _ in range(5)]
        == [b.roll(100) for _ in range(5)]
        == [a.roll(100) for _ in range(5)]
    )


def test_shuffle_is_randoms() -> None:
    """Chance.shuffle draws as random.Random.shuffle does: the same order and as many draws taken (a seed's
    match deals the same hands)."""
    for seed in range(200):
        mine, theirs = Chance(seed), random.Random(seed)
        for n in (0, 1, 2, 3, 7, 31, 64, 65, 100, 250, 256, 257, 300):  # the bit-length table ends at 256
            a = [f"card {i}" for i in range(n)]
            b = list(a)
            mine.shuffle(a, "deck")
            theirs.shuffle(b)
            assert a == b, (seed, n)
        assert mine.roll(1000) == theirs.randint(1, 1000)  # as many draws taken

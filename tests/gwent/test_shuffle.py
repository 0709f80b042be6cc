"""The scripted player's shuffle (issue 30: it shuffles every candidate post of every turn) is
``random.Random.shuffle``: the same order and the same draws, so seeded games and benchmarks play the same
posts as before."""

from __future__ import annotations

import random

from cards.gwent.legal import shuffle


def test_shuffle_is_randoms() -> None:
    for seed in range(300):
        mine, theirs = random.Random(seed), random.Random(seed)
        for n in (0, 1, 2, 3, 7, 31, 64, 65, 100, 250, 1500):
            a = [f"post {i}" for i in range(n)]
            b = list(a)
            shuffle(mine, a)
            theirs.shuffle(b)
            assert a == b, (seed, n)
        assert mine.random() == theirs.random()  # as many draws taken

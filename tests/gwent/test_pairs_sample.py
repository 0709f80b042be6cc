"""The scripted Hard player's two-card posts (G-HARD-DOUBLE-1) are sampled without listing every pair (issue
30): the sample is exactly every step-th pair of the full list, as it was when the list was built."""

from __future__ import annotations

import random

from cards.gwent.legal import _pairs_sample


def test_the_sample_is_every_step_th_pair_of_the_full_list() -> None:
    rng = random.Random(1)
    words = ["Ciri", "Dandelion", "Geralt", "Scorch", "leader"]
    for _ in range(2000):
        plays = [f"{rng.choice(words)} {rng.choice(['', '@close', '> Yen'])}".strip() for _ in range(rng.randint(0, 40))]
        pairs = [f"{a} + {b}" for a in plays for b in plays if a.split()[0] != b.split()[0]]
        assert _pairs_sample(plays) == pairs[:: max(1, len(pairs) // 40)], plays


def test_the_sample_of_a_big_hand_is_every_step_th_pair() -> None:
    """Hard hands list some sixty plays a turn: a pair is found from the running counts, not a listing."""
    rng = random.Random(2)
    words = [f"Card{i}" for i in range(30)]
    for _ in range(200):
        plays = [f"{rng.choice(words)} {rng.choice(['', '@close', '@ranged'])}".strip() for _ in range(rng.randint(40, 90))]
        pairs = [f"{a} + {b}" for a in plays for b in plays if a.split()[0] != b.split()[0]]
        assert _pairs_sample(plays) == pairs[:: max(1, len(pairs) // 40)], plays

"""The opponent bench (issue 30): ``--jobs`` plays the same seeded matches as one process; rates carry a
95 % Wilson interval."""

from __future__ import annotations

import pytest

from benchmarks.opponent_bench import Pairing, run, wilson
from cards.opponent import LEVELS, Level

TINY = Level("tiny", LEVELS["easy"].title, simulations=3, seconds=1.0, rollout_posts=10)


def test_jobs_play_the_same_matches_as_one_process() -> None:
    serial, parallel = (Pairing("gwent", "classic", 2, "greedy", 3) for _ in range(2))
    run(serial, TINY, jobs=1)
    run(parallel, TINY, jobs=2)
    assert (serial.firsts, serial.draws, serial.sims) == (parallel.firsts, parallel.draws, parallel.sims)


def test_wilson_interval_is_sound_at_the_edges() -> None:
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(100, 100)
    assert high == pytest.approx(1.0) and low == pytest.approx(0.963, abs=0.001)
    low, high = wilson(70, 100)
    assert low == pytest.approx(0.604, abs=0.001) and high == pytest.approx(0.781, abs=0.001)

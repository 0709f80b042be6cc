"""Gwent engine speed: random legal Classic games per second, and the time to apply one post and
render the public table (median and 99th percentile). Run: python -m benchmarks.engine_bench
These are measurements, not tests: they print numbers and assert nothing.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from cards.core import PUBLIC
from cards.gwent.game import GwentGame
from tests.gwent_props.games import random_game, random_setup


def percentile(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


def bench_games(game: GwentGame, n: int) -> tuple[float, int]:
    start = time.perf_counter()
    posts = 0
    for seed in range(n):
        for _ in random_game(game, seed):
            posts += 1
    return n / (time.perf_counter() - start), posts


def bench_posts(game: GwentGame, n_games: int) -> tuple[list[float], list[float], list[float]]:
    """Collect recorded posts, then time apply alone, render alone, and apply + render, per post."""
    recorded = []
    for seed in range(1000, 1000 + n_games):
        recorded.extend((before, seat, post) for before, seat, post, _after in random_game(game, seed))
    apply_t, render_t, both_t = [], [], []
    for before, seat, post in recorded:
        t0 = time.perf_counter()
        after, _ = game.play(before, seat, post)
        t1 = time.perf_counter()
        game.render_table(after, PUBLIC, "en")
        t2 = time.perf_counter()
        apply_t.append(t1 - t0)
        render_t.append(t2 - t1)
        both_t.append(t2 - t0)
    return apply_t, render_t, both_t


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    args = ap.parse_args()
    game = GwentGame()
    random_setup(random.Random(0))
    gps, posts = bench_games(game, args.games)
    print(
        f"random legal classic games: {gps:.1f} games/s ({args.games} games, {posts / args.games:.1f} posts/game)"
    )
    a, r, b = bench_posts(game, max(20, args.games // 5))
    for label, xs in (("apply one post", a), ("render public table", r), ("apply + render", b)):
        print(
            f"{label:22s} median {statistics.median(xs) * 1e6:8.1f} µs   p99 {percentile(xs, 99) * 1e6:8.1f} µs   (n={len(xs)})"
        )


if __name__ == "__main__":
    main()

"""Force of Will engine speed: random legal games per second, and the time to apply one post and render
the public table (median and 99th percentile). Run: python -m benchmarks.fow_bench
These are measurements, not tests: they print numbers and assert nothing; the last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from cards.core import PUBLIC
from cards.fow.game import FowGame
from cards.fow.state import State


def percentile(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


def random_game(game: FowGame, seed: int) -> list[tuple[State, int, str]]:
    """The (state before, seat, post) of one random legal game."""
    rng = random.Random(seed)
    s, _ = game.new_match(game.setup_for(["Alice", "Bob"]), random.Random(seed))
    out = []
    while game.result(s) is None and len(out) < 5000:
        d = game.pending(s)[0]
        post = game.random_post(s, d.seat, rng)
        out.append((s, d.seat, post))
        s, _ = game.play(s, d.seat, post)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    args = parser.parse_args()
    game = FowGame()
    start = time.perf_counter()
    recorded: list[tuple[State, int, str]] = []
    for seed in range(args.games):
        recorded += random_game(game, seed)
    elapsed = time.perf_counter() - start
    games_per_s = args.games / elapsed
    apply_t, both_t = [], []
    for before, seat, post in recorded:
        t0 = time.perf_counter()
        after, _ = game.play(before, seat, post)
        t1 = time.perf_counter()
        game.render_table(after, PUBLIC, "en")
        t2 = time.perf_counter()
        apply_t.append(t1 - t0)
        both_t.append(t2 - t0)
    ms = 1000.0
    result = {
        "bench": "fow_engine",
        "games": args.games,
        "posts": len(recorded),
        "random_games_per_s": round(games_per_s, 2),
        "posts_per_game": round(len(recorded) / args.games, 1),
        "apply_median_ms": round(statistics.median(apply_t) * ms, 3),
        "apply_p99_ms": round(percentile(apply_t, 99) * ms, 3),
        "apply_render_median_ms": round(statistics.median(both_t) * ms, 3),
        "apply_render_p99_ms": round(percentile(both_t, 99) * ms, 3),
    }
    print(f"random legal games: {games_per_s:.2f}/s ({len(recorded)} posts in {args.games} games)")
    print(f"apply: median {result['apply_median_ms']} ms, p99 {result['apply_p99_ms']} ms")
    print(
        f"apply + render table: median {result['apply_render_median_ms']} ms, p99 {result['apply_render_p99_ms']} ms"
    )
    print(json.dumps(result))


if __name__ == "__main__":
    main()

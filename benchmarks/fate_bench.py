"""Random legal Fate/Ace Royal games per second for 2, 4 and 7 Masters.

Each game is a random legal playout (``FateGame.random_post`` answering a random pending decision)
from the deal to the result. Reports per seat count: games/s, posts/s, the median and p99 time per
game; ends with one JSON line.

Usage: python benchmarks/fate_bench.py [--games N]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from cards.fate.game import FateGame

NAMES = ["Alice", "Boris", "Clara", "Dmitri", "Elena", "Fyodor", "Galina"]


def one_game(game: FateGame, n: int, seed: int) -> int:
    rng = random.Random(seed)
    state, _ = game.new_match(game.setup_for(NAMES[:n]), rng)
    posts = 0
    while game.result(state) is None:
        d = rng.choice(game.pending(state))
        state, _ = game.play(state, d.seat, game.random_post(state, d.seat, rng))
        posts += 1
    return posts


def main(argv: list[str] | None = None) -> dict[str, object]:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=60)
    args = parser.parse_args(argv)
    game = FateGame()
    report: dict[str, object] = {"bench": "fate", "games": args.games}
    for n in (2, 4, 7):
        times: list[float] = []
        posts = 0
        for seed in range(args.games):
            start = time.perf_counter()
            posts += one_game(game, n, seed)
            times.append(time.perf_counter() - start)
        total = sum(times)
        times.sort()
        row = {
            "games_per_s": round(len(times) / total, 2),
            "posts_per_s": round(posts / total, 1),
            "median_ms": round(statistics.median(times) * 1000, 2),
            "p99_ms": round(times[min(len(times) - 1, int(len(times) * 0.99))] * 1000, 2),
            "posts_per_game": round(posts / len(times), 1),
        }
        report[f"masters_{n}"] = row
        print(
            f"{n} Masters: {row['games_per_s']} games/s, {row['posts_per_s']} posts/s, "
            f"median {row['median_ms']} ms, p99 {row['p99_ms']} ms, {row['posts_per_game']} posts/game"
        )
    print(json.dumps(report))
    return report


if __name__ == "__main__":
    main()

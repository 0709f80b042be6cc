"""Vanguard engine speed: random legal games per second, and apply+render per post (median, p99).

Usage: python benchmarks/vanguard_bench.py [--games N]. Ends with one JSON line.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from cards.core import PUBLIC
from cards.vanguard.game import VanguardGame


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--games", type=int, default=30)
    args = ap.parse_args(argv)
    game = VanguardGame()
    posts = 0
    apply_render: list[float] = []
    apply_render_cpu: list[float] = []  # CPU time: the wall-clock tail on a shared machine is other processes
    t0 = time.perf_counter()
    for seed in range(args.games):
        rng = random.Random(seed)
        st, _ = game.new_match(game.setup_for(["A", "B"]), random.Random(seed))
        while game.result(st) is None:
            d = rng.choice(game.pending(st))
            post = game.random_post(st, d.seat, rng)
            s, c = time.perf_counter(), time.process_time()
            st, events = game.play(st, d.seat, post)
            game.render_table(st, PUBLIC, "ru")
            for e in events:
                game.render_event(e, "ru")
            apply_render.append(time.perf_counter() - s)
            apply_render_cpu.append(time.process_time() - c)
            posts += 1
    total = time.perf_counter() - t0
    q = statistics.quantiles(apply_render, n=100)
    out = {
        "bench": "vanguard",
        "games": args.games,
        "posts": posts,
        "games_per_s": round(args.games / total, 2),
        "apply_render_median_ms": round(statistics.median(apply_render) * 1000, 3),
        "apply_render_p99_ms": round(q[98] * 1000, 3),
        "apply_render_cpu_median_ms": round(statistics.median(apply_render_cpu) * 1000, 3),
        "apply_render_cpu_p99_ms": round(statistics.quantiles(apply_render_cpu, n=100)[98] * 1000, 3),
    }
    print(f"{args.games} random legal games, {posts} posts, {total:.2f} s")
    print(json.dumps(out))


if __name__ == "__main__":
    main()

"""How long one table picture takes to draw (issue 16: goal ≤ 30 ms median on these machines; since the
palette canvas and its caches, Gwent's goal is ≤ 4 ms median).

For every registered game with a picture: positions come from random legal playouts (``setup_for`` and
``random_post``, at the game's default seat count, and at its most seats when more than two); each sample
renders the public picture of one position, in English and Russian alternately. Reports the median and
p99 per game (wall and CPU time: the wall tail is the shared machine) and the PNG's bytes (median and
largest: Discord uploads them with the move). Ends with one JSON line.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from typing import Any

from bot.judge.games import game_names, load_game
from cards.core import PUBLIC, Game

NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace")


def positions(game: Game, seats: int, n: int, seed: int = 1) -> list[Any]:
    rng = random.Random(seed)
    out: list[Any] = []
    while len(out) < n:
        state, _ = game.new_match(game.setup_for(NAMES[:seats]), random.Random(rng.random()))
        for _ in range(3000):
            if game.result(state) is not None or len(out) >= n:
                break
            d = rng.choice(list(game.pending(state)))
            state, _ = game.play(state, d.seat, game.random_post(state, d.seat, rng))
            out.append(state)
    return out


def _p(times: list[float], q: float) -> float:
    return round(times[int(q * (len(times) - 1))], 2)


def bench(game: Game, seats: int, n: int) -> dict[str, Any] | None:
    states = positions(game, seats, n)
    if game.render_picture(states[0], PUBLIC, "en") is None:
        return None
    for s in states[:10]:  # warm-up: fonts loaded, caches filled
        game.render_picture(s, PUBLIC, "en")
    wall: list[float] = []
    cpu: list[float] = []
    sizes: list[int] = []
    for i, s in enumerate(states):
        t0, c0 = time.perf_counter(), time.process_time()
        png = game.render_picture(s, PUBLIC, "ru" if i % 2 else "en")
        cpu.append((time.process_time() - c0) * 1000)
        wall.append((time.perf_counter() - t0) * 1000)
        sizes.append(len(png or b""))
    wall.sort()
    cpu.sort()
    return {
        "samples": n,
        "render_p50_ms": _p(wall, 0.5),
        "render_p99_ms": _p(wall, 0.99),
        "cpu_p50_ms": _p(cpu, 0.5),
        "cpu_p99_ms": _p(cpu, 0.99),
        "png_kib_p50": round(statistics.median(sizes) / 1024, 1),
        "png_bytes_p50": int(statistics.median(sizes)),
        "png_bytes_max": max(sizes),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--quick", action="store_true", help="100 samples per game instead of 500")
    args = ap.parse_args()
    n = 100 if args.quick else 500
    games: dict[str, Any] = {}
    for name in game_names():
        game = load_game(name)
        info = game.info
        for seats in sorted({info.default_seats, min(info.max_seats, len(NAMES))}):
            res = bench(game, seats, n)
            if res is None:
                break
            key = f"{name}-{seats}p"
            games[key] = res
            print(
                f"{key:>14} picture: median {res['render_p50_ms']} ms (CPU {res['cpu_p50_ms']}), "
                f"p99 {res['render_p99_ms']} ms (CPU {res['cpu_p99_ms']}), PNG {res['png_bytes_p50']} bytes "
                f"(largest {res['png_bytes_max']})"
            )
    worst = max((g["render_p50_ms"] for g in games.values()), default=0.0)
    gwent = min((g["render_p50_ms"] for k, g in games.items() if k.startswith("gwent-")), default=None)
    print(
        json.dumps(
            {
                "bench": "picture",
                "goal_p50_ms": 30,
                "worst_p50_ms": worst,
                "meets_goal": worst <= 30,
                "gwent_goal_p50_ms": 4,
                "gwent_p50_ms": gwent,
                "meets_gwent_goal": gwent is not None and gwent <= 4,
                "games": games,
            }
        )
    )


if __name__ == "__main__":
    main()

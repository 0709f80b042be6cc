"""How long one table picture takes to draw (issue 16: goal ≤ 30 ms median on these machines).

Positions come from random legal Gwent games (every game with pictures joins as it gets a renderer);
each sample renders the public picture of one position. Ends with one JSON line.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time

from cards.core import PUBLIC
from cards.gwent.game import GwentGame


def positions(n: int, seed: int = 1) -> list[object]:
    g = GwentGame()
    rng = random.Random(seed)
    out: list[object] = []
    while len(out) < n:
        setup = {"players": [{"name": "Alice", "faction": "monsters", "ready_deck": True},
                             {"name": "Bob", "faction": "nilfgaard", "ready_deck": True}]}
        state, _ = g.new_match(setup, random.Random(rng.random()))
        while g.result(state) is None and len(out) < n:
            d = g.pending(state)[0]
            state, _ = g.play(state, d.seat, g.random_post(state, d.seat, rng))
            out.append(state)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--quick", action="store_true", help="200 samples instead of 1,000")
    args = ap.parse_args()
    n = 200 if args.quick else 1000
    g = GwentGame()
    states = positions(n)
    for s in states[:20]:  # warm-up: fonts loaded, caches filled
        g.render_picture(s, PUBLIC, "en")
    times: list[float] = []
    sizes: list[int] = []
    for i, s in enumerate(states):
        t0 = time.perf_counter()
        png = g.render_picture(s, PUBLIC, "ru" if i % 2 else "en")
        times.append((time.perf_counter() - t0) * 1000)
        sizes.append(len(png))
    times.sort()
    out = {
        "bench": "picture",
        "game": "gwent",
        "samples": n,
        "render_p50_ms": round(statistics.median(times), 2),
        "render_p99_ms": round(times[int(0.99 * (n - 1))], 2),
        "png_kib_p50": round(statistics.median(sizes) / 1024, 1),
    }
    print(f"gwent picture: median {out['render_p50_ms']} ms, p99 {out['render_p99_ms']} ms, "
          f"PNG {out['png_kib_p50']} KiB")
    print(json.dumps(out))


if __name__ == "__main__":
    main()

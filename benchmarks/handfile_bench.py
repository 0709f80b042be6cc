"""How long one Gwent Hand.xlsx takes to write (G-HAND-1; issue 14: goal ≤ 2 ms median per file).

Each sample is a random hand of the shipped catalogue (10 cards, as dealt, and 0–3 in the exchange
sheet), in English and Russian alternately. The old way (openpyxl writes the whole workbook) and the new
one (openpyxl's cached empty file with the card cells filled in) run interleaved on the same hands, so
the shared machine's noise falls on both alike. Reports the median and p99 per file (wall and CPU time),
the first call of the new way (which builds the per-language template), and the file size. Ends with one
JSON line.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

from cards.core import Lang
from cards.gwent.catalogue import default_catalogue
from cards.gwent.handfile import _hand_template, _openpyxl_hand_xlsx, write_hand_xlsx
from cards.gwent.model import CardDef

Writer = Callable[[Sequence[CardDef], Sequence[CardDef], Lang], bytes]


def hands(n: int, seed: int = 14) -> list[tuple[list[CardDef], list[CardDef], Lang]]:
    rng = random.Random(seed)
    cards = sorted(default_catalogue().cards.values(), key=lambda c: c.id)
    return [
        (rng.sample(cards, 10), rng.sample(cards, rng.randint(0, 3)), "ru" if i % 2 else "en")
        for i in range(n)
    ]


def _p(times: list[float], q: float) -> float:
    return round(sorted(times)[int(q * (len(times) - 1))], 3)


def _timed(
    write: Writer, hand: list[CardDef], exchange: list[CardDef], lang: Lang
) -> tuple[float, float, int]:
    t0, c0 = time.perf_counter(), time.process_time()
    data = write(hand, exchange, lang)
    return (time.perf_counter() - t0) * 1000, (time.process_time() - c0) * 1000, len(data)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--quick", action="store_true", help="100 hands instead of 500")
    ap.add_argument("--hands", type=int, default=None, help="how many hands (overrides --quick)")
    args = ap.parse_args(argv)
    n = args.hands or (100 if args.quick else 500)
    samples = hands(n)
    _hand_template.cache_clear()
    first_ms = round(_timed(write_hand_xlsx, *samples[0])[0] + _timed(write_hand_xlsx, *samples[1])[0], 2)
    for s in samples[:10]:  # warm-up
        _openpyxl_hand_xlsx(*s)
        write_hand_xlsx(*s)
    ways: dict[str, Writer] = {"old": _openpyxl_hand_xlsx, "new": write_hand_xlsx}
    wall: dict[str, list[float]] = {k: [] for k in ways}
    cpu: dict[str, list[float]] = {k: [] for k in ways}
    sizes: dict[str, list[int]] = {k: [] for k in ways}
    for i, s in enumerate(samples):
        for name in sorted(ways, reverse=bool(i % 2)):  # alternate which way runs first
            w, c, size = _timed(ways[name], *s)
            wall[name].append(w)
            cpu[name].append(c)
            sizes[name].append(size)
    figures: dict[str, Any] = {"benchmark": "handfile_bench", "samples": n, "new_first_calls_ms": first_ms}
    print(f"Hand.xlsx, {n} hands (10 cards + 0-3 in exchange), en/ru alternately; ms per file")
    print(f"{'':>5} {'wall p50':>9} {'wall p99':>9} {'cpu p50':>8} {'cpu p99':>8} {'bytes p50':>10}")
    for name in ways:
        row = {
            f"{name}_p50_ms": _p(wall[name], 0.5),
            f"{name}_p99_ms": _p(wall[name], 0.99),
            f"{name}_cpu_p50_ms": _p(cpu[name], 0.5),
            f"{name}_cpu_p99_ms": _p(cpu[name], 0.99),
        }
        figures.update(row)
        size = sorted(sizes[name])[n // 2]
        print(f"{name:>5} " + " ".join(f"{v:>9.3f}" for v in row.values()) + f" {size:>10}")
    figures["speedup_p50"] = round(figures["old_p50_ms"] / figures["new_p50_ms"], 1)
    print(f"new way's first two calls (templates for en and ru built): {first_ms} ms")
    print(json.dumps(figures, sort_keys=True))


if __name__ == "__main__":
    main()

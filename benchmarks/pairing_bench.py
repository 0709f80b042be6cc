"""Swiss pairing time for large fields: 1,024 players x 8 rounds (issue 17's goal: <= 1 s a round).

Each round is paired through the pure core (standings, bye, windowed max-weight matching), timed,
then filled with seeded random results (wins, draws, a few drops). Several events with different
seeds give the samples; the median and p99 of the time per pairing are printed, then one JSON line.
A side-by-side run at ``--compare`` players times the windowed pairing against the complete graph and
compares how close they pair (the sum of squared match-point gaps over the tables).

    python benchmarks/pairing_bench.py [--players 1024] [--rounds 8] [--events 3] [--compare 128]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from unittest import mock

from bot.tournament import swiss
from bot.tournament.engine import TournamentState
from bot.tournament.model import TournamentConfig
from bot.tournament.standings import compute_standings

RESULTS = [(2, 0, 0), (2, 1, 0), (0, 2, 0), (1, 2, 0), (1, 1, 1)]


def run_event(players: int, rounds: int, seed: int, quality: list[int] | None = None) -> list[float]:
    """One Swiss event; the seconds each pairing after round 1 took. ``quality`` collects, per
    pairing, the sum of squared match-point differences of its tables (lower is closer pairing)."""
    rng = random.Random(seed)
    s = TournamentState.new(TournamentConfig("swiss", swiss_rounds=rounds))
    for i in range(players):
        s.register(f"p{i:05d}", f"Player {i}")
    s.close_registration()
    times: list[float] = []
    for n in range(rounds):
        points = (
            {r.player_id: r.points for r in compute_standings(s.tournament)} if quality is not None else {}
        )
        start = time.perf_counter()
        rnd = s.pair_next_round(random.Random(rng.random()))
        if n:  # round 1 is a shuffle
            times.append(time.perf_counter() - start)
            if quality is not None:
                quality.append(sum((points[p.a] - points[p.b]) ** 2 for p in rnd.pairings if p.b is not None))
        s.start_round()
        for table in s.pending_tables():
            s.record_result(table, *rng.choice(RESULTS), actor="bench")
        for p in list(s.tournament.active_players()):
            if rng.random() < 0.01:
                s.drop(p.id)
        s.finish_round()
    return times


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--players", type=int, default=1024)
    ap.add_argument("--rounds", type=int, default=8)
    ap.add_argument("--events", type=int, default=3)
    ap.add_argument("--compare", type=int, default=128, help="field size for windowed vs complete graph")
    args = ap.parse_args()

    times: list[float] = []
    for e in range(args.events):
        times += run_event(args.players, args.rounds, seed=e)
    median, p99 = statistics.median(times), percentile(times, 0.99)
    print(f"{args.players} players x {args.rounds} rounds, {args.events} events, {len(times)} pairings")
    print(
        f"  time per round: median {median * 1000:.0f} ms, p99 {p99 * 1000:.0f} ms, max {max(times) * 1000:.0f} ms"
    )

    q_windowed: list[int] = []
    q_dense: list[int] = []
    windowed = [t for e in range(args.events) for t in run_event(args.compare, 6, 100 + e, q_windowed)]
    with mock.patch.object(swiss, "DENSE_UP_TO", 10**9):
        dense = [t for e in range(args.events) for t in run_event(args.compare, 6, 100 + e, q_dense)]
    ratio = statistics.median(dense) / statistics.median(windowed)
    print(
        f"  {args.compare} players: windowed median {statistics.median(windowed) * 1000:.0f} ms, "
        f"complete graph {statistics.median(dense) * 1000:.0f} ms (x{ratio:.1f}); "
        f"sum of squared point gaps {sum(q_windowed)} vs {sum(q_dense)}"
    )
    print(
        json.dumps(
            {
                "bench": "pairing",
                "players": args.players,
                "rounds": args.rounds,
                "events": args.events,
                "median_s": round(median, 4),
                "p99_s": round(p99, 4),
                "max_s": round(max(times), 4),
                "goal_s": 1.0,
                "compare_players": args.compare,
                "windowed_median_s": round(statistics.median(windowed), 4),
                "dense_median_s": round(statistics.median(dense), 4),
                "dense_over_windowed": round(ratio, 2),
                "windowed_point_gap2": sum(q_windowed),
                "dense_point_gap2": sum(q_dense),
            }
        )
    )


if __name__ == "__main__":
    main()

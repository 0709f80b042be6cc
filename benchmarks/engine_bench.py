"""Engine speed of every registered game, per variant: random legal games per second and replayed
actions per second, with per-item medians and 99th percentiles. Run: ``python -m benchmarks.engine_bench``
(``--quick``: the random games of all games and variants share a CPU budget of about 24 s, so the whole
run stays under a minute on a quiet machine; a fast game still plays 5 × 200 matches). The last line is one JSON object, so two runs can be
compared by a script. These are measurements, not tests: they print numbers and assert nothing.

What is measured, per game and variant:
- random games: a scripted player (the game's ``random_step``: a random legal post, applied once)
  plays whole matches from the game's own ``setup_for``; one sample is one whole match.
- replay: the recorded posts of those matches are replayed from their seeds (new match, then parse
  and apply every post), as a restart or an undo does; one sample is one post.
- render: the public table after each replayed post (the thread's pinned table).
Every measurement is preceded by a warm-up and repeated; the figures are the medians of the runs. The games
are loaded and frozen out of the garbage collector's passes first, as the bot keeps them.

Comparing two trees: their random-game figures compare the engines only when both played the same games —
``games_sha256`` (per game and variant: the seeds and every post of every timed match) is equal. A scripted
player that plays otherwise changes the work a game is (issue 29's Gwent player passes later: 5 % more posts a
Classic game, some 15 % fewer games a CPU second on the same engine); posts a second still compare, games do not.
With ``--quick`` a slow game plays as many matches a run as its budget allows, so two trees of different speed
play different numbers of them: compare such a game with ``--games N`` given.
"""

from __future__ import annotations

import argparse
import gc
import hashlib
import json
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from importlib.metadata import entry_points
from typing import Any

from cards.core import PUBLIC, BaseGame

QUICK_BUDGET_S = 24.0
NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace")
MAX_POSTS = 2000


def registered_games() -> list[BaseGame]:
    """Every game of the ``tablejudge.games`` entry-point group; Gwent when none is registered yet."""
    games: list[BaseGame] = []
    for ep in sorted(entry_points(group="tablejudge.games"), key=lambda e: e.name):
        try:
            obj = ep.load()
        except ImportError as exc:  # registered by an install of another checkout
            print(f"skipping game {ep.name}: {exc}", file=sys.stderr)
            continue
        games.append(obj() if isinstance(obj, type) else obj)
    if not games:
        from cards.gwent.game import GwentGame

        games.append(GwentGame())
    return games


def percentile(xs: list[float], p: float) -> float:
    """Nearest-rank percentile (p in 0..100)."""
    s = sorted(xs)
    return s[min(len(s) - 1, max(0, int(round(p / 100 * (len(s) - 1)))))]


def step_of(game: BaseGame) -> Callable[[Any, int, random.Random], tuple[str, Any, list]]:
    """The game's scripted player that returns the state it already applied; a game without one gets
    random_post followed by play (one more apply per post)."""
    step = getattr(game, "random_step", None)
    if step is not None:
        return step  # type: ignore[no-any-return]

    def fallback(state: Any, seat: int, rng: random.Random) -> tuple[str, Any, list]:
        post = game.random_post(state, seat, rng)
        new, events = game.play(state, seat, post)
        return post, new, events

    return fallback


@dataclass
class Recorded:
    seed: int
    setup: dict[str, Any]
    posts: list[tuple[int, str]] = field(default_factory=list)
    finished: bool = False


def setup_of(game: BaseGame, variant: str | None) -> dict[str, Any]:
    n = game.info.default_seats or game.info.min_seats or 2
    return game.setup_for(list(NAMES[:n]), variant)


def play_one(game: BaseGame, variant: str | None, seed: int, step: Callable) -> Recorded:
    """One random legal match from the seed: the chance source and the scripted player are both seeded."""
    rec = Recorded(seed, setup_of(game, variant))
    rng = random.Random(seed * 7919 + 1)
    state, _ = game.new_match(rec.setup, random.Random(seed))
    for _ in range(MAX_POSTS):
        if game.result(state) is not None:
            rec.finished = True
            return rec
        pending = game.pending(state)
        if not pending:
            break
        seat = pending[0].seat
        post, state, _events = step(state, seat, rng)
        rec.posts.append((seat, post))
    rec.finished = game.result(state) is not None
    return rec


def time_games(
    game: BaseGame, variant: str | None, seeds: Iterable[int]
) -> tuple[float, float, list[float], list[Recorded]]:
    """(games per wall second, games per CPU second, per-game wall seconds, the recorded games)."""
    step = step_of(game)
    per: list[float] = []
    recs: list[Recorded] = []
    clock = time.perf_counter
    cpu0, start = time.process_time(), clock()
    for seed in seeds:
        t0 = clock()
        recs.append(play_one(game, variant, seed, step))
        per.append(clock() - t0)
    wall, cpu = clock() - start, time.process_time() - cpu0
    return len(per) / wall, len(per) / max(cpu, 1e-9), per, recs


def time_replay(game: BaseGame, recs: list[Recorded]) -> tuple[float, float, list[float]]:
    """(actions per wall second and per CPU second over whole replays incl. each new match, per-post
    parse+apply wall seconds)."""
    per: list[float] = []
    clock = time.perf_counter
    actions = 0
    cpu0, start = time.process_time(), clock()
    for rec in recs:
        state, _ = game.new_match(rec.setup, random.Random(rec.seed))
        for seat, post in rec.posts:
            t0 = clock()
            state, _ = game.apply(state, seat, game.parse(state, seat, post))
            per.append(clock() - t0)
        actions += len(rec.posts)
    wall, cpu = clock() - start, time.process_time() - cpu0
    return actions / wall, actions / max(cpu, 1e-9), per


def time_render(game: BaseGame, recs: list[Recorded], lang: str = "en") -> list[float]:
    """Per-post seconds to render the public table after the post."""
    per: list[float] = []
    clock = time.perf_counter
    for rec in recs:
        state, _ = game.new_match(rec.setup, random.Random(rec.seed))
        for seat, post in rec.posts:
            state, _ = game.play(state, seat, post)
            t0 = clock()
            game.render_table(state, PUBLIC, lang)  # type: ignore[arg-type]
            per.append(clock() - t0)
    return per


def bench_variant(
    game: BaseGame, variant: str | None, n_games: int, runs: int, warmup: int, budget_s: float | None = None
) -> dict[str, Any]:
    """``budget_s`` (``--quick``): fewer matches per run for a slow game, so that its random games take
    about that long in all (never fewer than 20 a run; the replay still has thousands of posts)."""
    gc.collect()
    _gps, gps_cpu, _per, _recs = time_games(game, variant, range(10_000, 10_000 + warmup))  # warm-up
    if budget_s is not None:
        n_games = max(20, min(n_games, int(budget_s * gps_cpu / runs)))
    gps_runs: list[float] = []
    gps_cpu_runs: list[float] = []
    game_times: list[float] = []
    recs: list[Recorded] = []
    played = hashlib.sha256()
    for r in range(runs):
        seeds = range(r * n_games, (r + 1) * n_games)  # each run plays other matches
        gps, gps_cpu, per, got = time_games(game, variant, seeds)
        gps_runs.append(gps)
        gps_cpu_runs.append(gps_cpu)
        game_times.extend(per)
        played.update(games_text(got).encode())  # after the timing: not part of a game's figure
        if r == 0:
            recs = got
    aps_runs: list[float] = []
    aps_cpu_runs: list[float] = []
    apply_times: list[float] = []
    time_replay(game, recs[: max(1, warmup)])  # warm-up
    for _ in range(runs):
        aps, aps_cpu, per = time_replay(game, recs)
        aps_runs.append(aps)
        aps_cpu_runs.append(aps_cpu)
        apply_times.extend(per)
    render_times = time_render(game, recs[: max(1, len(recs) // 4)])
    posts = [len(r.posts) for r in recs]
    return {
        "random_games_per_s": round(statistics.median(gps_runs), 1),
        "replay_actions_per_s": round(statistics.median(aps_runs)),
        # The same per CPU second of this process: on a shared machine the wall figures also measure
        # the neighbours; the CPU figures do not (much).
        "random_games_per_cpu_s": round(statistics.median(gps_cpu_runs), 1),
        "replay_actions_per_cpu_s": round(statistics.median(aps_cpu_runs)),
        "game_p50_ms": round(statistics.median(game_times) * 1e3, 3),
        "game_p99_ms": round(percentile(game_times, 99) * 1e3, 3),
        "apply_p50_us": round(statistics.median(apply_times) * 1e6, 1),
        "apply_p99_us": round(percentile(apply_times, 99) * 1e6, 1),
        "render_p50_us": round(statistics.median(render_times) * 1e6, 1),
        "render_p99_us": round(percentile(render_times, 99) * 1e6, 1),
        "posts_per_game": round(statistics.mean(posts), 1),
        "games_sha256": played.hexdigest()[:16],
        "unfinished_games": sum(not r.finished for r in recs),
        "runs": runs,
        "games_per_run": n_games,
        "game_samples": len(game_times),
        "apply_samples": len(apply_times),
        "random_games_per_s_runs": [round(x, 1) for x in gps_runs],
        "replay_actions_per_s_runs": [round(x) for x in aps_runs],
    }


def games_text(recs: list[Recorded]) -> str:
    """The timed matches as text, each its seed and posts in order: what ``games_sha256`` hashes."""
    return "".join(f"{r.seed}:{r.posts!r}\n" for r in recs)


def keep_loaded(cases: list[tuple[BaseGame, str | None]]) -> None:
    """Load every case's catalogue (a first match) and move what is alive out of the collector's passes, as
    the bot does once its games are loaded (``bot.judge.games.keep_loaded``): otherwise a full collection in
    the middle of a timed run walks the catalogues again and the figures say more about the collector than
    the engine (HardGwent's replay: ~1.4x the instructions a post)."""
    for game, variant in cases:
        game.new_match(setup_of(game, variant), random.Random(0))
    gc.collect()
    gc.freeze()


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    ap.add_argument("--quick", action="store_true", help="a smaller sample (well under a minute)")
    ap.add_argument("--games", type=int, default=None, help="matches per run (default 400, quick 200)")
    ap.add_argument("--runs", type=int, default=None, help="repeated runs (default 5, quick 5)")
    ap.add_argument("--game", action="append", help="only these games (by name)")
    ap.add_argument("--variant", action="append", help="only these variants (by name)")
    args = ap.parse_args(argv)
    n_games = args.games or (200 if args.quick else 400)
    runs = args.runs or 5
    warmup = 10 if args.quick else 30
    results: dict[str, dict[str, Any]] = {}
    load0 = os.getloadavg()  # the machine's business before and after, to read the wall figures by
    cases = [
        (game, variant)
        for game in registered_games()
        if not args.game or game.name in args.game
        for variant in ([v.name for v in game.info.variants] or [None])
        if not args.variant or variant in args.variant
    ]
    keep_loaded(cases)
    # --quick: the random games of all cases share QUICK_BUDGET_S CPU seconds (replays add about half).
    budget = QUICK_BUDGET_S / max(1, len(cases)) if args.quick else None
    for game, variant in cases:
        key = f"{game.name}/{variant}" if variant else game.name
        r = bench_variant(game, variant, n_games, runs, warmup, budget)
        results[key] = r
        print(
            f"{key:16s} random games {r['random_games_per_s']:8.1f}/s "
            f"({r['random_games_per_cpu_s']:.1f}/CPU s) "
            f"(game p50 {r['game_p50_ms']:.2f} ms, p99 {r['game_p99_ms']:.2f} ms, "
            f"{r['posts_per_game']:.1f} posts, n={r['game_samples']}, games {r['games_sha256']})",
            file=sys.stderr,
        )
        print(
            f"{'':16s} replay       {r['replay_actions_per_s']:8d} actions/s "
            f"({r['replay_actions_per_cpu_s']}/CPU s) "
            f"(apply p50 {r['apply_p50_us']:.1f} µs, p99 {r['apply_p99_us']:.1f} µs, n={r['apply_samples']}); "
            f"render table p50 {r['render_p50_us']:.1f} µs, p99 {r['render_p99_us']:.1f} µs",
            file=sys.stderr,
        )
    summary = {
        "benchmark": "engine_bench",
        "quick": args.quick,
        "python": platform.python_version(),
        "games_per_run": n_games,
        "runs": runs,
        "replay_actions_per_s": {k: r["replay_actions_per_s"] for k, r in results.items()},
        "random_games_per_s": {k: r["random_games_per_s"] for k, r in results.items()},
        "replay_actions_per_cpu_s": {k: r["replay_actions_per_cpu_s"] for k, r in results.items()},
        "random_games_per_cpu_s": {k: r["random_games_per_cpu_s"] for k, r in results.items()},
        "load_average_before_after": [round(x, 2) for x in load0 + os.getloadavg()],
        "detail": results,
    }
    print(json.dumps(summary, sort_keys=True))


if __name__ == "__main__":
    main()

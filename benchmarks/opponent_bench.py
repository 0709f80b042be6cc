"""How strong and how quick the practice opponent is (issue 30). Run: ``python -m benchmarks.opponent_bench``
(``--quick``: a few matches per pairing at the easy level, well under five minutes). The last line is one
JSON object. A measurement, not a test: it prints numbers and asserts nothing.

Pairings, each over seeded matches with the opponent's seat alternated (seat = match number mod seats):
- Gwent Classic: the opponent against a *greedy* player — on its turn it plays the post that raises its own
  score the most (the judge's view after the post), and passes when it leads and the other player has
  passed; every other decision (exchange, keep, …) is the game's scripted random answer;
- every two-seat game and variant: the opponent against the game's scripted *random* player
  (``random_step``: a random legal post);
- Fate/Ace Royal with 4 Masters: the opponent against three random Masters (its share of first places
  is 25 % by chance).
Think time is CPU time per decision with more than one legal post (``time.process_time``, so a loaded
machine does not inflate it), p50 and p99. The opponent's budget is its level's simulation count, scaled
by how cheap a game's playouts are (``cards.opponent.budget``; deterministic); the bot additionally stops
a search at the level's wall-clock cap. ``cpu_seconds``: the run's CPU time (worker processes included),
which a shared machine does not inflate as it does the wall seconds; ``cpu_seconds_per_1000`` what the
issue's 1,000 matches of a pairing would cost at the measured rate. ``first_rate_95``: the 95 % Wilson
interval of the first-place rate. ``--jobs N`` plays the matches in N processes; every random choice of a
match is seeded by its number alone, so the results are those of one process (the think times are not).
``--log FILE`` appends every match to FILE as one JSON line and skips the matches FILE already holds, so the
issue's 1,000-match run (days of CPU for the slow games) can be stopped and resumed across sessions.
``--show N`` prints match N of each chosen pairing post by post, with what the opponent's search weighed
at each of its posts (the same match a run plays under that number): how a lost match in a log is read.
"""

from __future__ import annotations

import argparse
import gc
import json
import math
import multiprocessing
import os
import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from bot.judge.games import game_names, load_game
from cards.core import JUDGE, Game, MoveError
from cards.opponent import LEVELS, Choice, Level, choose

NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace")
MAX_POSTS = 3000

Player = Callable[[Game, Any, int, random.Random], str]


def random_player(game: Game, state: Any, seat: int, rng: random.Random) -> str:
    return game.random_post(state, seat, rng)


def greedy_player(game: Game, state: Any, seat: int, rng: random.Random) -> str:
    """Gwent's greedy baseline: the post that leaves its own score highest; pass once ahead of a passed
    opponent. Decisions other than a turn are answered at random."""
    if not any(d.seat == seat and d.kind == "turn" for d in game.pending(state)):
        return game.random_post(state, seat, rng)
    players = game.view(state, JUDGE)["players"]
    me, other = players[seat], players[1 - seat]
    if other["passed"] and me["score"] > other["score"]:
        return "pass"
    best, best_score = "pass", -1
    for post in game.legal_posts(state, seat):
        if post == "pass":
            continue
        try:
            after, _ = game.play(state, seat, post)
        except MoveError:
            continue
        score = game.view(after, JUDGE)["players"][seat]["score"]
        if score > best_score:
            best, best_score = post, score
    return best


@dataclass
class Pairing:
    game: str
    variant: str | None
    seats: int
    against: str
    matches: int
    firsts: int = 0
    draws: int = 0
    think: list[float] = field(default_factory=list)
    sims: list[int] = field(default_factory=list)

    @property
    def label(self) -> str:
        return f"{self.game}-{self.variant or 'default'}-{self.seats}p-vs-{self.against}"


@dataclass
class Outcome:
    """One match's result for the opponent's seat: first place, a draw (or no result), and its thinking."""

    first: bool
    draw: bool
    think: list[float]
    sims: list[int]


def play_match(game: Game, pairing: Pairing, n: int, level: Level, other: Player,
               trace: Callable[[str], None] | None = None) -> Outcome:
    """Match ``n`` of ``pairing``: every random choice is seeded by ``n`` alone, so a match plays the same
    in any process and in any order (``--jobs``). ``trace`` is given a line per post, and with the
    opponent's posts how its search weighed each (``--show``)."""
    bot = n % pairing.seats
    names = list(NAMES[: pairing.seats])
    state, _events = game.new_match(game.setup_for(names, pairing.variant), random.Random(n))
    order = random.Random(10_000 + n)  # who of several pending seats posts next
    search = random.Random(20_000 + n)
    others = random.Random(30_000 + n)
    think: list[float] = []
    sims: list[int] = []
    for _ in range(MAX_POSTS):
        result = game.result(state)
        if result is not None:
            return Outcome(not result.draw and result.placements[bot] == 1, result.draw, think, sims)
        pending = list(game.pending(state))
        decision = order.choice(pending)
        choice: Choice | None = None
        if decision.seat == bot:
            t = time.process_time()
            choice = choose(game, state, bot, search, level)
            if len(choice.arms) > 1:
                think.append(time.process_time() - t)
                sims.append(choice.simulations)
            post = choice.post
        else:
            post = other(game, state, decision.seat, others)
        if trace is not None:
            trace(_line(names, bot, decision.seat, decision.kind, post, choice))
        state, _ = game.play(state, decision.seat, post)
    return Outcome(False, True, think, sims)  # no result within MAX_POSTS: counted as a draw


def _line(names: list[str], bot: int, seat: int, kind: str, post: str, choice: Choice | None) -> str:
    """One post of a traced match: who (``*`` for the opponent), the decision, the post; for the opponent's
    posts after a search, every post it weighed as ``post visits/mean``, the most tried first."""
    who = ("*" if seat == bot else "") + names[seat]
    line = f"{who} {kind}: {post}"
    if choice is not None and len(choice.arms) > 1:
        arms = sorted(choice.arms, key=lambda a: -a.visits)
        line += f"  ({choice.simulations} playouts: " + ", ".join(f"{a.post} {a.visits}/{a.mean:.2f}" for a in arms) + ")"
    return line


def show(game: Game, pairing: Pairing, n: int, level: Level) -> Outcome:
    """Print match ``n`` of ``pairing`` post by post with the opponent's thinking (``--show``): the same
    match the bench plays under that number, so a lost one in a ``--log`` can be read."""
    other = greedy_player if pairing.against == "greedy" else random_player
    print(f"{pairing.label} match {n} at {level.name} (the opponent marked *)", flush=True)
    outcome = play_match(game, pairing, n, level, other, trace=lambda line: print(line, flush=True))
    print("result: " + ("first" if outcome.first else "draw" if outcome.draw else "not first"), flush=True)
    return outcome


_GAMES: dict[str, Game] = {}


def _game(name: str) -> Game:
    """The game, loaded once a process and then kept out of the collector's passes as the bot keeps its
    games (``bot.judge.games.keep_loaded``): the opponent thinks in the bot's process, where a full
    collection does not walk the catalogues again. Frozen per game, since a run loads them one by one."""
    if name not in _GAMES:
        _GAMES[name] = load_game(name)
        gc.collect()
        gc.freeze()
    return _GAMES[name]


def _one(task: tuple[Pairing, int, Level]) -> tuple[int, Outcome]:
    pairing, n, level = task
    other = greedy_player if pairing.against == "greedy" else random_player
    return n, play_match(_game(pairing.game), pairing, n, level, other)


def _logged(log: str | None, pairing: Pairing, level: Level) -> dict[int, Outcome]:
    """The matches of ``pairing`` at ``level`` that ``log`` already holds, by number: a long run stopped
    half-way (the issue's 1,000 matches outlast a session) picks up where it was, with the same results,
    since every match is seeded by its number alone."""
    done: dict[int, Outcome] = {}
    if log is None or not os.path.exists(log):
        return done
    with open(log, encoding="utf-8") as f:
        for line in f:
            row = json.loads(line) if line.strip() else None
            if row and row["pairing"] == pairing.label and row["level"] == level.name and row["n"] < pairing.matches:
                done[row["n"]] = Outcome(row["first"], row["draw"], row["think"], row["sims"])
    return done


def run(pairing: Pairing, level: Level, jobs: int, log: str | None = None) -> int:
    """Play ``pairing``'s matches (over ``jobs`` processes) and add them up in match order. With ``log``,
    each finished match is appended to it as one JSON line, and the matches it holds are not played again.
    Returns how many matches were played now."""
    outcomes = _logged(log, pairing, level)
    tasks = [(pairing, n, level) for n in range(pairing.matches) if n not in outcomes]

    def keep(n: int, o: Outcome) -> None:
        outcomes[n] = o
        if log is not None:
            row = {"pairing": pairing.label, "level": level.name, "n": n, "first": o.first, "draw": o.draw,
                   "think": o.think, "sims": o.sims}
            with open(log, "a", encoding="utf-8") as f:
                f.write(json.dumps(row) + "\n")

    if jobs > 1:
        with multiprocessing.get_context("fork").Pool(jobs) as pool:
            for n, o in pool.imap_unordered(_one, tasks, chunksize=1):
                keep(n, o)
    else:
        for t in tasks:
            keep(*_one(t))
    for _, o in sorted(outcomes.items()):
        pairing.firsts += o.first
        pairing.draws += o.draw
        pairing.think += o.think
        pairing.sims += o.sims
    return len(tasks)


def wilson(k: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a rate of ``k`` in ``n`` (sound near 0 and 1, unlike k/n ± 2σ)."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    mid = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, mid - half), min(1.0, mid + half)


def pairings(matches: int, fate_matches: int) -> list[Pairing]:
    found: list[Pairing] = []
    for name in game_names():
        info = load_game(name).info
        if name == "toy":
            continue
        variants: list[str | None] = [v.name for v in info.variants] or [None]
        if name == "gwent":
            found.append(Pairing(name, "classic", 2, "greedy", matches))
        if info.min_seats <= 2:
            found += [Pairing(name, v, 2, "random", matches) for v in variants]
        if info.max_seats >= 4 and info.min_seats <= 4:
            found.append(Pairing(name, variants[0], 4, "random", fate_matches))
    return found


def _children_cpu() -> float:
    """CPU seconds of finished worker processes (``--jobs``), which ``process_time`` does not count."""
    t = os.times()
    return t.children_user + t.children_system


def pct(xs: list[float], p: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, max(0, round(p / 100 * (len(s) - 1))))] if s else 0.0


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    ap.add_argument("--quick", action="store_true", help="4 matches per pairing at the easy level")
    ap.add_argument("--matches", type=int, default=None, help="matches per two-seat pairing (default 1000)")
    ap.add_argument("--level", default=None, help="easy, normal (default) or hard")
    ap.add_argument("--jobs", type=int, default=1, help="processes to play matches in (same results as 1)")
    ap.add_argument("--only", action="append", help="only pairings whose label contains this")
    ap.add_argument("--log", default=None,
                    help="append each match to this file (one JSON line) and skip the matches it holds: "
                         "a long run resumes where it stopped")
    ap.add_argument("--show", type=int, default=None, metavar="N",
                    help="play match N of each chosen pairing and print it post by post with the opponent's "
                         "thinking (the same match as in a run), instead of running the bench")
    args = ap.parse_args(argv)
    matches = args.matches or (4 if args.quick else 1000)
    level = LEVELS[args.level or ("easy" if args.quick else "normal")]
    results = []
    started, cpu_started = time.perf_counter(), time.process_time()
    children0 = _children_cpu()
    for pairing in pairings(matches, max(2, matches // 4) if not args.matches else matches):
        if args.only and not any(o in pairing.label for o in args.only):
            continue
        if args.show is not None:
            show(_game(pairing.game), pairing, args.show, level)
            continue
        t0, c0 = time.perf_counter(), time.process_time()
        played = run(pairing, level, args.jobs, args.log)
        cpu = time.process_time() - c0 + _children_cpu() - children0
        children0 = _children_cpu()
        low, high = wilson(pairing.firsts, pairing.matches)
        row = {
            "pairing": pairing.label, "level": level.name, "matches": pairing.matches,
            "first": pairing.firsts, "draws": pairing.draws,
            "first_rate": round(pairing.firsts / pairing.matches, 3),
            "first_rate_95": [round(low, 3), round(high, 3)],
            "share_by_chance": round(1 / pairing.seats, 3),
            "think_p50_s": round(pct(pairing.think, 50), 4), "think_p99_s": round(pct(pairing.think, 99), 4),
            "simulations_p50": int(pct([float(s) for s in pairing.sims], 50)),
            "decisions": len(pairing.think), "seconds": round(time.perf_counter() - t0, 1),
            # CPU seconds of this process: on a shared machine the wall seconds also measure the neighbours
            "cpu_seconds": round(cpu, 1),
            # what 1,000 matches (the run) would cost at this pairing's CPU seconds a match (of the
            # matches played now: a resumed run's logged ones cost nothing here)
            "played_now": played,
            "cpu_seconds_per_1000": round(cpu / played * 1000) if played else None,
        }
        results.append(row)
        print(f"{row['pairing']:<34} first {row['first']:>4}/{row['matches']:<4} ({row['first_rate']:.0%}, 95 % {low:.0%}-{high:.0%}) "
              f"draws {row['draws']:>3}  think p50 {row['think_p50_s']:.3f}s p99 {row['think_p99_s']:.3f}s "
              f"({row['decisions']} decisions, {row['seconds']}s, {row['cpu_seconds']} CPU s)", flush=True)
    if args.show is not None:
        return  # a match shown is no measurement
    print(json.dumps({"bench": "opponent", "level": level.name, "quick": args.quick,
                      "seconds": round(time.perf_counter() - started, 1),
                      "cpu_seconds": round(time.process_time() - cpu_started + _children_cpu(), 1),
                      "jobs": args.jobs, "pairings": results}, sort_keys=True))


if __name__ == "__main__":
    main()

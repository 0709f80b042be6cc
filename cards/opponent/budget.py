"""How many playouts a level buys in each game. A level is a think time (issue 30: normal thinks at most
2 s a decision) and its ``simulations`` the deterministic count that stands for it; a game whose playouts
are cheap gets more of them in the same time, so the opponent is as strong as the time allows.

Factors from ``benchmarks.opponent_bench`` at normal with the level's own count (CPU seconds a decision,
load 5–7 on 2 cores): Gwent Classic p50 0.21 s, p99 0.44 s — three times the playouts stay within the
2 s (p50 ≈ 0.6 s). Every other game keeps the level's count (HardGwent ≈ 0.9 s, Fate 2–4 Masters
≈ 0.4–0.8 s; Vanguard and Force of Will already need about 2 s).

Re-measured after the search stopped early and merged posts leading to one table (a machine ~1.5× slower
per core, load 9–14 on 2 cores; CPU seconds a decision at normal): Gwent Classic p50 1.16 s, p99 2.20 s
(575 decisions, 40 matches against the greedy player); HardGwent ≈ 1.8 s, Force of Will ≈ 2.1–2.7 s,
Vanguard standard ≈ 3.6–3.9 s, premium ≈ 2.7–3.1 s (4–6 positions each) — Vanguard's and FoW's counts
are over the 2 s there and want a factor below 1 here once their strength is measured at it.

Force of Will 0.45 (issue 30): at the level's count its think was p50 1.86 s, p99 3.26 s a decision (last
stop, 5/6 against the random player). Its playouts are now played by its own policy (cards/fow/policy.py;
by itself it wins about four whole games in five against the random player). With it, CPU seconds a
decision, matches 0.. of the bench against the random player: 0.55 — 6/6, p50 1.87 s, p99 2.91 s (183
decisions, load 9-13 on 2 cores); 0.45 — 2/2, p50 1.26 s, p99 2.19 s (94 decisions, load ~10); 0.4 — 1/2,
p50 0.83 s, p99 1.33 s (86 decisions, a quieter machine). The think time follows the load more than
the factor here: measure again on a quiet machine before lowering it further.

Vanguard (issue 30, this stop): p50 1.55 s, p99 2.65 s at the level's count (think time grows about with
the playouts), so 0.7 of them keeps normal's p99 under 2 s.
Re-measured at 0.7 with the engine's later speed-ups (bench, vanguard-standard against random at normal,
load 5-14 on 2 cores, 20 matches): main a217566 10 won, p50 0.39 s, p99 0.61 s; with its own playout policy
trusted (TRUST below) 19 won, p50 0.27 s, p99 0.46 s (premium, 10 matches: 10 won, p50 0.27 s, p99 0.50 s)
— room for more playouts if strength wants them.
With the playout player's own mulligan and perfect guard and its guard counting the critical (alone it wins
909 of the bench's matches 0..999 in the opponent's seat, 829 before), 0.7 of the count still (CPU seconds a
decision, load 2-9 on 2 cores): matches 0..99 90 won (95 % 83-94 %; lost 23, 29, 41, 43, 57, 73, 76, 86, 87,
90), p50 0.38 s, p99 0.69 s (3,023 decisions) — main 88 (p50 0.26 s, p99 0.46 s, a quieter machine); with
the mulligan and the vanguard's attack only, 27 of 0..30 (main 29).
The level's whole count (1.0), the same matches 0..99 (CPU seconds a decision, load ~2 on 2 cores, 3,110
decisions): 92 won (95 % 85-96 %; lost 43, 73, 76, 86, 87, 90, 93, 95 — seeds 23, 29, 41 and 57 now won, 93
and 95 lost), p50 0.43 s, p99 0.83 s; 13.1 CPU s a match.

HardGwent's playouts weigh two posts a turn (:mod:`cards.gwent.policy`, about 1.8× the random player's
cost a playout); 0.6 of the count kept its think time where the random playouts had it. Since the engine's
speed-ups the level's whole count is well inside normal's time (CPU seconds a decision, 60 seeded
matches against the random player, load 1–2 on 2 cores): 0.6 — 53/60, p50 0.31 s, p99 0.70 s; 1.0 —
56/60, p50 0.46 s, p99 0.97 s; over matches 0..99, 0.6 — 91/100, 1.0 — 93/100 (95 % interval 86–97 %). Trusting its policy (:data:`TRUST`, 2.0) at 1.0 lost more (5 of the first
28 matches against 1): alone it wins about three in four, short of what the search does with it.

Fate keeps the level's count (90/100 two-Master matches against the random player): twice it (2.0) won
47 of matches 0..54 (stopped there; two variants of the playouts at the level's count won 48 and 49 of the
same 55) and thought p50 0.58 s, p99 1.54 s a decision (CPU, load ~9 on 2 cores). Fate's losses are
matchups the other Servant wins, where more playouts of lost lines show nothing new.
"""

from __future__ import annotations

from typing import Any

from cards.core import Game

from .levels import Level

SCALE: dict[tuple[str, str | None], float] = {
    ("gwent", "classic"): 3.0,
    ("gwent", "hard"): 1.0,  # the level's count: 56/60 against the random player, 0.6 of it 53/60
    ("fow", None): 0.45,
    ("vanguard", None): 1.0,
}


# How far the search trusts the game's playout policy (issue 30): a game named here plays its policy's post
# unless another post's mean beats it by this many standard errors of the difference (:func:`trust`). Its
# policy must be a player in its own right: Vanguard's beats the scripted random player alone in 926 of
# 1,000 games, while a search of ~100 playouts over 10-20 posts, each a noisy whole game, picked by noise: it
# skipped rides, guarded at one damage and swung at rear-guards (6 of 10 matches against random).
TRUST: dict[tuple[str, str | None], float] = {
    ("vanguard", None): 2.0,
}


def _key(game: Game, sample: Any) -> tuple[str, str | None]:
    return game.name, getattr(getattr(sample, "variant", None), "name", None)


def trust(game: Game, sample: Any) -> float:
    """The standard errors by which a post must beat the playout policy's to be played instead (0: the
    search plays its most-tried post, and the policy's only when no arm is known better)."""
    name, variant = _key(game, sample)
    return TRUST.get((name, variant), TRUST.get((name, None), 0.0))


def simulations(game: Game, sample: Any, level: Level) -> int:
    """The playouts ``level`` buys in ``game`` (``sample``: a determinized state; only its variant, which
    every seat sees, is read)."""
    name, variant = _key(game, sample)
    factor = SCALE.get((name, variant), SCALE.get((name, None), 1.0))
    return max(1, round(level.simulations * factor))

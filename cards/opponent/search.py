"""Determinized Monte Carlo search over the game contract: the practice opponent's one algorithm.

Each simulation deals the cards the seat cannot see again (:meth:`cards.core.BaseGame.determinize`, which
depends only on what the seat knows), picks one of the seat's legal posts by UCB1, and plays the match out
with the game's scripted player for every seat. The post tried most often wins, unless the search cannot
tell its posts apart (:func:`indistinct`): then the playout policy's post. A game whose policy is a player in
its own right (``budget.TRUST``) plays the policy's post unless another is known better (:func:`better`). This is the "perfect
information Monte Carlo with a bandit at the root" family (OpenSpiel's ``ismcts`` with one level of tree):
simple, generic over every game of the contract, and its samples never hold a card the seat cannot see,
because the true state is touched only through ``determinize``.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from cards.core import JUDGE, Game, MoveError

from .budget import simulations, trust
from .levels import LEVELS, Level

EXPLORATION = 0.7  # UCB1's constant for rewards in [0, 1]
# A lost playout scores up to this much for how long the seat lasted in it: where every line loses (a far
# stronger Servant across the table), the search still prefers the one that holds out (a Command Spell
# at 0 prana rather than leaving), since a person may yet err. Below one win in a hundred playouts.
LATE = 0.01


class Rollout(Protocol):
    """A playout policy: one post for ``seat`` with the state it led to (``BaseGame.random_step``'s shape)."""

    def __call__(self, state: Any, seat: int, rng: random.Random) -> tuple[str, Any, Any]: ...


@dataclass(slots=True)
class Arm:
    """One candidate post and what its simulations returned."""

    post: str
    visits: int = 0
    total: float = 0.0
    squares: float = 0.0  # sum of the squared rewards: the spread of a mean (:func:`indistinct`)

    @property
    def mean(self) -> float:
        return self.total / self.visits if self.visits else 0.0

    def add(self, got: float) -> None:
        self.visits += 1
        self.total += got
        self.squares += got * got

    @property
    def variance(self) -> float:
        """The sample variance of its rewards (0 under two visits)."""
        if self.visits < 2:
            return 0.0
        return max(0.0, (self.squares - self.total * self.total / self.visits) / (self.visits - 1))


@dataclass(slots=True)
class Choice:
    """The post chosen, and how the search came to it (the benchmark and the judge's log read this)."""

    post: str
    simulations: int
    arms: list[Arm] = field(default_factory=list)


def reward(placements: tuple[int, ...], seat: int) -> float:
    """1 for first place, 0 for last, shared places in between (a two-player draw is 0.5 each)."""
    n = len(placements)
    if n < 2:
        return 1.0
    place = placements[seat]
    tied = sum(1 for p in placements if p == place)
    # A shared place takes the mean of the places it spans (competition ranking: 1, 1 → places 1 and 2).
    mean_place = place + (tied - 1) / 2
    return (n - mean_place) / (n - 1)


def playout(game: Game, state: Any, seat: int, rng: random.Random, rollout: Rollout, limit: int) -> float:
    """Play ``state`` on with ``rollout`` for whoever is asked (a random pending decision each post, as the
    contract suite does) and score it for ``seat``: by its result, or after ``limit`` posts by the game's
    :meth:`~cards.core.BaseGame.evaluate` (0.5 where the game has none)."""
    for n in range(limit):
        result = game.result(state)
        if result is not None:
            got = reward(result.placements, seat)
            return got if got > 0 else LATE * n / limit
        pending = game.pending(state)
        if not pending:
            return 0.5
        decision = pending[0] if len(pending) == 1 else rng.choice(list(pending))
        try:
            _post, state, _events = rollout(state, decision.seat, rng)
        except MoveError:
            break  # a scripted player with nothing legal: score the sample as it stands
    result = game.result(state)
    if result is not None:
        return reward(result.placements, seat)
    value = game.evaluate(state, seat)
    return 0.5 if value is None else value


def candidates(game: Game, state: Any, seat: int, sample: Callable[[], Any], rng: random.Random) -> list[str]:
    """The seat's posts to choose among: its legal posts (the same in every sample, since they rest on what
    it sees), or for a game that lists none, the distinct posts its scripted player makes in a few samples."""
    posts = list(dict.fromkeys(game.legal_posts(state, seat)))
    if posts:
        return posts
    found: list[str] = []
    for _ in range(8):
        try:
            post = game.random_post(sample(), seat, rng)
        except MoveError:
            continue
        if post not in found:
            found.append(post)
    return found


def choose(
    game: Game,
    state: Any,
    seat: int,
    rng: random.Random,
    level: Level = LEVELS["normal"],
    *,
    stop: Callable[[], bool] | None = None,
    rollout: Rollout | None = None,
) -> Choice:
    """A legal post for ``seat`` by determinized search within ``level``'s budget (its playouts scaled by
    how cheap the game's are, :mod:`cards.opponent.budget`; and until ``stop()``
    says time is up). ``state`` is read only through ``game.determinize``: give it two states that differ
    only in what the seat cannot see and the same ``rng`` seed, and it returns the same post.

    The budget is spent where it can change the answer: posts that lead to the same table in the first
    sample are one arm (two copies of a card, two payments of the same will); and the search stops once
    the most-tried post can no longer be overtaken in the playouts left, or once its mean is clear of
    every other's by the confidence bounds (:func:`settled`)."""
    policy: Rollout = rollout if rollout is not None else getattr(game, "rollout_step", game.random_step)

    def sample() -> Any:
        return game.determinize(state, seat, rng)

    first = sample()
    posts = candidates(game, first, seat, sample, rng)
    # conceding is a loss at once: never worth a playout while any other post is legal
    arms = [Arm(p) for p in posts if p != "concede"] or [Arm(p) for p in posts]
    if not arms:
        raise MoveError("No legal post.", "Нет допустимого хода.")
    if len(arms) == 1:
        return Choice(arms[0].post, 0, arms)
    arms, firsts, tables = _distinct(game, first, seat, arms)
    if len(arms) == 1:
        return Choice(arms[0].post, 0, arms)
    budget = simulations(game, first, level)
    z = trust(game, first)
    arms, liked = _prior(game, first, seat, arms, tables, policy, rng, budget, own=z > 0)
    done = 0
    while done < budget:
        if done >= len(arms) and (settled(arms, budget - done) or (stop is not None and stop())):
            break
        arm = _select(arms, done, liked if z > 0 else None)
        after = firsts.pop(arm.post, None)  # its first playout starts from the shared first sample
        if after is None:
            try:
                after, _events = game.play(sample(), seat, arm.post)
            except MoveError:
                # Legal in what the seat sees, refused in this sample: rare (a rule reading a hidden card);
                # count it as a loss so the search moves on, never as knowledge of the real cards.
                arm.add(0.0)
                done += 1
                continue
        arm.add(playout(game, after, seat, rng, policy, level.rollout_posts))
        done += 1
    best = max(arms, key=lambda a: (a.visits, a.mean))
    if liked is not None and liked is not best:
        if z > 0 and not better(best, liked, z):
            best = liked  # a trusted policy's post stands unless the playouts show a better one
        elif z <= 0 and indistinct(arms, best):
            best = liked  # no arm is known better: what a sensible player would post (issue 30, Fate's spells)
    return Choice(best.post, done, arms)


PRIOR_SAMPLES = 8  # the playout policy's own answers that order the arms
ARM_SHARE = 4  # a budget tries at most one arm per this many playouts (the policy's likeliest first)


def _prior(game: Game, first: Any, seat: int, arms: list[Arm], tables: dict[str, str], policy: Rollout,
           rng: random.Random, budget: int, *, own: bool = False) -> tuple[list[Arm], Arm | None]:
    """The arms in the order the playout policy likes them (how often it picks each in the first sample,
    known by the table it leads to, since its words may differ from the legal post's; ties keep the
    legal order), cut to what the budget can try: a search that cannot try every post a
    few times keeps the ones a sensible player would consider. The first arm wins ties in visits and
    mean, so an inconclusive search plays what the policy would rather than the first legal post
    (Vanguard's "end" at once). Also the arm the policy picked most often (None when it picked none).
    With ``own``, a policy's post that leads to a table no listed post does (a guard of two cards where
    the legal posts list one) becomes an arm of its own."""
    liked: dict[str, int] = {}
    for _ in range(PRIOR_SAMPLES):
        try:
            said, after, _events = policy(first, seat, rng)
        except MoveError:
            continue
        key = repr(game.view(after, JUDGE))
        post = tables.get(key)
        if post is None and own:
            tables[key] = post = said
            arms = [*arms, Arm(said)]
        if post is not None:
            liked[post] = liked.get(post, 0) + 1
    order = {a.post: i for i, a in enumerate(arms)}
    ranked = sorted(arms, key=lambda a: (-liked.get(a.post, 0), order[a.post]))
    return ranked[: max(2, budget // ARM_SHARE)], ranked[0] if liked else None


TIE_Z = 0.5  # standard errors of a difference of two means within which the search cannot tell them apart


def indistinct(arms: list[Arm], best: Arm) -> bool:
    """The search cannot tell its arms apart: every arm was tried twice or more, and each one's mean is
    within ``TIE_Z`` standard errors of the best's, plus ``LATE`` (how long a lost playout lasted is no
    reason to prefer a post). Then the most-visited arm won by the noise of its playouts (a lost Fate
    match where every post scores about 0.01 spent Command Spells so), and the playout policy's post is
    the better guess."""
    if any(a.visits < 2 for a in arms):
        return False
    for a in arms:
        noise = LATE + TIE_Z * math.sqrt(a.variance / a.visits + best.variance / best.visits)
        if abs(best.mean - a.mean) > noise:
            return False
    return True


CONFIDENCE = 2.5  # half-widths (in Hoeffding's sqrt(1 / 2n) units) two arms' means must be apart to stop early
SETTLE_AFTER = 8  # visits the leader needs before its mean alone may settle the search


SPREAD = 0.25  # the variance a reward in [0, 1] has at most: a few playouts that agree prove little


def better(a: Arm, b: Arm, z: float) -> bool:
    """``a``'s mean beats ``b``'s by more than ``z`` standard errors of the difference plus ``LATE``, each
    arm's variance taken as at least ``SPREAD`` (three lost playouts of a post are no proof that it loses:
    UCB stops trying an arm after a few, and their sample variance is then about 0)."""
    if a.visits < 2 or b.visits < 2:
        return False
    noise = LATE + z * math.sqrt(max(a.variance, SPREAD) / a.visits + max(b.variance, SPREAD) / b.visits)
    return a.mean - b.mean > noise


def settled(arms: list[Arm], left: int) -> bool:
    """No playout left can change the answer: the most-tried arm leads the next by more visits than are
    left, or (after a few visits each) its mean's lower bound clears every other arm's upper bound."""
    ranked = sorted(arms, key=lambda a: (a.visits, a.mean), reverse=True)
    lead, rest = ranked[0], ranked[1:]
    if lead.visits - rest[0].visits > left:
        return True
    if lead.visits < SETTLE_AFTER or any(a.visits == 0 for a in rest):
        return False
    low = lead.mean - CONFIDENCE * math.sqrt(0.5 / lead.visits)
    return all(a.mean + CONFIDENCE * math.sqrt(0.5 / a.visits) < low for a in rest)


def _distinct(
    game: Game, first: Any, seat: int, arms: list[Arm]
) -> tuple[list[Arm], dict[str, Any], dict[str, str]]:
    """The arms that lead to different tables in the first sample (the first of each kind kept), with the
    state each led to there (its first playout's start) and which arm each table is. Only the judge's view of a sample is compared,
    and a sample rests on what the seat knows, so this reads no hidden card."""
    kept: list[Arm] = []
    firsts: dict[str, Any] = {}
    seen: dict[str, str] = {}
    for arm in arms:
        try:
            after, _events = game.play(first, seat, arm.post)
        except MoveError:
            kept.append(arm)  # refused in this sample: its own arm, tried on the next samples
            continue
        key = repr(game.view(after, JUDGE))
        if key in seen:
            continue
        seen[key] = arm.post
        kept.append(arm)
        firsts[arm.post] = after
    return kept or arms[:1], firsts, seen


def _select(arms: list[Arm], done: int, keep: Arm | None = None) -> Arm:
    """UCB1: every arm once in order, then the best mean plus an exploration bonus; ``keep`` (a trusted
    policy's post, the one every other is compared with) is tried as often as the most-tried other arm,
    so a few unlucky playouts do not leave it too few to compare with (:func:`better`)."""
    for arm in arms:
        if arm.visits == 0:
            return arm
    if keep is not None and keep.visits < max((a.visits for a in arms if a is not keep), default=0):
        return keep
    log_n = math.log(max(done, 1))
    return max(arms, key=lambda a: a.mean + EXPLORATION * math.sqrt(log_n / a.visits))

"""Every registered game, variant and seat count the contract suite runs, and a random legal playout.

New games appear here as soon as they are registered (an entry point, or ``register_game`` in a test
conftest): nothing in this suite names a game.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from bot.judge.games import game_names, load_game
from cards.core import JUDGE, Event, Game

NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace")
MAX_POSTS = 2000


@dataclass(frozen=True)
class Case:
    game: str
    variant: str | None
    seats: int

    @property
    def id(self) -> str:
        return f"{self.game}-{self.variant or 'default'}-{self.seats}p"

    def engine(self) -> Game:
        return _engine(self.game)

    def setup(self) -> dict[str, Any]:
        return self.engine().setup_for(NAMES[: self.seats], self.variant)


_ENGINES: dict[str, Game] = {}


def _engine(name: str) -> Game:
    if name not in _ENGINES:
        _ENGINES[name] = load_game(name)
    return _ENGINES[name]


def cases() -> list[Case]:
    """Each variant at the fewest seats, and on the first variant the default, three (where the game
    allows) and the most seats (up to 7)."""
    found: list[Case] = []
    for name in game_names():
        info = _engine(name).info
        variants = [v.name for v in info.variants] or [None]
        for v in variants:
            found.append(Case(name, v, info.min_seats))
        more = {info.default_seats, min(3, info.max_seats), min(info.max_seats, len(NAMES))}
        for seats in sorted(more - {info.min_seats}):
            found.append(Case(name, variants[0], seats))
    return found


@dataclass
class Step:
    before: Any
    seat: int
    text: str
    action: Any
    after: Any
    events: list[Event]


def playout(case: Case, seed: int) -> tuple[Any, list[Event], list[Step]]:
    """A whole match from ``setup_for``: a random pending decision is answered by ``random_step`` (the
    random legal post with the state it led to) each step. Returns the initial state, the setup events and the steps."""
    game = case.engine()
    rng = random.Random(seed * 7919 + 1)
    start, events = game.new_match(case.setup(), random.Random(seed))
    steps: list[Step] = []
    state = start
    for _ in range(MAX_POSTS):
        if game.result(state) is not None:
            return start, list(events), steps
        pending = list(game.pending(state))
        assert pending, f"{case.id} seed {seed}: no result and no pending decision"
        decision = rng.choice(pending)
        text, after, evs = game.random_step(state, decision.seat, rng)  # applied once (issue 14)
        action = game.parse(state, decision.seat, text)
        steps.append(Step(state, decision.seat, text, action, after, list(evs)))
        state = after
    raise AssertionError(f"{case.id} seed {seed}: no result in {MAX_POSTS} posts")


def judge_view(game: Game, state: Any) -> str:
    return json.dumps(game.view(state, JUDGE), sort_keys=True, default=str)


def states(start: Any, steps: list[Step]) -> Iterator[Any]:
    yield start
    for step in steps:
        yield step.after


def hook_cases() -> list[Case]:
    """One case a game (its first variant, fewest seats): the hooks checked once, not per seat count."""
    seen: dict[str, Case] = {}
    for case in cases():
        seen.setdefault(case.game, case)
    return list(seen.values())


CASES_FOR_HOOKS = hook_cases()

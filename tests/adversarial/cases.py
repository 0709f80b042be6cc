"""What the standing adversarial suite attacks: every registered game and variant (nothing here names a
game), and random points of real matches reached with the game's own ``setup_for`` and ``random_post``.
A game that registers later is attacked as soon as it is installed."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from bot.judge.games import game_names, load_game
from cards.core import Game

NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace")
MAX_POSTS = 2000

_ENGINES: dict[str, Game] = {}


def engine(name: str) -> Game:
    if name not in _ENGINES:
        _ENGINES[name] = load_game(name)
    return _ENGINES[name]


@dataclass(frozen=True)
class Case:
    game: str
    variant: str | None
    seats: int
    options: tuple[tuple[str, Any], ...] = ()  # setup options other than the defaults

    @property
    def id(self) -> str:
        seats = "" if self.seats == self.engine().info.default_seats else f"-{self.seats}p"
        options = "".join(f"-{k}={v}" for k, v in self.options)
        return f"{self.game}-{self.variant or 'default'}{seats}{options}"

    def engine(self) -> Game:
        return engine(self.game)

    def setup(self) -> dict[str, Any]:
        return self.engine().setup_for(NAMES[: self.seats], self.variant, dict(self.options) or None)


def cases() -> list[Case]:
    """Each registered game, each of its variants, at its default seat count."""
    found = []
    for name in game_names():
        if name == "toy":  # the judge tests' toy registers itself in some runs; it is no real game
            continue
        info = engine(name).info
        names: list[str | None] = [v.name for v in info.variants]
        for v in names or [None]:
            found.append(Case(name, v, info.default_seats))
    return found


def seat_cases() -> list[Case]:
    """:func:`cases`, and on each game's first variant its fewest and most seats (up to 7) as well."""
    found = cases()
    for name in sorted({c.game for c in found}):
        info = engine(name).info
        first = next(c.variant for c in found if c.game == name)
        for seats in sorted({info.min_seats, min(info.max_seats, len(NAMES))} - {info.default_seats}):
            found.append(Case(name, first, seats))
    return found


def option_cases() -> list[Case]:
    """Each game's first variant at its default seats with each other value of each choice or yes/no
    option: a setup option may add private decisions (Fate's Servants by choice or draft, Gwent's hidden
    factions) that the default matches never ask."""
    found = []
    every = cases()
    for name in sorted({c.game for c in every}):
        info = engine(name).info
        for option in info.options:
            values = option.choices if option.kind == "choice" else (True, False) if option.kind == "bool" else ()
            for value in values:
                if value == option.default:
                    continue
                for variant in [c.variant for c in every if c.game == name]:  # the first that takes it
                    case = Case(name, variant, info.default_seats, ((option.name, value),))
                    try:
                        case.engine().new_match(case.setup(), random.Random(0))
                    except ValueError:  # a variant's option only (Vanguard's G zone is Premium's)
                        continue
                    found.append(case)
                    break
    return found


@dataclass
class Step:
    before: Any
    seat: int
    text: str
    after: Any
    events: list[Any]


def playout(case: Case, seed: int) -> Iterator[Step]:
    """A whole match: a random pending decision answered by ``random_post`` at each step."""
    game = case.engine()
    rng = random.Random(seed * 7919 + 3)
    state, _ = game.new_match(case.setup(), random.Random(seed))
    for _ in range(MAX_POSTS):
        if game.result(state) is not None:
            return
        pending = list(game.pending(state))
        assert pending, f"{case.id} seed {seed}: no result and no pending decision"
        decision = rng.choice(pending)
        text = game.random_post(state, decision.seat, rng)
        after, events = game.apply(state, decision.seat, game.parse(state, decision.seat, text))
        yield Step(state, decision.seat, text, after, list(events))
        state = after


def random_point(case: Case, seed: int) -> tuple[Any, int]:
    """A position somewhere in a real match (any phase: decks, exchange, turns, the end) and a seat with
    a pending decision there (or seat 0)."""
    rng = random.Random(seed)
    steps = list(playout(case, seed))
    if not steps:
        state, _ = case.engine().new_match(case.setup(), random.Random(seed))
        return state, 0
    step = rng.choice(steps)
    pending = list(case.engine().pending(step.before))
    return step.before, (rng.choice(pending).seat if pending else 0)


def scramble_faces(case: Case, before: Any, after: Any, keep: set[int], rng: random.Random) -> Any | None:
    """The game's own ``scramble_faces``: face-down identities swapped for every seat but ``keep``."""
    return case.engine().scramble_faces(before, after, keep, rng)


def scramble_secrets(case: Case, before: Any, after: Any, keep: set[int], rng: random.Random) -> Any:
    """``before`` with the secrets of every seat but ``keep`` that stay hidden through the step (to
    ``after``) swapped, by the game's own ``scramble_secrets``; ``before`` itself where nothing is hidden."""
    if keep >= set(range(case.seats)):
        return before  # every seat keeps its own: nothing is hidden from this reader
    return case.engine().scramble_secrets(before, after, keep, rng)

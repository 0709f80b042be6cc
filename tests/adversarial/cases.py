"""What the standing adversarial suite attacks: every registered game and variant (nothing here names a
game), and random points of real matches reached with the game's own ``setup_for`` and ``random_post``.
A game that registers later is attacked as soon as it is installed."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import Any

from bot.judge.games import game_names, load_game
from cards.core import Audience, Game

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

    @property
    def id(self) -> str:
        return f"{self.game}-{self.variant or 'default'}"

    def engine(self) -> Game:
        return engine(self.game)

    def setup(self) -> dict[str, Any]:
        return self.engine().setup_for(NAMES[: self.seats], self.variant)


def cases() -> list[Case]:
    """Each registered game, each of its variants, at its default seat count."""
    found = []
    for name in game_names():
        if name == "toy":  # the judge tests' toy registers itself in some runs; it is no real game
            continue
        info = engine(name).info
        for v in [v.name for v in info.variants] or [None]:
            found.append(Case(name, v, info.default_seats))
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


# Games whose public effects reveal a player's own deck (Gwent's Muster) cannot be checked by swapping
# every hidden card: the secrets that must never leak through a step are the *other* players' hand cards
# that stay hidden through it (a rule may reveal some: Emperor of Nilfgaard; those are not swapped).
# A game names them here; others are checked with its own ``scramble_hidden`` as seen by the acting seat.
Scrambler = Callable[[Game, Any, Any, set[int], random.Random], Any]


def _gwent_hands(game: Game, before: Any, after: Any, keep: set[int], rng: random.Random) -> Any:
    s = before.clone()
    pool = sorted(set(s.cards.values()))
    for seat, side in enumerate(s.sides):
        if seat in keep:
            continue
        later = after.sides[seat]
        still_hidden = (set(later.hand) | set(later.deck)) - set(later.revealed)
        for uid in side.hand:
            if uid not in side.revealed and uid in still_hidden:
                s.cards[uid] = rng.choice(pool)
    return s


SECRET_HANDS: dict[str, Scrambler] = {"gwent": _gwent_hands}


def scramble_secrets(case: Case, before: Any, after: Any, keep: set[int], rng: random.Random) -> Any:
    """``before`` with the hand cards of every seat but ``keep`` that stay hidden through the step (to
    ``after``) swapped for other cards."""
    game = case.engine()
    own = SECRET_HANDS.get(case.game)
    if own is not None:
        return own(game, before, after, keep, rng)
    return game.scramble_hidden(before, Audience.player(min(keep)), rng)

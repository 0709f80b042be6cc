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
        for v in [v.name for v in info.variants] or [None]:
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


def _pool(values: Any) -> list[Any]:
    return sorted(set(values), key=str)


def _vanguard_hands(game: Game, before: Any, after: Any, keep: set[int], rng: random.Random) -> Any:
    s = before.clone()
    pool = _pool(s.cards.values())
    for seat, side in enumerate(s.sides):
        if seat not in keep:
            for uid in set(side.hand) & set(after.sides[seat].hand):
                s.cards[uid] = rng.choice(pool)
    return s


def _fow_hands(game: Game, before: Any, after: Any, keep: set[int], rng: random.Random) -> Any:
    s = before.clone()
    pool = _pool(c.cid for c in s.cards.values())
    for seat, p in enumerate(s.players):
        if seat not in keep:
            later = after.players[seat]
            for uid in (set(p.hand) & set(later.hand)) | (set(p.standby) & set(later.standby)):
                s.mut(uid).cid = rng.choice(pool)  # a card read from ``cards`` is shared with ``before``
    return s


def _fate_hands(game: Game, before: Any, after: Any, keep: set[int], rng: random.Random) -> Any:
    s = before.clone()
    s.cards = dict(s.cards)  # a clone shares the uid → card map: the swap must not write into the match
    pool = _pool(s.cards.values())
    for seat, m in enumerate(s.masters):
        if seat not in keep:
            for uid in set(m.hand) & set(after.masters[seat].hand):
                s.cards[uid] = rng.choice(pool)
    return s


def _fate_faces(game: Game, before: Any, after: Any, keep: set[int], rng: random.Random) -> Any:
    """The Heroic Spirit and Class of every face-down Servant that stays face down (FA-OVR-4), the
    mover's too: his own move may use what he knows, but nothing the table hears may name it."""
    s = before.clone()
    spirits = _pool(m.servant.spirit for m in s.masters if m.servant is not None)
    spirits += [x for x in s.unused if x.startswith("H")]
    classes = _pool(m.servant.klass for m in s.masters if m.servant is not None)
    classes += [x for x in s.unused if x.startswith("C")]
    for seat, m in enumerate(s.masters):
        later = after.masters[seat].servant
        if seat not in keep and m.servant is not None and m.servant.face_down and later is not None and later.face_down:
            m.servant.spirit, m.servant.klass = rng.choice(spirits), rng.choice(classes)
    return s


SECRET_HANDS: dict[str, Scrambler] = {
    "gwent": _gwent_hands, "vanguard": _vanguard_hands, "fow": _fow_hands, "fate": _fate_hands,
}


# Face-down identities that must not leak even through their owner's own move (its own Master's view
# keeps them): swapped for every seat but the listener.
SECRET_FACES: dict[str, Scrambler] = {"fate": _fate_faces}


def scramble_faces(case: Case, before: Any, after: Any, keep: set[int], rng: random.Random) -> Any | None:
    own = SECRET_FACES.get(case.game)
    return None if own is None else own(case.engine(), before, after, keep, rng)


def scramble_secrets(case: Case, before: Any, after: Any, keep: set[int], rng: random.Random) -> Any:
    """``before`` with the hand cards of every seat but ``keep`` that stay hidden through the step (to
    ``after``) swapped for other cards."""
    if keep >= set(range(case.seats)):
        return before  # every seat keeps its own: nothing is hidden from this reader
    game = case.engine()
    own = SECRET_HANDS.get(case.game)
    if own is not None:
        return own(game, before, after, keep, rng)
    return game.scramble_hidden(before, Audience.player(min(keep)), rng)

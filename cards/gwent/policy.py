"""Gwent's playout player for the practice opponent (issue 30): the scripted random player, except on its
turn, where it plays as a person would. The random player throws cards into rounds it cannot win and
plays its weakest card as often as its strongest, so a search playing out with it learns little of what a
post is worth. This one gives a round up that its hand cannot win (while it has a life to spare), passes
a first round it leads once its hand is down to a few cards (:func:`enough`), and otherwise plays the best by :func:`value` of a few of its posts drawn at random (not all: it runs in every
playout). Its passing when ahead is the random player's (G-PASS: at once when ahead of a passed
opponent). Every other decision (exchange, keep, …) is the random player's."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from cards.core import Event

from . import legal
from .scoring import TENTHS, scores
from .state import Phase, State

if TYPE_CHECKING:
    from .catalogue import Catalogue
    from .game import GwentGame

FIRST_ROUND_HAND = 8  # ahead in the first round with this few cards left, it keeps them for the next two
TRIES = 2  # posts weighed a turn: the best of two random ones (each is applied: a playout post costs ~1.8x)
CARD = 5 * TENTHS  # a card in hand is worth about an average unit's strength to the round's scores
LEAD = 5 * TENTHS  # a round's lead beyond this is worth no more: a stronger card than it needs is wasted


def rollout_step(game: GwentGame, st: State, seat: int, rng: random.Random) -> tuple[str, State, list[Event]]:
    """One playout post: on the seat's turn in HardGwent :func:`turn_step`, else the random player's post.
    Classic keeps the random player's playouts: it wins already (issue 30's goals met there), and its
    search makes three times the playouts in the same time (:mod:`cards.opponent.budget`)."""
    if st.variant.hard and st.phase is Phase.PLAY and not st.interrupts and st.to_move == seat:
        got = turn_step(game.cat, st, seat, rng)
        if got is not None:
            return got
    return game.random_step(st, seat, rng)


def turn_step(cat: Catalogue, st: State, seat: int, rng: random.Random) -> tuple[str, State, list[Event]] | None:
    """The seat's turn: "pass" when :func:`hopeless` or :func:`enough`; else the best by :func:`value` of up to ``TRIES``
    accepted posts that do not pass; None leaves the turn to the random player (passing when ahead, a
    post that passes, nothing else accepted)."""
    other = st.sides[1 - seat]
    totals = scores(cat, st).totals
    mine, theirs = totals[seat], totals[1 - seat]
    if other.passed and mine > theirs:
        return None  # the random player passes at once here
    cands = legal.candidates(cat, st, seat)
    if not cands or cands[0] != "pass":
        return None
    if hopeless(cat, st, seat, mine, theirs) or enough(st, seat, mine, theirs):
        got = legal._attempt(cat, st, seat, "pass")
        if got is not None:
            return "pass", got[0], got[1]
    plays = cands[1:]
    rng.shuffle(plays)
    if st.variant.cards_per_turn(st.turn) == 2 and not st.unlimited:
        plays.sort(key=lambda t: "+" not in t)  # full double moves first, as the random player makes them
    best: tuple[float, str, State, list[Event]] | None = None
    tried = 0
    for t in plays:
        got = legal._attempt(cat, st, seat, t)
        if got is None or legal.passed_in(st, seat, got[1]):
            continue
        v = value(cat, got[0], seat)
        if best is None or v > best[0]:
            best = (v, t, got[0], got[1])
        tried += 1
        if tried >= TRIES:
            break
    if best is None:
        return None
    return best[1], best[2], best[3]


def hopeless(cat: Catalogue, st: State, seat: int, mine: int, theirs: int) -> bool:
    """Is the round lost whatever the seat plays, and not its last? Behind by more than every unit in its
    hand adds at its printed strength, with a life to spare (G-ROUND: a lost round costs a life; cards
    kept are cards for the next). With its last life a round is never given up."""
    side = st.sides[seat]
    if side.lives <= 1 or theirs <= mine:
        return False
    reach = sum((cat.card(st.cards[u]).strength or 0) for u in side.hand) * TENTHS
    return mine + reach < theirs


def enough(st: State, seat: int, mine: int, theirs: int) -> bool:
    """Has the first round had cards enough? Ahead in it, no one passed yet, with ``FIRST_ROUND_HAND`` cards
    or fewer left, it passes: a double move spends two cards a turn whoever leads, so a round fought to
    the end leaves both hands about equal for the two rounds still to win, while a pass makes the other
    spend cards to overtake (G-PASS-5: the round ends as he does) or keeps the round (G-ROUND-2). Against
    the random player, 300 seeded Hard matches of the player alone: 188 without it; with it at 6 cards
    217, 8 226, 10 223, 12 223, 16 204; passing at 8 even when behind 204."""
    side, other = st.sides[seat], st.sides[1 - seat]
    return st.round == 1 and not other.passed and mine > theirs and len(side.hand) <= FIRST_ROUND_HAND


def value(cat: Catalogue, st: State, seat: int) -> int:
    """How good ``st`` is for ``seat`` this round: its score lead (up to ``LEAD``: a round is won by any
    lead, and the cards kept win the next) plus ``CARD`` for each card it holds more than the other (a
    spy's draws count; a card thrown away does not come back). Against the random player, 150 seeded Hard
    matches: best of three without the cap won 85, with it 93, best of two with it 90, of eight 101 (the
    random player's own turn with the giving up: 82; the random player alone: 74)."""
    side, other = st.sides[seat], st.sides[1 - seat]
    totals = scores(cat, st).totals
    cards = len(side.hand) + side.pending_draws - len(other.hand) - other.pending_draws
    return min(totals[seat] - totals[1 - seat], LEAD) + CARD * cards

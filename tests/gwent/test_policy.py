"""Gwent's playout player for the practice opponent (issue 30, cards/gwent/policy.py): its posts are legal,
it gives up a round its hand cannot win while it has a life to spare, and it plays on with its last."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from bot.judge.games import load_game
from cards.core import JUDGE
from cards.gwent import policy
from cards.gwent.game import GwentGame
from cards.gwent.scoring import scores
from cards.gwent.state import Phase, State


def _turns(game: GwentGame, variant: str, seeds: range) -> Iterator[tuple[State, int]]:
    """Every plain turn of seeded random matches, with the seat to move."""
    for seed in seeds:
        st, _events = game.new_match(game.setup_for(["A", "B"], variant), random.Random(seed))
        rng = random.Random(seed)
        while game.result(st) is None:
            d = game.pending(st)[0]
            if st.phase is Phase.PLAY and not st.interrupts:
                yield st, st.to_move
            _post, st, _events = game.random_step(st, d.seat, rng)


@pytest.mark.parametrize("variant", ["classic", "hard"])
def test_the_playout_player_posts_a_legal_move_and_returns_its_state(variant: str) -> None:
    """Its post is one of the seat's legal posts, and the state it returns is the one the judge gives."""
    game = load_game("gwent")
    assert isinstance(game, GwentGame)
    checked = 0
    for n, (st, seat) in enumerate(_turns(game, variant, range(2))):
        if n % 3:
            continue
        post, after, _events = game.rollout_step(st, seat, random.Random(n))
        assert post in game.legal_posts(st, seat)
        assert game.view(after, JUDGE) == game.view(game.play(st, seat, post)[0], JUDGE)
        checked += 1
    assert checked > 10


def test_the_playout_player_gives_up_a_round_its_hand_cannot_win() -> None:
    """Behind by more than its whole hand's printed strength, with a life to spare, it passes rather than
    throw cards into the lost round (G-ROUND: the cards kept play the next); with its last life it never
    gives a round up."""
    game = load_game("gwent")
    assert isinstance(game, GwentGame)
    gave_up = 0
    for st, seat in _turns(game, "hard", range(12)):
        totals = scores(game.cat, st).totals
        mine, theirs = totals[seat], totals[1 - seat]
        if st.sides[1 - seat].passed and mine > theirs:
            continue
        if policy.hopeless(game.cat, st, seat, mine, theirs):
            assert st.sides[seat].lives == 2
            assert game.rollout_step(st, seat, random.Random(0))[0] == "pass"
            gave_up += 1
        elif st.sides[seat].lives == 1 and theirs > mine and st.sides[seat].hand:
            assert not policy.hopeless(game.cat, st, seat, mine, theirs)
    assert gave_up > 0


def test_a_lead_beyond_what_wins_the_round_is_worth_no_more() -> None:
    """Its value counts a round's lead up to LEAD only: a card stronger than the round needs is wasted,
    a card kept counts CARD."""
    game = load_game("gwent")
    assert isinstance(game, GwentGame)
    for n, (st, seat) in enumerate(_turns(game, "classic", range(2))):
        side, other = st.sides[seat], st.sides[1 - seat]
        cards = len(side.hand) + side.pending_draws - len(other.hand) - other.pending_draws
        assert policy.value(game.cat, st, seat) <= policy.LEAD + policy.CARD * cards, n


def test_classic_playouts_stay_the_random_players() -> None:
    """Classic keeps the random player's playouts (it already wins, and its search buys three times the
    playouts with them): the same post for the same seed."""
    game = load_game("gwent")
    assert isinstance(game, GwentGame)
    for n, (st, seat) in enumerate(_turns(game, "classic", range(1))):
        assert game.rollout_step(st, seat, random.Random(n))[0] == game.random_step(st, seat, random.Random(n))[0]


def test_ahead_in_the_first_round_with_few_cards_left_it_passes() -> None:
    """Hard, first round, no one passed: ahead with FIRST_ROUND_HAND cards or fewer it passes and keeps
    them for the two rounds still to win (a double move spends two cards a turn whoever leads, G-HARD-
    DOUBLE-1; the other must spend cards to overtake, G-PASS-5); with more cards, behind, or in a later
    round it plays on."""
    game = load_game("gwent")
    assert isinstance(game, GwentGame)
    passed = played = 0
    for n, (st, seat) in enumerate(_turns(game, "hard", range(12))):
        side, other = st.sides[seat], st.sides[1 - seat]
        totals = scores(game.cat, st).totals
        mine, theirs = totals[seat], totals[1 - seat]
        if st.round != 1 or other.passed or mine <= theirs:
            assert not policy.enough(st, seat, mine, theirs), n
            continue
        post = game.rollout_step(st, seat, random.Random(n))[0]
        if len(side.hand) <= policy.FIRST_ROUND_HAND:
            assert policy.enough(st, seat, mine, theirs), n
            assert post == "pass", n
            passed += 1
        else:
            assert post != "pass", n
            played += 1
    assert passed > 0 and played > 0


def _alone(game: GwentGame, seeds: range) -> int:
    """Matches the playout player wins alone against the random player (seats alternate by seed)."""
    won = 0
    for n in seeds:
        st, _events = game.new_match(game.setup_for(["A", "B"], "hard"), random.Random(n))
        bot, rng, other = n % 2, random.Random(50_000 + n), random.Random(60_000 + n)
        while (result := game.result(st)) is None:
            d = game.pending(st)[0]
            step = game.rollout_step if d.seat == bot else game.random_step
            _post, st, _events = step(st, d.seat, rng if d.seat == bot else other)
        won += not result.draw and result.placements[bot] == 1
    return won


def test_the_hard_playout_player_alone_beats_the_random_player() -> None:
    """A player in its own right (the search's playouts and its tie-break rest on it): at least 78 of 100
    seeded Hard matches against the random player (81 of these 100; without the first round's pass 72)."""
    game = load_game("gwent")
    assert isinstance(game, GwentGame)
    assert _alone(game, range(100)) >= 78

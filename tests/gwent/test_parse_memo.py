"""Parsing a post once per text (issue 14) is sound only while a post without digits reads the same
whatever the hand: hand positions (``#3``, ``3``) are the only hand-dependent part of a post."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cards.core import MoveError
from cards.gwent.actions import First, Take
from cards.gwent.game import GwentGame
from cards.gwent.parser import hand_free, parse_post
from tests.gwent_props.games import random_game

GAME = GwentGame()
POSTS = sorted(
    {
        post
        for seed in range(4)
        for v in ("classic", "hard")
        for _b, _s, post, _a in random_game(GAME, seed, variant=v)
    }
    | {
        "exchange Ballista for Vesemir",
        "reveal Ballista, Vesemir",
        "keep none",
        "revive a, b",
        "leader > x",
        "zzz",
    }
)


def _outcome(text: str, hand: list[int]) -> object:
    try:
        return parse_post(text, hand)
    except MoveError as e:
        return (type(e).__name__, e.text.en)


@settings(max_examples=200, deadline=None)
@given(st.sampled_from(POSTS), st.lists(st.integers(1, 200), max_size=12, unique=True))
def test_a_post_without_digits_parses_the_same_for_any_hand(text: str, hand: list[int]) -> None:
    if hand_free(text):
        assert _outcome(text, hand) == _outcome(text, [])


def test_the_memo_gives_what_a_fresh_parse_gives() -> None:
    rng = random.Random(3)
    state = next(after for _b, _s, _p, after in random_game(GAME, 5) if after.phase.value == "play")
    for text in rng.sample(POSTS, 40):
        seat = 0
        try:
            fresh = parse_post(text, state.sides[seat].hand, is_card_like=GAME._card_like)
            if isinstance(fresh, Take | First) and not any(d.kind in ("take", "first") for d in GAME.pending(state)):
                fresh = "NotAMove"  # "take your time": chat while nobody is asked to take (issue 29)
        except MoveError as e:
            fresh = type(e).__name__
        try:
            memo = GAME.parse(state, seat, text)
            memo = GAME.parse(state, seat, text)  # the second answer comes from the memo
        except MoveError as e:
            memo = type(e).__name__
        assert memo == fresh, text

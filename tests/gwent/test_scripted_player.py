"""The scripted Gwent player (the demo's players, the contract playouts) passes as a person would (issue
29: the demo's players passed holding 7–17 cards while behind): never while a card could still win a round
the opponent has left; otherwise, when not ahead, only with a very small hand. Its Russian posts are
Russian words that make the same move."""

from __future__ import annotations

import random
import re

import pytest

from cards.core import JUDGE
from cards.gwent.game import GwentGame
from cards.gwent.legal import PASS_BEHIND_HAND, legal_posts, passed_in
from cards.gwent.scoring import scores
from cards.gwent.state import State

GAME = GwentGame()
ENGLISH = re.compile(r"\b(pass|exchange|first|keep|revive|reveal|take|leader|deck|none|ready|close|ranged|siege)\b")


def _passes(state: State, seat: int, post: str) -> bool:
    """Does ``post`` pass for ``seat`` (the event: a pass that ends the round clears the flag again)?"""
    return passed_in(state, seat, GAME.play(state, seat, post)[1])


@pytest.mark.parametrize("variant", ["classic", "hard"])
def test_no_pass_holding_cards_while_behind(variant: str) -> None:
    passes = 0
    for seed in range(12):
        rng = random.Random(seed)
        state, _ = GAME.new_match(GAME.setup_for(["Alice", "Bob"], variant), random.Random(seed))
        for _ in range(600):
            if GAME.result(state) is not None:
                break
            seat = rng.choice(GAME.pending(state)).seat
            post, after, events = GAME.random_step(state, seat, rng)
            me, other = state.sides[seat], state.sides[1 - seat]
            if passed_in(state, seat, events):
                passes += 1
                totals = scores(GAME.cat, state).totals
                if totals[seat] <= totals[1 - seat]:
                    where = f"seed {seed}: {post!r} with {len(me.hand)} cards, {totals[seat]}:{totals[1 - seat]}"
                    if other.passed:  # a card that keeps him in the round was there to play
                        staying = [t for t in legal_posts(GAME.cat, state, seat) if not _passes(state, seat, t)]
                        assert not staying, f"{where}; could play {staying[:3]}"
                    else:
                        assert len(me.hand) <= PASS_BEHIND_HAND, where
            state = after
        assert GAME.result(state) is not None, f"seed {seed}: no result"
    assert passes > 20  # the check above saw real passes


@pytest.mark.parametrize("variant", ["classic", "hard"])
def test_russian_posts_are_russian_and_make_the_same_move(variant: str) -> None:
    """What ``tablejudge demo --lang ru`` posts: Russian keywords, rows and card names (leading with a
    Cyrillic word), leading to the table the canonical English post leads to."""
    for seed in range(4):
        rng = random.Random(seed)
        state, _ = GAME.new_match(GAME.setup_for(["Алиса", "Борис"], variant), random.Random(seed))
        for _ in range(600):
            if GAME.result(state) is not None:
                break
            seat = rng.choice(GAME.pending(state)).seat
            post = GAME.random_post(state, seat, rng)
            ru = GAME.post_in(state, seat, post, "ru")
            assert GAME.post_in(state, seat, post, "en") == post
            assert re.match(r"[А-Яа-яЁё]", ru) and not ENGLISH.search(ru), (post, ru)
            after, _ = GAME.play(state, seat, ru)
            assert GAME.view(after, JUDGE) == GAME.view(GAME.play(state, seat, post)[0], JUDGE)
            state = after

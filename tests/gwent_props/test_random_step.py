"""The scripted player returns the state it already applied (issue 14): the same post and the same
match as random_post followed by play, for Gwent's own random_step and for BaseGame's default."""

from __future__ import annotations

import json
import random

import pytest

from cards.core import JUDGE, BaseGame
from cards.gwent.game import GwentGame

from .games import random_setup

GAME = GwentGame()


def _judge(state: object) -> str:
    return json.dumps(GAME.view(state, JUDGE), sort_keys=True)


@pytest.mark.parametrize("variant", ["classic", "hard"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_step_equals_random_post_then_play(seed: int, variant: str) -> None:
    state, _ = GAME.new_match(random_setup(random.Random(seed), variant), random.Random(seed))
    rng_a, rng_b = random.Random(seed), random.Random(seed)
    for _ in range(400):
        if GAME.result(state) is not None:
            return
        seat = GAME.pending(state)[0].seat
        post, stepped, events = GAME.random_step(state, seat, rng_a)
        assert GAME.random_post(state, seat, rng_b) == post
        played, played_events = GAME.play(state, seat, post)
        assert _judge(stepped) == _judge(played)
        assert [(e.kind, e.audience, e.data) for e in events] == [
            (e.kind, e.audience, e.data) for e in played_events
        ]
        state = stepped
    raise AssertionError("the match did not end")


def test_base_game_random_step_applies_the_random_post() -> None:
    """The contract's default: random_post, then play."""

    class Wrapped(BaseGame):
        def random_post(self, state: object, seat: int, rng: random.Random) -> str:
            return GAME.random_post(state, seat, rng)

        def play(self, state: object, seat: int, text: str):  # type: ignore[override]
            return GAME.play(state, seat, text)

    state, _ = GAME.new_match(random_setup(random.Random(5)), random.Random(5))
    seat = GAME.pending(state)[0].seat
    post, new_state, _ = Wrapped().random_step(state, seat, random.Random(9))
    assert post == GAME.random_post(state, seat, random.Random(9))
    assert _judge(new_state) == _judge(GAME.play(state, seat, post)[0])

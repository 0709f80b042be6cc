"""State.fork (the copy ``apply`` works on, issue 30) shares the uid maps and the Side containers the engine
only replaces;
these checks keep that true: every post a seat could try, accepted or refused, leaves the state it came from
unchanged byte for byte, in Classic and in Hard (whose leaders set horns, Treacherous rows and Crach's horn),
and fork copies every other container as clone does."""

from __future__ import annotations

import contextlib
import pickle
import random
from dataclasses import fields

import pytest

from cards.core import MoveError
from cards.gwent.game import GwentGame
from cards.gwent.legal import candidates
from cards.gwent.state import SHARED_BY_FORK, STATE_SHARED_BY_FORK, Side, State
from tests.gwent_props.games import random_setup

CONTAINERS = (list, set, dict)


@pytest.mark.parametrize("variant", ["classic", "hard"])
def test_no_post_changes_the_state_it_came_from(variant: str) -> None:
    game = GwentGame()
    for seed in range(4):
        rng = random.Random(seed)
        state, _ = game.new_match(random_setup(rng, variant), random.Random(seed))
        while game.result(state) is None:
            before = pickle.dumps(state)
            seat = game.pending(state)[0].seat
            for text in candidates(game.cat, state, seat):
                with contextlib.suppress(MoveError):
                    game.play(state, seat, text)
                assert pickle.dumps(state) == before, f"{variant} seed {seed}: {text!r} changed the state before it"
            _post, state, _events = game.random_step(state, seat, rng)


def test_fork_shares_only_what_the_engine_replaces() -> None:
    game = GwentGame()
    state, _ = game.new_match(random_setup(random.Random(3), "hard"), random.Random(3))
    new = state.fork()
    for f in fields(State):
        if f.name == "chance":
            continue  # copied with its RNG state (its own tests)
        a, b = getattr(state, f.name), getattr(new, f.name)
        assert a == b
        if isinstance(a, CONTAINERS) and f.name != "sides":
            assert (a is b) == (f.name in STATE_SHARED_BY_FORK), f"State.{f.name}"
    for old_side, new_side in zip(state.sides, new.sides, strict=True):
        assert old_side is not new_side
        for f in fields(Side):
            a, b = getattr(old_side, f.name), getattr(new_side, f.name)
            assert a == b
            if isinstance(a, CONTAINERS):
                assert (a is b) == (f.name in SHARED_BY_FORK), f"Side.{f.name}"
            if isinstance(a, dict):
                assert all(v is not b[k] for k, v in a.items() if isinstance(v, CONTAINERS))

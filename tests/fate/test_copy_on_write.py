"""The state copy ``apply`` makes shares the Masters until one changes (``State.fork``/``State.master``,
issue 30's engine speed):
these checks keep every change going through it. A post tried and refused, or accepted into a new
state, must leave the state it came from byte for byte as it was (pickled), and a later post must never
reach back into an earlier state; the options vary so that every kind of post and effect is tried."""

from __future__ import annotations

import contextlib
import pickle
import random

import pytest

from cards.core import Audience, MoveError
from cards.fate import engine, legal
from cards.fate.game import FateGame
from cards.fate.parser import parse_post

GAME = FateGame()
NAMES = ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace"]
OPTIONS = [
    {},
    {"draw_pile": "per_master", "prana_zero": "reset", "scenes": True},
    {"servants": "draft", "cs2_scope": "own", "starting_prana": 3},
    {"servants": "choice", "scenes": True, "starting_hand": 7},
]


@pytest.mark.parametrize("seed", range(8))
def test_no_post_changes_the_state_it_came_from(seed: int) -> None:
    players = 2 + seed % 4
    setup = GAME.setup_for(NAMES[:players], None, OPTIONS[seed % len(OPTIONS)])
    state, _ = GAME.new_match(setup, random.Random(seed))
    rng = random.Random(seed)
    history: list[tuple[object, bytes]] = []
    for _ in range(250):
        if GAME.result(state) is not None:
            break
        seat = rng.choice(GAME.pending(state)).seat
        before = pickle.dumps(state)
        for post in legal.legal_posts(GAME.cat, state, seat) + legal.optional(GAME.cat, state, seat):
            with contextlib.suppress(MoveError):
                engine.apply(GAME.cat, state, seat, parse_post(GAME.cat, state, seat, post))
        assert pickle.dumps(state) == before, "a tried post changed the state it was tried on"
        GAME.scramble_hidden(state, Audience.player(seat), rng)
        assert pickle.dumps(state) == before, "a sample of the hidden cards changed the true state"
        history.append((state, before))
        _post, state, _events = GAME.random_step(state, seat, rng)
    for old, pickled in history:
        assert pickle.dumps(old) == pickled, "a later post changed an earlier state"


def test_a_copy_owns_a_master_only_once_it_changes() -> None:
    state, _ = GAME.new_match(GAME.setup_for(NAMES[:4]), random.Random(3))
    copy = state.fork()
    assert all(a is b for a, b in zip(state.masters, copy.masters, strict=True))
    mine = copy.master(2)
    mine.prana -= 1
    assert mine is copy.masters[2] and mine is not state.masters[2]
    assert state.masters[2].prana == mine.prana + 1
    assert copy.master(2) is mine  # owned now: not copied again
    # the original shares its Masters too: changing one of its own copies it first
    state.master(1).hand.append(999)
    assert 999 not in copy.masters[1].hand
    # clone (for anyone else who changes a copy) shares nothing
    assert not any(a is b for a, b in zip(state.masters, state.clone().masters, strict=True))

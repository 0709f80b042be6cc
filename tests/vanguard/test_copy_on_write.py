"""The copy ``apply`` makes shares the sides and the uid → card maps until one changes (``State.fork``,
``State.side``, ``State.own_cards``; issue 30's engine speed). These checks keep every change going through
them: a post tried and refused, or accepted into a new state, must leave the state it came from byte for byte
as it was (pickled), and a later post must never reach back into an earlier state. A change written straight
to ``state.sides[seat]`` in the engine would change the shared side of the earlier state, and fail here."""

from __future__ import annotations

import contextlib
import pickle
import random

import pytest

from cards.core import Audience, MoveError
from cards.vanguard import engine, legal
from cards.vanguard.game import VanguardGame
from cards.vanguard.parser import parse_post
from cards.vanguard.state import CARDS

GAME = VanguardGame()


@pytest.mark.parametrize(("variant", "seed"), [(v, s) for v in ("standard", "premium") for s in range(3)])
def test_no_post_changes_the_state_it_came_from(variant: str, seed: int) -> None:
    state, _ = GAME.new_match(GAME.setup_for(["Alice", "Bob"], variant), random.Random(seed))
    rng = random.Random(seed)
    history: list[tuple[object, bytes]] = []
    for n in range(400):
        if GAME.result(state) is not None:
            break
        seat = GAME.pending(state)[0].seat
        before = pickle.dumps(state)
        if n % 3 == 0:  # every candidate, refused or accepted (the legal ones are forks of this state)
            for post in legal.candidates(GAME.cat, state, seat):
                with contextlib.suppress(MoveError):
                    engine.apply(GAME.cat, state, seat, parse_post(GAME.cat, state, seat, post))
            assert pickle.dumps(state) == before, "a tried post changed the state it was tried on"
            GAME.scramble_hidden(state, Audience.player(seat), rng)
            assert pickle.dumps(state) == before, "a sample of the hidden cards changed the true state"
        history.append((state, before))
        _post, state, _events = GAME.random_step(state, seat, rng)
        assert pickle.dumps(history[-1][0]) == before, "a post changed the state it came from"
    assert GAME.result(state) is not None
    for old, pickled in history:
        assert pickle.dumps(old) == pickled, "a later post changed an earlier state"


def test_a_fork_owns_a_side_only_once_it_changes() -> None:
    state, _ = GAME.new_match(GAME.setup_for(["Alice", "Bob"], "standard"), random.Random(3))
    copy = state.fork()
    assert all(a is b for a, b in zip(state.sides, copy.sides, strict=True)) and copy.cards is state.cards
    mine = copy.side(1)
    mine.hand.append(999)
    assert mine is copy.sides[1] and mine is not state.sides[1] and 999 not in state.sides[1].hand
    assert copy.side(1) is mine and copy.sides[0] is state.sides[0]  # owned now: not copied again
    # the origin shares its sides too: changing one of its own copies it first
    state.side(0).deck.append(998)
    assert 998 not in copy.sides[0].deck
    # a new card (a Protect I ticket) copies the maps first
    uid = copy.new_uid("ticket", 0)
    assert uid in copy.cards and uid in copy.owner and uid not in state.cards and uid not in state.owner
    assert not copy.shared & CARDS
    # clone (for anyone else who changes a copy) shares nothing
    other = state.clone()
    assert not any(a is b for a, b in zip(state.sides, other.sides, strict=True))
    assert other.cards is not state.cards and other.owner is not state.owner and other.shared == 0


def test_the_sharing_bookkeeping_is_not_pickled() -> None:
    state, _ = GAME.new_match(GAME.setup_for(["Alice", "Bob"], "premium"), random.Random(5))
    before = pickle.dumps(state)
    state.fork()
    assert pickle.dumps(state) == before  # forking sets the origin's bits; its pickle stays the same
    assert pickle.loads(before).shared == 0

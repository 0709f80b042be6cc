"""Random legal playouts for 2, 3 and 7 Masters: results, determinism, purity, invariants, hidden info."""

from __future__ import annotations

import copy
import random

import pytest

from cards.core import Audience
from cards.fate.game import FateGame

from .helpers import NAMES, playout

GAME = FateGame()


@pytest.mark.parametrize("n", [2, 3, 7])
def test_random_playouts_reach_a_result(n):
    """FA-WIN-3: every random legal playout ends with one Master left (or a draw) and full placements."""
    variants = [{}, {"servants": "draft", "prana_zero": "reset"}, {"draw_pile": "per_master", "scenes": True},
                {"servants": "choice", "seating": "listed", "cs2_scope": "own"}]
    for seed, options in enumerate(variants):
        state, steps = playout(GAME, n, seed, options)
        assert GAME.invariants(state) == []
        result = GAME.result(state)
        assert result is not None, f"{n} Masters, seed {seed}: no result after {steps} posts"
        assert sorted(result.placements)[0] == 1 and len(result.placements) == n


@pytest.mark.parametrize("n", [2, 3, 7])
def test_determinism_purity_invariants_and_scramble(n):
    """The same seed gives the same match; apply never mutates; invariants hold after every post; a
    Master's view does not change when what he cannot see is scrambled."""
    rng = random.Random(n)
    state, _ = GAME.new_match(GAME.setup_for(NAMES[:n]), random.Random(5))
    again, _ = GAME.new_match(GAME.setup_for(NAMES[:n]), random.Random(5))
    assert GAME.view(state, Audience("judge")) == GAME.view(again, Audience("judge"))
    for step in range(300):
        if GAME.result(state) is not None:
            break
        d = rng.choice(GAME.pending(state))
        post = GAME.random_post(state, d.seat, rng)
        before = copy.deepcopy(GAME.view(state, Audience("judge")))
        action = GAME.parse(state, d.seat, post)
        assert GAME.parse_canonical(state, d.seat, GAME.canonical(state, d.seat, action)) == action
        new, _ = GAME.apply(state, d.seat, action)
        again, _ = GAME.apply(state, d.seat, action)
        assert GAME.view(state, Audience("judge")) == before
        assert GAME.view(new, Audience("judge")) == GAME.view(again, Audience("judge"))
        assert GAME.invariants(new) == []
        if step % 10 == 0:
            seat = rng.randrange(n)
            who = Audience.player(seat)
            scrambled = GAME.scramble_hidden(new, who, rng)
            assert GAME.view(scrambled, who) == GAME.view(new, who)
            assert GAME.render_table(scrambled, who, "en") == GAME.render_table(new, who, "en")
        state = new


def test_legal_posts_are_all_accepted():
    """legal_posts lists only posts that apply."""
    state, _ = GAME.new_match(GAME.setup_for(NAMES[:4]), random.Random(2))
    for seat in range(4):
        for post in GAME.legal_posts(state, seat):
            GAME.play(state, seat, post)


@pytest.mark.slow
@pytest.mark.parametrize("n", range(2, 8))
def test_many_playouts(n):
    for seed in range(200):
        state, _ = playout(GAME, n, seed, limit=60000, options={"servants": ["random", "draft"][seed % 2],
                                                   "prana_zero": ["leave", "reset"][seed % 3 == 0],
                                                   "draw_pile": ["shared", "per_master"][seed % 5 == 0]})
        assert GAME.result(state) is not None


@pytest.mark.parametrize("n", [2, 3, 7])
def test_decision_ids_change_when_answered_and_stay_while_waiting(n):
    """Any Master may have a decision at any moment: ids are unique; a Master's post renews his ids; another
    Master's waiting decision keeps its id (so he is not asked twice)."""
    rng = random.Random(n + 10)
    state, _ = GAME.new_match(GAME.setup_for(NAMES[:n]), random.Random(9))
    for _ in range(300):
        if GAME.result(state) is not None:
            break
        before = {d.id: d for d in GAME.pending(state)}
        assert len(before) == len(GAME.pending(state))
        d = rng.choice(list(before.values()))
        new, _ = GAME.play(state, d.seat, GAME.random_post(state, d.seat, rng))
        after = {x.id: x for x in GAME.pending(new)}
        assert not any(x.id in after for x in before.values() if x.seat == d.seat)
        for x in before.values():
            if x.seat != d.seat and x.kind != "turn" and any(a.seat == x.seat and a.kind == x.kind
                                                             for a in after.values()):
                assert x.id in after
        state = new


def test_the_contract_suites_random_players_use_scripted_cards_and_windows():
    """Issue 28 "Done means": the contract suite's random playout (``tests/contract/cases.py``) activates
    scripted Mystic Codes and Noble Phantasms with their costs and rolls (FA-REF-5, FA-COST-3) in the
    response windows it opens (FA-REF-6); with Scene cards on (FA-SET-8) random Masters play them too."""
    from tests.contract.cases import Case
    from tests.contract.cases import playout as contract_playout

    used: set[str] = set()
    kinds: set[str] = set()
    for seed in range(3):
        _start, _events, steps = contract_playout(Case("fate", None, 4), seed)
        for step in steps:
            for e in step.events:
                kinds.add(e.kind)
                if e.kind == "ability":
                    used.add(str(e.data["card"]))
    assert {"window", "ability", "cost_roll"} <= kinds
    assert len(used) >= 5 and any(u.startswith("Artoria: ") for u in used), used
    scenes = set()
    for seed in range(3):
        state, _ = playout(GAME, 4, seed, {"scenes": True})
        scenes |= {GAME.cat.card(state.cards[u]).name_en for u in state.grail}
    assert scenes, "no random Master played a Scene card"

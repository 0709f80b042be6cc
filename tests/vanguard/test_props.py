"""Random legal playouts: they end, they are deterministic, apply never mutates its input, every card is in
exactly one zone, and views do not change when hidden cards are swapped."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

from cards.core import JUDGE, PUBLIC, Audience

from .helpers import GAME


def playout(seed: int, check_every: int = 0, limit: int = 4000):
    rng = random.Random(seed)
    st, _ = GAME.new_match(GAME.setup_for(["Alice", "Boris"]), random.Random(seed))
    posts = []
    for n in range(limit):
        if GAME.result(st) is not None:
            break
        d = rng.choice(GAME.pending(st))
        post = GAME.random_post(st, d.seat, rng)
        posts.append(post)
        if check_every and n % check_every == 0:
            before = pickle.dumps(st)
            action = GAME.parse(st, d.seat, post)
            assert GAME.parse_canonical(st, d.seat, GAME.canonical(st, d.seat, action)) == action
            new, events = GAME.play(st, d.seat, post)
            assert pickle.dumps(st) == before  # apply never mutates its input
            assert GAME.invariants(new) == []
            for e in events:
                for lang in ("en", "ru"):
                    GAME.render_event(e, lang)
            for aud in (PUBLIC, Audience.player(0), Audience.player(1)):
                v = GAME.view(new, aud)
                t = GAME.render_table(new, aud, "ru")
                s = GAME.scramble_hidden(new, aud, random.Random(n))
                assert GAME.view(s, aud) == v and GAME.render_table(s, aud, "ru") == t
            st = new
        else:
            st, _ = GAME.play(st, d.seat, post)
    return st, posts


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_playouts_reach_a_result_with_invariants(seed):
    st, posts = playout(seed, check_every=7)
    r = GAME.result(st)
    assert r is not None and r.reason in ("damage", "deck", "soul", "both")
    assert len(posts) < 4000


def test_playouts_are_deterministic_and_replay_from_canonical_texts():
    a, pa = playout(11)
    b, pb = playout(11)
    assert pa == pb and GAME.view(a, JUDGE) == GAME.view(b, JUDGE)
    rng = random.Random(11)
    st, _ = GAME.new_match(GAME.setup_for(["Alice", "Boris"]), random.Random(11))
    log = []
    while GAME.result(st) is None:
        d = rng.choice(GAME.pending(st))
        action = GAME.parse(st, d.seat, GAME.random_post(st, d.seat, rng))
        log.append((d.seat, GAME.canonical(st, d.seat, action)))
        st, _ = GAME.apply(st, d.seat, action)
    again, _ = GAME.new_match(GAME.setup_for(["Alice", "Boris"]), random.Random(11))
    for seat, text in log:
        again, _ = GAME.apply(again, seat, GAME.parse_canonical(again, seat, text))
    assert GAME.view(again, JUDGE) == GAME.view(st, JUDGE) and GAME.result(again) == GAME.result(st)


def test_legal_posts_cover_every_pending_decision():
    rng = random.Random(5)
    st, _ = GAME.new_match(GAME.setup_for(["A", "B"]), random.Random(5))
    seen = set()
    for _ in range(300):
        if GAME.result(st) is not None:
            break
        for d in GAME.pending(st):
            seen.add(d.kind)
            assert GAME.legal_posts(st, d.seat), d
        d = rng.choice(GAME.pending(st))
        st, _ = GAME.play(st, d.seat, GAME.random_post(st, d.seat, rng))
    assert {"deck", "mulligan", "main", "battle", "guard"} <= seen


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(100, 160))
def test_many_playouts(seed):
    st, _ = playout(seed, check_every=3)
    assert GAME.result(st) is not None


def test_copy_is_deep_enough():
    st, _ = GAME.new_match(GAME.setup_for(["A", "B"]), random.Random(0))
    c = st.clone()
    c.sides[0].hand.append(999)
    assert 999 not in st.sides[0].hand and copy.copy(st) is not st


def test_the_contract_suites_random_players_use_abilities_V_ABIL_2_V_ABIL_3_V_ABIL_4():
    """Issue 26 "Done means": the contract suite's random playout (``tests/contract/cases.py``) fires AUTO
    abilities on their events (V-ABIL-2), uses ACT abilities by name (V-ABIL-3), answers ability decisions
    and sees CONT abilities start (V-ABIL-4); its invariants are checked by the suite itself."""
    from tests.contract.cases import Case
    from tests.contract.cases import playout as contract_playout

    kinds: set[str] = set()
    used: set[str] = set()
    for seed in range(4):
        _start, _events, steps = contract_playout(Case("vanguard", "standard", 2), seed)
        for step in steps:
            for e in step.events:
                kinds.add(e.kind)
                if e.kind == "ability":
                    used.add(str(e.data["card"]))
    assert {"ability_fired", "ability", "act_used", "cont"} <= kinds, kinds
    assert len(used) >= 4, used

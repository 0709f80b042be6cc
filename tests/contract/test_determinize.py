"""The contract's ``determinize`` (issue 30): a sample of what a seat cannot see, drawn from what it knows.

The practice opponent searches over such samples, so these are the properties that keep it honest, for
every registered game, variant and seat count: the seat's own view does not change; the sample depends on
the seat's information and the RNG only (two states that differ in hidden cards give the same sample); and
chance's future is drawn afresh, not inherited from the match.
"""

from __future__ import annotations

import random

import pytest

from cards.core import Audience

from .cases import Case, cases, judge_view, playout, states

CASES = cases()
IDS = [c.id for c in CASES]


def _sampled_states(case: Case, seed: int, every: int = 7) -> list[object]:
    start, _events, steps = playout(case, seed)
    return list(states(start, steps))[::every]


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_determinize_keeps_the_seats_view_and_forgets_where_hidden_cards_were(case: Case) -> None:
    game = case.engine()
    for n, state in enumerate(_sampled_states(case, 5)):
        for seat in range(case.seats):
            audience = Audience.player(seat)
            other = game.determinize(state, seat, random.Random(n * 31 + seat))
            assert game.view(other, audience) == game.view(state, audience), f"{case.id}: seat {seat}'s view moved"
            # ``other`` differs from ``state`` only in what the seat cannot see: the same RNG must then give
            # the same sample from both, or a search over samples could read the hidden cards.
            a = game.determinize(state, seat, random.Random(99))
            b = game.determinize(other, seat, random.Random(99))
            assert judge_view(game, a) == judge_view(game, b), f"{case.id}: the sample depends on hidden cards"


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_determinize_draws_chance_afresh(case: Case) -> None:
    """Two samples with different RNGs play the same post differently somewhere (shuffles, dice), so the
    match's own RNG state — its future — is not what a search simulates with."""
    game = case.engine()
    rng = random.Random(3)
    differ = 0
    for state in _sampled_states(case, 6, every=3):
        if game.result(state) is not None:
            continue
        decision = game.pending(state)[0]
        post = game.random_post(game.determinize(state, decision.seat, random.Random(1)), decision.seat, rng)
        outcomes = set()
        for k in range(4):
            sample = game.determinize(state, decision.seat, random.Random(1000 + k))
            try:
                after, events = game.play(sample, decision.seat, post)
            except Exception:  # noqa: BLE001 - a post legal in one sample may read a hidden card in another
                continue
            outcomes.add(judge_view(game, after) + repr([(e.kind, sorted(e.data)) for e in events]))
        differ += len(outcomes) > 1
    assert differ > 0, f"{case.id}: every sample of every state played out the same"

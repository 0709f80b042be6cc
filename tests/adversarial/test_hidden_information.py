"""Hidden information (issue 8, standing suite), for every registered game.

At every step of random matches: what each audience sees (view, table in both languages) does not
change when the cards hidden from it are swapped; and the events of a step, as the public and each
player receive them, do not change when the other players' secret hands are swapped before it (a
player's own action may reveal his own cards, never another's: the White Flame named a card in the
Destroyer's hand). The default run plays a few matches per game; ``-m slow`` plays ≥ 1,000 per game.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from cards.core import PUBLIC, Audience, MoveError

from .cases import SECRET_HANDS, Case, cases, playout, scramble_secrets

CASES = cases()
IDS = [c.id for c in CASES]
GAMES = sorted({c.game for c in CASES})
SLOW_MATCHES_PER_GAME = 1000


def _view(case: Case, state: Any, audience: Audience) -> str:
    return json.dumps(case.engine().view(state, audience), sort_keys=True, default=str)


def _stream(case: Case, events: list[Any], audience: Audience) -> list[str | None]:
    game = case.engine()
    return [game.render_event(e, lang) for e in events if e.audience == audience for lang in ("en", "ru")]


def check_match(case: Case, seed: int, *, views: bool = True) -> int:
    """Every step of one match; returns the number of steps checked."""
    game = case.engine()
    rng = random.Random(seed ^ 0x5EC2E7)
    audiences = [PUBLIC] + [Audience.player(s) for s in range(case.seats)]
    n = 0
    for step in playout(case, seed):
        n += 1
        if views:
            for audience in audiences:
                other = game.scramble_hidden(step.after, audience, rng)
                assert _view(case, other, audience) == _view(case, step.after, audience), (case.id, seed, audience)
        # the step again, with the secret hands of everybody but the mover (and the listener) swapped;
        # only for games that name those hands (SECRET_HANDS): swapping a player's own deck would make
        # public effects that reveal it (Muster) look like leaks
        for audience in audiences if case.game in SECRET_HANDS else ():
            keep = {step.seat} | ({audience.seat} if audience.seat is not None else set())
            other = scramble_secrets(case, step.before, step.after, keep, rng)
            try:
                _, events = game.apply(other, step.seat, game.parse(other, step.seat, step.text))
            except MoveError as exc:  # the mover's own post must not depend on others' secrets either
                raise AssertionError(f"{case.id} seed {seed}: {step.text!r} refused after a swap: {exc}") from None
            assert _stream(case, list(events), audience) == _stream(case, step.events, audience), (
                f"{case.id} seed {seed}, post {step.text!r}: what {audience} hears depends on others' hands"
            )
    return n


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_hidden_cards_never_reach_another_audience_quick_sample(case: Case) -> None:
    for seed in (1, 2):
        assert check_match(case, seed) > 0


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_hidden_cards_never_reach_another_audience_over_a_thousand_matches(game: str) -> None:
    variants = [c for c in CASES if c.game == game]
    per_variant = -(-SLOW_MATCHES_PER_GAME // len(variants))
    played = 0
    for case in variants:
        for seed in range(1000, 1000 + per_variant):
            check_match(case, seed, views=seed % 10 == 0)  # views every 10th match: they are the slow part
            played += 1
    assert played >= SLOW_MATCHES_PER_GAME

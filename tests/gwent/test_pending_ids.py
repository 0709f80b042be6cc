"""Decision ids (core's Decision.id: stable while pending, new for the next decision): GwentGame.pending keeps a
plain turn's decision made once (game._TURNS) and asks engine.pending for the others; both must give the same
decisions, ids included, or the judge's reminders and prompts would key on two different ids for one turn."""

from __future__ import annotations

import random

from cards.gwent import engine
from cards.gwent.game import GwentGame


def test_kept_turn_decisions_equal_the_engines_in_every_state() -> None:
    game = GwentGame()
    compared = 0
    for variant in ("classic", "hard"):
        for seed in range(6):
            state, _ = game.new_match(game.setup_for(["Alice", "Bob"], variant), random.Random(seed))
            rng = random.Random(100 + seed)
            while game.result(state) is None:
                pending = game.pending(state)
                assert pending == engine.pending(state)
                assert len({d.id for d in pending}) == len(pending)
                compared += 1
                _, state, _ = game.random_step(state, pending[0].seat, rng)
    assert compared > 300

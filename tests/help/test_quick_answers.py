"""Buttons for routine answers (issue 29): every quick answer a game offers for a pending decision is a
post the game accepts from that seat right then, so a press is never refused by the rules."""

from __future__ import annotations

import random

import pytest

from bot.judge.games import load_games
from cards.core import MoveError

GAMES = load_games()
STEPS = 160


@pytest.mark.parametrize("name", ["gwent", "fow", "vanguard", "fate"])
@pytest.mark.parametrize("seed", [1, 2])
def test_every_quick_answer_is_accepted_when_offered(name: str, seed: int) -> None:
    game = GAMES[name]
    rng = random.Random(seed)
    state, _ = game.new_match(game.setup_for(["Alice", "Boris"]), rng)
    offered: set[str] = set()
    for _ in range(STEPS):
        pending = list(game.pending(state))
        if not pending or game.result(state) is not None:
            break
        for decision in pending:
            for answer in game.quick_answers(state, decision):
                assert answer.label.en and answer.label.ru and len(answer.label.en) <= 80
                try:
                    game.play(state, decision.seat, answer.post)
                except MoveError as exc:
                    pytest.fail(f"{name}: {answer.post!r} for {decision.kind} refused: {exc.text.en}")
                offered.add(decision.kind)
        seat = pending[0].seat
        _, state, _ = game.random_step(state, seat, rng)
    assert offered, f"{name} offered no quick answer in {STEPS} posts"

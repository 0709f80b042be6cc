"""Seated chat is left alone in every game (issue 29; README: "chat in the thread is left alone"): the same
phrases, en and ru, are NotAMove from ``parse`` — which is how the bot tells chat from a move it refuses —
at every point of a random match and for every seat, while the moves of that match still parse. Nothing
here names a game."""

from __future__ import annotations

import pytest

from cards.core import NotAMove
from tests.contract.cases import CASES_FOR_HOOKS, Case, playout

CHAT = (
    "take your time", "well played", "nice one :)", "good luck, have fun", "gg", "thanks for the game",
    "sorry, one moment", "let me think",
    "не торопись", "хорошо сыграно", "отличный ход :)", "спасибо за игру", "удачи!", "хорошая игра",
)
POINTS = 12  # positions a match, spread from the setup to the last post


@pytest.mark.parametrize("case", CASES_FOR_HOOKS, ids=[c.id for c in CASES_FOR_HOOKS])
def test_seated_chat_is_not_a_move_and_moves_still_parse(case: Case) -> None:
    game = case.engine()
    _start, _events, steps = playout(case, 1)
    every = max(1, len(steps) // POINTS)
    for step in steps[::every]:
        state = step.before
        game.parse(state, step.seat, step.text)  # the move made here still parses (raises if not)
        for seat in range(case.seats):
            for chat in CHAT:
                with pytest.raises(NotAMove):
                    game.parse(state, seat, chat)
                    pytest.fail(f"{case.id}: {chat!r} by seat {seat} was read as a move")

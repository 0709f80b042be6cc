"""The scripted Hard player in a double-move turn (G-HARD-DOUBLE-1, issue 30): it tries its posts in the
order it always did — ``candidates`` ("pass", the two-card sample, the single plays) shuffled by the
pass rule from the same draws, the posts with a "+" first — though it now shuffles their positions and
gives a text only to the posts it tries."""

from __future__ import annotations

import random

import pytest

from cards.gwent import legal
from cards.gwent.game import GwentGame

GAME = GwentGame()


def _double_turns(seed: int) -> list[tuple[object, int]]:
    """(state, seat) of each double-move turn of one seeded random Hard match."""
    state, _ = GAME.new_match(GAME.setup_for(["A", "B"], "hard"), random.Random(seed))
    rng = random.Random(seed * 7919 + 1)
    found = []
    while GAME.result(state) is None:
        seat = GAME.pending(state)[0].seat
        kinds = legal._owed(state, seat)
        if "turn" in kinds and state.variant.cards_per_turn(state.turn) == 2 and not state.unlimited:
            found.append((state, seat))
        _post, state, _ = GAME.random_step(state, seat, rng)
    return found


def _reference_order(state, seat: int, rng: random.Random) -> list[str]:  # type: ignore[no-untyped-def]
    """The order of the list-every-text scripted player (before issue 30's speed-up)."""
    cands = legal.candidates(GAME.cat, state, seat)
    assert cands[0] == "pass"
    order = legal._pass_last_unless_human(GAME.cat, state, seat, cands[1:], rng, 0.04, "pass")
    head = ["pass"] if order[0] == "pass" else []
    return head + sorted(order, key=lambda t: "+" in t, reverse=True)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_g_hard_double_1_double_step_tries_the_listed_posts_in_the_listed_order(seed: int, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    turns = _double_turns(seed)
    assert turns
    for n, (state, seat) in enumerate(turns):
        tried: list[str] = []
        monkeypatch.setattr(legal, "_attempt", lambda _c, _s, _seat, text, tried=tried: tried.append(text))  # refuse all
        with pytest.raises(AssertionError, match="no legal post"):
            legal.random_step(GAME.cat, state, seat, random.Random(n))
        monkeypatch.undo()
        assert tried == _reference_order(state, seat, random.Random(n)), (seed, n)

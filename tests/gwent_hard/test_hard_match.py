"""A whole HardGwent match from setup (G-HARD-1..4, G-DEAL-2, G-MULL-1, G-LEAD-10, G-HARD-LEAD-1..3,
G-HARD-DOUBLE-9): the deal, the exchange, then random legal posts to the end."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cards.core import JUDGE
from cards.gwent.game import GwentGame

GAME = GwentGame()
SETUP = {
    "variant": "hard",
    "players": [{"name": "A", "faction": "monsters"}, {"name": "B", "faction": "skellige"}],
}


def test_g_hard_1_g_deal_2_g_lead_10_setup_twenty_cards_six_offered_five_leaders():
    """G-HARD-1, G-DEAL-2 (Hard), G-MULL-1 (Hard), G-LEAD-10, G-HARD-3: the brief's exact setup."""
    state, events = GAME.new_match(SETUP, random.Random(11))
    view = GAME.view(state, JUDGE)
    assert view["variant"] == "hard" and view["phase"] == "exchange"
    for p in view["players"]:
        assert len(p["hand"]) == 20
        assert len(p["offer"]) == 6
        assert len(p["leaders"]) == 5 and p["leaders_used"] == []
    assert [e.data["count"] for e in events if e.kind == "dealt_public"] == [20, 20]
    assert [e.data["limit"] for e in events if e.kind == "dealt"] == [6, 6]


def test_g_hard_double_9_after_the_exchange_turn_1_is_one_card():
    """G-MULL-1 (Hard), G-FIRST-1, G-HARD-DOUBLE-9: both exchange, the lot picks the first player, and
    the judge announces turn 1 with one card."""
    state, _ = GAME.new_match(SETUP, random.Random(11))
    offer = GAME.view(state, JUDGE)["players"][0]["offer"]
    state, _ = GAME.play(state, 0, "exchange #1, #2, #3 for " + ", ".join(offer[:3]))
    state, events = GAME.play(state, 1, "exchange none")
    assert [e.kind for e in events][-1] == "turn_start"
    assert events[-1].data["turn"] == 1 and events[-1].data["card_count"] == 1
    assert GAME.render_event(events[-1], "en").endswith("(one card).")
    assert len(GAME.view(state, JUDGE)["players"][0]["hand"]) == 20


@pytest.mark.parametrize("seed", range(8))
def test_g_hard_lead_1_2_3_g_hard_double_9_random_full_match_keeps_the_hard_limits(seed):
    """G-HARD-LEAD-1..3, G-HARD-DOUBLE-1, G-HARD-DOUBLE-9, G-HARD-DOUBLE-11: over a whole random match,
    at most one leader per player per round, never the same one twice, at most three; every 'Start of
    turn N' asks for one card on turn 1, two later, any number once the opponent passed."""
    rng = random.Random(seed)
    state, _ = GAME.new_match(SETUP, random.Random(seed))
    used: Counter[tuple[str, int]] = Counter()
    names: dict[str, list[str]] = {"A": [], "B": []}
    for _ in range(600):
        if GAME.result(state) is not None:
            break
        seat = GAME.pending(state)[0].seat
        rnd = state.round
        _post, state, events = GAME.random_step(state, seat, rng)
        for e in events:
            if e.kind == "leader":
                used[(e.data["player"], rnd)] += 1
                names[e.data["player"]].append(e.data["card"]["en"])
            if e.kind == "turn_start":
                want = 0 if state.unlimited else (1 if e.data["turn"] == 1 else 2)
                assert e.data["card_count"] == want
    else:
        raise AssertionError("the match did not end")
    assert max(used.values(), default=0) <= 1
    for lst in names.values():
        assert len(lst) == len(set(lst)) <= 3

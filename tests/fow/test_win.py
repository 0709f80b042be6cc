"""Life, winning and losing (§12)."""

from __future__ import annotations

from .helpers import TGAME, passes, play, position, pview


def test_zero_life_loses():
    """F-WIN-1, F-LIFE-2: a player with 0 or less life loses."""
    s = position([{"name": "Alice", "field": [{"name": "Test Giant", "since_turn": 1}]}, {"name": "Bob", "life": 800}])
    s, _ = play(s, 0, "attack Test Giant")
    s = passes(s, 4)
    v = pview(s)
    assert v["winner"] == "Alice" and v["losers"] == ["Bob"] and v["players"][1]["life"] == 0
    r = TGAME.result(s)
    assert r is not None and r.winners == (0,) and s.reason == "life"
    assert v["pending"] == []


def test_draw_from_empty_deck_in_draw_phase_loses():
    """F-WIN-2: the draw-phase draw from an empty main deck loses."""
    s = position([{"name": "Alice"}, {"name": "Bob", "deck": []}])
    s = passes(s)
    v = pview(s)
    assert v["winner"] == "Alice" and v["reason"] == "deck_out"


def test_effect_draw_from_empty_deck_does_not_lose():
    """F-WIN-3, F-AMB-9: a draw by an effect from an empty deck draws nothing and does not lose."""
    s = position([{"name": "Alice", "deck": [], "field": [{"name": "Test Giant", "since_turn": 1}]}, {"name": "Bob"}])
    s, _ = play(s, 0, "activate Test Giant: draw 2")
    s = passes(s)
    assert pview(s)["winner"] is None and pview(s)["players"][0]["hand_count"] == 0


def test_simultaneous_loss_is_a_draw():
    """F-WIN-4: both players at 0 at once: a draw."""
    s = position([{"name": "Alice", "life": 100, "field": [{"name": "Test Giant", "since_turn": 1}]},
                  {"name": "Bob", "life": 100}])
    s, _ = play(s, 0, "activate Test Giant: damage 100 to opponent; damage 100 to me")
    s = passes(s)
    v = pview(s)
    assert v["winner"] == "draw" and sorted(v["losers"]) == ["Alice", "Bob"]
    r = TGAME.result(s)
    assert r is not None and r.draw


def test_concede_any_time():
    """F-WIN-5: a player may concede at any time, even without priority; the opponent wins."""
    s = position([{"name": "Alice"}, {"name": "Bob"}])
    action = TGAME.parse(s, 1, "сдаюсь")
    assert TGAME.accepts_out_of_turn(s, 1, action)
    s, ev = TGAME.apply(s, 1, action)
    assert pview(s)["winner"] == "Alice" and pview(s)["reason"] == "concede"
    assert TGAME.render_event(ev[-1], "ru") == "Победитель: Alice (сдача)."


def test_life_rounds_up_to_hundreds():
    """F-STATE-3: values that are not multiples of 100 round up."""
    s = position([{"name": "Alice", "field": [{"name": "Test Giant", "since_turn": 1}]}, {"name": "Bob"}])
    s, _ = play(s, 0, "activate Test Giant: damage 250 to opponent")
    s = passes(s)
    assert pview(s)["players"][1]["life"] == 3700

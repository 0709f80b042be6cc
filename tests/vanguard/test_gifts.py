"""Imaginary gifts (V-GIFT-1..10)."""

from __future__ import annotations

import pytest

from cards.core import PUBLIC, Audience, IllegalMove

from .helpers import GAME, pend, play, position, unit, view


def test_gift_is_mandatory_and_variant_fixed_per_type_V_GIFT_1_2_3():
    st = position({"hand": ["Alfred Early", "Wingal"]}, phase="ride")
    st, _ = play(st, "Alice", "ride Alfred Early")
    assert pend(st) == [("Alice", "gift")]
    with pytest.raises(IllegalMove):
        play(st, "Alice", "call Wingal FL")  # the gift comes first
    with pytest.raises(IllegalMove):
        play(st, "Alice", "gift I")  # Force needs a circle
    st, ev = play(st, "Alice", "дар I АВ")
    assert view(st)["players"][0]["gifts"] == {"force": "I", "accel": None, "protect": None}
    assert view(st)["phase"] == "main"
    st.rode = False
    st.phase = "ride"
    st2 = position({"hand": ["Stardrive Dragon"], "vanguard": "Alfred Early", "gifts": {"force": "I"}}, phase="ride")
    st2, _ = play(st2, "Alice", "ride Stardrive")
    with pytest.raises(IllegalMove) as e:
        play(st2, "Alice", "gift II FL")
    assert "variant I" in e.value.text.en
    st2, _ = play(st2, "Alice", "gift FL")
    assert view(st2)["players"][0]["markers"] == [{"kind": "force", "variant": "I", "circle": "FL"}]
    st3 = position({"hand": ["Test Accel Knight"], "vanguard": "Alfred Early", "gifts": {"force": "I"}}, phase="ride")
    st3, _ = play(st3, "Alice", "ride Test Accel")
    assert pend(st3) == [("Alice", "gift")]  # a new type: a first-time choice (V-AMB-7)


def test_force_I_power_in_own_turn_and_marker_stays_V_GIFT_4():
    st = position({"markers": [{"kind": "force", "variant": "I", "circle": "FL"}], "circles": {"FL": "Wingal"},
                   "hand": ["Auspice Falcon"]})
    assert unit(st, "Alice", "FL")["power"] == 18000
    st, _ = play(st, "Alice", "call Auspice Falcon FL")
    assert unit(st, "Alice", "FL")["power"] == 16000
    st, _ = play(st, "Alice", "end turn")
    assert unit(st, "Alice", "FL")["power"] == 6000  # not in his opponent's turn


def test_force_II_critical_is_two_V_GIFT_5():
    st = position({"markers": [{"kind": "force", "variant": "II", "circle": "VC"}] * 2})
    assert unit(st, "Alice", "VC")["critical"] == 2
    st, _ = play(st, "Alice", "act VC: critical +1 VC turn")
    assert unit(st, "Alice", "VC")["critical"] == 3


def test_accel_circle_front_row_bonus_no_boost_attackable_V_GIFT_6_7():
    st = position({"hand": ["Test Accel Knight", "Wingal"], "vanguard": "Alfred Early", "deck": ["Glyme"] * 5},
                  phase="ride")
    st, _ = play(st, "Alice", "ride Test Accel", "gift II")
    p = view(st)["players"][0]
    assert "ACC1" in p["circles"] and p["hand"] == ["Wingal", "Glyme"]  # Accel II draws 1
    st, _ = play(st, "Alice", "call Wingal ACC1")
    assert unit(st, "Alice", "ACC1")["power"] == 13000
    st2 = position({"gifts": {"accel": "I"}, "circles": {"ACC1": "Wingal"}}, phase="battle")
    assert unit(st2, "Alice", "ACC1")["power"] == 18000
    st3 = position(None, {"gifts": {"accel": "I"}, "circles": {"ACC1": "Wingal"}}, phase="battle")
    st3, _ = play(st3, "Alice", "attack VC ACC1")
    assert view(st3)["battle"]["target"] == "ACC1" and view(st3)["battle"]["guard_power"] == 8000


def test_protect_I_card_public_perfect_guard_then_removed_V_GIFT_8_9():
    st = position({"hand": ["Test Protect Knight", "Wingal"], "vanguard": "Alfred Early"}, phase="ride")
    st, _ = play(st, "Alice", "ride Test Protect", "gift I")
    assert GAME.view(st, Audience.player(1))["players"][0]["hand_visible"] == ["Imaginary Gift: Protect I"]
    st, _ = play(st, "Alice", "end turn")
    st.phase = "battle"
    st.step = "start"
    st.turn += 1
    st, _ = play(st, "Boris", "attack VC VC")
    st, _ = play(st, "Alice", "perfect Imaginary Gift: Protect discard Wingal")
    p = GAME.view(st, PUBLIC)["players"][0]
    assert p["removed"] == ["Imaginary Gift: Protect I"] and "Imaginary Gift: Protect I" not in p["drop"]
    assert p["damage_count"] == 0


def test_protect_II_power_and_intercept_shield_V_GIFT_10():
    marks = [{"kind": "protect", "variant": "II", "circle": "FL"}] * 2
    st = position(None, {"markers": marks, "circles": {"FL": "Blaster Blade"}}, phase="battle")
    assert unit(st, "Boris", "FL")["power"] == 20000  # +5000 each, stacked (V-AMB-9)
    st, _ = play(st, "Alice", "attack VC VC")
    st, ev = play(st, "Boris", "intercept FL")
    hit = [e for e in ev if e.kind in ("hit", "no_hit")][0]
    assert hit.kind == "no_hit" and hit.data["defence"] == 10000 + 5000 + 2 * 10000


def test_a_ride_by_effect_gains_the_gift_V_GIFT_1():
    st = position({"hand": ["Alfred Early"]})
    st, _ = play(st, "Alice", "act VC: move hand Alfred Early > VC")
    assert pend(st) == [("Alice", "gift")] and view(st)["players"][0]["soul"] == ["Test Knight"]

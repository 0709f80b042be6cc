"""Premium G zone (V-G-*, V-DECK-10, V-FMT-4) and zones (V-ZONE-*, V-STATE-*)."""

from __future__ import annotations

import random

import pytest

from cards.core import PUBLIC, Audience, IllegalMove
from cards.vanguard.deck import DeckList, deck_problems

from .helpers import CAT, GAME, play, position, unit, view

G = {"format": "premium", "g_zone": True}


def gpos(a=None, b=None, **kw):
    a = {"vanguard": "Alfred Early", "g_zone": ["Test G Unit", "Test G Guardian"], "hand": ["Wingal", "Blaster Blade"], **(a or {})}
    b = {"vanguard": "Alfred Early", "g_zone": ["Test G Guardian"] * 5, **(b or {})}
    return position(a, b, options=G, **kw)


def test_g_zone_only_in_premium_and_deck_rules_V_FMT_4_V_DECK_10():
    with pytest.raises(ValueError):
        GAME.new_match({"players": [{"name": "A"}, {"name": "B"}], "variant": "standard", "g_zone": True},
                       random.Random(0))
    deck = DeckList(("wingal",) * 50, "wingal", ("g-unit",) * 17 + ("wingal",))
    text = " ".join(p.en for p in deck_problems(CAT, deck, {"format": "premium", "g_zone": True}))
    assert "18 cards" in text and "Only G units" in text
    assert "no G zone" in " ".join(p.en for p in deck_problems(CAT, deck, {"format": "premium"}))


def test_stride_cost_heart_power_no_gift_returns_at_end_V_G_1_2_3_4_5_V_END_2_V_TURN_1():
    st = gpos(phase="ride")
    st, _ = play(st, "Alice", "end")
    assert view(st)["phase"] == "stride"
    with pytest.raises(IllegalMove):
        play(st, "Alice", "stride Test G Unit discard Wingal")  # grades 1 < 3
    st, ev = play(st, "Alice", "stride Test G Unit discard Wingal + Blaster Blade")
    p = view(st)["players"][0]
    assert p["vanguard"] == "Test G Unit" and p["heart"] == "Alfred Early" and p["soul"] == []
    assert unit(st, "Alice", "VC")["power"] == 28000 and p["gifts"]["force"] is None  # V-G-4, V-G-5
    st, _ = play(st, "Alice", "end turn")
    p = view(st)["players"][0]
    assert p["vanguard"] == "Alfred Early" and {"name": "Test G Unit", "face_up": True} in p["g_zone"]
    assert GAME.view(st, Audience.player(1))["players"][0]["g_zone"][0] == {"name": None, "face_up": False}


def test_stride_needs_grade_3_V_G_1():
    st = gpos({"vanguard": "Blaster Blade"}, phase="stride")
    with pytest.raises(IllegalMove):
        play(st, "Alice", "stride Test G Unit discard Wingal + Blaster Blade")


def test_triple_drive_and_g_guardian_V_G_6_7_8_9_V_DRIVE_2():
    st = gpos({"vanguard": "Alfred Early"}, {"hand": ["Yggdrasil Maiden, Elaine", "Wingal"]}, phase="stride")
    st, _ = play(st, "Alice", "stride Test G Unit discard Wingal + Blaster Blade", "end", "attack VC VC")
    with pytest.raises(IllegalMove) as e:
        play(st, "Boris", "g guardian Test G Guardian discard Wingal")
    assert "Heal trigger" in e.value.text.en
    st, ev = play(st, "Boris", "g guardian Test G Guardian discard Yggdrasil")
    assert [e.kind for e in ev].count("drive_check") == 3  # Triple Drive!!!
    assert {"name": "Test G Guardian", "face_up": True} in view(st)["players"][1]["g_zone"]  # V-G-7
    st = gpos(None, {"hand": ["Yggdrasil Maiden, Elaine"], "g_zone": [{"name": "Test G Guardian", "face_up": True}] * 4
                     + ["Test G Guardian"]}, phase="battle")
    st, _ = play(st, "Alice", "attack VC VC")
    with pytest.raises(IllegalMove):
        play(st, "Boris", "g guardian Test G Guardian discard Yggdrasil")  # V-G-8
    # V-G-9: Legion is declared as a note for the judge
    st, _ = play(gpos(), "Alice", "note Legion with Blaster Blade")
    assert view(st)["notes"]


def test_zones_hidden_and_public_V_ZONE_1_2_3_7_8_9_10_11_V_OVR_3():
    st = position({"hand": ["Wingal"], "soul": ["Glyme"], "damage": [{"name": "Wingal", "face_up": False}],
                   "drop": ["Flogal"], "removed": ["Margal"]})
    pub = GAME.view(st, PUBLIC)["players"][0]
    assert "hand" not in pub and "deck" not in pub and pub["hand_count"] == 1 and pub["deck_count"] == 20
    assert pub["soul"] == ["Glyme"] and pub["damage"] == [{"name": "Wingal", "face_up": False}]
    assert pub["drop"] == ["Flogal"] and pub["removed"] == ["Margal"] and pub["trigger_zone"] is None
    own = GAME.view(st, Audience.player(0))["players"][0]
    assert own["hand"] == ["Wingal"] and "deck" not in own


def test_five_rear_guard_circles_and_rows_V_ZONE_4_5_6_V_STATE_2_3():
    st = position()
    assert set(view(st)["players"][0]["circles"]) == {"VC", "FL", "FR", "BL", "BC", "BR"}
    assert st.sides[0].front_row() == ["VC", "FL", "FR"]
    st = position(None, {"hand": ["Glyme"]}, phase="battle")
    st, _ = play(st, "Alice", "attack VC VC")
    st, _ = play(st, "Boris", "guard Glyme")
    assert view(st)["players"][1]["guardians"] == []  # GC holds one battle's guardians only
    st = position(None, {"deck": ["Wingal"] * 5}, phase="battle")
    st, _ = play(st, "Alice", "attack VC VC")
    st, _ = play(st, "Boris", "no guard")
    assert view(st)["players"][1]["damage"] == [{"name": "Wingal", "face_up": True}]  # enters face up

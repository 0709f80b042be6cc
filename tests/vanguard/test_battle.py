"""Battle (V-BTL-*, V-ATK-*, V-GUARD-*, V-DRIVE-*, V-DMG-*, V-CLOSE-1, V-STATE-*), triggers (V-TRG-*),
winning (V-WIN-*, V-END-*)."""

from __future__ import annotations

import pytest

from cards.core import IllegalMove

from .helpers import FILLER, GAME, kinds, pend, play, position, unit, view


def battle(a=None, b=None, **kw):
    return position(a, b, phase="battle", **kw)


def test_attack_boost_rest_and_guard_pending_V_ATK_1_2_4_V_STATE_1_V_BTL_1():
    st = battle({"circles": {"BC": "Knight Squire, Allen"}})
    st, ev = play(st, "Alice", "attack VC VC boost")
    assert unit(st, "Alice", "VC")["rested"] and unit(st, "Alice", "BC")["rested"]
    assert view(st)["battle"]["power"] == 18000 and pend(st) == [("Boris", "guard")]
    assert view(st)["step"] == "guard"


def test_attacker_target_boost_eligibility_V_ATK_3_5():
    st = battle({"circles": {"BL": "Wingal", "FL": {"name": "Wingal", "rested": True}, "BC": {"name": "Wingal", "rested": True}}},
                {"circles": {"BL": "Wingal"}})
    for post, why in (("attack FL VC", "standing"), ("attack VC BL", "front row"), ("attack VC VC boost", "Boost"),
                      ("attack BL VC", "standing")):
        with pytest.raises(IllegalMove) as e:
            play(st, "Alice", post)
        assert why in e.value.text.en
    st = battle({"circles": {"ACC1": "Wingal", "BC": "Blaster Blade"}})
    with pytest.raises(IllegalMove):
        play(st, "Alice", "attack ACC1 VC boost")  # no back circle behind Accel
    with pytest.raises(IllegalMove):
        play(st, "Alice", "attack VC VC boost")  # Blaster Blade has no Boost


def test_guard_intercept_shields_hit_rule_V_GUARD_1_2_3_4_V_DMG_1_7_8():
    st = battle(None, {"hand": ["Auspice Falcon", "Alfred Early"], "circles": {"FL": "Blaster Blade"}})
    st, _ = play(st, "Alice", "attack VC VC")
    with pytest.raises(IllegalMove):
        play(st, "Boris", "intercept BL")
    st, ev = play(st, "Boris", "guard Auspice Falcon + Alfred Early + intercept FL")
    b = view(st)
    assert "guardian" in kinds(ev) and "intercept" in kinds(ev)
    hit = [e for e in ev if e.kind in ("hit", "no_hit")][0]
    assert hit.kind == "no_hit" and hit.data["defence"] == 10000 + 10000 + 0 + 5000  # V-GUARD-2/4
    assert sorted(b["players"][1]["drop"]) == ["Alfred Early", "Auspice Falcon", "Blaster Blade"]  # V-DMG-8
    assert b["players"][1]["damage_count"] == 0  # V-DMG-7


def test_intercept_not_the_attacked_unit_V_GUARD_3():
    st = battle(None, {"circles": {"FL": "Blaster Blade"}})
    st, _ = play(st, "Alice", "attack VC FL")
    with pytest.raises(IllegalMove):
        play(st, "Boris", "intercept FL")


def test_drive_checks_one_by_one_into_hand_then_damage_V_DRIVE_1_2_3_4_V_DMG_4_5_6():
    st = battle({"vanguard": "Alfred Early", "deck": ["Wingal", "Glyme"] + FILLER}, {"deck": ["Gallatin"] + FILLER})
    st, _ = play(st, "Alice", "attack VC VC")
    st, ev = play(st, "Boris", "no guard")
    ks = kinds(ev)
    assert ks.index("drive_check") < ks.index("drive_to_hand") < ks.index("hit") < ks.index("damage_check")
    assert ks.count("drive_check") == 2  # Twin Drive!!
    p = view(st)["players"]
    assert p[0]["hand"] == ["Wingal", "Glyme"] and p[1]["damage"] == [{"name": "Knight of Silence, Gallatin", "face_up": True}]
    st2 = battle({"circles": {"FL": "Wingal"}})
    st2, ev = play(st2, "Alice", "attack FL VC")
    st2, ev = play(st2, "Boris", "no guard")
    assert "drive_check" not in kinds(ev)  # V-DRIVE-1: only for a vanguard attacker
    assert "damage_check" not in kinds(ev)  # 8000 < 10000


def test_hit_on_rear_guard_retires_it_V_DMG_3():
    st = battle(None, {"circles": {"FL": "Wingal"}})
    st, _ = play(st, "Alice", "attack VC FL")
    st, ev = play(st, "Boris", "no guard")
    p = view(st)["players"][1]
    assert "retired" in kinds(ev) and p["drop"] == ["Wingal"] and p["damage_count"] == 0


def test_perfect_guard_discard_and_cannot_be_hit_V_GUARD_5_6_V_DMG_2_V_CLOSE_1():
    st = battle({"vanguard": "Alfred Early"}, {"hand": ["Test Sentinel", "Wingal"]})
    st, _ = play(st, "Alice", "attack VC VC")
    st, ev = play(st, "Boris", "perfect Test Sentinel discard Wingal")
    assert "perfect_guard" in kinds(ev) and [e for e in ev if e.kind == "no_hit"][0].data["protected"]
    assert view(st)["battle"] is None  # V-CLOSE-1
    st = battle(None, {"hand": ["Wingal", "Glyme"]})
    st, _ = play(st, "Alice", "attack VC VC")
    with pytest.raises(IllegalMove) as e:
        play(st, "Boris", "perfect Wingal discard Glyme")
    assert "not a Sentinel" in e.value.text.en


def test_guard_then_damage_step_for_rear_guard_attacker_V_GUARD_7_V_BTL_2_V_ATK_6_7_8():
    st = battle({"circles": {"FL": "Pongal", "BL": "Pongal"}})  # no script: its AUTO abilities are declared
    st, _ = play(st, "Alice", "attack FL VC boost")
    assert view(st)["battle"]["power"] == 16000
    st, ev = play(st, "Alice", "auto BL: retire BL")  # the booster leaves: only the boost ends (V-ATK-6)
    assert view(st)["battle"]["power"] == 8000
    st, ev = play(st, "Alice", "auto FL: retire FL")  # the attacker leaves: no hit (V-ATK-7, V-BTL-2)
    st, ev = play(st, "Boris", "no guard")
    assert "attack_vanished" in kinds(ev) and "drive_check" not in kinds(ev)


def test_battle_phase_ends_with_no_standing_front_unit_V_BTL_3():
    st = battle({"circles": {"FL": "Wingal"}})
    st, _ = play(st, "Alice", "attack VC VC", )
    st, _ = play(st, "Boris", "no guard")
    assert view(st)["turn_player"] == "Alice"
    st, _ = play(st, "Alice", "attack FL VC")
    st, _ = play(st, "Boris", "no guard")
    assert view(st)["turn_player"] == "Boris"  # nothing left to attack with


def test_critical_trigger_recipients_and_clan_V_TRG_1_2_3_4():
    st = battle({"vanguard": "Alfred Early", "deck": ["Flogal", "Wingal"] + FILLER, "circles": {"FL": "Wingal"}})
    st, _ = play(st, "Alice", "attack VC VC")
    st, ev = play(st, "Boris", "no guard")
    assert pend(st) == [("Alice", "trigger")] and "trigger" in kinds(ev)
    with pytest.raises(IllegalMove):
        play(st, "Alice", "trigger BR")
    st, ev = play(st, "Alice", "trigger FL VC")
    assert unit(st, "Alice", "FL")["power"] == 18000 and [e for e in ev if e.kind == "hit"]
    assert view(st)["players"][1]["damage_count"] == 2  # critical 2
    st = battle({"vanguard": "Alfred Early", "deck": ["Other Clan Critical", "Wingal"] + FILLER})
    st, _ = play(st, "Alice", "attack VC VC")
    st, ev = play(st, "Boris", "no guard")
    assert "trigger_void" in kinds(ev)  # V-TRG-2


def test_draw_front_stand_triggers_V_TRG_5_7_8():
    st = battle({"deck": ["Margal", "Wingal", "Test Front"] + FILLER, "vanguard": "Alfred Early", "circles": {"FL": "Wingal"}})
    st, _ = play(st, "Alice", "attack VC VC")
    st, ev1 = play(st, "Boris", "no guard")
    st, ev = play(st, "Alice", "trigger VC")
    assert "draw" in kinds(ev1) and "front_trigger" in kinds(ev)
    assert unit(st, "Alice", "FL")["power"] == 18000 and unit(st, "Alice", "VC")["power"] == 33000
    st = battle({"deck": ["Test Stand"] + FILLER, "circles": {"FL": {"name": "Wingal", "rested": True}}},
                options={"format": "premium"})
    st, _ = play(st, "Alice", "attack VC VC")
    st, _ = play(st, "Boris", "no guard")
    st, ev = play(st, "Alice", "trigger VC FL")
    assert unit(st, "Alice", "FL")["rested"] is False and unit(st, "Alice", "VC")["power"] == 15000


def test_heal_rule_and_damage_triggers_last_the_turn_V_TRG_6_9_V_DMG_6():
    st = battle({"damage": ["Wingal"], "circles": {"FL": "Wingal"}},
                {"damage": ["Wingal", "Glyme"], "deck": ["Yggdrasil Maiden, Elaine"] + FILLER})
    st, _ = play(st, "Alice", "attack VC VC")
    st, ev = play(st, "Boris", "no guard")
    assert pend(st) == [("Boris", "trigger")]
    st, ev = play(st, "Boris", "trigger VC heal 2")
    p = view(st)["players"][1]
    assert p["drop"] == ["Glyme"] and [d["name"] for d in p["damage"]] == ["Wingal", "Yggdrasil Maiden, Elaine"]
    assert unit(st, "Boris", "VC")["power"] == 20000  # until end of turn (V-TRG-9)
    st = battle({"damage": ["Wingal", "Wingal", "Wingal"]}, {"damage": ["Wingal"], "deck": ["Yggdrasil Maiden, Elaine"] + FILLER})
    st, _ = play(st, "Alice", "attack VC VC")
    st, _ = play(st, "Boris", "no guard")
    assert view(st)["players"][1]["damage_count"] == 2  # 1 < 3: no heal


def test_six_damage_loses_and_heal_saves_V_WIN_1_3_V_DMG_6():
    st = battle({"vanguard": "Alfred Early", "circles": {"FL": "Wingal"}}, {"damage": ["Wingal"] * 5})
    st, _ = play(st, "Alice", "attack VC VC")
    st, ev = play(st, "Boris", "no guard")
    v = view(st)
    assert v["winner"] == "Alice" and v["reason"] == "damage" and v["losers"] == ["Boris"]
    st = battle({"vanguard": "Alfred Early", "damage": ["Wingal"] * 5},
                {"damage": ["Wingal"] * 5, "deck": ["Yggdrasil Maiden, Elaine"] + FILLER})
    st, _ = play(st, "Alice", "attack VC VC")
    st, _ = play(st, "Boris", "no guard")
    st, _ = play(st, "Boris", "trigger VC heal 1")
    assert view(st)["winner"] is None and view(st)["players"][1]["damage_count"] == 5


def test_empty_deck_concession_draw_V_WIN_2_6_7_V_END_1():
    st = battle({"deck": ["Wingal"]})
    st, _ = play(st, "Alice", "attack VC VC")
    st, ev = play(st, "Boris", "no guard")
    assert view(st)["winner"] == "Boris" and view(st)["reason"] == "deck"  # the last card revealed
    st, _ = play(position(), "Boris", "сдаюсь")
    assert view(st)["winner"] == "Alice" and view(st)["reason"] == "concede"
    st, _ = play(position({"deck": []}, {"deck": []}), "Alice", "note both decks are gone")
    assert view(st)["winner"] == "draw" and GAME.result(st).draw  # both at the same check
    st = battle({"circles": {"FL": "Wingal"}})
    st, _ = play(st, "Alice", "act VC: power +5000 FL turn") if False else (st, [])
    st.phase = "main"
    st, _ = play(st, "Alice", "act VC: power +5000 FL turn", "end", "end")
    assert unit(st, "Alice", "FL")["power"] == 8000  # until end of turn ended (V-END-1)


def test_vanguard_leaving_rides_from_soul_or_loses_V_WIN_4_5():
    st = position({"soul": ["Glyme", "Wingal"]})
    st, _ = play(st, "Alice", "act VC: move VC > drop")
    assert pend(st) == [("Alice", "soul_ride")]
    st, _ = play(st, "Alice", "ride Glyme")
    assert view(st)["players"][0]["vanguard"] == "Glyme"
    st, _ = play(position(), "Alice", "act VC: move VC > drop")
    assert view(st)["winner"] == "Boris" and view(st)["reason"] == "soul"
    st, ev = play(position(), "Alice", "note Star-vader: I win at 10 cards in bind")
    assert view(st)["winner"] is None and view(st)["notes"]  # V-WIN-5: declared; the judge decides


def test_only_a_heal_trigger_heals_V_TRG_4_6():
    st = battle({"vanguard": "Alfred Early", "deck": ["Flogal", "Wingal"] + FILLER, "circles": {"FL": "Wingal"},
                 "damage": ["Wingal", "Glyme"]})
    st, _ = play(st, "Alice", "attack VC VC")
    st, _ = play(st, "Boris", "no guard")
    with pytest.raises(IllegalMove) as e:
        play(st, "Alice", "trigger VC VC heal 1")
    assert "heals nothing" in e.value.text.en
    st, _ = play(st, "Alice", "trigger VC VC")
    assert view(st)["players"][0]["damage_count"] == 2


def test_trigger_power_is_data_and_10000_in_standard_V_FMT_5():
    old = {"deck": ["Old Critical"] + FILLER, "vanguard": "Alfred Early", "circles": {"FL": "Wingal"}}
    extra = {"id": "old-crit", "name_en": "Old Critical", "grade": 0, "power": 5000, "shield": 10000,
             "trigger": "critical", "trigger_power": 5000, "unit_type": "trigger", "clan": "Royal Paladin",
             "nation": "United Sanctuary"}
    for fmt, power in (("premium", 13000 + 5000), ("standard", 13000 + 10000)):
        data = {"game": "vanguard", "phase": "battle", "turn": 3, "turn_player": "Alice", "options": {"format": fmt},
                "cards": [extra], "players": [{"name": "Alice", **old}, {"name": "Boris", "vanguard": "Glyme",
                                                                          "deck": FILLER}],
                "moves": [{"player": "Alice", "post": "attack VC VC"}, {"player": "Boris", "post": "no guard"},
                          {"player": "Alice", "post": "trigger VC"}]}
        status, out = GAME.scenario(data, "judge")
        assert status == 0 and out["players"][0]["circles"]["VC"]["power"] == power, fmt

"""Scripted pool cards beyond the ready deck (V-TD02, Kagero): a test per ability, naming card and rule."""

from __future__ import annotations

import pytest

from cards.core import IllegalMove

from .helpers import kinds, pend, play, position, unit, view

UP2 = [{"name": "Knight of Silence, Gallatin", "face_up": True}] * 2
K = {"deck": ["Embodiment of Shield, Lahm"] * 8}


def test_dragonic_overlord_act_soul_blast_for_10000_once_a_turn_V_ABIL_3_V_ABIL_5_V_COST_4():
    st = position({"vanguard": "Dragonic Overlord", "soul": ["Lizard Runner, Undeux", "Crested Dragon"], **K})
    st, ev = play(st, "Alice", "act VC 1")
    assert pend(st) == [("Alice", "ability")]  # two different soul cards: the payer chooses (V-COST-7)
    st, ev = play(st, "Alice", "yes sb(1)")
    assert unit(st, "Alice", "VC")["power"] == 23000 and view(st)["players"][0]["soul"] == ["Crested Dragon"]
    with pytest.raises(IllegalMove):
        play(st, "Alice", "act VC 1")  # 1/Turn


def test_dragonic_overlord_stands_when_it_hits_with_one_drive_less_V_ABIL_2_V_COST_2():
    st = position({"vanguard": "Dragonic Overlord", "damage": UP2,
                   "hand": ["Lizard Runner, Undeux", "Crested Dragon"], **K}, phase="battle")
    st, _ = play(st, "Alice", "attack VC VC")
    st, ev = play(st, "Boris", "no guard")
    assert pend(st) == [("Alice", "ability_dm")]  # hit: CB1 and discard 2, its owner decides
    st, ev = play(st, "Alice", "yes discard Lizard Runner, Undeux + Crested Dragon")
    assert not unit(st, "Alice", "VC")["rested"] and "stood" in kinds(ev)


def test_crested_dragon_5000_when_the_opponent_has_3_or_fewer_rear_guards_V_ABIL_2():
    st = position({"circles": {"FL": "Crested Dragon"}}, phase="battle")
    st, _ = play(st, "Alice", "attack FL VC")
    assert view(st)["battle"]["power"] == 18000


def test_dragon_armored_knight_needs_3_or_fewer_opponent_rear_guards_V_ABIL_2():
    full = {"FL": "Gallatin", "FR": "Gallatin", "BL": "Gallatin", "BR": "Gallatin"}
    st = position({"circles": {"FL": "Dragon Armored Knight"}}, {"circles": full}, phase="battle")
    st, ev = play(st, "Alice", "attack FL VC")
    assert view(st)["battle"]["power"] == 10000 and "ability_unmet" in kinds(ev)


def test_nehalem_retires_a_back_row_rear_guard_V_ABIL_2_V_COST_2():
    st = position({"hand": ["Dragon Knight, Nehalem"], "damage": UP2}, {"circles": {"BL": "Gallatin", "FL": "Gallatin"}})
    st, _ = play(st, "Alice", "call Nehalem FR")
    with pytest.raises(IllegalMove):
        play(st, "Alice", "yes opp FL")  # front row: not a choice
    st, _ = play(st, "Alice", "yes opp BL")
    assert view(st)["players"][1]["drop"] == ["Knight of Silence, Gallatin"]
    assert unit(st, "Alice", "FR")["power"] == 15000


def test_guard_griffin_perfect_guard_by_its_script_V_GUARD_6():
    st = position(None, {"hand": ["Guard Griffin", "Crested Dragon"]}, phase="battle")
    st, _ = play(st, "Alice", "attack VC VC")
    st, _ = play(st, "Boris", "guard Guard Griffin")
    st, ev = play(st, "Boris", "yes VC discard Crested Dragon")
    assert "cannot_be_hit" in kinds(ev) and "no_hit" in kinds(ev)


def test_burj_act_retires_and_powers_up_with_two_choices_V_ABIL_3_V_COST_2():
    full = {"FL": "Gallatin", "FR": "Gallatin", "BL": "Gallatin", "BR": "Gallatin"}
    st = position({"circles": {"BC": "Dragon Knight, Burj", "FL": "Crested Dragon"}, "damage": UP2},
                  {"circles": full})
    st, _ = play(st, "Alice", "act Burj")
    st, _ = play(st, "Alice", "yes opp FR + FL")
    assert unit(st, "Alice", "FL")["power"] == 23000 and view(st)["players"][0]["soul"] == ["Dragon Knight, Burj"]
    assert view(st)["players"][1]["drop"] == ["Knight of Silence, Gallatin"]


def test_burj_refused_while_the_opponent_has_fewer_than_4_rear_guards_V_ABIL_3():
    st = position({"circles": {"BC": "Dragon Knight, Burj"}, "damage": UP2})
    with pytest.raises(IllegalMove) as e:
        play(st, "Alice", "act BC")
    assert "condition" in e.value.text.en


def test_lizard_runner_undeux_draws_when_ridden_upon_V_RIDE_5():
    st = position({"vanguard": "Lizard Runner, Undeux", "hand": ["Dragon Monk, Gojo"], **K}, phase="ride", turn=1)
    st, _ = play(st, "Alice", "ride Gojo")
    assert view(st)["players"][0]["hand"] == ["Embodiment of Shield, Lahm"]


def test_dragon_monk_gojo_gives_the_boosted_unit_3000_with_more_rear_guards_V_ATK_4_V_ABIL_2():
    st = position({"circles": {"FL": "Crested Dragon", "BL": "Dragon Monk, Gojo"}}, {"circles": {"FL": "Gallatin"}},
                  phase="battle")
    st, ev = play(st, "Alice", "attack FL VC boost")
    assert pend(st) == [("Alice", "ability_order")]  # Crested Dragon's and Gojo's AUTOs fired together (V-ABIL-6)
    st, ev = play(st, "Alice", "order 2 1")
    assert view(st)["battle"]["power"] == 13000 + 8000 + 5000 + 3000  # Crested's own +5000, then Gojo's +3000
    st, _ = play(st, "Boris", "no guard")
    assert unit(st, "Alice", "FL")["power"] == 13000 + 3000  # "this turn": it stays after the battle ends


def test_dragon_monk_gojo_nothing_without_more_rear_guards_V_ABIL_2():
    st = position({"circles": {"FL": "Crested Dragon", "BL": "Dragon Monk, Gojo"}},
                  {"circles": {"FL": "Gallatin", "FR": "Gallatin"}}, phase="battle")
    st, ev = play(st, "Alice", "attack FL VC boost", "order 1 2")
    assert "ability_unmet" in kinds(ev) and view(st)["battle"]["power"] == 13000 + 8000 + 5000


BAHR = {"hand": ["Embodiment of Armor, Bahr"], "damage": UP2, "soul": ["Lizard Runner, Undeux"]}


def test_bahr_retires_the_facing_grade_2_and_gets_5000_with_more_rear_guards_V_ABIL_2_V_COL_1():
    # Bahr on FL: the opponent's FR/BR face that column (V-COL-1); after the retire Alice has 2 rear-guards to 1
    st = position({**BAHR, "circles": {"FR": "Crested Dragon"}},
                  {"circles": {"FR": "Dragon Knight, Nehalem", "FL": "Dragon Knight, Nehalem"}})
    st, _ = play(st, "Alice", "call Bahr FL")
    with pytest.raises(IllegalMove):
        play(st, "Alice", "yes opp FL")  # the opponent's FL faces Alice's FR column, not Bahr's
    st, ev = play(st, "Alice", "yes opp FR")
    assert view(st)["players"][1]["drop"] == ["Dragon Knight, Nehalem"]
    assert unit(st, "Alice", "FL")["power"] == 13000 and view(st)["players"][0]["soul"] == []


def test_bahr_no_5000_when_rear_guards_are_not_more_after_the_retire_V_ABIL_2_V_COL_1():
    st = position(BAHR, {"circles": {"BR": "Dragon Monk, Gojo", "FL": "Gallatin", "FR": "Gallatin"}})
    st, _ = play(st, "Alice", "call Bahr BL")
    st, ev = play(st, "Alice", "yes opp BR")  # retired: 1 rear-guard to 2, not more
    assert view(st)["players"][1]["drop"] == ["Dragon Monk, Gojo"] and "effect_unmet" in kinds(ev)
    assert unit(st, "Alice", "BL")["power"] == 8000


def test_bahr_cannot_choose_a_grade_3_V_ABIL_2():
    st = position(BAHR, {"circles": {"FR": "Crested Dragon"}})
    st, _ = play(st, "Alice", "call Bahr FL")
    with pytest.raises(IllegalMove):
        play(st, "Alice", "yes opp FR")


def test_bahr_with_nothing_facing_still_pays_and_gets_5000_with_more_rear_guards_V_ABIL_2_V_COST_1():
    # nothing of the opponent's faces Bahr's column: the retire does nothing, the rest still resolves
    st = position({**BAHR, "circles": {"FR": "Crested Dragon"}}, {"circles": {"FL": "Dragon Knight, Nehalem"}})
    st, _ = play(st, "Alice", "call Bahr FL")
    st, ev = play(st, "Alice", "yes")
    assert unit(st, "Alice", "FL")["power"] == 13000 and view(st)["players"][1]["drop"] == []

"""Setup (V-SETUP-*), the turn (V-TURN-*, V-STAND-1, V-DRAW-1), G assist (V-GA-*), ride (V-RIDE-*) and the
main phase (V-MAIN-*)."""

from __future__ import annotations

import random

import pytest

from cards.core import JUDGE, PUBLIC, Audience, IllegalMove

from .helpers import CAT, GAME, kinds, pend, play, position, unit, view


def new(seed: int = 1):
    return GAME.new_match(GAME.setup_for(["Alice", "Boris"]), random.Random(seed))


def test_setup_face_down_vanguard_first_player_then_private_simultaneous_mulligans_V_SETUP_1_2_3_4_5():
    st, _ = new()
    assert {(d.kind, d.private) for d in GAME.pending(st)} == {("deck", True)}
    st, _ = play(st, "Alice", "deck trial")
    st, ev = play(st, "Boris", "колода пробная")
    first = [e for e in ev if e.kind == "first_player"]
    assert first and first[0].audience == PUBLIC  # announced before the mulligans (V-SETUP-2)
    ds = GAME.pending(st)
    assert sorted((d.seat, d.kind, d.private) for d in ds) == [(0, "mulligan", True), (1, "mulligan", True)]
    assert len({d.id for d in ds}) == 2
    v = GAME.view(st, PUBLIC)
    assert v["players"][0]["circles"]["VC"] == {"name": None, "face_down": True, "rested": False}  # V-SETUP-1
    assert v["players"][0]["hand_count"] == 5 and v["players"][0]["deck_count"] == 44  # V-SETUP-3
    assert "hand" not in v["players"][0] and "deck" not in v["players"][1]
    hand = GAME.view(st, Audience.player(1))["players"][1]["hand"]
    st, ev = play(st, "Boris", f"mulligan {hand[0]} + {hand[1]}")
    pub = [GAME.render_event(e, "en") for e in ev if e.audience == PUBLIC]
    assert any("replaces 2 cards" in (t or "") for t in pub)  # V-SETUP-5: only the count is public
    assert all(hand[0] not in (t or "") for t in pub)
    assert [d.kind for d in GAME.pending(st)] == ["mulligan"]  # Alice's still pending, same id
    assert GAME.pending(st)[0].id == [d for d in ds if d.seat == 0][0].id
    with pytest.raises(IllegalMove):
        play(st, "Boris", "mulligan none")  # once per game (V-SETUP-4)
    st, ev = play(st, "Alice", "оставить")
    assert "stand_up" in kinds(ev)  # V-SETUP-6
    v = GAME.view(st, JUDGE)
    assert v["players"][0]["vanguard"] == "Glyme" and v["phase"] in ("draw", "ride")
    fp = v["first_player"]
    assert v["turn_player"] == fp and v["turn"] == 1
    assert v["players"][1]["hand_count"] == 5 and v["players"][0 if fp == "Alice" else 1]["hand_count"] == 6


def test_first_player_skips_battle_on_turn_1_V_SETUP_7_V_TURN_1():
    st = position({"hand": ["Wingal"]}, turn=1, phase="main")
    with pytest.raises(IllegalMove) as e:
        play(st, "Alice", "attack VC VC")
    assert "turn 1" in e.value.text.en
    st, ev = play(st, "Alice", "end")
    assert "battle_skipped" in kinds(ev) and view(st)["turn_player"] == "Boris" and view(st)["turn"] == 2


def test_stand_and_draw_phases_V_STAND_1_V_DRAW_1_V_TURN_2_3():
    st = position(b={"circles": {"FL": {"name": "Wingal", "rested": True}}, "vanguard": {"name": "Blaster Blade", "rested": True}},
                  phase="battle")
    st, ev = play(st, "Alice", "end")
    assert unit(st, "Boris", "FL")["rested"] is False and unit(st, "Boris", "VC")["rested"] is False
    assert view(st)["players"][1]["hand_count"] == 1 and "draw" in kinds(ev)
    st2 = position(phase="battle")
    with pytest.raises(IllegalMove):
        play(st2, "Alice", "call Wingal FL")  # no going back to main (V-TURN-3)


def test_g_assist_reveal_look_take_remove_V_GA_1_2_3_4():
    deck = ["Alfred Early", "Wingal", "Wingal", "Wingal", "Wingal"] + ["Wingal"] * 10
    st = position({"hand": ["Wingal", "Flogal"], "deck": deck, "vanguard": "Blaster Blade"}, phase="draw")
    st.ga_open = True
    st, ev = play(st, "Alice", "g assist")
    pub = [e for e in ev if e.kind == "g_assist"]
    assert pub and pub[0].audience == PUBLIC and "flogal" in pub[0].data["hand"]  # V-GA-2
    looked = [e for e in ev if e.kind == "looked"]
    assert looked[0].audience == Audience.player(0) and len(looked[0].data["cards"]) == 5
    with pytest.raises(IllegalMove):
        play(st, "Alice", "take Wingal")  # only grade vanguard+1 (V-GA-3)
    st, _ = play(st, "Alice", "take Alfred")
    assert pend(st) == [("Alice", "ga_remove")]
    st, ev = play(st, "Alice", "remove Wingal + Flogal")  # V-GA-4
    p = view(st)["players"][0]
    assert sorted(p["removed"]) == ["Flogal", "Wingal"] and p["hand"] == ["Alfred Early"]
    assert view(st)["phase"] == "ride"


def test_g_assist_only_without_next_grade_and_none_taken_V_GA_1_5():
    st = position({"hand": ["Alfred Early"]}, phase="draw")
    st.ga_open = True
    with pytest.raises(IllegalMove):
        play(st, "Alice", "g assist")
    st = position({"hand": ["Wingal"]}, phase="draw")
    st.ga_open = True
    st, _ = play(st, "Alice", "подмога", "не брать")
    assert view(st)["players"][0]["removed"] == [] and view(st)["players"][0]["hand"] == ["Wingal"]


def test_ride_grade_once_soul_damage_kept_V_RIDE_1_2_3_4():
    st = position({"vanguard": "Wingal", "hand": ["Alfred Early", "Blaster Blade", "Gallatin"],
                   "damage": ["Wingal"]}, phase="ride")
    with pytest.raises(IllegalMove) as e:
        play(st, "Alice", "ride Alfred")
    assert "grade 1 or 2" in e.value.text.en  # V-RIDE-2
    st, _ = play(st, "Alice", "смена Бластер")
    p = view(st)["players"][0]
    assert p["vanguard"] == "Blaster Blade" and p["soul"] == ["Wingal"] and p["damage_count"] == 1  # V-RIDE-3/4
    assert unit(st, "Alice", "VC")["rested"] is False
    with pytest.raises(IllegalMove):
        play(st, "Alice", "ride Gallatin")  # V-RIDE-1


def test_ride_gains_gift_and_is_optional_V_RIDE_5():
    st = position({"hand": ["Alfred Early"]}, phase="ride")
    st, _ = play(st, "Alice", "ride Alfred Early")
    assert pend(st) == [("Alice", "gift")]
    st2, _ = play(position(phase="ride"), "Alice", "end")
    assert view(st2)["phase"] == "main"


def test_call_grade_limit_occupied_circle_V_MAIN_1_2_3():
    st = position({"hand": ["Wingal", "Auspice Falcon", "Alfred Early"]})
    with pytest.raises(IllegalMove) as e:
        play(st, "Alice", "call Alfred FL")
    assert "grade 2 or lower" in e.value.text.en
    st, _ = play(st, "Alice", "call Wingal FL", "призыв Сокол ПЛ")
    p = view(st)["players"][0]
    assert p["circles"]["FL"]["name"] == "Auspice Falcon" and p["drop"] == ["Wingal"]


def test_move_within_column_only_V_MAIN_4_5():
    st = position({"circles": {"FL": "Wingal", "BL": "Auspice Falcon", "BC": "Wingal"}})
    st, _ = play(st, "Alice", "move FL")
    assert unit(st, "Alice", "FL")["name"] == "Auspice Falcon" and unit(st, "Alice", "BL")["name"] == "Wingal"
    for bad in ("move BC", "move VC"):
        with pytest.raises(IllegalMove):
            play(st, "Alice", bad)
    st = position({"circles": {"BR": "Wingal"}})
    st, _ = play(st, "Alice", "переместить ЗП")
    assert unit(st, "Alice", "FR")["name"] == "Wingal" and unit(st, "Alice", "BR") is None


def test_act_only_in_own_main_phase_V_MAIN_6():
    st = position(phase="battle")
    with pytest.raises(IllegalMove) as e:
        play(st, "Alice", "act VC: draw 1")
    assert "main phase" in e.value.text.en
    st, _ = play(position(), "Alice", "act VC: draw 1")
    assert view(st)["players"][0]["hand_count"] == 1
    with pytest.raises(IllegalMove):
        play(position(), "Boris", "act VC: draw 1")


def test_catalogue_has_test_cards():
    assert CAT.card("sentinel").sentinel


def test_g_assist_is_offered_by_the_vanguard_grade_not_by_the_hidden_hand_V_GA_1_V_GA_2():
    """The draw phase waits for G assist whenever the vanguard is grade 2 or lower (V-GA-1): were it offered
    only when the hand lacks a grade 3, the opponent would learn the hidden hand every turn (V-GA-2 reveals
    it only when used). The hand is checked when the player declares it; the refusal is his alone."""
    seen = []
    for hand in (["Wingal"], ["Alfred Early"]):  # Boris's vanguard is grade 2; Alfred Early is grade 3
        st = position(b={"hand": hand}, phase="battle")
        st, ev = play(st, "Alice", "end")
        public = [GAME.render_event(e, "en") for e in ev if e.audience == PUBLIC]
        seen.append((pend(st), public, GAME.view(st, PUBLIC), GAME.render_table(st, Audience.player(0), "en")))
    assert seen[0] == seen[1]
    assert seen[1][0] == [("Boris", "g_assist")]
    with pytest.raises(IllegalMove) as e:
        play(st, "Boris", "g assist")
    assert "no card of the next grade" in e.value.text.en


def test_no_ability_changes_the_deck_while_g_assist_looks_at_it_V_GA_2_V_GA_3():
    """Between G assist's look (V-GA-2) and the take (V-GA-3/5) the five cards stay where he looked: an AUTO
    declared then is refused (it used to draw the very cards he had looked at, and the take then failed
    with an internal error on the stale choice)."""
    deck = ["Alfred Early", "Wingal", "Wingal", "Wingal", "Wingal"] + ["Wingal"] * 10
    st = position({"hand": ["Wingal"], "deck": deck}, phase="draw")
    st.ga_open = True
    st, _ = play(st, "Alice", "g assist")
    with pytest.raises(IllegalMove) as e:
        play(st, "Alice", "auto VC: draw 5")
    assert "G assist" in e.value.text.en
    st, ev = play(st, "Alice", "take Alfred Early")
    assert "ga_took" in kinds(ev) and pend(st) == [("Alice", "ga_remove")]
    with pytest.raises(IllegalMove):
        play(st, "Boris", "auto VC: draw 1")  # nor while he picks what to remove (V-GA-4)

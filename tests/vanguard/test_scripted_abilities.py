"""Every scripted ability of the ready deck V-TD01, resolved by the engine (issue 26): one test per ability,
named for its card and rule, written from what the card does; and the rules defects found on the way."""

from __future__ import annotations

import pytest

from cards.core import IllegalMove, MoveError

from .helpers import CAT, GAME, kinds, pend, play, position, unit, view

UP2 = [{"name": "Knight of Silence, Gallatin", "face_up": True}] * 2


def hand(st, who="Alice"):
    return next(p for p in view(st)["players"] if p["name"] == who)["hand"]


def player(st, who="Alice"):
    return next(p for p in view(st)["players"] if p["name"] == who)


def test_every_card_of_the_ready_deck_is_scripted():
    for _qty, cid, _start in CAT.decks["V-TD01 Royal Paladin (Aichi Sendou)"]:
        assert CAT.card(cid).scripted, cid


def test_alfred_early_calls_blaster_blade_from_hand_V_ABIL_2_V_RIDE_5():
    st = position({"vanguard": "Sage of the Arts, Jauron", "hand": ["Alfred Early", "Blaster Blade"], "damage": UP2,
                   "deck": ["Wingal"] * 6}, phase="ride")
    st, ev = play(st, "Alice", "ride Alfred Early")
    assert pend(st) == [("Alice", "gift")]  # V-RIDE-5: the gift is gained first, then "when ridden" abilities
    assert "ability_fired" in kinds(ev)  # Alfred's AUTO has fired and waits for the gift
    st, ev = play(st, "Alice", "gift I VC")
    assert pend(st) == [("Alice", "ability_dm")]  # the cost and a hand card to choose: asked by DM
    st, ev = play(st, "Alice", "yes Blaster Blade to FL")
    assert unit(st, "Alice", "FL")["name"] == "Blaster Blade" and unit(st, "Alice", "FL")["power"] == 20000
    assert "Wingal" in hand(st)  # "if you do": draw 1
    assert pend(st) == [("Alice", "ability")]  # Blaster Blade's own AUTO fired when it was placed: asked next
    st, ev = play(st, "Alice", "no")
    assert "ability_declined" in kinds(ev) and view(st)["phase"] == "main"


def test_the_gift_comes_before_the_auto_abilities_of_the_ride_V_RIDE_5_V_GIFT_1():
    """V-RIDE-5: after the new vanguard is placed, the gift is gained, then "when ridden" abilities resolve;
    Force I on the circle Blaster Blade is called to counts at once in its power."""
    st = position({"vanguard": "Sage of the Arts, Jauron", "hand": ["Alfred Early", "Blaster Blade"], "damage": UP2,
                   "deck": ["Wingal"] * 6}, phase="ride")
    st, ev = play(st, "Alice", "ride Alfred Early")
    with pytest.raises(MoveError):
        play(st, "Alice", "yes Blaster Blade to FL")  # the ability waits for the gift
    st, ev = play(st, "Alice", "gift I FL", "yes Blaster Blade to FL")
    assert kinds(ev).count("call") == 1
    assert unit(st, "Alice", "FL")["power"] == 30000  # 10000 + 10000 (Alfred) + 10000 (Force I, own turn)


def test_alfred_early_may_be_declined_and_nothing_is_paid_V_ABIL_2():
    st = position({"vanguard": "Sage of the Arts, Jauron", "hand": ["Alfred Early"], "damage": UP2}, phase="ride")
    st, _ = play(st, "Alice", "ride Alfred Early", "gift I VC", "no")  # V-RIDE-5: the gift first
    assert all(d["face_up"] for d in player(st)["damage"]) and view(st)["phase"] == "main"


def test_stardrive_dragon_gets_5000_attacking_a_vanguard_with_3_rear_guards_V_ABIL_2():
    st = position({"circles": {"FL": "Stardrive Dragon", "BL": "Gallatin", "BR": "Gallatin"}}, phase="battle")
    st, ev = play(st, "Alice", "attack FL VC")
    assert view(st)["battle"]["power"] == 18000  # 13000 + 5000 until end of battle, mandatory: no question
    st, _ = play(st, "Boris", "no guard")
    assert unit(st, "Alice", "FL")["power"] == 13000


def test_stardrive_dragon_needs_3_rear_guards_V_ABIL_2():
    st = position({"circles": {"FL": "Stardrive Dragon", "BL": "Gallatin"}}, phase="battle")
    st, ev = play(st, "Alice", "attack FL VC")
    assert view(st)["battle"]["power"] == 13000 and "ability_unmet" in kinds(ev)


def test_jauron_gets_5000_attacking_a_vanguard_not_a_rear_guard_V_ABIL_2():
    st = position({"circles": {"FL": "Sage of the Arts, Jauron", "BL": "Gallatin", "BR": "Gallatin"}},
                  {"circles": {"FL": "Gallatin"}}, phase="battle")
    st, _ = play(st, "Alice", "attack FL FL")
    assert view(st)["battle"]["power"] == 10000  # its event is an attack on a vanguard
    st2 = position({"circles": {"FL": "Sage of the Arts, Jauron", "BL": "Gallatin", "BR": "Gallatin"}}, phase="battle")
    st2, _ = play(st2, "Alice", "attack FL VC")
    assert view(st2)["battle"]["power"] == 15000


def test_blaster_blade_critical_while_4_rear_guards_V_ABIL_4():
    four = {"FL": "Gallatin", "FR": "Gallatin", "BL": "Gallatin", "BR": "Pongal"}
    st = position({"vanguard": "Blaster Blade", "circles": four})
    assert unit(st, "Alice", "VC")["critical"] == 2
    st, _ = play(st, "Alice", "act BR: retire FL")  # Pongal has no script: its ability is declared
    assert unit(st, "Alice", "VC")["critical"] == 1  # the condition stopped: the CONT stopped


def test_blaster_blade_retires_an_opponent_front_rear_guard_V_ABIL_2_V_COST_1():
    st = position({"hand": ["Blaster Blade"], "damage": UP2, "soul": ["Glyme"]},
                  {"circles": {"FL": "Gallatin", "BL": "Wingal"}})
    st, _ = play(st, "Alice", "call Blaster Blade FR")
    assert pend(st) == [("Alice", "ability")]
    with pytest.raises(IllegalMove):
        play(st, "Alice", "yes opp BL")  # a back-row rear-guard is not what it may choose
    st, ev = play(st, "Alice", "yes opp FL")
    assert player(st, "Boris")["drop"] == ["Knight of Silence, Gallatin"] and player(st)["soul"] == []
    assert [d["face_up"] for d in player(st)["damage"]] == [False, True]  # CB1: the oldest face-up


def test_blaster_blade_cannot_pay_so_nothing_happens_V_COST_1():
    st = position({"hand": ["Blaster Blade"]}, {"circles": {"FL": "Gallatin"}})
    st, ev = play(st, "Alice", "call Blaster Blade FR")
    assert "ability_unpaid" in kinds(ev) and pend(st) == [("Alice", "main")]


def test_wingal_gives_blaster_blade_in_its_column_5000_in_your_turn_V_ABIL_4():
    st = position({"circles": {"FL": "Blaster Blade", "BL": "Wingal", "FR": "Blaster Blade"}})
    assert unit(st, "Alice", "FL")["power"] == 15000 and unit(st, "Alice", "FR")["power"] == 10000
    st2 = position(None, {"circles": {"FL": "Blaster Blade", "BL": "Wingal"}})
    assert unit(st2, "Boris", "FL")["power"] == 10000  # not Boris's turn


def test_allen_calls_a_card_and_draws_V_ABIL_2_V_REF_5():
    st = position({"hand": ["Knight Squire, Allen", "Gallatin"], "damage": UP2, "deck": ["Margal"] * 6})
    st, _ = play(st, "Alice", "call Allen BL")
    st, _ = play(st, "Alice", "yes Gallatin to FL")
    assert unit(st, "Alice", "FL")["name"] == "Knight of Silence, Gallatin"
    assert unit(st, "Alice", "BL")["power"] == 11000 and hand(st) == ["Margal"]


def test_rounoria_put_on_gc_by_guard_asks_for_its_cost_V_GUARD_6_V_ABIL_2():
    st = position({"circles": {}}, {"hand": ["Strong Knight, Rounoria", "Wingal"]}, phase="battle")
    st, _ = play(st, "Alice", "attack VC VC")
    st, _ = play(st, "Boris", "guard Rounoria")
    assert pend(st) == [("Boris", "ability_dm")]
    st, ev = play(st, "Boris", "yes VC discard Wingal")
    assert "cannot_be_hit" in kinds(ev) and "no_hit" in kinds(ev)  # the battle goes on: the drive, no hit
    assert player(st, "Boris")["damage_count"] == 0 and player(st, "Boris")["drop"] == ["Wingal", "Strong Knight, Rounoria"]


def test_rounoria_perfect_guard_post_pays_at_once_V_GUARD_6():
    st = position(None, {"hand": ["Strong Knight, Rounoria", "Wingal"]}, phase="battle")
    st, _ = play(st, "Alice", "attack VC VC")
    st, ev = play(st, "Boris", "perfect Rounoria discard Wingal")
    assert "perfect_guard" in kinds(ev) and "ability_fired" not in kinds(ev)


def test_auspice_falcon_act_by_name_V_ABIL_3_V_COST_2():
    st = position({"circles": {"BR": "Auspice Falcon", "FL": "Gallatin", "FR": "Gallatin"}, "damage": UP2})
    st, ev = play(st, "Alice", "act Auspice Falcon")
    assert pend(st) == [("Alice", "ability")]
    st, ev = play(st, "Alice", "yes FL + FR")
    assert unit(st, "Alice", "FL")["power"] == 15000 and unit(st, "Alice", "BR")["rested"]
    with pytest.raises(IllegalMove) as e:
        play(st, "Alice", "act Auspice Falcon")  # rested now: it cannot pay "rest"
    assert "already rested" in e.value.text.en


def test_auspice_falcon_refused_without_counter_blast_or_out_of_turn_V_ABIL_3_V_COST_2():
    st = position({"circles": {"BR": "Auspice Falcon"}})
    with pytest.raises(IllegalMove) as e:
        play(st, "Alice", "act BR")
    assert "Counter Blast" in e.value.text.en
    st = position(None, {"circles": {"BR": "Auspice Falcon"}, "damage": UP2})
    with pytest.raises(IllegalMove) as e:
        play(st, "Boris", "act BR")
    assert "Alice" in e.value.text.en  # not his turn (V-ABIL-3)


def test_glyme_draws_when_ridden_upon_V_RIDE_5():
    st = position({"vanguard": "Glyme", "hand": ["Wingal"], "deck": ["Margal"] * 6}, phase="ride", turn=1)
    st, ev = play(st, "Alice", "ride Wingal")
    assert hand(st) == ["Margal"] and "ability" in kinds(ev)


def test_two_abilities_at_once_their_owner_orders_them_V_ABIL_6():
    st = position({"vanguard": "Test Twin Vanguard", "deck": ["Margal"] * 6}, phase="battle")
    st, ev = play(st, "Alice", "attack VC VC")  # both of its "when it attacks" abilities fire at once
    assert pend(st) == [("Alice", "ability_order")]
    st, ev = play(st, "Alice", "order 2 1")
    assert [e.data["index"] for e in ev if e.kind == "ability"] == [2, 1]
    assert view(st)["battle"]["power"] == 14000 and hand(st) == ["Margal"]
    assert pend(st) == [("Boris", "guard")]


def test_nothing_fires_twice_and_vanilla_cards_declare_nothing_V_REF_3():
    st = position({"circles": {"FL": "Gallatin"}})
    with pytest.raises(IllegalMove) as e:
        play(st, "Alice", "act FL: power +10000 FL turn")
    assert "scripted" in e.value.text.en
    st = position({"vanguard": "Glyme", "hand": ["Wingal"], "deck": ["Margal"] * 6}, phase="ride", turn=1)
    st, ev = play(st, "Alice", "ride Wingal")
    assert kinds(ev).count("ability_fired") == 1 and kinds(ev).count("draw") == 1


def test_a_hand_declared_auto_out_of_its_event_is_refused_V_REF_3():
    st = position(None, {"vanguard": "Test Knight"})  # Alice's main phase: nothing happened to Boris's VC
    with pytest.raises(IllegalMove) as e:
        play(st, "Boris", "auto VC: power +10000 VC turn")
    assert "could trigger" in e.value.text.en and unit(st, "Boris", "VC")["power"] == 10000


def test_move_names_its_destination_and_never_goes_sideways_V_MAIN_4():
    st = position({"circles": {"FL": "Gallatin"}})
    with pytest.raises(IllegalMove) as e:
        play(st, "Alice", "move FL FR")
    assert "within its column" in e.value.text.en and unit(st, "Alice", "FL")["name"]
    with pytest.raises(IllegalMove):
        play(st, "Alice", "move FL BL please")  # no word is dropped
    st, _ = play(st, "Alice", "move FL BL")
    assert unit(st, "Alice", "BL")["name"] == "Knight of Silence, Gallatin"
    assert GAME.canonical(st, 0, GAME.parse(st, 0, "move BL FL")) == "move BL FL"


def test_deck_to_bottom_and_search_without_shuffle_can_be_written_V_REF_4():
    st = position({"deck": ["Margal", "Wingal", "Flogal", "Glyme"]})
    st, _ = play(st, "Alice", "act VC: move deck Wingal > hand no shuffle")
    st2, _ = play(st, "Alice", "act VC: move deck Margal > bottom no shuffle")
    assert hand(st) == ["Wingal"]
    from .helpers import ctx

    deck = [st2.cards[u] for u in st2.sides[0].deck]
    assert deck == ["flogal", "glyme", "margal"]
    assert ctx(st).st.sides[0].deck == st.sides[0].deck
    assert GAME.canonical(st, 0, GAME.parse(st, 0, "act VC: move deck Flogal > bottom no shuffle")).endswith(
        "> bottom no shuffle")


def test_a_damage_check_taking_the_last_card_finishes_before_the_loss_V_WIN_3_V_DMG_5():
    st = position(None, {"deck": ["Gallatin"]}, phase="battle")
    st, ev = play(st, "Alice", "attack VC VC")
    st, ev = play(st, "Boris", "no guard")
    assert kinds(ev).index("damage_taken") < kinds(ev).index("game_over")
    assert player(st, "Boris")["damage_count"] == 1 and st.over


def test_a_scenario_can_start_at_g_assist_V_GA_1():
    st = position({"vanguard": "Wingal", "hand": ["Glyme"], "deck": ["Gallatin"] * 8}, phase="g_assist")
    assert pend(st) == [("Alice", "g_assist")]
    st, ev = play(st, "Alice", "g assist")
    assert "g_assist" in kinds(ev) and pend(st) == [("Alice", "ga_take")]


def test_the_payer_chooses_the_counter_blast_cards_V_COST_7():
    """V-COST-7: with different face-up damage cards, the payer names which turn face down (1 = oldest)."""
    dmg = [{"name": "Wingal", "face_up": True}, {"name": "Margal", "face_up": False},
           {"name": "Flogal", "face_up": True}]
    st = position({"circles": {"BR": "Auspice Falcon", "FL": "Gallatin", "FR": "Gallatin"}, "damage": dmg})
    st, _ = play(st, "Alice", "act Auspice Falcon")
    d = GAME.pending(st)[0]
    assert d.kind == "ability" and d.data["cb"] == 1 and d.data["cb_from"] == [1, 3]
    assert "cb(1, 3)" in GAME.decision_label(d, "en") and "cb(1, 3)" in GAME.decision_label(d, "ru")
    with pytest.raises(IllegalMove) as e:
        play(st, "Alice", "yes FL + FR")  # a real choice: it must be named
    assert "Counter Blast" in e.value.text.en and "1, 3" in e.value.text.en and "V-COST-7" in e.value.text.ru
    with pytest.raises(IllegalMove):
        play(st, "Alice", "yes FL + FR cb(2)")  # already face down: not a choice
    st, ev = play(st, "Alice", "yes FL + FR cb(3)")
    damage = player(st)["damage"]
    assert [x["face_up"] for x in damage] == [True, False, False]  # Flogal turned, Wingal still up
    assert next(e for e in ev if e.kind == "counter_blast").data["cards"] == ["flogal"]


def test_the_payer_chooses_the_soul_blast_card_V_COST_7():
    """V-COST-7: Soul Blast drops the soul card the payer names (1 = bottom); 'да … sb(2)' in Russian."""
    soul = ["Lizard Runner, Undeux", "Crested Dragon"]
    st = position({"vanguard": "Dragonic Overlord", "soul": soul, "deck": ["Embodiment of Shield, Lahm"] * 8})
    st, _ = play(st, "Alice", "act VC 1")
    st, ev = play(st, "Alice", "да sb(2)")
    assert player(st)["soul"] == ["Lizard Runner, Undeux"]
    assert next(e for e in ev if e.kind == "soul_blast").data["cards"] == ["crested-dragon"]


def test_all_choices_the_same_card_pay_at_once_V_COST_7():
    """When every damage card that could pay is the same card, there is nothing to choose: the oldest pays."""
    st = position({"circles": {"BR": "Auspice Falcon", "FL": "Gallatin", "FR": "Gallatin"}, "damage": UP2})
    st, _ = play(st, "Alice", "act Auspice Falcon")
    assert GAME.pending(st)[0].data["cb"] == 0
    st, _ = play(st, "Alice", "yes FL + FR")
    assert [x["face_up"] for x in player(st)["damage"]] == [False, True]

"""Hard leader effects other than horns, caps and The White Flame (spec §10.2, §10.3)."""

from __future__ import annotations

from cards.core import PUBLIC

from .helpers import A, B, Table, hard, player, unit

CARDS = [
    unit("x1", 1, name_en="Filler"),
    unit("u9", 9, name_en="Nine"),
    unit("d1", 1, name_en="Drawn One"),
    unit("d2", 2, name_en="Drawn Two"),
    unit("d3", 3, name_en="Drawn Three"),
]
DECK = ["d1", "d2", "d3"]


def table(a: dict, b: dict | None = None, **kw) -> Table:
    b = {"faction": "northern_realms", "hand": ["x1"] * 7, **(b or {})}
    return Table(hard(player(A, **{"deck": DECK, **a}), player(B, **b), cards=CARDS, **kw))


# ---- Emperor of Nilfgaard: 6 cards (G-LDR-EMPEROR-1) --------------------------------------------
def test_g_ldr_emperor_1_hard_the_opponent_reveals_six_cards():
    """G-LDR-EMPEROR-1 (Hard), G-HARD-8: six cards of the opponent's choice; three are not enough."""
    t = table({"faction": "nilfgaard", "hand": ["x1"] * 2})
    t.post(A, "leader Emperor of Nilfgaard + Filler")
    assert t.pending()[0] == (B, "reveal")
    t.refuse(B, "reveal #1, #2, #3")
    t.post(B, "reveal #1, #2, #3, #4, #5, #6")
    assert len(t.p(B, PUBLIC)["revealed"]) == 6  # revealed in the thread (G-LDR-EMPEROR-3)
    assert t.to_move() == B


def test_g_ldr_emperor_5_hard_six_or_fewer_the_judge_reveals_all():
    """G-LDR-EMPEROR-1 (Hard), G-LDR-EMPEROR-5: with 6 cards in hand the judge reveals them himself."""
    t = table({"faction": "nilfgaard", "hand": ["x1"] * 2}, {"hand": ["x1"] * 6})
    t.post(A, "leader Emperor of Nilfgaard + Filler")
    assert len(t.p(B)["revealed"]) == 6
    assert t.to_move() == B


# ---- Daisy of the Valley (G-LDR-DAISY-2) ---------------------------------------------------------
def test_g_ldr_daisy_2_two_random_cards_after_the_post():
    """G-LDR-DAISY-2, G-HARD-DOUBLE-4: 2 cards from the sample, by DM, once the post is over."""
    t = table({"faction": "scoiatael", "hand": ["x1"] * 3})
    t.post(A, "leader Daisy of the Valley + Filler")
    assert sorted(t.hand(A)) == ["Drawn One", "Drawn Two", "Filler", "Filler"]
    assert "Alice will receive 2 cards after the post (Daisy of the Valley)." in t.log()
    assert not t.passed(A)


# ---- Destroyer of Worlds (G-LDR-DESTROY-5, G-HARD-NOTE-4) ----------------------------------------
def test_g_ldr_destroy_5_g_hard_note_4_destroyer_then_the_chosen_card():
    """G-LDR-DESTROY-5, G-HARD-NOTE-4, G-HARD-DOUBLE-5: two hand cards discarded, the chosen card from
    the deck played as the second card of the same double move."""
    t = table(
        {"faction": "monsters", "hand": ["x1", "x1", "Drawn Three"], "deck": ["d1", "Villentretenmerth"]},
        {"close": ["u9"] * 4},
    )
    t.post(A, "leader Destroyer of Worlds > Filler, Filler, Villentretenmerth + Villentretenmerth")
    assert t.row(A, "close") == ["Villentretenmerth"]
    assert t.discard(A) == ["Filler", "Filler"]
    assert t.hand(A) == ["Drawn Three"]
    assert t.row(B, "close") == ["Nine"]  # its row scorch fired (36 ≥ 20), at most 3 (G-HARD-CAP-2)
    assert not t.passed(A)


def test_g_ldr_destroy_5_the_chosen_card_told_by_dm_is_not_an_auto_pass():
    """G-LDR-DESTROY-3, A-5: the card chosen by DM is not random: a hand emptied by Destroyer + last card
    is not empty, because the chosen card arrives in that very turn."""
    t = table(
        {"faction": "monsters", "hand": ["x1", "x1", "Drawn Three"], "deck": ["d1", "Villentretenmerth"]}
    )
    t.post(A, "leader Destroyer of Worlds > Filler, Filler + Drawn Three")
    assert t.pending() == [(A, "take")]
    t.post(A, "take Villentretenmerth")
    assert t.hand(A) == ["Villentretenmerth"]
    assert not t.passed(A)
    assert t.to_move() == B and not t.view()["unlimited"]


# ---- Bringer of Death (G-LDR-BRINGER-2, A-21) ----------------------------------------------------
def test_g_ldr_bringer_2_revives_from_the_opponents_pile_onto_own_half():
    """G-LDR-BRINGER-2, A-21: a unit of the opponent's discard pile becomes his, on his half."""
    t = table({"faction": "monsters", "hand": ["x1"] * 2}, {"discard": ["u9"]})
    t.post(A, "leader Bringer of Death > Nine + Filler")
    assert t.row(A, "close") == ["Nine", "Filler"]
    assert t.discard(B) == []


def test_g_ldr_bringer_2_revives_from_the_own_pile_too():
    """G-LDR-BRINGER-2: his own discard pile, straight onto the field (Classic: to the hand)."""
    t = table({"faction": "monsters", "hand": ["x1"] * 2, "discard": ["u9"]})
    t.post(A, "leader Bringer of Death > Nine + Filler")
    assert t.row(A, "close") == ["Nine", "Filler"]
    assert "Nine" not in t.hand(A)


def test_a_21_bringer_never_revives_a_hero_and_abilities_trigger():
    """A-21: heroes are not allowed; a revived spy goes to the other half and draws 2."""
    t = table(
        {"faction": "monsters", "hand": ["x1"] * 2},
        {"faction": "nilfgaard", "discard": ["Letho of Gulet", "Stefan Skellen"]},
    )
    t.refuse(A, "leader Bringer of Death > Letho of Gulet + Filler")
    t.post(A, "leader Bringer of Death > Stefan Skellen + Filler")
    assert t.row(B, "close") == ["Stefan Skellen"]
    assert sorted(t.hand(A)) == ["Drawn One", "Drawn Two", "Filler"]


# ---- Valhalla (G-LDR-VALHALLA-1, A-20) -----------------------------------------------------------
def test_g_ldr_valhalla_1_revives_a_hero_whose_ability_triggers():
    """G-LDR-VALHALLA-1, A-20: a hero Medic from the own pile revives one more unit."""
    t = table({"faction": "skellige", "hand": ["x1"] * 2, "discard": ["Yennefer of Vengerberg", "u9"]})
    t.post(A, "leader Valhalla > Yennefer of Vengerberg > Nine + Filler")
    assert t.row(A, "ranged") == ["Yennefer of Vengerberg"]
    assert t.row(A, "close") == ["Nine", "Filler"]
    assert t.discard(A) == []


def test_g_ldr_valhalla_1_or_one_non_hero_unit_from_the_own_pile_only():
    """G-LDR-VALHALLA-1, A-20: one non-hero unit instead; the opponent's pile is not a source."""
    t = table({"faction": "skellige", "hand": ["x1"] * 2, "discard": ["u9"]}, {"discard": ["Prince Stennis"]})
    t.refuse(A, "leader Valhalla > Prince Stennis + Filler")
    t.post(A, "leader Valhalla > Nine + Filler")
    assert t.row(A, "close") == ["Nine", "Filler"]


# ---- Helheim (G-LDR-HELHEIM-1, A-19) --------------------------------------------------------------
def test_g_ldr_helheim_1_a_19_all_piles_back_never_to_be_summoned_or_drawn():
    """G-LDR-HELHEIM-1, A-19: both discard piles and the weather pile go back to their decks; they can be
    neither drawn nor summoned (Muster, Faction card) again."""
    t = table(
        {
            "faction": "skellige",
            "hand": ["x1", "x1", "Light Longship", "Faction card: Skellige"],
            "deck": ["Svanrige"],
            "discard": ["Udalryk", "Light Longship"],
        },
        {"faction": "nilfgaard", "discard": ["Stefan Skellen"], "deck": ["Vattier de Rideaux"]},
        weather_discard=["Biting Frost"],
    )
    t.post(A, "leader Helheim + Filler")
    assert t.discard(A) == [] and t.discard(B) == [] and t.view()["weather_discard"] == []
    assert sorted(t.p(A)["undrawable"]) == ["Biting Frost", "Light Longship", "Udalryk"]
    assert t.p(B)["undrawable"] == ["Stefan Skellen"]
    t.post(B, "Filler + Filler")
    t.refuse(A, "Faction card: Skellige > Udalryk + Filler")
    t.post(A, "Light Longship + Filler")  # Muster finds no usable Longship in the deck
    assert t.row(A, "ranged") == ["Light Longship"]


# ---- Hope of the Aen Seidhe (G-LDR-HOPE-1/4, A-24, A-25) ------------------------------------------
def hope_table(**kw) -> Table:
    return table(
        {
            "faction": "scoiatael",
            "hand": ["x1"] * 8,
            "close": ["Dol Blathanna Scout"],
            "ranged": ["Dol Blathanna Scout"],
        },
        **kw,
    )


def test_g_ldr_hope_4_a_24_hope_is_free_and_spends_no_card_slot():
    """G-LDR-HOPE-4, A-24: Hope + two cards on a pair turn; Hope + one card on turn 1."""
    t = hope_table()
    t.post(A, "leader Hope of the Aen Seidhe + Filler + Filler")
    assert not t.passed(A)
    t1 = hope_table(turn=1)
    t1.post(A, "leader Hope of the Aen Seidhe + Filler")
    assert not t1.passed(A)


def test_g_ldr_hope_1_a_25_one_move_per_turn_with_the_cards_or_with_a_pass():
    """G-LDR-HOPE-1, A-25: once per turn, free, in a card post or a pass-only post; scores follow."""
    t = hope_table()
    t.refuse(A, "move Dol Blathanna Scout @ranged + Filler + Filler")  # Hope not declared yet
    t.post(A, "leader Hope of the Aen Seidhe + Filler + Filler")
    t.post(B, "Filler + Filler")
    t.refuse(A, "move Dol Blathanna Scout @ranged + move Dol Blathanna Scout @ranged + Filler + Filler")
    t.post(A, "move Dol Blathanna Scout @ranged + Filler + Filler")
    assert t.row(A, "ranged") == ["Dol Blathanna Scout", "Dol Blathanna Scout"]
    assert t.strengths(A, "ranged") == [7, 7]  # each scout is a morale source for the other
    assert not t.passed(A)
    t.post(B, "Filler + Filler")
    t.post(A, "move Dol Blathanna Scout @close + pass")
    assert t.passed(A)
    assert "Dol Blathanna Scout" in t.row(A, "close")


def test_a_24_hope_is_the_rounds_leader():
    """A-24, G-HARD-LEAD-1: a declared Hope is this round's leader; no other leader this round."""
    t = hope_table()
    t.post(A, "leader Hope of the Aen Seidhe + Filler + Filler")
    t.post(B, "Filler + Filler")
    t.refuse(A, "leader Pureblood Elf + Filler")
    assert "Francesca Findabair: Hope of the Aen Seidhe" in t.p(A)["leaders_used"]


# ---- Crach an Craite's horn at round end (G-LDR-CRACH-5, A-17, G-ROUND-7) --------------------------
def test_g_ldr_crach_5_a_17_g_round_7_crachs_horn_leaves_no_card_in_the_discard():
    """G-LDR-CRACH-5, A-17, G-ROUND-7: the horn Crach creates is an effect of the leader; at round end it
    ends with the round and no Commander's Horn the player never held appears in his discard pile."""
    t = table({"faction": "skellige", "hand": ["x1"] * 4})
    t.post(A, "leader Crach an Craite @close + Filler")
    t.post(B, "pass")
    t.post(A, "pass")
    assert t.view()["round"] == 2
    assert t.discard(A) == ["Filler"]

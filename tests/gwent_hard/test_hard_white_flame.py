"""The White Flame in Hard (G-LDR-WFLAME-2..4, G-HARD-NOTE-1..5, G-LDR-DESTROY-6, A-22, A-23)."""

from __future__ import annotations

from .helpers import A, B, Table, hard, player, unit

CARDS = [
    unit("x1", 1, name_en="Filler"),
    unit("r5", 5, "ranged", name_en="Ranged Five"),
    unit("r8", 8, "ranged", name_en="Ranged Eight"),
    unit("r9", 9, "ranged", name_en="Ranged Nine"),
    unit("c9", 9, name_en="Close Nine"),
    unit("c8", 8, name_en="Close Eight"),
    unit("c6", 6, name_en="Close Six"),
    unit("s7", 7, "siege", name_en="Siege Seven"),
    unit("toad", 7, "ranged", "scorch_ranged", name_en="Toadlet"),
    unit("d1", 1, name_en="Drawn One"),
]


def table(a: dict, b: dict | None = None, **kw) -> Table:
    """Alice (any faction) acts first; Bob is Nilfgaard with The White Flame."""
    b = {"faction": "nilfgaard", "hand": ["x1"] * 6, **(b or {})}
    return Table(hard(player(A, **a), player(B, **b), cards=CARDS, **kw))


def white_flame(t: Table) -> None:
    t.post(B, "leader The White Flame + Filler")


def test_g_ldr_wflame_2_hard_white_flame_is_active_and_is_the_rounds_leader():
    """G-LDR-WFLAME-2: not passive in Hard: nothing blocks Alice until it is played; then it is Bob's
    leader of the round (one per round)."""
    t = table({"hand": ["x1"] * 4})
    t.post(A, "leader King of Temeria + Filler")  # allowed: The White Flame is not passive in Hard
    white_flame(t)
    assert t.p(B)["leaders_used"] == ["Emhyr var Emreis: The White Flame"]
    assert t.p(B)["leader_used_this_round"]


def test_g_hard_note_1_g_hard_note_2_example_a_leader_weather_and_unit_row_scorch():
    """G-HARD-NOTE-1, G-HARD-NOTE-2 (example A), G-LDR-WFLAME-3: unit row scorch + leader weather; the
    White Flame on the next turn removes the weather; the scorched unit stays dead."""
    t = table({"hand": ["toad", "x1"]}, {"ranged": ["r5", "r8", "r9"]})
    t.post(A, "Toadlet + leader King of Temeria")
    assert t.discard(B) == ["Ranged Nine"]
    assert t.view()["weather"] == ["Impenetrable Fog (leader)"]
    white_flame(t)
    assert t.view()["weather"] == []
    assert t.discard(B) == ["Ranged Nine"]
    assert t.strengths(B, "ranged") == [5, 8]
    assert "The White Flame cancels Alice's leader effect." in t.log()


def test_g_hard_note_3_example_b_card_weather_and_leader_row_scorch():
    """G-HARD-NOTE-3 (example B): leader row scorch + a weather card; the White Flame brings the destroyed
    unit back from the discard pile to the field; the weather of the special card stays."""
    t = table({"hand": ["Impenetrable Fog", "x1"]}, {"ranged": ["r5", "r8", "r9"]})
    t.post(A, "leader Son of Medell + Impenetrable Fog")
    assert t.discard(B) == ["Ranged Nine"]
    white_flame(t)
    assert sorted(t.row(B, "ranged")) == ["Ranged Eight", "Ranged Five", "Ranged Nine"]
    assert t.discard(B) == []
    assert t.view()["weather"] == ["Impenetrable Fog"]
    assert "Restored: Ranged Nine." in t.log()[1]


def test_g_ldr_wflame_3_round_long_leaders_are_cancelled_too():
    """G-LDR-WFLAME-3: a leader acting for the whole round (King Bran) is cancelled the same way."""
    t = table({"faction": "skellige", "hand": ["x1"] * 3, "siege": ["s7"]}, weather=["Torrential Rain"])
    t.post(A, "leader King Bran + Filler")
    assert t.strengths(A, "siege") == [3.5]
    white_flame(t)
    assert t.strengths(A, "siege") == [1]


def test_g_ldr_wflame_3_the_treacherous_and_leader_horns_are_cancelled():
    """G-LDR-WFLAME-3: The Treacherous (on Bob's row) and a leader horn lose their effect."""
    t = table(
        {"faction": "monsters", "hand": ["x1"] * 3}, {"siege": ["s7"], "horns": {"siege": "Commander's Horn"}}
    )
    t.post(A, "leader The Treacherous @siege + Filler")
    assert t.strengths(B, "siege") == [10.5]
    white_flame(t)
    assert t.strengths(B, "siege") == [14]
    t2 = table({"hand": ["x1"] * 3, "siege": ["s7"]})
    t2.post(A, "leader The Siegemaster + Filler")
    assert t2.strengths(A, "siege") == [14]
    white_flame(t2)
    assert t2.strengths(A, "siege") == [7]


def test_a_23_a_cancelled_leader_still_counts_as_used():
    """A-23: cancelled, the leader is still this round's leader and is spent for the match."""
    t = table({"hand": ["x1"] * 6, "siege": ["s7"]})
    t.post(A, "leader The Siegemaster + Filler")
    white_flame(t)
    assert t.p(A)["leaders_used"] == ["Foltest: The Siegemaster"]
    t.refuse(A, "leader King of Temeria + Filler")


def test_a_23_only_the_very_next_turn_cancels():
    """A-23, G-LDR-WFLAME-3: a White Flame one turn later than the next one cancels nothing (the
    opponent has used his leader this round, so it blocks nothing either)."""
    t = table({"hand": ["x1"] * 6, "siege": ["s7"]})
    t.post(A, "leader The Siegemaster + Filler")
    t.post(B, "Filler + Filler")
    t.post(A, "Filler + Filler")
    white_flame(t)
    assert t.strengths(A, "siege") == [14]
    assert "leader_cancelled" not in t.kinds()


def test_g_ldr_wflame_4_g_hard_lead_4_in_advance_it_blocks_and_leaders_stay_unused():
    """G-LDR-WFLAME-4, G-HARD-LEAD-4: before Alice's leader: none for the rest of the round; next round
    she still has all five."""
    t = Table(
        hard(
            player(A, "monsters", hand=["x1"] * 8),
            player(B, "nilfgaard", hand=["x1"] * 8),
            cards=CARDS,
            to_move=B,
        )
    )
    white_flame(t)
    assert "The White Flame: Alice may use no leader for the rest of the round." in t.log()
    e = t.refuse(A, "leader The Treacherous @close + Filler")
    assert "White Flame" in e.text.en
    t.post(A, "pass")
    t.post(B, "Filler")  # ahead: the round ends
    assert t.view()["round"] == 2
    assert t.p(A)["leaders_used"] == []
    assert t.to_move() == A and t.view()["turn"] == 1  # rounds alternate (G-FIRST-3)
    t.post(A, "leader Commander of the Red Riders")
    assert t.p(A)["leaders_used"] == ["Eredin: Commander of the Red Riders"]


def test_g_ldr_wflame_3_the_window_does_not_cross_a_round():
    """G-LDR-WFLAME-3/4: a leader of round 1 is out of reach in round 2: a White Flame there blocks in
    advance and never brings round-1 victims back to the field."""
    t = table({"faction": "skellige", "hand": ["x1"] * 8}, {"hand": ["x1"] * 8, "siege": ["s7"] * 4})
    t.post(A, "leader Harald the Cripple + Filler")
    assert len(t.discard(B)) == 4
    t.post(B, "Filler + Filler")
    t.post(A, "pass")
    t.post(B, "pass")
    assert t.view()["round"] == 2 and t.to_move() == B
    t.post(B, "Filler")
    t.post(A, "Filler + Filler")
    assert t.view()["turn"] == 3  # the turn right after Alice's round-1 leader turn number
    white_flame(t)
    assert t.row(B, "siege") == []
    assert "white_flame_block" in t.kinds() and "leader_cancelled" not in t.kinds()
    t.refuse(A, "leader Crach an Craite @close + Filler")


# ---- Destroyer of Worlds under The White Flame (G-LDR-DESTROY-6, G-HARD-NOTE-5, A-22) -----------------
def destroyer() -> Table:
    return table(
        {"faction": "monsters", "hand": ["x1", "c6", "c8"], "deck": ["d1", "Villentretenmerth", "d1"]},
        {"close": ["c9", "c9", "c9", "c8"]},
    )


def test_g_ldr_destroy_6_g_hard_note_5_a_22_played_chosen_card_is_undone():
    """G-LDR-DESTROY-6, G-HARD-NOTE-5, A-22 (ii, iii): Destroyer + chosen card in one post, White Flame
    next: the card goes back to the deck (its number stays used), the units it destroyed return, and
    the two discarded cards return to the hand."""
    t = destroyer()
    t.post(A, "leader Destroyer of Worlds > Close Six, Close Eight, Villentretenmerth + Villentretenmerth")
    assert t.discard(B) == ["Close Nine"] * 3
    white_flame(t)
    assert t.row(A, "close") == []
    assert sorted(t.hand(A)) == ["Close Eight", "Close Six", "Filler"]
    assert t.discard(A) == []
    assert "Villentretenmerth" in t.deck(A) and "Villentretenmerth" in t.p(A)["undrawable"]
    assert t.discard(B) == []
    assert sorted(t.row(B, "close")) == ["Close Eight", "Close Nine", "Close Nine", "Close Nine", "Filler"]


def test_g_ldr_destroy_6_the_chosen_card_is_taken_even_if_not_played():
    """G-LDR-DESTROY-6: the chosen card still in hand is confiscated; the discarded two come back."""
    t = destroyer()
    t.post(A, "leader Destroyer of Worlds > Close Six, Close Eight, Villentretenmerth + Filler")
    assert "Villentretenmerth" in t.hand(A)
    white_flame(t)
    assert sorted(t.hand(A)) == ["Close Eight", "Close Six"]
    assert "Villentretenmerth" in t.p(A)["undrawable"]


def test_g_ldr_destroy_6_a_card_chosen_by_dm_is_confiscated_too():
    """G-LDR-DESTROY-3, G-LDR-DESTROY-6: the choice told by DM after the post is taken away as well."""
    t = destroyer()
    t.post(A, "leader Destroyer of Worlds > Close Six, Close Eight + Filler")
    t.post(A, "take Villentretenmerth")
    assert t.hand(A) == ["Villentretenmerth"]
    white_flame(t)
    assert sorted(t.hand(A)) == ["Close Eight", "Close Six"]
    assert "Villentretenmerth" in t.p(A)["undrawable"]

"""Hard scoring: leader horns ×3, The Treacherous ×1.5, Crach's horn, King Bran and Hope for one round
(G-LEAD-8, EX-8, EX-9, A-13, A-15, A-16, A-17, A-24)."""

from __future__ import annotations

from .helpers import A, B, Table, hard, player, unit

CARDS = [
    unit("x1", 1, name_en="Filler"),
    unit("s5", 5, "siege", name_en="Siege Five"),
    unit("s7", 7, "siege", name_en="Siege Seven"),
    unit("r6", 6, "ranged", name_en="Ranged Six"),
    unit("c6", 6, "close", name_en="Close Six"),
    unit("bard", 2, "siege", "horn", name_en="Bard"),
]
HORN = "Commander's Horn"


def table(a: dict, b: dict | None = None, **kw) -> Table:
    b = {"faction": "monsters", "hand": ["x1"] * 4, **(b or {})}
    return Table(hard(player(A, **a), player(B, **b), cards=CARDS, **kw))


def test_ex_8_g_lead_8_g_ldr_siegem_3_leader_horn_and_horn_card_give_x3():
    """EX-8, G-LEAD-8 (Hard), G-LDR-SIEGEM-3: U(5) + U(7), horn card + The Siegemaster → 12 × 3 = 36."""
    t = table({"hand": ["x1"] * 2, "siege": ["s5", "s7"], "horns": {"siege": HORN}})
    assert t.row_score(A, "siege") == 24
    t.post(A, "leader Siegemaster + Filler")
    assert t.row_score(A, "siege") == 36
    assert t.strengths(A, "siege") == [15, 21]
    assert t.p(A)["rows"]["siege"]["horn"] == "Commander's Horn + leader"  # the card stays (not replaced)


def test_a_15_c_leader_horn_first_then_horn_card_also_x3():
    """A-15 (c): the order of play does not matter; a horn card may join a row with a leader horn."""
    t = table({"hand": [HORN, "x1"], "siege": ["s5", "s7"]})
    t.post(A, "leader Siegemaster + Commander's Horn @siege")
    assert t.row_score(A, "siege") == 36


def test_a_15_c_leader_horn_and_bard_bard_counts_as_a_horn_card():
    """A-15 (c), G-BARD-2: leader horn + bard: others ×3, the bard himself ×2."""
    t = table({"hand": ["x1"] * 2, "siege": ["s5", "s7", "bard"]})
    t.post(A, "leader Siegemaster + Filler")
    assert t.strengths(A, "siege") == [15, 21, 4]


def test_a_15_c_leader_horn_horn_card_and_bard_still_x3():
    """A-15 (c): leader horn + horn card + bard: still ×3 (the bard too, through the card)."""
    t = table({"hand": ["x1"] * 2, "siege": ["s5", "s7", "bard"], "horns": {"siege": HORN}})
    t.post(A, "leader Siegemaster + Filler")
    assert t.strengths(A, "siege") == [15, 21, 6]


def test_g_ldr_beaut_1_the_beautiful_hard_combines_on_the_ranged_row():
    """G-LDR-BEAUT-1 (Hard): The Beautiful + horn card on the ranged row: ×3."""
    t = table({"faction": "scoiatael", "hand": ["x1"] * 2, "ranged": ["r6"], "horns": {"ranged": HORN}})
    t.post(A, "leader The Beautiful + Filler")
    assert t.strengths(A, "ranged") == [18]


def test_g_ldr_redrid_1_commander_of_the_red_riders_hard_combines_on_melee():
    """G-LDR-REDRID-1 (Hard): Commander of the Red Riders + horn card on the melee row: ×3."""
    t = table(
        {"faction": "monsters", "hand": ["x1"] * 2, "close": ["c6"], "horns": {"close": HORN}},
        {"faction": "nilfgaard"},
    )
    t.post(A, "leader Commander of the Red Riders + Filler")
    assert t.strengths(A, "close")[0] == 18


def test_g_ldr_treach_4_a_16_the_treacherous_weakens_a_horn_card_to_x1_5():
    """G-LDR-TREACH-4, A-16: placed on the opponent's siege row: the horn card gives ×1.5."""
    t = table(
        {"faction": "monsters", "hand": ["x1"] * 2},
        {"faction": "northern_realms", "siege": ["s7"], "horns": {"siege": HORN}},
    )
    assert t.row_score(B, "siege") == 14
    t.post(A, "leader The Treacherous @siege + Filler")
    assert t.row_score(B, "siege") == 10.5


def test_g_ldr_treach_3_no_effect_on_spies_in_hard():
    """G-LDR-TREACH-3: The Treacherous (Hard) never doubles spies (G-SCORE-8 is Classic)."""
    t = table(
        {"faction": "monsters", "hand": ["x1"] * 2, "close": [{"card": "Prince Stennis", "owner": B}]},
        {"faction": "northern_realms"},
    )
    t.post(A, "leader The Treacherous @close + Filler")
    assert t.strengths(A, "close")[0] == 5


def test_a_16_treacherous_first_then_a_horn_arrives_later_in_the_round():
    """A-16: The Treacherous on a row without a horn is legal; a horn arriving later is weakened; a
    leader horn added on top gives ×2.5; the marker is gone next round."""
    t = table(
        {"faction": "monsters", "hand": ["x1"] * 3},
        {"faction": "northern_realms", "hand": [HORN, "x1", "x1"], "siege": ["s7"]},
    )
    t.post(A, "leader The Treacherous @siege + Filler")
    assert t.strengths(B, "siege") == [7]
    t.post(B, "Commander's Horn @siege + Filler")
    assert t.strengths(B, "siege") == [10.5]
    t.post(A, "Filler + Filler")
    t.post(B, "leader Siegemaster")  # one card: Bob's pass follows
    assert t.strengths(B, "siege") == [17.5]
    assert t.state.sides[1].treacherous_rows == ["siege"]


def test_a_16_a_leader_horn_alone_is_not_weakened():
    """A-16: The Treacherous weakens only non-leader horns."""
    t = table({"faction": "monsters", "hand": ["x1"] * 2}, {"faction": "northern_realms", "siege": ["s7"]})
    t.state.sides[1].leader_horn = ["siege"]
    t.post(A, "leader The Treacherous @siege + Filler")
    assert t.strengths(B, "siege") == [14]


def test_g_ldr_crach_5_a_17_crach_an_craite_creates_a_standard_horn():
    """G-LDR-CRACH-5, A-17: a horn card in a chosen own row; not into an occupied slot."""
    t = table({"faction": "skellige", "hand": ["x1"] * 2, "siege": ["s7"], "horns": {"close": HORN}})
    t.refuse(A, "leader Crach an Craite @close + Filler")
    t.refuse(A, "leader Crach an Craite + Filler")  # the row must be chosen
    t.post(A, "leader Crach an Craite @siege + Filler")
    assert t.strengths(A, "siege") == [14]
    assert t.p(A)["rows"]["siege"]["horn"] == "Crach an Craite"


def test_a_17_crachs_horn_is_non_leader_for_the_treacherous():
    """A-17, A-16: Crach's horn counts as a horn card: The Treacherous weakens it to ×1.5."""
    t = table({"faction": "skellige", "hand": ["x1"] * 2, "siege": ["s7"]})
    t.post(A, "leader Crach an Craite @siege + Filler")
    t.post(B, "leader The Treacherous @siege + Filler")
    assert t.strengths(A, "siege") == [10.5]


def test_ex_9_a_13_a_16_bran_rain_horn_and_treacherous_round_per_card():
    """EX-9, A-13 (ii), A-16, G-SCORE-9: U(7) 5.25 → 5.3; U(5) 3.75 → 3.8; row 9.1."""
    t = table(
        {"faction": "skellige", "hand": ["x1"] * 2, "siege": ["s7", "s5"], "horns": {"siege": HORN}},
        weather=["Torrential Rain"],
    )
    t.post(A, "leader King Bran + Filler")
    assert t.strengths(A, "siege") == [7, 5]  # 3.5 × 2, 2.5 × 2
    t.post(B, "leader The Treacherous @siege + Filler")
    assert t.strengths(A, "siege") == [5.3, 3.8]
    assert t.row_score(A, "siege") == 9.1


def test_g_ldr_bran_4_king_bran_active_from_activation_to_round_end():
    """G-LDR-BRAN-4, A-13 (i): before activation a unit under Rain is 1; after, base × 0.5; a base-1 unit
    stays 1; the next round Bran no longer acts."""
    one = unit("s1", 1, "siege", name_en="Siege One")
    t = Table(
        hard(
            player(A, "skellige", hand=["x1"] * 6, siege=["s7", "s1"]),
            player(B, "nilfgaard", hand=["x1"] * 6),
            cards=[*CARDS, one],
            weather=["Torrential Rain"],
        )
    )
    assert t.strengths(A, "siege") == [1, 1]
    t.post(A, "leader King Bran + Filler")
    assert t.strengths(A, "siege") == [3.5, 1]
    assert t.strengths(B, "siege") == []
    t.post(B, "pass")
    t.post(A, "pass")
    assert t.view()["round"] == 2
    state = t.state
    state.sides[0].rows["siege"].append(state.new_uid("s7", 0))
    state.weather.append(state.new_uid("sp_torrential_rain", 1))
    assert t.strengths(A, "siege") == [1]


def test_g_ldr_hope_2_g_ldr_hope_3_a_24_hope_for_one_round_agile_units_gain_morale():
    """G-LDR-HOPE-2, G-LDR-HOPE-3, A-24: declared, each agile unit becomes a Morale Boost source."""
    t = table(
        {
            "faction": "scoiatael",
            "hand": ["x1"] * 4,
            "close": ["Dol Blathanna Scout", "c6"],
            "ranged": ["Dol Blathanna Scout"],
        }
    )
    assert t.strengths(A, "close") == [6, 6]
    t.post(A, "leader Hope of the Aen Seidhe + Filler + Filler")
    assert t.strengths(A, "close") == [6, 7, 2, 2]  # the scout itself gets no +1 from itself
    assert t.strengths(A, "ranged") == [6]
    t.post(B, "pass")
    t.post(A, "pass")
    assert t.view()["round"] == 2
    state = t.state
    state.sides[0].rows["close"] += [state.new_uid("sc_dol_blathanna_scout", 0), state.new_uid("c6", 0)]
    assert t.strengths(A, "close") == [6, 6]  # Hope acted for one round only

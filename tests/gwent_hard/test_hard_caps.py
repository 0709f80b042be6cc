"""Hard scorch caps and the row-scorch threshold (spec §11.4, G-RSCORCH-2/6/7, A-10, A-11, A-12)."""

from __future__ import annotations

from .helpers import A, B, Table, hard, player, unit

CARDS = [
    unit("x1", 1, name_en="Filler"),
    unit("c5", 5, name_en="Five"),
    unit("v5", 5, name_en="Vee"),
    unit("w5", 5, name_en="Wee"),
    unit("s5", 5, "siege", name_en="Siege Five"),
    unit("s6", 6, "siege", name_en="Siege Six"),
    unit("r5", 5, "ranged", name_en="Ranged Five"),
    unit("bond", 5, "close", "tight_bond", name_en="Bondy"),
    unit("bond_s", 5, "siege", "tight_bond", name_en="Siege Bondy"),
    unit("rs", 2, "close", "scorch_close", name_en="Scorcher"),
    unit("hero", 10, "siege", kind="hero", name_en="Siege Hero"),
]


def table(a: dict, b: dict) -> Table:
    return Table(hard(player(A, **a), player(B, "nilfgaard", hand=["x1"] * 3, **b), cards=CARDS))


# ---- threshold 20 (G-RSCORCH-2, G-HARD-7, G-HARD-DOUBLE-10) -----------------------------------
def test_g_rscorch_2_g_hard_7_g_hard_double_10_unit_row_scorch_needs_20():
    """G-RSCORCH-2 (Hard), G-HARD-7, G-HARD-DOUBLE-10: 19 in the row is not enough, 20 is."""
    t = table({"hand": ["rs", "x1"]}, {"close": ["c5", "c5", "c5", "x1", "x1", "x1", "x1"]})
    t.post(A, "Scorcher + Filler")
    assert "Scorch: Bob's close row has 19 < 20; nothing happens." in t.log()
    assert t.discard(B) == []
    t2 = table({"hand": ["rs", "x1"]}, {"close": ["c5", "c5", "c5", "c5"]})
    t2.post(A, "Scorcher + Filler")
    assert t2.row(B, "close") == ["Five"]  # 20: fires, the cap of 3 leaves one (G-HARD-CAP-2)


def test_g_lead_9_g_ldr_harald_1_leader_row_scorch_threshold_counts_heroes():
    """G-LEAD-9, G-LDR-HARALD-1, G-RSCORCH-4: Harald on the siege row; a hero makes the 20 but never dies."""
    t = table({"faction": "skellige", "hand": ["x1"] * 2}, {"siege": ["hero", "s5", "s5"]})
    t.post(A, "leader Harald the Cripple + Filler")
    assert t.row(B, "siege") == ["Siege Hero"]
    assert t.discard(B) == ["Siege Five", "Siege Five"]


def test_g_ldr_harald_1_below_20_nothing_happens():
    """G-LDR-HARALD-1, G-RSCORCH-2: 19 on the siege row: Harald does nothing (the leader is spent)."""
    t = table({"faction": "skellige", "hand": ["x1"] * 2}, {"siege": ["s6", "s6", "s6", "x1"]})
    t.post(A, "leader Harald the Cripple + Filler")
    assert len(t.row(B, "siege")) == 4
    assert t.p(A)["leaders_used"] == ["Harald the Cripple"]


def test_g_ldr_medell_1_son_of_medell_hard_threshold_20_on_the_ranged_row():
    """G-LDR-MEDELL-1: ranged row, ≥ 20 in Hard (15 is not enough)."""
    t = table({"hand": ["x1"] * 2}, {"ranged": ["r5", "r5", "r5"]})
    t.post(A, "leader Son of Medell + Filler")
    assert len(t.row(B, "ranged")) == 3
    t2 = table({"hand": ["x1"] * 2}, {"ranged": ["r5"] * 4})
    t2.post(A, "leader Son of Medell + Filler")
    assert t2.row(B, "ranged") == []


def test_g_ldr_queen_1_queen_of_dol_blathanna_hard_threshold_and_cap_6():
    """G-LDR-QUEEN-1, G-RSCORCH-7: melee row, ≥ 20, at most 6 of 8 tied units; identical copies need no
    naming (A-10)."""
    t = table({"faction": "scoiatael", "hand": ["x1"] * 2}, {"close": ["c5"] * 8})
    t.post(A, "leader Queen of Dol Blathanna + Filler")
    assert t.row(B, "close") == ["Five", "Five"]
    assert len(t.discard(B)) == 6


# ---- the 3 / 6 caps (G-HARD-CAP-2..4, G-RSCORCH-6/7, A-10) -------------------------------------
def test_g_hard_cap_2_g_rscorch_6_unit_row_scorch_kills_at_most_3():
    """G-HARD-CAP-2, G-RSCORCH-6: five identical tied units: three die, two survive."""
    t = table({"hand": ["rs", "x1"]}, {"close": ["c5"] * 5})
    t.post(A, "Scorcher + Filler")
    assert t.row(B, "close") == ["Five", "Five"]
    assert t.discard(B) == ["Five"] * 3


def test_g_hard_cap_3_g_rscorch_7_leader_row_scorch_kills_at_most_6():
    """G-HARD-CAP-3, G-RSCORCH-7, G-LDR-HARALD-1: eight tied units under Harald: six die."""
    t = table({"faction": "skellige", "hand": ["x1"] * 2}, {"siege": ["s5"] * 8})
    t.post(A, "leader Harald + Filler")
    assert len(t.row(B, "siege")) == 2
    assert len(t.discard(B)) == 6


def test_g_hard_cap_4_a_10_the_acting_player_names_the_victims_after_gt():
    """G-HARD-CAP-4, A-10, G-TURN-6: different tied units and a cap: he names them in the same post."""
    close = ["c5", "v5", "w5", "c5", "c5"]
    t = table({"hand": ["rs", "x1"]}, {"close": close})
    e = t.refuse(A, "Scorcher + Filler")
    assert "name them after '>'" in e.text.en
    t.post(A, "Scorcher > Vee, Wee, Five + Filler")
    assert sorted(t.discard(B)) == ["Five", "Vee", "Wee"]
    assert t.row(B, "close") == ["Five", "Five"]


def test_g_hard_cap_4_a_victim_that_is_not_tied_strongest_is_refused():
    """G-HARD-CAP-4: only the tied strongest units may be chosen."""
    t = table({"hand": ["rs", "x1"]}, {"close": ["c5", "v5", "w5", "c5", "x1", "x1", "x1", "x1", "x1"]})
    t.refuse(A, "Scorcher > Filler, Vee, Wee + Filler")


# ---- the Tight Bond half cap (G-HARD-CAP-1, G-HARD-CAP-5, A-11) ----------------------------------
def test_g_hard_cap_1_g_bond_4_g_scorch_8_scorch_card_takes_half_a_bond_group():
    """G-HARD-CAP-1, G-BOND-4, G-SCORCH-8, A-11 (ii): 4 bonded copies (20 each): Scorch kills 2."""
    t = table({"hand": ["Scorch", "x1"]}, {"close": ["bond"] * 4})
    t.post(A, "Scorch + Filler")
    assert t.row(B, "close") == ["Bondy", "Bondy"]


def test_g_hard_cap_1_the_ratios_1_of_2_1_of_3_2_of_5_3_of_6():
    """G-HARD-CAP-1, A-11 (iv): at most floor(n/2) of a group of n."""
    for n, survivors in ((2, 1), (3, 2), (5, 3), (6, 3)):
        t = table({"hand": ["Scorch", "x1"]}, {"close": ["bond"] * n})
        t.post(A, "Scorch + Filler")
        assert len(t.row(B, "close")) == survivors, n


def test_g_hard_cap_5_survivors_recount_their_bond():
    """G-HARD-CAP-5, G-SCORE-5: 4 copies at 20 each; 2 survive and are worth 10 each."""
    t = table({"hand": ["Scorch", "x1"]}, {"close": ["bond"] * 4})
    assert t.strengths(B, "close") == [20] * 4
    t.post(A, "Scorch + Filler")
    assert t.strengths(B, "close") == [10, 10]


def test_a_11_i_a_lone_bonded_card_is_not_protected():
    """A-11 (i): a single Tight Bond card is no group; it dies like any unit."""
    t = table({"hand": ["Scorch", "x1"]}, {"close": ["bond", "x1"]})
    t.post(A, "Scorch + Filler")
    assert t.row(B, "close") == ["Filler"]


def test_a_11_iii_bond_cap_and_unit_cap_the_smaller_wins():
    """A-11 (iii), A-10: 8 bonded copies (40 each): bond cap 4, unit cap 3: three die, no naming needed."""
    t = table({"hand": ["rs", "x1"]}, {"close": ["bond"] * 8})
    t.post(A, "Scorcher + Filler")
    assert len(t.row(B, "close")) == 5
    assert t.strengths(B, "close") == [25] * 5


def test_a_11_ii_leader_row_scorch_respects_the_bond_cap():
    """A-11 (ii), G-HARD-CAP-1: Harald on 4 bonded siege copies kills 2, not 4."""
    t = table({"faction": "skellige", "hand": ["x1"] * 2}, {"siege": ["bond_s"] * 4})
    t.post(A, "leader Harald + Filler")
    assert t.row(B, "siege") == ["Siege Bondy", "Siege Bondy"]


def test_a_11_ii_clan_dimun_pirate_scorch_respects_the_bond_cap():
    """A-11 (ii), A-12, G-SK-DIMUN-1: the pirate's full Scorch: bond cap only."""
    big = unit("big_bond", 6, "close", "tight_bond", name_en="Big Bond")
    t = Table(
        hard(
            player(A, "skellige", hand=["Clan Dimun Pirate", "x1"]),
            player(B, "nilfgaard", hand=["x1"], close=["big_bond"] * 2),
            cards=[*CARDS, big],
        )
    )
    t.post(A, "Clan Dimun Pirate + Filler")
    assert t.row(B, "close") == ["Big Bond"]
    assert t.row(A, "ranged") == ["Clan Dimun Pirate"]


# ---- The Steel-Forged (Hard): a Scorch on the opponent's half (G-LDR-STEEL-2, A-12) -------------
def test_g_ldr_steel_2_scorch_on_the_opponents_half_only_no_threshold():
    """G-LDR-STEEL-2: own stronger units are ignored; the opponent's strongest die with no threshold."""
    t = table({"hand": ["x1"] * 2, "close": ["bond", "bond"]}, {"close": ["c5", "x1"]})
    t.post(A, "leader Steel-Forged + Filler")
    assert t.row(B, "close") == ["Filler"]
    assert t.row(A, "close")[:2] == ["Bondy", "Bondy"]


def test_a_12_steel_forged_has_no_6_cap():
    """A-12: the 3/6 caps are for row scorches; eight tied units all die under The Steel-Forged."""
    t = table({"hand": ["x1"] * 2}, {"close": ["c5"] * 8})
    t.post(A, "leader Steel-Forged + Filler")
    assert t.row(B, "close") == []
    assert len(t.discard(B)) == 8


def test_a_12_steel_forged_keeps_the_bond_cap():
    """A-11 (ii), A-12: The Steel-Forged (Hard) is a scorch effect: half a bond group at most."""
    t = table({"hand": ["x1"] * 2}, {"close": ["bond"] * 4})
    t.post(A, "leader Steel-Forged + Filler")
    assert t.row(B, "close") == ["Bondy", "Bondy"]

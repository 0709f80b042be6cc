"""Skellige cards: Mardroeme, berserkers, Ermion, Cerys, Kambi → Hemdall, Clan Dimun Pirate, Storm (spec §8)."""

from __future__ import annotations

from .helpers import A, B, Table, player, scenario

SK_FC = "Faction card: Skellige"


def sk(a: dict, b: dict | None = None, **kw) -> Table:
    return Table(
        scenario(player(A, "skellige", **a), player(B, "nilfgaard", **(b or {"hand": ["Albrich"]})), **kw)
    )


# ---- Mardroeme and berserkers (§8.1, §8.2) ---------------------------------------------------
def test_g_sk_mard_1_g_sk_bers_1_mardroeme_transforms_the_berserkers_of_its_row():
    """G-SK-MARD-1, G-SK-MARD-3, G-SK-BERS-1: Berserker → Transformed Vildkaarl (14, morale); other rows untouched."""
    t = sk({"hand": ["Mardroeme"], "close": ["Berserker", "Udalryk"], "ranged": ["Young Berserker"]})
    t.post(A, "Mardroeme @close")
    assert t.row(A, "close") == ["Transformed Vildkaarl", "Udalryk"]
    assert t.strengths(A, "close") == [14, 5] and t.row(A, "ranged") == ["Young Berserker"]


def test_g_sk_mard_3_a_berserker_arriving_later_transforms_at_once():
    """G-SK-MARD-3, G-SK-BERS-1: Young Berserker → Transformed Young Vildkaarl in a Mardroeme row."""
    t = sk({"hand": ["Young Berserker"], "mardroeme": {"ranged": "Mardroeme"}})
    t.post(A, "Young Berserker")
    assert t.row(A, "ranged") == ["Transformed Young Vildkaarl"] and t.strengths(A, "ranged") == [8]


def test_g_sk_mard_2_like_a_horn_own_rows_one_per_row():
    """G-SK-MARD-2: a row is chosen; a second Mardroeme in the same row is refused."""
    t = sk({"hand": ["Mardroeme", "Mardroeme"], "mardroeme": {"close": "Mardroeme"}})
    assert "choose the row" in t.refuse(A, "Mardroeme").text.en
    t.refuse(A, "Mardroeme @close")
    t.post(A, "Mardroeme @siege")
    assert t.p(B)["rows"]["siege"].get("mardroeme") is None


def test_g_sk_mard_4_g_horn_8_horn_and_mardroeme_share_a_row():
    """G-SK-MARD-4, G-HORN-8: both in one row; the vildkaarl is doubled."""
    t = sk({"hand": ["Commander's Horn"], "close": ["Berserker"], "mardroeme": {"close": "Mardroeme"}})
    assert t.row(A, "close") == ["Berserker"]  # placed by the scenario, not yet transformed
    t.post(A, "Commander's Horn @close")
    assert t.p(A)["rows"]["close"]["horn"] == "Commander's Horn"
    t2 = sk(
        {"hand": ["Berserker"], "horns": {"close": "Commander's Horn"}, "mardroeme": {"close": "Mardroeme"}}
    )
    t2.post(A, "Berserker")
    assert t2.strengths(A, "close") == [28]


def test_g_sk_mard_5_mardroeme_goes_to_its_owners_pile_at_round_end():
    """G-SK-MARD-5, G-ROUND-4."""
    t = sk({"hand": ["Udalryk"], "mardroeme": {"siege": "Mardroeme"}})
    t.posts((A, "pass"), (B, "pass"))
    assert t.discard(A) == ["Mardroeme"]


def test_g_sk_bers_2_g_sk_bers_5_transformation_is_for_good_even_in_hand():
    """G-SK-BERS-2, G-SK-BERS-5: decoyed back, the card stays a vildkaarl in the hand."""
    t = sk({"hand": ["Mardroeme", "Decoy"], "close": ["Berserker"]}, {"hand": ["Albrich", "Sweers"]})
    t.posts((A, "Mardroeme @close"), (B, "Albrich"), (A, "Decoy > Transformed Vildkaarl"))
    assert t.hand(A) == ["Transformed Vildkaarl"]


def test_g_sk_bers_3_a_revived_vildkaarl_comes_back_as_vildkaarl():
    """G-SK-BERS-3, G-SK-BERS-5: destroyed as a vildkaarl, revived as a vildkaarl."""
    t = sk(
        {"hand": ["Mardroeme", "Scorch", "Birna Bran", "Udalryk"], "close": ["Berserker"]},
        {"hand": ["Albrich", "Sweers", "Vreemde"]},
    )
    t.posts((A, "Mardroeme @close"), (B, "Albrich"), (A, "Scorch"), (B, "Sweers"))
    assert t.discard(A).count("Transformed Vildkaarl") == 1
    t.post(A, "Birna Bran > Transformed Vildkaarl")
    assert t.row(A, "close") == ["Birna Bran", "Transformed Vildkaarl"]


def test_g_sk_bers_4_g_sk_fcard_1_crach_returned_vildkaarl_summoned_by_the_faction_card_stays_vildkaarl():
    """G-SK-BERS-4, G-SK-FCARD-1, G-LDR-CRACH-4: Crach returns the transformed card; the Faction card summons it
    as a vildkaarl (vildkaarls are otherwise never in the deck)."""
    t = sk(
        {"leader": "Crach an Craite", "hand": [SK_FC, "Udalryk"], "discard": ["Transformed Vildkaarl"]},
        {"hand": ["Albrich", "Sweers"]},
    )
    t.refuse(A, "Faction card > Transformed Vildkaarl")  # not in the deck yet
    t.posts((A, "leader > own"), (B, "Albrich"))
    assert t.deck(A) == ["Transformed Vildkaarl"]
    t.post(A, "Faction card > Transformed Vildkaarl")
    assert t.row(A, "close") == ["Transformed Vildkaarl"]


# ---- Ermion (§8.3) ---------------------------------------------------------------------------
def test_g_sk_ermion_1_ermion_carries_mardroeme_for_his_row():
    """G-SK-ERMION-1: Young Berserkers in Ermion's (ranged) row transform, now and later."""
    t = sk(
        {"hand": ["Ermion", "Young Berserker"], "ranged": ["Young Berserker"]},
        {"hand": ["Albrich", "Sweers"]},
    )
    t.post(A, "Ermion")
    assert t.row(A, "ranged") == ["Transformed Young Vildkaarl", "Ermion"]
    t.posts((B, "Albrich"), (A, "Young Berserker"))
    assert t.row(A, "ranged").count("Transformed Young Vildkaarl") == 2
    assert t.strengths(A, "ranged") == [16, 8, 16]  # bonded pair; Ermion a hero


def test_g_sk_ermion_2_a_mardroeme_card_may_join_ermions_row():
    """G-SK-ERMION-2: allowed, and it adds nothing."""
    t = sk({"hand": ["Mardroeme"], "ranged": ["Ermion"]})
    before = t.score(A)
    t.post(A, "Mardroeme @ranged")
    assert t.score(A) == before


# ---- Cerys (§8.4) ----------------------------------------------------------------------------
def test_g_sk_cerys_1_g_muster_7_cerys_summons_the_shieldmaidens_from_the_deck():
    """G-SK-CERYS-1, G-MUSTER-7, G-SK-CERYS-3: deck only; the one in hand stays."""
    t = sk(
        {
            "hand": ["Cerys", "Clan Drummond Shield Maiden"],
            "deck": ["Clan Drummond Shield Maiden"] * 2,
            "discard": ["Clan Drummond Shield Maiden"],
        }
    )
    t.post(A, "Cerys")
    assert t.row(A, "close") == ["Cerys"] + ["Clan Drummond Shield Maiden"] * 2
    assert t.hand(A) == ["Clan Drummond Shield Maiden"] and t.discard(A) == ["Clan Drummond Shield Maiden"]


def test_g_sk_cerys_2_a_shieldmaiden_summons_nobody():
    """G-SK-CERYS-2: one-way: neither Cerys nor the other maidens come."""
    t = sk({"hand": ["Clan Drummond Shield Maiden"], "deck": ["Cerys", "Clan Drummond Shield Maiden"]})
    t.post(A, "Clan Drummond Shield Maiden")
    assert t.row(A, "close") == ["Clan Drummond Shield Maiden"] and len(t.deck(A)) == 2


# ---- Kambi → Hemdall (§8.5) ------------------------------------------------------------------
def test_g_sk_kambi_1_g_sk_kambi_2_kambi_destroyed_summons_hemdall_at_once():
    """G-SK-KAMBI-1, G-SK-KAMBI-2: Kambi (non-hero, 1 under Frost) dies to Scorch; Hemdall (hero) appears."""
    t = sk({"hand": ["Scorch"], "close": ["Kambi"]}, {"hand": ["Albrich"]})
    t.post(A, "Scorch")
    assert t.row(A, "close") == ["Hemdall"] and t.discard(A) == ["Kambi", "Scorch"]
    assert t.p(A)["rows"]["close"]["cards"][0]["hero"]


def test_g_sk_kambi_5_g_decoy_7_decoy_on_kambi_summons_hemdall():
    """G-SK-KAMBI-5, G-DECOY-7: Kambi to the hand, Hemdall into the row at once."""
    t = sk({"hand": ["Decoy"], "close": ["Kambi"]})
    t.post(A, "Decoy > Kambi")
    assert t.hand(A) == ["Kambi"] and sorted(t.row(A, "close")) == ["Decoy", "Hemdall"]


def test_g_sk_kambi_3_g_round_6_kambi_alive_at_round_end_brings_hemdall_next_round():
    """G-SK-KAMBI-3, G-ROUND-6, A-28: Kambi to the pile with the field; Hemdall stands in its row in round 2."""
    t = sk({"hand": ["Udalryk"], "close": ["Kambi"]}, {"hand": ["Albrich"], "close": ["Cahir"]})
    t.posts((A, "pass"), (B, "pass"))
    assert t.view()["round"] == 2
    assert t.row(A, "close") == ["Hemdall"] and t.discard(A) == ["Kambi"]
    assert t.score(A) == 11


def test_g_sk_kambi_4_only_one_hemdall_per_half():
    """G-SK-KAMBI-4, A-28: a second Kambi leaving while Hemdall stands has no effect."""
    t = sk({"hand": ["Scorch"], "close": ["Kambi", "Hemdall"]})
    t.post(A, "Scorch")
    assert t.row(A, "close") == ["Hemdall"] and "token_blocked" in t.kinds()


def test_a_28_skellige_mirror_each_half_may_have_its_hemdall():
    """A-28: one Hemdall per player's half: Skellige vs Skellige each may have one."""
    t = Table(
        scenario(
            player(A, "skellige", hand=["Decoy"], close=["Kambi"]),
            player(B, "skellige", hand=["Udalryk"], close=["Hemdall"]),
        )
    )
    t.post(A, "Decoy > Kambi")
    assert "Hemdall" in t.row(A, "close") and t.row(B, "close") == ["Hemdall"]


def test_a_28_kambi_at_the_end_of_the_match_has_no_effect():
    """A-28: the match is over; no Hemdall comes."""
    t = sk(
        {"close": ["Kambi"], "hand": ["Udalryk"], "lives": 1},
        {"hand": ["Albrich"], "close": ["Cahir"], "lives": 1},
    )
    t.posts((A, "pass"), (B, "pass"))
    assert t.view()["phase"] == "over" and "Hemdall" not in t.field(A)


def test_g_sk_kambi_6_g_sk_fcard_2_the_faction_card_cannot_summon_hemdall():
    """G-SK-KAMBI-6, G-SK-FCARD-2, A-27 (iv): Hemdall is no deck card."""
    t = sk({"hand": [SK_FC], "deck": ["Udalryk"]})
    t.refuse(A, "Faction card > Hemdall")
    t.refuse(A, "Faction card > Transformed Vildkaarl")


# ---- Clan Dimun Pirate (§8.6) ----------------------------------------------------------------
def test_g_sk_dimun_1_g_sk_dimun_2_the_pirate_scorches_the_whole_field_and_itself_if_strongest():
    """G-SK-DIMUN-1, G-SK-DIMUN-2: the pirate (6) is the strongest: it dies."""
    t = sk(
        {"hand": ["Clan Dimun Pirate"], "close": ["Udalryk"]}, {"hand": ["Albrich"], "close": ["Rainfarn"]}
    )
    t.post(A, "Clan Dimun Pirate")
    assert t.row(A, "ranged") == [] and t.discard(A) == ["Clan Dimun Pirate"]
    assert t.row(A, "close") == ["Udalryk"] and t.row(B, "close") == ["Rainfarn"]


def test_g_sk_dimun_3_ties_die_with_the_pirate_a_stronger_unit_spares_it():
    """G-SK-DIMUN-3, G-SCORCH-2: tied 6s on both halves die together; a 7 dies alone if present."""
    t = sk(
        {"hand": ["Clan Dimun Pirate"], "close": ["Blueboy Lugos"]}, {"hand": ["Albrich"], "close": ["Cahir"]}
    )
    t.post(A, "Clan Dimun Pirate")
    assert t.field(A) == [] and t.field(B) == []
    s = sk({"hand": ["Clan Dimun Pirate"]}, {"hand": ["Albrich"], "close": ["Shilard Fitz-Oesterlen"]})
    s.post(A, "Clan Dimun Pirate")
    assert s.row(A, "ranged") == ["Clan Dimun Pirate"] and s.field(B) == []


# ---- Skellige Storm (§8.7) -------------------------------------------------------------------
def test_g_sk_storm_2_clear_weather_removes_the_storm_into_the_shared_pile():
    """G-SK-STORM-1, G-SK-STORM-2, G-WEATHER-12."""
    t = sk(
        {
            "hand": ["Skellige Storm", "Clear Weather"],
            "ranged": ["Clan Brokvar Archer"],
            "siege": ["Holger Blackhand"],
        },
        {"hand": ["Albrich", "Sweers"]},
    )
    t.post(A, "Skellige Storm")
    assert t.score(A) == 2
    t.posts((B, "Albrich"), (A, "Clear Weather"))
    assert t.score(A) == 10 and t.view()["weather_discard"] == ["Skellige Storm", "Clear Weather"]


def test_g_fcard_9_g_sk_fcard_1_the_skellige_faction_card_works_like_the_others():
    """G-FCARD-9, G-SK-FCARD-1: any deck card (here Cerys, whose Muster then triggers)."""
    t = sk({"hand": [SK_FC], "deck": ["Cerys", "Clan Drummond Shield Maiden", "Udalryk"]})
    t.post(A, "Faction card > Cerys")
    assert t.row(A, "close") == ["Cerys", "Clan Drummond Shield Maiden"] and t.deck(A) == ["Udalryk"]
    assert t.discard(A) == [SK_FC]

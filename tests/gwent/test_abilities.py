"""Unit abilities and the Faction card (spec §4, §7)."""

from __future__ import annotations

from .helpers import A, B, Table, player, scenario

NR_FC = "Faction card: Northern Realms"


def table(a: dict, b: dict | None = None, **kw) -> Table:
    return Table(scenario(player(A, **a), player(B, "nilfgaard", **(b or {"hand": ["Albrich"]})), **kw))


# ---- general (§4) ----------------------------------------------------------------------------
def test_g_card_1_g_card_4_every_card_is_unit_special_leader_or_faction_card():
    """G-CARD-1, G-CARD-4, G-OVR-10: the 7 specials plus Mardroeme and Skellige Storm; the Faction card apart."""
    t = table({})
    kinds = {d.kind.value for d in t.cat.cards.values()}
    assert kinds == {"unit", "hero", "special", "weather", "leader", "faction"}
    specials = {d.name_en for d in t.cat.cards.values() if d.is_special}
    assert specials == {
        "Scorch",
        "Commander's Horn",
        "Decoy",
        "Torrential Rain",
        "Impenetrable Fog",
        "Biting Frost",
        "Clear Weather",
        "Mardroeme",
        "Skellige Storm",
    }


def test_g_card_3_g_card_2_a_unit_goes_to_its_own_row_only():
    """G-CARD-2, G-CARD-3, G-OVR-6: Trebuchet is siege; another row is refused."""
    t = table({"hand": ["Trebuchet"]})
    e = t.refuse(A, "Trebuchet @close")
    assert "only go to the siege row" in e.text.en
    t.post(A, "Trebuchet")
    assert t.row(A, "siege") == ["Trebuchet"] and t.row_score(A, "siege") == 6


def test_g_card_6_g_abil_3_a_card_in_hand_does_nothing():
    """G-CARD-6, G-ABIL-3: a morale unit in hand boosts nobody; on the field it does."""
    t = table({"hand": ["Kaedweni Siege Expert"], "siege": ["Ballista"]})
    assert t.row_score(A, "siege") == 6
    t.post(A, "Kaedweni Siege Expert")
    assert t.row_score(A, "siege") == 8


def test_g_abil_1_g_hero_2_g_spy_4_a_hero_can_be_a_spy_and_heroes_can_be_drawn():
    """G-ABIL-1, G-HERO-2, G-SPY-4: Mysterious Elf (hero spy) draws; the drawn card is a hero."""
    t = table({"hand": ["Mysterious Elf"], "deck": ["Vernon Roche"]})
    t.post(A, "Mysterious Elf")
    assert t.row(B, "close") == ["Mysterious Elf"] and t.hand(A) == ["Vernon Roche"]


# ---- Tight Bond, Morale (§7.1, §7.2) ---------------------------------------------------------
def test_g_bond_1_bond_counts_identical_cards_in_the_same_row_of_the_same_player():
    """G-BOND-1, G-SCORE-5: the opponent's copies and other rows do not count."""
    t = table(
        {
            "close": ["Blue Stripes Commando", "Blue Stripes Commando"],
            "ranged": ["Crinfrid Reavers Dragon Hunter"],
        },
        {"hand": ["Albrich"], "close": [{"card": "Blue Stripes Commando", "owner": A}]},
    )
    assert t.strengths(A, "close") == [8, 8] and t.strengths(A, "ranged") == [5]


def test_g_morale_1_morale_gives_others_plus_one_not_itself_not_heroes():
    """G-MORALE-1: Olgierd (agile, morale) in melee with Ves and a hero."""
    t = table({"hand": ["Olgierd von Everec"], "close": ["Ves", "Vernon Roche"]})
    t.post(A, "Olgierd @close")
    assert t.strengths(A, "close") == [6, 10, 6]


# ---- Spy (§7.3) ------------------------------------------------------------------------------
def test_g_spy_1_g_spy_2_a_spy_goes_to_the_opponents_same_row_and_draws_one():
    """G-SPY-1, G-SPY-2, G-JUDGE-LOG-4, G-JUDGE-VIS-3: Thaler to the opponent's siege row; 1 card by DM."""
    t = table({"hand": ["Thaler"], "deck": ["Ballista", "Trebuchet"]})
    t.post(A, "Thaler")
    assert t.row(B, "siege") == ["Thaler"] and t.score(B) == 1 and t.score(A) == 0
    assert t.hand(A) == ["Ballista"]
    drew = next(e for e in t.events if e.kind == "drew")
    assert drew.data["count"] == 1 and "cards" not in drew.data
    private = next(e for e in t.events if e.kind == "drew_cards")
    assert private.audience.seat == 0


def test_g_spy_5_a_spy_on_his_own_half_is_an_ordinary_unit_and_draws_nothing():
    """G-SPY-5: '@own' keeps the spy on his own half."""
    t = table({"hand": ["Prince Stennis"], "deck": ["Ballista"]})
    t.post(A, "Prince Stennis @own")
    assert t.row(A, "close") == ["Prince Stennis"] and t.hand(A) == [] and t.score(A) == 5


def test_g_spy_2_empty_deck_draws_nothing():
    """G-SPY-2, A-31-like: no card left, nothing drawn, the spy still lands."""
    t = table({"hand": ["Prince Stennis", "Ves"]})
    t.post(A, "Prince Stennis")
    assert t.row(B, "close") == ["Prince Stennis"] and t.hand(A) == ["Ves"]


def test_g_spy_7_a_spy_belongs_to_the_half_it_lies_on_for_scorch():
    """G-SPY-7, G-SCORCH-6: a scorched spy goes to the discard pile of the half it lay on."""
    t = table({"hand": ["Scorch"]}, {"hand": ["Albrich"], "close": [{"card": "Prince Stennis", "owner": A}]})
    t.post(A, "Scorch")
    assert t.discard(B) == ["Prince Stennis"] and t.discard(A) == ["Scorch"]


def test_g_spy_8_a_41_a_revived_spy_draws_and_its_side_is_chosen():
    """G-SPY-8, A-41, G-MEDIC-4: a Medic-revived spy goes to the opponent (draws) or '@own' (no draw)."""
    t = table({"hand": ["Dun Banner Medic"], "discard": ["Thaler"], "deck": ["Ballista"]})
    t.post(A, "Dun Banner Medic > Thaler")
    assert t.row(B, "siege") == ["Thaler"] and t.hand(A) == ["Ballista"]
    own = table({"hand": ["Dun Banner Medic"], "discard": ["Thaler"], "deck": ["Ballista"]})
    own.post(A, "Dun Banner Medic > Thaler @own")
    assert own.row(A, "siege") == ["Dun Banner Medic", "Thaler"] and own.hand(A) == []


# ---- Medic (§7.4) ----------------------------------------------------------------------------
def test_g_medic_1_g_medic_3_revive_one_unit_from_the_own_pile_straight_to_the_field():
    """G-MEDIC-1, G-MEDIC-3: the revived card is on the field, not in the hand."""
    t = table({"hand": ["Dun Banner Medic"], "discard": ["Ballista", "Trebuchet"]})
    t.post(A, "Dun Banner Medic > Trebuchet")
    assert t.row(A, "siege") == ["Dun Banner Medic", "Trebuchet"]
    assert t.discard(A) == ["Ballista"] and t.hand(A) == []


def test_g_medic_2_g_hero_4_no_hero_no_special_no_opponent_card():
    """G-MEDIC-2, G-HERO-4, G-SPECIAL-1: only non-hero units of his own pile."""
    t = table(
        {"hand": ["Dun Banner Medic"], "discard": ["Vernon Roche", "Scorch", "Ves"]},
        {"hand": ["Albrich"], "discard": ["Cahir"]},
    )
    t.refuse(A, "Dun Banner Medic > Vernon Roche")
    t.refuse(A, "Dun Banner Medic > Scorch")
    t.refuse(A, "Dun Banner Medic > Cahir")
    t.post(A, "Dun Banner Medic > Ves")


def test_g_medic_5_medic_chain_all_medics_plus_one_card():
    """G-MEDIC-5, G-MEDIC-4: a Medic revives a Medic, which revives one more card."""
    t = table({"hand": ["Dun Banner Medic"], "discard": ["Dun Banner Medic", "Dun Banner Medic", "Ballista"]})
    t.post(A, "Dun Banner Medic > Dun Banner Medic, Dun Banner Medic, Ballista")
    assert t.row(A, "siege") == ["Dun Banner Medic"] * 3 + ["Ballista"] and t.discard(A) == []


def test_g_medic_6_time_in_the_pile_does_not_matter():
    """G-MEDIC-6: a card destroyed in round 1 is revived in round 3."""
    t = table({"hand": ["Dun Banner Medic"], "discard": ["Ballista"]}, round=3)
    t.post(A, "Dun Banner Medic > Ballista")
    assert t.row(A, "siege")[-1] == "Ballista"


def test_g_medic_7_g_agile_4_a_revived_agile_unit_chooses_its_row_again():
    """G-MEDIC-7, G-AGILE-4: Havekar Healer revives Filavandrel into the row the player names."""
    t = Table(
        scenario(
            player(A, "scoiatael", hand=["Havekar Healer"], discard=["Filavandrel aen Fidhail"]),
            player(B, hand=["Ves"]),
        )
    )
    e = t.refuse(A, "Havekar Healer > Filavandrel")
    assert "agile" in e.text.en
    t.post(A, "Havekar Healer > Filavandrel @close")
    assert t.row(A, "close") == ["Filavandrel aen Fidhail"]


def test_g_medic_8_g_fcard_5_the_faction_card_cannot_be_revived():
    """G-MEDIC-8, G-FCARD-5: the Faction card in the pile is no Medic target."""
    t = table({"hand": ["Dun Banner Medic"], "discard": ["Faction card: Northern Realms"]})
    t.post(A, "Dun Banner Medic")  # nothing valid: placed, revives nothing
    assert "medic_nothing" in t.kinds() and t.discard(A) == ["Faction card: Northern Realms"]


def test_g_medic_9_no_valid_target_the_medic_is_placed_alone():
    """G-MEDIC-9: an empty (or hero-only) pile: the Medic comes down and revives nothing."""
    t = table({"hand": ["Dun Banner Medic"], "discard": ["Vernon Roche"]})
    t.post(A, "Dun Banner Medic")
    assert t.row(A, "siege") == ["Dun Banner Medic"]


def test_g_medic_10_the_medic_may_decline_with_none():
    """G-MEDIC-10, G-TURN-6: the target (or '> none') is named in the same post."""
    t = table({"hand": ["Dun Banner Medic"], "discard": ["Ballista"]})
    t.post(A, "Dun Banner Medic > none")
    assert t.discard(A) == ["Ballista"]


# ---- Muster (§7.5) ---------------------------------------------------------------------------
def monsters(**kw) -> Table:
    return Table(scenario(player(A, "monsters", **kw), player(B, hand=["Ves"])))


def test_g_muster_1_g_muster_2_the_group_comes_from_the_deck_at_once():
    """G-MUSTER-1, G-MUSTER-2, G-JUDGE-LOG-1: every group card in the deck is summoned with the first one."""
    t = monsters(hand=["Arachas"], deck=["Fiend", "Arachas", "Arachas Behemoth", "Arachas"])
    t.post(A, "Arachas")
    assert t.row(A, "close") == ["Arachas"] * 3 and t.row(A, "siege") == ["Arachas Behemoth"]
    assert t.deck(A) == ["Fiend"]
    assert sum(1 for e in t.events if e.data.get("via") == "muster") == 3


def test_g_muster_4_group_cards_in_hand_stay_in_hand():
    """G-MUSTER-4: the forum Muster takes nothing from the hand."""
    t = monsters(hand=["Ghoul", "Ghoul"], deck=["Ghoul"])
    t.post(A, "Ghoul")
    assert t.row(A, "close") == ["Ghoul", "Ghoul"] and t.hand(A) == ["Ghoul"]


def test_g_muster_3_nothing_comes_from_the_discard_pile():
    """G-MUSTER-3: group cards in the discard pile stay there."""
    t = monsters(hand=["Nekker"], discard=["Nekker"], deck=["Nekker"])
    t.post(A, "Nekker")
    assert t.row(A, "close") == ["Nekker", "Nekker"] and t.discard(A) == ["Nekker"]


def test_g_muster_5_neutral_gaunter_group_mixes_rows():
    """G-MUSTER-5: the Gaunter O'Dimm group (neutral) — each card to its own row."""
    t = table({"hand": ["Gaunter O'Dimm"], "deck": ["Gaunter O'Dimm: Darkness", "Gaunter O'Dimm: Darkness"]})
    t.post(A, "Gaunter O'Dimm")
    assert t.row(A, "siege") == ["Gaunter O'Dimm"] and t.row(A, "ranged") == ["Gaunter O'Dimm: Darkness"] * 2


def test_g_muster_6_g_deck_cl_4_muster_never_summons_cards_not_in_the_deck():
    """G-MUSTER-6, G-DECK-CL-4: only his own deck (not the opponent's, not cards he left out)."""
    t = Table(
        scenario(
            player(A, "monsters", hand=["Crone: Brewess"], deck=["Crone: Weavess"]),
            player(B, "monsters", hand=["Fiend"], deck=["Crone: Whispess"]),
        )
    )
    t.post(A, "Crone: Brewess")
    assert t.row(A, "close") == ["Crone: Brewess", "Crone: Weavess"] and t.deck(B) == ["Crone: Whispess"]


def test_g_muster_9_muster_triggers_on_revival_too():
    """G-MUSTER-9, G-MEDIC-4, G-CARD-6: a revived Ghoul musters the Ghouls of the deck."""
    t = Table(
        scenario(
            player(A, "monsters", hand=["Dun Banner Medic"], discard=["Ghoul"], deck=["Ghoul", "Ghoul"]),
            player(B, hand=["Ves"]),
        )
    )
    t.post(A, "Dun Banner Medic > Ghoul")
    assert t.row(A, "close") == ["Ghoul"] * 3


# ---- Agile (§7.6) ----------------------------------------------------------------------------
def test_g_agile_1_g_agile_2_melee_or_ranged_named_in_the_post_never_siege():
    """G-AGILE-1, G-AGILE-2, G-CARD-3."""
    t = Table(
        scenario(player(A, "scoiatael", hand=["Yaevinn", "Barclay Els"]), player(B, hand=["Ves", "Thaler"]))
    )
    assert "@close or @ranged" in t.refuse(A, "Yaevinn").text.en
    t.refuse(A, "Yaevinn @siege")
    t.post(A, "Yaevinn @ranged")
    assert t.row(A, "ranged") == ["Yaevinn"]


def test_g_agile_3_an_agile_unit_cannot_be_moved_without_hope():
    """G-AGILE-3: no Hope of the Aen Seidhe, no moving."""
    t = Table(
        scenario(
            player(A, "scoiatael", "Daisy of the Valley", hand=["Ida Emean aep Sivney"], close=["Yaevinn"]),
            player(B, hand=["Ves"]),
        )
    )
    e = t.refuse(A, "move Yaevinn @ranged + Ida Emean")
    assert "Hope" in e.text.en


# ---- Row scorch (§7.7) -----------------------------------------------------------------------
def test_g_rscorch_1_g_rscorch_3_g_rscorch_9_villentretenmerth_scorches_the_opponents_melee():
    """G-RSCORCH-1, G-RSCORCH-3, G-RSCORCH-9: the strongest (ties all) of the opponent's melee row, to his pile."""
    t = table(
        {"hand": ["Villentretenmerth"], "close": ["Vesemir"]},
        {"hand": ["Albrich"], "close": ["Cahir", "Cahir", "Rainfarn"], "ranged": ["Black Infantry Archer"]},
    )
    t.post(A, "Villentretenmerth")
    assert t.row(B, "close") == ["Rainfarn"] and t.discard(B) == ["Cahir Mawr Dyffryn aep Ceallach"] * 2
    assert t.row(B, "ranged") == ["Black Infantry Archer"] and t.row(A, "close") == [
        "Vesemir",
        "Villentretenmerth",
    ]


def test_g_rscorch_2_below_10_nothing_happens():
    """G-RSCORCH-2: a 9-point row is safe."""
    t = table({"hand": ["Villentretenmerth"]}, {"hand": ["Albrich"], "close": ["Cahir", "Morteisen"]})
    t.post(A, "Villentretenmerth")
    assert "row_scorch_short" in t.kinds() and len(t.row(B, "close")) == 2


def test_g_rscorch_4_heroes_count_for_the_threshold_but_do_not_die():
    """G-RSCORCH-4, G-HERO-5: Letho (10) alone reaches 10, but only the non-hero dies."""
    t = table({"hand": ["Villentretenmerth"]}, {"hand": ["Albrich"], "close": ["Letho of Gulet", "Vreemde"]})
    t.post(A, "Villentretenmerth")
    assert t.row(B, "close") == ["Letho of Gulet"] and t.discard(B) == ["Vreemde"]


def test_g_rscorch_5_never_the_activating_players_own_units():
    """G-RSCORCH-5: his own stronger melee units are safe."""
    t = table(
        {"hand": ["Villentretenmerth"], "close": ["Siegfried of Denesle", "Ves"]},
        {"hand": ["Albrich"], "close": ["Cahir", "Rainfarn"]},
    )
    t.post(A, "Villentretenmerth")
    assert len(t.row(A, "close")) == 3 and t.row(B, "close") == ["Rainfarn"]


def test_g_rscorch_1_toad_and_schirru_use_their_own_row_type():
    """G-RSCORCH-1: Toad (ranged) hits the opponent's ranged row; Schirrú (siege) the siege row."""
    t = Table(
        scenario(
            player(A, "monsters", hand=["Toad"]),
            player(
                B, "nilfgaard", hand=["Albrich"], ranged=["Black Infantry Archer"], close=["Cahir", "Cahir"]
            ),
        )
    )
    t.post(A, "Toad")
    assert t.row(B, "ranged") == [] and len(t.row(B, "close")) == 2
    s = Table(
        scenario(
            player(A, "scoiatael", hand=["Schirrú"]),
            player(B, "nilfgaard", hand=["Albrich"], siege=["Heavy Zerrikanian Fire Scorpion"]),
        )
    )
    s.post(A, "Schirru")
    assert s.row(B, "siege") == []


def test_g_rscorch_3_scorch_uses_values_after_weather():
    """G-RSCORCH-3, G-SCORE-11: under Frost a row of weakened units falls under the threshold."""
    t = table(
        {"hand": ["Villentretenmerth"]},
        {"hand": ["Albrich"], "close": ["Cahir", "Rainfarn", "Letho of Gulet"]},
        weather=["Biting Frost"],
    )
    t.post(A, "Villentretenmerth")  # 1 + 1 + 10 = 12 ≥ 10: both 1s die (tie)
    assert t.row(B, "close") == ["Letho of Gulet"]


# ---- Faction card (§7.9) ---------------------------------------------------------------------
def test_g_fcard_2_g_fcard_3_g_fcard_4_g_hero_6_summon_any_unused_card_hero_included_ability_triggers():
    """G-FCARD-2, G-FCARD-3, G-FCARD-4, G-HERO-6: Yennefer (hero medic) comes from the deck and revives."""
    t = table({"hand": [NR_FC], "deck": ["Yennefer of Vengerberg", "Ves"], "discard": ["Ballista"]})
    t.post(A, "Faction card > Yennefer > Ballista")
    assert t.row(A, "ranged") == ["Yennefer of Vengerberg"] and t.row(A, "siege") == ["Ballista"]
    assert t.discard(A) == ["Faction card: Northern Realms"] and t.deck(A) == ["Ves"]


def test_g_fcard_2_a_27_the_faction_card_may_summon_a_special_card():
    """G-FCARD-2, A-27 (i): a special card resolves as if played (Commander's Horn @row)."""
    t = table({"hand": [NR_FC], "deck": ["Commander's Horn"], "siege": ["Ballista"]})
    t.post(A, "Faction card > Commander's Horn @siege")
    assert t.row_score(A, "siege") == 12


def test_g_fcard_2_not_from_hand_field_or_discard():
    """G-FCARD-2, G-FCARD-7, G-DECK-CL-4: only cards still in his deck (not involved yet)."""
    t = table({"hand": [NR_FC, "Ballista"], "discard": ["Trebuchet"], "deck": ["Ves"]})
    t.refuse(A, "Faction card > Ballista")
    t.refuse(A, "Faction card > Trebuchet")
    t.refuse(A, "Faction card > Geralt of Rivia")
    e = t.refuse(A, "Faction card")
    assert "name the card" in e.text.en


def test_g_fcard_8_a_summoned_card_is_never_drawn_later():
    """G-FCARD-8, G-DEAL-5: the spy draw skips it (it left the deck)."""
    t = table({"hand": [NR_FC, "Thaler"], "deck": ["Ballista", "Ves"]})
    t.posts((A, "Faction card > Ballista"), (B, "Albrich"))
    t.post(A, "Thaler")
    assert t.hand(A) == ["Ves"]


def test_g_medic_4_a_revived_row_scorcher_scorches():
    """G-MEDIC-4, G-CARD-6: Villentretenmerth revived by a Medic fires his row scorch."""
    t = table(
        {"hand": ["Dun Banner Medic"], "discard": ["Villentretenmerth"]},
        {"hand": ["Albrich"], "close": ["Cahir", "Rainfarn"]},
    )
    t.post(A, "Dun Banner Medic > Villentretenmerth")
    assert t.row(A, "close") == ["Villentretenmerth"] and t.row(B, "close") == ["Rainfarn"]


def test_g_muster_9_the_faction_card_summoning_a_group_card_musters_the_rest():
    """G-MUSTER-9, G-FCARD-3: summoned by the Faction card, the Ghoul calls the other Ghouls of the deck."""
    t = Table(
        scenario(
            player(A, "monsters", hand=["Faction card: Monsters"], deck=["Ghoul", "Ghoul", "Fiend"]),
            player(B, hand=["Ves"]),
        )
    )
    t.post(A, "Faction card > Ghoul")
    assert t.row(A, "close") == ["Ghoul", "Ghoul"] and t.deck(A) == ["Fiend"]


def test_issue_8_targets_nothing_uses_are_quoted_only_as_an_excerpt():
    """Issue 8 (found by the slow hostile soak): `Medic > none` followed by 300 more characters was refused
    with every one of them quoted back; a refusal quotes at most a short excerpt of what was typed."""
    from cards.gwent.parser import QUOTE_CHARS

    t = table({"hand": ["Dun Banner Medic"]})  # nothing to revive: the target is left over
    refusal = t.refuse(A, "Dun Banner Medic > none" + "a" * 300)
    assert "Nothing uses these targets" in refusal.text.en and "a" * QUOTE_CHARS not in refusal.text.en
    assert "a" * QUOTE_CHARS not in refusal.text.ru

"""Classic leader cards (spec §10.1, §10.3)."""

from __future__ import annotations

from cards.core import PUBLIC, Audience

from .helpers import A, B, Table, player, scenario

ROWS = ("close", "ranged", "siege")


def lead(
    faction: str, leader: str, a: dict | None = None, b: dict | None = None, bf: str = "nilfgaard", **kw
) -> Table:
    a = {"hand": ["Ves"], **(a or {})}
    b = {"hand": ["Albrich", "Sweers"], **(b or {})}
    return Table(scenario(player(A, faction, leader, **a), player(B, bf, **b), **kw))


# ---- general (§10.1) -------------------------------------------------------------------------
def test_g_lead_2_a_leader_is_used_once_per_match():
    """G-LEAD-2: after its use it is gone, in this round and the next."""
    t = lead(
        "northern_realms",
        "Lord Commander of the North",
        {"hand": ["Ves", "Ballista", "Trebuchet"], "close": ["Siegfried of Denesle"]},
    )
    t.posts((A, "leader"), (B, "Albrich"))
    e = t.refuse(A, "leader")
    assert "no leader card you may activate" in e.text.en
    t.posts((A, "pass"), (B, "pass"))
    assert t.view()["round"] == 2
    assert t.view()["to_move"] == B  # G-FIRST-3: Bob opens round 2
    t.post(B, "Sweers")
    t.refuse(A, "leader")


def test_g_lead_5_any_leader_may_be_used_idle():
    """G-LEAD-5, G-TURN-5: 'leader > none' spends the turn and the leader with no effect."""
    t = lead(
        "northern_realms",
        "Son of Medell",
        b={"hand": ["Albrich"], "ranged": ["Black Infantry Archer", "Albrich"]},
    )
    t.post(A, "leader > none")
    assert t.row(B, "ranged") == ["Black Infantry Archer", "Albrich"] and t.p(A)["leaders_used"]
    assert t.view()["to_move"] == B


def test_g_lead_8_g_ldr_siegem_1_g_ldr_siegem_2_a_15_siegemaster_replaces_the_horn_card():
    """G-LEAD-8, G-HORN-7, G-LDR-SIEGEM-1, G-LDR-SIEGEM-2, A-15 (a): ×2 stays; the card goes to its owner's pile."""
    t = lead(
        "northern_realms", "The Siegemaster", {"siege": ["Trebuchet"], "horns": {"siege": "Commander's Horn"}}
    )
    assert t.row_score(A, "siege") == 12
    t.post(A, "leader")
    assert t.row_score(A, "siege") == 12 and t.discard(A) == ["Commander's Horn"]
    assert t.p(A)["rows"]["siege"]["horn"] == "leader"


def test_g_ldr_beaut_1_the_beautiful_horns_the_ranged_row():
    """G-LDR-BEAUT-1, G-LEAD-8."""
    t = lead(
        "scoiatael", "The Beautiful", {"ranged": ["Ida Emean aep Sivney"], "close": ["Mahakaman Defender"]}
    )
    t.post(A, "leader")
    assert t.row_score(A, "ranged") == 12 and t.row_score(A, "close") == 5


def test_g_ldr_redrid_1_commander_of_the_red_riders_horns_the_melee_row():
    """G-LDR-REDRID-1, G-LEAD-8: replaces a horn card there (Classic)."""
    t = lead(
        "monsters",
        "Commander of the Red Riders",
        {"close": ["Fiend"], "horns": {"close": "Commander's Horn"}},
    )
    t.post(A, "leader")
    assert t.row_score(A, "close") == 14 and t.discard(A) == ["Commander's Horn"]


def test_g_lead_9_g_ldr_steel_1_steel_forged_row_scorch_on_the_opponents_siege():
    """G-LEAD-9, G-RSCORCH-8, G-LDR-STEEL-1: Classic: threshold 10 on the opponent's siege row."""
    t = lead(
        "northern_realms",
        "The Steel-Forged",
        {"siege": ["Siege Tower"]},
        {"hand": ["Albrich"], "siege": ["Siege Engineer", "Siege Engineer", "Rotten Mangonel"]},
    )
    t.post(A, "leader")
    assert t.row(B, "siege") == ["Rotten Mangonel"] and t.row(A, "siege") == ["Siege Tower"]
    short = lead(
        "northern_realms",
        "The Steel-Forged",
        b={"hand": ["Albrich"], "siege": ["Siege Engineer", "Rotten Mangonel"]},
    )
    short.post(A, "leader")
    assert len(short.row(B, "siege")) == 2 and short.p(A)["leaders_used"]


def test_g_ldr_medell_1_son_of_medell_scorches_the_ranged_row():
    """G-LDR-MEDELL-1, G-RSCORCH-8: heroes count toward 10 but survive."""
    t = lead(
        "northern_realms", "Son of Medell", b={"hand": ["Albrich"], "ranged": ["Tibor Eggebracht", "Albrich"]}
    )
    t.post(A, "leader")
    assert t.row(B, "ranged") == ["Tibor Eggebracht"] and t.discard(B) == ["Albrich"]


def test_g_ldr_queen_1_queen_of_dol_blathanna_scorches_the_melee_row():
    """G-LDR-QUEEN-1, G-RSCORCH-8."""
    t = lead("scoiatael", "Queen of Dol Blathanna", b={"hand": ["Albrich"], "close": ["Cahir", "Rainfarn"]})
    t.post(A, "leader")
    assert t.row(B, "close") == ["Rainfarn"]


# ---- weather leaders -------------------------------------------------------------------------
def test_g_ldr_rain_temeria_pureblood_lordcmd_weather_leaders_need_no_card():
    """G-LDR-RAIN-1, G-LDR-TEMERIA-1, G-LDR-PUREBLOOD-1, G-LDR-LORDCMD-1, G-LEAD-7."""
    board = {"close": ["Ves"], "ranged": ["Keira Metz"], "siege": ["Ballista"]}
    for faction, leader, row in (
        ("nilfgaard", "His Imperial Majesty", "siege"),
        ("northern_realms", "King of Temeria", "ranged"),
        ("scoiatael", "Pureblood Elf", "close"),
    ):
        t = lead(faction, leader, b={"hand": ["Albrich"], **board})
        t.post(A, "leader")
        assert [t.row_score(B, r) == 1 for r in ROWS] == [r == row for r in ROWS], leader
    t = lead(
        "northern_realms",
        "Lord Commander of the North",
        b={"hand": ["Albrich"], **board},
        weather=["Biting Frost", "fog (leader)"],
    )
    t.post(A, "leader")
    assert t.score(B) == 16 and t.view()["weather_discard"] == ["Biting Frost"]


def test_g_ldr_kingwh_1_king_of_the_wild_hunt_chooses_any_weather_or_clear_not_storm():
    """G-LDR-KINGWH-1: rain, fog, frost or clear; Skellige Storm is not in the list."""
    t = lead("monsters", "King of the Wild Hunt", b={"hand": ["Albrich"], "ranged": ["Assire var Anahid"]})
    assert "choose the weather" in t.refuse(A, "leader").text.en
    t.refuse(A, "leader > storm")
    t.post(A, "leader > fog")
    assert t.row_score(B, "ranged") == 1
    c = lead(
        "monsters",
        "King of the Wild Hunt",
        b={"hand": ["Albrich"], "ranged": ["Assire var Anahid"]},
        weather=["Impenetrable Fog"],
    )
    c.post(A, "лидер > ясное небо")
    assert c.row_score(B, "ranged") == 6 and c.view()["weather_discard"] == ["Impenetrable Fog"]


# ---- Nilfgaard -------------------------------------------------------------------------------
def test_g_ldr_emperor_1_2_3_the_opponent_reveals_three_cards_of_his_choice_in_the_thread():
    """G-LDR-EMPEROR-1, G-LDR-EMPEROR-2, G-LDR-EMPEROR-3, G-JUDGE-VIS-1: Bob posts 'reveal …'; then his turn."""
    t = lead(
        "nilfgaard",
        "Emperor of Nilfgaard",
        b={"hand": ["Ves", "Ballista", "Trebuchet", "Thaler", "Catapult"]},
        bf="northern_realms",
    )
    t.post(A, "leader")
    assert t.pending() == [(B, "reveal")]
    assert not t.game.pending(t.state)[0].private
    t.refuse(A, "Ves")
    assert "exactly 3" in t.refuse(B, "reveal Ves, Ballista").text.en
    t.refuse(B, "reveal Ves, Ves, Ballista")
    t.post(B, "reveal Thaler, Catapult, #1")
    assert sorted(t.p(B, Audience.player(0))["revealed"]) == ["Catapult", "Thaler", "Ves"]
    assert sorted(t.p(B, PUBLIC)["revealed"]) == ["Catapult", "Thaler", "Ves"]
    assert "hand" not in t.p(B, PUBLIC)
    assert t.pending() == [(B, "turn")]


def test_g_ldr_emperor_4_cards_back_from_the_discard_pile_count_as_hand_cards():
    """G-LDR-EMPEROR-4: a card taken back into the hand may be (must be, here) revealed."""
    t = lead(
        "nilfgaard",
        "Emperor of Nilfgaard",
        {"hand": ["Albrich", "Sweers"]},
        {"hand": ["Decoy", "Ves", "Ballista", "Trebuchet"], "close": ["Siegfried of Denesle"]},
        bf="northern_realms",
        to_move=B,
    )
    t.posts((B, "Decoy > Siegfried"), (A, "leader"))
    t.post(B, "reveal Siegfried of Denesle, Ves, Ballista")
    assert "Siegfried of Denesle" in t.p(B, PUBLIC)["revealed"]


def test_g_ldr_emperor_5_three_cards_or_fewer_the_judge_reveals_them_all():
    """G-LDR-EMPEROR-5: no decision asked; the whole hand is public."""
    t = lead("nilfgaard", "Emperor of Nilfgaard", b={"hand": ["Ves", "Ballista"]}, bf="northern_realms")
    t.post(A, "leader")
    assert t.pending() == [(B, "turn")]
    assert sorted(t.p(B, PUBLIC)["revealed"]) == ["Ballista", "Ves"]
    revealed = next(e for e in t.events if e.kind == "revealed")
    assert revealed.data["by_judge"] and revealed.audience == PUBLIC


def test_g_ldr_wflame_1_the_white_flame_blocks_the_opponents_active_leader():
    """G-LDR-WFLAME-1, A-35: as if he had no leader; his empty hand then means an auto-pass (A-5)."""
    t = Table(
        scenario(
            player(A, "nilfgaard", "The White Flame", hand=["Albrich", "Sweers"]),
            player(B, "northern_realms", "Lord Commander of the North", hand=["Ves"]),
            to_move=B,
        )
    )
    assert "blocked by The White Flame" in t.refuse(B, "leader").text.en
    t.refuse(A, "leader")  # passive itself
    t.posts((B, "Ves"), (A, "Albrich"))
    assert t.p(B)["passed"]  # no cards, and no usable leader


def test_g_ldr_wflame_1_passive_leaders_of_the_opponent_do_not_work():
    """G-LDR-WFLAME-1: King Bran and The Treacherous do nothing against The White Flame."""
    bran = Table(
        scenario(
            player(A, "skellige", "King Bran", siege=["Holger Blackhand"], hand=["Udalryk"]),
            player(B, "nilfgaard", "The White Flame", hand=["Albrich"]),
            weather=["Torrential Rain"],
        )
    )
    assert bran.row_score(A, "siege") == 1
    treach = Table(
        scenario(
            player(A, "monsters", "The Treacherous", close=[{"card": "Vattier de Rideaux", "owner": B}]),
            player(B, "nilfgaard", "The White Flame", hand=["Albrich"]),
        )
    )
    assert treach.row_score(A, "close") == 4


def test_a_23_white_flame_against_white_flame_leaves_both_without_leaders():
    """A-23: NG vs NG with two White Flames: both blocked (and the NG tie bonus void, G-FB-0)."""
    t = Table(
        scenario(
            player(A, "nilfgaard", "The White Flame", hand=["Albrich"]),
            player(B, "nilfgaard", "The White Flame", hand=["Albrich"]),
        )
    )
    assert "blocked" in t.refuse(A, "leader").text.en


def test_g_ldr_relent_1_g_ldr_relent_2_the_relentless_takes_from_his_own_pile():
    """G-LDR-RELENT-1, G-LDR-RELENT-2, G-HERO-4: any non-hero unit of his own pile into his hand."""
    t = lead(
        "nilfgaard",
        "The Relentless",
        {"hand": ["Albrich"], "discard": ["Cahir", "Letho of Gulet", "Scorch"]},
        {"hand": ["Ves"], "discard": ["Ballista"]},
        bf="northern_realms",
    )
    t.refuse(A, "leader > Letho of Gulet")
    t.refuse(A, "leader > Scorch")
    t.refuse(A, "leader > Ballista")
    t.post(A, "leader > Cahir")
    assert sorted(t.hand(A)) == ["Albrich", "Cahir Mawr Dyffryn aep Ceallach"] and t.discard(A) == [
        "Letho of Gulet",
        "Scorch",
    ]


def test_g_ldr_invader_1_2_3_invader_takes_from_the_opponents_pile_and_it_becomes_his():
    """G-LDR-INVADER-1, G-LDR-INVADER-2, G-LDR-INVADER-3: then he plays it as his own card."""
    t = lead(
        "nilfgaard",
        "Invader of the North",
        {"hand": ["Albrich"]},
        {"hand": ["Ves", "Keira Metz"], "discard": ["Ballista", "Vernon Roche"]},
        bf="northern_realms",
    )
    t.refuse(A, "leader > Vernon Roche")
    t.post(A, "leader > Ballista")
    assert "Ballista" in t.hand(A) and t.discard(B) == ["Vernon Roche"]
    t.posts((B, "Ves"), (A, "Ballista"))
    assert t.row(A, "siege") == ["Ballista"] and t.score(A) == 6


# ---- Scoia'tael: Hope (Daisy is in test_setup) -----------------------------------------------
def hope(**kw) -> Table:
    a = {
        "hand": ["Ida Emean aep Sivney", "Riordain"],
        "close": ["Yaevinn", "Barclay Els"],
        "ranged": ["Toruviel"],
    }
    a.update(kw)
    return Table(
        scenario(
            player(A, "scoiatael", "Hope of the Aen Seidhe", **a),
            player(B, "nilfgaard", hand=["Albrich", "Sweers"]),
        )
    )


def test_g_ldr_hope_1_g_ldr_hope_4_move_agile_units_once_per_turn_as_a_free_action():
    """G-LDR-HOPE-1, G-LDR-HOPE-4, A-25: any or all agile units, plus the turn's one card."""
    t = hope()
    t.post(A, "move Yaevinn @ranged, Barclay Els @ranged + Ida Emean")
    assert t.row(A, "close") == [] and t.row(A, "ranged") == [
        "Toruviel",
        "Yaevinn",
        "Barclay Els",
        "Ida Emean aep Sivney",
    ]
    assert t.view()["to_move"] == B


def test_g_ldr_hope_1_only_once_per_turn_only_agile_and_not_alone():
    """G-LDR-HOPE-1, A-25: a second move in the post, a non-agile unit or a move without card/pass is refused."""
    t = hope()
    assert (
        "one move per turn"
        in t.refuse(A, "move Yaevinn @ranged + move Barclay Els @ranged + Ida Emean").text.en
    )
    t.refuse(A, "move Toruviel @close + Ida Emean")
    t.refuse(A, "move Yaevinn @ranged")
    t.refuse(A, "move Yaevinn @siege + Ida Emean")
    t.post(A, "move Yaevinn @ranged + pass")
    assert t.row(A, "ranged") == ["Toruviel", "Yaevinn"] and t.p(A)["passed"]


def test_g_ldr_hope_2_hope_works_in_every_round_and_is_passive():
    """G-LDR-HOPE-2, G-LEAD-4: Classic: all 3 rounds; the leader itself is never activated."""
    t = Table(
        scenario(
            player(A, "scoiatael", "Hope of the Aen Seidhe", hand=["Riordain"], close=["Yaevinn"]),
            player(B, "nilfgaard", hand=["Albrich"]),
            round=3,
        )
    )
    t.refuse(A, "leader")
    t.post(A, "move Yaevinn @ranged + Riordain")
    assert t.row(A, "ranged") == ["Yaevinn", "Riordain"]


# ---- Monsters --------------------------------------------------------------------------------
def test_g_ldr_destroy_1_2_3_destroyer_discards_two_and_takes_one_by_dm():
    """G-LDR-DESTROY-1, G-LDR-DESTROY-2, G-LDR-DESTROY-3, G-JUDGE-VIS-2: two hand cards (a hero too) to the pile,
    then 'take <card>' by DM; the thread learns only that a card was taken."""
    t = lead(
        "monsters",
        "Destroyer of Worlds",
        {"hand": ["Draug", "Foglet", "Fiend"], "deck": ["Scorch", "Leshen", "Ghoul"]},
    )
    assert "name the two hand cards" in t.refuse(A, "leader > Draug").text.en
    t.post(A, "leader > Draug, Foglet")
    assert sorted(t.discard(A)) == ["Draug", "Foglet"]
    assert t.pending() == [(A, "take")] and t.game.pending(t.state)[0].private
    t.refuse(B, "Albrich")
    t.refuse(A, "take Geralt of Rivia")  # G-LDR-DESTROY-4: not in his deck
    t.post(A, "take Scorch")
    assert sorted(t.hand(A)) == ["Fiend", "Scorch"] and t.pending() == [(B, "turn")]
    public = [e for e in t.events if e.audience == PUBLIC]
    assert not any("Scorch" in str(e.data) for e in public)
    assert any(e.kind == "took_from_deck_card" and e.audience == Audience.player(0) for e in t.events)


def test_g_ldr_destroy_4_a_card_he_left_out_of_his_deck_cannot_be_taken():
    """G-LDR-DESTROY-4, G-DECK-CL-4: the Monsters deck without Leshen: no Leshen."""
    t = lead("monsters", "Destroyer of Worlds", {"hand": ["Draug", "Foglet"], "deck": ["Ghoul"]})
    t.post(A, "leader > Draug, Foglet")
    assert "Leshen" not in t.deck(A)
    t.refuse(A, "take Leshen")


def test_a_22_destroyer_with_fewer_than_two_cards_is_idle_only():
    """A-22 (i): with one hand card the leader does nothing (and is used)."""
    t = lead("monsters", "Destroyer of Worlds", {"hand": ["Foglet"], "deck": ["Ghoul"]})
    t.post(A, "leader")
    assert t.hand(A) == ["Foglet"] and t.p(A)["leaders_used"] and t.pending() == [(B, "turn")]


def test_g_ldr_bringer_1_bringer_of_death_returns_a_non_hero_unit_to_the_hand():
    """G-LDR-BRINGER-1: own pile, no special, no hero."""
    t = lead(
        "monsters",
        "Bringer of Death",
        {"hand": ["Foglet"], "discard": ["Fiend", "Draug", "Scorch"]},
        {"hand": ["Albrich"], "discard": ["Cahir"]},
    )
    t.refuse(A, "leader > Draug")
    t.refuse(A, "leader > Scorch")
    t.refuse(A, "leader > Cahir")
    t.post(A, "leader > Fiend")
    assert sorted(t.hand(A)) == ["Fiend", "Foglet"]


def test_g_ldr_treach_1_treacherous_is_passive_all_three_rounds():
    """G-LDR-TREACH-1, G-LEAD-4: never activated; still doubles a spy in round 3."""
    t = Table(
        scenario(
            player(A, "monsters", "The Treacherous", hand=["Foglet"]),
            player(B, hand=["Prince Stennis"]),
            round=3,
            to_move=B,
        )
    )
    t.post(B, "Prince Stennis")
    assert t.row_score(A, "close") == 10
    t.refuse(A, "leader")


# ---- Skellige --------------------------------------------------------------------------------
def crach(**kw) -> Table:
    return Table(
        scenario(
            player(
                A,
                "skellige",
                "Crach an Craite",
                hand=["Udalryk", "Birna Bran"],
                discard=["Madman Lugos", "Scorch", {"card": "Prince Stennis", "owner": B}],
                deck=["Svanrige"],
            ),
            player(B, hand=["Ves", "Thaler"], discard=["Ballista", {"card": "Young Berserker", "owner": A}]),
            weather_discard=[{"card": "Biting Frost", "owner": A}, {"card": "Torrential Rain", "owner": B}],
            **kw,
        )
    )


def test_g_ldr_crach_1_3_6_both_piles_go_back_to_their_owners_decks():
    """G-LDR-CRACH-1, G-LDR-CRACH-3, G-LDR-CRACH-6, G-JUDGE-LOG-3, A-18: every card to its original owner's deck
    (spies too), the weather pile as well; the returned cards are listed in the thread."""
    t = crach()
    t.post(A, "leader")
    assert t.discard(A) == [] and t.discard(B) == [] and t.view()["weather_discard"] == []
    assert sorted(t.deck(A)) == sorted(
        ["Svanrige", "Madman Lugos", "Scorch", "Young Berserker", "Biting Frost"]
    )
    assert sorted(t.deck(B)) == sorted(["Prince Stennis", "Ballista", "Torrential Rain"])
    ev = next(e for e in t.events if e.kind == "crach")
    assert ev.audience == PUBLIC and len(ev.data["cards"]) == 7


def test_g_ldr_crach_2_a_18_own_pile_only_takes_only_his_weather():
    """G-LDR-CRACH-2, A-18: 'own': his pile and his weather cards; the opponent's pile and weather stay."""
    t = crach()
    t.post(A, "leader > own")
    assert t.discard(A) == [] and sorted(t.discard(B)) == ["Ballista", "Young Berserker"]
    assert t.view()["weather_discard"] == ["Torrential Rain"]
    assert sorted(t.deck(B)) == ["Prince Stennis"]


def test_g_ldr_crach_2_opponents_pile_only():
    """G-LDR-CRACH-2, A-18: 'opponent': Bob's pile and Bob's weather; a card of Alice's in it goes to Alice's deck."""
    t = crach()
    t.post(A, "leader > opponent")
    assert t.discard(B) == [] and len(t.discard(A)) == 3
    assert t.view()["weather_discard"] == ["Biting Frost"]
    assert "Young Berserker" in t.deck(A) and sorted(t.deck(B)) == ["Ballista", "Torrential Rain"]


def test_g_ldr_crach_1_g_ldr_crach_4_g_muster_10_returned_cards_cannot_be_revived_but_can_be_summoned():
    """G-LDR-CRACH-1, G-LDR-CRACH-4, G-MUSTER-10: a Medic finds nothing; Muster finds them in the deck again."""
    t = Table(
        scenario(
            player(
                A,
                "skellige",
                "Crach an Craite",
                hand=["Birna Bran", "Light Longship", "Udalryk"],
                discard=["Light Longship", "Light Longship"],
            ),
            player(B, hand=["Ves", "Thaler", "Ballista"]),
        )
    )
    t.posts((A, "leader"), (B, "Ves"))
    t.post(A, "Birna Bran")
    assert "medic_nothing" in t.kinds()
    t.post(B, "Thaler")
    t.post(A, "Light Longship")
    assert t.row(A, "ranged") == ["Light Longship"] * 3


def test_g_ldr_invader_3_g_ldr_crach_3_a_taken_card_is_his_and_crach_returns_it_to_his_deck():
    """G-LDR-INVADER-3, G-LDR-CRACH-3: after Invader it is Alice's card; Bob's Crach sends it to Alice's deck."""
    t = Table(
        scenario(
            player(A, "nilfgaard", "Invader of the North", hand=["Albrich", "Sweers"]),
            player(B, "skellige", "Crach an Craite", hand=["Udalryk", "Svanrige"], discard=["Madman Lugos"]),
        )
    )
    t.posts((A, "leader > Madman Lugos"), (B, "Udalryk"), (A, "Madman Lugos"), (B, "pass"), (A, "pass"))
    assert t.discard(A) == ["Madman Lugos"] and t.view()["to_move"] == B
    t.post(B, "leader")
    assert t.deck(A) == ["Madman Lugos"] and t.deck(B) == ["Udalryk"]


def test_g_decoy_3_g_ldr_crach_3_a_decoyed_enemy_spy_is_his_own_for_crach():
    """G-DECOY-3, G-LDR-CRACH-3: Alice takes Bob's spy with Decoy; once in a pile, Crach returns it to Alice."""
    t = Table(
        scenario(
            player(
                A,
                "skellige",
                "Crach an Craite",
                hand=["Decoy", "Udalryk"],
                close=[{"card": "Vattier de Rideaux", "owner": B}],
            ),
            player(B, "nilfgaard", hand=["Albrich", "Sweers"], discard=["Cahir"]),
        )
    )
    t.posts((A, "Decoy > Vattier"), (B, "Albrich"), (A, "Vattier de Rideaux"))  # to Bob's half as Alice's spy
    t.posts((B, "pass"), (A, "pass"))  # Bob wins round 1; he opens round 2 (G-FIRST-3)
    assert sorted(t.discard(B)) == ["Albrich", "Cahir Mawr Dyffryn aep Ceallach", "Vattier de Rideaux"]
    t.posts((B, "Sweers"), (A, "leader > opponent"))
    assert t.deck(A) == ["Vattier de Rideaux"]
    assert sorted(t.deck(B)) == ["Albrich", "Cahir Mawr Dyffryn aep Ceallach"]


def test_a_27_v_crach_returns_a_used_faction_card_to_the_deck():
    """A-27 (v), G-FCARD-5: not revivable, but Crach puts it back in the deck."""
    t = Table(
        scenario(
            player(A, "skellige", "Crach an Craite", hand=["Udalryk"], discard=["Faction card: Skellige"]),
            player(B, hand=["Ves"]),
        )
    )
    t.post(A, "leader > own")
    assert t.deck(A) == ["Faction card: Skellige"]


def test_g_ldr_wflame_1_hope_is_blocked_too():
    """G-LDR-WFLAME-1: no Hope moves against The White Flame."""
    t = Table(
        scenario(
            player(A, "scoiatael", "Hope of the Aen Seidhe", hand=["Riordain"], close=["Yaevinn"]),
            player(B, "nilfgaard", "The White Flame", hand=["Albrich"]),
        )
    )
    t.refuse(A, "move Yaevinn @ranged + Riordain")


def test_g_hero_6_g_ldr_destroy_2_destroyer_may_take_a_hero():
    """G-HERO-6, G-LDR-DESTROY-2: heroes included."""
    t = lead(
        "monsters",
        "Destroyer of Worlds",
        {"hand": ["Foglet", "Fiend", "Griffin"], "deck": ["Leshen", "Ghoul"]},
    )
    t.posts((A, "leader > Foglet, Fiend"), (A, "take Leshen"))
    assert sorted(t.hand(A)) == ["Griffin", "Leshen"]


def test_g_ldr_emperor_5_exactly_three_cards_are_revealed_by_the_judge():
    """G-LDR-EMPEROR-5: 'as many as required' counts too."""
    t = lead(
        "nilfgaard", "Emperor of Nilfgaard", b={"hand": ["Ves", "Ballista", "Thaler"]}, bf="northern_realms"
    )
    t.post(A, "leader")
    assert t.pending() == [(B, "turn")] and len(t.p(B, PUBLIC)["revealed"]) == 3

"""Scoring in the order of G-SCORE-2, with the worked examples EX-1 … EX-7 of §6.1 (exact numbers)."""

from __future__ import annotations

from .helpers import A, B, Table, player, run, scenario, unit

# Generic cards of the worked examples: U(n) has no ability, H(n) is a hero.
U = [
    unit(f"u{n}_{row}", n, row, name_en=f"U{n} {row}")
    for n in (4, 6, 7, 8)
    for row in ("close", "ranged", "siege")
]
EX2 = [
    unit("ex2_b", 4, "ranged", "tight_bond", name_en="Bond B"),
    unit("ex2_m", 5, "ranged", "morale_boost", name_en="Morale M"),
    unit("ex2_h", 10, "ranged", kind="hero", name_en="Hero H"),
    unit("ex2_bond3", 3, "siege", "tight_bond", name_en="Bond Three"),
]
CARDS = U + EX2


def rows(out: dict, who: str) -> dict:
    return next(p for p in out["players"] if p["name"] == who)["rows"]


def strengths(out: dict, who: str, row: str) -> list:
    return [c["strength"] for c in rows(out, who)[row]["cards"]]


def test_ex_1_g_bond_2_g_score_5_five_impera_brigade_guards_make_75():
    """EX-1, G-BOND-1, G-BOND-2, G-SCORE-5: 5 × (3 × 5) = 75."""
    out = run(scenario(player(A, "nilfgaard", close=["Impera Brigade Guard"] * 5), player(B)))
    assert strengths(out, A, "close") == [15] * 5
    assert rows(out, A)["close"]["score"] == 75


def test_ex_2_g_score_2_full_chain_under_fog_28_then_70_after_clear_weather():
    """EX-2, G-SCORE-2, G-SCORE-3, G-SCORE-4, G-BOND-3, G-MORALE-3, G-HORN-5, G-WEATHER-5, G-WEATHER-2:
    weather → bond → morale → horn; the hero stays 10."""
    t = Table(
        scenario(
            player(
                A,
                ranged=["Bond B", "Bond B", "Morale M", "U6 ranged", "Hero H"],
                horns={"ranged": "Commander's Horn"},
                hand=["Clear Weather"],
            ),
            player(B, hand=["Albrich"]),
            weather=["Impenetrable Fog"],
            cards=CARDS,
        )
    )
    assert t.strengths(A, "ranged") == [6, 6, 2, 4, 10]
    assert t.row_score(A, "ranged") == 28
    t.post(A, "Clear Weather")
    assert t.strengths(A, "ranged") == [18, 18, 10, 14, 10]
    assert t.row_score(A, "ranged") == 70


def test_ex_3_g_morale_2_three_morale_units_and_a_siege_tower_make_19():
    """EX-3, G-MORALE-1, G-MORALE-2, G-SCORE-6: morale units boost each other (+2), others +3."""
    out = run(scenario(player(A, siege=["Kaedweni Siege Expert"] * 3 + ["Siege Tower"]), player(B)))
    assert strengths(out, A, "siege") == [3, 3, 3, 10]
    assert rows(out, A)["siege"]["score"] == 19


def test_ex_4_g_bard_1_g_bard_3_g_horn_6_bard_then_horn_card_24_then_26():
    """EX-4, G-BARD-1, G-BARD-2, G-BARD-3, G-HORN-6, G-SCORE-7: doublings never multiply; the horn card
    only adds the bard's own doubling."""
    t = Table(
        scenario(
            player(A, close=["Dandelion", "Vesemir", "Vernon Roche"], hand=["Commander's Horn"]),
            player(B, hand=["Albrich"]),
        )
    )
    assert t.strengths(A, "close") == [2, 12, 10] and t.row_score(A, "close") == 24
    t.post(A, "Commander's Horn @close")
    assert t.strengths(A, "close") == [4, 12, 10] and t.row_score(A, "close") == 26


def test_ex_5_g_horn_5_weather_then_horn_is_4():
    """EX-5, G-HORN-5, G-WEATHER-1: Rain first (1 each), then the horn doubles: 2 + 2."""
    out = run(
        scenario(
            player(A, siege=["U8 siege", "U6 siege"], horns={"siege": "Commander's Horn"}),
            player(B),
            weather=["Torrential Rain"],
            cards=CARDS,
        )
    )
    assert strengths(out, A, "siege") == [2, 2] and rows(out, A)["siege"]["score"] == 4


def test_ex_6_g_ldr_treach_2_g_score_8_treacherous_doubles_a_spy_after_the_horn():
    """EX-6, G-LDR-TREACH-1, G-LDR-TREACH-2, G-SCORE-8: spy 4 × 2 (horn) × 2 (Treacherous) = 16; without horn 8."""
    spy = {"card": "Sigismund Dijkstra", "owner": B}
    horned = run(
        scenario(
            player(A, "monsters", "The Treacherous", close=[spy], horns={"close": "Commander's Horn"}),
            player(B),
        )
    )
    assert strengths(horned, A, "close") == [16]
    bare = run(scenario(player(A, "monsters", "The Treacherous", close=[spy]), player(B)))
    assert strengths(bare, A, "close") == [8]


def test_g_ldr_treach_2_treacherous_doubles_spies_on_both_halves_not_other_units_not_hero_spies():
    """G-LDR-TREACH-2, A-37, G-HERO-1: every spy on the whole field, never a hero spy, never a non-spy."""
    out = run(
        scenario(
            player(A, "monsters", "The Treacherous", close=["Fiend", {"card": "Prince Stennis", "owner": B}]),
            player(
                B, close=[{"card": "Mysterious Elf", "owner": A}, {"card": "Vattier de Rideaux", "owner": A}]
            ),
        )
    )
    assert strengths(out, A, "close") == [7, 10]
    assert strengths(out, B, "close") == [0, 8]


def test_ex_7_g_ldr_bran_1_king_bran_halves_weather_loss_and_keeps_decimals():
    """EX-7, G-LDR-BRAN-1, G-LDR-BRAN-2, G-LDR-BRAN-3, G-SCORE-9, A-13, A-46: 5.5, 11, 13.5; opponent 1."""

    def table(siege: list, horn: bool = False) -> dict:
        extra = {"horns": {"siege": "Commander's Horn"}} if horn else {}
        return run(
            scenario(
                player(A, "skellige", "King Bran", siege=siege, **extra),
                player(B, siege=["U7 siege"]),
                weather=["Torrential Rain"],
                cards=CARDS,
            )
        )

    out = table(["U7 siege", "U4 siege"])
    assert strengths(out, A, "siege") == [3.5, 2] and rows(out, A)["siege"]["score"] == 5.5
    assert next(p for p in out["players"] if p["name"] == A)["score"] == 5.5
    assert rows(out, B)["siege"]["score"] == 1
    assert rows(table(["U7 siege", "U4 siege"], horn=True), A)["siege"]["score"] == 11
    bonded = table(["Bond Three"] * 3)
    assert strengths(bonded, A, "siege") == [4.5] * 3 and rows(bonded, A)["siege"]["score"] == 13.5


def test_a_13_bran_never_makes_a_base_1_unit_weaker_than_normal_weather():
    """A-13 (i), G-SCORE-4: under Bran a base-1 unit stays 1, not 0.5."""
    out = run(
        scenario(
            player(A, "skellige", "King Bran", close=["Poor Fucking Infantry"]),
            player(B),
            weather=["Biting Frost"],
        )
    )
    assert strengths(out, A, "close") == [1]


def test_a_14_bran_protects_an_enemy_spy_on_his_half():
    """A-14, G-LDR-BRAN-1: every unit on the Bran player's half, spies the opponent placed included."""
    out = run(
        scenario(
            player(A, "skellige", "King Bran", close=[{"card": "Prince Stennis", "owner": B}]),
            player(B),
            weather=["Biting Frost"],
        )
    )
    assert strengths(out, A, "close") == [2.5]


def test_a_37_bran_does_not_change_heroes():
    """A-37, G-WEATHER-8: heroes ignore weather, Bran or not."""
    out = run(
        scenario(player(A, "skellige", "King Bran", close=["Cerys"]), player(B), weather=["Biting Frost"])
    )
    assert strengths(out, A, "close") == [10]


def test_a_38_weather_never_raises_a_zero_strength_unit():
    """A-38, G-WEATHER-5: min(base, 1): a 0-strength unit stays 0 under weather."""
    out = run(scenario(player(A, close=["Kambi"]), player(B), weather=["Biting Frost"]))
    assert strengths(out, A, "close") == [0]


def test_g_score_10_g_hero_1_heroes_ignore_every_step_but_count_in_the_row():
    """G-SCORE-10, G-HERO-1, G-HERO-5, G-SPECIAL-1: weather, bond, morale and horn leave a hero at its base."""
    out = run(
        scenario(
            player(
                A,
                close=["Vernon Roche", "Dandelion"],
                ranged=["Philippa Eilhart"],
                siege=["Kaedweni Siege Expert"],
                horns={"close": "Commander's Horn", "ranged": "Commander's Horn"},
            ),
            player(B),
            weather=["Biting Frost", "Impenetrable Fog"],
        )
    )
    assert strengths(out, A, "close") == [10, 2]  # Dandelion: 1, doubled by the horn card
    assert strengths(out, A, "ranged") == [10]
    assert next(p for p in out["players"] if p["name"] == A)["score"] == 23


def test_g_score_6_g_hero_3_a_hero_morale_source_boosts_non_heroes_only():
    """G-SCORE-6, G-HERO-3, G-ABIL-2, G-MORALE-1: Isengrim gives +1 to Mahakaman Defender, not to the hero Triss."""
    out = run(
        scenario(
            player(A, "scoiatael", close=["Isengrim Faoiltiarna", "Mahakaman Defender", "Triss Merigold"]),
            player(B),
        )
    )
    assert strengths(out, A, "close") == [10, 6, 7]


def test_g_score_7_leader_horn_and_horn_card_do_not_multiply_in_classic():
    """G-SCORE-7, G-LEAD-8: a unit is doubled at most once in Classic."""
    out = run(
        scenario(
            player(A, siege=["Trebuchet", "Draig Bon-Dhu"], leader_horns=["siege"]),
            player(B),
        )
    )
    assert strengths(out, A, "siege") == [12, 4]


def test_g_bard_4_a_40_two_bards_double_each_other_the_rest_once():
    """G-BARD-4, A-40: each bard is doubled by the other; Vesemir only once."""
    out = run(
        scenario(
            player(A, close=["Dandelion", "Dandelion", "Vesemir"]),
            player(B),
        )
    )
    assert strengths(out, A, "close") == [4, 4, 12]


def test_g_score_11_g_scorch_5_scorch_uses_current_strength():
    """G-SCORE-11, G-SCORCH-5: a horned 6 (12) is hit before an unhorned 10; weather makes a 10 weak."""
    t = Table(
        scenario(
            player(A, hand=["Scorch"], siege=["Trebuchet"], horns={"siege": "Commander's Horn"}),
            player(B, "nilfgaard", ranged=["Black Infantry Archer"], close=["Cahir"], hand=["Albrich"]),
        )
    )
    t.post(A, "Scorch")
    assert t.row(A, "siege") == [] and t.row(B, "ranged") == ["Black Infantry Archer"]
    t2 = Table(
        scenario(
            player(A, hand=["Scorch"], siege=["Trebuchet"]),
            player(B, "nilfgaard", ranged=["Black Infantry Archer"], hand=["Albrich"]),
            weather=["Impenetrable Fog"],
        )
    )
    t2.post(A, "Scorch")
    assert t2.row(A, "siege") == [] and t2.row(B, "ranged") == ["Black Infantry Archer"]


def test_g_score_12_g_judge_flow_6_totals_are_recomputed_after_every_move():
    """G-SCORE-12, G-SCORE-1, G-CARD-2: the view after each post has the new totals."""
    t = Table(scenario(player(A, hand=["Ves", "Ballista"]), player(B, hand=["Keira Metz", "Thaler"])))
    t.post(A, "Ves")
    assert (t.score(A), t.score(B)) == (5, 0)
    t.post(B, "Keira Metz")
    assert (t.score(A), t.score(B)) == (5, 5)
    t.post(A, "Ballista")
    assert t.score(A) == 11 and t.row_score(A, "siege") == 6

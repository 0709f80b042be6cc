"""Special cards: Scorch, Commander's Horn, Decoy, weather and Clear Weather (spec §5)."""

from __future__ import annotations

from .helpers import A, B, Table, player, scenario


def table(a: dict, b: dict | None = None, **kw) -> Table:
    return Table(scenario(player(A, **a), player(B, "nilfgaard", **(b or {"hand": ["Albrich"]})), **kw))


# ---- Scorch (§5.1) ---------------------------------------------------------------------------
def test_g_scorch_1_g_scorch_2_g_scorch_6_strongest_on_the_whole_field_ties_all_die():
    """G-SCORCH-1, G-SCORCH-2, G-SCORCH-6: every unit at the top strength, on both halves, goes to its half's pile;
    the Scorch card to its player's pile."""
    t = table(
        {"hand": ["Scorch"], "siege": ["Trebuchet", "Ballista"], "close": ["Ves"]},
        {"hand": ["Albrich"], "close": ["Cahir"], "ranged": ["Assire var Anahid"]},
    )
    t.post(A, "Scorch")
    assert t.field(A) == ["Ves"] and t.field(B) == []
    assert sorted(t.discard(A)) == ["Ballista", "Scorch", "Trebuchet"]
    assert sorted(t.discard(B)) == ["Assire var Anahid", "Cahir Mawr Dyffryn aep Ceallach"]
    assert sum(1 for line in t.public_log() if "Scorch" in line) >= 4  # G-JUDGE-LOG-1, G-JUDGE-LOG-2


def test_g_scorch_3_scorch_can_hit_its_own_player():
    """G-SCORCH-3: the strongest unit dies even if it is the player's own."""
    t = table({"hand": ["Scorch"], "siege": ["Siege Tower"]}, {"hand": ["Albrich"], "close": ["Cahir"]})
    t.post(A, "Scorch")
    assert t.field(A) == [] and t.field(B) == ["Cahir Mawr Dyffryn aep Ceallach"]


def test_g_scorch_4_heroes_are_ignored_the_strongest_non_hero_dies():
    """G-SCORCH-4, G-HERO-5, G-SPECIAL-1: a 10-strength hero is skipped."""
    t = table(
        {"hand": ["Scorch"], "close": ["Vernon Roche", "Ves"]}, {"hand": ["Albrich"], "close": ["Vreemde"]}
    )
    t.post(A, "Scorch")
    assert t.field(A) == ["Vernon Roche"] and t.field(B) == ["Vreemde"]


def test_g_scorch_7_no_non_hero_unit_scorch_destroys_nothing():
    """G-SCORCH-7: Scorch with only heroes on the field goes to the pile and nothing dies."""
    t = table(
        {"hand": ["Scorch"], "close": ["Vernon Roche"]}, {"hand": ["Albrich"], "close": ["Letho of Gulet"]}
    )
    t.post(A, "Scorch")
    assert "scorch_nothing" in t.kinds() and t.discard(A) == ["Scorch"]
    assert t.field(A) == ["Vernon Roche"] and t.field(B) == ["Letho of Gulet"]


# ---- Commander's Horn (§5.2) -----------------------------------------------------------------
def test_g_horn_1_g_horn_2_horn_doubles_non_heroes_of_the_chosen_own_row():
    """G-HORN-1, G-HORN-2: @row chooses one of his three rows."""
    t = table(
        {"hand": ["Commander's Horn"], "siege": ["Trebuchet", "Ballista"], "close": ["Ves", "Vernon Roche"]}
    )
    e = t.refuse(A, "Commander's Horn")
    assert "choose the row" in e.text.en
    t.post(A, "Commander's Horn @siege")
    assert t.row_score(A, "siege") == 24 and t.row_score(A, "close") == 15
    assert t.p(A)["rows"]["siege"]["horn"] == "Commander's Horn"


def test_g_horn_3_one_horn_card_per_row_a_free_row_still_takes_one():
    """G-HORN-3: a second horn card is refused in the same row, accepted in another."""
    t = table(
        {"hand": ["Commander's Horn", "Ves"], "siege": ["Trebuchet"], "horns": {"siege": "Commander's Horn"}},
    )
    e = t.refuse(A, "Commander's Horn @siege")
    assert "already holds" in e.text.en
    t.post(A, "Commander's Horn @close")
    assert t.p(A)["rows"]["close"]["horn"] == "Commander's Horn"


def test_g_horn_4_the_horn_never_goes_to_the_opponents_rows():
    """G-HORN-4: the horn is always placed on the player's own half."""
    t = table({"hand": ["Commander's Horn"]}, {"hand": ["Albrich"], "close": ["Cahir"]})
    t.post(A, "Commander's Horn @close")
    assert t.p(B)["rows"]["close"]["horn"] is None and t.row_score(B, "close") == 6
    assert t.p(A)["rows"]["close"]["horn"] == "Commander's Horn"


def test_g_horn_7_a_15_b_horn_card_refused_in_a_row_with_a_leader_horn():
    """G-HORN-7, G-LEAD-8, A-15 (b): the slot counts as occupied in Classic."""
    t = table({"hand": ["Commander's Horn"], "siege": ["Trebuchet"], "leader_horns": ["siege"]})
    t.refuse(A, "Commander's Horn @siege")


# ---- Decoy (§5.3) ----------------------------------------------------------------------------
def test_g_decoy_1_g_decoy_6_decoy_takes_a_unit_back_and_stands_in_its_place():
    """G-DECOY-1, G-DECOY-6, A-9: the unit to the hand, the Decoy in its place with no strength."""
    t = table({"hand": ["Decoy"], "close": ["Ves", "Siegfried of Denesle"]})
    t.post(A, "Decoy > Ves")
    assert t.row(A, "close") == ["Decoy", "Siegfried of Denesle"]
    assert t.hand(A) == ["Ves"] and t.row_score(A, "close") == 5


def test_g_decoy_2_no_special_no_hero_no_opponent_unit():
    """G-DECOY-2, G-HERO-4: heroes, specials and the opponent's units are not targets."""
    t = table(
        {"hand": ["Decoy"], "close": ["Vernon Roche"], "horns": {"close": "Commander's Horn"}},
        {"hand": ["Albrich"], "close": ["Cahir"]},
    )
    t.refuse(A, "Decoy > Vernon Roche")
    t.refuse(A, "Decoy > Commander's Horn")
    t.refuse(A, "Decoy > Cahir")


def test_g_decoy_3_g_decoy_4_an_enemy_spy_taken_back_becomes_his_own_hidden_card():
    """G-DECOY-3, G-DECOY-4, G-OVR-13, G-JUDGE-VIS-5: he may then play it as his spy onto the opponent's half."""
    t = table(
        {"hand": ["Decoy"], "close": [{"card": "Stefan Skellen", "owner": B}], "deck": ["Ballista"]},
        {"hand": ["Albrich"]},
    )
    t.post(A, "Decoy > Stefan Skellen")
    assert t.hand(A) == ["Stefan Skellen"]
    from cards.core import Audience

    assert "hand" not in t.p(A, Audience.player(1))
    t.post(B, "Albrich")
    t.post(A, "Stefan Skellen")
    assert t.row(B, "close") == ["Stefan Skellen"] and t.hand(A) == ["Ballista"]


def test_g_decoy_5_decoy_with_no_target_is_a_legal_skip():
    """G-DECOY-5, G-TURN-5: only heroes on his half: Decoy goes down and the turn passes."""
    t = table({"hand": ["Decoy", "Ves"], "close": ["Vernon Roche"]})
    t.post(A, "Decoy")
    assert "decoy_idle" in t.kinds() and t.view()["to_move"] == B and not t.p(A)["passed"]


def test_g_decoy_6_the_decoy_goes_to_its_owners_pile_at_round_end():
    """G-DECOY-6: the Decoy stays until round end, then goes to its owner's discard pile."""
    t = table({"hand": ["Decoy", "Ves"], "close": ["Siegfried of Denesle"]})
    t.posts((A, "Decoy > Siegfried"), (B, "pass"), (A, "pass"))
    assert "Decoy" in t.discard(A) and "Siegfried of Denesle" in t.hand(A)


# ---- weather (§5.4) --------------------------------------------------------------------------
def test_g_weather_1_2_3_6_each_weather_hits_its_row_on_both_halves_whoever_played_it():
    """G-WEATHER-1, G-WEATHER-2, G-WEATHER-3, G-WEATHER-6, G-OVR-8."""
    for card, row in (
        ("Torrential Rain", "siege"),
        ("Impenetrable Fog", "ranged"),
        ("Biting Frost", "close"),
    ):
        t = table(
            {"hand": [card], "close": ["Ves"], "ranged": ["Keira Metz"], "siege": ["Ballista"]},
            {
                "hand": ["Albrich"],
                "close": ["Cahir"],
                "ranged": ["Assire var Anahid"],
                "siege": ["Siege Engineer"],
            },
        )
        t.post(A, card)
        for who in (A, B):
            for r in ("close", "ranged", "siege"):
                assert (t.row_score(who, r) == 1) == (r == row), (card, who, r)


def test_g_weather_4_g_sk_storm_1_storm_is_rain_and_fog_at_once():
    """G-WEATHER-4, G-SK-STORM-1: siege and ranged rows of both halves."""
    t = table(
        {"hand": ["Skellige Storm"], "close": ["Ves"], "ranged": ["Keira Metz"], "siege": ["Ballista"]},
        {"hand": ["Albrich"], "ranged": ["Assire var Anahid"]},
    )
    t.post(A, "Skellige Storm")
    assert [t.row_score(A, r) for r in ("close", "ranged", "siege")] == [5, 1, 1]
    assert t.row_score(B, "ranged") == 1


def test_g_weather_5_units_under_weather_drop_to_1_and_bond_morale_use_1():
    """G-WEATHER-5, G-WEATHER-8: 1 each, bond multiplies the 1; the hero is untouched."""
    t = table(
        {"close": ["Blue Stripes Commando", "Blue Stripes Commando", "Vernon Roche"]},
        weather=["Biting Frost"],
    )
    assert t.strengths(A, "close") == [2, 2, 10]


def test_g_weather_9_g_weather_11_g_weather_12_clear_weather_disperses_all_into_the_shared_pile():
    """G-WEATHER-9, G-WEATHER-11, G-WEATHER-12, G-SK-STORM-2: one Clear Weather removes all;
    the weather cards and the Clear Weather go to one shared pile."""
    t = table(
        {"hand": ["Clear Weather"], "siege": ["Ballista"], "ranged": ["Keira Metz"]},
        weather=["Torrential Rain", "Skellige Storm", {"card": "Biting Frost", "owner": B}],
    )
    assert t.score(A) == 2
    t.post(A, "Clear Weather")
    assert t.score(A) == 11 and t.view()["weather"] == []
    assert sorted(t.view()["weather_discard"]) == sorted(
        ["Torrential Rain", "Skellige Storm", "Biting Frost", "Clear Weather"]
    )
    assert t.discard(A) == [] and t.discard(B) == []


def test_g_weather_13_g_lead_7_leader_weather_is_the_same_weather_and_clear_weather_removes_it():
    """G-WEATHER-13, G-LEAD-7, G-LDR-RAIN-1: His Imperial Majesty's Rain needs no card; Clear Weather ends it."""
    t = table(
        {"hand": ["Clear Weather"], "siege": ["Ballista"]},
        {"hand": ["Albrich"], "leader": "His Imperial Majesty"},
        to_move=B,
    )
    t.post(B, "leader")
    assert t.row_score(A, "siege") == 1 and t.view()["weather"] == ["Torrential Rain (leader)"]
    t.post(A, "Clear Weather")
    assert t.row_score(A, "siege") == 6 and t.view()["weather"] == []
    assert t.view()["weather_discard"] == ["Clear Weather"]

"""Gwent rules where the engine differed from the spec (issue 10): name forms, G-PASS-6 in Classic, Crach."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from cards.gwent.catalogue import default_catalogue
from tests.gwent.helpers import A, B, Table, player, run, scenario, unit
from tests.gwent_hard.helpers import hard

# The names (facts: id, English and Russian name) of the shared card reference, copied into the repository:
# the test read ../shared/reference/gwent_w3_cards.csv and skipped in every fresh clone (issue 24).
REFERENCE = Path(__file__).resolve().parent / "reference_names.csv"


# ---- every name form resolves (G-DECK-CL-3, G-TURN-6: cards are named in posts) ----------------
@pytest.mark.parametrize(
    "name,card_id",
    [
        ("Eredin Bréacc Glas: The Treacherous", "mo_ldr_eredin_the_treacherous"),
        ("eredin breacc glas: the treacherous", "mo_ldr_eredin_the_treacherous"),
        ("Eredin Bréacc Glas: King of the Wild Hunt", "mo_ldr_eredin_king_of_the_wild_hunt"),
        ("Хемдалль", "sk_hemdall"),
        ("Пират клана Димун", "sk_clan_dimun_pirate"),
        (
            "Эредин Бреакк Глас: Командир Дикой Охоты",
            "mo_ldr_eredin_king_of_the_wild_hunt",
        ),  # the sheet's own
    ],
)
def test_g_deck_cl_3_in_game_full_names_resolve(name: str, card_id: str):
    assert default_catalogue().resolve(name).id == card_id


def test_g_deck_cl_3_every_sheet_name_resolves_to_its_card():
    cat = default_catalogue()
    for card in cat.cards.values():
        for name in (card.name_en, card.name_ru):
            if name:
                assert cat.resolve(name).id == card.id, name


def test_g_deck_cl_3_every_reference_name_resolves():
    """Every name of the shared card reference (its names copied to reference_names.csv) names a card; one the sheet gives to
    another card (the forum's swapped Eredin titles) stays that card's."""
    cat = default_catalogue()
    own = {n.casefold() for c in cat.cards.values() for n in (c.name_en, c.name_ru) if n}
    with REFERENCE.open(encoding="utf-8", newline="") as f:
        for row in csv.DictReader(f):
            if row["id"] not in cat.cards:
                continue  # cards the sheet leaves out (Roach, Cow)
            for key in ("name_en", "name_ru"):
                name = row[key]
                if name and name.casefold() not in own:
                    assert cat.resolve(name).id == row["id"], name


def test_g_lead_3_a_post_and_a_scenario_name_the_leader_by_its_full_name():
    """G-LEAD-3, G-LDR-KINGWH-1, G-LDR-TREACH-4: a scenario's leader key and a post name the leader by
    its in-game full name, in Classic and in Hard."""
    wild_hunt = "Eredin Bréacc Glas: King of the Wild Hunt"
    spec = scenario(
        player(A, "monsters", wild_hunt, hand=["Ghoul"]),
        player(B, "nilfgaard", hand=["Albrich"]),
        moves=[(A, f"leader {wild_hunt} > fog")],
    )
    assert run(spec)["players"][0]["leaders_used"] == ["Eredin: King of the Wild Hunt"]
    t = Table(hard(player(A, "monsters", hand=["Ghoul", "Fiend"]), player(B, "nilfgaard", hand=["Albrich"])))
    t.post(A, "leader Eredin Bréacc Glas: The Treacherous @siege + Ghoul")
    assert t.p(A)["leaders_used"] == ["Eredin: The Treacherous"]


# ---- G-PASS-6 with A-5 in Classic ------------------------------------------------------------
def test_g_pass_6_a_5_classic_auto_pass_at_the_end_of_the_post_with_the_last_card():
    """G-PASS-6, A-5: the post that leaves no hand card and no leader to activate ends with the auto-pass."""
    t = Table(scenario(player(A, hand=["Ves"]), player(B, "nilfgaard", hand=["Albrich", "Cahir"])))
    t.post(A, "Ves")
    assert t.p(A)["passed"] and "auto_passed" in t.kinds()
    assert t.view()["to_move"] == B and t.view()["unlimited"]


def test_g_pass_6_a_5_a_leader_left_or_a_spy_draw_keeps_him_in():
    """A-5: a leader he may still activate, or a card a spy drew within the post, means he is not out of cards."""
    leader = Table(
        scenario(player(A, leader="Lord Commander", hand=["Ves"]), player(B, "nilfgaard", hand=["Albrich"]))
    )
    leader.post(A, "Ves")
    assert not leader.p(A)["passed"]
    spy = Table(scenario(player(A, hand=["Thaler"], deck=["Ves"]), player(B, "nilfgaard", hand=["Albrich"])))
    spy.post(A, "Thaler")
    assert not spy.p(A)["passed"] and spy.hand(A) == ["Ves"]


def test_g_pass_6_a_5_classic_leader_as_the_last_action_auto_passes():
    """G-PASS-6, A-5, G-LEAD-2: activating the last leader with an empty hand ends with the auto-pass."""
    t = Table(
        scenario(
            player(A, leader="Lord Commander", hand=[]), player(B, "nilfgaard", hand=["Albrich", "Cahir"])
        )
    )
    t.post(A, "leader")
    assert t.p(A)["passed"] and t.view()["to_move"] == B


# ---- Crach an Craite (Classic) ---------------------------------------------------------------
def test_g_ldr_crach_1_returns_cards_without_a_deck_number_but_not_summon_only_tokens():
    """G-LDR-CRACH-1, A-28: a scenario's inline card (no deck number) goes back too; Hemdall, the card the
    sheet marks as summoned by Kambi, stays in the pile."""
    house = unit("house_knight", 6, "close", name_en="House Knight", faction="skellige")
    t = Table(
        scenario(
            player(
                A,
                "skellige",
                "Crach an Craite",
                hand=["Svanrige"],
                discard=["house_knight", "Hemdall", "Olaf"],
            ),
            player(B, "nilfgaard", hand=["Albrich"], discard=["Cahir"]),
            cards=[house],
        )
    )
    t.post(A, "leader")
    assert sorted(t.deck(A)) == ["House Knight", "Olaf"]
    assert t.discard(A) == ["Hemdall"] and t.deck(B) == ["Cahir Mawr Dyffryn aep Ceallach"]

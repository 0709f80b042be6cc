"""The shipped card data: deck ranges, copies, groups and leaders (spec §2.2, §7.5, §10, §13, §14)."""

from __future__ import annotations

import csv
import importlib.util
import io
from collections import Counter
from pathlib import Path

import openpyxl
import pytest

from cards.gwent.catalogue import DEFAULT_PATH, Catalogue, load_catalogue
from cards.gwent.model import PLAYABLE_FACTIONS, Faction, Kind

ROOT = Path(__file__).resolve().parents[2]
NON_SKELLIGE = [f for f in PLAYABLE_FACTIONS if f is not Faction.SKELLIGE]


def copies(cat: Catalogue, faction: Faction) -> Counter[str]:
    return Counter(e.card_id for e in cat.deck(faction))


def test_shipped_xlsx_loads_fast_enough(cat: Catalogue) -> None:
    import time

    start = time.perf_counter()
    fresh = load_catalogue(DEFAULT_PATH)
    assert time.perf_counter() - start < 2.0
    assert set(fresh.cards) == set(cat.cards)
    assert set(cat.decks) == set(PLAYABLE_FACTIONS)


@pytest.mark.parametrize("faction", PLAYABLE_FACTIONS)
def test_deck_ranges_G_DECK_1_G_REF_2(cat: Catalogue, faction: Faction) -> None:
    deck = cat.deck(faction)
    numbers = [e.number for e in deck]
    assert numbers == sorted(set(numbers)), "sorted, no duplicates"
    assert all(1 <= n <= 95 for n in numbers)
    for e in deck:
        card = cat.card(e.card_id)
        if e.number <= 55:
            assert card.faction is faction and card.kind in (Kind.UNIT, Kind.HERO, Kind.FACTION), e
        elif e.number <= 80:
            assert card.faction is Faction.SPECIAL and card.kind in (Kind.SPECIAL, Kind.WEATHER), e
        else:
            assert card.faction is Faction.NEUTRAL and card.is_unit, e
    assert [n for n in numbers if 56 <= n <= 80] == list(range(56, 81))
    assert [n for n in numbers if n >= 81] == list(range(81, 96))
    own = [n for n in numbers if n <= 55]
    expected_own = 37 if faction is Faction.SKELLIGE else 55  # no Skellige additions listed
    assert own == list(range(1, expected_own + 1))


@pytest.mark.parametrize("faction", PLAYABLE_FACTIONS)
def test_exactly_one_faction_card_G_DECK_4_G_FCARD_6(cat: Catalogue, faction: Faction) -> None:
    faction_cards = [e for e in cat.deck(faction) if cat.card(e.card_id).kind is Kind.FACTION]
    assert len(faction_cards) == 1
    card = cat.faction_card(faction)
    assert card.id == faction_cards[0].card_id and card.faction is faction and card.has("faction_card")


MUSTER_5 = {
    Faction.MONSTERS: {"vampires": 5, "crones": 3, "arachas": 4, "ghouls": 9, "nekkers": 6},
    Faction.SCOIATAEL: {"dwarven_skirmishers": 6, "havekar_smugglers": 3, "elven_skirmishers": 6},
    Faction.SKELLIGE: {"light_longship": 4, "cerys_shieldmaidens": 4},
    Faction.NILFGAARD: {},
    Faction.NORTHERN_REALMS: {},
}


@pytest.mark.parametrize("faction", PLAYABLE_FACTIONS)
def test_muster_group_sizes_G_MUSTER_5(cat: Catalogue, faction: Faction) -> None:
    sizes = Counter(
        cat.card(e.card_id).muster_group for e in cat.deck(faction) if cat.card(e.card_id).muster_group
    )
    assert dict(sizes) == {**MUSTER_5[faction], "gaunter_odimm": 4}


def test_cerys_muster_is_one_way_G_SK_CERYS_1_2(cat: Catalogue) -> None:
    cerys, maiden = cat.card("sk_cerys"), cat.card("sk_clan_drummond_shield_maiden")
    assert cerys.has("muster") and cerys.muster_group == maiden.muster_group
    assert not maiden.has("muster") and maiden.has("tight_bond")
    assert copies(cat, Faction.SKELLIGE)[maiden.id] == 3


@pytest.mark.parametrize(
    ("card_id", "strength"),
    [("nr_siege_tower", 7), ("sc_filavandrel", 7), ("sc_yaevinn", 7), ("mo_fiend", 7), ("mo_griffin", 6)],
)
def test_forum_strengths_G_DECK_3(cat: Catalogue, card_id: str, strength: int) -> None:
    assert cat.card(card_id).strength == strength


@pytest.mark.parametrize(
    ("faction", "card_id", "n"),
    [
        (Faction.MONSTERS, "mo_ghoul", 9),
        (Faction.MONSTERS, "mo_nekker", 6),
        (Faction.MONSTERS, "mo_ice_giant", 2),
        (Faction.NILFGAARD, "ng_impera_brigade_guard", 5),  # 4 original + 1; G-BOND-2 shows 5 in a row
        (Faction.NILFGAARD, "ng_nausicaa_cavalry_rider", 6),
        (Faction.NILFGAARD, "ng_rotten_mangonel", 4),
        (Faction.NORTHERN_REALMS, "nr_ballista", 2),  # 1 original (disputed) + 1 forum
        (Faction.NORTHERN_REALMS, "nr_kaedweni_siege_expert", 6),
        (Faction.NORTHERN_REALMS, "nr_poor_fucking_infantry", 6),
        (Faction.SCOIATAEL, "sc_dol_blathanna_scout", 6),
        (Faction.SCOIATAEL, "sc_havekar_healer", 6),
        (Faction.SKELLIGE, "sk_light_longship", 4),
    ],
)
def test_copy_counts_G_DECK_2(cat: Catalogue, faction: Faction, card_id: str, n: int) -> None:
    assert copies(cat, faction)[card_id] == n


def test_impera_brigade_guard_base_strength_G_BOND_2(cat: Catalogue) -> None:
    guard = cat.card("ng_impera_brigade_guard")
    assert guard.strength == 3 and guard.has("tight_bond")


@pytest.mark.parametrize("faction", PLAYABLE_FACTIONS)
def test_specials_and_neutrals_are_the_forum_25_and_15(cat: Catalogue, faction: Faction) -> None:
    deck = copies(cat, faction)
    specials = {cid: n for cid, n in deck.items() if cat.card(cid).faction is Faction.SPECIAL}
    assert specials == {
        "sp_decoy": 3,
        "sp_commanders_horn": 3,
        "sp_scorch": 3,
        "sp_biting_frost": 3,
        "sp_impenetrable_fog": 3,
        "sp_torrential_rain": 2,
        "sp_clear_weather": 2,
        "sp_skellige_storm": 3,
        "sp_mardroeme": 3,
    }
    neutrals = {
        cat.card(cid).name_en: n for cid, n in deck.items() if cat.card(cid).faction is Faction.NEUTRAL
    }
    assert sum(neutrals.values()) == 15
    assert neutrals["Gaunter O'Dimm: Darkness"] == 3
    assert sorted(c for c in neutrals if neutrals[c] == 1 and cat.resolve(c).is_hero) == [
        "Cirilla Fiona Elen Riannon",
        "Geralt of Rivia",
        "Mysterious Elf",
        "Triss Merigold",
        "Yennefer of Vengerberg",
    ]
    assert not {"Cow", "Roach", "Bovine Defense Force"} & set(neutrals)


def test_summon_only_tokens_have_no_number_A_27_A_28(cat: Catalogue) -> None:
    numbered = {e.card_id for f in PLAYABLE_FACTIONS for e in cat.deck(f)}
    tokens = {"sk_hemdall", "sk_transformed_vildkaarl", "sk_transformed_young_vildkaarl"}
    assert tokens <= set(cat.cards) and not tokens & numbered
    assert cat.card("sk_hemdall").is_hero
    kambi = cat.card("sk_kambi")
    assert kambi.has("avenger") and kambi.summons == "sk_hemdall" and not kambi.is_hero  # G-SK-KAMBI-1
    assert cat.card("sk_berserker").transforms_to == "sk_transformed_vildkaarl"
    assert cat.card("sk_young_berserker").transforms_to == "sk_transformed_young_vildkaarl"


@pytest.mark.parametrize("faction", PLAYABLE_FACTIONS)
def test_leaders_classic_and_hard_G_LEAD_1_A_34(cat: Catalogue, faction: Faction) -> None:
    classic, hard = cat.leaders_for(faction, hard=False), cat.leaders_for(faction, hard=True)
    assert len(hard) == 5
    assert len(classic) == (2 if faction is Faction.SKELLIGE else 5)
    for leader in hard:
        assert leader.kind is Kind.LEADER and leader.faction is faction
        assert len(leader.abilities - {"hard_only"}) == 1
        text = cat.leader_text(leader.id)
        assert text is not None and text.en and text.ru


@pytest.mark.parametrize(
    ("query", "keyword"),
    [
        ("Властелин Юга", "take_own_discard"),
        ("Завоеватель Севера", "take_opponent_discard"),
        ("Король Aen Elle", "horn_close"),  # §10.2: Commander of the Red Riders
        ("Командир Дикой Охоты", "weather_choice"),  # King of the Wild Hunt
        ("Владыка Тир на Лиа", "bringer"),
        ("Убийца Оберона", "destroyer"),
        ("Харальд Хромой", "scorch_siege"),
        ("Steel-Forged", "steel_forged"),
    ],
)
def test_leader_forum_names_and_effects_spec_10_2(cat: Catalogue, query: str, keyword: str) -> None:
    assert cat.resolve(query).has(keyword)


def _load_builder():
    spec = importlib.util.spec_from_file_location("build_gwent_xlsx", ROOT / "tools" / "build_gwent_xlsx.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _values(data: bytes) -> dict[str, list[tuple]]:
    wb = openpyxl.load_workbook(io.BytesIO(data), read_only=True)
    try:
        return {ws.title: list(ws.iter_rows(values_only=True)) for ws in wb.worksheets}
    finally:
        wb.close()


def test_shipped_xlsx_equals_a_fresh_build_from_the_csvs(shipped_bytes: bytes) -> None:
    fresh = _load_builder().build()
    assert _values(fresh) == _values(shipped_bytes)
    wb = openpyxl.load_workbook(io.BytesIO(fresh), read_only=True)
    assert wb.sheetnames == [  # G-REF-3
        "Нильфгаард",
        "Северные К.",
        "Скоя'таэли",
        "Чудовища",
        "Скеллиге",
        "Лидеры",
        "Нильфгаард (2)",
        "Северные К. (2)",
        "Скоя'таэли (2)",
        "Чудовища (2)",
        "Скеллиге (2)",
    ]
    assert wb.properties.modified == wb.properties.created  # fixed, not "now"
    wb.close()


def test_build_is_byte_reproducible() -> None:
    builder = _load_builder()
    assert builder.build() == builder.build()


def test_csv_and_catalogue_agree(cat: Catalogue) -> None:
    with (ROOT / "data" / "gwent" / "cards.csv").open(encoding="utf-8") as fh:
        rows = {r["id"]: r for r in csv.DictReader(fh)}
    assert set(rows) == set(cat.cards)
    for cid, row in rows.items():
        card = cat.card(cid)
        assert card.faction.value == row["faction"] and card.kind.value == row["kind"], cid
        assert card.strength == (int(row["strength"]) if row["strength"] else None), cid
        assert card.abilities == frozenset(filter(None, row["abilities"].split(";"))), cid

"""The whole V-series pool as data (issue 26): every printed card a row, unknown facts marked, any
V-Standard list registers, scripts parsed at load with errors naming sheet/row/column."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest
from openpyxl import Workbook

from cards.kit.ability import say
from cards.vanguard.catalogue import CatalogueError, load_catalogue
from cards.vanguard.deck import check_deck, read_deck_text
from cards.vanguard.script import VOCAB
from tests.reference import facts, ids_digest

from .helpers import CAT

CARDS_CSV = Path(__file__).resolve().parents[2] / "data" / "vanguard" / "cards.csv"


def _rows() -> list[dict[str, str]]:
    with CARDS_CSV.open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def test_every_printed_card_number_is_a_row_and_leads_to_its_card_V_CARD_1() -> None:
    numbers = [r["number"] for r in _rows() if r["number"]]
    assert len(numbers) == 4054 and len(set(numbers)) == 4054
    reference = facts("reference/vanguard_v_cards.csv")  # kept in the repository (issue 24)
    assert (len(set(numbers)), ids_digest(set(numbers))) == (reference["ids"], reference["ids_sha256"])
    for n in numbers:
        assert CAT.card(n).name_en  # a later printing leads to its card
    assert CAT.resolve("V-TD01/S01EN").id == "blaster-blade"  # an alternate art is the same card


def test_rounoria_is_a_7000_sentinel_as_the_official_list_says_V_DECK_5() -> None:
    c = CAT.resolve("Strong Knight, Rounoria")
    assert (c.power, c.shield, c.sentinel, c.grade) == (7000, 0, True, 1)


def test_what_the_source_lacks_is_marked_unknown_never_guessed_V_CARD_4() -> None:
    c = CAT.resolve("Blaster Dark")
    assert {"critical", "race"} <= c.unknown and c.nation == "United Sanctuary"
    rows = {r["id"]: r for r in _rows()}
    assert rows["blaster-dark"]["critical"] == "" and rows["blaster-dark"]["race"] == ""
    unknown_trigger = [r for r in _rows() if r["trigger"] == "unknown" and not r["same_as"]]
    assert unknown_trigger and all("trigger" in r["unknown"].split() for r in unknown_trigger)
    assert CAT.resolve("Alfred Early").unknown == frozenset()  # checked by hand: nothing unknown


def test_a_pool_deck_registers_V_DECK_1_to_8() -> None:
    """A Kagero list from V-TD02 and booster cards (no ready deck): every name is found, the deck is legal."""
    text = """deck
    4 Dragonic Overlord
    4 Crested Dragon
    4 Dragon Armored Knight
    4 Dragon Knight, Nehalem
    3 Embodiment of Shield, Lahm
    4 Guard Griffin
    4 Dragon Monk, Gojo
    4 Embodiment of Armor, Bahr
    2 Dragon Knight, Burj
    4 Embodiment of Spear, Tahr
    4 Demonic Dragon Mage, Rakshasa
    4 Red Gem Carbuncle
    4 Dragon Monk, Genjo
    1 Lizard Runner, Undeux
    start: Lizard Runner, Undeux"""
    deck = read_deck_text(CAT, text)
    assert len(deck.main) == 50
    triggers = sum(1 for c in deck.main if CAT.card(c).trigger)
    assert triggers == 16
    check_deck(CAT, deck, {"format": "standard", "g_zone": False, "mixed_clans": False})


def test_a_broken_script_is_refused_naming_sheet_row_and_column_V_ABIL_1(tmp_path: Path) -> None:
    wb = Workbook()
    ws = wb.active
    ws.title = "Cards"
    ws.append(["id", "name_en", "grade", "power", "abilities"])
    ws.append(["x", "X", 1, 8000, "act RC | cost: cb 1 | do: power +5000 self turn"])
    ws.append(["y", "Y", 1, 8000, "act RC | do: power +5000 self turn\nauto RC | when: placd | do: draw 1"])
    path = tmp_path / "bad.xlsx"
    wb.save(path)
    with pytest.raises(CatalogueError) as e:
        load_catalogue(path)
    msg = str(e.value)
    assert "Cards, row 3, column abilities: line 2: unknown event 'placd' — did you mean 'placed'?" in msg
    assert "row 2" not in msg


def test_every_shipped_script_reads_back_in_en_and_ru_V_REF_9() -> None:
    scripted = [c for c in CAT.cards.values() if c.abilities]
    assert scripted
    for c in scripted:
        for a in c.abilities:
            en, ru = say(a, VOCAB, "en"), say(a, VOCAB, "ru")
            assert en and ru and en != ru and "ab-" not in en + ru
    assert VOCAB.missing_words() == []

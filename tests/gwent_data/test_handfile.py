"""Hand files (G-HAND-1) and uploaded Classic manual decks (G-REF-6, G-REF-7, G-DECK-CL-3)."""

from __future__ import annotations

import io
import zipfile

import openpyxl
import pytest

from cards.gwent.catalogue import Catalogue
from cards.gwent.handfile import ManualDeckError, read_manual_deck, write_hand_xlsx
from cards.gwent.model import Faction
from tests.sheets import filled_deck_sheet


def test_hand_file_round_trip(cat: Catalogue) -> None:
    hand = [cat.card("mo_ghoul"), cat.card("sp_decoy"), cat.card("mo_kayran")]
    exchange = [cat.card("mo_nekker"), cat.card("ne_geralt_of_rivia")]
    data = write_hand_xlsx(hand, exchange, "ru")
    assert data == write_hand_xlsx(hand, exchange, "ru")  # reproducible
    wb = openpyxl.load_workbook(io.BytesIO(data))
    assert wb.sheetnames == ["Рука", "Обмен"]
    rows = list(wb["Рука"].iter_rows(min_row=2, values_only=True))
    assert len(rows) == 40  # room for 40 cards
    assert rows[0][:4] == (1, "Гуль", 1, "Ближний") and rows[0][4] == "Двойник"
    assert rows[1][1:3] == ("Чучело", None) and rows[2][4] == "Проворство, Прилив сил"
    assert [r[5] for r in rows if r[5]] == [c.id for c in hand]
    assert [cat.card(r[5]) for r in wb["Обмен"].iter_rows(min_row=2, values_only=True) if r[5]] == exchange
    en = openpyxl.load_workbook(io.BytesIO(write_hand_xlsx(hand, exchange, "en")))
    assert en["Рука"]["B2"].value == "Ghoul" and en["Рука"]["C1"].value == "Strength"


def _filled(shipped: bytes, sheet: str, entries, leader=None, faction_cell: object = "keep") -> bytes:
    return filled_deck_sheet(sheet, entries, leader, faction_cell, shipped)


def test_manual_deck_round_trip_numbers_and_names(cat: Catalogue, shipped_bytes: bytes) -> None:
    data = _filled(
        shipped_bytes,
        "Чудовища (2)",
        [1, "Гуль", "ghoul", "40", "Decoy", "81 Geralt"],
        leader="Убийца Оберона",
    )
    deck = read_manual_deck(data, cat)
    assert deck.faction is Faction.MONSTERS and deck.sheet == "Чудовища (2)"
    assert deck.leader_id == "mo_ldr_eredin_destroyer_of_worlds"
    assert deck.card_ids[0] == cat.by_number(Faction.MONSTERS, 1).id
    assert deck.card_ids[1:3] == ["mo_ghoul", "mo_ghoul"]
    assert deck.card_ids[4:] == ["sp_decoy", "ne_geralt_of_rivia"]
    assert len(set(deck.numbers)) == len(deck.numbers) == 6  # every copy its own number
    assert [cat.by_number(Faction.MONSTERS, n).id for n in deck.numbers] == deck.card_ids


def test_manual_deck_reports_every_problem_with_its_cell(cat: Catalogue, shipped_bytes: bytes) -> None:
    entries = ["Vampire", "zzzz", 1, 1, "=A6", 99, "Хеймдалль"]
    data = _filled(shipped_bytes, "Скеллиге (2)", entries, leader="Valhalla")
    with pytest.raises(ManualDeckError) as info:
        read_manual_deck(data, cat)
    en = info.value.message("en")
    ru = info.value.message("ru")
    assert "cell C2" in en and "Hard-only" in en and "только для хардгвинта" in ru
    for cell in ("G6", "G7", "G9", "G10", "G11", "G12"):
        assert f"Sheet 'Скеллиге (2)', cell {cell}:" in en, en
    assert "cell G8:" not in en  # the first copy of number 1 is fine
    assert "formulas are not read" in en and "Лист «Скеллиге (2)», ячейка G10" in ru
    assert len(info.value.problems) == 7


def test_manual_deck_copies_are_limited(cat: Catalogue, shipped_bytes: bytes) -> None:
    data = _filled(shipped_bytes, "Нильфгаард (2)", ["Geralt", "Geralt"])
    with pytest.raises(ManualDeckError, match="G7: every copy of Geralt of Rivia"):
        read_manual_deck(data, cat)


def test_manual_deck_needs_exactly_one_filled_sheet(cat: Catalogue, shipped_bytes: bytes) -> None:
    with pytest.raises(ManualDeckError, match="No manual deck found"):
        read_manual_deck(shipped_bytes, cat)
    wb = openpyxl.load_workbook(io.BytesIO(_filled(shipped_bytes, "Чудовища (2)", [1])))
    wb["Скеллиге (2)"]["G6"] = 1
    out = io.BytesIO()
    wb.save(out)
    with pytest.raises(ManualDeckError, match="Several sheets are filled"):
        read_manual_deck(out.getvalue(), cat)


def test_unknown_faction_cell(cat: Catalogue, shipped_bytes: bytes) -> None:
    data = _filled(shipped_bytes, "Чудовища (2)", [1], faction_cell="Redania")
    with pytest.raises(ManualDeckError, match="cell C1: unknown faction"):
        read_manual_deck(data, cat)


# -- hostile uploads ------------------------------------------------------------------------------


def test_too_big_is_refused_before_parsing(cat: Catalogue) -> None:
    with pytest.raises(ManualDeckError, match="too big") as info:
        read_manual_deck(b"PK\x03\x04" + b"\0" * 600_000, cat)
    assert "слишком большой" in info.value.message("ru")


@pytest.mark.parametrize("payload", [b"", b"hello, judge", b"%PDF-1.4\n", b"PK\x03\x04 broken zip"])
def test_not_a_zip_is_refused(cat: Catalogue, payload: bytes) -> None:
    with pytest.raises(ManualDeckError, match="not an .xlsx file"):
        read_manual_deck(payload, cat)


def test_old_xls_is_refused_with_advice(cat: Catalogue) -> None:
    with pytest.raises(ManualDeckError, match="old .xls"):
        read_manual_deck(b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + b"\0" * 100, cat)


def test_zip_that_is_not_a_workbook_is_refused(cat: Catalogue) -> None:
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as z:
        z.writestr("readme.txt", "not a workbook")
    with pytest.raises(ManualDeckError, match="not an .xlsx file"):
        read_manual_deck(out.getvalue(), cat)


def _rezip(data: bytes, change) -> bytes:
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(data)) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        parts = {name: src.read(name) for name in src.namelist()}
        for name, body in change(parts).items():
            dst.writestr(name, body)
    return out.getvalue()


def test_xlsm_with_macros_is_refused(cat: Catalogue, shipped_bytes: bytes) -> None:
    data = _filled(shipped_bytes, "Чудовища (2)", [1])

    def add_macro(parts):
        parts["xl/vbaProject.bin"] = b"\xd0\xcf\x11\xe0 fake vba"
        parts["[Content_Types].xml"] = parts["[Content_Types].xml"].replace(
            b"spreadsheetml.sheet.main+xml", b"sheet.macroEnabled.main+xml"
        )
        return parts

    with pytest.raises(ManualDeckError, match=r"macros \(\.xlsm\)"):
        read_manual_deck(_rezip(data, add_macro), cat)


def test_xml_entity_tricks_are_refused(cat: Catalogue, shipped_bytes: bytes) -> None:
    data = _filled(shipped_bytes, "Чудовища (2)", [1])

    def add_dtd(parts):
        parts["xl/workbook.xml"] = b'<!DOCTYPE x [<!ENTITY a "aaaa">]>' + parts["xl/workbook.xml"]
        return parts

    with pytest.raises(ManualDeckError, match="not an .xlsx file"):
        read_manual_deck(_rezip(data, add_dtd), cat)


def test_formula_cell_is_an_error_naming_the_cell_and_never_evaluated(
    cat: Catalogue, shipped_bytes: bytes
) -> None:
    data = _filled(shipped_bytes, "Чудовища (2)", [1, '=HYPERLINK("http://x","Гуль")'], leader="=B2")
    with pytest.raises(ManualDeckError) as info:
        read_manual_deck(data, cat)
    en = info.value.message("en")
    assert "cell G7: formulas are not read" in en and "cell C2: formulas are not read" in en

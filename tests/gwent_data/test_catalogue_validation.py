"""A wrong spreadsheet is refused whole, with every problem located by sheet, row and column."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import openpyxl
import pytest

from cards.gwent.catalogue import Catalogue, CatalogueError, load_catalogue

Edit = Callable[[openpyxl.Workbook], None]


def _row_of(ws, card_id: str, nth: int = 0) -> int:
    rows = [r for r in range(2, ws.max_row + 1) if ws.cell(r, 2).value == card_id]
    return rows[nth]


def _copy_row(ws, src: int, dst: int, *, keep_number: bool = True) -> None:
    for col in range(2 if keep_number else 1, 12):
        ws.cell(dst, col).value = ws.cell(src, col).value


def test_corrupted_copy_reports_every_problem_and_loads_nothing(edited_copy) -> None:
    def corrupt(wb: openpyxl.Workbook) -> None:
        ws = wb["Чудовища"]
        ws["F12"] = "abc"  # bad strength
        ws["H13"] = "flying"  # unknown ability keyword
        ws["A14"] = 11  # duplicate number (row 12 holds 11)
        ws["A15"] = 96  # outside 1–95

    with pytest.raises(CatalogueError) as info:
        load_catalogue(edited_copy(corrupt))
    err = info.value
    assert (err.sheet, err.row, err.column, err.field) == ("Чудовища", 12, "F", "strength")
    assert (
        str(err.errors[0])
        == "Sheet 'Чудовища', row 12, column F (strength): expected a whole number, got 'abc'"
    )
    located = {(e.sheet, e.row, e.column) for e in err.errors}
    assert located == {
        ("Чудовища", 12, "F"),
        ("Чудовища", 13, "H"),
        ("Чудовища", 14, "A"),
        ("Чудовища", 15, "A"),
    }
    text = str(err)
    assert "'flying'" in text and "used twice" in text and "1–95" in text


def _nilfgaard_unknown_kind(wb):
    wb["Нильфгаард"]["E2"] = "wizard"


def _unknown_row(wb):
    wb["Нильфгаард"]["G3"] = "air"


def _unit_without_strength(wb):
    wb["Нильфгаард"]["F4"] = None


def _neutral_in_faction_range(wb):
    ws = wb["Нильфгаард"]
    _copy_row(ws, _row_of(ws, "ne_vesemir"), 5)


def _special_in_neutral_range(wb):
    ws = wb["Северные К."]
    _copy_row(ws, _row_of(ws, "sp_decoy"), _row_of(ws, "ne_vesemir"))


def _facts_differ(wb):
    ws = wb["Чудовища"]
    ws.cell(_row_of(ws, "mo_ghoul", 4), 6).value = 2


def _summons_nothing(wb):
    ws = wb["Скеллиге"]
    ws.cell(_row_of(ws, "sk_kambi"), 10).value = "sk_nobody"


def _two_faction_cards(wb):
    ws = wb["Нильфгаард"]
    _copy_row(ws, _row_of(ws, "ng_faction_card"), 3)


def _other_factions_card(wb):
    src, dst = wb["Нильфгаард"], wb["Северные К."]
    for col in range(2, 12):
        dst.cell(2, col).value = src.cell(2, col).value


def _missing_leaders_sheet(wb):
    del wb["Лидеры"]


def _leader_bad_ability(wb):
    wb["Лидеры"]["E2"] = "fireball"


def _leader_bad_faction(wb):
    wb["Лидеры"]["A3"] = "Redania"


@pytest.mark.parametrize(
    ("edit", "where", "fragment"),
    [
        (_nilfgaard_unknown_kind, ("Нильфгаард", 2, "E"), "unknown kind 'wizard'"),
        (_unknown_row, ("Нильфгаард", 3, "G"), "unknown row 'air'"),
        (_unit_without_strength, ("Нильфгаард", 4, "F"), "a unit needs a strength"),
        (_neutral_in_faction_range, ("Нильфгаард", 5, "A"), "numbers 1–55 hold only Nilfgaard cards"),
        (_special_in_neutral_range, ("Северные К.", None, "E"), "numbers 81–95 hold neutral"),
        (_facts_differ, ("Чудовища", None, "F"), "has strength 2 here but 1"),
        (_summons_nothing, ("Скеллиге", None, "J"), "summons names no card: 'sk_nobody'"),
        (_two_faction_cards, ("Нильфгаард", None, "E"), "row 3 already holds one"),
        (_other_factions_card, ("Северные К.", 2, "A"), "hold only Northern Realms cards"),
        (_missing_leaders_sheet, ("Лидеры", None, None), "missing"),
        (_leader_bad_ability, ("Лидеры", 2, "E"), "unknown ability 'fireball'"),
        (_leader_bad_faction, ("Лидеры", 3, "A"), "unknown faction 'Redania'"),
    ],
)
def test_each_validation_names_sheet_row_column(edited_copy, edit: Edit, where, fragment: str) -> None:
    with pytest.raises(CatalogueError) as info:
        load_catalogue(edited_copy(edit))
    errors = info.value.errors
    hits = [e for e in errors if fragment in e.message]
    assert hits, [str(e) for e in errors]
    sheet, row, column = where
    assert any(e.sheet == sheet and (row is None or e.row == row) and e.column == column for e in hits), [
        str(e) for e in errors
    ]


def test_not_an_xlsx_is_a_catalogue_error(tmp_path: Path) -> None:
    bad = tmp_path / "bad.xlsx"
    bad.write_bytes(b"hello")
    with pytest.raises(CatalogueError, match="not a readable xlsx"):
        load_catalogue(bad)


def test_with_cards_adds_inline_rows_and_names_their_errors(cat: Catalogue) -> None:
    row = {
        "id": "test_giant",
        "name_en": "Test Giant",
        "name_ru": "Тестовый великан",
        "faction": "monsters",
        "kind": "unit",
        "strength": 9,
        "row": "siege",
        "abilities": "morale_boost",
    }
    bigger = cat.with_cards([row])
    assert bigger.card("test_giant").strength == 9 and "test_giant" not in cat.cards
    assert bigger.resolve("тестовый").id == "test_giant"
    with pytest.raises(CatalogueError) as info:
        cat.with_cards([row, {**row, "id": "x", "strength": "lots", "abilities": "hover"}])
    assert [str(e) for e in info.value.errors] == [
        "cards[1].strength: expected a whole number, got 'lots'",
        "cards[1].abilities: unknown ability 'hover' for a unit card",
    ]
    assert (info.value.sheet, info.value.row, info.value.column) == ("cards", 1, "strength")

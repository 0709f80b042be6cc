"""The card data: CSV source → reproducible xlsx; the loader names sheet, row and column (FA-CARD-3)."""

from __future__ import annotations

import pytest
from openpyxl import load_workbook

from cards.fate.catalogue import CatalogueError, default_catalogue, load_catalogue
from tools.build_fate_xlsx import OUT, build, build_workbook, workbook_bytes


def test_xlsx_is_built_from_the_csv_byte_for_byte():
    assert build() == build()
    assert OUT.read_bytes() == build(), "data/fate.xlsx is stale: run python tools/build_fate_xlsx.py"


def test_catalogue_has_the_reference_cards():
    """FA-CARD-3, FA-ZONE-1: 17 Heroic Spirits with classes, 7 Classes, Mystic Codes with kind and cost."""
    cat = default_catalogue()
    assert len(cat.of_kind("spirit")) == 17 and len(cat.of_kind("class")) == 7
    artoria = cat.find("Артурия")
    assert artoria is not None and artoria.stats == (6, 5, 3, 3) and "Saber" in artoria.classes
    pendant = cat.find("Ruby Pendant")
    assert pendant is not None and pendant.effect_kind == "activated" and [p.kind for p in pendant.cost] == ["D", "R"]
    assert "pre_emptive_strike" in cat.find("Assassin").skills


def test_bad_cells_name_sheet_row_and_column(tmp_path):
    wb = build_workbook()
    wb["Classes"]["D3"] = "lots"  # patk of the second class
    path = tmp_path / "bad.xlsx"
    path.write_bytes(workbook_bytes(wb))
    with pytest.raises(CatalogueError) as e:
        load_catalogue(path)
    assert (e.value.sheet, e.value.row, e.value.column) == ("Classes", 3, "patk")
    wb = build_workbook()
    wb["Mystic Codes"]["G2"] = "Q7"
    path.write_bytes(workbook_bytes(wb))
    with pytest.raises(CatalogueError, match=r"Mystic Codes, row 2, column cost"):
        load_catalogue(path)
    wb = build_workbook()
    del wb["Classes"]
    path.write_bytes(workbook_bytes(wb))
    with pytest.raises(CatalogueError, match="Classes"):
        load_catalogue(path)


def test_source_columns_are_kept():
    wb = load_workbook(OUT, read_only=True)
    header = next(wb["Heroic Spirits"].iter_rows(values_only=True))
    assert header[-1] == "source"

"""Build ``data/fate.xlsx`` (sheets Heroic Spirits, Classes, Mystic Codes) from ``data/fate/*.csv``.

The CSVs are the reviewable source; the xlsx is what the engine loads. Fixed document and zip entry
times make the build byte-reproducible: the same CSVs give the same bytes.

Usage: python tools/build_fate_xlsx.py [--out PATH]
"""

from __future__ import annotations

import csv
import datetime as dt
from pathlib import Path

from openpyxl import Workbook
from openpyxl.styles import Font, PatternFill

from cards.fate import catalogue
from cards.workbook import build_main, reproducible_bytes

ROOT = Path(__file__).resolve().parents[1]
SOURCES = {
    catalogue.SPIRITS_SHEET: (ROOT / "data" / "fate" / "heroic_spirits.csv", catalogue.SPIRIT_COLUMNS),
    catalogue.CLASSES_SHEET: (ROOT / "data" / "fate" / "classes.csv", catalogue.CLASS_COLUMNS),
    catalogue.CODES_SHEET: (ROOT / "data" / "fate" / "mystic_codes.csv", catalogue.CODE_COLUMNS),
}
OUT = ROOT / "data" / "fate.xlsx"
FIXED_TIME = dt.datetime(2016, 1, 3, 0, 0, 0)
NUMERIC = {"patk", "pdef", "matk", "mdef", "copies"}


def build_workbook(sources: dict[str, tuple[Path, tuple[str, ...]]] = SOURCES) -> Workbook:
    wb = Workbook()
    wb.remove(wb.active)
    for sheet, (path, columns) in sources.items():
        ws = wb.create_sheet(sheet)
        for i, name in enumerate(columns, start=1):
            cell = ws.cell(row=1, column=i, value=name)
            cell.font = Font(bold=True)
            cell.fill = PatternFill("solid", fgColor="DDDDDD")
        with path.open(encoding="utf-8", newline="") as fh:
            for r, row in enumerate(csv.DictReader(fh), start=2):
                for i, name in enumerate(columns, start=1):
                    text = (row.get(name) or "").strip()
                    value: object = (
                        int(text) if name in NUMERIC and text.lstrip("-").isdigit() else (text or None)
                    )
                    ws.cell(row=r, column=i, value=value)
        ws.freeze_panes = "A2"
        ws.column_dimensions["B"].width = 34
        ws.column_dimensions["C"].width = 38
    wb.properties.creator = "tablejudge tools/build_fate_xlsx.py"
    wb.properties.lastModifiedBy = "tablejudge"
    return wb


def workbook_bytes(wb: Workbook) -> bytes:
    """The workbook's bytes, the same for the same rows (fixed timestamps)."""
    return reproducible_bytes(wb, FIXED_TIME)


def build() -> bytes:
    return workbook_bytes(build_workbook())


def main(argv: list[str] | None = None) -> None:
    build_main(__doc__, OUT, build, argv)


if __name__ == "__main__":
    main()

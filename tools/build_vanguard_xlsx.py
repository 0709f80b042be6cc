"""Build ``data/vanguard.xlsx`` from ``data/vanguard/cards.csv`` and ``decks.csv``.

The CSVs are the reviewable source; the xlsx is what the bot loads (a server may ship its own). The build
is byte-reproducible: fixed document and zip entry timestamps.

Usage: python tools/build_vanguard_xlsx.py [--out PATH]
"""

from __future__ import annotations

import csv
import datetime as dt
from pathlib import Path

from openpyxl import Workbook
from openpyxl.styles import Font

from cards.vanguard.catalogue import CARD_COLUMNS, CARDS_SHEET, DECK_COLUMNS, DECKS_SHEET
from cards.workbook import build_main, reproducible_bytes

ROOT = Path(__file__).resolve().parents[1]
CARDS_CSV = ROOT / "data" / "vanguard" / "cards.csv"
DECKS_CSV = ROOT / "data" / "vanguard" / "decks.csv"
OUT = ROOT / "data" / "vanguard.xlsx"
FIXED_TIME = dt.datetime(2018, 5, 1, 0, 0, 0)
NUMBERS = {"grade", "power", "shield", "critical", "trigger_power", "qty"}


def _cell(column: str, value: str) -> object:
    return int(value) if column in NUMBERS and value.strip().lstrip("-").isdigit() else (value or None)


def build_workbook(cards_csv: Path = CARDS_CSV, decks_csv: Path = DECKS_CSV) -> Workbook:
    wb = Workbook()
    ws = wb.active
    ws.title = CARDS_SHEET
    for sheet, path, columns in (
        (ws, cards_csv, CARD_COLUMNS),
        (wb.create_sheet(DECKS_SHEET), decks_csv, DECK_COLUMNS),
    ):
        sheet.append(list(columns))
        for cell in sheet[1]:
            cell.font = Font(bold=True)
        with path.open(encoding="utf-8", newline="") as f:
            for row in csv.DictReader(f):
                sheet.append([_cell(c, row.get(c) or "") for c in columns])
        sheet.freeze_panes = "B2"
    return wb


def workbook_bytes(wb: Workbook) -> bytes:
    """The workbook's bytes, the same for the same rows (fixed timestamps)."""
    return reproducible_bytes(wb, FIXED_TIME)


def build(cards_csv: Path = CARDS_CSV, decks_csv: Path = DECKS_CSV) -> bytes:
    return workbook_bytes(build_workbook(cards_csv, decks_csv))


def main(argv: list[str] | None = None) -> None:
    build_main(__doc__, OUT, build, argv)


if __name__ == "__main__":
    main()

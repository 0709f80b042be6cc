"""Build the Force of Will spreadsheet ``data/fow.xlsx`` from ``data/fow/cards.csv`` and ``decks.csv``.

The CSVs are the reviewable source; the xlsx is what the bot loads (a server may run its own copy).
The build is byte-reproducible: fixed document and zip entry times, so equal CSVs give equal bytes.

Usage: python tools/build_fow_xlsx.py [--out PATH]
"""

from __future__ import annotations

import csv
import datetime as dt
from pathlib import Path

from openpyxl import Workbook
from openpyxl.styles import Font, PatternFill

from cards.fow.catalogue import CARD_COLUMNS, CARDS_SHEET, DECK_COLUMNS, DECKS_SHEET, Cost
from cards.workbook import build_main, reproducible_bytes

ROOT = Path(__file__).resolve().parents[1]
CARDS_CSV = ROOT / "data" / "fow" / "cards.csv"
DECKS_CSV = ROOT / "data" / "fow" / "decks.csv"
OUT = ROOT / "data" / "fow.xlsx"
FIXED_TIME = dt.datetime(2024, 1, 1, 0, 0, 0)
UPLOAD_SHEET = "Deck"
UPLOAD_COLUMNS = ("section", "count", "card")
HEADER_FONT = Font(bold=True)
HEADER_FILL = PatternFill("solid", fgColor="DDDDDD")
NUMERIC = {"cost_number", "total_cost", "atk", "def"}


def read_csv(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as fh:
        return list(csv.DictReader(fh))


def card_cells(row: dict[str, str]) -> dict[str, object]:
    """One CSV row in the sheet's columns: the cost ``{W}{1}`` split into symbols and number."""
    cost = Cost.parse(row["cost"])
    symbols = "".join(
        {"light": "W", "fire": "R", "water": "U", "wind": "G", "darkness": "B", "moon": "M", "time": "T"}[a]
        for a in cost.symbols
    )
    symbols += "X" * cost.x
    cells: dict[str, object] = dict(row)
    cells.update(
        cost_symbols=symbols,
        cost_number=cost.number if row["cost"] else None,
        total_cost=cost.total if row["cost"] else None,
    )
    for key in NUMERIC:
        value = cells.get(key)
        cells[key] = (
            int(value)
            if isinstance(value, str) and value.strip()
            else (value if isinstance(value, int) else None)
        )
    return cells


def _sheet(wb: Workbook, title: str, columns: tuple[str, ...], rows: list[dict[str, object]]) -> None:
    ws = wb.create_sheet(title)
    for c, name in enumerate(columns, start=1):
        cell = ws.cell(row=1, column=c, value=name)
        cell.font = HEADER_FONT
        cell.fill = HEADER_FILL
    for r, row in enumerate(rows, start=2):
        for c, name in enumerate(columns, start=1):
            value = row.get(name)
            ws.cell(row=r, column=c, value=None if value == "" else value)
    ws.freeze_panes = "A2"


def build_workbook(cards: list[dict[str, str]], decks: list[dict[str, str]]) -> Workbook:
    wb = Workbook()
    wb.remove(wb.active)
    _sheet(wb, CARDS_SHEET, CARD_COLUMNS, [card_cells(r) for r in cards])
    _sheet(wb, DECKS_SHEET, DECK_COLUMNS, [{**d, "count": int(d["count"])} for d in decks])
    names = {c["id"]: c["name_en"] for c in cards}
    example = [
        {"section": d["section"], "count": int(d["count"]), "card": names[d["card_id"]]}
        for d in decks
        if d["deck"] == "faria"
    ]
    _sheet(wb, UPLOAD_SHEET, UPLOAD_COLUMNS, example)  # a deck to fill in and send back by DM
    wb.properties.creator = "tablejudge tools/build_fow_xlsx.py"
    wb.properties.lastModifiedBy = "tablejudge"
    return wb


def workbook_bytes(wb: Workbook) -> bytes:
    """The workbook's bytes, the same for the same rows (fixed timestamps)."""
    return reproducible_bytes(wb, FIXED_TIME)


def build(cards_csv: Path = CARDS_CSV, decks_csv: Path = DECKS_CSV) -> bytes:
    return workbook_bytes(build_workbook(read_csv(cards_csv), read_csv(decks_csv)))


def main(argv: list[str] | None = None) -> None:
    build_main(__doc__, OUT, build, argv)


if __name__ == "__main__":
    main()

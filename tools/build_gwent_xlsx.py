"""Build the judge's reference spreadsheet ``data/gwent.xlsx`` from ``data/gwent/cards.csv`` and ``decks.csv``.

The CSVs are the reviewable text source; the xlsx is what the bot loads at run time (and what a server may
replace with its own house-rule copy). The build is reproducible: fixed document timestamps and fixed zip
entry times, so the same CSVs give the same bytes.

Usage: python tools/build_gwent_xlsx.py [--out PATH]
"""

from __future__ import annotations

import csv
from collections.abc import Mapping
from pathlib import Path

from openpyxl import Workbook
from openpyxl.styles import Font, PatternFill

from cards.gwent import catalogue, handfile
from cards.workbook import build_main

ROOT = Path(__file__).resolve().parents[1]
CARDS_CSV = ROOT / "data" / "gwent" / "cards.csv"
DECKS_CSV = ROOT / "data" / "gwent" / "decks.csv"
OUT = ROOT / "data" / "gwent.xlsx"

# Sheet names of spec G-REF-3, in order (shared with the loader).
FACTION_SHEETS: dict[str, str] = {f.value: name for f, name in catalogue.FACTION_SHEETS.items()}
LEADERS_SHEET = catalogue.LEADERS_SHEET
MANUAL_SUFFIX = catalogue.MANUAL_SUFFIX
FACTION_COLUMNS = list(catalogue.SHEET_COLUMNS)
LEADER_COLUMNS = list(catalogue.LEADER_COLUMNS)
MANUAL_ROWS = 95

HEADER_FONT = Font(bold=True)
HEADER_FILL = PatternFill("solid", fgColor="DDDDDD")
INPUT_FILL = PatternFill("solid", fgColor="FFF2CC")


def read_cards(path: Path = CARDS_CSV) -> dict[str, dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as fh:
        return {row["id"]: row for row in csv.DictReader(fh)}


def read_decks(path: Path = DECKS_CSV) -> dict[str, list[tuple[int, str]]]:
    decks: dict[str, list[tuple[int, str]]] = {f: [] for f in FACTION_SHEETS}
    with path.open(encoding="utf-8", newline="") as fh:
        for row in csv.DictReader(fh):
            decks[row["faction"]].append((int(row["number"]), row["card_id"]))
    for entries in decks.values():
        entries.sort()
    return decks


def _strength(text: str) -> int | None:
    return int(text) if text.strip() else None


def _card_cells(card: Mapping[str, str]) -> list[object]:
    return [
        card["id"],
        card["name_ru"],
        card["name_en"],
        card["kind"],
        _strength(card["strength"]),
        card["row"] or None,
        card["abilities"] or None,
        card["muster_group"] or None,
        card["summons"] or None,
        card["transforms_to"] or None,
    ]


def _header(ws, columns: list[str], row: int = 1, first_col: int = 1) -> None:
    for i, name in enumerate(columns):
        cell = ws.cell(row=row, column=first_col + i, value=name)
        cell.font = HEADER_FONT
        cell.fill = HEADER_FILL


def _widths(ws, widths: Mapping[str, float]) -> None:
    for col, width in widths.items():
        ws.column_dimensions[col].width = width


def tokens_of(faction: str, cards: Mapping[str, Mapping[str, str]], numbered: set[str]) -> list[str]:
    """Summon-only cards of a faction: units with no deck number (Hemdall, vildkaarls; A-27(iv), A-28)."""
    return [
        cid
        for cid, c in cards.items()
        if c["faction"] == faction and c["kind"] in ("unit", "hero") and cid not in numbered
    ]


def build_workbook(
    cards: Mapping[str, Mapping[str, str]], decks: Mapping[str, list[tuple[int, str]]]
) -> Workbook:
    wb = Workbook()
    wb.remove(wb.active)
    for faction, sheet in FACTION_SHEETS.items():
        ws = wb.create_sheet(sheet)
        _header(ws, FACTION_COLUMNS)
        numbered = {cid for _, cid in decks[faction]}
        r = 2
        for number, cid in decks[faction]:
            ws.cell(row=r, column=1, value=number)
            for i, value in enumerate(_card_cells(cards[cid]), start=2):
                ws.cell(row=r, column=i, value=value)
            r += 1
        for cid in tokens_of(faction, cards, numbered):
            for i, value in enumerate(_card_cells(cards[cid]), start=2):
                ws.cell(row=r, column=i, value=value)
            r += 1
        ws.freeze_panes = "A2"
        _widths(
            ws,
            {"A": 5, "B": 36, "C": 40, "D": 40, "E": 9, "F": 9, "G": 8, "H": 22, "I": 20, "J": 14, "K": 30},
        )

    ws = wb.create_sheet(LEADERS_SHEET)
    _header(ws, LEADER_COLUMNS)
    r = 2
    for faction in FACTION_SHEETS:
        for cid, c in cards.items():
            if c["faction"] == faction and c["kind"] == "leader":
                values = [
                    faction,
                    cid,
                    c["name_ru"],
                    c["name_en"],
                    c["abilities"],
                    c["effect_en"],
                    c["effect_ru"],
                ]
                for i, value in enumerate(values, start=1):
                    ws.cell(row=r, column=i, value=value or None)
                r += 1
    ws.freeze_panes = "A2"
    _widths(ws, {"A": 16, "B": 36, "C": 44, "D": 44, "E": 24, "F": 70, "G": 70})

    for faction, sheet in FACTION_SHEETS.items():
        _manual_sheet(wb.create_sheet(sheet + MANUAL_SUFFIX), faction, sheet, cards, decks[faction])
    wb.properties.creator = "tablejudge tools/build_gwent_xlsx.py"
    wb.properties.lastModifiedBy = "tablejudge"
    return wb


def _manual_sheet(ws, faction, sheet, cards, deck) -> None:
    """Full numbered list on the left; the manual deck (№ → card) on the right, with faction and leader on top.

    The cells are the ones :func:`cards.gwent.handfile.read_manual_deck` reads.
    """
    first = handfile.MANUAL_FIRST_ROW
    ws["A1"] = "Фракция / Faction:"
    ws[handfile.MANUAL_FACTION_CELL] = sheet
    ws["A2"] = "Лидер / Leader:"
    ws[handfile.MANUAL_LEADER_CELL].fill = INPUT_FILL
    ws["A1"].font = ws["A2"].font = HEADER_FONT
    ws["A3"] = (
        "Впишите в столбец G номер карты из списка слева или её название, по одной копии в строке; "
        "лидера (классика) — в C2. Формулы не читаются."
    )
    ws["A4"] = (
        "Type a card number from the list on the left, or its name, in column G, one copy per row; "
        "your Classic leader in C2. Formulas are not read."
    )
    deck_col = handfile.MANUAL_DECK_COL
    _header(ws, ["№", "name_ru", "name_en"], row=handfile.MANUAL_HEADER_ROW)
    _header(ws, ["№", "Карта / Card"], row=handfile.MANUAL_HEADER_ROW, first_col=deck_col - 1)
    _header(ws, ["Лидеры / Leaders"], row=handfile.MANUAL_HEADER_ROW, first_col=deck_col + 2)
    for i, (number, cid) in enumerate(deck):
        r = first + i
        ws.cell(row=r, column=1, value=number)
        ws.cell(row=r, column=2, value=cards[cid]["name_ru"])
        ws.cell(row=r, column=3, value=cards[cid]["name_en"])
    for i in range(MANUAL_ROWS):
        ws.cell(row=first + i, column=deck_col - 1, value=i + 1)
        ws.cell(row=first + i, column=deck_col).fill = INPUT_FILL
    leaders = [c for c in cards.values() if c["faction"] == faction and c["kind"] == "leader"]
    for i, c in enumerate(leaders):
        hard = " (Hard only / только хард)" if "hard_only" in c["abilities"].split(";") else ""
        ws.cell(row=first + i, column=deck_col + 2, value=f"{c['name_ru']} / {c['name_en']}{hard}")
    ws.freeze_panes = f"A{first}"
    _widths(ws, {"A": 5, "B": 40, "C": 40, "D": 3, "E": 3, "F": 5, "G": 40, "H": 3, "I": 75})


def workbook_bytes(wb: Workbook) -> bytes:
    return handfile.workbook_bytes(wb)


def build(cards_csv: Path = CARDS_CSV, decks_csv: Path = DECKS_CSV) -> bytes:
    return workbook_bytes(build_workbook(read_cards(cards_csv), read_decks(decks_csv)))


def main(argv: list[str] | None = None) -> None:
    build_main(__doc__, OUT, build, argv)


if __name__ == "__main__":
    main()

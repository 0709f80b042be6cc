"""Filled "(2)" deck sheets for tests: the shipped reference with a deck typed into column G."""

from __future__ import annotations

import io
from collections.abc import Iterable
from pathlib import Path

import openpyxl

REFERENCE = Path(__file__).resolve().parents[1] / "data" / "gwent.xlsx"


def filled_deck_sheet(
    sheet: str,
    entries: Iterable[object],
    leader: str | None = None,
    faction_cell: object = "keep",
    shipped: bytes | None = None,
) -> bytes:
    """The reference (or ``shipped`` bytes) with ``entries`` in G6…, the leader in C2, optionally a faction in C1."""
    wb = openpyxl.load_workbook(io.BytesIO(shipped) if shipped is not None else REFERENCE)
    ws = wb[sheet]
    if leader is not None:
        ws["C2"] = leader
    if faction_cell != "keep":
        ws["C1"] = faction_cell
    for i, value in enumerate(entries):
        ws.cell(row=6 + i, column=7).value = value
    out = io.BytesIO()
    wb.save(out)
    return out.getvalue()

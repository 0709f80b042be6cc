"""What the games' card spreadsheets share: the error that names the wrong cell (sheet, row, column), so
whoever edits a spreadsheet is sent to the cell to fix whichever game it is for."""

from __future__ import annotations

from typing import Any


class CatalogueError(ValueError):
    """A spreadsheet cell that the engine cannot use: names the sheet, the row and the column."""

    def __init__(self, sheet: str, row: int, column: str, message: str) -> None:
        super().__init__(f"{sheet}, row {row}, column {column}: {message}")
        self.sheet, self.row, self.column = sheet, row, column


def cell_text(value: Any) -> str:
    """A cell's text as the sheet shows it: an empty cell is ``""``, a number its digits, no edge spaces."""
    return "" if value is None else str(value).strip()

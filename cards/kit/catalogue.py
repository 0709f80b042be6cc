"""What the games' card spreadsheets share: a wrong cell named by sheet, row and column, so whoever edits
a spreadsheet is sent to the cell to fix whichever game it is for. FoW and Fate stop at the first wrong
cell (:class:`CatalogueError`); Vanguard lists every one (:class:`CatalogueErrors`)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class CellProblem:
    """One wrong cell: ``Sheet, row 3, column cost: is not a whole number``."""

    sheet: str
    row: int
    column: str
    message: str

    def __str__(self) -> str:
        return f"{self.sheet}, row {self.row}, column {self.column}: {self.message}"


class CatalogueError(ValueError):
    """A spreadsheet cell that the engine cannot use: names the sheet, the row and the column."""

    def __init__(self, sheet: str, row: int, column: str, message: str) -> None:
        super().__init__(str(CellProblem(sheet, row, column, message)))
        self.sheet, self.row, self.column = sheet, row, column


class CatalogueErrors(ValueError):
    """Every wrong cell of a spreadsheet at once, one a line."""

    def __init__(self, problems: Iterable[CellProblem]) -> None:
        self.problems = list(problems)
        super().__init__("\n".join(str(p) for p in self.problems))


def cell_text(value: Any) -> str:
    """A cell's text as the sheet shows it: an empty cell is ``""``, a number its digits, no edge spaces."""
    return "" if value is None else str(value).strip()

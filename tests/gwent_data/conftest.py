"""Shared fixtures: the shipped catalogue and a way to make edited copies of the shipped spreadsheet."""

from __future__ import annotations

import io
from collections.abc import Callable
from pathlib import Path

import openpyxl
import pytest

from cards.gwent.catalogue import DEFAULT_PATH, Catalogue, default_catalogue


@pytest.fixture(scope="session")
def cat() -> Catalogue:
    return default_catalogue()


@pytest.fixture(scope="session")
def shipped_bytes() -> bytes:
    return DEFAULT_PATH.read_bytes()


@pytest.fixture
def edited_copy(
    shipped_bytes: bytes, tmp_path: Path
) -> Callable[[Callable[[openpyxl.Workbook], None]], Path]:
    """Save a copy of the shipped xlsx after ``edit(workbook)`` and return its path."""

    def make(edit: Callable[[openpyxl.Workbook], None]) -> Path:
        wb = openpyxl.load_workbook(io.BytesIO(shipped_bytes))
        edit(wb)
        path = tmp_path / "edited.xlsx"
        wb.save(path)
        return path

    return make

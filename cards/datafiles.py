"""Where the shipped data (card spreadsheets, their text sources) is, in a checkout and installed.

The repository keeps it in its top-level ``data/`` folder; a wheel or a plain ``pip install .`` ships
that folder as the ``data`` package (see ``pyproject.toml``), found with :mod:`importlib.resources`.
Engines ask for ``data_file("gwent.xlsx")`` and never build paths from ``__file__`` themselves.
"""

from __future__ import annotations

import importlib.resources
from pathlib import Path

_CHECKOUT = Path(__file__).resolve().parents[1] / "data"


def data_dir() -> Path:
    """The data folder: the checkout's ``data/`` if there is one, else the installed ``data`` package."""
    if _CHECKOUT.is_dir():
        return _CHECKOUT
    try:
        root = importlib.resources.files("data")
    except ModuleNotFoundError:
        return _CHECKOUT  # neither: paths under it do not exist and the caller says which file is missing
    return Path(str(root))


def data_file(*parts: str) -> Path:
    """A shipped data file by its path under ``data/`` (``data_file("gwent", "cards.csv")``)."""
    return data_dir().joinpath(*parts)

"""The fast Hand file (G-HAND-1): a per-language openpyxl template with the card cells filled in must be
the file openpyxl itself writes, for readers and byte for byte (issue 14)."""

from __future__ import annotations

import dataclasses
import io
import random
from collections.abc import Sequence
from typing import Any

import openpyxl
import pytest
from openpyxl.utils.exceptions import IllegalCharacterError

from cards.core import Lang
from cards.gwent.catalogue import Catalogue
from cards.gwent.handfile import (
    EXCHANGE_SHEET,
    HAND_ROOM,
    HAND_SHEET,
    _openpyxl_hand_xlsx,
    write_hand_xlsx,
)
from cards.gwent.model import CardDef
from cards.kit.xlsx import safe_xlsx


def _facts(data: bytes) -> dict[str, Any]:
    """What a reader of the file sees: sheets in order, every cell's value and type, header style,
    column widths and frozen panes."""
    wb = openpyxl.load_workbook(io.BytesIO(data))
    sheets: dict[str, Any] = {}
    for ws in wb.worksheets:
        sheets[ws.title] = {
            "cells": [[(c.value, c.data_type) for c in row] for row in ws.iter_rows()],
            "dimensions": ws.dimensions,
            "freeze": ws.freeze_panes,
            "widths": {k: d.width for k, d in sorted(ws.column_dimensions.items())},
            "header": [(c.font.b, c.fill.fill_type, c.fill.fgColor.rgb) for c in ws[1]],
            "unstyled_body": all(c.style_id == 0 for row in ws.iter_rows(min_row=2) for c in row),
        }
    return {"names": wb.sheetnames, "sheets": sheets, "creator": wb.properties.creator}


def _random_hands(cat: Catalogue, n: int, seed: int) -> list[tuple[list[CardDef], list[CardDef], Lang]]:
    rng = random.Random(seed)
    cards = sorted(cat.cards.values(), key=lambda c: c.id)
    out: list[tuple[list[CardDef], list[CardDef], Lang]] = [
        ([], [], "ru"),
        (rng.sample(cards, HAND_ROOM), rng.sample(cards, HAND_ROOM), "en"),  # both sheets full
    ]
    for i in range(n):
        size = rng.choice((10, 10, rng.randint(0, HAND_ROOM)))  # a deal is mostly 10 cards
        hand = [rng.choice(cards) for _ in range(size)]  # copies may repeat
        exchange = [rng.choice(cards) for _ in range(rng.randint(0, 5))]
        out.append((hand, exchange, "ru" if i % 2 else "en"))
    return out


def test_fast_hand_file_equals_openpyxl_for_random_hands(cat: Catalogue) -> None:
    """G-HAND-1: for random hands and exchanges of the real catalogue, in both languages, the fast file
    reads exactly like the one openpyxl writes (values, sheet order, header font and fill, widths,
    frozen header row), and is in fact the same bytes."""
    for hand, exchange, lang in _random_hands(cat, 40, seed=14):
        fast = write_hand_xlsx(hand, exchange, lang)
        reference = _openpyxl_hand_xlsx(hand, exchange, lang)
        facts = _facts(fast)
        assert facts == _facts(reference), (lang, [c.id for c in hand], [c.id for c in exchange])
        assert facts["names"] == [HAND_SHEET, EXCHANGE_SHEET]
        header = facts["sheets"][HAND_SHEET]["header"]
        assert header == [(True, "solid", "00DDDDDD")] * 6
        assert facts["sheets"][HAND_SHEET]["freeze"] == "A2"
        ids = [row[5][0] for row in facts["sheets"][HAND_SHEET]["cells"][1:] if row[5][0] is not None]
        assert ids == [c.id for c in hand]
        assert fast == reference


def test_fast_hand_file_is_reproducible_and_passes_the_upload_guard(cat: Catalogue) -> None:
    """G-HAND-1: the same hand gives the same bytes (also after other hands used the cached template),
    and the file passes the guard every uploaded .xlsx goes through, so a player may send it back."""
    hand = [cat.card("mo_ghoul"), cat.card("sp_decoy"), cat.card("mo_kayran")]
    exchange = [cat.card("mo_nekker")]
    first = write_hand_xlsx(hand, exchange, "ru")
    write_hand_xlsx(exchange, hand, "ru")
    write_hand_xlsx(hand, exchange, "en")
    assert write_hand_xlsx(hand, exchange, "ru") == first
    wb = openpyxl.load_workbook(io.BytesIO(safe_xlsx(first)))
    assert wb[HAND_SHEET]["B2"].value == "Гуль" and wb[EXCHANGE_SHEET]["F2"].value == "mo_nekker"


def _renamed(card: CardDef, name: str) -> CardDef:
    return dataclasses.replace(card, name_en=name, name_ru=name)


@pytest.mark.parametrize(
    "name",
    [
        "<Geralt & \"Roach\" 'the' horse>",
        "]]> &amp; &#x41;",
        "  leading and trailing  ",
        "   ",
        "line\nbreak\ttab",
        "Ёжик — «в тумане» ☃ 𝄞",
    ],
)
def test_names_with_markup_characters_round_trip(cat: Catalogue, name: str) -> None:
    """G-HAND-1: a name with XML's special characters or significant spaces reads back unchanged."""
    ghoul = _renamed(cat.card("mo_ghoul"), name)
    data = write_hand_xlsx([ghoul], [cat.card("sp_decoy"), ghoul], "en")
    assert data == _openpyxl_hand_xlsx([ghoul], [cat.card("sp_decoy"), ghoul], "en")
    wb = openpyxl.load_workbook(io.BytesIO(data))
    assert wb[HAND_SHEET]["B2"].value == name and wb[EXCHANGE_SHEET]["B3"].value == name


def test_values_openpyxl_would_not_keep_as_text_go_the_openpyxl_way(cat: Catalogue) -> None:
    """G-HAND-1: a name that openpyxl reads as a formula or error code is written as openpyxl writes it;
    a refused character is refused with openpyxl's error; too many cards is the same ValueError."""
    for odd in ("=1+1", "#N/A"):
        card = _renamed(cat.card("mo_ghoul"), odd)
        assert write_hand_xlsx([card], [], "ru") == _openpyxl_hand_xlsx([card], [], "ru")
    with pytest.raises(IllegalCharacterError):
        write_hand_xlsx([_renamed(cat.card("mo_ghoul"), "bell\x07")], [], "ru")
    many: Sequence[CardDef] = [cat.card("mo_ghoul")] * (HAND_ROOM + 1)
    for hand, exchange in ((many, []), ([], many)):
        with pytest.raises(ValueError, match=f"at most {HAND_ROOM} cards, got {HAND_ROOM + 1}"):
            write_hand_xlsx(hand, exchange, "ru")

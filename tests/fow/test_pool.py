"""The whole card pool as data (issue 27): every face of the reference is a row; a deck of pool cards
registers by text and by spreadsheet; keyword flags are read for every card of the pool."""

from __future__ import annotations

import csv
import time
from pathlib import Path

import pytest

from cards.fow import deck as deckcheck
from cards.fow.catalogue import load_catalogue
from tests.reference import facts, ids_digest

from .helpers import GAME

CARDS_CSV = Path(__file__).resolve().parents[2] / "data" / "fow" / "cards.csv"

# A Grimm-cluster deck of pool cards (no starter): Little Red's ruler side, 40 main, 10 stones.
GRIMM_DECK = """ruler: Little Red Riding Hood
main: 4 Commander of Wolves
4 Hunter in Black Forest
4 Moon Night Pouncer
4 Purifying Fire
4 Thunder
4 Beowulf, the Blazing Wolf
4 Lancelot, the Knight of Mad Demon
4 Demonflame
4 Dragoon of Certo
4 Whelp Drake
stones: 10 Fire Magic Stone"""


def test_every_reference_face_is_a_row_and_no_card_text_is_kept():
    """Issue 27: all 5,340 faces become rows; the copied text_en column is gone (scripts say what cards do).
    The reference's ids are known by their count and digest (tests/reference/facts.json): the test reads
    nothing outside the repository (issue 24)."""
    reference = facts("reference/fow_cards.csv")
    with CARDS_CSV.open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    assert "text_en" not in rows[0] and "abilities" in rows[0]
    ids = {r["id"] for r in rows}
    assert (len(ids), ids_digest(ids)) == (reference["ids"], reference["ids_sha256"])
    assert len(GAME.cat.cards) >= 5340
    assert ids <= set(GAME.cat.cards)


def test_pool_facts_dual_stones_j_rulers_and_keywords():
    """F-WILL-2, F-TYPE-1, F-KW-1: a dual stone names both attributes; a ruler finds its J-ruler side."""
    cat = GAME.cat
    heat = cat.card(cat.lookup("Magic Stone of Heat Ray"))
    assert heat.type == "Magic Stone" and set(heat.produces) == {"light", "fire"} and not heat.produces_all
    red = cat.card(cat.lookup("Little Red Riding Hood"))
    assert red.type == "Ruler" and cat.card(red.j_ruler).type == "J-Ruler"
    assert "Swiftness" in cat.card(red.j_ruler).keywords
    assert red.judgment_cost is not None
    flying = [c for c in cat.cards.values() if "Flying" in c.keywords]
    assert len(flying) > 400


def test_a_deck_of_pool_cards_registers_by_text_and_sheet():
    """F-DECK-6: a deck of pool cards (not a starter) passes every check, as text and as an .xlsx upload."""
    seat = GAME.check_deck(GRIMM_DECK, {})  # the per-seat setup a tournament stores
    deck = deckcheck.parse_deck(GAME.cat, seat["deck"])
    assert len(deck.main) == 40 and len(deck.stones) == 10
    s = GAME.new_match(GAME.setup_for(["Alice", "Bob"]), 1)[0]
    import datetime as dt

    from openpyxl import Workbook

    from cards.workbook import reproducible_bytes

    wb = Workbook()
    ws = wb.active
    ws.title = "Deck"
    ws.append(["section", "count", "card"])
    section = "main"
    for line in GRIMM_DECK.splitlines():
        head, sep, rest = line.partition(":")
        if sep:
            section, line = head, rest.strip()
        n, name = line.split(" ", 1)
        ws.append([section, int(n) if n.isdigit() else 1, name if n.isdigit() else line])
    data = reproducible_bytes(wb, dt.datetime(2024, 1, 1))
    action = GAME.parse_upload(s, 0, "grimm.xlsx", data)
    assert action.main == deck.main and action.stones == deck.stones


def test_a_rune_in_the_main_deck_is_refused_with_the_reason():
    """F-DECK-2: cards of later deck zones (runes) are not main-deck cards under CR 6.3a."""
    rune = next(c for c in GAME.cat.cards.values() if c.type == "Rune")
    text = GRIMM_DECK.replace("4 Thunder", f"4 {rune.name_en}")
    with pytest.raises(Exception) as e:
        deckcheck.check(GAME.cat, deckcheck.parse_deck(GAME.cat, text), {})
    assert "after CR 6.3a" in str(getattr(e.value, "text", e.value).en)


def test_the_pool_sheet_loads_in_sane_time():
    """Issue 27: 5,340 rows load in well under 10 CPU seconds (measured ~1.6 s)."""
    from cards.fow.catalogue import DEFAULT_XLSX

    t = time.process_time()
    cat = load_catalogue(DEFAULT_XLSX)
    assert len(cat.cards) >= 5340
    assert time.process_time() - t < 10


def test_a_deck_of_pool_cards_plays_a_whole_match():
    """Issue 27's "registers and plays": the Grimm-cluster deck (by text) against a ready deck plays to its
    end with the scripted players — every post legal, the unscripted pool cards declared or played plain
    (F-REF-2), keyword flags applied (F-KW-1)."""
    import random

    from cards.core import JUDGE

    s = GAME.new_match(GAME.setup_for(["Alice", "Bob"]), 5)[0]
    s, _ = GAME.play(s, 0, "deck " + GRIMM_DECK)
    s, _ = GAME.play(s, 1, "deck starter melgis")
    assert GAME.view(s, JUDGE)["players"][0]["ruler"]["name"] == "Little Red Riding Hood"
    rng = random.Random(5)
    posts = 0
    while GAME.result(s) is None and posts < 3000:
        d = GAME.pending(s)[0]
        s, _ = GAME.play(s, d.seat, GAME.random_post(s, d.seat, rng))
        posts += 1
    assert GAME.result(s) is not None and posts > 50

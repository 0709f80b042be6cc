"""The spreadsheet and its loader; deck lists and deck checks (§3)."""

from __future__ import annotations

import io

import pytest
from openpyxl import load_workbook

from cards.core import IllegalMove
from cards.fow import deck as deckcheck
from cards.fow.catalogue import DEFAULT_XLSX, CatalogueError, load_catalogue
from tools.build_fow_xlsx import build, workbook_bytes

from .helpers import GAME


def test_xlsx_is_byte_reproducible_from_the_csv():
    """Data is data: data/fow.xlsx is exactly what tools/build_fow_xlsx.py makes from data/fow/*.csv."""
    assert build() == build() == DEFAULT_XLSX.read_bytes()


def test_catalogue_facts():
    """F-KW-1, F-TYPE-3: keyword flags, costs, ruler and J-ruler sides with the Judgment cost."""
    cat = GAME.cat
    faria = cat.card(cat.lookup("Faria, the Sacred Queen"))
    assert faria.type == "Ruler" and faria.judgment_cost.symbols == ("light", "light")
    j = cat.card(faria.j_ruler)
    assert (j.atk, j.def_) == (800, 800) and "Target Attack" in j.keywords
    assert cat.card(cat.lookup("Order of Sacred Queen")).cost.total == 3  # F-WILL-4: {W}{W}{1}
    assert cat.card(cat.lookup("Fire Magic Stone")).basic_stone
    assert cat.lookup("Фария, священная королева") == faria.id  # Russian names
    assert "First Strike" in cat.card("VS01-028J").keywords


def _broken(cell: str, value: object) -> bytes:
    wb = load_workbook(io.BytesIO(DEFAULT_XLSX.read_bytes()))
    wb["Cards"][cell] = value
    return workbook_bytes(wb)


@pytest.mark.parametrize(("cell", "value", "column"), [
    ("E3", "Wizard", "type"), ("L2", "lots", "atk"), ("N2", "Haste", "keywords"), ("I2", "WQ", "cost_symbols"),
])
def test_loader_errors_name_sheet_row_and_column(cell, value, column):
    """A wrong cell is reported by sheet, row and column."""
    with pytest.raises(CatalogueError) as e:
        load_catalogue(_broken(cell, value))
    assert (e.value.sheet, e.value.row, e.value.column) == ("Cards", int(cell[1:]), column)
    assert f"Cards, row {cell[1:]}, column {column}" in str(e.value)


def test_ready_decks_are_legal():
    """F-DECK-6: the ready starter decks pass every check under every rules version."""
    for name in ("faria", "melgis"):
        deck = deckcheck.parse_deck(GAME.cat, f"starter {name}")
        for cr in ("6.3a", "6.4", "7.0"):
            assert deckcheck.deck_problems(GAME.cat, deck, {"cr": cr}) == []
    seat = GAME.check_deck("стартовая мельгис", {})  # a per-seat setup, as tournaments store it
    assert seat == {"deck": "starter melgis"} and deckcheck.parse_deck(GAME.cat, seat["deck"]).ruler == "VS01-028"


def test_every_deck_problem_in_one_answer():
    """F-DECK-1, F-DECK-2, F-DECK-3, F-DECK-4, F-DECK-6: one answer lists every violation."""
    text = ("ruler: Faria, the Sacred Queen; Melgis, the Flame King\n"
            "main: 5 Temple Monk\n3 Pride of Knights\n"
            "stones: 6 Light Magic Stone\n2 Demonflame")
    with pytest.raises(IllegalMove) as e:
        GAME.check_deck(text, {})
    en = e.value.text.en
    assert "exactly one ruler" in en and "at least 40" in en and "10 to 20" in en
    assert "Temple Monk × 5" in en and "Only magic stones" in en
    assert "F-DECK-1" in e.value.text.ru and "F-DECK-3" in e.value.text.ru


def test_basic_stones_exempt_and_sixty_card_limit_by_version():
    """F-DECK-5 (basic stones exempt from 4 of a name), F-OPT-2 / F-AMB-4 (no maximum in 6.3a, 60 from 6.4)."""
    names = [c.name_en for c in GAME.cat.cards.values()
             if c.type in ("Resonator", "Chant", "Addition", "Regalia")]
    main = "\n".join(f"4 {n}" for n in names[:16])  # 64 cards
    text = f"Faria, the Sacred Queen\n{main}\n12 Light Magic Stone"
    deck = deckcheck.parse_deck(GAME.cat, text)
    assert len(deck.main) == 64
    assert deckcheck.deck_problems(GAME.cat, deck, {"cr": "6.3a"}) == []
    problems = deckcheck.deck_problems(GAME.cat, deck, {"cr": "6.4"})
    assert len(problems) == 1 and "at most 60" in problems[0].en


def test_unknown_cards_named_with_close_matches():
    """F-DECK-6: a misspelt card is named, with the close names."""
    with pytest.raises(IllegalMove) as e:
        deckcheck.parse_deck(GAME.cat, "4 Temple Monkk\n4 Blessed Holy Wolff")
    assert "Temple Monkk" in e.value.text.en and "Blessed Holy Wolff" in e.value.text.en
    assert "Did you mean: Temple Monk" in e.value.text.en


def test_deck_canonical_round_trip():
    deck = deckcheck.parse_deck(GAME.cat, "starter faria")
    assert deckcheck.parse_deck(GAME.cat, deckcheck.canonical(GAME.cat, deck)[5:]) == deck
    plain = deckcheck.SubmitDeck(deck.ruler, deck.main, deck.stones)
    assert deckcheck.parse_deck(GAME.cat, deckcheck.canonical(GAME.cat, plain)[5:]) == plain


def test_faria_ready_deck_matches_the_known_rows_of_the_official_list():
    """F-DECK-6: the Faria starter's quantities that the public list shows (fan wiki, first seven rows:
    4 Blessed Holy Wolf, 2 Excalibur, 1 Faria, 2 Galahad, 1 Gawain, 4 Gloria's Castle Town, 4 Gwiber) are
    the ready deck's; the other rows are house counts until the list is read in full (docs/fow.md)."""
    from collections import Counter

    deck = deckcheck.parse_deck(GAME.cat, "starter faria")
    names = Counter(GAME.cat.card(c).name_en for c in deck.main)
    official = {"Blessed Holy Wolf": 4, "Excalibur, the God's Sword": 2, "Galahad, the Son of the God": 2,
                "Gawain, the Knight of the Sun": 1, "Gloria's Castle Town": 4, "Gwiber, the White Dragon": 4}
    assert {n: names[n] for n in official} == official
    assert GAME.cat.card(deck.ruler).name_en == "Faria, the Sacred Queen"
    other = deckcheck.parse_deck(GAME.cat, "starter melgis")
    assert len(deck.main) == len(other.main) == 40  # F-OVR-3: the size must not tell which deck he chose

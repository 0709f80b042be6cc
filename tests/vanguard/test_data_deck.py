"""Card data and deck checks: V-DECK-*, V-CARD-*, the spreadsheet build and loader."""

from __future__ import annotations

import pytest
from openpyxl import Workbook

from cards.core import IllegalMove
from cards.vanguard.catalogue import CatalogueError, default_catalogue, load_catalogue
from cards.vanguard.deck import DeckList, check_deck, deck_problems, read_deck_text, ready_deck
from tools.build_vanguard_xlsx import OUT, build

from .helpers import CAT

TD01 = "V-TD01 Royal Paladin (Aichi Sendou)"

STD = {"format": "standard"}


def test_xlsx_is_byte_reproducible_and_current():
    assert build() == build() == OUT.read_bytes()


def test_trial_deck_is_legal_V_DECK_1_3_4_5_6_7_8():
    deck = ready_deck(default_catalogue())
    assert len(deck.main) == 50 and deck.start == "glyme"
    assert deck_problems(default_catalogue(), deck, STD) == []


def test_every_problem_in_one_answer_V_DECK_12_1_2_3_4_8():
    main = ("yggdrasil-maiden-elaine",) * 6 + ("wingal",) * 10
    with pytest.raises(IllegalMove) as e:
        check_deck(CAT, DeckList(main, "wingal"), STD)
    text = e.value.text.en
    assert "16 cards" in text  # V-DECK-1
    assert "6 copies" in text and "Wingal: 10 copies" in text  # V-DECK-2
    assert "6 trigger units" in text  # V-DECK-3
    assert "6 Heal triggers" in text  # V-DECK-4
    assert "grade 0" in text  # V-DECK-8
    assert "5 problems" in text or "6 problems" in text
    assert "проблем" in e.value.text.ru


def test_sentinels_clans_v_mark_gift_cards_V_DECK_5_6_7_11():
    deck = DeckList(("sentinel",) * 5 + ("other-crit",) + ("protect-i",) + ("stand",), "other-crit")
    problems = " ".join(p.en for p in deck_problems(CAT, deck, STD))
    assert "5 Sentinels" in problems  # V-DECK-5
    assert "several clans" in problems  # V-DECK-6
    assert "V mark" in problems and "Test Stand" in problems  # V-DECK-7
    assert "never go in the main deck" in problems  # V-DECK-11
    mixed = " ".join(p.en for p in deck_problems(CAT, deck, {"format": "premium", "mixed_clans": True}))
    assert "several clans" not in mixed and "V mark" not in mixed  # V-FMT-2, V-FMT-6


def test_trigger_only_on_grade_0_is_a_data_error_naming_sheet_row_column_V_DECK_9(tmp_path):
    wb = Workbook()
    ws = wb.active
    ws.title = "Cards"
    ws.append(["id", "name_en", "grade", "power", "trigger", "gift"])
    ws.append(["x", "X", 2, 10000, "critical", ""])
    ws.append(["y", "Y", "two", 10000, "", "force"])
    path = tmp_path / "bad.xlsx"
    wb.save(path)
    with pytest.raises(CatalogueError) as e:
        load_catalogue(path)
    msg = str(e.value)
    assert "Cards, row 2, column trigger" in msg and "V-DECK-9" in msg
    assert "Cards, row 3, column grade" in msg


def test_deck_text_en_ru_and_start_V_SETUP_1():
    d = read_deck_text(CAT, "deck\n4 Alfred Early\nВингал x3\nstart: Глайм\n1 Glyme")
    assert d.main.count("alfred-early") == 4 and d.main.count("wingal") == 3 and d.start == "glyme"
    assert read_deck_text(CAT, "колода пробная").ready == TD01


def test_card_data_skills_and_drives_V_CARD_2_4_5_6():
    c = default_catalogue()
    assert c.card("alfred-early").drives == 2 and c.card("alfred-early").gift == "force"
    assert c.card("blaster-blade").skill == "intercept" and c.card("wingal").skill == "boost"
    assert c.card("alfred-early").shield == 0  # V-CARD-4
    assert {c.card(i).trigger for i in ("flogal", "margal", "yggdrasil-maiden-elaine")} == {"critical", "draw", "heal"}


def test_deck_uploaded_as_sheet_V_DECK_12():
    import io
    import random

    from tests.vanguard.helpers import GAME

    wb = Workbook()
    ws = wb.active
    ws.title = "Decks"
    ws.append(["deck", "qty", "card", "starting_vanguard"])
    for qty, cid, start in default_catalogue().decks[TD01]:
        ws.append(["mine", qty, default_catalogue().card(cid).name_ru, "yes" if start else ""])
    raw = io.BytesIO()
    wb.save(raw)
    st, _ = GAME.new_match(GAME.setup_for(["A", "B"]), random.Random(0))
    action = GAME.parse_upload(st, 0, "deck.xlsx", raw.getvalue())
    st, _ = GAME.apply(st, 0, action)
    assert st.sides[0].deck_ready and st.sides[0].start == "glyme"
    with pytest.raises(IllegalMove):
        GAME.parse_upload(st, 1, "deck.xlsx", b"PK\x03\x04 not really")
    with pytest.raises(IllegalMove):
        GAME.parse_upload(st, 1, "deck.xlsx", b"0" * (600 * 1024))
    assert GAME.decision_files(st, GAME.pending(st)[0], "en")[0][0] == "vanguard.xlsx"


def test_tournament_deck_check_returns_the_seat_setup_V_DECK_12():
    import random

    from cards.core import NotAMove
    from tests.vanguard.helpers import GAME

    assert GAME.check_deck("deck trial", {"variant": "standard"}) == {"deck": f"trial {TD01}"}
    text = "deck\n" + "\n".join(f"{q} {default_catalogue().card(c).name_en}" for q, c, _ in default_catalogue().decks[TD01])
    seat = GAME.check_deck(text, {"variant": "premium"})
    assert seat["start"] == "glyme" and len(seat["deck"]) == 50
    st, _ = GAME.new_match({"players": [{"name": "A", **seat}, {"name": "B", "deck": "trial"}]}, random.Random(1))
    assert [d.kind for d in GAME.pending(st)] == ["mulligan", "mulligan"]
    with pytest.raises(NotAMove):
        GAME.check_deck("hello there", {})
    with pytest.raises(IllegalMove) as e:
        GAME.check_deck("deck\n4 Wingal", {})
    assert "4 cards" in e.value.text.en and "16" in e.value.text.en
    assert "trial" in GAME.info.decks.hint.en

"""Scenario files with "game": "fow" (scenarios.md), deck uploads, hidden events."""

from __future__ import annotations

import io

import pytest
from openpyxl import Workbook

from cards.core import IllegalMove, ScenarioError

from .helpers import GAME, TEST_CARDS, TGAME, play, position


def _scenario(**kw):
    data = {
        "game": "fow", "seed": 3, "turn": 3, "turn_player": "Alice",
        "players": [
            {"name": "Alice", "life": 4000, "ruler": {"name": "Faria, the Sacred Queen", "side": "ruler"},
             "field": [{"name": "Galahad, the Son of the God", "rested": False, "damage": 0, "since_turn": 1},
                       "Light Magic Stone"],
             "hand": ["Pride of Knights"], "deck": ["Temple Monk"] * 3, "stone_deck": ["Light Magic Stone"]},
            {"name": "Bob", "field": [{"name": "Test Squire", "rested": True}], "deck": ["Rukh Egg"] * 3},
        ],
        "cards": TEST_CARDS,
        "moves": [],
    }
    data.update(kw)
    return data


def test_seed_example_1_as_a_scenario_file():
    """F-BTL-13 through the scenario runner: output keys of scenarios.md. Galahad's scripted attack ability
    (life +500) resolves first; then the steps: attack, block, damage, end of battle."""
    moves = [{"player": "Alice", "post": "attack Galahad, the Son of the God -> Test Squire"}] + [
        {"player": p, "post": "pass"} for p in ("Alice", "Bob") * 4]
    status, out = GAME.scenario(_scenario(moves=moves), "judge")
    assert status == 0 and out["error"] is None
    assert out["game"] == "fow" and out["turn"] == 3 and out["phase"] == "main" and out["turn_player"] == "Alice"
    a, b = out["players"]
    assert a["graveyard"] == ["Galahad, the Son of the God"] and b["graveyard"] == ["Test Squire"]
    assert out["pending"] == [{"player": "Alice", "kind": "priority"}] and out["priority"] == "Alice"
    assert out["chase"] == [] and out["winner"] is None and out["losers"] == []
    assert a["deck"] == ["Temple Monk"] * 3 and a["stone_deck"] == ["Light Magic Stone"]
    assert a["will"] == {"light": 0, "fire": 0, "water": 0, "wind": 0, "darkness": 0, "void": 0}
    assert "Alice attacks with Galahad, the Son of the God; target: Test Squire." in out["log"]


def test_refused_post_exit_3_and_state_before():
    moves = [{"player": "Alice", "post": "play Pride of Knights pay light -> Galahad, the Son of the God"},
             {"player": "Alice", "post": "call"}]
    status, out = GAME.scenario(_scenario(moves=moves), "judge")
    assert status == 3 and "main timing" in out["error"]
    assert out["chase"] == [{"name": "Pride of Knights", "controller": "Alice", "kind": "play"}]


def test_views_hide_what_the_reader_may_not_see():
    status, out = GAME.scenario(_scenario(), "Bob")
    assert status == 0
    alice = out["players"][0]
    assert "hand" not in alice and "deck" not in alice and alice["hand_count"] == 1
    assert "j_ruler" not in alice["ruler"] and "hand" in out["players"][1]
    _, pub = GAME.scenario(_scenario(), "public")
    assert all("hand" not in p for p in pub["players"])


@pytest.mark.parametrize(("patch", "key"), [
    ({"players": [{"name": "A"}]}, "players"),
    ({"turn_player": "Carol"}, "turn_player"),
    ({"options": {"cr": "9.9"}}, "options"),
    ({"phase": "end"}, "phase"),
    ({"moves": [{"player": "Zed", "post": "pass"}]}, "moves[0].player"),
    ({"seed": "x"}, "seed"),
])
def test_invalid_files_name_the_key(patch, key):
    with pytest.raises(ScenarioError) as e:
        GAME.scenario(_scenario(**patch), "judge")
    assert e.value.key == key


def test_natural_start_and_pinned_chooser():
    """F-SETUP-3: the scenario's chance list pins who chooses."""
    data = {"game": "fow", "seed": 1, "chance": ["Bob"],
            "players": [{"name": "Alice", "deck": "starter faria"}, {"name": "Bob", "deck": "starter melgis"}]}
    status, out = GAME.scenario(data, "judge")
    assert status == 0
    assert out["pending"] == [{"player": "Bob", "kind": "first_or_second"}]


def test_deck_upload_xlsx():
    """Decks by DM as a sheet upload (rows: section, count, card)."""
    wb = Workbook()
    ws = wb.active
    ws.title = "Deck"
    ws.append(["section", "count", "card"])
    ws.append(["ruler", 1, "Faria, the Sacred Queen"])
    for name in ("Temple Monk", "Pride of Knights", "Blessed Holy Wolf", "Young Knight of Gloria", "Veteran Master",
                 "Tristan, the Knight of Sorrow", "Order of Sacred Queen", "Herald of Sacred Queen",
                 "Galahad, the Son of the God", "Gawain, the Knight of the Sun"):
        ws.append(["main", 4, name])
    ws.append(["stones", 10, "Light Magic Stone"])
    raw = io.BytesIO()
    wb.save(raw)
    s = GAME.new_match(GAME.setup_for(["Alice", "Bob"]), 1)[0]
    action = GAME.parse_upload(s, 0, "deck.xlsx", raw.getvalue())
    s, _ = GAME.apply(s, 0, action)
    assert s.players[0].deck_ok and len(s.players[0].deck) == 40
    with pytest.raises(IllegalMove):
        GAME.parse_upload(s, 1, "deck.xlsx", b"not a zip")


def test_search_is_shown_to_the_searcher_only():
    """F-REF-8: the cards a player searches go to him by DM; the thread sees that he searched."""
    s = position([{"name": "Alice", "field": [{"name": "Test Giant", "since_turn": 1}],
                   "deck": ["Temple Monk", "Rukh Egg"]}, {"name": "Bob"}])
    s, _ = play(s, 0, "activate Test Giant: search Rukh Egg", "pass")
    s, ev = play(s, 1, "pass")
    found = [e for e in ev if e.kind.startswith("searched")]
    assert [(e.kind, e.audience.kind) for e in found] == [("searched", "public"), ("searched_card", "player")]
    assert "Rukh Egg" not in (TGAME.render_event(found[0], "en") or "")


def test_deck_ask_sends_the_spreadsheet_whose_deck_sheet_can_be_sent_back():
    """The ask for a deck carries a small fow_deck.xlsx (the whole card sheet is too big to send back); its "Deck" sheet, sent back as it is, is a legal deck."""
    s = GAME.new_match(GAME.setup_for(["Alice", "Bob"]), 1)[0]
    [(name, data)] = GAME.decision_files(s, GAME.pending(s)[0], "ru")
    assert name == "fow_deck.xlsx"
    s, _ = GAME.apply(s, 1, GAME.parse_upload(s, 1, name, data))
    assert s.players[1].deck_ok and [d.seat for d in GAME.pending(s)] == [0]

"""Scenario files with "game": "fate" (scenarios.md): keys, views, exit statuses, pinned chance."""

from __future__ import annotations

import pytest

from cards.core import ScenarioError
from cards.fate.game import FateGame

from .helpers import master, moves, position, scenario


def test_refused_post_exits_3_with_the_state_before_it():
    status, out = scenario(position(2, moves=moves(("Alice", "end"), ("Alice", "end"))))
    assert status == 3 and "not your ritual step" in out["error"]
    assert out["turn_player"] == "Boris" and out["turn"] == 2


@pytest.mark.parametrize("data,key", [
    ({"wrong": 1}, "wrong"),
    ({"players": [master("Alice", hand=["Nonsense"]), master("Boris")]}, "players[0].hand"),
    ({"players": [master("Alice")]}, "players"),
    ({"turn_player": "Zed"}, "turn_player"),
    ({"options": {"starting_prana": 0}}, "options"),
])
def test_invalid_files_name_the_key(data, key):
    with pytest.raises(ScenarioError) as e:
        scenario(position(2, **data))
    assert e.value.key == key


def test_views_and_rolls():
    """FA-REF-2: the rolls a scenario made are listed; a Master's view hides the others' hands."""
    status, out = FateGame().scenario(position(3, chance=[6], moves=moves(("Alice", "place Familiar"))), "Boris")
    assert status == 0 and out["rolls"] == [6]
    assert "hand" in out["players"][1] and "hand" not in out["players"][0] and "draw_pile" not in out


def test_natural_start_deals_from_the_seed_with_pinned_chance():
    """FA-SET-7: with only names the scenario deals; the first Active Master is pinned by name."""
    data = {"game": "fate", "seed": 3, "chance": ["Clara"], "options": {"seating": "listed"},
            "players": [{"name": "Alice"}, {"name": "Boris"}, {"name": "Clara"}]}
    status, out = scenario(data)
    assert status == 0 and out["active_master"] == "Clara" and out["turn_player"] == "Clara"

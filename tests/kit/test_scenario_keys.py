"""One scenario runner for every game (issue 23, scenarios.md): a misspelt key is exit status 2 naming the
key and the nearest known one, never silently ignored; a good file still runs (exit 0)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.cli import main

START = {
    "gwent": {"game": "gwent", "players": [{"name": "Alice"}, {"name": "Bob"}]},
    "vanguard": {"game": "vanguard", "players": [{"name": "Alice", "vanguard": "Glyme"},
                                                 {"name": "Bob", "vanguard": "Glyme"}]},
    "fow": {"game": "fow", "players": [{"name": "Alice"}, {"name": "Bob"}]},
    "fate": {"game": "fate", "players": [{"name": "Alice"}, {"name": "Bob"}]},
}


def _run(tmp_path: Path, capsys: pytest.CaptureFixture[str], spec: dict) -> tuple[int, str]:
    path = tmp_path / "s.json"
    path.write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    code = main(["scenario", str(path)])
    return code, capsys.readouterr().err


@pytest.mark.parametrize("game", sorted(START))
def test_a_good_file_runs(tmp_path, capsys, game):
    assert _run(tmp_path, capsys, START[game]) == (0, "")


@pytest.mark.parametrize("game", sorted(START))
def test_a_misspelt_top_key_is_exit_2_naming_it(tmp_path, capsys, game):
    code, err = _run(tmp_path, capsys, {**START[game], "movez": []})
    assert code == 2 and "'movez': unknown key (did you mean 'moves'?)" in err, err


@pytest.mark.parametrize("game", sorted(START))
def test_a_misspelt_player_key_is_exit_2_naming_it(tmp_path, capsys, game):
    spec = json.loads(json.dumps(START[game]))
    spec["players"][0]["hnad"] = []
    code, err = _run(tmp_path, capsys, spec)
    assert code == 2 and "players[0].'hnad': unknown key (did you mean 'hand'?)" in err, err


@pytest.mark.parametrize("game", sorted(START))
def test_a_misspelt_move_key_is_exit_2_naming_it(tmp_path, capsys, game):
    code, err = _run(tmp_path, capsys, {**START[game], "moves": [{"player": "Alice", "psot": "pass"}]})
    assert code == 2 and "moves[0].'psot': unknown key (did you mean 'post'?)" in err, err


def test_vanguard_circels_is_refused_by_name(tmp_path, capsys):
    """The issue's example: ``"circels"`` used to exit 0 with the circles left empty."""
    spec = json.loads(json.dumps(START["vanguard"]))
    spec["players"][0]["circels"] = {"FL": "Wingal"}
    code, err = _run(tmp_path, capsys, spec)
    assert code == 2 and "players[0].'circels': unknown key (did you mean 'circles'?)" in err, err


def test_vanguard_unknown_format_is_refused(tmp_path, capsys):
    """The issue's other example: ``"premum"`` used to be read as Standard."""
    code, err = _run(tmp_path, capsys, {**START["vanguard"], "options": {"format": "premum"}})
    assert code == 2 and "options.format" in err and "premum" in err, err
    code, err = _run(tmp_path, capsys, {**START["vanguard"], "options": {"variant": "premium"}})
    assert code == 2 and "options.'variant': unknown key (known: format, g_zone, mixed_clans)" in err, err


def test_fow_misspelt_ruler_key_is_refused(tmp_path, capsys):
    spec = json.loads(json.dumps(START["fow"]))
    spec["players"][0]["life"] = 4000
    spec["players"][0]["ruler"] = {"name": "VS01-003", "restde": True}
    code, err = _run(tmp_path, capsys, spec)
    assert code == 2 and "players[0].ruler.'restde': unknown key (did you mean 'rested'?)" in err, err


def test_a_wrong_type_names_the_key(tmp_path, capsys):
    for game in START:
        code, err = _run(tmp_path, capsys, {**START[game], "seed": "seven"})
        assert code == 2 and "seed: expected a whole number, got a string" in err, (game, err)

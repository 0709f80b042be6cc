"""The scenario runner as a judge uses it: `tablejudge scenario FILE.json [--view …]` (issue 2)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import openpyxl
import pytest

from bot.cli import main as cli_main
from cards.gwent.scenario import run

ROOT = Path(__file__).resolve().parents[2]

BASE = {
    "game": "gwent",
    "variant": "classic",
    "seed": 3,
    "players": [
        {"name": "Alice", "faction": "nilfgaard", "hand": ["Impera Brigade Guard", "Scorch"]},
        {"name": "Bob", "faction": "monsters", "hand": ["Ghoul", "Nekker"], "deck": ["Ghoul", "Ghoul"]},
    ],
}


def _write(tmp_path: Path, spec: dict) -> Path:
    path = tmp_path / "case.json"
    path.write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    return path


def test_defaults_fill_what_is_left_out() -> None:
    """Issue 2: empty zones, 2 lives, round 1, turn 1, nobody passed when keys are left out."""
    out, code = run(BASE)
    assert code == 0 and out["error"] is None
    assert (out["round"], out["turn"], out["to_move"], out["winner"]) == (1, 1, "Alice", None)
    for p in out["players"]:
        assert p["lives"] == 2 and p["passed"] is False and p["discard"] == []
        assert all(row["cards"] == [] for row in p["rows"].values())


def test_refused_post_exits_3_with_the_state_before_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Issue 2: the first illegal post sets `error`, the state is the one before it, exit status 3."""
    spec = dict(
        BASE, moves=[{"player": "Alice", "post": "Impera Brigade Guard"}, {"player": "Bob", "post": "Scorch"}]
    )
    code = cli_main(["scenario", str(_write(tmp_path, spec))])
    out = json.loads(capsys.readouterr().out)
    assert code == 3
    assert out["error"].startswith("moves[1]")
    assert out["to_move"] == "Bob" and out["players"][1]["hand_count"] == 2
    assert [c["name"] for c in out["players"][0]["rows"]["close"]["cards"]] == ["Impera Brigade Guard"]


def test_views_leave_out_what_the_audience_may_not_see() -> None:
    """G-OVR-13: --view public has no hands; --view <player> has only that player's hand."""
    public, _ = run(BASE, view="public")
    assert all("hand" not in p for p in public["players"])
    assert [p["hand_count"] for p in public["players"]] == [2, 2]
    bob, _ = run(BASE, view="Bob")
    assert "hand" not in bob["players"][0] and bob["players"][1]["hand"] == ["Ghoul", "Nekker"]
    judge, _ = run(BASE, view="judge")
    assert judge["players"][0]["hand"] == ["Impera Brigade Guard", "Scorch"]


def test_cards_are_named_by_id_english_or_russian_name() -> None:
    """Issue 2: cards are named by id, English or Russian name."""
    spec = json.loads(json.dumps(BASE))
    spec["players"][1]["hand"] = ["mo_ghoul", "Накер"]
    out, _ = run(spec)
    assert out["players"][1]["hand"] == ["Ghoul", "Nekker"]


def test_inline_cards_extend_the_spreadsheet() -> None:
    """Issue 2: `cards` defines extra card rows inline, with the spreadsheet's columns."""
    spec = json.loads(json.dumps(BASE))
    spec["cards"] = [
        {
            "id": "x_giant",
            "name_en": "Test Giant",
            "name_ru": "Тестовый великан",
            "kind": "unit",
            "strength": 12,
            "row": "siege",
            "abilities": "",
            "muster_group": "",
            "faction": "neutral",
        }
    ]
    spec["players"][0]["hand"] = ["Test Giant"]
    spec["moves"] = [{"player": "Alice", "post": "тестовый"}]
    out, code = run(spec)
    assert code == 0 and out["players"][0]["score"] == 12


def test_a_house_spreadsheet_changes_the_cards(tmp_path: Path) -> None:
    """Issue 2: a server may use its own edited spreadsheet as house rules (`spreadsheet` key)."""
    house = tmp_path / "house.xlsx"
    shutil.copy(ROOT / "data" / "gwent.xlsx", house)
    wb = openpyxl.load_workbook(house)
    changed = 0
    for ws in wb.worksheets:
        header = [c.value for c in ws[1]]
        if "id" not in header or "strength" not in header:
            continue
        id_col, st_col = header.index("id"), header.index("strength")
        for row in ws.iter_rows(min_row=2):
            if row[id_col].value == "ng_impera_brigade_guard":
                row[st_col].value = 4
                changed += 1
    assert changed
    wb.save(house)
    spec = json.loads(json.dumps(BASE))
    spec["spreadsheet"] = str(house)
    spec["moves"] = [{"player": "Alice", "post": "Impera"}]
    out, _ = run(spec)
    assert out["players"][0]["score"] == 4


def test_a_wrong_scenario_file_is_a_clear_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A misspelt card in the file (not a post) is exit status 2 with the key at fault."""
    spec = json.loads(json.dumps(BASE))
    spec["players"][0]["hand"] = ["Imperra Brigadde"]
    code = cli_main(["scenario", str(_write(tmp_path, spec))])
    assert code == 2
    assert "players[0].hand[0]" in capsys.readouterr().err

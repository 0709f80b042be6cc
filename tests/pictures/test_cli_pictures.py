"""Pictures without Discord (issue 16): ``tablejudge demo --pictures DIR`` writes the public picture after
every move, ``tablejudge scenario FILE --picture FILE.png`` the final one for the scenario's view."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest
from PIL import Image

from bot.cli import main
from cards.core import PUBLIC, Audience
from cards.vanguard.catalogue import default_catalogue
from cards.vanguard.game import VanguardGame
from cards.vanguard.scenario import build_state

POSITION = {
    "game": "vanguard", "turn": 4, "phase": "main", "turn_player": "Alice",
    "players": [
        {"name": "Alice", "vanguard": "Alfred Early", "soul": ["Blaster Blade"], "hand": ["Wingal", "Glyme"],
         "circles": {"FL": "Knight Squire, Allen", "BC": {"name": "Wingal", "rested": True}},
         "damage": ["Flogal", {"name": "Margal", "face_up": False}], "deck": ["Wingal"] * 12},
        {"name": "Boris", "vanguard": "Blaster Blade", "hand": ["Auspice Falcon"], "deck": ["Glyme"] * 12},
    ],
}


def _png(path: Path) -> Image.Image:
    img = Image.open(path)
    assert img.format == "PNG" and img.size[0] == 1000
    return img


def test_demo_writes_the_public_picture_after_every_move(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "pics"
    assert main(["demo", "--game", "gwent", "--seed", "2", "--pictures", str(folder)]) == 0
    shots = sorted(folder.glob("move-*.png"))
    assert len(shots) > 20 and shots[0].name == "move-0001.png"
    assert len({p.read_bytes() for p in shots}) > 10  # each move's position, not one picture repeated
    for p in shots[:: max(1, len(shots) // 5)]:
        _png(p)
    assert "THREAD #1" in capsys.readouterr().out  # the transcript is unchanged beside the pictures


@pytest.mark.parametrize(("view", "audience", "lang"), [("public", PUBLIC, "en"), ("Alice", Audience.player(0), "ru")])
def test_scenario_writes_the_final_picture_for_its_view(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], view: str, audience: Audience, lang: str
) -> None:
    case = tmp_path / "case.json"
    spec = {**POSITION, "moves": [{"player": "Alice", "post": "call Wingal to BL"}]}
    case.write_text(json.dumps(spec), encoding="utf-8")
    out = tmp_path / "final.png"
    code = main(["scenario", str(case), "--view", view, "--picture", str(out), "--lang", lang])
    printed = json.loads(capsys.readouterr().out)
    game = VanguardGame()
    state, _ = game.play(build_state(default_catalogue(), POSITION), 0, "call Wingal to BL")
    assert code == 0 and printed["error"] is None
    assert out.read_bytes() == game.render_picture(state, audience, lang)  # type: ignore[arg-type]
    _png(out)


def test_scenario_picture_of_a_game_without_pictures_fails_cleanly(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    from bot.judge.games import register_game, unregister_game
    from tests.judge.test_cli import ScenarioToy

    register_game("picture-toy", ScenarioToy)
    try:
        case = tmp_path / "case.json"
        case.write_text(json.dumps({"game": "picture-toy"}), encoding="utf-8")
        assert main(["scenario", str(case), "--picture", str(tmp_path / "x.png")]) == 2
        assert "draws no pictures" in capsys.readouterr().err
        assert not (tmp_path / "x.png").exists()
    finally:
        unregister_game("picture-toy")


def test_the_picture_bytes_are_a_png_in_memory() -> None:
    img = Image.open(io.BytesIO(VanguardGame().render_picture(build_state(default_catalogue(), POSITION), PUBLIC, "en")))
    assert img.size[0] == 1000

"""The Fate/Ace Royal table picture (issue 16): golden images of a ring of 2, 4 and 7 Masters (Servants
face down and face up, resting and in danger, Mystic Codes, marks, the Active Master, a battle), and
hidden information — a picture is pixel-identical when the cards its reader may not see are swapped
(FA-OVR-4)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from cards.core import JUDGE, PUBLIC, Audience
from cards.fate.texts import MESSAGES as M
from cards.picture import Canvas
from tests.fate.helpers import NAMES, master, position, state_of
from tests.pictures.golden_util import check_golden, size_of


def table(n: int) -> dict[str, Any]:
    players = [master(NAMES[i]) for i in range(n)]
    players[0].update(prana=7, command_spells=2, marks=["Rin's pendant"],
                      field=[{"name": "Azoth Sword"}, {"name": "Azoth Sword", "state": "resting"}])
    players[1]["servant"] = {"heroic_spirit": "Five", "class": "Plain", "face_down": True, "state": "standing"}
    players[1]["field"] = [{"name": "Azoth Sword", "face_down": True}]
    if n > 2:
        players[2]["servant"] = {"heroic_spirit": "Seven", "class": "Plain", "face_down": False, "state": "resting"}
    if n > 3:
        players[3]["servant"] = {"heroic_spirit": "Striker", "class": "Plain", "face_down": False, "state": "danger"}
        players[3]["command_spells"] = 0
    if n > 5:
        players[5]["out"] = True
    data = position(n, players, turn=3, active_master=NAMES[1 % n], turn_player=NAMES[0],
                    discard_pile=["Azoth Sword"])
    if n > 2:
        data.update(step="battle", battle={"attacker": NAMES[0], "defender": NAMES[2], "process": "battle"})
    return data


@pytest.mark.parametrize(
    ("name", "n", "audience", "lang"),
    [
        ("fate2_public_en", 2, PUBLIC, "en"),
        ("fate4_boris_ru", 4, Audience.player(1), "ru"),
        ("fate7_public_ru", 7, PUBLIC, "ru"),
        ("fate7_judge_en", 7, JUDGE, "en"),
    ],
)
def test_golden_picture(name: str, n: int, audience: Audience, lang: str) -> None:
    """Behaviour: a fixed position draws the same picture (within a small tolerance for font hinting)."""
    game, state = state_of(table(n))
    check_golden(game.render_picture(state, audience, lang), name)  # type: ignore[arg-type]


@pytest.mark.parametrize("n", [2, 4, 7])
def test_picture_is_about_1000_px_wide_and_a_png(n: int) -> None:
    game, state = state_of(table(n))
    fmt, (w, h) = size_of(game.render_picture(state, PUBLIC, "en"))
    assert fmt == "PNG" and w == 1000 and 500 < h < 1100


@pytest.mark.parametrize("n", [2, 4, 7])
def test_picture_shows_nothing_hidden_from_its_reader(n: int) -> None:
    """FA-OVR-4: each audience's picture is pixel-identical under ``scramble_hidden`` for that audience."""
    game, state = state_of(table(n))
    for audience in (PUBLIC, Audience.player(0), Audience.player(1)):
        before = game.render_picture(state, audience, "en")
        for k in range(3):
            assert game.render_picture(game.scramble_hidden(state, audience, random.Random(k)), audience, "en") == before


def test_a_face_down_servant_is_hidden_from_the_public_but_not_its_master() -> None:
    game, state = state_of(table(2))
    assert game.render_picture(state, PUBLIC, "en") != game.render_picture(state, Audience.player(1), "en")


def drawn_texts(monkeypatch: pytest.MonkeyPatch, png: Callable[[], bytes]) -> list[str]:
    """The text items a picture draws, in order (what a reader reads on it), recorded at ``Canvas.text``."""
    seen: list[str] = []
    real = Canvas.text

    def spy(self: Canvas, xy: tuple[float, float], text: str, *args: Any, **kwargs: Any) -> None:
        seen.append(text)
        real(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(Canvas, "text", spy)
    png()
    return seen


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_house_values_are_starred_on_the_picture_and_printed_ones_are_not(monkeypatch: pytest.MonkeyPatch,
                                                                           lang: str) -> None:
    """Issue 28 ("the table never shows invented numbers as if they were printed ones", FA-CARD-1): EMIYA's
    stats and the Ruby Pendant are house values (``house`` column) and carry ``*`` with a legend line;
    Artoria's printed stats (6/5/3/3, a public source) do not."""
    players = [master(NAMES[0], "Artoria"), master(NAMES[1], "EMIYA", field=[{"name": "Ruby Pendant"}])]
    game, state = state_of(position(2, players))
    texts = drawn_texts(monkeypatch, lambda: game.render_picture(state, PUBLIC, lang))  # type: ignore[arg-type]
    assert [t for t in texts if t.endswith("*") and t[:-1].isdigit()] == ["4*", "4*", "4*", "3*"]  # EMIYA's
    assert [t for t in texts if t.isdigit()] == ["6", "5", "3", "3"]  # Artoria's, printed: no star
    pendant = "Рубиновый кулон*" if lang == "ru" else "Ruby Pendant*"
    assert pendant in texts
    legend = M("pic-house", lang)
    assert legend.startswith("*") and legend in texts


def test_no_house_value_no_legend(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 28: the ``*`` legend appears only when the picture shows a house value (test cards print all)."""
    game, state = state_of(table(2))
    texts = drawn_texts(monkeypatch, lambda: game.render_picture(state, PUBLIC, "en"))  # type: ignore[arg-type]
    assert not any(t.endswith("*") for t in texts) and M("pic-house", "en") not in texts

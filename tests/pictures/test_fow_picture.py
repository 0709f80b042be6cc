"""The Force of Will table picture (issue 16): golden images of a fixed position (a J-ruler, rested
cards, damage, stones by attribute, will, a two-item chase), and hidden information — a picture is
pixel-identical when the cards its reader may not see are swapped (F-OVR-3)."""

from __future__ import annotations

import random

import pytest

from cards.core import JUDGE, PUBLIC, Audience
from cards.fow.state import State
from tests.fow.helpers import TGAME, play, position
from tests.pictures.golden_util import check_golden, size_of


def chase_position() -> State:
    s = position([
        {"name": "Alice", "life": 3100,
         "ruler": {"name": "Test Keeper", "side": "j_ruler", "damage": 200},
         "field": ["Light Magic Stone"] * 3 + [{"name": "Light Magic Stone", "rested": True},
                   {"name": "Test Giant", "since_turn": 1},
                   {"name": "Test Squire", "rested": True, "damage": 100}],
         "hand": ["Pride of Knights", "Temple Monk", "Order of Sacred Queen"],
         "graveyard": ["Demonflame"]},
        {"name": "Bob", "life": 3600, "ruler": {"name": "Test Lord", "rested": True},
         "field": ["Fire Magic Stone"] * 3 + [{"name": "Fire Magic Stone", "rested": True}, "Test Bird"],
         "hand": ["Demonflame", "Demonflame", "Whelp Drake"]},
    ])
    s, _ = play(s, 0, "play Temple Monk pay light", "pass")
    s, _ = play(s, 1, "play Demonflame pay fire: damage 500 to Test Giant")
    return s


@pytest.mark.parametrize(
    ("name", "audience", "lang"),
    [
        ("fow_public_en", PUBLIC, "en"),
        ("fow_bob_ru", Audience.player(1), "ru"),
        ("fow_judge_en", JUDGE, "en"),
    ],
)
def test_golden_picture(name: str, audience: Audience, lang: str) -> None:
    """Behaviour: a fixed position draws the same picture (within a small tolerance for font hinting)."""
    check_golden(TGAME.render_picture(chase_position(), audience, lang), name)  # type: ignore[arg-type]


def test_picture_is_about_1000_px_wide_and_a_png() -> None:
    fmt, (w, h) = size_of(TGAME.render_picture(chase_position(), PUBLIC, "en"))
    assert fmt == "PNG" and w == 1000 and 600 < h < 1100


@pytest.mark.parametrize("audience", [PUBLIC, Audience.player(0), Audience.player(1)])
def test_picture_shows_nothing_hidden_from_its_reader(audience: Audience) -> None:
    """F-OVR-3: the picture of an audience is pixel-identical under ``scramble_hidden`` for that audience."""
    s = chase_position()
    before = TGAME.render_picture(s, audience, "en")
    for k in range(4):
        assert TGAME.render_picture(TGAME.scramble_hidden(s, audience, random.Random(k)), audience, "en") == before


def test_judge_picture_differs_from_the_public_one() -> None:
    s = chase_position()
    assert TGAME.render_picture(s, JUDGE, "en") != TGAME.render_picture(s, PUBLIC, "en")

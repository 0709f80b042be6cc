"""The Vanguard table picture (issue 16): golden images of a fixed position, and hidden information —
a picture is pixel-identical when the cards its reader may not see are swapped (V-OVR-3)."""

from __future__ import annotations

import random

import pytest

from cards.core import JUDGE, PUBLIC, Audience
from cards.vanguard.state import State
from tests.pictures.golden_util import check_golden, size_of
from tests.vanguard.helpers import FILLER, GAME, position


def battle_position() -> State:
    """Turn 5, Alice's vanguard attacks with a boost; rested units, Accel and Force gifts, damage face up
    and face down, a Protect I card known in Boris's hand."""
    alice = {
        "name": "Alice",
        "vanguard": "Alfred Early",
        "soul": ["Blaster Blade", "Wingal", "Knight Squire, Allen"],
        "circles": {"FL": {"name": "Knight of Silence, Gallatin", "rested": True}, "FR": "Strong Knight, Rounoria",
                    "BL": "Wingal", "BC": "Bringer of Good Luck, Epona", "ACC1": "Sage of the Arts, Jauron"},
        "damage": ["Glyme", {"name": "Margal", "face_up": False}, "Flogal"],
        "drop": ["Auspice Falcon", "Yggdrasil Maiden, Elaine"],
        "hand": ["Stardrive Dragon", "Flogal", "Wingal"],
        "gifts": {"accel": "I", "force": "II"},
        "markers": [{"kind": "force", "variant": "II", "circle": "VC"}],
        "deck": FILLER,
    }
    boris = {
        "name": "Boris",
        "vanguard": "Blaster Blade",
        "soul": ["Wingal"],
        "circles": {"FL": "Knight Squire, Allen", "BR": {"name": "Glyme", "rested": True}},
        "damage": [{"name": "Flogal", "face_up": False}, {"name": "Margal", "face_up": False}, "Glyme",
                   "Bringer of Good Luck, Epona"],
        "drop": ["Wingal"],
        "hand": ["Auspice Falcon", "Imaginary Gift: Protect I", "Alfred Early", "Margal"],
        "gifts": {"protect": "I"},
        "deck": ["Stardrive Dragon", "Glyme", *FILLER],
    }
    return position(alice, boris, turn=5, phase="battle", step="guard",
                    battle={"attacker": "VC", "target": "VC", "boost": True})


@pytest.mark.parametrize(
    ("name", "audience", "lang"),
    [
        ("vanguard_public_en", PUBLIC, "en"),
        ("vanguard_boris_ru", Audience.player(1), "ru"),
        ("vanguard_judge_en", JUDGE, "en"),
    ],
)
def test_golden_picture(name: str, audience: Audience, lang: str) -> None:
    """Behaviour: a fixed position draws the same picture (within a small tolerance for font hinting)."""
    png = GAME.render_picture(battle_position(), audience, lang)  # type: ignore[arg-type]
    check_golden(png, name)


def test_picture_is_about_1000_px_wide_and_a_png() -> None:
    fmt, (w, h) = size_of(GAME.render_picture(battle_position(), PUBLIC, "en"))
    assert fmt == "PNG" and w == 1000 and 600 < h < 1100


@pytest.mark.parametrize("audience", [PUBLIC, Audience.player(0), Audience.player(1)])
def test_picture_shows_nothing_hidden_from_its_reader(audience: Audience) -> None:
    """V-OVR-3: the picture of an audience is pixel-identical under ``scramble_hidden`` for that audience."""
    st = battle_position()
    before = GAME.render_picture(st, audience, "en")
    for k in range(4):
        swapped = GAME.scramble_hidden(st, audience, random.Random(k))
        assert GAME.render_picture(swapped, audience, "en") == before


def test_judge_picture_differs_from_the_public_one() -> None:
    """The judge's picture shows the hands the public one hides (so the swap test above could fail)."""
    st = battle_position()
    assert GAME.render_picture(st, JUDGE, "en") != GAME.render_picture(st, PUBLIC, "en")

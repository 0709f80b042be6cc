"""Every registered game's picture (issue 16), whatever the game: a random legal playout's public picture
is a PNG about 1000 px wide, and is pixel-identical when the cards hidden from its reader are swapped
(``scramble_hidden``) at several points of the match. Nothing here names a game."""

from __future__ import annotations

import random

import pytest

from cards.core import PUBLIC, Audience
from tests.contract.cases import Case, cases, playout, states
from tests.pictures.golden_util import size_of

CASES = cases()
IDS = [c.id for c in CASES]
POINTS = 6  # positions checked per playout, spread from the setup to the result


def _points(case: Case, seed: int) -> list[object]:
    start, _events, steps = playout(case, seed)
    every = list(states(start, steps))
    if len(every) <= POINTS:
        return every
    return [every[round(i * (len(every) - 1) / (POINTS - 1))] for i in range(POINTS)]


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_picture_is_a_png_and_hides_what_its_reader_may_not_see(case: Case) -> None:
    game = case.engine()
    points = _points(case, 3)
    if game.render_picture(points[0], PUBLIC, "en") is None:
        pytest.skip(f"{case.game} has no picture")
    rng = random.Random(3)
    for i, state in enumerate(points):
        lang = "ru" if i % 2 else "en"
        png = game.render_picture(state, PUBLIC, lang)
        assert png is not None
        fmt, (w, h) = size_of(png)
        assert fmt == "PNG" and 900 <= w <= 1100 and 300 <= h <= 2000, (w, h)
        for _ in range(2):
            other = game.scramble_hidden(state, PUBLIC, rng)
            assert game.render_picture(other, PUBLIC, lang) == png, f"{case.id}: point {i}"
        if i % 2:  # a player's picture hides the other seats' secrets too
            seat = rng.randrange(case.seats)
            mine = game.render_picture(state, Audience.player(seat), "en")
            other = game.scramble_hidden(state, Audience.player(seat), rng)
            assert game.render_picture(other, Audience.player(seat), "en") == mine, f"{case.id}: seat {seat}"


def test_the_games_with_pictures_are_in_the_suite() -> None:
    """The checks above could not pass by skipping everything: the games with renderers take part."""
    with_pictures = {c.game for c in CASES if c.engine().render_picture(
        c.engine().new_match(c.setup(), random.Random(0))[0], PUBLIC, "en") is not None}
    assert {"gwent", "vanguard", "fow", "fate"} <= with_pictures

"""Pictures complete (issue 29) for Vanguard and Force of Will: the markers have a legend, drawn with the
table's own shapes, and card names are drawn whole (wrapped, smaller if need be), never cut with "…"."""

from __future__ import annotations

import pytest

from cards.core import JUDGE, PUBLIC, Audience
from tests.pictures import test_fow_picture as fow
from tests.pictures import test_vanguard_picture as vanguard
from tests.pictures.golden_util import drawn_texts

LEGENDS = {
    ("vanguard", "en"): {"asked to answer", "turn player", "critical", "shield", "attacking", "attacked", "boosting",
                         "gift marker"},
    ("vanguard", "ru"): {"ждём ответа", "чей ход", "критический урон", "щит", "атакует", "цель атаки",
                         "поддерживает", "метка дара"},
    ("fow", "en"): {"asked to answer", "turn player", "J-ruler", "rested"},
    ("fow", "ru"): {"ждём ответа", "чей ход", "С-Правитель", "повёрнут"},
}


def _draw(game: str, audience: Audience, lang: str) -> bytes:
    if game == "vanguard":
        return vanguard.GAME.render_picture(vanguard.battle_position(), audience, lang)  # type: ignore[arg-type]
    return fow.TGAME.render_picture(fow.chase_position(), audience, lang)  # type: ignore[arg-type]


@pytest.mark.parametrize(("game", "lang"), sorted(LEGENDS))
@pytest.mark.parametrize("audience", [PUBLIC, Audience.player(1), JUDGE], ids=["public", "seat1", "judge"])
def test_a_legend_and_no_name_cut(monkeypatch: pytest.MonkeyPatch, game: str, lang: str, audience: Audience) -> None:
    texts = drawn_texts(monkeypatch, lambda: _draw(game, audience, lang))
    assert LEGENDS[(game, lang)] <= set(texts)
    assert not [t for t in texts if t.endswith("…")]

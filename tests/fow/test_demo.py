"""``tablejudge demo --game fow`` plays a whole match through the real judge service on the console."""

from __future__ import annotations

import io

import pytest

from bot.judge import games


@pytest.mark.slow
def test_demo_plays_a_whole_match(monkeypatch: pytest.MonkeyPatch) -> None:
    if "fow" not in getattr(games, "REGISTRY", {"fow": ""}):  # until the entry-point loader is on main
        monkeypatch.setitem(games.REGISTRY, "fow", "cards.fow.game:FowGame")
    from bot.cli import run_demo

    out = io.StringIO()
    assert run_demo(seed=2, lang="ru", game_name="fow", out=out) == 0
    text = out.getvalue()
    assert "Force of Will — игра окончена" in text and "Победитель:" in text
    assert "Приоритет:" in text and "Ход 1:" in text

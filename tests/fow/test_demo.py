"""``tablejudge demo --game fow`` plays a whole match through the real judge service on the console."""

from __future__ import annotations

import io

import pytest

from bot.judge import games


@pytest.mark.slow
def test_demo_plays_a_whole_match() -> None:
    from bot.cli import run_demo

    assert "fow" in games.game_names()  # registered by its entry point

    out = io.StringIO()
    assert run_demo(seed=2, lang="ru", game_name="fow", out=out) == 0
    text = out.getvalue()
    assert "Force of Will — игра окончена" in text and "Победитель:" in text
    assert "Приоритет:" in text and "Ход 1:" in text

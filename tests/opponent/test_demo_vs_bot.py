"""`tablejudge demo --vs-bot` (issue 30): a whole offline match against the practice opponent."""

from __future__ import annotations

import io

from bot.cli import main, run_demo


def test_demo_plays_a_whole_match_against_the_practice_opponent() -> None:
    out = io.StringIO()
    assert run_demo(seed=3, vs_bot="easy", out=out) == 0  # 0: the match reached its result
    assert "THREAD #1" in out.getvalue()


def test_demo_vs_bot_refuses_an_unknown_level_by_name(capsys: object) -> None:
    assert main(["demo", "--vs-bot", "grandmaster"]) == 2
    err = capsys.readouterr().err  # type: ignore[attr-defined]
    assert "--vs-bot" in err and "levels: easy, normal, hard" in err

"""``tablejudge demo --lang ru``: the scripted players write Russian posts (issue 29: Gwent's and Fate's
wrote canonical English in a Russian demo), and the match is still judged to its end."""

from __future__ import annotations

import io
import re

import pytest

from bot.cli import DEMO_NAMES, run_demo

ENGLISH = re.compile(r"\b(pass|exchange|first|keep|revive|reveal|take|leader|deck|none|ready|close|ranged|siege|"
                     r"servant|place|attack|end|physical|magic|discard|cs|activate|scene|patk|pdef|matk|mdef)\b")


def posts(transcript: str) -> list[str]:
    """The first line of every post the demo's players wrote (a player's name, then the indented post)."""
    names = {f"{n}:" for n in DEMO_NAMES["ru"]}
    lines = transcript.splitlines()
    return [nxt.strip() for line, nxt in zip(lines, lines[1:], strict=False) if line in names]


@pytest.mark.slow
@pytest.mark.parametrize("game", ["gwent", "fate"])
def test_a_russian_demo_has_no_english_posts(game: str) -> None:
    out = io.StringIO()
    assert run_demo(seed=1, lang="ru", game_name=game, out=out) == 0
    written = posts(out.getvalue())
    assert len(written) > 20
    english = [p for p in written if not re.match(r"[А-Яа-яЁё]", p) or ENGLISH.search(p)]
    assert not english, english[:5]

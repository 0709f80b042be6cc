"""/help's cheat sheets are the rows of each game's docs table (no drift): every row's English and Russian
post is written in the game's docs, and the game's parser reads each as a move, not as chat."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pytest

from bot.judge.games import load_games
from cards.core import NotAMove

ROOT = Path(__file__).resolve().parents[2]
DOCS = {"gwent": "README.md", "fow": "docs/fow.md", "vanguard": "docs/vanguard.md", "fate": "docs/fate.md"}
GAMES = load_games()


@pytest.mark.parametrize("name", sorted(DOCS))
def test_help_rows_are_the_docs_rows(name: str) -> None:
    game = GAMES[name]
    rows = game.help_rows()
    assert rows, f"{name} has no cheat sheet"
    text = (ROOT / DOCS[name]).read_text(encoding="utf-8")
    for row in rows:
        assert row.what.en and row.what.ru and row.what.en != row.what.ru, row
        for post in (row.en, row.ru):
            assert re.sub(r" (…|<[^>]*>)$", "", post) in text, f"{name}: {post!r} is not in {DOCS[name]}"


def _points(game: Any, seeds: int = 6, posts: int = 300) -> list[Any]:
    """States along a few random matches: a post like ``first me`` is a move only while someone is asked
    it (otherwise "first of all…" is chat, issue 29), so a row is judged where it can mean something."""
    states = []
    for seed in range(seeds):
        rng = random.Random(seed)
        state, _ = game.new_match(game.setup_for(["Alice", "Boris"]), random.Random(seed))
        for _ in range(posts):
            states.append(state)
            if game.result(state) is not None:
                break
            decision = rng.choice(list(game.pending(state)))
            _, state, _ = game.random_step(state, decision.seat, rng)
    return states


@pytest.mark.parametrize("name", sorted(DOCS))
def test_help_rows_parse_as_moves(name: str) -> None:
    """A cheat-sheet post the parser reads as chat (NotAMove) at every point of a match would teach players a
    post that does nothing."""
    game = GAMES[name]
    points = _points(game)
    for row in game.help_rows():
        for post in (row.en, row.ru):
            if "…" in post or "<" in post:
                continue
            if not any(_is_a_move(game, state, seat, post) for state in points for seat in (0, 1)):
                pytest.fail(f"{name}: {post!r} is read as chat at every point of {len(points)}")


def _is_a_move(game: Any, state: Any, seat: int, post: str) -> bool:
    try:
        game.parse(state, seat, post)
    except NotAMove:
        return False
    except Exception:  # noqa: BLE001 - illegal now is fine: the words are a move
        return True
    return True

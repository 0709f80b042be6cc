"""/help's cheat sheets are the rows of each game's docs table (no drift): every row's English and Russian
post is written in the game's docs, and the game's parser reads each as a move, not as chat."""

from __future__ import annotations

import random
import re
from pathlib import Path

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


@pytest.mark.parametrize("name", sorted(DOCS))
def test_help_rows_parse_as_moves(name: str) -> None:
    """A cheat-sheet post the parser reads as chat (NotAMove) would teach players a post that does nothing."""
    game = GAMES[name]
    state, _ = game.new_match(game.setup_for(["Alice", "Boris"]), random.Random(1))
    for row in game.help_rows():
        for post in (row.en, row.ru):
            if "…" in post or "<" in post:
                continue
            for seat in (0, 1):
                try:
                    game.parse(state, seat, post)
                except NotAMove as exc:
                    pytest.fail(f"{name}: {post!r} read as chat: {exc.text.en}")
                except Exception:  # noqa: BLE001 - illegal now is fine: the words are a move
                    pass

"""Issue 23: "bot/ speaks no game's language" — the bound the adapter puts on a deck file before
downloading it comes from each game's ``DeckRule.upload_bytes``, not from a constant in bot/."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from bot.judge.games import load_games, upload_limit
from cards.core import DeckRule, GameInfo, Text


def _game(decks: DeckRule) -> Any:
    return SimpleNamespace(info=GameInfo("g", Text("G", "Г"), decks=decks))


def test_the_bound_is_the_largest_upload_a_game_declares() -> None:
    small = _game(DeckRule(upload=("xlsx",), upload_bytes=64 * 1024))
    large = _game(DeckRule(upload=("xlsx",), upload_bytes=900 * 1024))
    no_files = _game(DeckRule(upload=(), upload_bytes=5 * 1024 * 1024))  # takes no files: not counted
    assert upload_limit([small, large, no_files]) == 900 * 1024
    assert upload_limit([small]) == 64 * 1024
    assert upload_limit([no_files]) == 0  # no game reads a file: every upload is too big


def test_every_game_that_takes_files_declares_its_bound() -> None:
    """The registered games' own declarations are what the adapter reads (512 KB each today, the old
    constant: nothing changed for players)."""
    games = load_games()
    takers = {name: g.info.decks.upload_bytes for name, g in games.items() if g.info.decks.upload}
    assert takers, "some game takes deck files"
    assert all(limit > 0 for limit in takers.values()), takers
    assert upload_limit(games.values()) == max(takers.values()) == 512 * 1024

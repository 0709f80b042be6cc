"""Rebuild a match's state from its truth: setup + seed + accepted posts.

Used on startup (the state cache is only a cache) and by the judge's undo. Every post is read back
from the canonical action text logged when it was accepted (``parse_canonical``; older rows without
one go through ``parse`` again) and applied, so a replay that fails means the engine changed its mind
about a post it once accepted: :class:`ReplayError` says which one.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import Any

from bot.store.models import Post
from cards.core import Event, Game


class ReplayError(Exception):
    def __init__(self, seq: int, cause: Exception) -> None:
        super().__init__(f"post #{seq} no longer applies: {cause}")
        self.seq = seq
        self.cause = cause


def initial_state(game: Game, setup: Mapping[str, Any], seed: int) -> tuple[Any, list[Event]]:
    """The match as set up, and the events of the setup (e.g. hands dealt when decks were given)."""
    state, events = game.new_match(setup, random.Random(seed))
    return state, list(events)


def action_of(game: Game, state: Any, post: Post) -> Any:
    """The engine action a stored post stands for: its canonical text where the log has one (a changed
    card name or parser cannot break a live match), else the raw text or uploaded file."""
    if post.canonical is not None:
        return game.parse_canonical(state, post.seat, post.canonical)
    if post.upload_data is not None:
        return game.parse_upload(state, post.seat, post.upload_name or "", post.upload_data)
    return game.parse(state, post.seat, post.text)


def replay(game: Game, setup: Mapping[str, Any], seed: int, posts: Iterable[Post]) -> Any:
    state, _events = initial_state(game, setup, seed)
    for post in posts:
        try:
            state, _events = game.apply(state, post.seat, action_of(game, state, post))
        except Exception as exc:
            raise ReplayError(post.seq, exc) from exc
    return state

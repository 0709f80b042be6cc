"""Positions and posts for the Force of Will tests."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import pytest

from cards.core import JUDGE, IllegalMove
from cards.fow.game import FowGame
from cards.fow.scenario import build
from cards.fow.state import State

GAME = FowGame()
# The seed's example target: a 500/400 resonator (F-BTL-13, F-BTL-14).
TEST_CARDS = [
    {"id": "T-1", "name_en": "Test Squire", "name_ru": "Тестовый оруженосец", "type": "Resonator",
     "attribute": "light", "cost_symbols": "W", "cost_number": 0, "atk": 500, "def": 400},
    {"id": "T-2", "name_en": "Test Giant", "name_ru": "Тестовый великан", "type": "Resonator",
     "attribute": "light", "cost_symbols": "W", "cost_number": 1, "atk": 800, "def": 800},
    {"id": "T-3", "name_en": "Test Bird", "name_ru": "Тестовая птица", "type": "Resonator",
     "attribute": "fire", "cost_symbols": "R", "cost_number": 0, "atk": 300, "def": 300, "keywords": "Flying"},
    {"id": "T-4", "name_en": "Test Keeper", "name_ru": "Тестовый страж", "type": "J-Ruler",
     "attribute": "light", "atk": 600, "def": 600, "keywords": "Imperishable"},
    {"id": "T-5", "name_en": "Test Lord", "name_ru": "Тестовый лорд", "type": "Ruler", "attribute": "light",
     "j_ruler": "T-4", "judgment_cost": "{W}"},
]
# The declared path (F-REF-2..4): the same cards without scripts, as a server's own unscripted cards.
TGAME = FowGame(GAME.cat.with_cards(TEST_CARDS).without_scripts())
# The scripted cards (issue 27).
SGAME = FowGame(GAME.cat.with_cards(TEST_CARDS))
STONES_W = ["Light Magic Stone"] * 8
STONES_R = ["Fire Magic Stone"] * 8


def position(players: list[Mapping[str, Any]], game: FowGame = TGAME, **top: Any) -> State:
    """A main-phase position: turn 3 of Alice by default, zones as in scenarios.md."""
    data: dict[str, Any] = {"game": "fow", "turn": 3, "players": list(players), **top}
    for p, stones in zip(data["players"], (STONES_W, STONES_R), strict=False):
        p.setdefault("deck", ["Temple Monk"] * 10)
        p.setdefault("stone_deck", stones[:4])
    return build(game, data)


def play(state: State, seat: int, *posts: str, game: FowGame = TGAME) -> tuple[State, list]:
    events: list = []
    for post in posts:
        state, ev = game.play(state, seat, post)
        events += ev
    return state, events


def refused(state: State, seat: int, post: str, game: FowGame = TGAME) -> str:
    """The English reason of a refusal (the state is unchanged: apply never mutates)."""
    before = game.view(state, JUDGE)
    with pytest.raises(IllegalMove) as e:
        game.play(state, seat, post)
    assert game.view(state, JUDGE) == before
    assert e.value.text.ru and e.value.text.ru != e.value.text.en
    return e.value.text.en


def passes(state: State, n: int = 2, game: FowGame = TGAME) -> State:
    """Both players pass in turn, starting with whoever has priority."""
    for _ in range(n):
        seat = state.priority
        assert seat is not None
        state, _ = game.play(state, seat, "pass")
    return state


def pview(state: State, game: FowGame = TGAME) -> dict[str, Any]:
    return game.view(state, JUDGE)


def field_names(state: State, seat: int) -> list[str]:
    return [c["name"] for c in pview(state)["players"][seat]["field"]]


def fresh(seed: int = 1, options: Mapping[str, Any] | None = None, game: FowGame = GAME) -> State:
    s, _ = game.new_match(game.setup_for(["Alice", "Bob"], options=options), random.Random(seed))
    return s

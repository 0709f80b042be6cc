"""Positions for Fate tests, written as scenario files (``scenarios.md``)."""

from __future__ import annotations

import random
from typing import Any

from cards.fate.game import FateGame
from cards.fate.scenario import build_state, catalogue_for, run

NAMES = ["Alice", "Boris", "Clara", "Dmitri", "Elena", "Fyodor", "Galina"]

# Test Servants with exact stats: a Class "Plain" adds nothing.
CARDS = [
    {"sheet": "Classes", "id": "C-PLAIN", "name_en": "Plain", "name_ru": "Простой", "patk": 0, "pdef": 0,
     "matk": 0, "mdef": 0},
    {"sheet": "Heroic Spirits", "id": "T-5533", "name_en": "Five", "name_ru": "Пятый", "classes": "Saber",
     "patk": 5, "pdef": 5, "matk": 3, "mdef": 3},
    {"sheet": "Heroic Spirits", "id": "T-4444", "name_en": "Four", "name_ru": "Четвёртый", "classes": "Saber",
     "patk": 4, "pdef": 4, "matk": 4, "mdef": 4},
    {"sheet": "Heroic Spirits", "id": "T-7171", "name_en": "Seven", "name_ru": "Седьмой", "classes": "Saber",
     "patk": 7, "pdef": 1, "matk": 7, "mdef": 1},
    {"sheet": "Heroic Spirits", "id": "T-PRE", "name_en": "Striker", "name_ru": "Ударник", "classes": "Saber",
     "patk": 4, "pdef": 4, "matk": 4, "mdef": 4, "skills": "pre_emptive_strike"},
    # Unscripted copies of two Mystic Codes: a server's own cards, declared by hand (FA-REF-3).
    {"sheet": "Mystic Codes", "id": "M-01", "name_en": "Azoth Sword", "name_ru": "Меч Азот", "kind": "mystic_code",
     "copies": 4, "effect_kind": "activated", "cost": "T"},
    {"sheet": "Mystic Codes", "id": "M-06", "name_en": "Familiar", "name_ru": "Фамилиар", "kind": "mystic_code",
     "copies": 4, "effect_kind": "activated", "cost": "T"},
]


def master(name: str, spirit: str = "Four", **over: Any) -> dict[str, Any]:
    p: dict[str, Any] = {"name": name, "servant": {"heroic_spirit": spirit, "class": "Plain", "face_down": False,
                                                   "state": "standing"}, "hand": ["Familiar", "Familiar"]}
    p.update(over)
    return p


def position(n: int = 3, players: list[dict[str, Any]] | None = None, **over: Any) -> dict[str, Any]:
    data: dict[str, Any] = {"game": "fate", "seed": 1, "cards": CARDS,
                            "players": players or [master(NAMES[i]) for i in range(n)],
                            "draw_pile": ["Azoth Sword"] * 12}
    data.update(over)
    return data


def scenario(data: dict[str, Any], view: str = "judge") -> tuple[int, dict[str, Any]]:
    return run(data, view)


def ok(data: dict[str, Any], view: str = "judge") -> dict[str, Any]:
    status, out = run(data, view)
    assert status == 0, out["error"]
    return out


def refused(data: dict[str, Any]) -> str:
    status, out = run(data, "judge")
    assert status == 3, "the last post was accepted"
    return str(out["error"])


def state_of(data: dict[str, Any]):  # -> (game, state)
    cat = catalogue_for(data)
    state, _ = build_state(cat, data)
    return FateGame(cat), state


def moves(*pairs: tuple[str, str]) -> list[dict[str, str]]:
    return [{"player": p, "post": t} for p, t in pairs]


def player(out: dict[str, Any], name: str) -> dict[str, Any]:
    return next(p for p in out["players"] if p["name"] == name)


def playout(game: FateGame, n: int, seed: int, options: dict[str, Any] | None = None, limit: int = 20000):
    rng = random.Random(seed)
    state, _ = game.new_match(game.setup_for(NAMES[:n], options=options), rng)
    steps = 0
    while game.result(state) is None and steps < limit:
        d = rng.choice(game.pending(state))
        state, _ = game.play(state, d.seat, game.random_post(state, d.seat, rng))
        steps += 1
    return state, steps




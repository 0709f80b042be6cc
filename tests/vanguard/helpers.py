"""Positions for the Vanguard tests: the trial deck's cards plus a few inline test cards."""

from __future__ import annotations

from typing import Any

from cards.vanguard.catalogue import default_catalogue
from cards.vanguard.ctx import Ctx
from cards.vanguard.game import VanguardGame
from cards.vanguard.invariants import problems
from cards.vanguard.scenario import build_state
from cards.vanguard.state import State

RP = {"clan": "Royal Paladin", "nation": "United Sanctuary", "v_mark": "yes"}
EXTRA = [
    {"id": "sentinel", "name_en": "Test Sentinel", "name_ru": "Тестовый страж", "grade": 1, "power": 6000,
     "shield": 0, "sentinel": "yes", "skill": "boost", **RP},
    {"id": "accel-g3", "name_en": "Test Accel Knight", "name_ru": "Тестовый рыцарь ускорения", "grade": 3,
     "power": 13000, "skill": "twin_drive", "gift": "accel", **RP},
    {"id": "protect-g3", "name_en": "Test Protect Knight", "name_ru": "Тестовый рыцарь защиты", "grade": 3,
     "power": 13000, "skill": "twin_drive", "gift": "protect", **RP},
    {"id": "front", "name_en": "Test Front", "name_ru": "Тестовый передовой", "grade": 0, "power": 5000,
     "shield": 15000, "trigger": "front", "unit_type": "trigger", "skill": "boost", **RP},
    {"id": "stand", "name_en": "Test Stand", "name_ru": "Тестовый поднимающий", "grade": 0, "power": 4000,
     "shield": 10000, "trigger": "stand", "trigger_power": 5000, "unit_type": "trigger", "skill": "boost",
     "clan": "Royal Paladin", "nation": "United Sanctuary"},
    {"id": "other-crit", "name_en": "Other Clan Critical", "name_ru": "Чужой критический", "grade": 0,
     "power": 5000, "shield": 15000, "trigger": "critical", "unit_type": "trigger", "skill": "boost",
     "clan": "Kagero", "nation": "Dragon Empire", "v_mark": "yes"},
    {"id": "test-knight", "name_en": "Test Knight", "name_ru": "Тестовый рыцарь", "grade": 2, "power": 10000,
     "shield": 5000, "skill": "intercept", **RP},  # no script: its abilities are declared (V-REF-2)
    {"id": "test-twin", "name_en": "Test Twin Vanguard", "name_ru": "Тестовый двойной авангард", "grade": 3,
     "power": 13000, "skill": "twin_drive", **RP,
     "abilities": "auto VC | when: attacks | do: draw 1\nauto VC | when: attacks | do: power +1000 self battle"},
    {"id": "g-unit", "name_en": "Test G Unit", "name_ru": "Тестовый воин наследия", "grade": 4, "power": 15000,
     "skill": "triple_drive", "unit_type": "g_unit", "clan": "Royal Paladin"},
    {"id": "g-guardian", "name_en": "Test G Guardian", "name_ru": "Тестовый страж наследия", "grade": 4,
     "power": 0, "shield": 15000, "unit_type": "g_guardian", "clan": "Royal Paladin"},
]
CAT = default_catalogue().with_cards(EXTRA)
GAME = VanguardGame(CAT)
FILLER = ["Knight of Silence, Gallatin"] * 20  # no triggers, no abilities: checks reveal nothing special


def position(a: dict[str, Any] | None = None, b: dict[str, Any] | None = None, *, game: VanguardGame = GAME,
             vanguard: str = "Test Knight", **top: Any) -> State:
    """Alice (vanguard ``vanguard``) against Boris (Test Knight) in ``game``'s catalogue, Alice's main phase."""
    a = {"name": "Alice", "vanguard": vanguard, "deck": FILLER, **(a or {})}
    b = {"name": "Boris", "vanguard": "Test Knight", "deck": FILLER, **(b or {})}
    data = {"game": "vanguard", "turn": 3, "phase": "main", "turn_player": "Alice", **top, "players": [a, b]}
    return build_state(game.cat, data)


def play(st: State, who: str, *posts: str, game: VanguardGame = GAME, checked: bool = False) -> tuple[State, list]:
    """``who``'s posts in order; ``checked``: the state's invariants hold after each (cards.vanguard.invariants)."""
    seat = [s.name for s in st.sides].index(who)
    events: list = []
    for post in posts:
        st, ev = game.play(st, seat, post)
        events += ev
        if checked:
            assert problems(st) == []
    return st, events


def kinds(events: list) -> list[str]:
    return [e.kind for e in events]


def pend(st: State) -> list[tuple[str, str]]:
    return [(st.sides[d.seat].name, d.kind) for d in GAME.pending(st)]


def view(st: State) -> dict[str, Any]:
    return GAME.view(st, __import__("cards.core", fromlist=["JUDGE"]).JUDGE)


def unit(st: State, who: str, circle: str) -> dict[str, Any]:
    p = next(p for p in view(st)["players"] if p["name"] == who)
    return p["circles"][circle]


def ctx(st: State) -> Ctx:
    return Ctx(CAT, st)

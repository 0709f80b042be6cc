"""Lock in the ability language (issue 26). The rules spec is silent on lock; our rules V-LOCK-1..4 are in
docs/vanguard.md ("Lock"), after the official ruling: a locked rear-guard is a face-down card, not a unit,
until its owner's end phase unlocks it as a standing rear-guard with nothing from before."""

from __future__ import annotations

from functools import partial
from typing import Any

import pytest

from cards.core import JUDGE, IllegalMove
from cards.kit.ability import say
from cards.vanguard.game import VanguardGame
from cards.vanguard.render import table_text
from cards.vanguard.state import State

from . import helpers
from .helpers import CAT as BASE
from .helpers import EXTRA, kinds

LJ = {"clan": "Link Joker", "nation": "Star Gate", "v_mark": "yes"}
LOCKERS = [
    {"id": "test-locker", "name_en": "Test Locker", "name_ru": "Тестовый блокирующий", "grade": 3, "power": 13000,
     "skill": "twin_drive", **LJ,
     "abilities": "act VC | limit: 1/turn | target: 1 opp rear-guard | do: lock target"},
    {"id": "test-unlocked", "name_en": "Test Unlocked", "name_ru": "Тестовый освобождённый", "grade": 1,
     "power": 8000, "shield": 5000, "skill": "boost", **LJ,
     "abilities": "auto RC | when: unlocked | do: power +5000 self turn"},
    {"id": "test-binder", "name_en": "Test Binder", "name_ru": "Тестовый изгоняющий", "grade": 3, "power": 13000,
     "skill": "twin_drive", **LJ, "abilities": "act VC | target: 1 opp rear-guard | do: bind target"},
]
CAT = BASE.with_cards([*EXTRA, *LOCKERS]) if "test-locker" not in BASE.cards else BASE
GAME = VanguardGame(CAT)


position = partial(helpers.position, game=GAME, vanguard="Test Locker")
play = partial(helpers.play, game=GAME, checked=True)


def circles(st: State, who: str) -> dict[str, Any]:
    return next(p for p in GAME.view(st, JUDGE)["players"] if p["name"] == who)["circles"]


def locked_boris() -> State:
    st = position(None, {"circles": {"FL": "Gallatin", "BL": "Test Unlocked"}})
    st, ev = play(st, "Alice", "act VC", "yes opp BL")
    assert "locked" in kinds(ev)
    return st


def test_lock_turns_a_rear_guard_face_down_and_it_is_no_unit_V_LOCK_1_V_LOCK_2():
    st = locked_boris()
    bl = circles(st, "Boris")["BL"]
    assert bl["locked"] and "power" not in bl  # face down: no power, no grade, not a unit
    assert [u for _, u in st.sides[1].units()] == [st.sides[1].vanguard, st.sides[1].circles["FL"]]
    assert "Test Unlocked" in table_text(CAT, GAME.view(st, JUDGE), "en")


def test_a_locked_card_cannot_be_chosen_by_an_ability_V_LOCK_2():
    st = position({"circles": {"FL": "Gallatin"}}, {"circles": {"BL": "Gallatin"}})
    st, ev = play(st, "Alice", "act VC")  # one rear-guard to choose: locked at once
    assert "locked" in kinds(ev)
    nxt = st.clone()
    nxt.used_1turn.clear()  # a second lock ability this turn: the locked card is no candidate, nothing left
    with pytest.raises(IllegalMove):
        play(nxt, "Alice", "act VC")


def test_a_lock_ends_the_units_modifiers_and_rest_V_LOCK_2():
    st = position({"circles": {"FL": "Gallatin"}}, {"circles": {"FR": {"name": "Gallatin", "rested": True}}})
    st.mods.append(__import__("cards.vanguard.state", fromlist=["Mod"]).Mod(st.sides[1].circles["FR"], "power",
                                                                          5000, "turn"))
    uid = st.sides[1].circles["FR"]
    st, _ = play(st, "Alice", "act VC")
    assert all(m.uid != uid for m in st.mods) and uid not in st.sides[1].rested


def test_nothing_is_called_onto_moved_onto_or_moved_from_a_locked_circle_V_LOCK_3():
    st = position(None, {"circles": {"FL": {"name": "Gallatin", "locked": True}}, "hand": ["Gallatin"]},
                  turn_player="Boris")
    for post, circle in (("call Gallatin FL", "FL"), ("move BL", "FL"), ("move FL", "FL")):
        with pytest.raises(IllegalMove) as e:
            play(st, "Boris", post)
        assert f"{circle} holds a locked card" in str(e.value), post


def test_locked_card_unlocks_standing_at_its_owners_end_phase_only_V_LOCK_4():
    st = locked_boris()
    st, _ = play(st, "Alice", "end turn")  # Alice's end phase: Boris's card stays locked through his turn
    assert circles(st, "Boris")["BL"]["locked"]
    assert GAME.view(st, JUDGE)["turn_player"] == "Boris"
    with pytest.raises(IllegalMove):
        play(st, "Boris", "move BL")  # still locked in its owner's turn (V-LOCK-3)
    st, ev = play(st, "Boris", "end turn")
    bl = circles(st, "Boris")["BL"]
    assert not bl.get("locked") and not bl["rested"] and "unlocked" in kinds(ev)
    assert bl["power"] == 8000  # printed: its "when unlocked" +5000 until end of turn ended with the turn
    assert "ability_fired" in kinds(ev)


def test_an_unlocked_card_is_a_new_unit_its_auto_fires_on_unlock_V_LOCK_4():
    st = locked_boris()
    st, _ = play(st, "Alice", "end turn")
    st, ev = play(st, "Boris", "end turn")
    fired = [e for e in ev if e.kind == "ability_fired"]
    assert fired and fired[0].data["card"] == "test-unlocked" and fired[0].data["event"] == "unlocked"


def test_lock_and_unlocked_read_back_in_english_and_russian():
    ab = CAT.card("test-locker").abilities[0]
    name = lambda n, lang: n  # noqa: E731
    from cards.vanguard.script import VOCAB

    assert "lock the chosen" in say(ab, VOCAB, "en", name)
    assert "заблокируйте выбранного" in say(ab, VOCAB, "ru", name)
    auto = CAT.card("test-unlocked").abilities[0]
    assert "unlocked" in say(auto, VOCAB, "en", name) and "блокировк" in say(auto, VOCAB, "ru", name)


def test_bind_puts_a_rear_guard_into_its_owners_bind_zone_V_REF_4():
    st = position({"vanguard": "Test Binder"}, {"circles": {"FR": "Gallatin"}})
    st, ev = play(st, "Alice", "act VC")
    boris = next(p for p in GAME.view(st, JUDGE)["players"] if p["name"] == "Boris")
    assert boris["bind"] == ["Knight of Silence, Gallatin"] and boris["circles"]["FR"] is None
    assert any(e.kind == "moved" and e.data["dest"] == "bind" for e in ev)

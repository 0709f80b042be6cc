"""State.clone is hand-written for speed (issue 14); these checks keep it complete: a copy shares no
mutable container with the original, so a refused or tentative post never changes the state it came
from, and a field added later to Side or State is caught here if clone forgets it."""

from __future__ import annotations

from dataclasses import fields

from cards.gwent.state import Side, State
from tests.gwent_props.games import random_game

CONTAINERS = (list, set, dict)
SHARED = {"leader_undo"}  # read-only once made (cancel.extend returns a new record), shared by copies


def _mid_game_state() -> State:
    from cards.gwent.game import GwentGame

    for _b, _s, _p, after in random_game(GwentGame(), 7):
        if after.round == 2 and any(side.discard for side in after.sides):
            return after
    raise AssertionError("no round-2 state")


def _check_no_shared_containers(old: object, new: object, cls: type) -> None:
    for f in fields(cls):  # type: ignore[arg-type]
        if f.name == "chance":
            continue  # checked by its own tests (copy on write)
        a, b = getattr(old, f.name), getattr(new, f.name)
        assert a == b, f"{cls.__name__}.{f.name} differs after clone"
        if f.name in SHARED:
            continue
        if isinstance(a, CONTAINERS):
            assert a is not b, f"{cls.__name__}.{f.name} is shared by clone"
        if isinstance(a, dict):
            for k, v in a.items():
                if isinstance(v, CONTAINERS):
                    assert v is not b[k], f"{cls.__name__}.{f.name}[{k!r}] is shared by clone"


def test_clone_copies_every_container_of_state_and_sides():
    state = _mid_game_state()
    state.interrupts.append((0, "reveal", {"count": 3}))
    state.leader_undo = {"effect": "x", "seat": 0, "zones": {"hand": [1, 2]}}
    new = state.clone()
    _check_no_shared_containers(state, new, State)
    assert new.chance is not state.chance
    assert new.interrupts[0][2] is not state.interrupts[0][2]
    assert new.leader_undo is state.leader_undo  # a record is never changed once made: copies share it
    for old_side, new_side in zip(state.sides, new.sides, strict=True):
        _check_no_shared_containers(old_side, new_side, Side)


def test_mutating_a_clone_leaves_the_original_alone():
    state = _mid_game_state()
    before = repr(state)
    twin = state.clone()
    new = state.clone()
    for side in new.sides:
        side.hand.append(999)
        side.rows["close"].append(999)
        side.horn["close"] = 999
        side.undrawable.add(999)
        side.round_scores.append(1.5)
    new.cards[999] = "x"
    new.weather.append(999)
    new.chance.randint(1, 6)
    assert repr(state) == before
    assert state.chance.randint(1, 10**9) == twin.chance.randint(1, 10**9)


def test_a_pickled_state_drops_the_scores_cache_and_scores_the_same():
    """A snapshot (pickle) leaves out the per-process scores cache and rebuilds it on demand."""
    import pickle

    from cards.core import JUDGE
    from cards.gwent.game import GwentGame

    game = GwentGame()
    state = _mid_game_state()
    view = game.view(state, JUDGE)  # fills the cache
    assert state.scores_cache is not None
    copy = pickle.loads(pickle.dumps(state))
    assert copy.scores_cache is None and game.view(copy, JUDGE) == view
    assert copy.chance.randint(1, 10**9) == state.clone().chance.randint(1, 10**9)


def test_extending_the_leader_record_in_a_copy_leaves_the_original_alone():
    """G-LDR-DESTROY-6: the chosen card folded into the Hard leader record of one state; the record its
    copies share is not changed (extend makes a new one)."""
    from cards.gwent.cancel import extend, record

    state = _mid_game_state()
    after = state.clone()
    uid = after.sides[0].hand.pop()
    after.sides[0].discard.append(uid)
    undo = record(state, state, "destroyer", 0)
    state.leader_undo = undo
    copy = state.clone()
    copy.leader_undo = extend(copy.leader_undo, state, after)
    assert undo["moved"] == {} and state.leader_undo is undo
    assert copy.leader_undo["moved"] == {uid: ("0.hand", "0.discard")}


def test_new_side_has_the_combat_rows_in_order() -> None:
    """A new Side's rows, horn and Mardroeme slots are keyed by the combat rows' names in COMBAT_ROWS order
    (Side.fork copies the rows by those names; the keys are spelled out in Side for speed), each empty."""
    from cards.gwent.model import COMBAT_ROWS, Faction

    side = Side(name="A", faction=Faction.MONSTERS, leaders=[])
    names = [r.value for r in COMBAT_ROWS]
    assert list(side.rows) == names and all(v == [] for v in side.rows.values())
    assert list(side.horn) == names and list(side.mardroeme) == names
    assert set(side.horn.values()) == set(side.mardroeme.values()) == {None}
    assert side.rows["close"] is not Side(name="B", faction=Faction.MONSTERS, leaders=[]).rows["close"]

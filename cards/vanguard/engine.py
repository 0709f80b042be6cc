"""Apply one action to a copy of the state and say who must decide next (V-REF-8)."""

from __future__ import annotations

from typing import Any

from cards.core import Audience, Decision, Event
from cards.kit.apply import finish
from cards.kit.decisions import decision_id

from . import abilities, battle, flow, gifts, resolve, setup, triggers, turn
from .actions import (
    Action,
    Attack,
    Call,
    Concede,
    Declare,
    EndPhase,
    GARemove,
    GAssist,
    GATake,
    GiftChoice,
    Guard,
    Move,
    Mulligan,
    Note,
    Ride,
    Stride,
    SubmitDeck,
    TriggerChoice,
)
from .catalogue import Catalogue
from .ctx import Ctx, refuse
from .state import State

PRIVATE_KINDS = {"deck", "mulligan", "ga_take", "ability_dm"}
KEEP_RECENT = (Declare, Note)
# _dispatch's isinstance classes as tuples made once: ``A | B`` in the call builds a union object each post
GUARD_STEP_ACTIONS = (EndPhase, Guard)
MAIN_ACTIONS = (Call, Move, Declare, resolve.Act)
PROMPT_ACTIONS: dict[str, type] = {
    "trigger": TriggerChoice, "gift": GiftChoice, "ga_take": GATake, "ga_remove": GARemove, "soul_ride": Ride,
    "ability": resolve.Answer, "ability_dm": resolve.Answer, "ability_order": resolve.Order,
}


def raw_pending(st: State) -> list[tuple[int, str, dict[str, Any]]]:
    if st.phase == "over":
        return []
    if st.phase == "setup":
        if not all(s.deck_ready for s in st.sides):
            return [(i, "deck", {}) for i, s in enumerate(st.sides) if not s.deck_ready]
        return [(i, "mulligan", {"hand": len(s.hand)}) for i, s in enumerate(st.sides) if not s.mulliganed]
    if st.prompts:
        p = st.prompts[0]
        return [(p.seat, p.kind, dict(p.data))]
    if st.phase == "battle" and st.step == "guard" and st.battle is not None:
        b = st.battle
        return [(1 - st.turn_player, "guard", {"attacker": b.attacker_circle, "target": b.target_circle})]
    kind = "g_assist" if st.phase == "draw" else st.phase
    return [(st.turn_player, kind, {"turn": st.turn})]


def pending_kinds(st: State) -> list[tuple[int, str]]:
    """(seat, kind) of :func:`raw_pending`, without the data (``apply`` compares them before and after)."""
    if st.phase == "over":
        return []
    if st.phase == "setup":
        if not all(s.deck_ready for s in st.sides):
            return [(i, "deck") for i, s in enumerate(st.sides) if not s.deck_ready]
        return [(i, "mulligan") for i, s in enumerate(st.sides) if not s.mulliganed]
    if st.prompts:
        p = st.prompts[0]
        return [(p.seat, p.kind)]
    if st.phase == "battle" and st.step == "guard" and st.battle is not None:
        return [(1 - st.turn_player, "guard")]
    return [(st.turn_player, "g_assist" if st.phase == "draw" else st.phase)]


def stamp(st: State) -> None:
    """Record when each seat's pending decision was opened, so its id stays while it waits."""
    for s, kind in pending_kinds(st):
        asked = st.asked.get(s)
        if asked is None or asked[0] != kind:
            st.asked[s] = (kind, st.serial)


def pending(st: State) -> list[Decision]:
    out = []
    for seat, kind, data in raw_pending(st):
        asked = st.asked.get(seat)
        serial = asked[1] if asked is not None and asked[0] == kind else st.serial
        out.append(Decision(seat, kind, kind in PRIVATE_KINDS, {**data, "step": serial}, decision_id(kind, seat, serial)))
    return out


def apply(cat: Catalogue, st: State, seat: int, action: Action) -> tuple[State, list[Event]]:
    if st.phase == "over":  # State.over without the property's call
        raise refuse("err-over")
    if not 0 <= seat < len(st.sides):
        raise refuse("err-seat")
    # shares the sides and card maps until changed (State.side); a declared AUTO answers the events of this
    # post or the one before (V-REF-6): only a declaration or a note keeps the recent units
    new = st.fork(recent=isinstance(action, KEEP_RECENT))
    cx = Ctx(cat, new)
    cont_before = resolve.cont_totals(cat, new)  # on the copy: the input state is never touched
    _dispatch(cx, seat, action)
    flow.run(cx)
    resolve.announce_cont(cx, cont_before)
    olds, nows = st.sides, new.sides
    for s in range(len(nows)):
        # a side still shared was not changed; the same uids are the same cards (an action never changes an id)
        old, now = olds[s], nows[s]
        if old is not now and old.hand != now.hand:
            cx.emit("hand", Audience.player(s), seat=s, cards=[new.cards[u] for u in now.hand])  # V-REF-9
    new.serial += 1
    serial = new.serial
    asked = new.asked
    before: dict[int, str] | None = None  # the input's pending kinds: read only when another seat is asked
    for s, kind in pending_kinds(new):  # a new id for the mover's and every changed decision; stamp's for the rest
        if s != seat:
            if before is None:
                before = dict(pending_kinds(st))
            if before.get(s) == kind and (a := asked.get(s)) is not None and a[0] == kind:
                continue
        asked[s] = (kind, serial)
    finish(cx.events, new.chance)
    return new, cx.events


def _dispatch(cx: Ctx, seat: int, action: Action) -> None:  # noqa: C901 - who may act when, one branch per action
    st = cx.st
    if isinstance(action, Concede):  # V-WIN-6: any time
        flow.finish(cx, 1 - seat, "concede", loser=seat)
        return
    if isinstance(action, Note):
        st.notes.append((seat, action.text))
        cx.emit("note", player=st.sides[seat].name, text=action.text)
        return
    if isinstance(action, SubmitDeck):
        setup.submit_deck(cx, seat, action)
        return
    if isinstance(action, Mulligan):
        setup.mulligan(cx, seat, action)
        return
    if isinstance(action, Declare) and action.kind in ("auto", "cont"):
        if st.prompts and st.prompts[0].kind in ("ga_take", "ga_remove"):
            raise refuse("err-ga-busy")  # V-GA-2..5 is one procedure: the looked-at cards may not move under it
        abilities.declare(cx, seat, action)  # V-REF-6: either player, in the step its event happened
        return
    if st.phase == "setup":
        raise refuse("err-setup")
    if st.prompts:
        p = st.prompts[0]
        want = PROMPT_ACTIONS[p.kind]
        if p.seat != seat or not isinstance(action, want):
            raise refuse("err-waiting", kind=p.kind, player=st.sides[p.seat].name)
        st.prompts.pop(0)
        if isinstance(action, TriggerChoice):
            triggers.apply_choice(cx, seat, p.data, action)
        elif isinstance(action, GiftChoice):
            gifts.apply_gift(cx, seat, p.data, action)
        elif isinstance(action, GATake):
            turn.ga_take(cx, seat, action, p.data)
        elif isinstance(action, GARemove):
            turn.ga_remove(cx, seat, action, p.data)
        elif isinstance(action, Ride):
            turn.soul_ride(cx, seat, action)
        elif isinstance(action, resolve.Answer):
            resolve.finish(cx, seat, p.data, action)
        elif isinstance(action, resolve.Order):
            resolve.apply_order(cx, seat, action)
        return
    if st.phase == "battle" and st.step == "guard":
        if seat != st.turn_player and isinstance(action, GUARD_STEP_ACTIONS):
            battle.guard(cx, seat, action if isinstance(action, Guard) else Guard(()))  # "pass": no guard
            return
        raise refuse("err-waiting", kind="guard", player=st.sides[1 - st.turn_player].name)
    if seat != st.turn_player:
        raise refuse("err-not-your-turn", player=st.sides[st.turn_player].name)
    phase = st.phase
    if isinstance(action, GAssist):
        turn.g_assist(cx, seat)
    elif isinstance(action, Ride):
        if phase not in ("draw", "ride"):
            raise refuse("err-ride-phase")
        st.phase, st.ga_open = "ride", False
        turn.ride(cx, seat, action)
        if not st.work:
            flow.to_main(cx)
        else:
            st.work.append(("to_main", {}))
    elif isinstance(action, Stride):
        if phase not in ("draw", "ride", "stride"):
            raise refuse("err-stride")
        turn.stride(cx, seat, action)
    elif isinstance(action, MAIN_ACTIONS):
        if phase not in ("draw", "ride", "stride", "main"):
            raise refuse("err-main-phase")
        st.phase, st.ga_open = "main", False
        if isinstance(action, Call):
            turn.call(cx, seat, action)
        elif isinstance(action, Move):
            turn.move_unit(cx, seat, action)
        elif isinstance(action, resolve.Act):
            resolve.act(cx, seat, action)
        else:
            abilities.declare(cx, seat, action)
    elif isinstance(action, Attack):
        if phase in ("draw", "ride", "stride", "main"):
            if st.turn == 1:
                raise refuse("err-first-turn")  # V-SETUP-7
            flow.to_battle(cx)
        if st.phase != "battle":
            raise refuse("err-not-start-step")
        battle.attack(cx, seat, action)
    elif isinstance(action, EndPhase):
        if action.turn:
            flow.end_phase(cx)
        elif phase == "draw":
            st.phase, st.ga_open = "ride", False
        elif phase == "ride":
            flow.to_main(cx)
        elif phase == "stride":
            st.phase = "main"
        elif phase == "main":
            flow.to_battle(cx)
        elif phase == "battle":
            flow.end_phase(cx)
    else:
        raise refuse("err-not-now")

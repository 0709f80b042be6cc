"""The turn player's moves outside battle: G assist (V-GA-*), ride (V-RIDE-*), call and move (V-MAIN-*),
stride (V-G-*) and the ride from the soul when a vanguard leaves (V-WIN-4)."""

from __future__ import annotations

from typing import Any

from cards.core import Audience

from .actions import Call, GARemove, GATake, Move, Ride, Stride
from .checks import ask, g_assist_possible, stride_possible
from .ctx import Ctx, refuse
from .resolve import fire
from .state import BACK_OF, FRONT_OF
from .table import card, move, put, take, vanguard_grade


def hand_uid(cx: Ctx, seat: int, cid: str, exclude: tuple[int, ...] = ()) -> int:
    side = cx.st.side(seat)
    for u in side.hand:
        if cx.st.cards[u] == cid and u not in exclude:
            return u
    c = cx.cat.card(cid)
    raise refuse("err-not-in-hand", card=c.name_en, card_ru=c.name_ru)


def g_assist(cx: Ctx, seat: int) -> None:
    """V-GA-2: reveal the hand, look at the top 5."""
    st = cx.st
    side = st.sides[seat]  # only read here (the take and the remove change it)
    if not (st.phase == "draw" and st.ga_open and g_assist_possible(cx, seat)):
        raise refuse("err-g-assist")
    st.ga_open = False
    top = side.deck[:5]
    cx.emit("g_assist", player=side.name, hand=cx.names(side.hand))
    cx.emit("looked", Audience.player(seat), seat=seat, cards=cx.names(top))
    grade = vanguard_grade(cx.cat, st, seat) + 1
    ask(cx, seat, "ga_take", options=sorted({st.cards[u] for u in top if card(cx.cat, st, u).grade == grade}),
        grade=grade)


def ga_take(cx: Ctx, seat: int, action: GATake, info: dict[str, Any]) -> None:
    """V-GA-3/5: one card of the next grade to the hand, or none; the rest back, shuffled."""
    st = cx.st
    side = st.side(seat)
    top = side.deck[:5]
    if action.card is not None:
        if action.card not in info["options"]:
            raise refuse("err-ga-take", grade=info["grade"])
        uid = next((u for u in top if st.cards[u] == action.card), None)
        if uid is None:  # cannot happen while nothing may move the deck under G assist (err-ga-busy)
            raise refuse("err-ga-take", grade=info["grade"])
        move(st, uid, seat, "hand")
        cx.emit("ga_took", player=side.name, card=action.card)
    else:
        cx.emit("ga_none", player=side.name)
    st.chance.shuffle(side.deck, what=f"deck {side.name}", audience=Audience("judge"))
    if action.card is not None:
        ask(cx, seat, "ga_remove", count=min(2, len(side.hand)))  # V-GA-4
    else:
        st.phase = "ride"


def ga_remove(cx: Ctx, seat: int, action: GARemove, info: dict[str, Any]) -> None:
    st = cx.st
    if len(action.cards) != info["count"]:
        raise refuse("err-ga-remove", count=info["count"])
    picked: list[int] = []
    for cid in action.cards:
        picked.append(hand_uid(cx, seat, cid, tuple(picked)))
    for u in picked:
        move(st, u, seat, "removed")
    cx.emit("ga_removed", player=st.sides[seat].name, cards=cx.names(picked))
    st.phase = "ride"


def ride(cx: Ctx, seat: int, action: Ride) -> None:
    """V-RIDE-1..5: once per turn, same grade or +1, on top; the old vanguard becomes the soul's top."""
    st = cx.st
    side = st.side(seat)
    if st.rode:
        raise refuse("err-rode")
    if side.heart is not None:
        raise refuse("err-ride-phase")
    uid = hand_uid(cx, seat, action.card)
    c = card(cx.cat, st, uid)
    g = vanguard_grade(cx.cat, st, seat)
    if c.unit_type not in ("normal", "trigger") or c.grade not in (g, g + 1):
        raise refuse("err-ride-grade", grade=g, next=g + 1)
    old = side.vanguard
    place_vanguard(cx, seat, uid)
    st.rode = True
    cx.emit("ride", player=side.name, card=c.id, grade=c.grade)
    fire(cx, "placed", uid, circle="VC")  # V-RIDE-5: "when placed on VC" and "when ridden" fire together
    fire(cx, "ridden", uid)
    if old is not None:
        fire(cx, "rode-upon", old)
        fire(cx, "put-into-soul", old)
    if c.gift:
        st.work.insert(0, ("gift", {"seat": seat, "gift": c.gift}))  # V-RIDE-5, V-GIFT-1


def place_vanguard(cx: Ctx, seat: int, uid: int) -> None:
    st = cx.st
    side = st.side(seat)
    old = side.vanguard
    take(st, uid)
    if old is not None:
        take(st, old)
        side.soul.append(old)  # V-RIDE-3
    side.vanguard = uid
    side.rested.discard(uid)


def soul_ride(cx: Ctx, seat: int, action: Ride) -> None:
    """V-WIN-4: the vanguard left VC by an ability; ride a card of the soul, any grade."""
    st = cx.st
    side = st.side(seat)
    uid = next((u for u in side.soul if st.cards[u] == action.card), None)
    if uid is None:
        raise refuse("err-not-in-soul")
    take(st, uid)
    side.vanguard = uid
    cx.emit("soul_ride", player=side.name, card=action.card)


def call(cx: Ctx, seat: int, action: Call) -> None:
    """V-MAIN-2/3: grade ≤ the vanguard's; an occupied circle's unit goes to the drop zone first."""
    st = cx.st
    side = st.side(seat)
    if action.circle not in side.circles:
        raise refuse("err-circle", options=", ".join(side.circles))
    uid = hand_uid(cx, seat, action.card)
    c = card(cx.cat, st, uid)
    g = vanguard_grade(cx.cat, st, seat)
    if c.unit_type not in ("normal", "trigger") or c.grade > g:
        raise refuse("err-call-grade", grade=g)
    place_rear_guard(cx, seat, uid, action.circle)
    cx.emit("call", player=side.name, card=c.id, circle=action.circle)
    fire(cx, "placed", uid, circle=action.circle)


def place_rear_guard(cx: Ctx, seat: int, uid: int, circle: str, rested: bool = False) -> None:
    st = cx.st
    side = st.side(seat)
    if circle in side.locked:
        raise refuse("err-circle-locked", circle=circle)  # V-LOCK-3: no unit is put on a locked circle
    old = side.circles.get(circle)
    if old is not None:
        move(st, old, seat, "drop")  # V-MAIN-3
        cx.emit("replaced", player=side.name, card=st.cards[old], circle=circle)
    take(st, uid)
    put(st, uid, seat, circle, rested=rested)


def move_unit(cx: Ctx, seat: int, action: Move) -> None:
    """V-MAIN-4/5: forward or back within the column, swapping with the unit there; never BC or Accel."""
    st = cx.st
    side = st.side(seat)
    src = action.circle
    other = BACK_OF.get(src) or FRONT_OF.get(src)
    if src not in ("FL", "FR", "BL", "BR") or other is None or other == "VC":
        raise refuse("err-move")
    if action.dest and action.dest != other:
        raise refuse("err-move-sideways", source=src, dest=action.dest, other=other)  # V-MAIN-4
    for c in (src, other):
        if c in side.locked:
            raise refuse("err-circle-locked", circle=c)  # V-LOCK-3: a locked card is not moved, nor moved onto
    uid = side.circles.get(src)
    if uid is None:
        raise refuse("err-empty-circle", circle=src)
    there = side.circles.get(other)
    side.circles[src], side.circles[other] = there, uid  # each unit keeps its orientation and modifiers
    cx.emit("move", player=side.name, card=st.cards[uid], source=src, dest=other,
            swapped=st.cards[there] if there is not None else "")


def stride(cx: Ctx, seat: int, action: Stride) -> None:
    """V-G-1..5: discard grades totalling 3+, a face-down G unit on VC, the old vanguard its heart."""
    st = cx.st
    side = st.side(seat)
    if not stride_possible(cx, seat):
        raise refuse("err-stride")
    g = next((u for u in side.g_zone if st.cards[u] == action.card and u not in side.g_face_up
              and card(cx.cat, st, u).unit_type == "g_unit"), None)
    if g is None:
        raise refuse("err-stride-card")
    picked: list[int] = []
    for cid in action.discards:
        picked.append(hand_uid(cx, seat, cid, tuple(picked)))
    if sum(card(cx.cat, st, u).grade for u in picked) < 3:
        raise refuse("err-stride-cost")
    for u in picked:
        move(st, u, seat, "drop")
    heart = side.vanguard
    assert heart is not None
    take(st, g)
    side.vanguard = g
    side.heart = heart
    st.mods = [m for m in st.mods if m.uid != heart]
    st.strode = True
    cx.emit("stride", player=side.name, card=action.card, heart=st.cards[heart], discards=cx.names(picked))
    st.phase = "main"

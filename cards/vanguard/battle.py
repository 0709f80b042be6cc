"""Start, attack and guard steps (V-BTL-*, V-ATK-*, V-GUARD-*); checks and damage are in :mod:`.triggers`."""

from __future__ import annotations

from .actions import Attack, Guard
from .catalogue import PROTECT_I
from .ctx import Ctx, refuse
from .resolve import fire
from .state import Battle
from .table import back_of, card, mods_of, move, power, take, vanguard_grade
from .turn import hand_uid


def attack(cx: Ctx, seat: int, action: Attack) -> None:
    """V-ATK-2..5: a standing front-row unit attacks a unit of the opponent's front row, boosted from
    behind by a standing unit with Boost."""
    st = cx.st
    side, opp = st.side(seat), st.sides[1 - seat]  # the attacked side is only read
    if st.battle is not None or st.step != "start":
        raise refuse("err-not-start-step")
    if action.attacker not in side.front_row():
        raise refuse("err-attacker", options=", ".join(attackers(cx, seat)) or "-")
    a = side.unit_at(action.attacker)
    if a is None or a in side.rested:
        raise refuse("err-attacker", options=", ".join(attackers(cx, seat)) or "-")
    if action.target not in opp.front_row() or opp.unit_at(action.target) is None:
        raise refuse("err-target", options=", ".join(targets(cx, seat)))
    t = opp.unit_at(action.target)
    assert t is not None
    booster = None
    if action.boost:
        booster = booster_for(cx, seat, action.attacker)
        if booster is None:
            raise refuse("err-boost")
    side.rested.add(a)
    if booster is not None:
        side.rested.add(booster)
    st.battle = Battle(a, action.attacker, t, action.target, booster)
    st.step = "guard"
    cx.emit("attack", player=side.name, card=st.cards[a], circle=action.attacker, target=st.cards[t],
            target_circle=action.target, booster=st.cards[booster] if booster is not None else "",
            power=_power(cx, seat, a))
    fire(cx, "attacks", a, target_circle=action.target)
    if booster is not None:
        fire(cx, "boosts", booster)
        fire(cx, "boosted", a)
    fire(cx, "attacked", t)


def _power(cx: Ctx, seat: int, uid: int) -> int:
    return power(cx.cat, cx.st, seat, uid)


def attackers(cx: Ctx, seat: int) -> list[str]:
    side = cx.st.sides[seat]
    return [c for c in side.front_row() if (u := side.unit_at(c)) is not None and u not in side.rested]


def targets(cx: Ctx, seat: int) -> list[str]:
    opp = cx.st.sides[1 - seat]
    return [c for c in opp.front_row() if opp.unit_at(c) is not None]


def booster_for(cx: Ctx, seat: int, attacker_circle: str) -> int | None:
    """V-ATK-4/5: the standing Boost unit behind the attacker; none behind an Accel circle."""
    side = cx.st.sides[seat]
    back = back_of(side, attacker_circle)
    if back is None:
        return None
    u = side.circles.get(back)
    if u is None or u in side.rested or card(cx.cat, cx.st, u).skill != "boost":
        return None
    return u


def interceptors(cx: Ctx, seat: int) -> list[str]:
    """V-GUARD-3: Intercept units on FL, FR or an Accel circle, standing or rested, not the attacked one."""
    st = cx.st
    side = st.sides[seat]
    b = st.battle
    out = []
    for c in side.front_row():
        u = side.unit_at(c)
        if c == "VC" or u is None or (b is not None and u == b.target):
            continue
        if card(cx.cat, st, u).skill == "intercept":
            out.append(c)
    return out


def guard(cx: Ctx, seat: int, action: Guard) -> None:
    """V-GUARD-1..7: guardians from the hand, intercepts, perfect guards (a discard, a unit that cannot be
    hit), G guardians; then the drive step for a vanguard attacker, else the damage step."""
    st = cx.st
    b = st.battle
    if b is None or st.step != "guard" or seat == st.turn_player:
        raise refuse("err-not-guard-step")
    side = st.sides[seat]  # "no guard" changes nothing of it; a guard changes it through take/move
    used: list[int] = []
    for item in action.items:
        if item.kind == "intercept":
            if item.circle not in interceptors(cx, seat):
                raise refuse("err-intercept", options=", ".join(interceptors(cx, seat)) or "-")
            side = st.side(seat)
            u = side.unit_at(item.circle)
            assert u is not None
            take(st, u)
            side.guardians.append(u)
            side.rested.add(u)
            b.interceptors[u] = item.circle
            cx.emit("intercept", player=side.name, card=st.cards[u], circle=item.circle)
            fire(cx, "intercepts", u)
        elif item.kind == "g_guardian":
            _g_guardian(cx, seat, item.card, item.discard)
        else:
            u = hand_uid(cx, seat, item.card, tuple(used))
            c = card(cx.cat, st, u)
            if c.unit_type not in ("normal", "trigger", "gift"):
                raise refuse("err-guardian")
            if item.kind == "perfect" and not (c.sentinel or c.id == PROTECT_I):
                raise refuse("err-not-sentinel", card=c.name_en, card_ru=c.name_ru)
            used.append(u)
            move(st, u, seat, "guardians")  # rested on GC (V-STATE-1)
            cx.emit("guardian", player=side.name, card=c.id)
            if item.kind != "perfect":
                fire(cx, "placed", u, circle="GC")  # a Sentinel put on GC by "guard" asks for its cost
            if item.kind == "perfect":
                d = hand_uid(cx, seat, item.discard, tuple(used))
                move(st, d, seat, "drop")
                protect = item.protect or b.target_circle
                pu = st.sides[seat].unit_at(protect)
                if pu is None:
                    raise refuse("err-empty-circle", circle=protect)
                b.no_hit.add(pu)  # V-GUARD-6, V-AMB-18
                cx.emit("perfect_guard", player=side.name, card=c.id, discard=st.cards[d], circle=protect)
    if not action.items:
        cx.emit("no_guard", player=side.name)
    atk = st.sides[st.turn_player]
    if b.attacker == atk.vanguard and not b.cut:
        n = card(cx.cat, st, b.attacker).drives + mods_of(cx.cat, st, b.attacker, "drive")  # V-DRIVE-2, V-AMB-15
        st.step = "drive"
        st.work.extend([("drive", {"n": i + 1, "of": n}) for i in range(n)])
    st.work.extend([("damage_step", {}), ("close", {})])


def _g_guardian(cx: Ctx, seat: int, cid: str, discard: str) -> None:
    """V-G-6/8: from the G zone by discarding a Heal trigger, while both vanguards are grade 3+."""
    st = cx.st
    side = st.side(seat)
    if not st.options.get("g_zone"):
        raise refuse("err-g-zone-off")
    if vanguard_grade(cx.cat, st, 0) < 3 or vanguard_grade(cx.cat, st, 1) < 3:
        raise refuse("err-g-guardian-grade")
    face_up = sum(1 for u in side.g_zone if u in side.g_face_up and card(cx.cat, st, u).unit_type == "g_guardian")
    if face_up >= 4:
        raise refuse("err-g-guardian-full")
    g = next((u for u in side.g_zone if st.cards[u] == cid and u not in side.g_face_up
              and card(cx.cat, st, u).unit_type == "g_guardian"), None)
    if g is None:
        raise refuse("err-g-guardian-card")
    d = hand_uid(cx, seat, discard)
    if card(cx.cat, st, d).trigger != "heal":
        raise refuse("err-g-guardian-cost")
    move(st, d, seat, "drop")
    move(st, g, seat, "guardians")
    cx.emit("g_guardian", player=side.name, card=cid, discard=st.cards[d])

"""Declared abilities (V-REF-2..7): the engine never reads card text. A player declares the card and its
circle, AUTO/ACT/CONT, 1/Turn, the cost and the effect as generic actions (V-REF-4); the engine checks the
timing, the place, 1/Turn, that the cost can be paid from the real zones (V-COST-*), and that each action
is legal on the table, then applies it. Anything else is a free-text note for the human judge.
"""

from __future__ import annotations

from cards.core import Audience

from .actions import Declare, Effect
from .checks import ask, draw
from .ctx import Ctx, refuse
from .state import Mod
from .table import move, put, take
from .turn import place_rear_guard, place_vanguard

ZONES = ("hand", "drop", "soul", "damage", "deck", "bind", "removed", "gc")
ZONE_ATTR = {"gc": "guardians"}


def zone_list(cx: Ctx, seat: int, zone: str) -> list[int]:
    return list(getattr(cx.st.sides[seat], ZONE_ATTR.get(zone, zone)))


def find_place(cx: Ctx, seat: int, place: str) -> int:
    """The card a declaration names: the unit on a circle, or ``zone:card`` in one of his zones."""
    side = cx.st.sides[seat]
    if ":" in place:
        zone, cid = place.split(":", 1)
        if zone not in ZONES:
            raise refuse("err-place", place=place)
        for u in zone_list(cx, seat, zone):
            if cx.st.cards[u] == cid:
                return u
        raise refuse("err-place", place=place)
    unit = side.unit_at(place)
    if unit is None:
        raise refuse("err-place", place=place)
    return unit


def target_unit(cx: Ctx, seat: int, target: str) -> tuple[int, int]:
    """(seat, uid) of ``VC``/``FL``…, ``opp:<circle>`` or ``gc:<n>``."""
    st = cx.st
    if target.startswith("opp:"):
        s, circle = 1 - seat, target[4:]
    else:
        s, circle = seat, target
    side = st.sides[s]
    if circle.startswith("gc:"):
        n = int(circle[3:])
        if not 1 <= n <= len(side.guardians):
            raise refuse("err-target-unit", target=target)
        return s, side.guardians[n - 1]
    u = side.unit_at(circle)
    if u is None:
        raise refuse("err-target-unit", target=target)
    return s, u


def declare(cx: Ctx, seat: int, action: Declare) -> None:
    st = cx.st
    if st.phase in ("setup", "over"):
        raise refuse("err-ability-timing")
    if action.kind == "act" and not (
        st.phase == "main" and seat == st.turn_player and not st.prompts and st.battle is None
    ):
        raise refuse("err-act-timing")  # V-ABIL-3, V-MAIN-6
    uid = find_place(cx, seat, action.place)
    from .resolve import check_declared

    check_declared(cx, seat, uid, action.kind)  # scripted cards run their own script (V-REF-3)
    key = f"{uid}:{action.kind}"
    if action.once:
        if key in st.used_1turn:
            raise refuse("err-once")  # V-ABIL-5
        st.used_1turn.add(key)
    cx.emit("declared", player=st.sides[seat].name, ability=action.kind.upper(), card=st.cards[uid], place=action.place,
            once=action.once)
    st.declared_log.append((seat, st.cards[uid], action.kind))  # the table lists it this turn: not checked
    for eff in action.cost:  # V-COST-1: all of it before the effect
        apply_effect(cx, seat, eff, cost=True)
    for eff in action.effects:
        apply_effect(cx, seat, eff, cost=False, cont=action.kind == "cont")


def _picks(eff: Effect, pool: list[int], n: int, default: list[int]) -> list[int]:
    if eff.picks:
        if len(eff.picks) != n or len(set(eff.picks)) != n:
            raise refuse("err-picks", count=n)
        out = []
        for p in eff.picks:
            if not 1 <= p <= len(pool):
                raise refuse("err-picks", count=n)
            out.append(pool[p - 1])
        return out
    return default[:n]


def apply_effect(cx: Ctx, seat: int, eff: Effect, *, cost: bool, cont: bool = False) -> None:  # noqa: C901 - one branch per generic action of V-REF-4
    st = cx.st
    side = st.side(seat)
    v = eff.verb
    name = side.name
    if v in ("power", "shield", "critical"):
        until = "cont" if cont else eff.until
        if until == "battle" and st.battle is None:
            raise refuse("err-no-battle")
        s, u = target_unit(cx, seat, eff.target)
        st.mods.append(Mod(u, v, eff.amount, until, declared=True))
        cx.emit("modifier", player=name, stat=v, amount=eff.amount, card=st.cards[u], until=until)
    elif v == "cb":  # V-COST-2, V-COST-3
        up = [d for d in side.damage if d not in side.face_down]
        if len(up) < eff.amount:
            raise refuse("err-cb", count=eff.amount, have=len(up))
        chosen = _picks(eff, side.damage, eff.amount, up)
        if any(d in side.face_down for d in chosen):
            raise refuse("err-cb", count=eff.amount, have=len(up))
        side.face_down.update(chosen)
        cx.emit("counter_blast", player=name, cards=cx.names(chosen))
    elif v == "sb":  # V-COST-4
        if len(side.soul) < eff.amount:
            raise refuse("err-sb", count=eff.amount, have=len(side.soul))
        chosen = _picks(eff, side.soul, eff.amount, list(side.soul))
        for u in chosen:
            move(st, u, seat, "drop")
        cx.emit("soul_blast", player=name, cards=cx.names(chosen))
    elif v == "cc":  # V-COST-5
        down = [d for d in side.damage if d in side.face_down]
        chosen = _picks(eff, side.damage, min(eff.amount, len(down)), down) if eff.picks else down[: eff.amount]
        if any(d not in side.face_down for d in chosen):
            raise refuse("err-cc")
        side.face_down.difference_update(chosen)
        cx.emit("counter_charge", player=name, cards=cx.names(chosen))
    elif v == "sc":  # V-COST-6
        if cost and len(side.deck) < eff.amount:
            raise refuse("err-sc", count=eff.amount)
        moved = []
        for _ in range(min(eff.amount, len(side.deck))):
            u = side.deck[0]
            move(st, u, seat, "soul")
            moved.append(u)
        cx.emit("soul_charge", player=name, cards=cx.names(moved))
    elif v == "draw":
        draw(cx, seat, eff.amount)
    elif v == "discard":
        found = next((h for h in side.hand if st.cards[h] == eff.card), None)
        if found is None:
            raise refuse("err-not-in-hand", card=cx.cat.card(eff.card).name_en, card_ru=cx.cat.card(eff.card).name_ru)
        move(st, found, seat, "drop")
        cx.emit("discarded", player=name, card=eff.card)
    elif v in ("stand", "rest"):
        s, u = target_unit(cx, seat, eff.target)
        if v == "rest":
            if cost and u in st.side(s).rested:
                raise refuse("err-already-rested")
            st.side(s).rested.add(u)
        else:
            st.side(s).rested.discard(u)
        cx.emit("stood" if v == "stand" else "rested", player=st.sides[s].name, card=st.cards[u],
                circle=eff.target)
    elif v == "retire":
        s, u = target_unit(cx, seat, eff.target)
        if st.sides[s].circle_of(u) in (None, "VC"):
            raise refuse("err-retire")
        move(st, u, s, "drop")
        cx.emit("retired", player=st.sides[s].name, card=st.cards[u], circle=eff.target.removeprefix("opp:"))
    elif v == "move":
        _move(cx, seat, eff)
    elif v in ("look", "reveal"):
        top = side.deck[: eff.amount]
        if v == "look":
            cx.emit("looked", Audience.player(seat), seat=seat, cards=cx.names(top))
            cx.emit("look", player=name, count=len(top))
        else:
            cx.emit("revealed", player=name, cards=cx.names(top))
    elif v == "heal":
        if len(side.damage) < eff.amount:
            raise refuse("err-heal-count", count=eff.amount)
        chosen = _picks(eff, side.damage, eff.amount, list(reversed(side.damage)))
        for u in chosen:
            move(st, u, seat, "drop")
        cx.emit("healed", player=name, card=",".join(cx.names(chosen)), total=len(side.damage))
    elif v == "nohit":
        if st.battle is None:
            raise refuse("err-no-battle")
        s, u = target_unit(cx, seat, eff.target)
        st.battle.no_hit.add(u)
        cx.emit("cannot_be_hit", player=st.sides[s].name, card=st.cards[u])
    elif v == "note":
        st.notes.append((seat, eff.text))
        cx.emit("note", player=name, text=eff.text)
    else:  # pragma: no cover - the parser makes only the verbs above
        raise refuse("err-effect", verb=v)


def _move(cx: Ctx, seat: int, eff: Effect) -> None:
    """Move card X from zone A to zone B (V-REF-4); placements ignore the grade limit but obey occupancy
    (V-REF-5); a vanguard that leaves is replaced from the soul (V-WIN-4)."""
    st = cx.st
    side = st.side(seat)
    src = eff.source
    if src in ZONES:
        pool = zone_list(cx, seat, src)
        uid = next((u for u in pool if st.cards[u] == eff.card), None)
        if uid is None:
            raise refuse("err-move-source", zone=src)
        owner = seat
    else:
        owner, uid = target_unit(cx, seat, src)
    from_vc = st.side(owner).vanguard == uid
    dest = eff.dest
    if (dest == "VC" or dest in side.circles) and st.owner[uid] != seat:
        raise refuse("err-move-dest", dest=dest)  # a card goes only to its owner's circles
    if dest == "VC":
        if from_vc:
            raise refuse("err-move-dest", dest=dest)
        place_vanguard(cx, seat, uid)
        gift = cx.card(uid).gift
        if gift:
            st.work.insert(0, ("gift", {"seat": seat, "gift": gift}))  # a ride by effect is a ride (V-GIFT-1)
    elif dest in side.circles:
        place_rear_guard(cx, seat, uid, dest)
    elif dest in ZONES and dest != "gc":
        take(st, uid)
        put(st, uid, owner, dest)
    elif dest == "bottom":  # the bottom of its owner's deck (the deck's top is its first card)
        take(st, uid)
        put(st, uid, owner, "deck")
    else:
        raise refuse("err-move-dest", dest=dest)
    cx.emit("moved", player=side.name, card=st.cards[uid], source=src, dest=dest)
    if src == "deck" and not eff.noshuffle and dest != "bottom":  # to the bottom: the order is the point
        st.chance.shuffle(st.side(seat).deck, what=f"deck {side.name}", audience=Audience("judge"))
    if from_vc:
        o = st.side(owner)
        if not o.soul:
            from .flow import finish

            finish(cx, 1 - owner, "soul", loser=owner)  # V-WIN-4: no soul to ride
        else:
            ask(cx, owner, "soul_ride", options=sorted({st.cards[u] for u in o.soul}))


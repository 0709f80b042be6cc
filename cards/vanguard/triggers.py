"""Drive and damage checks one card at a time, the triggers with their recipients, and the damage step.

V-DRIVE-*, V-DMG-*, V-TRG-*: each check reveals one card into the trigger zone, resolves its trigger
(the revealing player names the recipients when there is a choice), and only then puts the card away;
the loss checks run between checks (:func:`cards.vanguard.flow.run`).
"""

from __future__ import annotations

from typing import Any

from .actions import TriggerChoice
from .checks import ask, draw
from .ctx import Ctx, refuse
from .resolve import fire
from .state import Mod
from .table import card, critical, has_clan_unit, move, power, put, take


def _reveal(cx: Ctx, seat: int) -> int | None:
    side = cx.st.side(seat)
    if not side.deck:
        return None
    uid = side.deck[0]
    take(cx.st, uid)
    side.trigger = uid
    return uid


def _skip_to_close(cx: Ctx) -> None:
    while cx.st.work and cx.st.work[0][0] != "close":
        cx.st.work.pop(0)


def drive_check(cx: Ctx, data: dict[str, Any]) -> None:
    """V-DRIVE-3: reveal, resolve the trigger, put the card into the hand."""
    st = cx.st
    if st.battle is None or st.battle.cut:
        _skip_to_close(cx)
        return
    st.step = "drive"
    seat = st.turn_player
    uid = _reveal(cx, seat)
    if uid is None:
        return
    cx.emit("drive_check", player=st.sides[seat].name, card=st.cards[uid], n=data["n"], of=data["of"])
    fire(cx, "drive-check", seat=seat)
    follow: list[tuple[str, dict[str, Any]]] = []
    if card(cx.cat, st, uid).trigger:
        follow.append(("trigger", {"seat": seat, "check": "drive"}))
    follow.append(("check_end", {"seat": seat, "to": "hand"}))
    st.work[0:0] = follow


def damage_check(cx: Ctx, data: dict[str, Any]) -> None:
    """V-DMG-5: reveal, resolve the trigger for the damaged player, put the card face up as damage."""
    st = cx.st
    seat = data["seat"]
    uid = _reveal(cx, seat)
    if uid is None:
        return
    cx.emit("damage_check", player=st.sides[seat].name, card=st.cards[uid], n=data["n"], of=data["of"])
    fire(cx, "damage-check", seat=seat)
    follow: list[tuple[str, dict[str, Any]]] = []
    if card(cx.cat, st, uid).trigger:
        follow.append(("trigger", {"seat": seat, "check": "damage"}))
    follow.append(("check_end", {"seat": seat, "to": "damage"}))
    st.work[0:0] = follow


def check_end(cx: Ctx, data: dict[str, Any]) -> None:
    st = cx.st
    seat = data["seat"]
    uid = st.side(seat).trigger
    if uid is None:
        return
    take(st, uid)
    put(st, uid, seat, data["to"])
    if data["to"] == "damage":
        cx.emit("damage_taken", player=st.sides[seat].name, card=st.cards[uid], total=len(st.sides[seat].damage))
    else:
        cx.emit("drive_to_hand", player=st.sides[seat].name, card=st.cards[uid])


def trigger_step(cx: Ctx, data: dict[str, Any]) -> None:
    """Resolve the revealed trigger (V-TRG-1..9): automatically where nothing is to choose, else ask."""
    st = cx.st
    seat = data["seat"]
    side = st.side(seat)
    uid = side.trigger
    assert uid is not None
    c = card(cx.cat, st, uid)
    if not has_clan_unit(cx.cat, st, seat, c.clan):
        cx.emit("trigger_void", player=side.name, card=c.id, trigger=c.trigger)  # V-TRG-2
        return
    amount = 10000 if st.options.get("format") == "standard" else c.trigger_power  # V-FMT-5
    cx.emit("trigger", player=side.name, card=c.id, trigger=c.trigger, amount=amount)
    if c.trigger == "front":  # V-TRG-7
        for circle in side.front_row():
            u = side.unit_at(circle)
            if u is not None:
                st.mods.append(Mod(u, "power", amount, "turn"))
        cx.emit("front_trigger", player=side.name, amount=amount)
        return
    if c.trigger == "draw":  # V-TRG-5: at once
        draw(cx, seat, 1)
    units = [circle for circle, _ in side.units()]
    heal_ok = (c.trigger == "heal" and bool(side.damage)
               and len(side.damage) >= len(st.sides[1 - seat].damage))  # V-TRG-6, V-AMB-11
    second: list[str] = []
    if c.trigger == "critical":
        second = units
    elif c.trigger == "stand":
        second = [circ for circ, u in side.units() if circ != "VC" and u in side.rested]
    info = {"trigger": c.trigger, "card": c.id, "amount": amount, "check": data["check"],
            "units": units, "second": second, "heal": heal_ok, "damage": len(side.damage)}
    needs = len(units) > 1 or len(second) > 1 or (heal_ok and len(side.damage) > 1)
    if not needs:
        choice = TriggerChoice(units[0] if units else "", second[0] if second else "", 1 if heal_ok else None)
        apply_choice(cx, seat, info, choice)
        return
    ask(cx, seat, "trigger", **info)


def apply_choice(cx: Ctx, seat: int, info: dict[str, Any], choice: TriggerChoice) -> None:
    """Recipients named by the player (V-TRG-3..8); refused choices change nothing."""
    st = cx.st
    side = st.side(seat)
    units = info["units"]
    if units and choice.power not in units:
        raise refuse("err-trigger-recipient", options=", ".join(units))
    second = choice.second or (choice.power if info["trigger"] == "critical" else "")
    if info["second"] and second not in info["second"]:
        raise refuse("err-trigger-second", options=", ".join(info["second"]))
    heal_pos = choice.heal
    if info["heal"]:
        if heal_pos is None:
            if info["damage"] > 1:
                raise refuse("err-heal-choice", count=info["damage"])
            heal_pos = 1
        if not 0 <= heal_pos <= len(side.damage):
            raise refuse("err-heal-choice", count=len(side.damage))
    elif heal_pos:
        raise refuse("err-heal-not-allowed")
    if units:
        target = side.unit_at(choice.power)
        assert target is not None
        amount = 5000 if info["trigger"] == "stand" else info["amount"]
        st.mods.append(Mod(target, "power", amount, "turn"))
        cx.emit("trigger_power", player=side.name, circle=choice.power, card=st.cards[target], amount=amount)
    if info["trigger"] == "critical" and second:
        target = side.unit_at(second)
        assert target is not None
        st.mods.append(Mod(target, "critical", 1, "turn"))  # V-TRG-4
        cx.emit("trigger_critical", player=side.name, circle=second, card=st.cards[target])
    if info["trigger"] == "stand" and second:
        target = side.unit_at(second)
        assert target is not None
        side.rested.discard(target)  # V-TRG-8
        cx.emit("stood", player=side.name, circle=second, card=st.cards[target])
    if info["heal"] and heal_pos:
        healed = side.damage[heal_pos - 1]
        move(st, healed, seat, "drop")  # V-TRG-6
        cx.emit("healed", player=side.name, card=st.cards[healed], total=len(side.damage))


def damage_step(cx: Ctx, data: dict[str, Any]) -> None:
    """V-DMG-1..4, V-DMG-7: the hit rule, then damage checks or the retire."""
    st = cx.st
    b = st.battle
    if b is None:
        return
    st.step = "damage"
    att_seat, def_seat = st.turn_player, 1 - st.turn_player
    if b.cut:
        b.hit = False
        cx.emit("attack_vanished")
        st.work.insert(0, ("guardians_off", {}))
        return
    a_pow = power(cx.cat, st, att_seat, b.attacker)
    t_pow = power(cx.cat, st, def_seat, b.target)
    b.hit = a_pow >= t_pow and b.target not in b.no_hit
    cx.emit("hit" if b.hit else "no_hit", attacker=st.cards[b.attacker], target=st.cards[b.target],
            power=a_pow, defence=t_pow, protected=b.target in b.no_hit)
    if not b.hit:
        st.work.insert(0, ("guardians_off", {}))
        return
    if b.target_circle == "VC":
        n = critical(cx.cat, st, att_seat, b.attacker)
        st.work[0:0] = [("damage_check", {"seat": def_seat, "n": i + 1, "of": n}) for i in range(n)]
        st.work.insert(n, ("guardians_off", {}))
    else:
        guardians_off(cx, {})
        target = b.target
        if st.sides[def_seat].circle_of(target) is not None:
            move(st, target, def_seat, "drop")  # V-DMG-3
            cx.emit("retired", player=st.sides[def_seat].name, card=st.cards[target], circle=b.target_circle)


def guardians_off(cx: Ctx, data: dict[str, Any]) -> None:
    """V-DMG-8: guardians leave GC at the end of the damage step; G guardians go back face up (V-G-7)."""
    st = cx.st
    seat = 1 - st.turn_player
    side = st.sides[seat]
    b = st.battle
    if b is not None and not b.cut and b.hit is not None and st.sides[st.turn_player].circle_of(b.attacker):
        # V-AMB-6: "when it hits" after the guardians leave
        fire(cx, "hits" if b.hit else "no-hit", b.attacker, target_circle=b.target_circle)
    gone = list(side.guardians)
    if gone:
        side = st.side(seat)  # a copy only when guardians leave
    for g in gone:
        if card(cx.cat, st, g).unit_type == "g_guardian":
            move(st, g, seat, "g_zone")
            side.g_face_up.add(g)
        else:
            move(st, g, seat, "drop")
    if gone:
        cx.emit("guardians_off", player=side.name, cards=[st.cards[g] for g in gone])

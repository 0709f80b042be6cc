"""The turn's clockwork: phases (V-TURN-1), automatic steps run one by one, and the loss checks (§10).

Automatic steps wait in ``state.work`` (a drive check, a damage check, a trigger, a gift, the close step)
and :func:`run` executes them in order until one needs a player's choice (``state.prompts``) or the game
ends. The loss checks run before every step and after every action (V-WIN-3).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import checks, gifts, triggers
from .ctx import Ctx
from .resolve import fire, step
from .table import move, unlock_all, vanguard_grade


def check_losses(cx: Ctx) -> bool:
    """6 damage (V-WIN-1) or an empty deck (V-WIN-2); both at once is a draw (V-WIN-7). True if over."""
    st = cx.st
    phase = st.phase
    if phase == "over" or phase == "setup":
        return phase == "over"
    a, b = st.sides  # nothing built: this runs before every step and after every action (~6 times a post)
    if a.trigger is not None or b.trigger is not None:
        return False  # a drive or damage check completes before the checks run (V-WIN-3, V-DMG-5)
    if len(a.damage) < 6 and a.deck and len(b.damage) < 6 and b.deck:
        return False
    losing = [s for s, side in enumerate(st.sides) if len(side.damage) >= 6 or not side.deck]
    reasons = {s: ("damage" if len(st.side(s).damage) >= 6 else "deck") for s in losing}
    if len(losing) == 2:
        finish(cx, None, "both")
    else:
        loser = losing[0]
        finish(cx, 1 - loser, reasons[loser], loser=loser)
    return True


def finish(cx: Ctx, winner: int | None, reason: str, loser: int | None = None) -> None:
    st = cx.st
    st.phase = "over"
    st.step = ""
    st.prompts.clear()
    st.work.clear()
    st.battle = None
    st.winner = winner
    st.draw = winner is None
    st.reason = reason
    if loser is not None:
        st.losers.append(loser)
        st.side(loser).lost = True
    elif winner is None:
        st.losers.extend([0, 1])
    cx.emit("game_over", winner=st.sides[winner].name if winner is not None else None, reason=reason,
            loser=st.sides[loser].name if loser is not None else None)


def run(cx: Ctx) -> None:
    """Execute automatic steps until a choice is needed or the game is over."""
    st = cx.st
    guard = 0
    while True:
        guard += 1
        if guard > 10_000:
            raise RuntimeError("vanguard flow does not settle")
        if check_losses(cx) or st.prompts:
            return
        if st.work and st.work[0][0] == "gift":
            kind, data = st.work.pop(0)  # V-RIDE-5: the gift is gained before "when ridden" abilities resolve
            STEPS[kind](cx, data)
            continue
        if st.fired:
            step(cx)  # AUTO abilities resolve before the game goes on (V-ABIL-2, V-ABIL-6)
            continue
        if not st.work:
            if st.phase == "battle" and st.step == "start" and st.battle is None and not can_attack(cx):
                end_battle_phase(cx)  # V-BTL-3
                continue
            return
        kind, data = st.work.pop(0)
        STEPS[kind](cx, data)


def can_attack(cx: Ctx) -> bool:
    side = cx.st.sides[cx.st.turn_player]  # only read: a copy of a shared side would be wasted
    rested, circles = side.rested, side.circles
    for c in side.front_row():  # Side.unit_at written out, a loop rather than a generator: once a battle step
        u = side.vanguard if c == "VC" else circles.get(c)
        if u is not None and u not in rested:
            return True
    return False


# --- turn structure -------------------------------------------------------------------------------


def start_turn(cx: Ctx, seat: int) -> None:
    """Stand phase (V-STAND-1), draw phase (V-DRAW-1), then G assist (V-GA-1) or the ride phase."""
    st = cx.st
    st.turn += 1
    st.turn_player = seat
    st.rode = st.strode = False
    st.used_1turn.clear()
    st.declared_log.clear()
    st.battle = None
    st.step = ""
    side = st.side(seat)
    st.vg_grade_at_start = vanguard_grade(cx.cat, st, seat)
    st.phase = "stand"
    side.rested.clear()
    cx.emit("turn", seat=seat, player=side.name, turn=st.turn)
    st.phase = "draw"
    checks.draw(cx, seat, 1)
    if check_losses(cx):
        return
    if checks.g_assist_offered(cx, seat):
        st.ga_open = True  # the player may declare it now, or go on (V-GA-1; the hand is checked then)
    else:
        st.ga_open = False
        st.phase = "ride"


def to_main(cx: Ctx) -> None:
    st = cx.st
    st.ga_open = False
    if st.phase in ("draw", "ride", "stride"):
        if st.phase != "stride" and st.options.get("g_zone") and checks.stride_possible(cx, st.turn_player):
            st.phase = "stride"
            return
        st.phase = "main"
        fire(cx, "main-start", seat=st.turn_player)


def to_battle(cx: Ctx) -> None:
    """Main → battle; the first player's turn 1 has none (V-SETUP-7)."""
    st = cx.st
    st.ga_open = False
    if st.turn == 1:
        cx.emit("battle_skipped", player=st.sides[st.turn_player].name)
        end_phase(cx)
        return
    st.phase = "battle"
    st.step = "start"
    cx.emit("phase", phase="battle", player=st.sides[st.turn_player].name)


def end_battle_phase(cx: Ctx) -> None:
    end_phase(cx)


def end_phase(cx: Ctx) -> None:
    """End phase: "at the end of the turn" abilities first, then "until end of turn" effects end (V-END-1),
    a G unit returns (V-END-2), the next turn."""
    st = cx.st
    st.phase = "end"
    st.step = ""
    st.battle = None
    for circle, uid in unlock_all(st, st.turn_player):  # V-LOCK-4: first thing of the owner's end phase
        cx.emit("unlocked", player=st.sides[st.turn_player].name, card=st.cards[uid], circle=circle)
        fire(cx, "unlocked", uid)
    fire(cx, "turn-end")
    if st.fired:
        st.work.insert(0, ("end_turn", {}))  # after the abilities resolve (flow.run)
        return
    end_turn(cx, {})


def end_turn(cx: Ctx, data: dict[str, Any]) -> None:
    st = cx.st
    st.mods = [m for m in st.mods if m.until == "cont"]
    side = st.sides[st.turn_player]
    g = side.vanguard
    if side.heart is not None and g is not None:
        side = st.side(st.turn_player)  # a copy only when a G unit returns
        move(st, g, st.turn_player, "g_zone")
        side.g_face_up.add(g)
        heart = side.heart
        side.heart = None
        side.vanguard = heart
        cx.emit("stride_end", player=side.name, card=st.cards[g])
    cx.emit("end_turn", player=side.name)
    start_turn(cx, 1 - st.turn_player)


def close_step(cx: Ctx, data: dict[str, Any]) -> None:
    """V-CLOSE-1: "at the end of the battle" abilities, then "until end of battle" effects end; back to the
    start step."""
    st = cx.st
    st.step = "close"
    if not data.get("fired"):
        fire(cx, "battle-end")
        if st.fired:
            st.work.insert(0, ("close", {"fired": True}))
            return
    st.mods = [m for m in st.mods if m.until != "battle"]
    st.battle = None
    st.step = "start"


STEPS: dict[str, Callable[[Ctx, dict[str, Any]], None]] = {
    "drive": triggers.drive_check,
    "damage_check": triggers.damage_check,
    "trigger": triggers.trigger_step,
    "check_end": triggers.check_end,
    "damage_step": triggers.damage_step,
    "guardians_off": triggers.guardians_off,
    "close": close_step,
    "gift": gifts.gift_step,
    "to_main": lambda cx, data: to_main(cx),
    "end_turn": end_turn,
}

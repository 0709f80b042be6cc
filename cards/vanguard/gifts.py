"""Imaginary gifts (§11): gained on a ride, variant I or II chosen once per player and type (V-GIFT-2/3)."""

from __future__ import annotations

from typing import Any

from .actions import GiftChoice
from .catalogue import PROTECT_I
from .checks import ask, draw
from .ctx import Ctx, refuse
from .state import RCS


def circles_for(cx: Ctx, seat: int, kind: str) -> list[str]:
    """Force: VC or any RC (V-GIFT-4); Protect II: an RC (V-GIFT-10)."""
    side = cx.st.sides[seat]
    rcs = [c for c in side.circles if c in RCS or c.startswith("ACC")]
    return ["VC", *rcs] if kind == "force" else rcs


def gift_step(cx: Ctx, data: dict[str, Any]) -> None:
    """V-GIFT-1: mandatory. Ask for the variant the first time (V-GIFT-2), a circle for a marker."""
    seat, kind = data["seat"], data["gift"]
    chosen = cx.st.sides[seat].gifts.get(kind)
    needs_circle = kind == "force" or (kind == "protect" and chosen == "II")
    if chosen is None or needs_circle:
        ask(cx, seat, "gift", gift=kind, variant=chosen or "", circles=circles_for(cx, seat, kind) if kind != "accel" else [])
        return
    apply_gift(cx, seat, {"gift": kind, "variant": chosen, "circles": []}, GiftChoice(chosen, ""))


def apply_gift(cx: Ctx, seat: int, info: dict[str, Any], choice: GiftChoice) -> None:
    st = cx.st
    side = st.side(seat)
    kind = info["gift"]
    variant = info["variant"] or choice.variant
    if variant not in ("I", "II"):
        raise refuse("err-gift-variant")
    if info["variant"] and choice.variant and choice.variant != info["variant"]:
        raise refuse("err-gift-fixed", variant=info["variant"])  # V-GIFT-2
    circles = circles_for(cx, seat, kind)
    needs_circle = kind == "force" or (kind == "protect" and variant == "II")
    if needs_circle and choice.circle not in circles:
        raise refuse("err-gift-circle", options=", ".join(circles))
    first = side.gifts.get(kind) is None
    side.gifts[kind] = variant  # V-GIFT-3
    if first:
        cx.emit("gift_variant", player=side.name, gift=kind, variant=variant)
    if kind == "force":
        side.markers.append(("force", variant, choice.circle))  # V-GIFT-4, V-GIFT-5
        cx.emit("gift_marker", player=side.name, gift=kind, variant=variant, circle=choice.circle)
    elif kind == "protect" and variant == "II":
        side.markers.append(("protect", "II", choice.circle))  # V-GIFT-10
        cx.emit("gift_marker", player=side.name, gift=kind, variant=variant, circle=choice.circle)
    elif kind == "protect":
        uid = st.new_uid(PROTECT_I, seat)  # V-GIFT-8: to the hand, its identity public
        side.hand.append(uid)
        cx.emit("gift_card", player=side.name, gift=kind, variant=variant)
    else:
        n = 1 + sum(1 for c in side.circles if c.startswith("ACC"))
        side.circles[f"ACC{n}"] = None  # V-GIFT-6: an extra front-row circle
        cx.emit("gift_circle", player=side.name, gift=kind, variant=variant, circle=f"ACC{n}")
        if variant == "II":
            draw(cx, seat, 1)  # V-GIFT-7

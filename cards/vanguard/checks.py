"""Small shared rules: drawing, asking a player, and who may G assist or stride now."""

from __future__ import annotations

from cards.core import Audience

from .ctx import Ctx
from .state import Prompt
from .table import card, vanguard_grade


def draw(cx: Ctx, seat: int, n: int) -> int:
    """Draw up to n (the empty-deck loss is the loss checks' business, V-WIN-2)."""
    side = cx.st.side(seat)
    # move(uid, seat, "hand") of each top card, written out: a card is in one zone only (the top of the deck
    # is nowhere else) and the hand takes any card, so a draw is the deck's top cards put at the hand's end
    drawn = side.deck[:n] if n > 0 else []
    del side.deck[: len(drawn)]
    side.hand.extend(drawn)
    if drawn:
        cx.emit("draw", seat=seat, player=side.name, count=len(drawn))
        cx.emit("drew", Audience.player(seat), seat=seat, cards=cx.names(drawn))
    return len(drawn)


def ask(cx: Ctx, seat: int, kind: str, **data: object) -> None:
    cx.st.prompts.append(Prompt(seat, kind, dict(data)))


def g_assist_offered(cx: Ctx, seat: int) -> bool:
    """V-GA-1, its public half: the vanguard is grade 2 or lower. The draw phase waits on this alone, so
    the opponent never learns from the decision whether the hidden hand holds a card of the next grade."""
    return vanguard_grade(cx.cat, cx.st, seat) <= 2


def g_assist_possible(cx: Ctx, seat: int) -> bool:
    """V-GA-1: vanguard grade ≤ 2 and no card of grade (vanguard grade + 1) in the hand (checked when
    declared; a refusal goes only to the player)."""
    st = cx.st
    g = vanguard_grade(cx.cat, st, seat)
    if g > 2:
        return False
    return not any(card(cx.cat, st, u).grade == g + 1 and _is_unit(cx, u) for u in st.sides[seat].hand)


def _is_unit(cx: Ctx, uid: int) -> bool:
    return card(cx.cat, cx.st, uid).unit_type in ("normal", "trigger")


def stride_possible(cx: Ctx, seat: int) -> bool:
    """V-G-1: both vanguards grade 3+, or his vanguard was grade 3 at the start of his turn; a G unit
    face down in his G zone; not yet strode this turn."""
    st = cx.st
    side = st.sides[seat]
    if st.strode or side.heart is not None:
        return False
    if not any(u not in side.g_face_up and card(cx.cat, st, u).unit_type == "g_unit" for u in side.g_zone):
        return False
    both = vanguard_grade(cx.cat, st, seat) >= 3 and vanguard_grade(cx.cat, st, 1 - seat) >= 3
    return both or st.vg_grade_at_start >= 3

"""Calling magic stones and Judgment (§9)."""

from __future__ import annotations

from .catalogue import Cost
from .ctx import Ctx
from .state import ChaseItem
from .text import refuse
from .turn import main_timing
from .will import check_pay, pay, stone_will


def call_stone(ctx: Ctx, seat: int) -> None:
    s = ctx.s
    p = s.players[seat]
    if not main_timing(ctx, seat):
        raise refuse("not-main-timing")
    why = call_refused(ctx, seat)
    if why:
        raise refuse(why)
    assert p.ruler is not None
    s.mut(p.ruler).rested = True
    stone = p.stone_deck[0]
    ctx.put(stone, "field")
    p.called = True
    ctx.ev("stone_called", seat=seat, player=p.name, card=ctx.nm(stone))


def call_refused(ctx: Ctx, seat: int) -> str:
    """Why he may not call a stone at main timing now ("" when he may): the scripted player offers no call
    that would be refused (a refused post costs a whole apply)."""
    s = ctx.s
    p = s.players[seat]
    if p.called:
        return "call-once"  # F-STONE-3
    if p.judged:
        return "call-after-judgment"  # F-STONE-4
    assert p.ruler is not None
    if s.cards[p.ruler].rested:
        return "call-rested"  # F-STONE-2
    if not p.stone_deck:
        return "call-empty"  # F-STONE-5 (F-AMB-5)
    return ""


def judgment_refused(ctx: Ctx, seat: int) -> str:
    """Why he may not perform Judgment at main timing now, before its cost ("" when he may)."""
    s = ctx.s
    p = s.players[seat]
    assert p.ruler is not None
    if p.j_side or any(i.kind == "judgment" and i.controller == seat for i in s.chase):
        return "judgment-already"
    if p.judgment_lost:
        return "judgment-lost"
    if p.judged:
        return "judgment-once"
    if s.cards[p.ruler].rested:
        return "judgment-rested"
    if not ctx.defn(p.ruler).j_ruler:
        return "judgment-none"
    return ""


def judgment(ctx: Ctx, seat: int, stones: tuple[int, ...] | None) -> None:
    """F-JUDG-1, F-JUDG-2, F-JUDG-5: recovered ruler in the ruler area, once per turn, never after a loss."""
    s = ctx.s
    p = s.players[seat]
    if not main_timing(ctx, seat):
        raise refuse("not-main-timing")
    why = judgment_refused(ctx, seat)
    if why:
        raise refuse(why)
    assert p.ruler is not None
    d = ctx.defn(p.ruler)
    cost = d.judgment_cost
    if cost is None:  # not in the data: the player names what he pays, marked as declared (F-REF-2)
        if not stones:
            raise refuse("judgment-cost-unknown")
        cost = Cost(tuple(stone_will(ctx, u) for u in stones))
        ctx.ev("declared_cost", seat=seat, player=p.name, card=ctx.nm(p.ruler), cost=cost.text())
    chosen = check_pay(ctx, seat, cost, stones)
    pay(ctx, seat, cost, chosen)
    p.judged = True
    s.chase.append(ChaseItem("judgment", seat, p.ruler))
    ctx.ev("judgment_declared", seat=seat, player=p.name, card=ctx.nm(p.ruler))


def resolve_judgment(ctx: Ctx, item: ChaseItem) -> None:
    """F-JUDG-3: the ruler goes to the field J-ruler side up, keeping its orientation."""
    s = ctx.s
    p = s.players[item.controller]
    if p.j_side or p.judgment_lost:
        return
    p.j_side = True
    c = s.mut(item.source)
    # F-JUDG-7 / F-AMB-1: controlled since the start of the turn unless the seed's reading is chosen.
    c.since_turn = s.turn if s.options.get("seed_jruler_sickness") else min(c.since_turn, s.turn - 1)
    ctx.ev("judgment_done", seat=item.controller, player=p.name, card=ctx.nm(item.source))

"""Turn structure: draw, recovery, main and end phases with the first-turn skips (§8)."""

from __future__ import annotations

from cards.core import Audience

from .ctx import Ctx
from .will import empty_pools


def start_turn(ctx: Ctx, seat: int) -> None:
    s = ctx.s
    s.turn += 1
    s.turn_player = seat
    p = s.players[seat]
    p.turns_taken += 1
    for q in s.players:
        q.called = q.judged = q.no_battle = False
        q.died = 0
    ctx.ev("turn_start", seat=seat, player=p.name, turn=s.turn)
    # F-DRAW-1: the first player skips the draw of turn 1; F-WIN-2: an empty deck here loses.
    s.phase = "draw"
    if s.turn > 1:
        if not p.deck:
            ctx.ev("deck_out", seat=seat, player=p.name)
            p.lost = True
            ctx.finish([seat], "deck_out")
            return
        u = p.deck.pop(0)
        p.hand.append(u)
        ctx.ev("drew", seat=seat, player=p.name, count=1, wanted=1)
        ctx.ev("drew_cards", Audience.player(seat), cards=[ctx.nm(u)])
    # F-REC-1, F-REC-2: will empties and the turn player recovers, except in his first turn.
    s.phase = "recovery"
    if p.turns_taken > 1:
        empty_pools(ctx)
        for u in [*p.field, *([p.ruler] if p.ruler is not None else [])]:
            if s.cards[u].rested:
                s.mut(u).rested = False
        ctx.ev("recovery", seat=seat, player=p.name)
    s.phase = "main"
    s.priority = seat
    s.passes = 0


def main_timing(ctx: Ctx, seat: int) -> bool:
    """F-MAIN-1: the turn player has priority in his main phase, outside a battle, with an empty chase."""
    s = ctx.s
    return (
        s.phase == "main" and s.turn_player == seat and s.priority == seat and not s.chase and s.battle is None
        and s.discard_due == 0
    )


def end_phase(ctx: Ctx) -> None:
    """F-END-1 in order: damage to 0, "until end of turn" ends, will ceases, then the hand limit."""
    s = ctx.s
    s.phase = "end"
    s.priority = None
    s.passes = 0
    for seat in (0, 1):  # only field cards carry damage and "until end of turn" keywords
        for u in s.field_cards(seat):
            c = s.cards[u]
            if c.damage or c.keywords:
                c = s.mut(u)
                c.damage = 0
                c.keywords.clear()
    s.mods = [m for m in s.mods if m.until == "while"]
    for p in s.players:
        p.no_responses = False
        p.hold = None
    empty_pools(ctx)
    ctx.ev("end_phase", seat=s.turn_player, player=ctx.who(s.turn_player))
    hand = len(s.players[s.turn_player].hand)
    if hand > 7:  # F-END-2: the turn player only; F-AMB-6: he chooses
        s.discard_due = hand - 7
        return
    start_turn(ctx, 1 - s.turn_player)

"""What each reader may see (F-OVR-3): the one place hidden information is filtered.

Hands: the owner and the judge; decks and stone decks: counts only (names for the judge); standby:
the owner and the judge; the J-ruler side of a ruler still in the ruler area: its owner and the judge.
"""

from __future__ import annotations

from typing import Any

from cards.core import Audience

from .catalogue import WILL_KINDS
from .ctx import Ctx
from .state import State


def _sees(audience: Audience, seat: int) -> bool:
    return audience.kind == "judge" or (audience.kind == "player" and audience.seat == seat)


def ruler_shown(s: State, audience: Audience, seat: int) -> bool:
    """A deck's ruler is hidden (F-OVR-3: decks are hidden) until the rulers go to the ruler areas at
    F-SETUP-6, just before turn 1: a player who still owes his deck must not counter-pick against it."""
    return s.turn > 0 or _sees(audience, seat)


def counts_shown(s: State, audience: Audience, seat: int) -> bool:
    """A deck's counts are public (F-OVR-3) once both decks are in; before, they would tell the player who
    still owes his deck which one was chosen (a ready deck of 43 cards, a 60-card list)."""
    return all(q.deck_ok for q in s.players) or _sees(audience, seat)


def view(ctx: Ctx, audience: Audience) -> dict[str, Any]:
    s: State = ctx.s
    names = [p.name for p in s.players]
    players: list[dict[str, Any]] = []
    for seat, p in enumerate(s.players):
        own = _sees(audience, seat)
        out: dict[str, Any] = {"name": p.name, "life": p.life}
        if p.ruler is not None and ruler_shown(s, audience, seat):
            c = s.cards[p.ruler]
            d = ctx.defn(p.ruler)
            j = ctx.cat.card(d.j_ruler) if d.j_ruler and d.j_ruler in ctx.cat.cards else None
            ruler: dict[str, Any] = {
                "name": ctx.face(p.ruler).name_en, "side": "j_ruler" if p.j_side else "ruler",
                "rested": c.rested, "judgment_lost": p.judgment_lost,
                "judgment_cost": d.judgment_cost.text() if d.judgment_cost is not None else "{?}",
            }
            if p.j_side:
                ruler.update(atk=ctx.atk(p.ruler), def_=ctx.def_(p.ruler), damage=c.damage,
                             keywords=sorted(ctx.keywords(p.ruler)), since_turn=c.since_turn)
                ruler["def"] = ruler.pop("def_")
            elif own and j is not None:
                ruler["j_ruler"] = j.name_en
            out["ruler"] = ruler
        else:
            out["ruler"] = None
        out["field"] = [_card(ctx, u) for u in p.field]
        out["graveyard"] = [ctx.defn(u).name_en for u in p.graveyard]
        out["removed"] = [ctx.defn(u).name_en for u in p.removed]
        out["standby_count"] = len(p.standby)
        if own:
            out["standby"] = [ctx.defn(u).name_en for u in p.standby]
            out["hand"] = [ctx.defn(u).name_en for u in p.hand]
        out["hand_count"] = len(p.hand)
        counted = counts_shown(s, audience, seat)
        out["deck_count"] = len(p.deck) if counted else 0
        out["stone_deck_count"] = len(p.stone_deck) if counted else 0
        if audience.kind == "judge":
            out["deck"] = [ctx.defn(u).name_en for u in p.deck]
            out["stone_deck"] = [ctx.defn(u).name_en for u in p.stone_deck]
        out["will"] = {k: p.will.get(k, 0) for k in WILL_KINDS}
        out["deck_ready"] = p.deck_ok
        out["no_responses"] = p.no_responses
        out["called_stone"] = p.called
        out["judged"] = p.judged
        out["gods_art"] = list(p.gods_art)
        out["coins"] = list(p.coins)  # [Energize] will coins (F-AMB-16): public
        players.append(out)
    b = s.battle
    from .engine import pending

    result: dict[str, Any] = {
        "game": "fow",
        "turn": s.turn,
        "phase": s.phase,
        "step": b.step if b is not None else None,
        "turn_player": names[s.turn_player] if s.turn else None,
        "first_player": names[s.first_player] if s.first_player is not None else None,
        "pending": [{"player": names[d.seat], "kind": d.kind} for d in pending(ctx.cat, s)],
        "priority": names[s.priority] if s.priority is not None else None,
        "chase": [
            {"name": ctx.face(i.source).name_en, "controller": names[i.controller], "kind": i.kind}
            for i in reversed(s.chase)
        ],
        "triggered": [{"name": ctx.face(i.source).name_en, "controller": names[i.controller]} for i in s.triggered],
        "battle": None if b is None else {
            "attacker": _gone_name(ctx, b.attacker),
            "target": _gone_name(ctx, b.target) if b.target is not None else names[b.defender],
            "blocker": _gone_name(ctx, b.blocker) if b.blocker is not None else None,
            "step": b.step,
        },
        "winner": "draw" if s.draw else (names[s.winner] if s.winner is not None else None),
        "losers": [names[i] for i in s.losers],
        "reason": s.reason or None,
        "options": dict(s.options),
        "players": players,
    }
    return result


def _gone_name(ctx: Ctx, uid: int) -> str:
    """A battle's card by name; "-" for a token that has ceased to exist."""
    return ctx.face(uid).name_en if uid in ctx.s.cards else "-"


def _card(ctx: Ctx, uid: int) -> dict[str, Any]:
    c = ctx.s.cards[uid]
    d = ctx.face(uid)
    out: dict[str, Any] = {"name": d.name_en, "type": d.type, "rested": c.rested, "since_turn": c.since_turn}
    if d.is_jr:
        out.update(atk=ctx.atk(uid), damage=c.damage)
        out["def"] = ctx.def_(uid)
    if d.type == "Magic Stone":
        out["will"] = list(d.produces)
    out["keywords"] = sorted(ctx.keywords(uid))
    if c.counters:
        out["counters"] = c.counters
    return out

"""Vanguard's playout player for the practice opponent (issue 30): the scripted random player, except that
it guards as a person would. The random player lets six in ten attacks through whatever they threaten, so
a search playing out with it learned that a fifth damage hardly matters; this one guards a hit on its
vanguard that would be its fifth or sixth damage (V-WIN-1) with the fewest shields that stop it, keeps its
hand otherwise, and lets rear-guards be hit. Only the guard decision differs, so playouts stay as cheap."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from cards.core import Event, MoveError

from . import engine
from .state import State
from .table import card, power

if TYPE_CHECKING:
    from .game import VanguardGame

MARGIN = 10000  # a drive check's trigger adds this much to the attacker: guard for it where the hand can


def rollout_step(game: VanguardGame, st: State, seat: int, rng: random.Random) -> tuple[str, State, list[Event]]:
    """One playout post: a guard by :func:`guard_post` when the seat must guard, else the random player's."""
    pend = [p for p in engine.raw_pending(st) if p[0] == seat]
    if pend and pend[0][1] == "guard":
        post = guard_post(game, st, seat)
        try:
            after, events = game.play(st, seat, post)
            return post, after, events
        except MoveError:
            pass
    return game.random_step(st, seat, rng)


def guard_post(game: VanguardGame, st: State, seat: int) -> str:
    """"no guard", or "guard …" with the fewest hand cards whose shields keep the vanguard above the
    attacker (with a trigger's margin when the hand has it) when the hit would be the fifth damage or more."""
    b = st.battle
    side = st.sides[seat]
    if b is None or b.target_circle != "VC" or len(side.damage) < 4 or not side.hand:
        return "no guard"
    cat = game.cat
    attack = power(cat, st, 1 - seat, b.attacker)
    defence = power(cat, st, seat, b.target)
    shields = sorted(((card(cat, st, u).shield, card(cat, st, u).name_en) for u in side.hand), reverse=True)
    shields = [s for s in shields if s[0] > 0]
    for need in (attack + MARGIN - defence + 1, attack - defence + 1):
        if need <= 0:
            return "no guard"
        got, names = 0, []
        for shield, name in shields:
            got += shield
            names.append(name)
            if got >= need:
                return "guard " + " + ".join(names)
    return "no guard"

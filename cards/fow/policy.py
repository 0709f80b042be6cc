"""Force of Will's playout player for the practice opponent (issue 30): the scripted random player with a
few cheap rules of a person, so that a search sees what a line is worth rather than what a careless player
makes of it. The random player attacks into blockers that kill its attacker, blocks at random and lets a
lethal hit through, and plays its cards in any order. This one, at its own main timing, takes Judgment and
calls a stone first, plays the dearest cards its will pays (the will unused ceases at the end of the turn,
F-END-1), and attacks only where the battle is favourable (a hit for the game, a kill of a rested
J/resonator that cannot kill back, or the player when no recovered J/resonator of his can kill the
attacker); it blocks a hit that would end the game (F-WIN-1) with its sturdiest blocker, and otherwise
blocks only with a J/resonator that survives the battle. Every other decision, and one post in eight, is
the random player's, so the playouts of one line differ. Each post costs about one random post."""

from __future__ import annotations

import random

from cards.core import Event

from . import battle, engine
from .catalogue import Catalogue
from .ctx import Ctx
from .legal import _stones_paid, _tried, candidates, random_step
from .parser import ref
from .state import State
from .turn import main_timing

RANDOM_SHARE = 0.125  # the posts answered as the random player does


def rollout_step(cat: Catalogue, s: State, seat: int, rng: random.Random) -> tuple[str, State, list[Event]]:
    """One playout post for ``seat``: the policy's first post that is accepted, else the random player's."""
    if not s.over and rng.random() >= RANDOM_SHARE:
        decisions = [d for d in engine.pending(cat, s) if d.seat == seat]
        kind = decisions[0].kind if decisions else ""
        tries: list[str] = []
        if kind == "block":
            tries = [block_post(cat, s, seat)]
        elif kind == "priority" and main_timing(Ctx(cat, s), seat):
            tries = main_posts(cat, s, seat, rng)
        for post in tries:
            done = _tried(cat, s, seat, post)
            if done is not None:
                return post, done[0], done[1]
    return random_step(cat, s, seat, rng)


def _damage(ctx: Ctx, uid: int) -> int:
    """The battle damage ``uid`` deals (its ATK with the damage bonuses given this turn, as battle.deal)."""
    return ctx.atk(uid) + sum(int(k[8:]) for k in ctx.s.cards[uid].keywords if k.startswith("~damage+"))


def block_post(cat: Catalogue, s: State, seat: int) -> str:
    """"block X" with the sturdiest blocker when the hit would end the game for him, or with a blocker that
    survives the battle (the one that also destroys the attacker first); "no block" otherwise."""
    ctx = Ctx(cat, s)
    b = s.battle
    if b is None:
        return "no block"
    able = battle.blockers(ctx)
    if not able:
        return "no block"
    hit = _damage(ctx, b.attacker)
    lethal = b.target is None and hit >= s.players[seat].life
    attacker_def = ctx.def_(b.attacker) - s.cards[b.attacker].damage
    survivors = [u for u in able if ctx.def_(u) - s.cards[u].damage > hit]
    if survivors:
        pick = max(survivors, key=lambda u: (_damage(ctx, u) >= attacker_def, ctx.def_(u)))
    elif lethal:
        pick = max(able, key=lambda u: ctx.def_(u))
    else:
        return "no block"
    return f"block {ref(ctx, s.field_cards(seat), pick)}"


def main_posts(cat: Catalogue, s: State, seat: int, rng: random.Random) -> list[str]:
    """At his main timing, in order: Judgment, the stone call, the plays his will pays (most stones first),
    the favourable attacks (best first), then "pass"."""
    options = candidates(cat, s, seat)
    judge = [o for o in options if o.startswith("judgment")] + [o for o in options if o == "call"]
    plays = [o for o in options if o.startswith("play")]
    rng.shuffle(plays)
    plays.sort(key=_stones_paid, reverse=True)
    acts = [o for o in options if o.startswith("activate") and rng.random() < 0.35]
    return judge + plays + attack_posts(cat, s, seat) + acts + ["pass"]


def attack_posts(cat: Catalogue, s: State, seat: int) -> list[str]:
    """The favourable attacks, best first: a hit on the player for the game, the kill of a rested
    J/resonator that cannot destroy the attacker back, a hit on the player no recovered J/resonator of his
    can destroy the attacker in (the other J/resonators block or not as they like)."""
    ctx = Ctx(cat, s)
    foe = 1 - seat
    if s.players[seat].no_battle:
        return []
    life = s.players[foe].life
    theirs = s.field_cards(foe)
    guards = [u for u in theirs if ctx.face(u).is_jr and not s.cards[u].rested]
    ranked: list[tuple[int, str]] = []
    mine = s.field_cards(seat)
    for a in battle.attackers(ctx, seat):
        hit = _damage(ctx, a)
        if hit <= 0:
            continue
        toughness = ctx.def_(a) - s.cards[a].damage
        flying = ctx.has(a, "Flying")
        killers = [u for u in guards if (not flying or ctx.has(u, "Flying")) and _damage(ctx, u) >= toughness]
        head = f"attack {ref(ctx, mine, a)}"
        for t in battle.targets(ctx, a):
            if t is None:
                if hit >= life:
                    ranked.append((0, head))
                elif not killers:
                    ranked.append((2, head))
            elif hit >= ctx.def_(t) - s.cards[t].damage and _damage(ctx, t) < toughness:
                ranked.append((1, f"{head} -> {ref(ctx, theirs, t)}"))
    ranked.sort(key=lambda r: r[0])
    return [post for _rank, post in ranked]

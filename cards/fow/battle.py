"""Battle (§10): attack and block legality, first-strike and normal damage, the end of battle.

Steps: declare attack (priority), declare block (the defender's decision, then priority), first-strike
damage (priority if dealt), normal damage, end of battle. A post naming an attacker starts the battle
and declares the attack at once (F-AMB-10).
"""

from __future__ import annotations

from cards.core import Text

from .abilities import fire
from .ctx import Ctx
from .state import Battle
from .text import T, refuse
from .turn import main_timing


def can_attack(ctx: Ctx, seat: int, uid: int) -> bool:
    """F-BTL-2: recovered, controlled since the start of the turn or with Swiftness."""
    s = ctx.s
    if s.on_field(uid) != seat or not ctx.face(uid).is_jr or s.cards[uid].rested:
        return False
    if ctx.flag(f"cannot-attack:{uid}"):
        return False
    return s.cards[uid].since_turn < s.turn or ctx.has(uid, "Swiftness")


def attackers(ctx: Ctx, seat: int) -> list[int]:
    """The cards that may be chosen to attack: one that must attack when able (Lancelot) is the only choice."""
    s = ctx.s
    cards, defs = s.cards, ctx.cat.cards
    # a recovered J/resonator (the only ones can_attack may allow; a field is mostly stones): a J-ruler reads
    # its face, any other card its printed type
    able = [u for u in s.field_cards(seat) if not cards[u].rested and (
        ctx.face(u) if defs[cards[u].cid].j_ruler else defs[cards[u].cid]).is_jr and can_attack(ctx, seat, u)]
    must = [u for u in able if ctx.flag(f"must-attack:{u}")]
    return must or able


def targets(ctx: Ctx, attacker: int) -> list[int | None]:
    """F-BTL-3, F-BTL-4: the opponent, his rested J/resonators, recovered ones too with Target Attack."""
    s = ctx.s
    seat = s.on_field(attacker)
    if seat is None:
        return []
    foe = 1 - seat
    precise = ctx.has(attacker, "Target Attack")
    cards = s.cards
    # rested (or Target Attack) first: a recovered card is no target whatever it is (a field is mostly stones)
    return [None] + [u for u in s.field_cards(foe) if (cards[u].rested or precise) and ctx.face(u).is_jr]


def blockers(ctx: Ctx) -> list[int]:
    """F-BTL-5, F-BTL-6: the defender's recovered J/resonators other than the target; Flying needs Flying."""
    s = ctx.s
    b = s.battle
    assert b is not None
    flying = ctx.has(b.attacker, "Flying")
    return [
        u for u in s.field_cards(b.defender)
        if ctx.face(u).is_jr and not s.cards[u].rested and u != b.target and (not flying or ctx.has(u, "Flying"))
        and "~no-block" not in s.cards[u].keywords
    ]


def mobilize(ctx: Ctx, seat: int, uid: int, stones: tuple[int, ...] | None) -> None:
    """F-AMB-23: a card with [Mobilize] attacks or blocks only if its controller pays that cost (checked whole
    before anything is paid, F-WILL-5)."""
    cost = ctx.defn(uid).mobilize
    if cost is None or not cost.total:
        return
    from .will import check_pay, pay

    paid = check_pay(ctx, seat, cost, stones)
    pay(ctx, seat, cost, paid)
    ctx.ev("mobilized", seat=seat, card=ctx.nm(uid))


def attack(ctx: Ctx, seat: int, attacker: int, target: int | None, stones: tuple[int, ...] | None = None) -> None:
    s = ctx.s
    p = s.players[seat]
    if not main_timing(ctx, seat):
        raise refuse("not-main-timing")
    if p.no_battle:
        raise refuse("battle-forfeited")  # F-BTL-16
    legal = attackers(ctx, seat)
    if attacker not in legal:
        if can_attack(ctx, seat, attacker):  # another card must be chosen if it can attack
            raise refuse("attack-must-other", names_text(ctx, legal))
        raise refuse("attack-bad-attacker", names_text(ctx, legal))
    if target not in targets(ctx, attacker):
        raise refuse("attack-bad-target", names_text(ctx, [t for t in targets(ctx, attacker) if t is not None]))
    mobilize(ctx, seat, attacker, stones)
    s.mut(attacker).rested = True
    s.battle = Battle(attacker, target, 1 - seat, number=s.seq)
    s.priority = seat
    s.passes = 0
    ctx.ev(
        "attack", seat=seat, player=p.name, card=ctx.nm(attacker),
        target=ctx.nm(target) if target is not None else None, target_player=ctx.who(1 - seat),
    )
    if ctx.cat.scripts:
        fire(ctx, "attacks", attacker)


def names_text(ctx: Ctx, uids: list[int]) -> Text:
    if not uids:
        return T("legal-none")
    return T("legal-cards", cards=Text("; ".join(ctx.nm(u)["en"] for u in uids), "; ".join(ctx.nm(u)["ru"] for u in uids)))


def forfeit(ctx: Ctx, seat: int) -> None:
    if not main_timing(ctx, seat):
        raise refuse("not-main-timing")
    ctx.s.players[seat].no_battle = True
    ctx.ev("battle_forfeited", seat=seat, player=ctx.who(seat))


def to_block_step(ctx: Ctx) -> None:
    """After the attack step: the defender decides; with no legal blocker there is nothing to ask."""
    s = ctx.s
    b = s.battle
    assert b is not None
    b.step = "block"
    s.passes = 0
    if s.on_field(b.attacker) is None or not blockers(ctx):
        b.block_decided = True
        s.priority = s.turn_player
        ctx.ev("no_blockers", seat=b.defender, player=ctx.who(b.defender))
    else:
        s.priority = None


def block(ctx: Ctx, seat: int, blocker: int | None, stones: tuple[int, ...] | None = None) -> None:
    s = ctx.s
    b = s.battle
    if b is None or b.step != "block" or b.block_decided or seat != b.defender:
        raise refuse("block-not-now")
    if blocker is not None:
        legal = blockers(ctx)
        if blocker not in legal:
            raise refuse("block-bad", names_text(ctx, legal))
        mobilize(ctx, seat, blocker, stones)
        s.mut(blocker).rested = True
        b.blocker = blocker
        ctx.ev("block", seat=seat, player=ctx.who(seat), card=ctx.nm(blocker), attacker=ctx.nm(b.attacker))
        if ctx.cat.scripts:
            fire(ctx, "blocks", blocker)
    else:
        ctx.ev("no_block", seat=seat, player=ctx.who(seat))
    b.block_decided = True
    s.priority = s.turn_player
    s.passes = 0


def opponent_of_attacker(ctx: Ctx) -> int | None:
    """The card the attacker battles (F-BTL-7, F-BTL-8), or None for the player, or -1: nothing left."""
    s = ctx.s
    b = s.battle
    assert b is not None
    if b.blocker is not None and s.on_field(b.blocker) is not None:
        return b.blocker
    if b.target is None:
        return None
    return b.target if s.on_field(b.target) is not None else -1


def hit(ctx: Ctx, source: int, other: int | None) -> None:
    s = ctx.s
    b = s.battle
    assert b is not None
    if other is None:
        explode(ctx, deal(ctx, source, None, b.defender))
    elif other >= 0:
        explode(ctx, deal(ctx, source, other, b.defender))


def explode(ctx: Ctx, doomed: list[int]) -> None:
    """[Explode]: after the battle damage of the step is dealt, the J/resonators it hit are destroyed."""
    for u in doomed:
        if ctx.s.on_field(u) is not None:
            ctx.destroy(u)


def deal(ctx: Ctx, source: int, other: int | None, player: int) -> list[int]:
    """Battle damage from ``source`` to a card, or to ``player`` (F-BTL-9, F-BTL-10), with the keyword
    abilities of the pool: [Pierce] sends what exceeds a blocker's lethal damage to what it attacked,
    [Explode] destroys a J/resonator it damages, [Drain] gains its controller that much life."""
    s = ctx.s
    amount = ctx.atk(source) + sum(int(k[8:]) for k in s.cards[source].keywords if k.startswith("~damage+"))
    if amount <= 0:
        return []
    mine = s.on_field(source)
    doomed: list[int] = []
    if other is None:
        ctx.lose_life(player, amount, "battle")
        if "~doom" in s.cards[source].keywords and s.on_field(source) is not None:  # it dealt damage
            s.mut(source).keywords.append("~doomed")
    else:
        holder = s.on_field(other)
        lethal = max(0, ctx.def_(other) - s.cards[other].damage)
        ctx.damage_card(other, amount)
        if "~doom" in s.cards[source].keywords and s.on_field(source) is not None:  # it dealt damage
            s.mut(source).keywords.append("~doomed")
        b = s.battle
        if (ctx.has(source, "Pierce") and holder is not None and amount > lethal and b is not None
                and b.attacker == source and b.blocker == other):
            # F-AMB-17: a blocked attacker's excess goes to the object it attacked (the player or the card)
            ctx.ev("pierce", card=ctx.nm(source), amount=str(amount - lethal))
            if b.target is None:
                ctx.lose_life(b.defender, amount - lethal, "battle")
            elif s.on_field(b.target) is not None:
                ctx.damage_card(b.target, amount - lethal)
        if ctx.has(source, "Explode") and s.on_field(other) is not None:
            ctx.ev("explode", card=ctx.nm(source), target=ctx.nm(other))
            doomed.append(other)
    if ctx.has(source, "Drain") and mine is not None:
        ctx.gain_life(mine, amount)
    return doomed


def damage_steps(ctx: Ctx) -> None:
    """After the block step: first-strike damage (F-BTL-12), then normal damage (F-BTL-10)."""
    s = ctx.s
    b = s.battle
    assert b is not None
    if s.on_field(b.attacker) is None:
        end_step(ctx)
        return
    other = opponent_of_attacker(ctx)
    if other == -1:
        end_step(ctx)
        return
    if ctx.has(b.attacker, "First Strike"):
        b.step = "first_strike"
        b.fought = other
        hit(ctx, b.attacker, other)
        ctx.settle()
        if s.over:
            return
        s.priority = s.turn_player
        s.passes = 0
        return
    normal_damage(ctx)


def normal_damage(ctx: Ctx) -> None:
    """F-BTL-10: both deal damage at once; after a first strike only the card it hit answers, if it lives."""
    s = ctx.s
    b = s.battle
    assert b is not None
    struck = b.step == "first_strike"
    b.step = "damage"
    if s.on_field(b.attacker) is None:
        end_step(ctx)
        return
    if struck:
        other = b.fought
        if other is not None and other >= 0 and s.on_field(other) is not None:
            explode(ctx, deal(ctx, other, b.attacker, s.turn_player))
    else:
        other = opponent_of_attacker(ctx)
        if other == -1:
            end_step(ctx)
            return
        # both at once (F-BTL-10): each deals its damage before either [Explode] destroys
        doomed = deal(ctx, b.attacker, other, b.defender)
        if other is not None:
            doomed += deal(ctx, other, b.attacker, s.turn_player)
        explode(ctx, doomed)
    ctx.settle()
    end_step(ctx)


def end_step(ctx: Ctx) -> None:
    """F-BTL-1: the end-of-battle step gives priority like every step; two passes with an empty chase
    end the battle (F-BTL-15), so a player can respond after damage."""
    s = ctx.s
    b = s.battle
    if s.over or b is None:
        return
    b.step = "end"
    s.priority = s.turn_player
    s.passes = 0
    ctx.ev("battle_end_step")


def end_battle(ctx: Ctx) -> None:
    """F-BTL-15: "until end of battle" effects end; the turn player is back at main timing."""
    s = ctx.s
    s.mods = [m for m in s.mods if m.until != "battle"]
    s.battle = None
    if s.over:
        return
    ctx.ev("battle_end")
    s.priority = s.turn_player
    s.passes = 0

"""The chase and priority (§11): last in first out, the adder keeps priority, two passes in succession
resolve the top item or end the step (F-CHASE-1, F-CHASE-4, F-CHASE-5), and declared uses (F-REF-3)."""

from __future__ import annotations

from typing import Any

from cards.core import Text

from . import abilities, battle, effects
from .actions import Costs, SetStandby, Use
from .catalogue import CardDef, Cost
from .ctx import Ctx
from .judgment import resolve_judgment
from .state import ChaseItem
from .text import refuse
from .turn import end_phase, main_timing
from .will import check_pay, pay

PERMANENTS = ("Resonator", "Addition", "Regalia")


def give(ctx: Ctx, seat: int) -> None:
    ctx.s.priority = seat


def pass_priority(ctx: Ctx, seat: int, auto: bool = False) -> None:
    s = ctx.s
    s.passes += 1
    ctx.ev("passed", seat=seat, player=ctx.who(seat), auto=auto)
    if s.passes < 2:
        give(ctx, 1 - seat)
        return
    s.passes = 0
    if s.chase:
        resolve_top(ctx)  # ends with ctx.settle()
        if s.phase != "over" and s.priority is not None:
            give(ctx, s.turn_player)
        ctx.settled = True  # who has priority is nothing settle reads
    else:
        end_step(ctx)


def end_step(ctx: Ctx) -> None:
    """Two passes with an empty chase end the step or phase (F-CHASE-5, F-MAIN-3)."""
    s = ctx.s
    b = s.battle
    if b is not None:
        if b.step == "attack":
            battle.to_block_step(ctx)
        elif b.step == "block":
            battle.damage_steps(ctx)
        elif b.step == "end":
            battle.end_battle(ctx)
        else:
            battle.normal_damage(ctx)
        return
    end_phase(ctx)


def resolve_top(ctx: Ctx) -> None:
    s = ctx.s
    item = s.chase.pop()
    name = ctx.nm(item.source)
    shown = item.kind != "judgment" and (item.kind not in ("play", "trigger") or ctx.defn(item.source).type not in PERMANENTS)
    ctx.ev("resolving", seat=item.controller, card=name, kind=item.kind, shown=shown)
    if item.kind == "judgment":
        resolve_judgment(ctx, item)
        if s.players[item.controller].j_side and ctx.cat.scripts:
            abilities.fire(ctx, "enter", item.source)  # the J-ruler enters the field
    elif item.kind in ("play", "trigger"):
        d = ctx.defn(item.source)
        if d.type in PERMANENTS:  # F-CHASE-3
            host = item.targets[0] if d.type == "Addition" and item.targets else None
            if host is not None and s.on_field(host) is None:  # F-CHASE-9: its card is gone
                ctx.ev("effect_fizzled", seat=item.controller, kind="addition")
                ctx.put(item.source, "graveyard")
                ctx.settle()
                return
            ctx.put(item.source, "field")
            s.mut(item.source).host = host
            ctx.ev("entered_field", seat=item.controller, card=name)
            effects.apply_all(ctx, item.controller, item.effects)
            if ctx.cat.scripts:
                abilities.fire(ctx, "enter", item.source)
        else:  # F-TYPE-7: a chant resolves, then goes to the graveyard ([Remnant]: removed)
            if item.ability >= 0:
                abilities.run(ctx, item)
            effects.apply_all(ctx, item.controller, item.effects)
            if not _zoned(ctx, item.source):
                ctx.put(item.source, "removed" if item.exile else "graveyard")
    else:
        if item.ability >= 0:
            abilities.run(ctx, item)
        effects.apply_all(ctx, item.controller, item.effects)
    ctx.settle()


def _zoned(ctx: Ctx, uid: int) -> bool:
    """Whether a zone of a player holds the card (asked zone by zone: no set of both decks is built)."""
    for p in ctx.s.players:
        for z in ("hand", "deck", "stone_deck", "field", "graveyard", "removed", "standby"):
            if uid in getattr(p, z):
                return True
    return False


def check_costs(ctx: Ctx, seat: int, source: int, costs: Costs) -> None:
    s = ctx.s
    p = s.players[seat]
    if costs.rest:
        c = s.cards[source]
        if c.rested or ctx.s.zone_of(source)[1] not in ("field", "ruler"):
            raise refuse("cost-rest-rested")
        if ctx.face(source).is_jr and s.on_field(source) is not None and not (
            c.since_turn < s.turn or ctx.has(source, "Swiftness")
        ):
            raise refuse("cost-rest-sick")  # F-WILL-8
    for u in costs.discard:
        if u not in p.hand or u == source:
            raise refuse("cost-discard")
    for u in costs.banish:
        if s.on_field(u) != seat and u not in p.hand:
            raise refuse("cost-banish")
    if len(set(costs.discard)) != len(costs.discard) or len(set(costs.banish)) != len(costs.banish):
        raise refuse("cost-twice")
    if costs.life and p.life < costs.life:
        raise refuse("cost-life", life=p.life)


def pay_costs(ctx: Ctx, seat: int, source: int, costs: Costs) -> None:
    s = ctx.s
    if costs.rest:
        s.mut(source).rested = True
        ctx.ev("rested", card=ctx.nm(source))
    if costs.discard:
        for u in costs.discard:
            ctx.put(u, "graveyard")
        ctx.ev("discarded", seat=seat, player=ctx.who(seat), cards=[ctx.nm(u) for u in costs.discard])
    for u in costs.banish:
        if s.players[s.cards[u].owner].ruler == u:
            continue
        ctx.put(u, "graveyard")  # banish: to its owner's graveyard, not destroyed (F-AMB-24)
        ctx.ev("banished", seat=seat, card=ctx.nm(u))
    if costs.life:
        ctx.lose_life(seat, costs.life, "cost")


def use(ctx: Ctx, seat: int, u: Use) -> None:  # noqa: C901 - F-REF-3 checks in order: timing, control, cost, targets
    """A declared play or ability: timing, control, cost and targets checked, costs paid, item added."""
    s = ctx.s
    p = s.players[seat]
    src = u.source
    zone_seat, zone = s.zone_of(src)
    queued = u.kind == "auto" and s.priority != seat  # F-REF-5: declared when its condition occurs
    if s.priority != seat and not queued:
        raise refuse("not-your-priority", player=ctx.who(s.priority) if s.priority is not None else "-")
    cost = u.costs.will
    if u.kind == "play":
        d = ctx.defn(src)
        if u.from_standby:
            if zone != "standby" or zone_seat != seat:
                raise refuse("play-not-in-standby")
            if not (d.trigger or "Stealth" in d.keywords):  # F-AMB-13: [Stealth] is played from there too
                raise refuse("play-standby-trigger")
            if s.cards[src].set_turn >= s.turn:
                raise refuse("play-standby-same-turn")  # F-CHASE-7
        elif u.from_graveyard:
            if zone != "graveyard" or zone_seat != seat:
                raise refuse("play-not-in-graveyard")
            cost = Cost(d.cost.symbols + cost.symbols, d.cost.number + cost.number)
        else:
            if zone != "hand" or zone_seat != seat:
                raise refuse("play-not-in-hand")
            cost = Cost(d.cost.symbols + cost.symbols, d.cost.number + cost.number)
        if not d.playable:
            raise refuse("play-not-playable")
        cost = cost.with_x(u.x) if d.cost.x else cost
        if u.awaken:  # [Awakening]: the additional cost (declared with "cost" when the data lacks it)
            if "Awakening" not in d.keywords:
                raise refuse("awaken-none")
            if d.awakening is not None:
                aw = d.awakening.with_x(u.x)
                cost = Cost(cost.symbols + aw.symbols, cost.number + aw.number)
        if u.incarnation:  # [Incarnation]: banish resonators of the named attributes instead of the will cost
            check_incarnation(ctx, seat, d, u.incarnation)
            cost = u.costs.will  # only what is declared on top
        if not (d.quickcast or d.trigger or u.from_standby) and not main_timing(ctx, seat):
            raise refuse("play-main-timing")  # F-TYPE-9, F-MAIN-1
    else:
        if zone not in ("field", "ruler") or s.cards[src].owner != seat and s.on_field(src) != seat:
            raise refuse("use-not-controlled")  # F-REF-3: control
        if u.kind == "art":
            if "God's Art" not in ctx.keywords(src):
                raise refuse("art-none")
            if u.art.lower() in (a.lower() for a in p.gods_art):
                raise refuse("art-used", art=u.art)  # F-KW-2
    costs = u.costs
    ab_index, picked = -1, tuple(u.targets)
    if ctx.cat.scripts and abilities.script(ctx, src):
        ab_index, picked, costs, extra = scripted_use(ctx, seat, u)
        cost = Cost(cost.symbols + extra.symbols, cost.number + extra.number)
    elif u.targets:
        d = ctx.defn(src)
        if not (u.kind == "play" and d.type == "Addition"):
            raise refuse("targets-unscripted")
    if u.kind == "play" and ctx.defn(src).type == "Addition" and ctx.defn(src).subtype in ("Resonator", "J/Resonator"):
        picked = check_host(ctx, ctx.defn(src).subtype, picked)
    if ctx.cat.scripts and u.kind == "play" and not u.from_standby and not u.incarnation:
        cost = abilities.play_less(ctx, seat, src, cost)  # its own "you may pay less" (Gwiber, Draig, Hector)
    if u.kind == "art" and ctx.cat.scripts:
        cost = Cost(cost.symbols, max(0, cost.number - abilities.art_less(ctx, seat)), cost.x)  # Excalibur, Laevateinn
    if costs.less:  # a reduction the card's text allows is declared; the opponent may dispute it (F-REF-7)
        cost = Cost(cost.symbols, max(0, cost.number - costs.less))
    check_costs(ctx, seat, src, costs)
    stones = check_pay(ctx, seat, cost, u.pay)
    effects.check(ctx, seat, u.effects)
    # pay (F-WILL-5: all checked above, so the whole cost is paid)
    pay(ctx, seat, cost, stones)
    pay_costs(ctx, seat, src, costs)
    if ab_index >= 0 and u.kind != "play":
        s.used.append((src, ab_index, s.turn))
    for b in u.incarnation:
        ctx.put(b, "graveyard")  # banished (F-AMB-24)
        ctx.ev("banished", seat=seat, card=ctx.nm(b))
    kind = u.kind
    if u.kind == "play":
        ctx.take(src)
        kind = "trigger" if u.from_standby else "play"
    if u.kind == "art":
        p.gods_art.append(u.art)
    will_ab = ab_index >= 0 and abilities.script(ctx, src)[ab_index].kind == "will"
    if kind == "ability" and (will_ab or u.effects and all(e.kind == "produce" for e in u.effects)):
        # F-WILL-7, F-CHASE-2: a will ability resolves at once, without the chase
        ctx.ev("will_ability", seat=seat, player=p.name, card=ctx.nm(src))
        if will_ab:
            abilities.run(ctx, ChaseItem(kind, seat, src, ability=ab_index))
        effects.apply_all(ctx, seat, list(u.effects))
        return
    item = ChaseItem(kind, seat, src, list(u.effects), art=u.art, exile=u.from_graveyard, awakened=u.awaken,
                     ability=ab_index, targets=list(picked))
    if u.effects and not abilities.script(ctx, src):
        ctx.ev("declared_effects", seat=seat, player=p.name, card=ctx.nm(src))  # no script: marked declared
    if u.from_graveyard and not ctx.has_printed(src, "Remnant"):
        ctx.ev("declared_graveyard_play", seat=seat, player=p.name, card=ctx.nm(src))
    if queued:  # onto the chase the next time a player would get priority (F-CHASE-8)
        s.triggered.append(item)
        ctx.ev("auto_declared", seat=seat, player=p.name, card=ctx.nm(src))
        return
    s.chase.append(item)
    s.passes = 0  # F-CHASE-4: the adder keeps priority
    ctx.ev(
        "added", seat=seat, player=p.name, card=ctx.nm(src), kind=kind, art=u.art,
        effects=[describe(ctx, e) for e in u.effects],
        script=abilities.words(ctx, src, ab_index) if ab_index >= 0 else None,
        targets=[ctx.nm(x) for x in picked] if ab_index >= 0 or picked else [],
    )


def scripted_use(ctx: Ctx, seat: int, u: Use) -> tuple[int, tuple[int, ...], Costs, Cost]:  # noqa: C901
    """A use of a scripted card is checked against its script (F-REF-3): the ability it names, its limit,
    its costs (paid from the real zones), its trigger condition, and its targets (F-CHASE-9). Declared
    effects are refused: the card says what it does."""
    s = ctx.s
    src = u.source
    script = abilities.script(ctx, src)
    if u.effects:
        raise refuse("scripted-declared", card=Text(**ctx.nm(src)))
    kinds = {"play": ("chant",), "ability": ("activate", "will"), "art": ("art",), "auto": ()}[u.kind]
    idxs = [i for i, a in enumerate(script) if a.kind in kinds]
    if u.kind == "play" and not idxs:
        if u.ability:
            raise refuse("scripted-no-ability", card=Text(**ctx.nm(src)))
        return -1, tuple(u.targets), u.costs, Cost()
    if not idxs:
        raise refuse("scripted-no-ability", card=Text(**ctx.nm(src)))
    n = u.ability or 1
    if not 1 <= n <= len(idxs):
        raise refuse("scripted-ability-number", count=len(idxs))
    i = idxs[n - 1]
    ab = script[i]
    if ab.limit is not None and ab.limit.word == "1/turn" and (src, i, s.turn) in s.used:
        raise refuse("scripted-limit")
    if ab.limit is not None and ab.limit.word == "1/game" and any(x[:2] == (src, i) for x in s.used):
        raise refuse("scripted-limit")
    if u.kind == "play" and ab.events and not trigger_met(ctx, seat, ab):
        raise refuse("trigger-not-met")  # F-CHASE-6: a [Trigger] chant needs its condition
    if not abilities.holds(ctx, seat, src, ab, u.awaken):
        raise refuse("scripted-condition")
    extra = Cost() if u.kind == "play" else abilities.will_cost(ab)
    rest = u.costs.rest
    banish = list(u.costs.banish)
    discard = list(u.costs.discard)
    p = s.players[seat]
    for c in ab.costs:
        if c.word == "rest":
            rest = True
        elif c.word == "banish":
            what = c.arg("what")
            if what == "self":
                banish = [src]
            else:
                kinds_ok = ("Resonator",) if what == "resonator" else ("Resonator", "Magic Stone")
                if len(banish) != 1 or s.on_field(banish[0]) != seat or ctx.face(banish[0]).type not in kinds_ok \
                        or banish[0] == src:
                    raise refuse("scripted-banish", what=str(what))
        elif c.word == "discard":
            cid = ctx.cat.lookup(str(c.arg("name")))
            other = next((x for x in p.hand if x != src and cid and ctx.defn(x).name_en == ctx.cat.card(cid).name_en), None)
            if other is None:
                raise refuse("scripted-discard", card=Text(**ctx.nm_cid(cid or ctx.defn(src).id)))
            discard = [other]
    picked = tuple(u.targets)
    target = abilities.chosen_target(ab)
    if target is not None and not picked:
        auto = abilities.auto_choice(ctx, seat, src, ab)
        if auto is None or (not auto and not target.up_to):
            cands = abilities.candidates(ctx, seat, src, target)
            if not cands:
                raise refuse("scripted-no-target")
            raise refuse("scripted-name-targets", count=target.count,
                         cards=Text("; ".join(ctx.nm(x)["en"] for x in cands), "; ".join(ctx.nm(x)["ru"] for x in cands)))
        picked = auto
    if not abilities.legal_choice(ctx, seat, src, ab, picked):
        raise refuse("scripted-bad-targets")
    costs = Costs(u.costs.will, rest, tuple(discard), tuple(banish), u.costs.life, u.costs.less)
    return i, picked, costs, extra


def trigger_met(ctx: Ctx, seat: int, ab: Any) -> bool:
    """Is a [Trigger] chant's condition met now (F-CHASE-6)?"""
    b = ctx.s.battle
    for e in ab.events:
        if e.word == "opp-attacks-or-blocks" and b is not None and (
                ctx.s.on_field(b.attacker) == 1 - seat or (b.blocker is not None and ctx.s.on_field(b.blocker) == 1 - seat)):
            return True
        if e.word == "my-attacks" and b is not None and ctx.s.on_field(b.attacker) == seat:
            return True
    return False


def check_host(ctx: Ctx, subtype: str, picked: tuple[int, ...]) -> tuple[int, ...]:
    """An addition added to a card names that card (F-TYPE-4): one J/resonator on the field."""
    if len(picked) != 1 or ctx.s.on_field(picked[0]) is None or not ctx.face(picked[0]).is_jr or (
            subtype == "Resonator" and ctx.face(picked[0]).type != "Resonator"):
        raise refuse("addition-host")
    return picked


def check_incarnation(ctx: Ctx, seat: int, d: CardDef, banished: tuple[int, ...]) -> None:
    """[Incarnation]: one resonator you control per slot, each of an attribute its slot allows."""
    if "Incarnation" not in d.keywords:
        raise refuse("incarnation-none")
    s = ctx.s
    slots = list(d.incarnation)
    if slots and len(banished) != len(slots):
        raise refuse("incarnation-count", count=len(slots))
    for u in banished:
        if s.on_field(u) != seat or ctx.face(u).type != "Resonator":
            raise refuse("incarnation-bad")
        attrs = set(ctx.face(u).attributes)
        slot = next((sl for sl in slots if attrs & set(sl)), None)
        if slots and slot is None:
            raise refuse("incarnation-bad")
        if slot is not None:
            slots.remove(slot)


def flush_triggered(ctx: Ctx) -> None:
    """F-CHASE-8: automatic abilities go onto the chase, the turn player's first, then the other player's,
    each in the order they triggered; targets are chosen as each goes on (F-CHASE-9) — by its controller
    when there is a choice (the flush waits for his answer); whoever was getting priority gets it."""
    s = ctx.s
    items = sorted(s.triggered, key=lambda i: i.controller != s.turn_player)
    s.triggered = []
    for n, item in enumerate(items):
        if not item.ordered:
            group = unordered(items[n:], item.controller)
            if len({_same(ctx, i) for i in group}) > 1:  # the same ability twice needs no order
                s.ordering = item.controller
                s.triggered = items[n:]
                ctx.ev("order_triggers", seat=item.controller, player=ctx.who(item.controller),
                       cards=trigger_list(ctx, group))
                return
            for i in group:
                i.ordered = True
        if item.ability >= 0 and not item.targets:
            ab = abilities.script(ctx, item.source)[item.ability]
            target = abilities.chosen_target(ab)
            if target is not None:
                auto = abilities.auto_choice(ctx, item.controller, item.source, ab)
                cands = abilities.candidates(ctx, item.controller, item.source, target)
                if cands and (auto is None or ab.optional or ab.costs):
                    s.asking = item
                    s.triggered = items[n + 1:]
                    ctx.ev("choose_targets", seat=item.controller, player=ctx.who(item.controller),
                           card=ctx.nm(item.source))
                    return
                if not cands:
                    ctx.ev("no_target", seat=item.controller, card=ctx.nm(item.source))
                    continue
                item.targets = list(auto or ())
        s.chase.append(item)
        ctx.ev(
            "added", seat=item.controller, player=ctx.who(item.controller), card=ctx.nm(item.source),
            kind=item.kind, art="", effects=[describe(ctx, e) for e in item.effects],
            script=abilities.words(ctx, item.source, item.ability) if item.ability >= 0 else None,
            targets=[ctx.nm(x) for x in item.targets],
        )
    s.passes = 0


def unordered(items: list[ChaseItem], seat: int) -> list[ChaseItem]:
    return [i for i in items if i.controller == seat and not i.ordered]


def _same(ctx: Ctx, item: ChaseItem) -> tuple[str, int, str]:
    return ctx.face(item.source).id, item.ability, repr(item.effects)


def trigger_list(ctx: Ctx, group: list[ChaseItem]) -> dict[str, str]:
    """"1 Galahad, the Son of the God; 2 Certo, the Blazing Volcano" in each language, the numbers an
    ``order`` post names."""
    return {lang: "; ".join(f"{n} {ctx.nm(i.source)[lang]}" for n, i in enumerate(group, start=1))
            for lang in ("en", "ru")}


def order_triggers(ctx: Ctx, seat: int, order: tuple[int, ...]) -> None:
    """F-CHASE-8: the controller orders his own simultaneous automatic abilities; ``order`` names them by
    their numbers in the asked list, the first to go on the chase first (it resolves last)."""
    s = ctx.s
    group = unordered(s.triggered, seat)
    if sorted(order) != list(range(1, len(group) + 1)):
        raise refuse("order-triggers-bad", count=len(group))
    now = [group[k - 1] for k in order]
    placed = iter(now)
    s.triggered = [next(placed) if i.controller == seat and not i.ordered else i for i in s.triggered]
    for i in group:
        i.ordered = True
    s.ordering = None
    ctx.ev("ordered_triggers", seat=seat, player=ctx.who(seat), cards=trigger_list(ctx, now))
    flush_triggered(ctx)


def describe(ctx: Ctx, e: object) -> dict[str, object]:
    """A declared effect as words for the log: kind, amounts and the target's name."""
    from .actions import Effect

    assert isinstance(e, Effect)
    target: object = None
    if e.target is not None:
        kind, ref = e.target
        if kind == "card" and ctx.s.zone_of(ref)[1]:
            target = ctx.nm(ref)
        elif kind == "player":
            target = {"en": ctx.who(ref), "ru": ctx.who(ref)}
        elif kind == "chase":
            target = ctx.nm(ref)
    word: object = e.word
    if e.kind == "token":
        word = ctx.nm_cid(e.word)
    return {"kind": e.kind, "amount": e.amount, "amount2": e.amount2, "target": target, "until": e.until,
            "word": word, "player": ctx.who(ctx.s.priority if ctx.s.priority is not None else 0)}


def set_standby(ctx: Ctx, seat: int, a: SetStandby) -> None:
    """F-MAIN-2: a card from the hand face down into the standby area for {2}; not on the chase."""
    s = ctx.s
    p = s.players[seat]
    if not main_timing(ctx, seat):
        raise refuse("not-main-timing")
    if a.card not in p.hand:
        raise refuse("play-not-in-hand")
    cost = Cost((), 2)
    stones = check_pay(ctx, seat, cost, a.pay)
    pay(ctx, seat, cost, stones)
    ctx.put(a.card, "standby")
    s.mut(a.card).set_turn = s.turn
    ctx.ev("set_standby", seat=seat, player=p.name)
    from cards.core import Audience

    ctx.ev("set_standby_card", Audience.player(seat), card=ctx.nm(a.card))


def advance(ctx: Ctx) -> None:
    """Pass for a player who said "no responses until end of turn", except at his own main timing."""
    s = ctx.s
    for _ in range(1000):
        if s.phase == "over" or s.priority is None or s.discard_due:
            return
        if s.asking is not None or s.ordering is not None or s.picking is not None:
            return
        if s.triggered:
            flush_triggered(ctx)
            if s.asking is not None or s.ordering is not None:
                return
        seat = s.priority
        p = s.players[seat]
        if p.no_responses and not main_timing(ctx, seat):
            pass_priority(ctx, seat, auto=True)
            continue
        if p.hold is not None:
            # only resolutions since: every item still there was there when he passed (F-REF-6)
            if s.chase and all(i.source in p.hold for i in s.chase) and not main_timing(ctx, seat):
                pass_priority(ctx, seat, auto=True)
                continue
            p.hold = None
        return


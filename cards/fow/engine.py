"""Apply one action to a state (a clone: the input is never changed) and say what is pending."""

from __future__ import annotations

from cards.core import JUDGE, Decision, Event, Text
from cards.kit.apply import finish
from cards.kit.decisions import decision_id

from . import abilities, battle, chase, judgment, setup
from .actions import (
    Action,
    Attack,
    Block,
    CallStone,
    ChooseOrder,
    ChooseTarget,
    Concede,
    Discard,
    Forfeit,
    Judgment,
    Mulligan,
    NoResponses,
    Note,
    OrderTriggers,
    Pass,
    PassUntilChange,
    ProduceWill,
    SetStandby,
    SubmitDeck,
    Use,
    UseCoin,
)
from .catalogue import Catalogue
from .ctx import Ctx
from .state import ChaseItem, State
from .text import refuse
from .turn import main_timing, start_turn
from .will import produce, recovered_stones, stone_options, use_coin

ANYTIME = (Concede, Note, NoResponses)


def apply(cat: Catalogue, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
    if state.phase == "over":
        raise refuse("game-over")
    if seat not in (0, 1):
        raise refuse("not-a-seat")
    s = state.clone()
    ctx = Ctx(cat, s)
    dispatch(ctx, seat, action)
    if not ctx.settled:
        ctx.settle()
    chase.advance(ctx)
    s.seq += 1
    if s.phase != "over" and s.priority is not None and s.chase:
        ctx.ev("priority", seat=s.priority, player=ctx.who(s.priority), top=ctx.nm(s.chase[-1].source))
    return s, finish(ctx.events, s.chance)


def dispatch(ctx: Ctx, seat: int, a: Action) -> None:  # noqa: C901 - one branch per kind of post
    s = ctx.s
    p = s.players[seat]
    if isinstance(a, Concede):  # F-WIN-5
        p.conceded = True
        ctx.ev("conceded", seat=seat, player=p.name)
        ctx.finish([seat], "concede")
        return
    if isinstance(a, Note):
        ctx.ev("note", seat=seat, player=p.name, text=a.text)
        return
    if isinstance(a, NoResponses):
        p.no_responses = True
        ctx.ev("no_responses", seat=seat, player=p.name)
        return
    if s.phase == "deck":
        if not isinstance(a, SubmitDeck):
            raise refuse("want-deck")
        setup.submit_deck(ctx, seat, a)
        return
    if s.phase == "order":
        if not isinstance(a, ChooseOrder):
            raise refuse("want-order", player=ctx.who(s.chooser or 0))
        setup.choose_order(ctx, seat, a)
        return
    if s.phase == "mulligan":
        if not isinstance(a, Mulligan):
            raise refuse("want-mulligan", player=ctx.who(s.mulligan_seat or 0))
        setup.mulligan(ctx, seat, a)
        return
    if s.ordering is not None:
        if seat != s.ordering or not isinstance(a, OrderTriggers):
            raise refuse("want-order-triggers", player=ctx.who(s.ordering))
        chase.order_triggers(ctx, seat, a.order)
        return
    if s.picking is not None:
        pick = s.picking
        if seat != pick.seat or not isinstance(a, ChooseTarget):
            raise refuse("want-pick", player=ctx.who(pick.seat), card=Text(**ctx.nm(pick.source)))
        abilities.take(ctx, pick, a.cards)
        return
    if s.asking is not None:
        item = s.asking
        if seat != item.controller or not isinstance(a, ChooseTarget):
            raise refuse("want-targets", player=ctx.who(item.controller), card=Text(**ctx.nm(item.source)))
        choose_targets(ctx, item, a.cards, a.banish)
        return
    if s.discard_due:
        if seat != s.turn_player or not isinstance(a, Discard):
            raise refuse("want-discard", player=ctx.who(s.turn_player), count=s.discard_due)
        discard(ctx, seat, a)
        return
    b = s.battle
    if b is not None and b.step == "block" and not b.block_decided:
        if isinstance(a, Use) and a.kind == "auto":
            chase.use(ctx, seat, a)
            return
        if seat != b.defender or not isinstance(a, Block | Pass):
            raise refuse("want-block", player=ctx.who(b.defender))
        battle.block(ctx, seat, a.blocker if isinstance(a, Block) else None, a.pay if isinstance(a, Block) else None)
        return
    if isinstance(a, Block):
        raise refuse("block-not-now")
    if isinstance(a, SubmitDeck | ChooseOrder | Mulligan | Discard | OrderTriggers):
        raise refuse("not-now")
    if isinstance(a, Use) and a.kind == "auto" and s.priority != seat:
        chase.use(ctx, seat, a)  # F-REF-5: an automatic ability is declared when it triggers
        return
    if s.priority != seat:
        raise refuse("not-your-priority", player=ctx.who(s.priority) if s.priority is not None else "-")
    if isinstance(a, Pass):
        chase.pass_priority(ctx, seat)
    elif isinstance(a, PassUntilChange):
        p.hold = tuple(i.source for i in s.chase)
        ctx.ev("pass_until_change", seat=seat, player=p.name)
        chase.pass_priority(ctx, seat)
    elif isinstance(a, ProduceWill):
        mine = set(recovered_stones(ctx, seat))
        if not a.stones or any(u not in mine for u in a.stones) or len(set(a.stones)) != len(a.stones):
            raise refuse("will-bad-stones-plain")
        opts = [next((o for o in stone_options(ctx, u) if i >= len(a.kinds) or a.kinds[i] in o),
                     stone_options(ctx, u)[0]) for i, u in enumerate(a.stones)]
        produce(ctx, seat, a.stones, opts)
    elif isinstance(a, UseCoin):
        use_coin(ctx, seat, a.kind)
    elif isinstance(a, CallStone):
        judgment.call_stone(ctx, seat)
    elif isinstance(a, Judgment):
        judgment.judgment(ctx, seat, a.pay)
    elif isinstance(a, Use):
        chase.use(ctx, seat, a)
    elif isinstance(a, SetStandby):
        chase.set_standby(ctx, seat, a)
    elif isinstance(a, Attack):
        battle.attack(ctx, seat, a.attacker, a.target, a.pay)
    elif isinstance(a, Forfeit):
        battle.forfeit(ctx, seat)
    else:  # pragma: no cover - every action is handled above
        raise refuse("not-now")


def choose_targets(ctx: Ctx, item: ChaseItem, picked: tuple[int, ...], banish: tuple[int, ...] = ()) -> None:
    """The controller's choice for a triggered ability (F-CHASE-9); none declines a "may". A "may" with a
    banish cost (Mordred: "you may banish another resonator; if you do, …") names the card it banishes, paid
    as the ability goes on the chase."""
    s = ctx.s
    ab = abilities.script(ctx, item.source)[item.ability]
    if not picked and ab.optional:
        s.asking = None
        ctx.ev("declined", seat=item.controller, player=ctx.who(item.controller), card=ctx.nm(item.source))
        return
    needs = [c for c in ab.costs if c.word == "banish" and c.arg("what") == "resonator"]
    if needs:
        if len(banish) != 1 or s.on_field(banish[0]) != item.controller or banish[0] == item.source \
                or ctx.face(banish[0]).type != "Resonator" or banish[0] in picked:
            raise refuse("scripted-banish", what="resonator")
    elif banish:
        raise refuse("target-no-cost")
    if not abilities.legal_choice(ctx, item.controller, item.source, ab, picked):
        t = abilities.chosen_target(ab)
        cands = abilities.candidates(ctx, item.controller, item.source, t) if t is not None else []
        raise refuse("scripted-name-targets", count=t.count if t is not None else 0,
                     cards=Text("; ".join(ctx.nm(x)["en"] for x in cands), "; ".join(ctx.nm(x)["ru"] for x in cands)))
    item.targets = list(picked)
    s.asking = None
    for u in banish:
        ctx.put(u, "graveyard")  # banished (F-AMB-24)
        ctx.ev("banished", seat=item.controller, card=ctx.nm(u))
    s.triggered.insert(0, item)
    s.triggered.sort(key=lambda i: i.controller != s.turn_player)
    chase.flush_triggered(ctx)


def discard(ctx: Ctx, seat: int, a: Discard) -> None:
    """F-END-1, F-AMB-6: the turn player discards cards of his choice down to 7."""
    s = ctx.s
    p = s.players[seat]
    if len(a.cards) != s.discard_due or len(set(a.cards)) != len(a.cards) or any(u not in p.hand for u in a.cards):
        raise refuse("discard-count", count=s.discard_due)
    for u in a.cards:
        ctx.put(u, "graveyard")
    ctx.ev("discarded", seat=seat, player=p.name, cards=[ctx.nm(u) for u in a.cards])
    s.discard_due = 0
    start_turn(ctx, 1 - seat)


def pending(cat: Catalogue, s: State) -> list[Decision]:
    """Every decision the match waits for; deck lists are asked of both players at once."""
    if s.phase == "over":
        return []
    # Ids stay the same while a decision waits (a deck list while the other player sends his) and are
    # new for the next one: priority changes with every post, so its id carries the post count.
    step = s.seq
    if s.phase == "deck":
        return [Decision(i, "deck", True, {}, id=decision_id("deck", i)) for i, p in enumerate(s.players) if not p.deck_ok]
    if s.phase == "order":
        assert s.chooser is not None
        return [Decision(s.chooser, "first_or_second", False, {}, id=decision_id("first_or_second", s.chooser))]
    if s.phase == "mulligan":
        seat = s.mulligan_seat
        assert seat is not None
        return [Decision(seat, "mulligan", True, {"hand": len(s.players[seat].hand)}, id=decision_id("mulligan", seat))]
    if s.ordering is not None:
        c = Ctx(cat, s)
        names = chase.trigger_list(c, chase.unordered(s.triggered, s.ordering))
        return [Decision(s.ordering, "trigger_order", False, {"list": names["en"], "list_ru": names["ru"]},
                         id=decision_id("trigger_order", s.ordering, s.seq))]
    if s.picking is not None:
        c = Ctx(cat, s)
        pk = s.picking
        return [Decision(pk.seat, "pick", False,
                         {"card": c.nm(pk.source)["en"], "card_ru": c.nm(pk.source)["ru"], "count": pk.count,
                          "word": pk.word},
                         id=decision_id("pick", pk.seat, s.seq))]
    if s.asking is not None:
        c = Ctx(cat, s)
        item = s.asking
        return [Decision(item.controller, "target", False,
                         {"card": c.nm(item.source)["en"], "card_ru": c.nm(item.source)["ru"]},
                         id=decision_id("target", item.controller, s.seq))]
    if s.discard_due:
        return [Decision(s.turn_player, "discard", False, {"count": s.discard_due},
                         id=decision_id("discard", s.turn_player, s.turn))]
    b = s.battle
    if b is not None and b.step == "block" and not b.block_decided:
        attacker = Ctx(cat, s).nm(b.attacker)["en"] if b.attacker in s.cards else "-"
        return [Decision(b.defender, "block", False, {"attacker": attacker},
                         id=decision_id("block", b.defender, b.number))]
    if s.priority is None:
        return []
    ctx = Ctx(cat, s)
    data = {
        "step": step,
        "main_timing": main_timing(ctx, s.priority),
        "phase": s.phase,
        "battle_step": b.step if b is not None else None,
        # (mostly empty: a comprehension costs a call of its own even over nothing)
        "chase": [ctx.nm(i.source)["en"] for i in reversed(s.chase)] if s.chase else [],
        "chase_ru": [ctx.nm(i.source)["ru"] for i in reversed(s.chase)] if s.chase else [],
        "turn_player": s.turn_player,
    }
    return [Decision(s.priority, "priority", False, data)]


__all__ = ["apply", "pending", "JUDGE"]

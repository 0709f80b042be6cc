"""Declared effects (F-REF-4): checked when declared and again when they resolve (F-CHASE-9), then applied.

The engine does not read card text (F-REF-2): a player states what his card does as these generic
actions, and anything else as a note the human judge enforces.
"""

from __future__ import annotations

from cards.core import Audience, Text

from .actions import Effect
from .catalogue import WILL_KINDS
from .ctx import Ctx
from .state import Mod
from .text import refuse

CARD_ON_FIELD = {"damage", "destroy", "mod", "rest", "recover", "give", "counter", "control"}
MOVE_ZONES = ("hand", "field", "graveyard", "removed", "deck top", "deck bottom")


def target_ok(ctx: Ctx, seat: int, e: Effect) -> bool:
    """Is the effect's target still legal (F-CHASE-9)?"""
    s = ctx.s
    t = e.target
    if e.kind in CARD_ON_FIELD and t is not None and t[0] == "card":
        return s.on_field(t[1]) is not None
    if e.kind == "discard" and t is not None:
        return t[1] in s.players[seat].hand
    if e.kind == "move" and t is not None:
        return s.zone_of(t[1])[1] not in ("", "chase", "ruler")
    if e.kind == "cancel" and t is not None:  # F-JUDG-4: Judgment is no spell or ability
        return any(i.source == t[1] and i.kind != "judgment" for i in s.chase)
    return True


def check(ctx: Ctx, seat: int, effects: tuple[Effect, ...]) -> None:
    """Targets legal on declaration (F-CHASE-9); refuses with the reason."""
    for e in effects:
        t = e.target
        if e.kind == "cancel" and t is not None and any(
                i.source == t[1] and i.kind == "judgment" for i in ctx.s.chase):
            raise refuse("effect-cancel-judgment")
        if e.kind == "move" and e.word == "field" and t is not None and ctx.s.on_field(t[1]) is not None:
            raise refuse("effect-move-same-zone")  # F-REF-4: no free untap, heal or new entry turn
        if not target_ok(ctx, seat, e):
            raise refuse("effect-bad-target", kind=e.kind)
        if t is not None and t[0] == "card" and e.kind in CARD_ON_FIELD | {"move"}:
            holder = ctx.s.on_field(t[1])
            if holder is not None and holder != seat and ctx.has(t[1], "Barrier"):
                raise refuse("effect-barrier", card=Text(**ctx.nm(t[1])))  # [Barrier]
        if e.kind == "cancel" and t is not None and t[1] in ctx.s.cards and ctx.has_printed(t[1], "Untouchable"):
            raise refuse("effect-untouchable", card=Text(**ctx.nm(t[1])))  # [Untouchable]
        if e.kind == "produce" and e.word not in WILL_KINDS:
            raise refuse("effect-bad-will")
        if e.kind == "move" and e.word not in MOVE_ZONES:
            raise refuse("effect-bad-zone")
        if e.kind == "reorder" and sorted(int(x) for x in e.word.split()) != list(range(1, len(e.word.split()) + 1)):
            raise refuse("effect-reorder-bad")


def apply_all(ctx: Ctx, seat: int, effects: list[Effect]) -> None:
    for e in effects:
        if ctx.s.over:
            return
        if not target_ok(ctx, seat, e):
            ctx.ev("effect_fizzled", seat=seat, kind=e.kind)
            continue
        apply_one(ctx, seat, e)


def apply_one(ctx: Ctx, seat: int, e: Effect) -> None:  # noqa: C901 - one branch per generic action of F-REF-4
    s = ctx.s
    t = e.target
    uid = t[1] if t is not None and t[0] == "card" else None
    who = t[1] if t is not None and t[0] == "player" else seat
    k = e.kind
    if k == "damage":
        if uid is not None:
            ctx.damage_card(uid, e.amount)
        else:
            ctx.lose_life(who, e.amount)
    elif k == "destroy" and uid is not None:
        ctx.destroy(uid)
    elif k == "life":
        if e.amount >= 0:
            ctx.gain_life(who, e.amount)
        else:
            ctx.lose_life(who, -e.amount, "effect")
    elif k == "mod" and uid is not None:
        s.mods.append(Mod(uid, e.amount, e.amount2, e.until))
        ctx.ev("modified", card=ctx.nm(uid), atk=e.amount, def_=e.amount2, until=e.until, cond=e.word)
    elif k in ("rest", "recover") and uid is not None:
        s.mut(uid).rested = k == "rest"
        ctx.ev("rested" if k == "rest" else "recovered_card", card=ctx.nm(uid))
    elif k == "draw":
        draw(ctx, who, e.amount)
    elif k == "discard" and uid is not None:
        ctx.put(uid, "graveyard")
        ctx.ev("discarded", seat=seat, player=ctx.who(seat), cards=[ctx.nm(uid)])
    elif k == "search":
        search(ctx, seat, e.word)
    elif k == "move" and uid is not None:
        move(ctx, uid, e.word)
    elif k == "produce":
        s.players[seat].will[e.word] += 1
        ctx.ev("will_produced", seat=seat, player=ctx.who(seat), card=None, will=e.word)
    elif k == "give" and uid is not None:
        s.mut(uid).keywords.append(e.word)
        ctx.ev("keyword_given", card=ctx.nm(uid), keyword=e.word)
    elif k == "counter" and uid is not None:
        s.mut(uid).counters = max(0, s.cards[uid].counters + e.amount)
        ctx.ev("counters", card=ctx.nm(uid), count=s.cards[uid].counters)
    elif k == "cancel" and t is not None:
        for item in list(s.chase):
            if item.source == t[1]:
                s.chase.remove(item)
                if item.kind in ("play", "trigger"):
                    ctx.put(item.source, "removed" if item.exile else "graveyard")
                ctx.ev("cancelled", card=ctx.nm(item.source))
                break
    elif k == "stone":
        put_stone(ctx, who)
    elif k == "token":
        make_token(ctx, who, e.word)
    elif k == "control" and uid is not None:
        take_control(ctx, seat, uid)
    elif k == "look":
        look(ctx, who, e.amount)
    elif k == "reorder":
        reorder(ctx, who, [int(x) for x in e.word.split()])
    elif k == "note":
        ctx.ev("note", seat=seat, player=ctx.who(seat), text=e.word)


def put_stone(ctx: Ctx, seat: int) -> None:
    """The top card of the magic stone deck onto the field (a J-ruler's enter ability, and declared)."""
    p = ctx.s.players[seat]
    if not p.stone_deck:
        ctx.ev("stone_deck_empty", seat=seat, player=p.name)
        return
    u = p.stone_deck[0]
    ctx.put(u, "field")
    ctx.ev("stone_put", seat=seat, player=p.name, card=ctx.nm(u))


def make_token(ctx: Ctx, seat: int, cid: str) -> None:
    """A token: an instance of a card of the data on the field; it ceases to exist when it leaves."""
    s = ctx.s
    u = s.new_card(cid, seat)
    s.mut(u).token = True
    s.players[seat].field.append(u)
    s.mut(u).since_turn = s.turn
    ctx.ev("token_made", seat=seat, player=ctx.who(seat), card=ctx.nm(u))


def take_control(ctx: Ctx, seat: int, uid: int) -> None:
    """The card moves to ``seat``'s field (its owner keeps it: it goes to his zones when it leaves)."""
    s = ctx.s
    holder = s.on_field(uid)
    if holder is None or holder == seat or s.players[holder].ruler == uid:
        return
    s.players[holder].field.remove(uid)
    s.players[seat].field.append(uid)
    s.mut(uid).since_turn = s.turn  # F-BTL-2: not controlled since the start of the turn
    ctx.ev("control_changed", seat=seat, player=ctx.who(seat), card=ctx.nm(uid))


def look(ctx: Ctx, seat: int, n: int) -> None:
    p = ctx.s.players[seat]
    top = p.deck[:n]
    ctx.ev("looked", seat=seat, player=p.name, count=len(top))
    ctx.ev("looked_cards", Audience.player(seat), cards=[ctx.nm(u) for u in top])


def reorder(ctx: Ctx, seat: int, order: list[int]) -> None:
    """The top ``len(order)`` cards back on top in the order of their old positions (1 = the top)."""
    p = ctx.s.players[seat]
    n = min(len(order), len(p.deck))
    if sorted(order[:n]) != list(range(1, n + 1)):
        return
    top = p.deck[:n]
    p.deck[:n] = [top[i - 1] for i in order[:n]]
    ctx.ev("reordered", seat=seat, player=p.name, count=n)


def draw(ctx: Ctx, seat: int, n: int) -> int:
    """Draw ``n`` by an effect: from an empty deck nothing is drawn and nobody loses (F-WIN-3)."""
    p = ctx.s.players[seat]
    got = []
    for _ in range(n):
        if not p.deck:
            break
        u = p.deck.pop(0)
        p.hand.append(u)
        got.append(u)
    ctx.ev("drew", seat=seat, player=p.name, count=len(got), wanted=n)
    if got:
        ctx.ev("drew_cards", Audience.player(seat), cards=[ctx.nm(u) for u in got])
    return len(got)


def search(ctx: Ctx, seat: int, cid: str) -> None:
    """Search the main deck for a card, put it into the hand, then shuffle (F-REF-4). The deck is hidden
    (F-OVR-3), so he may fail to find (``cid`` empty: "search none"), and the table hears a search that
    takes no card the same way whether the deck held it or not."""
    p = ctx.s.players[seat]
    found = next((u for u in p.deck if ctx.s.cards[u].cid == cid), None) if cid else None
    if found is not None:
        p.deck.remove(found)
        p.hand.append(found)
        ctx.ev("searched", seat=seat, player=p.name)
        ctx.ev("searched_card", Audience.player(seat), card=ctx.nm(found))
    else:
        ctx.ev("search_failed", seat=seat, player=p.name)
    ctx.s.chance.shuffle(p.deck, what=f"deck:{seat}")


def move(ctx: Ctx, uid: int, where: str) -> None:
    if where == "deck top":
        ctx.put(uid, "deck", top=True)
    elif where == "deck bottom":
        ctx.put(uid, "deck")
    else:
        ctx.put(uid, where)
    ctx.ev("moved", card=ctx.nm(uid), zone=where.replace(" ", "_"))

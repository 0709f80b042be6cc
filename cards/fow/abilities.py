"""Scripted abilities run by the engine (issue 27): targets, costs, effects, triggers and continuous ones.

A card's abilities are lines of the shared ability language (``script.py``). Everything an ability does goes
on the chase (F-CHASE-2) except will abilities (F-WILL-7); automatic ones are collected when their event
happens and put on the chase the next time a player would get priority, the turn player's first
(F-CHASE-8); targets are chosen when an item goes on the chase and checked again when it resolves
(F-CHASE-9); continuous ones hold while their card is on the field.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cards.core import Audience, Text
from cards.kit.ability import Ability, Target, Term

from .catalogue import Cost
from .ctx import Ctx
from .script import KEYWORD_OF
from .state import ChaseItem, Mod, Pick, State
from .text import M, refuse

PREVENT = "~prevent"
NO_BLOCK = "~no-block"
BONUS = "~damage+"
DOOM = "~doom"  # banished when it deals or is dealt damage this turn
DOOMED = "~doomed"
ART_LESS = "~art-less+"


def script(ctx: Ctx, uid: int) -> tuple[Ability, ...]:
    c = ctx.s.cards.get(uid)
    if c is None:
        return ()
    cat = ctx.cat
    d = cat.cards[c.cid]
    if d.j_ruler:  # only a ruler has another side
        return cat.scripts.get(ctx.face(uid).id, ())
    return cat.scripts.get(d.id, ())  # Catalogue.script, without the call (every post asks it per card)


def scripted(ctx: Ctx, uid: int) -> bool:
    return bool(script(ctx, uid))


_NOUNS: dict[str, Callable[[Any], bool]] = {
    "resonator": lambda d: d.type == "Resonator",
    "j-resonator": lambda d: d.is_jr,
    "addition": lambda d: d.type == "Addition",
    "regalia": lambda d: d.type == "Regalia",
    "knight-or-jruler": lambda d: d.type == "J-Ruler" or "knight of the round table" in d.race.lower(),
}


# --- targets ------------------------------------------------------------------------------------------
def matches(ctx: Ctx, seat: int, src: int, u: int, t: Target) -> bool:
    holder = ctx.s.on_field(u)
    if holder is None:
        return False
    return _fits(ctx, seat, src, u, holder, t)


def _fits(ctx: Ctx, seat: int, src: int, u: int, holder: int, t: Target) -> bool:  # noqa: C901 - a branch a word
    """:func:`matches` for a card on ``holder``'s field."""
    s = ctx.s
    d = ctx.face(u)
    for f in t.filters:  # each filter is one word: the likeliest first, and nothing else asked of it
        w = f.word
        if w == "resonator":
            if d.type != "Resonator":
                return False
        elif w == "my":
            if holder != seat:
                return False
        elif w == "opp":
            if holder == seat:
                return False
        elif w in _NOUNS:
            if not _NOUNS[w](d):
                return False
        elif w == "other":
            if u == src:
                return False
        elif w == "total-cost":
            if not f.compare(d.cost.total):
                return False
        elif w == "race":
            if (str(f.value).lower() in d.race.lower()) != (f.op != "!="):
                return False
        elif w == "attribute":
            if (str(f.value) in d.attributes) != (f.op != "!="):
                return False
        elif w == "damaged":
            if s.cards[u].damage <= 0:
                return False
        elif w == "in-battle" and (s.battle is None or u not in (s.battle.attacker, s.battle.blocker)):
            return False
    return True


def candidates(ctx: Ctx, seat: int, src: int, t: Target) -> list[int]:
    s = ctx.s
    return [u for holder in (0, 1) for u in s.field_cards(holder) if _fits(ctx, seat, src, u, holder, t)]


def chosen_target(ab: Ability) -> Target | None:
    """The part the player chooses (a count, not "all")."""
    return next((t for t in ab.targets if t.count >= 0), None)


def legal_choice(ctx: Ctx, seat: int, src: int, ab: Ability, picked: tuple[int, ...]) -> bool:
    t = chosen_target(ab)
    if t is None:
        return not picked
    if len(set(picked)) != len(picked) or len(picked) > t.count or (not t.up_to and len(picked) < t.count):
        return False
    return all(matches(ctx, seat, src, u, t) for u in picked)


def auto_choice(ctx: Ctx, seat: int, src: int, ab: Ability) -> tuple[int, ...] | None:
    """The targets when there is only one way to choose them; None when the player must choose."""
    t = chosen_target(ab)
    if t is None:
        return ()
    cands = candidates(ctx, seat, src, t)
    if len(cands) <= t.count and (t.up_to or len(cands) == t.count):
        return tuple(cands)
    return None


# --- conditions ---------------------------------------------------------------------------------------
def holds(ctx: Ctx, seat: int, src: int, ab: Ability, awakened: bool = False) -> bool:
    s = ctx.s
    for c in ab.conditions:
        if c.word == "jruler" and not s.players[seat].j_side:
            return False
        if c.word == "control-other":
            race = str(c.arg("race", "")).lower()
            if not any(u != src and race in ctx.face(u).race.lower() for u in s.field_cards(seat)):
                return False
        if c.word == "atk" and not c.compare(ctx.atk(src) if s.on_field(src) is not None else 0):
            return False
        if c.word == "awakened" and not awakened:
            return False
        if c.word in ("seal", "null") and not ctx.released(src, seat, c.word):
            return False
        if c.word == "control":
            cid = ctx.cat.lookup(str(c.arg("name")))
            name = ctx.cat.card(cid).name_en if cid else ""
            if not any(ctx.face(u).name_en == name for u in s.field_cards(seat)):
                return False
    return True


# --- continuous ---------------------------------------------------------------------------------------
def continuous(ctx: Ctx) -> tuple[dict[int, tuple[int, int]], dict[int, set[str]], set[str]]:
    """What the continuous abilities on the field give now: ATK/DEF changes, keywords, and rule flags
    ("no-life-gain", "cannot-attack:<uid>"). Computed from the table each time, so it holds only while
    its card is there and its condition is true."""
    s = ctx.s
    mods: dict[int, tuple[int, int]] = {}
    kws: dict[int, set[str]] = {}
    flags: set[str] = set()
    has = ctx.cat.continuous
    if not has:
        return mods, kws, flags
    cards, defs, maybe = s.cards, ctx.cat.cards, ctx.cat.cont_cids
    for seat in (0, 1):
        for src in _may_give(s, seat, maybe):
            printed = defs[cards[src].cid]
            if (ctx.face(src).id if printed.j_ruler else printed.id) not in has:  # only a ruler has another side
                continue
            for ab in script(ctx, src):
                if ab.kind != "continuous" or "hand" in ab.zones or not holds(ctx, seat, src, ab):
                    continue
                for e in ab.effects:
                    for u in _refs(ctx, seat, src, ab, e.arg("who", "self"), ()):
                        if isinstance(u, tuple):
                            continue
                        if e.word == "mod":
                            a, d = mods.get(u, (0, 0))
                            mods[u] = (a + int(e.arg("atk")), d + int(e.arg("def")))
                        elif e.word == "give":
                            kws.setdefault(u, set()).add(KEYWORD_OF[e.arg("keyword")])
                        elif e.word == "cannot-attack":
                            flags.add(f"cannot-attack:{u}")
                        elif e.word == "must-attack":
                            flags.add(f"must-attack:{u}")
                    if e.word == "no-life-gain":
                        flags.add("no-life-gain")
    return mods, kws, flags


def _may_give(s: State, seat: int, maybe: frozenset[str]) -> list[int]:
    """The seat's field cards in ``field_cards``' order, only those whose card id is in ``maybe`` (its J-ruler
    if on the field, whatever its id): ``Catalogue.cont_cids`` for the cards that may have a continuous ability,
    ``auto_cids`` an automatic one. Most field cards are stones, and ``continuous`` runs whenever a field
    changes."""
    p = s.players[seat]
    cards = s.cards
    out = [u for u in p.field if cards[u].cid in maybe]
    if p.j_side and p.ruler is not None:
        out.insert(0, p.ruler)
    return out


# --- references ---------------------------------------------------------------------------------------
def _refs(ctx: Ctx, seat: int, src: int, ab: Ability, ref: str, picked: tuple[int, ...]) -> list[Any]:
    """Cards (uids) or players (("player", seat)) a reference names now."""
    s = ctx.s
    if ref == "self":
        return [src] if s.on_field(src) is not None else []
    if ref.startswith("target"):
        t = ab.target(ref)
        if t is not None and t.count < 0:  # "all …": every card that fits now
            return candidates(ctx, seat, src, t)
        return [u for u in picked if s.on_field(u) is not None]
    if ref == "my-jruler":
        p = s.players[seat]
        return [p.ruler] if p.j_side and p.ruler is not None else []
    if ref == "me":
        return [("player", seat)]
    if ref == "opponent":
        return [("player", 1 - seat)]
    if ref == "host":
        h = s.cards[src].host if src in s.cards else None
        return [h] if h is not None and s.on_field(h) is not None else []
    return []


# --- effects ------------------------------------------------------------------------------------------
def run(ctx: Ctx, item: ChaseItem) -> None:
    """Resolve a scripted item: targets checked again (F-CHASE-9), then each effect in order."""
    s = ctx.s
    abs_ = script(ctx, item.source) if item.source in s.cards else ()
    if not 0 <= item.ability < len(abs_):
        return
    ab = abs_[item.ability]
    seat = item.controller
    picked = tuple(item.targets)
    t = chosen_target(ab)
    if t is not None and t.count > 0:
        still = tuple(u for u in picked if matches(ctx, seat, item.source, u, t))
        if picked and not still:
            ctx.ev("effect_fizzled", seat=seat, kind="target")
            return
        picked = still
    for e in ab.effects:
        if s.over:
            return
        if e.word == "if-jruler" and not _jruler_is(ctx, seat, str(e.arg("name"))):
            return  # the effects after it are for that J-ruler only
        impl = EFFECTS.get(e.word)
        if impl is not None:
            impl(ctx, seat, item.source, ab, e, picked)


def _cards(ctx: Ctx, seat: int, src: int, ab: Ability, e: Term, picked: tuple[int, ...]) -> list[int]:
    return [u for u in _refs(ctx, seat, src, ab, e.arg("who", "self"), picked) if isinstance(u, int)]


def _who(ctx: Ctx, seat: int, src: int, ab: Ability, e: Term, picked: tuple[int, ...]) -> list[Any]:
    return _refs(ctx, seat, src, ab, e.arg("who", "self"), picked)


def e_damage(ctx: Ctx, seat: int, src: int, ab: Ability, e: Term, picked: tuple[int, ...]) -> None:
    n = int(e.arg("n"))
    p = ctx.s.players[seat]
    if e.arg("by") == "jruler-atk" and p.j_side and p.ruler is not None:
        n = ctx.atk(p.ruler)
    marks = ctx.s.cards[src].keywords if ctx.s.on_field(src) is not None else ()
    if marks and n > 0:  # Laevateinn: "if your J-ruler would deal damage, it deals that much +200" — any damage
        n += sum(int(k[8:]) for k in marks if k.startswith("~damage+"))
    for u in _who(ctx, seat, src, ab, e, picked):
        if isinstance(u, tuple):
            ctx.lose_life(u[1], n)
        else:
            ctx.damage_card(u, n)


def e_damage_each(ctx: Ctx, seat: int, src: int, ab: Ability, e: Term, picked: tuple[int, ...]) -> None:
    for who in (0, 1):
        ctx.lose_life(who, int(e.arg("n")))


def e_destroy(ctx: Ctx, seat: int, src: int, ab: Ability, e: Term, picked: tuple[int, ...]) -> None:
    for u in _cards(ctx, seat, src, ab, e, picked):
        ctx.destroy(u)


def e_life(ctx: Ctx, seat: int, src: int, ab: Ability, e: Term, picked: tuple[int, ...]) -> None:
    n = int(e.arg("n"))
    for u in _who(ctx, seat, src, ab, e, picked):
        if isinstance(u, tuple):
            if n >= 0:
                ctx.gain_life(u[1], n)
            else:
                ctx.lose_life(u[1], -n, "effect")


def e_mod(ctx: Ctx, seat: int, src: int, ab: Ability, e: Term, picked: tuple[int, ...]) -> None:
    for u in _cards(ctx, seat, src, ab, e, picked):
        ctx.s.mods.append(Mod(u, int(e.arg("atk")), int(e.arg("def")), str(e.arg("until", "turn"))))
        ctx.ev("modified", card=ctx.nm(u), atk=int(e.arg("atk")), def_=int(e.arg("def")),
               until=str(e.arg("until", "turn")), cond="")


def e_gain_atk(ctx: Ctx, seat: int, src: int, ab: Ability, e: Term, picked: tuple[int, ...]) -> None:
    gain = sum(ctx.atk(u) for u in _cards(ctx, seat, src, ab, e, picked))
    if ctx.s.on_field(src) is not None and gain:
        ctx.s.mods.append(Mod(src, gain, 0, "turn"))
        ctx.ev("modified", card=ctx.nm(src), atk=gain, def_=0, until="turn", cond="")


def e_rest(ctx: Ctx, seat: int, src: int, ab: Ability, e: Term, picked: tuple[int, ...]) -> None:
    for u in _cards(ctx, seat, src, ab, e, picked):
        ctx.s.mut(u).rested = e.word == "rest"
        ctx.ev("rested" if e.word == "rest" else "recovered_card", card=ctx.nm(u))


def e_draw(ctx: Ctx, seat: int, src: int, ab: Ability, e: Term, picked: tuple[int, ...]) -> None:
    from .effects import draw

    draw(ctx, seat, int(e.arg("n")))


def e_search(ctx: Ctx, seat: int, src: int, ab: Ability, e: Term, picked: tuple[int, ...]) -> None:
    from .effects import search

    cid = ctx.cat.lookup(str(e.arg("name")))
    search(ctx, seat, cid or "")


def e_look(ctx: Ctx, seat: int, src: int, ab: Ability, e: Term, picked: tuple[int, ...]) -> None:
    from .effects import look

    look(ctx, seat, int(e.arg("n")))


def e_stone(ctx: Ctx, seat: int, src: int, ab: Ability, e: Term, picked: tuple[int, ...]) -> None:
    from .effects import put_stone

    put_stone(ctx, seat)


def e_give(ctx: Ctx, seat: int, src: int, ab: Ability, e: Term, picked: tuple[int, ...]) -> None:
    kw = KEYWORD_OF[str(e.arg("keyword"))]
    for u in _cards(ctx, seat, src, ab, e, picked):
        ctx.s.mut(u).keywords.append(kw)
        key = "kw-" + kw.lower().replace(" ", "-")
        ctx.ev("keyword_given", card=ctx.nm(u), keyword={"en": M(key, "en"), "ru": M(key, "ru")})


def _mark(marker: str) -> Callable[[Ctx, int, int, Ability, Term, tuple[int, ...]], None]:
    def impl(ctx: Ctx, seat: int, src: int, ab: Ability, e: Term, picked: tuple[int, ...]) -> None:
        for u in _cards(ctx, seat, src, ab, e, picked):
            ctx.s.mut(u).keywords.append(marker + (str(e.arg("n")) if marker == BONUS else ""))
            if marker == DOOM:
                ctx.ev("doom_marked", card=ctx.nm(u))
            else:
                ctx.ev("marked", card=ctx.nm(u), what=marker.strip("~+"))
    return impl


def e_produce(ctx: Ctx, seat: int, src: int, ab: Ability, e: Term, picked: tuple[int, ...]) -> None:
    will = str(e.arg("will"))
    ctx.s.players[seat].will[will] += 1
    ctx.ev("will_produced", seat=seat, player=ctx.who(seat), card=ctx.nm(src), will=will)


def _jruler_is(ctx: Ctx, seat: int, name: str) -> bool:
    p = ctx.s.players[seat]
    cid = ctx.cat.lookup(name)
    return bool(p.j_side and p.ruler is not None and cid and ctx.face(p.ruler).name_en == ctx.cat.card(cid).name_en)


def fits(ctx: Ctx, u: int, what: tuple[str, ...] | str, attr: str = "any", cost: int | None = None) -> bool:
    """Does a card (in any zone) fit a pick's description: its kind(s), attribute and total cost?"""
    d = ctx.defn(u)
    kinds = (what,) if isinstance(what, str) else what
    ok = any(k == "card" or (k == "resonator" and d.type == "Resonator") or (k == "regalia" and d.type == "Regalia")
             or (k == "round-table" and "knight of the round table" in d.race.lower()) for k in kinds)
    if attr != "any" and attr not in d.attributes:
        return False
    return ok and (cost is None or d.cost.total <= cost)


def _ask(ctx: Ctx, pick: Pick) -> None:
    """The resolving ability waits for its controller's choice (public: that he chooses; private: from what)."""
    s = ctx.s
    s.picking = pick
    ctx.ev("pick_asked", seat=pick.seat, player=ctx.who(pick.seat), card=ctx.nm(pick.source), word=pick.word,
           count=pick.count)
    if pick.word not in ("reveal", "bottom"):  # revealed cards are public already
        ctx.ev("pick_offered", Audience.player(pick.seat), cards=[ctx.nm(u) for u in pick.cands])


def e_seek(ctx: Ctx, seat: int, src: int, ab: Ability, e: Term, picked: tuple[int, ...]) -> None:
    """Search the main deck for a card that fits; always asked (the deck is hidden: asking only when one is
    there would tell the opponent), "take none" allowed."""
    p = ctx.s.players[seat]
    cands = [u for u in p.deck if fits(ctx, u, e.arg("what"), str(e.arg("attr", "any")))]
    _ask(ctx, Pick(seat, src, "seek", cands))


def e_reveal(ctx: Ctx, seat: int, src: int, ab: Ability, e: Term, picked: tuple[int, ...]) -> None:
    p = ctx.s.players[seat]
    top = p.deck[: int(e.arg("n"))]
    ctx.ev("revealed", seat=seat, player=ctx.who(seat), cards=[ctx.nm(u) for u in top])
    cands = [u for u in top if fits(ctx, u, e.arg("what"))]
    if not cands:
        _to_bottom(ctx, seat, top)
        return
    _ask(ctx, Pick(seat, src, "reveal", cands, rest=list(top)))


def _to_bottom(ctx: Ctx, seat: int, cards: list[int]) -> None:
    p = ctx.s.players[seat]
    for u in cards:
        if u in p.deck:
            p.deck.remove(u)
            p.deck.append(u)
    if cards:
        ctx.ev("to_bottom", seat=seat, player=ctx.who(seat), count=len(cards))


def e_discard(ctx: Ctx, seat: int, src: int, ab: Ability, e: Term, picked: tuple[int, ...]) -> None:
    p = ctx.s.players[seat]
    n = int(e.arg("n"))
    if len(p.hand) <= n:  # nothing to choose
        take(ctx, Pick(seat, src, "discard", list(p.hand), n, False), tuple(p.hand))
        return
    _ask(ctx, Pick(seat, src, "discard", list(p.hand), n, False))


def e_put_from_hand(ctx: Ctx, seat: int, src: int, ab: Ability, e: Term, picked: tuple[int, ...]) -> None:
    """May put a card that fits from the hand onto the field; asked whenever he has a hand (the hand is
    hidden: asking only when one fits would tell the opponent)."""
    p = ctx.s.players[seat]
    if not p.hand:
        return
    cands = [u for u in p.hand if fits(ctx, u, e.arg("what"), str(e.arg("attr")), int(e.arg("cost")))]
    kw = str(e.arg("keyword", "none"))
    _ask(ctx, Pick(seat, src, "put", cands, keyword="" if kw == "none" else KEYWORD_OF[kw]))


def take(ctx: Ctx, pick: Pick, chosen: tuple[int, ...]) -> None:
    """The answer to a pick: checked, then the cards move as its word says."""
    s = ctx.s
    if len(set(chosen)) != len(chosen) or any(u not in pick.cands for u in chosen) or len(chosen) > pick.count or (
            not pick.may and len(chosen) < min(pick.count, len(pick.cands))):
        raise refuse("pick-bad", count=pick.count, cards=Text("; ".join(ctx.nm(u)["en"] for u in pick.cands) or "-",
                                                               "; ".join(ctx.nm(u)["ru"] for u in pick.cands) or "-"))
    s.picking = None
    seat = pick.seat
    p = s.players[seat]
    if pick.word in ("seek", "reveal"):
        for u in chosen:
            p.deck.remove(u)
            p.hand.append(u)
            ctx.ev("took", seat=seat, player=ctx.who(seat), card=ctx.nm(u))
        if not chosen:
            ctx.ev("took_none", seat=seat, player=ctx.who(seat))
        if pick.word == "seek":
            s.chance.shuffle(p.deck, what=f"deck:{seat}")
        else:
            rest = [u for u in pick.rest if u not in chosen]
            if len(rest) > 1:  # Perceval: "put the rest on the bottom in any order" — its player orders them
                _ask(ctx, Pick(seat, pick.source, "bottom", rest, len(rest), False))
            else:
                _to_bottom(ctx, seat, rest)
    elif pick.word == "bottom":  # every card named once, top to bottom (the last named goes lowest)
        _to_bottom(ctx, seat, list(chosen))
    elif pick.word == "discard":
        for u in chosen:
            ctx.put(u, "graveyard")
        if chosen:
            ctx.ev("discarded", seat=seat, player=ctx.who(seat), cards=[ctx.nm(u) for u in chosen])
    elif pick.word == "put":
        for u in chosen:
            ctx.put(u, "field")
            ctx.ev("entered_field", seat=seat, card=ctx.nm(u))
            if pick.keyword:
                s.mut(u).keywords.append(pick.keyword)
            fire(ctx, "enter", u)
        if not chosen:
            ctx.ev("took_none", seat=seat, player=ctx.who(seat))
    ctx.settle()


def e_art_less(ctx: Ctx, seat: int, src: int, ab: Ability, e: Term, picked: tuple[int, ...]) -> None:
    p = ctx.s.players[seat]
    if p.j_side and p.ruler is not None:
        ctx.s.mut(p.ruler).keywords.append(ART_LESS + str(int(e.arg("n"))))
        ctx.ev("art_cheaper", seat=seat, player=ctx.who(seat), amount=str(int(e.arg("n"))))


def art_less(ctx: Ctx, seat: int) -> int:
    """How much less his God's Arts cost this turn (markers on his J-ruler, gone at end of turn)."""
    p = ctx.s.players[seat]
    if not (p.j_side and p.ruler is not None):
        return 0
    return sum(int(k[len(ART_LESS):]) for k in ctx.s.cards[p.ruler].keywords if k.startswith(ART_LESS))


def play_less(ctx: Ctx, seat: int, uid: int, cost: Cost) -> Cost:
    """A card's own "continuous hand" reductions of its cost (Gwiber, Draig, Hector): applied whenever
    they lower the cost (paying less is never worse for the player)."""
    for ab in script(ctx, uid):
        if ab.kind != "continuous" or "hand" not in ab.zones or not holds(ctx, seat, uid, ab):
            continue
        for e in ab.effects:
            if e.word != "less":
                continue
            per = str(e.arg("per", "once"))
            times = 1
            if per == "entered":
                s = ctx.s
                times = sum(1 for u in s.players[seat].field
                            if s.cards[u].since_turn == s.turn and ctx.defn(u).type == "Resonator")
            elif per == "died":
                times = ctx.s.players[seat].died
            off = Cost.parse(str(e.arg("cost")))
            symbols = list(cost.symbols)
            for _ in range(times):
                for a in off.symbols:
                    if a in symbols:
                        symbols.remove(a)
            cost = Cost(tuple(symbols), max(0, cost.number - off.number * times), cost.x)
    return cost


EFFECTS: dict[str, Callable[[Ctx, int, int, Ability, Term, tuple[int, ...]], None]] = {
    "damage": e_damage, "damage-each": e_damage_each, "destroy": e_destroy, "life": e_life, "mod": e_mod,
    "gain-atk": e_gain_atk, "rest": e_rest, "recover": e_rest, "draw": e_draw, "search": e_search,
    "look": e_look, "stone": e_stone, "give": e_give, "no-block": _mark(NO_BLOCK), "prevent": _mark(PREVENT),
    "damage-bonus": _mark(BONUS), "produce": e_produce, "seek": e_seek, "reveal": e_reveal, "discard": e_discard,
    "put-from-hand": e_put_from_hand, "art-less": e_art_less, "doom": _mark(DOOM),
}
PICKS = ("seek", "reveal", "discard", "put-from-hand")  # effects that may wait for a choice: last in their line


# --- automatic abilities ------------------------------------------------------------------------------
def fire(ctx: Ctx, event: str, uid: int, seat: int | None = None) -> None:
    """Collect the automatic abilities an event triggers (F-CHASE-8): the card's own ("enter", "attacks",
    "blocks", "dies") and, for "gains-life" and "resonator-dies", those of the cards on the field."""
    s = ctx.s
    found: list[tuple[int, int, int]] = []  # (controller, source, ability index)
    if event in ("enter", "attacks", "blocks", "dies"):
        owner = s.on_field(uid)
        owner = owner if owner is not None else s.cards[uid].owner
        for i, ab in enumerate(script(ctx, uid)):
            if (event == "enter" and ab.kind == "enter") or (
                    ab.kind == "auto" and any(ev.word == event for ev in ab.events)):
                found.append((owner, uid, i))
    if event in ("gains-life", "resonator-dies"):
        maybe = ctx.cat.auto_cids
        for who in (0, 1):
            if event == "gains-life" and who != seat:
                continue
            for src in _may_give(s, who, maybe):  # a card with no automatic ability triggers nothing
                for i, ab in enumerate(script(ctx, src)):
                    if ab.kind == "auto" and any(ev.word == event for ev in ab.events):
                        found.append((who, src, i))
    for controller, src, i in found:
        ab = script(ctx, src)[i]
        if not holds(ctx, controller, src, ab):
            continue
        s.triggered.append(ChaseItem("auto", controller, src, ability=i))
        ctx.ev("triggered", seat=controller, player=ctx.who(controller), card=ctx.nm(src))


def words(ctx: Ctx, uid: int, i: int) -> dict[str, str]:
    """An ability read back as words, en and ru, generated from its script (never a copy of card text)."""
    return words_of(ctx.cat, ctx.face(uid).id, i)


_WORDS: dict[tuple[int, str, int], dict[str, str]] = {}


def words_of(cat: Any, cid: str, i: int) -> dict[str, str]:
    """Said once per catalogue, card and ability (the script never changes)."""
    key = (id(cat), cid, i)
    if key in _WORDS:
        return _WORDS[key]
    from cards.kit.ability import say

    from .script import VOCAB

    ab = cat.script(cid)[i]

    def name_of(name: str, lang: str) -> str:
        if lang != "ru" or "{" in name:  # a cost such as "{W}{W}{4}" is no card name
            return name
        found = cat.lookup(name)
        d = cat.card(found) if found else None
        return (d.name_ru or d.name_en) if d is not None else name

    out = {"en": say(ab, VOCAB, "en", name_of), "ru": say(ab, VOCAB, "ru", name_of)}
    if len(_WORDS) < 20000:
        _WORDS[key] = out
    return out


def describe(cat: Any, cid: str, lang: str) -> str:
    """A card as a player reads it: facts, keywords, and each ability generated from its script."""
    from .text import M

    d = cat.card(cid)
    head = [d.name(lang), M("type-" + d.type.lower().replace(" ", "-"), lang) if M.has(
        "type-" + d.type.lower().replace(" ", "-"), lang) else d.type]
    if d.cost.total or d.cost.x:
        head.append(d.cost.text())
    if d.is_jr:
        head.append(f"{d.atk or 0}/{d.def_ or 0}")
    lines = [" — ".join(head)]
    kws = sorted(k for k in d.keywords if k != "God's Art")
    if kws:
        lines.append(", ".join("[" + M("kw-" + k.lower().replace(" ", "-").replace("'", ""), lang) + "]" for k in kws))
    abilities = cat.script(cid)
    for i in range(len(abilities)):
        lines.append(words_of(cat, cid, i)["ru" if lang == "ru" else "en"])
    if not abilities and not kws:
        lines.append(M("card-no-script", lang))
    return "\n".join(lines)


def will_cost(ab: Ability) -> Cost:
    total = Cost()
    for c in ab.costs:
        if c.word == "will":
            text = str(c.arg("cost"))
            w = _WILL_COSTS.get(text)
            if w is None:
                w = _WILL_COSTS[text] = Cost.parse(text)
            total = Cost(total.symbols + w.symbols, total.number + w.number)
    return total


# a script's will cost text, parsed once (the scripted player prices every ability of the field each post);
# a Cost is frozen, so sharing one is safe, and the texts are the catalogues' own (a bounded set)
_WILL_COSTS: dict[str, Cost] = {}

"""Posts a seat could make now (each verified by applying it) and a scripted player built on them.

The random player answers every decision: a ready starter deck, first or second, the mulligan, blocks,
discards, priority passes; at main timing it calls stones, judges, plays what it can pay and attacks, so
a playout reaches a result in a few dozen turns.
"""

from __future__ import annotations

import random

from cards.core import Decision, Event, MoveError
from cards.kit.ability import Ability

from . import abilities, battle, engine
from .catalogue import CardDef, Catalogue, Cost
from .ctx import Ctx
from .judgment import call_refused, judgment_refused
from .parser import _list_refs, canonical, field_all, parse, ref
from .state import State
from .turn import main_timing
from .will import recovered_stones, stone_will


def _pay_words(ctx: Ctx, seat: int, cost: Cost) -> str | None:
    """Stones (as attribute words) that pay ``cost`` after the pool, or None if it cannot be paid."""
    return _Payer(ctx, seat).words(cost)


class _Payer:
    """:func:`_pay_words` for one seat of one table: the pool and the recovered stones' attributes are read
    once, and each cost is worked out once (a post's candidates price every card and ability by them)."""

    __slots__ = ("pool", "free", "memo")

    def __init__(self, ctx: Ctx, seat: int) -> None:
        self.pool = {k: v for k, v in ctx.s.players[seat].will.items() if v}
        self.free = [(x, stone_will(ctx, x)) for x in recovered_stones(ctx, seat)]
        self.memo: dict[Cost, str | None] = {}

    def words(self, cost: Cost) -> str | None:
        memo = self.memo
        if cost in memo:
            return memo[cost]
        out = memo[cost] = self._words(cost)
        return out

    def _words(self, cost: Cost) -> str | None:
        syms = cost.symbols
        pool = dict(self.pool)
        need: dict[str, int] = {}
        for a in syms:  # in the order of first appearance, as a Counter of them
            need[a] = need.get(a, 0) + 1
        for a, n in need.items():
            have = pool.get(a, 0)
            use = min(have, n)
            need[a] = n - use
            if have:
                pool[a] = have - use
        number = max(0, cost.number - sum(v for v in pool.values() if v > 0))
        left = list(self.free)
        words: list[str] = []
        for a, n in need.items():
            for _ in range(n):
                for i in range(len(left)):  # the first stone of that attribute
                    if left[i][1] == a:
                        break
                else:
                    return None
                del left[i]
                words.append(a)
        if number > len(left):
            return None
        if number:  # generic: the stones whose attribute is needed least first
            left.sort(key=lambda xw: (xw[1] in syms, xw[0]))
            words += [xw[1] for xw in left[:number]]
        return " ".join(words)


def candidates(cat: Catalogue, s: State, seat: int,  # noqa: C901 - one branch per decision kind
               decisions: list[Decision] | None = None) -> list[str]:
    """Posts worth trying (not verified); ``decisions``: the seat's pending decisions, when known."""
    ctx = Ctx(cat, s)
    if s.phase == "over":
        return []
    if decisions is None:
        decisions = [d for d in engine.pending(cat, s) if d.seat == seat]
    if not decisions:
        return []
    d = decisions[0]
    p = s.players[seat]
    if d.kind == "deck":
        return [f"deck starter {n}" for n in sorted(cat.decks)]
    if d.kind == "first_or_second":
        return ["first", "second"]
    if d.kind == "mulligan":
        refs = _ref_map(ctx, p.hand)
        return ["mulligan none"] + [f"mulligan {refs[u]}" for u in p.hand]
    if d.kind == "discard":
        n = d.data["count"]
        picks = [p.hand[:n], p.hand[-n:]]
        return ["discard " + "; ".join(_refs(ctx, p.hand, tuple(x))) for x in picks]
    if d.kind == "block":
        return ["no block"] + [f"block {ref(ctx, s.field_cards(seat), u)}" for u in battle.blockers(ctx)]
    if d.kind == "pick":
        pk = s.picking
        assert pk is not None
        out = ["target none"] if pk.may else []
        if pk.count == 1:
            return out + [f"target {ref(ctx, pk.cands, u)}" for u in pk.cands]
        return out + ["target " + "; ".join(_refs(ctx, pk.cands, tuple(pk.cands[: pk.count])))]
    if d.kind == "target":
        return _target_posts(ctx, seat)
    if d.kind == "trigger_order":
        from .chase import unordered

        n = len(unordered(s.triggered, seat))
        return [f"order {' '.join(map(str, range(1, n + 1)))}", f"order {' '.join(map(str, range(n, 0, -1)))}"]
    out = ["pass"]
    payer = _Payer(ctx, seat)
    main = main_timing(ctx, seat)
    if main:  # a call or Judgment that would be refused is not offered (each try costs an apply)
        if p.ruler is None or not call_refused(ctx, seat):
            out.append("call")
        if p.ruler is not None and not p.j_side and not judgment_refused(ctx, seat):
            jcost = ctx.defn(p.ruler).judgment_cost
            words = payer.words(jcost) if jcost is not None else None
            if words is not None:
                out.append("judgment" + (f" pay {words}" if words else ""))
        for u in battle.attackers(ctx, seat):
            a = ref(ctx, s.field_cards(seat), u)
            for t in battle.targets(ctx, u):
                out.append(f"attack {a}" + ("" if t is None else f" -> {ref(ctx, s.field_cards(1 - seat), t)}"))
    seen: set[str] = set()
    hand: dict[int, str] | None = None
    cards, defs = s.cards, cat.cards
    for u in p.hand:
        dd = defs[cards[u].cid]  # ctx.defn
        if dd.id in seen or dd.type in ("Ruler", "J-Ruler", "Magic Stone"):
            continue
        seen.add(dd.id)
        if not (main or dd.quickcast or dd.trigger):
            continue
        words = payer.words(dd.cost)
        if words is not None:
            if hand is None:
                hand = _ref_map(ctx, p.hand)
            head = f"play {hand[u]}" + (f" pay {words}" if words else "")
            if abilities.script(ctx, u) or dd.type == "Addition" and dd.subtype in ("Resonator", "J/Resonator"):
                out += _scripted_play(ctx, seat, u, dd, head)
            else:
                out.append(head + _effect_for(ctx, seat, dd))
    out += _activations(ctx, seat, payer)
    return out


def _targets_text(ctx: Ctx, seat: int, src: int, ab: object) -> str | None:
    """" -> a; b" for the first legal choice, "" when nothing is chosen, None when none is legal."""
    assert isinstance(ab, Ability)
    t = abilities.chosen_target(ab)
    if t is None:
        return ""
    cands = abilities.candidates(ctx, seat, src, t)
    if len(cands) < t.count and not t.up_to or not cands:
        return None
    pick = cands[: t.count]
    return " -> " + "; ".join(_refs(ctx, field_all(ctx), tuple(pick)))


def _scripted_play(ctx: Ctx, seat: int, u: int, d: CardDef, head: str) -> list[str]:
    if d.type == "Addition":
        hosts = _hosts(ctx, seat, u, d)
        return [head + " -> " + ref(ctx, field_all(ctx), hosts[0])] if hosts else []
    chants = [a for a in abilities.script(ctx, u) if a.kind == "chant"]
    if d.type != "Chant" or not chants:
        return [head]
    out = []
    for n, ab in enumerate(chants, start=1):
        tail = _targets_text(ctx, seat, u, ab)
        if tail is not None:
            out.append(head + (f" ability {n}" if n > 1 else "") + tail)
    return out


def _hosts(ctx: Ctx, seat: int, u: int, d: CardDef) -> list[int]:
    """The cards an addition could be added to, the likeliest first: one whose DEF its [Continuous] drops to
    nothing (an opponent's, so it dies), else his own J/resonators, else any."""
    s = ctx.s
    every = [x for x in field_all(ctx) if ctx.face(x).is_jr and (d.subtype != "Resonator" or ctx.face(x).type == "Resonator")]
    drop = sum(int(e.arg("def")) for ab in abilities.script(ctx, u) if ab.kind == "continuous"
               for e in ab.effects if e.word == "mod" and e.arg("who") == "host")
    kills = [x for x in every if s.on_field(x) != seat and drop < 0 and ctx.def_(x) + drop <= 0]
    mine = [x for x in every if s.on_field(x) == seat]
    return kills + ([] if drop < 0 else mine) + [x for x in every if x not in kills and x not in mine]


def _activations(ctx: Ctx, seat: int, payer: _Payer) -> list[str]:
    """Scripted [Activate] abilities of the cards he controls whose will cost he can pay."""
    s = ctx.s
    p = s.players[seat]
    out: list[str] = []
    mine = s.field_cards(seat) + ([p.ruler] if p.ruler is not None and not p.j_side else [])
    main: bool | None = None
    cat = ctx.cat
    cards, defs = s.cards, cat.cards
    for u in mine:
        d = defs[cards[u].cid]  # abilities.script's card: a J-ruler's face has its own
        acts = _offered(cat, ctx.face(u).id if d.j_ruler else d.id)
        if not acts:
            continue
        for n, ab, self_banish, rests, cost in acts:
            # a card that banishes itself does it in answer to something, never at main timing
            if self_banish:
                if main is None:
                    main = main_timing(ctx, seat)
                if main:
                    continue
            if rests and s.cards[u].rested:
                continue
            words = payer.words(cost)
            if words is None:
                continue
            tail = _targets_text(ctx, seat, u, ab)  # read only for what he can pay
            if tail is None:
                continue
            out.append(f"activate {ref(ctx, mine + s.field_cards(1 - seat), u)}" + (f" ability {n}" if n > 1 else "")
                       + (f" pay {words}" if words else "") + tail)
    return out


_Offer = tuple[int, Ability, bool, bool, Cost]


def _offered(cat: Catalogue, cid: str) -> tuple[_Offer, ...]:
    """A card's [Activate] abilities the scripted player may offer, each once worked out (every post prices
    the whole field's): (its number, the ability, banishes itself, rests it, its will cost). Not offered:
    will abilities (the stone's call), discard costs and banish costs that name another card. Kept in the
    catalogue that holds the script (:attr:`Catalogue.offers`), so it lives and dies with it."""
    script = cat.scripts.get(cid, ())
    if not script:
        return ()
    hit = cat.offers.get(cid)
    if hit is not None and hit[0] is script:  # the script it was worked out from, not a replaced one
        return hit[1]
    acts = [a for a in script if a.kind in ("activate", "will")]
    offers: list[_Offer] = []
    for n, ab in enumerate(acts, start=1):
        if ab.kind == "will" or any(c.word == "discard" for c in ab.costs):
            continue
        banish = [c for c in ab.costs if c.word == "banish"]
        if any(c.arg("what") != "self" for c in banish):
            continue
        offers.append((n, ab, bool(banish), any(c.word == "rest" for c in ab.costs), abilities.will_cost(ab)))
    cat.offers[cid] = (script, tuple(offers))
    return tuple(offers)


def _target_posts(ctx: Ctx, seat: int) -> list[str]:
    s = ctx.s
    item = s.asking
    assert item is not None
    ab = abilities.script(ctx, item.source)[item.ability]
    t = abilities.chosen_target(ab)
    out = ["target none"] if ab.optional else []
    if t is not None:
        cands = abilities.candidates(ctx, seat, item.source, t)
        every = field_all(ctx)
        if any(c.word == "banish" and c.arg("what") == "resonator" for c in ab.costs):
            mine = s.field_cards(seat)
            fodder = [x for x in mine if x != item.source and ctx.face(x).type == "Resonator"]
            return out + [f"target {ref(ctx, every, x)} cost banish {ref(ctx, mine, b)}"
                          for x in cands for b in fodder if b != x]
        if t.count == 1:
            out += [f"target {ref(ctx, every, x)}" for x in cands]
        else:
            out.append("target " + "; ".join(_refs(ctx, every, tuple(cands[: t.count]))))
    return out


def _effect_for(ctx: Ctx, seat: int, d: CardDef) -> str:
    """A plausible declared effect for a chant, so playouts exercise effects: damage to a foe's
    J/resonator, or life."""
    if d.type != "Chant":
        return ""
    foes = [u for u in ctx.s.field_cards(1 - seat) if ctx.face(u).is_jr]
    if foes:
        every = field_all(ctx)
        return f": damage {300 + 100 * (len(foes) % 3)} to {ref(ctx, every, foes[0])}"
    return ": life +200 me"


def _refs(ctx: Ctx, cands: list[int], uids: tuple[int, ...]) -> list[str]:
    return _list_refs(ctx, cands, uids)


def _ref_map(ctx: Ctx, cands: list[int]) -> dict[int, str]:
    """:func:`parser.ref` of every card among ``cands`` in one pass (a post's candidates name each card of
    a hand or a field among them; ``ref`` one by one goes through the list once per card)."""
    cards, defs = ctx.s.cards, ctx.cat.cards
    seen: dict[str, int] = {}
    out: dict[int, str] = {}
    for u in cands:
        d = defs[cards[u].cid]
        name = (ctx.face(u) if d.j_ruler else d).name_en  # only a ruler has another side
        k = seen[name] = seen.get(name, 0) + 1
        if u not in out:
            out[u] = name if k == 1 else f"{name} #{k}"
    return out


def _answers(ctx: Ctx, seat: int) -> list[int]:
    """The will costs of the answers he holds: a Quickcast chant in the hand, an [Activate] ability with a
    will cost of a card he controls."""
    s = ctx.s
    cards, defs = s.cards, ctx.cat.cards
    costs = [d.cost.total for u in s.players[seat].hand
             if (d := defs[cards[u].cid]).type == "Chant" and d.quickcast]
    for u in s.field_cards(seat):
        for a in abilities.script(ctx, u):
            if a.kind == "activate" and (total := abilities.will_cost(a).total):
                costs.append(total)
    return costs


def _holds_answer(free: int, costs: list[int]) -> bool:
    """He holds an answer (:func:`_answers`) his ``free`` recovered stones can just pay (spending them now
    would leave none)."""
    if not free:
        return False
    return any(c <= free <= c + 1 for c in costs)


def _answer_cost(free: int, costs: list[int]) -> int | None:
    """The smallest will cost of an answer he holds (:func:`_answers`) that his ``free`` recovered stones
    can pay; None without one."""
    fit = [c for c in costs if 0 < c <= free]
    return min(fit) if fit else None


def _stones_paid(post: str) -> int:
    """How many stones a post's "pay" names (an unnamed payment counts as none)."""
    if " pay " not in post:
        return 0
    return len(post.split(" pay ", 1)[1].split(" -> ")[0].split(" cost ")[0].split())


def _has_equip(cat: Catalogue, deck: str) -> bool:
    d = cat.decks.get(deck)
    return d is not None and any(cat.card(c).type == "Addition" and cat.card(c).subtype in ("Resonator", "J/Resonator")
                                 for c in set(d.main))


def works(cat: Catalogue, s: State, seat: int, text: str) -> bool:
    return _tried(cat, s, seat, text) is not None


def _tried(cat: Catalogue, s: State, seat: int, text: str) -> tuple[State, list[Event]] | None:
    """The post applied (the new state and its events), or None when it is refused."""
    try:
        return engine.apply(cat, s, seat, parse(Ctx(cat, s), seat, text))
    except MoveError:
        return None


def legal_posts(cat: Catalogue, s: State, seat: int) -> list[str]:
    """Verified posts, in canonical form."""
    out: list[str] = []
    for text in candidates(cat, s, seat):
        try:
            action = parse(Ctx(cat, s), seat, text)
            engine.apply(cat, s, seat, action)
        except MoveError:
            continue
        out.append(canonical(Ctx(cat, s), seat, action))
    return out


def random_post(cat: Catalogue, s: State, seat: int, rng: random.Random) -> str:
    """A scripted player's post: progress first (call, judge, play, attack), passing otherwise."""
    return random_play(cat, s, seat, rng)[0]


def random_step(cat: Catalogue, s: State, seat: int, rng: random.Random) -> tuple[str, State, list[Event]]:
    """:func:`random_post` already applied: the post found legal by applying it is not applied again."""
    text, done = random_play(cat, s, seat, rng)
    if done is None:
        done = engine.apply(cat, s, seat, parse(Ctx(cat, s), seat, text))
    return text, done[0], done[1]


def random_play(cat: Catalogue, s: State, seat: int,  # noqa: C901 - one branch per decision kind
                rng: random.Random) -> tuple[str, tuple[State, list[Event]] | None]:
    """The scripted player's post, with the state and events of applying it when that was how it was found
    legal (None: "no responses" or "pass", not applied here)."""
    decisions = [d for d in engine.pending(cat, s) if d.seat == seat] if s.phase != "over" else []
    kind = decisions[0].kind if decisions else ""
    if kind == "priority":
        # a priority decision always offers "pass": its candidates are built only past "no responses"
        ctx = Ctx(cat, s)
        answer = bool(s.chase) and s.chase[-1].controller != seat
        main = main_timing(ctx, seat)  # the table does not change while he chooses
        if not main and not s.players[seat].no_responses and not answer and rng.random() < 0.4:
            return "no responses", None  # as players by post do: fewer posts per game (F-REF-6)
        options = candidates(cat, s, seat, decisions)
    else:
        options = candidates(cat, s, seat, decisions)
        if not options:
            from .text import refuse

            raise refuse("no-legal-post")
    if kind == "mulligan" and rng.random() < 0.7:
        options = options[:1]
    if kind == "deck":
        # a deck whose cards do more (an addition added to a card) is liked more, so playouts and the demo
        # show what the scripts do
        liked = [o for o in options if _has_equip(cat, o.removeprefix("deck starter "))]
        if liked and rng.random() < 0.6:
            options = liked
    if kind == "priority":
        moves = [o for o in options if o != "pass"]
        # Judgment first (its J-ruler's enter ability puts a stone out), then the stone call
        order = [o for o in moves if o.startswith("judgment")] + [o for o in moves if o == "call"]
        # an ability is kept for the opponent's turn more often than used at once: a response needs one
        plays = [o for o in moves if o.startswith("play") or o.startswith("activate") and (
            not main or rng.random() < 0.35)]
        attacks = [o for o in moves if o.startswith("attack")]
        rng.shuffle(plays)
        rng.shuffle(attacks)
        chase_busy = bool(s.chase)
        if main:  # what he could answer with, and the stones to pay it (the table does not change here)
            free = len(recovered_stones(ctx, seat))
            costs = _answers(ctx, seat) if free else []
            if _holds_answer(free, costs) and rng.random() < 0.5:
                plays = []  # he keeps his stones open for a Quickcast chant in the opponent's turn
            keep = _answer_cost(free, costs) if rng.random() < 0.6 else None
            if keep is not None:  # he plays only what leaves the stones for that answer open
                plays = [o for o in plays if _stones_paid(o) <= free - keep]
        pool = order + plays + (attacks if rng.random() < 0.85 else [])
        if chase_busy:  # a response: a Quickcast chant or an ability; to the opponent's chant always (a
            # chant answered is what players come to the chase for), to his other items most times
            top_chant = answer and ctx.defn(s.chase[-1].source).type == "Chant" and s.chase[-1].kind == "play"
            pool = [o for o in plays if top_chant or rng.random() < (0.8 if answer else 0.3)]
        for text in pool:
            done = _tried(cat, s, seat, text)
            if done is not None:
                return text, done
        return "pass", None
    rng.shuffle(options)
    for text in options:
        done = _tried(cat, s, seat, text)
        if done is not None:
            return text, done
    from .text import refuse

    raise refuse("no-legal-post")

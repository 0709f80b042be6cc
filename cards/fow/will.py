"""Will and costs: stones rested for will, the pool, and paying a cost in full or not at all.

F-WILL-2: the player names the stones he rests (F-AMB-7: the bot chooses only when one way exists).
F-WILL-3: each symbol takes one will of its attribute, the number any will. F-WILL-5: all or nothing.
F-WILL-6: the pool empties in the recovery phase and at the end of the turn (turn.py).
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Mapping

from cards.core import Text

from .catalogue import ATTRIBUTES, WILL_KINDS, Cost
from .ctx import Ctx
from .text import T, refuse


def recovered_stones(ctx: Ctx, seat: int) -> list[int]:
    cards, defs = ctx.s.cards, ctx.cat.cards
    return [u for u in ctx.s.players[seat].field if not (c := cards[u]).rested and defs[c.cid].type == "Magic Stone"]


def stone_will(ctx: Ctx, uid: int) -> str:
    """The stone's first attribute (its only one for a basic stone)."""
    produces = ctx.defn(uid).produces
    return produces[0] if produces else "void"


def stone_options(ctx: Ctx, uid: int) -> tuple[tuple[str, ...], ...]:
    """What resting the stone may give (F-WILL-2): one attribute of a dual stone's "or", or all of an "and"."""
    return ctx.cat.stone_options[ctx.s.cards[uid].cid]  # worked out once per card by the catalogue


def assign(ctx: Ctx, stones: tuple[int, ...], pool: Mapping[str, int], cost: Cost,
           named: tuple[str, ...] = ()) -> list[tuple[str, ...]] | None:
    """The will each stone gives so that ``pool`` plus it covers ``cost`` (a dual stone gives the attribute
    the cost needs, not always its first); ``named`` fixes a stone's attribute. None: no way covers it."""
    choices = []
    for i, u in enumerate(stones):
        opts = stone_options(ctx, u)
        if i < len(named) and named[i]:
            opts = tuple(o for o in opts if named[i] in o) or opts
        choices.append(opts)
    # covers(pool + Counter(the combo's will), cost), written out on plain dicts (a Counter sum drops the
    # counts that are not positive; each post that pays tries one combo or more)
    need_of: dict[str, int] = {}  # Counter(cost.symbols), in the order of first appearance
    for a in cost.symbols:
        need_of[a] = need_of.get(a, 0) + 1
    need = list(need_of.items())
    need_total = sum(n for _, n in need)
    base = dict(pool)
    for combo in itertools.islice(itertools.product(*choices), 4096):
        got = base.copy()
        for kinds in combo:
            for a in kinds:
                got[a] = got.get(a, 0) + 1
        if all(max(got.get(a, 0), 0) >= n for a, n in need) \
                and sum(v for v in got.values() if v > 0) - need_total >= cost.number:
            return list(combo)
    return None


def covers(pool: Counter[str], cost: Cost) -> bool:
    need = Counter(cost.symbols)
    if any(pool[a] < n for a, n in need.items()):
        return False
    return sum(pool.values()) - sum(need.values()) >= cost.number


def spend(pool: Mapping[str, int], cost: Cost) -> dict[str, int]:
    """The pool left after paying (symbols first, then the number from void and the fullest attributes).
    A plain dict read with ``get`` (a missing kind is 0, as in a Counter): every post that pays spends, and
    building a Counter goes through its Python-level update."""
    left = dict(pool)
    get = left.get
    for a in cost.symbols:
        left[a] = get(a, 0) - 1
    rest = cost.number
    for kind in ("void", *sorted(ATTRIBUTES, key=lambda a: -get(a, 0))):
        take = min(rest, get(kind, 0))
        left[kind] = get(kind, 0) - take
        rest -= take
    return left


def legal_pay(ctx: Ctx, seat: int, cost: Cost) -> Text:
    stones = Counter("/".join(a for o in stone_options(ctx, u) for a in o) for u in recovered_stones(ctx, seat))
    pool = {k: v for k, v in ctx.s.players[seat].will.items() if v}
    return T("will-what", cost=cost.text(), stones=_counts(stones) or "-", pool=_counts(Counter(pool)) or "-")


def _counts(c: Counter[str]) -> str:
    return ", ".join(f"{n} {a}" for a, n in sorted(c.items()) if n)


def choose_stones(ctx: Ctx, seat: int, cost: Cost) -> tuple[int, ...]:
    """The stones to rest when the player named none: only when one way of paying exists (F-AMB-7)."""
    p = ctx.s.players[seat]
    pool = Counter({k: v for k, v in p.will.items() if v})
    if covers(pool, cost):
        return ()
    stones = recovered_stones(ctx, seat)
    kinds = {stone_options(ctx, u) for u in stones}
    need = cost.total - sum(pool.values())
    if need > len(stones):
        raise refuse("will-short", legal_pay(ctx, seat, cost), cost=cost.text())
    if len(kinds) == 1 or need == len(stones):
        picked = tuple(stones[:need]) if len(kinds) == 1 else tuple(stones)
        if assign(ctx, picked, pool, cost) is not None:
            return picked
        raise refuse("will-short", legal_pay(ctx, seat, cost), cost=cost.text())
    raise refuse("will-name-stones", legal_pay(ctx, seat, cost), cost=cost.text())


def check_pay(ctx: Ctx, seat: int, cost: Cost, stones: tuple[int, ...] | None) -> tuple[int, ...]:
    """The stones that will pay ``cost`` (refusing with why and what is there); nothing is changed."""
    if stones is None:
        return choose_stones(ctx, seat, cost)
    mine = set(recovered_stones(ctx, seat))
    if len(set(stones)) != len(stones) or any(u not in mine for u in stones):
        raise refuse("will-bad-stones", legal_pay(ctx, seat, cost))
    pool = {k: v for k, v in ctx.s.players[seat].will.items() if v}
    kinds = assign(ctx, stones, pool, cost)
    if kinds is None:
        raise refuse("will-short", legal_pay(ctx, seat, cost), cost=cost.text())
    ctx.paid = (stones, cost, pool, kinds)
    return stones


def produce(ctx: Ctx, seat: int, stones: tuple[int, ...], kinds: list[tuple[str, ...]] | None = None) -> None:
    """Rest stones for will (F-WILL-2, F-WILL-7: at once, without the chase); ``kinds``: what each gives."""
    p = ctx.s.players[seat]
    for i, u in enumerate(stones):
        ctx.s.mut(u).rested = True
        for kind in (kinds[i] if kinds is not None else stone_options(ctx, u)[0]):
            p.will[kind] = p.will.get(kind, 0) + 1
            ctx.ev("will_produced", seat=seat, player=p.name, card=ctx.nm(u), will=kind)


def pay(ctx: Ctx, seat: int, cost: Cost, stones: tuple[int, ...]) -> None:
    """Rest the stones, then take the cost out of the pool (checked before by ``check_pay``)."""
    p = ctx.s.players[seat]
    pool = {k: v for k, v in p.will.items() if v}
    checked = ctx.paid  # check_pay's assignment of these stones to this cost from this pool, when it made one
    if checked is not None and checked[0] is stones and checked[1] is cost and checked[2] == pool:
        kinds: list[tuple[str, ...]] | None = checked[3]
    else:
        kinds = assign(ctx, stones, pool, cost)
    produce(ctx, seat, stones, kinds)
    left = spend(p.will, cost)
    p.will = {k: max(0, left.get(k, 0)) for k in WILL_KINDS}
    if cost.total:
        ctx.ev("paid", seat=seat, player=p.name, cost=cost.text())


def empty_pools(ctx: Ctx) -> None:
    for p in ctx.s.players:
        p.will = dict.fromkeys(WILL_KINDS, 0)


def use_coin(ctx: Ctx, seat: int, kind: str) -> None:
    """F-AMB-16: banish one of his will coins for one will of an attribute it names (a will ability: no
    chase, F-WILL-7). With several coins, the first that can give ``kind``."""
    p = ctx.s.players[seat]
    if not p.coins:
        raise refuse("coin-none")
    coin = next((c for c in p.coins if not kind or kind in c.split("/")), None)
    if coin is None:
        raise refuse("coin-attribute", will=T(f"word-{p.coins[0].split('/')[0]}"))
    options = coin.split("/")
    if not kind:
        if len(options) > 1:
            raise refuse("coin-which")
        kind = options[0]
    left = list(p.coins)
    left.remove(coin)
    p.coins = tuple(left)
    p.will[kind] = p.will.get(kind, 0) + 1
    ctx.ev("coin_used", seat=seat, player=p.name, will=kind)

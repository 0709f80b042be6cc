"""The engine runs what the cards' scripts say (issue 26; V-ABIL-1..6, V-COST-*, V-REF-3).

* AUTO: the engine raises an event where it happens (:func:`fire`); every ability waiting for it is queued
  (``state.fired``, each (card, ability, event) once) and resolved at the next quiet moment of the flow,
  the turn player's first; a player with several orders them (V-ABIL-6, decision ``ability_order``).
  Mandatory ones without choices resolve at once; a "may", a cost or a choice asks its owner (decision
  ``ability``/``ability_dm``, answered ``yes …`` or ``no``).
* ACT: used by naming the card (``act Blaster Blade``, ``act FL``, ``act FL 2``); timing, limit, condition,
  cost and targets are checked before anything changes (V-ABIL-3, V-ABIL-5, V-COST-1).
* CONT: :func:`cont_mods` gives the modifiers of every CONT ability whose card is on its circle and whose
  condition holds (V-ABIL-4); the power arithmetic adds them, so they stop when the condition stops.

Costs are paid from the real zones: the payer chooses which damage cards Counter Blast turns and which soul
cards Soul Blast drops (V-COST-7, ``yes … cb(2) sb(1)``) when the choice is real; when every choice is the same
card, the oldest face-up damage and the bottom of the soul pay. A discard names its cards.
"""

from __future__ import annotations

from typing import Any

from cards.core import Audience
from cards.kit.ability import Ability, Target, Term
from cards.kit.names import fold_cached as normalize

from .catalogue import CardDef, Catalogue
from .checks import ask, draw
from .ctx import Ctx, refuse
from .resolve_actions import Act, Answer, Order
from .state import BACK_OF, FRONT_OF, Mod, State
from .table import card, lock, move, power, put, take, vanguard_grade

__all__ = ["Act", "Answer", "Order", "act", "cont_mods", "finish", "fire", "step"]

GLOBAL_EVENTS = ("drive-check", "damage-check", "battle-end", "turn-end", "main-start")
HIDDEN_ZONES = ("hand", "deck")


# --- where a card is ------------------------------------------------------------------------------


def zone_of(st: State, uid: int) -> tuple[int, str]:
    """(seat, zone word of the language): VC, RC, GC, hand, soul, drop, damage, deck, …"""
    for seat, side in enumerate(st.sides):
        if side.vanguard == uid:
            return seat, "VC"
        if uid in side.circles.values():
            return seat, "RC"
        if uid in side.guardians:
            return seat, "GC"
        if side.locked and uid in side.locked.values():
            return seat, "locked"
        for z in ("hand", "soul", "drop", "damage", "deck", "bind", "removed"):
            if uid in getattr(side, z):
                return seat, z
    return st.owner.get(uid, 0), "nowhere"


def works_here(ability: Ability, zone: str) -> bool:
    return not ability.zones or zone in ability.zones


def key_of(uid: int, index: int) -> str:
    return f"{uid}:a{index}"


# --- conditions -----------------------------------------------------------------------------------


def _count_value(cx: Ctx, seat: int, value: int | str | None) -> int | None:
    if isinstance(value, int):
        return value
    if value == "vanguard":
        return vanguard_grade(cx.cat, cx.st, seat)
    return None


def holds(cx: Ctx, seat: int, uid: int, cond: Term) -> bool:
    st = cx.st
    side, opp = st.sides[seat], st.sides[1 - seat]
    w = cond.word
    if w == "my-turn":
        return st.turn_player == seat
    if w == "opp-turn":
        return st.turn_player != seat
    if w == "boosted":
        return st.battle is not None and st.battle.attacker == uid and st.battle.booster is not None
    if w == "attacking-vanguard":
        return st.battle is not None and st.battle.attacker == uid and st.battle.target_circle == "VC"
    if w == "more-rear-guards":
        return sum(1 for u in side.circles.values() if u is not None) > sum(1 for u in opp.circles.values() if u is not None)
    if w == "vanguard-is":
        return side.vanguard is not None and _named(cx, side.vanguard, str(cond.arg("name")))
    if w == "soul-has":
        return any(_named(cx, u, str(cond.arg("name"))) for u in side.soul)
    return cond.compare(_counted(cx, seat, w), _count_value(cx, seat, cond.value))


def _rear_guards(circles: dict[str, int | None]) -> int:
    n = 0
    for u in circles.values():  # a loop, not sum() over a generator
        if u is not None:
            n += 1
    return n


def _counted(cx: Ctx, seat: int, w: str) -> int:
    """What a counted condition word counts, written out (a table of nine lambdas was built on every call;
    CONT conditions run at every new layout)."""
    st = cx.st
    side, opp = st.sides[seat], st.sides[1 - seat]
    if w == "vanguard-grade":
        return vanguard_grade(cx.cat, st, seat)
    if w == "opp-vanguard-grade":
        return vanguard_grade(cx.cat, st, 1 - seat)
    if w == "rear-guards":
        return _rear_guards(side.circles)
    if w == "opp-rear-guards":
        return _rear_guards(opp.circles)
    if w == "damage":
        return len(side.damage)
    if w == "opp-damage":
        return len(opp.damage)
    if w == "soul":
        return len(side.soul)
    if w == "hand":
        return len(side.hand)
    if w == "drop":
        return len(side.drop)
    raise KeyError(w)  # as the table's lookup did: every condition word is handled above


def all_hold(cx: Ctx, seat: int, uid: int, ability: Ability) -> bool:
    # a loop, not all() over a generator: CONT abilities ask at every new layout
    for c in ability.conditions:  # noqa: SIM110
        if not holds(cx, seat, uid, c):
            return False
    return True


def _named(cx: Ctx, uid: int, name: str) -> bool:
    folded: dict[str, frozenset[str]] = cx.cat.folded_names  # type: ignore[attr-defined]
    return normalize(name) in folded[cx.card(uid).id]


# --- targets --------------------------------------------------------------------------------------


def _circle_code(seat: int, owner: int, circle: str) -> str:
    return circle if owner == seat else f"opp:{circle}"


def candidates(cx: Ctx, seat: int, uid: int, target: Target) -> list[int]:
    """Every card the target's filters allow, in a stable order (field by circle, zones top to bottom)."""
    st = cx.st
    plan = _PLANS.get(id(target))
    if plan is None or plan[0] is not target:
        plan = _plan(target)
    _, opp, zones, top, noun, real, column = plan
    out: list[int] = []
    for s in (1 - seat,) if opp else (seat,):
        side = st.sides[s]
        for z in zones:
            if z == "field":
                for circle, u in side.units():
                    if noun == "rear-guard" and circle == "VC" or noun == "vanguard" and circle != "VC":
                        continue
                    out.append(u)
            elif z == "deck" and top is not None:
                out += side.deck[: int(top.arg("n"))]
            else:
                out += list(getattr(side, z))
    if not real:
        return out
    self_col = _column(st, seat, uid) if column else set()
    passed: list[int] = []
    for u in out:  # loops, not all() over a generator per candidate: CONT abilities run this at every new layout
        for f in real:
            if not _passes(cx, seat, uid, u, f, self_col):
                break
        else:
            passed.append(u)
    return passed


# what candidates reads off a target's filters alone, once per Target object: (the target, its filters say
# opp, the zones looked in, the top filter, the noun, the filters left to pass, whether one reads the column)
_Plan = tuple[Target, bool, tuple[str, ...], Term | None, str, tuple[Term, ...], bool]
_PLANS: dict[int, _Plan] = {}  # by id(); the target kept in the entry, so a reused id is never taken for it


def _plan(target: Target) -> _Plan:
    """A target's reading for :func:`candidates`: CONT abilities ask for their targets at every new layout."""
    zones: list[str] = []
    for f in target.filters:
        if f.word == "from":
            zones += list(f.arg("zone"))
    top = target.filter("top")
    if top is not None and "deck" not in zones:
        zones.append("deck")
    zones = zones or ["field"]
    real = tuple(f for f in target.filters if f.word not in PLACE_WORDS)  # the rest only said where to look
    plan = (target, target.has("opp"), tuple(zones), top, _noun(target), real, _reads_column(list(real)))
    if len(_PLANS) >= 4096:
        _PLANS.clear()
    _PLANS[id(target)] = plan
    return plan


def _noun(target: Target) -> str:
    for f in target.filters:  # a loop, not next() over a generator (CONT targets at every new layout)
        if f.word in ("unit", "rear-guard", "vanguard", "card"):
            return f.word
    return "unit"


def _reads_column(filters: list[Term]) -> bool:
    for f in filters:  # noqa: SIM110 - a loop, not any() over a generator
        if f.word == "same-column":
            return True
    return False


PLACE_WORDS = frozenset({"unit", "rear-guard", "vanguard", "card", "my", "opp", "from", "top"})


# V-COL-1 (docs/vanguard.md): the opponent's circles facing yours are in your column — seated across the table,
# their right column faces your left one; an Accel circle faces no circle
FACING = {"FL": "FR", "BL": "BR", "VC": "VC", "BC": "BC", "FR": "FL", "BR": "BL"}


def _column(st: State, seat: int, uid: int) -> set[str]:
    circle = st.sides[seat].circle_of(uid)
    if circle is None:
        return set()
    front = FRONT_OF.get(circle, circle)
    return {front, BACK_OF.get(front, front)}


def _passes(cx: Ctx, seat: int, self_uid: int, u: int, f: Term, self_col: set[str]) -> bool:
    w = f.word
    if w in PLACE_WORDS:
        return True
    st = cx.st
    if w == "grade":
        return f.compare(cx.card(u).grade, _count_value(cx, seat, f.value))
    owner = st.owner.get(u, seat)  # a card is only ever in its owner's zones
    if w == "power":
        return f.compare(power(cx.cat, st, owner, u), _count_value(cx, seat, f.value))
    if w == "name":
        return _named(cx, u, str(f.value))
    if w == "other":
        return u != self_uid
    if w == "trigger-unit":
        return bool(cx.card(u).trigger)
    circle = st.sides[owner].circle_of(u)  # the words below read where it stands
    if w == "front":
        return circle in st.sides[owner].front_row()
    if w == "back":
        return circle in ("BL", "BC", "BR")
    if w == "standing":
        return circle is not None and u not in st.sides[owner].rested
    if w == "rested":
        return circle is not None and u in st.sides[owner].rested
    if w == "same-column":
        if owner == seat:
            return circle in self_col
        return circle is not None and FACING.get(circle) in self_col
    return True  # pragma: no cover - every filter word is handled above


# --- CONT -----------------------------------------------------------------------------------------


def cont_mods(cat: Catalogue, st: State) -> list[Mod]:
    """The modifiers CONT abilities give now: card on its circle, condition holding (V-ABIL-4)."""
    return [Mod(u, stat, amount, "cont") for u, stat, amount in _cont_gives(cat, st, _cont_units(cat, st))]


def _cont_units(cat: Catalogue, st: State) -> list[tuple[int, str, int]]:
    """(seat, circle, uid) of every unit on a circle whose card has a CONT ability (the catalogue's set), in
    :meth:`Side.units`' order: one pass gives cont_totals both its words and what to compute."""
    cont: frozenset[str] = cat.cont_ids  # type: ignore[attr-defined]
    cards = st.cards
    out: list[tuple[int, str, int]] = []
    for seat, side in enumerate(st.sides):
        v = side.vanguard
        if v is not None and cards[v] in cont:
            out.append((seat, "VC", v))
        for circle, u in side.circles.items():
            if u is not None and cards[u] in cont:
                out.append((seat, circle, u))
    return out


def _cont_gives(cat: Catalogue, st: State, units: list[tuple[int, str, int]]) -> list[tuple[int, str, int]]:
    """(uid, stat, amount) of what the CONT abilities of ``units`` give now, in cont_mods' order: plain tuples
    (a Mod is a dataclass' __init__ each) and loops (no comprehension's frame), as a new layout asks."""
    out: list[tuple[int, str, int]] = []
    if not units:
        return out
    cx = Ctx(cat, st)
    cards = st.cards
    for seat, circle, uid in units:
        zone = "VC" if circle == "VC" else "RC"
        for ab in cat.card(cards[uid]).abilities:
            if ab.kind != "cont" or not works_here(ab, zone) or not all_hold(cx, seat, uid, ab):
                continue
            chosen: dict[str, list[int]] = {}
            for t in ab.targets:
                chosen[t.label] = candidates(cx, seat, uid, t)
            for eff in ab.effects:
                word = eff.word
                if word == "power" or word == "critical" or word == "shield":
                    refs = _refs(cx, seat, uid, str(eff.arg("who")), chosen)
                    if refs:  # the amount read only when given, as before
                        amount = int(eff.arg("amount"))
                        for u in refs:
                            out.append((u, word, amount))
    return out


def has_cont(cat: Catalogue, st: State) -> bool:
    cont: frozenset[str] = cat.cont_ids  # type: ignore[attr-defined]
    cards = st.cards
    return any(cards[u] in cont for side in st.sides for u in (side.vanguard, *side.circles.values()) if u is not None)


EXTRA_WORDS = frozenset({"standing", "rested", "hand", "damage", "opp-damage", "soul", "soul-has", "drop", "from",
                         "top", "boosted", "attacking-vanguard", "power"})


def _extra(st: State, words: frozenset[str]) -> tuple[Any, ...]:
    """The rest of the key, only for what the CONT abilities on the field read: the counts, the soul, the
    battle and the modifiers (``words``: their condition and filter words among EXTRA_WORDS)."""
    key: list[Any] = []
    for s in st.sides:
        if words & {"standing", "rested"}:
            key.append(frozenset(s.rested))
        if words & {"hand"}:
            key.append(len(s.hand))
        if words & {"damage", "opp-damage"}:
            key.append(len(s.damage))
        if words & {"soul", "soul-has"}:
            key.append(tuple(s.soul))
        if words & {"drop"}:
            key.append(len(s.drop))
        if words & {"from", "top"}:  # a target chosen among a zone's cards reads the cards themselves
            key += (tuple(s.hand), tuple(s.soul), tuple(s.drop), tuple(s.damage), tuple(s.deck[:10]))
    if words & {"boosted", "attacking-vanguard"}:
        b = st.battle
        key.append(None if b is None else (b.attacker, b.booster, b.target_circle))
    if words & {"power"}:
        key.append(tuple(st.mods))
    return tuple(key)


NO_CONT: dict[tuple[int, str], int] = {}
NO_WORDS: frozenset[str] = frozenset()


def cont_totals(cat: Catalogue, st: State) -> dict[tuple[int, str], int]:
    """What CONT abilities give now, summed per (unit, stat); computed once per table layout (the power
    arithmetic reads it on every power, shield and critical, three times an action at least). The cache
    (``st.cont_cache``) is ((turn player, the two vanguards, copies of the two circle maps), words read, the
    rest of the key, totals): who is where and whose turn is what every CONT ability's result may depend on
    (no condition or filter reads the phase); when the abilities on the field read more, the same counts
    too. The places are compared as they stand (no map copied) in one tuple: this runs three times a post."""
    a, b = st.sides
    cached = st.cont_cache
    # one tuple compared to the cached one (element by element in C, the circle maps as dicts)
    if (cached is not None and (st.turn_player, a.vanguard, b.vanguard, a.circles, b.circles) == cached[0]
            and (not cached[1] or _extra(st, cached[1]) == cached[2])):
        return cached[3]  # type: ignore[no-any-return]
    places = (st.turn_player, a.vanguard, b.vanguard, dict(a.circles), dict(b.circles))
    units = _cont_units(cat, st)
    if not units:
        st.cont_cache = (places, NO_WORDS, (), NO_CONT)
        return NO_CONT
    read: dict[str, frozenset[str]] = cat.cont_words  # type: ignore[attr-defined]
    cards = st.cards
    words: frozenset[str] = NO_WORDS
    for _, _, u in units:
        words = words | read[cards[u]]
    words &= EXTRA_WORDS
    totals: dict[tuple[int, str], int] = {}
    for uid, stat, amount in _cont_gives(cat, st, units):
        totals[(uid, stat)] = totals.get((uid, stat), 0) + amount
    st.cont_cache = (places, words, _extra(st, words) if words else (), totals)  # no word read: no key
    return totals


def announce_cont(cx: Ctx, before: dict[tuple[int, str], int]) -> None:
    """Say in the thread when what CONT abilities give a unit starts, changes or stops (V-ABIL-4): the
    table's numbers change without any move of that unit, so the players are told why."""
    st = cx.st
    after = cont_totals(cx.cat, st)
    if after is before or (not after and not before):
        return
    for key in sorted(set(before) | set(after)):
        was, now = before.get(key, 0), after.get(key, 0)
        if was == now:
            continue
        uid, stat = key
        owner = st.owner.get(uid, 0)
        circle = st.sides[owner].circle_of(uid)
        if circle is None:
            continue  # it left the field: its move was told already
        kind = "cont" if now else "cont_ended"
        cx.emit(kind, player=st.sides[owner].name, card=st.cards[uid], circle=circle, stat=stat, amount=now or was)


# --- firing AUTO ----------------------------------------------------------------------------------


def _event_matches(term: Term, event: str, info: dict[str, Any]) -> bool:
    if term.word != event:
        return False
    if event == "placed":
        on = str(term.arg("on"))
        circle = str(info.get("circle", ""))
        group = "VC" if circle == "VC" else "GC" if circle == "GC" else "RC"
        return on in ("any", group, circle)
    if event in ("attacks", "hits"):
        at = str(term.arg("at"))
        return at == "any" or at == ("vanguard" if info.get("target_circle") == "VC" else "rear-guard")
    return True


INFO_TYPES = (int, str)  # what an event's info keeps for a fired ability; a tuple: ``int | str`` is built per call


def fire(cx: Ctx, event: str, uid: int | None = None, **info: Any) -> None:
    """An event happened: queue every AUTO ability it triggers (each once), and remember the units it
    touched so a hand-declared AUTO can be checked against it (V-REF-3, V-REF-6)."""
    st = cx.st
    st.event_no += 1
    if uid is not None:
        st.recent.append(uid)
    else:
        st.recent.append(-1)  # a global event: any unit's "at the end of …" may be declared
    ids: frozenset[str] | None = cx.cat.listeners.get(event)  # type: ignore[attr-defined]
    if not ids:
        return  # no card of the catalogue waits for this event
    cards = st.cards
    if uid is not None:
        pool = [uid] if cards[uid] in ids else []
    else:
        seats = [int(info["seat"])] if "seat" in info else [0, 1]
        pool = [u for s in seats for u in _field_and_soul(st, s) if cards[u] in ids]
    for u in pool:
        c = cx.card(u)
        owner, zone = zone_of(st, u)
        for i, ab in enumerate(c.abilities):
            if ab.kind != "auto" or not works_here(ab, zone):
                continue
            for e in ab.events:  # a loop, not any() over a generator
                if _event_matches(e, event, info):
                    break
            else:
                continue
            key = (u, i, st.event_no)
            st.fired.append({"seat": owner, "uid": u, "index": i, "card": st.cards[u], "no": st.event_no,
                             "info": {k: v for k, v in info.items() if isinstance(v, INFO_TYPES)}})
            cx.emit("ability_fired", player=st.sides[owner].name, card=st.cards[u], event=event,
                    key=f"{key[0]}:{key[1]}:{key[2]}")


def _field_and_soul(st: State, seat: int) -> list[int]:
    side = st.sides[seat]
    return [u for _, u in side.units()] + list(side.soul)


def step(cx: Ctx) -> None:
    """Resolve the next fired ability: the turn player's first; his order when he has several (V-ABIL-6)."""
    st = cx.st
    tp = st.turn_player
    seat = 1 - tp
    for f in st.fired:  # loops rather than generators here and below: a generator costs a frame and a close
        if f["seat"] == tp:
            seat = tp
            break
    mine = [f for f in st.fired if f["seat"] == seat]
    if len(mine) > 1 and not all(f.get("ordered") for f in mine):
        ask(cx, seat, "ability_order", cards=[f["card"] for f in mine])
        return
    entry = mine[0]
    st.fired.remove(entry)
    _start(cx, entry, "auto")


def apply_order(cx: Ctx, seat: int, action: Order) -> None:
    st = cx.st
    mine = [f for f in st.fired if f["seat"] == seat]
    n = len(mine)
    order = list(action.order)
    if sorted(order) != list(range(1, n + 1)):
        order = order + [i for i in range(1, n + 1) if i not in order]
        if sorted(order) != list(range(1, n + 1)):
            raise refuse("err-ability-order", count=n)
    ordered = [{**mine[i - 1], "ordered": True} for i in order]  # new entries: a state's copy shares the old
    others = [f for f in st.fired if f["seat"] != seat]
    st.fired[:] = ordered + others
    cx.emit("ability_order", player=st.sides[seat].name, cards=[f["card"] for f in ordered])


def _ability(cx: Ctx, uid: int, index: int) -> tuple[CardDef, Ability]:
    c = cx.card(uid)
    return c, c.abilities[index]


def _start(cx: Ctx, entry: dict[str, Any], source: str) -> None:
    """Begin one ability: limit, condition, cost and targets checked; ask the owner when it must."""
    st = cx.st
    seat, uid, index = int(entry["seat"]), int(entry["uid"]), int(entry["index"])
    c, ab = _ability(cx, uid, index)
    name = st.sides[seat].name
    if ab.limit is not None and key_of(uid, index) in st.used_1turn:
        cx.emit("ability_spent", player=name, card=c.id)  # V-ABIL-5
        return
    if not all_hold(cx, seat, uid, ab):
        cx.emit("ability_unmet", player=name, card=c.id)
        return
    if payable(cx, seat, uid, ab) is not None:
        cx.emit("ability_unpaid", player=name, card=c.id)  # V-COST-1: cannot pay, cannot use
        return
    # V-COST-7: the payer's real choices (a dict written out: a comprehension is a frame more)
    choice = {"cb": cost_choice(cx, seat, ab, "cb"), "sb": cost_choice(cx, seat, ab, "sb")}
    calls = _calls(ab)  # read three times below
    simple = not ab.targets and not ab.optional and not calls and not _discards(ab) \
        and not (choice["cb"] or choice["sb"])
    if not ab.asks or (source == "act" and simple):  # "act <card>" already says yes to its cost
        finish(cx, seat, {"uid": uid, "index": index, "source": source}, Answer(True))
        return
    targets = []
    hidden = False
    for t in ab.targets:
        pool = candidates(cx, seat, uid, t)
        where = [zone_of(st, u) for u in pool]  # once per card: the zones and the options read it
        zones = sorted({z for _, z in where})
        hidden = hidden or any(z in HIDDEN_ZONES for z in zones)
        options = [_circle_code(seat, *_circle_at(st, u, at)) for u, at in zip(pool, where, strict=True)
                   if at[1] in ("VC", "RC", "GC")]
        targets.append({"label": t.label, "count": t.count, "up_to": t.up_to, "options": options,
                        "zones": zones, "available": len(pool)})
    forced = _all_forced(ab.targets, targets)
    if forced and not ab.optional and not ab.costs and not calls:
        finish(cx, seat, {"uid": uid, "index": index, "source": source}, Answer(True))  # nothing to choose
        return
    discard = _discard_n(ab)
    kind = "ability_dm" if hidden or discard else "ability"
    ask(cx, seat, kind, uid=uid, index=index, card=c.id, source=source, may=ab.optional or bool(ab.costs),
        targets=targets, calls=calls, discard=discard,
        cb=_cost_n(ab, "cb") if choice["cb"] else 0, cb_from=choice["cb"],
        sb=_cost_n(ab, "sb") if choice["sb"] else 0, sb_from=choice["sb"])


def _circle_of(st: State, uid: int) -> tuple[int, str]:
    return _circle_at(st, uid, zone_of(st, uid))


def _circle_at(st: State, uid: int, at: tuple[int, str]) -> tuple[int, str]:
    """:func:`_circle_of` with the card's :func:`zone_of` already read."""
    owner, zone = at
    if zone == "GC":
        return owner, f"GC{st.sides[owner].guardians.index(uid) + 1}"
    return owner, st.sides[owner].circle_of(uid) or zone


def _calls(ab: Ability) -> int:
    n = 0
    for effects in (ab.effects, ab.then):  # loops, not sum() over a generator: asked for every ability started
        for e in effects:
            if e.word == "call":
                n += 1
    return n


def _discard_n(ab: Ability) -> int:
    """The cards the costs discard (a loop, not sum() over a generator: every ability started or finished)."""
    n = 0
    for t in ab.costs:
        if t.word == "discard":
            n += int(t.arg("n"))
    return n


def _discards(ab: Ability) -> bool:
    for t in ab.costs:  # noqa: SIM110 - a loop, not any() over a generator
        if t.word == "discard":
            return True
    return False


def _all_forced(targets: tuple[Target, ...], asked: list[dict[str, Any]]) -> bool:
    """Every target takes all it may (no choice to make): a loop, not all() over a generator."""
    for t, tgt in zip(targets, asked, strict=True):
        if not (t.count < 0 or (not t.up_to and t.count >= int(str(tgt["available"])))):
            return False
    return True


# --- costs ----------------------------------------------------------------------------------------


def _cost_n(ab: Ability, word: str) -> int:
    n = 0
    for t in ab.costs:  # a loop, not sum() over a generator
        if t.word == word:
            n += int(t.arg("n", 1) or 1)
    return n


def _cost_zone(cx: Ctx, seat: int, word: str) -> tuple[list[int], list[int]]:
    """(the zone positions count in, the cards that may pay): damage and its face-up cards for CB, the soul for SB."""
    side = cx.st.sides[seat]  # only read (the payment moves the cards through take/put)
    if word == "cb":
        return side.damage, [d for d in side.damage if d not in side.face_down]
    return side.soul, list(side.soul)


def cost_choice(cx: Ctx, seat: int, ab: Ability, word: str) -> list[int]:
    """The positions the payer chooses among for CB or SB (V-COST-7), or [] when there is no real choice: as
    many cards as the cost, or every candidate the same card."""
    n = _cost_n(ab, word)
    if not n:
        return []
    zone, pool = _cost_zone(cx, seat, word)
    if len(pool) <= n or len({cx.st.cards[u] for u in pool}) <= 1:
        return []
    return [zone.index(u) + 1 for u in pool]


def _cost_cards(cx: Ctx, seat: int, ab: Ability, word: str, given: tuple[int, ...]) -> list[int]:
    """The cards that pay CB or SB: the payer's positions (V-COST-7), or the oldest face-up damage / the
    bottom of the soul when every choice is the same."""
    n = _cost_n(ab, word)
    zone, pool = _cost_zone(cx, seat, word)
    if not given:
        if cost_choice(cx, seat, ab, word):
            raise refuse(f"err-choose-{word}", count=n, options=", ".join(map(str, cost_choice(cx, seat, ab, word))))
        return pool[:n]
    chosen = [zone[i - 1] for i in given if 1 <= i <= len(zone)]
    if len(chosen) != len(given) or len(set(chosen)) != n or len(given) != n or any(u not in pool for u in chosen):
        raise refuse(f"err-choose-{word}", count=n, options=", ".join(str(zone.index(u) + 1) for u in pool))
    return chosen


def _face_up(damage: list[int], face_down: set[int]) -> int:
    n = 0
    for d in damage:  # a loop, not sum() over a generator
        if d not in face_down:
            n += 1
    return n


def payable(cx: Ctx, seat: int, uid: int, ab: Ability) -> str | None:
    """None if every cost can be paid in full now (V-COST-1), else the first that cannot."""
    side = cx.st.sides[seat]
    for t in ab.costs:
        n = int(t.arg("n", 1) or 1)
        if t.word == "cb" and _face_up(side.damage, side.face_down) < n:
            return "cb"
        if t.word == "sb" and len(side.soul) < n:
            return "sb"
        if t.word == "discard" and len(side.hand) < n:
            return "discard"
        if t.word == "rest" and (side.circle_of(uid) is None or uid in side.rested):
            return "rest"
        if t.word == "retire" and side.circle_of(uid) in (None, "VC"):
            return "retire"
        if t.word == "to-soul" and side.circle_of(uid) is None:
            return "to-soul"
    return None


def _pay(cx: Ctx, seat: int, uid: int, ab: Ability, discard: list[int], cb: list[int], sb: list[int]) -> None:
    st = cx.st
    side = st.side(seat)
    name = side.name
    for t in ab.costs:
        if t.word == "cb":  # V-COST-2, V-COST-7: the damage cards the payer chose
            chosen = cb
            side.face_down.update(chosen)
            cx.emit("counter_blast", player=name, cards=cx.names(chosen))
        elif t.word == "sb":  # V-COST-4, V-COST-7: the soul cards the payer chose
            chosen = list(sb)
            for u in chosen:
                move(st, u, seat, "drop")
            cx.emit("soul_blast", player=name, cards=cx.names(chosen))
        elif t.word == "discard":
            for u in discard:
                move(st, u, seat, "drop")
            cx.emit("discarded", player=name, card=",".join(cx.names(discard)))
        elif t.word == "rest":
            side.rested.add(uid)
            cx.emit("rested", player=name, card=st.cards[uid], circle=side.circle_of(uid) or "")
        elif t.word == "retire":
            circle = side.circle_of(uid) or ""
            move(st, uid, seat, "drop")
            cx.emit("retired", player=name, card=st.cards[uid], circle=circle)
        elif t.word == "to-soul":
            move(st, uid, seat, "soul")
            cx.emit("moved", player=name, card=st.cards[uid], source="field", dest="soul")


# --- resolving ------------------------------------------------------------------------------------


def finish(cx: Ctx, seat: int, data: dict[str, Any], answer: Answer) -> None:  # noqa: C901 - checks then runs
    """Check the owner's answer against the ability, pay, and run its effects (V-COST-1: cost first)."""
    st = cx.st
    uid, index = int(data["uid"]), int(data["index"])
    c, ab = _ability(cx, uid, index)
    side = st.side(seat)
    if not answer.yes:
        if not (ab.optional or ab.costs) and data.get("source") == "auto":
            raise refuse("err-ability-must", card=c.name_en, card_ru=c.name_ru)  # V-ABIL-2: mandatory
        cx.emit("ability_declined", player=side.name, card=c.id)
        return
    chosen: dict[str, list[int]] = {}
    picks = list(answer.picks)
    for t in ab.targets:
        pool = candidates(cx, seat, uid, t)
        if t.count < 0:
            chosen[t.label] = pool
            continue
        want = min(t.count, len(pool))
        got: list[int] = []
        while picks and len(got) < t.count:
            u = _pick(cx, seat, picks[0], pool, got)
            if u is None:
                break
            got.append(u)
            picks.pop(0)
        if not answer.picks and not t.up_to and want == len(pool):
            got = pool[:want]  # no choice to make
        if len(got) < (0 if t.up_to else want):
            raise refuse("err-ability-picks", count=want, card=c.name_en, card_ru=c.name_ru)
        chosen[t.label] = got
    if picks:
        raise refuse("err-ability-extra", text=" + ".join(picks)[:60])
    need = _discard_n(ab)
    discard: list[int] = []
    for cid in answer.discard:
        u = next((h for h in side.hand if st.cards[h] == cid and h not in discard), None)
        if u is None:
            cd = cx.cat.card(cid)
            raise refuse("err-not-in-hand", card=cd.name_en, card_ru=cd.name_ru)
        discard.append(u)
    if len(discard) != need:
        if need and len(side.hand) == need and not discard:
            discard = list(side.hand)
        else:
            raise refuse("err-ability-discard", count=need)
    why = payable(cx, seat, uid, ab)
    if why is not None:
        raise refuse("err-ability-cost", card=c.name_en, card_ru=c.name_ru)
    cb, sb = _cost_cards(cx, seat, ab, "cb", answer.cb), _cost_cards(cx, seat, ab, "sb", answer.sb)
    if ab.limit is not None:
        st.used_1turn.add(key_of(uid, index))
    cx.emit("ability", player=side.name, card=c.id, index=index + 1, ability_kind=ab.kind, source=str(data.get("source")))
    _pay(cx, seat, uid, ab, discard, cb, sb)
    circles = list(answer.to)
    done = _run(cx, seat, uid, ab.effects, chosen, circles)
    if ab.then and done:
        _run(cx, seat, uid, ab.then, chosen, circles)


def _pick(cx: Ctx, seat: int, pick: str, pool: list[int], got: list[int]) -> int | None:
    st = cx.st
    for u in pool:
        if u in got:
            continue
        owner, zone = zone_of(st, u)
        if zone in ("VC", "RC", "GC"):
            if _circle_code(seat, *_circle_of(st, u)) == pick:
                return u
        elif st.cards[u] == pick:
            return u
    return None


def _refs(cx: Ctx, seat: int, uid: int, ref: str, chosen: dict[str, list[int]]) -> list[int]:
    st = cx.st
    if ref == "self":
        return [uid]
    if ref in chosen:
        return list(chosen[ref])
    b = st.battle
    if ref == "vanguard":
        v = st.sides[seat].vanguard
        return [v] if v is not None else []
    if ref == "attacker" and b is not None:
        return [b.attacker]
    if ref == "booster" and b is not None and b.booster is not None:
        return [b.booster]
    if ref == "battle-opponent" and b is not None:
        return [b.target if b.attacker == uid else b.attacker]
    return []


def _run(cx: Ctx, seat: int, uid: int, effects: tuple[Term, ...], chosen: dict[str, list[int]],  # noqa: C901
         circles: list[str]) -> bool:
    """Run effects in order; True if each one that acts on cards acted on at least one ("if you do")."""
    from .turn import place_rear_guard, place_vanguard

    st = cx.st
    side = st.side(seat)
    name = side.name
    done = True
    for eff in effects:
        w = eff.word
        who = _refs(cx, seat, uid, str(eff.arg("who", "self")), chosen) if eff.arg("who") is not None else []
        if w == "if":
            if not holds(cx, seat, uid, Term("condition", str(eff.arg("cond")))):
                cx.emit("effect_unmet", player=name, card=st.cards[uid])
                break
            continue
        if w in ("power", "critical", "shield", "drive"):
            until = str(eff.arg("until"))
            if until == "battle" and st.battle is None:
                until = "turn"
            for u in who:
                if zone_of(st, u)[1] in ("VC", "RC", "GC"):
                    st.mods.append(Mod(u, w, int(eff.arg("amount")), until))
                    cx.emit("modifier", player=name, stat=w, amount=int(eff.arg("amount")), card=st.cards[u],
                            until=until)
        elif w == "draw":
            draw(cx, seat, int(eff.arg("n")))
        elif w == "call":
            done = done and bool(who)
            for u in who:
                circle = circles.pop(0) if circles else _first_empty(st, seat)
                if circle not in side.circles:
                    raise refuse("err-circle", options=", ".join(side.circles))
                place_rear_guard(cx, seat, u, circle)
                cx.emit("call", player=name, card=st.cards[u], circle=circle)
                fire(cx, "placed", u, circle=circle)
        elif w == "retire":
            done = done and bool(who)
            for u in who:
                owner, zone = zone_of(st, u)
                if zone != "RC":
                    continue
                circle = st.sides[owner].circle_of(u) or ""
                move(st, u, owner, "drop")
                cx.emit("retired", player=st.sides[owner].name, card=st.cards[u], circle=circle)
                fire(cx, "retired", u)
        elif w == "lock":  # V-LOCK-1: a rear-guard turns face down where it is; a vanguard is never locked
            done = done and bool(who)
            for u in who:
                owner, zone = zone_of(st, u)
                spot = lock(st, u) if zone == "RC" else None
                if spot is not None:
                    cx.emit("locked", player=st.sides[owner].name, card=st.cards[u], circle=spot)
        elif w in ("stand", "rest"):
            for u in who:
                owner, _ = zone_of(st, u)
                (st.side(owner).rested.discard if w == "stand" else st.side(owner).rested.add)(u)
                cx.emit("stood" if w == "stand" else "rested", player=st.sides[owner].name, card=st.cards[u],
                        circle=st.sides[owner].circle_of(u) or "")
        elif w in ("to-hand", "to-soul", "to-drop", "to-deck-bottom", "bind"):
            done = done and bool(who)
            dest = {"to-hand": "hand", "to-soul": "soul", "to-drop": "drop", "to-deck-bottom": "deck",
                    "bind": "bind"}[w]
            for u in who:
                owner, src = zone_of(st, u)
                take(st, u)
                put(st, u, owner, dest)  # a card goes to its owner's zone  # the deck's bottom: appended (top is index 0)
                cx.emit("moved", player=name, card=st.cards[u], source=src, dest=dest)
                if dest == "soul":
                    fire(cx, "put-into-soul", u)
        elif w == "ride":
            done = done and bool(who)
            for u in who[:1]:
                place_vanguard(cx, seat, u)
                cx.emit("ride", player=name, card=st.cards[u], grade=cx.card(u).grade)
                fire(cx, "placed", u, circle="VC")
        elif w == "nohit":
            if st.battle is not None:
                for u in who:
                    st.battle.no_hit.add(u)
                    cx.emit("cannot_be_hit", player=name, card=st.cards[u])
        elif w == "cc":
            down = [d for d in side.damage if d in side.face_down][: int(eff.arg("n"))]
            side.face_down.difference_update(down)
            cx.emit("counter_charge", player=name, cards=cx.names(down))
        elif w == "sc":
            moved = []
            for _ in range(min(int(eff.arg("n")), len(side.deck))):
                u = side.deck[0]
                move(st, u, seat, "soul")
                moved.append(u)
            cx.emit("soul_charge", player=name, cards=cx.names(moved))
        elif w == "look":
            top = side.deck[: int(eff.arg("n"))]
            cx.emit("looked", Audience.player(seat), seat=seat, cards=cx.names(top))
            cx.emit("look", player=name, count=len(top))
        elif w == "shuffle":
            st.chance.shuffle(side.deck, what=f"deck {name}", audience=Audience("judge"))
            cx.emit("shuffled", player=name)
        elif w == "heal":
            for _ in range(min(int(eff.arg("n")), len(side.damage))):
                u = side.damage[-1]
                move(st, u, seat, "drop")
                cx.emit("healed", player=name, card=st.cards[u], total=len(side.damage))
    return done


def _first_empty(st: State, seat: int) -> str:
    side = st.sides[seat]
    return next((c for c, u in side.circles.items() if u is None and c not in side.locked), "FL")


# --- ACT ------------------------------------------------------------------------------------------


def act(cx: Ctx, seat: int, action: Act) -> None:
    """Use an ACT ability by naming its card or circle (V-ABIL-3, V-MAIN-6)."""
    st = cx.st
    side = st.sides[seat]  # only its name is read here
    if not (st.phase == "main" and seat == st.turn_player and not st.prompts and st.battle is None and not st.fired):
        raise refuse("err-act-timing")
    uid = _act_unit(cx, seat, action)
    c = cx.card(uid)
    _, zone = zone_of(st, uid)
    acts = [(i, a) for i, a in enumerate(c.abilities) if a.kind == "act"]
    if not c.scripted:
        raise refuse("err-act-unscripted", card=c.name_en, card_ru=c.name_ru)
    if not acts:
        raise refuse("err-act-none", card=c.name_en, card_ru=c.name_ru)
    if action.index == 0 and len(acts) > 1:
        raise refuse("err-act-which", card=c.name_en, card_ru=c.name_ru, count=len(acts))
    if not 0 <= action.index <= len(acts):
        raise refuse("err-act-which", card=c.name_en, card_ru=c.name_ru, count=len(acts))
    index, ab = acts[max(action.index, 1) - 1]
    if not works_here(ab, zone):
        raise refuse("err-act-zone", card=c.name_en, card_ru=c.name_ru, zones="/".join(ab.zones))
    if ab.limit is not None and key_of(uid, index) in st.used_1turn:
        raise refuse("err-once")  # V-ABIL-5
    if not all_hold(cx, seat, uid, ab):
        raise refuse("err-act-condition", card=c.name_en, card_ru=c.name_ru)
    why = payable(cx, seat, uid, ab)
    if why is not None:
        raise refuse(f"err-act-cost-{why}", card=c.name_en, card_ru=c.name_ru)
    for t in ab.targets:
        if not t.up_to and t.count > 0 and not candidates(cx, seat, uid, t):
            raise refuse("err-act-target", card=c.name_en, card_ru=c.name_ru)
    cx.emit("act_used", player=side.name, card=c.id)
    _start(cx, {"seat": seat, "uid": uid, "index": index}, "act")


def _act_unit(cx: Ctx, seat: int, action: Act) -> int:
    st = cx.st
    side = st.sides[seat]  # only read
    if action.place:
        u = side.unit_at(action.place)
        if u is None:
            raise refuse("err-empty-circle", circle=action.place)
        return u
    found = [u for _, u in side.units() if st.cards[u] == action.card]
    found += [u for z in ("soul", "drop", "hand") for u in getattr(side, z) if st.cards[u] == action.card
              and any(a.kind == "act" and z in a.zones for a in card(cx.cat, st, u).abilities)]
    if not found:
        cd = cx.cat.card(action.card)
        raise refuse("err-act-where", card=cd.name_en, card_ru=cd.name_ru)
    if len(found) > 1 and len({side.circle_of(u) for u in found}) > 1:
        cd = cx.cat.card(action.card)
        ready = [u for u in found if any(
            a.kind == "act" and key_of(u, i) not in st.used_1turn and payable(cx, seat, u, a) is None
            for i, a in enumerate(cd.abilities))]
        if len(ready) == 1:
            return ready[0]
        raise refuse("err-act-two", card=cd.name_en, card_ru=cd.name_ru,
                     circles=", ".join(c for c in (side.circle_of(u) for u in found) if c))
    return found[0]


# --- hand-declared abilities on scripted cards (V-REF-3) -------------------------------------------


def check_declared(cx: Ctx, seat: int, uid: int, kind: str) -> None:
    """A declared ability: refused on a scripted card (its script runs by itself or by ``act <card>``);
    a declared AUTO needs its event in the current post or the one before (V-REF-3, V-REF-6)."""
    st = cx.st
    c = cx.card(uid)
    if c.scripted:
        raise refuse("err-declared-scripted", card=c.name_en, card_ru=c.name_ru)
    if kind == "auto" and uid not in st.recent and -1 not in st.recent:
        raise refuse("err-auto-no-event", card=c.name_en, card_ru=c.name_ru)

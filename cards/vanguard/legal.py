"""Posts a seat could make now (verified by applying them), and a scripted player that answers every
decision: the deck (the ready trial deck), the mulligan, G assist, rides, calls, attacks, guards, triggers,
gifts; it plays on to a result."""

from __future__ import annotations

import itertools
import random
from typing import Any

from cards.core import Event, MoveError

from . import engine
from .catalogue import Catalogue
from .parser import parse_post
from .state import BACK_OF, FRONT_OF, RCS, State
from .table import card, vanguard_grade


def _tried(cat: Catalogue, st: State, seat: int, text: str) -> tuple[State, list[Event]] | None:
    """The post applied (the new state and its events), or None when it is refused."""
    try:
        return engine.apply(cat, st, seat, parse_post(cat, st, seat, text))
    except MoveError:
        return None


Tried = dict[str, "tuple[State, list[Event]] | None"]  # the posts a scripted player applied, by text


def _ok(cat: Catalogue, st: State, seat: int, text: str, tried: Tried | None = None) -> bool:
    """Is the post legal? ``tried`` remembers each result, so the post chosen is not applied again."""
    if tried is None:
        return _tried(cat, st, seat, text) is not None
    if text not in tried:
        tried[text] = _tried(cat, st, seat, text)
    return tried[text] is not None


def _names(cat: Catalogue, st: State, seat: int) -> list[str]:
    return sorted({cat.card(st.cards[u]).name_en for u in st.sides[seat].hand})


def candidates(cat: Catalogue, st: State, seat: int, rng: random.Random | None = None) -> list[str]:  # noqa: C901 - one branch per decision kind
    """Unverified candidate posts for ``seat``'s pending decision (a small, representative set)."""
    out: list[str] = []
    side = st.sides[seat]
    hand = _names(cat, st, seat)
    for s, kind, data in engine.raw_pending(st):
        if s != seat:
            continue
        if kind == "deck":
            out.append("deck trial")
        elif kind == "mulligan":
            out.append("mulligan none")
            out += [f"mulligan {h}" for h in hand]
        elif kind == "ga_take":
            out += [f"take {cat.card(c).name_en}" for c in data["options"]] + ["take none"]
        elif kind == "ga_remove":
            uniq = [cat.card(st.cards[u]).name_en for u in side.hand]
            out += [f"remove {a} + {b}" for a, b in itertools.combinations(uniq, 2)][:12] if data["count"] == 2 \
                else [f"remove {h}" for h in hand]
        elif kind == "soul_ride":
            out += [f"ride {cat.card(c).name_en}" for c in data["options"]]
        elif kind in ("ability", "ability_dm"):
            out += ability_answers(cat, st, seat, data)
        elif kind == "ability_order":
            n = len(data["cards"])
            out += ["order " + " ".join(map(str, range(1, n + 1))), "order " + " ".join(map(str, range(n, 0, -1)))]
        elif kind == "gift":
            variants = [data["variant"]] if data["variant"] else ["I", "II"]
            circles = data["circles"] or [""]
            out += [" ".join(x for x in ("gift", v, c) if x) for v in variants for c in circles]
        elif kind == "trigger":
            seconds = data["second"] or [""]
            heals: list[str] = [""]
            if data["heal"] and data["damage"] > 1:
                heals = [f"heal {i}" for i in range(1, data["damage"] + 1)] + ["heal none"]
            for p, s2, h in itertools.product(data["units"] or [""], seconds, heals):
                out.append(" ".join(x for x in ("trigger", p, s2, h) if x))
        elif kind == "guard":
            out.append("no guard")
            out += [f"guard {h}" for h in hand]
            b = st.battle
            assert b is not None
            from .battle import interceptors
            from .ctx import Ctx

            out += [f"intercept {c}" for c in interceptors(Ctx(cat, st), seat)]
            for u in side.hand:
                c = card(cat, st, u)
                if c.sentinel:
                    others = [h for h in hand if h != c.name_en] or [c.name_en]
                    out.append(f"perfect {c.name_en} discard {others[0]}")
        else:
            out += _turn_posts(cat, st, seat, kind)
    return out


def ability_answers(cat: Catalogue, st: State, seat: int, data: dict[str, Any]) -> list[str]:
    """Answers to an ability decision: "no" where it may be declined, and "yes" with a few choices."""
    from .ctx import Ctx
    from .resolve import candidates, zone_of

    cx = Ctx(cat, st)
    side = st.sides[seat]
    uid, index = int(data["uid"]), int(data["index"])
    ab = card(cat, st, uid).abilities[index]
    tail = ""
    if data.get("calls"):
        empty = [c for c, u in side.circles.items() if u is None and c not in side.locked] or list(side.circles)
        tail += " to " + " + ".join(empty[: int(data["calls"])])
    if data.get("discard"):
        tail += " discard " + " + ".join(cat.card(st.cards[u]).name_en for u in side.hand[: int(data["discard"])])
    for word in ("cb", "sb"):  # V-COST-7: the payer names the positions when the choice is real
        if data.get(word):
            tail += f" {word}({','.join(map(str, list(data[f'{word}_from'])[-int(data[word]):]))})"
    picks: list[list[str]] = [[]]
    for t in ab.targets:
        pool = candidates(cx, seat, uid, t)
        names = []
        for u in pool:
            owner, zone = zone_of(st, u)
            if zone in ("VC", "RC"):
                circle = st.sides[owner].circle_of(u) or ""
                names.append(circle if owner == seat else f"opp {circle}")
            elif zone == "GC":
                names.append(f"gc{st.sides[owner].guardians.index(u) + 1}")
            else:
                names.append(cat.card(st.cards[u]).name_en)
        names = list(dict.fromkeys(names))
        n = min(len(names), t.count if t.count > 0 else 0)
        picks = [p + names[i:i + n] for p in picks for i in range(0, max(1, len(names) - n + 1))][:6] if n else picks
    out = ["no"] if data.get("may") else []
    for p in picks:
        out.append(("yes " + " + ".join(p)).strip() + tail)
    if data.get("may") or any(t.up_to for t in ab.targets):
        out.append("yes" + tail)
    return out


def _turn_posts(cat: Catalogue, st: State, seat: int, kind: str) -> list[str]:
    side = st.sides[seat]
    opp = st.sides[1 - seat]
    out = ["end"]
    hand = _names(cat, st, seat)
    g = vanguard_grade(cat, st, seat)
    if kind == "g_assist":
        out.append("g assist")
    if kind in ("g_assist", "ride") and not st.rode:
        out += [f"ride {h}" for h in hand if cat.resolve(h).grade in (g, g + 1)]
    if kind in ("g_assist", "ride", "stride", "main"):
        circles = [c for c in side.circles if (c in RCS or c.startswith("ACC")) and c not in side.locked]
        for h in hand:
            if cat.resolve(h).grade <= g and cat.resolve(h).unit_type in ("normal", "trigger"):
                out += [f"call {h} {c}" for c in circles]
        out += [f"move {c}" for c in ("FL", "FR", "BL", "BR") if side.circles.get(c) is not None
                and c not in side.locked and (BACK_OF.get(c) or FRONT_OF.get(c)) not in side.locked]
        out += [f"act {c}" for c, u in side.units() if any(a.kind == "act" for a in card(cat, st, u).abilities)]
    if kind == "battle" or (kind == "main" and st.turn > 1):
        for a in side.front_row():
            u = side.unit_at(a)
            if u is None or u in side.rested:
                continue
            for t in opp.front_row():
                if opp.unit_at(t) is not None:
                    out.append(f"attack {a} {t}")
                    out.append(f"attack {a} {t} boost")
    return out


def legal_posts(cat: Catalogue, st: State, seat: int) -> list[str]:
    return [p for p in dict.fromkeys(candidates(cat, st, seat)) if _ok(cat, st, seat, p)]


def random_post(cat: Catalogue, st: State, seat: int, rng: random.Random) -> str:
    """A scripted player's post: a sensible choice for the decision at hand, verified; else any legal post."""
    return random_step(cat, st, seat, rng)[0]


def random_step(cat: Catalogue, st: State, seat: int, rng: random.Random) -> tuple[str, State, list[Event]]:
    """:func:`random_post` with the state and events of the apply that verified it (applying is deterministic:
    the chance source is the state's own), so a scripted player applies its post once, not twice."""
    tried: Tried = {}
    pick = _choose(cat, st, seat, rng, tried)
    if pick is not None and _ok(cat, st, seat, pick, tried):
        return pick, *tried[pick]  # type: ignore[misc]
    options = [p for p in dict.fromkeys(candidates(cat, st, seat)) if _ok(cat, st, seat, p, tried)]
    if not options:
        raise MoveError("No legal post.", "Нет допустимого хода.")
    post = rng.choice(options)
    new, events = tried[post]  # type: ignore[misc]
    return post, new, events


def _choose(cat: Catalogue, st: State, seat: int, rng: random.Random, tried: Tried | None = None) -> str | None:  # noqa: C901 - one answer per decision kind
    pend = [p for p in engine.raw_pending(st) if p[0] == seat]
    if not pend:
        return None
    _, kind, data = pend[0]
    side = st.sides[seat]
    hand_cards = [card(cat, st, u) for u in side.hand]
    g = vanguard_grade(cat, st, seat)
    if kind == "deck":
        return "deck trial"
    if kind == "mulligan":
        back = [c.name_en for c in hand_cards if c.grade == 3 and rng.random() < 0.7]
        return "mulligan " + " + ".join(back) if back else "mulligan none"
    if kind == "g_assist" and not any(c.grade == g + 1 for c in hand_cards):
        return "g assist" if rng.random() < 0.8 else "end"  # V-GA-1: only without the next grade in hand
    if kind == "ga_take":
        opts = [cat.card(c).name_en for c in data["options"]]
        return f"take {'Blaster Blade' if 'Blaster Blade' in opts else opts[0]}" if opts else "take none"
    if kind == "ga_remove":  # keep the card it just took (the next grade) and the triggers' shields
        spare = sorted(hand_cards, key=lambda c: (c.grade == g + 1, bool(c.trigger), rng.random()))
        return "remove " + " + ".join(c.name_en for c in spare[: data["count"]])
    if kind in ("ride", "g_assist"):
        up = [c for c in hand_cards if c.grade == g + 1 and c.unit_type in ("normal", "trigger")]
        if up:
            blade = [c for c in up if c.name_en == "Blaster Blade"]  # a vanguard Wingal can boost (its CONT)
            return f"ride {(blade[0] if blade and rng.random() < 0.8 else rng.choice(up)).name_en}"
        return "end"
    if kind in ("main", "stride"):
        return _main_post(cat, st, seat, rng, tried)
    if kind == "battle":
        opts = [p for p in _turn_posts(cat, st, seat, "battle") if p.startswith("attack")]
        from .battle import booster_for
        from .ctx import Ctx

        cx = Ctx(cat, st)
        opts = [p for p in opts if not p.endswith("boost") or booster_for(cx, seat, p.split()[1]) is not None]
        at_vc = [p for p in opts if p.split()[2] == "VC"]
        boosted = [p for p in at_vc if p.endswith("boost")]
        if boosted and rng.random() < 0.7:
            return rng.choice(boosted)
        if at_vc and rng.random() < 0.7:
            return rng.choice(at_vc)
        return rng.choice(opts) if opts else "end"
    if kind == "guard":
        if rng.random() < 0.6 or not hand_cards:
            return "no guard"
        shields = sorted(hand_cards, key=lambda c: -c.shield)
        n = 1
        return "guard " + " + ".join(c.name_en for c in shields[:n])
    if kind == "trigger":
        p = "VC" if "VC" in data["units"] else (data["units"][0] if data["units"] else "")
        s2 = data["second"][0] if data["second"] else ""
        heal = "heal 1" if data["heal"] and data["damage"] > 1 else ""
        return " ".join(x for x in ("trigger", p, s2, heal) if x)
    if kind == "gift":
        v = data["variant"] or rng.choice(["I", "II"])
        c = rng.choice(data["circles"]) if data["circles"] else ""
        return " ".join(x for x in ("gift", v, c) if x)
    if kind == "soul_ride":
        return f"ride {cat.card(data['options'][0]).name_en}"
    if kind in ("ability", "ability_dm"):
        # an ACT it chose to use is paid; a "may" is mostly taken, with something chosen where it can be
        answers = [a for a in ability_answers(cat, st, seat, data) if a != "no"]
        if answers and (not data.get("may") or data.get("source") == "act" or rng.random() < 0.9):
            ok = [a for a in answers if _ok(cat, st, seat, a, tried)]
            chosen = [a for a in ok if not a.startswith("yes to") and a != "yes"] or ok
            if chosen:
                return rng.choice(chosen)
        return "no" if data.get("may") else None
    if kind == "ability_order":
        n = len(data["cards"])
        order = list(range(1, n + 1))
        rng.shuffle(order)
        return "order " + " ".join(map(str, order))
    return None


def _main_post(cat: Catalogue, st: State, seat: int, rng: random.Random, tried: Tried | None = None) -> str:
    """The main phase of a player who knows its cards: Wingal behind a Blaster Blade (its CONT), Blaster Blade
    in front of a Wingal, ACT abilities named by their card, Falcon on a back circle, then fill the field
    (Blaster Blade's CONT counts four rear-guards, Stardrive's and Jauron's AUTO three)."""
    side = st.sides[seat]
    hand_cards = [card(cat, st, u) for u in side.hand]
    names_in_hand = {c.name_en for c in hand_cards}
    g = vanguard_grade(cat, st, seat)

    def name_at(circle: str) -> str:
        u = side.unit_at(circle)
        return "" if u is None else cat.card(st.cards[u]).name_en

    acts = []
    for c, u in side.units():
        cd = card(cat, st, u)
        if any(a.kind == "act" for a in cd.abilities):
            alone = sum(1 for _, v in side.units() if st.cards[v] == st.cards[u]) == 1
            acts.append(f"act {cd.name_en}" if alone else f"act {c}")  # by name when that names one unit
    if acts and rng.random() < 0.7:
        pick = rng.choice(acts)
        if _ok(cat, st, seat, pick, tried):
            return pick
    if "Wingal" in names_in_hand:
        for a, b in (("VC", "BC"), ("FL", "BL"), ("FR", "BR"), ("BL", "FL"), ("BR", "FR")):
            if name_at(a) == "Blaster Blade" and side.circles.get(b) is None and b not in side.locked \
                    and rng.random() < 0.9:
                return f"call Wingal {b}"  # any Blaster Blade of its column gets its CONT
    if "Blaster Blade" in names_in_hand and g >= 2:
        for front_c, back_c in (("FL", "BL"), ("FR", "BR")):
            if name_at(back_c) == "Wingal" and name_at(front_c) != "Blaster Blade" and front_c not in side.locked \
                    and rng.random() < 0.8:
                return f"call Blaster Blade {front_c}"
    if "Auspice Falcon" in names_in_hand and g >= 1 and rng.random() < 0.9:
        free = [c for c in ("BL", "BR") if side.circles.get(c) is None and c not in side.locked]
        if free:
            return f"call Auspice Falcon {free[0]}"
    empty = [c for c, u in side.circles.items() if u is None and c not in side.locked]
    callable_ = [c for c in hand_cards if c.grade <= g and c.unit_type in ("normal", "trigger") and not c.trigger]
    rear_guards = sum(1 for u in side.circles.values() if u is not None)
    if empty and callable_ and rng.random() < (0.9 if rear_guards < 4 and len(hand_cards) > 2 else 0.5):
        unit = rng.choice(callable_)
        # attackers in front, boosters (grade 0 and 1, Boost) behind
        where = [c for c in empty if (c in ("FL", "FR") or c.startswith("ACC")) == (unit.grade >= 2)] or empty
        return f"call {unit.name_en} {rng.choice(where)}"
    return "end"

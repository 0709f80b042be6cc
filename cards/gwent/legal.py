"""Candidate posts for a seat: for scripted players, autocomplete, property tests and benchmarks.

Candidates are cheap to list and may still be refused (a choice that turns out invalid);
:func:`legal_posts` keeps only those the engine accepts.
"""

from __future__ import annotations

import random

from cards.core import IllegalMove, MoveError

from . import engine
from .catalogue import Catalogue
from .leaders import available, effect
from .model import PLAYABLE_FACTIONS, Kind
from .parser import parse_post
from .rules import Resolver
from .state import State


def _n(cat: Catalogue, state: State, uid: int) -> str:
    return cat.card(state.cards[uid]).name_en


def candidates(cat: Catalogue, state: State, seat: int) -> list[str]:
    kinds = {d.kind: d for d in engine.pending(state) if d.seat == seat}
    side = state.sides[seat]
    out: list[str] = []
    if "deck" in kinds:
        if side.faction in PLAYABLE_FACTIONS:
            return [f"deck {side.faction.value} ready"]
        return [f"deck {f.value} ready" for f in PLAYABLE_FACTIONS]
    if "exchange" in kinds:
        out.append("exchange none")
        for i in range(min(len(side.hand), 3)):
            for u in side.offer:
                out.append(f"exchange #{i + 1} for {_n(cat, state, u)}")
        return out
    if "first" in kinds:
        return [f"first {s.name}" for s in state.sides]
    if "keep" in kinds:
        out.append("keep none")
        for u in side.field_cards():
            d = cat.card(state.cards[u])
            if d.is_unit and not d.is_hero:
                out.append(f"keep {d.name_en}")
        return out
    if "revive" in kinds:
        res = Resolver(cat, state)
        names = sorted({_n(cat, state, u) for u in res.revive_targets(seat)})
        out.append("revive none")
        out.extend(f"revive {a}{_row_hint(cat, a)}" for a in names[:4])
        return out
    if "reveal" in kinds:
        n = int(kinds["reveal"].data.get("count", 3))
        return [f"reveal {', '.join('#' + str(i + 1) for i in range(n))}"]
    if "take" in kinds:
        names = sorted({_n(cat, state, u) for u in side.deck if u not in side.unsummonable})
        return [f"take {x}" for x in names[:6]]
    if "turn" in kinds:
        singles = turn_candidates(cat, state, seat)
        if state.variant.cards_per_turn(state.turn) == 2 and not state.unlimited:
            # G-HARD-DOUBLE-1: two cards a post; a lone card is that card and a pass (G-HARD-DOUBLE-6).
            plays = singles[1:]
            pairs = [f"{a} + {b}" for a in plays for b in plays if a.split()[0] != b.split()[0]]
            step = max(1, len(pairs) // 40)
            return ["pass", *pairs[::step], *plays]
        return singles
    return out


def _row_hint(cat: Catalogue, name: str) -> str:
    try:
        d = cat.resolve(name)
    except MoveError:
        return ""
    return " @close" if d.is_agile else ""


def turn_candidates(cat: Catalogue, state: State, seat: int) -> list[str]:  # noqa: C901 - one candidate list per card kind
    side = state.sides[seat]
    res = Resolver(cat, state)
    out = ["pass"]
    seen: set[str] = set()
    discard_targets = sorted({_n(cat, state, u) for u in res.revive_targets(seat)})
    own_units = sorted(
        {
            _n(cat, state, u)
            for u in side.field_cards()
            if cat.card(state.cards[u]).is_unit and not cat.card(state.cards[u]).is_hero
        }
    )
    for uid in side.hand:
        d = cat.card(state.cards[uid])
        if d.id in seen:
            continue
        seen.add(d.id)
        ref = d.name_en  # names read better in the thread than hand positions
        if d.is_unit:
            rows = ["@close", "@ranged"] if d.is_agile else [""]
            for r in rows:
                base = f"{ref} {r}".strip()
                tails = [""]
                if d.has("medic"):
                    tails = (
                        [" > none"]
                        if not discard_targets
                        else [f" > {t}{_row_hint(cat, t)}, none" for t in discard_targets[:3]]
                        + [f" > {t}{_row_hint(cat, t)}" for t in discard_targets[:3]]
                    )
                for t in tails:
                    out.append(base + t)
                    if d.has("spy"):
                        out.append(base + " @own" + t)
        elif d.kind is Kind.FACTION:
            names = sorted({_n(cat, state, u) for u in side.deck if u not in side.unsummonable})
            for t in names[:4]:
                out.append(f"{ref} > {t}{_row_hint(cat, t)}")
        elif d.has("horn") or d.has("mardroeme"):
            slot = side.horn if d.has("horn") else side.mardroeme
            for r in ("close", "ranged", "siege"):
                if slot[r] is None:
                    out.append(f"{ref} @{r}")
        elif d.has("decoy"):
            if own_units:
                out.extend(f"{ref} > {t}" for t in own_units[:4])
            else:
                out.append(ref)
        else:
            out.append(ref)
    for ld in available(res, seat):
        ef = effect(ld)
        name = ld.name_en.split(": ")[-1]
        if ef == "weather_choice":
            out.extend(f"leader {name} > {w}" for w in ("rain", "fog", "frost", "clear"))
        elif ef in ("take_own_discard", "bringer"):
            out.extend(f"leader {name} > {t}" for t in discard_targets[:3])
            out.append(f"leader {name} > none")
        elif ef == "take_opponent_discard":
            opp = sorted({_n(cat, state, u) for u in res.revive_targets(1 - seat)})
            out.extend(f"leader {name} > {t}" for t in opp[:3])
            out.append(f"leader {name} > none")
        elif ef == "destroyer":
            if len(side.hand) >= 2:
                out.append(f"leader {name} > #1, #2")
            out.append(f"leader {name} > none")
        elif ef == "crach":
            out.extend(f"leader {name} > {w}" for w in ("both", "own", "opponent"))
        else:
            out.append(f"leader {name}")
    return out


def _accepts(cat: Catalogue, state: State, seat: int, text: str) -> bool:
    try:
        action = parse_post(text, state.sides[seat].hand)
        engine.apply(cat, state, seat, action)
    except MoveError:
        return False
    return True


def legal_posts(cat: Catalogue, state: State, seat: int) -> list[str]:
    return [t for t in candidates(cat, state, seat) if _accepts(cat, state, seat, t)]


def random_post(
    cat: Catalogue, state: State, seat: int, rng: random.Random, *, pass_weight: float = 0.04
) -> str:
    """A random accepted post: passing is rare unless the seat is ahead after the opponent passed."""
    cands = candidates(cat, state, seat)
    if not cands:
        raise IllegalMove("no decision pending")
    if cands[0] == "pass":
        side, other = state.sides[seat], state.sides[1 - seat]
        from .scoring import total

        ahead = total(cat, state, seat) > total(cat, state, 1 - seat)
        if (other.passed and ahead) or (ahead and len(side.hand) < len(other.hand)):
            return "pass"
        rest = cands[1:]
        rng.shuffle(rest)
        if rng.random() < pass_weight:
            rest.insert(0, "pass")
        else:
            rest.append("pass")
        cands = rest
    else:
        rng.shuffle(cands)
    if state.variant.cards_per_turn(state.turn) == 2 and not state.unlimited:
        cands.sort(key=lambda t: "+" not in t)  # a scripted Hard player makes full double moves
    for t in cands:
        if _accepts(cat, state, seat, t):
            return t
    raise AssertionError(f"no legal post for seat {seat}: {cands}")

"""Checks for the contract suite: every card in exactly one zone; hidden cards swapped for a view test."""

from __future__ import annotations

import random
from collections import Counter

from cards.core import Audience

from .catalogue import PROTECT_I
from .state import State
from .table import LIST_ZONES


def problems(st: State) -> list[str]:
    """Every card in exactly one place; nothing placed that does not exist (V-ZONE-*)."""
    seen: Counter[int] = Counter()
    for side in st.sides:
        for z in LIST_ZONES:
            seen.update(getattr(side, z))
        seen.update(u for u in (side.vanguard, side.heart, side.trigger) if u is not None)
        seen.update(u for u in side.circles.values() if u is not None)
        seen.update(side.locked.values())
    out = [f"card {u} is in {n} places" for u, n in seen.items() if n > 1]
    out += [f"card {u} is nowhere" for u in st.cards if u not in seen]
    out += [f"unknown card {u} on the table" for u in seen if u not in st.cards]
    for seat, side in enumerate(st.sides):
        if len([c for c in side.circles if not c.startswith("ACC")]) != 5:
            out.append(f"seat {seat} has not five rear-guard circles")
        if any(side.circles.get(c) is not None for c in side.locked):
            out.append(f"seat {seat} has a unit on a locked circle")
        if side.face_down - set(side.damage):
            out.append(f"seat {seat} has face-down marks outside the damage zone")
    return out


def scramble(st: State, audience: Audience, rng: random.Random) -> State:
    """A copy where the cards ``audience`` may not see trade identities within each owner's hidden places
    (hands of others, every deck, face-down G units of others); counts stay the same."""
    new = st.clone()
    if audience.kind == "judge":
        return new
    for seat, side in enumerate(new.sides):
        hidden = list(side.deck)
        if audience.kind != "player" or audience.seat != seat:
            hidden += [u for u in side.hand if new.cards[u] != PROTECT_I]
        ids = sorted(new.cards[u] for u in hidden)  # sorted: where they were does not matter
        rng.shuffle(ids)
        for u, cid in zip(hidden, ids, strict=True):
            new.cards[u] = cid
        if audience.kind != "player" or audience.seat != seat:
            gz = [u for u in side.g_zone if u not in side.g_face_up]
            gids = sorted(new.cards[u] for u in gz)
            rng.shuffle(gids)
            for u, cid in zip(gz, gids, strict=True):
                new.cards[u] = cid
    return new

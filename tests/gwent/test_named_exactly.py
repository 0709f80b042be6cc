"""The exact-name shortcut of card resolving (issue 14) picks what the full resolver picks."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cards.core import MoveError
from cards.gwent.catalogue import default_catalogue

CAT = default_catalogue()
CARDS = sorted(CAT.cards.values(), key=lambda d: d.id)


def _queries(rng: random.Random, pool: list) -> list[str]:
    names = [n for d in rng.sample(CARDS, 5) + pool for n in (d.name_en, d.name_ru, d.id) if n]
    out = []
    for n in rng.sample(names, min(6, len(names))):
        out += [n, n.upper(), n.lower(), f"  {n} ", n.split(":")[-1], n[: max(1, len(n) // 2)]]
    return out


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 2**32 - 1))
def test_named_exactly_agrees_with_resolve(seed: int) -> None:
    rng = random.Random(seed)
    pool = rng.sample(CARDS, rng.randint(1, 12)) + rng.sample(CARDS, 2) * rng.randint(0, 1)
    ids = {d.id for d in pool}
    for q in _queries(rng, pool):
        got = CAT.named_exactly(q, ids)
        try:
            want = CAT.resolve(q, pool).id
        except MoveError:
            want = None
        if got is not None:
            assert got == want, q
        elif want is not None and any(q.strip() == d.name_en for d in pool if d.id == want):
            # a full English name of a pool card is found exactly unless another pool card shares it
            assert sum(d.name_en == q.strip() for d in {d.id: d for d in pool}.values()) > 1 or ":" in q

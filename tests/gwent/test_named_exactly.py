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


def test_canonical_names_resolve_once_and_write_what_resolve_writes() -> None:
    """The canonical text of an action (the log's SAN) names a card by id where the name means one card of
    the catalogue, else as typed; a name is resolved once per catalogue (issue 14: every accepted post)."""
    from cards.gwent.actions import PlayCard
    from cards.gwent.canonical import canonical
    from cards.gwent.catalogue import Catalogue

    cat = Catalogue(CAT.cards, CAT.decks, CAT.leaders, CAT.source, CAT.leader_texts)  # its own memo
    calls: list[str] = []
    resolve = cat.resolve

    def counted(query: str, *args: object, **kwargs: object) -> object:
        calls.append(query)
        return resolve(query, *args, **kwargs)  # type: ignore[arg-type]

    object.__setattr__(cat, "resolve", counted)
    scorch, ambiguous = "Scorch", "#3"
    first = [canonical(cat, PlayCard(card=name)) for name in (scorch, ambiguous)]
    again = [canonical(cat, PlayCard(card=name)) for name in (scorch, ambiguous)]
    assert first == again and calls == [scorch, ambiguous]  # resolved once each
    assert '"card":"sp_scorch"' in first[0] and '"card":"#3"' in first[1]


def test_sole_exact_is_named_exactly_when_one_card_answers() -> None:
    """Resolver.resolve's shortcut (Catalogue.sole_exact, then the pool's first copy of that card) finds what
    named_exactly finds among the pool's ids, for every exact name of the catalogue: the one card it means,
    when it is in the pool; a name several cards answer to is left to named_exactly."""
    rng = random.Random(30)
    for text, hits in CAT._exact.items():
        sole = CAT.sole_exact(text)
        assert sole == (hits[0][0] if len(hits) == 1 else None), text
        ids = {d.id for d in rng.sample(CARDS, 8)} | ({hits[0][0]} if rng.random() < 0.5 else set())
        if sole is not None:
            assert CAT.named_exactly(text, ids) == (sole if sole in ids else None), text


def test_resolve_gives_the_first_copy_in_the_pool() -> None:
    """A card named in full among several copies is the pool's first copy, whatever the uids' order."""
    from cards.chance import Chance
    from cards.gwent.rules import Resolver
    from cards.gwent.state import State
    from cards.gwent.variant import get_variant

    card, other = [d for d in CARDS if d.is_unit and CAT.sole_exact(d.name_en) == d.id][:2]
    state = State(variant=get_variant("classic"), chance=Chance(0), cards={5: card.id, 3: other.id, 7: card.id})
    res = Resolver(CAT, state)
    assert res.resolve(card.name_en, [3, 7, 5], "hand") == 7
    assert res.resolve(card.name_en, iter([5, 3, 7]), "hand") == 5
    assert res.resolve(other.name_en, [7, 5, 3], "hand") == 3

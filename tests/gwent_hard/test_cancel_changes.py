"""A leader step's record (G-LDR-WFLAME-3, A-22) lists the cards it moved in the order of the set of every
card's place before and after (``cancel._moved``); ``cancel._changes`` finds them from the zones that changed
alone and must give the same cards, places and order — also when a card's number is beyond the set's table,
where that order is no longer ascending."""

from __future__ import annotations

import random

from cards.gwent.cancel import Zones, _changes, _locations_of, _moved


def _zones(place: dict[int, str], names: list[str]) -> Zones:
    return [(name, [u for u in place if place[u] == name]) for name in names]


def test_changes_are_the_whole_maps_differences() -> None:
    names = [f"zone {i}" for i in range(6)]
    for seed in range(2000):
        r = random.Random(seed)
        top = r.choice([12, 40, 100, 400, 2000])
        uids = r.sample(range(1, top), min(top - 1, r.randint(0, 30)))
        before = {u: r.choice(names) for u in uids}
        after = dict(before)
        for u in r.sample(uids, min(len(uids), r.randint(0, 4))):
            after[u] = r.choice(names)
        if uids and r.random() < 0.3:
            del after[uids[0]]  # a token leaves the game
        if r.random() < 0.3:
            after[top + 7] = r.choice(names)  # a token comes
        zb, za = _zones(before, names), _zones(after, names)
        b, a = _locations_of(zb), _locations_of(za)
        moved, part_b, part_a = _changes(zb, za, top + 8)
        want = _moved(b, a)
        assert moved == want, seed
        assert [(part_b.get(u), part_a.get(u)) for u in moved] == [(b.get(u), a.get(u)) for u in want], seed

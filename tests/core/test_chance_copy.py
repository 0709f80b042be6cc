"""Chance copies share one stream of the generator's words, each at its own position, and a copy never
disturbs the other's sequence, whichever draws first (issue 14: no re-seeding per tentative move)."""

from __future__ import annotations

import pickle
import random

from cards.chance import Chance


def test_copies_continue_the_same_sequence_whichever_draws_first() -> None:
    ref = Chance(11)
    expected = [ref.roll(100) for _ in range(8)]
    a = Chance(11)
    b = a.clone()
    c = b.clone()
    assert [c.roll(100) for _ in range(8)] == expected  # the last copy first
    assert [a.roll(100) for _ in range(8)] == expected
    assert [b.roll(100) for _ in range(8)] == expected


def test_a_copy_made_mid_sequence_and_shuffles_agree() -> None:
    a = Chance(5)
    a.roll()
    b = a.clone()
    deck_a, deck_b = list(range(20)), list(range(20))
    b.shuffle(deck_b, "deck", show=lambda x: f"card {x}")
    a.shuffle(deck_a, "deck")
    assert deck_a == deck_b
    assert b.drain()[-1].data["outcome"] == [f"card {x}" for x in deck_b]


def test_a_given_rng_is_used_as_the_match_rng() -> None:
    """A Chance built on a caller's Random draws from it (as the engines' rng did before)."""
    rng = random.Random(3)
    twin = random.Random(3)
    c = Chance(rng)
    assert c.randint(1, 1000) == twin.randint(1, 1000)
    assert rng.getstate() == twin.getstate()


def test_copying_does_not_change_how_the_original_pickles() -> None:
    """A refused move copies the match and drops the copy: the original must pickle to the same bytes
    (the contract suite compares them), and a pickled chance continues the same sequence."""
    import pickle

    a = Chance(8)
    a.roll()
    before = pickle.dumps(a)
    b = a.clone()
    assert pickle.dumps(a) == before
    restored = pickle.loads(before)
    assert (
        [restored.roll(100) for _ in range(5)]
        == [b.roll(100) for _ in range(5)]
        == [a.roll(100) for _ in range(5)]
    )


def test_shuffle_is_randoms() -> None:
    """Chance.shuffle draws as random.Random.shuffle does: the same order and as many draws taken (a seed's
    match deals the same hands)."""
    for seed in range(200):
        mine, theirs = Chance(seed), random.Random(seed)
        for n in (0, 1, 2, 3, 7, 31, 64, 65, 100, 250, 256, 257, 300):  # the bit-length table ends at 256
            a = [f"card {i}" for i in range(n)]
            b = list(a)
            mine.shuffle(a, "deck")
            theirs.shuffle(b)
            assert a == b, (seed, n)
        assert mine.roll(1000) == theirs.randint(1, 1000)  # as many draws taken


def _draw(target: Chance | random.Random, op: tuple[str, int]) -> object:
    """One draw of ``op`` on a Chance or, as the same random.Random method, on a generator."""
    kind, n = op
    if kind == "shuffle":
        items = list(range(n))
        target.shuffle(items)
        return items
    if kind == "pick":
        return target.choice(range(n))
    if kind == "sample":
        return target.sample(range(n), 5)
    return target.roll(n) if isinstance(target, Chance) else target.randint(1, n)


OPS = [("roll", 6), ("roll", 2**40), ("pick", 3), ("pick", 10**12), ("sample", 8), ("sample", 1000),
       ("shuffle", 2), ("shuffle", 40), ("shuffle", 300)]  # one word, several words (2**40), the table's end


def _copied(rng: random.Random) -> random.Random:
    twin = random.Random()
    twin.setstate(rng.getstate())
    return twin


def test_copies_drawing_in_any_order_draw_what_a_copied_generator_draws() -> None:
    """Copies share the generator's words and each keeps its own position: copies made at different points
    (copies of copies too), drawing in a shuffled order, each get what a copy of the generator taken at their
    point gives (rolls past 32 bits, picks, samples, shuffles past the table), and pickle as that copy. A
    position shared between copies, a word read twice or skipped, or a pickle at the wrong point fails."""
    plan = random.Random(99)
    for seed in range(12):
        given = random.Random(seed)  # half the matches on a caller's generator, as Gwent's
        root = Chance(given) if seed % 2 else Chance(seed)
        forks = [(root, random.Random(seed))]  # each Chance with the generator it must draw as
        for _ in range(3):
            op = plan.choice(OPS)
            assert _draw(root, op) == _draw(forks[0][1], op)
        if seed % 2:
            assert given.getstate() == forks[0][1].getstate()  # drawn from, as test_a_given_rng_... says
        left = given.getstate()
        forks.append((root.clone(), _copied(forks[0][1])))
        for _ in range(150):
            i = plan.randrange(len(forks))
            chance, twin = forks[i]
            step = plan.random()
            if step < 0.15 and len(forks) < 8:
                forks.append((chance.clone(), _copied(twin)))
            elif step < 0.25:  # saved and loaded, as a match is: a plain Random at the copy's own point
                rng, _pinned, _log = chance.__getstate__()
                assert type(rng) is random.Random and rng.getstate() == twin.getstate()
                forks[i] = (pickle.loads(pickle.dumps(chance)), twin)
            else:
                op = plan.choice(OPS)
                assert _draw(chance, op) == _draw(twin, op), (seed, op)
        assert given.getstate() == left  # the copies drew from their own copy of a caller's generator


def test_a_pickle_behind_what_other_copies_drew_loads_at_its_own_point() -> None:
    """A copy pickled after another drew past the generator's 624-word block (a state rebuilt, not the one
    drawn from) loads as the copied generator would and draws on as it."""
    for seed in (3, random.Random(3)):
        a = Chance(seed)
        a.roll(6)
        b = a.clone()
        for _ in range(4):
            b.shuffle(list(range(250)))  # about 1,000 words: the generator past its next block
        twin = random.Random(3)
        twin.randint(1, 6)
        restored = pickle.loads(pickle.dumps(a))
        assert [restored.roll(2**40) for _ in range(5)] == [twin.randint(1, 2**40) for _ in range(5)]


def test_randoms_methods_read_the_words_as_cpythons_generator() -> None:
    """The stream's reader draws as random.Random does from the same state: getrandbits of any width (a word's
    top bits; wider ones a word each, the first lowest), random() from two words, and what is built on them."""
    from cards.chance import _Reader, _Stream

    reader, twin = _Reader(_Stream(random.Random(7), 7), 0), random.Random(7)
    for k in (0, 1, 5, 31, 32, 33, 63, 64, 65, 100, 1000):
        assert reader.getrandbits(k) == twin.getrandbits(k), k
    assert [reader.random() for _ in range(5)] == [twin.random() for _ in range(5)]
    assert reader.choices(range(100), k=9) == twin.choices(range(100), k=9)
    assert reader.uniform(2.5, 9.0) == twin.uniform(2.5, 9.0)
    assert reader.randbytes(11) == twin.randbytes(11)
    assert reader.getrandbits(32) == twin.getrandbits(32)  # as many words taken

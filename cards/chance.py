"""The one source of chance in a match: seeded, logged, and pinnable by a scenario.

Every shuffle, die roll and random pick of an engine goes through :class:`Chance`, as OpenSpiel's
chance nodes do: each decision is recorded with its audience (a die roll is public; a shuffled deck's
order is the judge's; a card taken at random from a hand is seen by the two players concerned), so the
judge can post it and a test can read it. A scenario's ``chance`` list pins the next outcomes in order;
an outcome with nothing pinned comes from the seeded RNG. Copying a match copies neither the RNG nor its
state (no re-seeding either): engines copy their state for every tentative move, so the copies share one
stream of the generator's words and each reads it from its own position (:class:`_Stream`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, MutableSequence, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from .core import JUDGE, PUBLIC, Audience, Event

T = TypeVar("T")


@dataclass(frozen=True, slots=True, init=False)
class ChanceRecord:
    """One decision of chance: what was decided (``what``), the outcome, and who may see it."""

    what: str
    outcome: Any
    audience: Audience = PUBLIC

    def __init__(self, what: str, outcome: Any, audience: Audience = PUBLIC) -> None:
        _record_what(self, what)  # the slots through their descriptors, as cards.core's Event
        _record_outcome(self, outcome)
        _record_audience(self, audience)

    def event(self) -> Event:
        return Event("chance", self.audience, {"what": self.what, "outcome": self.outcome})


_record_what = ChanceRecord.__dict__["what"].__set__
_record_outcome = ChanceRecord.__dict__["outcome"].__set__
_record_audience = ChanceRecord.__dict__["audience"].__set__


# how far a word is shifted right for an index below m: its top m.bit_length() bits (Chance.shuffle)
_SHIFTS = [32 - m.bit_length() for m in range(257)]


class _Stream:
    """The 32-bit words one generator draws, each drawn once and kept: every copy of a Chance reads them from
    its own position, so a copy costs no copy of the generator's 2.5 KB state (engines copy their state for
    every tentative move). A Chance at position p draws what a copy of the generator made there would:
    random.Random's methods draw only whole words (:class:`_Reader`)."""

    __slots__ = ("first", "forked", "gen", "seed", "start", "words")

    def __init__(self, gen: random.Random, seed: int | None = None) -> None:
        self.gen = gen  # draws the word after the last of ``words``
        self.words: list[int] = []
        self.seed = seed  # not None: ``words`` are random.Random(seed)'s from the first (nothing to keep)
        self.start: tuple[Any, ...] | None = None  # else the generator's state before ``words[first]``
        self.first = 0
        self.forked = False  # the Chance has been copied (Chance.clone)

    def drawing(self) -> Callable[[int], int]:
        """The generator's getrandbits, to draw the words after the last (each then kept). A generator the
        caller gave is drawn from as it is until the Chance is copied; the copies then read a copy of it taken
        at their first draw and leave the caller's where it is, as they did when each copy took its own (a
        caller may go on drawing from it: a test's scripted player)."""
        if self.start is None and self.seed is None and self.forked:
            self.start = self.gen.getstate()  # also where a copy behind the last word is rebuilt from (at)
            gen = random.Random.__new__(random.Random)  # unseeded (seeding costs 8 µs): the state set next
            gen.setstate(self.start)
            self.gen = gen
            self.first = len(self.words)
        return self.gen.getrandbits

    def more(self) -> int:
        """The word after the last, drawn and kept."""
        word = self.drawing()(32)
        self.words.append(word)
        return word

    def at(self, pos: int) -> random.Random:
        """A generator in the state a copy of this one taken at ``pos`` would be in: what a Chance pickles,
        so a pickle holds a plain Random as before, whatever its copies have drawn since."""
        if pos == len(self.words):
            return self.gen
        if self.seed is not None:
            rng = random.Random(self.seed)
        else:
            assert self.start is not None  # a position behind the last word is one of the copies' (drawing)
            rng = random.Random.__new__(random.Random)
            rng.setstate(self.start)
        if pos > self.first:
            rng.getrandbits(32 * (pos - self.first))  # as many words drawn (getrandbits(32 * n) takes n)
        return rng


class _Reader(random.Random):
    """random.Random's own methods (randrange, randint, choice, sample, shuffle, ...) reading a stream's words
    from a position: they draw only through getrandbits and random, which take words here as CPython's
    generator does — getrandbits(k) a word's top k bits for k <= 32, else ceil(k / 32) words, the first the
    lowest (the last one's top bits); random() two words, 27 and 26 bits. Never seeded: its own generator is
    unused."""

    def __init__(self, stream: _Stream, pos: int) -> None:  # not random.Random's: no seeding
        self.stream = stream
        self.pos = pos

    def _word(self) -> int:
        pos = self.pos
        self.pos = pos + 1
        words = self.stream.words
        return words[pos] if pos < len(words) else self.stream.more()

    def getrandbits(self, k: int, /) -> int:
        if k <= 32:
            if k > 0:
                return self._word() >> (32 - k)
            if k == 0:
                return 0
            raise ValueError("number of bits must be non-negative")
        value = shift = 0
        while k > 32:
            value |= self._word() << shift
            shift += 32
            k -= 32
        return value | (self._word() >> (32 - k)) << shift

    def random(self) -> float:
        high = self._word() >> 5
        low = self._word() >> 6
        return (high * 67108864.0 + low) * (1.0 / 9007199254740992.0)


class PinnedOutcomeError(ValueError):
    """A pinned outcome that this chance event cannot take (a 9 on a six-sided die)."""


class Chance:
    """Seeded randomness that records every decision it makes.

    ``pinned`` outcomes are consumed first, in order: an int for a roll, a value (or a key that
    ``match`` recognises) for a pick. Shuffles are not pinned here: a scenario pins deck order by
    listing the deck.
    """

    __slots__ = ("_pos", "_stream", "log", "pinned")

    def __init__(self, seed: int | random.Random | None = None, pinned: Iterable[Any] = ()) -> None:
        if isinstance(seed, random.Random):
            self._stream = _Stream(seed)
        else:
            self._stream = _Stream(random.Random(seed), seed)
        self._pos = 0  # how many of the stream's words this Chance has drawn
        self.pinned: list[Any] = list(pinned)
        self.log: list[ChanceRecord] = []

    # --- copying --------------------------------------------------------------------------------
    def clone(self) -> Chance:
        """An independent copy at the same point of the sequence: the stream shared, the position copied."""
        other = Chance.__new__(Chance)
        other._stream = stream = self._stream
        stream.forked = True
        other._pos = self._pos
        other.pinned = list(self.pinned)
        other.log = list(self.log)
        return other

    def reseeded(self, rng: random.Random) -> Chance:
        """A copy whose future is drawn afresh from ``rng``: nothing pinned, nothing logged. A search that
        samples what a seat cannot know (the practice opponent) must not inherit the match's own RNG,
        or its simulations would foresee the real dice and shuffles."""
        return Chance(rng.getrandbits(64))  # random.Random(that seed) made here: its stream keeps no state

    def __getstate__(self) -> tuple[random.Random, list[Any], list[ChanceRecord]]:
        """Pickled (a snapshot, a deep copy) by value, as a plain Random at this Chance's point: which stream
        it reads and what other copies drew is this process's business, so pickling a match before and after
        copying it gives the same bytes, and pickles load in either direction."""
        return self._stream.at(self._pos), self.pinned, self.log

    def __setstate__(self, state: tuple[random.Random, list[Any], list[ChanceRecord]]) -> None:
        rng, self.pinned, self.log = state
        self._stream = _Stream(rng)
        self._pos = 0

    def _drawn(self, draw: Callable[[random.Random], T]) -> T:
        """``draw`` made by random.Random's own method on this Chance's words; its position moves past them."""
        reader = _Reader(self._stream, self._pos)
        value = draw(reader)
        self._pos = reader.pos
        return value

    def drain(self) -> list[Event]:
        """The chance events recorded since the last drain, as events for the judge to deliver."""
        events = [r.event() for r in self.log]
        self.log.clear()
        return events

    # --- decisions ------------------------------------------------------------------------------
    def _record(self, what: str, outcome: Any, audience: Audience) -> None:
        self.log.append(ChanceRecord(what, outcome, audience))

    def roll(self, sides: int = 6, what: str = "die", audience: Audience = PUBLIC) -> int:
        """A die roll 1..sides."""
        return self.randint(1, sides, what, audience)

    def randint(self, low: int, high: int, what: str = "number", audience: Audience = PUBLIC) -> int:
        if self.pinned and isinstance(self.pinned[0], int) and not isinstance(self.pinned[0], bool):
            value = self.pinned.pop(0)
            if not low <= value <= high:
                raise PinnedOutcomeError(f"pinned {what} {value} is not in {low}..{high}")
        else:
            value = self._drawn(lambda r: r.randint(low, high))
        self._record(what, value, audience)
        return int(value)

    def choice(
        self,
        options: Sequence[T],
        what: str = "pick",
        audience: Audience = PUBLIC,
        match: Callable[[T, Any], bool] | None = None,
        show: Callable[[T], Any] | None = None,
    ) -> T:
        """One of ``options``. A pinned outcome picks the option equal to it (or that ``match`` accepts:
        a card by name, a seat by player name). ``show`` turns the pick into what the log records."""
        if not options:
            raise ValueError(f"no options for {what}")
        picked: T | None = None
        if self.pinned:
            wanted = self.pinned[0]
            for option in options:
                if (match(option, wanted) if match is not None else option == wanted):
                    picked = option
                    break
            if picked is None:
                raise PinnedOutcomeError(f"pinned {what} {wanted!r} is not one of the options")
            self.pinned.pop(0)
        else:
            picked = options[self._drawn(lambda r: r.randrange(len(options)))]
        self._record(what, show(picked) if show is not None else picked, audience)
        return picked

    def shuffle(
        self,
        items: MutableSequence[T],
        what: str = "shuffle",
        audience: Audience = JUDGE,
        show: Callable[[T], Any] | None = None,
    ) -> None:
        """Shuffle in place; the order is logged for ``audience`` (the judge, by default), each item
        as ``show`` gives it (a card's name rather than its number). ``random.Random.shuffle``'s own draws
        (an index below ``i + 1`` is ``getrandbits`` of its bit length: a word's top bits, drawn again while
        too big) read straight from the stream, without its Python calls per item: every match shuffles two
        decks (``test_shuffle_is_randoms``); a longer list goes through random.Random.shuffle itself."""
        n = len(items)
        if n >= len(_SHIFTS):
            self._drawn(lambda r: r.shuffle(items))
        else:
            stream = self._stream
            words, pos = stream.words, self._pos
            drawn = len(words)  # by other copies: read; past them this Chance draws, and every word after
            draw, keep = stream.drawing(), words.append  # (a caller's generator copied now: nothing drawn since)
            for i in range(n - 1, 0, -1):
                shift = _SHIFTS[i + 1]  # from a table, not an int method call per item
                j = i + 1
                while j > i:  # a word's top bits; too big: the next word, as random.Random._randbelow draws again
                    if pos < drawn:
                        j = words[pos] >> shift
                    else:
                        word = draw(32)
                        keep(word)
                        j = word >> shift
                    pos += 1
                items[i], items[j] = items[j], items[i]
            self._pos = pos
        self._record(what, list(items) if show is None else [show(x) for x in items], audience)

    def sample(self, items: Sequence[T], k: int, what: str = "sample", audience: Audience = JUDGE) -> list[T]:
        picked = self._drawn(lambda r: r.sample(list(items), k))
        self._record(what, list(picked), audience)
        return picked

    def coin(self, what: str = "coin", audience: Audience = PUBLIC) -> bool:
        return self.randint(0, 1, what, audience) == 1

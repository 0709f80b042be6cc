"""The one source of chance in a match: seeded, logged, and pinnable by a scenario.

Every shuffle, die roll and random pick of an engine goes through :class:`Chance`, as OpenSpiel's
chance nodes do: each decision is recorded with its audience (a die roll is public; a shuffled deck's
order is the judge's; a card taken at random from a hand is seen by the two players concerned), so the
judge can post it and a test can read it. A scenario's ``chance`` list pins the next outcomes in order;
an outcome with nothing pinned comes from the seeded RNG. Copying a match copies the RNG's state
(no re-seeding from the OS), and only when one of the copies next decides something: engines copy
their state for every tentative move, and most moves decide nothing by chance.
"""

from __future__ import annotations

import _random
import random
from collections.abc import Callable, Iterable, MutableSequence, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from .core import JUDGE, PUBLIC, Audience, Event

T = TypeVar("T")
_get_words = _random.Random.getstate  # what random.Random.getstate and setstate wrap (see Chance._own)
_set_words = _random.Random.setstate


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


_BIT_LENGTHS = [m.bit_length() for m in range(257)]  # m.bit_length() for a deck's sizes (Chance.shuffle)


class PinnedOutcomeError(ValueError):
    """A pinned outcome that this chance event cannot take (a 9 on a six-sided die)."""


class Chance:
    """Seeded randomness that records every decision it makes.

    ``pinned`` outcomes are consumed first, in order: an int for a roll, a value (or a key that
    ``match`` recognises) for a pick. Shuffles are not pinned here: a scenario pins deck order by
    listing the deck.
    """

    __slots__ = ("_rng", "_shared", "pinned", "log")

    def __init__(self, seed: int | random.Random | None = None, pinned: Iterable[Any] = ()) -> None:
        if isinstance(seed, random.Random):
            self._rng = seed
        else:
            self._rng = random.Random(seed)
        self._shared = False  # True while another Chance holds the same RNG object (copy on write)
        self.pinned: list[Any] = list(pinned)
        self.log: list[ChanceRecord] = []

    # --- copying --------------------------------------------------------------------------------
    def clone(self) -> Chance:
        """An independent copy at the same point of the sequence (RNG state copied, not re-seeded)."""
        other = Chance.__new__(Chance)
        other._rng = self._rng  # shared until one of the two decides something (see _own)
        other._shared = self._shared = True
        other.pinned = list(self.pinned)
        other.log = list(self.log)
        return other

    def reseeded(self, rng: random.Random) -> Chance:
        """A copy whose future is drawn afresh from ``rng``: nothing pinned, nothing logged. A search that
        samples what a seat cannot know (the practice opponent) must not inherit the match's own RNG,
        or its simulations would foresee the real dice and shuffles."""
        return Chance(random.Random(rng.getrandbits(64)))

    def __getstate__(self) -> tuple[random.Random, list[Any], list[ChanceRecord]]:
        """Pickled (a snapshot, a deep copy) by value: whether the RNG object is shared with a copy is
        this process's business, so pickling a match before and after copying it gives the same bytes."""
        return self._rng, self.pinned, self.log

    def __setstate__(self, state: tuple[random.Random, list[Any], list[ChanceRecord]]) -> None:
        self._rng, self.pinned, self.log = state
        self._shared = False

    def _own(self) -> random.Random:
        """This Chance's own RNG: a shared one is copied (state copied, not re-seeded) before use."""
        if self._shared:
            old = self._rng
            rng = random.Random.__new__(random.Random)  # unseeded (seeding costs 8 µs): the state is copied in
            # random.Random's getstate/setstate, without their Python wrappers (the version check): the
            # generator's words through the C methods, and the Gaussian pair's spare value
            _set_words(rng, _get_words(old))
            rng.gauss_next = old.gauss_next  # type: ignore[attr-defined]
            self._rng = rng
            self._shared = False
        return self._rng

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
            value = self._own().randint(low, high)
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
            picked = options[self._own().randrange(len(options))]
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
        (an index below ``i + 1`` is ``getrandbits`` of its bit length, drawn again while too big), without
        its Python call per item: every match shuffles two decks (``test_shuffle_is_randoms``)."""
        rng = self._own()
        if type(rng) is not random.Random:
            rng.shuffle(items)
        else:
            bits = rng.getrandbits
            n = len(items)
            # the bit lengths read from a table, not an int method call per item
            lengths = _BIT_LENGTHS if n < len(_BIT_LENGTHS) else [m.bit_length() for m in range(n + 1)]
            for i in range(n - 1, 0, -1):
                k = lengths[i + 1]
                j = bits(k)
                while j > i:
                    j = bits(k)
                items[i], items[j] = items[j], items[i]
        self._record(what, list(items) if show is None else [show(x) for x in items], audience)

    def sample(self, items: Sequence[T], k: int, what: str = "sample", audience: Audience = JUDGE) -> list[T]:
        picked = self._own().sample(list(items), k)
        self._record(what, list(picked), audience)
        return picked

    def coin(self, what: str = "coin", audience: Audience = PUBLIC) -> bool:
        return self.randint(0, 1, what, audience) == 1

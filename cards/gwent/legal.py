"""Candidate posts for a seat: for scripted players, autocomplete, property tests and benchmarks.

Candidates are cheap to list and may still be refused (a choice that turns out invalid);
:func:`legal_posts` keeps only those the engine accepts.
"""

from __future__ import annotations

import functools
import random
from bisect import bisect_right
from collections.abc import Iterable
from itertools import accumulate, chain
from operator import methodcaller
from typing import NamedTuple, TypeVar

from cards.core import Decision, Event, IllegalMove, MoveError

from . import engine
from .actions import Action
from .catalogue import Catalogue
from .leaders import available, effect
from .model import FACTION_CARD, PLAYABLE_FACTIONS
from .parser import hand_free, parse_post
from .rules import Resolver
from .scoring import scores
from .state import PLAY, State

_T = TypeVar("_T")


def _n(cat: Catalogue, state: State, uid: int) -> str:
    return cat.card(state.cards[uid]).name_en


@functools.lru_cache(maxsize=16)
def _english(cat: Catalogue) -> dict[str, str]:
    """Card id → English name, once per catalogue (catalogues hash by identity)."""
    return {cid: d.name_en for cid, d in cat.cards.items()}


def _summonable_names(cat: Catalogue, state: State, seat: int) -> list[str]:
    """The sorted names of the deck cards a Faction card or the Destroyer may bring (not Helheim's), in C."""
    side = state.sides[seat]
    deck = side.deck if not side.unsummonable else [u for u in side.deck if u not in side.unsummonable]
    return sorted(set(map(_english(cat).__getitem__, map(state.cards.__getitem__, deck))))


def _owed(state: State, seat: int) -> dict[str, Decision | None]:
    """The decisions ``seat`` owes by kind (a plain turn without building Decision objects)."""
    if state.phase is PLAY and not state.interrupts:
        return {"turn": None} if state.to_move == seat else {}
    return {d.kind: d for d in engine.pending(state) if d.seat == seat}


def candidates(cat: Catalogue, state: State, seat: int) -> list[str]:
    return _candidates(cat, state, seat, _owed(state, seat))


def _candidates(cat: Catalogue, state: State, seat: int, kinds: dict[str, Decision | None]) -> list[str]:
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
        reveal = kinds["reveal"]
        assert reveal is not None
        n = int(reveal.data.get("count", 3))
        return [f"reveal {', '.join('#' + str(i + 1) for i in range(n))}"]
    if "take" in kinds:
        names = _summonable_names(cat, state, seat)
        return [f"take {x}" for x in names[:6]]
    if "turn" in kinds:
        plays = _plays(cat, state, seat)
        if state.variant.cards_per_turn(state.turn) == 2 and not state.unlimited:
            # G-HARD-DOUBLE-1: two cards a post; a lone card is that card and a pass (G-HARD-DOUBLE-6).
            return ["pass", *_pairs_sample(plays), *plays]
        return ["pass", *plays]  # turn_candidates
    return out


def _pairs_sample(plays: list[str]) -> list[str]:
    """About 40 two-card posts: every ``step``-th of the pairs ``a + b`` (in the order of ``plays`` for a,
    then b) whose first words differ, with ``step`` = their number // 40, built without listing all of
    them (a Hard hand gives hundreds of pairs a turn, and the sample is all a scripted player tries)."""
    sample = _PairSample(plays)
    return [sample.text(x) for x in range(sample.count)]


class _Heads(dict[str, str]):
    """A play's first word (what tells two plays of one card apart from two cards), worked out once a text."""

    def __missing__(self, text: str) -> str:
        head = self[text] = text.split(None, 1)[0]
        return head


_HEADS = _Heads()


class _PairSample:
    """:func:`_pairs_sample`'s pairs, counted at once but each worked out only when asked for (:meth:`text`):
    a scripted player tries one or two of the some forty a turn. The ``x``-th is the ``x * step``-th pair of
    the full list; the play ``a`` it starts with is found from the running count of pairs per ``a``."""

    __slots__ = ("plays", "heads", "step", "ends", "count")

    def __init__(self, plays: list[str]) -> None:
        if len(_HEADS) > 8192:  # bounded: texts with names from the discard pile vary
            _HEADS.clear()
        self.plays = plays
        self.heads = heads = list(map(_HEADS.__getitem__, plays))
        n = len(plays)
        per_head: dict[str, int] = {}  # plays per first word (a loop: a Counter checks its argument's type first)
        count = per_head.get
        for h in heads:
            per_head[h] = count(h, 0) + 1
        total = n * n - sum([c * c for c in per_head.values()])  # a play pairs with the plays of other words
        self.step = step = max(1, total // 40)
        # ends[a]: the number of pairs whose first play is ``a`` or before it
        self.ends = list(accumulate(map(n.__sub__, map(per_head.__getitem__, heads))))
        self.count = -(-total // step)  # the multiples of step below total

    def code(self, x: int) -> int:
        """The ``x``-th sampled pair as ``a * len(plays) + b``, the positions of its two plays."""
        k = x * self.step  # its place in the full list
        ends = self.ends
        a = bisect_right(ends, k)
        j = k - (ends[a - 1] if a else 0)  # the j-th play that starts with another word than a's
        head = self.heads[a]
        for m, h in enumerate(self.heads):  # skip a's own word's plays up to it
            if h == head:
                if m > j:
                    break
                j += 1
        return a * len(self.plays) + j

    def text(self, x: int) -> str:
        """The ``x``-th sampled pair's post."""
        n = len(self.plays)
        a, b = divmod(self.code(x), n)
        return f"{self.plays[a]} + {self.plays[b]}"


@functools.lru_cache(maxsize=4096)
def _row_hint(cat: Catalogue, name: str) -> str:
    """The " @close" hint for an agile card's name (a scripted post must say its row); cached per catalogue."""
    try:
        d = cat.resolve(name)
    except MoveError:
        return ""
    return " @close" if d.is_agile else ""


def turn_candidates(cat: Catalogue, state: State, seat: int) -> list[str]:
    """The candidate posts of ``seat``'s turn: "pass", then :func:`_plays`."""
    return ["pass", *_plays(cat, state, seat)]


def _plays(cat: Catalogue, state: State, seat: int) -> list[str]:  # noqa: C901 - one candidate list per card kind
    """The plays of ``seat``'s turn: each card of the hand once (with its rows and targets), then the leaders."""
    side = state.sides[seat]
    cards = state.cards
    english, fixed_of, plan_of, plain, leads = _tables(cat)
    out: list[str] = []
    targets: list[str] | None = None  # his discard pile's units by name, listed when a medic or a leader asks
    units: list[str] | None = None  # his field's units by name, listed when a decoy asks
    seen: set[str] = set()
    for u in side.hand:  # each card of the hand once, in order
        cid = cards[u]
        if cid in seen:
            continue
        seen.add(cid)
        fixed = fixed_of[cid]
        if fixed is not None:
            out += fixed
            continue
        plan = plan_of[cid]
        ref = plan.ref  # names read better in the thread than hand positions
        if plan.unit:
            rows = ["@close", "@ranged"] if plan.agile else [""]
            for r in rows:
                base = f"{ref} {r}".strip()
                tails = [""]
                if plan.medic:
                    if targets is None:
                        targets = _unit_names(english, plain, cards, side.discard)
                    tails = (
                        [" > none"]
                        if not targets
                        else [f" > {t}{_row_hint(cat, t)}, none" for t in targets[:3]]
                        + [f" > {t}{_row_hint(cat, t)}" for t in targets[:3]]
                    )
                for t in tails:
                    out.append(base + t)
                    if plan.spy:
                        out.append(base + " @own" + t)
        elif plan.faction_card:
            names = _summonable_names(cat, state, seat)
            for t in names[:4]:
                out.append(f"{ref} > {t}{_row_hint(cat, t)}")
        elif plan.slot is not None:
            slot = side.horn if plan.slot == "horn" else side.mardroeme
            for r in ("close", "ranged", "siege"):
                if slot[r] is None:
                    out.append(f"{ref} @{r}")
        elif plan.decoy:
            if units is None:
                units = _unit_names(english, plain, cards, side.field_cards())
            if units:
                out.extend(f"{ref} > {t}" for t in units[:4])
            else:
                out.append(ref)
        else:
            out.append(ref)
    for ld in available(cat, state, seat):
        ef, name, fixed = leads[ld.id]
        if fixed is not None:  # posts that depend on the leader alone
            out += fixed
        elif ef in ("take_own_discard", "bringer"):
            if targets is None:
                targets = _unit_names(english, plain, cards, side.discard)
            out.extend(f"leader {name} > {t}" for t in targets[:3])
            out.append(f"leader {name} > none")
        elif ef == "take_opponent_discard":
            opp = _unit_names(english, plain, cards, state.sides[1 - seat].discard)
            out.extend(f"leader {name} > {t}" for t in opp[:3])
            out.append(f"leader {name} > none")
        else:  # the destroyer (_leader_plans)
            if len(side.hand) >= 2:
                out.append(f"leader {name} > #1, #2")
            out.append(f"leader {name} > none")
    return out


def _unit_names(english: dict[str, str], plain: dict[str, bool], cards: dict[int, str], uids: list[int]) -> list[str]:
    """The sorted names of the units among ``uids`` that are no heroes (as Resolver.revive_targets keeps them)."""
    return sorted({english[cid] for cid in map(cards.__getitem__, uids) if plain[cid]})


@functools.lru_cache(maxsize=16)
def _leader_plans(cat: Catalogue) -> dict[str, tuple[str, str, tuple[str, ...] | None]]:
    """Every leader's effect, short name and the posts that depend on it alone (None when they depend on the
    table: a discard pile, the hand), once per catalogue, as :func:`_plays` lists them."""
    out: dict[str, tuple[str, str, tuple[str, ...] | None]] = {}
    for cid, ld in cat.cards.items():
        ef = effect(ld)
        name = ld.name_en.split(": ")[-1]
        fixed: tuple[str, ...] | None
        if ef == "weather_choice":
            fixed = tuple(f"leader {name} > {w}" for w in ("rain", "fog", "frost", "clear"))
        elif ef in ("take_own_discard", "bringer", "take_opponent_discard", "destroyer"):
            fixed = None
        elif ef == "crach":
            fixed = tuple(f"leader {name} > {w}" for w in ("both", "own", "opponent"))
        else:
            fixed = (f"leader {name}",)
        out[cid] = (ef, name, fixed)
    return out


class _Plan(NamedTuple):
    """What :func:`_plays` reads of a hand card whose posts depend on the table (no
    :func:`_fixed_candidates`), read once per catalogue: its name and which of the branches it takes."""

    ref: str  # its English name
    unit: bool
    agile: bool
    medic: bool
    spy: bool
    faction_card: bool
    slot: str | None  # "horn" or "mardroeme": the slot a horn or a Mardroeme card fills, else None
    decoy: bool


@functools.lru_cache(maxsize=16)
def _plan_map(cat: Catalogue) -> dict[str, _Plan]:
    """:class:`_Plan` of every card of the catalogue, once per catalogue: a dictionary lookup instead of a
    few property and method calls per card of the hand, every turn of the scripted player."""
    return {
        cid: _Plan(
            d.name_en,
            d.is_unit,
            d.is_agile,
            d.has("medic"),
            d.has("spy"),
            d.kind is FACTION_CARD,
            "horn" if d.has("horn") else "mardroeme" if d.has("mardroeme") else None,
            d.has("decoy"),
        )
        for cid, d in cat.cards.items()
    }


class _Tables(NamedTuple):
    """The per-catalogue tables :func:`_plays` reads, from one cache lookup a turn instead of one each."""

    english: dict[str, str]  # _english
    fixed: dict[str, tuple[str, ...] | None]  # _fixed_map
    plan: dict[str, _Plan]  # _plan_map
    plain: dict[str, bool]  # _plain_units
    leads: dict[str, tuple[str, str, tuple[str, ...] | None]]  # _leader_plans


@functools.lru_cache(maxsize=16)
def _tables(cat: Catalogue) -> _Tables:
    """:class:`_Tables` of the catalogue, once per catalogue (catalogues hash by identity)."""
    return _Tables(_english(cat), _fixed_map(cat), _plan_map(cat), _plain_units(cat), _leader_plans(cat))


@functools.lru_cache(maxsize=16)
def _plain_units(cat: Catalogue) -> dict[str, bool]:
    """Card id → a unit that is no hero (what a decoy may take back), once per catalogue."""
    return {cid: d.is_unit and not d.is_hero for cid, d in cat.cards.items()}


@functools.lru_cache(maxsize=16)
def _fixed_map(cat: Catalogue) -> dict[str, tuple[str, ...] | None]:
    """:func:`_fixed_candidates` of every card of the catalogue, once per catalogue: a dictionary lookup per
    card of the hand, every turn of the scripted player."""
    return {cid: _fixed_candidates(cat, cid) for cid in cat.cards}


@functools.lru_cache(maxsize=4096)
def _fixed_candidates(cat: Catalogue, card_id: str) -> tuple[str, ...] | None:
    """The posts of a hand card that depend on the card alone (a unit without Medic, a special card
    without a slot or a target), as :func:`_plays` lists them; None for the others. Cached per
    catalogue and card (catalogues hash by identity)."""
    d = cat.card(card_id)
    ref = d.name_en
    if d.is_unit:
        if d.has("medic"):
            return None
        out: list[str] = []
        for r in ["@close", "@ranged"] if d.is_agile else [""]:
            base = f"{ref} {r}".strip()
            out.append(base)
            if d.has("spy"):
                out.append(base + " @own")
        return tuple(out)
    if d.kind is FACTION_CARD or d.has("horn") or d.has("mardroeme") or d.has("decoy"):
        return None
    return (ref,)


def _attempt(cat: Catalogue, state: State, seat: int, text: str) -> tuple[State, list[Event]] | None:
    """The post applied (new state, events), or None when the engine refuses it."""
    try:
        action = _parse_hand_free(text)
        if action is None:  # it names a hand position: parsed against this hand
            action = parse_post(text, state.sides[seat].hand)
        return engine.apply(cat, state, seat, action)
    except MoveError:
        return None


@functools.lru_cache(maxsize=8192)
def _parse_hand_free(text: str) -> Action | None:
    """One parse per candidate text: the scripted player tries the same few hundred texts all match long
    (actions are immutable; a refused parse is not kept). None for a post that names a hand position
    (:func:`hand_free`), whose action depends on the hand: which it is is kept with the text too."""
    return parse_post(text, []) if hand_free(text) else None


def _accepts(cat: Catalogue, state: State, seat: int, text: str) -> bool:
    return _attempt(cat, state, seat, text) is not None


def legal_posts(cat: Catalogue, state: State, seat: int) -> list[str]:
    return [t for t in candidates(cat, state, seat) if _accepts(cat, state, seat, t)]


def random_step(
    cat: Catalogue, state: State, seat: int, rng: random.Random, *, pass_weight: float = 0.04
) -> tuple[str, State, list[Event]]:
    """A random accepted post with the state it gave: (post, new state, events).

    The post had to be applied to know it is accepted, so its result is returned rather than applied a
    second time by the caller. Passing is rare unless the seat is ahead after the opponent passed.
    """
    double = state.variant.cards_per_turn(state.turn) == 2 and not state.unlimited  # G-HARD-DOUBLE-1
    plays: list[str] | None
    if state.phase is PLAY and not state.interrupts and state.to_move == seat:  # his turn, nothing else asked
        if double:
            return _double_step(cat, state, seat, rng, pass_weight)
        plays = _plays(cat, state, seat)  # turn_candidates but its "pass", without the list of both
    else:
        cands = _candidates(cat, state, seat, _owed(state, seat))
        if not cands:
            raise IllegalMove("no decision pending")
        plays = cands[1:] if cands[0] == "pass" else None
    if plays is not None:
        cands = _pass_last_unless_human(cat, state, seat, plays, rng, pass_weight, "pass")
        if cands[0] == "pass":
            got = _attempt(cat, state, seat, "pass")
            if got is not None:
                return "pass", got[0], got[1]
    else:
        shuffle(rng, cands)
    if double:
        # as in a double move (_double_step), the posts with a "+" first (a card taken or kept mid-turn)
        cands.sort(key=_HAS_PLUS, reverse=True)  # (a stable sort stays stable reversed)
    step = _first_staying(cat, state, seat, cands)
    if step is None:
        raise AssertionError(f"no legal post for seat {seat}: {cands}")
    return step


def _double_step(
    cat: Catalogue, state: State, seat: int, rng: random.Random, pass_weight: float
) -> tuple[str, State, list[Event]]:
    """:func:`random_step` in a Hard double-move turn (G-HARD-DOUBLE-1): the candidates are ``"pass"``, the
    two-card sample (:func:`_pairs_sample`) and the single plays, as :func:`candidates` lists them, ordered
    as it orders them — shuffled from the same draws (a shuffle's draws depend on the count alone), the
    posts with a "+" first — but as positions (the pairs', the plays', then "pass"): only the posts tried
    get a text."""
    plays = _plays(cat, state, seat)
    sample = _PairSample(plays)
    npairs = sample.count
    pass_ = npairs + len(plays)
    order = _pass_last_unless_human(cat, state, seat, list(range(pass_)), rng, pass_weight, pass_)
    if order[0] == pass_:
        got = _attempt(cat, state, seat, "pass")
        if got is not None:
            return "pass", got[0], got[1]
    # a scripted Hard player makes full double moves: the posts with a "+" first, each part in its order
    tried: Iterable[int]
    if "+" in "\n".join(plays):  # a single post with a "+" (never from the default catalogue's names)
        order.sort(key=lambda x: x < npairs or (x < pass_ and "+" in plays[x - npairs]), reverse=True)
        tried = order
    else:
        # the pairs, then the rest, each in its order (what a stable sort on x >= npairs gives), read only as
        # far as the posts tried: mostly the first pair
        tried = chain(filter(npairs.__gt__, order), filter(npairs.__le__, order))
    texts = (sample.text(x) if x < npairs else plays[x - npairs] if x < pass_ else "pass" for x in tried)
    step = _first_staying(cat, state, seat, texts)
    if step is None:
        raise AssertionError(f"no legal post for seat {seat}")
    return step


def _first_staying(
    cat: Catalogue, state: State, seat: int, texts: Iterable[str]
) -> tuple[str, State, list[Event]] | None:
    """The first accepted post of ``texts`` that keeps the seat in the round (the texts are made only as they
    are tried); failing that, the first accepted one that passes (a lone Hard card); None if none is."""
    passing: tuple[str, State, list[Event]] | None = None
    for t in texts:
        got = _attempt(cat, state, seat, t)
        if got is None:
            continue
        if t != "pass" and passed_in(state, seat, got[1]):
            passing = passing or (t, got[0], got[1])  # only if nothing keeps him in the round
            continue
        return t, got[0], got[1]
    return passing


def passed_in(state: State, seat: int, events: list[Event]) -> bool:
    """Did the post pass for ``seat`` (a pass may end the round, which clears the flag again)?"""
    name = state.sides[seat].name
    for e in events:  # noqa: SIM110 - a loop, not any(): no generator per scripted post
        if e.kind == "passed" and e.data.get("player") == name:
            return True
    return False


PASS_MAX_HAND = 6  # a scripted player holding more cards than this passes only to keep a won round
PASS_BEHIND_HAND = 2  # behind, he gives a round up only with this few cards left


def _pass_last_unless_human(cat: Catalogue, state: State, seat: int, plays: list[_T], rng: random.Random,
                            pass_weight: float, pass_: _T) -> list[_T]:
    """The order a scripted player tries his turn's posts in, passing as a person would (issue 29): at
    once when ahead after the opponent passed; never while a card could still win the round after the
    opponent passed; seldom otherwise, and only with a small hand — ahead with no more cards than the
    opponent, or at random (level or behind, only with a very small hand). "pass" (``pass_``) stays last as the fallback."""
    side, other = state.sides[seat], state.sides[1 - seat]
    shuffle(rng, plays)
    hand = len(side.hand)
    if hand > PASS_MAX_HAND and not other.passed:
        return [*plays, pass_]  # whoever leads, he neither passes nor draws the pass lot: no scoring
    totals = scores(cat, state).totals
    mine, theirs = totals[seat], totals[1 - seat]
    if other.passed:
        return [pass_, *plays] if mine > theirs else [*plays, pass_]
    if mine > theirs and hand <= PASS_MAX_HAND and hand <= len(other.hand):
        return [pass_, *plays]
    may_pass = hand <= (PASS_MAX_HAND if mine > theirs else PASS_BEHIND_HAND)
    if may_pass and rng.random() < pass_weight:
        return [pass_, *plays]
    return [*plays, pass_]


_HAS_PLUS = methodcaller("__contains__", "+")
_BITS = tuple((i + 1).bit_length() for i in range(1024))  # _BITS[i]: the bits random draws for a pick below i + 1


def shuffle(rng: random.Random, items: list[_T]) -> None:
    """``rng.shuffle(items)``, the same order from the same draws, without a method call per item (the
    scripted player shuffles every candidate post of every turn: a Hard turn has about a hundred). The
    draws are random's own: an index below ``i + 1`` is ``getrandbits(bit length of i + 1)``, drawn again
    while too big (``test_shuffle_is_randoms`` holds it to ``random.Random.shuffle``)."""
    n = len(items)
    if type(rng) is not random.Random or n > len(_BITS):
        rng.shuffle(items)
        return
    bits = rng.getrandbits
    for i in range(n - 1, 0, -1):
        k = _BITS[i]
        j = bits(k)
        while j > i:
            j = bits(k)
        items[i], items[j] = items[j], items[i]


def random_post(
    cat: Catalogue, state: State, seat: int, rng: random.Random, *, pass_weight: float = 0.04
) -> str:
    """A random accepted post (the text only; :func:`random_step` also gives the state it leads to)."""
    return random_step(cat, state, seat, rng, pass_weight=pass_weight)[0]

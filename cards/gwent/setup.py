"""Before the first turn: decks (G-DECK-*), the seeded sample and the deal (G-DEAL-*), the exchange (G-MULL-*)."""

from __future__ import annotations

import functools
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from cards.chance import Chance
from cards.core import JUDGE, PUBLIC, Audience, Event, IllegalMove, MoveError, Text
from cards.kit.options import option_values
from cards.kit.problems import listing

from .actions import Exchange, SubmitDeck
from .catalogue import Catalogue, parse_faction
from .model import PLAYABLE_FACTIONS, CardDef, Faction, Kind
from .options import OPTIONS
from .parser import excerpt
from .rules import Resolver
from .scoring import leader_blocked
from .state import Phase, Side, State
from .texts import joined, names, refuse
from .texts import name as card_name
from .texts import text as T
from .variant import Variant, get_variant

READY_SPECIALS = (
    "horn",
    "horn",
    "scorch",
    "decoy",
    "decoy",
    "clear_weather",
    "weather_frost",
    "weather_fog",
    "weather_rain",
)


def faction_of(text: str) -> Faction:
    f = parse_faction(text) if len(text) <= 60 else None
    if f is None or f not in PLAYABLE_FACTIONS:
        raise refuse("r-unknown-faction", text=excerpt(text, 40))  # a short excerpt only (issue 8)
    return f


def new_match(cat: Catalogue, setup: Mapping[str, Any], rng: random.Random) -> tuple[State, list[Event]]:
    """A match from its agreed setup (G-SETUP-1..4). Classic decks may come later, by DM."""
    variant = get_variant(str(setup.get("variant", "classic")))
    players = list(setup.get("players", []))
    if len(players) != 2:
        raise ValueError("Gwent is played by exactly 2 players (G-OVR-1)")
    s = State(variant=variant, chance=Chance(rng))
    hidden = bool(option_values(OPTIONS, setup, unknown="ignore")["hidden_factions"])
    for p in players:
        fac = p.get("faction")
        side = Side(name=str(p["name"]), faction=faction_of(fac) if fac else Faction.NEUTRAL, leaders=[])
        side.deck_ready = False
        side.hidden = hidden
        s.sides.append(side)
    res = Resolver(cat, s)
    s.phase = Phase.DECKS
    for seat, p in enumerate(players):
        if variant.deck_building and p.get("deck") is None and not p.get("ready_deck"):
            continue
        if not p.get("faction"):
            continue
        submit_deck(
            res,
            seat,
            SubmitDeck(
                str(p["faction"]),
                p.get("leader"),
                tuple(str(c) for c in p.get("deck") or ()),
                bool(p.get("ready_deck")),
            ),
            deal_now=False,
        )
    if all(side.deck_ready for side in s.sides):
        deal(res)
    else:
        res.emit("ask_decks", PUBLIC, players=[side.name for side in s.sides if not side.deck_ready])
    res.flush_chance()
    return s, res.events


def _deck_cards(cat: Catalogue, faction: Faction, items: Sequence[str]) -> tuple[list[str], list[Text]]:
    """Resolve deck items (sheet numbers or names) against the faction's 95; returns ids and problems."""
    entries = cat.deck(faction)
    by_number = {e.number: e.card_id for e in entries}
    available = Counter(e.card_id for e in entries)
    pool = [cat.card(cid) for cid in available]
    chosen: list[str] = []
    problems: list[Text] = []
    for item in items:
        t = item.strip()
        if t.isascii() and t.isdecimal():  # "²".isdigit() is True but int("²") fails
            cid = by_number.get(int(t)) if len(t) <= 3 else None
            if cid is None:
                problems.append(T("r-deck-no-number", number=t if len(t) <= 6 else t[:5] + "…"))
                continue
        else:
            try:  # close matches for the first few unknown names only: bounded work per deck post
                cid = cat.resolve(t, pool, suggest=len(problems) < 5).id
            except MoveError as e:
                problems.append(e.text)
                continue
        chosen.append(cid)
    counts = Counter(chosen)
    for cid, n in counts.items():
        if n > available[cid]:
            d = cat.card(cid)
            problems.append(T("r-deck-copies", card=card_name(d), count=n, available=available[cid]))
    return chosen, problems


def ready_deck(cat: Catalogue, faction: Faction) -> list[str]:
    """A playable Classic deck for players who do not build one: the strongest units + 9 specials."""
    return list(_ready_deck(cat, faction))


@functools.lru_cache(maxsize=64)
def _ready_deck(cat: Catalogue, faction: Faction) -> tuple[str, ...]:
    """Built once per catalogue and faction (catalogues hash by identity; their cards never change)."""
    entries = [cat.card(e.card_id) for e in cat.deck(faction)]
    units = [d for d in entries if d.is_unit and d.faction == faction]
    units.sort(key=lambda d: (-(d.strength or 0) - (100 if d.is_hero else 0), d.id))
    chosen = [d.id for d in units[:26]]
    specials = [d for d in entries if d.is_special]
    for ab in READY_SPECIALS:
        d = next(
            (
                x
                for x in specials
                if x.has(ab) and chosen.count(x.id) < sum(1 for y in specials if y.id == x.id)
            ),
            None,
        )
        if d is not None:
            chosen.append(d.id)
    return tuple(chosen)


def validate_classic(cat: Catalogue, faction: Faction, ids: Sequence[str], variant: Variant) -> list[Text]:
    """G-DECK-CL-2: at least 22 units (heroes count), at most 10 specials; the Faction card is extra (A-27 iii)."""
    defs = [cat.card(c) for c in ids]
    units = sum(1 for d in defs if d.is_unit)
    specials = sum(1 for d in defs if d.is_special)
    problems: list[Text] = []
    if units < variant.min_units:
        problems.append(T("r-deck-units", units=units, min=variant.min_units))
    if specials > variant.max_specials:
        problems.append(T("r-deck-specials", specials=specials, max=variant.max_specials))
    if any(d.kind is Kind.FACTION for d in defs):
        problems.append(T("r-deck-faction-card"))
    return problems


def submit_deck(res: Resolver, seat: int, action: SubmitDeck, *, deal_now: bool = True) -> None:
    """Check a deck list and report every problem at once (G-DECK-CL-1..5, G-LEAD-1)."""
    s = res.s
    cat = res.cat
    v = s.variant
    faction = faction_of(action.faction)
    leaders_ok = cat.leaders_for(faction, v.hard)
    problems: list[Text] = []
    if v.hard:
        leader_ids = [d.id for d in leaders_ok]  # G-DECK-HARD-2
        ids = list(_deck_ids(cat, faction))
    else:
        leader_ids = []
        if action.leader:
            try:
                leader_ids = [cat.resolve(action.leader, leaders_ok).id]
            except MoveError as e:
                problems.append(e.text)
        elif action.ready:
            leader_ids = [leaders_ok[0].id]
        else:
            problems.append(T("r-deck-leader", names=names(leaders_ok)))
        if action.ready:
            ids = ready_deck(cat, faction)
        else:
            ids, found = _deck_cards(cat, faction, action.cards)
            # Every problem at once (G-DECK-CL-2 counts the cards that were recognised).
            problems += found + validate_classic(cat, faction, ids, v)
        ids = [*ids, cat.faction_card(faction).id]
    if problems:
        raise IllegalMove(joined([T("r-deck-invalid"), listing(problems, bullet="- ")], "\n"))  # bounded (issue 25)
    side = s.sides[seat]
    side.faction = faction
    side.leaders = leader_ids
    first = s.next_uid  # as new_uid card by card: consecutive uids, this seat the owner
    side.deck = list(range(first, first + len(ids)))
    s.cards = {**s.cards, **dict(zip(side.deck, ids, strict=True))}  # new maps: State.fork shares them
    s.owner = {**s.owner, **dict.fromkeys(side.deck, seat)}
    s.next_uid = first + len(ids)
    side.deck_ready = True
    units = _units(cat, tuple(ids))
    res.emit(
        "deck_accepted",
        Audience.player(seat),
        player=side.name,
        cards=len(ids),
        units=units,
        leaders=leader_ids,
    )
    res.emit("deck_ready", PUBLIC, player=side.name)
    if deal_now and all(x.deck_ready for x in s.sides):
        deal(res)


@functools.lru_cache(maxsize=64)
def _deck_ids(cat: Catalogue, faction: Faction) -> tuple[str, ...]:
    """The faction's 95 card ids in sheet order, once per catalogue and faction."""
    return tuple(e.card_id for e in cat.deck(faction))


@functools.lru_cache(maxsize=256)
def _units(cat: Catalogue, ids: tuple[str, ...]) -> int:
    """How many of the deck's cards are units, once per catalogue and deck (ready decks repeat)."""
    return sum(1 for c in ids if cat.cards[c].is_unit)


def deal(res: Resolver) -> None:
    """G-DEAL-1..8, A-32, A-33: seeded sample per player, hand, then the offer for the exchange."""
    s = res.s
    v = s.variant
    for seat, side in enumerate(s.sides):
        side.deck = side.deck.copy()  # shuffled and dealt from in place: State.fork shares the deck
        s.chance.shuffle(side.deck, f"deck of {side.name}", JUDGE, show=s.cards.__getitem__)
        n = v.hand_size
        if (
            not v.hard
            and any(res.cat.card(lid).has("daisy") for lid in side.leaders)
            and not leader_blocked(res.cat, s, seat)
        ):
            n += 1  # G-DEAL-3, A-26
        side.hand = side.deck[:n]
        del side.deck[:n]
        side.offer = side.deck[: v.exchange_limit]
        side.exchanged = False
    s.phase = Phase.EXCHANGE
    for seat, side in enumerate(s.sides):
        res.emit(
            "dealt",
            Audience.player(seat),
            player=side.name,
            hand=res.infos(side.hand),
            offer=res.infos(side.offer),
            limit=v.exchange_limit,
        )
        res.emit("dealt_public", PUBLIC, player=side.name, count=len(side.hand))


def exchange(res: Resolver, seat: int, action: Exchange) -> None:
    """G-MULL-1..5: give k hand cards, take k offered ones; neither can be drawn at random again."""
    s = res.s
    side = s.sides[seat]
    limit = s.variant.exchange_limit
    if len(action.give) != len(action.take):
        raise refuse("r-exchange-counts")
    if len(action.give) > limit:
        raise refuse("r-exchange-limit", limit=limit)
    give: list[int] = []
    for ref in action.give:
        pool = [u for u in side.hand if u not in give]
        give.append(ref if isinstance(ref, int) and ref in pool else res.resolve(str(ref), pool, "hand"))
    take: list[int] = []
    for name in action.take:
        pool = [u for u in side.offer if u not in take]
        take.append(res.resolve(name, pool, "offer"))
    undrawable = set(side.undrawable)  # a new set: State.fork shares the old one
    side.deck = side.deck.copy()  # changed in place below: State.fork shares the deck
    for u in give:
        side.hand.remove(u)
        side.deck.append(u)
        undrawable.add(u)  # G-MULL-3
    for u in take:
        side.deck.remove(u)
        side.hand.append(u)
    for u in side.offer:
        if u not in take:
            undrawable.add(u)  # G-MULL-4
    side.undrawable = undrawable
    side.offer = []
    side.exchanged = True
    res.emit("exchanged", PUBLIC, player=side.name, count=len(give))
    res.emit(
        "hand",
        Audience.player(seat),
        player=side.name,
        hand=res.infos(side.hand),
        reason="exchange",
    )
    if all(x.exchanged for x in s.sides):
        from .engine import choose_first

        choose_first(res)


def card_list(cat: Catalogue, ids: Sequence[str]) -> list[CardDef]:
    return [cat.card(c) for c in ids]

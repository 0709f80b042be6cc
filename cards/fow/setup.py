"""A new match and the setup (§7): decks, shuffles, life, who goes first, 5 cards, the mulligan."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from cards.chance import Chance
from cards.core import Audience, Event, IllegalMove
from cards.kit.apply import finish
from cards.kit.options import option_values

from . import deck as deckcheck
from .actions import ChooseOrder, Mulligan, SubmitDeck
from .catalogue import Catalogue
from .ctx import Ctx
from .options import OPTIONS
from .state import Player, State
from .text import M, refuse
from .turn import start_turn


def new_match(cat: Catalogue, setup: Mapping[str, Any], rng: random.Random | int,
              pinned: list[Any] | None = None) -> tuple[State, list[Event]]:
    """A match waiting for decks (or set up at once when the setup carries both); ``pinned`` chance
    outcomes (a scenario's ``chance``) are taken first."""
    players = setup.get("players") or []
    if len(players) != 2:
        raise ValueError("Force of Will is for exactly 2 players")
    options = option_values(OPTIONS, setup, unknown="ignore")
    seed = rng if isinstance(rng, int) else rng.getrandbits(64)
    s = State(
        players=[Player(name=str(p.get("name", f"Player {i + 1}"))) for i, p in enumerate(players)],
        cards={}, chance=Chance(seed, pinned or ()), options=options,
    )
    ctx = Ctx(cat, s)
    ctx.ev("match_start", players=[p.name for p in s.players], cr=options["cr"])
    for seat, p in enumerate(players):
        deck = p.get("deck")
        if deck:
            action = deck if isinstance(deck, SubmitDeck) else deckcheck.parse_deck(cat, str(deck))
            submit_deck(ctx, seat, action)
    return s, finish(ctx.events, s.chance)


def submit_deck(ctx: Ctx, seat: int, deck: SubmitDeck) -> None:
    s = ctx.s
    p = s.players[seat]
    if p.deck_ok:
        raise refuse("deck-already")
    deckcheck.check(ctx.cat, deck, s.options)
    p.ruler = s.new_card(deck.ruler, seat)
    p.deck = [s.new_card(c, seat) for c in deck.main]
    p.stone_deck = [s.new_card(c, seat) for c in deck.stones]
    p.deck_ok = True
    # Nothing of the deck is public while the other player may still choose his (he could counter-pick):
    # its counts once both are in (F-OVR-3), its ruler when the rulers are placed (F-SETUP-6).
    ctx.ev("deck_in", seat=seat, player=p.name)
    ctx.ev("deck_ruler", Audience.player(seat), seat=seat, ruler=ctx.nm(p.ruler), main=len(p.deck),
           stones=len(p.stone_deck))
    if all(q.deck_ok for q in s.players):
        begin(ctx)


def begin(ctx: Ctx) -> None:
    """F-SETUP-1..3: shuffle, life 4000, a random player chooses (7.0: goes first)."""
    s = ctx.s
    for seat, p in enumerate(s.players):
        ctx.ev("deck_counts", seat=seat, player=p.name, main=len(p.deck), stones=len(p.stone_deck))
    for seat, p in enumerate(s.players):
        s.chance.shuffle(p.deck, what=f"deck:{seat}")
        s.chance.shuffle(p.stone_deck, what=f"stone_deck:{seat}")
        p.life = 4000
    names = [p.name for p in s.players]
    chooser = s.chance.choice([0, 1], what="chooser", match=lambda seat, want: names[seat] == want or seat == want,
                              show=lambda seat: names[seat])
    s.chooser = chooser
    if s.options.get("cr") == "7.0":  # F-OPT-3
        ctx.ev("chooser", seat=chooser, player=names[chooser], forced=True)
        deal(ctx, chooser)
    else:
        s.phase = "order"
        ctx.ev("chooser", seat=chooser, player=names[chooser], forced=False)


def choose_order(ctx: Ctx, seat: int, a: ChooseOrder) -> None:
    s = ctx.s
    if s.phase != "order" or seat != s.chooser:
        raise refuse("order-not-yours")
    deal(ctx, seat if a.first else 1 - seat)


def deal(ctx: Ctx, first: int) -> None:
    """F-SETUP-4: 5 cards each; then the first player's mulligan (F-AMB-3)."""
    s = ctx.s
    s.first_player = first
    ctx.ev("first_player", seat=first, player=ctx.who(first))
    for seat, p in enumerate(s.players):
        p.hand, p.deck = p.deck[:5], p.deck[5:]
        ctx.ev("dealt", Audience.player(seat), cards=[ctx.nm(u) for u in p.hand])
    s.phase = "mulligan"
    s.mulligan_seat = first


def mulligan(ctx: Ctx, seat: int, a: Mulligan) -> None:
    """F-SETUP-5: chosen cards to the bottom in the order given, draw as many, no shuffle."""
    s = ctx.s
    if s.phase != "mulligan" or seat != s.mulligan_seat:
        raise refuse("mulligan-not-yours")
    p = s.players[seat]
    if len(set(a.cards)) != len(a.cards) or any(u not in p.hand for u in a.cards):
        raise IllegalMove(refuse("mulligan-bad").text)
    for u in a.cards:
        p.hand.remove(u)
    p.deck.extend(a.cards)
    drawn = p.deck[: len(a.cards)]
    p.deck = p.deck[len(a.cards):]
    p.hand.extend(drawn)
    p.mulliganed = True
    ctx.ev("mulligan", seat=seat, player=p.name, count=len(a.cards))
    if a.cards:
        ctx.ev("mulligan_cards", Audience.player(seat), put=[ctx.nm(u) for u in a.cards],
               drew=[ctx.nm(u) for u in drawn])
    other = 1 - seat
    if not s.players[other].mulliganed:
        s.mulligan_seat = other
        return
    s.mulligan_seat = None
    assert s.first_player is not None
    for q_seat, q in enumerate(s.players):  # F-SETUP-6
        ctx.ev("ruler_placed", seat=q_seat, player=q.name, card=ctx.nm(q.ruler) if q.ruler is not None else None)
    energize(ctx, 1 - s.first_player)
    start_turn(ctx, s.first_player)  # F-SETUP-7


def energize(ctx: Ctx, seat: int) -> None:
    """F-AMB-16: as the game starts, the player not going first gets a will coin if his ruler has [Energize]."""
    p = ctx.s.players[seat]
    if p.ruler is None or not ctx.defn(p.ruler).energize:
        return
    coin = "/".join(ctx.defn(p.ruler).energize)
    p.coins = (*p.coins, coin)
    ctx.ev("coin_got", seat=seat, player=p.name, card=ctx.nm(p.ruler), coin=coin_words(coin))


def coin_words(coin: str) -> dict[str, str]:
    """What a coin produces, for people: "light / wind" in the reader's language."""
    return {lang: " / ".join(M(f"word-{k}", lang) for k in coin.split("/")) for lang in ("en", "ru")}

"""Before turn 1: decks (V-DECK-12), the face-down starting vanguard, the first player, the hands and the
simultaneous mulligans (V-SETUP-1..6)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from cards.chance import Chance
from cards.core import Audience, Event
from cards.kit.options import option_values

from . import flow
from .actions import Mulligan, SubmitDeck
from .catalogue import Catalogue
from .checks import draw
from .ctx import Ctx, refuse
from .deck import DeckList, check_deck, read_deck_text
from .options import OPTIONS, VARIANTS
from .state import Side, State
from .table import move


def options_of(setup: Mapping[str, Any]) -> dict[str, Any]:
    """The format (``variant``, or a scenario's ``format``) and every option, with the defaults of
    ``options.py``."""
    opts = option_values(OPTIONS, setup, unknown="ignore")
    variant = str(setup.get("variant") or setup.get("format") or VARIANTS[0].name).lower()
    opts["format"] = "premium" if variant in ("premium", "премиум") else "standard"
    if opts["g_zone"] and opts["format"] != "premium":
        raise ValueError("the G zone is a Premium option (V-FMT-4)")
    return opts


def deck_of(cat: Catalogue, spec: Any, start: Any = None) -> DeckList:
    """A setup's deck: ``"trial"``, a text list, or a list of names (with ``start``)."""
    if isinstance(spec, str):
        return read_deck_text(cat, spec)
    names = [str(x) for x in spec]
    text = "\n".join(names) + (f"\nstart: {start}" if start else "")
    return read_deck_text(cat, text)


def new_match(cat: Catalogue, setup: Mapping[str, Any], rng: random.Random | Chance) -> tuple[State, list[Event]]:
    players = list(setup.get("players", []))
    if len(players) != 2:
        raise ValueError("Cardfight!! Vanguard is played by exactly 2 players (V-OVR-1)")
    chance = rng if isinstance(rng, Chance) else Chance(rng.getrandbits(64))
    st = State(options=options_of(setup), chance=chance)
    st.sides = [Side(name=str(p["name"])) for p in players]
    cx = Ctx(cat, st)
    cx.emit("setup", format=st.options["format"], g_zone=st.options["g_zone"], mixed=st.options["mixed_clans"])
    for seat, p in enumerate(players):
        spec = p.get("deck")
        if spec is None and p.get("ready_deck"):
            spec = "trial"
        if spec is not None:
            submit_deck(cx, seat, SubmitDeck(deck_of(cat, spec, p.get("start"))))
    if not all(s.deck_ready for s in st.sides):
        cx.emit("ask_decks", players=[s.name for s in st.sides if not s.deck_ready])
    from .engine import stamp

    stamp(st)
    return st, cx.events


def submit_deck(cx: Ctx, seat: int, action: SubmitDeck) -> None:
    st = cx.st
    side = st.side(seat)
    if st.phase != "setup" or side.deck_ready:
        raise refuse("err-deck-done")
    deck = action.deck
    check_deck(cx.cat, deck, st.options)  # every problem at once (V-DECK-12)
    main = st.new_uids(deck.main, seat)
    start_uid = main.pop(deck.main.index(deck.start))  # the first copy of the start (check_deck: it is there)
    side.deck = main
    side.vanguard = start_uid  # V-SETUP-1: face down on VC
    side.vc_face_down = True
    side.g_zone = st.new_uids(deck.g_zone, seat)
    side.start = deck.start
    side.deck_ready = True
    cx.emit("deck_accepted", player=side.name)
    cx.emit("deck_private", Audience.player(seat), start=deck.start, count=len(deck.main))
    if all(s.deck_ready for s in st.sides):
        deal(cx)


def deal(cx: Ctx) -> None:
    """V-SETUP-2: the first player at random, announced before the mulligans; V-SETUP-3: shuffle, 5 cards."""
    st = cx.st
    first = st.chance.choice(
        [0, 1], what="first player", match=lambda seat, name: st.sides[seat].name == name or seat == name,
        show=lambda seat: st.sides[seat].name,
    )
    st.first_player = first
    cx.emit("first_player", player=st.sides[first].name, seat=first)
    for seat in range(len(st.sides)):
        side = st.side(seat)
        st.chance.shuffle(side.deck, what=f"deck {side.name}", audience=Audience("judge"))
        draw(cx, seat, 5)
    st.step = "mulligan"


def mulligan(cx: Ctx, seat: int, action: Mulligan) -> None:
    """V-SETUP-4/5: once, any number of cards to the bottom, draw as many, shuffle; private, simultaneous."""
    st = cx.st
    side = st.side(seat)
    if st.phase != "setup" or st.step != "mulligan" or side.mulliganed:
        raise refuse("err-not-mulligan")
    picked: list[int] = []
    for cid in action.cards:
        uid = next((u for u in side.hand if st.cards[u] == cid and u not in picked), None)
        if uid is None:
            raise refuse("err-not-in-hand", card=cx.cat.card(cid).name_en, card_ru=cx.cat.card(cid).name_ru)
        picked.append(uid)
    for uid in picked:
        move(st, uid, seat, "deck")  # to the bottom
    side.mulliganed = True
    if picked:
        draw_quiet(cx, seat, len(picked))
        st.chance.shuffle(side.deck, what=f"deck {side.name}", audience=Audience("judge"))
    cx.emit("mulligan", player=side.name, count=len(picked))
    if all(s.mulliganed for s in st.sides):
        stand_up(cx)


def draw_quiet(cx: Ctx, seat: int, n: int) -> None:
    side = cx.st.side(seat)
    for _ in range(min(n, len(side.deck))):
        move(cx.st, side.deck[0], seat, "hand")


def stand_up(cx: Ctx) -> None:
    """V-SETUP-6: both starting vanguards face up at once; the first player's turn 1 begins."""
    st = cx.st
    for seat in range(len(st.sides)):
        st.side(seat).vc_face_down = False
    cx.emit("stand_up", cards=[st.cards[s.vanguard] for s in st.sides if s.vanguard is not None])
    st.step = ""
    assert st.first_player is not None
    flow.start_turn(cx, st.first_player)


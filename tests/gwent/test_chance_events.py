"""Gwent's chance goes through the contract's one chance source (cards.chance.Chance, issue 14): every
shuffle and the first-player lot is logged as a "chance" event with its audience, a scenario can pin the
lot, and a copied state continues the same RNG sequence (no re-seeding)."""

from __future__ import annotations

import random

from cards.core import JUDGE, PUBLIC, Audience
from cards.gwent.game import GwentGame
from cards.gwent.scenario import build_state

from .helpers import A, B, player, scenario
from .test_leaders import crach

GAME = GwentGame()
SETUP = {
    "variant": "classic",
    "players": [
        {"name": A, "faction": "northern_realms", "ready_deck": True},
        {"name": B, "faction": "nilfgaard", "ready_deck": True},
    ],
}


def _chance(events: list, audience: Audience | None = None) -> list:
    return [e for e in events if e.kind == "chance" and (audience is None or e.audience == audience)]


def test_g_deal_1_each_deck_shuffle_is_logged_for_the_judge_only():
    """G-DEAL-1: the seeded sample of each deck is a chance decision; its order is the judge's alone."""
    state, events = GAME.new_match(SETUP, random.Random(4))
    shuffles = _chance(events)
    assert [e.data["what"] for e in shuffles] == [f"deck of {A}", f"deck of {B}"]
    assert all(e.audience == JUDGE for e in shuffles)
    for seat, e in enumerate(shuffles):
        side = state.sides[seat]
        # the logged order is the sample: the hand was dealt from its top, the deck is the rest
        assert e.data["outcome"] == [state.cards[u] for u in side.hand + side.deck]
    for aud in (PUBLIC, Audience.player(0), Audience.player(1)):
        assert not [e for e in events if e.kind == "chance" and aud.may_see(e.audience)]


def test_g_first_3_the_first_player_lot_is_a_public_chance_event_before_its_announcement():
    """G-FIRST-3: without Scoia'tael the first player of round 1 is drawn by lot, in public."""
    state, _ = GAME.new_match(SETUP, random.Random(4))
    state, _ = GAME.play(state, 0, "exchange none")
    state, events = GAME.play(state, 1, "exchange none")
    kinds = [e.kind for e in events]
    lot = _chance(events)
    assert len(lot) == 1 and lot[0].audience == PUBLIC and lot[0].data["what"] == "first player"
    announced = events[kinds.index("first_random")]
    assert kinds.index("chance") < kinds.index("first_random")
    assert lot[0].data["outcome"] == announced.data["player"] == state.sides[state.to_move].name


def test_a_pinned_lot_decides_the_first_player():
    """scenarios.md `chance`: a player's name pins who goes first (each name, whatever the seed gives)."""
    for name in (A, B):
        state, _ = GAME.new_match(SETUP, random.Random(4))
        state.chance.pinned = [name]
        state, _ = GAME.play(state, 0, "exchange none")
        state, _ = GAME.play(state, 1, "exchange none")
        assert state.sides[state.to_move].name == name and state.chance.pinned == []


def test_a_scenario_chance_list_is_pinned_in_the_match_chance_source():
    state = build_state(GAME.cat, scenario(player(A), player(B), chance=[B], seed=3))
    assert state.chance.pinned == [B]


def test_crach_an_craite_shuffle_of_returned_cards_is_logged_for_the_judge():
    """G-LDR-CRACH-1: the returned cards are shuffled into the decks; the public list names them, the
    order they were shuffled into is the judge's."""
    t = crach()
    t.post(A, "leader")
    shuffles = _chance(t.events)
    assert shuffles and all(e.audience == JUDGE for e in shuffles)
    moved = next(e for e in t.events if e.kind == "crach").data["cards"]
    assert sum(len(e.data["outcome"]) for e in shuffles) == len(moved) == 7
    for e in shuffles:
        side = next(s for s in t.state.sides if e.data["what"] == f"cards back into the deck of {s.name}")
        k = len(e.data["outcome"])
        assert [t.state.cards[u] for u in side.deck[-k:]] == e.data["outcome"]  # shuffled onto the deck's end


def test_a_copied_state_continues_the_same_chance_sequence():
    """State.clone copies the RNG state without re-seeding: the copy and the original draw alike."""
    state, _ = GAME.new_match(SETUP, random.Random(9))
    copy = state.clone()
    a = [state.chance.randint(1, 10**9) for _ in range(3)]
    b = [copy.chance.randint(1, 10**9) for _ in range(3)]
    assert a == b

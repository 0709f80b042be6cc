"""Setup (§7), options (§2) and the first decisions."""

from __future__ import annotations

import random

from cards.core import JUDGE
from cards.fow.game import INFO

from .helpers import GAME, fresh, refused


def _decks(s):
    s, _ = GAME.play(s, 0, "deck starter faria")
    s, _ = GAME.play(s, 1, "deck starter melgis")
    return s


def test_options_declared():
    """F-OPT-1, F-OPT-4, F-OPT-5: rules version 6.3a / 6.4 / 7.0, the seed's J-ruler reading; no Valhalla rules."""
    assert INFO.option("cr").choices == ("6.3a", "6.4", "7.0") and INFO.option("cr").default == "6.3a"
    assert INFO.option("seed_jruler_sickness").default is False
    assert {o.name for o in INFO.options} == {"cr", "seed_jruler_sickness", "reply_timeout"}
    assert INFO.min_seats == INFO.max_seats == 2  # F-OVR-1


def test_both_decks_asked_at_once():
    """F-DECK-6: both players are asked for decks at the same time, by DM."""
    s = fresh()
    pend = GAME.pending(s)
    assert [(d.seat, d.kind, d.private) for d in pend] == [(0, "deck", True), (1, "deck", True)]
    s, _ = GAME.play(s, 1, "колода стартовая мельгис")
    assert [d.seat for d in GAME.pending(s)] == [0]


def test_setup_life_shuffle_chooser_and_five_cards():
    """F-SETUP-1, F-SETUP-2, F-LIFE-1, F-SETUP-3, F-SETUP-4: shuffled decks, 4000 life, a random player
    chooses, 5 cards each."""
    s = _decks(fresh(seed=4))
    v = GAME.view(s, JUDGE)
    assert [p["life"] for p in v["players"]] == [4000, 4000]
    chooser = s.chooser
    assert GAME.pending(s)[0].kind == "first_or_second" and GAME.pending(s)[0].seat == chooser
    assert "randomly chosen" in refused(s, 1 - chooser, "first", game=GAME)
    s, _ = GAME.play(s, chooser, "second")
    assert s.first_player == 1 - chooser
    assert [len(p.hand) for p in s.players] == [5, 5]
    assert [len(p.deck) for p in s.players] == [35, 35]
    orders = {tuple(fresh_deck_order(seed)) for seed in range(4)}
    assert len(orders) > 1  # the shuffle depends on the seed


def fresh_deck_order(seed):
    s = _decks(fresh(seed=seed))
    return [s.cards[u].cid for u in s.players[0].deck[:10]]


def test_version_7_chooser_goes_first():
    """F-OPT-3, F-SETUP-3: under 7.0 the randomly chosen player plays first, nobody is asked."""
    s = _decks(fresh(seed=2, options={"cr": "7.0"}))
    assert s.first_player == s.chooser
    assert GAME.pending(s)[0].kind == "mulligan"


def test_mulligan_in_order_to_the_bottom_without_shuffle():
    """F-SETUP-5, F-AMB-3: the first player first; chosen cards to the bottom in his order, draws as
    many from the top, no shuffle; then the other player; then turn 1 (F-SETUP-6, F-SETUP-7)."""
    s = _decks(fresh(seed=5))
    s, _ = GAME.play(s, s.chooser, "first")
    first = s.first_player
    assert [(d.seat, d.kind) for d in GAME.pending(s)] == [(first, "mulligan")]
    assert "not your mulligan" in refused(s, 1 - first, "mulligan none", game=GAME)
    p = s.players[first]
    hand, top = list(p.hand), list(p.deck[:2])
    s, ev = GAME.play(s, first, "mulligan 2; 1")
    p = s.players[first]
    assert p.deck[-2:] == [hand[1], hand[0]]
    assert p.hand == [hand[2], hand[3], hand[4], *top]
    public = [e for e in ev if e.kind == "mulligan"]
    assert public and public[0].audience.kind == "public" and public[0].data["count"] == 2
    assert [(d.seat, d.kind) for d in GAME.pending(s)] == [(1 - first, "mulligan")]
    s, _ = GAME.play(s, 1 - first, "mulligan none")
    assert s.turn == 1 and s.turn_player == first and s.phase == "main"
    assert len(s.players[first].hand) == 5  # F-DRAW-1: no draw on turn 1
    assert all(q.ruler is not None and not q.j_side for q in s.players)


def test_random_player_answers_setup():
    """The random player answers deck, order and mulligan decisions."""
    s = fresh(seed=9)
    rng = random.Random(1)
    while s.turn == 0:
        d = GAME.pending(s)[0]
        s, _ = GAME.play(s, d.seat, GAME.random_post(s, d.seat, rng))
    assert s.phase == "main"

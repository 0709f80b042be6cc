"""Invariants over random legal Classic games (hypothesis): conservation, determinism, hidden information."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cards.core import JUDGE, PUBLIC, Audience
from cards.gwent.game import GwentGame
from cards.gwent.state import State, all_zones

from .games import random_game, random_setup

GAME = GwentGame()
SETTINGS = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _zone_counts(state: State) -> Counter[int]:
    return Counter(u for uids in all_zones(state).values() for u in uids)


def assert_conserved(state: State) -> None:
    """Every card that exists is in exactly one zone (G-OVR-5: deck → hand → field → discard)."""
    counts = _zone_counts(state)
    dup = [u for u, n in counts.items() if n > 1]
    assert not dup, f"cards in two zones at once: {[state.cards[u] for u in dup]}"
    missing = set(state.cards) - set(counts)
    assert not missing, f"cards in no zone: {[state.cards[u] for u in missing]}"
    for side in state.sides:
        assert set(side.offer) <= set(side.deck), "offered cards are deck cards until taken (G-MULL-2)"


VARIANTS = st.sampled_from(["classic", "hard"])


@SETTINGS
@given(st.integers(0, 2**32 - 1), VARIANTS)
def test_card_conservation_every_card_in_exactly_one_zone(seed: int, variant: str) -> None:
    """G-OVR-5 (both variants, incl. G-HARD-DOUBLE-*): no card is lost or duplicated, after every post."""
    for _before, _seat, _post, after in random_game(GAME, seed, variant=variant):
        assert_conserved(after)


@SETTINGS
@given(st.integers(0, 2**32 - 1))
def test_same_seed_and_posts_give_the_same_match(seed: int) -> None:
    """A match is fully reproduced by its setup, seed and list of posts (issue 2, engine shape)."""
    posts = [(seat, post) for _b, seat, post, _a in random_game(GAME, seed)]
    rng = random.Random(seed)
    setup = random_setup(rng)

    def replay() -> str:
        state, _ = GAME.new_match(setup, random.Random(seed))
        for seat, post in posts:
            state, _ = GAME.play(state, seat, post)
        return json.dumps(GAME.view(state, JUDGE), sort_keys=True)

    first = replay()
    assert first == replay()
    assert json.loads(first)["winner"] is not None


@SETTINGS
@given(st.integers(0, 2**32 - 1))
def test_apply_never_changes_its_input(seed: int) -> None:
    """A refused or accepted post leaves the state it was applied to untouched (undo = keep the old state)."""
    for before, seat, post, _after in random_game(GAME, seed):
        snapshot = json.dumps(GAME.view(before, JUDGE), sort_keys=True)
        GAME.play(before, seat, post)
        assert json.dumps(GAME.view(before, JUDGE), sort_keys=True) == snapshot


def _scramble_hidden(state: State, rng: random.Random, keep_seat: int | None) -> State:
    """The same table with every hidden card replaced: other hands, decks and offers get other cards."""
    s = state.clone()
    pool = sorted(set(s.cards.values()))
    for seat, side in enumerate(s.sides):
        if seat == keep_seat:
            continue
        shown = set(side.revealed)
        for u in side.hand + side.deck:
            if u not in shown:
                s.cards[u] = rng.choice(pool)
    return s


@SETTINGS
@given(st.integers(0, 2**32 - 1), st.integers(0, 2**16), VARIANTS)
def test_public_view_never_depends_on_hidden_cards(seed: int, salt: int, variant: str) -> None:
    """G-OVR-13, G-JUDGE-VIS-*: what the public sees is the same whatever the hidden cards are."""
    rng = random.Random(salt)
    for _b, _seat, _post, after in random_game(GAME, seed, variant=variant):
        other = _scramble_hidden(after, rng, keep_seat=None)
        assert GAME.view(after, PUBLIC) == GAME.view(other, PUBLIC)
        assert GAME.render_table(after, PUBLIC, "ru") == GAME.render_table(other, PUBLIC, "ru")


@SETTINGS
@given(st.integers(0, 2**32 - 1), st.integers(0, 2**16))
def test_player_view_never_depends_on_the_opponents_hand(seed: int, salt: int) -> None:
    """G-OVR-13: a player sees his own hand and offer, never the opponent's."""
    rng = random.Random(salt)
    for _b, _seat, _post, after in random_game(GAME, seed):
        for seat in (0, 1):
            other = _scramble_hidden(after, rng, keep_seat=seat)
            assert GAME.view(after, Audience.player(seat)) == GAME.view(other, Audience.player(seat))


@SETTINGS
@given(st.integers(0, 2**32 - 1))
def test_public_events_never_name_a_privately_drawn_card(seed: int) -> None:
    """G-JUDGE-LOG-4: an extra card given privately is logged publicly only as a count."""
    for before, seat, post, _after in random_game(GAME, seed):
        _state, events = GAME.play(before, seat, post)
        private = [e for e in events if e.audience.kind == "player"]
        for e in events:
            if e.audience == PUBLIC:
                assert "cards" not in e.data or e.kind in ("revealed", "crach"), e
                assert "hand" not in e.data and "offer" not in e.data, e
        for e in private:
            assert e.audience.seat in (0, 1)

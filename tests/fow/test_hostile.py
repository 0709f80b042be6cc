"""Any text a player posts is either a move, a refusal (IllegalMove) or chat (NotAMove): never a crash."""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cards.core import MoveError

from .helpers import TGAME, play, position

WORDS = ["play", "activate", "attack", "block", "pay", "cost", "light", "fire", "rest", "discard", "banish",
         "life", ":", ";", "->", "#2", "Temple Monk", "Test Giant", "damage", "500", "to", "opponent", "me",
         "cancel", "1", "{R}", "сыграть", "плата", "свет", "урон", "по", "art", "<x>", "mulligan", "deck",
         "move", "to hand", "+200/+200", "until end of battle", "give", "flying", "search", "draw", "-5", "note"]

STATE = position([
    {"name": "Alice", "field": ["Light Magic Stone"] * 2 + [{"name": "Test Giant", "since_turn": 1}],
     "hand": ["Temple Monk", "Demonflame"]},
    {"name": "Bob", "field": [{"name": "Test Squire", "rested": True}], "hand": ["Pride of Knights"]},
])
CHASED, _ = play(STATE, 0, "play Temple Monk pay light")


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(WORDS), max_size=9), st.integers(0, 1), st.booleans())
def test_word_salad_is_refused_or_played(words, seat, chased):
    state = CHASED if chased else STATE
    text = " ".join(words)
    try:
        action = TGAME.parse(state, seat, text)
        TGAME.apply(state, seat, action)
    except MoveError as e:
        assert e.text.en and e.text.ru


@settings(max_examples=100, deadline=None)
@given(st.text(max_size=300))
def test_any_text(text):
    with contextlib.suppress(MoveError):
        TGAME.apply(STATE, 0, TGAME.parse(STATE, 0, text))


def test_long_posts_are_bounded():
    """Every input is bounded before it is parsed."""
    with pytest.raises(MoveError) as e:
        TGAME.parse(STATE, 0, "play " + "x" * 5000)
    assert "at most 2,000 characters" in e.value.text.en


def test_a_deck_of_misspelt_lines_searches_the_pool_for_the_first_few_only() -> None:
    """Issue 25: each "did you mean" is a search of the whole pool (≈ 12 ms); a deck post of 100 misspelt
    lines gives suggestions for the first kit.problems.SUGGEST lines and only names the rest."""
    from cards.core import IllegalMove
    from cards.fow.catalogue import Catalogue
    from cards.fow.deck import parse_deck
    from cards.kit.problems import SUGGEST

    searched: list[str] = []
    original = Catalogue.close_names

    def counting(self: Catalogue, text: str, n: int = 3) -> list[str]:
        searched.append(text)
        return original(self, text, n)

    Catalogue.close_names = counting  # type: ignore[method-assign]
    try:
        lines = "\n".join(f"1 Zzyzx Phantom {i}" for i in range(100))
        with pytest.raises(IllegalMove) as e:
            parse_deck(TGAME.cat, lines)
    finally:
        Catalogue.close_names = original  # type: ignore[method-assign]
    assert len(searched) == SUGGEST
    assert "Zzyzx Phantom 0" in e.value.text.en and "Zzyzx Phantom 9" in e.value.text.en  # all named

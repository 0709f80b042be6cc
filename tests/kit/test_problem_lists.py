"""Issue 25: a deck list with 40 typos gets a bounded, summarised list of them in every game that reads
deck lists: the first ones with their suggestions, then how many more (en and ru, real plurals); never a
"{???}" placeholder, never a wall of text."""

from __future__ import annotations

import random

import pytest

from bot.judge.games import load_game
from cards.core import MoveError, Text
from cards.kit.problems import LIMIT, listing

TYPOS = "\n".join(f"2 Zqxwv Typo{i} Knight" for i in range(40))


def test_a_long_list_shows_the_first_problems_and_counts_the_rest() -> None:
    text = listing([Text(f"bad {i}", f"плохо {i}") for i in range(40)], bullet="- ")
    assert text.en.splitlines()[:2] == ["- bad 0", "- bad 1"] and len(text.en.splitlines()) == LIMIT + 1
    assert text.en.endswith("…and 25 more problems like these; fix these first.")
    assert text.ru.endswith("…и ещё 25 таких ошибок; сначала исправьте эти.")
    assert listing([Text("a", "а")] * 17).ru.splitlines()[-1] == "…и ещё 2 такие ошибки; сначала исправьте эти."
    assert listing([Text("x" * 5000, "x")]).en == "x" * 299 + "…"


@pytest.mark.parametrize("name", ["vanguard", "fow"])
def test_forty_typos_get_a_bounded_summarised_list(name: str) -> None:
    game = load_game(name)
    state, _ = game.new_match(game.setup_for(["Alice", "Bob"]), random.Random(1))
    with pytest.raises(MoveError) as e:
        game.apply(state, 0, game.parse(state, 0, "deck " + TYPOS))
    for text in (e.value.text.en, e.value.text.ru):
        assert "{???}" not in text and "Typo0" in text and "Typo14" in text and "Typo39" not in text
        assert "25" in text.splitlines()[-1] and len(text) < 1900


def test_forty_typos_in_a_gwent_deck_get_the_same_bounded_list() -> None:
    """Gwent's deck check (G-DECK-CL-1..5) lists its problems through the kit as the other games do: the
    leader it still needs and the first typos in full, then how many more, with real plurals."""
    game = load_game("gwent")
    state, _ = game.new_match(game.setup_for(["Alice", "Bob"], "classic"), random.Random(1))
    deck = "deck northern realms; " + ", ".join(f"Zqxwv Typo{i} Knight" for i in range(40))
    with pytest.raises(MoveError) as e:
        game.apply(state, 0, game.parse(state, 0, deck))
    en, ru = e.value.text.en, e.value.text.ru
    for text in (en, ru):
        lines = text.splitlines()
        assert "{???}" not in text and "Typo0" in text and "Typo13" in text and "Typo14" not in text
        assert len(lines) == 1 + LIMIT + 1 and len(text) < 1900
    assert en.splitlines()[0] == "The deck is not valid:" and "Foltest" in en.splitlines()[1]
    assert en.splitlines()[-1] == "- …and 27 more problems like these; fix these first."
    assert ru.splitlines()[-1] == "- …и ещё 27 таких ошибок; сначала исправьте эти."

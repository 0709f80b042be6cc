"""The kit's one "did you mean" (cards.kit.words.did_you_mean): every game appends the closest names the
same way, and says nothing of them when none is close — never "Close: -" (issue 23)."""

from __future__ import annotations

import pytest

from cards.core import IllegalMove, Text
from cards.kit.words import did_you_mean


def test_close_names_follow_the_reason_in_both_languages() -> None:
    text = did_you_mean(Text('No card "Blastr Blade".', "Карты «Blastr Blade» нет."), ["Blaster Blade"])
    assert text.en == 'No card "Blastr Blade". Did you mean: Blaster Blade?'
    assert text.ru == "Карты «Blastr Blade» нет. Возможно, имелось в виду: Blaster Blade?"


def test_no_close_name_adds_nothing() -> None:
    why = Text('No card "zzz".', "Карты «zzz» нет.")
    assert did_you_mean(why, []) == why


def test_vanguard_names_its_closest_cards_or_only_the_reason() -> None:
    """Behaviour (a refusal says why): a misspelt card gets the close names; a hopeless one only the reason, never "Close: -"."""
    from cards.vanguard.catalogue import default_catalogue

    cat = default_catalogue()
    with pytest.raises(IllegalMove) as near:
        cat.resolve("Blastr Blade")
    assert "Did you mean: " in near.value.text.en and "Blaster Blade" in near.value.text.en
    assert "Возможно, имелось в виду: " in near.value.text.ru
    with pytest.raises(IllegalMove) as far:
        cat.resolve("qqqqqqqq zzzzzzzz")
    assert far.value.text.en == 'No card "qqqqqqqq zzzzzzzz".'
    assert far.value.text.ru == "Карты «qqqqqqqq zzzzzzzz» нет."

"""``tablejudge demo --game fate --players 7`` (issue 28 "Done means"): a whole 7-Master match through the
real judge shows scripted Mystic Codes and Noble Phantasms used with their costs and rolls, and response
windows that wait only for the Masters who can act while the rest pass by themselves (FA-REF-6)."""

from __future__ import annotations

import io
import re

import pytest


def demo(lang: str) -> str:
    from bot.cli import run_demo

    out = io.StringIO()
    assert run_demo(seed=1, lang=lang, game_name="fate", players=7, out=out) == 0
    return out.getvalue()


@pytest.mark.slow
def test_demo_shows_abilities_costs_rolls_and_auto_pass_in_english() -> None:
    """FA-REF-5 (costs paid with their rolls, FA-COST-3), FA-REF-6 (auto-pass), FA-EFF-1/2 (scripted cards)."""
    text = demo("en")
    assert re.search(r"#\d+ \w+ activates Ruby Pendant \(cost D1,2\+R2\)\.", text)  # a Mystic Code and its cost
    assert re.search(r"Cost roll for \w+: \d \(needs 1,2\)\.", text)  # its D roll
    assert re.search(r"activates Artoria: (Excalibur|Avalon) \(cost (R4|D1,2\+R4)\)\.", text)  # a Noble Phantasm
    assert re.search(r"open to \w+; the other \d Masters have nothing usable and pass by themselves\.", text)


@pytest.mark.slow
def test_demo_shows_abilities_costs_rolls_and_auto_pass_in_russian() -> None:
    """The same in Russian: «активирует карту», «Бросок стоимости», the Noble Phantasm's Russian name, and
    the auto-pass with a real plural."""
    text = demo("ru")
    assert re.search(r"№\d+: \w+ активирует карту «Рубиновый кулон» \(цена D1,2\+R2\)\.", text)
    assert re.search(r"Бросок стоимости \(\w+\): \d \(нужно 1,2\)\.", text)
    assert re.search(r"активирует карту «Артурия: (Экскалибур|Авалон)»", text)
    assert re.search(r"у остальных \d Мастеров нет доступных карт — они пасуют автоматически\.", text)

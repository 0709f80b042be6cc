"""The shared contract types: results for N seats, declared options, chance that logs and can be pinned,
and the Fluent message system with real plural rules."""

from __future__ import annotations

import pytest

from cards.chance import Chance, PinnedOutcomeError
from cards.core import (
    JUDGE,
    PUBLIC,
    Decision,
    GameInfo,
    IllegalMove,
    MoveError,
    NotAMove,
    Option,
    Result,
    Text,
    Variant,
)
from cards.i18n import Messages


def test_result_placements_for_n_seats() -> None:
    r = Result.ranked([[2], [0, 3], [1]])
    assert r.placements == (2, 4, 1, 2)
    assert r.winners == (2,) and not r.draw
    assert Result.tie(3).draw and Result.tie(3).winners == ()
    nobody = Result.no_winner(2)
    assert nobody.winners == () and not nobody.draw
    assert Result.win(1, 2).placements == (2, 1)
    with pytest.raises(ValueError):
        Result((0, 1))


def test_illegal_move_and_not_a_move_are_siblings() -> None:
    """Behaviour: the order of except clauses no longer matters."""
    assert not issubclass(NotAMove, IllegalMove) and not issubclass(IllegalMove, NotAMove)
    assert issubclass(NotAMove, MoveError) and issubclass(IllegalMove, MoveError)
    e = IllegalMove(Text("Not yours.", "Не ваша."))
    assert e.message("ru") == "Не ваша." and e.message("en") == "Not yours."


def test_decision_has_a_stable_id() -> None:
    assert Decision(1, "guard").id == "guard:1"
    assert Decision(1, "turn", data={"step": 7}).id == "turn:1:7"
    assert Decision(0, "turn", id="t9").id == "t9"


def test_game_info_options_are_typed_and_unknown_ones_refused_by_name() -> None:
    info = GameInfo(
        "x",
        Text("X", "Икс"),
        variants=(Variant("classic", Text("Classic", "Классика"), ("c",)),),
        options=(
            Option("prana", "int", 10, Text("Starting prana", "Начальная прана"), minimum=0, maximum=99),
            Option("mode", "choice", "a", Text("Mode", "Режим"), choices=("a", "b")),
        ),
    )
    assert info.setup_options({"prana": "12"}) == {"prana": 12, "mode": "a"}
    with pytest.raises(ValueError, match="no option pranna"):
        info.setup_options({"pranna": 1})
    with pytest.raises(ValueError, match="0..99"):
        info.setup_options({"prana": 1000})
    assert info.variant("C") is not None and info.variant("C").name == "classic"  # type: ignore[union-attr]
    with pytest.raises(ValueError, match="no variant"):
        info.variant("hard")


def test_chance_logs_every_decision_with_its_audience() -> None:
    c = Chance(7)
    deck = list(range(10))
    c.shuffle(deck, "deck")
    roll = c.roll(6, "collision")
    events = c.drain()
    assert [e.data["what"] for e in events] == ["deck", "collision"]
    assert events[0].audience == JUDGE and events[1].audience == PUBLIC
    assert events[1].data["outcome"] == roll and c.drain() == []


def test_chance_is_deterministic_and_clones_without_reseeding() -> None:
    a, b = Chance(3), Chance(3)
    assert [a.roll() for _ in range(20)] == [b.roll() for _ in range(20)]
    c = a.clone()
    assert [a.roll() for _ in range(5)] == [c.roll() for _ in range(5)]


def test_scenario_chance_pins_outcomes_in_order() -> None:
    c = Chance(1, pinned=[6, "Bob"])
    assert c.roll(6) == 6
    assert c.choice(["Alice", "Bob"], "first") == "Bob"
    with pytest.raises(PinnedOutcomeError):
        Chance(1, pinned=[9]).roll(6)


def test_fluent_messages_use_russian_plural_rules(tmp_path) -> None:
    (tmp_path / "en").mkdir()
    (tmp_path / "ru").mkdir()
    (tmp_path / "en" / "t.ftl").write_text(
        "swap = { $name } swaps { $count ->\n  [one] one card\n *[other] { $count } cards\n}.\n"
    )
    (tmp_path / "ru" / "t.ftl").write_text(
        "swap = { $name } меняет { $count ->\n  [one] { $count } карту\n  [few] { $count } карты\n"
        " *[many] { $count } карт\n}.\n"
    )
    m = Messages(tmp_path)
    assert [m("swap", "ru", name="Алиса", count=n) for n in (1, 3, 5, 21)] == [
        "Алиса меняет 1 карту.",
        "Алиса меняет 3 карты.",
        "Алиса меняет 5 карт.",
        "Алиса меняет 21 карту.",
    ]
    assert m("swap", "en", name="Al", count=1) == "Al swaps one card."
    assert m.text("swap", name="A", count=2).ru == "A меняет 2 карты."

"""The Fate picture, complete (issue 29): the final picture shows each Master's place (a group that left
together shares one), the markers have a legend, and a Master's own picture names his whole hand."""

from __future__ import annotations

import random

import pytest

from bot.judge.games import load_game
from cards.core import JUDGE, PUBLIC, Audience
from tests.pictures.golden_util import drawn_texts

GAME = load_game("fate")
NAMES = ["Alice", "Boris", "Clara", "Dmitri"]


def finished() -> object:
    rng = random.Random(2)
    state, _ = GAME.new_match(GAME.setup_for(NAMES), random.Random(2))
    for _ in range(3000):
        if GAME.result(state) is not None:
            return state
        _, state, _ = GAME.random_step(state, rng.choice(GAME.pending(state)).seat, rng)
    raise AssertionError("no result")


@pytest.mark.parametrize(("lang", "first"), [("en", "1st: {}"), ("ru", "1-е место: {}")])
def test_the_final_picture_shows_the_places(monkeypatch: pytest.MonkeyPatch, lang: str, first: str) -> None:
    state = finished()
    result = GAME.result(state)
    assert result is not None
    order = sorted(range(len(NAMES)), key=lambda seat: result.placements[seat])
    texts = drawn_texts(monkeypatch, lambda: GAME.render_picture(state, PUBLIC, lang))  # type: ignore[arg-type]
    assert first.format(NAMES[order[0]]) in texts
    places = {"en": ["1st", "2nd", "3rd", "4th"], "ru": ["1-е место", "2-е место", "3-е место", "4-е место"]}[lang]
    for seat in order:  # each Master's panel carries his place, as the result ranks him
        assert places[result.placements[seat] - 1] in texts


def test_no_places_before_the_end(monkeypatch: pytest.MonkeyPatch) -> None:
    state, _ = GAME.new_match(GAME.setup_for(NAMES), random.Random(2))
    texts = drawn_texts(monkeypatch, lambda: GAME.render_picture(state, PUBLIC, "en"))  # type: ignore[arg-type]
    assert not any(t.startswith(("1st", "2nd")) for t in texts)


def test_the_markers_have_a_legend(monkeypatch: pytest.MonkeyPatch) -> None:
    state, _ = GAME.new_match(GAME.setup_for(NAMES), random.Random(2))
    for lang, words in (("en", {"Active Master", "turn player", "Command Spell left", "Command Spell used"}),
                        ("ru", {"Активный Мастер", "чей ход", "Командное заклинание", "потраченное заклинание"})):
        texts = drawn_texts(monkeypatch, lambda lang=lang: GAME.render_picture(state, PUBLIC, lang))  # type: ignore[misc]
        assert words <= set(texts)


def test_a_masters_picture_names_his_whole_hand_and_only_his(monkeypatch: pytest.MonkeyPatch) -> None:
    state, _ = GAME.new_match(GAME.setup_for(NAMES), random.Random(2))
    view = GAME.view(state, JUDGE)
    hands = {p["name"]: p["hand"] for p in view["players"]}
    texts = drawn_texts(monkeypatch, lambda: GAME.render_picture(state, Audience.player(1), "en"))  # type: ignore[arg-type]
    drawn = " ".join(t for t in texts if t.startswith("Boris") or not t.endswith(":"))
    assert f"Boris: {'; '.join(hands['Boris'])}".split(": ")[1][:20] in drawn
    assert not any(t.endswith("…") for t in texts if ";" in t)
    assert not any(t.startswith(("Alice:", "Clara:", "Dmitri:")) for t in texts)


def test_mystic_code_names_are_whole_on_narrow_chips(monkeypatch: pytest.MonkeyPatch) -> None:
    """Four Mystic Codes share a panel's width: their names were cut ("Свиток…"); now two small lines."""
    from tests.fate.helpers import master, position, state_of

    codes = [{"name": n} for n in ("Contract Scroll", "Gem Magecraft", "Bounded Field", "Alchemic Elixir")]
    game, state = state_of(position(2, [master("Alice", field=codes), master("Boris")]))
    for lang in ("en", "ru"):
        texts = drawn_texts(monkeypatch, lambda lang=lang: game.render_picture(state, PUBLIC, lang))  # type: ignore[misc]
        assert not [t for t in texts if t.endswith("…")], texts

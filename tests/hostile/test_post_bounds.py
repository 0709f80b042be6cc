"""Issue 8 item 1: one short post must not exhaust memory, crash the parser, or make a stranger's text
reach the engine. A deck post's ranges and lists are bounded before they are expanded; the judge checks
the author's seat and the post's length before any game parses it."""

from __future__ import annotations

import random

import pytest

from bot.judge.limits import MAX_POST_CHARS
from bot.tournament.games import DeckRefused, check_deck, rules_for
from cards.core import IllegalMove
from cards.gwent.game import GwentGame
from cards.gwent.parser import DECK_MAX_ITEMS, parse_post

from .conftest import MB, GwentHarness, measure

GAME = GwentGame()


def deck_waiting_state():  # type: ignore[no-untyped-def]
    state, _ = GAME.new_match({"players": [{"name": "A"}, {"name": "B"}]}, random.Random(0))
    assert any(d.kind == "deck" and d.seat == 0 for d in GAME.pending(state))
    return state


@pytest.mark.parametrize(
    "post",
    ["deck monsters; 1-99999999999", "deck monsters; 1-10000000", "колода чудовища; 0-96", "deck monsters; 90-96"],
)
def test_a_huge_deck_range_is_refused_before_it_is_expanded(post: str) -> None:
    """`deck monsters; 1-99999999999` was expanded into a list (1-10,000,000 cost 842 MB; the long one OOM)."""
    out, seconds, peak = measure(lambda: parse_post(post, []))
    assert isinstance(out, IllegalMove), out
    assert "1–95" in out.text.en and "1 до 95" in out.text.ru
    assert seconds < 0.1 and peak < 1 * MB


def test_a_deck_list_longer_than_any_deck_is_refused() -> None:
    post = "deck monsters; " + ", ".join(["1-95"] * 3)
    out, seconds, peak = measure(lambda: parse_post(post, []))
    assert isinstance(out, IllegalMove) and str(DECK_MAX_ITEMS) in out.text.en
    assert seconds < 0.1 and peak < 1 * MB


def test_a_full_95_card_range_still_parses() -> None:
    action = parse_post("deck monsters; leader Eredin; 1-95", [])
    assert len(action.cards) == 95  # type: ignore[attr-defined]


@pytest.mark.parametrize("post", ["deck monsters; ², 1-21", "deck monsters; 1-21, ¹²", "deck monsters; ٣, 1-21"])
def test_superscript_digits_in_a_deck_are_refused_not_a_crash(post: str) -> None:
    """`deck monsters; ², 1-21` raised ValueError (isdigit() then int()): an internal error in a match."""
    state = deck_waiting_state()
    with pytest.raises(IllegalMove):
        GAME.apply(state, 0, GAME.parse(state, 0, post))


def test_superscript_digits_in_a_tournament_deck_are_refused_not_an_escaping_exception() -> None:
    with pytest.raises(DeckRefused):
        check_deck(GAME, rules_for(GAME), "classic", text="deck monsters; ², 1-21")
    with pytest.raises(DeckRefused):
        check_deck(GAME, rules_for(GAME), "classic", text="deck monsters; 1-99999999999")


def test_an_overlong_tournament_deck_post_is_refused_unread() -> None:
    with pytest.raises(DeckRefused, match="too long"):
        check_deck(GAME, rules_for(GAME), "classic", text="deck monsters; " + "Ghoul, " * 400)


async def test_a_strangers_post_in_the_thread_is_never_parsed(g: GwentHarness) -> None:
    """Anyone could post `deck monsters; 1-99999999999` in a match thread: it was parsed before the seat
    check. A spectator's post is now left alone unread."""
    await g.start_gwent()
    before, parsed = g.snapshot(), g.game_spy.parsed
    reply = g.post(g.carol, "deck monsters; 1-99999999999")
    assert reply.status == "ignored"
    assert g.game_spy.parsed == parsed and g.snapshot() == before


async def test_a_strangers_play_command_is_refused_unparsed(g: GwentHarness) -> None:
    await g.start_gwent()
    parsed = g.game_spy.parsed
    reply = g.service.play(g.carol, g.thread, "deck monsters; 1-99999999999", interaction_id=1)  # type: ignore[arg-type]
    assert reply.status == "refused" and "not playing" in (reply.text or "")
    assert g.game_spy.parsed == parsed


async def test_an_overlong_post_is_refused_before_parsing(g: GwentHarness) -> None:
    await g.start_gwent()
    before, parsed = g.snapshot(), g.game_spy.parsed
    long_post = "Ghoul @" + "x" * MAX_POST_CHARS
    for reply in (g.post(g.alice, long_post), g.dm(g.alice, long_post)):
        assert reply.status == "refused"
        assert f"{MAX_POST_CHARS:,}" in (reply.text or "") and "too long" in (reply.text or "")
    assert g.game_spy.parsed == parsed and g.snapshot() == before


async def test_a_huge_range_by_dm_is_refused_quickly(g: GwentHarness) -> None:
    await g.start_gwent()
    before = g.snapshot()
    reply, seconds, peak = measure(lambda: g.dm(g.alice, "deck monsters; 1-99999999999"))
    assert reply.status == "refused" and "1–95" in (reply.text or "")
    assert seconds < 1.0 and peak < 20 * MB
    assert g.snapshot() == before

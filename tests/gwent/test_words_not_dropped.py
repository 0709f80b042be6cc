"""A post's words are all meaning or a refusal (issue 29): a row on a card that takes none (Scorch @close is
not a global Scorch) and @own on a card that is not a spy are refused, naming the card, and change nothing."""

from __future__ import annotations

import random

import pytest

from cards.core import IllegalMove
from cards.gwent.game import GwentGame
from cards.gwent.state import Phase

GAME = GwentGame()


def turn_with(card: str) -> tuple[object, int]:
    """A Classic match at its first turn with ``card`` put into the mover's hand."""
    rng = random.Random(3)
    state, _ = GAME.new_match(GAME.setup_for(["Alice", "Boris"]), rng)
    for _ in range(40):
        pending = GAME.pending(state)
        if pending and pending[0].kind == "turn" and state.phase is Phase.PLAY:
            break
        _, state, _ = GAME.random_step(state, pending[0].seat, rng)
    seat = GAME.pending(state)[0].seat
    cat = GAME.cat
    uid = next(u for u, cid in state.cards.items() if cat.card(cid).name_en == card and u not in state.sides[seat].hand)
    state = state.clone()
    for side in state.sides:
        for zone in (side.deck, side.hand, side.discard):
            if uid in zone:
                zone.remove(uid)
    state.sides[seat].hand.append(uid)
    return state, seat


@pytest.mark.parametrize(("post", "reason"), [
    ("Scorch @close", "takes no row"),
    ("Decoy @siege", "takes no row"),
    ("Scorch @own", "not a spy"),
])
def test_a_row_or_own_on_a_card_that_takes_none_is_refused(post: str, reason: str) -> None:
    card = post.split(" @")[0]
    state, seat = turn_with(card)
    with pytest.raises(IllegalMove) as refused:
        GAME.play(state, seat, post)
    assert reason in refused.value.text.en and card in refused.value.text.en
    assert refused.value.text.ru != refused.value.text.en


def test_concede_in_gwent_at_any_moment() -> None:
    """Gwent has concede like the other games (issue 29): in or out of turn, the other player wins; logged
    canonically and replayed from the canonical text."""
    state, seat = turn_with("Scorch")
    for who, post in ((seat, "concede"), (1 - seat, "сдаюсь")):
        action = GAME.parse(state, who, post)
        assert GAME.accepts_out_of_turn(state, who, action) or who == seat
        after, events = GAME.apply(state, who, action)
        result = GAME.result(after)
        assert result is not None and result.winners == (1 - who,)
        text = GAME.canonical(state, who, action)
        assert GAME.apply(state, who, GAME.parse_canonical(state, who, text))[0].winner == 1 - who
        lines = [GAME.render_event(e, "ru") for e in events]
        assert any(line and "сдаётся" in line for line in lines), lines
        assert not GAME.invariants(after)
    with pytest.raises(IllegalMove):
        GAME.play(GAME.apply(state, seat, GAME.parse(state, seat, "concede"))[0], 1 - seat, "concede")


@pytest.mark.parametrize("chat", ["well played", "take your time", "nice one :)", "good luck, have fun",
                                  "hmm, let me think", "first of all, gg", "хорошая игра"])
def test_seated_chat_is_left_alone(chat: str) -> None:
    """The README's promise (issue 29): a seated player's chat is not read as a card name and draws no
    refusal; a misspelt card name still does (it is answered with close matches)."""
    from cards.core import NotAMove

    state, seat = turn_with("Scorch")
    with pytest.raises(NotAMove):
        GAME.play(state, seat, chat)
    with pytest.raises(IllegalMove):
        GAME.play(state, seat, "Dun Baner Medik")


def test_russian_gwent_words() -> None:
    """Issue 29: the Russian table reads «— раунд N», a player who passed is not also «ходит», leaders are
    named without a second colon, and units are «отряды» throughout (never «боевые карты»)."""
    from pathlib import Path

    from cards.core import PUBLIC

    rng = random.Random(2)
    state, _ = GAME.new_match(GAME.setup_for(["Алиса", "Борис"]), rng)
    seen_pass = False
    for _ in range(200):
        pending = GAME.pending(state)
        if not pending:
            break
        _, state, _ = GAME.random_step(state, pending[0].seat, rng)
        text = GAME.render_table(state, PUBLIC, "ru")
        assert "— Раунд" not in text and "пас · ходит" not in text
        seen_pass = seen_pass or "· пас" in text
    assert seen_pass
    ru = Path(__file__).resolve().parents[2] / "cards" / "gwent" / "locales" / "ru"
    words = "\n".join(p.read_text(encoding="utf-8") for p in ru.glob("*.ftl"))
    assert "боев" not in words and "активирует лидера: {" not in words and "Лидер: {" not in words

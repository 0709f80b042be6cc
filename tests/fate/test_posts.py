"""Posts in English and Russian, the canonical syntax, refusals and chat (FA-REF-3, FA-REF-5, FA-REF-7)."""

from __future__ import annotations

import pytest

from cards.core import IllegalMove, NotAMove

from .helpers import master, ok, position, state_of

PAIRS = [
    ("place Familiar", "разместить Фамилиар"),
    ("attack Boris", "атака Boris"),
    ("end", "конец"),
    ("cs 1", "кз 1"),
    ("cs 2 patk + cs 1", "кз 2 фатк + кз 1"),
    ("activate servant cost T: patk +2 @Boris until battle", "активировать слуга цена T: фатк +2 @Boris до конца битвы"),
    ("activate Azoth Sword cost D1,2+R1 rest servant: prana -1 @Boris; draw 1",
     "активировать Меч Азот цена D1,2+R1 положить слуга: прана -1 @Boris; взять 1"),
    ("activate Azoth Sword permanent: pdef +1", "активировать Меч Азот постоянный: фзащ +1"),
    ("cs 4 cost RX: mark cursed @Boris", "кз 4 цена RX: метка cursed @Boris"),
    ("concede", "сдаюсь"),
]


@pytest.mark.parametrize("en,ru", PAIRS)
def test_english_and_russian_posts_mean_the_same_and_round_trip(en, ru):
    """FA-REF-3: a declaration names the card, tag, cost and generic actions, in either language; the
    canonical text parses back to the same action."""
    game, s = state_of(position(players=[master("Alice", field=[{"name": "Azoth Sword"}]), master("Boris")]))
    a, b = game.parse(s, 0, en), game.parse(s, 0, ru)
    assert a == b
    text = game.canonical(s, 0, a)
    assert game.parse_canonical(s, 0, text) == a


def test_chat_is_not_a_move_and_nonsense_is_refused_with_a_reason():
    """Chat stays silent; a wrong card name gets close matches; a refusal changes nothing."""
    game, s = state_of(position(2))
    with pytest.raises(NotAMove):
        game.parse(s, 0, "good luck everyone")
    with pytest.raises(IllegalMove) as e:
        game.parse(s, 0, "place Familar")
    assert "Familiar" in e.value.text.en and "Фамилиар" not in e.value.text.en
    with pytest.raises(IllegalMove) as e:
        game.play(s, 1, "attack Alice")
    assert "not your ritual step" in e.value.text.en and "ritual" in e.value.text.ru.lower() or e.value.text.ru


def test_refusals_are_in_both_languages():
    """Every refusal has a Russian text of its own."""
    game, s = state_of(position(2))
    with pytest.raises(IllegalMove) as e:
        game.play(s, 0, "reveal")
    assert e.value.text.en != e.value.text.ru and "Слуга" in e.value.text.ru


def test_out_of_turn_posts():
    """FA-EFF-4, FA-CS-2, FA-REF-7: Command Spells and activations are accepted out of turn; a turn move is not."""
    game, s = state_of(position(3))
    assert game.accepts_out_of_turn(s, 2, game.parse(s, 2, "cs 1"))
    assert game.accepts_out_of_turn(s, 2, game.parse(s, 2, "activate servant: patk +1"))
    assert not game.accepts_out_of_turn(s, 2, game.parse(s, 2, "end"))


def test_post_length_is_bounded():
    game, s = state_of(position(2))
    with pytest.raises(IllegalMove):
        game.parse(s, 0, "note " + "x" * 5000)


def test_russian_table_and_events_read_naturally():
    """Russian plurals (1 карту / 2 карты / 5 карт) and no declined names."""
    from cards.fate.texts import say

    assert say("ev-drew", "ru", master="Алиса", count=1) == "Алиса берёт 1 карту."
    assert say("ev-drew", "ru", master="Алиса", count=2) == "Алиса берёт 2 карты."
    assert say("ev-drew", "ru", master="Алиса", count=5) == "Алиса берёт 5 карт."
    out = ok(position(2, moves=[{"player": "Alice", "post": "end"}]))
    assert out["log"][0] == "Alice ends the turn."


def test_every_event_and_decision_has_both_languages():
    """Every key in the English catalogue exists in Russian and the reverse."""
    from cards.fate.texts import MESSAGES

    assert MESSAGES.keys("en") == MESSAGES.keys("ru")

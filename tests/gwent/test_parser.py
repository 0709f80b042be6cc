"""Post syntax (parser docstring): English, Russian, prefixes, hand positions, close matches, chat;
and the promise that a refused post changes nothing."""

from __future__ import annotations

import contextlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cards.core import MoveError, NotAMove

from .helpers import A, B, Table, player, scenario


def table() -> Table:
    return Table(
        scenario(
            player(
                A,
                hand=["Trebuchet", "Prince Stennis", "Dandelion", "Dun Banner Medic", "Commander's Horn"],
                discard=["Ballista"],
                deck=["Ves"],
            ),
            player(B, "scoiatael", hand=["Yaevinn", "Barclay Els"]),
        )
    )


@pytest.mark.parametrize(
    "post", ["Trebuchet", "trebuchet", "Требушет", "Treb", "Треб", "#1", "move: Trebuchet", "ход: Требушет"]
)
def test_g_turn_6_a_card_by_english_russian_prefix_or_hand_position(post):
    """G-TURN-6, G-JUDGE-FLOW-5: the card a post names, however it is written."""
    t = table()
    t.post(A, post)
    assert t.row(A, "siege") == ["Trebuchet"]


def test_russian_rows_own_side_and_pass():
    """G-AGILE-2, G-SPY-5, G-PASS-7: '@стрелковый', '@свой', 'пас' work like their English forms."""
    t = table()
    t.post(A, "Принц Стеннис @свой")
    assert t.row(A, "close") == ["Prince Stennis"]
    t.post(B, "Яевинн @стрелковый")
    assert t.row(B, "ranged") == ["Yaevinn"]
    t.post(A, "Командирский рог @осадный")
    assert t.p(A)["rows"]["siege"]["horn"] == "Commander's Horn"
    t.post(B, "пас")
    assert t.p(B)["passed"]


def test_medic_target_in_russian_after_the_arrow():
    """G-MEDIC-10: 'Лекарь Бурой Хоругви > Баллиста'."""
    t = table()
    t.post(A, "Лекарь Бурой Хоругви > Баллиста")
    assert t.row(A, "siege") == ["Dun Banner Medic", "Ballista"]


def test_a_misspelt_name_is_refused_with_close_matches():
    """G-TURN-6, G-JUDGE-FLOW-5: a misspelt card name is refused naming the close matches (en and ru)."""
    t = table()
    e = t.refuse(A, "Trebushet")
    assert "Trebuchet" in e.text.en and "Требушет" in e.text.ru
    assert "Trebuchet" in e.suggestions


def test_a_card_not_in_hand_is_refused_naming_what_he_holds():
    """G-TURN-2, G-OVR-13: only a card of his own hand can be played; the reply says so."""
    e = table().refuse(A, "Geralt of Rivia")
    assert "Geralt" in e.text.en


def test_hand_position_out_of_range():
    """G-TURN-6: a hand position ('#9') must exist in the hand (five cards here)."""
    e = table().refuse(A, "#9")
    assert "no card #9" in e.text.en


@pytest.mark.parametrize(
    "chat",
    [
        "nice move, what do you think about this?",
        "(ooc) brb",
        "// thinking",
        "ну и ход, посмотрим что будет дальше у нас тут",
    ],
)
def test_chat_is_not_a_move_and_changes_nothing(chat):
    """G-JUDGE-FLOW-9: only a move counts; chat raises NotAMove, which the judge ignores."""
    t = table()
    before = t.state
    with pytest.raises(NotAMove):
        t.post(A, chat)
    assert t.state is before


def test_a_refused_post_changes_nothing_even_if_it_failed_mid_resolution():
    """G-JUDGE-FLOW-9, G-PASS-4: a refused post changes nothing, even if it failed mid-resolution."""
    t = table()
    t.refuse(A, "Dun Banner Medic > Vernon Roche")
    t.refuse(A, "Trebuchet + Dandelion")
    t.refuse(B, "Yaevinn @ranged")
    t.refuse(A, "Commander's Horn")
    assert len(t.hand(A)) == 5 and t.discard(A) == ["Ballista"] and t.field(A) == []


@settings(max_examples=60, deadline=None)
@given(st.text(alphabet="abcdeilmnorstuvTDBPC#@>+ ,пасРж0123", max_size=30))
def test_any_post_is_accepted_or_refused_without_touching_the_state(text):
    """G-JUDGE-FLOW-9: whatever is posted, the input state is never changed (Game.apply contract)."""
    t = table()
    before = t.state
    snapshot = repr(t.view())
    with contextlib.suppress(MoveError):
        t.game.play(t.state, 0, text)
    assert t.state is before and repr(t.view()) == snapshot


def test_russian_exchange_first_and_keep():
    """G-MULL-2, G-FIRST-2, G-FB-MO-3: 'обмен … на …', 'первым …', 'оставить …'."""
    t = Table(
        scenario(
            player(A, "scoiatael", hand=["Yaevinn", "Riordain"], offer=["Toruviel", "Milva"]),
            player(B, "monsters", hand=["Fiend", "Griffin"], close=["Foglet"]),
            phase="exchange",
        )
    )
    t.post(A, "обмен Риордаин на Мильва")
    assert sorted(t.hand(A)) == ["Milva", "Yaevinn"]
    t.post(B, "без обмена")
    t.post(A, "первым Bob")
    assert t.view()["to_move"] == B
    t.posts((B, "пас"), (A, "пас"))
    t.post(B, "оставить Туманник")
    assert t.row(B, "close") == ["Foglet"]

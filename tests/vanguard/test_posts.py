"""Posts in English and Russian, the canonical syntax, refusals with what would be legal, prompts."""

from __future__ import annotations

import pytest

from cards.core import IllegalMove, NotAMove
from cards.vanguard.actions import Attack, Call, EndPhase, Guard, GuardItem, Mulligan, Ride, TriggerChoice

from .helpers import GAME, play, position


@pytest.mark.parametrize("post, action", [
    ("call Wingal BC", Call("wingal", "BC")),
    ("призыв Вингал ЗЦ", Call("wingal", "BC")),
    ("call #1 fl", Call("wingal", "FL")),
    ("call wing FR", Call("wingal", "FR")),
    ("call Knight Squire, Allen BL", Call("knight-squire-allen", "BL")),
    ("attack VC VC boost", Attack("VC", "VC", True)),
    ("атака АВ ПЛ поддержка", Attack("VC", "FL", True)),
    ("ride Blaster", Ride("blaster-blade")),
    ("смена Бластер Блейд", Ride("blaster-blade")),
    ("end", EndPhase()), ("конец хода", EndPhase(turn=True)),
    ("guard Flogal + Margal", Guard((GuardItem("hand", "flogal"), GuardItem("hand", "margal")))),
    ("защита Флогал + перехват ПЛ", Guard((GuardItem("hand", "flogal"), GuardItem("intercept", circle="FL")))),
    ("без защиты", Guard(())),
    ("trigger FL VC heal 2", TriggerChoice("FL", "VC", 2)),
    ("триггер АВ лечить 1", TriggerChoice("VC", "", 1)),
    ("mulligan Wingal, Knight Squire, Allen", Mulligan(("wingal", "knight-squire-allen"))),
])
def test_posts_en_ru_names_prefixes_positions(post, action):
    st = position({"hand": ["Wingal", "Blaster Blade", "Flogal", "Margal", "Knight Squire, Allen"]})
    assert GAME.parse(st, 0, post) == action


def test_canonical_round_trip_for_every_legal_post():
    st = position({"hand": ["Wingal", "Blaster Blade", "Flogal", "Knight Squire, Allen"], "circles": {"BC": "Wingal"}},
                  phase="main")
    posts = GAME.legal_posts(st, 0)
    assert "end" in posts and any(p.startswith("call") for p in posts)
    for p in posts:
        a = GAME.parse(st, 0, p)
        assert GAME.parse_canonical(st, 0, GAME.canonical(st, 0, a)) == a
    a = GAME.parse(st, 0, "act VC 1/turn [cb1(1), sb1]: power +5000 opp FL battle; move hand Wingal > drop; note x")
    assert GAME.parse_canonical(st, 0, GAME.canonical(st, 0, a)) == a


def test_chat_is_not_a_move_and_refusals_say_what_is_legal():
    st = position({"hand": ["Wingal"]}, phase="battle")
    with pytest.raises(NotAMove):
        GAME.parse(st, 0, "good luck, have fun!")
    with pytest.raises(IllegalMove) as e:
        play(st, "Alice", "attack FL VC")
    assert "VC" in e.value.text.en and "переднего ряда" in e.value.text.ru
    with pytest.raises(IllegalMove) as e:
        play(st, "Boris", "end")
    assert "Alice" in e.value.text.en
    with pytest.raises(IllegalMove) as e:
        GAME.parse(st, 0, "call Zzzzz FL")
    assert "No card" in e.value.text.en


def test_russian_plurals_and_labels():
    from cards.vanguard.words import W

    assert W("err-ga-remove", "ru", count=2) == "Уберите из руки ровно 2 карты."
    assert "5 карт" in W("err-hand-position", "ru", count=5)
    assert "1 карта" in W("err-hand-position", "ru", count=1)
    for d in GAME.pending(position()):
        assert "«" in GAME.decision_label(d, "ru") and "call" in GAME.decision_label(d, "en")


def test_every_message_key_has_both_languages():
    from cards.vanguard.words import W

    assert W.keys("en") == W.keys("ru")


def test_table_shows_grid_damage_gifts_pending_and_options_V_FMT_7():
    from cards.core import PUBLIC

    from .helpers import position as pos

    st = pos({"damage": [{"name": "Wingal", "face_up": False}, "Glyme"], "soul": ["Glyme"], "circles": {"FL": "Wingal"},
              "gifts": {"force": "I"}, "markers": [{"kind": "force", "variant": "I", "circle": "FL"}], "hand": ["Flogal"]},
             options={"format": "premium", "g_zone": True, "mixed_clans": True})
    en = GAME.render_table(st, PUBLIC, "en")
    ru = GAME.render_table(st, PUBLIC, "ru")
    assert "FL: Wingal (G1, 18000)" in en and "Wingal (face down); Glyme" in en and "Force I → FL" in en
    assert "Waiting for: Alice: main phase" in en and "G zone, mixed clans" in en and "Flogal" not in en
    assert "Вингал (лицом вниз); Глайм" in ru and "Мощь I → ПЛ" in ru and "Ждём: Alice: главная фаза" in ru
    hand = GAME.render_hand(st, 0, "ru")
    assert "#1 Флогал — ранг 0" in hand and "1 карта" in hand


def test_hand_goes_by_dm_after_each_change_V_REF_9():
    from cards.core import Audience

    from .helpers import position as pos

    st = pos({"hand": ["Wingal", "Flogal"]})
    st, ev = play(st, "Alice", "call Wingal FL")
    hands = [e for e in ev if e.kind == "hand"]
    assert len(hands) == 1 and hands[0].audience == Audience.player(0)
    assert GAME.render_event(hands[0], "ru") == "Ваша рука теперь (1 карта): Флогал."


def test_pass_in_the_guard_step_is_no_guard():
    from .helpers import pend
    from .helpers import position as pos

    st = pos(phase="battle")
    st, _ = play(st, "Alice", "attack VC VC")
    assert GAME.pass_post(st, 1) == "no guard"
    st, ev = play(st, "Boris", "пас")
    assert "no_guard" in [e.kind for e in ev] and pend(st)[0][0] == "Boris"

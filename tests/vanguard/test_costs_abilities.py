"""Costs paid from the real zones (V-COST-*) and declared abilities (V-REF-2..7, V-ABIL-*)."""

from __future__ import annotations

import pytest

from cards.core import Audience, IllegalMove

from .helpers import GAME, kinds, pend, play, position, unit, view

DMG = [{"name": "Wingal", "face_up": True}, {"name": "Glyme", "face_up": True}, {"name": "Flogal", "face_up": False}]


def test_counter_blast_turns_chosen_face_up_damage_down_V_COST_1_2_3_7():
    st = position({"damage": DMG})
    st, ev = play(st, "Alice", "act VC [cb1(2)]: power +5000 VC turn")
    d = view(st)["players"][0]["damage"]
    assert [x["face_up"] for x in d] == [True, False, False]
    assert [e.kind for e in ev].index("counter_blast") < [e.kind for e in ev].index("modifier")  # cost first
    with pytest.raises(IllegalMove) as e:
        play(st, "Alice", "act VC [cb2]: draw 1")
    assert "you have 1" in e.value.text.en  # V-COST-1: unpayable, nothing happens
    with pytest.raises(IllegalMove):
        play(position({"damage": DMG}), "Alice", "act VC [cb1(3)]: draw 1")  # position 3 is face down


def test_soul_blast_and_charges_V_COST_4_5_6():
    st = position({"soul": ["Glyme", "Wingal"], "damage": DMG, "deck": ["Margal", "Flogal"] + ["Wingal"] * 5})
    st, _ = play(st, "Alice", "act VC [sb1(1)]: cc2; sc2")
    p = view(st)["players"][0]
    assert p["drop"] == ["Glyme"]
    assert p["soul"] == ["Wingal", "Margal", "Flogal"]  # SC: the top of the deck into the soul
    assert [x["face_up"] for x in p["damage"]] == [True, True, True]  # CC 2 with 1 face down: all of them
    with pytest.raises(IllegalMove) as e:
        play(st, "Alice", "act VC [sb4]: draw 1")
    assert "you have 3" in e.value.text.en


def test_declared_ability_checks_place_once_and_each_action_V_REF_2_3_4():
    st = position({"circles": {"FL": "Pongal"}, "hand": ["Glyme"]})  # Pongal has no script: declared
    with pytest.raises(IllegalMove):
        play(st, "Alice", "act BR: draw 1")  # no card there
    st, _ = play(st, "Alice", "act FL 1/turn: power +10000 FL turn")
    with pytest.raises(IllegalMove) as e:
        play(st, "Alice", "act FL 1/turn: draw 1")
    assert "1/Turn" in e.value.text.en
    with pytest.raises(IllegalMove):
        play(st, "Alice", "act VC: retire opp FL")  # no unit there: refused whole, nothing changes
    st, ev = play(st, "Alice", "act VC: move hand Glyme > BC; rest BC; look 2; heal 0; something odd happens")
    assert unit(st, "Alice", "BC")["name"] == "Glyme" and unit(st, "Alice", "BC")["rested"]
    looked = [e for e in ev if e.kind == "looked"][0]
    assert looked.audience == Audience.player(0)
    assert view(st)["notes"][-1]["text"] == "something odd happens"


def test_effect_calls_ignore_grade_but_obey_occupancy_V_REF_5():
    st = position({"circles": {"FL": "Wingal"}, "hand": ["Alfred Early"]})
    st, _ = play(st, "Alice", "act VC: move hand Alfred Early > FL")
    assert unit(st, "Alice", "FL")["name"] == "Alfred Early" and view(st)["players"][0]["drop"] == ["Wingal"]


def test_auto_by_the_non_turn_player_in_battle_V_REF_6_8():
    st = position(None, {"circles": {"FL": "Pongal"}}, phase="battle")
    st, _ = play(st, "Alice", "attack VC VC")
    with pytest.raises(IllegalMove) as e:  # nothing happened to FL: an AUTO there has no event (V-REF-3)
        play(st, "Boris", "auto FL: power +5000 VC battle")
    assert "could trigger an AUTO ability" in e.value.text.en
    st, ev = play(st, "Boris", "auto VC: power +5000 VC battle")  # "when attacked" — it was, in this battle
    assert view(st)["battle"]["guard_power"] == 15000 and pend(st) == [("Boris", "guard")]
    assert GAME.accepts_out_of_turn(st, 1, GAME.parse(st, 1, "auto VC: nohit VC"))
    st, ev = play(st, "Boris", "auto VC: nohit VC", "no guard")
    assert "no_hit" in kinds(ev)
    assert unit(st, "Boris", "VC")["power"] == 10000  # "until end of battle" ended (V-CLOSE-1)


def test_hostile_posts_never_crash_and_change_nothing_when_refused():
    import pickle
    import random

    from cards.core import MoveError

    tokens = ["act", "auto", "cont", "VC", "FL", "BC", "ACC1", "opp", "gc1", "gc9", "[cb1]", "[sb2]", "[cb1(3)]", ":",
              "power", "+5000", "-3000", "turn", "battle", "draw 2", "move", "hand", "deck", "drop", "soul", ">",
              "Wingal", "Glyme", "#1", "#9", "retire", "stand", "nohit", "heal 1", "look 3", "cc 1", "note", "attack",
              "guard", "intercept", "perfect", "discard", "trigger", "gift", "II", "ride", "call", "end", "+", ";", ","]
    rng = random.Random(7)
    for phase in ("main", "battle", "draw"):
        st = position({"hand": ["Wingal", "Glyme"], "soul": ["Glyme"], "damage": ["Wingal"],
                       "circles": {"FL": "Blaster Blade"}}, {"circles": {"FL": "Wingal"}}, phase=phase)
        frozen = pickle.dumps(st)
        for _ in range(150):
            post = " ".join(rng.choice(tokens) for _ in range(rng.randint(1, 8)))
            try:
                new, _ = GAME.play(st, rng.randint(0, 1), post)
                assert GAME.invariants(new) == []
            except MoveError:
                pass
            assert pickle.dumps(st) == frozen


def test_effects_place_only_own_cards_on_own_circles_V_REF_5():
    st = position(None, {"circles": {"FL": "Wingal"}})
    with pytest.raises(IllegalMove):
        play(st, "Alice", "act VC: move opp FL > BC")
    st, _ = play(st, "Alice", "act VC: move opp FL > hand")
    assert view(st)["players"][1]["hand"] == ["Wingal"]


def test_a_declared_effect_is_marked_on_the_table_and_the_picture_V_REF_3_V_REF_7(monkeypatch):
    """Issue 26: an unscripted card's declared ability is marked "declared, not checked" on the table text
    (the unit it changed and the turn's list) and on the table picture, so the opponent and the judge check it."""
    from cards.core import PUBLIC
    from cards.vanguard import picture

    st = position()
    st, _ = play(st, "Alice", "act VC: power +10000 VC turn")
    assert unit(st, "Alice", "VC")["declared"] and not unit(st, "Boris", "VC")["declared"]
    assert view(st)["players"][0]["declared"] == [{"card": "Test Knight", "kind": "act"}]
    en, ru = GAME.render_table(st, PUBLIC, "en"), GAME.render_table(st, PUBLIC, "ru")
    assert "Test Knight (G2, 20000) [declared, not checked]" in en
    assert "Declared this turn, not checked against the cards: ACT Test Knight" in en
    assert "[объявлено, не проверено]" in ru and "Объявлено в этом ходу" in ru and "АКТ Тестовый рыцарь" in ru
    drawn: list[str] = []
    real_text = picture.Canvas.text

    def spy(self, xy, text, *args, **kw):  # type: ignore[no-untyped-def]
        drawn.append(str(text))
        return real_text(self, xy, text, *args, **kw)

    monkeypatch.setattr(picture.Canvas, "text", spy)
    assert GAME.render_picture(st, PUBLIC, "en") and "declared" in drawn
    drawn.clear()
    GAME.render_picture(st, PUBLIC, "ru")
    assert "объявлено" in drawn
    st, _ = play(st, "Alice", "end turn")
    assert not view(st)["players"][0]["declared"]  # the turn's list ends with the turn

"""The double-move rule (spec §11.3, G-HARD-DOUBLE-*, A-6, A-7, A-42) and Hard spy draws (G-SPY-3)."""

from __future__ import annotations

from .helpers import A, B, Table, hard, player, unit

CARDS = [
    unit("x1", 1, name_en="Filler"),
    unit("u5", 5, name_en="Five"),
    unit("u8", 8, name_en="Eight"),
    unit("u10", 10, name_en="Ten"),
    unit("d1", 1, name_en="Drawn One"),
    unit("d2", 2, name_en="Drawn Two"),
    unit("d3", 3, name_en="Drawn Three"),
]
DECK = ["d1", "d2", "d3"]


def table(turn: int = 2, a_hand=("x1",) * 6, b_hand=("x1",) * 6, **kw) -> Table:
    pa = {"faction": "northern_realms", **kw.pop("pa", {})}
    pb = {"faction": "nilfgaard", **kw.pop("pb", {})}
    return Table(
        hard(
            player(A, hand=list(a_hand), deck=DECK, **pa),
            player(B, hand=list(b_hand), deck=DECK, **pb),
            cards=CARDS,
            turn=turn,
            **kw,
        )
    )


def test_g_hard_double_9_a_6_turn_1_of_a_round_is_one_card():
    """G-HARD-DOUBLE-9, A-6: the opening turn holds exactly one card; it does not auto-pass."""
    t = table(turn=1)
    e = t.refuse(A, "Filler + Filler")
    assert "1 card" in e.text.en
    t.post(A, "Filler")
    assert not t.passed(A)
    assert t.to_move() == B
    assert "two cards" in t.log()[-1]  # Start of turn 2: the second player plays a pair


def test_g_hard_double_9_a_6_only_the_first_players_opening_is_single():
    """A-6: turn 2 (the second player's first turn) already needs two cards; one card auto-passes."""
    t = table(turn=1)
    t.post(A, "Filler")
    t.post(B, "Filler")
    assert t.passed(B)
    assert "auto_pass_short" in t.kinds()


def test_g_hard_double_9_every_round_opens_with_one_card():
    """G-HARD-DOUBLE-9, G-TURN-7: after a round ends, turn 1 of the next round is again one card."""
    t = table(turn=3)
    t.post(A, "pass")
    t.post(B, "Filler + Filler")  # unlimited: ahead, the round ends
    assert t.view()["round"] == 2 and t.view()["turn"] == 1
    first = t.to_move()
    assert any("Start of turn 1" in line and "(one card)" in line for line in t.log())
    t.refuse(first, "Filler + Filler")
    t.post(first, "Filler")
    assert not t.passed(first)


def test_g_hard_double_1_g_hard_4_from_turn_2_exactly_two_cards():
    """G-HARD-DOUBLE-1, G-HARD-4, G-TURN-3: a normal turn holds two cards, not three."""
    t = table()
    e = t.refuse(A, "Filler + Filler + Filler")
    assert "2 cards" in e.text.en
    t.post(A, "Filler + Filler")
    assert not t.passed(A)
    assert len(t.row(A, "close")) == 2


def test_g_hard_double_2_g_hard_double_3_scorch_then_unit_the_unit_survives():
    """G-HARD-DOUBLE-2, G-HARD-DOUBLE-3: Scorch + unit: the Scorch resolves first and cannot hit the unit."""
    t = table(a_hand=["Scorch", "u10"], pb={"close": ["u8"]})
    t.post(A, "Scorch + Ten")
    assert t.row(A, "close") == ["Ten"]
    assert t.row(B, "close") == [] and t.discard(B) == ["Eight"]


def test_g_hard_double_2_left_to_right_unit_then_scorch_burns_the_unit():
    """G-HARD-DOUBLE-2: the order is the order of the post; unit + Scorch lets the Scorch find the unit."""
    t = table(a_hand=["Scorch", "u10"], pb={"close": ["u8"]})
    t.post(A, "Ten + Scorch")
    assert t.row(A, "close") == []
    assert "Ten" in t.discard(A)
    assert t.row(B, "close") == ["Eight"]


def test_g_hard_double_6_one_card_is_the_card_then_a_pass():
    """G-HARD-DOUBLE-6, G-PASS-6: one card on a pair turn is played, then the missing card is a pass."""
    t = table(a_hand=["u5", "x1"])
    t.post(A, "Five")
    assert t.row(A, "close") == ["Five"]
    assert t.passed(A)
    assert "Alice posted one card: the missing second card counts as a pass." in t.log()
    assert t.view()["unlimited"] is True


def test_g_hard_double_7_a_pass_alone_at_any_turn():
    """G-HARD-DOUBLE-7: a pass without any card, on turn 1 or on a pair turn."""
    t = table(turn=1)
    t.post(A, "pass")
    assert t.passed(A)
    t2 = table()
    t2.post(A, "pass")
    assert t2.passed(A) and t2.row(A, "close") == []


def test_g_hard_double_7_two_cards_then_pass_in_one_post():
    """G-HARD-DOUBLE-7: a pair may be followed by the pass; the pass is written last."""
    t = table()
    t.refuse(A, "pass + Filler + Filler")
    t.post(A, "Filler + Filler + pass")
    assert t.passed(A) and len(t.row(A, "close")) == 2


def test_a_42_a_pass_posted_out_of_turn_takes_effect_at_his_next_turn():
    """A-42, G-HARD-DOUBLE-7: Bob passes while Alice is to move; he is passed when his turn comes."""
    t = table()
    t.post(B, "pass")
    assert not t.passed(B)
    assert t.to_move() == A
    assert "pass_queued" in t.kinds()
    t.refuse(B, "Filler + Filler")  # only a pass may be posted out of turn
    t.post(A, "Filler + Filler")
    assert t.passed(B)
    assert t.to_move() == A and t.view()["unlimited"]


def test_g_hard_double_8_leader_counts_as_one_of_the_two_cards():
    """G-HARD-DOUBLE-8, G-LEAD-3: leader + special and leader + unit are pairs; leader + two cards is not."""
    t = table(a_hand=["Commander's Horn", "x1", "x1"])
    t.refuse(A, "leader King of Temeria + Filler + Filler")
    t.post(A, "leader King of Temeria + Commander's Horn @close")
    assert not t.passed(A)
    t2 = table()
    t2.post(A, "leader King of Temeria + Filler")
    assert not t2.passed(A)


def test_g_hard_double_8_a_leader_alone_is_a_one_card_turn():
    """G-HARD-DOUBLE-8, G-HARD-DOUBLE-6: a leader is a card of the pair; alone, the missing card is a pass."""
    t = table()
    t.post(A, "leader King of Temeria")
    assert t.passed(A)


def test_g_spy_3_g_hard_6_g_hard_double_4_spy_draws_two_after_the_post():
    """G-SPY-3, G-HARD-6, G-HARD-DOUBLE-4, G-SPY-6: two cards, delivered only once the post is over."""
    t = table(a_hand=["Prince Stennis", "x1"])
    t.post(A, "Prince Stennis + Filler")
    order = [k for k in t.kinds() if k in ("placed", "draw_later", "drew")]
    assert order == ["placed", "draw_later", "placed", "drew"]  # the cards come after the whole post
    assert sorted(t.hand(A)) == ["Drawn One", "Drawn Two"]
    assert t.row(B, "close") == ["Prince Stennis"]


def test_g_hard_double_4_a_drawn_card_cannot_be_the_second_card():
    """G-HARD-DOUBLE-4: spy first, then one of its cards as the second card: refused."""
    t = table(a_hand=["Prince Stennis", "x1"])
    e = t.refuse(A, "Prince Stennis + Drawn One")
    assert "Drawn One" in e.text.en or "d1" in e.text.en.lower()


def test_g_hard_double_5_decoy_on_a_spy_then_that_spy():
    """G-HARD-DOUBLE-5, G-DECOY-3: Decoy takes the enemy spy into the hand; the same post plays it back."""
    t = table(
        b_hand=["Decoy", "x1"],
        to_move=B,
        pb={"close": [{"card": "Prince Stennis", "owner": A}]},
    )
    t.post(B, "Decoy > Prince Stennis + Prince Stennis")
    assert t.row(A, "close") == ["Prince Stennis"]
    assert t.row(B, "close") == ["Decoy"]
    assert sorted(t.hand(B)) == ["Drawn One", "Drawn Two", "Filler"]  # the spy drew 2 for Bob


def test_g_hard_double_5_invader_then_the_taken_card():
    """G-HARD-DOUBLE-5: a card taken from a discard pile by the first action is the second card."""
    t = table(pa={"faction": "nilfgaard"}, pb={"faction": "monsters", "discard": ["u8"]}, a_hand=["x1"])
    t.post(A, "leader Invader of the North > Eight + Eight")
    assert t.row(A, "close") == ["Eight"]
    assert not t.passed(A)  # x1 is still in hand


def test_g_hard_double_11_a_7_after_the_opponent_passes_any_number_of_cards():
    """G-HARD-DOUBLE-11, A-7, A-39: the pair rule no longer binds; one card does not auto-pass."""
    t = table(pb={"passed": True, "close": ["u10"]})
    t.post(A, "Filler")
    assert not t.passed(A)
    assert "auto_pass_short" not in t.kinds()
    assert "The cards posted are not enough to win the round (1 : 10)." in t.log()
    t.post(A, "Filler + Filler + Filler")
    assert len(t.row(A, "close")) == 4 and not t.passed(A)
    assert t.to_move() == A


def test_g_hard_double_11_the_unlimited_turn_announcement():
    """G-HARD-DOUBLE-11: once the opponent passed, 'Start of turn N' says any number of cards."""
    t = table()
    t.post(A, "pass")
    assert t.log()[-1] == "Start of turn 3. Bob moves (any number of cards)."
    assert t.game.render_event(t.events[-1], "ru") == "Начало 3-го хода. Ходит Bob (любое число карт)."


def test_g_hard_5_rules_without_a_hard_variant_are_unchanged():
    """G-HARD-5: weather (G-WEATHER-5/6) and the Nilfgaard tie (G-FB-NG-1) work in Hard as in Classic."""
    t = table(a_hand=["Biting Frost", "u10"], pb={"close": ["u8"]})
    t.post(A, "Ten + Biting Frost")
    assert t.strengths(A, "close") == [1] and t.strengths(B, "close") == [1]
    t.post(B, "pass")
    t.post(A, "pass")
    assert t.view()["results"][0]["winner"] == B  # 1 : 1, Bob plays Nilfgaard


def test_g_judge_flow_6_start_of_turn_says_two_cards_or_one_card():
    """G-JUDGE-FLOW-6, G-HARD-DOUBLE-9: the judge's 'Start of turn N' post tells how many cards, en and ru."""
    t = table(turn=1)
    t.post(A, "Filler")
    assert t.log()[-1] == "Start of turn 2. Bob moves (two cards)."
    assert t.game.render_event(t.events[-1], "ru") == "Начало 2-го хода. Ходит Bob (две карты)."

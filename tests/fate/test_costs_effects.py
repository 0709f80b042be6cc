"""Costs (FA-COST-1..8), Command Spells (FA-CS-1..5), effects and card states (FA-EFF-*, FA-STATE-*, FA-REF-4)."""

from __future__ import annotations

from .helpers import master, moves, ok, player, position, refused

SWORD = [{"name": "Azoth Sword"}]


def code_pos(*posts, field=None, hand=None, **over):
    players = [master("Alice", field=field if field is not None else SWORD,
                      hand=hand if hand is not None else ["Familiar", "Familiar"]), master("Boris"), master("Clara")]
    return position(players=players, moves=moves(*posts), **over)


def test_cost_t_rests_the_card_itself():
    """FA-COST-1: T rests the card; a resting card cannot pay T (and a resting code's activated effect is off)."""
    out = ok(code_pos(("Alice", "activate Azoth Sword cost T: patk +1")))
    assert player(out, "Alice")["field"][0]["state"] == "resting"
    assert "resting" in refused(code_pos(("Alice", "activate Azoth Sword cost T: patk +1"),
                                         field=[{"name": "Azoth Sword", "state": "resting"}]))


def test_cost_r_rests_own_standing_face_up_cards_and_the_servant_counts_once():
    """FA-COST-2, FA-CARD-2, FA-AMB-8: R2 with the Sword paying T needs two other cards: Familiar and the
    Servant; the card paying T cannot also pay R."""
    field = [{"name": "Azoth Sword"}, {"name": "Familiar"}]
    out = ok(code_pos(("Alice", "activate Azoth Sword cost T+R2: patk +1"), field=field))
    alice = player(out, "Alice")
    assert [c["state"] for c in alice["field"]] == ["resting", "resting"]
    assert alice["servant"]["state"] == "resting"
    error = refused(code_pos(("Alice", "activate Azoth Sword cost T+R2: patk +1")))
    assert "R needs 2 cards" in error


def test_cost_d_rolls_and_e_discards():
    """FA-COST-3, FA-COST-4: D1,2 succeeds on 1 or 2; E1 discards a card; E with too few cards is refused."""
    out = ok(code_pos(("Alice", "activate Azoth Sword cost D1,2: patk +3"), chance=[2]))
    assert player(out, "Alice")["servant"]["patk"] == 7 and out["rolls"] == [2]
    out = ok(code_pos(("Alice", "activate Azoth Sword cost E1 discard Familiar: patk +1")))
    assert player(out, "Alice")["hand_count"] == 1
    assert "E needs 3 cards" in refused(code_pos(("Alice", "activate Azoth Sword cost E3: patk +1")))


def test_compound_cost_left_to_right_failed_roll_keeps_what_was_paid():
    """FA-COST-5, FA-COST-6: T then D: T is paid before the roll; a 5 fails: the code stays resting, no effect."""
    out = ok(code_pos(("Alice", "activate Azoth Sword cost T+D1,2: patk +3"), chance=[5]))
    alice = player(out, "Alice")
    assert alice["field"][0]["state"] == "resting" and alice["servant"]["patk"] == 4
    # The seed's example D1,2 + R2 (Ruby Pendant's cost): tests/fate/test_cards.py.


def test_unpayable_parts_are_refused_before_any_roll():
    """FA-COST-7, FA-AMB-10: D1 + R5 cannot be paid: refused, and no die is rolled."""
    status_error = refused(code_pos(("Alice", "activate Azoth Sword cost D1+R5: patk +1"), chance=[1]))
    assert "R needs 5 cards" in status_error


def test_a_failed_roll_still_uses_the_activation():
    """FA-COST-8, FA-AMB-9, FA-EFF-3: after a missed D roll a second activation in the step is refused."""
    error = refused(code_pos(("Alice", "activate Azoth Sword cost D1: patk +1"),
                             ("Alice", "activate servant: pdef +1"), chance=[6]))
    assert "already activated a card in this step" in error


def test_one_activation_per_step_also_out_of_turn():
    """FA-EFF-3, FA-EFF-4, FA-AMB-15: Boris activates in Alice's ritual step, once."""
    out = ok(code_pos(("Boris", "activate servant: patk +1")))
    assert player(out, "Boris")["servant"]["patk"] == 5
    assert "already activated" in refused(code_pos(("Boris", "activate servant: patk +1"),
                                                   ("Boris", "activate servant: pdef +1")))
    out = ok(code_pos(("Boris", "activate servant: patk +1"), ("Alice", "end"), ("Boris", "activate servant: pdef +1")))
    assert player(out, "Boris")["servant"]["pdef"] == 5


def test_states_limit_activated_effects():
    """FA-STATE-2, FA-STATE-3, FA-STATE-4, FA-STATE-5, FA-EFF-2, FA-AMB-14: a resting Servant may use its
    text; a Servant in danger may not; a resting code may not; face-down text never works."""
    resting = [master("Alice", servant={"heroic_spirit": "Four", "class": "Plain", "state": "resting"}), master("Boris")]
    assert ok(position(players=resting, moves=moves(("Alice", "activate servant: patk +1"))))["error"] is None
    danger = [master("Alice", servant={"heroic_spirit": "Four", "class": "Plain", "state": "danger"}), master("Boris")]
    assert "in danger cannot use [Activated]" in refused(position(players=danger, moves=moves(
        ("Alice", "activate servant: patk +1"))))
    down = [master("Alice", servant={"heroic_spirit": "Four", "class": "Plain", "face_down": True}), master("Boris")]
    assert "face-down card's text" in refused(position(players=down, moves=moves(("Alice", "activate servant: patk +1"))))
    assert "resting" in refused(code_pos(("Alice", "activate Azoth Sword: patk +1"),
                                         field=[{"name": "Azoth Sword", "state": "resting"}]))


def test_permanent_effects_work_while_face_up_also_when_resting_or_in_danger():
    """FA-EFF-1, FA-STATE-3, FA-STATE-4, FA-STATE-5, FA-REF-3: a [Permanent] modifier lasts while its card is
    face up in any state, and stops while it is face down."""
    out = ok(code_pos(("Alice", "activate Azoth Sword permanent: pdef +2"),
                      ("Alice", "activate servant: state Azoth Sword resting")))
    assert player(out, "Alice")["servant"]["pdef"] == 6
    out = ok(code_pos(("Alice", "activate Azoth Sword permanent: pdef +2"), ("Alice", "end"),
                      ("Boris", "activate servant: state Azoth Sword face_down @Alice")))
    assert player(out, "Alice")["servant"]["pdef"] == 4
    error = refused(code_pos(("Alice", "activate Azoth Sword permanent: pdef +2"),
                             ("Alice", "activate Azoth Sword permanent: pdef +2")))
    assert "already declared" in error  # FA-REF-3: declared once


def test_generic_actions():
    """FA-REF-4, FA-EFF-6: prana, draw, discard (the target chooses), marks, a note for the judge."""
    posts = (("Alice", "activate servant: prana -2 @Boris; draw 1; mark cursed @Clara; discard 1 @Boris; note look"),)
    out = ok(code_pos(*posts))
    assert player(out, "Boris")["prana"] == 8 and player(out, "Alice")["hand_count"] == 3
    assert player(out, "Clara")["marks"] == ["cursed"]
    assert {"player": "Boris", "kind": "effect_discard", "count": 1} in out["pending"]
    assert out["notes"] == ["Alice: look"]
    out = ok(code_pos(*posts, ("Boris", "discard Familiar")))
    assert player(out, "Boris")["hand_count"] == 1


def test_effects_last_until_end_of_turn_unless_stated():
    """FA-EFF-5: "until game" survives the end of turn."""
    out = ok(code_pos(("Alice", "activate servant: patk +1 until game"), ("Alice", "end")))
    assert player(out, "Alice")["servant"]["patk"] == 5


def test_command_spells_uses():
    """FA-CS-1, FA-CS-2, FA-CS-3: 3 spells; several at once add up; use 1 prana, use 2 +N Mystic Codes on
    the field of every Master (FA-AMB-11), use 3 removes a mark."""
    players = [master("Alice", field=SWORD, marks=["cursed"]), master("Boris", field=SWORD * 2), master("Clara")]
    out = ok(position(players=players, moves=moves(("Alice", "cs 2 patk + cs 3 cursed"))))
    alice = player(out, "Alice")
    assert alice["servant"]["patk"] == 7 and alice["marks"] == [] and alice["command_spells"] == 1
    out = ok(position(players=players, options={"cs2_scope": "own"}, moves=moves(("Boris", "cs 2 matk"))))
    assert player(out, "Boris")["servant"]["matk"] == 6
    assert "no mark" in refused(position(players=players, moves=moves(("Boris", "cs 3 cursed"))))


def test_command_spell_four_skips_the_cost_but_not_the_limits():
    """FA-CS-3 use 4, FA-CS-4, FA-AMB-12: no cost, no roll; never X; one activation still counts; not in danger."""
    out = ok(code_pos(("Alice", "cs 4 cost D1: patk +2")))
    assert player(out, "Alice")["servant"]["patk"] == 6 and out["rolls"] == []
    assert "cannot pay a cost marked X" in refused(code_pos(("Alice", "cs 4 cost RX: patk +2")))
    assert "already activated" in refused(code_pos(("Alice", "activate servant: pdef +1"), ("Alice", "cs 4: patk +2")))


def test_command_spell_five_stands_the_servant():
    """FA-CS-3 use 5, FA-STATE-8: resting or danger → standing; a standing Servant is refused."""
    danger = [master("Alice", servant={"heroic_spirit": "Four", "class": "Plain", "state": "danger"}), master("Boris")]
    out = ok(position(players=danger, moves=moves(("Alice", "cs 5"))))
    assert player(out, "Alice")["servant"]["state"] == "standing"
    assert "resting Servant or one in danger" in refused(position(2, moves=moves(("Alice", "cs 5"))))


def test_spending_the_third_command_spell_loses_at_once():
    """FA-CS-5, FA-WIN-1, FA-AMB-13: the last spell is spent and lost; its effect does not save him."""
    players = [master("Alice", command_spells=1, prana=5), master("Boris"), master("Clara")]
    out = ok(position(players=players, moves=moves(("Alice", "cs 1"))))
    assert player(out, "Alice")["out"] is True and out["losers"] == ["Alice"]
    assert player(out, "Alice")["prana"] == 5


def test_cancel_removes_a_declared_effect():
    """FA-REF-4 (cancel another effect): "cancel #n" ends the modifiers of activation n."""
    out = ok(code_pos(("Alice", "activate Azoth Sword permanent: pdef +2"), ("Boris", "activate servant: cancel #1")))
    assert player(out, "Alice")["servant"]["pdef"] == 4
    out = ok(code_pos(("Alice", "activate Azoth Sword permanent: pdef +2"), ("Alice", "activate servant: cancel #1"),
                      ("Alice", "end"), ("Boris", "end"), ("Clara", "end"),
                      ("Alice", "activate Azoth Sword permanent: pdef +1")))
    assert player(out, "Alice")["servant"]["pdef"] == 5

"""Turn steps (FA-TURN-1..11, FA-STATE-1, FA-STATE-7)."""

from __future__ import annotations

from .helpers import master, moves, ok, player, position, refused


def test_stand_and_draw_steps_at_turn_start():
    """FA-TURN-1, FA-TURN-2: resting cards stand, then 1 card is drawn."""
    players = [master("Alice", hand=[]), master("Boris", hand=[], servant={"heroic_spirit": "Four", "class": "Plain",
                                                                         "state": "resting"})]
    out = ok(position(players=players, moves=moves(("Alice", "end"))))
    boris = player(out, "Boris")
    assert boris["servant"]["state"] == "standing"
    assert boris["hand"] == ["Azoth Sword"]


def test_ritual_places_one_mystic_code_standing_face_up_then_collision():
    """FA-TURN-3, FA-STATE-7, FA-TURN-5: the code enters standing and face up; 2-6 skips the battle."""
    out = ok(position(2, chance=[4], moves=moves(("Alice", "place Familiar"))))
    alice = player(out, "Alice")
    assert alice["field"] == [{"name": "Familiar", "name_ru": "Фамилиар", "state": "standing", "face_down": False,
                              "house": False}]
    assert out["rolls"] == [4]
    assert out["turn_player"] == "Boris"
    assert "Collision roll for Alice: 4. No battle." in out["log"]


def test_ritual_reveal_draws_two():
    """FA-TURN-3: a face-down Servant is revealed and its Master draws 2."""
    players = [master("Alice", hand=[], servant={"heroic_spirit": "Five", "class": "Plain", "face_down": True}),
               master("Boris")]
    out = ok(position(players=players, chance=[3], moves=moves(("Alice", "reveal"))))
    alice = player(out, "Alice")
    assert alice["servant"]["face_down"] is False
    assert alice["hand_count"] == 2


def test_reveal_needs_a_face_down_servant():
    """FA-TURN-3: reveal is for a face-down Servant only (refusal says what is possible)."""
    assert "already face up" in refused(position(2, moves=moves(("Alice", "reveal"))))


def test_collision_one_battles_a_random_servant():
    """FA-TURN-5, FA-TURN-7, FA-AMB-5: on 1, his Servant attacks a Servant picked by the die."""
    out = ok(position(3, chance=[1, "Clara"], moves=moves(("Alice", "place Familiar"))))
    assert out["battle"]["attacker"] == "Alice" and out["battle"]["defender"] == "Clara"
    assert "Collision roll for Alice: 1! The die picks the Servant of Clara." in out["log"]


def test_collision_without_a_standing_servant_is_no_battle():
    """FA-TURN-7: a resting attacker cannot battle even on a 1."""
    players = [master("Alice", servant={"heroic_spirit": "Four", "class": "Plain", "state": "danger"}), master("Boris")]
    out = ok(position(players=players, chance=[1], moves=moves(("Alice", "place Familiar"))))
    assert out["battle"] is None and out["turn_player"] == "Boris"


def test_no_attack_after_a_ritual_and_one_battle_per_turn():
    """FA-TURN-4, FA-TURN-6, FA-TURN-8: after a ritual the turn goes on by the collision roll alone."""
    out = ok(position(2, chance=[5], moves=moves(("Alice", "place Familiar"))))
    assert out["turn_player"] == "Boris"
    error = refused(position(2, chance=[5], moves=moves(("Alice", "place Familiar"), ("Alice", "attack Boris"))))
    assert "not your ritual step" in error


def test_only_a_standing_servant_attacks_but_any_may_be_attacked():
    """FA-TURN-9, FA-STATE-1, FA-STATE-2: resting cannot attack; a resting Servant can be attacked."""
    players = [master("Alice", servant={"heroic_spirit": "Four", "class": "Plain", "state": "resting"}),
               master("Boris", servant={"heroic_spirit": "Four", "class": "Plain", "state": "danger"})]
    error = refused(position(players=players, moves=moves(("Alice", "attack Boris"))))
    assert "Only a standing Servant attacks" in error and "resting" in error
    players[0]["servant"]["state"] = "standing"
    out = ok(position(players=players, moves=moves(("Alice", "attack Boris"))))
    assert out["battle"]["defender"] == "Boris"


def test_a_face_down_servant_may_attack_and_is_revealed_without_drawing():
    """FA-STATE-6, FA-AMB-3, FA-BTLP-1: a standing face-down Servant attacks; the reveal process turns both
    face up and draws nothing."""
    players = [master("Alice", servant={"heroic_spirit": "Five", "class": "Plain", "face_down": True}),
               master("Boris", servant={"heroic_spirit": "Four", "class": "Plain", "face_down": True})]
    out = ok(position(players=players, moves=moves(("Alice", "attack Boris"))))
    assert player(out, "Alice")["servant"]["face_down"] is False
    assert player(out, "Boris")["servant"]["face_down"] is False
    assert player(out, "Alice")["hand_count"] == 2


def test_end_step_discards_down_to_four_for_the_current_master_only():
    """FA-TURN-10, FA-TURN-11: Alice with 6 cards discards 2; Boris keeps his 6 until his own end step."""
    six = ["Familiar"] * 6
    players = [master("Alice", hand=six), master("Boris", hand=six)]
    data = position(players=players, moves=moves(("Alice", "end")))
    out = ok(data)
    assert out["pending"] == [{"player": "Alice", "kind": "discard", "count": 2}]
    assert "Discard exactly 2 cards" in refused(position(players=players, moves=moves(
        ("Alice", "end"), ("Alice", "discard Familiar"))))
    out = ok(position(players=players, moves=moves(("Alice", "end"), ("Alice", "discard Familiar, Familiar"))))
    assert player(out, "Alice")["hand_count"] == 4
    assert player(out, "Boris")["hand_count"] == 7  # drew at his turn start, no discard yet
    assert "nothing to discard" in refused(position(players=players, moves=moves(("Boris", "discard Familiar"))))


def test_until_end_of_turn_effects_end_in_the_end_step():
    """FA-TURN-10, FA-EFF-5: a +2 until end of turn is gone in the next turn."""
    out = ok(position(2, moves=moves(("Alice", "activate servant: patk +2"))))
    assert player(out, "Alice")["servant"]["patk"] == 6
    out = ok(position(2, moves=moves(("Alice", "activate servant: patk +2"), ("Alice", "end"))))
    assert player(out, "Alice")["servant"]["patk"] == 4

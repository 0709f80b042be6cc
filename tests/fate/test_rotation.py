"""The Active Master marker and seat order (FA-ACT-1..6, FA-STATE-8, FA-TURN-1/2 via turn starts)."""

from __future__ import annotations

from cards.core import JUDGE

from .helpers import NAMES, master, moves, ok, position, state_of


def _turns(n: int, count: int) -> list[tuple[int, str, str]]:
    """(turn, player, Active Master) for ``count`` turns where everyone just ends his turn."""
    game, s = state_of(position(players=[master(x, hand=[]) for x in NAMES[:n]], draw_pile=[]))
    out = []
    for _ in range(count):
        v = game.view(s, JUDGE)
        out.append((v["turn"], v["turn_player"], v["active_master"]))
        s, _ = game.play(s, s.current, "end")
    return out


def test_three_master_rotation_table_of_fa_act_5():
    """FA-ACT-5, FA-ACT-2, FA-ACT-3, FA-ACT-4, FA-AMB-1: turns 1-3 A,B,C (A active); before 4 the marker
    goes to B and A plays 4; 5-7 B,C,A; before 8 to C, B plays 8; 9-11 C,A,B; before 12 back to A."""
    A, B, C = NAMES[:3]
    assert _turns(3, 13) == [
        (1, A, A), (2, B, A), (3, C, A),
        (4, A, B), (5, B, B), (6, C, B), (7, A, B),
        (8, B, C), (9, C, C), (10, A, C), (11, B, C),
        (12, C, A), (13, A, A),
    ]


def test_two_master_rotation_moves_before_every_third_turn():
    """FA-ACT-5 with 2 Masters: the marker moves just before turns 3, 6, 9."""
    A, B = NAMES[:2]
    assert _turns(2, 9) == [
        (1, A, A), (2, B, A), (3, A, B), (4, B, B), (5, A, B), (6, B, A), (7, A, A), (8, B, A), (9, A, B),
    ]


def test_seat_order_is_fixed_and_turns_follow_it():
    """FA-ACT-1: turns always follow the seat order (4 Masters, 10 turns)."""
    turns = _turns(4, 10)
    players = [p for _, p, _ in turns]
    for a, b in zip(players, players[1:], strict=False):
        assert NAMES.index(b) in ((NAMES.index(a) + 1) % 4, NAMES.index(a))


def test_danger_turns_to_resting_when_the_marker_arrives():
    """FA-ACT-3, FA-STATE-8: B's Servant in danger becomes resting when B receives the marker."""
    players = [master("Alice"), master("Boris", servant={"heroic_spirit": "Four", "class": "Plain",
                                                         "state": "danger"}), master("Clara")]
    data = position(players=players, turn=3, turn_player="Clara", active_master="Alice",
                    moves=[{"player": "Clara", "post": "end"}])
    out = ok(data)
    assert out["active_master"] == "Boris"
    assert out["turn_player"] == "Alice"
    boris = next(p for p in out["players"] if p["name"] == "Boris")
    assert boris["servant"]["state"] == "resting"
    assert "The Active Master marker passes to Boris." in out["log"]


def test_stand_step_does_not_end_danger():
    """FA-STATE-8, FA-TURN-1: the stand step turns resting cards only; danger stays."""
    players = [master("Alice"), master("Boris", servant={"heroic_spirit": "Four", "class": "Plain",
                                                         "state": "danger"}, field=[{"name": "Familiar",
                                                                                     "state": "resting"}])]
    out = ok(position(players=players, moves=[{"player": "Alice", "post": "end"}]))
    boris = next(p for p in out["players"] if p["name"] == "Boris")
    assert boris["servant"]["state"] == "danger"
    assert boris["field"][0]["state"] == "standing"


def test_a_master_who_leaves_is_skipped_and_passes_the_marker():
    """FA-ACT-6, FA-AMB-18: the Active Master concedes; the marker goes at once to the next Master, whose
    next turn opens a phase; the leaver is skipped in the seat order."""
    data = position(4, turn=2, turn_player="Boris", active_master="Alice",
                    moves=[{"player": "Alice", "post": "concede"}, {"player": "Boris", "post": "end"},
                           {"player": "Clara", "post": "end"}, {"player": "Dmitri", "post": "end"}])
    out = ok(data)
    assert "The Active Master marker passes to Boris." in out["log"]
    # Boris's turn 5 opened his phase, so the marker did not move again before it
    assert out["turn_player"] == "Boris" and out["active_master"] == "Boris"
    assert next(p for p in out["players"] if p["name"] == "Alice")["out"] is True


def test_turn_start_event_names_the_active_master():
    """FA-ACT-2 (the table's "Start of turn N: X (Active Master: Y)" post)."""
    out = ok(position(3, moves=[{"player": "Alice", "post": "end"}]))
    assert "Start of turn 2: Boris (Active Master: Alice)" in out["log"]


def test_a_mid_turn_position_rotates_from_the_shared_keys_alone():
    """FA-ACT-3..5, issue 28: no project-only key — turn 4 of three Masters is the old Active Master's extra
    turn (the marker is already with Boris), so Boris's next turn opens his phase without another move;
    turn 3 (Clara, the last of Alice's phase) passes the marker when it ends."""
    out = ok(position(3, turn=4, turn_player="Alice", active_master="Boris", moves=moves(("Alice", "end"))))
    assert out["turn_player"] == "Boris" and out["active_master"] == "Boris"
    assert "The Active Master marker passes" not in " ".join(out["log"])
    out = ok(position(3, turn=3, turn_player="Clara", active_master="Alice", moves=moves(("Clara", "end"))))
    assert out["turn_player"] == "Alice" and out["active_master"] == "Boris"
    out = ok(position(3, turn=2, turn_player="Boris", active_master="Alice",
                      moves=moves(("Boris", "end"), ("Clara", "end"))))
    assert out["turn_player"] == "Alice" and out["active_master"] == "Boris"

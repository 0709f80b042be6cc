"""The battle processes (FA-BTLP-1..13, FA-AMB-4, FA-AMB-6, FA-AMB-7, FA-AMB-16, FA-AMB-19)."""

from __future__ import annotations

import pytest

from cards.core import Audience

from .helpers import master, moves, ok, player, position, refused, state_of

OPEN = (("Alice", "attack Boris"),)  # no Master has anything usable: every window passes by itself


def fight(a: str, b: str, atk: str, resp: str, **over):
    players = [master("Alice", a, **over.pop("alice", {})), master("Clara"),
               master("Boris", b, **over.pop("boris", {}))]  # Clara plays next: Boris keeps his state
    posts = (*OPEN, ("Alice", atk), ("Boris", resp))
    return ok(position(players=players, moves=moves(*posts), **over))


@pytest.mark.parametrize("attacker,defender,kind,damage", [
    ("Five", "Four", "physical", 1),   # 5 - 4
    ("Four", "Four", "physical", 1),   # equal → 1
    ("Four", "Five", "physical", 0),   # lower → 0 (FA-AMB-4)
    ("Seven", "Four", "magic", 3),     # 7 - 4
])
def test_attacker_damage(attacker, defender, kind, damage):
    """FA-BTLP-3, FA-BTLP-4, FA-AMB-4: ATK − DEF of the chosen type; equal → 1; lower → 0."""
    out = fight(attacker, defender, kind, "physical")
    assert f"Attacker's damage (Alice): {damage}." in out["log"]


@pytest.mark.parametrize("attacker,defender,kind,damage", [
    ("Four", "Four", "physical", 0),   # equal → 0
    ("Five", "Seven", "magic", 4),     # 7 - 3
    ("Five", "Four", "physical", 0),   # 4 < 5 → 0
])
def test_response_damage(attacker, defender, kind, damage):
    """FA-BTLP-5, FA-BTLP-6: the responder picks its own type; equal → 0; lower → 0."""
    out = fight(attacker, defender, "physical", kind)
    assert f"Response damage (Boris): {damage}." in out["log"]


def test_wound_takes_prana_and_never_below_zero():
    """FA-BTLP-8: both sides lose their damage in prana; prana stops at 0."""
    out = fight("Seven", "Seven", "magic", "magic", alice={"prana": 10}, boris={"prana": 10})
    assert player(out, "Alice")["prana"] == 4 and player(out, "Boris")["prana"] == 4
    players = [master("Alice", "Seven"), master("Boris", "Four", prana=2)]
    data = position(players=players, moves=moves(*OPEN, ("Alice", "magic"), ("Boris", "physical")))
    out = ok(data)
    assert player(out, "Boris")["prana"] == 0
    assert out["pending"] == [{"player": "Boris", "kind": "prana_zero"}]


def test_zero_prana_may_be_saved_by_command_spell_one_in_the_wound_process():
    """FA-BTLP-9, FA-AMB-16, FA-SET-6: at 0 after the wound process "cs 1" keeps him in; "pass" leaves."""
    players = [master("Alice", "Seven"), master("Boris", "Four", prana=2), master("Clara")]
    base = (*OPEN, ("Alice", "magic"), ("Boris", "physical"))
    out = ok(position(players=players, moves=moves(*base, ("Boris", "cs 1"))))
    assert player(out, "Boris")["prana"] == 1 and player(out, "Boris")["out"] is False
    assert player(out, "Boris")["command_spells"] == 2
    out = ok(position(players=players, moves=moves(*base, ("Boris", "pass"))))
    assert player(out, "Boris")["out"] is True
    assert out["losers"] == ["Boris"]


def test_pre_emptive_strike_cancels_the_response():
    """FA-BTLP-7, FA-CARD-3: the attacker has [Pre-emptive Strike] and the responder has not."""
    players = [master("Alice", "Striker"), master("Boris", "Seven")]
    out = ok(position(players=players, moves=moves(*OPEN, ("Alice", "physical"))))
    assert "Pre-emptive Strike (Alice): no response." in out["log"]
    assert out["battle"] is None and player(out, "Alice")["prana"] == 10
    both = [master("Alice", "Striker"), master("Boris", "Striker")]
    out = ok(position(players=both, moves=moves(*OPEN, ("Alice", "physical"))))
    assert out["pending"] == [{"player": "Boris", "kind": "response_type"}]


def test_retreat_rests_the_wounded_but_danger_stays():
    """FA-BTLP-10, FA-AMB-6: a wounded standing Servant rests; a wounded Servant in danger stays in danger."""
    out = fight("Five", "Four", "physical", "physical")
    assert player(out, "Boris")["servant"]["state"] == "resting"
    out = fight("Five", "Four", "physical", "physical",
                boris={"servant": {"heroic_spirit": "Four", "class": "Plain", "state": "danger"}})
    assert player(out, "Boris")["servant"]["state"] == "danger"


def test_lone_wounded_master_loses_a_random_card_told_only_to_the_two():
    """FA-BTLP-11, FA-AMB-7, FA-REF-9: the unwounded side takes a random card; its name by DM to the two."""
    players = [master("Alice", "Five", hand=[]), master("Boris", "Four", hand=["Ruby Pendant"]), master("Clara")]
    game, s = state_of(position(players=players))
    events = []
    for who, post in (*OPEN, ("Alice", "physical"), ("Boris", "physical")):
        s, ev = game.play(s, s.seat_of(who), post)
        events += ev
    assert [game.cat.card(s.cards[u]).name_en for u in s.masters[0].hand] == ["Ruby Pendant"]
    private = [e for e in events if e.kind == "card_taken_private"]
    assert {e.audience.seat for e in private} == {0, 1}
    public = [e for e in events if e.audience.kind == "public"]
    assert not any("Ruby" in str(e.data) for e in public)
    clara = Audience.player(2)
    assert not any("Ruby" in str(e.data) for e in events if clara.may_see(e.audience))


def test_both_wounded_take_no_card():
    """FA-BTLP-11: nothing is taken when both Servants were wounded."""
    out = fight("Seven", "Seven", "magic", "magic")
    assert player(out, "Alice")["hand_count"] == 2 and player(out, "Boris")["hand_count"] == 2


def test_stats_are_read_at_the_process_with_modifiers():
    """FA-BTLP-12, FA-EFF-4: Clara (not in the battle) raises Boris's P.DEF in the attack process."""
    players = [master("Alice", "Five"), master("Boris", "Four"), master("Clara")]
    posts = (*OPEN, ("Clara", "activate servant: pdef +3 @Boris"), ("Alice", "physical"))
    out = ok(position(players=players, moves=moves(*posts)))
    assert "Attacker's damage (Alice): 0." in out["log"]


def test_a_master_leaving_mid_battle_ends_it():
    """FA-BTLP-13, FA-AMB-19: Boris spends his last Command Spell in the battle process; the battle ends."""
    players = [master("Alice"), master("Boris", command_spells=1), master("Clara")]
    out = ok(position(players=players, moves=moves(("Alice", "attack Boris"), ("Boris", "cs 1"))))
    assert out["battle"] is None
    assert "The battle ends at once: a battling Master left the game." in out["log"]
    assert out["turn_player"] == "Clara"


def test_battle_windows_close_by_themselves_when_nobody_can_act():
    """FA-REF-6, FA-BTLP-1..3: with nothing timed for them, the reveal and battle windows pass by themselves;
    the attack type is the attacker's, and the defender cannot choose it."""
    out = ok(position(2, moves=moves(("Alice", "attack Boris"))))
    assert out["pending"] == [{"player": "Alice", "kind": "attack_type"}]
    assert "waits for: Alice" in refused(position(2, moves=moves(*OPEN, ("Boris", "physical"))))
    assert "nothing to pass" in refused(position(2, moves=moves(*OPEN, ("Boris", "pass"))))

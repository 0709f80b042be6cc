"""Battle (§10): attack and block legality, damage, destruction, the seed's two examples."""

from __future__ import annotations

from .helpers import field_names, passes, play, position, pview, refused


def _attack(state, post):
    """Attack, both pass the attack step; the defender's block decision is next (or no blockers)."""
    state, _ = play(state, 0, post)
    return passes(state)


def test_seed_example_1_both_destroyed():
    """F-BTL-13, F-BTL-10: a 400/400 attacker and a rested 500/400 target destroy each other."""
    s = position([
        {"name": "Alice", "field": [{"name": "Galahad, the Son of the God", "since_turn": 1}]},
        {"name": "Bob", "field": [{"name": "Test Squire", "rested": True}]},
    ])
    s = _attack(s, "attack Galahad, the Son of the God -> Test Squire")
    s = passes(s)
    v = pview(s)
    assert v["players"][0]["field"] == [] and v["players"][1]["field"] == []
    assert v["players"][0]["graveyard"] == ["Galahad, the Son of the God"]
    assert v["players"][1]["graveyard"] == ["Test Squire"]
    assert v["battle"]["step"] == "end" and v["priority"] == "Alice"  # F-BTL-1: end of battle gives priority
    v = pview(passes(s))
    assert v["battle"] is None and v["priority"] == "Alice"


def test_seed_example_2_damage_stays_until_end_of_turn():
    """F-BTL-14, F-STATE-2, F-BTL-11: 800/800 vs rested 500/400; the attacker keeps 500 damage and dies
    to 300 more this turn; at end of turn damage becomes 0 (F-END-1)."""
    s = position([
        {"name": "Alice", "field": [{"name": "Test Giant", "since_turn": 1}, "Light Magic Stone"]},
        {"name": "Bob", "field": [{"name": "Test Squire", "rested": True}], "hand": ["Pride of Knights"]},
    ])
    s = _attack(s, "attack Test Giant -> Test Squire")
    s = passes(passes(s))  # damage, then the end-of-battle step
    giant = pview(s)["players"][0]["field"][0]
    assert giant["name"] == "Test Giant" and giant["damage"] == 500 and giant["def"] == 800
    assert pview(s)["players"][1]["graveyard"] == ["Test Squire"]
    # 300 more this turn destroys it (a declared effect of damage)
    s2, _ = play(s, 0, "activate Test Giant: damage 300 to Test Giant")
    s2 = passes(s2)
    assert "Test Giant" not in field_names(s2, 0)
    # without it, the damage is gone at end of turn
    s3 = passes(s)  # both pass at main timing: end phase, Bob's turn
    assert pview(s3)["players"][0]["field"][0]["damage"] == 0


def test_attack_player_loses_life():
    """F-BTL-9, F-LIFE-2: an unblocked attack on the player costs life equal to ATK, nothing dealt back."""
    s = position([{"name": "Alice", "field": [{"name": "Test Giant", "since_turn": 1}]}, {"name": "Bob"}])
    s = _attack(s, "attack Test Giant")
    s = passes(s)  # the block step: nothing can block
    assert pview(s)["players"][1]["life"] == 3200
    assert pview(s)["players"][0]["field"][0]["damage"] == 0


def test_attacker_needs_time_on_field_or_swiftness():
    """F-BTL-2: a resonator that came this turn cannot attack; Swiftness can; a rested one cannot."""
    s = position([
        {"name": "Alice", "field": [{"name": "Test Giant", "since_turn": 3},
                                    {"name": "Spirit of Certo", "since_turn": 3},
                                    {"name": "Test Squire", "rested": True, "since_turn": 1}]},
        {"name": "Bob"},
    ])
    assert "cannot attack" in refused(s, 0, "attack Test Giant")
    assert "cannot attack" in refused(s, 0, "attack Test Squire")
    s, ev = play(s, 0, "attack Spirit of Certo")
    assert any(e.kind == "attack" for e in ev)
    assert pview(s)["players"][0]["field"][1]["rested"] is True  # it rests to attack


def test_targets_rested_or_target_attack():
    """F-BTL-3, F-BTL-4: a recovered resonator is no target, unless the attacker has Target Attack."""
    s = position([
        {"name": "Alice", "field": [{"name": "Test Giant", "since_turn": 1},
                                    {"name": "Young Knight of Gloria", "since_turn": 1}]},
        {"name": "Bob", "field": ["Test Squire"]},
    ])
    assert "not a legal target" in refused(s, 0, "attack Test Giant -> Test Squire")
    s, _ = play(s, 0, "attack Young Knight of Gloria -> Test Squire")
    assert pview(s)["battle"]["target"] == "Test Squire"


def test_block_rules_and_block_redirects():
    """F-BTL-5, F-BTL-7: a recovered blocker other than the target rests and battles the attacker."""
    s = position([
        {"name": "Alice", "field": [{"name": "Test Giant", "since_turn": 1}]},
        {"name": "Bob", "field": ["Test Squire", {"name": "Temple Monk", "rested": True},
                                  {"name": "Blessed Holy Wolf", "rested": True}]},
    ])
    s = _attack(s, "attack Test Giant -> Temple Monk")
    assert pview(s)["pending"] == [{"player": "Bob", "kind": "block"}]
    assert "cannot block" in refused(s, 1, "block Temple Monk")  # the target itself, and rested
    assert "cannot block" in refused(s, 1, "block Blessed Holy Wolf")  # rested
    s, _ = play(s, 1, "block Test Squire")
    s = passes(s)
    v = pview(s)
    assert v["players"][1]["graveyard"] == ["Test Squire"]
    assert "Temple Monk" in field_names(s, 1)
    assert v["players"][0]["field"][0]["damage"] == 500


def test_flying_blocked_only_by_flying():
    """F-BTL-6, F-KW-1: an attacker with Flying is blocked only by Flying."""
    s = position([
        {"name": "Alice", "field": [{"name": "Test Bird", "since_turn": 1}]},
        {"name": "Bob", "field": ["Test Squire", "Whelp Drake"]},
    ])
    s = _attack(s, "attack Test Bird")
    assert "only Flying blocks Flying" in refused(s, 1, "block Test Squire")
    s, _ = play(s, 1, "block Whelp Drake")
    assert pview(s)["battle"]["blocker"] == "Whelp Drake"


def test_no_legal_blocker_skips_the_decision():
    """F-BTL-5: with no recovered J/resonator the defender is not asked."""
    s = position([{"name": "Alice", "field": [{"name": "Test Giant", "since_turn": 1}]},
                  {"name": "Bob", "field": [{"name": "Test Squire", "rested": True}]}])
    s = _attack(s, "attack Test Giant")
    assert pview(s)["pending"] == [{"player": "Alice", "kind": "priority"}]
    assert pview(s)["step"] == "block"


def test_blocker_leaves_attacker_hits_original_target():
    """F-BTL-8: the blocker leaves the field before damage: the attacker deals damage to the player."""
    s = position([
        {"name": "Alice", "field": [{"name": "Test Giant", "since_turn": 1}, "Fire Magic Stone"],
         "hand": ["Demonflame"]},
        {"name": "Bob", "field": ["Test Squire"]},
    ])
    s = _attack(s, "attack Test Giant")
    s, _ = play(s, 1, "block Test Squire")
    s, _ = play(s, 0, "play Demonflame pay fire: destroy Test Squire")
    s = passes(s)  # Demonflame resolves
    assert pview(s)["players"][1]["graveyard"] == ["Test Squire"]
    s = passes(s)  # end of the block step: damage
    assert pview(s)["players"][1]["life"] == 3200


def test_first_strike_kills_before_it_is_hit():
    """F-BTL-12, F-BTL-1: a First Strike attacker that destroys its opponent takes no damage; the
    first-strike step gives priority."""
    s = position([
        {"name": "Alice", "ruler": {"name": "Melgis, the One Charmed by the Demon Sword", "side": "j_ruler"}},
        {"name": "Bob", "field": [{"name": "Test Squire", "rested": True}]},
    ])
    s = _attack(s, "attack Melgis, the One Charmed by the Demon Sword -> Test Squire")
    s = passes(s)  # the block step (nothing can block)
    assert pview(s)["step"] == "first_strike"
    assert pview(s)["players"][1]["graveyard"] == ["Test Squire"]
    s = passes(s)
    assert pview(s)["players"][0]["ruler"]["damage"] == 0
    assert pview(s)["step"] == "end"
    assert pview(passes(s))["battle"] is None


def test_end_of_battle_ends_battle_modifiers():
    """F-BTL-15: "until end of battle" modifiers end with the battle; "until end of turn" ones stay."""
    s = position([{"name": "Alice", "field": [{"name": "Test Giant", "since_turn": 1}]}, {"name": "Bob"}])
    s, _ = play(s, 0, "attack Test Giant")
    s, _ = play(s, 0, "activate Test Giant: +200/+0 Test Giant until end of battle; +100/+0 Test Giant")
    s = passes(s)
    assert pview(s)["players"][0]["field"][0]["atk"] == 1100
    s = passes(s)  # attack step ends; no blockers; block step
    s = passes(s)  # damage
    v = pview(s)
    assert v["players"][1]["life"] == 4000 - 1100
    assert v["players"][0]["field"][0]["atk"] == 1100  # still in the end-of-battle step (F-BTL-1)
    s = passes(s)  # the battle ends
    assert pview(s)["players"][0]["field"][0]["atk"] == 900


def test_forfeited_battle_blocks_another():
    """F-BTL-16, F-AMB-10: "battle" with no attacker forfeits; no other battle this turn."""
    s = position([{"name": "Alice", "field": [{"name": "Test Giant", "since_turn": 1}]}, {"name": "Bob"}])
    s, ev = play(s, 0, "battle")
    assert any(e.kind == "battle_forfeited" for e in ev)
    assert "forfeited" in refused(s, 0, "attack Test Giant")


def test_jruler_attacks_in_turn_of_judgment_unless_option():
    """F-JUDG-7, F-AMB-1, F-OPT-5: a J-ruler may attack in the turn of its Judgment; the option
    seed_jruler_sickness forbids it."""
    for option, ok in ((False, True), (True, False)):
        s = position([{"name": "Alice", "ruler": "Faria, the Sacred Queen", "field": ["Light Magic Stone"] * 2},
                      {"name": "Bob"}], options={"seed_jruler_sickness": option})
        s, _ = play(s, 0, "judgment pay light light")
        s = passes(s)
        assert pview(s)["players"][0]["ruler"]["side"] == "j_ruler"
        if ok:
            s, _ = play(s, 0, "attack Faria, the Ruler of God Sword")
            assert pview(s)["battle"]["attacker"] == "Faria, the Ruler of God Sword"
        else:
            assert "cannot attack" in refused(s, 0, "attack Faria, the Ruler of God Sword")


def test_first_strike_destroyed_blocker_does_not_hand_over_to_the_target():
    """F-BTL-12, F-BTL-8: a blocker destroyed by first-strike damage deals none, and the original target
    (the player here) is not hit: the attacker already dealt its damage."""
    s = position([
        {"name": "Alice", "ruler": {"name": "Melgis, the One Charmed by the Demon Sword", "side": "j_ruler"}},
        {"name": "Bob", "field": ["Test Squire"]},
    ])
    s = _attack(s, "attack Melgis, the One Charmed by the Demon Sword")
    s, _ = play(s, 1, "block Test Squire")
    s = passes(s)  # first-strike damage
    s = passes(s)  # normal damage
    v = pview(s)
    assert v["players"][1]["graveyard"] == ["Test Squire"] and v["players"][1]["life"] == 4000
    assert v["players"][0]["ruler"]["damage"] == 0


def test_first_strike_survivor_answers_in_normal_damage():
    """F-BTL-12, F-JUDG-5: a card that survives first strike deals its damage in the normal damage step."""
    s = position([
        {"name": "Alice", "ruler": {"name": "Melgis, the One Charmed by the Demon Sword", "side": "j_ruler"}},
        {"name": "Bob", "field": [{"name": "Draig, the Red Dragon", "rested": True}]},
    ])
    s = _attack(s, "attack Melgis, the One Charmed by the Demon Sword -> Draig, the Red Dragon")
    s = passes(s)  # block step
    assert pview(s)["players"][1]["field"][0]["damage"] == 1000
    s = passes(s)  # normal damage: Draig answers with 1200
    v = pview(s)
    assert v["players"][0]["ruler"]["side"] == "ruler" and v["players"][0]["ruler"]["judgment_lost"]
    assert v["players"][1]["field"][0]["damage"] == 1000

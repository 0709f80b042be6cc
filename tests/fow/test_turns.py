"""Turn structure (§8), stones and Judgment (§9), will (§6)."""

from __future__ import annotations

from .helpers import passes, play, position, pview, refused


def _two(stones=2, **alice):
    return position([{"name": "Alice", "field": ["Light Magic Stone"] * stones, **alice}, {"name": "Bob"}])


def test_phases_draw_recovery_main_end():
    """F-TURN-1, F-DRAW-1, F-REC-1, F-MAIN-3, F-END-3: two passes end the main phase; the next turn
    draws, empties the pool and recovers the turn player's cards."""
    s = position([
        {"name": "Alice", "field": [{"name": "Light Magic Stone", "rested": True}]},
        {"name": "Bob", "field": [{"name": "Fire Magic Stone", "rested": True}], "will": {"fire": 1},
         "ruler": {"name": "Melgis, the Flame King", "rested": True}, "deck": ["Temple Monk", "Demonflame"]},
    ])
    s = passes(s)
    v = pview(s)
    assert v["turn"] == 4 and v["turn_player"] == "Bob" and v["phase"] == "main"
    bob = v["players"][1]
    assert bob["hand"] == ["Temple Monk"] and bob["deck_count"] == 1
    assert bob["field"][0]["rested"] is False and bob["ruler"]["rested"] is False
    assert bob["will"]["fire"] == 0
    assert v["players"][0]["field"][0]["rested"] is True  # only the turn player recovers


def test_first_turn_skips():
    """F-DRAW-1, F-REC-2: the first player skips the draw of turn 1; nobody recovers in his first turn."""
    s = position([{"name": "Alice", "hand": ["Temple Monk"]},
                  {"name": "Bob", "field": [{"name": "Fire Magic Stone", "rested": True}]}], turn=1)
    assert len(pview(s)["players"][0]["hand"]) == 1
    s = passes(s)
    v = pview(s)
    assert v["turn"] == 2 and v["players"][1]["hand_count"] == 1  # the second player draws in turn 2
    assert v["players"][1]["field"][0]["rested"] is True  # no recovery in his first turn


def test_main_timing_only_for_main_actions():
    """F-MAIN-1, F-MAIN-2, F-TYPE-9: playing a resonator, calling, attacking are refused with the chase
    busy or in the opponent's turn."""
    s = _two(hand=["Temple Monk", "Temple Monk"])
    s, _ = play(s, 0, "play Temple Monk pay light")
    assert "main timing" in refused(s, 0, "play Temple Monk pay light")  # chase not empty
    assert "main timing" in refused(s, 0, "call")
    s = passes(s)
    assert pview(s)["priority"] == "Alice"
    bob = position([{"name": "Alice"}, {"name": "Bob", "hand": ["Temple Monk"], "field": ["Fire Magic Stone"]}])
    bob = passes(bob, 1)  # Alice passes: Bob has priority in Alice's main phase
    assert "main timing" in refused(bob, 1, "play Temple Monk pay fire")


def test_hand_limit_for_the_turn_player_only():
    """F-END-1, F-END-2, F-AMB-6: the turn player discards cards of his choice down to 7; the other keeps 9."""
    s = position([{"name": "Alice", "hand": ["Temple Monk"] * 8 + ["Demonflame"]},
                  {"name": "Bob", "hand": ["Temple Monk"] * 9}])
    s = passes(s)
    v = pview(s)
    assert v["pending"] == [{"player": "Alice", "kind": "discard"}]
    assert "exactly 2 cards" in refused(s, 0, "discard Demonflame")
    s, _ = play(s, 0, "discard Demonflame; Temple Monk")
    v = pview(s)
    assert v["players"][0]["hand_count"] == 7 and v["players"][0]["graveyard"] == ["Demonflame", "Temple Monk"]
    assert v["players"][1]["hand_count"] == 10 and v["turn_player"] == "Bob"


def test_end_phase_order():
    """F-END-1, F-WILL-6: at the end of the turn damage becomes 0, "until end of turn" ends, will ceases."""
    s = position([{"name": "Alice", "field": [{"name": "Test Giant", "damage": 300}], "will": {"light": 2}},
                  {"name": "Bob"}])
    s, _ = play(s, 0, "activate Test Giant: +300/+300 Test Giant; give flying to Test Giant")
    s = passes(s)
    assert pview(s)["players"][0]["field"][0]["atk"] == 1100
    s = passes(s)
    g = pview(s)["players"][0]["field"][0]
    assert (g["atk"], g["def"], g["damage"], g["keywords"]) == (800, 800, 0, [])
    assert pview(s)["players"][0]["will"]["light"] == 0


def test_stone_call():
    """F-STONE-1, F-STONE-2, F-STONE-3, F-STONE-5: calling rests the recovered ruler and puts the top
    stone onto the field; once per turn; never from an empty stone deck; calling is optional."""
    s = position([{"name": "Alice", "stone_deck": ["Fire Magic Stone", "Light Magic Stone"]}, {"name": "Bob"}])
    s, _ = play(s, 0, "call")
    v = pview(s)["players"][0]
    assert v["field"][0]["name"] == "Fire Magic Stone" and v["ruler"]["rested"] and v["stone_deck_count"] == 1
    assert "already called" in refused(s, 0, "call")
    empty = position([{"name": "Alice", "stone_deck": []}, {"name": "Bob"}])
    assert "empty" in refused(empty, 0, "call")
    rested = position([{"name": "Alice", "ruler": {"name": "Faria, the Sacred Queen", "rested": True}}, {"name": "Bob"}])
    assert "rested" in refused(rested, 0, "call")
    s = passes(position([{"name": "Alice"}, {"name": "Bob"}]))  # not calling is fine
    assert pview(s)["turn_player"] == "Bob"


def test_judgment():
    """F-JUDG-1, F-JUDG-2, F-JUDG-3, F-STONE-4, F-CHASE-2: Judgment pays the cost, goes on the chase and
    puts the J-ruler on the field; no stone call after it; once per turn."""
    s = _two(ruler="Faria, the Sacred Queen")
    s, ev = play(s, 0, "judgment pay light light")
    v = pview(s)
    assert v["chase"] == [{"name": "Faria, the Sacred Queen", "controller": "Alice", "kind": "judgment"}]
    assert all(c["rested"] for c in v["players"][0]["field"])
    assert "turn of Judgment" in refused(s, 0, "call") or "main timing" in refused(s, 0, "call")
    s = passes(s)
    r = pview(s)["players"][0]["ruler"]
    assert (r["side"], r["name"], r["atk"], r["def"], r["rested"]) == ("j_ruler", "Faria, the Ruler of God Sword", 800, 800, False)
    assert "turn of Judgment" in refused(s, 0, "call")
    assert "already on the field" in refused(s, 0, "judgment")


def test_judgment_needs_recovered_ruler_and_the_cost():
    """F-JUDG-1, F-WILL-5: a rested ruler cannot; a cost that cannot be paid changes nothing."""
    s = _two(stones=1, ruler="Faria, the Sacred Queen")
    assert "Not enough will" in refused(s, 0, "judgment")
    s = _two(ruler={"name": "Faria, the Sacred Queen", "rested": True})
    assert "recovered" in refused(s, 0, "judgment")


def test_destroyed_jruler_loses_judgment_but_calls_stones():
    """F-JUDG-5, F-BTL-11: a destroyed J-ruler returns to the ruler area, never judges again, still calls."""
    s = _two(ruler={"name": "Faria, the Ruler of God Sword", "side": "j_ruler"})
    s, _ = play(s, 0, "activate Faria, the Ruler of God Sword: damage 800 to Faria, the Ruler of God Sword")
    s = passes(s)
    r = pview(s)["players"][0]["ruler"]
    assert (r["side"], r["judgment_lost"]) == ("ruler", True)
    assert "no more Judgment" in refused(s, 0, "judgment pay light light")
    s, _ = play(s, 0, "call")
    assert pview(s)["players"][0]["stone_deck_count"] == 3


def test_imperishable_keeps_judgment():
    """F-JUDG-6: an Imperishable J-ruler returns to the ruler area and keeps Judgment."""
    s = position([{"name": "Alice", "ruler": {"name": "Test Lord", "side": "j_ruler"}}, {"name": "Bob"}])
    s, _ = play(s, 0, "activate Test Keeper: damage 600 to Test Keeper")
    s = passes(s)
    r = pview(s)["players"][0]["ruler"]
    assert (r["side"], r["judgment_lost"]) == ("ruler", False)


def test_will_pool_and_attribute_matching():
    """F-WILL-2, F-WILL-3, F-WILL-4, F-WILL-7: named stones produce will at once; symbols need their
    attribute, the number any; {W}{W}{1} takes two light and one more."""
    s = position([{"name": "Alice", "field": ["Light Magic Stone", "Fire Magic Stone", "Light Magic Stone"],
                   "hand": ["Order of Sacred Queen"]}, {"name": "Bob", "field": ["Test Squire"]}])
    s, ev = play(s, 0, "will fire")
    assert pview(s)["players"][0]["will"]["fire"] == 1 and not s.chase  # no chase for will
    s, _ = play(s, 0, "play Order of Sacred Queen pay light light: rest Test Squire")
    v = pview(s)["players"][0]
    assert all(c["rested"] for c in v["field"]) and v["will"]["fire"] == 0


def test_will_refusals():
    """F-WILL-3, F-WILL-5, F-AMB-7: missing attribute refused; mixed stones must be named; unique is chosen."""
    s = position([{"name": "Alice", "field": ["Fire Magic Stone", "Fire Magic Stone"],
                   "hand": ["Temple Monk", "Flamewing Wyvern"]}, {"name": "Bob"}])
    assert "Not enough will" in refused(s, 0, "play Temple Monk")
    assert "no recovered stone left that produces light" in refused(s, 0, "play Temple Monk pay light")
    mixed = position([{"name": "Alice", "field": ["Fire Magic Stone", "Light Magic Stone", "Fire Magic Stone",
                                                  "Light Magic Stone"], "hand": ["Dragoon of Certo"]}, {"name": "Bob"}])
    assert "Name the stones" in refused(mixed, 0, "play Dragoon of Certo")
    one = position([{"name": "Alice", "field": ["Fire Magic Stone"] * 3, "hand": ["Flamewing Wyvern"]},
                    {"name": "Bob"}])
    s2, _ = play(one, 0, "play Flamewing Wyvern")  # only one way: the bot rests all three
    assert all(c["rested"] for c in pview(s2)["players"][0]["field"])


def test_rest_ability_needs_time_on_field():
    """F-WILL-8: a {Rest} ability of a resonator that came this turn needs Swiftness."""
    s = position([{"name": "Alice", "field": [{"name": "Veteran Master", "since_turn": 3},
                                              {"name": "Spirit of Certo", "since_turn": 3},
                                              {"name": "Test Squire", "since_turn": 2}]}, {"name": "Bob"}])
    assert "Swiftness" in refused(s, 0, "activate Veteran Master cost rest: +200/+200 Test Squire")
    s2, _ = play(s, 0, "activate Spirit of Certo cost rest: note test")
    s3, _ = play(s, 0, "activate Test Squire cost rest: +200/+200 Test Squire")
    assert pview(s3)["players"][0]["field"][2]["rested"] is True

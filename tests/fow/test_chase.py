"""The chase and priority (§11), declared uses (§13)."""

from __future__ import annotations

from .helpers import passes, play, position, pview, refused


def _duel(**kw):
    return position([
        {"name": "Alice", "field": ["Light Magic Stone"] * 3 + [{"name": "Test Giant", "since_turn": 1}],
         "hand": ["Pride of Knights", "Temple Monk", "Order of Sacred Queen"], **kw},
        {"name": "Bob", "field": ["Fire Magic Stone"] * 3 + ["Test Squire"], "hand": ["Demonflame", "Demonflame", "Whelp Drake"]},
    ])


def test_adder_keeps_priority_and_the_prompt_names_the_holder():
    """F-CHASE-4, F-REF-6, F-CHASE-3: after an addition the adder keeps priority; the pending decision and
    an event name who has it; a resonator enters the field when it resolves."""
    s = _duel()
    s, ev = play(s, 0, "play Temple Monk pay light")
    assert pview(s)["priority"] == "Alice" and pview(s)["chase"][0]["name"] == "Temple Monk"
    d = s and __import__("tests.fow.helpers", fromlist=["TGAME"]).TGAME.pending(s)[0]
    assert (d.seat, d.kind, d.data["chase"]) == (0, "priority", ["Temple Monk"])
    assert any(e.kind == "priority" and e.data["player"] == "Alice" for e in ev)
    assert "Temple Monk" not in [c["name"] for c in pview(s)["players"][0]["field"]]
    s, ev = play(s, 0, "pass")
    assert pview(s)["priority"] == "Bob"
    assert any(e.kind == "priority" and e.data["player"] == "Bob" for e in ev)
    s, _ = play(s, 1, "pass")
    assert "Temple Monk" in [c["name"] for c in pview(s)["players"][0]["field"]]
    assert pview(s)["priority"] == "Alice" and pview(s)["chase"] == []  # F-CHASE-5: turn player


def test_last_in_first_out():
    """F-CHASE-1, F-CHASE-5, F-CHASE-6: a Quickcast response resolves first; two passes resolve the top."""
    s = _duel()
    s, _ = play(s, 0, "play Temple Monk pay light")
    s, _ = play(s, 0, "pass")
    s, _ = play(s, 1, "play Demonflame pay fire: damage 500 to Test Giant")
    v = pview(s)
    assert [c["name"] for c in v["chase"]] == ["Demonflame", "Temple Monk"] and v["priority"] == "Bob"
    s, _ = play(s, 1, "pass")
    s, _ = play(s, 0, "play Pride of Knights pay light: +200/+200 Test Giant; life +200 me")
    s = passes(s)  # Pride resolves first
    giant = pview(s)["players"][0]["field"][3]
    assert (giant["atk"], giant["def"]) == (1000, 1000) and pview(s)["players"][0]["life"] == 4200
    s = passes(s)  # Demonflame
    assert pview(s)["players"][0]["field"][3]["damage"] == 500
    assert pview(s)["players"][1]["graveyard"] == ["Demonflame"]  # F-TYPE-7
    s = passes(s)  # Temple Monk
    assert pview(s)["chase"] == [] and "Temple Monk" in [c["name"] for c in pview(s)["players"][0]["field"]]


def test_non_quickcast_response_refused():
    """F-TYPE-9, F-CHASE-6: without Quickcast or Trigger a card is main timing only."""
    s = _duel()
    s, _ = play(s, 0, "play Temple Monk pay light")
    s, _ = play(s, 0, "pass")
    assert "main timing only" in refused(s, 1, "play Whelp Drake pay fire fire")
    assert "has priority" in refused(s, 0, "pass")


def test_no_responses_until_end_of_turn():
    """F-REF-6, F-AMB-11: after "no responses" the engine passes for that player until end of turn."""
    s = _duel()
    s, ev = play(s, 1, "no responses")  # out of turn, any time
    s, ev = play(s, 0, "play Temple Monk pay light")
    s, ev = play(s, 0, "pass")
    assert any(e.kind == "passed" and e.data["auto"] for e in ev)
    assert "Temple Monk" in [c["name"] for c in pview(s)["players"][0]["field"]]
    s = passes(s, 1)  # Alice passes at main timing; Bob passes automatically: the turn ends
    assert pview(s)["turn_player"] == "Bob" and pview(s)["players"][1]["no_responses"] is False


def test_targets_checked_on_resolution():
    """F-CHASE-9: an effect whose target left the field does nothing."""
    s = _duel()
    s, _ = play(s, 0, "play Order of Sacred Queen pay light light light: rest Test Squire")
    s, _ = play(s, 0, "pass")
    s, _ = play(s, 1, "play Demonflame pay fire: damage 500 to Test Squire")  # his own, to dodge
    s = passes(s)
    assert pview(s)["players"][1]["graveyard"] == ["Demonflame", "Test Squire"]
    s, ev = play(s, 0, "pass")
    s, ev = play(s, 1, "pass")
    assert any(e.kind == "effect_fizzled" for e in ev)


def test_cancel_and_gods_art_once():
    """F-REF-4 cancel, F-KW-2: God's Art once per game, even if cancelled."""
    s = position([
        {"name": "Alice", "ruler": {"name": "Faria, the Ruler of God Sword", "side": "j_ruler"},
         "field": ["Light Magic Stone"] * 6},
        {"name": "Bob", "field": ["Fire Magic Stone", {"name": "Guinevere, the Jealous Queen", "since_turn": 1}]},
    ])
    s, _ = play(s, 0, "art <God's Breath> pay light light light light light light: note recover all resonators")
    s, _ = play(s, 0, "pass")
    s, _ = play(s, 1, "activate Guinevere, the Jealous Queen cost rest: cancel 1")
    s = passes(s)
    assert pview(s)["chase"] == []
    assert pview(s)["players"][0]["gods_art"] == ["God's Breath"]
    assert "already used" in refused(s, 0, "art <God's Breath>: note again")


def test_standby_trigger_not_the_same_turn():
    """F-MAIN-2, F-CHASE-7: setting costs {2} at main timing and stays off the chase; a Trigger card
    cannot be played from the standby area in the turn it was set."""
    s = position([{"name": "Alice", "field": ["Light Magic Stone"] * 3, "hand": ["Justice of God's Sword"]},
                  {"name": "Bob"}])
    s, ev = play(s, 0, "set Justice of God's Sword pay light light")
    assert pview(s)["chase"] == [] and pview(s)["players"][0]["standby"] == ["Justice of God's Sword"]
    assert "turn it was set" in refused(s, 0, "play Justice of God's Sword from standby")
    later = position([{"name": "Alice", "field": [{"name": "Test Giant", "since_turn": 1}]},
                      {"name": "Bob", "standby": ["Justice of God's Sword"]}])
    later, _ = play(later, 0, "attack Test Giant")
    later, _ = play(later, 0, "pass")
    later, _ = play(later, 1, "play Justice of God's Sword from standby: damage 500 to Test Giant")
    assert pview(later)["chase"][0]["kind"] == "trigger"


def test_declared_costs():
    """F-REF-3: discard, banish and life costs are checked and paid; control is checked; a will ability
    (only "produce") resolves at once without the chase (F-WILL-7)."""
    s = position([
        {"name": "Alice", "field": ["Excalibur, the God's Sword", {"name": "Test Squire", "since_turn": 1}],
         "hand": ["Excalibur, the God's Sword", "Temple Monk"]},
        {"name": "Bob", "field": ["Dragoon of Certo"]},
    ])
    assert "do not control" in refused(s, 0, "activate Dragoon of Certo: note mine")
    s, _ = play(s, 0, "activate Excalibur, the God's Sword cost discard Excalibur, the God's Sword: produce light")
    v = pview(s)["players"][0]
    assert v["graveyard"] == ["Excalibur, the God's Sword"] and v["hand"] == ["Temple Monk"]
    assert v["will"]["light"] == 1 and pview(s)["chase"] == []
    s, _ = play(s, 0, "activate Excalibur, the God's Sword cost banish Test Squire; life 300: draw 1")
    v = pview(s)["players"][0]
    assert v["graveyard"] == ["Excalibur, the God's Sword", "Test Squire"] and v["life"] == 3700  # banished: F-AMB-24
    s = passes(s)
    assert pview(s)["players"][0]["will"]["light"] == 1 and pview(s)["players"][0]["hand_count"] == 2


def test_every_generic_action():
    """F-REF-4: damage to a player, destroy, life, rest/recover, draw, discard, search, move, counters."""
    s = position([
        {"name": "Alice", "field": [{"name": "Test Giant", "since_turn": 1}, "Temple Monk"],
         "hand": ["Demonflame"], "deck": ["Temple Monk", "Rukh Egg", "Pride of Knights"]},
        {"name": "Bob", "field": ["Test Squire", "Whelp Drake"], "graveyard": ["Spirit of Certo"]},
    ])
    post = ("activate Test Giant: damage 300 to opponent; destroy Whelp Drake; life -100 me; rest Test Squire; "
            "recover Test Squire; draw 1; discard Demonflame; search Pride of Knights; "
            "move Spirit of Certo to deck bottom; counter +2 Temple Monk; note check the wording")
    s, _ = play(s, 0, post)
    s = passes(s)
    v = pview(s)
    a, b = v["players"]
    assert b["life"] == 3700 and a["life"] == 3900
    assert b["graveyard"] == ["Whelp Drake"] and b["deck"][-1] == "Spirit of Certo"
    assert a["hand"] == ["Temple Monk", "Pride of Knights"] and a["graveyard"] == ["Demonflame"]
    assert a["field"][1]["counters"] == 2 and b["field"][0]["rested"] is False


def test_automatic_abilities_declared_out_of_priority():
    """F-REF-5, F-CHASE-8: an automatic ability is declared when it triggers, even without priority; it
    goes onto the chase the next time a player would get priority (at once if someone holds it)."""
    s = position([
        {"name": "Alice", "field": ["Light Magic Stone", {"name": "Galahad, the Son of the God", "since_turn": 1}],
         "hand": ["Temple Monk"]},
        {"name": "Bob", "field": ["Test Squire", "Whelp Drake"]},
    ])
    s, _ = play(s, 0, "play Temple Monk pay light")
    from .helpers import TGAME

    action = TGAME.parse(s, 1, "auto Whelp Drake: note it saw the monk")
    assert TGAME.accepts_out_of_turn(s, 1, action)
    s, ev = TGAME.apply(s, 1, action)
    v = pview(s)
    assert [c["name"] for c in v["chase"]] == ["Whelp Drake", "Temple Monk"] and v["priority"] == "Alice"
    s = passes(s, 4)
    # during the block decision nobody has priority: the declaration waits for it
    s, _ = play(s, 0, "attack Galahad, the Son of the God")
    s = passes(s)
    assert pview(s)["pending"] == [{"player": "Bob", "kind": "block"}]
    s, ev = play(s, 0, "auto Galahad, the Son of the God: life +500 me")
    assert pview(s)["triggered"] == [{"name": "Galahad, the Son of the God", "controller": "Alice"}]
    assert pview(s)["chase"] == []
    s, _ = play(s, 1, "no block")
    v = pview(s)
    assert v["triggered"] == [] and v["chase"][0]["name"] == "Galahad, the Son of the God"
    s = passes(s)
    assert pview(s)["players"][0]["life"] == 4500


def test_declared_cost_reduction():
    """F-REF-2, F-REF-3: "you may pay {2} less" is declared as a cost item and the rest is paid."""
    s = position([{"name": "Alice", "field": ["Light Magic Stone"] * 3, "hand": ["Gwiber, the White Dragon"]},
                  {"name": "Bob"}])
    assert "Not enough will" in refused(s, 0, "play Gwiber, the White Dragon")
    from .helpers import TGAME

    post = "play Gwiber, the White Dragon cost less 2: note two resonators entered this turn"
    assert TGAME.canonical(s, 0, TGAME.parse(s, 0, "сыграть Гвибер, белый дракон цена меньше 2: "
                                                   "заметка two resonators entered this turn")) == post
    s, _ = play(s, 0, post)
    assert all(c["rested"] for c in pview(s)["players"][0]["field"])
    assert pview(s)["chase"][0]["name"] == "Gwiber, the White Dragon"


def test_pass_until_change_passes_while_the_chase_only_resolves():
    """F-REF-6, F-CHASE-5: "pass until change" passes for its player while items he passed on resolve; he is
    asked again when a new item goes on the chase."""
    from .helpers import position as _pos

    s = _pos([
        {"name": "Alice", "field": ["Fire Magic Stone"] * 3, "hand": ["Demonflame", "Demonflame"]},
        {"name": "Bob", "field": [{"name": "Test Giant", "since_turn": 1}, "Light Magic Stone"],
         "hand": ["Pride of Knights"]},
    ])
    s, _ = play(s, 0, "play Demonflame pay fire: damage 100 to Test Giant",
                "play Demonflame pay fire: damage 100 to Test Giant", "pass")
    assert s.priority == 1 and len(s.chase) == 2
    s, ev = play(s, 1, "pass until change")
    # top resolves; Alice gets priority (turn player) and passes; Bob's hold passes for him: the second resolves
    s, ev = play(s, 0, "pass")
    assert any(e.kind == "passed" and e.data.get("auto") for e in ev)
    assert s.chase == [] and s.priority == 0
    assert pview(s)["players"][1]["field"][0]["damage"] == 200

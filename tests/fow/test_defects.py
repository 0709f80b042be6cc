"""Rules defects found while checking the engine (issue 27), each failing before its fix."""

from __future__ import annotations

from .helpers import TGAME, field_names, passes, play, position, pview, refused


def test_end_of_battle_step_gives_priority_for_a_response_after_damage():
    """F-BTL-1, F-BTL-15: after damage the end-of-battle step gives priority; a Quickcast chant played there
    resolves while the battle is still on, and two passes end the battle."""
    s = position([
        {"name": "Alice", "field": [{"name": "Test Giant", "since_turn": 1}]},
        {"name": "Bob", "field": [{"name": "Test Squire", "rested": True}, "Fire Magic Stone"],
         "hand": ["Demonflame"]},
    ])
    s, _ = play(s, 0, "attack Test Giant -> Test Squire")
    s = passes(passes(s))  # attack step, block step: damage is dealt
    v = pview(s)
    assert v["battle"]["step"] == "end" and v["players"][0]["field"][0]["damage"] == 500
    s, _ = play(s, 0, "pass")
    s, _ = play(s, 1, "play Demonflame pay fire: damage 300 to Test Giant")  # Bob responds after damage
    s = passes(s)
    assert "Test Giant" not in field_names(s, 0)
    assert pview(s)["battle"] is not None
    assert pview(passes(s))["battle"] is None


def test_moving_a_field_card_to_the_field_is_refused():
    """F-REF-4: "move <field card> to field" would untap, heal and reset the entry turn — refused."""
    s = position([
        {"name": "Alice", "field": [{"name": "Test Giant", "since_turn": 1}]},
        {"name": "Bob", "field": [{"name": "Test Squire", "rested": True, "damage": 300}]},
    ])
    why = refused(s, 0, "activate Test Giant: move Test Squire to field")
    assert "already there" in why and "F-REF-4" in why


def test_a_declared_cancel_cannot_cancel_judgment():
    """F-JUDG-4: Judgment is neither a spell nor an ability; a cancel aimed at it is refused."""
    s = position([
        {"name": "Alice", "ruler": "Test Lord", "field": ["Light Magic Stone", {"name": "Test Giant", "since_turn": 1}]},
        {"name": "Bob", "field": [{"name": "Test Squire", "since_turn": 1}]},
    ])
    s, _ = play(s, 0, "judgment pay light", "pass")
    assert pview(s)["chase"][0]["kind"] == "judgment"
    assert "F-JUDG-4" in refused(s, 1, "activate Test Squire: cancel 1")


def test_the_top_stone_of_the_magic_stone_deck_can_be_put_onto_the_field():
    """F-REF-4 (a J-ruler's enter ability): an effect puts the top card of the magic stone deck onto the field."""
    s = position([{"name": "Alice", "field": [{"name": "Test Giant", "since_turn": 1}]}, {"name": "Bob"}])
    before = pview(s)["players"][0]["stone_deck_count"]
    s, _ = play(s, 0, "activate Test Giant: stone")
    s = passes(s)
    v = pview(s)["players"][0]
    assert v["stone_deck_count"] == before - 1 and "Light Magic Stone" in field_names(s, 0)


def test_tokens_control_and_deck_order_can_be_written():
    """F-REF-4: a token is made and ceases to exist when it leaves; control changes hands; the top of the
    deck is looked at (by DM) and reordered."""
    s = position([
        {"name": "Alice", "field": [{"name": "Test Giant", "since_turn": 1}],
         "deck": ["Temple Monk", "Demonflame", "Rukh Egg"]},
        {"name": "Bob", "field": [{"name": "Test Squire", "since_turn": 1}]},
    ])
    s, ev = play(s, 0, "activate Test Giant: token Temple Monk; control Test Squire; look 3; reorder 3 1 2")
    s = passes(s)
    assert "Temple Monk" in field_names(s, 0) and "Test Squire" in field_names(s, 0)
    assert field_names(s, 1) == []
    assert pview(s)["players"][0]["deck"][:3] == ["Rukh Egg", "Temple Monk", "Demonflame"]
    s, _ = play(s, 0, "activate Test Giant: destroy Temple Monk; destroy Test Squire")
    s = passes(s)
    v = pview(s)
    assert "Temple Monk" not in v["players"][0]["graveyard"]  # the token ceased to exist
    assert v["players"][1]["graveyard"] == ["Test Squire"]  # the owner's graveyard
    assert TGAME.invariants(s) == []


def test_a_remnant_chant_is_played_from_the_graveyard_and_removed():
    """Remnant (F-KW-1): played from the graveyard, then removed instead of going to the graveyard."""
    remnant = next(c for c in TGAME.cat.cards.values()
                   if "Remnant" in c.keywords and c.type == "Chant" and c.cost.symbols == ("fire",) and not c.cost.number
                   and not c.cost.x)
    s = position([{"name": "Alice", "field": ["Fire Magic Stone"], "graveyard": [remnant.name_en]}, {"name": "Bob"}])
    s, _ = play(s, 0, f"play {remnant.name_en} from graveyard pay fire: note resolved")
    s = passes(s)
    v = pview(s)["players"][0]
    assert v["removed"] == [remnant.name_en] and v["graveyard"] == []


def test_a_dual_stone_produces_either_of_its_attributes():
    """F-WILL-2, F-WILL-3: a dual stone ("light or fire") pays a {R} cost and produces fire when asked."""
    s = position([{"name": "Alice", "field": ["Magic Stone of Heat Ray"], "hand": ["Demonflame"]},
                  {"name": "Bob", "field": [{"name": "Test Squire", "since_turn": 1}]}])
    s2, _ = play(s, 0, "play Demonflame: damage 300 to Test Squire")  # the bot pays: one way exists
    assert pview(s2)["chase"][0]["name"] == "Demonflame"
    s3, _ = play(s, 0, "play Demonflame pay fire: damage 300 to Test Squire")
    assert pview(s3)["chase"][0]["name"] == "Demonflame"
    s4, _ = play(s, 0, "will fire")
    assert pview(s4)["players"][0]["will"]["fire"] == 1

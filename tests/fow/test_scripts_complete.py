"""The ready decks' abilities that need a choice while they resolve, a cost reduction, a J-ruler's name or a
rule of attack (issue 27): one test per ability, naming the card and the rule it relies on."""

from __future__ import annotations

from cards.core import PUBLIC, Audience

from .helpers import refused
from .test_scripts import G, field, life, play, pos, pview, resolve_all


def until_pick(s):
    """Both pass until an ability waits for its controller's choice (or the chase is empty)."""
    for _ in range(20):
        if s.picking is not None or s.asking is not None or not s.chase:
            return s
        s, _ = G.play(s, s.priority, "pass")
    return s


def player(s, seat):
    return pview(s, G)["players"][seat]


def test_rukh_egg_dies_and_searches_for_a_fire_resonator():
    """Rukh Egg [Automatic] when it is put into a graveyard from the field (F-CHASE-8): search the main deck
    for a fire resonator; only the searcher sees what he may take (F-OVR-3), and he may find none."""
    s = pos({"field": ["Fire Magic Stone", "Rukh Egg"], "hand": ["Demonflame"],
             "deck": ["Temple Monk", "Spirit of Certo", "Whelp Drake"]})
    s, _ = play(s, 0, "play Demonflame pay fire -> Rukh Egg")
    s = until_pick(resolve_all(s))
    assert s.picking is not None and pview(s, G)["pending"][0]["kind"] == "pick"
    assert "first chooses" in refused(s, 1, "pass", game=G)  # the match waits for his choice
    s1, ev = play(s, 0, "target Spirit of Certo")
    assert "Spirit of Certo" in player(s1, 0)["hand"] and player(s1, 0)["deck_count"] == 2
    assert any(e.kind == "took" for e in ev)
    s2, _ = play(s, 0, "target none")
    assert player(s2, 0)["hand"] == [] and player(s2, 0)["deck_count"] == 3


def test_rukh_egg_search_offers_only_fire_resonators_and_only_to_its_controller():
    """Rukh Egg's search (F-OVR-3: the deck is hidden): a light card is no choice; the opponent's view of
    the offer is only that a choice is made."""
    s = pos({"field": ["Fire Magic Stone", "Rukh Egg"], "hand": ["Demonflame"],
             "deck": ["Temple Monk", "Spirit of Certo"]})
    s, _ = play(s, 0, "play Demonflame pay fire -> Rukh Egg")
    ev = []
    while s.picking is None:
        s, e = G.play(s, s.priority, "pass")
        ev += e
    offered = [e for e in ev if e.kind == "pick_offered"]
    assert offered and all(e.audience == Audience.player(0) for e in offered)
    assert all(e.audience != PUBLIC for e in offered)
    reason = refused(s, 0, "target Temple Monk", game=G)
    assert "among the cards you may choose" in reason


def test_guinevere_draws_two_then_discards_one_of_her_choice():
    """Guinevere [Activate] {Rest}, banish a resonator: draw two, then discard a card of your choice
    (F-WILL-8: {Rest} since the start of the turn; the discard is not optional)."""
    s = pos({"field": [{"name": "Guinevere, the Jealous Queen", "since_turn": 1}, "Test Squire"],
             "hand": ["Demonflame"], "deck": ["Temple Monk", "Rukh Egg", "Whelp Drake"]})
    s, _ = play(s, 0, "activate Guinevere, the Jealous Queen cost banish Test Squire")
    s = until_pick(s)
    assert s.picking is not None and s.picking.word == "discard" and not s.picking.may
    refused(s, 0, "target none", game=G)
    s, _ = play(s, 0, "target Rukh Egg")
    assert sorted(player(s, 0)["hand"]) == ["Demonflame", "Temple Monk"]
    assert player(s, 0)["graveyard"] == ["Test Squire", "Rukh Egg"] and not player(s, 0)["removed"]  # F-AMB-24


def test_guinevere_pumped_resonator_is_banished_when_it_is_dealt_damage():
    """Guinevere [Activate] {R},{Rest}: your resonator +400/+400; when it deals or is dealt damage this turn
    it is banished (F-CHASE-2: the damage comes from a resolving chant)."""
    s = pos({"field": [{"name": "Guinevere, the Jealous Queen", "since_turn": 1}, "Test Squire",
                       "Fire Magic Stone", "Fire Magic Stone"], "hand": ["Demonflame"]})
    s, _ = play(s, 0, "activate Guinevere, the Jealous Queen ability 2 pay fire -> Test Squire")
    s = resolve_all(s)
    assert field(s, 0)["Test Squire"]["atk"] == 900
    s, _ = play(s, 0, "play Demonflame pay fire -> Test Squire")
    s, _ = play(s, 0, "pass")
    s, _ = play(s, 1, "pass")  # Demonflame resolves: 500 damage; the banish is triggered, not done yet
    assert "Test Squire" in field(s, 0) and pview(s, G)["chase"][0]["name"] == "Test Squire"  # F-CHASE-8
    s = resolve_all(s)
    assert player(s, 0)["graveyard"] == ["Demonflame", "Test Squire"] and "Test Squire" not in field(s, 0)  # F-AMB-24


def test_guinevere_pumped_attacker_is_banished_after_dealing_damage():
    """Guinevere's mark: the resonator that deals battle damage (F-BTL-9) is banished afterwards."""
    s = pos({"field": [{"name": "Guinevere, the Jealous Queen", "since_turn": 1},
                       {"name": "Test Giant", "since_turn": 1}, "Fire Magic Stone"]})
    s, _ = play(s, 0, "activate Guinevere, the Jealous Queen ability 2 pay fire -> Test Giant")
    s = resolve_all(s)
    s, _ = play(s, 0, "attack Test Giant")
    for _ in range(8):
        if s.battle is None:
            break
        s, _ = G.play(s, s.priority if s.priority is not None else 1, "pass")
    assert life(s, 1) == 4000 - 1200 and player(s, 0)["graveyard"] == ["Test Giant"]


def test_perceval_reveals_five_and_takes_a_regalia_or_knight():
    """Perceval [Enter] (F-CHASE-8): reveal the top five; he may take a regalia or Knight of the Round Table
    among them; the rest go to the bottom (F-ZONE-2: the deck stays ordered)."""
    s = pos({"field": ["Light Magic Stone"], "hand": ["Perceval, the Seeker of Holy Grail"],
             "deck": ["Temple Monk", "Excalibur, the God's Sword", "Tristan, the Knight of Sorrow", "Rukh Egg",
                      "Demonflame", "Gawain, the Knight of the Sun"]})
    s, _ = play(s, 0, "play Perceval, the Seeker of Holy Grail pay light")
    s = until_pick(resolve_all(s))
    s = until_pick(s)
    assert s.picking is not None and s.picking.word == "reveal"
    refused(s, 0, "target Gawain, the Knight of the Sun", game=G)  # the sixth card is not revealed
    refused(s, 0, "target Temple Monk", game=G)
    s, _ = play(s, 0, "target Tristan, the Knight of Sorrow")
    assert player(s, 0)["hand"] == ["Tristan, the Knight of Sorrow"]
    # "the rest on the bottom in any order": he names them all, top to bottom (issue 27's simplified reading)
    assert s.picking is not None and s.picking.word == "bottom"
    refused(s, 0, "target Rukh Egg; Demonflame", game=G)  # every one of them
    s, _ = play(s, 0, "target Rukh Egg; Demonflame; Temple Monk; Excalibur, the God's Sword")
    assert player(s, 0)["deck"] == ["Gawain, the Knight of the Sun", "Rukh Egg", "Demonflame", "Temple Monk",
                                    "Excalibur, the God's Sword"]


def test_perceval_banish_prevents_damage_to_a_knight_or_jruler_only():
    """Perceval [Activate] banish it: prevent all damage to a J-ruler or Knight of the Round Table this turn
    (F-CHASE-9: any other target is refused)."""
    s = pos({"field": ["Perceval, the Seeker of Holy Grail", "Tristan, the Knight of Sorrow", "Test Giant",
                       "Fire Magic Stone"], "hand": ["Demonflame"]})
    assert "legal" in refused(s, 0, "activate Perceval, the Seeker of Holy Grail -> Test Giant", game=G).lower()
    s, _ = play(s, 0, "activate Perceval, the Seeker of Holy Grail -> Tristan, the Knight of Sorrow")
    s = resolve_all(s)
    s, _ = play(s, 0, "play Demonflame pay fire -> Tristan, the Knight of Sorrow")
    s = resolve_all(s)
    assert field(s, 0)["Tristan, the Knight of Sorrow"]["damage"] == 0


def test_flame_kings_shout_then_puts_a_cheap_fire_resonator_with_swiftness():
    """Flame King's Shout [Chant] (F-TYPE-7): 400 to each opposing resonator, then he may put a fire resonator
    of total cost 3 or less from his hand onto the field; it gains [Swiftness] this turn (F-BTL-2)."""
    s = pos({"field": ["Fire Magic Stone"] * 3, "hand": ["Flame King's Shout", "Whelp Drake", "Mordred, the Traitor",
                                                         "Temple Monk"]},
            {"field": ["Test Squire"]})
    s, _ = play(s, 0, "play Flame King's Shout pay fire fire fire")
    s = until_pick(s)
    assert s.picking is not None and s.picking.word == "put"
    refused(s, 0, "target Mordred, the Traitor", game=G)  # total cost 4
    refused(s, 0, "target Temple Monk", game=G)  # light
    s, _ = play(s, 0, "target Whelp Drake")
    assert player(s, 1)["graveyard"] == ["Test Squire"]
    assert "Swiftness" in field(s, 0)["Whelp Drake"]["keywords"]
    s = resolve_all(s)
    s, _ = play(s, 0, "attack Whelp Drake")  # it entered this turn: Swiftness lets it attack
    assert pview(s, G)["battle"]["attacker"] == "Whelp Drake"


def test_excalibur_rest_with_faria_gives_imperishable_and_a_cheaper_gods_art():
    """Excalibur [Activate] {Rest}: with Faria, the Ruler of God Sword as J-ruler she also gains
    [Imperishable] (F-JUDG-6) and her God's Art costs {2} less this turn (F-KW-2, F-WILL-5)."""
    faria = {"name": "Faria, the Ruler of God Sword", "side": "j_ruler"}
    stones = ["Light Magic Stone"] * 4
    s = pos({"ruler": faria, "field": [{"name": "Excalibur, the God's Sword", "since_turn": 1}, *stones,
                                       {"name": "Temple Monk", "rested": True}]})
    assert "Not enough will" in refused(
        s, 0, "art Faria, the Ruler of God Sword <God's Breath> pay light light light light", game=G)
    s, _ = play(s, 0, "activate Excalibur, the God's Sword")
    s = resolve_all(s)
    ruler = player(s, 0)["ruler"]
    assert ruler["atk"] == 1000 and "Imperishable" in ruler["keywords"]
    s, _ = play(s, 0, "art Faria, the Ruler of God Sword <God's Breath> pay light light light light")
    s = resolve_all(s)
    assert field(s, 0)["Temple Monk"]["rested"] is False


def test_excalibur_rest_with_another_jruler_gives_only_the_200():
    """Excalibur's extra is for Faria, the Ruler of God Sword only (F-REF-3: the script says so)."""
    s = pos({"ruler": {"name": "Melgis, the One Charmed by the Demon Sword", "side": "j_ruler"},
             "field": [{"name": "Excalibur, the God's Sword", "since_turn": 1}]})
    s, _ = play(s, 0, "activate Excalibur, the God's Sword")
    s = resolve_all(s)
    ruler = player(s, 0)["ruler"]
    assert ruler["atk"] == 1200 and "Imperishable" not in ruler["keywords"]


def test_laevateinn_rest_with_melgis_gives_imperishable_and_a_cheaper_gods_art():
    """Laevateinn [Activate] {Rest}: with Melgis, the One Charmed by the Demon Sword he gains [Imperishable]
    (F-JUDG-6) and <Unleash the Demon Sword> costs {2} less this turn (F-KW-2)."""
    s = pos({"ruler": {"name": "Melgis, the One Charmed by the Demon Sword", "side": "j_ruler"},
             "field": [{"name": "Laevateinn, the Demon Sword", "since_turn": 1}] + ["Fire Magic Stone"] * 4},
            {"field": ["Test Giant"]})
    s, _ = play(s, 0, "activate Laevateinn, the Demon Sword")
    s = resolve_all(s)
    assert "Imperishable" in player(s, 0)["ruler"]["keywords"]
    s, _ = play(s, 0, "art Melgis, the One Charmed by the Demon Sword <Unleash the Demon Sword> pay fire fire fire "
                      "fire -> Test Giant")
    s = resolve_all(s)
    assert player(s, 1)["graveyard"] == ["Test Giant"]


def test_lancelot_must_be_chosen_to_attack_while_it_can():
    """Lancelot: as you choose a card to attack, you must choose it if able (F-BTL-2); once it cannot
    attack (rested), another card may."""
    lancelot = {"name": "Lancelot, the Knight of Mad Demon", "since_turn": 1}
    s = pos({"field": [lancelot, {"name": "Test Giant", "since_turn": 1}]})
    reason = refused(s, 0, "attack Test Giant", game=G)
    assert "Lancelot" in reason
    s1, _ = play(s, 0, "attack Lancelot, the Knight of Mad Demon")
    assert pview(s1, G)["battle"]["attacker"] == "Lancelot, the Knight of Mad Demon"
    s2 = pos({"field": [{**lancelot, "rested": True}, {"name": "Test Giant", "since_turn": 1}]})
    s2, _ = play(s2, 0, "attack Test Giant")
    assert pview(s2, G)["battle"]["attacker"] == "Test Giant"


def test_gwiber_costs_2_less_per_resonator_that_entered_this_turn():
    """Gwiber: {2} less for each resonator you control that entered your field this turn (F-WILL-3, F-WILL-5:
    the reduced cost is paid in full)."""
    s = pos({"field": ["Light Magic Stone"] * 3, "hand": ["Gwiber, the White Dragon"]})
    assert "Not enough will" in refused(s, 0, "play Gwiber, the White Dragon", game=G)
    s = pos({"field": ["Light Magic Stone"] * 3 + [{"name": "Test Squire", "since_turn": 3}],
             "hand": ["Gwiber, the White Dragon"]})
    s, _ = play(s, 0, "play Gwiber, the White Dragon pay light light light")
    s = resolve_all(s)
    assert "Gwiber, the White Dragon" in field(s, 0)


def test_draig_costs_1_less_per_resonator_that_died_this_turn():
    """Draig: {1} less for each resonator put into your graveyard from your field this turn (F-BTL-11 puts
    it there; F-WILL-5)."""
    s = pos({"field": ["Fire Magic Stone"] * 5 + ["Test Squire"], "hand": ["Demonflame", "Draig, the Red Dragon"]})
    assert "Not enough will" in refused(s, 0, "play Draig, the Red Dragon pay fire fire fire fire", game=G)
    s, _ = play(s, 0, "play Demonflame pay fire -> Test Squire")
    s = resolve_all(s)
    assert player(s, 0)["graveyard"][-1] == "Test Squire" or "Test Squire" in player(s, 0)["graveyard"]
    s, _ = play(s, 0, "play Draig, the Red Dragon pay fire fire fire fire")
    s = resolve_all(s)
    assert "Draig, the Red Dragon" in field(s, 0)


def test_hector_costs_r_less_with_lancelot():
    """Hector de Maris: {R} less while you control Lancelot, the Knight of Mad Demon (F-WILL-3)."""
    s = pos({"field": ["Fire Magic Stone"], "hand": ["Hector de Maris, the Acolyte of Mad Demon"]})
    assert "Not enough will" in refused(s, 0, "play Hector de Maris, the Acolyte of Mad Demon pay fire", game=G)
    s = pos({"field": ["Fire Magic Stone", "Lancelot, the Knight of Mad Demon"],
             "hand": ["Hector de Maris, the Acolyte of Mad Demon"]})
    s, _ = play(s, 0, "play Hector de Maris, the Acolyte of Mad Demon pay fire")
    assert pview(s, G)["chase"][0]["name"] == "Hector de Maris, the Acolyte of Mad Demon"


def test_picks_are_the_last_effect_of_their_line():
    """A choice made while resolving waits for its player, so nothing may come after it in its line."""
    from cards.fow.abilities import PICKS

    for cid, abilities in G.cat.scripts.items():
        for ab in abilities:
            words = [e.word for e in ab.effects]
            assert all(w not in PICKS for w in words[:-1]), cid

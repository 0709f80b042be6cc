"""One test per scripted ability of every card of the ready decks (VS01 Faria and Melgis), naming the card
and the rule it relies on (issue 27). Scripts are read with FoW's vocabulary; uses are checked against them."""

from __future__ import annotations

import pytest

from cards.fow.abilities import script
from cards.fow.ctx import Ctx
from cards.kit.ability import ScriptError, parse_line

from .helpers import GAME, SGAME, position, pview

G = SGAME


def pos(alice: dict, bob: dict | None = None, **kw):
    return position([{"name": "Alice", **alice}, {"name": "Bob", **(bob or {})}], game=G, **kw)


def play(s, seat, *posts):
    ev = []
    for p in posts:
        s, e = G.play(s, seat, p)
        ev += e
    return s, ev


def passes(s, n=2):
    for _ in range(n):
        s, _ = G.play(s, s.priority, "pass")
    return s


def resolve_all(s):
    """Both pass until the chase is empty and any triggered ability waiting for targets is answered."""
    for _ in range(20):
        if s.asking is not None or not s.chase:
            return s
        s = passes(s)
    return s


def field(s, seat):
    return {c["name"]: c for c in pview(s, G)["players"][seat]["field"]}


def life(s, seat):
    return pview(s, G)["players"][seat]["life"]


def test_every_shipped_script_parses_and_reads_back_in_both_languages():
    """docs/abilities.md: every script of the sheet parses with FoW's words, and says itself in en and ru."""
    from cards.fow.script import VOCAB

    assert VOCAB.missing_words() == []
    c = Ctx(GAME.cat, pos({}))
    n = 0
    for cid, abilities in GAME.cat.scripts.items():
        for i in range(len(abilities)):
            from cards.fow.abilities import words

            s = pos({"field": [cid]}) if GAME.cat.card(cid).type != "Ruler" else None
            if s is None:
                continue
            uid = s.players[0].field[-1]
            w = words(Ctx(GAME.cat, s), uid, i)
            assert w["en"] and w["ru"] and w["en"] != w["ru"]
            n += 1
    assert n > 40 and c is not None


def test_a_broken_script_names_sheet_row_and_column():
    """A word outside the vocabulary is an error naming sheet, row and column."""
    from cards.fow.catalogue import CatalogueError
    from cards.fow.script import VOCAB

    with pytest.raises(ScriptError):
        parse_line("enter | do: explode-everything", VOCAB)
    with pytest.raises(CatalogueError) as e:
        GAME.cat.with_cards([{"id": "T-X", "name_en": "Broken", "type": "Resonator", "atk": 1, "def": 1,
                              "abilities": "enter | do: fly-away"}])
    assert "abilities" in str(e.value) and "row" in str(e.value)


def test_blessed_holy_wolf_enter_may_destroy_an_addition():
    """Blessed Holy Wolf [Enter], F-CHASE-8/F-CHASE-9: on entering, its owner may destroy an addition."""
    s = pos({"field": ["Light Magic Stone"] * 2, "hand": ["Blessed Holy Wolf"]}, {"field": ["Certo, the Blazing Volcano"]})
    s, _ = play(s, 0, "play Blessed Holy Wolf pay light light", "pass")
    s, _ = play(s, 1, "pass")
    assert s.asking is not None  # a "may": the controller answers
    s, _ = play(s, 0, "target Certo, the Blazing Volcano")
    s = resolve_all(s)
    assert pview(s, G)["players"][1]["graveyard"] == ["Certo, the Blazing Volcano"]


def test_excalibur_gives_target_attack_and_rests_for_plus_200():
    """Excalibur [Continuous] and [Activate] {Rest}: the J-ruler has Target Attack; +200/+200 (F-WILL-8)."""
    s = pos({"ruler": {"name": "Faria, the Ruler of God Sword", "side": "j_ruler"},
             "field": [{"name": "Excalibur, the God's Sword", "since_turn": 1}]})
    assert "Target Attack" in pview(s, G)["players"][0]["ruler"]["keywords"]
    s, _ = play(s, 0, "activate Excalibur, the God's Sword")
    s = resolve_all(s)
    assert pview(s, G)["players"][0]["ruler"]["atk"] == 1000


def test_excalibur_will_and_banish_abilities():
    """Excalibur [Will] (F-WILL-7: no chase) and its banish ability: Imperishable for the J-ruler."""
    s = pos({"ruler": {"name": "Faria, the Ruler of God Sword", "side": "j_ruler"},
             "field": [{"name": "Excalibur, the God's Sword", "since_turn": 1}],
             "hand": ["Excalibur, the God's Sword"]})
    s2, _ = play(s, 0, "activate Excalibur, the God's Sword ability 2")
    assert pview(s2, G)["players"][0]["will"]["light"] == 1 and not s2.chase
    s3, _ = play(s, 0, "activate Excalibur, the God's Sword ability 3")
    s3 = resolve_all(s3)
    assert "Imperishable" in pview(s3, G)["players"][0]["ruler"]["keywords"]


def test_faria_ruler_pays_ww_for_200_life():
    """Faria, the Sacred Queen [Activate] {W}{W}: gain 200 life (F-REF-3: the cost is the script's)."""
    s = pos({"ruler": "Faria, the Sacred Queen", "field": ["Light Magic Stone"] * 2})
    s, _ = play(s, 0, "activate Faria, the Sacred Queen pay light light")
    s = resolve_all(s)
    assert life(s, 0) == 4200


def test_faria_jruler_enter_puts_a_stone_attack_recovers_regalia_and_gods_breath():
    """Faria, the Ruler of God Sword: [Enter] a stone from the stone deck (F-JUDG-3), recover a regalia when
    attacking, God's Art <God's Breath> recovers all resonators once per game (F-KW-2)."""
    s = pos({"ruler": "Faria, the Sacred Queen", "field": ["Light Magic Stone"] * 2})
    stones = pview(s, G)["players"][0]["stone_deck_count"]
    s, _ = play(s, 0, "judgment pay light light")
    s = resolve_all(s)
    s = resolve_all(s)
    assert pview(s, G)["players"][0]["stone_deck_count"] == stones - 1
    s = pos({"ruler": {"name": "Faria, the Ruler of God Sword", "side": "j_ruler"},
             "field": [{"name": "Excalibur, the God's Sword", "rested": True, "since_turn": 1}]})
    s, _ = play(s, 0, "attack Faria, the Ruler of God Sword")
    s = resolve_all(s)
    assert field(s, 0)["Excalibur, the God's Sword"]["rested"] is False
    s = pos({"ruler": {"name": "Faria, the Ruler of God Sword", "side": "j_ruler"},
             "field": ["Light Magic Stone"] * 6 + [{"name": "Temple Monk", "rested": True}]})
    s, _ = play(s, 0, "art Faria, the Ruler of God Sword <God's Breath> pay light light light light light light")
    s = resolve_all(s)
    assert field(s, 0)["Temple Monk"]["rested"] is False


def test_galahad_attack_life_and_dies_rests_a_resonator():
    """Galahad [Automatic] when it attacks: gain 500; when it goes to the graveyard from the field: rest an
    opponent's resonator (F-CHASE-8)."""
    s = pos({"field": [{"name": "Galahad, the Son of the God", "since_turn": 1}]}, {"field": ["Test Squire"]})
    s, _ = play(s, 0, "attack Galahad, the Son of the God")
    s = resolve_all(s)
    assert life(s, 0) == 4500
    s = pos({"field": [{"name": "Galahad, the Son of the God", "since_turn": 1}, "Fire Magic Stone"],
             "hand": ["Demonflame"]}, {"field": ["Test Squire"]})
    s, _ = play(s, 0, "play Demonflame pay fire -> Galahad, the Son of the God")
    s = resolve_all(s)
    s = resolve_all(s)
    assert field(s, 1)["Test Squire"]["rested"] is True


def test_gawain_pumps_other_knights_and_rests_on_attack():
    """Gawain [Continuous] (F-TYPE-4 reading: while it is on the field): other Knights of the Round Table +200/+200; [Automatic] (F-CHASE-8) on
    attack: rest a resonator."""
    s = pos({"field": [{"name": "Gawain, the Knight of the Sun", "since_turn": 1}, "Galahad, the Son of the God"]},
            {"field": ["Test Squire"]})
    assert field(s, 0)["Galahad, the Son of the God"]["atk"] == 600
    assert field(s, 0)["Gawain, the Knight of the Sun"]["atk"] == 300
    s, _ = play(s, 0, "attack Gawain, the Knight of the Sun")
    assert s.asking is not None
    s, _ = play(s, 0, "target Test Squire")
    s = resolve_all(s)
    assert field(s, 1)["Test Squire"]["rested"] is True


def test_gloria_castle_town_pumps_when_life_is_gained():
    """Gloria's Castle Town [Automatic] when you gain life (F-CHASE-8): a resonator +300/+300."""
    s = pos({"field": ["Gloria's Castle Town", "Light Magic Stone", "Test Giant"], "hand": ["Temple Monk"]})
    s, _ = play(s, 0, "play Temple Monk pay light")
    s = resolve_all(s)
    s = resolve_all(s)
    if s.asking is not None:
        s, _ = play(s, 0, "target Test Giant")
        s = resolve_all(s)
    assert max(c["atk"] for c in field(s, 0).values() if "atk" in c) >= 500


def test_herald_searches_for_another_herald():
    """Herald of Sacred Queen [Enter]: search the deck for one of its name (F-REF-4: then shuffle)."""
    s = pos({"field": ["Light Magic Stone"] * 2, "hand": ["Herald of Sacred Queen"],
             "deck": ["Temple Monk", "Herald of Sacred Queen"]})
    s, _ = play(s, 0, "play Herald of Sacred Queen pay light light")
    s = resolve_all(s)
    s = resolve_all(s)
    assert pview(s, G)["players"][0]["hand"] == ["Herald of Sacred Queen"]


def test_justice_of_gods_sword_needs_its_trigger_condition():
    """Justice of God's Sword [Trigger] (F-CHASE-6, F-CHASE-7): only when an opponent's card attacks or
    blocks; 500 damage to an attacking or blocking resonator."""
    s = pos({"field": [{"name": "Test Giant", "since_turn": 1}]},
            {"field": ["Light Magic Stone"], "standby": [{"name": "Justice of God's Sword", "set_turn": 1}]})
    s, _ = play(s, 0, "activate Test Giant: note x") if False else (s, [])
    s, _ = play(s, 0, "attack Test Giant")
    s, _ = play(s, 0, "pass")
    s, _ = play(s, 1, "play Justice of God's Sword from standby")
    s = resolve_all(s)
    assert field(s, 0)["Test Giant"]["damage"] == 500


def test_order_of_sacred_queen_rests_and_pumps():
    """Order of Sacred Queen [Chant]: rest a resonator; your resonators +400/+400 (F-TYPE-7)."""
    s = pos({"field": ["Light Magic Stone"] * 3 + ["Test Squire"], "hand": ["Order of Sacred Queen"]},
            {"field": ["Test Giant"]})
    s, _ = play(s, 0, "play Order of Sacred Queen pay light light light -> Test Giant")
    s = resolve_all(s)
    assert field(s, 1)["Test Giant"]["rested"] and field(s, 0)["Test Squire"]["atk"] == 900


def test_pride_of_knights_pumps_and_gains_life():
    """Pride of Knights [Chant], a Quickcast (F-TYPE-8): +200/+200 to your J/resonator and 200 life."""
    s = pos({"field": ["Light Magic Stone", "Test Squire"], "hand": ["Pride of Knights"]})
    s, _ = play(s, 0, "play Pride of Knights pay light -> Test Squire")
    s = resolve_all(s)
    assert field(s, 0)["Test Squire"]["atk"] == 700 and life(s, 0) == 4200


def test_temple_monk_enter_gains_400():
    """Temple Monk [Enter]: gain 400 life (F-CHASE-3 then F-CHASE-8)."""
    s = pos({"field": ["Light Magic Stone"], "hand": ["Temple Monk"]})
    s, _ = play(s, 0, "play Temple Monk pay light")
    s = resolve_all(s)
    s = resolve_all(s)
    assert life(s, 0) == 4400


def test_tristan_swiftness_with_another_knight_and_attack_pump():
    """Tristan [Continuous] Swiftness while another Knight is there (F-BTL-2); [Automatic] on attack: your
    resonators +100/+0."""
    s = pos({"field": [{"name": "Tristan, the Knight of Sorrow", "since_turn": 3}, "Galahad, the Son of the God"]})
    assert "Swiftness" in field(s, 0)["Tristan, the Knight of Sorrow"]["keywords"]
    s, _ = play(s, 0, "attack Tristan, the Knight of Sorrow")
    s = resolve_all(s)
    assert field(s, 0)["Galahad, the Son of the God"]["atk"] == 500


def test_veteran_master_pumps_a_cheap_resonator():
    """Veteran Master [Activate] {Rest}: a resonator of total cost 2 or less +200/+200 (F-WILL-8)."""
    s = pos({"field": [{"name": "Veteran Master", "since_turn": 1}, "Test Squire", "Test Giant"]})
    s, _ = play(s, 0, "activate Veteran Master -> Test Squire")
    s = resolve_all(s)
    assert field(s, 0)["Test Squire"]["atk"] == 700


def test_certo_stops_life_gain_and_burns_on_deaths():
    """Certo [Continuous] (F-TYPE-4): players cannot gain life; [Automatic] (F-CHASE-8) a resonator dies: 100 damage to each player."""
    s = pos({"field": ["Certo, the Blazing Volcano", "Light Magic Stone", "Fire Magic Stone"],
             "hand": ["Temple Monk", "Demonflame"]}, {"field": ["Test Bird"]})
    s, _ = play(s, 0, "play Temple Monk pay light")
    s = resolve_all(s)
    s = resolve_all(s)
    assert life(s, 0) == 4000
    s, _ = play(s, 0, "play Demonflame pay fire -> Test Bird")
    s = resolve_all(s)
    s = resolve_all(s)
    assert life(s, 0) == 3900 and life(s, 1) == 3900


def test_demonflame_two_modes():
    """Demonflame [Chant] mode 1: 500 damage; mode 2: destroy a resonator dealt damage this turn (F-CHASE-9)."""
    s = pos({"field": ["Fire Magic Stone"] * 2, "hand": ["Demonflame", "Demonflame"]},
            {"field": ["Test Giant"]})
    s, _ = play(s, 0, "play Demonflame pay fire -> Test Giant")
    s = resolve_all(s)
    assert field(s, 1)["Test Giant"]["damage"] == 500
    s, _ = play(s, 0, "play Demonflame ability 2 pay fire -> Test Giant")
    s = resolve_all(s)
    assert pview(s, G)["players"][1]["graveyard"] == ["Test Giant"]


def test_flame_kings_shout_hits_every_opposing_resonator():
    """Flame King's Shout [Chant] (F-TYPE-7): 400 damage to each resonator the opponent controls."""
    s = pos({"field": ["Fire Magic Stone"] * 3, "hand": ["Flame King's Shout"]}, {"field": ["Test Squire", "Test Giant"]})
    s, _ = play(s, 0, "play Flame King's Shout pay fire fire fire")
    s = resolve_all(s)
    assert pview(s, G)["players"][1]["graveyard"] == ["Test Squire"] and field(s, 1)["Test Giant"]["damage"] == 400


def test_flamewing_wyvern_pays_r_for_200_atk():
    """Flamewing Wyvern [Activate] {R} (F-WILL-3, F-CHASE-2): +200/+0 until end of turn."""
    s = pos({"field": ["Fire Magic Stone", "Flamewing Wyvern"]})
    s, _ = play(s, 0, "activate Flamewing Wyvern pay fire")
    s = resolve_all(s)
    assert field(s, 0)["Flamewing Wyvern"]["atk"] == 800


def test_flash_of_demon_sword_stops_a_blocker():
    """Flash of Demon Sword [Trigger] when your J/resonator attacks: a resonator cannot block (F-BTL-5)."""
    s = pos({"field": [{"name": "Test Giant", "since_turn": 1}, "Fire Magic Stone", "Fire Magic Stone"],
             "standby": [{"name": "Flash of Demon Sword", "set_turn": 1}]}, {"field": ["Test Squire"]})
    s, _ = play(s, 0, "attack Test Giant", "play Flash of Demon Sword from standby -> Test Squire")
    s = resolve_all(s)
    s = passes(s)  # the attack step ends
    assert pview(s, G)["pending"][0]["kind"] != "block"


def test_guinevere_draws_and_pumps():
    """Guinevere [Activate] {Rest}, banish a resonator: draw two; {R},{Rest}: your resonator +400/+400 (F-WILL-8)."""
    s = pos({"field": [{"name": "Guinevere, the Jealous Queen", "since_turn": 1}, "Test Squire"],
             "deck": ["Temple Monk"] * 5})
    s, _ = play(s, 0, "activate Guinevere, the Jealous Queen cost banish Test Squire")
    s = resolve_all(s)
    assert pview(s, G)["players"][0]["hand_count"] == 2 and pview(s, G)["players"][0]["graveyard"] == ["Test Squire"]
    s = pos({"field": [{"name": "Guinevere, the Jealous Queen", "since_turn": 1}, "Test Squire", "Fire Magic Stone"]})
    s, _ = play(s, 0, "activate Guinevere, the Jealous Queen ability 2 pay fire -> Test Squire")
    s = resolve_all(s)
    assert field(s, 0)["Test Squire"]["atk"] == 900


def test_hector_enter_gives_400_atk():
    """Hector de Maris [Enter] (F-CHASE-8, F-CHASE-9): a resonator +400/+0 until end of turn."""
    s = pos({"field": ["Fire Magic Stone"] * 2 + ["Test Squire"], "hand": ["Hector de Maris, the Acolyte of Mad Demon"]})
    s, _ = play(s, 0, "play Hector de Maris, the Acolyte of Mad Demon pay fire fire", "pass")
    s, _ = play(s, 1, "pass")
    if s.asking is not None:
        s, _ = play(s, 0, "target Test Squire")
    s = resolve_all(s)
    assert field(s, 0)["Test Squire"]["atk"] == 900 or field(s, 0)["Hector de Maris, the Acolyte of Mad Demon"]["atk"] == 800


def test_laevateinn_swiftness_bonus_recover_will_and_imperishable():
    """Laevateinn [Continuous] J-ruler Swiftness (F-BTL-2); {Rest}: +200 damage; banish a resonator: recover it;
    [Will] discard another Laevateinn: {R}; banish it: Imperishable."""
    base = {"ruler": {"name": "Melgis, the One Charmed by the Demon Sword", "side": "j_ruler"},
            "field": [{"name": "Laevateinn, the Demon Sword", "since_turn": 1}, "Test Squire"],
            "hand": ["Laevateinn, the Demon Sword"]}
    s = pos(dict(base))
    assert "Swiftness" in pview(s, G)["players"][0]["ruler"]["keywords"]
    s1, _ = play(s, 0, "activate Laevateinn, the Demon Sword")
    s1 = resolve_all(s1)
    s1, _ = play(s1, 0, "attack Melgis, the One Charmed by the Demon Sword")
    s1 = resolve_all(passes(passes(s1)))
    assert life(s1, 1) == 4000 - 1200
    s2, _ = play(s, 0, "activate Laevateinn, the Demon Sword ability 2 cost banish Test Squire")
    assert pview(s2, G)["players"][0]["graveyard"] == ["Test Squire"]
    s3, _ = play(s, 0, "activate Laevateinn, the Demon Sword ability 3")
    assert pview(s3, G)["players"][0]["will"]["fire"] == 1
    s4, _ = play(s, 0, "activate Laevateinn, the Demon Sword ability 4")
    s4 = resolve_all(s4)
    assert "Imperishable" in pview(s4, G)["players"][0]["ruler"]["keywords"]


def test_lancelot_attack_burn_and_r_pump():
    """Lancelot [Automatic] on attack with ATK 1000 or more (F-CHASE-8): 700 damage to a resonator; {R}: +100/+0."""
    s = pos({"field": [{"name": "Lancelot, the Knight of Mad Demon", "since_turn": 1}] + ["Fire Magic Stone"] * 4},
            {"field": ["Test Giant"]})
    for _ in range(4):
        s, _ = play(s, 0, "activate Lancelot, the Knight of Mad Demon pay fire")
        s = resolve_all(s)
    assert field(s, 0)["Lancelot, the Knight of Mad Demon"]["atk"] == 1000
    s, _ = play(s, 0, "attack Lancelot, the Knight of Mad Demon")
    s, _ = play(s, 0, "target Test Giant")  # any resonator: its controller chooses (F-CHASE-9)
    s = resolve_all(s)
    assert field(s, 1)["Test Giant"]["damage"] == 700


def test_melgis_ruler_burns_the_opponent():
    """Melgis, the Flame King [Activate] {R}{R}: 200 damage to the opponent (F-LIFE-2)."""
    s = pos({"ruler": "Melgis, the Flame King", "field": ["Fire Magic Stone"] * 2})
    s, _ = play(s, 0, "activate Melgis, the Flame King pay fire fire")
    s = resolve_all(s)
    assert life(s, 1) == 3800


def test_melgis_jruler_banish_burn_and_unleash():
    """Melgis, the One Charmed by the Demon Sword: {R} + banish a stone or resonator: 300 damage; God's Art
    <Unleash the Demon Sword>: destroy a resonator and gain its ATK (F-KW-2 once per game)."""
    s = pos({"ruler": {"name": "Melgis, the One Charmed by the Demon Sword", "side": "j_ruler"},
             "field": ["Fire Magic Stone"] * 7 + ["Test Squire"]}, {"field": ["Test Giant"]})
    s1, _ = play(s, 0, "activate Melgis, the One Charmed by the Demon Sword pay fire cost banish Test Squire -> Test Giant")
    s1 = resolve_all(s1)
    assert field(s1, 1)["Test Giant"]["damage"] == 300
    s2, _ = play(s, 0, "art Melgis, the One Charmed by the Demon Sword <Unleash the Demon Sword> pay fire fire fire fire fire fire -> Test Giant")
    s2 = resolve_all(s2)
    assert pview(s2, G)["players"][1]["graveyard"] == ["Test Giant"]
    assert pview(s2, G)["players"][0]["ruler"]["atk"] == 1800


def test_rukh_egg_cannot_attack():
    """Rukh Egg [Continuous]: it cannot attack (F-BTL-2)."""
    s = pos({"field": [{"name": "Rukh Egg", "since_turn": 1}]})
    from .helpers import refused

    assert "attack" in refused(s, 0, "attack Rukh Egg", game=G).lower()


def test_whelp_drake_dies_and_burns():
    """Whelp Drake [Automatic] when it goes to the graveyard from the field (F-CHASE-8): 400 damage to a resonator."""
    s = pos({"field": ["Whelp Drake", "Fire Magic Stone"], "hand": ["Demonflame"]}, {"field": ["Test Squire"]})
    s, _ = play(s, 0, "play Demonflame pay fire -> Whelp Drake")
    s = resolve_all(s)
    if s.asking is not None:
        s, _ = play(s, 0, "target Test Squire")
    s = resolve_all(s)
    assert pview(s, G)["players"][1]["graveyard"] == ["Test Squire"]


def test_declared_effects_on_a_scripted_card_are_refused():
    """F-REF-3 (issue 27): a scripted card does what its script says; declared effects are refused."""
    from .helpers import refused

    s = pos({"field": ["Light Magic Stone"], "hand": ["Temple Monk"]})
    assert "script" in refused(s, 0, "play Temple Monk pay light: life +4000 me", game=G)


def test_script_reads_on_the_card():
    """What a player reads about a card is generated from its script (issue 27)."""
    s = pos({"field": ["Temple Monk"]})
    uid = s.players[0].field[-1]
    assert script(Ctx(G.cat, s), uid)
    text = G.describe_card("Temple Monk", "ru") or ""
    assert "400" in text and "Храмовый монах" in text


def test_an_addition_added_to_a_resonator_changes_it_and_falls_off_when_it_leaves():
    """Forced Growth (a pool Addition:Resonator) F-TYPE-4: added to a J/resonator named after "->", its
    [Continuous] gives +400/-400 to that card; F-TYPE-5: when the card leaves, the addition goes to the
    graveyard."""
    s = pos({"field": ["Fire Magic Stone", "Fire Magic Stone", "Test Giant"], "hand": ["Forced Growth", "Demonflame"]},
            {"field": []})
    from .helpers import refused

    assert "F-TYPE-4" in refused(s, 0, "play Forced Growth pay fire", game=G)
    s, _ = play(s, 0, "play Forced Growth pay fire -> Test Giant")
    s = resolve_all(s)
    assert field(s, 0)["Test Giant"]["atk"] == 1200 and field(s, 0)["Test Giant"]["def"] == 400
    s, ev = play(s, 0, "play Demonflame pay fire -> Test Giant")
    s = resolve_all(s)
    assert pview(s, G)["players"][0]["graveyard"] == ["Forced Growth", "Test Giant", "Demonflame"] or \
        sorted(pview(s, G)["players"][0]["graveyard"]) == ["Demonflame", "Forced Growth", "Test Giant"]
    assert "Forced Growth" not in field(s, 0)


def test_mordred_may_banish_another_resonator_to_deal_1000():
    """Mordred, the Traitor [Automatic] when it attacks: you may banish another resonator you control; if you
    do, 1000 damage to a resonator (F-CHASE-8, F-CHASE-9: the banished card and the target are named as it
    goes on the chase; "target none" declines)."""
    from .helpers import refused

    s = pos({"field": [{"name": "Mordred, the Traitor", "since_turn": 1}, "Temple Monk", "Rukh Egg"]},
            {"field": ["Test Giant"]})
    s, _ = play(s, 0, "attack Mordred, the Traitor")
    assert s.asking is not None  # it triggered: its controller names the banished card and the target
    assert "banishes one" in refused(s, 0, "target Test Giant", game=G)
    assert "banishes one" in refused(s, 0, "target Test Giant cost banish Mordred, the Traitor", game=G)
    s, _ = play(s, 0, "target Test Giant cost banish Rukh Egg")
    # banished: to the graveyard (F-AMB-24), so Rukh Egg's "put into a graveyard from the field" triggers
    assert "Rukh Egg" in pview(s, G)["players"][0]["graveyard"]
    assert [c["name"] for c in pview(s, G)["chase"]] == ["Rukh Egg", "Mordred, the Traitor"]
    s = passes(s)  # Rukh Egg's seek resolves first: no fire resonator in this deck, so it finds none
    assert s.picking is not None and s.picking.word == "seek" and not s.picking.cands
    s, _ = play(s, 0, "target none")
    s = resolve_all(s)
    assert pview(s, G)["players"][1]["graveyard"] == ["Test Giant"]


def test_mordred_declined_banishes_nothing():
    """Mordred's ability is a "may" (F-CHASE-9): "target none" declines it, and no resonator is banished."""
    s = pos({"field": [{"name": "Mordred, the Traitor", "since_turn": 1}, "Temple Monk"]}, {"field": ["Test Giant"]})
    s, _ = play(s, 0, "attack Mordred, the Traitor")
    s, ev = play(s, 0, "цель нет")
    assert any(e.kind == "declined" for e in ev) and not pview(s, G)["players"][0]["graveyard"]

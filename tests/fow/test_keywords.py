"""Keyword abilities as rules for every card of the pool, scripted or not (F-KW-1, issue 27).

Each test takes every pool card with the keyword (a spread of up to eight, by id) and checks the rule
on a real position."""

from __future__ import annotations

import pytest

from cards.fow.game import FowGame

from .helpers import GAME, TEST_CARDS, passes, play, position, pview, refused

BOOM = {"id": "T-9", "name_en": "Test Bomb", "name_ru": "Тестовая бомба", "type": "Resonator",
        "attribute": "fire", "cost_symbols": "R", "atk": 100, "def": 100, "keywords": "Explode"}
KGAME = FowGame(GAME.cat.with_cards([*TEST_CARDS, BOOM]))


def pool(keyword: str, types: tuple[str, ...] = ("Resonator",), n: int = 8) -> list[str]:
    ids = sorted(c.id for c in KGAME.cat.cards.values() if keyword in c.keywords and c.type in types
                 and (c.def_ or 0) > 100 and "Mobilize" not in c.keywords)  # [Mobilize] needs will to attack
    step = max(1, len(ids) // n)
    return ids[::step][:n]


def _name(cid: str) -> str:
    return KGAME.cat.card(cid).name_en


def _pos(mine: list, theirs: list, **kw):
    return position([{"name": "Alice", "field": mine, **kw.get("alice", {})},
                     {"name": "Bob", "field": theirs, **kw.get("bob", {})}], game=KGAME)


@pytest.mark.parametrize("cid", pool("Flying"))
def test_flying_is_blocked_only_by_flying(cid):
    """F-BTL-6: an attacker with [Flying] cannot be blocked by a J/resonator without it."""
    s = _pos([{"name": cid, "since_turn": 1}], ["Test Giant", "Test Bird"])
    s, _ = play(s, 0, f"attack {_name(cid)}", game=KGAME)
    s = passes(s, game=KGAME)
    assert "cannot block" in refused(s, 1, "block Test Giant", game=KGAME) or "Can" in refused(
        s, 1, "block Test Giant", game=KGAME)
    s, _ = play(s, 1, "block Test Bird", game=KGAME)
    assert pview(s, KGAME)["battle"]["blocker"] == "Test Bird"


@pytest.mark.parametrize("cid", pool("Swiftness"))
def test_swiftness_attacks_the_turn_it_enters(cid):
    """F-BTL-2, F-WILL-8: [Swiftness] attacks in the turn it came onto the field."""
    s = _pos([{"name": cid, "since_turn": 3}], [])
    s, ev = play(s, 0, f"attack {_name(cid)}", game=KGAME)
    assert any(e.kind == "attack" for e in ev)


@pytest.mark.parametrize("cid", pool("First Strike"))
def test_first_strike_deals_damage_first(cid):
    """F-BTL-12: a [First Strike] attacker that destroys a 100-DEF target takes no damage back."""
    if (KGAME.cat.card(cid).atk or 0) < 100:
        pytest.skip("no ATK to strike with")
    s = _pos([{"name": cid, "since_turn": 1}], [{"name": "Test Bomb", "rested": True}])
    s, _ = play(s, 0, f"attack {_name(cid)} -> Test Bomb", game=KGAME)
    s = passes(passes(s, game=KGAME), game=KGAME)
    assert pview(s, KGAME)["players"][1]["graveyard"] == ["Test Bomb"]
    assert pview(s, KGAME)["players"][0]["field"][0]["damage"] == 0


@pytest.mark.parametrize("cid", pool("Target Attack"))
def test_target_attack_targets_a_recovered_resonator(cid):
    """F-BTL-4: [Target Attack] / [Precision] may attack a recovered J/resonator."""
    s = _pos([{"name": cid, "since_turn": 1}], ["Test Giant"])
    s, ev = play(s, 0, f"attack {_name(cid)} -> Test Giant", game=KGAME)
    assert any(e.kind == "attack" for e in ev)


def _piercers() -> list[str]:
    ids = sorted(c.id for c in KGAME.cat.cards.values() if "Pierce" in c.keywords and c.type == "Resonator"
                 and "Flying" not in c.keywords and "Mobilize" not in c.keywords and (c.atk or 0) > 100
                 and (c.def_ or 0) > 100)
    return ids[:: max(1, len(ids) // 8)][:8]


@pytest.mark.parametrize("cid", _piercers())
def test_pierce_sends_a_blockers_excess_to_the_attacked_player(cid):
    """F-AMB-17 [Pierce]: blocked, the attacker's damage beyond the blocker's lethal damage goes to the object
    it attacked — here the player."""
    atk = KGAME.cat.card(cid).atk or 0
    s = _pos([{"name": cid, "since_turn": 1}], ["Test Bomb"])
    s, _ = play(s, 0, f"attack {_name(cid)}", game=KGAME)
    s = passes(s, game=KGAME)
    s, _ = play(s, 1, "block Test Bomb", game=KGAME)
    s = passes(passes(s, game=KGAME), game=KGAME)
    assert pview(s, KGAME)["players"][1]["life"] == 4000 - (atk - 100)


@pytest.mark.parametrize("cid", _piercers()[:3])
def test_pierce_does_nothing_unblocked_and_hits_an_attacked_card(cid):
    """F-AMB-17: an unblocked attack on a rested resonator sends nothing on to the player; a blocked attack on
    a resonator sends the excess to that resonator."""
    atk = KGAME.cat.card(cid).atk or 0
    s = _pos([{"name": cid, "since_turn": 1}], [{"name": "Test Squire", "rested": True}])
    s, _ = play(s, 0, f"attack {_name(cid)} -> Test Squire", game=KGAME)
    s = passes(passes(s, game=KGAME), game=KGAME)
    assert pview(s, KGAME)["players"][1]["life"] == 4000
    s = _pos([{"name": cid, "since_turn": 1}], [{"name": "Test Giant", "rested": True}, "Test Bomb"])
    s, _ = play(s, 0, f"attack {_name(cid)} -> Test Giant", game=KGAME)
    s = passes(s, game=KGAME)
    s, _ = play(s, 1, "block Test Bomb", game=KGAME)
    s = passes(passes(s, game=KGAME), game=KGAME)
    v = pview(s, KGAME)["players"][1]
    assert v["life"] == 4000
    if atk - 100 >= 800:
        assert "Test Giant" in v["graveyard"]
    else:
        assert next(c for c in v["field"] if c["name"] == "Test Giant")["damage"] == atk - 100


@pytest.mark.parametrize("cid", pool("Drain"))
def test_drain_gains_the_damage_as_life(cid):
    """F-AMB-18 [Drain]: whenever it deals damage, its controller gains that much life."""
    atk = KGAME.cat.card(cid).atk or 0
    s = _pos([{"name": cid, "since_turn": 1}], [])
    s, _ = play(s, 0, f"attack {_name(cid)}", game=KGAME)
    s = passes(passes(s, game=KGAME), game=KGAME)
    v = pview(s, KGAME)["players"]
    assert v[1]["life"] == 4000 - atk and v[0]["life"] == 4000 + atk


def test_explode_destroys_what_it_damages():
    """F-AMB-19 [Explode]: a J/resonator it deals battle damage to is destroyed, whatever its DEF."""
    s = _pos([{"name": "Test Bomb", "since_turn": 1}], [{"name": "Test Giant", "rested": True}])
    s, _ = play(s, 0, "attack Test Bomb -> Test Giant", game=KGAME)
    s = passes(passes(s, game=KGAME), game=KGAME)
    v = pview(s, KGAME)["players"]
    assert v[1]["graveyard"] == ["Test Giant"] and v[0]["graveyard"] == ["Test Bomb"]


@pytest.mark.parametrize("cid", pool("Barrier"))
def test_barrier_cannot_be_targeted_by_the_opponent(cid):
    """F-AMB-20 [Barrier]: the opponent's spells and abilities cannot target it; its controller's can."""
    name = _name(cid)
    s = _pos([{"name": "Test Giant", "since_turn": 1}], [{"name": cid, "since_turn": 1}])
    assert "[Barrier]" in refused(s, 0, f"activate Test Giant: damage 100 to {name}", game=KGAME)


@pytest.mark.parametrize("cid", pool("Quickcast", ("Chant",)))
def test_quickcast_chants_answer_with_priority(cid):
    """F-CHASE-6, F-TYPE-8: a [Quickcast] chant is played with priority outside main timing."""
    d = KGAME.cat.card(cid)
    if d.cost.x or set(d.cost.symbols) - {"fire"}:
        pytest.skip("paid with fire only here")
    stones = ["Fire Magic Stone"] * d.cost.total
    s = position([{"name": "Alice", "field": [{"name": "Test Giant", "since_turn": 1}]},
                  {"name": "Bob", "field": stones, "hand": [cid]}], game=KGAME)
    s, _ = play(s, 0, "activate Test Giant: note go", game=KGAME)
    s, _ = play(s, 0, "pass", game=KGAME)
    s, _ = play(s, 1, f"play {d.name_en}: note answer", game=KGAME)
    assert pview(s, KGAME)["chase"][0]["name"] == d.name_en


def test_awakening_adds_its_cost_and_incarnation_banishes_instead():
    """F-AMB-22: [Awakening] (the additional will cost is paid) and [Incarnation] (resonators banished instead of
    the will cost), for pool cards that have them."""
    aw = next(c for c in KGAME.cat.cards.values() if c.type == "Resonator" and c.awakening is not None
              and not c.awakening.x and not c.cost.x and set(c.cost.symbols + c.awakening.symbols) <= {"fire"})
    total = aw.cost.total + aw.awakening.total
    s = _pos(["Fire Magic Stone"] * total, [], alice={"hand": [aw.id]})
    assert "short" in refused(s, 0, f"play {aw.name_en} awaken pay " + "fire " * (total - 1), game=KGAME).lower() \
        or "will" in refused(s, 0, f"play {aw.name_en} awaken pay " + "fire " * (total - 1), game=KGAME).lower()
    s2, _ = play(s, 0, f"play {aw.name_en} awaken pay " + "fire " * total, game=KGAME)
    assert s2.chase[-1].awakened
    inc = next(c for c in KGAME.cat.cards.values() if c.incarnation and all("fire" in sl for sl in c.incarnation)
               and c.type in ("Resonator", "Chant"))
    fodder = [{"name": "Test Bird", "since_turn": 1}] * len(inc.incarnation)
    s = _pos(fodder, [], alice={"hand": [inc.id]})
    s3, _ = play(s, 0, f"play {inc.name_en} incarnation " + "; ".join(["Test Bird"] * len(inc.incarnation)),
                 game=KGAME)
    v = pview(s3, KGAME)["players"][0]
    assert v["graveyard"] == ["Test Bird"] * len(inc.incarnation) and pview(s3, KGAME)["chase"][0]["name"] == inc.name_en


STONE_OF = {"light": "Light Magic Stone", "fire": "Fire Magic Stone", "water": "Water Magic Stone",
            "wind": "Wind Magic Stone", "darkness": "Darkness Magic Stone"}


def _remnants() -> list[str]:
    ids = sorted(c.id for c in KGAME.cat.cards.values() if "Remnant" in c.keywords and c.type == "Chant"
                 and not c.cost.x and c.cost.total <= 8 and set(c.cost.symbols) <= set(STONE_OF))
    return ids[:: max(1, len(ids) // 8)][:8]


@pytest.mark.parametrize("cid", _remnants())
def test_remnant_is_played_from_the_graveyard_for_its_cost_and_then_removed(cid):
    """F-AMB-21 [Remnant], the pool's alternative zone to pay from (F-TYPE-7): a chant with it may be played from its
    owner's graveyard by paying its cost, and then goes to the removed area instead of the graveyard; a chant
    without it played from the graveyard is marked as declared (F-REF-7)."""
    card = KGAME.cat.card(cid)
    stones = [STONE_OF[a] for a in card.cost.symbols] + ["Fire Magic Stone"] * card.cost.number
    s = position([{"name": "Alice", "field": stones, "graveyard": [cid]}, {"name": "Bob"}], game=KGAME)
    pay = " ".join(s_ for a in card.cost.symbols for s_ in [a]) + " fire" * card.cost.number
    if card.cost.total > 1:
        short = " ".join(pay.split()[:-1])
        assert "will" in refused(s, 0, f"play {card.name_en} from graveyard pay {short}", game=KGAME).lower()
    s, ev = play(s, 0, f"play {card.name_en} from graveyard pay {pay}".replace("pay  ", "pay "), game=KGAME)
    assert not any(e.kind == "declared_graveyard_play" for e in ev)
    s = passes(s, game=KGAME)
    while s.chase:
        s = passes(s, game=KGAME)
    v = pview(s, KGAME)["players"][0]
    assert card.name_en in v["removed"] and card.name_en not in v["graveyard"]


def test_a_chant_without_remnant_from_the_graveyard_is_declared():
    """F-REF-7: playing a chant from the graveyard without [Remnant] is the player's declaration, marked so."""
    s = position([{"name": "Alice", "field": ["Fire Magic Stone"], "graveyard": ["Demonflame"]}, {"name": "Bob"}],
                 game=KGAME.__class__(KGAME.cat.without_scripts()))
    g = KGAME.__class__(KGAME.cat.without_scripts())
    s, ev = play(s, 0, "play Demonflame from graveyard pay fire", game=g)
    assert any(e.kind == "declared_graveyard_play" for e in ev)

"""Keyword abilities of the pool that the engine now treats as rules (F-AMB-12 on, issue 27), and pool-wide
tests of the older ones that had only a test card (Imperishable, Untouchable).

Each test takes every pool card with the keyword (a spread of up to eight, by id) on a real position."""

from __future__ import annotations

import pytest

from cards.core import JUDGE, PUBLIC

from .helpers import passes, play, position, pview, refused
from .test_keywords import KGAME, STONE_OF, _name, _pos


def spread(keyword: str, types: tuple[str, ...], n: int = 8, ok=lambda d: True) -> list[str]:
    ids = sorted(c.id for c in KGAME.cat.cards.values() if keyword in c.keywords and c.type in types and ok(c))
    return ids[:: max(1, len(ids) // n)][:n]


@pytest.mark.parametrize("cid", spread("Eternal", ("Resonator",), ok=lambda d: (d.def_ or 0) < 800))
def test_eternal_is_not_destroyed_by_battle_damage_F_AMB_12(cid):
    """F-AMB-12: a J/resonator with [Eternal] whose damage reaches its DEF stays on the field (F-BTL-11 does
    not destroy it); the damage stays on it."""
    s = _pos([{"name": "Test Giant", "since_turn": 1}], [{"name": cid, "rested": True}])
    s, _ = play(s, 0, f"attack Test Giant -> {_name(cid)}", game=KGAME)
    s = passes(passes(s, game=KGAME), game=KGAME)
    v = pview(s, KGAME)["players"][1]
    assert [c["name"] for c in v["field"]] == [_name(cid)] and v["graveyard"] == []
    assert v["field"][0]["damage"] == 800


@pytest.mark.parametrize("cid", spread("Eternal", ("Resonator", "Addition"), ok=lambda d: "Barrier" not in d.keywords))
def test_eternal_is_not_destroyed_by_an_effect_F_AMB_12(cid):
    """F-AMB-12: a "destroy" effect on a card with [Eternal] does nothing; the thread says why."""
    s = _pos([{"name": "Test Giant", "since_turn": 1}], [cid])
    s, _ = play(s, 0, f"activate Test Giant: destroy {_name(cid)}", "pass", game=KGAME)
    s, ev = play(s, 1, "pass", game=KGAME)
    assert _name(cid) in [c["name"] for c in pview(s, KGAME)["players"][1]["field"]]
    said = [KGAME.render_event(e, lang) for e in ev if e.kind == "eternal_kept" for lang in ("en", "ru")]
    assert "[Eternal]" in said[0] and "[Вечность]" in said[1]


def test_a_card_without_eternal_is_destroyed_F_AMB_12():
    """F-AMB-12 against F-BTL-11: the same attack destroys a card without the keyword."""
    s = _pos([{"name": "Test Giant", "since_turn": 1}], [{"name": "Test Squire", "rested": True}])
    s, _ = play(s, 0, "attack Test Giant -> Test Squire", game=KGAME)
    s = passes(passes(s, game=KGAME), game=KGAME)
    assert pview(s, KGAME)["players"][1]["graveyard"] == ["Test Squire"]


@pytest.mark.parametrize("cid", spread("Stealth", ("Resonator",)))
def test_stealth_is_played_from_the_standby_area_without_its_cost_F_AMB_13(cid):
    """F-AMB-13: a [Stealth] card set in the standby area (F-MAIN-2) is played from there without paying its
    cost, with priority, when its condition is met (the condition is declared, F-REF-5/F-REF-7); it is on the
    chase as a standby play and enters the field when it resolves (F-CHASE-3)."""
    name = _name(cid)
    s = position([{"name": "Alice", "field": [{"name": "Test Giant", "since_turn": 1}]},
                  {"name": "Bob", "standby": [cid]}], game=KGAME)
    s, _ = play(s, 0, "activate Test Giant: note go", "pass", game=KGAME)
    s, _ = play(s, 1, f"play {name} from standby", game=KGAME)  # no stones at all: no cost to pay
    assert pview(s, KGAME)["chase"][0]["name"] == name and pview(s, KGAME)["chase"][0]["kind"] == "trigger"
    s = passes(s, game=KGAME)
    assert name in [c["name"] for c in pview(s, KGAME)["players"][1]["field"]]


def test_a_resonator_without_stealth_or_trigger_is_not_played_from_standby_F_AMB_13():
    """F-AMB-13, F-CHASE-7: only [Trigger] and [Stealth] cards are played from the standby area."""
    s = position([{"name": "Alice", "standby": ["Test Giant"]}, {"name": "Bob"}], game=KGAME)
    assert "Trigger" in refused(s, 0, "play Test Giant from standby", game=KGAME)


def test_stealth_is_not_played_in_the_turn_it_was_set_F_AMB_13_F_CHASE_7():
    cid = spread("Stealth", ("Resonator",))[0]
    s = position([{"name": "Alice", "field": ["Fire Magic Stone"] * 2, "hand": [cid]}, {"name": "Bob"}], game=KGAME)
    s, _ = play(s, 0, f"set {_name(cid)} pay fire fire", game=KGAME)
    assert "turn it was set" in refused(s, 0, f"play {_name(cid)} from standby", game=KGAME)


@pytest.mark.parametrize("cid", spread("Imperishable", ("J-Ruler",)))
def test_imperishable_j_rulers_of_the_pool_keep_judgment_F_JUDG_6(cid):
    """F-JUDG-6 for every pool J-ruler with [Imperishable]: destroyed, it returns to the ruler area and may
    perform Judgment again (it is not marked as having lost it)."""
    ruler = next(c for c in KGAME.cat.cards.values() if c.j_ruler == cid)
    s = position([{"name": "Alice", "ruler": {"name": ruler.id, "side": "j_ruler"}, "field": ["Test Squire"]},
                  {"name": "Bob"}], game=KGAME)
    s, _ = play(s, 0, f"activate Test Squire: destroy {_name(cid)}", game=KGAME)
    s = passes(s, game=KGAME)
    r = pview(s, KGAME)["players"][0]["ruler"]
    assert (r["side"], r["judgment_lost"]) == ("ruler", False)


@pytest.mark.parametrize("cid", spread("Untouchable", ("Chant", "Resonator", "Addition"), ok=lambda d: ":" not in d.name_en))
def test_untouchable_cannot_be_cancelled_on_the_chase(cid):
    """[Untouchable]: a card with it on the chase cannot be cancelled (F-AMB-14; F-CHASE-9)."""
    d = KGAME.cat.card(cid)
    if d.cost.x or set(d.cost.symbols) - set(STONE_OF):
        pytest.skip("no stone pays it here")
    stones = [STONE_OF[a] for a in d.cost.symbols] + ["Fire Magic Stone"] * d.cost.number
    s = position([{"name": "Alice", "field": stones, "hand": [cid]},
                  {"name": "Bob", "field": [{"name": "Test Giant", "since_turn": 1}]}], game=KGAME)
    s, _ = play(s, 0, f"play {d.name_en}", "pass", game=KGAME)
    assert "Untouchable" in refused(s, 1, "activate Test Giant: cancel 1", game=KGAME)


def _seal_cards() -> list[str]:
    return spread("Seal", ("Resonator", "Addition", "Chant", "Regalia"), ok=lambda d: d.seal is not None)


@pytest.mark.parametrize("cid", _seal_cards())
def test_seal_is_released_with_n_magic_stones_F_AMB_15(cid):
    """F-AMB-15: a [Seal] (N) card's sealed text works while its controller controls N or more magic stones
    (N read from the card's data, e.g. "Seal 5"); with N - 1 it is sealed."""
    from cards.fow.ctx import Ctx

    n = KGAME.cat.card(cid).seal
    zone = "hand" if KGAME.cat.card(cid).type == "Chant" else "field"
    for stones, released in ((n - 1, False), (n, True)):
        here = {"field": ["Fire Magic Stone"] * stones, "hand": []}
        here[zone] = here[zone] + [cid]
        s = position([{"name": "Alice", **here}, {"name": "Bob"}], game=KGAME)
        uid = next(u for u, c in s.cards.items() if c.cid == cid)
        assert Ctx(KGAME.cat, s).released(uid, 0) is released


@pytest.mark.parametrize("cid", spread("Null", ("Resonator", "Addition", "Regalia")))
def test_null_is_released_with_an_empty_hand_F_AMB_15(cid):
    """F-AMB-15: a [Null] card's text works while its controller has no cards in his hand."""
    from cards.fow.ctx import Ctx

    for hand, released in ((["Test Squire"], False), ([], True)):
        s = position([{"name": "Alice", "field": [cid], "hand": hand}, {"name": "Bob"}], game=KGAME)
        uid = next(u for u, c in s.cards.items() if c.cid == cid)
        assert Ctx(KGAME.cat, s).released(uid, 0) is released


SEALED = {"id": "T-20", "name_en": "Test Sealed Drake", "name_ru": "Тестовый запечатанный дракон", "type": "Resonator",
          "attribute": "fire", "cost_symbols": "R", "atk": 400, "def": 400, "keywords": "Seal 3",
          "abilities": "continuous | if: seal | do: give flying self"}
HOLLOW = {"id": "T-21", "name_en": "Test Hollow Drake", "name_ru": "Тестовый пустой дракон", "type": "Resonator",
          "attribute": "fire", "cost_symbols": "R", "atk": 400, "def": 400, "keywords": "Null",
          "abilities": "continuous | if: null | do: give flying self"}


def test_a_scripted_seal_or_null_text_works_only_while_released_F_AMB_15():
    """F-AMB-15 in the ability language: ``if: seal`` / ``if: null`` — the sealed text (here [Flying]) is on
    with three stones and off with two; the null text is on with an empty hand and off with a card in it."""
    from cards.fow.game import FowGame

    from .helpers import TEST_CARDS

    g = FowGame(KGAME.cat.with_cards([*TEST_CARDS, SEALED, HOLLOW]))

    def kws(stones: int, hand: list[str], name: str) -> list[str]:
        s = position([{"name": "Alice", "field": ["Fire Magic Stone"] * stones + [name], "hand": hand},
                      {"name": "Bob"}], game=g)
        return next(c for c in pview(s, g)["players"][0]["field"] if c["name"] == name)["keywords"]

    assert "Flying" in kws(3, ["Test Squire"], "Test Sealed Drake")
    assert "Flying" not in kws(2, ["Test Squire"], "Test Sealed Drake")
    assert "Flying" in kws(0, [], "Test Hollow Drake")
    assert "Flying" not in kws(0, ["Test Squire"], "Test Hollow Drake")


ENERGIZE_DECK = ("deck ruler: {ruler}; main: 4 Temple Monk; 4 Rukh Egg; 4 Demonflame; 4 Blessed Holy Wolf; "
                 "4 Gwiber, the White Dragon; 4 Gloria's Castle Town; 4 Galahad, the Son of the God; "
                 "4 Dragoon of Certo; 4 Veteran Master; 4 Order of Sacred Queen; stones: 10 Fire Magic Stone")


def _energized(ruler: str, seat_first: int):
    from .helpers import GAME, fresh

    s, _ = GAME.play(fresh(seed=3), 0, ENERGIZE_DECK.format(ruler=ruler))
    s, _ = GAME.play(s, 1, "deck starter faria")
    s, _ = GAME.play(s, s.chooser, "first" if s.chooser == seat_first else "second")
    events = []
    for seat in (seat_first, 1 - seat_first):
        s, ev = GAME.play(s, seat, "mulligan none")
        events += ev
    return s, events


@pytest.mark.parametrize("cid", spread("Energize", ("Ruler",), ok=lambda d: "/" not in d.attribute))
def test_energize_gives_the_second_player_a_will_coin_F_AMB_16(cid):
    """F-AMB-16: as the game starts, the player not going first whose ruler has [Energize] gets a will coin;
    "will coin" banishes it for one will of its attribute, without the chase (F-WILL-7), once."""
    from .helpers import GAME

    d = GAME.cat.card(cid)
    s, events = _energized(cid, seat_first=1)
    assert GAME.view(s, JUDGE)["players"][0]["coins"] == ["/".join(d.energize)]
    said = [GAME.render_event(e, lang) for e in events if e.kind == "coin_got" for lang in ("en", "ru")]
    assert "[Energize]" in said[0] and "[Заряд]" in said[1]
    assert "coin" in GAME.render_table(s, PUBLIC, "en").lower()
    while s.turn_player != 0 or s.priority != 0 or s.phase != "main":
        s, _ = GAME.play(s, s.priority, "pass")
    s, ev = GAME.play(s, 0, "will coin")
    v = GAME.view(s, JUDGE)["players"][0]
    assert v["coins"] == [] and v["will"][d.energize[0]] == 1 and not s.chase
    assert "no will coin" in refused(s, 0, "will coin", game=GAME)


def test_energize_gives_no_coin_to_the_first_player_F_AMB_16():
    s, _ = _energized("SDL1-009", seat_first=0)
    from .helpers import GAME

    assert GAME.view(s, JUDGE)["players"][0]["coins"] == []


def test_a_coin_of_two_attributes_produces_the_one_named_F_AMB_16():
    """F-AMB-16: a dual [Energize] (e.g. {W}{G}) gives a coin that produces either; the post names which."""
    from .helpers import GAME

    cid = next(c.id for c in sorted(GAME.cat.cards.values(), key=lambda c: c.id) if len(c.energize) == 2)
    a, b = GAME.cat.card(cid).energize
    s, _ = _energized(cid, seat_first=1)
    while s.turn_player != 0 or s.priority != 0 or s.phase != "main":
        s, _ = GAME.play(s, s.priority, "pass")
    assert "either" in refused(s, 0, "will coin", game=GAME)
    s, _ = GAME.play(s, 0, f"will coin {b}")
    assert GAME.view(s, JUDGE)["players"][0]["will"][b] == 1


def test_a_state_pickled_before_will_coins_loads_without_one_F_AMB_16():
    """A match saved before the coin slot existed resumes: its players load with no coin."""
    import pickle

    from cards.fow.state import Player

    p = Player("Alice")
    state = p.__reduce_ex__(2)[2]
    slots = dict(state[1] if isinstance(state, tuple) else state)
    del slots["coins"]
    q = Player.__new__(Player)
    q.__setstate__((None, slots))
    assert q.coins == () and q.name == "Alice"
    assert pickle.loads(pickle.dumps(p)).coins == ()


def _mobilizers() -> list[str]:
    return spread("Mobilize", ("Resonator",), ok=lambda d: d.mobilize is not None and d.mobilize.total > 0
                  and not d.mobilize.x and not set(d.mobilize.symbols) - set(STONE_OF) and ":" not in d.name_en)


def _stones_for(cid: str) -> list[str]:
    cost = KGAME.cat.card(cid).mobilize
    return [STONE_OF[a] for a in cost.symbols] + ["Fire Magic Stone"] * cost.number


@pytest.mark.parametrize("cid", _mobilizers())
def test_mobilize_attacks_only_when_its_cost_is_paid_F_AMB_23(cid):
    """F-AMB-23: a resonator with [Mobilize] attacks only if its controller pays the cost (F-WILL-5: in full);
    without the will the attack is refused and nothing changes."""
    s = _pos([{"name": cid, "since_turn": 1}], [])
    assert "will" in refused(s, 0, f"attack {_name(cid)}", game=KGAME).lower()
    s = _pos([{"name": cid, "since_turn": 1}, *_stones_for(cid)], [])
    s, ev = play(s, 0, f"attack {_name(cid)}", game=KGAME)
    assert any(e.kind == "mobilized" for e in ev) and pview(s, KGAME)["battle"]["attacker"] == _name(cid)
    assert all(c["rested"] for c in pview(s, KGAME)["players"][0]["field"])


@pytest.mark.parametrize("cid", _mobilizers()[:3])
def test_mobilize_blocks_only_when_its_cost_is_paid_F_AMB_23(cid):
    """F-AMB-23: the same for a block: the defender pays the [Mobilize] cost as he blocks."""
    for stones, ok in (([], False), (_stones_for(cid), True)):
        s = _pos([{"name": "Test Giant", "since_turn": 1}], [cid, *stones])
        s, _ = play(s, 0, "attack Test Giant", game=KGAME)
        s = passes(s, game=KGAME)
        if ok:
            s, ev = play(s, 1, f"block {_name(cid)}", game=KGAME)
            assert any(e.kind == "mobilized" for e in ev) and pview(s, KGAME)["battle"]["blocker"] == _name(cid)
        else:
            assert "will" in refused(s, 1, f"block {_name(cid)}", game=KGAME).lower()


def test_a_mobilize_payment_reads_back_from_its_canonical_post_F_AMB_23():
    """F-AMB-23: "attack <card> pay <stones>" and "block <card> pay <stones>" parse, and their canonical form
    reads back to the same move (the stones named)."""
    cid = _mobilizers()[0]
    stones = _stones_for(cid)
    s = _pos([{"name": cid, "since_turn": 1}, *stones], [])
    words = " ".join(KGAME.cat.card(cid).mobilize.symbols + ("fire",) * KGAME.cat.card(cid).mobilize.number)
    action = KGAME.parse(s, 0, f"attack {_name(cid)} pay {words}")
    assert action.pay is not None and len(action.pay) == len(stones)
    assert KGAME.parse(s, 0, KGAME.canonical(s, 0, action)) == action

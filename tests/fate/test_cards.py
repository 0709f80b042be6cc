"""Scripted cards (issue 28): one test per scripted Heroic Spirit skill, Mystic Code and Scene card, naming
the card and the FA- rule; one per response window (FA-REF-6); refusals of what a card does not allow."""

from __future__ import annotations

from typing import Any

from .helpers import CARDS, NAMES, master, moves, ok, player, position, refused

TEST_CARDS = [c for c in CARDS if c["sheet"] != "Mystic Codes"]  # the real (scripted) Mystic Codes


def battle_at(process: str, alice: dict[str, Any] | None = None, boris: dict[str, Any] | None = None,
              posts: tuple[tuple[str, str], ...] = (), n: int = 3, **over: Any) -> dict[str, Any]:
    """Alice attacks Boris (physical), the battle in ``process``."""
    players = [master("Alice", **(alice or {})), master("Boris", **(boris or {}))]
    players += [master(NAMES[i]) for i in range(2, n)]
    battle = {"attacker": "Alice", "defender": "Boris", "process": process, "attack_type": "physical"}
    if process in ("response", "response_damage", "retreat"):
        battle["response_type"] = "physical"
    return position(players=players, cards=TEST_CARDS, step="battle", battle={**battle, **over.pop("battle", {})},
                    moves=moves(*posts), **over)


def log_has(out: dict[str, Any], text: str) -> bool:
    return any(text in line for line in out["log"])


# ------------------------------------------------------------------------------------ Mystic Codes
def test_azoth_sword_attack_window():
    """Azoth Sword (house card): FA-REF-6 attack window, FA-COST-1 T: the attack window waits for Alice,
    whose sword rests for P.ATK +2 before the attacker's damage is computed (FA-BTLP-12)."""
    data = battle_at("attack", alice={"field": [{"name": "Azoth Sword"}]})
    assert ok(data)["pending"] == [{"player": "Alice", "kind": "window"}]
    out = ok(battle_at("attack", alice={"field": [{"name": "Azoth Sword"}]}, posts=(("Alice", "activate Azoth Sword"),)))
    assert player(out, "Alice")["field"][0]["state"] == "resting"
    assert log_has(out, "Attacker's damage (Alice): 2.")  # (4 + 2) − 4
    out = ok(battle_at("attack", alice={"field": [{"name": "Azoth Sword"}]}, posts=(("Alice", "pass"),)))
    assert out["pending"] == [{"player": "Alice", "kind": "window"}]  # timed for the damage process too
    out = ok(battle_at("attack", alice={"field": [{"name": "Azoth Sword"}]}, posts=(("Alice", "pass"),) * 2))
    assert log_has(out, "Attacker's damage (Alice): 1.")  # 4 − 4: equal → 1


def test_ruby_pendant_damage_window_compound_cost():
    """Ruby Pendant (house card, the seed's cost D1,2+R2): FA-COST-5, FA-COST-6 — on 4 nothing more is
    paid and nothing happens; on 1 two cards rest and P.ATK/M.ATK +3 (FA-REF-6 damage window)."""
    field = [{"name": "Ruby Pendant"}, {"name": "Bounded Field"}]
    out = ok(battle_at("damage", alice={"field": field}, chance=[4], posts=(("Alice", "activate Ruby Pendant"),)))
    assert [c["state"] for c in player(out, "Alice")["field"]] == ["standing", "standing"]
    assert log_has(out, "Cost roll for Alice: 4 (needs 1,2).") and log_has(out, "Attacker's damage (Alice): 1.")
    out = ok(battle_at("damage", alice={"field": field}, chance=[1], posts=(("Alice", "activate Ruby Pendant"),)))
    rested = [c["state"] for c in player(out, "Alice")["field"]] + [player(out, "Alice")["servant"]["state"]]
    assert rested.count("resting") == 2 and log_has(out, "Attacker's damage (Alice): 3.")


def test_ruby_pendant_refuses_what_the_card_does_not_allow():
    """FA-REF-5, issue 28: a scripted card does only what its script says — no declared effect or cost,
    no [Permanent] on an [Activated] card, and a Servant of scripted cards declares nothing."""
    field = [{"name": "Ruby Pendant"}, {"name": "Bounded Field"}]
    err = refused(battle_at("damage", alice={"field": field}, posts=(("Alice", "activate Ruby Pendant: patk +3"),)))
    assert "scripted (cost D1,2+R2)" in err and '"activate Ruby Pendant"' in err
    err = refused(battle_at("damage", alice={"field": field},
                            posts=(("Alice", "activate Ruby Pendant permanent: patk +3"),)))
    assert "no [Permanent] effect" in err
    art = {"servant": {"heroic_spirit": "Artoria", "class": "Saber", "face_down": False}}
    err = refused(position(players=[master("Alice", **art), master("Boris")], cards=TEST_CARDS,
                           moves=moves(("Alice", "activate servant: prana +9"))))
    assert "scripted" in err
    err = refused(position(players=[master("Alice", field=field), master("Boris")], cards=TEST_CARDS,
                           moves=moves(("Alice", "activate Ruby Pendant"))))
    assert "another step or process" in err  # timed for the damage processes, not the ritual step


def test_mystic_eyes_permanent_while_defending():
    """Mystic Eyes (house card): FA-EFF-1 [Permanent] P.DEF +1 while its Master's Servant is attacked;
    none while face down (FA-STATE-5)."""
    out = ok(battle_at("damage", boris={"field": [{"name": "Mystic Eyes"}], "servant": {
        "heroic_spirit": "Four", "class": "Plain", "face_down": False}}))
    assert log_has(out, "Attacker's damage (Alice): 0.")  # 4 − 5
    out = ok(battle_at("damage", boris={"field": [{"name": "Mystic Eyes", "face_down": True}]}))
    assert log_has(out, "Attacker's damage (Alice): 1.")


def test_bounded_field_permanent():
    """Bounded Field (house card): FA-EFF-1 M.DEF +1 at all times while face up, resting included (FA-STATE-3)."""
    out = ok(position(players=[master("Alice", field=[{"name": "Bounded Field", "state": "resting"}]),
                               master("Boris")], cards=TEST_CARDS))
    assert player(out, "Alice")["servant"]["mdef"] == 5


def test_holy_shroud_response_damage_window():
    """Holy Shroud (house card): FA-REF-6 response damage window, FA-COST-2 R1: the attacker's P.DEF +1."""
    out = ok(battle_at("response_damage", alice={"field": [{"name": "Holy Shroud"}]},
                       boris={"servant": {"heroic_spirit": "Five", "class": "Plain", "face_down": False}},
                       posts=(("Alice", "activate Holy Shroud rest Holy Shroud"),)))
    assert log_has(out, "Response damage (Boris): 0.")  # 5 − (4 + 1)
    assert player(out, "Alice")["field"][0]["state"] == "resting"


def test_familiar_draw_window():
    """Familiar (house card): FA-REF-6 draw step window, FA-TURN-2 — only its Master, in his own draw step."""
    data = position(players=[master("Alice", field=[{"name": "Familiar"}]), master("Boris")], cards=TEST_CARDS,
                    step="draw")
    out = ok(data)
    assert out["pending"] == [{"player": "Alice", "kind": "window"}]
    out = ok({**data, "moves": moves(("Alice", "activate Familiar"))})
    assert player(out, "Alice")["hand_count"] == 3 and out["step"] == "ritual"


def test_alchemic_elixir_stand_window():
    """Alchemic Elixir (house card): FA-REF-6 stand step window, compound T+E1: prana +1."""
    data = position(players=[master("Alice", field=[{"name": "Alchemic Elixir"}], prana=5), master("Boris")],
                    cards=TEST_CARDS, step="stand", moves=moves(("Alice", "activate Alchemic Elixir")))
    out = ok(data)
    assert player(out, "Alice")["prana"] == 6 and log_has(out, "Alice discards")


def test_gem_magecraft_battle_window():
    """Gem Magecraft (house card): FA-REF-6 battle process window, FA-COST-4 E1: M.ATK +2."""
    out = ok(battle_at("battle", alice={"field": [{"name": "Gem Magecraft"}]},
                       posts=(("Alice", "activate Gem Magecraft"),)))
    assert player(out, "Alice")["servant"]["matk"] == 6 and player(out, "Alice")["hand_count"] == 1
    out = ok(battle_at("battle", alice={"field": [{"name": "Gem Magecraft"}], "hand": []}))
    assert {"player": "Alice", "kind": "window"} not in out["pending"]  # E1 cannot be paid: nothing usable


def test_contract_scroll_targets_another_master_any_time():
    """Contract Scroll (house card): FA-COST-3 D1,2,3 and a target Master other than you: mark "Geas"."""
    data = position(players=[master("Alice", field=[{"name": "Contract Scroll"}]), master("Boris")],
                    cards=TEST_CARDS, chance=[2], moves=moves(("Alice", "activate Contract Scroll @Boris")))
    assert player(ok(data), "Boris")["marks"] == ["Geas"]
    assert "Master it targets" in refused({**data, "moves": moves(("Alice", "activate Contract Scroll"))})
    assert "cannot be the target" in refused({**data, "moves": moves(("Alice", "activate Contract Scroll @Alice"))})


def test_magic_crest_permanent_while_attacking():
    """Magic Crest (house card): FA-EFF-1 M.ATK +1 only while its Master's Servant attacks."""
    out = ok(battle_at("battle", alice={"field": [{"name": "Magic Crest"}]}))
    assert out["battle"] is not None and player(out, "Alice")["servant"]["matk"] == 5
    out = ok(position(players=[master("Alice", field=[{"name": "Magic Crest"}]), master("Boris")], cards=TEST_CARDS))
    assert player(out, "Alice")["servant"]["matk"] == 4


def test_prana_crystal_retreat_window():
    """Prana Crystal (house card): FA-REF-6 retreat window, a prana cost: the wounded Servant stands again."""
    out = ok(battle_at("retreat", boris={"field": [{"name": "Prana Crystal"}],
                                         "servant": {"heroic_spirit": "Four", "class": "Plain", "state": "resting",
                                                     "face_down": False}},
                       posts=(("Boris", "activate Prana Crystal"),)))
    boris = player(out, "Boris")
    assert boris["servant"]["state"] == "standing" and boris["prana"] == 9 and out["battle"] is None


# ------------------------------------------------------------------------------ Heroic Spirits
ARTORIA = {"servant": {"heroic_spirit": "Artoria", "class": "Saber", "face_down": False},
           "field": [{"name": "Bounded Field"}, {"name": "Bounded Field"}, {"name": "Bounded Field"}]}


def test_artoria_excalibur_in_the_damage_process():
    """H-001 Artoria, Noble Phantasm Excalibur (R4, damage-judgement process; reference facts): every
    stat up for the turn (FA-COST-2: the Servant counts once among the four)."""
    out = ok(battle_at("damage", alice=ARTORIA, posts=(("Alice", "activate Excalibur"),)))
    sv = player(out, "Alice")["servant"]
    assert (sv["patk"], sv["pdef"], sv["matk"], sv["mdef"]) == (7 + 6, 6 + 4, 3 + 6, 3 + 3 + 4 + 1)
    assert log_has(out, "activates Artoria: Excalibur (cost R4)")
    assert "another step or process" in refused(battle_at("battle", alice=ARTORIA,
                                                          posts=(("Alice", "activate Excalibur"),)))


def test_noble_phantasm_by_its_russian_name():
    """H-001 Artoria, Excalibur (FA-REF-3: an effect is used by naming it): «активировать Экскалибур» names
    the same ability, and the Russian thread calls it «Артурия: Экскалибур» (issue 28 words)."""
    from cards.fate.abilities import _label
    from cards.fate.catalogue import default_catalogue

    out = ok(battle_at("damage", alice=ARTORIA, posts=(("Alice", "активировать Экскалибур"),)))
    assert log_has(out, "activates Artoria: Excalibur (cost R4)")
    artoria = default_catalogue().card("H-001")
    assert [_label(artoria, i, "ru") for i in (0, 1)] == ["Артурия: Экскалибур", "Артурия: Авалон"]


def test_artoria_avalon_any_time():
    """H-001 Artoria, Avalon (D1·2+R4, any time; its captured part: recover 2 prana): FA-COST-3, FA-COST-6 —
    on 2 four of his cards rest and 2 prana come back; on 3 nothing more is paid and nothing happens."""
    data = position(players=[master("Alice", prana=5, **ARTORIA), master("Boris")], cards=TEST_CARDS, chance=[2],
                    moves=moves(("Alice", "activate Avalon")))
    alice = player(ok(data), "Alice")
    assert alice["prana"] == 7 and alice["servant"]["state"] == "resting"
    assert [c["state"] for c in alice["field"]] == ["resting"] * 3  # R4: three Mystic Codes and the Servant
    missed = player(ok({**data, "chance": [3]}), "Alice")
    assert missed["prana"] == 5 and missed["servant"]["state"] == "standing"
    assert player(ok({**data, "moves": moves(("Alice", "activate servant 2"))}), "Alice")["prana"] == 7


# ----------------------------------------------------------------------------------- Scene cards
def test_gandr_rolls_for_its_effect():
    """S-001 Gandr (reference facts; FA-SET-8, FA-REF-2, FA-REF-4): roll — 1-2 the chosen Servant in danger,
    3-5 resting, 6 you discard 1."""
    base = {"players": [master("Alice", hand=["Gandr", "Familiar"]), master("Boris")], "cards": TEST_CARDS,
            "options": {"scenes": True}, "moves": moves(("Alice", "scene Gandr @Boris"))}
    for roll, state in ((1, "danger"), (4, "resting"), (6, "standing")):
        out = ok(position(**{**base, "chance": [roll]}))
        assert player(out, "Boris")["servant"]["state"] == state
        assert out["seat_of_the_grail"] == ["Gandr"]
    assert {"player": "Alice", "kind": "effect_discard", "count": 1} in out["pending"]
    assert "scripted" in refused(position(**{**base, "moves": moves(("Alice", "scene Gandr: note x"))}))


INTUIT = {"sheet": "Heroic Spirits", "id": "T-INST", "name_en": "Intuit", "name_ru": "Интуит", "classes": "Saber",
          "patk": 4, "pdef": 4, "matk": 4, "mdef": 4, "skills": "instinct"}


def test_gandr_is_negated_by_instinct():
    """S-001 Gandr against [Instinct] (reference facts: negated if the opponent has Instinct; FA-CARD-3 skill
    flag): the chosen Servant with [Instinct] face up is untouched, no die is rolled and Gandr still goes to
    the Seat of the Grail (FA-SET-8); face down its skill does not work (FA-STATE-5) and Gandr rolls."""
    base = {"players": [master("Alice", hand=["Gandr", "Familiar"]), master("Boris", "Intuit")],
            "cards": [*TEST_CARDS, INTUIT], "options": {"scenes": True}, "moves": moves(("Alice", "scene Gandr @Boris"))}
    out = ok(position(**base))
    assert player(out, "Boris")["servant"]["state"] == "standing" and out["rolls"] == []
    assert log_has(out, "Boris's Servant has [Instinct]: the effect is negated")
    assert out["seat_of_the_grail"] == ["Gandr"] and not any(p["kind"] == "effect_discard" for p in out["pending"])
    hidden = master("Boris", "Intuit", servant={"heroic_spirit": "Intuit", "class": "Plain", "face_down": True,
                                                "state": "standing"})
    out = ok(position(**{**base, "players": [base["players"][0], hidden], "chance": [1]}))
    assert player(out, "Boris")["servant"]["state"] == "danger" and out["rolls"] == [1]


def test_gandr_negated_is_told_in_russian():
    """S-001 Gandr against [Instinct], words (issue 28, FA-REF-9: the thread is told): the Russian line names
    the skill in Russian."""
    from cards.core import Event
    from cards.fate.render import event_text

    line = event_text(Event("negated", data={"master": "Борис", "skill": "instinct"}), "ru")
    assert line == "У Слуги Борис есть [Интуиция]: эффект отменён, ничего не происходит."


def test_tiger_dojo_one_more_chance_saves_a_master_at_zero_maybe():
    """S-004 Tiger Dojo, One More Chance (HOUSE script: its printed effect is not public): a Master at 0
    prana in the wound process (FA-BTLP-9, FA-AMB-16) plays it (FA-SET-8) and rolls (FA-REF-2): on 1-3 he
    recovers 3 prana and stays; on 4-6 he is still at 0. Above 0 prana it is refused (its condition)."""
    players = [master("Alice", "Seven"), master("Boris", "Four", prana=2, hand=["Tiger Dojo"]), master("Clara")]
    base = (("Alice", "attack Boris"), ("Alice", "magic"), ("Boris", "physical"))
    data = position(players=players, cards=TEST_CARDS, options={"scenes": True},
                    moves=moves(*base, ("Boris", "scene Tiger Dojo")))
    out = ok({**data, "chance": [3]})
    assert player(out, "Boris")["prana"] == 3 and player(out, "Boris")["out"] is False
    assert out["seat_of_the_grail"] == ["Tiger Dojo"] and log_has(out, "Effect roll for Boris: 3.")
    out = ok({**data, "chance": [5]})
    assert player(out, "Boris")["prana"] == 0 and out["pending"] == [{"player": "Boris", "kind": "prana_zero"}]
    early = position(players=players, cards=TEST_CARDS, options={"scenes": True},
                     moves=moves(("Boris", "scene Tiger Dojo")))
    assert "Tiger Dojo cannot be used now: its condition does not hold" in refused(early)


def test_an_unscripted_scene_is_declared_by_hand():
    """FA-SET-8, FA-REF-3 (issue 28: an unscripted card may be declared): a server's own Scene card with an
    empty abilities cell is played with a declared effect; without one it is refused."""
    rain = {"sheet": "Mystic Codes", "id": "T-RAIN", "name_en": "Rain", "name_ru": "Дождь", "kind": "scene",
            "copies": 1, "effect_kind": "activated"}
    data = position(players=[master("Alice", hand=["Rain"]), master("Boris")], cards=[*TEST_CARDS, rain],
                    options={"scenes": True}, moves=moves(("Alice", "scene Rain: note it rains")))
    out = ok(data)
    assert out["seat_of_the_grail"] == ["Rain"] and log_has(out, "it rains")
    assert "Declare the effect after" in refused({**data, "moves": moves(("Alice", "scene Rain"))})


def test_encounter_with_a_servant_draws_two():
    """S-003 Encounter with a Servant (reference facts; FA-SET-8, FA-REF-4 draw): draw 2."""
    out = ok(position(players=[master("Alice", hand=["Encounter with a Servant"]), master("Boris")], cards=TEST_CARDS,
                      options={"scenes": True}, moves=moves(("Alice", "scene Encounter with a Servant"))))
    assert player(out, "Alice")["hand_count"] == 2


# --------------------------------------------------------------------- windows with test cards
def timed(window: str) -> dict[str, Any]:
    return {"sheet": "Mystic Codes", "id": f"T-{window}", "name_en": f"Timed {window}", "kind": "mystic_code",
            "copies": 1, "abilities": f"activated | when: {window} | cost: t | do: stat pdef +1"}


def test_reveal_and_response_windows_wait_for_a_timed_card_of_a_third_master():
    """FA-REF-6, FA-EFF-4: the reveal and response windows open to Clara (not in the battle) whose card is
    timed for them; Dmitri, with nothing usable, passes by himself."""
    for window, process in (("reveal", "reveal"), ("response", "response")):
        players = [master("Alice"), master("Boris"), master("Clara", field=[{"name": f"Timed {window}"}]),
                   master("Dmitri")]
        battle = {"attacker": "Alice", "defender": "Boris", "process": process, "attack_type": "physical",
                  "response_type": "physical"}
        data = position(players=players, cards=[*TEST_CARDS, timed(window)], step="battle", battle=battle)
        assert ok(data)["pending"] == [{"player": "Clara", "kind": "window"}]
        out = ok({**data, "moves": moves(("Clara", "pass"))})
        assert out["pending"] != [{"player": "Clara", "kind": "window"}]


def test_window_lists_masters_from_the_active_master_and_auto_passes_the_rest():
    """FA-REF-6: a 7-Master table: the damage window opens to the two who can act, in turn order from the
    Active Master; the other five pass by themselves; an activation re-asks one who passed."""
    players = [master(NAMES[i]) for i in range(7)]
    players[0]["field"] = [{"name": "Ruby Pendant"}, {"name": "Bounded Field"}]
    players[1]["field"] = [{"name": "Ruby Pendant"}, {"name": "Bounded Field"}]
    battle = {"attacker": "Alice", "defender": "Boris", "process": "damage", "attack_type": "physical"}
    data = position(players=players, cards=TEST_CARDS, step="battle", battle=battle, active_master="Boris",
                    turn_player="Alice", turn=7)
    out = ok(data)
    assert out["pending"] == [{"player": "Boris", "kind": "window"}, {"player": "Alice", "kind": "window"}]
    out = ok({**data, "chance": [5], "moves": moves(("Alice", "pass"), ("Boris", "activate Ruby Pendant"))})
    assert out["pending"] == [{"player": "Alice", "kind": "window"}]  # re-asked after Boris's activation


def test_command_spell_removed_by_an_effect_loses_at_once():
    """FA-CS-5, FA-WIN-1: an effect that takes Boris's last Command Spell makes him lose at once."""
    players = [master("Alice"), master("Boris", command_spells=2), master("Clara")]
    out = ok(position(players=players, moves=moves(("Alice", "activate servant: spells -1 @Boris"))))
    assert player(out, "Boris")["command_spells"] == 1 and not player(out, "Boris")["out"]
    out = ok(position(players=players, moves=moves(("Alice", "activate servant: spells -2 @Boris"))))
    assert player(out, "Boris")["out"] and out["losers"] == ["Boris"]
    assert "only take Command Spells away" in refused(position(players=players, moves=moves(
        ("Alice", "activate servant: spells +1 @Boris"))))


# ------------------------------------------------------------------------------------ the scripts
def test_every_shipped_script_parses_and_says_itself():
    """issue 28: every word of Fate's vocabulary has its text in en and ru; every shipped abilities cell
    parses (loading the catalogue); Excalibur reads back from its script."""
    from cards.fate.catalogue import default_catalogue
    from cards.fate.script import VOCAB, say_ability

    assert VOCAB.missing_words() == []
    art = default_catalogue().card("H-001")
    assert art.ability_names == ("Excalibur", "Avalon")
    en, ru = say_ability(art.abilities[0], "en"), say_ability(art.abilities[0], "ru")
    assert "COST [R4]" in en and "P.ATK +6" in en and "[Legion]" in en
    assert "ЦЕНА [R4]" in ru and "Ф.АТК +6" in ru
    assert "D1,2" in say_ability(art.abilities[1], "en")


def test_a_broken_script_names_sheet_row_and_column():
    """issue 28: an abilities cell the vocabulary does not accept is an error naming sheet, row and column."""
    import pytest

    from cards.fate.catalogue import CatalogueError, default_catalogue

    with pytest.raises(CatalogueError) as err:
        default_catalogue().with_cards([{"sheet": "Mystic Codes", "id": "X-1", "name_en": "Broken", "kind": "mystic_code",
                                         "copies": 1, "abilities": "activated | cost: t | do: heal 3"}])
    assert "Mystic Codes, row 1, column abilities" in str(err.value) and "heal" in str(err.value)


def test_the_table_never_shows_a_house_value_as_printed():
    """issue 28 (real data where it exists): stats and cards no public source gives are marked on the table
    with a note; a Servant of sourced cards is shown plain."""
    from cards.core import PUBLIC
    from cards.fate.game import FateGame

    from .helpers import state_of

    players = [master("Alice", servant={"heroic_spirit": "Medea", "class": "Caster", "face_down": False},
                      field=[{"name": "Bounded Field"}]), master("Boris")]
    game, s = state_of(position(players=players, cards=TEST_CARDS))
    table = game.render_table(s, PUBLIC, "en")
    assert "P.ATK 2*" in table and "Bounded Field*" in table and "a house value, not a printed one" in table
    assassin = [master("Alice", servant={"heroic_spirit": "Artoria", "class": "Assassin", "face_down": False}),
                master("Boris", servant={"heroic_spirit": "Artoria", "class": "Plain", "face_down": False})]
    game, s = state_of(position(players=assassin, cards=TEST_CARDS))
    lines = game.render_table(s, PUBLIC, "en").splitlines()
    assert any("[Pre-emptive Strike*]" in line for line in lines)  # the Assassin class's skill: a house value
    assert any("Artoria / Plain" in line and "P.ATK 6 P.DEF 5 M.ATK 3 M.DEF 3" in line for line in lines)
    game, s = state_of(position(2, cards=TEST_CARDS))  # test cards with exact, unflagged stats
    assert "*" not in FateGame(game.cat).render_table(s, PUBLIC, "en").replace("**", "")


def test_limits_and_the_attacker_and_defender_references():
    """issue 28 (limits, targets): a once-per-turn ability refuses a second use in the same turn even in a new
    window (FA-EFF-3 alone would allow it); ``attacker``/``defender`` reach the battling Servants."""
    card = {"sheet": "Mystic Codes", "id": "T-LIM", "name_en": "Limited", "kind": "mystic_code", "copies": 1,
            "abilities": "activated | limit: 1/turn | do: stat pdef -1 attacker; stat mdef +1 defender"}
    cards = [*TEST_CARDS, card]
    clara = master("Clara", field=[{"name": "Limited"}])
    players = [master("Alice"), master("Boris"), clara]
    battle = {"attacker": "Alice", "defender": "Boris", "process": "attack"}
    data = position(players=players, cards=cards, step="battle", battle=battle,
                    moves=moves(("Clara", "activate Limited")))
    out = ok(data)
    assert player(out, "Alice")["servant"]["pdef"] == 3 and player(out, "Boris")["servant"]["mdef"] == 5
    again = {**data, "moves": moves(("Clara", "activate Limited"), ("Alice", "physical"), ("Clara", "activate Limited"))}
    assert "reached its limit" in refused(again)


def test_excalibur_is_stronger_against_legion():
    """H-001 Excalibur: every stat +2 more when fighting a Servant with [Legion] (reference facts; FA-CARD-3,
    FA-BTLP-12)."""
    legion = {"sheet": "Heroic Spirits", "id": "T-LEG", "name_en": "Horde", "classes": "Saber", "patk": 4,
              "pdef": 4, "matk": 4, "mdef": 4, "skills": "legion"}
    data = battle_at("damage", alice=ARTORIA, boris={"servant": {"heroic_spirit": "Horde", "class": "Plain",
                                                                  "face_down": False}},
                     posts=(("Alice", "activate Excalibur"),))
    data["cards"] = [*TEST_CARDS, legion]
    sv = player(ok(data), "Alice")["servant"]
    assert (sv["patk"], sv["pdef"]) == (7 + 6 + 2, 6 + 4 + 2)


def test_command_spell_four_uses_a_scripted_ability_without_its_cost():
    """FA-CS-3 use 4, FA-CS-4, FA-AMB-12: "cs 4 Excalibur" runs the Noble Phantasm with no R4 paid, still in its
    process only; a declared effect for a scripted Servant is refused."""
    out = ok(battle_at("damage", alice={"servant": ARTORIA["servant"]}, posts=(("Alice", "cs 4 Excalibur"),)))
    alice = player(out, "Alice")
    assert alice["servant"]["patk"] == 7 + 6 and alice["command_spells"] == 2
    assert alice["servant"]["state"] == "standing"  # nothing rested: the cost is skipped
    err = refused(battle_at("damage", alice={"servant": ARTORIA["servant"]}, posts=(("Alice", "cs 4: patk +2"),)))
    assert "scripted" in err
    err = refused(position(players=[master("Alice", **{"servant": ARTORIA["servant"]}), master("Boris")],
                           cards=TEST_CARDS, moves=moves(("Alice", "cs 4 Excalibur"))))
    assert "another step or process" in err

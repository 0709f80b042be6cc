"""Table settings and the deal (FA-SET-1..8), leaving and winning (FA-WIN-1..6), Result placements."""

from __future__ import annotations

import random

from cards.core import JUDGE, Audience
from cards.fate.game import FateGame

from .helpers import NAMES, master, moves, ok, player, position

GAME = FateGame()


def new(n: int, seed: int = 3, **options):
    return GAME.new_match(GAME.setup_for(NAMES[:n], options=options), random.Random(seed))


def test_info_declares_seats_and_settings():
    """FA-OVR-1, FA-SET-1..8: 2-7 seats; the settings are typed options with the spec's defaults."""
    assert (GAME.info.min_seats, GAME.info.max_seats) == (2, 7)
    opts = GAME.info.setup_options({})
    assert opts["starting_prana"] == 10 and opts["starting_hand"] == 4 and opts["draw_pile"] == "shared"
    assert opts["servants"] == "random" and opts["prana_zero"] == "leave" and opts["scenes"] is False


def test_default_deal():
    """FA-SET-1, FA-SET-2, FA-SET-4, FA-SET-9, FA-CS-1, FA-STATE-7: prana 10, hand 4 (+1 drawn by the first
    Master), 3 Command Spells, Servants face down and dealt without repeats; each Master learns his own."""
    s, events = new(5)
    v = GAME.view(s, JUDGE)
    for p in v["players"]:
        assert p["prana"] == 10 and p["command_spells"] == 3
        assert p["servant"]["face_down"] is True and p["servant"]["state"] == "standing"
        assert p["hand_count"] == (5 if p["current"] else 4)
    assert len({p["servant"]["heroic_spirit"] for p in v["players"]}) == 5
    dealt = [e for e in events if e.kind == "servant_dealt"]
    assert sorted(e.audience.seat for e in dealt) == [0, 1, 2, 3, 4]
    assert not GAME.invariants(s)


def test_seating_and_first_active_master_are_random_and_logged():
    """FA-SET-7, FA-ACT-1, FA-REF-2: the bot shuffles the seat order and picks the first Active Master."""
    s, events = new(4, seed=11)
    assert sorted(s.order) == [0, 1, 2, 3]
    chance = [e for e in events if e.kind == "chance" and e.audience.kind == "public"]
    assert [e.data["what"] for e in chance] == ["seating", "first Active Master"]
    listed, _ = new(4, seed=11, seating="listed", first_active="first_seat")
    assert listed.order == [0, 1, 2, 3] and listed.active == 0


def test_per_master_decks_and_reshuffle():
    """FA-SET-3: one deck per Master; an empty shared pile takes the shuffled discard pile."""
    s, _ = new(3, draw_pile="per_master")
    assert all(len(m.deck) > 0 for m in s.masters) and s.draw_pile == []
    players = [master("Alice", hand=[]), master("Boris")]
    out = ok(position(players=players, draw_pile=[], discard_pile=["Familiar", "Familiar"],
                      moves=moves(("Alice", "end"))))
    assert player(out, "Boris")["hand_count"] == 3 and out["discard_pile"] == ["Familiar"] or \
        player(out, "Boris")["hand_count"] == 3


def test_free_choice_and_draft():
    """FA-SET-4: by choice or draft each Master picks by DM from his offer; the game starts when all have."""
    s, _ = new(3, servants="draft")
    decisions = GAME.pending(s)
    assert [d.kind for d in decisions] == ["servant"] * 3 and all(d.private for d in decisions)
    for d in decisions:
        m = s.masters[d.seat]
        sp, kl = GAME.cat.card(m.offer["spirit"][0]).name_en, GAME.cat.card(m.offer["class"][0]).name_en
        s, _ = GAME.play(s, d.seat, f"servant {sp} / {kl}")
    assert s.step == "ritual" and not GAME.invariants(s)
    s, _ = new(2, servants="choice")
    s, _ = GAME.play(s, 0, "слуга Медея / Кастер")
    assert s.masters[0].servant is not None and s.step == "setup"


def test_prana_zero_reset_option():
    """FA-SET-6: the option resets prana to the start and costs a Command Spell."""
    players = [master("Alice", "Seven"), master("Clara"), master("Boris", "Four", prana=2)]
    posts = (("Alice", "attack Boris"), ("Alice", "magic"), ("Boris", "physical"))
    out = ok(position(players=players, options={"prana_zero": "reset"}, moves=moves(*posts)))
    boris = player(out, "Boris")
    assert boris["prana"] == 10 and boris["command_spells"] == 2 and not boris["out"]


def test_scene_cards():
    """FA-SET-8: Scene cards join the pile only when on; played from the hand to the Seat of the Grail."""
    s, _ = new(2)
    assert all(not c.startswith("S-") for c in s.cards.values())
    s, _ = new(2, scenes=True)
    assert any(c.startswith("S-") for c in s.cards.values())
    players = [master("Alice", hand=["Encounter with a Servant"]), master("Boris")]
    out = ok(position(players=players, options={"scenes": True},
                      moves=moves(("Alice", "scene Encounter with a Servant"))))
    assert out["seat_of_the_grail"] == ["Encounter with a Servant"]


def test_leaving_and_placements():
    """FA-WIN-2, FA-WIN-3, FA-WIN-5, FA-WIN-6, FA-OVR-2: conceding leaves; cards go to the discard pile;
    placements follow the order of leaving; the last Master wins."""
    players = [master("Alice", field=[{"name": "Familiar"}]), master("Boris"), master("Clara")]
    out = ok(position(players=players, moves=moves(("Alice", "concede"), ("Clara", "concede"))))
    assert out["winner"] == "Boris" and out["losers"] == ["Alice", "Clara"]
    assert len(out["discard_pile"]) == 5
    game = FateGame()
    from .helpers import state_of
    game, s = state_of(position(players=players, moves=[]))
    s, _ = game.play(s, 0, "concede")
    s, _ = game.play(s, 2, "concede")
    assert game.result(s).placements == (3, 1, 2)


def test_simultaneous_elimination_is_a_draw_between_them():
    """FA-WIN-4, FA-AMB-20: both battling Masters drop to 0 and leave together as the last two: a draw."""
    players = [master("Alice", "Seven", prana=1), master("Boris", "Seven", prana=1)]
    posts = (("Alice", "attack Boris"), ("Alice", "magic"), ("Boris", "magic"), ("Boris", "pass"), ("Alice", "pass"))
    from .helpers import state_of
    game, s = state_of(position(players=players))
    for who, post in posts:
        s, _ = game.play(s, s.seat_of(who), post)
    assert game.result(s).placements == (1, 1) and game.result(s).draw
    assert game.view(s, JUDGE)["winner"] == "draw"


def test_views_hide_hands_and_face_down_servants():
    """FA-OVR-4, FA-REF-9: other hands and face-down Servants are hidden; the own ones are shown."""
    s, _ = new(3)
    mine = GAME.view(s, Audience.player(1))
    assert "hand" in mine["players"][1] and "hand" not in mine["players"][0]
    assert "heroic_spirit" in mine["players"][1]["servant"]
    assert "heroic_spirit" not in mine["players"][0]["servant"]
    public = GAME.view(s, Audience("public"))
    assert all("hand" not in p for p in public["players"]) and "draw_pile" not in public
    table = GAME.render_table(s, Audience("public"), "ru")
    assert "Активный Мастер" in table and "рубашкой вверх" in table


def test_conceding_while_servants_are_chosen():
    """FA-WIN-5, FA-ACT-6: a Master may concede during the draft; the game starts with the others."""
    s, _ = new(3, servants="draft", first_active="first_seat", seating="listed")
    s, _ = GAME.play(s, 0, "concede")
    assert s.step == "setup" and s.active == 1
    for d in GAME.pending(s):
        m = s.masters[d.seat]
        sp, kl = GAME.cat.card(m.offer["spirit"][0]).name_en, GAME.cat.card(m.offer["class"][0]).name_en
        s, _ = GAME.play(s, d.seat, f"servant {sp} / {kl}")
    assert s.step == "ritual" and s.current == 1 and not GAME.invariants(s)


def test_the_last_master_to_choose_concedes_and_the_game_starts():
    s, _ = new(3, servants="choice", first_active="first_seat", seating="listed")
    s, _ = GAME.play(s, 1, "servant Medea / Caster")
    s, _ = GAME.play(s, 2, "servant Heracles / Berserker")
    s, _ = GAME.play(s, 0, "concede")
    assert s.step == "ritual" and s.current == 1

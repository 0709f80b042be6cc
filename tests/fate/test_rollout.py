"""The practice opponent's playout Master (``legal.rollout_step``, issue 30): a sensible player, so the search
sees what a line is worth. It keeps Command Spells for 0 prana (FA-AMB-16, FA-CS-5), attacks only where the
battle costs the other side more prana (FA-TURN-6, FA-BTLP-4, FA-BTLP-6) and picks the types that hurt most.
One post in eight it answers as the random Master does, so each check counts over many seeds."""

from __future__ import annotations

import random
from collections import Counter

from .helpers import CARDS, master, position, state_of

WEAK = {"sheet": "Heroic Spirits", "id": "T-1111", "name_en": "Weak", "name_ru": "Слабый", "classes": "Saber",
        "patk": 1, "pdef": 1, "matk": 1, "mdef": 1}


def choices(players, posts=(), seeds: int = 80) -> Counter[str]:
    game, state = state_of(position(players=players, cards=[*CARDS, WEAK], draw_pile=["Azoth Sword"] * 12))
    for who, post in posts:
        state, _ = game.play(state, state.seat_of(who), post)
    seat = game.pending(state)[0].seat
    return Counter(game.rollout_step(state, seat, random.Random(n))[0] for n in range(seeds))


def test_attacks_only_where_the_battle_favours_him():
    """FA-TURN-6, FA-BTLP-4, FA-BTLP-6: Five deals 4 to Weak and takes none back; Weak deals none to Five."""
    strong = choices([master("Alice", "Five"), master("Boris", "Weak")])
    assert strong["attack Boris"] >= 60
    weak = choices([master("Alice", "Weak"), master("Boris", "Five")])
    assert weak["attack Boris"] <= 20  # only the random answers of one post in eight
    assert weak["place Familiar"] >= 60  # a Mystic Code onto the field instead (FA-TURN-3)


def test_chooses_the_attack_type_that_hurts_most():
    """FA-BTLP-3, FA-BTLP-4: Five against Four deals 1 physical (5 - 4), 0 magic (3 < 4)."""
    got = choices([master("Alice", "Five"), master("Boris", "Four")], [("Alice", "attack Boris")])
    assert got["physical"] >= 65


def test_answers_with_the_response_type_that_hurts_most():
    """FA-BTLP-5, FA-BTLP-6: Seven (ATK 7, DEF 1) answers Five (pdef 5, mdef 3) by magic: 7 - 3 = 4."""
    got = choices([master("Alice", "Five"), master("Boris", "Seven")], [("Alice", "attack Boris"), ("Alice", "physical")])
    assert got["magic"] >= 65


def test_keeps_command_spells_for_zero_prana():
    """FA-AMB-16, FA-CS-5: at 0 prana after the wound process one spell saves him, every time; the last one
    never (spending it loses), and no spell is spent on a whim elsewhere."""
    players = [master("Alice", "Seven"), master("Boris", "Four", prana=2)]
    wound = [("Alice", "attack Boris"), ("Alice", "magic"), ("Boris", "physical")]
    assert choices(players, wound) == Counter({"cs 1": 80})
    players = [master("Alice", "Seven"), master("Boris", "Four", prana=2, command_spells=1)]
    assert choices(players, wound) == Counter({"pass": 80})
    turn = choices([master("Alice", "Weak"), master("Boris", "Five")])
    assert not any(p.startswith("cs") for p in turn)

"""The practice opponent's playout Master (``legal.rollout_step``, issue 30): a sensible player, so the search
sees what a line is worth. It keeps Command Spells for 0 prana (FA-AMB-16, FA-CS-5), attacks only where the
battle costs the other side more prana (FA-TURN-6, FA-BTLP-4, FA-BTLP-6) and picks the types that hurt most.
Now and then (``legal.ERRS``) it answers as the random Master does: the checks of its sensible answers turn
that off, and one checks that the playouts see a person's errors."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from cards.fate import legal

from .helpers import CARDS, master, position, state_of

WEAK = {"sheet": "Heroic Spirits", "id": "T-1111", "name_en": "Weak", "name_ru": "Слабый", "classes": "Saber",
        "patk": 1, "pdef": 1, "matk": 1, "mdef": 1}


@pytest.fixture
def sensible(monkeypatch: pytest.MonkeyPatch) -> None:
    """The playout Master without his random answers: every post is his sensible one."""
    monkeypatch.setattr(legal, "ERRS", 0.0)


def choices(players, posts=(), seeds: int = 80) -> Counter[str]:
    game, state = state_of(position(players=players, cards=[*CARDS, WEAK], draw_pile=["Azoth Sword"] * 12))
    for who, post in posts:
        state, _ = game.play(state, state.seat_of(who), post)
    seat = game.pending(state)[0].seat
    return Counter(game.rollout_step(state, seat, random.Random(n))[0] for n in range(seeds))


def test_attacks_only_where_the_battle_favours_him(sensible: None) -> None:
    """FA-TURN-6, FA-BTLP-4, FA-BTLP-6: Five deals 4 to Weak and takes none back; Weak deals none to Five."""
    strong = choices([master("Alice", "Five"), master("Boris", "Weak")])
    assert strong["attack Boris"] == 80
    weak = choices([master("Alice", "Weak"), master("Boris", "Five")])
    assert weak["attack Boris"] == 0
    assert weak["place Familiar"] == 80  # a Mystic Code onto the field instead (FA-TURN-3)


def test_playouts_see_a_person_err():
    """Issue 30: in about half his posts the playout Master answers as the random Master does, so Weak
    attacks Five (a battle that costs only him, FA-BTLP-4) in a fair share of playouts — a search behind on
    the table sees the lines that win when the other side errs (one post in eight played 88/100 against the
    random Master, one in two more); his Command Spells stay kept all the same (FA-CS-5)."""
    weak = choices([master("Alice", "Weak"), master("Boris", "Five")], seeds=200)
    assert 40 <= weak["attack Boris"] <= 120
    assert weak["place Familiar"] >= 80
    assert not any(p.startswith("cs") for p in weak)


def test_chooses_the_attack_type_that_hurts_most(sensible: None) -> None:
    """FA-BTLP-3, FA-BTLP-4: Five against Four deals 1 physical (5 - 4), 0 magic (3 < 4)."""
    got = choices([master("Alice", "Five"), master("Boris", "Four")], [("Alice", "attack Boris")])
    assert got["physical"] == 80


def test_answers_with_the_response_type_that_hurts_most(sensible: None) -> None:
    """FA-BTLP-5, FA-BTLP-6: Seven (ATK 7, DEF 1) answers Five (pdef 5, mdef 3) by magic: 7 - 3 = 4."""
    got = choices([master("Alice", "Five"), master("Boris", "Seven")], [("Alice", "attack Boris"), ("Alice", "physical")])
    assert got["magic"] == 80


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


def test_a_window_is_answered_with_the_activations_optional_offers() -> None:
    """FA-EFF-4: ``activations`` (what a window is answered with) lists exactly the scripted ``activate …``
    posts of ``optional`` in its order — no declared use (a post with a colon) and no Command Spell — at every
    decision of seeded random games of two and four Masters."""
    from cards.fate.game import FateGame

    game = FateGame()
    checked = 0
    for seats, seed in ((2, 1), (2, 2), (4, 3)):
        rng = random.Random(seed)
        state, _ = game.new_match(game.setup_for(["Alice", "Boris", "Clara", "Dmitri"][:seats], None),
                                  random.Random(seed))
        for _ in range(400):
            if game.result(state) is not None or not game.pending(state):
                break
            for seat in range(seats):
                want = [p for p in legal.optional(game.cat, state, seat)
                        if p.startswith("activate") and ":" not in p]
                assert legal.activations(game.cat, state, seat) == want
                checked += bool(want)
            _post, state, _ = game.random_step(state, game.pending(state)[0].seat, rng)
    assert checked > 0  # some decision had an activation to offer


def test_fixed_posts_parse_alike_in_every_state() -> None:
    """Behaviour: the random Master reads each post of ``legal._FIXED`` once per catalogue (``_parse``'s memo),
    which is right only while their action depends on the text and the catalogue alone. Every such post of
    seeded 2- and 4-Master games parses to the same action in other matches' states (other Masters' names,
    other steps and hands); a post word that starts to read the state must leave ``_FIXED``."""
    from cards.fate.game import FateGame
    from cards.fate.parser import parse_post

    game = FateGame()
    seen: list[tuple[int, str]] = []
    others = []
    for seed, names in enumerate((["Ann", "Ben"], ["Cid", "Dora", "Eve", "Fay"], ["Gil", "Hal", "Ivy"])):
        state, _ = game.new_match(game.setup_for(names), random.Random(seed))
        rng = random.Random(100 + seed)
        for n in range(400):
            pending = game.pending(state)
            if not pending or game.result(state) is not None:
                break
            seat = pending[0].seat
            post, state, _ = game.random_step(state, seat, rng)
            if post.partition(" ")[0] in legal._FIXED:
                seen.append((seat, post))
            if n % 15 == 0:
                others.append(state)
    heads = {post.partition(" ")[0] for _, post in seen}
    assert {"place", "end", "pass", "physical", "magic"} <= heads and len(others) >= 6
    for seat, post in dict.fromkeys(seen):
        want = parse_post(game.cat, others[0], seat % len(others[0].masters), post)
        for other in others[1:]:
            assert parse_post(game.cat, other, seat % len(other.masters), post) == want, post

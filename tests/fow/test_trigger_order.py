"""F-CHASE-8: triggered automatic abilities go on the chase the turn player's first, and each player orders
his own simultaneous ones (issue 27): a decision when he has two or more different ones."""

from __future__ import annotations

from .helpers import SGAME, position, refused

G = SGAME


def pos(alice: dict, bob: dict | None = None):
    return position([{"name": "Alice", **alice}, {"name": "Bob", **(bob or {})}], game=G)


def play(s, seat, *posts):
    ev = []
    for p in posts:
        s, e = G.play(s, seat, p)
        ev += e
    return s, ev


def burn_whelp(bob_field: list[str] | None = None):
    """Alice (turn player) controls Certo and Whelp Drake and burns her own Whelp Drake: its [Automatic]
    (400 damage to a resonator) and Certo's (100 damage to each player) trigger at once."""
    s = pos({"field": ["Certo, the Blazing Volcano", "Whelp Drake", "Fire Magic Stone"], "hand": ["Demonflame"]},
            {"field": ["Test Giant", *(bob_field or [])]})
    s, _ = play(s, 0, "play Demonflame pay fire -> Whelp Drake")
    s, _ = play(s, 0, "pass")
    s, ev = play(s, 1, "pass")
    return s, ev


def chase_names(s) -> list[str]:
    return [G.cat.card(s.cards[i.source].cid).name_en for i in s.chase]


def test_f_chase_8_the_controller_is_asked_to_order_two_different_triggers():
    s, ev = burn_whelp()
    assert s.ordering == 0 and not s.chase
    [d] = G.pending(s)
    assert d.kind == "trigger_order" and d.seat == 0
    text = G.decision_label(d, "en")
    assert "1 Whelp Drake" in text and "2 Certo, the Blazing Volcano" in text
    assert "порядок 2 1" in G.decision_label(d, "ru")
    assert any(e.kind == "order_triggers" for e in ev)


def test_f_chase_8_order_2_1_puts_certo_on_first_so_whelp_drake_resolves_last():
    s, _ = burn_whelp()
    s, _ = play(s, 0, "order 2 1")
    # Certo went on first, Whelp Drake (its one legal target chosen as it goes on, F-CHASE-9) on top
    assert chase_names(s) == ["Certo, the Blazing Volcano", "Whelp Drake"]


def test_f_chase_8_order_1_2_puts_whelp_drake_on_first():
    s, _ = burn_whelp()
    s, _ = play(s, 0, "порядок 1 2")
    assert chase_names(s) == ["Whelp Drake", "Certo, the Blazing Volcano"]


def test_f_chase_8_a_bad_order_is_refused_with_the_reason():
    s, _ = burn_whelp()
    assert "each of the 2 abilities once" in refused(s, 0, "order 1 1", game=G)
    assert "each of the 2 abilities once" in refused(s, 0, "order 1", game=G)
    assert "first chooses the order" in refused(s, 1, "pass", game=G)
    assert "first chooses the order" in refused(s, 0, "pass", game=G)


def test_f_chase_8_the_turn_players_triggers_go_on_first_then_the_others():
    """Bob's Certo triggers too: Alice's two (ordered by her) go on first, Bob's on top (resolves first)."""
    s, _ = burn_whelp(["Certo, the Blazing Volcano"])
    assert s.ordering == 0
    s, _ = play(s, 0, "order 2 1")
    names = chase_names(s)
    assert names[:2] == ["Certo, the Blazing Volcano", "Whelp Drake"] and names[2] == "Certo, the Blazing Volcano"
    assert s.chase[2].controller == 1 and s.chase[0].controller == 0


def test_f_chase_8_the_same_ability_twice_needs_no_order():
    """Two Certos of one player trigger on one death: nothing to choose, both go on at once."""
    s = pos({"field": ["Certo, the Blazing Volcano", "Certo, the Blazing Volcano", "Fire Magic Stone"],
             "hand": ["Demonflame"]}, {"field": ["Test Squire"]})
    s, _ = play(s, 0, "play Demonflame pay fire -> Test Squire", "pass")
    s, _ = play(s, 1, "pass")
    assert s.ordering is None and chase_names(s) == ["Certo, the Blazing Volcano"] * 2


def test_f_chase_8_the_scripted_player_answers_the_order():
    import random

    s, _ = burn_whelp()
    post = G.random_post(s, 0, random.Random(1))
    assert post in ("order 1 2", "order 2 1")
    assert G.legal_posts(s, 0) == ["order 1 2", "order 2 1"]


def test_f_chase_8_f_chase_9_targets_are_chosen_after_the_order_as_each_goes_on():
    """Whelp Drake has two legal targets: Alice orders first, then names its target as it goes on."""
    s, _ = burn_whelp(["Test Squire"])
    s, _ = play(s, 0, "order 2 1")
    assert chase_names(s) == ["Certo, the Blazing Volcano"] and s.asking is not None
    s, _ = play(s, 0, "target Test Squire")
    assert chase_names(s) == ["Certo, the Blazing Volcano", "Whelp Drake"] and s.chase[1].ordered

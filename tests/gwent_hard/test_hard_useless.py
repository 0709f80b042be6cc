"""The four "useless extra cards" situations (spec §11.7, G-HARD-USELESS-1..5, A-5)."""

from __future__ import annotations

from .helpers import A, B, Table, hard, player, unit

CARDS = [
    unit("x1", 1, name_en="Filler"),
    unit("d1", 1, name_en="Drawn One"),
    unit("d2", 2, name_en="Drawn Two"),
    unit("d3", 3, name_en="Drawn Three"),
]
DECK = ["d1", "d2", "d3"]
USED = {"leader_used_this_round": True, "leaders_used": ["The White Flame"]}


def table(pa: dict, pb: dict | None = None, **kw) -> Table:
    return Table(
        hard(
            player(A, deck=DECK, **pa),
            player(B, **(pb or {"faction": "northern_realms", "hand": ["x1"] * 4})),
            cards=CARDS,
            **kw,
        )
    )


def assert_useless(t: Table) -> None:
    """Auto-passed, and the two extra cards reached the hand only after the post."""
    assert t.passed(A)
    assert sorted(t.hand(A)) == ["Drawn One", "Drawn Two"]
    kinds = t.kinds()
    assert kinds.index("auto_passed" if "auto_passed" in kinds else "passed") < kinds.index("drew")
    assert t.to_move() == B and t.view()["unlimited"]


def test_g_hard_useless_1_a_5_empty_hand_invader_brings_back_a_spy():
    """G-HARD-USELESS-1, A-5: 0 cards, Invader + the retrieved spy; the hand is empty at the end of the
    turn and no leader is left this round, so he is auto-passed before the spy's cards arrive."""
    t = table(
        {"faction": "nilfgaard", "hand": []},
        {"faction": "northern_realms", "hand": ["x1"] * 4, "discard": ["Prince Stennis"]},
    )
    t.post(A, "leader Invader of the North > Prince Stennis + Prince Stennis")
    assert t.row(B, "close") == ["Prince Stennis"]
    assert "auto_passed" in t.kinds()
    assert_useless(t)


def test_g_hard_useless_2_empty_hand_daisy_of_the_valley():
    """G-HARD-USELESS-2, G-LDR-DAISY-2: 0 cards, Daisy alone is a one-card turn: auto-pass, 2 cards later."""
    t = table({"faction": "scoiatael", "hand": []})
    t.post(A, "leader Daisy of the Valley")
    assert "draw_later" in t.kinds()
    assert_useless(t)


def test_g_hard_useless_3_only_one_spy_and_no_leader_left():
    """G-HARD-USELESS-3: the hand holds only a spy and the round's leader is spent: spy, then auto-pass."""
    t = table({"faction": "nilfgaard", "hand": ["Stefan Skellen"], **USED})
    t.post(A, "Stefan Skellen")
    assert t.row(B, "close") == ["Stefan Skellen"]
    assert "auto_pass_short" in t.kinds()
    assert_useless(t)


def test_g_hard_useless_4_only_one_medic_reviving_a_spy():
    """G-HARD-USELESS-4, A-41: a lone Medic revives a spy onto the opponent's half: 2 cards, auto-pass."""
    t = table(
        {
            "faction": "nilfgaard",
            "hand": ["Etolian Auxiliary Archers"],
            "discard": ["Stefan Skellen"],
            **USED,
        }
    )
    t.post(A, "Etolian Auxiliary Archers > Stefan Skellen")
    assert t.row(A, "ranged") == ["Etolian Auxiliary Archers"]
    assert t.row(B, "close") == ["Stefan Skellen"]
    assert_useless(t)


def test_g_hard_useless_5_the_extra_cards_wait_for_the_next_round():
    """G-HARD-USELESS-5: after the auto-pass the cards cannot be played this round; next round they can."""
    t = table({"faction": "nilfgaard", "hand": ["Stefan Skellen"], **USED})
    t.post(A, "Stefan Skellen")
    t.refuse(A, "Drawn One")  # passed: no more actions this round (G-PASS-1)
    t.post(B, "Filler + Filler")  # Bob has 11 against 9 (the spy): enough, the round ends
    assert t.view()["round"] == 2
    assert sorted(t.hand(A)) == ["Drawn One", "Drawn Two"]
    first = t.to_move()
    if first == B:
        t.post(B, "Filler")
    t.post(A, "Drawn Two + Drawn One")
    assert sorted(t.row(A, "close")) == ["Drawn One", "Drawn Two"]


def test_g_hard_useless_5_critical_in_round_3_the_cards_are_never_used():
    """G-HARD-USELESS-5: in round 3 the auto-pass ends his match with the two cards still in hand."""
    t = table(
        {"faction": "nilfgaard", "hand": ["Stefan Skellen"], "lives": 1, **USED},
        {"faction": "northern_realms", "hand": ["x1"] * 4, "lives": 1},
        round=3,
    )
    t.post(A, "Stefan Skellen")
    t.post(B, "Filler + Filler")
    assert t.view()["phase"] == "over" and t.view()["winner"] == B
    assert sorted(t.hand(A)) == ["Drawn One", "Drawn Two"]


def test_a_5_with_a_leader_still_usable_a_last_spy_pair_still_auto_passes():
    """A-5: spy + leader empties the hand; with no leader left this round he is auto-passed before the
    spy's cards arrive (the same check that makes case (a) useless)."""
    t = table({"faction": "nilfgaard", "hand": ["Stefan Skellen"]})
    t.post(A, "Stefan Skellen + leader His Imperial Majesty")
    assert "auto_passed" in t.kinds()
    assert_useless(t)


def test_a_5_hand_left_after_the_pair_no_auto_pass():
    """A-5: the check is about an empty hand; a player with cards left goes on."""
    t = table({"faction": "nilfgaard", "hand": ["Stefan Skellen", "x1", "x1"]})
    t.post(A, "Stefan Skellen + Filler")
    assert not t.passed(A)
    assert sorted(t.hand(A)) == ["Drawn One", "Drawn Two", "Filler"]

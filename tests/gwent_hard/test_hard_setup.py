"""HardGwent setup: no deck building, 20 cards, 6 exchanges, all five leaders (spec §2.4, §11.1, §11.2)."""

from __future__ import annotations

from collections import Counter

import pytest

from cards.core import PUBLIC
from cards.gwent.catalogue import default_catalogue
from cards.gwent.model import Faction

from .helpers import A, B, Table, hard, player, unit

CAT = default_catalogue()
FILLER = [unit("x1", 1, name_en="Filler")]


def hard_match(fa: str = "monsters", fb: str = "skellige", seed: int = 7, **pa) -> Table:
    return Table.new_match(
        {"variant": "hard", "players": [{"name": A, "faction": fa, **pa}, {"name": B, "faction": fb}]}, seed
    )


def all_cards(t: Table, seat: int) -> Counter[str]:
    side = t.state.sides[seat]
    return Counter(t.state.cards[u] for u in side.hand + side.deck)


@pytest.mark.parametrize("faction", ["monsters", "nilfgaard", "northern_realms", "scoiatael", "skellige"])
def test_g_deck_hard_1_g_hard_2_every_card_of_the_faction_sheet_is_in_play(faction):
    """G-DECK-HARD-1, G-HARD-2: no deck building; the player's cards are exactly his faction's full list."""
    t = hard_match(faction, "monsters")
    sheet = Counter(e.card_id for e in CAT.deck(Faction(faction)))
    assert all_cards(t, 0) == sheet
    if faction != "skellige":  # the spreadsheet lists 95 numbered cards (G-DECK-1, A-1)
        assert sum(sheet.values()) == 95


def test_g_deck_hard_1_a_deck_list_given_at_a_hard_setup_is_ignored():
    """G-DECK-HARD-1: building a deck is forbidden in Hard, so a list sent anyway changes nothing."""
    t = hard_match(deck=["Ghoul"] * 30)
    assert sum(all_cards(t, 0).values()) == 95
    assert t.pending() == [(A, "exchange"), (B, "exchange")]


def test_g_deal_2_g_hard_1_twenty_cards_dealt_and_six_offered():
    """G-DEAL-2 (Hard), G-HARD-1, A-33: 20 starting cards, then the next 6 of the sample are offered."""
    t = hard_match()
    for who in (A, B):
        p = t.p(who)
        assert len(p["hand"]) == 20
        assert len(p["offer"]) == 6
        assert p["deck"][:6] == p["offer"]  # the offer is the next numbers of the sample
    assert t.p(A, PUBLIC)["hand_count"] == 20
    assert "hand" not in t.p(A, PUBLIC)


def test_g_mull_1_hard_up_to_six_cards_are_exchanged():
    """G-MULL-1 (Hard), G-HARD-1, G-MULL-3/4: six cards swapped; neither side of the swap is drawable."""
    t = hard_match()
    offer = t.p(A)["offer"]
    t.post(A, "exchange #1, #2, #3, #4, #5, #6 for " + ", ".join(offer))
    p = t.p(A)
    assert len(p["hand"]) == 20 and p["offer"] == []
    assert Counter(p["hand"]) >= Counter(offer)
    assert len(p["undrawable"]) == 6  # the six returned cards (G-MULL-3)


def test_g_mull_1_hard_a_seventh_exchange_is_refused():
    """G-MULL-1 (Hard): the limit is 6, not more."""
    t = hard_match()
    offer = t.p(A)["offer"]
    e = t.refuse(A, "exchange #1, #2, #3, #4, #5, #6, #7 for " + ", ".join([*offer, offer[0]]))
    assert "6" in e.text.en


def test_g_ldr_daisy_2_daisy_of_the_valley_starts_with_the_normal_twenty():
    """G-LDR-DAISY-2, G-DEAL-3 is Classic only: a Hard Scoia'tael player holds 20 cards, not 21."""
    t = hard_match("scoiatael", "monsters")
    assert "Francesca Findabair: Daisy of the Valley" in t.p(A)["leaders"]
    assert len(t.p(A)["hand"]) == 20


@pytest.mark.parametrize(
    ("faction", "names"),
    [
        ("skellige", ["Crach an Craite", "King Bran", "Harald the Cripple", "Valhalla", "Helheim"]),
        ("monsters", ["Commander of the Red Riders", "Bringer of Death", "Destroyer of Worlds"]),
        ("nilfgaard", ["The White Flame", "Emperor of Nilfgaard", "Invader of the North"]),
    ],
)
def test_g_deck_hard_2_g_hard_3_g_lead_10_five_leaders_each_a_34_skellige_too(faction, names):
    """G-DECK-HARD-2, G-HARD-3, G-LEAD-10, A-34: all 5 leaders of the faction; Skellige has 5 in Hard."""
    t = hard_match(faction, "northern_realms")
    leaders = t.p(A)["leaders"]
    assert len(leaders) == 5
    for n in names:
        assert any(n in x for x in leaders)


# ---- leader limits (§11.2) -----------------------------------------------------------------
def limits(**pa) -> Table:
    return Table(
        hard(
            player(A, "skellige", hand=["x1"] * 8, **pa),
            player(B, "northern_realms", hand=["x1"] * 8),
            cards=FILLER,
        )
    )


def test_g_hard_lead_1_one_leader_per_round_even_inside_one_post():
    """G-HARD-LEAD-1, G-HARD-DOUBLE-8: leader + leader in one double move is refused."""
    t = limits()
    t.refuse(A, "leader King Bran + leader Crach @close")
    t.post(A, "leader King Bran + Filler")
    t.post(B, "Filler + Filler")
    e = t.refuse(A, "leader Crach @close + Filler")
    assert "leader" in e.text.en.lower()


def test_g_hard_lead_2_the_same_leader_never_twice_in_a_match():
    """G-HARD-LEAD-2: a leader used in round 1 cannot be used in round 2; another one can."""
    t = Table(
        hard(
            player(A, "skellige", hand=["x1"] * 8, leaders_used=["King Bran"]),
            player(B, "northern_realms", hand=["x1"] * 8),
            cards=FILLER,
            round=2,
        )
    )
    t.refuse(A, "leader King Bran + Filler")
    t.post(A, "leader Crach @close + Filler")
    assert t.p(A)["leaders_used"] == ["King Bran", "Crach an Craite"]


def test_g_hard_lead_3_at_most_three_leaders_per_match():
    """G-HARD-LEAD-3: after 3 activations no fourth leader, though two are still unused."""
    t = limits(leaders_used=["King Bran", "Crach an Craite", "Helheim"])
    t.state.round = 3
    e = t.refuse(A, "leader Valhalla + Filler")
    assert "no leader" in e.text.en.lower()
    assert t.pending()[0] == (A, "turn")

"""Match setup: agreement, Classic deck building, dealing, the exchange, the first player (spec §2, §3.4)."""

from __future__ import annotations

import pytest

from cards.core import PUBLIC, Audience, IllegalMove
from cards.gwent.model import Faction
from cards.gwent.setup import ready_deck

from .helpers import A, B, Table, default_catalogue, player, scenario

CAT = default_catalogue()


def names(faction: Faction) -> list[str]:
    return [CAT.card(c).name_en for c in ready_deck(CAT, faction)]


def setup(p1: dict, p2: dict, **kw) -> dict:
    return {"variant": "classic", "players": [{"name": A, **p1}, {"name": B, **p2}], **kw}


def built(seed: int = 1, **kw) -> Table:
    """Both decks given at setup: dealt at once, waiting for both exchanges."""
    return Table.new_match(
        setup(
            {"faction": "nilfgaard", "leader": "Emperor of Nilfgaard", "deck": names(Faction.NILFGAARD)},
            {"faction": "northern_realms", "leader": "Siegemaster", "deck": names(Faction.NORTHERN_REALMS)},
            **kw,
        ),
        seed,
    )


# ---- agreement (§2.1) ------------------------------------------------------------------------
def test_g_setup_1_variant_is_agreed_before_the_match_and_unknown_variants_refused():
    """G-SETUP-1, G-OVR-14: Classic or Hard, fixed at setup."""
    assert built().view()["variant"] == "classic"
    with pytest.raises(ValueError):
        Table.new_match(setup({"faction": "nilfgaard"}, {"faction": "monsters"}, variant="speed"))


def test_g_setup_2_g_setup_3_factions_chosen_at_setup_and_may_be_the_same():
    """G-SETUP-2, G-SETUP-3: each player names his faction; both may play the same one."""
    t = Table.new_match(
        setup({"faction": "monsters", "ready_deck": True}, {"faction": "monsters", "ready_deck": True})
    )
    assert [p["faction"] for p in t.view()["players"]] == ["monsters", "monsters"]
    assert t.pending() == [(A, "exchange"), (B, "exchange")]


def test_g_setup_4_hidden_factions_are_not_shown_to_the_opponent():
    """G-SETUP-4, A-35: a hidden faction (and leader) is shown to its owner and the judge only."""
    t = Table.new_match(
        setup(
            {"faction": "monsters", "ready_deck": True},
            {"faction": "skellige", "ready_deck": True},
            hidden_factions=True,
        )
    )
    assert t.p(B, Audience.player(0))["faction"] is None
    assert t.p(B, Audience.player(0))["leaders"] is None
    assert t.p(B, PUBLIC)["faction"] is None
    assert t.p(B, Audience.player(1))["faction"] == "skellige"
    assert t.p(B)["faction"] == "skellige"


# ---- Classic deck building (§2.3) ------------------------------------------------------------
def fresh() -> Table:
    return Table.new_match(setup({"faction": "nilfgaard"}, {"faction": "scoiatael"}))


def test_g_deck_cl_3_deck_list_by_numbers_or_names_is_sent_by_dm():
    """G-DECK-CL-1, G-DECK-CL-3, G-JUDGE-VIS-2: the list goes by DM, numbers and names both work."""
    t = fresh()
    assert t.pending() == [(A, "deck"), (B, "deck")]
    assert t.game.pending(t.state)[0].private
    t.post(A, "deck nilfgaard; leader Emperor of Nilfgaard; 1-22, Scorch, Decoy")
    t.post(B, "deck scoiatael; leader Daisy of the Valley; " + ", ".join(names(Faction.SCOIATAEL)))
    assert t.pending() == [(A, "exchange"), (B, "exchange")]


def test_g_deck_cl_2_heroes_count_as_units_22_is_enough_and_10_specials_allowed():
    """G-DECK-CL-2: 22 unit cards (4 heroes among them) and 10 specials are a valid deck."""
    t = fresh()
    t.post(A, "deck nilfgaard; leader White Flame; 1-22, 56-65")  # 1-4 are heroes
    assert t.pending() == [(B, "deck")]


def test_g_deck_cl_2_21_units_refused():
    """G-DECK-CL-2: at least 22 unit cards."""
    e = fresh().refuse(A, "deck nilfgaard; leader White Flame; 1-21")
    assert "21 unit cards: at least 22" in e.text.en


def test_g_deck_cl_2_11_specials_refused():
    """G-DECK-CL-2: at most 10 special cards."""
    e = fresh().refuse(A, "deck nilfgaard; leader White Flame; 1-22, 56-66")
    assert "11 special cards: at most 10" in e.text.en


def test_g_deck_2_copies_beyond_the_deck_list_refused():
    """G-DECK-2, G-DECK-CL-1: a card may appear only as often as the faction's 95-card list has it."""
    e = fresh().refuse(A, "deck nilfgaard; leader White Flame; 1-22, Impera Brigade Guard x6")
    assert "Impera Brigade Guard: 6 copies, the deck list has 5" in e.text.en


def test_g_deck_cl_every_problem_of_a_deck_list_is_reported_at_once():
    """G-DECK-CL-2, G-DECK-CL-5: unknown name (with close matches), copies, counts, leader — all in one reply."""
    e = fresh().refuse(A, "deck nilfgaard; Geraltt, Albrich x2, Letho of Gulet, 56-66")
    msg = e.text.en
    assert 'There is no card "Geraltt"' in msg and "Geralt of Rivia" in msg
    assert "Albrich: 2 copies" in msg
    assert "unit cards: at least 22" in msg
    assert "11 special cards" in msg
    assert "choose a leader" in msg
    assert "Колода не принята" in e.text.ru


def test_g_deck_4_a_27_faction_card_is_added_by_itself_and_counts_as_neither():
    """G-DECK-4, G-FCARD-1, G-FCARD-6, A-27 (iii): one Faction card joins every deck, outside the limits."""
    t = fresh()
    t.post(A, "deck nilfgaard; leader White Flame; 1-22, 56-65")
    assert (
        t.state.sides[0].deck
        and sum(1 for u in t.state.sides[0].deck if t.state.cards[u] == "ng_faction_card") == 1
    )
    assert len(t.state.sides[0].deck) == 33
    e = t.refuse(B, "deck scoiatael; leader Daisy; 1-22, Faction card")
    assert "Faction card is added to every deck by itself" in e.text.en


def test_g_deck_cl_5_g_lead_1_one_leader_of_the_faction_skellige_has_two_in_classic():
    """G-DECK-CL-5, G-LEAD-1, G-LEAD-6, G-CARD-5: the player chooses one leader; Hard-only leaders are refused."""
    t = Table.new_match(setup({"faction": "skellige"}, {"faction": "monsters", "ready_deck": True}))
    e = t.refuse(A, "deck skellige; leader Harald the Cripple; " + ", ".join(names(Faction.SKELLIGE)))
    assert "Harald the Cripple" in e.text.en
    t.post(A, "deck skellige; leader King Bran; " + ", ".join(names(Faction.SKELLIGE)))
    assert t.p(A)["leaders"] == ["King Bran"]


def test_g_deck_1_g_deck_5_every_faction_list_holds_95_numbered_cards():
    """G-DECK-1, G-DECK-5, G-REF-2: 1–55 faction, 56–80 special, 81–95 neutral (Skellige: A-44, no additions listed)."""
    for f in (Faction.NILFGAARD, Faction.NORTHERN_REALMS, Faction.SCOIATAEL, Faction.MONSTERS):
        numbers = sorted(e.number for e in CAT.deck(f))
        assert numbers == list(range(1, 96)), f
    for f in Faction:
        for e in CAT.deck(f):
            d = CAT.card(e.card_id)
            if e.number >= 81:
                assert d.faction is Faction.NEUTRAL
            elif e.number >= 56:
                assert d.faction is Faction.SPECIAL


def test_g_deck_3_forum_strengths():
    """G-DECK-3: Siege Tower 7, Filavandrel 7, Yaevinn 7, Fiend 7, Griffin 6."""
    got = {n: CAT.resolve(n).strength for n in ("Siege Tower", "Filavandrel", "Yaevinn", "Fiend", "Griffin")}
    assert got == {"Siege Tower": 7, "Filavandrel": 7, "Yaevinn": 7, "Fiend": 7, "Griffin": 6}


# ---- dealing (§2.5) --------------------------------------------------------------------------
def test_g_deal_1_a_32_the_sample_is_a_seeded_shuffle_of_the_manual_deck():
    """G-DEAL-1, A-32, G-DEAL-8: same seed, same hands; each player is dealt from his own deck only."""
    one, again, other = built(7), built(7), built(8)
    assert one.hand(A) == again.hand(A) and one.hand(B) == again.hand(B)
    assert (one.hand(A), one.hand(B)) != (other.hand(A), other.hand(B))
    assert set(one.hand(A)) <= set(names(Faction.NILFGAARD))
    assert set(one.hand(B)) <= set(names(Faction.NORTHERN_REALMS))


def test_g_deal_2_classic_hand_is_10_cards():
    """G-DEAL-2: the first 10 numbers of the sample are the hand."""
    t = built()
    assert len(t.hand(A)) == len(t.hand(B)) == 10
    assert not any(
        "Emperor" in c or "Siegemaster" in c for c in t.hand(A) + t.deck(A) + t.hand(B) + t.deck(B)
    )  # G-CARD-5
    assert t.p(A)["deck_count"] == 36 - 10  # 35 listed + the Faction card


def test_g_deal_3_g_ldr_daisy_1_daisy_of_the_valley_deals_11():
    """G-DEAL-3, G-LDR-DAISY-1, G-LEAD-4: Daisy is passive and gives an 11-card start."""
    t = Table.new_match(
        setup(
            {"faction": "scoiatael", "leader": "Daisy of the Valley", "deck": names(Faction.SCOIATAEL)},
            {"faction": "monsters", "ready_deck": True},
        )
    )
    assert len(t.hand(A)) == 11 and len(t.hand(B)) == 10


def test_a_26_daisy_against_the_white_flame_deals_10():
    """A-26, G-LDR-WFLAME-1: The White Flame blocks Daisy from the start: 10 cards."""
    t = Table.new_match(
        setup(
            {"faction": "scoiatael", "leader": "Daisy of the Valley", "deck": names(Faction.SCOIATAEL)},
            {"faction": "nilfgaard", "leader": "The White Flame", "deck": names(Faction.NILFGAARD)},
        )
    )
    assert len(t.hand(A)) == 10


def test_g_deal_6_g_deal_7_the_hand_goes_privately_with_its_hand_file():
    """G-DEAL-6, G-DEAL-7, G-OVR-13: cards by DM (with the Hand.xlsx), the thread learns only the count."""
    t = built()
    dealt = [e for e in t.events if e.kind == "dealt"]
    assert [e.audience for e in dealt] == [Audience.player(0), Audience.player(1)]
    assert {e.kind for e in t.events if e.audience == PUBLIC} >= {"dealt_public"}
    assert all("hand" not in e.data for e in t.events if e.audience == PUBLIC)
    files = t.game.event_files(t.state, dealt[0], "en")
    assert [name for name, _ in files] == ["Hand.xlsx"]
    assert "hand" not in t.p(A, Audience.player(1)) and t.p(A, Audience.player(1))["hand_count"] == 10


def test_g_deal_4_extra_cards_take_the_next_numbers_of_the_sample():
    """G-DEAL-4, G-SPY-6: a spy draw takes the top of the remaining sample."""
    t = Table(scenario(player(A, hand=["Prince Stennis"], deck=["Ballista", "Trebuchet"]), player(B)))
    t.post(A, "Prince Stennis")
    assert t.hand(A) == ["Ballista"] and t.deck(A) == ["Trebuchet"]


def test_g_deal_5_cards_already_involved_are_skipped_by_later_draws():
    """G-DEAL-5, G-MUSTER-8, G-FCARD-8: summoned cards are gone from the sample; the draw takes the next one."""
    t = Table(
        scenario(
            player(A, "monsters", hand=["Ghoul", "Vattier de Rideaux"], deck=["Ghoul", "Ghoul", "Fiend"]),
            player(B, "nilfgaard", hand=["Albrich"]),
        )
    )
    t.posts((A, "Ghoul"), (B, "Albrich"), (A, "Vattier"))
    assert t.row(A, "close") == ["Ghoul"] * 3
    assert t.hand(A) == ["Fiend"]


# ---- the exchange (§2.6) ---------------------------------------------------------------------
def exchange_table() -> Table:
    return Table(
        scenario(
            player(
                A,
                hand=["Prince Stennis", "Trebuchet", "Dun Banner Medic"],
                offer=["Ballista", "Siege Tower"],
                deck=["Catapult"],
            ),
            player(
                B, "nilfgaard", hand=["Albrich", "Cahir"], offer=["Sweers", "Vreemde"], deck=["Puttkammer"]
            ),
            phase="exchange",
        )
    )


def test_g_mull_1_g_mull_2_swap_up_to_two_for_offered_cards_by_dm():
    """G-MULL-1, G-MULL-2, A-33: the offer is shown in advance; k hand cards for k offered cards, privately."""
    t = exchange_table()
    assert t.pending() == [(A, "exchange"), (B, "exchange")]
    assert all(d.private for d in t.game.pending(t.state))
    assert t.p(A, Audience.player(0))["offer"] == ["Ballista", "Siege Tower"]
    assert "offer" not in t.p(A, Audience.player(1))
    t.post(A, "exchange Trebuchet, #3 for Siege Tower, Ballista")
    assert sorted(t.hand(A)) == ["Ballista", "Prince Stennis", "Siege Tower"]
    assert t.public_log() == ["Alice exchanges 2 cards."]


def test_g_mull_1_three_cards_or_unequal_counts_refused():
    """G-MULL-1: at most 2 in Classic, and as many given as taken."""
    t = exchange_table()
    t.refuse(A, "exchange Trebuchet, Prince Stennis, Dun Banner Medic for Ballista, Siege Tower, Catapult")
    t.refuse(A, "exchange Trebuchet for Ballista, Siege Tower")
    t.refuse(A, "exchange Trebuchet for Catapult")  # not offered


def test_g_mull_3_g_mull_4_returned_and_unchosen_never_drawn_but_still_summonable():
    """G-MULL-3, G-MULL-4, A-33: out of the sample for draws, still in the deck for summons (Faction card)."""
    t = exchange_table()
    t.post(A, "exchange Trebuchet for Ballista")
    t.post(B, "exchange none")
    assert sorted(t.p(A)["undrawable"]) == ["Siege Tower", "Trebuchet"]
    if t.view()["to_move"] == B:
        t.post(B, "Albrich")
    t.post(A, "Prince Stennis")  # the spy draws the only drawable card
    assert "Catapult" in t.hand(A) and "Siege Tower" not in t.hand(A) and "Trebuchet" not in t.hand(A)
    nr_fc = Table(
        scenario(
            player(A, hand=["Faction card: Northern Realms", "Ves"], deck=["Siege Tower"]),
            player(B, hand=["Cahir"]),
        )
    )
    nr_fc.state.sides[0].undrawable.update(nr_fc.state.sides[0].deck)
    nr_fc.post(A, "Faction card > Siege Tower")
    assert nr_fc.row(A, "siege") == ["Siege Tower"]


def test_g_mull_5_the_exchange_happens_once_before_the_first_turn():
    """G-MULL-5, G-JUDGE-FLOW-2: after his exchange (and in play) a player cannot exchange again."""
    t = exchange_table()
    t.post(A, "exchange none")
    t.refuse(A, "exchange Trebuchet for Ballista")
    t.post(B, "exchange none")
    e = t.refuse(A, "exchange Trebuchet for Ballista")
    assert "Not now" in e.text.en or "not your move" in e.text.en


# ---- first player (§3.4) ---------------------------------------------------------------------
def test_g_first_1_g_first_4_random_first_player_after_the_exchange_seeded():
    """G-FIRST-1, G-FIRST-4, G-JUDGE-FLOW-3: without a single Scoia'tael the judge draws at random (seeded)."""
    firsts = set()
    for seed in range(8):
        t = built(seed)
        t.posts((A, "exchange none"), (B, "exchange none"))
        assert "first_random" in t.kinds()
        firsts.add(t.view()["to_move"])
        again = built(seed)
        again.posts((A, "exchange none"), (B, "exchange none"))
        assert again.view()["to_move"] == t.view()["to_move"]
    assert firsts == {A, B}


def test_g_first_1_both_scoiatael_is_random():
    """G-FIRST-1, G-FB-0: with two Scoia'tael players nobody chooses."""
    t = Table.new_match(
        setup({"faction": "scoiatael", "ready_deck": True}, {"faction": "scoiatael", "ready_deck": True})
    )
    t.posts((A, "exchange none"), (B, "exchange none"))
    assert "first_random" in t.kinds() and t.pending()[0][1] == "turn"


def test_g_first_2_g_fb_st_1_scoiatael_chooses_every_round_in_the_thread():
    """G-FIRST-2, G-FB-ST-1, G-FB-ST-2: the Scoia'tael player posts 'first …' before rounds 1, 2 and 3."""
    t = Table(
        scenario(
            player(A, "scoiatael", hand=["Yaevinn"]),
            player(B, "nilfgaard", hand=["Cahir", "Albrich"]),
            phase="exchange",
        )
    )
    t.posts((A, "exchange none"), (B, "exchange none"))
    assert t.pending() == [(A, "first")]
    assert not t.game.pending(t.state)[0].private
    t.refuse(B, "first Bob")
    t.post(A, "first Bob")
    assert t.view()["to_move"] == B
    t.posts((B, "Cahir"), (A, "pass"))  # Bob ahead; his one more post ends round 1
    t.post(B, "pass")
    assert t.view()["round"] == 2 and t.pending() == [(A, "first")]
    t.post(A, "first me")
    assert t.view()["to_move"] == A
    t.posts((A, "Yaevinn @close"), (B, "pass"))  # Alice, out of cards, is auto-passed
    assert t.view()["round"] == 3 and t.pending() == [(A, "first")]


def test_g_first_3_alternation_in_rounds_2_and_3():
    """G-FIRST-3, G-TURN-1: round 2 opens with the round-1 second player, round 3 with the round-1 first player."""
    t = Table(
        scenario(
            player(A, hand=["Trebuchet"], close=["Ves"]),
            player(B, "nilfgaard", hand=["Cahir"]),
            to_move=A,
        )
    )
    t.posts((A, "pass"), (B, "pass"))  # Alice wins round 1 on the board
    assert t.view()["round"] == 2 and t.view()["to_move"] == B
    t.posts((B, "Cahir"), (A, "pass"))  # Bob, out of cards, is auto-passed (G-PASS-6)
    assert t.view()["round"] == 3 and t.view()["to_move"] == A


def test_g_first_3_g_match_1_no_chooser_no_pending_first_decision():
    """G-FIRST-3: rounds 2–3 need no post from anybody to set the first player."""
    t = Table(scenario(player(A, hand=["Trebuchet"], close=["Ves"]), player(B, "nilfgaard", hand=["Cahir"])))
    t.posts((A, "pass"), (B, "pass"))
    assert t.pending() == [(B, "turn")]


def test_deck_list_for_a_faction_other_than_agreed_is_still_checked_against_its_list():
    """G-DECK-CL-1: cards come from the faction's own full list only (faction + special + neutral)."""
    e = fresh().refuse(A, "deck nilfgaard; leader White Flame; 1-22, Trebuchet")
    assert "Trebuchet" in e.text.en


def test_illegalmove_is_raised_not_a_crash_for_a_garbled_deck_post():
    """G-DECK-CL-3: a deck post without cards is refused with the expected form."""
    with pytest.raises(IllegalMove):
        fresh().post(A, "deck")

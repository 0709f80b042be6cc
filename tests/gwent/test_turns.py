"""Turns, passing, unlimited moves, round and match end (spec §3)."""

from __future__ import annotations

from cards.core import PUBLIC

from .helpers import A, B, Table, player, run, scenario


def two(
    hand_a=("Trebuchet", "Ballista", "Siege Tower"), hand_b=("Albrich", "Cahir", "Sweers"), **kw
) -> Table:
    pa = kw.pop("pa", {})
    pb = kw.pop("pb", {})
    return Table(scenario(player(A, hand=hand_a, **pa), player(B, "nilfgaard", hand=hand_b, **pb), **kw))


# ---- turns (§3.1) ----------------------------------------------------------------------------
def test_g_turn_1_g_ovr_1_players_alternate_and_out_of_turn_posts_are_refused():
    """G-TURN-1, G-OVR-1, G-JUDGE-FLOW-10: two players, strictly alternating."""
    t = two()
    e = t.refuse(B, "Albrich")
    assert "not your move" in e.text.en
    t.post(A, "Trebuchet")
    t.refuse(A, "Ballista")
    t.post(B, "Albrich")
    t.post(A, "Ballista")
    assert t.view()["to_move"] == B and t.view()["turn"] == 4


def test_g_turn_2_exactly_one_card_per_classic_turn():
    """G-TURN-2: two cards in one post are refused; an empty post is not a move."""
    t = two()
    e = t.refuse(A, "Trebuchet + Ballista")
    assert "One turn, 1 card" in e.text.en


def test_g_turn_4_g_lead_3_activating_a_leader_spends_the_turn():
    """G-TURN-4, G-LEAD-3: the leader is the turn's card; the opponent moves next."""
    t = two(pa={"leader": "King of Temeria"})
    t.post(A, "leader")
    assert t.view()["to_move"] == B
    t.refuse(A, "Trebuchet")


def test_g_turn_4_g_lead_4_passive_leader_spends_no_turn_and_cannot_be_activated():
    """G-TURN-4, G-LEAD-4: a passive leader (King Bran) works by itself and is never posted."""
    t = Table(scenario(player(A, "skellige", "King Bran", hand=["Udalryk"]), player(B, hand=["Ves"])))
    e = t.refuse(A, "leader")
    assert "passive" in e.text.en


def test_g_turn_5_legal_skips_weather_twice_clear_sky_decoy_without_target_idle_leader():
    """G-TURN-5, G-WEATHER-7, G-WEATHER-10, G-DECOY-5, G-LEAD-5: a card with no effect spends the turn."""
    t = two(
        hand_a=("Clear Weather", "Torrential Rain", "Decoy", "Ves"),
        hand_b=("Torrential Rain", "Albrich", "Cahir", "Sweers"),
        pa={"leader": "Son of Medell"},
    )
    t.post(A, "Clear Weather")  # no weather: a legal skip
    assert t.view()["to_move"] == B and t.view()["weather_discard"] == ["Clear Weather"]
    t.post(B, "Torrential Rain")
    t.post(A, "Torrential Rain")  # the same weather again
    assert t.events[1].data["already"] is True and t.view()["to_move"] == B
    t.post(B, "Albrich")
    t.post(A, "Decoy")  # no unit of his own on the field
    assert "decoy_idle" in t.kinds() and t.row(A, "close") == ["Decoy"]
    t.post(B, "Cahir")
    t.post(A, "leader > none")  # idle leader
    assert "leader_idle" in t.kinds() and t.p(A)["leaders_used"] == ["Foltest: Son of Medell"]
    assert t.view()["to_move"] == B


def test_g_turn_6_choices_go_in_the_same_post():
    """G-TURN-6, G-MEDIC-10, G-JUDGE-FLOW-5: a Medic without its target is refused and asks for it."""
    t = two(hand_a=("Dun Banner Medic",), pa={"discard": ["Ballista"]})
    e = t.refuse(A, "Dun Banner Medic")
    assert "name the card to revive" in e.text.en and "Ballista" in e.text.en
    t.post(A, "Dun Banner Medic > Ballista")
    assert t.row(A, "siege") == ["Dun Banner Medic", "Ballista"]


def test_g_turn_7_turn_numbers_restart_every_round():
    """G-TURN-7, G-JUDGE-END-6: 'Start of turn 1' opens every round."""
    t = two(pa={"close": ["Ves"]})
    t.posts((A, "Trebuchet"), (B, "pass"), (A, "pass"))
    assert t.view()["round"] == 2 and t.view()["turn"] == 1
    assert t.public_log()[-1].startswith("Start of turn 1.")


# ---- passing (§3.2) --------------------------------------------------------------------------
def test_g_pass_1_g_pass_7_a_pass_is_its_own_post_and_ends_the_players_round():
    """G-PASS-1, G-PASS-7, G-JUDGE-PASS-1: 'card + pass' refused in Classic; after a pass, no more actions."""
    t = two()
    e = t.refuse(A, "Trebuchet + pass")
    assert "own post" in e.text.en
    t.post(A, "pass")
    assert t.p(A)["passed"]
    t.post(B, "Albrich")
    assert t.pending() == [(B, "turn")]
    t.refuse(A, "Trebuchet")


def test_g_pass_2_g_pass_3_unlimited_moves_with_enough_or_not_enough():
    """G-PASS-2, G-PASS-3, G-JUDGE-PASS-2, G-JUDGE-PASS-3, A-39: after the opponent's pass, any number of cards
    per post; after each post the judge says whether it is enough."""
    t = two(pa={"close": ["Ves", "Vesemir"]}, hand_b=("Albrich", "Sweers", "Cahir", "Vreemde"))  # Alice 11
    t.post(A, "pass")
    assert t.view()["unlimited"] and t.view()["to_move"] == B
    t.post(B, "Albrich + Sweers")  # two cards in one post: 4
    assert "not_enough" in t.kinds()
    ne = next(e for e in t.events if e.kind == "not_enough")
    assert (ne.data["score"], ne.data["opponent_score"]) == (4, 11)
    assert t.pending() == [(B, "turn")]
    t.post(B, "Cahir")  # 10 < 11: still not enough
    assert "not_enough" in t.kinds() and t.view()["round"] == 1


def test_g_pass_5_a_8_round_ends_as_soon_as_the_remaining_player_overtakes():
    """G-PASS-5, G-ROUND-1, A-8, G-JUDGE-PASS-4: the first post that would win ends the round."""
    t = two(pa={"close": ["Ves"]}, hand_b=("Albrich", "Cahir", "Sweers"))  # Alice 5
    t.post(A, "pass")
    t.post(B, "Albrich")  # 2
    assert t.view()["round"] == 1
    t.post(B, "Cahir")  # 8 > 5
    assert "enough" in t.kinds()
    v = t.view()
    assert v["round"] == 2 and v["results"][0]["winner"] == B and t.p(A)["lives"] == 1


def test_a_8_a_tie_is_not_enough_unless_nilfgaard():
    """A-8, G-FB-NG-1: for Nilfgaard a tie already wins, so the round ends on it."""
    ng = two(pa={"close": ["Ves"]}, hand_b=("Rainfarn", "Albrich"), pb={"close": ["Vreemde"]})  # 5 vs 2
    ng.posts((A, "pass"), (B, "Rainfarn"))  # 4 + 2 = 6 > 5
    assert ng.view()["round"] == 2
    tie = two(pa={"close": ["Ves"]}, hand_b=("Morteisen", "Albrich"), pb={"close": ["Vreemde"]})
    tie.posts((A, "pass"), (B, "Morteisen"))  # 3 + 2 = 5 = 5: Nilfgaard wins the tie
    assert tie.view()["round"] == 2 and tie.view()["results"][0]["winner"] == B
    nr = Table(
        scenario(
            player(A, "monsters", close=["Forktail"]),
            player(B, "northern_realms", hand=["Ves", "Thaler"]),
        )
    )
    nr.posts((A, "pass"), (B, "Ves"))  # 5 = 5, no Nilfgaard: not enough, Bob plays on
    assert "not_enough" in nr.kinds() and nr.view()["round"] == 1


def test_a_8_remaining_player_already_ahead_gets_one_more_post():
    """A-8: ahead when the opponent passes, he may still make one post; the round ends after it."""
    t = two(pb={"close": ["Cahir"]}, hand_a=("Ves",), hand_b=("Albrich", "Sweers"))  # Bob 6
    t.post(A, "pass")
    assert t.view()["to_move"] == B and t.view()["round"] == 1
    t.post(B, "Albrich")
    assert t.view()["round"] == 2
    assert t.view()["results"][0]["scores"] == [0, 8]


def test_g_pass_4_posted_cards_cannot_be_withdrawn():
    """G-PASS-4: there is no undo post; a played card stays on the field."""
    t = two(pa={"close": ["Ves"]}, hand_b=("Albrich", "Sweers", "Cahir"))
    t.post(A, "pass")
    t.post(B, "Albrich")
    t.refuse(B, "take Albrich")
    assert t.row(B, "ranged") == ["Albrich"]


def test_g_pass_6_a_5_out_of_cards_and_no_leader_is_auto_passed():
    """G-PASS-6, A-5: an empty hand with no leader left to activate is an automatic pass, at the end of
    the post that used the last card (Classic too), not at his next turn."""
    t = two(hand_a=("Trebuchet",), hand_b=("Albrich", "Cahir"))
    t.post(A, "Trebuchet")
    assert t.kinds()[-2:] == ["auto_passed", "turn_start"] and t.p(A)["passed"]
    assert "Alice is auto-passed." in t.public_log()
    t.post(B, "Albrich")
    assert t.view()["to_move"] == B and t.view()["unlimited"]


def test_a_5_an_unused_leader_keeps_an_empty_handed_player_in_the_round():
    """A-5, G-LEAD-2: a leader still to activate means he is not out of cards."""
    t = two(hand_a=("Trebuchet",), hand_b=("Albrich", "Cahir"), pa={"leader": "Lord Commander"})
    t.posts((A, "Trebuchet"), (B, "Albrich"))
    assert not t.p(A)["passed"] and t.pending() == [(A, "turn")]
    t.posts((A, "leader"), (B, "Cahir"))
    assert t.p(A)["passed"]  # leader used up: now out of cards


def test_a_5_a_passive_leader_does_not_keep_him_in():
    """A-5, G-LEAD-4: a passive leader cannot be activated, so it does not count."""
    t = Table(
        scenario(player(A, "skellige", "King Bran", hand=["Udalryk"]), player(B, hand=["Ves", "Ballista"]))
    )
    t.post(A, "Udalryk")
    assert t.p(A)["passed"] and "auto_passed" in t.kinds()


# ---- round and match end (§3.3) --------------------------------------------------------------
def test_g_round_2_g_ovr_3_higher_total_wins_and_the_loser_loses_a_life():
    """G-ROUND-2, G-OVR-2, G-OVR-3, G-OVR-9: the sum of three rows decides."""
    out = run(
        scenario(
            player(A, close=["Ves"], ranged=["Keira Metz"], siege=["Trebuchet"]),
            player(B, "nilfgaard", close=["Cahir"], ranged=["Albrich"], hand=["Sweers"]),
            moves=[(A, "pass"), (B, "pass")],
        )
    )
    assert out["results"][0] == {"round": 1, "scores": [16, 8], "winner": A}
    assert [p["lives"] for p in out["players"]] == [2, 1]


def test_g_round_3_a_3_a_draw_costs_both_a_life():
    """G-ROUND-3, A-3: equal totals without a (single) Nilfgaard: both lose a life."""
    out = run(
        scenario(
            player(A, close=["Ves"], hand=["Ballista"]),
            player(B, "monsters", close=["Forktail"], hand=["Fiend"]),
            moves=[(A, "pass"), (B, "pass")],
        )
    )
    assert out["results"][0]["winner"] is None
    assert [p["lives"] for p in out["players"]] == [1, 1]


def test_g_round_3_g_fb_0_a_3_nilfgaard_mirror_tie_is_a_draw():
    """G-ROUND-3, G-FB-0, A-3: Nilfgaard vs Nilfgaard: the tie bonus is void."""
    out = run(
        scenario(
            player(A, "nilfgaard", close=["Cahir"], hand=["Albrich"]),
            player(B, "nilfgaard", close=["Cahir"], hand=["Albrich"]),
            moves=[(A, "pass"), (B, "pass")],
        )
    )
    assert out["results"][0]["winner"] is None


def test_g_match_1_two_round_wins_end_the_match_round_3_only_if_needed():
    """G-MATCH-1, G-OVR-2: 1–1 after two rounds goes to round 3; the second win ends the match."""
    t = Table(
        scenario(
            player(A, hand=["Ves", "Trebuchet", "Ballista"]),
            player(B, "nilfgaard", hand=["Cahir", "Rainfarn", "Morteisen"]),
        )
    )
    t.posts((A, "Ves"), (B, "Cahir"), (A, "pass"), (B, "pass"))  # 5 v 6
    assert t.view()["results"][-1]["winner"] == B and t.view()["round"] == 2
    t.posts((B, "Rainfarn"), (A, "Trebuchet"), (B, "pass"), (A, "pass"))  # 6 v 4
    assert t.view()["round"] == 3 and t.view()["winner"] is None
    t.posts((A, "Ballista"), (B, "Morteisen"))  # both now out of cards: auto-passed, 6 v 3
    assert t.view()["phase"] == "over" and t.view()["winner"] == A
    assert t.game.result(t.state).winners == (0,)
    assert [r["winner"] for r in t.view()["results"]] == [B, A, A]


def test_g_match_2_a_4_both_lose_the_last_life_in_one_round_is_a_drawn_match():
    """G-MATCH-2, A-4: a drawn round at 1 life each ends the match as a draw."""
    t = Table(
        scenario(
            player(A, close=["Ves"], lives=1),
            player(B, "monsters", close=["Forktail"], lives=1),
        )
    )
    t.posts(
        (A, "pass"),
    )
    assert t.view()["phase"] == "over" and t.view()["winner"] == "draw"
    assert t.game.result(t.state).draw


def test_g_round_4_g_round_7_cleanup_sends_cards_to_their_halfs_pile_and_weather_to_the_shared_pile():
    """G-ROUND-4, G-ROUND-7, G-WEATHER-12, G-SPY-7, G-SK-MARD-5, G-DECOY-6, G-JUDGE-END-1: at round end every card
    on a half goes to that half's discard pile (a spy the opponent placed too); weather to the shared pile."""
    t = Table(
        scenario(
            player(
                A,
                "skellige",
                close=["Udalryk", {"card": "Vattier de Rideaux", "owner": B}],
                ranged=["Decoy"],
                horns={"close": "Commander's Horn"},
                mardroeme={"ranged": "Mardroeme"},
                hand=["Svanrige"],
            ),
            player(
                B, "nilfgaard", siege=["Rotten Mangonel"], hand=["Albrich"], leader="His Imperial Majesty"
            ),
            weather=["Biting Frost", "rain (leader)"],
        )
    )
    t.posts((A, "pass"), (B, "pass"))
    assert sorted(t.discard(A)) == sorted(
        ["Udalryk", "Vattier de Rideaux", "Decoy", "Commander's Horn", "Mardroeme"]
    )
    assert t.discard(B) == ["Rotten Mangonel"]
    v = t.view()
    assert v["weather"] == [] and v["weather_discard"] == ["Biting Frost"]
    assert all(not t.row(p, r) for p in (A, B) for r in ("close", "ranged", "siege"))
    assert t.p(A)["rows"]["close"]["horn"] is None


def test_g_round_8_between_round_steps_in_order():
    """G-ROUND-8, A-36, G-JUDGE-END-4: cleanup → NR card → Skellige revive (round 3) → first player → turn 1."""
    t = Table(
        scenario(
            player(A, "northern_realms", close=["Ves"], deck=["Ballista"], hand=["Trebuchet"], lives=1),
            player(B, "skellige", discard=["Udalryk"], hand=["Svanrige"]),
            round=2,
            to_move=A,
        )
    )
    t.posts(
        (A, "pass"),
    )
    t.post(B, "pass")
    kinds = [k for k in t.kinds() if k in ("round_end", "cleanup", "drew", "ask_revive")]
    assert kinds == ["round_end", "cleanup", "drew", "ask_revive"]
    t.post(B, "revive Udalryk")
    assert t.kinds()[-2:] == ["round_start", "turn_start"]
    assert t.view()["round"] == 3


def test_public_log_shows_round_end_result():
    """G-JUDGE-END-5, G-JUDGE-END-2: the round result is posted."""
    t = two(pa={"close": ["Ves"]})
    t.posts((A, "pass"), (B, "pass"))
    assert any(line.startswith("End of round 1: Alice 5 – 0 Bob") for line in t.public_log())
    assert all(e.audience == PUBLIC for e in t.events if e.kind == "round_end")


def test_a_5_a_last_card_spy_in_classic_draws_before_the_auto_pass_check():
    """A-5, G-SPY-2: the drawn card arrives within the turn, so he is not out of cards."""
    t = two(hand_a=("Thaler",), hand_b=("Albrich", "Cahir"), pa={"deck": ["Ballista"]})
    t.posts((A, "Thaler"), (B, "Albrich"))
    assert not t.p(A)["passed"] and t.hand(A) == ["Ballista"] and t.pending() == [(A, "turn")]


def test_a_8_a_tie_against_a_passed_nilfgaard_is_not_enough():
    """A-8, G-FB-NG-1: the tie belongs to the passed Nilfgaard player, so the remaining player plays on."""
    t = Table(
        scenario(
            player(A, "nilfgaard", close=["Cahir"], hand=["Albrich"]),
            player(B, "monsters", hand=["Griffin", "Fiend"]),
        )
    )
    t.posts((A, "pass"), (B, "Griffin"))  # 6 = 6
    assert "not_enough" in t.kinds() and t.view()["round"] == 1 and t.pending() == [(B, "turn")]


def test_legal_posts_are_all_accepted():
    """G-TURN-2, G-TURN-6: every post GwentGame.legal_posts lists is accepted."""
    t = Table(
        scenario(
            player(
                A,
                "skellige",
                "Crach an Craite",
                hand=["Decoy", "Udalryk", "Birna Bran", "Commander's Horn", "Mardroeme", "Young Berserker"],
                close=[{"card": "Vattier de Rideaux", "owner": B}, "Kambi"],
                discard=["Udalryk"],
            ),
            player(B, "nilfgaard", hand=["Albrich", "Sweers"], discard=["Cahir"]),
        )
    )
    posts = t.game.legal_posts(t.state, 0)
    assert "pass" in posts and len(posts) > 5
    for post in posts:
        t.game.play(t.state, 0, post)

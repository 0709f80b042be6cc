"""The five faction bonuses and the mirror-match void (spec §9)."""

from __future__ import annotations

from .helpers import A, B, Table, player, scenario


def test_g_fb_ng_1_nilfgaard_wins_a_tied_round():
    """G-FB-NG-1, G-ROUND-3: equal totals, Nilfgaard takes the round; the other player loses the life."""
    t = Table(
        scenario(
            player(A, close=["Ves"], hand=["Ballista"]),
            player(B, "nilfgaard", close=["Rainfarn", "Vreemde"], hand=["Sweers"]),
        )
    )
    t.posts((A, "pass"), (B, "pass"))
    assert t.view()["results"][0]["winner"] == B and (t.p(A)["lives"], t.p(B)["lives"]) == (1, 2)


def test_g_fb_nr_1_g_fb_nr_3_northern_realms_winner_draws_one_card_before_the_next_round():
    """G-FB-NR-1, G-FB-NR-3, G-JUDGE-END-4, G-DEAL-4: the next sample card, privately, before round 2 starts."""
    t = Table(
        scenario(
            player(A, close=["Ves"], hand=["Ballista"], deck=["Trebuchet", "Catapult"]),
            player(B, "nilfgaard", hand=["Sweers"]),
        )
    )
    t.posts((A, "pass"), (B, "pass"))
    assert "Trebuchet" in t.hand(A) and t.deck(A) == ["Catapult"]
    kinds = t.kinds()
    assert kinds.index("drew") < kinds.index("round_start")
    private = next(e for e in t.events if e.kind == "drew_cards")
    assert private.audience.seat == 0


def test_g_fb_nr_2_a_31_no_card_for_a_loss_or_a_draw():
    """G-FB-NR-2, A-31: losing or drawing the round gives nothing."""
    lost = Table(
        scenario(
            player(A, hand=["Ballista"], deck=["Trebuchet"]),
            player(B, "nilfgaard", close=["Cahir"], hand=["Sweers"]),
        )
    )
    lost.posts((A, "pass"), (B, "pass"))
    assert lost.hand(A) == ["Ballista"]
    draw = Table(
        scenario(
            player(A, close=["Ves"], hand=["Ballista"], deck=["Trebuchet"]),
            player(B, "monsters", close=["Forktail"], hand=["Fiend"]),
        )
    )
    draw.posts((A, "pass"), (B, "pass"))
    assert draw.view()["results"][0]["winner"] is None and draw.hand(A) == ["Ballista"]


def test_a_31_no_card_when_the_match_is_over():
    """A-31: only if another round will be played."""
    t = Table(
        scenario(
            player(A, close=["Ves"], hand=["Ballista"], deck=["Trebuchet"]),
            player(B, "nilfgaard", hand=["Sweers"], lives=1),
        )
    )
    t.posts((A, "pass"), (B, "pass"))
    assert t.view()["phase"] == "over" and t.hand(A) == ["Ballista"]


def monsters_keep(**kw) -> Table:
    a = {"close": ["Fiend", "Draug", {"card": "Prince Stennis", "owner": B}], "hand": ["Griffin"]}
    a.update(kw)
    return Table(scenario(player(A, "monsters", **a), player(B, hand=["Ves"], siege=["Trebuchet"])))


def test_g_fb_mo_1_g_fb_mo_3_monsters_choose_one_unit_to_keep_posted_in_the_thread():
    """G-FB-MO-1, G-FB-MO-3, G-ROUND-5, G-JUDGE-END-3, A-30: after a lost round too; a spy the opponent placed may be kept."""
    t = monsters_keep(
        close=["Fiend", {"card": "Prince Stennis", "owner": B}], horns={"close": "Commander's Horn"}
    )
    t.posts((A, "pass"), (B, "Ves"))  # Alice 24 (horned Fiend + spy) v Bob 5
    assert t.pending() == [(A, "keep")]
    assert not t.game.pending(t.state)[0].private
    t.post(A, "keep Prince Stennis")
    assert t.row(A, "close") == ["Prince Stennis"] and t.p(A)["rows"]["close"]["horn"] is None
    assert sorted(t.discard(A)) == ["Commander's Horn", "Fiend"]
    assert t.score(A) == 5


def test_g_fb_mo_1_keep_after_a_lost_round():
    """G-FB-MO-1: win or lose."""
    t = Table(
        scenario(
            player(A, "monsters", close=["Foglet"], hand=["Griffin"]),
            player(B, close=["Vernon Roche"], hand=["Ves"]),
        )
    )
    t.posts((A, "pass"), (B, "pass"))
    assert t.view()["results"][0]["winner"] == B and t.pending() == [(A, "keep")]
    t.post(A, "keep Foglet")
    assert t.row(A, "close") == ["Foglet"]


def test_g_fb_mo_2_g_hero_4_a_hero_cannot_be_kept():
    """G-FB-MO-2, G-HERO-4."""
    t = monsters_keep()
    t.posts((A, "pass"), (B, "pass"))
    t.refuse(A, "keep Draug")
    t.post(A, "keep none")
    assert t.field(A) == []


def test_g_fb_mo_4_no_eligible_unit_nothing_stays_and_nobody_is_asked():
    """G-FB-MO-4: heroes only: no keep decision."""
    t = Table(scenario(player(A, "monsters", close=["Draug"], hand=["Griffin"]), player(B, hand=["Ves"])))
    t.posts((A, "pass"), (B, "pass"))
    assert t.view()["round"] == 2 and t.field(A) == [] and ("Alice", "keep") not in t.pending()


def test_a_30_the_kept_units_on_play_ability_does_not_fire_again_and_weather_is_not_kept():
    """A-30: a kept Medic revives nothing new; weather does not stay."""
    t = Table(
        scenario(
            player(A, "monsters", siege=["Dun Banner Medic"], discard=["Fiend"], hand=["Griffin"]),
            player(B, hand=["Ves"]),
            weather=["Torrential Rain"],
        )
    )
    t.posts((A, "pass"), (B, "pass"))
    t.post(A, "keep Dun Banner Medic")
    assert t.row(A, "siege") == ["Dun Banner Medic"] and "Fiend" in t.discard(A)
    assert t.view()["weather"] == [] and t.row_score(A, "siege") == 5


def test_g_fb_sk_1_g_fb_sk_2_skellige_revives_two_chosen_units_before_round_3():
    """G-FB-SK-1, G-FB-SK-2, A-29: in the thread, before the first player of round 3; abilities trigger, agile row chosen."""
    t = Table(
        scenario(
            player(A, "skellige", discard=["Olaf", "Birna Bran", "Udalryk", "Hjalmar"], hand=["Svanrige"]),
            player(B, "scoiatael", hand=["Yaevinn"], close=["Mahakaman Defender"]),
            round=2,
        )
    )
    t.posts((A, "pass"), (B, "pass"))
    assert t.pending() == [(A, "revive")] and not t.game.pending(t.state)[0].private
    t.refuse(A, "revive Hjalmar")  # G-FB-SK-3: no heroes
    t.refuse(A, "revive Olaf @close, Birna Bran > Udalryk, Udalryk")  # at most two
    t.post(A, "revive Olaf @ranged, Birna Bran > Udalryk")
    assert t.row(A, "ranged") == ["Olaf"] and t.row(A, "close") == ["Birna Bran", "Udalryk"]
    assert t.pending() == [(B, "first")]  # the Scoia'tael choice comes after


def test_g_fb_sk_3_a_29_optional_and_fewer_than_two():
    """G-FB-SK-3, A-29: 'revive none' is allowed; one eligible card is revived alone."""
    t = Table(
        scenario(
            player(A, "skellige", discard=["Udalryk", "Hjalmar"], hand=["Svanrige"]),
            player(B, hand=["Ves"], close=["Ves"], lives=1),
            round=2,
        )
    )
    t.posts((A, "pass"), (B, "pass"))
    t.post(A, "revive none")
    assert t.field(A) == [] and t.view()["round"] == 3
    one = Table(
        scenario(
            player(A, "skellige", discard=["Udalryk", "Hjalmar"], hand=["Svanrige"]),
            player(B, hand=["Ves"], close=["Ves"], lives=1),
            round=2,
        )
    )
    one.posts((A, "pass"), (B, "pass"))
    one.post(A, "revive Udalryk")
    assert one.field(A) == ["Udalryk"]


def test_g_fb_sk_1_no_revive_before_round_2():
    """G-FB-SK-1: round 3 only."""
    t = Table(
        scenario(
            player(A, "skellige", discard=["Udalryk"], hand=["Svanrige"], close=["Madman Lugos"]),
            player(B, hand=["Ves"]),
        )
    )
    t.posts((A, "pass"), (B, "pass"))
    assert t.view()["round"] == 2 and t.pending() == [(B, "turn")]


def test_g_fb_0_mirror_factions_void_their_bonus():
    """G-FB-0: NR vs NR no card, Monsters vs Monsters no keep, Skellige vs Skellige no revive."""
    nr = Table(
        scenario(player(A, close=["Ves"], hand=["Ballista"], deck=["Trebuchet"]), player(B, hand=["Thaler"]))
    )
    nr.posts((A, "pass"), (B, "pass"))
    assert nr.hand(A) == ["Ballista"]
    mo = Table(
        scenario(
            player(A, "monsters", close=["Fiend"], hand=["Griffin"]), player(B, "monsters", hand=["Foglet"])
        )
    )
    mo.posts((A, "pass"), (B, "pass"))
    assert mo.view()["round"] == 2 and mo.field(A) == []
    sk = Table(
        scenario(
            player(A, "skellige", discard=["Udalryk"], hand=["Svanrige"], close=["Madman Lugos"], lives=1),
            player(B, "skellige", discard=["Udalryk"], hand=["Svanrige"]),
            round=2,
        )
    )
    sk.posts((A, "pass"), (B, "pass"))
    assert sk.view()["round"] == 3 and ("Alice", "revive") not in sk.pending()

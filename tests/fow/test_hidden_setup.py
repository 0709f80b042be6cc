"""F-OVR-3, F-SETUP-6: a deck (and so its ruler) is hidden until the rulers are placed; a player who still
owes his deck learns nothing of the other's choice, from the thread or from his own view."""

from __future__ import annotations

from cards.core import PUBLIC, Audience

from .helpers import GAME, fresh


def _heard(events, audience) -> list[str]:
    return [t for e in events if e.audience == audience for lang in ("en", "ru") if (t := GAME.render_event(e, lang))]


def test_a_deck_choice_is_hidden_until_both_decks_are_in_F_OVR_3_F_SETUP_6():
    seen = []
    # melgis-growth has 43 main-deck cards, the starters 40: the counts would tell it apart (issue 25)
    for deck in ("deck starter faria", "deck starter melgis", "deck starter melgis-growth"):
        s, events = GAME.play(fresh(seed=3), 0, deck)
        seen.append((_heard(events, PUBLIC), _heard(events, Audience.player(1)),
                     GAME.view(s, PUBLIC), GAME.view(s, Audience.player(1)),
                     GAME.render_table(s, Audience.player(1), "en"), GAME.render_table(s, PUBLIC, "ru")))
        own = " ".join(_heard(events, Audience.player(0)))
        assert ("Faria" if "faria" in deck else "Melgis") in own  # he hears his own ruler
    assert seen[0] == seen[1] == seen[2]
    assert not any("Faria" in t or "Melgis" in t for t in seen[0][0])


def test_the_rulers_are_public_from_F_SETUP_6():
    s, _ = GAME.play(fresh(seed=3), 0, "deck starter faria")
    s, _ = GAME.play(s, 1, "deck starter melgis")
    s, _ = GAME.play(s, s.chooser, "first")
    first = s.chooser
    s, _ = GAME.play(s, first, "mulligan none")
    s, events = GAME.play(s, 1 - first, "mulligan none")
    public = " ".join(_heard(events, PUBLIC))
    assert "Faria" in public and "Melgis" in public
    rulers = [p["ruler"]["name"] for p in GAME.view(s, Audience.player(1))["players"]]
    assert all(rulers)


def test_a_search_that_takes_no_card_does_not_tell_whether_the_deck_held_it_F_OVR_3_F_REF_4():
    """The deck is hidden (F-OVR-3), so a search may fail to find ("search none"): the thread hears the
    same whether the sought card was missing or he chose to take none (it used to say "finds nothing")."""
    from .helpers import TGAME, play, position

    heard = []
    for deck, post in ((["Temple Monk"], "activate Test Giant: search Rukh Egg"),
                       (["Temple Monk", "Rukh Egg"], "activate Test Giant: search none")):
        s = position([{"name": "Alice", "field": [{"name": "Test Giant", "since_turn": 1}], "deck": deck},
                      {"name": "Bob"}])
        s, ev = play(s, 0, post, "pass")
        s, ev2 = play(s, 1, "pass")
        heard.append([TGAME.render_event(e, lang) for e in ev2 if e.audience == PUBLIC and e.kind.startswith("search")
                      for lang in ("en", "ru")])
    assert heard[0] == heard[1] and heard[0] and "takes no card" in heard[0][0]


def test_the_deck_counts_are_public_once_both_decks_are_in_F_OVR_3():
    s, _ = GAME.play(fresh(seed=3), 0, "deck starter melgis-growth")
    s, events = GAME.play(s, 1, "deck starter faria")
    public = " ".join(_heard(events, PUBLIC))
    assert "main deck 43" in public and "main deck 40" in public
    assert [p["deck_count"] for p in GAME.view(s, PUBLIC)["players"]] == [43, 40]

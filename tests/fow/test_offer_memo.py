"""The [Activate] abilities the scripted player offers are worked out once per card and kept by the catalogue
that holds the scripts (issue 30 review): a reloaded sheet starts afresh, nothing outlives its catalogue."""

from __future__ import annotations

from cards.fow import legal

from .test_pool_scripts import STONES, G, old, pos


def test_offers_are_remembered_by_the_catalogue_that_holds_the_script() -> None:
    s = pos({"deck": ["Rukh Egg"] * 5, "field": [*STONES, old("Elvish Bowman")]},
            {"field": ["Certo, the Blazing Volcano"]})
    bowman = G.cat.lookup("Elvish Bowman")
    assert bowman is not None
    reloaded = G.cat.with_cards([])  # the same sheet read again: its own catalogue, its own memo
    assert reloaded.offers == {}
    posts = legal.legal_posts(reloaded, s, 0)
    assert "activate Elvish Bowman -> Certo, the Blazing Volcano" in posts  # F-WILL-8
    script, offers = reloaded.offers[bowman]
    assert script is reloaded.scripts[bowman] and [n for n, *_ in offers] == [1]
    assert legal.legal_posts(G.cat, s, 0) == posts  # the first catalogue works out its own, the same
    assert G.cat.offers[bowman][1] == offers and G.cat.offers is not reloaded.offers

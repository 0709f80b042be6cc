"""The scripted player's leader posts (legal._plays, from the per-catalogue _leader_plans): for every Classic
leader of every faction, each leader post it lists is one the engine accepts, and an active leader is listed."""

from __future__ import annotations

import pytest

from cards.gwent import legal
from cards.gwent.catalogue import default_catalogue
from cards.gwent.leaders import CLASSIC_PASSIVE, effect
from cards.gwent.model import PLAYABLE_FACTIONS
from tests.gwent.helpers import A, B, Table, player, scenario

CAT = default_catalogue()
LEADERS = [(f.value, d.name_en) for f in PLAYABLE_FACTIONS for d in CAT.leaders_for(f, False)]


@pytest.mark.parametrize(("faction", "leader"), LEADERS)
def test_every_listed_leader_post_is_accepted(faction: str, leader: str) -> None:
    t = Table(
        scenario(
            player(A, faction, leader, hand=["Ves", "Sweers"], discard=["Ves", "Yarpen Zigrin"]),
            player(B, "northern_realms", hand=["Ves"], discard=["Sweers"]),
        )
    )
    seat = t.seat(A)
    posts = [p for p in legal.turn_candidates(t.cat, t.state, seat) if p.startswith("leader ")]
    if effect(CAT.cards[CAT.resolve(leader).id]) in CLASSIC_PASSIVE:
        assert posts == []
        return
    assert posts
    accepted = set(legal.legal_posts(t.cat, t.state, seat))
    assert [p for p in posts if p not in accepted] == []

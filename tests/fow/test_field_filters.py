"""continuous and fire ask only the field cards whose id is in Catalogue.cont_cids / auto_cids (most field
cards are stones). A card left out would lose its ability on the field (F-TYPE-4: a continuous effect holds
while its card is there; F-CHASE-8: an automatic ability triggers on its event), so every card whose script —
or, for a ruler, whose J-ruler side's script — has such an ability must be in the set."""

from __future__ import annotations

from cards.fow.catalogue import Catalogue

from .helpers import GAME, SGAME


def _scripted(cat: Catalogue, cid: str, kind: str) -> bool:
    d = cat.cards[cid]
    ids = (d.id, d.j_ruler) if d.j_ruler else (d.id,)
    return any(a.kind == kind and (kind != "continuous" or "hand" not in a.zones)
               for i in ids for a in cat.scripts.get(i, ()))


def test_every_card_with_a_continuous_ability_on_the_field_is_asked() -> None:
    for cat in (GAME.cat, SGAME.cat):
        missing = [cid for cid in cat.cards if _scripted(cat, cid, "continuous") and cid not in cat.cont_cids]
        assert not missing
        assert any(cat.cards[cid].j_ruler for cid in cat.cont_cids) or not cat.continuous


def test_every_card_with_an_automatic_ability_is_asked() -> None:
    for cat in (GAME.cat, SGAME.cat):
        missing = [cid for cid in cat.cards if _scripted(cat, cid, "auto") and cid not in cat.auto_cids]
        assert not missing
        assert any(_scripted(cat, cid, "auto") for cid in cat.auto_cids)


def test_stones_are_left_out() -> None:
    """The filter filters: a card with neither kind of ability (a magic stone) is not asked."""
    cat = SGAME.cat
    stones = [cid for cid, d in cat.cards.items() if d.type == "Magic Stone" and not cat.scripts.get(d.id)]
    assert stones
    assert not any(cid in cat.cont_cids or cid in cat.auto_cids for cid in stones)


def test_every_keyword_a_continuous_ability_gives_is_asked() -> None:
    """Ctx.has asks what continuous abilities give only for a keyword in Catalogue.cont_gives: one left out
    would never be had through a continuous ability (VS01-026 gives its J-ruler Swiftness while on the field)."""
    from cards.fow.script import KEYWORD_OF

    for cat in (GAME.cat, SGAME.cat):
        given = {KEYWORD_OF[e.arg("keyword")] for cid in cat.continuous for a in cat.scripts[cid]
                 if a.kind == "continuous" and "hand" not in a.zones for e in a.effects if e.word == "give"}
        assert given <= cat.cont_gives
    assert "Swiftness" in SGAME.cat.cont_gives and "Eternal" not in SGAME.cat.cont_gives

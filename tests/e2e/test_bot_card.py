"""/card (issue 29): the name autocompletes over the game's cards (in a match thread, that match's game);
the answer, only to the caller, gives the card's facts and abilities in words and its face as a picture;
an unknown name is refused saying so."""

from __future__ import annotations

from tests.e2e.test_bot_world import World, world_fixture  # noqa: F401  (fixture)


async def test_card_lookup_with_autocomplete_facts_and_face(world: World) -> None:
    w = world
    offered = await w.fake.autocomplete(w.alice, w.lobby, "card", {"name": "ghou"}, "name")
    assert offered and offered[0]["value"] == "gwent:Ghoul", offered
    shown = await w.fake.slash(w.alice, w.lobby, "card", {"name": offered[0]["value"]})
    assert shown.ephemeral and "**Ghoul**" in shown.content and "Strength: 1" in shown.content
    assert "Abilities:" in shown.content and shown.original.attachment_names == ["card.png"]
    assert shown.original.attachments[0].data[:4] == b"\x89PNG"
    typed = await w.fake.slash(w.alice, w.lobby, "card", {"name": "Geralt of Rivia"})
    assert "Hero" in typed.content
    unknown = await w.fake.slash(w.alice, w.lobby, "card", {"name": "Pikachu"})
    assert unknown.ephemeral and "No card called “Pikachu”" in unknown.content
    await w.setup_server(language="ru")
    russian = await w.fake.slash(w.alice, w.lobby, "card", {"name": "Гуль"})
    assert "**Гуль**" in russian.content and "Сила: 1" in russian.content


async def test_card_autocomplete_folds_names_by_the_kits_one_rule(world: World) -> None:
    """Issue 23 (one rule for names: NFKC, casefold, ё=е, accents and quotes folded): what is typed in
    /card's autocomplete is folded as a post's card name is — an accent or capitals still find the card."""
    offered = await world.fake.autocomplete(world.alice, world.lobby, "card", {"name": "GHÓU"}, "name")
    assert offered and offered[0]["value"] == "gwent:Ghoul", offered

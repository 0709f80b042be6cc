"""/card for Vanguard, Force of Will and Fate/Ace Royal (issue 29) over the real client and the fake Discord:
the name autocompletes over the game's loaded spreadsheet; the answer, only to the caller, gives the card's
facts from its row and its abilities in exactly the words the engine generates from its script (the same
sentences the hand DM and the thread use), with a drawn face; Russian readers get Russian names and words."""

from __future__ import annotations

from pathlib import Path

import pytest
import pytest_asyncio

from bot.judge.games import load_games
from tests.fakediscord import FakeDiscord
from tests.fakediscord.fixtures import fake_discord  # noqa: F401  (fixture)

from .test_bot_world import World, make_world

GAMES = load_games(["vanguard", "fow", "fate"])


@pytest_asyncio.fixture(name="cw")
async def card_world(fake_discord: FakeDiscord, tmp_path: Path):  # noqa: F811
    w = await make_world(fake_discord, tmp_path)
    w.games = dict(GAMES)
    await w.start_bot(defer_after=30.0)  # a loaded machine draws a face slowly; deferral is tested elsewhere
    try:
        yield w
    finally:
        await w.close()


def engine_words(game: str, name: str, lang: str) -> list[str]:
    """The ability sentences the engine itself generates for ``name`` (not the lookup's own code)."""
    g = GAMES[game]
    if game == "vanguard":
        from cards.vanguard.render import abilities_text

        return abilities_text(g.cat, g.cat.resolve(name).id, lang)  # type: ignore[attr-defined]
    if game == "fow":
        from cards.fow.abilities import words_of

        cid = g.cat.lookup(name)  # type: ignore[attr-defined]
        return [words_of(g.cat, cid, i)[lang] for i in range(len(g.cat.script(cid)))]  # type: ignore[attr-defined]
    from cards.fate.script import say_ability

    card = g.cat.find(name)  # type: ignore[attr-defined]
    return [say_ability(a, lang) for a in card.abilities]


CASES = [  # game, typed, the autocompleted name, a fact in English, the Russian name and a Russian fact
    ("vanguard", "blaster bl", "Blaster Blade", "Power 10000, shield 5000", "Бластер Блейд", "Ранг 2"),
    ("fow", "faria, the sa", "Faria, the Sacred Queen", "Judgment: {W}{W}", "Фария, священная королева",
     "Атрибут: свет"),
    ("fate", "artor", "Artoria", "P.ATK 6, P.DEF 5, M.ATK 3, M.DEF 3", "Артурия", "Ф.АТК 6"),
]


@pytest.mark.parametrize(("game", "typed", "name", "fact", "name_ru", "fact_ru"), CASES)
async def test_card_lookup_per_game_facts_generated_abilities_and_face(
    cw: World, game: str, typed: str, name: str, fact: str, name_ru: str, fact_ru: str
) -> None:
    w = cw
    offered = await w.fake.autocomplete(w.alice, w.lobby, "card", {"name": typed, "game": game}, "name")
    assert offered and offered[0]["value"] == f"{game}:{name}", offered
    shown = await w.fake.slash(w.alice, w.lobby, "card", {"name": offered[0]["value"]})
    assert shown.ephemeral and f"**{name}**" in shown.content and fact in shown.content, shown.content
    said = engine_words(game, name, "en")
    assert said and all(s in shown.content for s in said), (said, shown.content)
    assert shown.original.attachment_names == ["card.png"]
    assert shown.original.attachments[0].data[:4] == b"\x89PNG"
    typed_back = await w.fake.slash(w.alice, w.lobby, "card", {"name": name, "game": game})
    assert f"**{name}**" in typed_back.content
    unknown = await w.fake.slash(w.alice, w.lobby, "card", {"name": "Pikachu", "game": game})
    assert unknown.ephemeral and "No card called “Pikachu”" in unknown.content

    await w.setup_server(language="ru")
    russian = await w.fake.slash(w.alice, w.lobby, "card", {"name": name_ru, "game": game})
    assert f"**{name_ru}**" in russian.content and fact_ru in russian.content, russian.content
    assert all(s in russian.content for s in engine_words(game, name, "ru"))
    offered_ru = await w.fake.autocomplete(w.alice, w.lobby, "card", {"name": name_ru[:5], "game": game}, "name")
    assert any(o["value"] == f"{game}:{name_ru}" for o in offered_ru), offered_ru


async def test_vanguard_cards_of_one_name_are_told_apart_by_number(cw: World) -> None:
    """Two different cards called "King of Knights, Alfred" (V-BT01 and V-SS09): autocomplete offers both
    with their numbers and each answer is that card's."""
    w = cw
    offered = await w.fake.autocomplete(w.alice, w.lobby, "card", {"name": "king of knights, alf",
                                                                    "game": "vanguard"}, "name")
    values = [o["value"] for o in offered]
    assert "vanguard:King of Knights, Alfred (V-SS09/003EN)" in values, values
    shown = await w.fake.slash(w.alice, w.lobby, "card", {"name": "vanguard:King of Knights, Alfred (V-SS09/003EN)"})
    assert "`V-SS09/003EN`" in shown.content and "Power 10000" in shown.content

"""/help over the real client: ephemeral, the players' commands in order, the judges' and organisers'
lists, and a game's cheat sheet; in Russian it names the Russian command names (issue 29)."""

from __future__ import annotations

from bot.discord.help import AUDIENCES, GAME, find
from tests.e2e.test_bot_world import World, world_fixture  # noqa: F401  (fixture)


async def test_help_lists_commands_and_a_games_posts(world: World) -> None:
    w = world
    shown = await w.fake.slash(w.alice, w.lobby, "help")
    assert shown.ephemeral and "/play" in shown.content and "/gwent challenge" in shown.content
    text = shown.content
    assert text.index("/gwent challenge") < text.index("/play") < text.index("/hand")  # in the order of use
    judges = await w.fake.slash(w.alice, w.lobby, "help", {"topic": "judges"})
    assert judges.ephemeral and "/judge undo" in judges.content and "/gwent create" in judges.content
    organisers = await w.fake.slash(w.alice, w.lobby, "help", {"topic": "organisers"})
    assert "/setup" in organisers.content and "/tournament create" in organisers.content
    sheet = await w.fake.slash(w.alice, w.lobby, "help", {"topic": "gwent"})
    assert sheet.ephemeral and "`pass`" in sheet.content and "`Scorch + Ghoul`" in sheet.content


async def test_help_in_russian_names_russian_commands(world: World) -> None:
    w = world
    await w.setup_server(language="ru")
    shown = await w.fake.slash(w.alice, w.lobby, "help")
    assert "/ход" in shown.content and "/рука" in shown.content and "/гвинт вызов" in shown.content
    assert "/play" not in shown.content
    sheet = await w.fake.slash(w.alice, w.lobby, "help", {"topic": "gwent"})
    assert "`Казнь + Гуль` (`Scorch + Ghoul`)" in sheet.content


async def test_help_lists_only_registered_commands(world: World) -> None:
    """Every command /help names that exists is shown; a listed path that is not registered is left out
    (the list may name commands another part registers later), never shown wrongly."""
    assert world.bot is not None
    tree = world.bot.tree
    for paths in AUDIENCES.values():
        for path in paths:
            words = path.replace(GAME, "gwent").split()
            if find(tree, " ".join(words)) is None:
                continue
            assert find(tree, " ".join(words)).qualified_name == " ".join(words)  # type: ignore[union-attr]

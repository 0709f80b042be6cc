"""``/help``: the bot's commands for players, judges and organisers, in the order they are used, and per
game a cheat sheet of its posts. Command names and descriptions come from the registered command tree
(in Russian the names Discord shows Russian users), the cheat sheet from the game's ``help_rows()`` (the
rows of its docs table): nothing here is written twice, so nothing drifts."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.discord.texts import russian
from bot.i18n import sayer
from cards.core import Game

if TYPE_CHECKING:
    from bot.discord.app import TableJudgeBot

GAME = "<game>"  # stands for every two-player game's group (/gwent challenge, /fow challenge …)

# What each kind of reader uses, in the order they use it. A test checks every path is a registered command.
PLAYERS: tuple[str, ...] = (
    "help",
    "language",
    f"{GAME} challenge",
    "accept",
    "table open",
    "table join",
    "play",
    "pass",
    "hand",
    "table show",
    "matches",
    "card",
    "concede",
    "undo",
    "record",
    "tournament register",
    "tournament deck",
    "tournament standings",
    "tournament drop",
)
JUDGES: tuple[str, ...] = (
    "judge matches",
    "judge failures",
    f"{GAME} create",
    "judge seat",
    "judge hands",
    "judge act",
    "judge undo",
    "judge pause",
    "judge resume",
    "judge deadline",
    "judge end",
    "judge export",
)
ORGANISERS: tuple[str, ...] = (
    "setup",
    "check-setup",
    "tournament create",
    "tournament players",
    "tournament close",
    "tournament pair",
    "tournament start-round",
    "tournament result",
    "tournament award",
    "tournament penalty",
    "tournament extend",
    "tournament standings",
    "tournament export",
)
AUDIENCES = {"players": PLAYERS, "judges": JUDGES, "organisers": ORGANISERS}


say = sayer("help-")


def _ru_name(item: app_commands.Command[Any, ..., Any] | app_commands.Group) -> str:
    """The name Russian users see: a game's own Russian name (its locale_str), else command-names.ftl."""
    local = getattr(item, "_locale_name", None)
    if isinstance(local, app_commands.locale_str) and local.extras.get("ru"):
        return str(local.extras["ru"])
    return russian(item.name, name=True) or item.name


def _description(item: app_commands.Command[Any, ..., Any] | app_commands.Group, lang: str) -> str:
    local = getattr(item, "_locale_description", None)
    if lang == "ru" and isinstance(local, app_commands.locale_str) and local.extras.get("ru"):
        return str(local.extras["ru"])
    text = str(item.description)
    return (russian(text, name=False) or text) if lang == "ru" else text


def find(
    tree: app_commands.CommandTree[Any], path: str
) -> app_commands.Command[Any, ..., Any] | app_commands.Group | None:
    """The registered command at ``path`` (``judge undo``), or None."""
    words = path.split()
    found: app_commands.Command[Any, ..., Any] | app_commands.Group | app_commands.ContextMenu | None
    found = tree.get_command(words[0])
    for word in words[1:]:
        found = found.get_command(word) if isinstance(found, app_commands.Group) else None
    return None if isinstance(found, app_commands.ContextMenu) else found


def command_lines(
    tree: app_commands.CommandTree[Any], games: Iterable[str], paths: Sequence[str], lang: str
) -> list[str]:
    """``/name sub`` — description, for each path that is registered (a game's stands for all of them)."""
    lines = []
    for path in paths:
        words = path.split()
        names = [g for g in games if find(tree, g)] if words[0] == GAME else [words[0]]
        shown: list[str] = []
        description = ""
        for name in names:
            item = find(tree, " ".join([name, *words[1:]]))
            if item is None:
                continue
            parts: list[str] = []
            node: Any = item
            while node is not None:
                parts.append(_ru_name(node) if lang == "ru" else node.name)
                node = node.parent
            shown.append("/" + " ".join(reversed(parts)))
            description = _description(item, lang)
        if shown:
            lines.append(f"`{'`, `'.join(shown)}` — {description}")
    return lines


def game_sheet(game: Game, lang: str) -> str:
    """The game's cheat sheet: what, then the post as written in ``lang`` (the canonical English too)."""
    rows = game.help_rows()
    if not rows:
        return say("no_sheet", lang, game=game.title(lang))  # type: ignore[arg-type]
    lines = [say("sheet_title", lang, game=game.title(lang))]  # type: ignore[arg-type]
    for row in rows:
        post = f"`{row.ru}` (`{row.en}`)" if lang == "ru" and row.ru != row.en else f"`{row.en}`"
        lines.append(f"• {row.what(lang)}: {post}")
    lines.append(say("sheet_more", lang))
    return "\n".join(lines)


def help_text(bot: TableJudgeBot, topic: str, lang: str) -> str:
    games = sorted(bot.service.games)
    if topic in bot.service.games:
        return game_sheet(bot.service.games[topic], lang)
    if topic in AUDIENCES:
        return "\n".join(
            [say(f"title_{topic}", lang), *command_lines(bot.tree, games, AUDIENCES[topic], lang)]
        )
    titles = ", ".join(f"{bot.service.games[g].title(lang)} (`{g}`)" for g in games)  # type: ignore[arg-type]
    return "\n".join(
        [
            say("intro", lang),
            "",
            say("title_players", lang),
            *command_lines(bot.tree, games, PLAYERS, lang),
            "",
            say("more", lang, games=titles),
        ]
    )


def register_help(bot: TableJudgeBot) -> None:
    """Adds ``/help [topic]`` to the bot's tree (call after the other commands are registered)."""
    topics = [
        app_commands.Choice(name=app_commands.locale_str("For players", ru="Игрокам"), value="players"),
        app_commands.Choice(name=app_commands.locale_str("For judges", ru="Судьям"), value="judges"),
        app_commands.Choice(
            name=app_commands.locale_str("For organisers", ru="Организаторам"), value="organisers"
        ),
    ]
    for name, game in sorted(bot.service.games.items()):
        topics.append(
            app_commands.Choice(
                name=app_commands.locale_str(game.info.title.en or name, ru=game.info.title.ru or name),
                value=name,
            )
        )

    @bot.tree.command(name="help", description="The bot's commands, and each game's posts")
    @app_commands.describe(topic="Players, judges, organisers, or a game's cheat sheet")
    @app_commands.choices(topic=topics[:25])
    async def help_(interaction: discord.Interaction[Any], topic: str = "") -> None:
        lang = await bot.call(bot.service.language_for, interaction.user.id, interaction.guild_id)
        if interaction.locale is discord.Locale.russian:
            lang = "ru"
        await bot.respond_text(interaction, help_text(bot, topic, lang), ephemeral=True)

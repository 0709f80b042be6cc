"""``/card name:`` (issue 29): a card's facts, its abilities in the words its game generates, and its face,
from the game's ``card_names`` / ``describe_card`` / ``card_picture`` hooks; the name autocompletes over the
cards of the game of this thread's match (or of every game). Only the caller sees the answer."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.i18n import sayer
from bot.judge.api import Reply
from cards.kit.names import fold_cached

if TYPE_CHECKING:
    from bot.discord.app import TableJudgeBot

MAX_CHOICE = 100


say = sayer("cardlookup-")


def _games_here(bot: TableJudgeBot, channel_id: int | None, wanted: str | None) -> list[str]:
    names = sorted(bot.service.games)
    if wanted in bot.service.games:
        return [wanted]
    match = bot.service.match_for_channel(channel_id) if channel_id is not None else None
    return [match.game] if match is not None and match.game in bot.service.games else names


def choices(bot: TableJudgeBot, games: list[str], current: str, lang: str) -> list[app_commands.Choice[str]]:
    """Up to 25 cards whose name (in either language) holds what was typed, names first that start with it;
    both folded by the kit's one rule for names (case, ё, accents, quotes and dashes never matter)."""
    wanted = fold_cached(current[:100])
    found: list[tuple[int, str, str]] = []
    for name in games:
        game = bot.service.games[name]
        for title in dict.fromkeys([*game.card_names(lang), *game.card_names("en")]):  # type: ignore[arg-type]
            folded = fold_cached(title)
            if not wanted or wanted in folded:
                found.append((0 if folded.startswith(wanted) else 1, title, name))
    found.sort()
    several = len(games) > 1
    out = []
    for _, title, name in found[:25]:
        shown = f"{title} ({bot.service.games[name].title(lang)})" if several else title  # type: ignore[arg-type]
        out.append(app_commands.Choice(name=shown[:MAX_CHOICE], value=f"{name}:{title}"[:MAX_CHOICE]))
    return out


def lookup(bot: TableJudgeBot, games: list[str], value: str, lang: str) -> Reply:
    game_name, sep, title = value.partition(":")
    if sep and game_name in bot.service.games:
        games, value = [game_name], title
    for name in games:
        game = bot.service.games[name]
        text = game.describe_card(value, lang)  # type: ignore[arg-type]
        if text:
            picture = game.card_picture(value, lang)  # type: ignore[arg-type]
            return Reply("ok", text, files=(("card.png", picture),) if picture else ())
    return Reply("refused", say("unknown", lang, name=value[:80]))


def register_card(bot: TableJudgeBot) -> None:
    @bot.tree.command(name="card", description="Look a card up: its facts, abilities and face")
    @app_commands.describe(name="The card's name (suggested as you type)", game="The game (default: this match's)")
    async def card(interaction: discord.Interaction[Any], name: app_commands.Range[str, 1, 100], game: str | None = None) -> None:
        channel = interaction.channel_id

        def work(actor: Any) -> Reply:
            lang = bot.language(actor.user_id, actor.guild_id)
            return lookup(bot, _games_here(bot, channel, game), name, lang)

        await bot.command(interaction, work)

    @card.autocomplete("name")
    async def _name(interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
        wanted = getattr(interaction.namespace, "game", None)
        lang = await bot.call(bot.service.language_for, interaction.user.id, interaction.guild_id)
        games = await bot.call(_games_here, bot, interaction.channel_id, wanted)
        return choices(bot, games, current, lang)

    @card.autocomplete("game")
    async def _game(interaction: discord.Interaction[Any], current: str) -> list[app_commands.Choice[str]]:
        return [
            app_commands.Choice(name=g.title("en")[:MAX_CHOICE] or n, value=n)
            for n, g in sorted(bot.service.games.items())
            if current.casefold() in n.casefold()
        ][:25]

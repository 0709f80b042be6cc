"""``/matches`` (the caller's live matches) and ``/judge matches`` (the server's, for judges); the lists
are made by :mod:`bot.judge.overview`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.judge import overview

if TYPE_CHECKING:
    from bot.discord.app import TableJudgeBot


def register_matches(bot: TableJudgeBot) -> None:
    """Adds ``/matches`` and ``/judge matches`` (call after the ``/judge`` group is on the tree)."""

    @bot.tree.command(name="matches", description="Your live matches, their threads and whose turn it is")
    async def matches(interaction: discord.Interaction[Any]) -> None:
        await bot.command(interaction, lambda actor: overview.my_matches(bot.service, actor))

    judge = bot.tree.get_command("judge")
    if isinstance(judge, app_commands.Group):

        @app_commands.command(
            name="matches", description="Every live match of this server, the longest wait first (judges)"
        )
        async def judge_matches(interaction: discord.Interaction[Any]) -> None:
            guild_id = interaction.guild_id
            await bot.command(interaction, lambda actor: overview.server_matches(bot.service, actor, guild_id))

        judge.add_command(judge_matches)

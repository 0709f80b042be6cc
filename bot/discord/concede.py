"""``/concede``: the caller gives up the match of this thread. It is the game's own ``concede`` post (every
game takes one, in or out of turn), so it is logged and replayed like any post."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

if TYPE_CHECKING:
    from bot.discord.app import TableJudgeBot

CONCEDE_POST = "concede"


def register_concede(bot: TableJudgeBot) -> None:
    @bot.tree.command(name="concede", description="Give up this match (your opponent wins)")
    @app_commands.guild_only()
    async def concede(interaction: discord.Interaction[Any]) -> None:
        channel, iid = interaction.channel_id or 0, interaction.id
        await bot.command(interaction, lambda actor: bot.service.play(actor, channel, CONCEDE_POST, iid))

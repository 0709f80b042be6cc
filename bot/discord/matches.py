"""``/matches`` (the caller's live matches) and ``/judge matches`` (the server's, for judges); the lists
are made by :mod:`bot.judge.overview`. ``/judge failures``: what could not be delivered
(:mod:`bot.judge.failures`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.judge import failures, overview

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
            await bot.command(
                interaction, lambda actor: overview.server_matches(bot.service, actor, guild_id)
            )

        judge.add_command(judge_matches)

        @app_commands.command(
            name="failures",
            description="Messages the bot could not deliver in this server's matches (judges)",
        )
        async def judge_failures(interaction: discord.Interaction[Any]) -> None:
            guild_id = interaction.guild_id
            await bot.command(
                interaction, lambda actor: failures.server_failures(bot.service, actor, guild_id)
            )

        judge.add_command(judge_failures)


def register_record(bot: TableJudgeBot) -> None:
    """``/record [match]`` for players after the match, ``/judge export [match]`` for judges: the match's
    record file (:mod:`bot.judge.export`), shown only to the caller."""
    from bot.judge.export import export_reply

    @bot.tree.command(
        name="record",
        description="The record file of a match (its players once it is over; judges any time)",
    )
    @app_commands.describe(match="The match's number (default: this thread's)")
    async def record(
        interaction: discord.Interaction[Any], match: app_commands.Range[int, 1] | None = None
    ) -> None:
        channel = interaction.channel_id
        await bot.command(interaction, lambda actor: export_reply(bot.service, actor, match, channel))

    judge = bot.tree.get_command("judge")
    if isinstance(judge, app_commands.Group):

        @app_commands.command(name="export", description="The record file of a match, for tablejudge replay")
        @app_commands.describe(match="The match's number (default: this thread's)")
        async def export(
            interaction: discord.Interaction[Any], match: app_commands.Range[int, 1] | None = None
        ) -> None:
            channel = interaction.channel_id

            def work(actor: Any) -> Any:
                if not actor.is_judge:
                    from bot.judge.messages import t

                    return t("judge_only", bot.language(actor.user_id, actor.guild_id))
                return export_reply(bot.service, actor, match, channel)

            await bot.command(interaction, work)

        judge.add_command(export)

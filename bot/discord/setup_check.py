"""``/check-setup`` (server managers): does the bot have what it needs (:mod:`bot.discord.permissions`) in
the chosen match channel or forum (default: the one ``/setup`` saved)? Says what is missing, in words."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.discord import permissions
from bot.i18n import sayer

if TYPE_CHECKING:
    from bot.discord.app import TableJudgeBot


say = sayer("check-")


def report(channel: discord.abc.GuildChannel, have: discord.Permissions, lang: str) -> str:
    """What is missing in ``channel`` (a forum needs no thread creation right: a post is a thread)."""
    lacking = [
        name
        for name in permissions.missing(have)
        if not (isinstance(channel, discord.ForumChannel) and name == "create_public_threads")
    ]
    where = f"<#{channel.id}>"
    if not lacking:
        return say("all_set", lang, channel=where)
    lines = [say("missing", lang, channel=where, count=len(lacking))]
    lines += [f"• {say('perm-' + name, lang)}" for name in lacking]
    lines.append(say("how", lang))
    return "\n".join(lines)


def register_setup_check(bot: TableJudgeBot) -> None:
    @bot.tree.command(
        name="check-setup",
        description="Check the bot's permissions in the match channel or forum, and say what is missing",
    )
    @app_commands.guild_only()
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.describe(
        location="A forum or text channel for match threads (default: the one set by /setup)"
    )
    async def check_setup(
        interaction: discord.Interaction[Any],
        location: discord.TextChannel | discord.ForumChannel | None = None,
    ) -> None:
        guild = interaction.guild
        lang = await bot.call(bot.service.language_for, interaction.user.id, interaction.guild_id)
        perms = interaction.permissions
        if guild is None:
            await bot.respond_text(interaction, say("no_location", lang))
            return
        if not (perms.manage_guild or perms.administrator):
            await bot.respond_text(interaction, say("admins_only", lang))
            return
        channel: Any = location
        if channel is None:

            def saved() -> int | None:
                with bot.store.tx() as tx:
                    settings = tx.guild(guild.id)
                    return settings.match_channel_id if settings is not None else None

            found = await bot.call(saved)
            channel = guild.get_channel(found) if found else None
            if channel is None and found:
                try:
                    channel = await guild.fetch_channel(found)
                except discord.HTTPException:
                    channel = None
        if channel is None:
            await bot.respond_text(interaction, say("no_location", lang))
            return
        me = guild.me
        if me is None and bot.user is not None:
            me = await guild.fetch_member(bot.user.id)
        await bot.respond_text(interaction, report(channel, channel.permissions_for(me), lang))

"""Can a match thread be made where the server put matches? Asked before a match starts (issue 24).

A match whose thread Discord refuses (a deleted forum, a missing permission, a forum that requires tags)
used to start anyway: players got their deck DMs, judge commands could not reach it, every start
re-queued a table edit that failed. :func:`thread_problem` answers from the gateway's cache (no request:
it runs on the judge's thread, inside the starting transaction) and names what is missing; the judge then
refuses the start, so nothing is sent to anyone. When the cache cannot tell (not ready yet), it says
nothing and the start goes ahead as before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.judge.messages import t
from cards.core import Lang

if TYPE_CHECKING:
    from bot.discord.app import TableJudgeBot

# what the bot needs, per kind of match channel: (discord.py permission name, message key)
FORUM_NEEDS = (
    ("view_channel", "perm-view_channel"),
    ("send_messages", "perm-send_messages"),  # a forum post is a message in the forum
    ("send_messages_in_threads", "perm-send_messages_in_threads"),
)
TEXT_NEEDS = (
    ("view_channel", "perm-view_channel"),
    ("create_public_threads", "perm-create_public_threads"),
    ("send_messages_in_threads", "perm-send_messages_in_threads"),
)


def thread_problem(bot: TableJudgeBot, parent_id: int, lang: Lang) -> str | None:
    """Why no match thread can be made in channel ``parent_id`` (in ``lang``), or None."""
    if not bot.is_ready():
        return None
    channel = bot.get_channel(parent_id)
    if channel is None:
        return t("thread_channel_gone", lang, channel=f"<#{parent_id}>")
    if isinstance(channel, discord.ForumChannel):
        needs = FORUM_NEEDS
        if channel.flags.require_tag:
            return t("thread_forum_requires_tag", lang, channel=channel.mention)
    elif isinstance(channel, discord.TextChannel):
        needs = TEXT_NEEDS
    else:
        return t("thread_channel_kind", lang, channel=channel.mention if hasattr(channel, "mention") else "-")
    me = channel.guild.me
    if me is None:
        return None
    perms = channel.permissions_for(me)
    missing = [t(key, lang) for name, key in needs if not getattr(perms, name)]
    if missing:
        return t("thread_missing_permissions", lang, channel=channel.mention, permissions=", ".join(missing))
    return None

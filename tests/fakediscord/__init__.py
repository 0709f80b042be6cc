"""A loopback fake Discord (REST API v10 + gateway) for end-to-end tests of the real discord.py client.

async with FakeDiscord() as fake:
    configure_discord_py(fake.api_base, fake.gateway_url)
    guild = fake.add_guild("Table"); alice = fake.add_user("alice"); fake.add_member(guild, alice)
    chan = fake.add_text_channel(guild, "gwent")
    ... start the bot with fake.token ...
    await fake.user_says(alice, chan, "!ping")
    await fake.wait_for(lambda: fake.bot_messages(chan))
"""

from __future__ import annotations

from typing import Any

from .gateway import DIRECT_MESSAGES, GUILD_MEMBERS, GUILD_MESSAGES, GUILDS, MESSAGE_CONTENT
from .interactions import CommandNotRegistered, FakeInteraction
from .models import (
    FakeAttachment,
    FakeChannel,
    FakeGuild,
    FakeMember,
    FakeMessage,
    FakeRole,
    FakeUser,
    MessageVersion,
    Pings,
    RequestRecord,
    compute_pings,
)
from .ratelimits import RateLimits
from .server import Failure, FakeDiscord


def configure_discord_py(api_base: str, gateway_url: str) -> tuple[Any, Any]:
    """Point discord.py's REST (and webhook/interaction) base and default gateway at a server.

    Returns the previous (Route.BASE, DEFAULT_GATEWAY) so a caller can restore them.
    """
    import discord.gateway
    import discord.http
    import yarl

    previous = (discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY)
    discord.http.Route.BASE = api_base.rstrip("/")
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway_url)
    return previous


__all__ = [
    "DIRECT_MESSAGES",
    "GUILDS",
    "GUILD_MEMBERS",
    "GUILD_MESSAGES",
    "MESSAGE_CONTENT",
    "CommandNotRegistered",
    "Failure",
    "FakeAttachment",
    "FakeChannel",
    "FakeDiscord",
    "FakeGuild",
    "FakeInteraction",
    "FakeMember",
    "FakeMessage",
    "FakeRole",
    "FakeUser",
    "MessageVersion",
    "Pings",
    "RateLimits",
    "RequestRecord",
    "compute_pings",
    "configure_discord_py",
]

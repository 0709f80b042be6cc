"""What "cannot reach Discord" looks like to the adapter's caller, so the CLI can say so in one line
without speaking discord.py itself (only ``bot.discord`` imports it)."""

from __future__ import annotations

import aiohttp
import discord

UNREACHABLE: tuple[type[BaseException], ...] = (
    aiohttp.ClientError,
    discord.GatewayNotFound,
    discord.HTTPException,
    OSError,
)

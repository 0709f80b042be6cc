"""The Discord adapter: the only code that imports discord.py. See :mod:`bot.discord.app`."""

from bot.discord.app import TableJudgeBot, create_bot, run
from bot.discord.transport import DiscordTransport

__all__ = ["DiscordTransport", "TableJudgeBot", "create_bot", "run"]

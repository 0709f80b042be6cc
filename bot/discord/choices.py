"""Choice lists that more than one command group offers (one list, so the groups never disagree)."""

from discord import app_commands

VARIANTS = [
    app_commands.Choice(name="Classic", value="classic"),
    app_commands.Choice(name="HardGwent", value="hard"),
]

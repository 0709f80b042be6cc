"""The Accept button under a challenge. Its custom id carries the match id (``tj:accept:<id>``), and
it is a :class:`discord.ui.DynamicItem`, so a click is understood by any later run of the bot."""

from __future__ import annotations

import re
from typing import Any

import discord

ACCEPT_TEMPLATE = r"tj:accept:(?P<match_id>[0-9]{1,19})"


class AcceptButton(discord.ui.DynamicItem[discord.ui.Button], template=ACCEPT_TEMPLATE):
    def __init__(self, match_id: int, label: str = "Accept") -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80], style=discord.ButtonStyle.success, custom_id=f"tj:accept:{match_id}"
            )
        )
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Button, match: re.Match[str], /
    ) -> AcceptButton:
        return cls(int(match["match_id"]), item.label or "Accept")

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        handler = getattr(interaction.client, "accept_clicked", None)
        if handler is not None:
            await handler(interaction, self.match_id)


def accept_view(match_id: int, label: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(AcceptButton(match_id, label))
    return view

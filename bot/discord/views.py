"""The Accept button under a challenge, the Join button under an open table and the Register button
under a tournament's announcement. Their custom ids carry the match id (``tj:accept:<id>``,
``tj:join:<id>``) or the tournament id (``tj:register:<id>``), and they are
:class:`discord.ui.DynamicItem` s, so a click is understood by any later run of the bot."""

from __future__ import annotations

import re
from typing import Any

import discord

ACCEPT_TEMPLATE = r"tj:accept:(?P<match_id>[0-9]{1,19})"
REGISTER_TEMPLATE = r"tj:register:(?P<tournament_id>[0-9]{1,19})"
JOIN_TEMPLATE = r"tj:join:(?P<match_id>[0-9]{1,19})"


class AcceptButton(discord.ui.DynamicItem[discord.ui.Button["discord.ui.View"]], template=ACCEPT_TEMPLATE):
    def __init__(self, match_id: int, label: str = "Accept") -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80], style=discord.ButtonStyle.success, custom_id=f"tj:accept:{match_id}"
            )
        )
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> AcceptButton:
        return cls(int(match["match_id"]), _label(item, "Accept"))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        handler = getattr(interaction.client, "accept_clicked", None)
        if handler is not None:
            await handler(interaction, self.match_id)


def accept_view(match_id: int, label: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(AcceptButton(match_id, label))
    return view


class RegisterButton(discord.ui.DynamicItem[discord.ui.Button["discord.ui.View"]], template=REGISTER_TEMPLATE):
    """Registers the clicking member in the tournament; it stays until registration closes (the service
    refuses late clicks privately), so one announcement serves every player."""

    def __init__(self, tournament_id: int, label: str = "Register") -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80], style=discord.ButtonStyle.primary, custom_id=f"tj:register:{tournament_id}"
            )
        )
        self.tournament_id = tournament_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> RegisterButton:
        return cls(int(match["tournament_id"]), _label(item, "Register"))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        handler = getattr(interaction.client, "register_clicked", None)
        if handler is not None:
            await handler(interaction, self.tournament_id)


class JoinButton(discord.ui.DynamicItem[discord.ui.Button["discord.ui.View"]], template=JOIN_TEMPLATE):
    """Takes a seat at an open table for the clicking member; it stays until the table is full."""

    def __init__(self, match_id: int, label: str = "Join") -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80], style=discord.ButtonStyle.primary, custom_id=f"tj:join:{match_id}"
            )
        )
        self.match_id = match_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> JoinButton:
        return cls(int(match["match_id"]), _label(item, "Join"))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        handler = getattr(interaction.client, "join_clicked", None)
        if handler is not None:
            await handler(interaction, self.match_id)


def join_view(match_id: int, label: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(JoinButton(match_id, label))
    return view


def _label(item: discord.ui.Item[Any], default: str) -> str:
    """The clicked button's own label (kept across a restart), else ``default``."""
    return (item.label if isinstance(item, discord.ui.Button) else None) or default


def register_view(tournament_id: int, label: str) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(RegisterButton(tournament_id, label))
    return view

"""``/undo`` (a player asks to take back his last post) and its Accept / Decline buttons
(``tj:undo:<match>:<seq>:y|n``, dynamic items: they work after a restart). The rules are
:mod:`bot.judge.undo_requests`; the buttons go once answered."""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.judge.undo_requests import UndoRequests

if TYPE_CHECKING:
    from bot.discord.app import TableJudgeBot

log = logging.getLogger(__name__)

UNDO_TEMPLATE = r"tj:undo:(?P<match_id>[0-9]{1,19}):(?P<seq>[0-9]{1,9}):(?P<answer>[yn])"


class UndoButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=UNDO_TEMPLATE):
    def __init__(self, match_id: int, seq: int, accept: bool, label: str = "") -> None:
        super().__init__(
            discord.ui.Button(
                label=(label or ("Accept" if accept else "Decline"))[:80],
                style=discord.ButtonStyle.success if accept else discord.ButtonStyle.secondary,
                custom_id=f"tj:undo:{match_id}:{seq}:{'y' if accept else 'n'}",
            )
        )
        self.match_id, self.seq, self.accept = match_id, seq, accept

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> UndoButton:
        label = (item.label if isinstance(item, discord.ui.Button) else None) or ""
        return cls(int(match["match_id"]), int(match["seq"]), match["answer"] == "y", label)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        bot: Any = interaction.client
        if not hasattr(bot, "service"):
            return
        requests = UndoRequests(bot.service)
        reply = await bot.command(interaction, lambda actor: requests.answer(actor, self.match_id, self.seq, self.accept))
        if reply.status == "ok" and interaction.message is not None:
            try:
                await interaction.message.edit(view=None)
            except Exception:  # the answer is in; the buttons are decoration (issue 8)
                log.warning("could not remove the undo buttons of match %s", self.match_id, exc_info=True)


def undo_view(spec: dict[str, Any]) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    mid, seq = int(spec["match_id"]), int(spec["seq"])
    view.add_item(UndoButton(mid, seq, True, str(spec.get("yes") or "")))
    view.add_item(UndoButton(mid, seq, False, str(spec.get("no") or "")))
    return view


def register_undo(bot: TableJudgeBot) -> None:
    requests = UndoRequests(bot.service)

    @bot.tree.command(name="undo", description="Ask to take back your last post (before your opponent posts)")
    @app_commands.guild_only()
    async def undo(interaction: discord.Interaction[Any]) -> None:
        channel = interaction.channel_id or 0
        await bot.command(interaction, lambda actor: requests.request(actor, channel))

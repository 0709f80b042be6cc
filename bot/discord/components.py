"""Buttons for routine answers on a prompt (issue 29; the judge's side is :mod:`bot.judge.quick`).

``tj:ans:<match>:<decision>:<index>:<post>`` is a :class:`discord.ui.DynamicItem`, so a press is understood
after a restart. A press by the decision's player is exactly that player's post: ``/play`` in the thread
(keyed by the interaction, so a resent press is one post) or, for a private decision, a DM naming the match.
Anyone else is refused privately; a press on an answered decision is refused and its buttons are removed.
"""

from __future__ import annotations

import logging
import re
from typing import TYPE_CHECKING, Any

import discord

from bot.i18n import sayer
from bot.judge import quick
from bot.judge.api import Actor, DirectMessage, Reply
from bot.store.models import LIVE_STATUSES

if TYPE_CHECKING:
    from bot.discord.app import TableJudgeBot

log = logging.getLogger(__name__)

ANSWER_TEMPLATE = (
    r"tj:ans:(?P<match_id>[0-9]{1,19}):(?P<decision>[0-9a-f]{8}):(?P<index>[0-9]{1,2}):(?P<post>[0-9a-f]{8})"
)


say = sayer("buttons-")


class AnswerButton(discord.ui.DynamicItem[discord.ui.Button["discord.ui.View"]], template=ANSWER_TEMPLATE):
    def __init__(self, match_id: int, decision: str, index: int, post: str, label: str = "Answer") -> None:
        super().__init__(
            discord.ui.Button(
                label=label[:80],
                style=discord.ButtonStyle.secondary,
                custom_id=f"tj:ans:{match_id}:{decision}:{index}:{post}",
            )
        )
        self.match_id, self.decision, self.index, self.post = match_id, decision, index, post

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> AnswerButton:
        label = (item.label if isinstance(item, discord.ui.Button) else None) or "Answer"
        return cls(int(match["match_id"]), match["decision"], int(match["index"]), match["post"], label)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        client = interaction.client
        if hasattr(client, "service"):
            await answer_pressed(client, interaction, self.match_id, self.decision, self.index, self.post)


SELECT_TEMPLATE = r"tj:sel:(?P<match_id>[0-9]{1,19}):(?P<decision>[0-9a-f]{8})"
VALUE = re.compile(r"(?P<index>[0-9]{1,2}):(?P<post>[0-9a-f]{8})")


class AnswerSelect(discord.ui.DynamicItem[discord.ui.Select["discord.ui.View"]], template=SELECT_TEMPLATE):
    """A decision's few legal targets (``tj:sel:<match>:<decision>``); each option's value is
    ``<index>:<post>`` as on an answer button, so a selection resolves exactly like a press."""

    def __init__(
        self, match_id: int, decision: str, options: list[discord.SelectOption] | None = None,
        placeholder: str = "…",
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=quick.select_id(match_id, decision),
                options=options or [discord.SelectOption(label="…", value="0:00000000")],
                placeholder=placeholder[:150],
                min_values=1,
                max_values=1,
            )
        )
        self.match_id, self.decision = match_id, decision

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str], /
    ) -> AnswerSelect:
        options = list(item.options) if isinstance(item, discord.ui.Select) else None
        return cls(int(match["match_id"]), match["decision"], options)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        client = interaction.client
        data: dict[str, Any] = dict(interaction.data or {})
        values = list(data.get("values") or [])
        chosen = VALUE.fullmatch(str(values[0])) if len(values) == 1 else None
        if hasattr(client, "service") and chosen is not None:
            await answer_pressed(
                client, interaction, self.match_id, self.decision, int(chosen["index"]), chosen["post"], select=True
            )


def answers_view(answers: dict[str, Any], placeholder: str = "…") -> discord.ui.View:
    """The buttons and select menus of an outbox payload's ``answers`` (see :func:`bot.judge.quick.payload`)."""
    view = discord.ui.View(timeout=None)
    mid = int(answers["match_id"])
    menus: dict[str, list[discord.SelectOption]] = {}
    hints: dict[str, str] = {}
    for b in answers.get("buttons", ()):
        if b.get("select"):
            hints[str(b["decision"])] = str(b.get("ph") or placeholder)
            menus.setdefault(str(b["decision"]), []).append(
                discord.SelectOption(label=str(b["label"])[:100], value=f"{int(b['i'])}:{b['post']}")
            )
        else:
            view.add_item(AnswerButton(mid, str(b["decision"]), int(b["i"]), str(b["post"]), str(b["label"])))
    for decision, options in menus.items():
        view.add_item(AnswerSelect(mid, decision, options[:25], hints.get(decision, placeholder)))
    return view


async def answer_pressed(
    bot: TableJudgeBot,
    interaction: discord.Interaction[Any],
    match_id: int,
    decision: str,
    index: int,
    post: str,
    *,
    select: bool = False,
) -> None:
    """Resolve the press (or selection) to its post under the judge's lock, then post it by the same path
    as typing it; once answered, that decision's buttons and select menu go."""
    service = bot.service
    iid = interaction.id
    stale = False

    def work(actor: Actor) -> Reply | str:
        nonlocal stale
        with service.lock:
            lang = service.language_for(actor.user_id, actor.guild_id)
            with bot.store.tx() as tx:
                match = tx.match(match_id)
                seats = tx.seats(match_id) if match is not None else []
            if match is None or match.status not in LIVE_STATUSES or match_id in service.broken:
                stale = True
                return say("answered", lang)
            game = service.games[match.game]
            press = quick.resolve(game, service.state_of(match_id), decision, index, post, select=select)
            if press is None:
                stale = True
                return say("answered", lang)
            owner = next((s for s in seats if s.seat == press.seat), None)
            if owner is None or owner.user_id != actor.user_id:
                return say("not_yours", lang, name=owner.display_name if owner else "?")
            if press.private:
                dm = DirectMessage(
                    iid, actor.user_id, f"#{match_id} {press.post}", author_name=actor.name
                )
                return service.handle_direct_message(dm)
            return service.play(actor, match.channel_id or 0, press.post, iid)

    reply = await bot.command(interaction, work)
    if reply.accepted or stale:
        await _remove_buttons(interaction, (f"tj:ans:{match_id}:{decision}:", quick.select_id(match_id, decision)))


async def _remove_buttons(interaction: discord.Interaction[Any], prefix: str | tuple[str, ...]) -> None:
    """Take an answered decision's buttons off the prompt (the others stay); cosmetic, so failures are logged."""
    message = interaction.message
    if message is None:
        return
    try:
        view = discord.ui.View.from_message(message, timeout=None)
        for item in list(view.children):
            if str(getattr(item, "custom_id", "") or "").startswith(prefix):
                view.remove_item(item)
        await message.edit(view=view if view.children else None)
    except Exception:  # the post is in; the buttons are decoration (issue 8)
        log.warning("could not remove the answered buttons of message %s", message.id, exc_info=True)

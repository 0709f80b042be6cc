"""Messages of the bot's to delete later, stored: discord.py's ``delete_after`` is an in-memory timer, and
a restart within its wait left the "private answer waiting" note in the thread for good (issue 24).

``schedule`` writes the row; ``run`` deletes what is due (at start: whatever fell due while the bot was
away), then sleeps until the next one or a new schedule. A message already gone (404) or not ours to
delete (403) is dropped; other failures are tried again later. Any process may delete: it is idempotent.

A reply of the bot's (the note) is scheduled *before* it is posted, by the message it replies to
(:meth:`Deletions.schedule_reply`: the row's ``message_id`` is that message's id, negated), and given its
own id once posted (:meth:`Deletions.posted`). A crash between the post and that second write leaves a row
that still names the note: when it falls due, the bot's replies to that message are found in the
channel's history (one read) and deleted. So no moment exists where the note is up and no timer stored.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

import discord
from sqlalchemy import delete, insert, select, update

from bot.store.cursor_models import ScheduledDeletion
from bot.store.types import utc

if TYPE_CHECKING:
    from bot.discord.app import TableJudgeBot

log = logging.getLogger(__name__)

_TABLE = ScheduledDeletion.__table__  # type: ignore[attr-defined]
RETRY_SECONDS = 30.0
IDLE_SECONDS = 300.0  # a check now and then even with nothing scheduled here (another process may have)
BATCH = 50
REPLIES_READ = 50  # messages after the answered one searched for the bot's reply (it follows at once)


class Deletions:
    def __init__(self, bot: TableJudgeBot) -> None:
        self.bot = bot
        self.task: asyncio.Task[None] | None = None
        self._wake = asyncio.Event()
        self.deleted = 0

    async def schedule(self, channel_id: int, message_id: int, after_seconds: float) -> None:
        due = utc(self.bot.service.clock()) + timedelta(seconds=after_seconds)

        def write() -> None:
            with self.bot.store.engine.begin() as conn:
                conn.execute(insert(_TABLE).values(message_id=message_id, channel_id=channel_id, due_at=due))

        await self.bot.call(write)
        self._wake.set()

    async def schedule_reply(self, channel_id: int, replied_id: int, after_seconds: float) -> None:
        """Before posting a reply to ``replied_id`` that must go away: its timer, by the message it answers."""
        await self.schedule(channel_id, -replied_id, after_seconds)

    async def posted(self, replied_id: int, message_id: int | None) -> None:
        """The reply scheduled by :meth:`schedule_reply` is posted (its id), or could not be (``None``)."""

        def write() -> None:
            with self.bot.store.engine.begin() as conn:
                if message_id is None:
                    conn.execute(delete(_TABLE).where(_TABLE.c.message_id == -replied_id))
                else:
                    conn.execute(
                        update(_TABLE).where(_TABLE.c.message_id == -replied_id).values(message_id=message_id)
                    )

        await self.bot.call(write)

    def start(self) -> None:
        if self.task is None or self.task.done():
            self.task = asyncio.create_task(self.run(), name="tablejudge-deletions")

    async def close(self) -> None:
        if self.task is not None and not self.task.done():
            self.task.cancel()
            await asyncio.wait({self.task}, timeout=1)

    async def run(self) -> None:
        while not self.bot.is_closed():
            self._wake.clear()
            try:
                due, nxt = await self.bot.call(self._due)
                for channel_id, message_id in due:
                    await self._delete(channel_id, message_id)
            except Exception:
                log.exception("scheduled deletions failed; trying again")
                nxt = None
                await asyncio.sleep(RETRY_SECONDS)
                continue
            if due:
                continue  # perhaps more than a batch
            wait = IDLE_SECONDS
            if nxt is not None:
                wait = max(0.05, min(wait, (nxt - utc(self.bot.service.clock())).total_seconds()))
            waker = asyncio.ensure_future(self._wake.wait())
            try:
                await asyncio.wait({waker}, timeout=wait)
            finally:
                waker.cancel()

    def _due(self) -> tuple[list[tuple[int, int]], datetime | None]:
        now = utc(self.bot.service.clock())
        with self.bot.store.engine.connect() as conn:
            rows = conn.execute(
                select(_TABLE.c.channel_id, _TABLE.c.message_id, _TABLE.c.due_at)
                .order_by(_TABLE.c.due_at)
                .limit(BATCH)
            ).all()
        due = [(int(c), int(m)) for c, m, at in rows if utc(at) <= now]
        later = [utc(at) for _, _, at in rows if utc(at) > now]
        return due, (later[0] if later else None)

    async def _replies_to(self, channel_id: int, replied_id: int) -> list[int]:
        """The bot's replies to ``replied_id`` (a note posted, then a crash before its id was stored)."""
        own = self.bot.user.id if self.bot.user is not None else None
        data: list[dict[str, Any]] = list(
            await self.bot.http.logs_from(channel_id, REPLIES_READ, after=replied_id)  # type: ignore[arg-type]
        )
        return [
            int(d["id"])
            for d in data
            if int((d.get("author") or {}).get("id", 0)) == own
            and str((d.get("message_reference") or {}).get("message_id")) == str(replied_id)
        ]

    async def _delete(self, channel_id: int, message_id: int) -> None:
        try:
            if message_id < 0:  # a reply whose id was never stored: found by the message it answers
                for reply in await self._replies_to(channel_id, -message_id):
                    with contextlib.suppress(discord.NotFound):
                        await self.bot.http.delete_message(channel_id, reply, reason=None)
            else:
                await self.bot.http.delete_message(channel_id, message_id, reason=None)
        except (discord.NotFound, discord.Forbidden):
            pass  # gone already, or not ours to delete: nothing more to do
        except discord.HTTPException as exc:
            log.warning("could not delete message %s in %s (%s); trying later", message_id, channel_id, exc)
            return
        self.deleted += 1

        def forget() -> None:
            with self.bot.store.engine.begin() as conn:
                conn.execute(delete(_TABLE).where(_TABLE.c.message_id == message_id))

        await self.bot.call(forget)

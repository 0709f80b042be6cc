"""One outbox item made ready and sent: what a send needs that its row does not hold (the thread and
table learned from sends not recorded yet, attachments made at sending time on one drawing thread), then
:func:`bot.judge.transport.send`. The transport is swappable while a delivery runs (tests)."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
from base64 import b64encode
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace

from bot.judge.transport import LATER_KEYS, Attachments, Item, Outcome, Transport, send

log = logging.getLogger("bot.judge.outbox")


class Sender:
    """Prepares and sends items for one delivery (one event loop)."""

    def __init__(self, transport: Transport, threaded: bool) -> None:
        self.transport = transport
        self.threaded = threaded  # attachments may be made off the loop (not a shared in-memory store)
        self.attachments: Attachments | None = None
        self.channels: dict[int, int] = {}  # match id -> its thread, learned from a send not recorded yet
        self.tables: dict[int, int] = {}  # match id -> its table message, likewise
        self.drawer: ThreadPoolExecutor | None = None  # makes attachments, one at a time

    async def send(self, item: Item) -> Outcome:
        return await send(self.transport, await self.prepare(item))

    def learn(self, item: Item, outcome: Outcome) -> None:
        """A thread or table a send made, for the lane's next items until the match row has it."""
        if item.match_id is not None and outcome.thread_id is not None:
            self.channels[item.match_id] = outcome.thread_id
        if item.match_id is not None and outcome.store_table and outcome.result_id is not None:
            self.tables[item.match_id] = outcome.result_id

    def forget(self, lane: str) -> None:
        """A match lane drained from memory: what was learned is recorded in the match row by now."""
        if lane.startswith("match:"):
            with contextlib.suppress(ValueError):
                self.channels.pop(int(lane[6:]), None)
                self.tables.pop(int(lane[6:]), None)

    def shutdown(self) -> None:
        if self.drawer is not None:
            self.drawer.shutdown(wait=False)
            self.drawer = None

    async def prepare(self, item: Item) -> Item:
        """What a send needs that the row does not hold: the thread and table learned from sends not
        recorded yet, and the attachments made at sending time: the table's picture, a dealt hand's
        file (drawn on the drawing thread while the move's own post travels)."""
        channel = self.channels.get(item.match_id) if item.match_id is not None else None
        table = self.tables.get(item.match_id) if item.match_id is not None else None
        payload = item.payload
        if any(k in payload for k in LATER_KEYS) and (item.later is not None or self.attachments is not None):
            made = await self.make(item)
            payload = dict(payload)
            payload["files"] = [
                *payload.get("files", ()),
                *({"filename": name, "data_b64": b64encode(data).decode()} for name, data in made),
            ]
        if channel is None and table is None and payload is item.payload:
            return item
        return replace(
            item, payload=payload, channel_id=channel or item.channel_id, table_id=table or item.table_id
        )

    async def make(self, item: Item) -> list[tuple[str, bytes]]:
        """An attachment that fails to be made costs the attachment, never the message. Made on one
        drawing thread (one at a time: the drawing kit's caches are not shared between threads), where
        PNG and zip compression run without the interpreter lock while the loop sends; the database
        path's remaking reads the store, so on a shared in-memory store it stays on the loop."""
        later = item.later
        threaded = later is not None or self.threaded
        if later is None:
            attachments, match_id, payload = self.attachments, item.match_id, item.payload
            if attachments is None or match_id is None:
                return []
            later = functools.partial(attachments, match_id, payload)
        try:
            if not threaded:
                return later()
            if self.drawer is None:
                self.drawer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="outbox-draw")
            return await asyncio.get_running_loop().run_in_executor(self.drawer, later)
        except Exception:
            log.exception("outbox item %s: its attachments failed", item.dedupe_key)
            return []

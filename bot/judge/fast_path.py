"""The outbox's fast path: items a commit of this process wrote already claimed, handed over in memory
(:meth:`OutboxWorker.take <bot.judge.outbox.OutboxWorker.take>`), go out lane by lane in order with no
claiming transaction; plain sends are recorded later in batches (a burst of moves costs one commit), a
send with consequences (a thread or table made, a retry, a failure) at once. A retry hands the rest of its
lane to the database path (:mod:`bot.judge.claims`), behind it."""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Callable
from datetime import datetime
from typing import Any

from bot.judge.claims import Claims
from bot.judge.delivered import Record, record_done
from bot.judge.lanes import Lanes
from bot.judge.sender import Sender
from bot.judge.transport import LATER_KEYS, Item, Outcome, is_plain_post, is_table_edit, send
from bot.store import SENT, SUPERSEDED, Store, Tx, utc

BATCH = 64  # plain sends recorded together at most (sooner when no lane is sending from memory)


class FastPath:
    """The lanes of one delivery that go out from memory."""

    def __init__(
        self,
        store: Store,
        clock: Callable[[], datetime],
        lanes: Lanes,
        sender: Sender,
        claims: Claims,
        settle: Callable[[Tx, Item, Outcome], None],
        db: Callable[..., asyncio.Future[Any]],
    ) -> None:
        self.store = store
        self.clock = clock
        self.lanes = lanes
        self.sender = sender
        self.claims = claims
        self.settle = settle  # records one outcome (the delivery's, without claiming the lane's next)
        self.db = db  # queues a transaction on the delivery's database thread (in order), now
        self.tasks: set[asyncio.Future[None]] = set()  # lanes sending, releases under way
        self.flusher: asyncio.Task[None] | None = None

    def receive(self, rows: list[dict[str, Any]]) -> None:
        """Items a commit of this process wrote claimed by it, in id order: each lane goes out from
        memory in order, unless the database path owns the lane (then the claim is released). While a
        claim from the database runs they wait for it (it may take one of their lanes)."""
        if self.lanes.claiming:
            self.lanes.deferred.append(rows)
            return
        back: list[int] = []
        for row in rows:
            item = Item(
                row["id"],
                row["kind"],
                row["lane"],
                row["target_id"],
                row["match_id"],
                row["payload"],
                row["dedupe_key"],
                0,
                row.get("channel_id"),
                row.get("table_id"),
                row.get("later"),
            )
            if item.lane in self.lanes.blocked:
                back.append(item.id)
                continue
            queue = self.lanes.fast.get(item.lane)
            if queue is None:
                queue = self.lanes.fast[item.lane] = deque()
                task = asyncio.create_task(self.lane(item.lane, queue), name=f"outbox-{item.lane}")
                self.tasks.add(task)
                task.add_done_callback(self.tasks.discard)
            queue.append(item)
        if back:
            self.release_soon(back)

    def release_soon(self, ids: list[int]) -> None:
        """Give claims back to the database path: queued on the database thread at once, so before any
        claim queued after it (which must not find them still claimed and then see them released); the
        worker waits for it."""
        releasing = self.db(self.claims.release, ids)
        if not releasing.done():
            self.tasks.add(releasing)
            releasing.add_done_callback(self.tasks.discard)

    async def lane(self, lane: str, queue: deque[Item]) -> None:
        """Send a lane's handed-over items in order; a plain send is recorded later, in a batch."""
        try:
            while queue:
                self.drop_stale_tables(queue)
                item = queue.popleft()
                if is_plain_post(item) and queue and is_table_edit(queue[0]):
                    sent = await self.post_and_table(item, queue.popleft())
                else:
                    sent = [(item, await self.sender.send(item))]
                for done, outcome in sent:
                    if outcome.status == "sent" and outcome.thread_id is None and not outcome.store_table:
                        self.lanes.done.append((done.id, SENT, outcome.result_id, utc(self.clock())))
                        self.lanes.report.sent += 1
                    else:
                        await self.settle_now(done, outcome, queue)
        finally:
            if self.lanes.skipped_fast:
                self.lanes.skipped_fast, self.lanes.claim_again = False, True
            if self.lanes.fast.get(lane) is queue:
                del self.lanes.fast[lane]
                self.sender.forget(lane)
            self.flush_soon()

    def drop_stale_tables(self, queue: deque[Item]) -> None:
        """Of the table edits waiting in a lane only the newest is worth sending (a burst: one edit)."""
        tables = [i for i in queue if is_table_edit(i)]
        for stale in tables[:-1]:
            queue.remove(stale)
            self.lanes.done.append((stale.id, SUPERSEDED, None, utc(self.clock())))
            self.lanes.report.superseded += 1

    async def post_and_table(self, post: Item, table: Item) -> list[tuple[Item, Outcome]]:
        """A move's post and the table edit after it. A table with nothing to draw goes alongside the
        post (an edit is no message of the channel: the channel's messages keep their order); one with a
        picture is drawn once the post is out."""
        if any(k in table.payload for k in LATER_KEYS):
            # drawn after the post is out: a drawing thread would hold the post up for the GIL
            posted = await self.sender.send(post)
            edited = await self.sender.send(table)
            return [(post, posted), (table, edited)]
        posting = asyncio.ensure_future(send(self.sender.transport, await self.sender.prepare(post)))
        try:
            edited = await self.sender.send(table)
        finally:
            posted = await posting
        return [(post, posted), (table, edited)]

    async def settle_now(self, item: Item, outcome: Outcome, queue: deque[Item]) -> None:
        """A send with consequences (a thread or table made, a retry, a failure): record it at once, with
        the batch before it (on the database thread). A retry hands the rest of the lane to the database
        path, behind it."""
        self.sender.learn(item, outcome)
        self.lanes.db_dirty = True
        if outcome.status == "retry":
            self.lanes.blocked.add(item.lane)  # from now on its handed-over items go to the database path
        done, self.lanes.done = self.lanes.done, []
        queued = await self.db(self.settle_one, done, item, outcome)
        if queued:
            self.lanes.claim_again = True
        if outcome.status == "retry":
            rest = [i.id for i in queue]
            queue.clear()
            if rest:
                await self.db(self.claims.release, rest)

    def settle_one(self, done: list[Record], item: Item, outcome: Outcome) -> int:
        """One transaction: the plain sends before ``item`` and its outcome; how many items it queued
        (e.g. the thread's note that a player's DMs are closed)."""
        with self.store.tx() as tx:
            record_done(tx, done)
            self.settle(tx, item, outcome)
            return tx.enqueued

    def flush_soon(self) -> None:
        """Record the plain sends once no lane is sending from memory (or the batch is big): a commit
        never holds up a request in flight, and a burst of moves costs one."""
        if not self.lanes.done or (self.lanes.fast and len(self.lanes.done) < BATCH):
            return
        if self.flusher is None or self.flusher.done():
            self.flusher = asyncio.create_task(self.flush(), name="outbox-records")

    async def flush(self) -> None:
        """Record the plain sends in one transaction per batch (on the database thread when there is one)."""
        while self.lanes.done:
            batch, self.lanes.done = self.lanes.done, []
            await self.db(self.write_done, batch)

    def write_done(self, batch: list[Record]) -> None:
        """Mark plain sends sent and skipped table edits superseded (only rows still pending)."""
        with self.store.tx() as tx:
            record_done(tx, batch)

    def flushing(self) -> set[asyncio.Task[None]]:
        return {self.flusher} if self.flusher is not None and not self.flusher.done() else set()

"""Issue 15 / 14: the outbox sends channels concurrently, each channel in order, so one match's stuck or
slow delivery never holds back another match's posts; and a claimed item is sent by one sender only."""

from __future__ import annotations

import asyncio
import io
from typing import Any

import pytest

from bot.judge import ConsoleTransport
from bot.judge.outbox import OutboxWorker, deliver_pending
from bot.store import PENDING, Store
from tests.judge.conftest import Clock, Harness

HANG = 900.0  # seconds: a hang guard, never a speed check (a loaded machine is slow, not broken)


async def until(done: Any) -> None:
    """Wait for ``done()``: one match's rows settled while another lane is still busy, which neither the
    store nor the worker signals (``round_done`` waits for every lane), so re-read each loop turn; the
    deadline is only a hang guard."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + HANG
    while not done():
        assert loop.time() < deadline, "hung"
        await asyncio.sleep(0.01)


class SlowChannel(ConsoleTransport):
    """Posts to ``slow`` wait until ``release`` is set; everything else goes at once."""

    def __init__(self) -> None:
        super().__init__(io.StringIO())
        self.slow: int | None = None
        self.release = asyncio.Event()
        self.order: list[tuple[int, str]] = []

    async def post(self, channel_id: int, payload: dict[str, Any]) -> int:
        if channel_id == self.slow:
            await self.release.wait()
        self.order.append((channel_id, str(payload.get("content", ""))[:30]))
        return await super().post(channel_id, payload)


@pytest.mark.parametrize("handover", [False, True], ids=["claimed-from-the-database", "handed-over"])
async def test_a_slow_channel_does_not_hold_back_another_match(handover: bool) -> None:
    """Issue 14: a move's own posts never wait behind another match's backlog, whether the outbox claims
    them from the database or the judge hands them over in memory (``OutboxWorker.serve``)."""
    store, clock = Store("sqlite:///:memory:"), Clock()
    transport = SlowChannel()
    h = Harness(store, clock, transport=transport)
    first = await h.start()
    slow_thread = h.thread
    second = await h.start()
    assert first != second
    transport.slow = slow_thread
    transport.order.clear()
    mark = max(r.id for r in h.outbox(status=None))
    worker = OutboxWorker(store, transport, clock=clock, idle_seconds=5)
    if handover:
        worker.serve(h.service)
    else:
        h.service.on_enqueue = worker.wake
    task = asyncio.create_task(worker.run())
    for mid in (first, second):  # match 1's thread posts now wait on the slow channel
        assert h.dm(h.alice, f"#{mid} keep").status == "accepted"
        assert h.dm(h.bob, f"#{mid} keep").status == "accepted"

    def match_done(mid: int) -> bool:
        return not h.outbox(status=PENDING, match_id=mid)

    await until(lambda: match_done(second))  # match 2 is delivered while match 1's channel is still blocked
    assert not match_done(first)
    worker.round_done.clear()
    transport.release.set()
    await asyncio.wait_for(worker.round_done.wait(), HANG)  # the worker's own "nothing left in flight"
    assert match_done(first)
    worker.stop()
    await asyncio.wait_for(task, HANG)
    with store.tx() as tx:  # the slow lane went out in id order all the same
        rows = tx.outbox(status=None, match_id=first)
        queued = [r.payload.get("content", "")[:30] for r in rows if r.kind == "post" and r.id > mark]
    assert [c for ch, c in transport.order if ch == slow_thread] == queued
    # nothing left to send: another sender finds nothing to claim
    assert (await deliver_pending(store, transport, clock=clock)).sent == 0

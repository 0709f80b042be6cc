"""Memory and disk stay bounded (issue 14): a finished match leaves the live-state cache, and the
delivered outbox items of a match that finished a retention period ago are purged; the items of
matches still being played, and anything not yet delivered, stay."""

from __future__ import annotations

import asyncio
from datetime import timedelta

from bot.judge.outbox import OutboxWorker, purge_delivered
from bot.store import FINISHED, PENDING, SENT, Store
from cards.core import Result
from tests.judge.conftest import GUILD, LOBBY, Clock, Harness


async def _two_matches(h: Harness) -> tuple[int, int, int]:
    """Two matches, the first ended by the judge; returns (finished id, its thread, live id)."""
    done = await h.start()
    done_thread = h.thread
    assert done_thread is not None
    reply = h.service.create_by_judge(h.judge, GUILD, LOBBY, "toy", [h.alice, h.carol])
    assert reply.status == "ok" and reply.match_id is not None
    h.state()  # the first match's state is cached while it is played
    assert done in h.service.live.states
    assert h.service.judge_end(h.judge, done_thread, Result.win(0, 2, "forfeit")).status == "ok"
    await h.deliver()
    return done, done_thread, reply.match_id


def _outbox_of(h: Harness, match_id: int) -> list:
    return [r for r in h.outbox() if r.match_id == match_id]


async def test_a_finished_match_leaves_the_live_state_cache(h: Harness) -> None:
    done, _thread, live = await _two_matches(h)
    assert h.match(done).status == FINISHED
    assert done not in h.service.live.states and live in h.service.live.states
    state = h.service.state_of(done)  # still answerable: replayed from the log, not cached again
    assert state is not None
    assert done not in h.service.live.states


async def test_a_match_finished_by_its_last_move_leaves_the_cache(h: Harness) -> None:
    from tests.judge.test_service import play_out

    mid = await h.start()
    await play_out(h)
    assert h.match(mid).status == FINISHED and mid not in h.service.live.states


async def test_delivered_items_of_long_finished_matches_are_purged(h: Harness, clock: Clock) -> None:
    done, _thread, live = await _two_matches(h)
    assert _outbox_of(h, done) and all(r.status != PENDING for r in _outbox_of(h, done))
    live_items = len(_outbox_of(h, live))
    assert purge_delivered(h.store, clock.now - timedelta(days=1)) == 0  # finished too recently
    clock.advance(days=8)
    n = purge_delivered(h.store, clock.now - timedelta(days=7))
    assert n > 0 and _outbox_of(h, done) == []
    assert len(_outbox_of(h, live)) == live_items  # a match still being played keeps its items


async def test_undelivered_items_are_never_purged(store: Store, clock: Clock) -> None:
    h = Harness(store, clock)
    done = await h.start()
    assert h.service.judge_end(h.judge, h.thread, Result.win(0, 2, "forfeit")).status == "ok"
    pending = [r.id for r in _outbox_of(h, done) if r.status == PENDING]  # the result post, not yet sent
    assert pending
    clock.advance(days=30)
    purge_delivered(h.store, clock.now)
    assert [r.id for r in _outbox_of(h, done) if r.status == PENDING] == pending
    await h.deliver()
    assert all(r.status == SENT for r in _outbox_of(h, done) if r.id in pending)


# waits are on events; the bound only turns a hang into a failure (a loaded machine may take seconds)
BOUND = 60


async def test_the_outbox_worker_purges_after_the_retention_period(h: Harness, clock: Clock) -> None:
    done, _thread, _live = await _two_matches(h)
    worker = OutboxWorker(h.store, h.transport, clock=clock, idle_seconds=5, retention=timedelta(days=2))
    task = asyncio.create_task(worker.run())
    await asyncio.wait_for(worker.round_done.wait(), BOUND)
    assert _outbox_of(h, done)  # within the retention period
    clock.advance(days=3)
    worker.round_done.clear()
    worker.wake()
    await asyncio.wait_for(worker.round_done.wait(), BOUND)
    worker.stop()
    await asyncio.wait_for(task, BOUND)
    assert _outbox_of(h, done) == []

"""Outbox delivery: commit first, Discord later; ordered per lane; retried; idempotent."""

from __future__ import annotations

import io
from typing import Any

from bot.judge import ConsoleTransport, TargetNotFound, TransientError, deliver_pending
from bot.judge.outbox import MAX_ATTEMPTS, OutboxWorker
from bot.store import FAILED, PENDING, SENT, Outbox, Store
from tests.judge.conftest import Clock, Harness


class ScriptedTransport(ConsoleTransport):
    """A console transport that can fail chosen calls and checks commit-before-send on every call."""

    def __init__(self, store_ref: list[Store], **kw: Any) -> None:
        super().__init__(io.StringIO(), **kw)
        self.store_ref = store_ref
        self.failures: dict[str, list[Exception]] = {}
        self.checked = 0

    def fail(self, method: str, *errors: Exception) -> None:
        self.failures.setdefault(method, []).extend(errors)

    def _check(self, method: str, payload: dict[str, Any] | None) -> None:
        if payload is not None:  # the item being sent is already committed, and still pending
            with self.store_ref[0].tx() as tx:
                rows = [r for r in tx.outbox(status=PENDING) if r.payload == payload]
            assert rows, f"{method}: no committed pending outbox item carries this payload"
            self.checked += 1
        queue = self.failures.get(method)
        if queue:
            raise queue.pop(0)

    async def create_thread(self, parent_id: int, name: str, payload: dict[str, Any]) -> tuple[int, int]:
        self._check("create_thread", payload)
        return await super().create_thread(parent_id, name, payload)

    async def post(self, channel_id: int, payload: dict[str, Any]) -> int:
        self._check("post", payload)
        return await super().post(channel_id, payload)

    async def edit(self, channel_id: int, message_id: int, payload: dict[str, Any]) -> None:
        self._check("edit", payload)
        await super().edit(channel_id, message_id, payload)

    async def pin(self, channel_id: int, message_id: int) -> None:
        self._check("pin", None)
        await super().pin(channel_id, message_id)

    async def dm(self, user_id: int, payload: dict[str, Any]) -> int:
        self._check("dm", payload)
        return await super().dm(user_id, payload)


def harness(store: Store, clock: Clock, **kw: Any) -> tuple[Harness, ScriptedTransport]:
    ref = [store]
    transport = ScriptedTransport(ref, **kw)
    return Harness(store, clock, transport=transport), transport


def sent_contents(transport: ConsoleTransport) -> list[str]:
    return [call[2]["content"] for call in transport.calls if call[0] == "post"]


async def test_items_are_committed_before_any_transport_call(store: Store, clock: Clock) -> None:
    h, transport = harness(store, clock)
    reply = h.service.create_by_judge(h.judge, 1, 10, "toy", [h.alice, h.bob])
    assert transport.calls == []  # the service never talks to Discord itself
    assert {i.kind for i in h.outbox(status=PENDING)} >= {"thread", "pin", "post", "dm"}
    h.match_id = reply.match_id
    await h.deliver()
    assert transport.checked >= 4 and not h.outbox(status=PENDING)
    match = h.match()
    assert (
        match.channel_id in transport.threads
        and match.table_message_id == transport.pins[match.channel_id][0]
    )


async def test_transient_failure_stays_pending_and_is_sent_once_later(store: Store, clock: Clock) -> None:
    h, transport = harness(store, clock)
    await h.start()
    h.keep_both()
    move = h.game.legal_posts(h.state(), h.state().turn)[0]
    h.post(h.to_move(), move)
    transport.fail("post", TransientError("503 Service Unavailable"))
    posts_before = len(sent_contents(transport))
    report = await h.deliver()
    assert report.retried == 1
    waiting = [i for i in h.outbox(status=PENDING) if i.lane == f"match:{h.match_id}"]
    assert waiting and waiting[0].attempts == 1 and waiting[0].last_error.startswith("TransientError")
    assert waiting[0].next_attempt_at > clock.now
    # the lane keeps its order: nothing behind the stuck post overtook it
    assert len(sent_contents(transport)) == posts_before
    assert (await h.deliver()).sent == 0  # not due yet
    clock.advance(seconds=5)
    await h.deliver()
    await h.deliver()
    contents = sent_contents(transport)[posts_before:]
    assert len([c for c in contents if "plays" in c]) == 1  # sent exactly once
    assert not h.outbox(status=PENDING)


async def test_retry_after_and_unexpected_errors_are_retried(store: Store, clock: Clock) -> None:
    h, transport = harness(store, clock)
    await h.start()
    h.keep_both()
    h.post(h.to_move(), h.game.legal_posts(h.state(), h.state().turn)[0])
    transport.fail("post", TransientError("429", retry_after=30), RuntimeError("connection reset"))
    await h.deliver()
    item = next(i for i in h.outbox(status=PENDING) if i.kind == "post")
    assert (item.next_attempt_at - clock.now).total_seconds() == 30
    clock.advance(seconds=31)
    await h.deliver()
    assert next(i for i in h.outbox(status=PENDING) if i.kind == "post").attempts == 2
    clock.advance(seconds=10)
    await h.deliver()
    assert not h.outbox(status=PENDING)


async def test_gives_up_after_max_attempts(store: Store, clock: Clock) -> None:
    h, transport = harness(store, clock)
    await h.start()
    h.service.pause(h.judge, h.thread)
    transport.fail("post", *[TransientError("500")] * MAX_ATTEMPTS)
    for _ in range(MAX_ATTEMPTS):
        await h.deliver()
        clock.advance(seconds=400)
    note = next(i for i in h.outbox() if ":pause:" in i.dedupe_key)
    assert note.status == FAILED and note.attempts == MAX_ATTEMPTS


async def test_refused_dm_fails_and_tells_the_player_in_the_thread_once(store: Store, clock: Clock) -> None:
    h, transport = harness(store, clock, refuse_dms={102})
    mid = await h.start()
    dms = [i for i in h.outbox() if i.kind == "dm" and i.target_id == h.bob.user_id]
    assert dms and all(i.status == FAILED for i in dms)
    h.keep_both()
    for _ in range(3):
        seat = h.state().turn
        h.post(h.seat_actor(seat), h.game.legal_posts(h.state(), seat)[0])  # Bob's draws are DMs that fail
    await h.deliver()
    notes = [i for i in h.outbox() if ":dmblocked:" in i.dedupe_key]
    assert len(notes) == 1 and notes[0].status == SENT  # once per match and player
    payload = notes[0].payload
    assert payload["allowed_mentions"] == {
        "parse": [],
        "users": [h.bob.user_id],
        "roles": [],
        "replied_user": False,
    }
    assert "/hand" in payload["content"] and f"#{mid}" in payload["content"]
    assert h.service.hand(h.bob, h.thread).status == "ok"  # and /hand works meanwhile


async def test_deleted_table_is_posted_again_and_pinned(store: Store, clock: Clock) -> None:
    h, transport = harness(store, clock)
    await h.start()
    old_table = h.match().table_message_id
    transport.fail("edit", TargetNotFound("Unknown Message"))
    h.keep_both()
    await h.deliver()
    new_table = h.match().table_message_id
    assert new_table != old_table
    assert new_table in transport.pins[h.thread]
    h.post(h.to_move(), h.game.legal_posts(h.state(), h.state().turn)[0])
    await h.deliver()
    assert [c for c in transport.calls if c[0] == "edit"][-1][2] == new_table


async def test_only_the_newest_table_edit_is_sent(store: Store, clock: Clock) -> None:
    h, transport = harness(store, clock)
    await h.start()
    h.keep_both()
    for _ in range(3):
        seat = h.state().turn
        h.post(h.seat_actor(seat), h.game.legal_posts(h.state(), seat)[0])
    edits_before = len([c for c in transport.calls if c[0] == "edit"])
    report = await h.deliver()
    assert report.superseded >= 4
    assert len([c for c in transport.calls if c[0] == "edit"]) == edits_before + 1
    table = transport.messages[h.match().table_message_id][1]
    assert f"Turn {h.state().turn_no}" in table.content


async def test_delivering_again_sends_nothing_twice(store: Store, clock: Clock) -> None:
    h, transport = harness(store, clock)
    await h.start()
    calls = len(transport.calls)
    await h.deliver()
    await deliver_pending(store, transport, clock=clock)
    assert len(transport.calls) == calls


async def test_a_failed_thread_creation_does_not_block_other_lanes(store: Store, clock: Clock) -> None:
    h, transport = harness(store, clock)
    transport.fail("create_thread", TransientError("502"))
    reply = h.service.create_by_judge(h.judge, 1, 10, "toy", [h.alice, h.bob])
    h.match_id = reply.match_id
    await h.deliver()
    assert h.match().channel_id is None
    assert transport.dms  # the DMs went out though the thread lane waits
    clock.advance(seconds=3)
    await h.deliver()
    assert h.match().channel_id is not None and not h.outbox(status=PENDING)


async def test_worker_delivers_when_woken(store: Store, clock: Clock) -> None:
    import asyncio

    h, transport = harness(store, clock)
    worker = OutboxWorker(store, transport, clock=clock, idle_seconds=5)
    h.service.on_enqueue = worker.wake
    task = asyncio.create_task(worker.run())
    h.service.create_by_judge(h.judge, 1, 10, "toy", [h.alice, h.bob])  # commits, then wakes the worker
    # each round ends with round_done; the first may be the empty one before the commit: wait on rounds
    # until the item went out (an event each time; the bound only turns a hang into a failure)
    while h.outbox(status=PENDING) or not transport.threads:
        worker.round_done.clear()
        await asyncio.wait_for(worker.round_done.wait(), 60)
    worker.stop()
    await asyncio.wait_for(task, 60)
    assert not h.outbox(status=PENDING) and transport.threads


def test_outbox_rows_keep_payload_json(store: Store) -> None:
    with store.tx() as tx:
        tx.enqueue(kind="post", lane="x", dedupe_key="k", payload={"content": "é", "files": []})
        assert tx.enqueue(kind="post", lane="x", dedupe_key="k", payload={}) is None  # dedupe key is unique
    with store.tx() as tx:
        (row,) = tx.session.exec(__import__("sqlmodel").select(Outbox)).all()
        assert row.payload == {"content": "é", "files": []}

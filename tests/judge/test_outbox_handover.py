"""Issue 14: a move's outbox items are written claimed by this process and handed to the worker in memory,
so no claiming transaction stands between the move's commit and its first request; plain sends are
recorded in batches; attachments (the table's picture, a dealt hand's file) are made when sent, and
made again from the log when the in-memory maker is gone (a restart). The lane order and the
once-only delivery hold as on the database path."""

from __future__ import annotations

import asyncio
import base64
import io
from typing import Any

from sqlalchemy import event

from bot.judge import ConsoleTransport
from bot.judge.outbox import OutboxWorker, TransientError, deliver_pending
from bot.store import PENDING, SENT, Store
from cards.core import Audience, Event
from cards.gwent.game import GwentGame

from .conftest import Clock, Harness
from .test_gwent_flow import GwentHarness

HANG = 900.0  # seconds: a hang guard, never a speed check (a loaded machine is slow, not broken)


class Recording(ConsoleTransport):
    """Counts the SQL statements run before each transport call; can fail chosen posts once."""

    def __init__(self, statements: list[str]) -> None:
        super().__init__(io.StringIO())
        self.statements = statements
        self.seen_at: list[int] = []  # statement count at each call
        self.fail_next_post: Exception | None = None
        self.posted: list[str] = []

    async def post(self, channel_id: int, payload: dict[str, Any]) -> int:
        self.seen_at.append(len(self.statements))
        if self.fail_next_post is not None:
            exc, self.fail_next_post = self.fail_next_post, None
            raise exc
        self.posted.append(str(payload.get("content", "")))
        return await super().post(channel_id, payload)

    async def edit(self, channel_id: int, message_id: int, payload: dict[str, Any]) -> None:
        self.seen_at.append(len(self.statements))
        await super().edit(channel_id, message_id, payload)


def move(h: Harness) -> str:
    """A legal post of the player to move, posted; returns its reply status."""
    seat = h.state().turn
    assert seat is not None
    return h.post(h.seat_actor(seat), h.game.legal_posts(h.state(), seat)[0]).status


def listen(store: Store) -> list[str]:
    statements: list[str] = []
    event.listen(
        store.engine, "before_cursor_execute", lambda _c, _cu, statement, *_: statements.append(statement)
    )
    return statements


async def served(h: Harness, transport: Any) -> tuple[OutboxWorker, asyncio.Task[None]]:
    worker = OutboxWorker(h.store, transport, clock=h.clock, idle_seconds=5)
    worker.serve(h.service)
    task = asyncio.create_task(worker.run())
    await asyncio.wait_for(worker.round_done.wait(), HANG)
    return worker, task


async def playing(
    store: Store, clock: Clock, transport: Any
) -> tuple[Harness, OutboxWorker, asyncio.Task[None]]:
    """A toy match past its opening decisions, delivered; then a worker serving the judge."""
    h = Harness(store, clock, transport=transport)
    await h.start()
    h.keep_both()
    await h.deliver()
    worker, task = await served(h, transport)
    return h, worker, task


async def settle(worker: OutboxWorker, *, claim: bool = False) -> None:
    """Until the worker is idle again; ``claim``: after asking it to claim from the database."""
    worker.round_done.clear()
    if claim:
        worker.wake()
    else:
        worker._wake.set()  # what a hand-over does: look again, no claim
    await asyncio.wait_for(worker.round_done.wait(), HANG)


async def stop(worker: OutboxWorker, task: asyncio.Task[None]) -> None:
    worker.stop()
    await asyncio.wait_for(task, HANG)


async def test_a_move_goes_out_with_no_statement_between_its_commit_and_its_first_request(
    store: Store, clock: Clock
) -> None:
    """The items the move's transaction wrote go to the transport straight from memory."""
    statements = listen(store)
    transport = Recording(statements)
    h, worker, task = await playing(store, clock, transport)
    transport.seen_at.clear()
    assert move(h) == "accepted"
    committed = len(statements)  # the move's own transaction ends here
    await settle(worker)
    assert transport.seen_at and transport.seen_at[0] == committed, statements[committed:]
    with store.tx() as tx:
        rows = [r for r in tx.outbox(status=None, match_id=h.match_id) if r.kind in ("post", "edit")]
    assert rows and all(r.status != PENDING for r in rows[-2:])
    assert all(r.last_error is None for r in rows[-2:])  # the claim is gone once recorded
    await stop(worker, task)


async def test_a_handed_over_item_waits_behind_a_retry_in_its_lane(store: Store, clock: Clock) -> None:
    """A lane keeps its order: a move's post that must be retried holds back the next move's post."""
    transport = Recording(listen(store))
    h, worker, task = await playing(store, clock, transport)
    transport.posted.clear()
    transport.fail_next_post = TransientError("503", retry_after=1.0)
    assert move(h) == "accepted"
    await settle(worker)
    assert transport.posted == []  # the first post failed; nothing overtook it
    assert move(h) == "accepted"
    await settle(worker)
    assert transport.posted == []  # the lane belongs to the database path until it drains
    clock.advance(seconds=2)
    for _ in range(50):  # the retry is due: the database path sends the lane in order
        await settle(worker, claim=True)
        if len(transport.posted) >= 2:
            break
    with store.tx() as tx:
        queued = [
            r.payload["content"] for r in tx.outbox(status=None, match_id=h.match_id) if r.kind == "post"
        ]
    assert transport.posted == queued[-len(transport.posted) :]  # in id order
    with store.tx() as tx:
        assert not [r for r in tx.outbox(status=PENDING)]
    await stop(worker, task)


async def test_items_handed_over_but_never_sent_go_out_once_after_a_restart(
    store: Store, clock: Clock
) -> None:
    """A process that dies after the commit, before sending: its claims are released at start and the
    items go out exactly once."""
    h = Harness(store, clock)
    await h.start()
    h.keep_both()
    await h.deliver()
    dead = OutboxWorker(store, ConsoleTransport(io.StringIO()), clock=clock)
    dead.serve(h.service)  # never runs: what it is handed stays unsent
    assert move(h) == "accepted"
    with store.tx() as tx:
        claimed = [r for r in tx.outbox(status=PENDING) if r.last_error]
    assert claimed  # written claimed, not sent
    h.restart()
    transport = Recording(listen(store))
    worker, task = await served(h, transport)
    await settle(worker, claim=True)
    with store.tx() as tx:
        rows = {r.id: r for r in tx.outbox(status=None)}
    assert all(rows[r.id].status == SENT and rows[r.id].attempts == 1 for r in claimed)
    await stop(worker, task)


async def test_g_hand_1_a_dealt_hands_file_is_made_when_sent_and_again_from_the_log(
    store: Store, clock: Clock
) -> None:
    """G-HAND-1: the Hand.xlsx of a deal is made when its DM is sent (not in the move's commit); when the
    in-memory maker is gone (a restart), the same file is made again from the log."""
    g = GwentHarness(store, clock)
    await g.start_gwent()
    dead = OutboxWorker(store, ConsoleTransport(io.StringIO()), clock=clock)
    dead.serve(g.service)  # hands over, never sends
    assert g.dm(g.alice, "deck nilfgaard ready").accepted
    assert g.dm(g.bob, "deck monsters ready").accepted
    with store.tx() as tx:
        dealt = [r for r in tx.outbox(status=PENDING) if r.kind == "dm" and "files_from" in r.payload]
    assert {r.target_id for r in dealt} == {g.alice.user_id, g.bob.user_id}
    assert all(not r.payload.get("files") for r in dealt)  # nothing made yet
    state = g.service.state_of(g.match_id)  # type: ignore[arg-type]
    g.restart()
    with store.tx() as tx:  # the restarted process takes its old claims back
        for row in tx.outbox(status=PENDING):
            row.last_error, row.next_attempt_at = None, clock()
            tx.session.add(row)
    transport = ConsoleTransport(io.StringIO())
    sent: list[tuple[int, dict[str, Any]]] = []
    original = transport.dm

    async def dm(user_id: int, payload: dict[str, Any]) -> int:
        sent.append((user_id, payload))
        return await original(user_id, payload)

    transport.dm = dm  # type: ignore[method-assign]
    await deliver_pending(store, transport, clock=clock, attachments=g.service.attachments)
    game = GwentGame()
    for seat, user in enumerate((g.alice, g.bob)):
        files = [f for uid, p in sent if uid == user.user_id for f in p.get("files", [])]
        hand = [f for f in files if f["filename"] == "Hand.xlsx"]
        assert len(hand) == 1
        dealt_to_seat = Event("dealt", Audience.player(seat))  # the file depends on the hand only
        expected = game.event_files(state, dealt_to_seat, "en")[0][1]
        assert base64.b64decode(hand[0]["data_b64"]) == expected


class HeldPosts(Recording):
    """Posts wait until ``release`` is set (a slow channel); edits are counted."""

    def __init__(self, statements: list[str]) -> None:
        super().__init__(statements)
        self.release = asyncio.Event()
        self.release.set()
        self.edits = 0

    async def post(self, channel_id: int, payload: dict[str, Any]) -> int:
        await self.release.wait()
        return await super().post(channel_id, payload)

    async def edit(self, channel_id: int, message_id: int, payload: dict[str, Any]) -> None:
        self.edits += 1
        await super().edit(channel_id, message_id, payload)


async def test_a_burst_of_moves_sends_one_table_edit(store: Store, clock: Clock) -> None:
    """Issue 16: table edits are coalesced on the fast path too: while a channel is busy, the moves that
    pile up behind it send their posts in order and only the newest table."""
    transport = HeldPosts(listen(store))
    h, worker, task = await playing(store, clock, transport)
    transport.release.clear()
    transport.edits = 0
    for _ in range(4):
        assert move(h) == "accepted"
    await asyncio.sleep(0)
    transport.release.set()
    await settle(worker)
    with store.tx() as tx:
        edits = [r for r in tx.outbox(status=None, match_id=h.match_id) if r.kind == "edit"][-4:]
    assert [r.status for r in edits].count("superseded") >= 2 and edits[-1].status == SENT
    assert transport.edits == 4 - [r.status for r in edits].count("superseded")
    await stop(worker, task)


async def test_a_dm_refused_on_the_fast_path_tells_the_thread_without_a_wake(
    store: Store, clock: Clock
) -> None:
    """A refused DM sent from memory is recorded at once, and the thread's note it queues (unclaimed) is
    claimed from the database by the worker itself: nobody has to wake it."""
    transport = ConsoleTransport(io.StringIO(), refuse_dms={102})
    h = Harness(store, clock, transport=transport)
    worker, task = await served(h, transport)
    h.service.setup(h.judge, 1, judge_role_id=77)
    reply = h.service.create_by_judge(h.judge, 1, 10, "toy", [h.alice, h.bob])
    h.match_id = reply.match_id
    for _ in range(50):
        await settle(worker)  # only what a hand-over does: look again, no claim asked for
        notes = [i for i in h.outbox() if ":dmblocked:" in i.dedupe_key]
        if notes and notes[0].status == SENT:
            break
    assert len(notes) == 1 and notes[0].status == SENT
    await stop(worker, task)

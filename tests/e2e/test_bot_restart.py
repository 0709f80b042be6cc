"""The bot dies mid-match and a new one starts on the same database against the same Discord: nothing is
lost or doubled (the outbox's nonce closes the window between Discord's answer and the commit), the
pinned table is re-synced by an edit, and an Accept button posted before the restart still works."""

from __future__ import annotations

import asyncio
import random
import time
from collections import Counter
from typing import Any

from bot.store import FAILED, FINISHED, PROPOSED
from cards.core import PUBLIC
from tests.e2e.test_bot_world import World, gwent, world_fixture  # noqa: F401  (fixture)


class DiesAfterSending:
    """A transport whose process dies right after Discord accepted a post, before the outbox records it."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.sent: list[int] = []

    async def post(self, channel_id: int, payload: dict[str, Any]) -> int:
        message_id = await self.inner.post(channel_id, payload)
        self.sent.append(message_id)
        raise asyncio.CancelledError  # the worker task ends here, like a killed process

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)


async def test_crash_mid_match_then_restart_loses_and_doubles_nothing(world: World) -> None:
    w = world
    await w.setup_server()
    mid = await w.challenge(w.alice, w.bob)
    rng = random.Random(6)
    for _ in range(8):
        assert await w.move(mid, rng)
    mover, _ = await w.to_public_turn(mid, rng)
    await w.delivered()
    # a challenge posted before the crash and accepted after it
    later = await w.fake.slash(w.carol, w.lobby, "gwent challenge", {"opponent": w.alice})
    other_mid = int(later.content.split("#")[1].split()[0])
    challenge = await w.challenge_message(other_mid)
    await w.delivered()

    thread = w.thread(mid)
    bot = w.bot
    assert bot is not None
    dying = DiesAfterSending(bot.transport)
    bot.worker.transport = dying
    posts = w.posts(mid)
    text = gwent().random_post(w.service.state_of(mid), w.players(mid).index(mover), rng)
    await w.say(mover, thread, text)
    await w.fake.wait_for(lambda: dying.sent and bot.worker_task.done(), what="the crash")
    assert w.posts(mid) == posts + 1 and w.pending_outbox() > 0  # sent to Discord, not recorded
    await w.stop_bot(crash=True)
    [table] = w.fake.pinned(thread)
    edits_before = len(table.edits)

    restarted = time.perf_counter()
    bot = await w.start_bot()
    assert mid in bot.resumed
    await w.delivered()
    resync = [
        r
        for r in w.fake.requests_since(restarted)
        if r.method == "PATCH" and r.path == f"/channels/{thread.id}/messages/{table.id}"
    ]
    assert resync and len(table.edits) > edits_before  # the table is edited, not posted again
    assert table.content.endswith(gwent().render_table(w.service.state_of(mid), PUBLIC, "en"))
    assert [m.id for m in w.fake.pinned(thread)] == [table.id]
    nonce = w.fake.message(dying.sent[0]).nonce
    resent = [
        r
        for r in w.fake.requests_since(restarted)
        if r.method == "POST" and isinstance(r.body, dict) and r.body.get("nonce") == nonce
    ]
    assert resent and resent[0].body.get("enforce_nonce")  # the unrecorded post was sent again...
    assert [m.id for m in w.fake.bot_messages(thread) if m.nonce == nonce] == dying.sent  # ...and not copied

    await w.play_out(mid, rng)
    await w.delivered()
    assert w.match(mid).status == FINISHED
    with w.store.tx() as tx:
        assert [o.dedupe_key for o in tx.outbox(status=FAILED)] == []
    nonces = Counter(m.nonce for m in w.fake.bot_messages(thread) if m.nonce)
    assert nonces and max(nonces.values()) == 1  # every judge post in the thread exactly once
    assert f"Match #{mid} is over" in w.fake.bot_messages(thread)[-1].content

    assert w.match(other_mid).status == PROPOSED
    click = await w.fake.click(w.alice, challenge, f"tj:accept:{other_mid}")
    assert click.ephemeral and f"#{other_mid}" in click.content
    await w.fake.wait_for(lambda: w.match(other_mid).channel_id is not None, what="the second match's thread")
    await w.delivered()
    assert w.fake.pinned(w.thread(other_mid))
    assert challenge.custom_ids() == []  # the accepted challenge lost its button

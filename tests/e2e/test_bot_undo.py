"""Undo requests (issue 29): a player asks to take back his last post while the opponent has not posted;
the opponent accepts with a button (a stranger and the asker cannot), the post is taken back and both are
logged; a request after the opponent posted is refused; a decline changes nothing."""

from __future__ import annotations

import random

from tests.e2e.test_bot_world import World, world_fixture  # noqa: F401  (fixture)


async def test_undo_request_accepted_by_the_opponent(world: World) -> None:
    w = world
    await w.setup_server()
    mid = await w.challenge(w.alice, w.bob)
    rng = random.Random(9)
    mover, other = await w.to_public_turn(mid, rng)
    assert await w.move(mid, rng)  # the mover posts
    await w.delivered()
    posts = w.posts(mid)
    late = await w.fake.slash(other, w.thread(mid), "undo")
    assert late.ephemeral and "only your own last post" in late.content
    asked = await w.fake.slash(mover, w.thread(mid), "undo")
    assert asked.ephemeral and "is in the thread" in asked.content, asked.content
    await w.delivered()
    request = next(m for m in reversed(w.fake.bot_messages(w.thread(mid))) if "asks to take back" in m.content)
    accept = next(c for c in request.custom_ids() if c.endswith(":y"))
    for who in (mover, w.carol):
        refused = await w.fake.click(who, request, accept)
        assert refused.ephemeral and "Only the other player" in refused.content
    await w.stop_bot()  # the buttons work for the next run of the bot
    await w.start_bot()
    done = await w.fake.click(other, request, accept)
    assert done.ephemeral and "is taken back" in done.content, done.content
    with w.store.tx() as tx:
        assert len(tx.posts(mid)) == posts - 1
        kinds = [a.action for a in tx.audit_log(mid)]
    assert "undo_requested" in kinds and "undo_accepted" in kinds
    await w.fake.wait_for(lambda: accept not in request.custom_ids(), what="the undo buttons to go")
    again = await w.fake.slash(mover, w.thread(mid), "undo")  # now the last post is the other's
    assert "only your own last post" in again.content or "is in the thread" in again.content


async def test_undo_request_declined_changes_nothing(world: World) -> None:
    w = world
    await w.setup_server()
    mid = await w.challenge(w.alice, w.bob)
    rng = random.Random(10)
    mover, other = await w.to_public_turn(mid, rng)
    assert await w.move(mid, rng)
    await w.delivered()
    posts = w.posts(mid)
    await w.fake.slash(mover, w.thread(mid), "undo")
    await w.delivered()
    request = next(m for m in reversed(w.fake.bot_messages(w.thread(mid))) if "asks to take back" in m.content)
    decline = next(c for c in request.custom_ids() if c.endswith(":n"))
    declined = await w.fake.click(other, request, decline)
    assert declined.ephemeral and "declined" in declined.content
    await w.delivered()
    assert w.posts(mid) == posts
    assert any("was declined" in m.content for m in w.fake.bot_messages(w.thread(mid)))
    with w.store.tx() as tx:
        assert "undo_declined" in [a.action for a in tx.audit_log(mid)]

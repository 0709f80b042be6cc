"""Issue 24: a match that cannot get its thread is not started. Before, it started anyway (players got
their deck DMs; judge commands could not reach it without a thread; every start re-queued a failing
table edit). Now the start is refused with the reason (the missing permission, the deleted forum), the
challenge stays open, and nothing is sent to the players."""

from __future__ import annotations

import re

from bot.store import PROPOSED
from tests.e2e.test_bot_world import World, world_fixture  # noqa: F401  (fixture)
from tests.fakediscord.models import SEND_MESSAGES


async def challenge_and_accept(w: World) -> tuple[int, str]:
    sent = await w.fake.slash(w.alice, w.lobby, "gwent challenge", {"opponent": w.bob, "variant": "classic"})
    found = re.search(r"#(\d+)", sent.content)
    assert found, sent
    mid = int(found.group(1))
    button = await w.challenge_message(mid)
    click = await w.fake.click(w.bob, button, f"tj:accept:{mid}")
    return mid, click.content


async def test_a_forum_the_bot_cannot_post_in_refuses_the_start_naming_the_permission(world: World) -> None:
    w = world
    await w.setup_server()
    w.fake.set_overwrites(w.forum, {w.fake.bot_user: (0, SEND_MESSAGES)})
    await w.fake.idle()
    dms_before = len(w.fake.dms(w.alice)) + len(w.fake.dms(w.bob))
    mid, answer = await challenge_and_accept(w)
    assert "cannot start" in answer and "Send Messages" in answer, answer
    await w.fake.idle()
    match = w.match(mid)
    assert match.status == PROPOSED and match.channel_id is None
    assert len(w.fake.dms(w.alice)) + len(w.fake.dms(w.bob)) == dms_before  # nothing sent to the players
    assert not [c for c in w.fake.channels.values() if c.parent_id == w.forum.id]


async def test_a_deleted_match_forum_refuses_the_start(world: World) -> None:
    w = world
    await w.setup_server()
    w.forum.deleted = True
    await w.fake.dispatch("CHANNEL_DELETE", w.fake.channel_dict(w.forum))
    mid, answer = await challenge_and_accept(w)
    assert "cannot start" in answer and "no longer exists" in answer, answer
    assert w.match(mid).status == PROPOSED

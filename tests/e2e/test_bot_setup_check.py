"""/check-setup (issue 29): server managers learn whether the bot has what it needs in the match forum or
channel, and what is missing, in words; other members cannot use it."""

from __future__ import annotations

from tests.e2e.test_bot_world import World, world_fixture  # noqa: F401  (fixture)


async def test_check_setup_says_what_is_missing(world: World) -> None:
    w = world
    unset = await w.fake.slash(w.owner, w.lobby, "check-setup")
    assert unset.ephemeral and "No match channel" in unset.content
    await w.setup_server()
    fine = await w.fake.slash(w.owner, w.lobby, "check-setup")
    assert fine.ephemeral and "Everything the bot needs" in fine.content, fine.content
    bot_id = w.fake.bot_user.id
    w.fake.set_overwrites(w.forum, {w.fake.users[bot_id]: (0, (1 << 38) | (1 << 13))})
    await w.fake.idle()
    lacking = await w.fake.slash(w.owner, w.lobby, "check-setup", {"location": w.forum})
    assert "lacks 2 permissions" in lacking.content
    assert "Send Messages in Threads" in lacking.content and "pin the table" in lacking.content
    assert "Create Public Threads" not in lacking.content  # a forum post is its own thread
    refused = await w.fake.slash(w.alice, w.lobby, "check-setup", force=True)
    assert "Only server managers" in refused.content

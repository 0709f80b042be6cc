"""Mentions (G-JUDGE-PING-*): across a whole match the judge pings only seated players on purpose (match
start, turn prompts, reminders, the result, the closed-DMs note) and the judge role on a passed deadline;
a player's "@everyone" never makes the bot ping, whether echoed, refused in a DM or refused in the channel."""

from __future__ import annotations

import random

from tests.e2e.test_bot_world import World, gwent, world_fixture  # noqa: F401  (fixture)

PURPOSEFUL_USER_PINGS = (
    "challenges you",  # the challenge (the opponent)
    "begins",  # match start (both players)
    ", your move",  # a public decision: the prompt is the game's own label (Gwent's turn, keep, first, …)
    ", which unit stays",
    ", who moves first",
    ", the Skellige revive",
    ", reveal",
    "reminder",  # a decision waiting a whole deadline period
    "is over",  # the result
    "cannot send you direct messages",  # closed DMs
)


async def test_the_bot_pings_only_on_purpose(world: World) -> None:
    w = world
    await w.stop_bot()
    await w.start_bot(refusal_delete_after=0.2)
    await w.setup_server(location=w.lobby)
    w.fake.set_dms_closed(w.bob)  # bob's refusals must be answered in the channel, without a ping
    mid = await w.challenge(w.alice, w.bob)
    rng = random.Random(9)
    mover, other = await w.to_public_turn(mid, rng)
    thread = w.thread(mid)

    # the player to move plays through /play with "@everyone" in the text: echoed, pinging nobody
    seat = w.players(mid).index(mover)
    legal = [p for p in gwent().legal_posts(w.service.state_of(mid), seat) if p != "pass"]
    posts = w.posts(mid)
    await w.fake.slash(mover, thread, "play", {"move": f"{legal[0]} @everyone"})
    await w.fake.slash(mover, thread, "play", {"move": legal[0]})
    assert w.posts(mid) == posts + 1
    # then each of them, and a spectator, posts "@everyone" and mentions in the thread: all refused
    for user in (mover, w.bob, w.carol):
        await w.say(user, thread, f"@everyone {legal[0]} <@{w.alice.id}> <@&{w.judge_role.id}>")
    await w.fake.idle()
    replies = [m for m in w.fake.bot_messages(thread) if m.referenced is not None]
    [reply] = replies  # bob's refusal: his DMs are closed, so a note in the thread (never the refusal)...
    assert reply.referenced.author.id == w.bob.id and "private answer" in reply.content
    assert "@everyone" not in reply.content
    assert w.posts(mid) == posts + 1  # ...and nobody's "@everyone" post was a move
    for reply in replies:
        assert reply.allowed_mentions == {"parse": [], "replied_user": False}
        await w.fake.wait_for(lambda r=reply: r.deleted, what="the in-channel refusal to go away")

    # a whole deadline passes: reminders and the judge role
    w.clock.advance(hours=73)
    bot = w.bot
    assert bot is not None
    reminded = await bot.call(w.service.tick)
    assert reminded
    await w.delivered()
    await w.play_out(mid, rng)
    await w.delivered()

    seated = {u.id for u in w.players(mid)}
    role_pings = 0
    everything = w.fake.bot_messages() + [m for u in (w.alice, w.bob, w.carol) for m in w.fake.dms(u)]
    for msg in everything:
        pings = w.fake.pings(msg)
        assert not pings.everyone and pings.replied_user is None, msg
        if pings.users:
            assert pings.users <= seated, msg
            assert any(p in msg.content for p in PURPOSEFUL_USER_PINGS), msg
        if pings.roles:
            assert pings.roles == {w.judge_role.id} and "has not answered" in msg.content, msg
            role_pings += 1
    assert role_pings >= 1
    reminders = [m for m in w.fake.bot_messages(thread) if "reminder" in m.content]
    assert reminders and all(w.fake.pings(m).users for m in reminders)

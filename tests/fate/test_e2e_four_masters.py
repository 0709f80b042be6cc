"""A 4-Master Fate match end to end over the loopback Discord: the real discord.py client, the judge's
thread, the pinned table, posts in the thread and hidden information by DM (FA-REF-9, FA-OVR-4).

The match is seated by the judge service (the Discord commands seat two players until N-seat tables land
there); everything after that goes through Discord.
"""

from __future__ import annotations

import random

from bot.judge.api import Actor
from bot.store import FINISHED
from cards.fate.game import FateGame
from tests.e2e.test_bot_world import World, world_fixture  # noqa: F401  (fixture)

GAME = FateGame()


async def test_four_masters_play_to_a_result_over_discord(world: World) -> None:
    w = world
    w.service.games["fate"] = GAME  # the shared World seats Gwent only; the judge takes any registered game
    await w.setup_server()
    dave = w.fake.add_user("dave")
    w.fake.add_member(w.guild, dave, [])
    seated = [w.alice, w.bob, w.carol, dave]
    judge = Actor(w.judy.id, w.judy.name, is_judge=True)
    reply = w.service.create_by_judge(judge, w.guild.id, w.lobby.id, "fate",
                                      [Actor(u.id, u.name) for u in seated], setup={"starting_prana": 1})
    mid = reply.match_id
    assert mid is not None, reply
    await w.fake.wait_for(lambda: w.match(mid).channel_id is not None, what="the match thread")
    await w.delivered()
    rng = random.Random(4)
    for n in range(600):  # noqa: B007
        state = w.service.state_of(mid)
        pending = list(GAME.pending(state))
        if not pending:
            break
        decision = pending[0]
        text = GAME.random_post(state, decision.seat, rng)
        user = w.players(mid)[decision.seat]
        before = w.posts(mid)
        await w.say(user, user if decision.private else w.thread(mid), text)
        await w.fake.wait_for(lambda b=before: w.posts(mid) > b, what=f"{user.name}'s post {text!r}")
    else:
        raise AssertionError("the match did not end")
    await w.delivered()
    assert w.match(mid).status == FINISHED
    result = GAME.result(w.service.state_of(mid))
    assert result is not None and min(result.placements) == 1 and len(result.placements) == 4
    thread = w.thread(mid)
    texts = [m.text for m in w.fake.transcript(thread)]
    joined = "\n".join(texts)
    assert "Start of turn 1:" in joined and "(Active Master:" in joined
    [table] = w.fake.pinned(thread)
    for user in seated:
        assert user.name in table.text
    assert "prana 1," in table.text  # the table setting shows on the table (FA-SET-1)
    # Hands go by DM only: no "You draw" line in the thread, every Master got his own.
    assert "You draw" not in joined
    for user in seated:
        assert any("You draw" in m.text for m in w.bot_dms(user)), user.name

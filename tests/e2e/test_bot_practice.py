"""/practice over the real client (issue 30): the practice opponent sits in the second seat of an ordinary
match and answers through the judge's path — its thread decisions as its own messages in the thread, its
private ones as its seat's DM — until the match ends."""

from __future__ import annotations

import random
import re

from bot.store import FINISHED
from tests.e2e.test_bot_world import World, world_fixture  # noqa: F401  (fixture)

THINK = 120.0  # a bound for a loaded machine, not a wait: every check below waits for an event


async def _play_against_the_bot(w: World, mid: int, human: object, seat: int) -> None:
    """The human seat answers at random; each time we wait for the next accepted post, which is the bot's
    whenever the human owes nothing. Ends when the match does."""
    game, rng = w.service.games["gwent"], random.Random(5)
    for _ in range(200):
        if w.match(mid).status == FINISHED:
            break
        state = w.service.state_of(mid)
        mine = [d for d in game.pending(state) if d.seat == seat]
        before = w.posts(mid)
        if mine:
            text = game.random_post(state, seat, rng)
            await w.say(human, human if mine[0].private else w.thread(mid), text)  # type: ignore[arg-type]
        await w.fake.wait_for(
            lambda n=before: w.posts(mid) > n or w.match(mid).status == FINISHED, THINK, what="the next post"
        )
    assert w.match(mid).status == FINISHED


async def test_a_whole_practice_match_against_the_bot(world: World) -> None:
    w = world
    assert w.bot is not None
    w.bot.practice.pause_seconds = 0
    await w.setup_server()
    sent = await w.fake.slash(w.alice, w.lobby, "practice", {"game": "gwent", "level": "easy"})
    found = await w.fake.wait_for(lambda: re.search(r"#(\d+)", sent.content), THINK, what="the answer")
    assert sent.ephemeral, sent
    mid = int(found.group(1))
    await w.fake.wait_for(lambda: w.match(mid).channel_id is not None, what="the practice thread")
    with w.store.tx() as tx:
        seats = {s.seat: s.user_id for s in tx.seats(mid)}
    assert seats[1] == w.fake.bot_user.id and seats[0] == w.alice.id
    await _play_against_the_bot(w, mid, w.alice, 0)
    assert w.match(mid).status == FINISHED
    with w.store.tx() as tx:
        by_bot = [p for p in tx.posts(mid) if p.seat == 1]
    assert by_bot, "the bot never posted"
    in_thread = [m for m in w.fake.bot_messages(w.thread(mid)) if m.content in {p.text for p in by_bot}]
    assert in_thread, "the bot's thread moves are its own messages in the thread"


async def test_practice_refuses_an_unknown_level_and_changes_nothing(world: World) -> None:
    from bot.discord.practice import start_practice
    from bot.judge.api import Actor

    w = world
    assert w.bot is not None
    await w.setup_server()
    reply = start_practice(
        w.bot, w.bot.practice, Actor(w.alice.id, "Alice"), w.guild.id, w.lobby.id, "gwent", None, "grandmaster"
    )
    assert isinstance(reply, str) and "levels: easy, normal, hard" in reply
    assert w.posts(1) == 0 and w.match(1) is None  # no match was proposed


async def test_a_judge_seats_the_bot_for_a_missing_player(world: World) -> None:
    """/judge seat player:@bot: the practice opponent takes over a live match's seat and plays it out."""
    w = world
    assert w.bot is not None
    w.bot.practice.pause_seconds = 0
    await w.setup_server()
    mid = await w.challenge(w.alice, w.bob)
    stranger = await w.fake.slash(w.carol, w.thread(mid), "judge seat", {"player": w.fake.bot_user, "seat": 2})
    await w.fake.wait_for(lambda: stranger.content, THINK, what="the refusal")
    assert stranger.ephemeral and "judge" in stranger.content.lower()
    seated = await w.fake.slash(w.judy, w.thread(mid), "judge seat", {"player": w.fake.bot_user, "seat": 2})
    await w.fake.wait_for(lambda: seated.content, THINK, what="the answer")
    assert seated.ephemeral, seated
    with w.store.tx() as tx:
        assert {s.seat: s.user_id for s in tx.seats(mid)}[1] == w.fake.bot_user.id
    await _play_against_the_bot(w, mid, w.alice, 0)
    with w.store.tx() as tx:
        assert any(p.seat == 1 for p in tx.posts(mid))

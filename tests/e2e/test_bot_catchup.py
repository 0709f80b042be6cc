"""Issue 24, catch-up: posts made while the bot was away are judged when it comes back, once, in the order
they were made (thread posts and DM answers merged by message id), and the thread says they were late.

Discord's gateway never replays messages missed past a resume window; the fake does the same (a new
session gets nothing of the old one), so without the catch-up every post below stays unjudged.
"""

from __future__ import annotations

import asyncio
import random
import threading
from typing import Any

import pytest

from bot.discord.catchup import CatchUp
from bot.store import cursors
from tests.e2e.test_bot_world import World, gwent, world_fixture  # noqa: F401  (fixture)
from tests.fakediscord import FakeMessage, FakeUser


def planned_posts(w: World, mid: int, rng: random.Random, count: int) -> list[tuple[FakeUser, Any, str]]:
    """The next ``count`` legal posts of match ``mid`` as (author, where, text), worked out on the engine
    alone (the bot is down): a private decision is answered by DM, a public one in the thread."""
    game = gwent()
    state = w.service.state_of(mid)
    players = w.players(mid)
    thread = w.thread(mid)
    planned = []
    for _ in range(count):
        pending = list(game.pending(state))
        if not pending:
            break
        decision = pending[0]
        text = game.random_post(state, decision.seat, rng)
        state, _ = game.apply(state, decision.seat, game.parse(state, decision.seat, text))
        user = players[decision.seat]
        planned.append((user, user if decision.private else thread, text))
    return planned


def kill(w: World) -> None:
    """As a killed process: the cursors of what was judged live since the last flush are never written."""
    assert w.bot is not None
    w.bot.catchup._seen.clear()

    async def gone() -> None:
        return None

    w.bot.catchup.flush = gone  # type: ignore[method-assign]


async def judged_after_restart(w: World, mid: int, said: list[FakeMessage]) -> None:
    bot = await w.start_bot()
    await w.fake.wait_for(lambda: bot.catchup.runs >= 1, what="the catch-up")
    await w.delivered()
    with w.store.tx() as tx:
        posts = tx.posts(mid, include_undone=True)
    judged = [p.message_id for p in posts if p.message_id in {m.id for m in said}]
    assert judged == sorted(m.id for m in said)  # each once, in the order they were posted


async def test_posts_and_dms_made_while_down_are_judged_once_in_order(world: World) -> None:
    """V-/G- independent (judge procedure): the bot is killed right after a match starts; both players
    answer their private decisions by DM and the first player moves in the thread, a move that is only
    legal after the DMs. On restart every post is judged once, in posting order, and the thread says so."""
    w = world
    await w.setup_server()
    mid = await w.challenge(w.alice, w.bob)
    await w.delivered()
    rng = random.Random(24)
    plan = planned_posts(w, mid, rng, 12)
    first_public = next(i for i, (_, where, _) in enumerate(plan) if where is w.thread(mid))
    plan = plan[: first_public + 1]
    assert any(where is not w.thread(mid) for _, where, _ in plan)  # DMs first...
    assert any(where is w.thread(mid) for _, where, _ in plan)  # ...then a thread move
    kill(w)
    await w.stop_bot(crash=True)

    before = w.posts(mid)
    said = [await w.say(user, where, text) for user, where, text in plan]
    await judged_after_restart(w, mid, said)
    assert w.posts(mid) == before + len(plan)
    note = [m for m in w.fake.bot_messages(w.thread(mid)) if "judge was away" in m.content]
    assert len(note) == 1 and f"{len(plan)} posts" in note[0].content

    # a second restart reads nothing again and judges nothing twice
    await w.stop_bot()
    await judged_after_restart(w, mid, said)
    assert w.posts(mid) == before + len(plan)
    assert len([m for m in w.fake.bot_messages(w.thread(mid)) if "judge was away" in m.content]) == 1


async def test_live_post_waits_for_the_missed_ones_of_its_match(world: World) -> None:
    """A post arriving live while its match is still being caught up is judged after the missed posts
    (it is held), not before them: the order of a match is the order of its posts."""
    w = world
    await w.setup_server()
    mid = await w.challenge(w.alice, w.bob)
    rng = random.Random(5)
    await w.to_public_turn(mid, rng)
    await w.delivered()
    plan = planned_posts(w, mid, rng, 3)
    kill(w)
    await w.stop_bot(crash=True)
    said = [await w.say(user, where, text) for user, where, text in plan[:2]]
    gate = w.fake.fail_next("GET", rf"/channels/{w.thread(mid).id}/messages", 429, retry_after=0.3)
    bot = await w.start_bot()
    await w.fake.wait_for(lambda: gate.remaining <= 0, what="the catch-up's first read")
    user, where, text = plan[2]
    said.append(await w.say(user, where, text))  # live, while its thread's history is not read yet
    await w.fake.wait_for(lambda: bot.catchup.runs >= 1, what="the catch-up")
    await w.delivered()
    with w.store.tx() as tx:
        ids = [p.message_id for p in tx.posts(mid, include_undone=True)]
    assert [i for i in ids if i in {m.id for m in said}] == [m.id for m in said]


async def test_cursor_spares_requests_for_threads_with_nothing_new(world: World) -> None:
    """A clean restart (nothing posted meanwhile) reads no history at all: the gateway's last message id
    of each thread is not newer than the stored cursor."""
    w = world
    await w.setup_server()
    mid = await w.challenge(w.alice, w.bob)
    rng = random.Random(7)
    await w.to_public_turn(mid, rng)
    assert await w.move(mid, rng)
    await w.delivered()
    await w.stop_bot()  # a clean stop writes the cursors
    assert cursors.load(w.store).get(w.thread(mid).id)
    bot = await w.start_bot()
    await w.fake.wait_for(lambda: bot.catchup.runs >= 1, what="the catch-up")
    thread_reads = [
        r for r in w.fake.requests if r.method == "GET" and r.path == f"/channels/{w.thread(mid).id}/messages"
    ]
    assert thread_reads == []


class Killed(Exception):
    """The process dies here: the transaction it was in is never committed, nothing after it happens."""


@pytest.mark.parametrize("survives", [0, 1, 2, 4, "commit"])
async def test_a_kill_at_any_point_of_the_catch_up_loses_and_doubles_nothing(
    world: World, monkeypatch: pytest.MonkeyPatch, survives: int | str
) -> None:
    """The bot is killed after judging ``survives`` of the missed posts inside the catch-up's one
    transaction (``"commit"``: right after it committed, before any author was answered or any held post
    let go); the next start judges what was not committed: every post once, in order."""
    w = world
    await w.setup_server()
    mid = await w.challenge(w.alice, w.bob)
    await w.delivered()
    plan = planned_posts(w, mid, random.Random(24), 12)
    first_public = next(i for i, (_, where, _) in enumerate(plan) if where is w.thread(mid))
    plan = plan[: first_public + 1]
    assert len(plan) > 4
    kill(w)
    await w.stop_bot(crash=True)
    before = w.posts(mid)
    said = [await w.say(user, where, text) for user, where, text in plan]

    calls = [0]
    frozen = threading.Event()  # set on the judge's thread
    judge_one = CatchUp._judge_one

    def dying(self: CatchUp, missed: Any) -> Any:
        if survives != "commit" and calls[0] >= survives:
            frozen.set()
            raise Killed  # the batch's transaction rolls back, as a killed process's would
        calls[0] += 1
        return judge_one(self, missed)

    async def gone(self: CatchUp, answers: Any) -> None:
        frozen.set()  # committed: the process dies before answering anyone
        await asyncio.Event().wait()

    monkeypatch.setattr(CatchUp, "_judge_one", dying)
    monkeypatch.setattr(CatchUp, "_answer", gone)
    monkeypatch.setattr(CatchUp, "_release", lambda self, threads, users: None)
    await w.start_bot()
    await w.fake.wait_for(frozen.is_set, what="the kill point")
    kill(w)
    await w.stop_bot(crash=True)
    # one commit for the whole backlog: all of it, or none of it
    assert w.posts(mid) == before + (len(plan) if survives == "commit" else 0)
    monkeypatch.undo()
    if survives == "commit":  # its outbox items were claimed by the dead process: only the log counts
        bot = await w.start_bot()
        await w.fake.wait_for(lambda: bot.catchup.runs >= 1, what="the catch-up")
        with w.store.tx() as tx:
            ids = [p.message_id for p in tx.posts(mid, include_undone=True)]
        assert [i for i in ids if i in {m.id for m in said}] == [m.id for m in said]
    else:
        await judged_after_restart(w, mid, said)
    assert w.posts(mid) == before + len(plan)


async def test_a_tournament_deck_sent_by_dm_while_down_is_registered_and_lobbies_are_not_read(
    world: World,
) -> None:
    """A player whose tournament entry still takes a deck sends it by DM while the bot is down: the
    catch-up reads that DM channel and registers the deck. The tournament's channel is not read: nothing
    posted there is judged from text (Register and Join are buttons, which Discord does not replay)."""
    w = world
    await w.setup_server()
    created = await w.fake.slash(
        w.judy,
        w.lobby,
        "tournament create",
        {"name": "Cup", "format": "swiss_top_cut", "rounds": 3, "top_cut": 4, "variant": "classic"},
    )
    assert created.ephemeral and "created" in created.content, created
    tid = int(created.content.split("#", 1)[1].split()[0].strip("*:.,"))
    announcement = await w.fake.wait_for(
        lambda: next(
            (m for m in w.fake.bot_messages(w.lobby) if f"tj:register:{tid}" in m.custom_ids()), None
        ),
        what="the Register button",
    )
    click = await w.fake.click(w.alice, announcement, f"tj:register:{tid}")
    assert "send me your deck" in click.content
    await w.delivered()
    kill(w)
    await w.stop_bot(crash=True)
    await w.say(w.alice, w.alice, "deck monsters ready")  # by DM, while nobody listens
    await w.say(w.bob, w.lobby, "register me too please")  # chat in the tournament's channel
    bot = await w.start_bot()
    await w.fake.wait_for(lambda: bot.catchup.runs >= 1, what="the catch-up")
    await w.fake.wait_for(
        lambda: any("Deck registered" in m.content for m in w.fake.dms(w.alice)), what="the deck's answer"
    )
    assert bot.tournaments.deck_of(tid, w.alice.id) is not None
    lobby_reads = [
        r for r in w.fake.requests if r.method == "GET" and r.path == f"/channels/{w.lobby.id}/messages"
    ]
    assert lobby_reads == []

"""Issue 24 over PostgreSQL: two real bot processes (shards 0,1 and 2,3) are SIGKILLed right after their
matches started; meanwhile the players answer their private decisions by DM (which Discord delivers to
shard 0's process only) and make the first public move in the thread. Both restart: every post is judged
once, in the order it was posted (the DMs before the thread move they make legal, whichever process owns
the match), and each thread says once that its posts were judged late."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.judge import Actor, JudgeService
from bot.store import Store
from tests.e2e.test_bot_world import gwent
from tests.fakediscord import FakeDiscord
from tests.fakediscord.fixtures import fake_discord  # noqa: F401  (fixture)
from tests.scale.pg import pg_schema
from tests.scale.test_two_processes import HANG, PROCESSES, SHARDS, Cluster

pytestmark = pytest.mark.postgres


@pytest.fixture
def url() -> Iterator[str]:
    with pg_schema() as u:
        yield u


# both processes run every shard (a rolling restart's overlap): still each post once, in order, and one
# "judged late" note per thread. Message ids and the match locks already keep that without the per-channel
# claims (bot.store.claims; checked by disabling them); what the claims add — one reader of a channel at a
# time, so the rate budget is not spent twice — this test does not observe.
OVERLAP = {"A": "0,1,2,3", "B": "0,1,2,3"}


@pytest.mark.parametrize("layout", [PROCESSES, OVERLAP], ids=["split-shards", "same-shards"])
async def test_two_processes_catch_up_each_post_once_in_order(
    fake_discord: FakeDiscord,  # noqa: F811
    url: str,
    tmp_path: Path,
    layout: dict[str, str],
) -> None:
    fake = fake_discord
    fake.shard_count = SHARDS
    game = gwent()
    store = Store(url)
    service = JudgeService(store, {"gwent": game})
    judge = Actor(fake.add_user("judy").id, "judy", is_judge=True, is_admin=True)
    guilds = [fake.add_guild(f"g{i}", shard=(i, SHARDS)) for i in range(SHARDS)]
    cluster = Cluster(fake, url, tmp_path, layout)
    started: list[tuple[int, list[Any]]] = []
    try:
        await cluster.spawn("A")
        await cluster.spawn("B")
        for i, guild in enumerate(guilds):
            lobby = fake.add_text_channel(guild, "lobby")
            players = [fake.add_user(f"p{i}a"), fake.add_user(f"p{i}b")]
            for p in players:
                fake.add_member(guild, p)
            setup = game.setup_for([p.name for p in players], "classic")
            reply = service.create_by_judge(
                judge, guild.id, lobby.id, "gwent", [Actor(p.id, p.name) for p in players], "classic", setup
            )
            assert reply.status == "ok", reply
            started.append((reply.match_id, players))  # type: ignore[arg-type]

        def match(mid: int) -> Any:
            with store.tx() as tx:
                return tx.match(mid)

        await fake.wait_for(
            lambda: all(match(mid).channel_id for mid, _ in started), timeout=HANG, what="every match thread"
        )
        await fake.idle()
        await cluster.kill("A")
        await cluster.kill("B")

        said: dict[int, list[int]] = {}
        for mid, players in started:
            state = service.state_of(mid)
            thread = fake.channels[match(mid).channel_id]
            rng = random.Random(mid)
            for _ in range(12):
                decision = list(game.pending(state))[0]
                text = game.random_post(state, decision.seat, rng)
                state, _ = game.apply(state, decision.seat, game.parse(state, decision.seat, text))
                user = players[decision.seat]
                msg = await fake.user_says(user, thread if not decision.private else user, text)
                said.setdefault(mid, []).append(msg.id)
                if not decision.private:
                    break  # the first public move: legal only after the DMs before it

        await cluster.spawn("A")
        await cluster.spawn("B")

        def logged(mid: int) -> list[int]:
            with store.tx() as tx:
                return [p.message_id for p in tx.posts(mid, include_undone=True) if p.message_id in said[mid]]

        await fake.wait_for(
            lambda: all(len(logged(mid)) == len(said[mid]) for mid, _ in started),
            timeout=HANG,
            what="every post made while both processes were down judged",
        )

        def noted(mid: int) -> list[Any]:
            thread = fake.channels[match(mid).channel_id]
            return [m for m in fake.bot_messages(thread) if "judge was away" in m.content]

        await fake.wait_for(lambda: all(noted(mid) for mid, _ in started), timeout=HANG, what="the late notes")
        await fake.idle()
    finally:
        await cluster.stop()
    for mid, _ in started:
        assert logged(mid) == said[mid]  # once each, in posting order
        assert len(noted(mid)) == 1
    store.close()

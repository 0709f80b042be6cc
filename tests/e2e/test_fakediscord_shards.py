"""The fake Discord knows shards as Discord does (issue 15): a guild's events go to shard
``(guild_id >> 22) % shard_count`` only, DMs arrive on shard 0 only, READY lists the shard's guilds,
and GET /gateway/bot recommends the configured shard count to AutoShardedClient."""

from __future__ import annotations

import discord
import pytest

from tests.fakediscord import FakeDiscord
from tests.fakediscord.client import running
from tests.fakediscord.fixtures import fake_discord  # noqa: F401  (fixture)


class Recorder(discord.AutoShardedClient):
    def __init__(self, **kw: object) -> None:
        intents = discord.Intents.default()
        intents.message_content = True
        super().__init__(intents=intents, guild_ready_timeout=0.05, **kw)  # type: ignore[arg-type]
        self.seen: list[tuple[int | None, int | None, str]] = []  # (shard, guild, content)

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """No 5 s pause between shards' IDENTIFYs against the fake (its max_concurrency is not enforced)."""

    async def on_message(self, message: discord.Message) -> None:
        if message.author == self.user:
            return
        shard = message.guild.shard_id if message.guild is not None else None
        self.seen.append((shard, message.guild.id if message.guild else None, message.content))


@pytest.mark.asyncio
async def test_guild_events_reach_only_their_shard_and_dms_shard_zero(fake_discord: FakeDiscord) -> None:  # noqa: F811
    fake = fake_discord
    fake.shard_count = 2
    g0 = fake.add_guild("zero", shard=(0, 2))
    g1 = fake.add_guild("one", shard=(1, 2))
    c0 = fake.add_text_channel(g0, "a")
    c1 = fake.add_text_channel(g1, "b")
    alice = fake.add_user("alice")
    fake.add_member(g0, alice)
    fake.add_member(g1, alice)
    only0, only1 = Recorder(shard_ids=[0], shard_count=2), Recorder(shard_ids=[1], shard_count=2)
    async with running(only0, fake.token), running(only1, fake.token):
        assert {g.id for g in only0.guilds} == {g0.id} and {g.id for g in only1.guilds} == {g1.id}
        await fake.user_says(alice, c0, "in zero")
        await fake.user_says(alice, c1, "in one")
        await fake.user_says(alice, alice, "a DM")
        await fake.idle()
    assert [c for _, _, c in only0.seen] == ["in zero", "a DM"]
    assert [c for _, _, c in only1.seen] == ["in one"]
    shards = sorted({tuple(i.get("shard") or [0, 1]) for i in fake.identifies})
    assert shards == [(0, 2), (1, 2)]


@pytest.mark.asyncio
async def test_auto_sharded_client_opens_the_recommended_shards(fake_discord: FakeDiscord) -> None:  # noqa: F811
    fake = fake_discord
    fake.shard_count = 2
    g0, g1 = fake.add_guild("zero", shard=(0, 2)), fake.add_guild("one", shard=(1, 2))
    c1 = fake.add_text_channel(g1, "b")
    alice = fake.add_user("alice")
    fake.add_member(g1, alice)
    client = Recorder()
    async with running(client, fake.token):
        assert client.shard_count == 2 and {g.id for g in client.guilds} == {g0.id, g1.id}
        await fake.user_says(alice, c1, "hi")
        await fake.idle()
    assert client.seen == [(1, g1.id, "hi")]

"""Smoke tests: the real discord.py 2.7 client against tests.fakediscord (no network).

A minimal commands.Bot defined here (not the project's bot) exercises login/READY, replies and
self-echo, DMs (and 50007), slash commands, persistent buttons, pins/edits, 429 retries,
allowed_mentions, threads/forums/attachments, duplicate delivery, RESUME and a restart.
"""

from __future__ import annotations

import json
import zlib

import aiohttp
import discord
import pytest
from discord import app_commands
from discord.ext import commands

from tests.fakediscord import MESSAGE_CONTENT, CommandNotRegistered, FakeDiscord
from tests.fakediscord.client import running
from tests.fakediscord.fixtures import fake_discord  # noqa: F401  (fixture)


class JoinView(discord.ui.View):
    """Persistent view: timeout=None and a fixed custom_id survive a bot restart."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.button(label="Join", custom_id="tj:join")
    async def join(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        await interaction.response.send_message(f"{interaction.user.name} joined", ephemeral=True)


class SetupModal(discord.ui.Modal, title="Table setup"):
    name = discord.ui.TextInput(label="Table name", custom_id="tj:name")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"named {self.name.value}")


class DeckView(discord.ui.View):
    @discord.ui.select(
        custom_id="tj:deck", options=[discord.SelectOption(label=d) for d in ("Monsters", "Nilfgaard")]
    )
    async def deck(self, interaction: discord.Interaction, select: discord.ui.Select) -> None:
        await interaction.response.edit_message(content=f"deck {select.values[0]}", view=None)  # type 7

    @discord.ui.button(label="Later", custom_id="tj:later")
    async def later(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        await interaction.response.defer()  # type 6, then PATCH @original edits this message
        await interaction.edit_original_response(content="done later")


class MiniBot(commands.Bot):
    """Just enough bot to drive every fake feature; records what it saw."""

    def __init__(self) -> None:
        intents = discord.Intents.default()
        intents.message_content = True
        intents.members = True
        super().__init__(command_prefix="!", intents=intents, guild_ready_timeout=0.05)
        self.seen: list[discord.Message] = []
        self.threads: list[discord.Thread] = []
        self.add_commands()

    async def setup_hook(self) -> None:
        self.add_view(JoinView())

    async def on_message(self, message: discord.Message) -> None:
        self.seen.append(message)
        if message.author == self.user:
            return  # self-echo: never answer ourselves
        if message.guild is None and not message.content.startswith("!"):
            await message.channel.send(f"got {message.content!r}")
            return
        await self.process_commands(message)

    async def on_thread_create(self, thread: discord.Thread) -> None:
        self.threads.append(thread)

    def add_commands(self) -> None:
        @self.command()
        async def ping(ctx: commands.Context) -> None:
            await ctx.reply("pong")

        @self.command()
        async def dmme(ctx: commands.Context) -> None:
            await ctx.author.send("psst")

        @self.command()
        async def panel(ctx: commands.Context) -> None:
            await ctx.send("Table open", view=JoinView())

        @self.command()
        async def echo(ctx: commands.Context, *, text: str) -> None:
            await ctx.send(f"{ctx.author.name} said: {text}", allowed_mentions=discord.AllowedMentions.none())

        @self.command()
        async def upload(ctx: commands.Context) -> None:
            data = await ctx.message.attachments[0].read()
            await ctx.send(
                f"read {len(data)} bytes", file=discord.File(__import__("io").BytesIO(data[::-1]), "rev.txt")
            )

        @self.command()
        async def decks(ctx: commands.Context) -> None:
            await ctx.send("Choose", view=DeckView())

        @self.tree.command(description="Open the setup form")
        async def setup(interaction: discord.Interaction) -> None:
            await interaction.response.send_modal(SetupModal())

        @self.tree.command(description="Say hello")
        @app_commands.describe(name="who")
        async def hello(interaction: discord.Interaction, name: str) -> None:
            await interaction.response.send_message(f"hello {name}", ephemeral=True)

        game = app_commands.Group(name="game", description="Games")

        @game.command(description="Start a game")
        @app_commands.choices(deck=[app_commands.Choice(name="Nilfgaard", value="ng")])
        async def start(
            interaction: discord.Interaction, deck: app_commands.Choice[str], rival: discord.Member
        ) -> None:
            await interaction.response.defer()
            await interaction.followup.send(f"{deck.value} vs {rival.name}")

        @game.command(description="Pick a card")
        async def pick(interaction: discord.Interaction, card: str) -> None:
            await interaction.response.send_message(f"picked {card}")

        @pick.autocomplete("card")
        async def pick_card(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
            cards = ["Geralt", "Ciri", "Yennefer"]
            return [
                app_commands.Choice(name=c, value=c) for c in cards if c.lower().startswith(current.lower())
            ]

        self.tree.add_command(game)


@pytest.fixture
def world(fake_discord: FakeDiscord):  # noqa: F811
    fake = fake_discord
    guild = fake.add_guild("Tavern")
    alice, bob = fake.add_user("alice"), fake.add_user("bob")
    fake.add_member(guild, alice)
    fake.add_member(guild, bob)
    chan = fake.add_text_channel(guild, "gwent")
    return fake, guild, alice, bob, chan


def bot_says(fake: FakeDiscord, chan, text: str):
    return lambda: next((m for m in fake.bot_messages(chan) if text in m.text), None)


async def test_login_ready_identify_and_chunking(world) -> None:
    """READY + GUILD_CREATE over the compressed stream; IDENTIFY carries the privileged intents the bot asked for."""
    fake, guild, alice, _, chan = world
    bot = MiniBot()
    async with running(bot, fake.token):
        assert bot.user.id == fake.bot_user.id
        g = bot.get_guild(guild.id)
        assert g is not None and g.get_channel(chan.id).name == "gwent"
        assert g.get_member(alice.id) is not None  # members intent: full member list / op 8 chunk
        assert fake.intents & MESSAGE_CONTENT
        # zstd-stream when zstandard is importable (verified too), else zlib-stream.
        expected = discord.utils._ActiveDecompressionContext.COMPRESSION_TYPE
        assert {c.compressor.kind for c in fake.connections} == {expected}
        assert [r.path for r in fake.requests[:2]] == ["/users/@me", "/oauth2/applications/@me"]


async def test_bad_token_is_login_failure(world) -> None:
    fake = world[0]
    with pytest.raises(discord.LoginFailure):
        async with running(MiniBot(), "wrong-token"):
            pass
    assert [(r.path, r.status) for r in fake.requests] == [("/users/@me", 401)]


async def test_reply_and_self_echo_without_loop(world) -> None:
    """The fake echoes the bot's own message as MESSAGE_CREATE; the bot sees it and does not answer."""
    fake, _, alice, _, chan = world
    bot = MiniBot()
    async with running(bot, fake.token):
        said = await fake.user_says(alice, chan, "!ping")
        reply = await fake.wait_for(bot_says(fake, chan, "pong"))
        assert reply.referenced is said and reply.type == 19
        assert fake.pings(reply).replied_user == alice.id  # ctx.reply() pings the author by default
        await fake.wait_for(lambda: any(m.id == reply.id for m in bot.seen))  # the echo reached the bot
        await fake.idle()
        assert [m.text for m in fake.transcript(chan)] == ["!ping", "pong"]
        last = fake.requests_since(said.t_created)[-1]
        assert last.path.endswith("/messages") and last.t_end > said.t_created  # latency measurable


async def test_dm_round_trip_and_closed_dms(world) -> None:
    fake, _, alice, bob, chan = world
    bot = MiniBot()
    async with running(bot, fake.token):
        await fake.user_says(alice, chan, "!dmme")
        await fake.wait_for(lambda: fake.dms(alice))
        await fake.user_says(alice, alice, "hello bot")  # a FakeUser as channel = DM with the bot
        await fake.wait_for(lambda: len(fake.dms(alice)) == 2)
        assert [m.content for m in fake.dms(alice)] == ["psst", "got 'hello bot'"]
        assert len(fake.dms(alice, include_user=True)) == 3

        fake.set_dms_closed(bob)
        with pytest.raises(discord.Forbidden) as err:
            await bot.get_user(bob.id).send("hi")
        assert err.value.code == 50007 and fake.dms(bob) == []


async def test_slash_commands_ephemeral_followup_autocomplete(world) -> None:
    fake, guild, alice, bob, chan = world
    bot = MiniBot()
    async with running(bot, fake.token):
        bot.tree.copy_global_to(guild=discord.Object(guild.id))
        await bot.tree.sync(guild=discord.Object(guild.id))
        assert {c["name"] for c in fake.registered_commands(guild)} == {"hello", "game", "setup"}

        hi = await fake.slash(alice, chan, "hello", {"name": "Geralt"})
        assert hi.ephemeral and hi.content == "hello Geralt"
        callback = next(r for r in fake.requests if r.path.endswith("/callback"))
        assert not callback.authorized  # interaction callbacks carry no bot token
        assert fake.transcript(chan) == []  # ephemeral replies are not in the channel

        game = await fake.slash(alice, chan, "game start", {"deck": "ng", "rival": bob})
        assert game.deferred
        await fake.wait_for(lambda: game.followups)
        assert game.followups[0].content == "ng vs bob" and not game.ephemeral

        assert [
            c["value"] for c in await fake.autocomplete(alice, chan, "game pick", {"card": "ci"}, "card")
        ] == ["Ciri"]
        with pytest.raises(ValueError, match="choices"):
            await fake.slash(alice, chan, "game start", {"deck": "scoiatael", "rival": bob})
        with pytest.raises(CommandNotRegistered):
            await fake.slash(alice, chan, "nope")


async def test_persistent_button_click(world) -> None:
    fake, _, alice, _, chan = world
    bot = MiniBot()
    async with running(bot, fake.token):
        await fake.user_says(alice, chan, "!panel")
        panel = await fake.wait_for(bot_says(fake, chan, "Table open"))
        click = await fake.click(alice, panel, "tj:join")
        assert click.ephemeral and click.content == "alice joined"
        with pytest.raises(LookupError):
            await fake.click(alice, panel, "tj:nope")


async def test_modal_select_and_deferred_update(world) -> None:
    fake, guild, alice, _, chan = world
    bot = MiniBot()
    async with running(bot, fake.token):
        await bot.tree.sync()  # global commands work in guild channels too
        opened = await fake.slash(alice, chan, "setup")
        assert opened.modal["custom_id"] and opened.response_type == 9
        submitted = await fake.submit_modal(alice, opened, {"tj:name": "Kaer Morhen"})
        assert submitted.content == "named Kaer Morhen"

        await fake.user_says(alice, chan, "!decks")
        menu = await fake.wait_for(bot_says(fake, chan, "Choose"))
        await fake.select(alice, menu, "tj:deck", ["Nilfgaard"])
        assert menu.content == "deck Nilfgaard" and menu.components == [] and len(menu.edits) == 1

        await fake.user_says(alice, chan, "!decks")
        menu2 = await fake.wait_for(
            lambda: fake.bot_messages(chan)[-1] if len(fake.bot_messages(chan)) == 3 else None
        )
        later = await fake.click(alice, menu2, "tj:later")
        assert later.response_type == 6
        await fake.wait_for(lambda: menu2.content == "done later")


async def test_pin_edit_and_history(world) -> None:
    fake, _, _, _, chan = world
    bot = MiniBot()
    async with running(bot, fake.token):
        channel = bot.get_channel(chan.id)
        msg = await channel.send("round 1")
        await msg.pin()
        await msg.edit(content="round 1 (final)")
        [pinned] = [m async for m in channel.pins()]
        assert pinned.id == msg.id
        [entry] = fake.transcript(chan)
        assert entry.pinned and entry.content == "round 1 (final)"
        assert [v.content for v in entry.edits] == ["round 1"]
        assert [m.type for m in fake.transcript(chan, include_system=True)] == [0, 6]  # Discord's pin notice
        assert [m.content async for m in channel.history(limit=5)][-1] == "round 1 (final)"


async def test_429_is_retried_and_message_arrives_once(world) -> None:
    fake, _, alice, _, chan = world
    bot = MiniBot()
    async with running(bot, fake.token):
        fake.fail_next("POST", r"^/channels/\d+/messages$", 429, retry_after=0.01)
        await fake.user_says(alice, chan, "!ping")
        await fake.wait_for(bot_says(fake, chan, "pong"))
        await fake.idle()
        assert len(fake.bot_messages(chan)) == 1
        posts = [r.status for r in fake.requests if r.method == "POST" and r.path.endswith("/messages")]
        assert posts == [429, 200]

        fake.fail_next("POST", r"/messages$", 503)
        with pytest.raises(discord.DiscordServerError):
            await bot.get_channel(chan.id).send("lost")


async def test_allowed_mentions_recorded_and_pings(world) -> None:
    """User text echoed with AllowedMentions.none() must not ping; a plain mention does."""
    fake, guild, alice, bob, chan = world
    bot = MiniBot()
    async with running(bot, fake.token):
        await fake.user_says(alice, chan, f"!echo hi {bob.mention} @everyone")
        echoed = await fake.wait_for(bot_says(fake, chan, "alice said"))
        assert echoed.allowed_mentions == {"parse": []}
        assert not fake.pings(echoed)

        loud = await bot.get_channel(chan.id).send(f"{bob.mention} @everyone")
        assert fake.pings(loud.id).users == {bob.id} and fake.pings(loud.id).everyone
        quiet = await bot.get_channel(chan.id).send(
            bob.mention, allowed_mentions=discord.AllowedMentions(users=[alice])
        )
        assert not fake.pings(quiet.id)


async def test_threads_forum_and_attachments(world) -> None:
    fake, guild, alice, _, chan = world
    forum = fake.add_forum_channel(guild, "games", tags=["open"])
    bot = MiniBot()
    async with running(bot, fake.token):
        msg = await bot.get_channel(chan.id).send("game #1")
        thread = await msg.create_thread(name="Game 1")
        assert thread.id == msg.id and fake.channels[thread.id].type == 11
        await thread.send("turn 1")
        post = await bot.get_channel(forum.id).create_thread(name="Game 2", content="rules")
        assert post.message.id == post.thread.id
        assert [m.content for m in fake.transcript(post.thread.id)] == ["rules"]
        side = await bot.get_channel(chan.id).create_thread(
            name="side", type=discord.ChannelType.public_thread
        )
        await side.send("side chat")
        assert (
            fake.transcript(chan, include_system=True)[-1].type == 18
        )  # Discord's "started a thread" notice
        await fake.wait_for(lambda: len(bot.threads) == 3)

        await fake.user_says(alice, chan, "!upload", attachments={"deck.txt": b"abc"})
        reply = await fake.wait_for(bot_says(fake, chan, "read 3 bytes"))
        assert reply.attachment_names == ["rev.txt"] and reply.attachments[0].data == b"cba"


async def test_duplicate_delivery_and_resume(world) -> None:
    fake, _, alice, _, chan = world
    bot = MiniBot()
    async with running(bot, fake.token):
        said = await fake.user_says(alice, chan, "!ping")
        await fake.dispatch_message_create(said)  # Discord may deliver an event twice
        await fake.wait_for(lambda: len(fake.bot_messages(chan)) == 2)  # this bot does not dedupe

        await fake.request_reconnect()  # op 7: the client must RESUME on a new socket
        await fake.wait_for(lambda: any(p.get("op") == 6 for c in fake.connections for p in c.received))
        await fake.user_says(alice, chan, "!ping")
        await fake.wait_for(lambda: len(fake.bot_messages(chan)) == 3)
        assert len(fake.identifies) == 1


async def test_restart_keeps_world_and_persistent_view(world) -> None:
    """Bot process 1 posts, pins and DMs; process 2 finds it all and its persistent button still works."""
    fake, _, alice, _, chan = world
    first = MiniBot()
    async with running(first, fake.token):
        await fake.user_says(alice, chan, "!panel")
        panel = await fake.wait_for(bot_says(fake, chan, "Table open"))
        await first.get_channel(chan.id).get_partial_message(panel.id).pin()
        await first.get_user(alice.id).send("saved")
    assert not fake.connected

    second = MiniBot()
    async with running(second, fake.token):
        assert len(fake.identifies) == 2
        [pinned] = [m async for m in second.get_channel(chan.id).pins()]
        assert pinned.id == panel.id and [m.content for m in fake.dms(alice)] == ["saved"]
        click = await fake.click(alice, panel, "tj:join")
        assert click.content == "alice joined"


@pytest.mark.parametrize("compress", ["zlib-stream", None])
async def test_gateway_compression_raw(fake_discord: FakeDiscord, compress: str | None) -> None:  # noqa: F811
    """HELLO -> IDENTIFY -> READY with and without zlib-stream, using a bare websocket client."""
    fake = fake_discord
    fake.add_guild("g")
    url = fake.gateway_url + "?v=10&encoding=json" + (f"&compress={compress}" if compress else "")
    inflate = zlib.decompressobj()

    async def recv(ws) -> dict:
        msg = await ws.receive()
        return json.loads(inflate.decompress(msg.data) if compress else msg.data)

    async with aiohttp.ClientSession() as session, session.ws_connect(url) as ws:
        assert (await recv(ws))["op"] == 10
        await ws.send_json({"op": 2, "d": {"token": fake.token, "intents": 513, "properties": {}}})
        ready, guild = await recv(ws), await recv(ws)
        assert (ready["t"], ready["s"], guild["t"], guild["s"]) == ("READY", 1, "GUILD_CREATE", 2)
        await ws.send_json({"op": 1, "d": 2})
        assert (await recv(ws))["op"] == 11
    await fake.wait_for(lambda: not fake.connections, what="the closed connection to go")


async def test_discord_rules_and_user_side_events(world) -> None:
    """Limits and permissions answer like Discord; users can open forum posts, react, and DM a slash command."""
    fake, guild, alice, _, chan = world
    forum = fake.add_forum_channel(guild, "games")
    locked = fake.add_text_channel(
        guild, "announcements", overwrites={guild: (0, 1 << 11)}
    )  # @everyone: no SEND
    bot = MiniBot()
    seen_reactions: list[str] = []

    async def on_raw_reaction_add(payload: discord.RawReactionActionEvent) -> None:
        seen_reactions.append(str(payload.emoji))

    bot.add_listener(on_raw_reaction_add)
    async with running(bot, fake.token):
        with pytest.raises(discord.HTTPException) as too_long:
            await bot.get_channel(chan.id).send("x" * 2001)
        assert too_long.value.code == 50035
        with pytest.raises(discord.Forbidden) as denied:
            await bot.get_channel(locked.id).send("hi")
        assert denied.value.code == 50013

        thread = await fake.user_creates_thread(alice, forum, "LFG", "anyone?")
        await fake.wait_for(lambda: any(t.id == thread.id for t in bot.threads))
        await fake.wait_for(lambda: any(m.id == thread.id and m.content == "anyone?" for m in bot.seen))

        msg = await bot.get_channel(chan.id).send("vote")
        await fake.react(alice, fake.message(msg.id), "👍")
        await fake.wait_for(lambda: seen_reactions == ["👍"])

        await bot.tree.sync()
        dm = await fake.slash(alice, alice, "hello", {"name": "in DM"})
        assert dm.channel.is_dm and dm.content == "hello in DM"

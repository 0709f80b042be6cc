"""The Discord bot: a thin discord.py client around :class:`bot.judge.service.JudgeService`.

What it does, and nothing more:
- text moves: a message in a thread goes to ``handle_thread_post``, a DM (with its .xlsx, size-checked
  first) to ``handle_direct_message``; a refusal is answered privately (a DM, or if that fails a short
  reply in the channel that pings nobody and deletes itself);
- slash commands (:mod:`bot.discord.commands`, ``/tournament`` in :mod:`bot.discord.tournament_commands`),
  the Accept and Register buttons (:mod:`bot.discord.views`); a DM that is a tournament deck goes to the
  tournament service first;
- the outbox worker that delivers the judge's posts through :class:`~bot.discord.transport.DiscordTransport`,
  and a reminder loop calling ``service.tick()``.

The service is synchronous; its calls run on one worker thread, in the order Discord delivered the
posts, so the event loop never waits on the database or the engine.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import io
import logging
import signal
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

import discord
import yarl
from discord import app_commands

from bot.config import DEFAULT_API_BASE, DEFAULT_GATEWAY_URL, Settings
from bot.discord.budget import RATE as REQUEST_RATE
from bot.discord.budget import RequestBudget
from bot.discord.catchup import CatchUp, owns
from bot.discord.components import AnswerButton, AnswerSelect
from bot.discord.deletions import Deletions
from bot.discord.preflight import thread_problem
from bot.discord.texts import CommandTranslator, say
from bot.discord.transport import DiscordTransport
from bot.discord.undo import UndoButton
from bot.discord.views import AcceptButton, JoinButton, RegisterButton
from bot.judge.api import Actor, Attachment, DirectMessage, Reply, ThreadPost
from bot.judge.games import keep_loaded, load_games, upload_limit
from bot.judge.lease import Lease
from bot.judge.messages import t
from bot.judge.outbox import OutboxWorker, Shards
from bot.judge.payloads import split_content
from bot.judge.service import JudgeService
from bot.store import PROPOSED, AlreadyRunning, Store
from bot.store.health import is_database_error, open_checked
from bot.tournament.service import TournamentService
from cards.core import Lang

log = logging.getLogger(__name__)

T = TypeVar("T")

REFUSAL_DELETE_AFTER = 120.0  # seconds a refusal posted in the channel (DMs closed) stays visible
DEFER_AFTER = 2.0  # seconds before an interaction is deferred (Discord drops it after 3 s without an answer)
SYNC_RETRY_AFTER = 60.0  # seconds before a failed slash-command sync is tried again (then doubling, ≤ 1 h)
MOVE_MESSAGE_TYPES = (discord.MessageType.default, discord.MessageType.reply)
CLOSE_OUTBOX_SECONDS = (
    3.0  # a close lets the outbox record what it sent for this long (SIGTERM: ≤ 5 s in all)
)
STOP_SECONDS = 1.0  # after close(), what discord.py may still take before its task is cancelled


def bot_intents() -> discord.Intents:
    """Guilds, guild messages, DM messages and message content (privileged: enable it in the developer portal)."""
    intents = discord.Intents.none()
    intents.guilds = True
    intents.guild_messages = True
    intents.dm_messages = True
    intents.message_content = True
    return intents


def configure_endpoints(settings: Settings) -> None:
    """Point discord.py at another Discord-compatible server (a test fake, Spacebar) when configured."""
    if settings.discord_api_base and settings.discord_api_base != DEFAULT_API_BASE:
        discord.http.Route.BASE = settings.discord_api_base.rstrip("/")
    if settings.discord_gateway_url and settings.discord_gateway_url != DEFAULT_GATEWAY_URL:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(settings.discord_gateway_url)


class TableJudgeBot(discord.Client):
    """Build it with :func:`create_bot`. ``service`` is the judge; ``tournaments`` the tournament service on
    top of it (made here unless given: it hooks into the judge's match ends); ``worker`` delivers the outbox."""

    def __init__(
        self,
        settings: Settings,
        service: JudgeService,
        *,
        tournaments: TournamentService | None = None,
        own_store: bool = False,
        refusal_delete_after: float = REFUSAL_DELETE_AFTER,
        defer_after: float = DEFER_AFTER,
        sync_retry_after: float = SYNC_RETRY_AFTER,
        request_rate: float | None = None,
        **options: Any,
    ) -> None:
        options.setdefault("max_ratelimit_timeout", 60.0)  # longer waits go back to the outbox's backoff
        options.setdefault("chunk_guilds_at_startup", False)
        # every request to Discord's API draws from one budget under the global limit (issue 24); None: no
        # budget (create_bot sets it for Discord's own API; another server has limits of its own)
        budget = RequestBudget(rate=request_rate) if request_rate is not None else None
        if budget is not None:
            options.setdefault("http_trace", budget.trace_config())
        super().__init__(intents=bot_intents(), allowed_mentions=discord.AllowedMentions.none(), **options)
        self.budget = budget
        self.settings = settings
        self.service = service
        self.store: Store = service.store
        if tournaments is None:
            tournaments = TournamentService(service.store, service, service.clock)
        self.tournaments = tournaments
        self.tree = app_commands.CommandTree(self)
        self.transport = DiscordTransport(self)
        shards = (
            Shards(settings.shard_count, settings.shard_ids)
            if settings.shard_count is not None and settings.shard_ids is not None
            else None
        )
        poll = settings.outbox_poll_seconds
        if poll is None and self.store.shared:
            poll = 1.0  # other processes queue items for this one's guilds (DM decisions on shard 0)
        self.worker = OutboxWorker(
            self.store,
            self.transport,
            clock=service.clock,
            default_language=service.default_language,
            shards=shards,
            poll_seconds=poll,
            lease_seconds=settings.outbox_lease_seconds,
        )
        self.lease = Lease(self.store)
        self.worker_task: asyncio.Task[None] | None = None
        self.reminder_task: asyncio.Task[None] | None = None
        self.refusal_delete_after = refusal_delete_after
        self.defer_after = defer_after
        self.sync_retry_after = sync_retry_after
        self.sync_task: asyncio.Task[None] | None = None
        self.resumed: list[int] = []  # match ids restored at startup
        self._own_store = own_store
        self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix="judge")
        self._queued = 0  # calls submitted to the judge's thread and not finished
        self.catchup = CatchUp(self)  # reads what was posted while the bot was away (issue 24)
        self.deletions = Deletions(self)  # notes to delete later, stored (a restart keeps the timer)
        # a match whose thread cannot be made is not started (bot.discord.preflight; issue 24)
        service.desk.thread_check = functools.partial(thread_problem, self)
        from bot.discord.commands import register_commands
        from bot.discord.practice import PracticeDriver, register_practice

        self.practice = PracticeDriver(self)  # the practice opponent's posts (issue 30)
        register_commands(self)
        register_practice(self, self.practice)
        self.tree.error(self.on_app_command_error)

    # ------------------------------------------------------------------ lifecycle
    async def setup_hook(self) -> None:
        await self.call(self.store.migrate)
        self.resumed = await self.call(self.service.resume_all)
        if await self.call(self.lease.held):  # one process catches up on tournaments (the leader)
            await self.call(self.tournaments.resume)  # results of tournament matches that ended meanwhile
        self.worker.serve(self.service)  # moves hand their items over in memory; tables drawn at sending
        self.worker_task = asyncio.create_task(self.worker.run(), name="tablejudge-outbox")
        self.practice.start()
        self.deletions.start()  # also what fell due while the bot was away
        self.add_dynamic_items(AcceptButton, JoinButton, RegisterButton, AnswerButton, AnswerSelect, UndoButton)
        await self.tree.set_translator(CommandTranslator())
        if not await self.sync_commands():
            # moves and DMs do not need slash commands: run on, and try again later (issue 8)
            self.sync_task = asyncio.create_task(self._sync_later(), name="tablejudge-command-sync")
        self.reminder_task = asyncio.create_task(self._reminders(), name="tablejudge-reminders")
        log.info("tablejudge ready to judge; %d live match(es) restored", len(self.resumed))

    async def sync_commands(self) -> bool:
        """Register the slash commands with Discord; False (logged) if Discord refused or failed."""
        try:
            if self.settings.discord_guild_id:
                guild = discord.Object(self.settings.discord_guild_id)
                self.tree.copy_global_to(guild=guild)
                await self.tree.sync(guild=guild)
            else:
                await self.tree.sync()
        except Exception:
            log.exception("slash command sync failed; moves and DMs still work, retrying later")
            return False
        log.info("slash commands synced")
        return True

    async def _sync_later(self) -> None:
        delay = self.sync_retry_after
        while not self.is_closed():
            await asyncio.sleep(delay)
            if await self.sync_commands():
                return
            delay = min(delay * 2, 3600.0)

    async def _reminders(self) -> None:
        interval = max(1.0, self.settings.reminder_minutes * 60)
        while not self.is_closed():
            await asyncio.sleep(interval)
            try:
                if await self.call(self.lease.held):  # one process across all runs the reminders
                    await self.call(self.service.tick)
            except Exception:
                log.exception("reminder tick failed")

    def dispatch(self, event: str, /, *args: Any, **kwargs: Any) -> None:
        """discord.py's ``connect`` is dispatched synchronously while a READY is parsed (a new session, not
        a RESUME): the catch-up starts there, before any later message is handled."""
        if event == "connect":
            self.catchup.on_connect()
        elif event in ("ready", "shard_ready"):
            self.catchup.on_guilds_ready()
        super().dispatch(event, *args, **kwargs)

    def owns_guild(self, guild_id: int | None) -> bool:
        """Whether this process's shards get this guild's events (``None``: DMs, shard 0's)."""
        return owns(guild_id, self.settings.shard_count, self.settings.shard_ids)

    async def close(self) -> None:
        """Stop the reminders, let the outbox finish its current round, then disconnect."""
        if self.reminder_task is not None:
            self.reminder_task.cancel()
        if self.sync_task is not None:
            self.sync_task.cancel()
        if self.worker_task is not None and not self.worker_task.done():
            self.worker.stop()
            try:
                await asyncio.wait_for(asyncio.shield(self.worker_task), CLOSE_OUTBOX_SECONDS)
            except (TimeoutError, asyncio.CancelledError):
                self.worker_task.cancel()
        await self.practice.close()
        self.service.on_enqueue = self.service.claimer = None
        await self.catchup.close()  # the cursors of what was judged live are written
        await self.deletions.close()
        await super().close()
        self._executor.shutdown(wait=False)
        self.lease.release()
        if self._own_store:
            self.store.close()

    async def call(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Run a synchronous service call on the judge's thread (FIFO: posts keep their order)."""
        loop = asyncio.get_running_loop()
        self._queued += 1
        try:
            return await loop.run_in_executor(self._executor, functools.partial(fn, *args, **kwargs))
        finally:
            self._queued -= 1

    async def call_quick(self, fn: Callable[..., T], *args: Any) -> T:
        """A thread post: judged right here when the judge is idle (nothing queued on its thread, its
        lock free), as the floor bot would: no hop to the judge's thread and back, each of which can wait
        a switch interval for the interpreter lock. Otherwise queued behind the rest, in order."""
        lock = self.service.lock
        if self._queued == 0 and lock.acquire(blocking=False):
            try:
                return fn(*args)
            finally:
                lock.release()
        return await self.call(fn, *args)

    async def on_error(self, event_method: str, /, *args: Any, **kwargs: Any) -> None:
        """Any event handler's error: logged, and the bot runs on (issue 8)."""
        log.exception("event %s failed; running on", event_method)

    # ------------------------------------------------------------------ text moves
    async def on_message(self, message: discord.Message) -> None:
        if message.author.bot or (self.user is not None and message.author.id == self.user.id):
            if message.channel.id in self.catchup.tracked:  # the judge's own post: nothing to read before it
                self.catchup.seen(message.channel.id, message.id, own=True)
            return  # our own echoes and other bots are never moves
        if message.type not in MOVE_MESSAGE_TYPES:
            return
        try:
            judge: Callable[[discord.Message], Awaitable[Reply | None]]
            if message.guild is None:
                judge = self.judge_direct_message
            elif not isinstance(message.channel, discord.abc.GuildChannel):
                # match threads are always threads (or, when not cached, a partial channel): never plain
                # channels, so ordinary server chat costs no database query
                judge = self.judge_thread_post
            else:
                return
            if not await self.catchup.hold(message):  # a missed older post of its match comes first
                await judge(message)
        except Exception:
            log.exception("handling message %s failed", message.id)

    async def judge_thread_post(self, message: discord.Message) -> Reply:
        """A live thread post; its channel's cursor moves past it."""
        reply = await self.call_quick(self.service.handle_thread_post, self.thread_post_of(message))
        await self.answer_thread_post(message, reply)
        if reply.match_id is not None:
            self.catchup.seen(message.channel.id, message.id)
        return reply

    async def judge_direct_message(self, message: discord.Message) -> Reply | None:
        """A live DM; the DM channel's cursor moves past it."""
        dm = await self.direct_message_of(message)
        reply = None
        if dm is not None:
            # an upload is parsed on the judge's thread: a spreadsheet may take a while, the loop may not
            judge = self.call if dm.attachments else self.call_quick
            reply = await judge(self.route_direct_message, dm)
            await self.answer_direct_message(message, reply)
        self.catchup.seen(message.channel.id, message.id, dm_user=message.author.id)
        return reply

    # The three steps of judging a message, apart: the catch-up (bot.discord.catchup) prepares a backlog's
    # messages on the loop, judges many on the judge's thread in one commit, then answers their authors.
    @staticmethod
    def thread_post_of(message: discord.Message) -> ThreadPost:
        return ThreadPost(
            message_id=message.id,
            channel_id=message.channel.id,
            author_id=message.author.id,
            author_name=message.author.display_name,
            text=message.content,
            author_is_bot=message.author.bot,
        )

    async def answer_thread_post(self, message: discord.Message, reply: Reply) -> None:
        """A refusal goes to the author privately (after the commit that remembered it)."""
        if reply.status in ("refused", "error") and reply.text:
            await self.answer_privately(message, reply.text)

    def upload_limit(self) -> int:
        """The largest deck file any game here reads (its ``DeckRule``): a DM's game is not known before
        it is routed, and a file is bounded before it is downloaded."""
        return upload_limit(self.service.games.values())

    async def direct_message_of(self, message: discord.Message) -> DirectMessage | None:
        """The DM as the judge reads it, its upload downloaded; None (the author told why) if the upload
        is too big or cannot be read."""
        attachments: list[Attachment] = []
        upload = message.attachments[0] if message.attachments else None
        if upload is not None:
            data = b""
            limit = self.upload_limit()
            if upload.size <= limit:  # judged by the size Discord reports, before downloading
                try:
                    data = await upload.read()
                except discord.HTTPException:
                    lang = await self.call(self.service.language_for, message.author.id)
                    await self._send_chunks(message.channel, say("upload_failed", lang))
                    return None
            if upload.size > limit or len(data) > limit:
                size = max(upload.size, len(data))
                lang = await self.call(self.service.language_for, message.author.id)
                text = say("upload_too_big", lang, size=-(-size // 1024), limit=limit // 1024)
                await self._send_chunks(message.channel, text)
                return None
            attachments.append(Attachment(upload.filename, data))
        return DirectMessage(
            message_id=message.id,
            author_id=message.author.id,
            text=message.content,
            attachments=tuple(attachments),
            author_name=message.author.display_name,
        )

    async def answer_direct_message(self, message: discord.Message, reply: Reply) -> None:
        if reply.text and reply.status != "duplicate":
            await self._send_chunks(message.channel, reply.text)

    def route_direct_message(self, dm: DirectMessage) -> Reply:
        """A tournament deck if it is one (on the judge's thread), else the judge's (a private decision)."""
        reply = self.tournaments.handle_direct_message(dm)
        return reply if reply is not None else self.service.handle_direct_message(dm)

    async def answer_privately(self, message: discord.Message, text: str) -> None:
        """A DM to the author; if DMs are closed, a short note in the channel that pings nobody and goes
        away. The note never carries the private text itself (a refusal may list the author's hand): it
        only says an answer is waiting and how to see it privately (``/play``, ``/hand``)."""
        try:
            dm = await self.create_dm(message.author)
            await self._send_chunks(dm, text, raise_errors=True)
            return
        except discord.HTTPException:
            pass
        guild_id = message.guild.id if message.guild is not None else None
        lang = await self.call(self.service.language_for, message.author.id, guild_id)
        # its deletion is stored before it is posted (by the message it answers): a crash right after the
        # post still leaves a timer that finds it (bot.discord.deletions)
        await self.deletions.schedule_reply(message.channel.id, message.id, self.refusal_delete_after)
        note_id: int | None = None
        try:
            note = await message.reply(
                say("private_waiting", lang),
                mention_author=False,
                allowed_mentions=discord.AllowedMentions.none(),
            )
            note_id = note.id
        except discord.HTTPException:
            log.warning(
                "could not answer %s privately or in channel %s", message.author.id, message.channel.id
            )
        await self.deletions.posted(message.id, note_id)

    async def _send_chunks(self, channel: Any, text: str, *, raise_errors: bool = False) -> None:
        for chunk in split_content(text):
            try:
                await channel.send(chunk, allowed_mentions=discord.AllowedMentions.none())
            except discord.HTTPException:
                if raise_errors:
                    raise
                log.warning("could not answer in channel %s", getattr(channel, "id", "?"))
                return

    # ------------------------------------------------------------------ interactions
    async def command(
        self, interaction: discord.Interaction[Any], work: Callable[[Actor], Reply | str]
    ) -> Reply:
        """Run ``work(actor)`` on the judge's thread and answer the interaction with its Reply (a plain
        string is the adapter's own refusal). Discord wants an answer within 3 s: if the judge is busy
        (a long queue), the interaction is deferred first and answered by a followup."""
        user = interaction.user
        guild_id = interaction.guild_id
        is_admin = False
        roles: set[int] = set()
        if guild_id is not None and isinstance(user, discord.Member):
            perms = interaction.permissions
            is_admin = bool(perms.manage_guild or perms.administrator)
            roles = {r.id for r in user.roles}

        def job() -> tuple[Reply, str]:
            role = self.service.judge_role_id(guild_id) if guild_id is not None else None
            is_judge = role in roles if role else is_admin  # no judge role set yet: server managers judge
            actor = Actor(user.id, user.display_name, is_judge=is_judge, is_admin=is_admin, guild_id=guild_id)
            reply = work(actor)
            if isinstance(reply, str):
                reply = Reply("refused", reply)
            text = reply.text or t("done", self.service.language_for(user.id, guild_id))
            return reply, text

        task = asyncio.ensure_future(self.call(job))
        done, _ = await asyncio.wait({task}, timeout=self.defer_after)
        try:
            if not done:
                await interaction.response.defer(ephemeral=True, thinking=True)
            reply, text = await task
        except Exception:
            log.exception("command %s failed", getattr(interaction.command, "qualified_name", interaction.id))
            text = t("engine_error", await self.call(self.service.language_for, user.id, guild_id))
            reply = Reply("error", text)
        try:
            await self.respond_text(interaction, text, ephemeral=reply.ephemeral, files=reply.files)
        except Exception:
            log.exception("could not answer interaction %s", interaction.id)
        return reply

    def language(self, user_id: int, guild_id: int | None) -> Lang:
        """For ``work`` functions: the language of what is said to this user."""
        return self.service.language_for(user_id, guild_id)

    async def respond_text(
        self,
        interaction: discord.Interaction[Any],
        text: str,
        *,
        ephemeral: bool = True,
        files: tuple[tuple[str, bytes], ...] = (),
    ) -> None:
        chunks = split_content(text)
        attached = [discord.File(io.BytesIO(data), filename=name) for name, data in files]
        none = discord.AllowedMentions.none()
        first: dict[str, Any] = {"ephemeral": ephemeral, "allowed_mentions": none}
        if attached and len(chunks) == 1:
            first["files"] = attached
        if interaction.response.type is discord.InteractionResponseType.deferred_channel_message:
            # deferred ("thinking"): the answer replaces the loading message
            await interaction.edit_original_response(
                content=chunks[0], allowed_mentions=none, attachments=first.get("files", [])
            )
        elif interaction.response.is_done():
            await interaction.followup.send(chunks[0], **first)
        else:
            await interaction.response.send_message(chunks[0], **first)
        for i, chunk in enumerate(chunks[1:], start=1):
            extra: dict[str, Any] = {"files": attached} if attached and i == len(chunks) - 1 else {}
            await interaction.followup.send(chunk, ephemeral=ephemeral, allowed_mentions=none, **extra)

    async def accept_clicked(self, interaction: discord.Interaction[Any], match_id: int) -> None:
        """The Accept button: the challenged player starts the match; the button then goes away."""
        guild_id = interaction.guild_id
        reply = await self.command(interaction, lambda actor: self.service.accept(actor, match_id, guild_id))
        if reply.status == "ok" and interaction.message is not None:
            try:
                await interaction.message.edit(view=None)
            except Exception:
                log.warning("could not remove the Accept button of match %s", match_id, exc_info=True)

    async def join_clicked(self, interaction: discord.Interaction[Any], match_id: int) -> None:
        """The Join button under an open table: a seat for the clicking member; when the last seat is
        taken the match starts and the button goes away."""
        guild_id = interaction.guild_id
        reply = await self.command(
            interaction, lambda actor: self.service.join_table(actor, match_id, guild_id)
        )
        if reply.status != "ok" or interaction.message is None:
            return

        def started() -> bool:
            with self.store.tx() as tx:
                match = tx.match(match_id)
                return match is not None and match.status != PROPOSED

        try:
            if await self.call(started):
                await interaction.message.edit(view=None)
        except Exception:  # HTTP or not: the seat is taken; the button is cosmetic (issue 8)
            log.warning("could not remove the Join button of match %s", match_id, exc_info=True)

    async def register_clicked(self, interaction: discord.Interaction[Any], tournament_id: int) -> None:
        """The Register button under a tournament's announcement (it stays for the next player)."""
        await self.command(interaction, lambda actor: self.tournaments.register(actor, tournament_id))

    async def on_app_command_error(
        self, interaction: discord.Interaction[Any], error: app_commands.AppCommandError
    ) -> None:
        """A command that failed inside (a bug, Discord unreachable): logged, and the caller told privately."""
        log.error("slash command failed", exc_info=error)
        if not interaction.response.is_done():
            lang = await self.call(self.service.language_for, interaction.user.id, interaction.guild_id)
            with contextlib.suppress(discord.HTTPException):
                await interaction.response.send_message(t("engine_error", lang), ephemeral=True)


class ShardedTableJudgeBot(TableJudgeBot, discord.AutoShardedClient):
    """The bot over several shards in one process (``tablejudge run --shards N --shard-ids a,b``)."""

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """Discord allows one IDENTIFY per 5 s (``settings.identify_delay``; 0 against the test fake)."""
        if not initial and self.settings.identify_delay > 0:
            await asyncio.sleep(self.settings.identify_delay)


def create_bot(
    settings: Settings,
    store: Store | None = None,
    service: JudgeService | None = None,
    **options: Any,
) -> TableJudgeBot:
    """The bot, ready for ``start(token)``. Tests pass their own ``store``/``service`` and discord.py
    options (``guild_ready_timeout=0.05``); ``refusal_delete_after`` sets how long an in-channel refusal stays."""
    configure_endpoints(settings)
    own_store = False
    if service is None:
        if store is None:
            store = Store(settings.database_url, migrate=False)  # migrated in setup_hook, off the loop
            own_store = True
        games = load_games()
        keep_loaded()  # the catalogues stay for the process's life: out of the collector's passes
        service = JudgeService(
            store,
            games,
            default_language=settings.default_language,
            default_deadline_hours=settings.default_deadline_hours,
        )
    # Discord's global limit is Discord's: another Discord-compatible server (a test fake, Spacebar) sets
    # its own, so the one request budget (bot.discord.budget) is for Discord's API unless asked for
    if settings.discord_api_base in ("", DEFAULT_API_BASE):
        options.setdefault("request_rate", REQUEST_RATE)
    if settings.shard_count is not None:
        options.setdefault("shard_count", settings.shard_count)
        options.setdefault("shard_ids", list(settings.shard_ids or range(settings.shard_count)))
        return ShardedTableJudgeBot(settings, service, own_store=own_store, **options)
    return TableJudgeBot(settings, service, own_store=own_store, **options)


def run(settings: Settings) -> int:
    """``tablejudge run``: connect with ``settings.discord_token`` until SIGINT/SIGTERM."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("alembic").setLevel(logging.WARNING)
    log.info("starting with %s", settings.redacted())
    try:
        return asyncio.run(_serve(settings))
    except KeyboardInterrupt:
        return 0


async def _run_until_stopped(bot: TableJudgeBot, token: str, stopping: asyncio.Event) -> None:
    """``bot.start(token)`` until it ends or ``stopping`` is set. Then the bot closes (the outbox records
    what it sent) and its task is cancelled if it still runs: discord.py's reconnect back-off sleeps up
    to minutes and close() does not wake it, so SIGTERM took about a minute (issue 24)."""
    run = asyncio.ensure_future(bot.start(token))
    stop = asyncio.ensure_future(stopping.wait())
    try:
        await asyncio.wait({run, stop}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        stop.cancel()
    if not run.done():
        await bot.close()
        done, _ = await asyncio.wait({run}, timeout=STOP_SECONDS)
        if not done:
            run.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await run
        return
    run.result()


async def _serve(
    settings: Settings,
    *,
    restart_delay: float = 1.0,
    max_delay: float = 60.0,
    stopping: asyncio.Event | None = None,
) -> int:
    """Hold the database's instance lock, then run the bot until SIGINT/SIGTERM (or ``stopping`` is set).
    A crash of the client (anything but a refused token or intent) is logged and the bot is started afresh
    after a growing pause: every match resumes from the store, so a restart loses nothing (issue 8)."""
    lock_store = await asyncio.to_thread(open_checked, settings.database_url)  # bounded retries (issue 24)
    try:
        lock_store.lock_instance()  # one judge process per database (issue 8)
    except AlreadyRunning as exc:
        log.error("%s", exc)
        lock_store.close()
        return 2
    loop = asyncio.get_running_loop()
    stopping = stopping or asyncio.Event()
    signals = []
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, stopping.set)
            signals.append(sig)
    delay = restart_delay
    try:
        while not stopping.is_set():
            bot = create_bot(settings)
            started = loop.time()
            try:
                async with bot:
                    await _run_until_stopped(bot, str(settings.discord_token), stopping)
            except discord.LoginFailure:
                log.error("Discord refused the token: check DISCORD_TOKEN")
                return 2
            except discord.PrivilegedIntentsRequired:
                log.error(
                    "Discord refused the message content intent: enable it for the bot in the developer portal "
                    "(Bot → Privileged Gateway Intents → Message Content Intent)"
                )
                return 2
            except Exception as exc:  # whatever broke after a login, the judge comes back
                if bot.user is None:
                    raise  # never logged in (no network, a bad URL): the caller reports it, no retry loop
                if is_database_error(exc):  # the database went away: back within the retries, or exit 1
                    (await asyncio.to_thread(open_checked, settings.database_url)).close()
                log.exception("the bot stopped on an error; starting again in %.0f s", delay)
            else:
                if stopping.is_set():
                    break
                log.warning("the bot disconnected; starting again in %.0f s", delay)
            if loop.time() - started > max_delay:
                delay = restart_delay  # it ran a good while: this is a new failure, not a loop
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stopping.wait(), delay)
            delay = min(delay * 2, max_delay)
    finally:
        for sig in signals:
            loop.remove_signal_handler(sig)
        lock_store.close()
    return 0

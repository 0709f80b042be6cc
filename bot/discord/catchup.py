"""Catch-up: judge what was posted while the bot was away.

Discord's gateway does not replay messages a client missed past its resume window; a judge that reads
only the gateway silently skips moves made during a restart. So on every READY (a new session: the first
start, or a reconnect that could not RESUME) the bot reads, for every live match thread and every DM
channel of a player a private decision waits for, the history after the last message it has seen there
(:mod:`bot.store.cursors`), and judges what it finds exactly as if it had just arrived:

- in order: a match's thread and its players' DM channels are one *group*; their missed messages are
  merged by message id (a DM decision can be what makes a thread move legal) and judged one by one;
- cheaply: groups are read by several readers while the judge's thread judges the groups already read
  (reading is paced by Discord's rate limit, judging by the disk); the groups ready at once are judged
  in one transaction with one commit (:meth:`bot.judge.runner.Runner.batch`: each message still its own
  savepoint), with their cursors and "judged late" notes; their authors are answered after that commit,
  and the outbox hears of the moves only then, so a kill at any point loses and repeats nothing;
- exactly once: message ids are the judge's dedupe key; a live message of a group still being caught up
  is held and judged after the group's history (never before an older missed one);
- bounded and rate-limit aware: at most ``max_pages`` pages of 100 per channel, groups with the oldest
  cursor first, history requests drawn from the bot's one request budget under Discord's global rate
  (:mod:`bot.discord.budget`: the outbox's sends draw from it too and keep a share);
  a thread whose ``last_message_id`` (from the gateway) is not newer than its cursor costs no request;
- the players are told in the thread that their posts from the downtime were judged late;
- across shards and processes each channel is caught up once: by the process whose shard owns its guild
  (DMs: shard 0), and only while it holds the claim of every channel of the group
  (:class:`bot.store.claims.ChannelClaims`: a PostgreSQL advisory lock per channel, so two processes of
  the same shards, as in a rolling restart, never read one channel at once); a process that finds a group
  claimed tries it again later, reading from the cursors the other process left.

Edits and deletions of posts already judged change nothing (the README says so): only new messages count.
A tournament entry that still takes a deck is a private decision too: its player's DMs are read. Table and
tournament channels are left alone: nothing posted there is judged from text (joining a table and
registering are buttons and slash commands, interactions Discord never replays), so reading them would
cost requests and find nothing to judge (tests/e2e/test_bot_catchup.py checks they are not read).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any

import discord

from bot.discord.budget import background
from bot.i18n import say
from bot.judge.api import DirectMessage, Reply, ThreadPost
from bot.judge.payloads import message as outbox_message
from bot.judge.payloads import nonce_for
from bot.store import cursors
from bot.store.claims import ChannelClaims
from bot.store.models import KIND_POST

if TYPE_CHECKING:
    from bot.discord.app import TableJudgeBot

log = logging.getLogger(__name__)

PAGE = 100  # Discord's largest history page
MAX_PAGES = 5  # per channel and catch-up: a longer backlog is left (logged) rather than stall the rest
CONCURRENCY = 8  # groups read at once (requests overlap their round trips; the budget bounds the rate)
BATCH_POSTS = 16  # missed messages judged in one commit at most (a live move waits for the batch)
BATCH_SECONDS = 0.1  # a batch ends after the group that passes this: the outbox and live moves wait for it
FLUSH_SECONDS = 2.0  # how often the cursors of live messages are written
READY_WAIT = 30.0  # seconds to wait for the guilds (their threads' last message ids) before reading anyway
CLAIM_RETRY = 0.25  # seconds before a group another process is catching up is tried again
CLAIM_WAIT = 120.0  # a group claimed elsewhere this long is left (its live posts go on; read next start)


@dataclass
class Group:
    """Channels whose missed messages must be judged in one merged order: match threads sharing players
    with private decisions pending (usually one thread and its players' DMs)."""

    threads: dict[int, int] = field(default_factory=dict)  # thread id -> match id
    guilds: dict[int, int | None] = field(default_factory=dict)  # thread id -> guild id
    users: set[int] = field(default_factory=set)  # players a private decision waits for: DMs read
    players: set[int] = field(default_factory=set)  # everyone seated in the group's matches
    dm_channels: dict[int, int] = field(default_factory=dict)  # user -> DM channel, where known
    dm_cursors: dict[int, int] = field(default_factory=dict)  # DM channel -> last seen
    starts: dict[int, int] = field(default_factory=dict)  # channel (thread) / user (DM) -> read after

    def oldest(self) -> int:
        return min(self.starts.values(), default=0)


@dataclass
class Missed:
    """A missed player's message, ready for the judge (``post`` built on the loop: a DM's upload is
    downloaded before the judge's thread sees it)."""

    message: discord.Message
    post: ThreadPost | DirectMessage


@dataclass
class Read:
    """A group's history as read: its players' messages to judge (in id order), and how far each channel
    was read (``newest``; ``users``: DM channel -> its user)."""

    group: Group
    missed: list[Missed] = field(default_factory=list)
    newest: dict[int, int] = field(default_factory=dict)
    users: dict[int, int] = field(default_factory=dict)


@dataclass
class Plan:
    groups: list[Group]
    threads: set[int]
    users: set[int]


class CatchUp:
    """Owned by the bot: ``on_connect()`` (sync, from discord.py's ``connect`` event) starts a catch-up;
    ``hold(message)`` keeps live messages of groups not yet caught up; ``seen(...)`` moves cursors."""

    def __init__(
        self,
        bot: TableJudgeBot,
        *,
        max_pages: int = MAX_PAGES,
        concurrency: int = CONCURRENCY,
        flush_seconds: float = FLUSH_SECONDS,
    ) -> None:
        self.bot = bot
        self.max_pages = max_pages
        self.concurrency = concurrency
        self.flush_seconds = flush_seconds
        self.task: asyncio.Task[None] | None = None
        self.flusher: asyncio.Task[None] | None = None
        self.runs = 0  # catch-ups finished (tests wait on it)
        self.judged = 0  # missed messages judged by the last runs (accepted or refused)
        self.requests = 0  # history requests made
        self.finished = asyncio.Event()
        self.started_at = 0.0  # loop time of the last READY (benchmarks measure from it)
        self.session_from = 0  # the first message id of the last session: older posts were missed
        self._planned: asyncio.Event | None = None
        self._guilds_ready = asyncio.Event()
        self._pending_threads: set[int] = set()
        self._pending_users: set[int] = set()
        self._held: list[discord.Message] = []
        self._seen: dict[int, int] = {}  # channel -> newest message judged live, not yet written
        self._dm_users: dict[int, int] = {}  # DM channel -> its user
        self.tracked: set[int] = set()  # channels with a cursor (the bot's own posts there move it too)
        self.claims = ChannelClaims(bot.store)  # which channels this process is catching up

    # ------------------------------------------------------------------ events from the client
    def on_connect(self) -> None:
        """A new gateway session (READY): what was posted before it may never arrive. Runs synchronously
        inside discord.py's READY parsing, before any later MESSAGE_CREATE is handled, so from here on
        every live message waits for the plan and is held if its group is still to be read."""
        self._guilds_ready.clear()
        self.started_at = asyncio.get_running_loop().time()
        # Posts made from here on were not missed: the catch-up may judge them (a live post waits for its
        # group), but only older ones are "judged late" in the thread's note.
        self.session_from = discord.utils.time_snowflake(datetime.now(UTC))
        if self.task is not None and not self.task.done():
            self.task.cancel()  # a second READY mid-way: start again (judged posts stay judged)
            self.claims.close()  # its claims go with it
        self._planned = asyncio.Event()
        self.finished.clear()
        self.task = asyncio.create_task(self._run(self._planned), name="tablejudge-catchup")
        if self.flusher is None or self.flusher.done():
            self.flusher = asyncio.create_task(self._flush_loop(), name="tablejudge-cursors")

    def on_guilds_ready(self) -> None:
        self._guilds_ready.set()

    async def hold(self, message: discord.Message) -> bool:
        """True if ``message`` belongs to a group still being caught up: it is kept and judged after the
        group's missed messages. False: judge it now."""
        planned = self._planned
        if planned is not None and not planned.is_set():
            await planned.wait()
        if message.guild is None:
            waiting = message.author.id in self._pending_users
        else:
            waiting = message.channel.id in self._pending_threads
        if waiting:
            self._held.append(message)
        return waiting

    def seen(
        self, channel_id: int, message_id: int, *, dm_user: int | None = None, own: bool = False
    ) -> None:
        """A message in a channel worth a cursor was judged (or, ``own``, was the bot's own): remember it.
        The bot's own post in a thread still being caught up moves nothing: missed posts may precede it."""
        if own and (
            channel_id in self._pending_threads or self._dm_users.get(channel_id) in self._pending_users
        ):
            return
        if self._seen.get(channel_id, 0) < message_id:
            self._seen[channel_id] = message_id
        if dm_user is not None:
            self._dm_users[channel_id] = dm_user
        self.tracked.add(channel_id)

    async def flush(self) -> None:
        """Write the cursors of live messages (on the judge's thread, after the posts were committed)."""
        if not self._seen:
            return
        seen, self._seen = self._seen, {}
        users = {c: u for c, u in self._dm_users.items() if c in seen}
        try:
            await self.bot.call(cursors.advance, self.bot.store, seen, users)
        except Exception:
            log.exception("could not write %d channel cursor(s); they are read again next start", len(seen))

    async def close(self) -> None:
        for task in (self.task, self.flusher):
            if task is not None and not task.done():
                task.cancel()
                with contextlib.suppress(BaseException):
                    await task
        self.claims.close()
        await self.flush()

    async def _flush_loop(self) -> None:
        while not self.bot.is_closed():
            await asyncio.sleep(self.flush_seconds)
            await self.flush()

    # ------------------------------------------------------------------ the catch-up
    async def _run(self, planned: asyncio.Event) -> None:
        try:
            try:
                plan = await self.bot.call(self._plan)
            except Exception:
                log.exception("catch-up: could not read the live matches; nothing caught up this time")
                plan = Plan([], set(), set())
                self._release(set(self._pending_threads), set(self._pending_users))
            self._pending_threads = set(plan.threads)
            self._pending_users = set(plan.users)
            planned.set()
            if plan.groups:
                log.info(
                    "catch-up: reading %d thread(s) and %d DM channel(s) for posts made while away",
                    len(plan.threads),
                    len(plan.users),
                )
            ready = asyncio.ensure_future(self._guilds_ready.wait())
            try:
                await asyncio.wait({ready}, timeout=READY_WAIT)
            finally:
                ready.cancel()
            queue: asyncio.Queue[Group] = asyncio.Queue()
            for group in sorted(plan.groups, key=Group.oldest):
                queue.put_nowait(group)
            done_reading: asyncio.Queue[Read | None] = asyncio.Queue()
            readers = [
                asyncio.create_task(self._reader(queue, done_reading)) for _ in range(self.concurrency)
            ]
            try:
                await self._judge_loop(done_reading, len(readers))
            finally:
                for r in readers:
                    r.cancel()
            self.runs += 1
            log.info(
                "catch-up done: %d missed post(s) judged, %d history request(s)", self.judged, self.requests
            )
        finally:
            planned.set()  # never leave live messages waiting on a plan that failed
        self.finished.set()

    async def _reader(self, queue: asyncio.Queue[Group], ready: asyncio.Queue[Read | None]) -> None:
        """Read groups' histories, one after another, handing each to the judge loop as soon as it is read."""
        try:
            while not queue.empty():
                group = queue.get_nowait()
                if not await self._claim(group):
                    if asyncio.get_running_loop().time() - self.started_at < CLAIM_WAIT:
                        queue.put_nowait(group)  # another process is catching it up: after the rest
                        await asyncio.sleep(CLAIM_RETRY)
                    else:
                        log.warning(
                            "catch-up: threads %s stayed claimed elsewhere; left", sorted(group.threads)
                        )
                        self._release(set(group.threads), group.players)
                    continue
                try:
                    ready.put_nowait(await self._read_group(group))
                except asyncio.CancelledError:
                    raise  # still pending: its held posts wait for the next catch-up, its cursors stay put
                except Exception:
                    log.exception(
                        "catch-up: reading threads %s failed; their live posts go on", sorted(group.threads)
                    )
                    self._release(set(group.threads), group.players)
        finally:
            ready.put_nowait(None)  # this reader is done

    async def _judge_loop(self, ready: asyncio.Queue[Read | None], readers: int) -> None:
        """Judge the groups as they are read: whatever is ready when the judge's thread is free goes in one
        batch (up to :data:`BATCH_POSTS` messages), while the readers go on reading."""
        while readers:
            batch: list[Read] = []
            item = await ready.get()
            while True:
                if item is None:
                    readers -= 1
                else:
                    batch.append(item)
                if ready.empty() or sum(len(r.missed) for r in batch) >= BATCH_POSTS:
                    break
                item = ready.get_nowait()
            if batch:
                await self._judge_batch(batch)

    async def _judge_batch(self, batch: list[Read]) -> None:
        """Judge the groups of ``batch`` in one commit; then answer the authors and let their live posts go."""
        while batch:
            try:
                results = await self.bot.call(
                    self.bot.service.batch, functools.partial(self._judge_groups, batch)
                )
            except Exception:
                log.exception(
                    "catch-up of threads %s failed; their live posts go on",
                    sorted(t for r in batch for t in r.group.threads),
                )
                results = [([], 0)] * len(batch)
            for read, (answers, judged) in zip(batch, results, strict=False):
                self.judged += judged
                if answers:
                    asyncio.ensure_future(self._answer(answers))
                self._release(set(read.group.threads), read.group.players)
            batch = batch[len(results) :]  # the groups its time left for the next commit

    async def _answer(self, answers: list[tuple[Missed, Reply]]) -> None:
        """After the commit: refusals to their authors, DM answers to their channels (in id order)."""
        for missed, reply in answers:
            try:
                if isinstance(missed.post, ThreadPost):
                    await self.bot.answer_thread_post(missed.message, reply)
                else:
                    await self.bot.answer_direct_message(missed.message, reply)
            except Exception:
                log.exception("catch-up: could not answer message %s", missed.message.id)

    async def _claim(self, group: Group) -> bool:
        """Claim the group's channels (threads by id, DM channels by their user); then read each from
        its cursor as it is now: another process may have caught it up since this one planned."""
        keys = set(group.threads) | group.players
        if not self.claims.store.shared:
            return self.claims.claim(keys)  # in memory
        if not await asyncio.to_thread(self.claims.claim, keys):
            return False
        channels = [*group.threads, *group.dm_channels.values()]
        now = await asyncio.to_thread(cursors.load, self.bot.store, channels)
        for c in group.threads:
            group.starts[c] = max(group.starts[c], now.get(c, 0))
        for c in group.dm_channels.values():
            if c in now:
                group.dm_cursors[c] = max(group.dm_cursors.get(c, 0), now[c])
        return True

    def _release(self, threads: set[int], users: set[int]) -> None:
        """Stop holding live messages of these channels; judge the held ones (in id order). Their claims
        are given back (the group's cursors are committed by now, or it failed)."""
        self._pending_threads -= threads
        self._pending_users -= users
        keys = threads | users
        if self.claims.store.shared:
            asyncio.ensure_future(asyncio.to_thread(self.claims.release, keys))
        else:
            self.claims.release(keys)
        mine = [
            m
            for m in self._held
            if (m.guild is None and m.author.id in users) or (m.guild is not None and m.channel.id in threads)
        ]
        if not mine:
            return
        self._held = [m for m in self._held if all(m is not x for x in mine)]
        for m in sorted(mine, key=lambda m: m.id):
            asyncio.ensure_future(self.bot.on_message(m))  # in order: the judge's thread is FIFO

    def _plan(self) -> Plan:
        """On the judge's thread: the groups to read, from the store (live threads, waiting DMs, cursors)."""
        store = self.bot.store
        mine = self.bot.owns_guild
        every = cursors.live_threads(store)
        has_thread = {t.match_id for t in every}
        threads = [t for t in every if mine(t.guild_id)]
        # a waiting DM is read with the thread of its match (whoever owns that guild: the DM may be what
        # makes a thread move legal, so one process must judge both, merged); a DM whose match has no
        # thread yet by the process that gets DMs (shard 0)
        dms = [
            d for d in cursors.waiting_dms(store) if any(m in has_thread for m in d.match_ids) or mine(None)
        ]
        known = cursors.load(store, [t.channel_id for t in threads])
        # union-find over matches: two matches share a group when a player with a waiting DM sits in both
        parent: dict[int, int] = {t.match_id: t.match_id for t in threads}

        def root(x: int) -> int:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        waiting = {d.user_id: d for d in dms}
        by_user: dict[int, int] = {}
        for t in threads:
            for u in t.user_ids:
                if u in waiting and t.match_id in waiting[u].match_ids:
                    if u in by_user:
                        parent[root(t.match_id)] = root(by_user[u])
                    else:
                        by_user[u] = t.match_id
        waiting = {  # a tournament deck by DM (no match) is read by the process that gets DMs
            u: d
            for u, d in waiting.items()
            if u in by_user
            or (mine(None) and (not d.match_ids or any(m not in has_thread for m in d.match_ids)))
        }
        seated = {u for t in threads for u in t.user_ids} | set(waiting)
        dm_channels = cursors.dm_channels(store, seated)
        dm_known = cursors.load(store, dm_channels.values())
        groups: dict[int, Group] = {}
        for t in threads:
            g = groups.setdefault(root(t.match_id), Group())
            g.threads[t.channel_id] = t.match_id
            g.guilds[t.channel_id] = t.guild_id
            g.starts[t.channel_id] = max(known.get(t.channel_id, 0), t.channel_id)
            g.players.update(t.user_ids)
            self.tracked.add(t.channel_id)
        for u, d in waiting.items():
            g = groups[root(by_user[u])] if u in by_user else groups.setdefault(-u, Group())
            g.users.add(u)
            g.players.add(u)
            # a DM cannot answer a decision before it was asked; but a decision judged pending by an
            # earlier catch-up that was cut short may be younger than its answer: then the thread's cursor
            g.starts[u] = max(cursors.snowflake_at(d.pending_since) - (60_000 << 22), 0)  # a minute of slack
        for g in groups.values():
            if g.threads:
                since = min(g.starts[c] for c in g.threads)
                for u in g.users:
                    g.starts[u] = min(g.starts[u], since)
            g.dm_channels = {u: dm_channels[u] for u in g.players if u in dm_channels}
            g.dm_cursors = {c: dm_known[c] for c in g.dm_channels.values() if c in dm_known}
        players = {u for g in groups.values() for u in g.players}
        return Plan(list(groups.values()), {t.channel_id for t in threads}, players)

    async def _read_group(self, group: Group) -> Read:
        """Read the group's channels; its players' messages, merged by id, are what the judge gets. Read
        first: the threads and the DMs of players a private decision waits for; if a player posted
        anything there, the match may have moved on meanwhile and asked someone else privately, who may
        have answered blind, so then the DMs of every other player of the group are read too (from the
        thread's cursor: nothing older can answer a decision that arose while the bot was away). All before
        judging any: an answer must be judged in its place among the rest."""
        read = Read(group)
        found: list[tuple[discord.Message, str]] = []
        for channel_id, start in ((c, group.starts[c]) for c in group.threads):
            cached = self.bot.get_channel(channel_id)
            last = getattr(cached, "last_message_id", None)
            if isinstance(cached, discord.Thread) and last is not None and last <= start:
                continue  # the gateway says nothing came after the cursor: no request
            messages = await self._read(channel_id, start, guild_id=group.guilds.get(channel_id))
            found += [(m, "thread") for m in messages]
            if messages:
                read.newest[channel_id] = max(m.id for m in messages)

        async def read_dms(user_id: int, start: int) -> None:
            dm = group.dm_channels.get(user_id) or await self._dm_channel(user_id)
            if dm is None:
                return
            start = max(start, group.dm_cursors.get(dm, 0))
            messages = await self._read(dm, start, guild_id=None)
            read.users[dm] = user_id
            if messages:
                read.newest[dm] = max(m.id for m in messages)
            found.extend((m, "dm") for m in messages if m.author.id == user_id)

        for user_id in sorted(group.users):
            await read_dms(user_id, group.starts[user_id])
        if any(not m.author.bot and m.author.id in group.players for m, _ in found):
            since = min((group.starts[c] for c in group.threads), default=0)
            for user_id in sorted(group.players - group.users):
                await read_dms(user_id, since)
        for msg, kind in sorted(found, key=lambda item: item[0].id):
            if msg.author.bot or msg.type not in MOVE_TYPES:
                continue
            if kind == "thread":
                read.missed.append(Missed(msg, self.bot.thread_post_of(msg)))
            else:
                dm_post = await self.bot.direct_message_of(msg)  # None: the author was told why
                if dm_post is not None:
                    read.missed.append(Missed(msg, dm_post))
        return read

    def _judge_groups(self, batch: list[Read]) -> list[tuple[list[tuple[Missed, Reply]], int]]:
        """On the judge's thread, inside one batch: each group's messages in id order, exactly as live
        ones, then the cursors and the threads' "judged late" notes of all its groups (one statement and
        one savepoint for them, not one per group). Per group: the replies to answer after the commit, and
        how many messages were judged (accepted or refused). Stops after the group that passes
        :data:`BATCH_SECONDS` (at least one is judged): the rest go in the next batch."""
        out: list[tuple[list[tuple[Missed, Reply]], int]] = []
        newest: dict[int, int] = {}
        users: dict[int, int] = {}
        notes: list[tuple[Counter[int], Group, int]] = []
        began = time.perf_counter()
        for read in batch:
            if out and time.perf_counter() - began > BATCH_SECONDS:
                break
            answers: list[tuple[Missed, Reply]] = []
            counted: Counter[int] = Counter()
            judged = 0
            for missed in read.missed:
                reply = self._judge_one(missed)
                answers.append((missed, reply))
                if reply.status in ("accepted", "refused") and reply.match_id is not None:
                    if missed.message.id < self.session_from:
                        counted[reply.match_id] += 1
                    judged += 1
            for channel, last in read.newest.items():
                newest[channel] = max(newest.get(channel, 0), last)
            users.update(read.users)
            if counted:
                notes.append((counted, read.group, min(m.message.id for m in read.missed)))
            out.append((answers, judged))
        if newest:
            cursors.advance(self.bot.store, newest, users)
        if notes:
            self._tell_threads(notes)
        return out

    def _judge_one(self, missed: Missed) -> Reply:
        """One missed message, on the judge's thread (the tests' kill point)."""
        if isinstance(missed.post, ThreadPost):
            return self.bot.service.handle_thread_post(missed.post)
        return self.bot.route_direct_message(missed.post)

    async def _read(self, channel_id: int, after: int, *, guild_id: int | None) -> list[discord.Message]:
        """Up to ``max_pages`` pages of the messages after ``after``, oldest first; [] if unreadable."""
        channel: Any = self.bot.get_channel(channel_id) or self.bot.get_partial_messageable(
            channel_id,
            guild_id=guild_id,
            type=discord.ChannelType.private if guild_id is None else discord.ChannelType.public_thread,
        )
        state = self.bot._connection  # Message objects are built on the client's state
        found: list[discord.Message] = []
        for page in range(self.max_pages):
            self.requests += 1
            try:
                with background():  # from the bot's one request budget, after live requests' share
                    data = await self.bot.http.logs_from(channel_id, PAGE, after=after)
            except discord.HTTPException as exc:
                log.warning("catch-up: cannot read channel %s (%s)", channel_id, exc)
                return found
            batch = sorted(
                (discord.Message(state=state, channel=channel, data=d) for d in data), key=lambda m: m.id
            )
            found += batch
            if len(batch) < PAGE:
                return found
            after = batch[-1].id
            if page == self.max_pages - 1:
                log.warning(
                    "catch-up: channel %s has more than %d missed messages; the rest is read next start",
                    channel_id,
                    PAGE * self.max_pages,
                )
        return found

    async def _dm_channel(self, user_id: int) -> int | None:
        known = await self.bot.call(cursors.dm_channels, self.bot.store, [user_id])
        if user_id in known:
            return known[user_id]
        self.requests += 1
        try:
            with background():
                dm = await self.bot.create_dm(discord.Object(user_id))
        except discord.HTTPException as exc:
            log.warning("catch-up: cannot open the DM channel of %s (%s)", user_id, exc)
            return None
        return dm.id

    def _tell_threads(self, notes: list[tuple[Counter[int], Group, int]]) -> None:
        """On the judge's thread, in the batch: one note per match thread (``notes``: per group, the
        missed posts judged per match and the group's first missed message), through the outbox, in one
        savepoint (after the moves' own posts; the sender is woken after the commit)."""
        service = self.bot.service
        told: list[tuple[int, int, int, int | None]] = []  # (match, count, first missed, guild)
        for counted, group, first in notes:
            for match_id, count in counted.items():
                guild_id = next((group.guilds[c] for c, m in group.threads.items() if m == match_id), None)
                told.append((match_id, count, first, guild_id))
        langs = {g: service.language_for(0, g) for g in {t[3] for t in told}}
        with self.bot.store.tx() as tx:
            if service.claimer is not None:  # sent from memory after the commit, as moves are
                tx.claim = service.claimer.claim_until()
            for match_id, count, first, guild_id in told:
                key = f"m{match_id}:late:{first}"
                tx.enqueue(
                    kind=KIND_POST,
                    lane=f"match:{match_id}",
                    dedupe_key=key,
                    match_id=match_id,
                    payload=outbox_message(
                        say("catchup-", "judged_late", langs[guild_id], count=count), nonce=nonce_for(key)
                    ),
                )


MOVE_TYPES = (discord.MessageType.default, discord.MessageType.reply)


def shard_of(guild_id: int, shard_count: int) -> int:
    return (guild_id >> 22) % shard_count


def owns(guild_id: int | None, shard_count: int | None, shard_ids: Iterable[int] | None) -> bool:
    """Whether this process's shards receive this guild's events (``None``: DMs, which go to shard 0)."""
    if shard_count is None:
        return True
    ids = set(shard_ids if shard_ids is not None else range(shard_count))
    return (0 if guild_id is None else shard_of(guild_id, shard_count)) in ids


__all__ = ["CatchUp", "Group", "Missed", "Plan", "Read", "owns"]

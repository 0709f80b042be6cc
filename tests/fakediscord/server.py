"""FakeDiscord: a loopback Discord (REST + gateway) that the real discord.py client talks to.

The world (guilds, users, channels, messages, DMs, commands) lives in this object and survives bot
restarts; tests build it, inject user actions, and read transcripts. See the package docstring.
"""

from __future__ import annotations

import asyncio
import bisect
import contextlib
import secrets
import time
import traceback
from dataclasses import dataclass
from typing import Any
from urllib.parse import quote

from aiohttp import web

from . import gateway as gw
from .interactions import (
    APPLICATION_COMMAND,
    ATTACHMENT,
    AUTOCOMPLETE,
    CHANNEL,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    ROLE,
    CommandNotRegistered,
    FakeInteraction,
    build_options,
    find_component,
    modal_submit_components,
    resolved_kind,
)
from .models import (
    ADMINISTRATOR,
    ALL_PERMISSIONS,
    DEFAULT_BOT_PERMISSIONS,
    DEFAULT_EVERYONE_PERMISSIONS,
    DM,
    FLAG_EPHEMERAL,
    FLAG_LOADING,
    GUILD_CATEGORY,
    GUILD_FORUM,
    GUILD_TEXT,
    MSG_CHAT_INPUT,
    MSG_DEFAULT,
    MSG_REPLY,
    PRIVATE_THREAD,
    PUBLIC_THREAD,
    FakeAttachment,
    FakeChannel,
    FakeGuild,
    FakeMember,
    FakeMessage,
    FakeRole,
    FakeUser,
    MessageVersion,
    Pings,
    RequestRecord,
    SnowflakeGen,
    component_text,
    compute_pings,
    id_of,
    now_iso,
    sid,
)
from .ratelimits import RateLimits
from .rest import RestAPI

# How long a wait may take before it is a failure. Every wait is on an event (a request, a frame, a change);
# this bound only turns a hang into a failure, so it is generous: a loaded machine is slow, not broken.
WAIT = 30.0


@dataclass
class Failure:
    """One armed fail_next(); `remaining` counts down per matching request."""

    method: str
    pattern: Any
    status: int
    retry_after: float
    global_: bool
    remaining: int
    code: int | None
    message: str | None


class FakeDiscord:
    """Loopback Discord API v10 + gateway on 127.0.0.1 (port 0 by default).

    Use `async with FakeDiscord() as fake:` and point discord.py at `fake.api_base` / `fake.gateway_url`.
    """

    def __init__(
        self,
        *,
        token: str = "fake-bot-token",
        bot_name: str = "TableJudge",
        host: str = "127.0.0.1",
        port: int = 0,
        bot_permissions: int = DEFAULT_BOT_PERMISSIONS,
        heartbeat_interval_ms: int = 41250,
        interaction_timeout: float = 3.0,
    ) -> None:
        self.token = token
        self.host = host
        self.port = port
        self.bot_permissions = bot_permissions
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.interaction_timeout = interaction_timeout  # Discord's 3 s window for the first response
        self.ids = SnowflakeGen()
        self.bot_user = FakeUser(self.ids(), bot_name, bot=True)
        self.application_id = self.bot_user.id
        self.users: dict[int, FakeUser] = {self.bot_user.id: self.bot_user}
        self.guilds: dict[int, FakeGuild] = {}
        self.roles: dict[int, FakeRole] = {}
        self.members: dict[tuple[int, int], FakeMember] = {}
        self.channels: dict[int, FakeChannel] = {}
        self.messages: dict[int, FakeMessage] = {}
        self.commands: dict[int | None, list[dict[str, Any]]] = {}  # guild id (None = global) -> commands
        self.interactions: dict[int, FakeInteraction] = {}
        self.requests: list[RequestRecord] = []
        self.unhandled: list[tuple[str, str]] = []  # routes the fake does not know (answered 404)
        self.errors: list[str] = []  # exceptions inside the fake (answered 400); should stay empty
        self.identifies: list[dict[str, Any]] = []  # IDENTIFY payloads (token, intents, properties...)
        self.shard_count = 1  # what GET /gateway/bot recommends; AutoShardedClient opens that many shards
        self.sessions: dict[str, gw.Session] = {}
        self.connections: set[gw.Connection] = set()
        self.version = 0  # bumped on every observable change
        self._failures: list[Failure] = []
        self.gateway_down = False  # True: websocket upgrades answer 503 (a gateway outage)
        self.gateway_refused = 0  # upgrades refused so
        self.rate_limits: RateLimits | None = None  # set a RateLimits() to enforce Discord's limits
        self._waiters: set[asyncio.Future] = set()
        self._inflight = 0
        self._nonces: dict[tuple[int, int, str], FakeMessage] = {}
        self._pending_uploads: list[FakeAttachment] = []
        self._rest = RestAPI(self)
        self._runner: web.AppRunner | None = None
        self._ws_tasks: set[asyncio.Task] = set()

    # ------------------------------------------------------------------ lifecycle

    async def __aenter__(self) -> FakeDiscord:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()

    async def start(self) -> None:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_route("*", "/api/v10/{tail:.*}", self._rest.handle)
        app.router.add_get("/gateway", self._ws_handler)
        app.router.add_get("/gateway/", self._ws_handler)
        app.router.add_get("/attachments/{channel}/{aid}/{filename}", self._cdn)
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    async def stop(self) -> None:
        for conn in list(self.connections):
            conn.send(None)
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.wait_for(lambda: not self.connections), 2)
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    @property
    def base_url(self) -> str:
        return f"http://{self.host}:{self.port}"

    @property
    def api_base(self) -> str:
        return f"{self.base_url}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://{self.host}:{self.port}/gateway/"

    # ------------------------------------------------------------------ synchronisation

    def changed(self) -> None:
        """Wake every wait_for()/idle(); called on any world, request or gateway change."""
        self.version += 1
        waiters, self._waiters = self._waiters, set()
        for fut in waiters:
            if not fut.done():
                fut.set_result(None)

    async def _next_change(self, timeout: float) -> bool:
        fut = asyncio.get_running_loop().create_future()
        self._waiters.add(fut)
        try:
            done, _ = await asyncio.wait({fut}, timeout=max(timeout, 0))
            return bool(done)
        finally:
            self._waiters.discard(fut)
            fut.cancel()

    async def wait_for(
        self, predicate: Any, timeout: float = WAIT, *, what: str | None = None, poll: float = 0.01
    ) -> Any:
        """Re-check `predicate()` until truthy; returns its value or raises TimeoutError.

        It re-checks on every change the fake sees (request, frame written, world edit) and also every
        `poll` seconds, so predicates may read state the fake cannot see (e.g. the bot's own caches).
        """
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            result = predicate()
            if result:
                return result
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise TimeoutError(f"fake discord: not true within {timeout}s: {what or predicate}")
            await self._next_change(min(remaining, poll))

    @property
    def busy(self) -> bool:
        return self._inflight > 0 or any(c.pending for c in self.connections)

    async def idle(self, quiet: float = 0.05, timeout: float = WAIT) -> None:
        """Wait until no request is in flight, every gateway queue is written, and nothing changed for `quiet` s.

        The quiet window covers the bot thinking between an event and its next request; prefer
        wait_for() with a real predicate when there is one.
        """
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise TimeoutError(f"fake discord: not idle within {timeout}s (in flight: {self._inflight})")
            if self.busy:
                await self._next_change(remaining)
                continue
            version = self.version
            if (
                not await self._next_change(min(quiet, remaining))
                and self.version == version
                and not self.busy
            ):
                return

    # ------------------------------------------------------------------ failure injection

    def fail_next(
        self,
        method: str,
        path_regex: str,
        status: int = 429,
        *,
        retry_after: float = 0.05,
        global_: bool = False,
        times: int = 1,
        code: int | None = None,
        message: str | None = None,
    ) -> Failure:
        """Answer the next `times` matching requests with `status` instead of performing them.

        `method` is an HTTP method or "*"; `path_regex` is searched in the path after /api/v10.
        429s carry Retry-After, Via and JSON retry_after/global so discord.py retries them; note that
        discord.py sleeps >= 1 s before retrying a 500/502/504 (other 5xx raise DiscordServerError).
        """
        import re

        failure = Failure(
            method.upper(), re.compile(path_regex), status, retry_after, global_, times, code, message
        )
        self._failures.append(failure)
        return failure

    def take_failure(self, method: str, path: str) -> Failure | None:
        for failure in self._failures:
            if failure.method in ("*", method) and failure.pattern.search(path):
                failure.remaining -= 1
                if failure.remaining <= 0:
                    self._failures.remove(failure)
                return failure
        return None

    # ------------------------------------------------------------------ building the world

    def add_user(self, name: str, bot: bool = False, *, dms_closed: bool = False) -> FakeUser:
        user = FakeUser(self.ids(), name, bot=bot, dms_closed=dms_closed)
        self.users[user.id] = user
        self.changed()
        return user

    def add_guild(
        self, name: str, *, owner: FakeUser | None = None, shard: tuple[int, int] | None = None
    ) -> FakeGuild:
        """A guild the bot is in: @everyone, a managed bot role with `bot_permissions`, owner and bot members.

        ``shard=(i, n)`` picks an id whose events Discord sends on shard i of n."""
        gid = self.ids()
        if shard is not None:
            ms = (gid >> 22) + 1
            while gw.shard_of(ms << 22, shard[1]) != shard[0]:
                ms += 1
            gid = ms << 22
            self.ids._last = gid
        owner = owner or self.add_user(f"{name}-owner")
        guild = FakeGuild(gid, name, owner.id)
        self.guilds[gid] = guild
        self.roles[gid] = FakeRole(gid, gid, "@everyone", DEFAULT_EVERYONE_PERMISSIONS, position=0)
        bot_role = FakeRole(
            self.ids(), gid, self.bot_user.name, self.bot_permissions, position=1, managed=True
        )
        self.roles[bot_role.id] = bot_role
        self.members[(gid, owner.id)] = FakeMember(owner, gid)
        self.members[(gid, self.bot_user.id)] = FakeMember(self.bot_user, gid, [bot_role.id])
        self.changed()
        self.dispatch_now("GUILD_CREATE", self.guild_dict(guild, members_intent=True))
        return guild

    def add_member(
        self, guild: Any, user: FakeUser, roles: Any = (), *, nick: str | None = None
    ) -> FakeMember:
        gid = id_of(guild)
        member = FakeMember(user, gid, [id_of(r) for r in roles], nick)
        self.members[(gid, user.id)] = member
        self.changed()
        self.dispatch_now("GUILD_MEMBER_ADD", {**member.to_dict(), "guild_id": str(gid)})
        return member

    def remove_member(self, guild: Any, user: FakeUser) -> None:
        gid = id_of(guild)
        self.members.pop((gid, user.id), None)
        self.changed()
        self.dispatch_now("GUILD_MEMBER_REMOVE", {"guild_id": str(gid), "user": user.to_dict()})

    def set_roles(self, guild: Any, user: FakeUser, roles: Any) -> FakeMember:
        member = self.members[(id_of(guild), user.id)]
        member.roles = [id_of(r) for r in roles]
        self.changed()
        self.dispatch_now("GUILD_MEMBER_UPDATE", {**member.to_dict(), "guild_id": str(member.guild_id)})
        return member

    def add_role(self, guild: Any, name: str, permissions: int = 0, *, mentionable: bool = False) -> FakeRole:
        gid = id_of(guild)
        position = 1 + max(r.position for r in self.roles.values() if r.guild_id == gid)
        role = FakeRole(self.ids(), gid, name, permissions, position, mentionable)
        self.roles[role.id] = role
        self.changed()
        self.dispatch_now("GUILD_ROLE_CREATE", {"guild_id": str(gid), "role": role.to_dict()})
        return role

    def _add_guild_channel(self, guild: Any, type_: int, name: str, **kw: Any) -> FakeChannel:
        gid = id_of(guild)
        position = sum(1 for c in self.channels.values() if c.guild_id == gid and not c.is_thread)
        channel = FakeChannel(self.ids(), type_, name, gid, position=position, **kw)
        self.channels[channel.id] = channel
        self.changed()
        self.dispatch_now("CHANNEL_CREATE", self.channel_dict(channel))
        return channel

    def add_text_channel(
        self, guild: Any, name: str, *, topic: str | None = None, category: Any = None, overwrites: Any = None
    ) -> FakeChannel:
        """`overwrites`: {role|user|guild(=@everyone): (allow_bits, deny_bits)}."""
        return self._add_guild_channel(
            guild,
            GUILD_TEXT,
            name,
            topic=topic,
            parent_id=None if category is None else id_of(category),
            overwrites=self._overwrites(overwrites),
        )

    def add_category(self, guild: Any, name: str) -> FakeChannel:
        return self._add_guild_channel(guild, GUILD_CATEGORY, name)

    def add_forum_channel(
        self, guild: Any, name: str, *, tags: Any = (), category: Any = None, overwrites: Any = None
    ) -> FakeChannel:
        available = [
            {"id": str(self.ids()), "name": t, "moderated": False, "emoji_id": None, "emoji_name": None}
            for t in tags
        ]
        return self._add_guild_channel(
            guild,
            GUILD_FORUM,
            name,
            available_tags=available,
            parent_id=None if category is None else id_of(category),
            overwrites=self._overwrites(overwrites),
        )

    def set_overwrites(self, channel: Any, overwrites: Any) -> None:
        ch = self.channel(channel)
        ch.overwrites = self._overwrites(overwrites)
        self.changed()
        self.dispatch_now("CHANNEL_UPDATE", self.channel_dict(ch))

    def _overwrites(self, overwrites: Any) -> list[dict[str, Any]]:
        out = []
        for target, (allow, deny) in (overwrites or {}).items():
            kind = 1 if isinstance(target, FakeUser | FakeMember) else 0
            out.append({"id": str(id_of(target)), "type": kind, "allow": str(allow), "deny": str(deny)})
        return out

    def set_dms_closed(self, user: FakeUser, closed: bool = True) -> None:
        """Make DMs to `user` fail with 403 / 50007 'Cannot send messages to this user' (or succeed again)."""
        user.dms_closed = closed
        self.changed()

    def dm_channel(self, user: FakeUser) -> FakeChannel:
        """The bot's DM channel with `user` (created on first use, as Discord does)."""
        for ch in self.channels.values():
            if ch.type == DM and ch.recipient_id == user.id:
                return ch
        ch = FakeChannel(self.ids(), DM, recipient_id=user.id)
        self.channels[ch.id] = ch
        self.changed()
        return ch

    def create_thread(
        self,
        parent: FakeChannel,
        name: str,
        owner: FakeUser,
        *,
        from_message: FakeMessage | None = None,
        private: bool = False,
        applied_tags: Any = (),
        auto_archive_duration: int = 1440,
    ) -> FakeChannel:
        """Threads from a message reuse its ID (as on Discord); THREAD_CREATE is dispatched."""
        tid = from_message.id if from_message else self.ids()
        thread = FakeChannel(
            tid,
            PRIVATE_THREAD if private else PUBLIC_THREAD,
            name,
            parent.guild_id,
            parent_id=parent.id,
            owner_id=owner.id,
            auto_archive_duration=auto_archive_duration,
            applied_tags=[int(t) for t in applied_tags],
            member_ids={owner.id},
        )
        self.channels[tid] = thread
        if from_message:
            from_message.thread_id = tid
        self.changed()
        self.dispatch_now("THREAD_CREATE", {**self.channel_dict(thread), "newly_created": True})
        return thread

    # ------------------------------------------------------------------ lookups and payloads

    def channel(self, ref: Any) -> FakeChannel:
        """A channel from a FakeChannel / id / FakeUser (-> DM) / FakeGuild (-> first text channel)."""
        if isinstance(ref, FakeUser):
            return self.dm_channel(ref)
        if isinstance(ref, FakeGuild):
            texts = [c for c in self.channels.values() if c.guild_id == ref.id and c.type == GUILD_TEXT]
            if not texts:
                raise LookupError(f"guild {ref.name!r} has no text channel")
            return texts[0]
        return self.channels[id_of(ref)]

    def message(self, ref: Any) -> FakeMessage:
        return self.messages[id_of(ref)]

    def member(self, guild: Any, user: Any) -> FakeMember | None:
        return self.members.get((id_of(guild), id_of(user)))

    def permissions(self, guild_id: int, user_id: int, channel: FakeChannel | None = None) -> int:
        """Discord's permission algorithm: roles, then channel overwrites (threads use their parent)."""
        guild = self.guilds[guild_id]
        if user_id == guild.owner_id:
            return ALL_PERMISSIONS
        member = self.members.get((guild_id, user_id))
        if member is None:
            return 0
        perms = self.roles[guild_id].permissions
        for rid in member.roles:
            perms |= self.roles[rid].permissions if rid in self.roles else 0
        if perms & ADMINISTRATOR:
            return ALL_PERMISSIONS
        if channel is not None and channel.is_thread:
            channel = self.channels.get(channel.parent_id or 0)
        if channel is None:
            return perms
        ows = {(int(o["id"]), int(o["type"])): (int(o["allow"]), int(o["deny"])) for o in channel.overwrites}
        allow, deny = ows.get((guild_id, 0), (0, 0))
        perms = (perms & ~deny) | allow
        allow = deny = 0
        for rid in member.roles:
            a, d = ows.get((rid, 0), (0, 0))
            allow, deny = allow | a, deny | d
        perms = (perms & ~deny) | allow
        a, d = ows.get((user_id, 1), (0, 0))
        return (perms & ~d) | a

    def channel_dict(self, ch: FakeChannel) -> dict[str, Any]:
        return ch.to_dict(self.users)

    def guild_dict(self, guild: FakeGuild, *, members_intent: bool) -> dict[str, Any]:
        gid = guild.id
        members = [m for (g, _), m in self.members.items() if g == gid]
        listed = members if members_intent else [m for m in members if m.user.id == self.bot_user.id]
        channels = [c for c in self.channels.values() if c.guild_id == gid and not c.deleted]
        return {
            "id": str(gid),
            "name": guild.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "description": None,
            "owner_id": str(guild.owner_id),
            "afk_channel_id": None,
            "afk_timeout": 300,
            "verification_level": 0,
            "default_message_notifications": 1,
            "explicit_content_filter": 0,
            "roles": [r.to_dict() for r in self.roles.values() if r.guild_id == gid],
            "emojis": [],
            "stickers": [],
            "features": [],
            "mfa_level": 0,
            "application_id": None,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "public_updates_channel_id": None,
            "max_members": 500000,
            "vanity_url_code": None,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "preferred_locale": "en-US",
            "nsfw_level": 0,
            "premium_progress_bar_enabled": False,
            "joined_at": guild.joined_at,
            "large": False,
            "unavailable": False,
            "member_count": len(members),
            "voice_states": [],
            "members": [m.to_dict() for m in listed],
            "channels": [self.channel_dict(c) for c in channels if not c.is_thread],
            "threads": [self.channel_dict(c) for c in channels if c.is_thread and not c.archived],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }

    def user_dict_with_member(self, user: FakeUser, guild_id: int | None) -> dict[str, Any]:
        data = user.to_dict()
        member = self.members.get((guild_id, user.id)) if guild_id else None
        if member is not None:
            data["member"] = member.to_dict(with_user=False)
        return data

    def pings(self, message: Any) -> Pings:
        """Who `message` notifies given its text and allowed_mentions, across all its versions (edits)."""
        m = self.message(message)
        replied = m.referenced.author.id if (m.referenced and m.type == MSG_REPLY) else None
        versions = [(v.text, v.allowed_mentions) for v in m.edits] + [(m.text, m.allowed_mentions)]
        total = Pings()
        for text, am in versions:
            p = compute_pings(text, am, replied)
            total = Pings(
                total.users | p.users,
                total.roles | p.roles,
                total.everyone or p.everyone,
                total.replied_user or p.replied_user,
            )
        return total

    def message_dict(self, m: FakeMessage, *, with_reference: bool = True) -> dict[str, Any]:
        replied = m.referenced.author.id if (m.referenced and m.type == MSG_REPLY) else None
        pings = compute_pings(
            "\n".join([m.content, *component_text(m.components)]), m.allowed_mentions, replied
        )
        mentioned = [
            self.users[u]
            for u in sorted(pings.users | ({replied} if pings.replied_user else set()))
            if u in self.users
        ]
        data: dict[str, Any] = {
            "id": str(m.id),
            "channel_id": str(m.channel_id),
            "author": m.author.to_dict(),
            "content": m.content,
            "timestamp": m.created_at,
            "edited_timestamp": m.edited_at,
            "tts": m.tts,
            "mention_everyone": pings.everyone,
            "mentions": [self.user_dict_with_member(u, m.guild_id) for u in mentioned],
            "mention_roles": [str(r) for r in sorted(pings.roles)],
            "mention_channels": [],
            "attachments": [a.to_dict() for a in m.attachments],
            "embeds": m.embeds,
            "reactions": [
                {
                    "count": len(users),
                    "count_details": {"burst": 0, "normal": len(users)},
                    "me": self.bot_user.id in users,
                    "me_burst": False,
                    "burst_colors": [],
                    "emoji": _emoji_dict(emoji),
                }
                for emoji, users in m.reactions.items()
                if users
            ],
            "pinned": m.pinned,
            "type": m.type,
            "flags": m.flags,
            "components": m.components,
        }
        if m.guild_id is not None:
            data["guild_id"] = str(m.guild_id)
            member = self.members.get((m.guild_id, m.author.id))
            if member is not None and m.webhook_id is None:
                data["member"] = member.to_dict(with_user=False)
        if m.nonce is not None:
            data["nonce"] = m.nonce
        if m.reference:
            ref = {
                "type": 0,
                "message_id": sid(m.reference.get("message_id")),
                "channel_id": str(m.channel_id),
            }
            if m.guild_id:
                ref["guild_id"] = str(m.guild_id)
            data["message_reference"] = ref
            if with_reference and m.referenced is not None:
                data["referenced_message"] = self.message_dict(m.referenced, with_reference=False)
        if m.webhook_id is not None:
            data["webhook_id"] = str(m.webhook_id)
            data["application_id"] = str(self.application_id)
        if m.interaction_metadata is not None:
            data["interaction_metadata"] = m.interaction_metadata
        if m.thread_id is not None and m.thread_id in self.channels:
            data["thread"] = self.channel_dict(self.channels[m.thread_id])
        return data

    # ------------------------------------------------------------------ messages (shared by REST and injection)

    def make_attachments(
        self, channel_id: int, meta: list[dict[str, Any]] | None, files: list[tuple[int, str, bytes, str]]
    ) -> list[FakeAttachment]:
        by_index = {str(a.get("id")): a for a in meta or []}
        out = []
        for index, filename, data, content_type in files:
            desc = by_index.get(str(index), {})
            name = desc.get("filename") or filename
            aid = self.ids()
            url = f"{self.base_url}/attachments/{channel_id}/{aid}/{quote(name)}"
            ctype = content_type if content_type != "application/octet-stream" else _guess_type(name)
            out.append(FakeAttachment(aid, name, data, url, ctype, desc.get("description")))
        return out

    def new_message(
        self,
        channel: FakeChannel,
        author: FakeUser,
        payload: dict[str, Any],
        files: list[tuple[int, str, bytes, str]] = (),  # type: ignore[assignment]
        *,
        type_: int | None = None,
        flags: int | None = None,
        webhook: bool = False,
        interaction_metadata: dict[str, Any] | None = None,
        id_: int | None = None,
    ) -> FakeMessage:
        """Store a message (not yet announced: call post()). `id_` lets a forum starter reuse the thread ID."""
        ref = payload.get("message_reference") or None
        referenced = self.messages.get(int(ref["message_id"])) if ref and ref.get("message_id") else None
        msg = FakeMessage(
            id=id_ if id_ is not None else self.ids(),
            channel_id=channel.id,
            guild_id=channel.guild_id,
            author=author,
            content=payload.get("content") or "",
            embeds=list(payload.get("embeds") or []),
            components=list(payload.get("components") or []),
            attachments=self.make_attachments(channel.id, payload.get("attachments"), list(files)),
            type=type_ if type_ is not None else (MSG_REPLY if referenced else MSG_DEFAULT),
            flags=int(payload.get("flags") or 0) if flags is None else flags,
            tts=bool(payload.get("tts")),
            nonce=payload.get("nonce"),
            reference=ref,
            referenced=referenced,
            allowed_mentions=payload.get("allowed_mentions"),
            webhook_id=self.application_id if webhook else None,
            interaction_metadata=interaction_metadata,
        )
        self.messages[msg.id] = msg
        if not msg.is_ephemeral:
            channel.last_message_id = msg.id
            if channel.is_thread:
                channel.message_count += 1
        self.changed()
        return msg

    def post(self, msg: FakeMessage) -> list[asyncio.Future]:
        """Announce a new message on the gateway (ephemeral messages are never dispatched)."""
        if msg.is_ephemeral:
            return []
        return self.dispatch_now("MESSAGE_CREATE", self.message_dict(msg))

    def edit_message(
        self, msg: FakeMessage, payload: dict[str, Any], files: list[tuple[int, str, bytes, str]] = ()
    ) -> None:  # type: ignore[assignment]
        msg.edits.append(
            MessageVersion(
                msg.edited_at or msg.created_at, msg.content, msg.embeds, msg.components, msg.allowed_mentions
            )
        )
        if "content" in payload:
            msg.content = payload["content"] or ""
        if "embeds" in payload:
            msg.embeds = list(payload["embeds"] or [])
        if "components" in payload:
            msg.components = list(payload["components"] or [])
        if payload.get("flags") is not None:
            msg.flags = (msg.flags & FLAG_EPHEMERAL) | int(payload["flags"])
        msg.flags &= ~FLAG_LOADING
        if "attachments" in payload or files:
            keep = {str(a.get("id")) for a in payload.get("attachments") or []}
            msg.attachments = [a for a in msg.attachments if str(a.id) in keep]
            msg.attachments += self.make_attachments(msg.channel_id, payload.get("attachments"), list(files))
        if "allowed_mentions" in payload:
            msg.allowed_mentions = payload["allowed_mentions"]
        msg.edited_at = now_iso()
        self.changed()
        if not msg.is_ephemeral:
            self.dispatch_now("MESSAGE_UPDATE", self.message_dict(msg))

    def delete_message(self, msg: FakeMessage) -> None:
        msg.deleted = True
        self.changed()
        if not msg.is_ephemeral:
            data = {"id": str(msg.id), "channel_id": str(msg.channel_id)}
            if msg.guild_id:
                data["guild_id"] = str(msg.guild_id)
            self.dispatch_now("MESSAGE_DELETE", data)

    def dedupe_nonce(
        self, channel: FakeChannel, author: FakeUser, payload: dict[str, Any]
    ) -> FakeMessage | None:
        """enforce_nonce: a retried send with the same nonce returns the first message instead of a copy."""
        nonce = payload.get("nonce")
        if nonce is None or not payload.get("enforce_nonce"):
            return None
        return self._nonces.get((channel.id, author.id, str(nonce)))

    def remember_nonce(self, msg: FakeMessage) -> None:
        if msg.nonce is not None:
            self._nonces[(msg.channel_id, msg.author.id, str(msg.nonce))] = msg

    # ------------------------------------------------------------------ gateway

    def dispatch_now(self, event: str, data: dict[str, Any]) -> list[asyncio.Future]:
        """Send a dispatch to every live session whose intents want it; futures resolve when written."""
        futures = []
        for session in list(self.sessions.values()):
            if session.retired or not session.owns(event, data) or not gw.wants(session.intents, event, data):
                continue
            payload = gw.strip_content(session.intents, event, data, self.bot_user.id)
            fut = session.send_dispatch(event, payload)
            if fut is not None:
                futures.append(fut)
        return futures

    async def dispatch(self, event: str, data: dict[str, Any]) -> None:
        """Raw dispatch (any event name/payload); returns once written to every connected client."""
        await _written(self.dispatch_now(event, data))

    @property
    def connected(self) -> bool:
        """A bot session is identified and its websocket is open."""
        return any(s.conn is not None and not s.retired for s in self.sessions.values())

    @property
    def intents(self) -> int | None:
        """Intents of the latest IDENTIFY."""
        return self.identifies[-1]["intents"] if self.identifies else None

    async def wait_connected(self, timeout: float = WAIT) -> None:
        await self.wait_for(lambda: self.connected, timeout, what="a bot session to connect")

    async def drop_connections(self) -> None:
        """Close every websocket with 4000 (sessions stay resumable, as after a network blip)."""
        await _written([c.send(None) for c in list(self.connections)])

    async def request_reconnect(self) -> None:
        """Send op 7 RECONNECT; discord.py then reconnects and RESUMEs."""
        await _written([c.send_op(7) for c in list(self.connections)])

    async def _ws_handler(self, request: web.Request) -> web.StreamResponse:
        if self.gateway_down:  # an outage: the upgrade is refused and clients back off
            self.gateway_refused += 1
            self.changed()
            return web.Response(status=503)
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        conn = gw.Connection(ws, request.query.get("compress"), self.changed)
        self.connections.add(conn)
        writer = asyncio.create_task(conn.writer())
        conn.send_op(10, {"heartbeat_interval": self.heartbeat_interval_ms})
        self.changed()
        try:
            async for payload in conn.messages():
                conn.received.append(payload)
                self._on_gateway(conn, payload)
        finally:
            conn.fail_queue()
            if conn.session is not None and conn.session.conn is conn:
                conn.session.conn = None
            self.connections.discard(conn)
            writer.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await writer
            self.changed()
        return ws

    def _on_gateway(self, conn: gw.Connection, payload: dict[str, Any]) -> None:
        op, d = payload.get("op"), payload.get("d")
        if op == 1:
            conn.send_op(11)
        elif op == 2:
            self._identify(conn, d)
        elif op == 6:
            self._resume(conn, d)
        elif op == 8 and conn.session is not None:
            self._member_chunk(conn.session, d)

    def _identify(self, conn: gw.Connection, d: dict[str, Any]) -> None:
        self.identifies.append(d)
        if d.get("token") != self.token:
            asyncio.ensure_future(conn.ws.close(code=4004, message=b"Authentication failed."))
            return
        session = gw.Session(secrets.token_hex(16), int(d.get("intents", 0)), d, conn=conn)
        for old in self.sessions.values():  # that shard restarted: its old sessions cannot be resumed
            if old.conn is None and old.shard[0] == session.shard[0]:
                old.retired = True
        self.sessions[session.session_id] = session
        conn.session = session
        session.send_dispatch(
            "READY",
            {
                "v": 10,
                "user": {**self.bot_user.to_dict(), "verified": True, "mfa_enabled": False, "flags": 0},
                "session_id": session.session_id,
                "session_type": "normal",
                "resume_gateway_url": f"ws://{self.host}:{self.port}/gateway",
                "shard": d.get("shard") or [0, 1],
                "application": {"id": str(self.application_id), "flags": 1 << 19 | 1 << 23},
                "guilds": [
                    {"id": str(g), "unavailable": True}
                    for g in self.guilds
                    if session.owns("GUILD_CREATE", {"id": g})
                ],
                "private_channels": [],
                "relationships": [],
                "presences": [],
                "user_settings": {},
                "guild_join_requests": [],
                "geo_ordered_rtc_regions": [],
            },
        )
        members_intent = bool(session.intents & gw.GUILD_MEMBERS)
        for gid, guild in self.guilds.items():
            if session.owns("GUILD_CREATE", {"id": gid}):
                session.send_dispatch("GUILD_CREATE", self.guild_dict(guild, members_intent=members_intent))
        self.changed()

    def _resume(self, conn: gw.Connection, d: dict[str, Any]) -> None:
        session = self.sessions.get(d.get("session_id", ""))
        frames = session.replay_after(int(d.get("seq") or 0)) if session and not session.retired else None
        if d.get("token") != self.token or session is None or frames is None:
            conn.send_op(9, False)  # invalid session: discord.py re-IDENTIFYs
            return
        if session.conn is not None and session.conn is not conn:
            session.conn.send(None)
        session.conn = conn
        conn.session = session
        for text in frames:
            conn.send(text)
        session.send_dispatch("RESUMED", {})
        self.changed()

    def _member_chunk(self, session: gw.Session, d: dict[str, Any]) -> None:
        gid = int(d["guild_id"])
        members = [m for (g, _), m in self.members.items() if g == gid]
        if d.get("user_ids"):
            wanted = {int(u) for u in d["user_ids"]}
            members = [m for m in members if m.user.id in wanted]
        elif d.get("query"):
            members = [m for m in members if m.user.name.lower().startswith(d["query"].lower())]
        if d.get("limit"):
            members = members[: int(d["limit"])]
        chunk: dict[str, Any] = {
            "guild_id": str(gid),
            "members": [m.to_dict() for m in members],
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [],
        }
        if d.get("nonce") is not None:
            chunk["nonce"] = d["nonce"]
        session.send_dispatch("GUILD_MEMBERS_CHUNK", chunk)

    async def _cdn(self, request: web.Request) -> web.Response:
        for m in self.messages.values():
            for a in m.attachments:
                if str(a.id) == request.match_info["aid"]:
                    return web.Response(body=a.data, content_type=a.content_type)
        for inter in self.interactions.values():
            for a in inter.uploads:
                if str(a.id) == request.match_info["aid"]:
                    return web.Response(body=a.data, content_type=a.content_type)
        return web.Response(status=404)

    # ------------------------------------------------------------------ injecting user actions

    def _check_can_post(self, user: FakeUser, channel: FakeChannel) -> None:
        if channel.guild_id is not None and (channel.guild_id, user.id) not in self.members:
            raise ValueError(f"{user.name} is not a member of guild {channel.guild_id}; add_member() first")

    async def user_says(
        self,
        user: FakeUser,
        channel: Any,
        content: str = "",
        *,
        attachments: Any = None,
        reply_to: FakeMessage | None = None,
        embeds: list[dict[str, Any]] | None = None,
    ) -> FakeMessage:
        """`user` posts in `channel` (a FakeUser means the bot's DM with them); MESSAGE_CREATE is sent.

        `attachments`: {filename: bytes} or [(filename, bytes)]. Returns once written to the bot's socket.
        """
        ch = self.channel(channel)
        self._check_can_post(user, ch)
        items = list(attachments.items()) if isinstance(attachments, dict) else list(attachments or [])
        files = [(i, name, data, _guess_type(name)) for i, (name, data) in enumerate(items)]
        payload: dict[str, Any] = {"content": content, "embeds": embeds or []}
        if reply_to is not None:
            payload["message_reference"] = {"message_id": reply_to.id}
        msg = self.new_message(ch, user, payload, files)
        await _written(self.post(msg))
        return msg

    async def dispatch_message_create(self, message: FakeMessage | dict[str, Any]) -> None:
        """(Re)deliver MESSAGE_CREATE for an existing message: duplicate delivery, as Discord may do."""
        data = message if isinstance(message, dict) else self.message_dict(message)
        await self.dispatch("MESSAGE_CREATE", data)

    async def user_edits(self, message: FakeMessage, content: str) -> None:
        self.edit_message(message, {"content": content})
        await self.idle_written()

    async def user_deletes(self, message: FakeMessage) -> None:
        self.delete_message(message)
        await self.idle_written()

    async def react(self, user: FakeUser, message: FakeMessage, emoji: str) -> None:
        """`user` adds a unicode (or name:id custom) reaction; MESSAGE_REACTION_ADD is sent."""
        users = message.reactions.setdefault(emoji, [])
        if user.id not in users:
            users.append(user.id)
        self.changed()
        data: dict[str, Any] = {
            "user_id": str(user.id),
            "channel_id": str(message.channel_id),
            "message_id": str(message.id),
            "emoji": _emoji_dict(emoji),
            "burst": False,
            "type": 0,
            "message_author_id": str(message.author.id),
        }
        if message.guild_id:
            data["guild_id"] = str(message.guild_id)
            member = self.members.get((message.guild_id, user.id))
            if member:
                data["member"] = member.to_dict()
        await self.dispatch("MESSAGE_REACTION_ADD", data)

    async def user_creates_thread(
        self,
        user: FakeUser,
        parent: FakeChannel,
        name: str,
        content: str | None = None,
        *,
        from_message: FakeMessage | None = None,
        tags: Any = (),
    ) -> FakeChannel:
        """A user opens a thread (on a text channel, optionally from a message) or a forum post.

        Forum posts get a starter message whose ID equals the thread ID, like Discord's.
        """
        self._check_can_post(user, parent)
        tag_ids = [t["id"] for t in parent.available_tags if t["name"] in set(tags)]
        if parent.type == GUILD_FORUM:
            thread = self.create_thread(parent, name, user, applied_tags=tag_ids)
            starter = FakeMessage(
                id=thread.id,
                channel_id=thread.id,
                guild_id=thread.guild_id,
                author=user,
                content=content or "",
            )
            self.messages[starter.id] = starter
            thread.last_message_id = starter.id
            self.changed()
            await _written(self.post(starter))
            return thread
        thread = self.create_thread(parent, name, user, from_message=from_message)
        if content:
            await self.user_says(user, thread, content)
        else:
            await self.idle_written()
        return thread

    async def idle_written(self) -> None:
        """Wait until every queued gateway frame is on the wire (no quiet window)."""
        await self.wait_for(
            lambda: not any(c.pending for c in self.connections), 5, what="gateway queues to drain"
        )

    # ------------------------------------------------------------------ interactions

    def _live_session(self) -> gw.Session:
        live = [s for s in self.sessions.values() if s.conn is not None and not s.retired]
        if not live:
            raise RuntimeError("fake discord: no bot is connected to receive the interaction")
        return live[-1]  # Discord delivers an interaction once, to the current session

    def _interaction_payload(
        self, itype: int, user: FakeUser, ch: FakeChannel, data: dict[str, Any]
    ) -> FakeInteraction:
        iid = self.ids()
        token = f"itok-{iid}-{secrets.token_hex(8)}"
        payload: dict[str, Any] = {
            "id": str(iid),
            "application_id": str(self.application_id),
            "type": itype,
            "data": data,
            "token": token,
            "version": 1,
            "locale": "en-US",
            "entitlements": [],
            "attachment_size_limit": 10 * 1024 * 1024,
        }
        if ch.guild_id is not None:
            self._check_can_post(user, ch)
            perms = self.permissions(ch.guild_id, user.id, ch)
            member = self.members[(ch.guild_id, user.id)]
            payload.update(
                guild_id=str(ch.guild_id),
                guild={"id": str(ch.guild_id), "locale": "en-US", "features": []},
                guild_locale="en-US",
                channel={**self.channel_dict(ch), "permissions": str(perms)},
                channel_id=str(ch.id),
                member={**member.to_dict(), "permissions": str(perms)},
                app_permissions=str(self.permissions(ch.guild_id, self.bot_user.id, ch)),
                authorizing_integration_owners={"0": str(ch.guild_id)},
                context=0,
            )
        else:
            payload.update(
                channel={**self.channel_dict(ch), "permissions": str(ALL_PERMISSIONS)},
                channel_id=str(ch.id),
                user=user.to_dict(),
                app_permissions=str(ALL_PERMISSIONS),
                authorizing_integration_owners={"1": str(user.id)},
                context=1,
            )
        inter = FakeInteraction(iid, token, itype, user, ch, data, payload)
        self.interactions[iid] = inter
        return inter

    async def _send_interaction(
        self, inter: FakeInteraction, wait: bool, timeout: float, done: Any
    ) -> FakeInteraction:
        session = self._live_session()
        await _written([f for f in [session.send_dispatch("INTERACTION_CREATE", inter.payload)] if f])
        self.changed()
        if wait:
            await self.wait_for(
                done,
                timeout,
                what=f"the bot to answer interaction {inter.data.get('name') or inter.data.get('custom_id')!r}",
            )
        return inter

    def find_command(self, name: str, guild_id: int | None, *, context: int) -> dict[str, Any]:
        pools = ([self.commands.get(guild_id, [])] if guild_id else []) + [self.commands.get(None, [])]
        for pool in pools:
            for cmd in pool:
                if cmd["name"] == name and cmd.get("type", 1) == 1:
                    contexts = cmd.get("contexts")
                    if contexts is not None and context not in contexts:
                        continue
                    if context == 1 and cmd.get("dm_permission") is False:
                        continue
                    return cmd
        known = sorted({c["name"] for pool in pools for c in pool})
        raise CommandNotRegistered(
            f"/{name} is not registered for this {'guild' if guild_id else 'DM'} (registered: {known})"
        )

    def _resolve(self, ch: FakeChannel) -> Any:
        def resolve(kind: int, value: Any, resolved: dict[str, dict[str, Any]]) -> int:
            bucket = resolved.setdefault(resolved_kind(kind, value), {})
            if kind == ATTACHMENT:
                att = (
                    value
                    if isinstance(value, FakeAttachment)
                    else self.make_attachments(
                        ch.id, None, [(0, value[0], value[1], "application/octet-stream")]
                    )[0]
                )
                self._pending_uploads.append(att)
                bucket[str(att.id)] = att.to_dict()
                return att.id
            if kind == CHANNEL:
                c = self.channel(value)
                bucket[str(c.id)] = {**self.channel_dict(c), "permissions": str(ALL_PERMISSIONS)}
                return c.id
            if kind == ROLE or isinstance(value, FakeRole):
                role = self.roles[id_of(value)]
                bucket[str(role.id)] = role.to_dict()
                return role.id
            user = self.users[id_of(value)]
            bucket[str(user.id)] = user.to_dict()
            member = self.members.get((ch.guild_id, user.id)) if ch.guild_id else None
            if member is not None:
                m = member.to_dict(with_user=False)
                m["permissions"] = str(self.permissions(ch.guild_id, user.id, ch))  # type: ignore[arg-type]
                resolved.setdefault("members", {})[str(user.id)] = m
            return user.id

        return resolve

    def _command_data(
        self,
        user: FakeUser,
        where: Any,
        command: str | list[str],
        options: dict[str, Any] | None,
        focused: str | None,
        force: bool,
    ) -> tuple[FakeChannel, dict[str, Any]]:
        ch = self.channel(where)
        path = command.split() if isinstance(command, str) else list(command)
        cmd = self.find_command(path[0], ch.guild_id, context=0 if ch.guild_id else 1)
        required = cmd.get("default_member_permissions")
        if required is not None and ch.guild_id and not force:
            perms = self.permissions(ch.guild_id, user.id, ch)
            if int(required) & perms != int(required):
                raise CommandNotRegistered(
                    f"/{path[0]} needs permissions {required}; Discord hides it from {user.name} (force=True to bypass)"
                )
        self._pending_uploads = []
        opts, resolved = build_options(
            cmd, path[1:], options or {}, resolve=self._resolve(ch), focused=focused
        )
        data: dict[str, Any] = {"id": cmd["id"], "name": cmd["name"], "type": 1, "options": opts}
        if cmd.get("guild_id"):
            data["guild_id"] = cmd["guild_id"]
        if resolved:
            data["resolved"] = resolved
        return ch, data

    async def slash(
        self,
        user: FakeUser,
        where: Any,
        command: str | list[str],
        options: dict[str, Any] | None = None,
        *,
        wait: bool = True,
        timeout: float = WAIT,
        force: bool = False,
    ) -> FakeInteraction:
        """`user` runs a registered slash command, e.g. slash(alice, chan, "game start", {"deck": "nilfgaard"}).

        `where`: a channel, a FakeUser (DM with the bot) or a guild (its first text channel).
        Option values: str/int/float/bool, FakeUser/FakeRole/FakeChannel, or (filename, bytes) for
        attachments. Waits for the bot's first response unless wait=False.
        """
        ch, data = self._command_data(user, where, command, options, None, force)
        inter = self._interaction_payload(APPLICATION_COMMAND, user, ch, data)
        inter.uploads = self._pending_uploads
        return await self._send_interaction(inter, wait, timeout, lambda: inter.responded)

    async def autocomplete(
        self,
        user: FakeUser,
        where: Any,
        command: str | list[str],
        options: dict[str, Any],
        focused: str,
        *,
        timeout: float = WAIT,
    ) -> list[dict[str, Any]]:
        """Type 4 interaction with `focused` marked; returns the bot's choices ([{name, value}])."""
        ch, data = self._command_data(user, where, command, options, focused, True)
        inter = self._interaction_payload(AUTOCOMPLETE, user, ch, data)
        inter.uploads = self._pending_uploads
        await self._send_interaction(inter, True, timeout, lambda: inter.choices is not None)
        return inter.choices or []

    async def click(
        self,
        user: FakeUser,
        message: FakeMessage,
        custom_id: str,
        *,
        values: list[Any] | None = None,
        wait: bool = True,
        timeout: float = WAIT,
    ) -> FakeInteraction:
        """`user` presses a button (or picks `values` in a select) on `message`; type 3 interaction."""
        msg = self.message(message)
        comp = find_component(msg.components, custom_id)
        if comp is None:
            raise LookupError(f"no component {custom_id!r} on {msg!r}; it has {msg.custom_ids()}")
        if comp.get("disabled"):
            raise ValueError(f"component {custom_id!r} is disabled")
        ch = self.channels[msg.channel_id]
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": comp["type"]}
        if comp.get("id") is not None:
            data["id"] = comp["id"]
        if comp["type"] in (3, 5, 6, 7, 8):
            resolved: dict[str, dict[str, Any]] = {}
            out = []
            for v in values or []:
                if comp["type"] == 3:
                    out.append(str(v))
                else:
                    kind = {5: 6, 6: ROLE, 7: 9, 8: CHANNEL}[comp["type"]]
                    out.append(str(self._resolve(ch)(kind, v, resolved)))
            data["values"] = out
            if resolved:
                data["resolved"] = resolved
        inter = self._interaction_payload(MESSAGE_COMPONENT, user, ch, data)
        inter.source = msg
        inter.payload["message"] = self.message_dict(msg)
        return await self._send_interaction(inter, wait, timeout, lambda: inter.responded)

    async def select(
        self, user: FakeUser, message: FakeMessage, custom_id: str, values: list[Any], **kw: Any
    ) -> FakeInteraction:
        return await self.click(user, message, custom_id, values=values, **kw)

    async def submit_modal(
        self,
        user: FakeUser,
        opened_by: FakeInteraction,
        values: dict[str, Any],
        *,
        wait: bool = True,
        timeout: float = WAIT,
    ) -> FakeInteraction:
        """Submit the modal the bot opened in answer to `opened_by`; `values`: {custom_id: text or [choices]}."""
        if opened_by.modal is None:
            raise LookupError(f"{opened_by!r} did not open a modal")
        modal = opened_by.modal
        data = {"custom_id": modal["custom_id"], "components": modal_submit_components(modal, values)}
        inter = self._interaction_payload(MODAL_SUBMIT, user, opened_by.channel, data)
        if opened_by.source is not None:
            inter.source = opened_by.source
            inter.payload["message"] = self.message_dict(opened_by.source)
        return await self._send_interaction(inter, wait, timeout, lambda: inter.responded)

    def interaction_by_token(self, token: str) -> FakeInteraction | None:
        return next((i for i in self.interactions.values() if i.token == token), None)

    def interaction_metadata(self, inter: FakeInteraction) -> dict[str, Any]:
        metadata: dict[str, Any] = {
            "id": str(inter.id),
            "type": inter.type,
            "user": inter.user.to_dict(),
            "authorizing_integration_owners": inter.payload.get("authorizing_integration_owners", {}),
        }
        if inter.type == APPLICATION_COMMAND:
            metadata["name"] = inter.data.get("name")
        if inter.source is not None:
            metadata["interacted_message_id"] = str(inter.source.id)
        return metadata

    def interaction_callback(
        self, inter: FakeInteraction, body: dict[str, Any], files: list[tuple[int, str, bytes, str]]
    ) -> tuple[int, dict[str, Any] | None]:
        """POST /interactions/{id}/{token}/callback. Returns (status, JSON body)."""
        from .models import validate_message

        if time.perf_counter() - inter.t_created > self.interaction_timeout and not inter.callbacks:
            return 404, {"code": 10062, "message": "Unknown interaction"}
        if inter.callbacks:
            return 400, {"code": 40060, "message": "Interaction has already been acknowledged."}
        rtype = int(body["type"])
        data = body.get("data") or {}
        if rtype == 4:
            error = validate_message(data, n_files=len(files))
            if error:
                return 400, error
        inter.callbacks.append(body)
        inter.t_responded = time.perf_counter()
        msg: FakeMessage | None = None
        if rtype in (4, 5):
            flags = int(data.get("flags") or 0)
            msg = self.new_message(
                inter.channel,
                self.bot_user,
                data if rtype == 4 else {},
                files,
                type_=MSG_CHAT_INPUT if inter.type == APPLICATION_COMMAND else MSG_DEFAULT,
                flags=flags | (FLAG_LOADING if rtype == 5 else 0),
                webhook=True,
                interaction_metadata=self.interaction_metadata(inter),
            )
            inter.original = msg
            self.post(msg)
        elif rtype == 7 and inter.source is not None:
            self.edit_message(inter.source, data, files)
            msg = inter.source
        elif rtype == 8:
            inter.choices = list(data.get("choices") or [])
        elif rtype == 9:
            inter.modal = data
        self.changed()
        resource: dict[str, Any] = {"type": rtype}
        if msg is not None:
            resource["message"] = self.message_dict(msg)
        return 200, {
            "interaction": {
                "id": str(inter.id),
                "type": inter.type,
                "response_message_id": sid(msg.id) if msg else None,
                "response_message_loading": rtype == 5,
                "response_message_ephemeral": bool(msg and msg.is_ephemeral),
            },
            "resource": resource,
        }

    # ------------------------------------------------------------------ reading the world

    def transcript(
        self, channel: Any, *, include_deleted: bool = False, include_system: bool = False
    ) -> list[FakeMessage]:
        """Messages in `channel` oldest first (never ephemeral ones; see FakeInteraction for those)."""
        cid = self.channel(channel).id
        return [
            m
            for m in self.messages.values()
            if m.channel_id == cid
            and not m.is_ephemeral
            and (include_deleted or not m.deleted)
            and (include_system or not m.is_system)
        ]

    def dms(self, user: FakeUser, *, include_user: bool = False) -> list[FakeMessage]:
        """What the bot DMed `user`, oldest first (add include_user=True for the user's side too)."""
        return [
            m
            for m in self.transcript(self.dm_channel(user))
            if include_user or m.author.id == self.bot_user.id
        ]

    def bot_messages(self, channel: Any = None) -> list[FakeMessage]:
        msgs = (
            self.transcript(channel)
            if channel is not None
            else [m for m in self.messages.values() if not m.deleted]
        )
        return [m for m in msgs if m.author.id == self.bot_user.id and not m.is_ephemeral]

    def pinned(self, channel: Any) -> list[FakeMessage]:
        return [m for m in self.transcript(channel) if m.pinned]

    def requests_since(self, t: float) -> list[RequestRecord]:
        """Requests that started at or after perf_counter time `t` (e.g. a FakeMessage.t_created).

        The log is in start order, so this is a binary search: waiting on it must not slow the world down
        as the log grows (a benchmark's later runs would pay more than its earlier ones)."""
        return self.requests[bisect.bisect_left(self.requests, t, key=_started) :]

    def env(self, token_var: str = "DISCORD_TOKEN") -> dict[str, str]:
        """Environment for a bot process: DISCORD_API_BASE, DISCORD_GATEWAY_URL and the token."""
        return {
            "DISCORD_API_BASE": self.api_base,
            "DISCORD_GATEWAY_URL": self.gateway_url,
            token_var: self.token,
        }

    def registered_commands(self, guild: Any = None) -> list[dict[str, Any]]:
        return list(self.commands.get(None if guild is None else id_of(guild), []))

    def dump(self, channel: Any) -> str:
        """Human-readable transcript for assertion messages."""
        lines = []
        for m in self.transcript(channel, include_system=True):
            flags = "".join(f for f, on in (("*", m.pinned), ("~", bool(m.edits))) if on)
            att = f" [{', '.join(m.attachment_names)}]" if m.attachments else ""
            lines.append(f"{m.author.name}{flags}: {m.text}{att}")
        return "\n".join(lines)

    def record_error(self, where: str) -> None:
        self.errors.append(f"{where}\n{traceback.format_exc()}")


def _emoji_dict(emoji: str) -> dict[str, Any]:
    if ":" in emoji:
        name, _, eid = emoji.rpartition(":")
        return {"id": eid, "name": name, "animated": False}
    return {"id": None, "name": emoji}


def _guess_type(filename: str) -> str:
    import mimetypes

    return mimetypes.guess_type(filename)[0] or "application/octet-stream"


async def _written(futures: list[asyncio.Future], timeout: float = WAIT) -> None:
    if futures:
        await asyncio.wait(futures, timeout=timeout)


__all__ = ["FakeDiscord", "Failure"]


def _started(record: RequestRecord) -> float:
    return record.t_start

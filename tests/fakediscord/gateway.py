"""Gateway side of the fake: sessions, sequence numbers, compression, intent filtering, resume.

A *session* outlives its websocket so a client that drops can RESUME and get the events it missed;
a new IDENTIFY from the same token retires the old disconnected sessions (the bot restarted).
"""

from __future__ import annotations

import asyncio
import json
import zlib
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

try:  # discord.py asks for zstd-stream whenever one of these is importable in *its* process
    from zstandard import ZstdCompressor as _ZstdCompressor  # type: ignore[import-not-found]
except ImportError:  # pragma: no cover - depends on the environment
    _ZstdCompressor = None

# Intent bits (https://discord.com/developers/docs/events/gateway#gateway-intents).
GUILDS = 1 << 0
GUILD_MEMBERS = 1 << 1
GUILD_MESSAGES = 1 << 9
GUILD_MESSAGE_REACTIONS = 1 << 10
DIRECT_MESSAGES = 1 << 12
DIRECT_MESSAGE_REACTIONS = 1 << 13
MESSAGE_CONTENT = 1 << 15

_GUILD_EVENTS = {
    "GUILD_CREATE",
    "GUILD_UPDATE",
    "GUILD_ROLE_CREATE",
    "GUILD_ROLE_UPDATE",
    "GUILD_ROLE_DELETE",
    "CHANNEL_CREATE",
    "CHANNEL_UPDATE",
    "CHANNEL_DELETE",
    "CHANNEL_PINS_UPDATE",
    "THREAD_CREATE",
    "THREAD_UPDATE",
    "THREAD_DELETE",
    "THREAD_MEMBERS_UPDATE",
}
_MEMBER_EVENTS = {"GUILD_MEMBER_ADD", "GUILD_MEMBER_UPDATE", "GUILD_MEMBER_REMOVE"}
_MESSAGE_EVENTS = {"MESSAGE_CREATE", "MESSAGE_UPDATE", "MESSAGE_DELETE"}
_REACTION_EVENTS = {"MESSAGE_REACTION_ADD", "MESSAGE_REACTION_REMOVE"}


def wants(intents: int, event: str, data: dict[str, Any]) -> bool:
    """Whether real Discord would deliver `event` to a session identified with `intents`."""
    in_guild = data.get("guild_id") is not None
    if event in _GUILD_EVENTS:
        return bool(intents & GUILDS)
    if event in _MEMBER_EVENTS:
        return bool(intents & GUILD_MEMBERS)
    if event in _MESSAGE_EVENTS:
        return bool(intents & (GUILD_MESSAGES if in_guild else DIRECT_MESSAGES))
    if event in _REACTION_EVENTS:
        return bool(intents & (GUILD_MESSAGE_REACTIONS if in_guild else DIRECT_MESSAGE_REACTIONS))
    return True  # INTERACTION_CREATE and the rest are not gated


def strip_content(intents: int, event: str, data: dict[str, Any], bot_id: int) -> dict[str, Any]:
    """Without MESSAGE_CONTENT, guild messages that neither come from nor mention the bot arrive empty."""
    if intents & MESSAGE_CONTENT or event not in ("MESSAGE_CREATE", "MESSAGE_UPDATE"):
        return data
    if data.get("guild_id") is None or int((data.get("author") or {}).get("id", 0)) == bot_id:
        return data
    if any(int(m["id"]) == bot_id for m in data.get("mentions", [])):
        return data
    return {**data, "content": "", "embeds": [], "attachments": [], "components": []}


class Compressor:
    """One per socket: zlib-stream and zstd-stream are a single stream across all frames."""

    def __init__(self, kind: str | None) -> None:
        self.kind = kind
        if kind == "zlib-stream":
            self._z = zlib.compressobj()
        elif kind == "zstd-stream" and _ZstdCompressor is not None:
            self._z = _ZstdCompressor().compressobj()
        else:
            self.kind = None  # plain text frames; discord.py accepts them whatever it asked for

    def frame(self, text: str) -> bytes | str:
        if self.kind == "zlib-stream":
            return self._z.compress(text.encode()) + self._z.flush(zlib.Z_SYNC_FLUSH)
        if self.kind == "zstd-stream":
            import zstandard  # type: ignore[import-not-found]

            return self._z.compress(text.encode()) + self._z.flush(zstandard.COMPRESSOBJ_FLUSH_BLOCK)
        return text


def shard_of(guild_id: int, shard_count: int) -> int:
    """Discord's rule: a guild's events go to shard ``(guild_id >> 22) % shard_count``."""
    return (guild_id >> 22) % shard_count


def guild_of(event: str, data: dict[str, Any]) -> int | None:
    """The guild an event belongs to, or None (DMs and the like, which Discord sends on shard 0 only)."""
    if data.get("guild_id") is not None:
        return int(data["guild_id"])
    if event in ("GUILD_CREATE", "GUILD_UPDATE", "GUILD_DELETE") and data.get("id") is not None:
        return int(data["id"])
    return None


@dataclass(eq=False)
class Session:
    session_id: str
    intents: int
    identify: dict[str, Any]
    seq: int = 0
    conn: Connection | None = None
    retired: bool = False
    backlog: deque[tuple[int, str]] = field(default_factory=lambda: deque(maxlen=5000))

    @property
    def shard(self) -> tuple[int, int]:
        """(shard id, shard count) from IDENTIFY; an unsharded client is shard 0 of 1."""
        shard = self.identify.get("shard") or [0, 1]
        return int(shard[0]), int(shard[1])

    def owns(self, event: str, data: dict[str, Any]) -> bool:
        """Whether Discord would send this event on this session's shard: guild events on the guild's
        shard, everything without a guild (DMs) on shard 0 only."""
        shard_id, count = self.shard
        guild = guild_of(event, data)
        return shard_id == 0 if guild is None else shard_of(guild, count) == shard_id

    def send_dispatch(self, event: str, data: dict[str, Any]) -> asyncio.Future | None:
        """Number and serialise now (a snapshot of the world), deliver in order, keep for RESUME."""
        self.seq += 1
        text = json.dumps({"op": 0, "t": event, "s": self.seq, "d": data})
        self.backlog.append((self.seq, text))
        return self.conn.send(text) if self.conn else None

    def replay_after(self, seq: int) -> list[str] | None:
        """Frames after `seq`, or None when some were already dropped (the client must re-IDENTIFY)."""
        if self.backlog and self.backlog[0][0] > seq + 1:
            return None
        return [text for s, text in self.backlog if s > seq]


class Connection:
    """One websocket. A single writer task keeps frames (and the compression stream) in order."""

    def __init__(
        self, ws: web.WebSocketResponse, compression: str | None, on_change: Callable[[], None]
    ) -> None:
        self.ws = ws
        self.compressor = Compressor(compression)
        self.queue: asyncio.Queue[tuple[str | None, asyncio.Future]] = asyncio.Queue()
        self.session: Session | None = None
        self.closed = False
        self.received: list[dict[str, Any]] = []  # every payload the client sent (heartbeats included)
        self._on_change = on_change

    def send(self, text: str | None) -> asyncio.Future:
        """Queue a serialised frame (None = close with 4000). The future resolves once it is written."""
        fut = asyncio.get_running_loop().create_future()
        if self.closed:
            fut.set_result(False)
        else:
            self.queue.put_nowait((text, fut))
        return fut

    def send_op(self, op: int, d: Any = None) -> asyncio.Future:
        return self.send(json.dumps({"op": op, "d": d}))

    @property
    def pending(self) -> int:
        return self.queue.qsize()

    async def writer(self) -> None:
        while True:
            text, fut = await self.queue.get()
            try:
                if text is None:
                    self.closed = True
                    await self.ws.close(code=4000, message=b"fake: closing")
                    fut.set_result(True)
                    self._fail_queue()
                    return
                data = self.compressor.frame(text)
                if isinstance(data, bytes):
                    await self.ws.send_bytes(data)
                else:
                    await self.ws.send_str(data)
                if not fut.done():
                    fut.set_result(True)
                self._on_change()
            except Exception:  # noqa: BLE001 - the peer went away; drop the rest
                if not fut.done():
                    fut.set_result(False)
                self.closed = True
                self._fail_queue()
                return

    def fail_queue(self) -> None:
        self.closed = True
        self._fail_queue()

    def _fail_queue(self) -> None:
        while not self.queue.empty():
            _, fut = self.queue.get_nowait()
            if not fut.done():
                fut.set_result(False)

    async def messages(self):
        async for msg in self.ws:
            if msg.type == WSMsgType.TEXT:
                yield json.loads(msg.data)
            elif msg.type == WSMsgType.BINARY:  # discord.py sends JSON text; tolerate binary JSON
                yield json.loads(msg.data.decode())
            elif msg.type in (WSMsgType.ERROR, WSMsgType.CLOSE):
                return

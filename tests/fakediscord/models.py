"""The fake Discord's world: users, guilds, channels, messages, and their wire payloads.

Payload shapes follow Discord API v10 as discord.py 2.7 reads them (IDs as strings, ISO timestamps).
Pure data and pure functions only: no sockets, no event loop.
"""

from __future__ import annotations

import re
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

DISCORD_EPOCH_MS = 1420070400000

# Permission bits (https://discord.com/developers/docs/topics/permissions).
CREATE_INSTANT_INVITE = 1 << 0
ADMINISTRATOR = 1 << 3
ADD_REACTIONS = 1 << 6
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
MANAGE_MESSAGES = 1 << 13
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
READ_MESSAGE_HISTORY = 1 << 16
MENTION_EVERYONE = 1 << 17
USE_EXTERNAL_EMOJIS = 1 << 18
CHANGE_NICKNAME = 1 << 26
USE_APPLICATION_COMMANDS = 1 << 31
MANAGE_THREADS = 1 << 34
CREATE_PUBLIC_THREADS = 1 << 35
CREATE_PRIVATE_THREADS = 1 << 36
SEND_MESSAGES_IN_THREADS = 1 << 38
PIN_MESSAGES = 1 << 51
ALL_PERMISSIONS = (1 << 52) - 1

DEFAULT_EVERYONE_PERMISSIONS = (
    CREATE_INSTANT_INVITE
    | ADD_REACTIONS
    | VIEW_CHANNEL
    | SEND_MESSAGES
    | EMBED_LINKS
    | ATTACH_FILES
    | READ_MESSAGE_HISTORY
    | USE_EXTERNAL_EMOJIS
    | CHANGE_NICKNAME
    | USE_APPLICATION_COMMANDS
    | CREATE_PUBLIC_THREADS
    | SEND_MESSAGES_IN_THREADS
)
DEFAULT_BOT_PERMISSIONS = (
    DEFAULT_EVERYONE_PERMISSIONS | MANAGE_MESSAGES | MANAGE_THREADS | CREATE_PRIVATE_THREADS | PIN_MESSAGES
)

# Channel types.
GUILD_TEXT = 0
DM = 1
GUILD_CATEGORY = 4
GUILD_ANNOUNCEMENT = 5
PUBLIC_THREAD = 11
PRIVATE_THREAD = 12
GUILD_FORUM = 15
THREAD_TYPES = (10, PUBLIC_THREAD, PRIVATE_THREAD)

# Message flags / types.
FLAG_EPHEMERAL = 1 << 6
FLAG_LOADING = 1 << 7
FLAG_COMPONENTS_V2 = 1 << 15
MSG_DEFAULT = 0
MSG_PIN = 6
MSG_THREAD_CREATED = 18
MSG_REPLY = 19
MSG_CHAT_INPUT = 20
SYSTEM_MESSAGE_TYPES = (MSG_PIN, MSG_THREAD_CREATED)


def now_iso() -> str:
    return datetime.now(UTC).isoformat()


class SnowflakeGen:
    """Time-based, strictly increasing IDs so discord.py's `created_at` is sane and ordering holds."""

    def __init__(self) -> None:
        self._last = 0

    def __call__(self) -> int:
        candidate = (int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22
        self._last = max(candidate, self._last + 1)
        return self._last


def sid(value: int | None) -> str | None:
    return None if value is None else str(value)


def id_of(obj: Any) -> int:
    """Accept a fake entity, a discord.py object, or a raw id."""
    return int(getattr(obj, "id", obj))


@dataclass(eq=False)
class FakeUser:
    id: int
    name: str
    bot: bool = False
    dms_closed: bool = False  # DMs to this user fail with 403 / 50007

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.name,
            "global_name": None if self.bot else self.name,
            "discriminator": "0",
            "avatar": None,
            "bot": self.bot,
            "public_flags": 0,
        }


@dataclass(eq=False)
class FakeRole:
    id: int
    guild_id: int
    name: str
    permissions: int = 0
    position: int = 0
    mentionable: bool = False
    managed: bool = False

    @property
    def mention(self) -> str:
        return "@everyone" if self.id == self.guild_id else f"<@&{self.id}>"

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "name": self.name,
            "permissions": str(self.permissions),
            "position": self.position,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "managed": self.managed,
            "mentionable": self.mentionable,
            "icon": None,
            "unicode_emoji": None,
            "flags": 0,
        }


@dataclass(eq=False)
class FakeMember:
    user: FakeUser
    guild_id: int
    roles: list[int] = field(default_factory=list)
    nick: str | None = None
    joined_at: str = field(default_factory=now_iso)

    @property
    def id(self) -> int:
        return self.user.id

    def to_dict(self, *, with_user: bool = True) -> dict[str, Any]:
        data: dict[str, Any] = {
            "nick": self.nick,
            "roles": [str(r) for r in self.roles],
            "joined_at": self.joined_at,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "pending": False,
            "avatar": None,
            "communication_disabled_until": None,
        }
        if with_user:
            data["user"] = self.user.to_dict()
        return data


@dataclass(eq=False)
class FakeGuild:
    id: int
    name: str
    owner_id: int
    joined_at: str = field(default_factory=now_iso)

    @property
    def everyone_role_id(self) -> int:
        return self.id


@dataclass(eq=False)
class FakeChannel:
    """Any channel: guild text (0), category (4), forum (15), thread (11/12) or DM (1)."""

    id: int
    type: int
    name: str | None = None
    guild_id: int | None = None
    parent_id: int | None = None
    position: int = 0
    topic: str | None = None
    overwrites: list[dict[str, Any]] = field(default_factory=list)
    available_tags: list[dict[str, Any]] = field(default_factory=list)
    recipient_id: int | None = None  # DM only
    # Threads.
    owner_id: int | None = None
    archived: bool = False
    locked: bool = False
    auto_archive_duration: int = 1440
    applied_tags: list[int] = field(default_factory=list)
    member_ids: set[int] = field(default_factory=set)
    created_at: str = field(default_factory=now_iso)
    message_count: int = 0
    last_message_id: int | None = None
    deleted: bool = False

    @property
    def is_thread(self) -> bool:
        return self.type in THREAD_TYPES

    @property
    def is_dm(self) -> bool:
        return self.type == DM

    @property
    def mention(self) -> str:
        return f"<#{self.id}>"

    def to_dict(self, users: dict[int, FakeUser] | None = None) -> dict[str, Any]:
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "last_message_id": sid(self.last_message_id),
            "flags": 0,
        }
        if self.is_dm:
            recipient = (users or {}).get(self.recipient_id) if self.recipient_id else None
            data["recipients"] = [recipient.to_dict()] if recipient else []
            return data
        data.update(
            guild_id=sid(self.guild_id),
            name=self.name,
            parent_id=sid(self.parent_id),
            nsfw=False,
            rate_limit_per_user=0,
        )
        if self.is_thread:
            data.update(
                owner_id=sid(self.owner_id),
                message_count=self.message_count,
                total_message_sent=self.message_count,
                member_count=len(self.member_ids),
                applied_tags=[str(t) for t in self.applied_tags],
                thread_metadata={
                    "archived": self.archived,
                    "locked": self.locked,
                    "auto_archive_duration": self.auto_archive_duration,
                    "archive_timestamp": self.created_at,
                    "create_timestamp": self.created_at,
                    "invitable": True,
                },
            )
            return data
        data.update(position=self.position, permission_overwrites=self.overwrites, topic=self.topic)
        if self.type == GUILD_FORUM:
            data.update(
                available_tags=self.available_tags,
                default_reaction_emoji=None,
                default_sort_order=None,
                default_forum_layout=0,
                default_auto_archive_duration=1440,
                default_thread_rate_limit_per_user=0,
            )
        return data


@dataclass(eq=False)
class FakeAttachment:
    id: int
    filename: str
    data: bytes
    url: str
    content_type: str = "application/octet-stream"
    description: str | None = None

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": str(self.id),
            "filename": self.filename,
            "size": len(self.data),
            "url": self.url,
            "proxy_url": self.url,
            "content_type": self.content_type,
        }
        if self.description is not None:
            out["description"] = self.description
        return out


@dataclass(frozen=True)
class MessageVersion:
    """A message as it was before an edit."""

    at: str
    content: str
    embeds: list[dict[str, Any]]
    components: list[dict[str, Any]]
    allowed_mentions: dict[str, Any] | None

    @property
    def text(self) -> str:
        parts = (
            self.content,
            "\n".join(embed_text(e) for e in self.embeds),
            "\n".join(component_text(self.components)),
        )
        return "\n".join(p for p in parts if p)


@dataclass(eq=False)
class FakeMessage:
    id: int
    channel_id: int
    guild_id: int | None
    author: FakeUser
    content: str = ""
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    attachments: list[FakeAttachment] = field(default_factory=list)
    type: int = MSG_DEFAULT
    flags: int = 0
    tts: bool = False
    nonce: str | None = None
    reference: dict[str, Any] | None = None  # message_reference as sent
    referenced: FakeMessage | None = None
    allowed_mentions: dict[str, Any] | None = None  # None = field absent (Discord parses everything)
    created_at: str = field(default_factory=now_iso)
    edited_at: str | None = None
    edits: list[MessageVersion] = field(default_factory=list)
    pinned: bool = False
    pinned_at: str | None = None
    deleted: bool = False
    webhook_id: int | None = None
    application_id: int | None = None
    interaction_metadata: dict[str, Any] | None = None
    thread_id: int | None = None  # thread started from this message
    reactions: dict[str, list[int]] = field(default_factory=dict)
    t_created: float = field(default_factory=time.perf_counter)  # perf_counter, for benchmarks

    @property
    def is_ephemeral(self) -> bool:
        return bool(self.flags & FLAG_EPHEMERAL)

    @property
    def is_system(self) -> bool:
        return self.type in SYSTEM_MESSAGE_TYPES

    @property
    def embeds_text(self) -> str:
        return "\n".join(embed_text(e) for e in self.embeds)

    @property
    def components_text(self) -> str:
        return "\n".join(component_text(self.components))

    @property
    def text(self) -> str:
        """Everything a reader sees: content, embeds and component text (v2 text displays)."""
        return "\n".join(p for p in (self.content, self.embeds_text, self.components_text) if p)

    @property
    def attachment_names(self) -> list[str]:
        return [a.filename for a in self.attachments]

    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in walk_components(self.components) if "custom_id" in c]

    def __repr__(self) -> str:
        return f"<FakeMessage id={self.id} author={self.author.name!r} text={self.text[:60]!r}>"


@dataclass(frozen=True)
class Pings:
    """Who a message would notify, given its content and allowed_mentions."""

    users: frozenset[int] = frozenset()
    roles: frozenset[int] = frozenset()
    everyone: bool = False
    replied_user: int | None = None

    def __bool__(self) -> bool:
        return bool(self.users or self.roles or self.everyone or self.replied_user)


@dataclass
class RequestRecord:
    """One REST request as the fake saw it; times are time.perf_counter()."""

    method: str
    path: str  # relative to /api/v10, e.g. /channels/123/messages
    query: dict[str, str]
    t_start: float
    authorized: bool
    t_end: float | None = None
    status: int | None = None
    body: Any = None
    injected: bool = False  # answered by fail_next()


USER_MENTION_RE = re.compile(r"<@!?(\d+)>")
ROLE_MENTION_RE = re.compile(r"<@&(\d+)>")
EVERYONE_RE = re.compile(r"@(everyone|here)")


def embed_text(embed: dict[str, Any]) -> str:
    parts = [embed.get("title"), embed.get("description")]
    for f in embed.get("fields", []):
        parts += [f.get("name"), f.get("value")]
    parts += [(embed.get("author") or {}).get("name"), (embed.get("footer") or {}).get("text")]
    return "\n".join(p for p in parts if p)


def walk_components(components: list[dict[str, Any]]):
    for c in components:
        yield c
        for key in ("components", "items"):
            if isinstance(c.get(key), list):
                yield from walk_components(c[key])
        for key in ("component", "accessory"):
            if isinstance(c.get(key), dict):
                yield from walk_components([c[key]])


def component_text(components: list[dict[str, Any]]) -> list[str]:
    return [c["content"] for c in walk_components(components) if c.get("type") == 10 and c.get("content")]


def compute_pings(
    text: str, allowed_mentions: dict[str, Any] | None, replied_author_id: int | None = None
) -> Pings:
    """Apply Discord's mention rules: without allowed_mentions everything in the text pings."""
    if allowed_mentions is None:
        parse, allow_users, allow_roles, replied = {"users", "roles", "everyone"}, set(), set(), True
    else:
        parse = set(allowed_mentions.get("parse", []))
        allow_users = {int(u) for u in allowed_mentions.get("users", [])}
        allow_roles = {int(r) for r in allowed_mentions.get("roles", [])}
        replied = bool(allowed_mentions.get("replied_user", False))
    users = {int(u) for u in USER_MENTION_RE.findall(text)}
    roles = {int(r) for r in ROLE_MENTION_RE.findall(text)}
    return Pings(
        users=frozenset(u for u in users if "users" in parse or u in allow_users),
        roles=frozenset(r for r in roles if "roles" in parse or r in allow_roles),
        everyone="everyone" in parse and bool(EVERYONE_RE.search(text)),
        replied_user=replied_author_id if replied else None,
    )


def form_error(field_path: str, code: str, message: str) -> dict[str, Any]:
    errors: dict[str, Any] = {"_errors": [{"code": code, "message": message}]}
    for part in reversed(field_path.split(".")):
        errors = {part: errors}
    return {"code": 50035, "message": "Invalid Form Body", "errors": errors}


EMBED_LIMITS = {"title": 256, "description": 4096}


def validate_message(  # noqa: C901 - Discord's message checks, one per field
    payload: dict[str, Any], *, n_files: int = 0, editing: bool = False
) -> dict[str, Any] | None:
    """Discord's documented message limits; returns the 400 body, or None if valid."""
    content = payload.get("content") or ""
    embeds = payload.get("embeds") or []
    components = payload.get("components") or []
    flags = int(payload.get("flags") or 0)
    if len(content) > 2000:
        return form_error("content", "BASE_TYPE_MAX_LENGTH", "Must be 2000 or fewer in length.")
    if len(embeds) > 10:
        return form_error("embeds", "BASE_TYPE_MAX_LENGTH", "Must be 10 or fewer in length.")
    total = 0
    for i, e in enumerate(embeds):
        for key, limit in EMBED_LIMITS.items():
            n = len(e.get(key) or "")
            total += n
            if n > limit:
                return form_error(
                    f"embeds.{i}.{key}", "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length."
                )
        fields = e.get("fields") or []
        if len(fields) > 25:
            return form_error(f"embeds.{i}.fields", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
        for j, f in enumerate(fields):
            for key, limit in (("name", 256), ("value", 1024)):
                n = len(f.get(key) or "")
                total += n
                if n > limit or n == 0:
                    return form_error(
                        f"embeds.{i}.fields.{j}.{key}",
                        "BASE_TYPE_BAD_LENGTH",
                        f"Must be between 1 and {limit} in length.",
                    )
        total += len((e.get("footer") or {}).get("text") or "") + len(
            (e.get("author") or {}).get("name") or ""
        )
    if total > 6000:
        return form_error("embeds", "MAX_EMBED_SIZE_EXCEEDED", "Embed size exceeds maximum size of 6000")
    if flags & FLAG_COMPONENTS_V2 and (content or embeds):
        return form_error(
            "content",
            "MESSAGE_CANNOT_USE_LEGACY_FIELDS_WITH_COMPONENTS_V2",
            "Cannot use content or embeds with components v2.",
        )
    if not flags & FLAG_COMPONENTS_V2 and len(components) > 5:
        return form_error("components", "BASE_TYPE_MAX_LENGTH", "Must be 5 or fewer in length.")
    seen: set[str] = set()
    for c in walk_components(components):
        if c.get("type") == 1 and len(c.get("components") or []) > 5:
            return form_error("components", "BASE_TYPE_MAX_LENGTH", "Action rows hold at most 5 components.")
        cid = c.get("custom_id")
        if cid is not None:
            if len(cid) > 100:
                return form_error(
                    "components", "BASE_TYPE_MAX_LENGTH", "custom_id must be 100 or fewer in length."
                )
            if cid in seen:
                return form_error(
                    "components", "COMPONENT_CUSTOM_ID_DUPLICATED", "Component custom id cannot be duplicated"
                )
            seen.add(cid)
        if c.get("type") == 2 and len(c.get("label") or "") > 80:
            return form_error(
                "components", "BASE_TYPE_MAX_LENGTH", "Button label must be 80 or fewer in length."
            )
        if c.get("type") == 3 and len(c.get("options") or []) > 25:
            return form_error("components", "BASE_TYPE_MAX_LENGTH", "Select menus hold at most 25 options.")
    empty = not (
        content or embeds or components or n_files or payload.get("sticker_ids") or payload.get("poll")
    )
    if empty and not editing and not payload.get("attachments"):
        return {"code": 50006, "message": "Cannot send an empty message"}
    return None

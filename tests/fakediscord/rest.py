"""REST side of the fake: Discord API v10 routes discord.py 2.7 uses, with Discord's error codes.

Every request is logged in `fake.requests`; failures armed with `fake.fail_next()` answer first.
Interaction callbacks and webhooks carry no Authorization header (the token is in the URL).
"""

from __future__ import annotations

import hashlib
import json
import math
import re
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from aiohttp import web

from .models import (
    GUILD_CATEGORY,
    GUILD_FORUM,
    GUILD_TEXT,
    MANAGE_MESSAGES,
    MSG_CHAT_INPUT,
    MSG_DEFAULT,
    MSG_PIN,
    MSG_THREAD_CREATED,
    PIN_MESSAGES,
    PRIVATE_THREAD,
    SEND_MESSAGES,
    SEND_MESSAGES_IN_THREADS,
    VIEW_CHANNEL,
    FakeChannel,
    FakeMessage,
    RequestRecord,
    form_error,
    now_iso,
    validate_message,
)

if TYPE_CHECKING:
    from .server import FakeDiscord

FLAG_EPHEMERAL = 1 << 6


class ApiError(Exception):
    def __init__(self, status: int, code: int | dict[str, Any], message: str = "") -> None:
        super().__init__(message)
        self.status = status
        self.body = code if isinstance(code, dict) else {"code": code, "message": message}


@dataclass
class Req:
    method: str
    path: str
    params: dict[str, str]
    query: dict[str, str]
    body: Any
    files: list[tuple[int, str, bytes, str]]

    def json(self) -> dict[str, Any]:
        return self.body if isinstance(self.body, dict) else {}


_ROUTES: list[tuple[str, str, str]] = []


def route(method: str, pattern: str) -> Callable[[Callable], Callable]:
    def deco(fn: Callable) -> Callable:
        _ROUTES.append((method, pattern, fn.__name__))
        return fn

    return deco


def _response(status: int, data: Any, bucket: str) -> web.Response:
    headers = {
        # Exactly "application/json": discord.py compares the header string (aiohttp would add a charset).
        "Content-Type": "application/json",
        "X-RateLimit-Limit": "5",
        "X-RateLimit-Remaining": "4",
        "X-RateLimit-Reset": f"{time.time() + 1:.3f}",
        "X-RateLimit-Reset-After": "1.000",
        "X-RateLimit-Bucket": hashlib.sha1(bucket.encode()).hexdigest()[:16],
    }
    if status == 204:
        del headers["Content-Type"]
        return web.Response(status=204, headers=headers)
    return web.Response(status=status, body=json.dumps(data).encode(), headers=headers)


class RestAPI:
    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        compiled = []
        for method, pattern, name in _ROUTES:
            regex = re.compile("^" + re.sub(r"\{(\w+)\}", r"(?P<\1>[^/]+)", pattern) + "$")
            compiled.append((pattern.count("{"), method, regex, getattr(self, name), pattern))
        compiled.sort(key=lambda r: r[0])  # literal segments (/users/@me) win over placeholders
        self.routes = [r[1:] for r in compiled]

    # ------------------------------------------------------------------ plumbing

    async def handle(self, request: web.Request) -> web.Response:
        fake = self.fake
        path = "/" + request.match_info["tail"]
        auth = request.headers.get("Authorization")
        rec = RequestRecord(
            request.method, path, dict(request.query), time.perf_counter(), auth == f"Bot {fake.token}"
        )
        fake.requests.append(rec)
        fake._inflight += 1
        fake.changed()
        try:
            response = await self._handle(request, rec)
        finally:
            fake._inflight -= 1
        rec.status = response.status
        rec.t_end = time.perf_counter()
        fake.changed()
        return response

    async def _handle(self, request: web.Request, rec: RequestRecord) -> web.Response:
        fake = self.fake
        try:
            body, files = await _read_body(request)
        except Exception:  # noqa: BLE001 - any unreadable body is Discord's 400
            return _response(
                400, {"code": 50109, "message": "The request body contains invalid JSON."}, "body"
            )
        rec.body = body
        public = rec.path.startswith(("/interactions/", "/webhooks/"))
        if not public and not rec.authorized:
            return _response(401, {"code": 0, "message": "401: Unauthorized"}, "auth")
        failure = fake.take_failure(rec.method, rec.path)
        if failure is not None:
            rec.injected = True
            return _failure_response(failure)
        for method, regex, handler, pattern in self.routes:
            match = regex.match(rec.path) if method == rec.method else None
            if match is None:
                continue
            req = Req(rec.method, rec.path, match.groupdict(), dict(request.query), body, files)
            verdict = None
            if fake.rate_limits is not None:
                verdict = fake.rate_limits.check(rec.method, pattern, req.params, exempt=public)
                if verdict.retry_after is not None:
                    return _limited(verdict)
            try:
                result = await handler(req)
            except ApiError as e:
                return _with(_response(e.status, e.body, pattern), verdict)
            except Exception:  # noqa: BLE001 - a fake's bug answers 500 and is recorded
                fake.record_error(f"{rec.method} {rec.path}")
                return _response(
                    400, {"code": 50035, "message": "fake discord crashed; see fake.errors"}, pattern
                )
            if isinstance(result, tuple):
                return _with(_response(result[0], result[1], pattern), verdict)
            return _with(_response(204 if result is None else 200, result, pattern), verdict)
        fake.unhandled.append((rec.method, rec.path))
        return _response(404, {"code": 0, "message": "404: Not Found"}, "unknown")

    # ------------------------------------------------------------------ lookups and checks

    def _channel(self, cid: str) -> FakeChannel:
        ch = self.fake.channels.get(_int(cid))
        if ch is None or ch.deleted:
            raise ApiError(404, 10003, "Unknown Channel")
        return ch

    def _message(self, ch: FakeChannel, mid: str) -> FakeMessage:
        msg = self.fake.messages.get(_int(mid))
        if msg is None or msg.deleted or msg.channel_id != ch.id or msg.is_ephemeral:
            raise ApiError(404, 10008, "Unknown Message")
        return msg

    def _guild(self, gid: str):
        guild = self.fake.guilds.get(_int(gid))
        if guild is None:
            raise ApiError(404, 10004, "Unknown Guild")
        return guild

    def _require(self, ch: FakeChannel, *bits: int) -> None:
        """The bot needs VIEW_CHANNEL plus any one of `bits` in a guild channel (403 otherwise)."""
        if ch.guild_id is None:
            return
        perms = self.fake.permissions(ch.guild_id, self.fake.bot_user.id, ch)
        if not perms & VIEW_CHANNEL:
            raise ApiError(403, 50001, "Missing Access")
        if bits and not any(perms & b == b for b in bits):
            raise ApiError(403, 50013, "Missing Permissions")

    def _check_dm(self, ch: FakeChannel) -> None:
        fake = self.fake
        user = fake.users.get(ch.recipient_id or 0)
        shares_guild = user is not None and any((g, user.id) in fake.members for g in fake.guilds)
        if user is None or user.dms_closed or user.bot or not shares_guild:
            raise ApiError(403, 50007, "Cannot send messages to this user")

    def _check_sendable(self, ch: FakeChannel) -> None:
        if ch.type in (GUILD_FORUM, GUILD_CATEGORY):
            raise ApiError(400, 50008, "Cannot send messages in a non-text channel")
        if ch.is_dm:
            self._check_dm(ch)
            return
        self._require(ch, SEND_MESSAGES_IN_THREADS if ch.is_thread else SEND_MESSAGES)
        if ch.is_thread and ch.archived:
            if ch.locked:
                raise ApiError(400, 50083, "Thread is archived")
            ch.archived = False  # sending unarchives an unlocked thread

    @staticmethod
    def _validate(payload: dict[str, Any], n_files: int, *, editing: bool = False) -> None:
        error = validate_message(payload, n_files=n_files, editing=editing)
        if error is not None:
            raise ApiError(400, error)

    def _check_reference(self, ch: FakeChannel, payload: dict[str, Any]) -> None:
        ref = payload.get("message_reference")
        if not ref or not ref.get("message_id"):
            return
        target = self.fake.messages.get(_int(ref["message_id"]))
        if (target is None or target.deleted) and ref.get("fail_if_not_exists", True):
            raise ApiError(
                400, form_error("message_reference", "MESSAGE_REFERENCE_UNKNOWN_MESSAGE", "Unknown message")
            )
        if target is None or target.deleted:
            payload.pop("message_reference")

    # ------------------------------------------------------------------ login / gateway

    @route("GET", "/users/@me")
    async def get_me(self, req: Req) -> Any:
        return {
            **self.fake.bot_user.to_dict(),
            "verified": True,
            "mfa_enabled": False,
            "flags": 0,
            "locale": "en-US",
        }

    @route("PATCH", "/users/@me")
    async def patch_me(self, req: Req) -> Any:
        if req.json().get("username"):
            self.fake.bot_user.name = req.json()["username"]
        return await self.get_me(req)

    @route("GET", "/oauth2/applications/@me")
    @route("GET", "/applications/@me")
    async def get_application(self, req: Req) -> Any:
        fake = self.fake
        return {
            "id": str(fake.application_id),
            "name": fake.bot_user.name,
            "icon": None,
            "description": "",
            "summary": "",
            "type": None,
            "bot_public": True,
            "bot_require_code_grant": False,
            "verify_key": "0" * 64,
            "flags": 1 << 19 | 1 << 23,
            "owner": fake.users[next(iter(fake.users))].to_dict(),
            "team": None,
            "bot": fake.bot_user.to_dict(),
            "redirect_uris": [],
            "interactions_endpoint_url": None,
        }

    @route("GET", "/gateway")
    async def get_gateway(self, req: Req) -> Any:
        return {"url": f"ws://{self.fake.host}:{self.fake.port}/gateway"}

    @route("GET", "/gateway/bot")
    async def get_gateway_bot(self, req: Req) -> Any:
        return {
            "url": f"ws://{self.fake.host}:{self.fake.port}/gateway",
            "shards": self.fake.shard_count,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1},
        }

    # ------------------------------------------------------------------ users, DMs, guilds

    @route("GET", "/users/@me/guilds")
    async def my_guilds(self, req: Req) -> Any:
        return [
            {
                "id": str(g.id),
                "name": g.name,
                "icon": None,
                "owner": False,
                "permissions": "0",
                "features": [],
            }
            for g in self.fake.guilds.values()
        ]

    @route("GET", "/users/{user_id}")
    async def get_user(self, req: Req) -> Any:
        user = self.fake.users.get(_int(req.params["user_id"]))
        if user is None:
            raise ApiError(404, 10013, "Unknown User")
        return user.to_dict()

    @route("POST", "/users/@me/channels")
    async def create_dm(self, req: Req) -> Any:
        user = self.fake.users.get(_int(req.json().get("recipient_id")))
        if user is None:
            raise ApiError(400, form_error("recipient_id", "USER_UNKNOWN", "Unknown user"))
        return self.fake.channel_dict(self.fake.dm_channel(user))

    @route("GET", "/guilds/{guild_id}")
    async def get_guild(self, req: Req) -> Any:
        guild = self._guild(req.params["guild_id"])
        data = self.fake.guild_dict(guild, members_intent=False)
        for key in ("members", "channels", "threads", "voice_states", "presences"):
            data.pop(key)
        return data

    @route("GET", "/guilds/{guild_id}/channels")
    async def guild_channels(self, req: Req) -> Any:
        gid = self._guild(req.params["guild_id"]).id
        fake = self.fake
        return [
            fake.channel_dict(c)
            for c in fake.channels.values()
            if c.guild_id == gid and not c.is_thread and not c.deleted
        ]

    @route("POST", "/guilds/{guild_id}/channels")
    async def create_guild_channel(self, req: Req) -> Any:
        guild = self._guild(req.params["guild_id"])
        body = req.json()
        kind = int(body.get("type") or GUILD_TEXT)
        ch = self.fake._add_guild_channel(
            guild,
            kind,
            body["name"],
            topic=body.get("topic"),
            parent_id=_int(body["parent_id"]) if body.get("parent_id") else None,
            overwrites=[
                {**o, "id": str(o["id"]), "allow": str(o.get("allow", 0)), "deny": str(o.get("deny", 0))}
                for o in body.get("permission_overwrites") or []
            ],
        )
        return self.fake.channel_dict(ch)

    @route("GET", "/guilds/{guild_id}/roles")
    async def guild_roles(self, req: Req) -> Any:
        gid = self._guild(req.params["guild_id"]).id
        return [r.to_dict() for r in self.fake.roles.values() if r.guild_id == gid]

    @route("POST", "/guilds/{guild_id}/roles")
    async def create_role(self, req: Req) -> Any:
        guild = self._guild(req.params["guild_id"])
        body = req.json()
        role = self.fake.add_role(
            guild,
            body.get("name") or "new role",
            int(body.get("permissions") or 0),
            mentionable=bool(body.get("mentionable")),
        )
        return role.to_dict()

    def _member(self, req: Req):
        guild = self._guild(req.params["guild_id"])
        member = self.fake.members.get((guild.id, _int(req.params["user_id"])))
        if member is None:
            raise ApiError(404, 10007, "Unknown Member")
        return member

    @route("GET", "/guilds/{guild_id}/members/{user_id}")
    async def get_member(self, req: Req) -> Any:
        return self._member(req).to_dict()

    @route("GET", "/guilds/{guild_id}/members")
    async def list_members(self, req: Req) -> Any:
        gid = self._guild(req.params["guild_id"]).id
        after = _int(req.query.get("after", "0"))
        limit = int(req.query.get("limit", "1"))
        members = sorted(
            (m for (g, u), m in self.fake.members.items() if g == gid and u > after), key=lambda m: m.id
        )
        return [m.to_dict() for m in members[:limit]]

    @route("PATCH", "/guilds/{guild_id}/members/{user_id}")
    async def patch_member(self, req: Req) -> Any:
        member = self._member(req)
        body = req.json()
        if "nick" in body:
            member.nick = body["nick"]
        if "roles" in body:
            member.roles = [_int(r) for r in body["roles"]]
        self._member_updated(member)
        return member.to_dict()

    @route("PUT", "/guilds/{guild_id}/members/{user_id}/roles/{role_id}")
    async def add_member_role(self, req: Req) -> Any:
        member = self._member(req)
        rid = _int(req.params["role_id"])
        if rid not in self.fake.roles:
            raise ApiError(404, 10011, "Unknown Role")
        if rid not in member.roles:
            member.roles.append(rid)
        self._member_updated(member)

    @route("DELETE", "/guilds/{guild_id}/members/{user_id}/roles/{role_id}")
    async def remove_member_role(self, req: Req) -> Any:
        member = self._member(req)
        rid = _int(req.params["role_id"])
        if rid in member.roles:
            member.roles.remove(rid)
        self._member_updated(member)

    def _member_updated(self, member: Any) -> None:
        self.fake.changed()
        self.fake.dispatch_now("GUILD_MEMBER_UPDATE", {**member.to_dict(), "guild_id": str(member.guild_id)})

    # ------------------------------------------------------------------ channels and threads

    @route("GET", "/channels/{channel_id}")
    async def get_channel(self, req: Req) -> Any:
        return self.fake.channel_dict(self._channel(req.params["channel_id"]))

    @route("PATCH", "/channels/{channel_id}")
    async def patch_channel(self, req: Req) -> Any:
        ch = self._channel(req.params["channel_id"])
        body = req.json()
        for key in ("name", "topic", "archived", "locked", "auto_archive_duration"):
            if key in body:
                setattr(ch, key, body[key])
        if "applied_tags" in body:
            ch.applied_tags = [_int(t) for t in body["applied_tags"]]
        self.fake.changed()
        event = "THREAD_UPDATE" if ch.is_thread else "CHANNEL_UPDATE"
        self.fake.dispatch_now(event, self.fake.channel_dict(ch))
        return self.fake.channel_dict(ch)

    @route("DELETE", "/channels/{channel_id}")
    async def delete_channel(self, req: Req) -> Any:
        ch = self._channel(req.params["channel_id"])
        data = self.fake.channel_dict(ch)
        if ch.is_dm:
            return data
        ch.deleted = True
        self.fake.changed()
        self.fake.dispatch_now("THREAD_DELETE" if ch.is_thread else "CHANNEL_DELETE", data)
        return data

    @route("POST", "/channels/{channel_id}/typing")
    async def typing(self, req: Req) -> Any:
        self._channel(req.params["channel_id"])

    @route("POST", "/channels/{channel_id}/messages/{message_id}/threads")
    async def thread_from_message(self, req: Req) -> Any:
        ch = self._channel(req.params["channel_id"])
        msg = self._message(ch, req.params["message_id"])
        if ch.type != GUILD_TEXT:
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        if msg.thread_id is not None:
            raise ApiError(400, 160004, "A thread has already been created for this message")
        self._require(ch, 1 << 35)
        body = req.json()
        thread = self.fake.create_thread(
            ch,
            body["name"],
            self.fake.bot_user,
            from_message=msg,
            auto_archive_duration=int(body.get("auto_archive_duration") or 1440),
        )
        return self.fake.channel_dict(thread)

    @route("POST", "/channels/{channel_id}/threads")
    async def create_thread(self, req: Req) -> Any:
        fake = self.fake
        ch = self._channel(req.params["channel_id"])
        body = req.json()
        bot = fake.bot_user
        if ch.type == GUILD_FORUM:
            self._require(ch, SEND_MESSAGES)
            message = body.get("message") or {}
            self._validate(message, len(req.files))
            thread = fake.create_thread(
                ch,
                body["name"],
                bot,
                applied_tags=body.get("applied_tags") or [],
                auto_archive_duration=int(body.get("auto_archive_duration") or 1440),
            )
            starter = fake.new_message(thread, bot, message, req.files, id_=thread.id)
            fake.post(starter)
            return {**fake.channel_dict(thread), "message": fake.message_dict(starter)}
        if ch.type != GUILD_TEXT:
            raise ApiError(400, 50024, "Cannot execute action on this channel type")
        private = int(body.get("type") or PRIVATE_THREAD) == PRIVATE_THREAD
        self._require(ch, (1 << 36) if private else (1 << 35))
        thread = fake.create_thread(
            ch,
            body["name"],
            bot,
            private=private,
            auto_archive_duration=int(body.get("auto_archive_duration") or 1440),
        )
        if not private:
            notice = fake.new_message(
                ch,
                bot,
                {"content": thread.name or "", "message_reference": {"channel_id": thread.id}},
                type_=MSG_THREAD_CREATED,
            )
            notice.referenced = None
            fake.post(notice)
        return fake.channel_dict(thread)

    @route("GET", "/guilds/{guild_id}/threads/active")
    async def active_threads(self, req: Req) -> Any:
        gid = self._guild(req.params["guild_id"]).id
        threads = [
            c
            for c in self.fake.channels.values()
            if c.guild_id == gid and c.is_thread and not c.archived and not c.deleted
        ]
        return {"threads": [self.fake.channel_dict(t) for t in threads], "members": []}

    @route("GET", "/channels/{channel_id}/threads/archived/public")
    async def archived_threads(self, req: Req) -> Any:
        ch = self._channel(req.params["channel_id"])
        threads = [
            c for c in self.fake.channels.values() if c.parent_id == ch.id and c.is_thread and c.archived
        ]
        return {"threads": [self.fake.channel_dict(t) for t in threads], "members": [], "has_more": False}

    def _thread_member_id(self, req: Req) -> int:
        uid = req.params.get("user_id", "@me")
        return self.fake.bot_user.id if uid == "@me" else _int(uid)

    @route("PUT", "/channels/{channel_id}/thread-members/@me")
    @route("PUT", "/channels/{channel_id}/thread-members/{user_id}")
    async def join_thread(self, req: Req) -> Any:
        ch = self._channel(req.params["channel_id"])
        ch.member_ids.add(self._thread_member_id(req))
        self.fake.changed()

    @route("DELETE", "/channels/{channel_id}/thread-members/@me")
    @route("DELETE", "/channels/{channel_id}/thread-members/{user_id}")
    async def leave_thread(self, req: Req) -> Any:
        ch = self._channel(req.params["channel_id"])
        ch.member_ids.discard(self._thread_member_id(req))
        self.fake.changed()

    @route("GET", "/channels/{channel_id}/thread-members")
    async def thread_members(self, req: Req) -> Any:
        ch = self._channel(req.params["channel_id"])
        return [
            {"id": str(ch.id), "user_id": str(u), "join_timestamp": ch.created_at, "flags": 0}
            for u in sorted(ch.member_ids)
        ]

    # ------------------------------------------------------------------ messages

    @route("POST", "/channels/{channel_id}/messages")
    async def create_message(self, req: Req) -> Any:
        fake = self.fake
        ch = self._channel(req.params["channel_id"])
        body = dict(req.json())
        self._check_sendable(ch)
        self._validate(body, len(req.files))
        self._check_reference(ch, body)
        duplicate = fake.dedupe_nonce(ch, fake.bot_user, body)
        if duplicate is not None:
            return fake.message_dict(duplicate)
        msg = fake.new_message(
            ch, fake.bot_user, body, req.files, flags=int(body.get("flags") or 0) & ~FLAG_EPHEMERAL
        )
        fake.remember_nonce(msg)
        fake.post(msg)
        return fake.message_dict(msg)

    @route("GET", "/channels/{channel_id}/messages/{message_id}")
    async def get_message(self, req: Req) -> Any:
        ch = self._channel(req.params["channel_id"])
        self._require(ch)
        return self.fake.message_dict(self._message(ch, req.params["message_id"]))

    @route("GET", "/channels/{channel_id}/messages")
    async def history(self, req: Req) -> Any:
        ch = self._channel(req.params["channel_id"])
        self._require(ch)
        limit = max(1, min(100, int(req.query.get("limit", "50"))))
        msgs = sorted(self.fake.transcript(ch, include_system=True), key=lambda m: m.id)
        if "before" in req.query:
            msgs = [m for m in msgs if m.id < _int(req.query["before"])][-limit:]
        elif "after" in req.query:
            msgs = [m for m in msgs if m.id > _int(req.query["after"])][:limit]
        elif "around" in req.query:
            pivot = _int(req.query["around"])
            older = [m for m in msgs if m.id < pivot][-(limit // 2) :] if limit > 1 else []
            msgs = older + [m for m in msgs if m.id >= pivot][: limit - len(older)]
        else:
            msgs = msgs[-limit:]
        return [self.fake.message_dict(m) for m in reversed(msgs)]

    @route("PATCH", "/channels/{channel_id}/messages/{message_id}")
    async def edit_message(self, req: Req) -> Any:
        ch = self._channel(req.params["channel_id"])
        msg = self._message(ch, req.params["message_id"])
        body = req.json()
        if msg.author.id != self.fake.bot_user.id and set(body) - {"flags"}:
            raise ApiError(403, 50005, "Cannot edit a message authored by another user")
        self._validate(body, len(req.files), editing=True)
        self.fake.edit_message(msg, body, req.files)
        return self.fake.message_dict(msg)

    @route("DELETE", "/channels/{channel_id}/messages/{message_id}")
    async def delete_message(self, req: Req) -> Any:
        ch = self._channel(req.params["channel_id"])
        msg = self._message(ch, req.params["message_id"])
        if msg.author.id != self.fake.bot_user.id:
            self._require(ch, MANAGE_MESSAGES)
        self.fake.delete_message(msg)

    # ------------------------------------------------------------------ pins

    @route("PUT", "/channels/{channel_id}/messages/pins/{message_id}")
    @route("PUT", "/channels/{channel_id}/pins/{message_id}")
    async def pin(self, req: Req) -> Any:
        fake = self.fake
        ch = self._channel(req.params["channel_id"])
        msg = self._message(ch, req.params["message_id"])
        self._require(ch, PIN_MESSAGES, MANAGE_MESSAGES)
        if msg.pinned:
            return None
        msg.pinned, msg.pinned_at = True, now_iso()
        notice = fake.new_message(
            ch, fake.bot_user, {"message_reference": {"message_id": msg.id}}, type_=MSG_PIN
        )
        fake.post(notice)
        self._pins_changed(ch, msg)

    @route("DELETE", "/channels/{channel_id}/messages/pins/{message_id}")
    @route("DELETE", "/channels/{channel_id}/pins/{message_id}")
    async def unpin(self, req: Req) -> Any:
        ch = self._channel(req.params["channel_id"])
        msg = self._message(ch, req.params["message_id"])
        self._require(ch, PIN_MESSAGES, MANAGE_MESSAGES)
        if msg.pinned:
            msg.pinned, msg.pinned_at = False, None
            self._pins_changed(ch, msg)

    def _pins_changed(self, ch: FakeChannel, msg: FakeMessage) -> None:
        fake = self.fake
        fake.changed()
        fake.dispatch_now("MESSAGE_UPDATE", fake.message_dict(msg))
        pinned = [m.pinned_at for m in fake.pinned(ch)]
        data: dict[str, Any] = {
            "channel_id": str(ch.id),
            "last_pin_timestamp": max(pinned) if pinned else None,
        }
        if ch.guild_id:
            data["guild_id"] = str(ch.guild_id)
        fake.dispatch_now("CHANNEL_PINS_UPDATE", data)

    @route("GET", "/channels/{channel_id}/messages/pins")
    async def pins(self, req: Req) -> Any:
        ch = self._channel(req.params["channel_id"])
        pinned = sorted(self.fake.pinned(ch), key=lambda m: m.pinned_at or "", reverse=True)
        if "before" in req.query:
            pinned = [m for m in pinned if (m.pinned_at or "") < req.query["before"]]
        limit = int(req.query.get("limit", "50"))
        items = [{"pinned_at": m.pinned_at, "message": self.fake.message_dict(m)} for m in pinned[:limit]]
        return {"items": items, "has_more": len(pinned) > limit}

    @route("GET", "/channels/{channel_id}/pins")
    async def legacy_pins(self, req: Req) -> Any:
        ch = self._channel(req.params["channel_id"])
        return [self.fake.message_dict(m) for m in reversed(self.fake.pinned(ch))]

    # ------------------------------------------------------------------ reactions

    def _reaction_target(self, req: Req) -> tuple[FakeMessage, str]:
        ch = self._channel(req.params["channel_id"])
        return self._message(ch, req.params["message_id"]), req.params["emoji"]

    @route("PUT", "/channels/{channel_id}/messages/{message_id}/reactions/{emoji}/@me")
    async def add_reaction(self, req: Req) -> Any:
        msg, emoji = self._reaction_target(req)
        users = msg.reactions.setdefault(emoji, [])
        if self.fake.bot_user.id not in users:
            users.append(self.fake.bot_user.id)
        self.fake.changed()

    @route("DELETE", "/channels/{channel_id}/messages/{message_id}/reactions/{emoji}/{user_id}")
    async def remove_reaction(self, req: Req) -> Any:
        msg, emoji = self._reaction_target(req)
        uid = self.fake.bot_user.id if req.params["user_id"] == "@me" else _int(req.params["user_id"])
        if uid in msg.reactions.get(emoji, []):
            msg.reactions[emoji].remove(uid)
        self.fake.changed()

    @route("GET", "/channels/{channel_id}/messages/{message_id}/reactions/{emoji}")
    async def reaction_users(self, req: Req) -> Any:
        msg, emoji = self._reaction_target(req)
        return [self.fake.users[u].to_dict() for u in msg.reactions.get(emoji, [])]

    @route("DELETE", "/channels/{channel_id}/messages/{message_id}/reactions")
    async def clear_reactions(self, req: Req) -> Any:
        ch = self._channel(req.params["channel_id"])
        self._message(ch, req.params["message_id"]).reactions.clear()
        self.fake.changed()

    # ------------------------------------------------------------------ application commands

    def _command_scope(self, req: Req) -> int | None:
        if _int(req.params["app_id"]) != self.fake.application_id:
            raise ApiError(403, 50001, "Missing Access")
        gid = req.params.get("guild_id")
        if gid is None:
            return None
        if _int(gid) not in self.fake.guilds:
            raise ApiError(403, 50001, "Missing Access")
        return _int(gid)

    def _normalise(
        self, data: dict[str, Any], scope: int | None, existing: dict[str, Any] | None
    ) -> dict[str, Any]:
        fake = self.fake
        cmd = {
            "type": 1,
            "description": "",
            "options": [],
            "default_member_permissions": None,
            "dm_permission": True,
            "nsfw": False,
            "integration_types": [0],
            **data,
        }
        cmd["id"] = existing["id"] if existing else str(fake.ids())
        cmd["application_id"] = str(fake.application_id)
        cmd["version"] = str(fake.ids())
        if scope is not None:
            cmd["guild_id"] = str(scope)
        return cmd

    def _find_command(self, scope: int | None, cid: str) -> dict[str, Any]:
        for cmd in self.fake.commands.get(scope, []):
            if cmd["id"] == cid:
                return cmd
        raise ApiError(404, 10063, "Unknown application command")

    @route("GET", "/applications/{app_id}/commands")
    @route("GET", "/applications/{app_id}/guilds/{guild_id}/commands")
    async def list_commands(self, req: Req) -> Any:
        return self.fake.commands.get(self._command_scope(req), [])

    @route("PUT", "/applications/{app_id}/commands")
    @route("PUT", "/applications/{app_id}/guilds/{guild_id}/commands")
    async def bulk_commands(self, req: Req) -> Any:
        scope = self._command_scope(req)
        old = {(c["name"], c.get("type", 1)): c for c in self.fake.commands.get(scope, [])}
        new = [self._normalise(c, scope, old.get((c["name"], c.get("type", 1)))) for c in req.body or []]
        names = [(c["name"], c["type"]) for c in new]
        if len(set(names)) != len(names):
            raise ApiError(
                400,
                form_error(
                    "_", "APPLICATION_COMMANDS_DUPLICATE_NAME", "Application command names must be unique"
                ),
            )
        self.fake.commands[scope] = new
        self.fake.changed()
        return new

    @route("POST", "/applications/{app_id}/commands")
    @route("POST", "/applications/{app_id}/guilds/{guild_id}/commands")
    async def upsert_command(self, req: Req) -> Any:
        scope = self._command_scope(req)
        pool = self.fake.commands.setdefault(scope, [])
        body = req.json()
        old = next(
            (c for c in pool if c["name"] == body["name"] and c.get("type", 1) == body.get("type", 1)), None
        )
        cmd = self._normalise(body, scope, old)
        if old:
            pool[pool.index(old)] = cmd
        else:
            pool.append(cmd)
        self.fake.changed()
        return (200 if old else 201), cmd

    @route("GET", "/applications/{app_id}/commands/{command_id}")
    @route("GET", "/applications/{app_id}/guilds/{guild_id}/commands/{command_id}")
    async def get_command(self, req: Req) -> Any:
        return self._find_command(self._command_scope(req), req.params["command_id"])

    @route("PATCH", "/applications/{app_id}/commands/{command_id}")
    @route("PATCH", "/applications/{app_id}/guilds/{guild_id}/commands/{command_id}")
    async def patch_command(self, req: Req) -> Any:
        scope = self._command_scope(req)
        cmd = self._find_command(scope, req.params["command_id"])
        cmd.update(req.json())
        self.fake.changed()
        return cmd

    @route("DELETE", "/applications/{app_id}/commands/{command_id}")
    @route("DELETE", "/applications/{app_id}/guilds/{guild_id}/commands/{command_id}")
    async def delete_command(self, req: Req) -> Any:
        scope = self._command_scope(req)
        cmd = self._find_command(scope, req.params["command_id"])
        self.fake.commands[scope].remove(cmd)
        self.fake.changed()

    # ------------------------------------------------------------------ interactions and webhooks (no auth)

    @route("POST", "/interactions/{interaction_id}/{token}/callback")
    async def interaction_callback(self, req: Req) -> Any:
        inter = self.fake.interactions.get(_int(req.params["interaction_id"]))
        if inter is None or inter.token != req.params["token"]:
            raise ApiError(404, 10062, "Unknown interaction")
        status, data = self.fake.interaction_callback(inter, req.json(), req.files)
        if status == 200 and req.query.get("with_response") not in ("1", "true", "True"):
            return None
        return status, data

    def _webhook_interaction(self, req: Req):
        inter = self.fake.interaction_by_token(req.params["token"])
        if inter is None or _int(req.params["app_id"]) != self.fake.application_id or not inter.responded:
            raise ApiError(404, 10015, "Unknown Webhook")
        return inter

    def _webhook_message(self, req: Req) -> tuple[Any, FakeMessage]:
        inter = self._webhook_interaction(req)
        mid = req.params["message_id"]
        if mid == "@original":
            msg = inter.original or (inter.source if inter.response_type in (6, 7) else None)
        else:
            candidates = inter.messages + ([inter.source] if inter.source else [])
            msg = next((m for m in candidates if m.id == _int(mid)), None)
        if msg is None or msg.deleted:
            raise ApiError(404, 10008, "Unknown Message")
        return inter, msg

    @route("POST", "/webhooks/{app_id}/{token}")
    async def followup(self, req: Req) -> Any:
        fake = self.fake
        inter = self._webhook_interaction(req)
        body = req.json()
        self._validate(body, len(req.files))
        msg = fake.new_message(
            inter.channel,
            fake.bot_user,
            body,
            req.files,
            type_=MSG_CHAT_INPUT if inter.type == 2 else MSG_DEFAULT,
            webhook=True,
            interaction_metadata=fake.interaction_metadata(inter),
        )
        inter.followups.append(msg)
        fake.post(msg)
        if req.query.get("wait") in ("true", "1", "True"):
            return fake.message_dict(msg)
        return None

    @route("GET", "/webhooks/{app_id}/{token}/messages/{message_id}")
    async def webhook_get(self, req: Req) -> Any:
        return self.fake.message_dict(self._webhook_message(req)[1])

    @route("PATCH", "/webhooks/{app_id}/{token}/messages/{message_id}")
    async def webhook_edit(self, req: Req) -> Any:
        _, msg = self._webhook_message(req)
        self._validate(req.json(), len(req.files), editing=True)
        self.fake.edit_message(msg, req.json(), req.files)
        return self.fake.message_dict(msg)

    @route("DELETE", "/webhooks/{app_id}/{token}/messages/{message_id}")
    async def webhook_delete(self, req: Req) -> Any:
        _, msg = self._webhook_message(req)
        self.fake.delete_message(msg)


def _int(value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        raise ApiError(
            400, form_error("id", "NUMBER_TYPE_COERCE", f"Value {value!r} is not snowflake.")
        ) from None


def _with(response: web.Response, verdict: Any) -> web.Response:
    """The answer with the rate limiter's true bucket headers (when limits are enforced)."""
    if verdict is not None:
        response.headers.update(verdict.headers)
    return response


def _limited(verdict: Any) -> web.Response:
    """Discord's 429: JSON retry_after/global, Retry-After in whole seconds, the bucket's headers."""
    body = {
        "message": "You are being rate limited.",
        "retry_after": round(verdict.retry_after, 3),
        "global": verdict.global_,
    }
    response = _response(429, body, "ratelimited")
    response.headers.update(verdict.headers)
    response.headers.update(
        {
            "Retry-After": str(max(1, math.ceil(verdict.retry_after))),
            "X-RateLimit-Reset-After": f"{verdict.retry_after:.3f}",
            "Via": "1.1 google",  # discord.py treats a 429 without Via as a Cloudflare ban
        }
    )
    return response


def _failure_response(failure: Any) -> web.Response:
    if failure.status == 429:
        body = {
            "message": failure.message or "You are being rate limited.",
            "retry_after": failure.retry_after,
            "global": failure.global_,
        }
        if failure.code is not None:
            body["code"] = failure.code
        response = _response(429, body, "ratelimited")
        response.headers.update(
            {
                "Retry-After": str(max(1, math.ceil(failure.retry_after))),
                "X-RateLimit-Remaining": "0",
                "X-RateLimit-Reset-After": f"{failure.retry_after:.3f}",
                "X-RateLimit-Scope": "global" if failure.global_ else "user",
                "Via": "1.1 google",  # discord.py treats a 429 without Via as a Cloudflare ban
            }
        )
        if failure.global_:
            response.headers["X-RateLimit-Global"] = "true"
        return response
    default = {500: "500: Internal Server Error", 502: "502: Bad Gateway", 503: "503: Service Unavailable"}
    body = {
        "code": failure.code or 0,
        "message": failure.message or default.get(failure.status, f"{failure.status}: Error"),
    }
    return _response(failure.status, body, "injected")


async def _read_body(request: web.Request) -> tuple[Any, list[tuple[int, str, bytes, str]]]:
    files: list[tuple[int, str, bytes, str]] = []
    if request.content_type.startswith("multipart/"):
        body = None
        reader = await request.multipart()
        async for part in reader:
            data = await part.read()  # type: ignore[union-attr]
            name = part.name or ""
            if name == "payload_json":
                body = json.loads(data)
            elif name.startswith("files[") and name.endswith("]"):
                content_type = part.headers.get("Content-Type", "application/octet-stream")
                files.append(
                    (int(name[6:-1]), part.filename or f"file{len(files)}", bytes(data), content_type)
                )
        return body, files
    raw = await request.read() if request.can_read_body else b""
    return (json.loads(raw) if raw else None), files

"""The outbox's way out to Discord: :class:`bot.judge.outbox.Transport` over discord.py objects.

Payloads (see :mod:`bot.judge.payloads`) map 1:1 onto discord.py keyword arguments; discord.py's
exceptions map onto the outbox's four kinds of failure, so the outbox decides about retries, not us.
Channels are addressed by id through partial objects: no gateway cache is needed, so delivery works
right after login, before READY.
"""

from __future__ import annotations

import base64
import io
import logging
from typing import TYPE_CHECKING, Any

import aiohttp
import discord
from discord.http import handle_message_parameters

from bot.discord.components import answers_view
from bot.discord.undo import undo_view
from bot.discord.views import accept_view, join_view, register_view
from bot.judge.outbox import DMRefused, PermanentError, TargetNotFound, TransientError

if TYPE_CHECKING:
    from discord.abc import Messageable

log = logging.getLogger(__name__)

CANNOT_DM = 50007  # Discord: "Cannot send messages to this user"
THREAD_ARCHIVE_MINUTES = 10080  # a week: play-by-post matches are slow


def allowed_mentions(payload: dict[str, Any]) -> discord.AllowedMentions:
    """Only what the judge pings on purpose: listed users and roles, never @everyone or the replied user."""
    am = payload.get("allowed_mentions") or {}
    return discord.AllowedMentions(
        everyone=False,
        users=[discord.Object(int(u)) for u in am.get("users", ())],
        roles=[discord.Object(int(r)) for r in am.get("roles", ())],
        replied_user=False,
    )


def message_kwargs(payload: dict[str, Any], *, edit: bool = False) -> dict[str, Any]:
    """discord.py keyword arguments for ``send`` (or ``edit``) from an outbox payload."""
    kwargs: dict[str, Any] = {
        "content": payload.get("content") or None,
        "allowed_mentions": allowed_mentions(payload),
    }
    embeds = [discord.Embed(description=e.get("description")) for e in payload.get("embeds", ())]
    if embeds or edit:
        kwargs["embeds"] = embeds  # an edit clears an embed the table no longer needs
    files = [
        discord.File(io.BytesIO(base64.b64decode(f["data_b64"])), filename=f["filename"])
        for f in payload.get("files", ())
    ]
    if files and not edit:
        kwargs["files"] = files
    if edit and "files" in payload:
        kwargs["attachments"] = files  # replaces the message's attachments (none: removes them)
    if payload.get("nonce") and not edit:
        kwargs["nonce"] = payload[
            "nonce"
        ]  # discord.py adds enforce_nonce: a resend returns the first message
    accept = payload.get("accept")
    if accept:
        kwargs["view"] = accept_view(int(accept["match_id"]), str(accept.get("label") or "Accept"))
    join = payload.get("join")
    if join:  # an open table
        kwargs["view"] = join_view(int(join["match_id"]), str(join.get("label") or "Join"))
    answers = payload.get("answers")
    if answers:  # routine answers to the decisions a post asks (bot.judge.quick)
        kwargs["view"] = answers_view(answers)
    undo = payload.get("undo")
    if undo:  # a player's undo request: Accept / Decline (bot.judge.undo_requests)
        kwargs["view"] = undo_view(undo)
    register = payload.get("register")
    if register:  # a tournament's announcement
        kwargs["view"] = register_view(
            int(register["tournament_id"]), str(register.get("label") or "Register")
        )
    return kwargs


def _retry_after(exc: discord.HTTPException) -> float | None:
    """Seconds to wait after a 429: the precise X-RateLimit-Reset-After, else Retry-After (whole seconds)."""
    headers = getattr(exc.response, "headers", None) or {}
    for name in ("X-RateLimit-Reset-After", "Retry-After"):
        try:
            return float(headers[name])
        except (KeyError, TypeError, ValueError):
            continue
    return None


SEND_ERRORS = (discord.DiscordException, aiohttp.ClientError, OSError, TimeoutError)


def translate(exc: BaseException) -> Exception:
    """discord.py's exception -> the outbox's: 429/5xx/network -> TransientError, 50007 -> DMRefused,
    404 -> TargetNotFound, anything else Discord refused -> PermanentError."""
    if isinstance(exc, discord.RateLimited):
        return TransientError(str(exc), exc.retry_after)
    if isinstance(exc, discord.Forbidden):
        if exc.code == CANNOT_DM:
            return DMRefused(str(exc))
        return PermanentError(str(exc))
    if isinstance(exc, discord.NotFound):
        return TargetNotFound(str(exc))
    if isinstance(exc, discord.DiscordServerError):
        return TransientError(str(exc))
    if isinstance(exc, discord.HTTPException):
        if exc.status == 429:
            return TransientError(str(exc), _retry_after(exc))
        if exc.status >= 500:
            return TransientError(str(exc))
        return PermanentError(str(exc))
    if isinstance(exc, discord.DiscordException):
        return PermanentError(f"{type(exc).__name__}: {exc}")  # e.g. a payload discord.py refuses
    return TransientError(f"{type(exc).__name__}: {exc}")  # connection reset, timeout


class DiscordTransport:
    """Sends outbox items with a logged-in discord.py client (``TableJudgeBot``)."""

    def __init__(self, client: discord.Client) -> None:
        self.client = client
        # (parent, name) -> a thread made in a text channel whose first post has not gone out yet:
        # a retry posts into it instead of opening a second thread.
        self._open_threads: dict[tuple[int, str], int] = {}
        # (forum, name) -> a forum post whose creation was attempted and failed somehow: it may exist
        # (Discord made it, then the answer was lost or unreadable), so a retry looks for it first.
        self._maybe_created: set[tuple[int, str]] = set()

    async def create_thread(self, parent_id: int, name: str, payload: dict[str, Any]) -> tuple[int, int]:
        try:
            parent = self.client.get_channel(parent_id) or await self.client.fetch_channel(parent_id)
            if isinstance(parent, discord.ForumChannel):
                key = (parent_id, name)
                found = await self._existing_post(parent, name, search=key in self._maybe_created)
                if found is not None:  # made by an earlier attempt: never a second post (issue 8)
                    self._maybe_created.discard(key)
                    return found, found  # a forum post's starter message has the thread's id
                self._maybe_created.add(key)  # from here on, any failure may follow a creation
                made = await parent.create_thread(  # type: ignore[call-overload]  # kwargs built per payload
                    name=name, auto_archive_duration=THREAD_ARCHIVE_MINUTES, **message_kwargs(payload)
                )
                self._maybe_created.discard(key)
                return made.thread.id, made.message.id
            if not isinstance(parent, discord.TextChannel):
                raise PermanentError(
                    f"channel {parent_id} cannot hold match threads ({type(parent).__name__})"
                )
            key = (parent_id, name)
            thread_id = self._open_threads.get(key)
            if thread_id is None and key in self._maybe_created:
                thread_id = await self._existing_post(parent, name, search=True)
            if thread_id is None:
                self._maybe_created.add(key)  # any failure from here on may follow a creation
                thread = await parent.create_thread(
                    name=name,
                    type=discord.ChannelType.public_thread,
                    auto_archive_duration=THREAD_ARCHIVE_MINUTES,  # type: ignore[arg-type]  # one of the allowed
                )
                thread_id = thread.id
            self._open_threads[key] = thread_id
            self._maybe_created.discard(key)
            sent = await self._channel(thread_id).send(**message_kwargs(payload))
            self._open_threads.pop(key, None)
            return thread_id, sent.id
        except SEND_ERRORS as exc:
            raise translate(exc) from exc

    async def _existing_post(
        self, parent: discord.ForumChannel | discord.TextChannel, name: str, *, search: bool
    ) -> int | None:
        """The id of ``parent``'s thread called ``name`` (names carry the match id, so they are unique):
        from the cache (kept by gateway events), and after a failed attempt also from Discord's list of
        active threads."""
        for thread in parent.threads:
            if thread.name == name:
                return thread.id
        if not search:
            return None
        try:
            active = await parent.guild.active_threads()
        except SEND_ERRORS:  # cannot tell: the caller treats the creation as not done yet
            log.warning("could not list the active threads of channel %s", parent.id)
            return None
        return next((t.id for t in active if t.parent_id == parent.id and t.name == name), None)

    async def post(self, channel_id: int, payload: dict[str, Any]) -> int:
        try:
            kwargs = message_kwargs(payload)
            if "view" not in kwargs:
                return await self._send(channel_id, kwargs)
            sent = await self._channel(channel_id).send(**kwargs)
        except SEND_ERRORS as exc:
            raise translate(exc) from exc
        return sent.id

    async def edit(self, channel_id: int, message_id: int, payload: dict[str, Any]) -> None:
        try:
            kwargs = message_kwargs(payload, edit=True)
            if "view" not in kwargs:
                await self._edit(channel_id, message_id, kwargs)
                return
            await (
                self._channel(channel_id)
                .get_partial_message(message_id)  # type: ignore[attr-defined]  # a text channel or thread
                .edit(**kwargs)
            )
        except SEND_ERRORS as exc:
            raise translate(exc) from exc

    async def _send(self, channel_id: int, kwargs: dict[str, Any]) -> int:
        """As ``Messageable.send`` for a message with no view (nothing to register for interactions),
        without building a Message from Discord's answer: the outbox needs only its id. Most of the
        judge's sends are these (a move's post, a DM), and the parsing ran on the loop every other
        request of the move waits on."""
        with handle_message_parameters(
            previous_allowed_mentions=self.client.allowed_mentions, **kwargs
        ) as params:
            data = await self.client.http.send_message(channel_id, params=params)
        return int(data["id"])

    async def _edit(self, channel_id: int, message_id: int, kwargs: dict[str, Any]) -> None:
        """As ``PartialMessage.edit`` for a message with no view, without building a Message from Discord's
        answer (see :meth:`_send`)."""
        with handle_message_parameters(
            previous_allowed_mentions=self.client.allowed_mentions, **kwargs
        ) as params:
            await self.client.http.edit_message(channel_id, message_id, params=params)

    async def pin(self, channel_id: int, message_id: int) -> None:
        try:
            await self._channel(channel_id).get_partial_message(message_id).pin()  # type: ignore[attr-defined]
        except SEND_ERRORS as exc:
            raise translate(exc) from exc

    async def dm(self, user_id: int, payload: dict[str, Any]) -> int:
        own = self.client.user
        if own is not None and user_id == own.id:
            return 0  # a practice seat is the bot's own: it reads its hand from the state, Discord has no DM to self
        try:
            channel = await self.client.create_dm(discord.Object(user_id))
            kwargs = message_kwargs(payload)
            if "view" not in kwargs:
                return await self._send(channel.id, kwargs)
            sent = await channel.send(**kwargs)
        except SEND_ERRORS as exc:
            raise translate(exc) from exc
        return sent.id

    def _channel(self, channel_id: int) -> discord.PartialMessageable | Messageable:
        return self.client.get_partial_messageable(channel_id)

"""What the outbox sends through, and one send: the :class:`Transport` an adapter (Discord, a console)
implements, the errors it maps its own onto, the detached :class:`Item` a send works on and the
:class:`Outcome` it comes to. No database here: recording outcomes is :mod:`bot.judge.delivered`.

The adapter maps its exceptions onto :class:`TransientError`, :class:`DMRefused`,
:class:`TargetNotFound` and :class:`PermanentError` (e.g. discord.Forbidden code 50007 → DMRefused,
discord.NotFound → TargetNotFound, 429/5xx → TransientError, other 4xx → PermanentError).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from bot.store.models import KIND_DM, KIND_EDIT, KIND_PIN, KIND_POST, KIND_THREAD

log = logging.getLogger("bot.judge.outbox")


class DeliveryError(Exception):
    """Base of what a transport raises."""


class TransientError(DeliveryError):
    """Try again later (429, 5xx, network). ``retry_after`` in seconds if the server said so."""

    def __init__(self, message: str = "", retry_after: float | None = None) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class DMRefused(DeliveryError):
    """The user does not accept DMs from the bot (Discord error 50007)."""


class TargetNotFound(DeliveryError):
    """The channel or message is gone (e.g. someone deleted the pinned table)."""


class PermanentError(DeliveryError):
    """Retrying will not help (missing permission, invalid payload)."""


class Transport(Protocol):
    """What the outbox needs from Discord (or a console). Payloads: see :mod:`bot.judge.payloads`."""

    async def create_thread(self, parent_id: int, name: str, payload: dict[str, Any]) -> tuple[int, int]:
        """Create a match thread under ``parent_id`` (a forum post, or a thread in a text channel) whose
        first message is ``payload``. Returns ``(thread id, first message id)``."""
        ...

    async def post(self, channel_id: int, payload: dict[str, Any]) -> int:
        """Send a message; returns its id."""
        ...

    async def edit(self, channel_id: int, message_id: int, payload: dict[str, Any]) -> None: ...

    async def pin(self, channel_id: int, message_id: int) -> None: ...

    async def dm(self, user_id: int, payload: dict[str, Any]) -> int:
        """Send a direct message; returns its id. Raises :class:`DMRefused` if the user blocks DMs."""
        ...


@dataclass(frozen=True)
class Item:
    """A detached copy of a claimed outbox row (sending happens outside any transaction)."""

    id: int
    kind: str
    lane: str
    target_id: int | None
    match_id: int | None
    payload: dict[str, Any]
    dedupe_key: str
    attempts: int
    channel_id: int | None  # the match thread, read when the item was claimed
    table_id: int | None  # the pinned table message, read when the item was claimed
    # a handed-over item's attachments, made when it is sent (the table's picture, a hand's file)
    later: Callable[[], list[tuple[str, bytes]]] | None = field(default=None, compare=False, repr=False)


@dataclass
class Outcome:
    status: str  # "sent" | "retry" | "failed" | "dm_refused"
    result_id: int | None = None
    thread_id: int | None = None
    store_table: bool = False
    repin: bool = False
    error: Exception | None = None
    retry_after: float | None = None


# (match id, payload) -> the attachments its "picture" / "files_from" spec asks for, made now: for an
# item whose in-memory maker is gone (claimed from the database after a restart, a retry, a backlog)
Attachments = Callable[[int, dict[str, Any]], list[tuple[str, bytes]]]
LATER_KEYS = ("picture", "files_from")


def is_plain_post(item: Item) -> bool:
    return item.kind == KIND_POST and item.payload.get("store_as") is None


def is_table_edit(item: Item) -> bool:
    return item.kind == KIND_EDIT and item.payload.get("message_ref") == "table"


async def send(transport: Transport, item: Item) -> Outcome:
    """Send one item; no database here."""
    channel_id = item.target_id if item.target_id is not None else item.channel_id
    out = Outcome("sent", store_table=item.payload.get("store_as") == "table")
    try:
        if item.kind == KIND_THREAD:
            assert item.target_id is not None, "a thread needs a parent channel"
            out.thread_id, out.result_id = await transport.create_thread(
                item.target_id, str(item.payload.get("name", "")), item.payload
            )
        elif item.kind == KIND_DM:
            assert item.target_id is not None
            out.result_id = await transport.dm(item.target_id, item.payload)
        elif channel_id is None:
            raise PermanentError("the match has no thread (its creation failed)")
        elif item.kind == KIND_POST:
            out.result_id = await transport.post(channel_id, item.payload)
        elif item.kind == KIND_EDIT:
            is_table = item.payload.get("message_ref") == "table"
            message_id = item.table_id if is_table else item.payload.get("message_id")
            try:
                if message_id is None:
                    raise TargetNotFound("no table message yet")
                await transport.edit(channel_id, int(message_id), item.payload)
                out.result_id = int(message_id)
            except TargetNotFound:
                if not is_table:
                    raise
                out.result_id = await transport.post(channel_id, item.payload)  # the table is gone: anew
                out.store_table = out.repin = True
        elif item.kind == KIND_PIN:
            is_table = item.payload.get("message_ref") == "table"
            message_id = item.table_id if is_table else item.payload.get("message_id")
            if message_id is None:
                raise PermanentError("nothing to pin")
            await transport.pin(channel_id, int(message_id))
            out.result_id = int(message_id)
        else:
            raise PermanentError(f"unknown outbox kind {item.kind!r}")
    except DMRefused as exc:
        return Outcome("dm_refused", error=exc)
    except (TargetNotFound, PermanentError, AssertionError) as exc:
        return Outcome("failed", error=exc)
    except Exception as exc:
        if not isinstance(exc, TransientError):
            log.exception("outbox item %s (%s) failed; will retry", item.id, item.dedupe_key)
        retry_after = exc.retry_after if isinstance(exc, TransientError) else None
        return Outcome("retry", error=exc, retry_after=retry_after)
    return out

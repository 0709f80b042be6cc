"""The plain data that crosses the judge's boundary: what comes in from an adapter, what goes back.

No discord.py types here, so the console demo, the tests and the Discord adapter all speak the same
language. Ids are Discord snowflakes (ints) or whatever unique ints the caller's transport uses.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Literal


class Left(enum.Enum):
    """How a request to take a seat out of its live match ended (a tournament drop or penalty, issue 25)."""

    NOW = "now"  # the seat's concession is posted
    ALREADY = "already"  # nothing to do: the seat left before (a drop, then a disqualification), or it is over
    CANNOT = "cannot"  # the game cannot take it (no concede post, refused, not loading): a judge must act


ReplyStatus = Literal["accepted", "duplicate", "ignored", "refused", "ok", "error"]


@dataclass(frozen=True, slots=True)
class Actor:
    """Who calls a command. The adapter decides ``is_judge`` (judge role) and ``is_admin`` (manage server)."""

    user_id: int
    name: str
    is_judge: bool = False
    is_admin: bool = False
    # The server the call came from (None: a DM, or a trusted caller such as the console). Judge and admin
    # rights hold there only: a command about a match or tournament of another server is refused.
    guild_id: int | None = None


@dataclass(frozen=True, slots=True)
class ThreadPost:
    """A message posted in a channel or thread (the judge looks up whether it is a match thread)."""

    message_id: int
    channel_id: int
    author_id: int
    author_name: str
    text: str
    author_is_bot: bool = False  # the bot's own messages (Discord echoes them) and other bots: ignored


@dataclass(frozen=True, slots=True)
class Attachment:
    filename: str
    data: bytes


@dataclass(frozen=True, slots=True)
class DirectMessage:
    """A DM to the bot. ``#<match id>`` at the start picks the match when several wait for this user."""

    message_id: int
    author_id: int
    text: str
    attachments: tuple[Attachment, ...] = ()
    author_name: str = ""


@dataclass(frozen=True, slots=True)
class Reply:
    """What the caller shows the user who acted, privately (ephemeral / a DM), or nothing if ``text`` is None.

    ``status``: accepted (the post is in the log), duplicate (seen before; nothing new), ignored (chat,
    not a match channel), refused (nothing changed; ``text`` says why), ok (a command did its work),
    error (the engine failed; nothing changed).
    """

    status: ReplyStatus
    text: str | None = None
    match_id: int | None = None
    ephemeral: bool = True
    files: tuple[tuple[str, bytes], ...] = field(default_factory=tuple)

    @property
    def accepted(self) -> bool:
        return self.status in ("accepted", "duplicate")

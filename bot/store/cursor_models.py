"""Where the bot last read each channel it must not miss a post in (match threads, players' DMs).

Discord's gateway does not replay what was posted while the bot was away; on (re)connect the bot reads
each channel's history after ``last_seen`` (:mod:`bot.discord.catchup`). A cursor only ever moves forward,
and only past messages already judged, so it is a lower bound: reading from it again costs requests,
never a post (message ids stay the dedupe key).
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import BigInteger, Column
from sqlmodel import Field, SQLModel

from bot.store.models import _snowflake, _stamp
from bot.store.types import UTCDateTime


class ChannelCursor(SQLModel, table=True):
    __tablename__ = "channel_cursors"

    channel_id: int = Field(sa_column=Column(BigInteger, primary_key=True, autoincrement=False))
    last_seen: int = Field(sa_column=Column(BigInteger, nullable=False))  # a message id (snowflake)
    user_id: int | None = _snowflake(index=True)  # set for a DM channel: whose DMs these are
    updated_at: datetime = _stamp()


class ScheduledDeletion(SQLModel, table=True):
    """A message of the bot's to delete at ``due_at`` (the "private answer waiting" note in a thread): a
    timer that must outlive a restart (:mod:`bot.discord.deletions`)."""

    __tablename__ = "scheduled_deletions"

    message_id: int = Field(sa_column=Column(BigInteger, primary_key=True, autoincrement=False))
    channel_id: int = Field(sa_column=Column(BigInteger, nullable=False))
    due_at: datetime = Field(sa_column=Column(UTCDateTime(), nullable=False, index=True))

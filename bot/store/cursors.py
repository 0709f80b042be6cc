"""Reading and moving the channel cursors (:class:`bot.store.cursor_models.ChannelCursor`).

``advance`` never moves a cursor back (one statement per batch, ``max`` in SQL), so two processes, or a
late flush after the catch-up, cannot undo each other. The catch-up's plan reads what it needs in one go:
the live match threads, and the DM channels of players a private decision is waiting for.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import case, select
from sqlalchemy.dialects.postgresql import insert as pg_insert
from sqlalchemy.dialects.sqlite import insert as sqlite_insert

from bot.store.cursor_models import ChannelCursor
from bot.store.models import LIVE_STATUSES, Match, MatchSeat, Reminder
from bot.store.store import Store
from bot.store.tournament_models import TournamentEntry, TournamentRecord
from bot.store.types import utcnow

DISCORD_EPOCH_MS = 1420070400000

_CURSORS = ChannelCursor.__table__  # type: ignore[attr-defined]


def snowflake_at(when: datetime) -> int:
    """The smallest snowflake Discord could give a message made at ``when`` (for "after this time")."""
    ms = int(when.timestamp() * 1000) - DISCORD_EPOCH_MS
    return max(ms, 0) << 22


@dataclass(frozen=True)
class LiveThread:
    match_id: int
    channel_id: int
    guild_id: int | None
    user_ids: tuple[int, ...]
    started_at: datetime | None


@dataclass(frozen=True)
class WaitingDM:
    """A player whose private decision (in ``match_ids``) may have been answered by DM meanwhile."""

    user_id: int
    match_ids: tuple[int, ...]
    pending_since: datetime


def live_threads(store: Store) -> list[LiveThread]:
    """Every live match with a thread, and who sits in it."""
    with store.engine.connect() as conn:
        rows = conn.execute(
            select(Match.id, Match.channel_id, Match.guild_id, Match.started_at, MatchSeat.user_id)  # type: ignore[call-overload]
            .join(MatchSeat, MatchSeat.match_id == Match.id)
            .where(Match.status.in_(LIVE_STATUSES), Match.channel_id.is_not(None))  # type: ignore[attr-defined,union-attr]
            .order_by(Match.id, MatchSeat.seat)
        ).all()
    found: dict[int, LiveThread] = {}
    for mid, channel_id, guild_id, started_at, user_id in rows:
        old = found.get(mid)
        users = (*old.user_ids, user_id) if old else (user_id,)
        found[mid] = LiveThread(mid, channel_id, guild_id, users, started_at)
    return list(found.values())


def waiting_dms(store: Store) -> list[WaitingDM]:
    """Players with a private decision pending in a live match (the reminders table says so), and players
    whose tournament entry still takes a deck by DM (``match_ids`` of theirs: none, unless they also
    have a decision pending)."""
    with store.engine.connect() as conn:
        rows = conn.execute(
            select(MatchSeat.user_id, Reminder.match_id, Reminder.pending_since)  # type: ignore[call-overload]
            .join(Reminder, (Reminder.match_id == MatchSeat.match_id) & (Reminder.seat == MatchSeat.seat))
            .join(Match, Match.id == Reminder.match_id)
            .where(Reminder.private.is_(True), Match.status.in_(LIVE_STATUSES))  # type: ignore[attr-defined]
        ).all()
        entries = conn.execute(
            select(TournamentEntry.user_id, TournamentEntry.registered_at)  # type: ignore[call-overload]
            .join(TournamentRecord, TournamentRecord.id == TournamentEntry.tournament_id)
            .where(TournamentEntry.deck_locked.is_(False), TournamentRecord.phase != "finished")  # type: ignore[attr-defined]
        ).all()
    found: dict[int, WaitingDM] = {}
    for user_id, mid, since in [*rows, *((u, None, at) for u, at in entries)]:
        old = found.get(user_id)
        mids = () if mid is None else (mid,)
        if old is None:
            found[user_id] = WaitingDM(user_id, mids, since)
        else:
            found[user_id] = WaitingDM(user_id, (*old.match_ids, *mids), min(old.pending_since, since))
    return list(found.values())


def load(store: Store, channel_ids: Iterable[int] | None = None) -> dict[int, int]:
    """channel id -> last seen message id (all cursors, or those of ``channel_ids``)."""
    query = select(_CURSORS.c.channel_id, _CURSORS.c.last_seen)
    if channel_ids is not None:
        wanted = list(channel_ids)
        if not wanted:
            return {}
        query = query.where(_CURSORS.c.channel_id.in_(wanted))
    with store.engine.connect() as conn:
        return {int(c): int(s) for c, s in conn.execute(query).all()}


def dm_channels(store: Store, user_ids: Iterable[int]) -> dict[int, int]:
    """user id -> their DM channel with the bot, as far as the bot has seen one."""
    wanted = list(user_ids)
    if not wanted:
        return {}
    with store.engine.connect() as conn:
        rows = conn.execute(
            select(_CURSORS.c.user_id, _CURSORS.c.channel_id).where(_CURSORS.c.user_id.in_(wanted))
        ).all()
    return {int(u): int(c) for u, c in rows}


def advance(store: Store, seen: Mapping[int, int], users: Mapping[int, int] | None = None) -> None:
    """Move each channel's cursor to at least ``seen[channel]`` (``users``: DM channel -> its user)."""
    if not seen:
        return
    users = users or {}
    now = utcnow()
    rows = [
        {"channel_id": c, "last_seen": m, "user_id": users.get(c), "updated_at": now}
        for c, m in sorted(seen.items())
    ]
    insert = pg_insert if store.engine.dialect.name == "postgresql" else sqlite_insert
    stmt = insert(_CURSORS).values(rows)
    excluded = stmt.excluded
    stmt = stmt.on_conflict_do_update(
        index_elements=[_CURSORS.c.channel_id],
        set_={
            "last_seen": case(
                (excluded.last_seen > _CURSORS.c.last_seen, excluded.last_seen), else_=_CURSORS.c.last_seen
            ),
            "user_id": case((excluded.user_id.is_(None), _CURSORS.c.user_id), else_=excluded.user_id),
            "updated_at": excluded.updated_at,
        },
    )
    with store.tx() as tx:  # inside a Store.batch() (the catch-up), a part of it
        tx.connection.execute(stmt)

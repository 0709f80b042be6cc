"""Claiming outbox items from the database: the heads of lanes that are due, each claimed by one
process at a time.

A claim is a head of its lane (no older pending item in the lane) that is due; claiming it moves its
``next_attempt_at`` a lease ahead and notes the claimer in ``last_error``, in a transaction that locks the
rows with ``FOR UPDATE SKIP LOCKED`` (PostgreSQL), so two processes never claim one item, and a lane has at
most one item in flight anywhere. An item whose claimer died becomes due again when the lease runs out (or
at once when the same shards start again)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import exists, func, literal_column, or_, update
from sqlalchemy.orm import aliased
from sqlmodel import col, select

from bot.judge.delivered import drop_files
from bot.judge.lanes import Lanes
from bot.judge.transport import Item
from bot.store import PENDING, SUPERSEDED, Match, Outbox, Store, Tx, utc
from bot.store.models import KIND_DM, KIND_EDIT

CLAIM = "claimed by "  # Outbox.last_error of an item a process is sending (see Claims)
DEFAULT_LEASE = 60.0


@dataclass(frozen=True)
class Shards:
    """The Discord shards one process runs: it delivers the items of the guilds they carry
    (``(guild_id >> 22) % count in ids``), DMs and guild-less items being anyone's."""

    count: int
    ids: tuple[int, ...]

    @property
    def tag(self) -> str:
        return f"shards {','.join(map(str, self.ids))}/{self.count}"


def claim_tag(shards: Shards | None) -> str:
    """What ``last_error`` says of an item this process (these shards) claimed."""
    return CLAIM + (shards.tag if shards is not None else "the only process")


class Claims:
    """The database path's claims, releases and due times for one delivery."""

    def __init__(
        self,
        store: Store,
        clock: Callable[[], datetime],
        shards: Shards | None,
        lease_seconds: float,
        lanes: Lanes,
    ) -> None:
        self.store = store
        self.clock = clock
        self.shards = shards
        self.lease = timedelta(seconds=lease_seconds)
        self.tag = claim_tag(shards)
        self.lanes = lanes
        self.due: datetime | None = None

    def query(self, now: datetime, lane: str | None, limit: int) -> Any:
        older = aliased(Outbox)
        is_head = ~exists().where(
            col(older.lane) == col(Outbox.lane),
            col(older.status) == PENDING,
            col(older.id) < col(Outbox.id),
        )
        query = (
            select(Outbox, Match.channel_id, Match.table_message_id)
            .outerjoin(Match, col(Match.id) == col(Outbox.match_id))
            .where(Outbox.status == PENDING, col(Outbox.next_attempt_at) <= now, is_head)
        )
        if lane is not None:
            query = query.where(Outbox.lane == lane)
        if self.shards is not None:
            # int literals: PostgreSQL has bigint >> integer, not bigint >> bigint
            shard = col(Match.guild_id).op(">>")(literal_column("22")) % literal_column(
                str(self.shards.count)
            )
            query = query.where(
                or_(
                    col(Outbox.kind) == KIND_DM,
                    col(Match.guild_id).is_(None),
                    shard.in_([literal_column(str(i)) for i in self.shards.ids]),
                )
            )
        return query.order_by(col(Outbox.id)).limit(limit).with_for_update(of=Outbox, skip_locked=True)

    def claim_in(self, tx: Tx, now: datetime, lane: str | None, limit: int) -> list[Item]:
        claimed: list[Item] = []
        while len(claimed) < limit:
            rows = list(tx.session.exec(self.query(now, lane, limit - len(claimed))))
            superseded = False
            for row, channel_id, table_id in rows:
                if row.lane in self.lanes.fast:  # its lane is going out from memory: claimed after it drains
                    self.lanes.skipped_fast = True
                    continue
                if self.supersede(tx, row):
                    superseded = True  # its lane has a new head: query again
                    continue
                row.next_attempt_at = now + self.lease
                row.last_error = self.tag
                tx.session.add(row)
                claimed.append(
                    Item(
                        row.id or 0,  # stored rows always have one
                        row.kind,
                        row.lane,
                        row.target_id,
                        row.match_id,
                        dict(row.payload),
                        row.dedupe_key,
                        row.attempts,
                        channel_id,
                        table_id,
                    )
                )
            if not superseded:
                break
        return claimed

    def supersede(self, tx: Tx, row: Outbox) -> bool:
        """A pending table edit with a newer pending table edit behind it in its lane is pointless."""
        if row.kind != KIND_EDIT or row.payload.get("message_ref") != "table":
            return False
        newer = tx.session.exec(
            select(Outbox.payload).where(
                Outbox.lane == row.lane,
                Outbox.status == PENDING,
                Outbox.kind == KIND_EDIT,
                col(Outbox.id) > (row.id or 0),
            )
        )
        if not any(p.get("message_ref") == "table" for p in newer):
            return False
        row.status = SUPERSEDED
        drop_files(row)
        tx.session.add(row)
        self.lanes.report.superseded += 1
        return True

    def blocked_lanes(self) -> None:
        """At start-up: every lane with a pending item belongs to the database path until it drains."""
        with self.store.tx() as tx:
            lanes = tx.session.exec(select(Outbox.lane).where(Outbox.status == PENDING).distinct())
            self.lanes.blocked |= set(lanes)

    def release(self, ids: list[int]) -> None:
        """Claims this process gives back: the items are due for the database path at once."""
        now = utc(self.clock())
        with self.store.tx() as tx:
            tx.session.execute(
                update(Outbox)
                .where(col(Outbox.id).in_(ids), col(Outbox.status) == PENDING)
                .values(last_error=None, next_attempt_at=now)
            )
        self.lanes.claim_again = self.lanes.db_dirty = True

    def release_own_claims(self) -> int:
        """At start-up: items this process (the same shards) had claimed before it died are due now."""
        with self.store.tx() as tx:
            rows = list(
                tx.session.exec(select(Outbox).where(Outbox.status == PENDING, Outbox.last_error == self.tag))
            )
            now = utc(self.clock())
            for row in rows:
                row.next_attempt_at = now
                row.last_error = None
                tx.session.add(row)
        return len(rows)

    def next_due(self) -> datetime | None:
        """When the earliest pending item falls due. Read again only after the database path changed
        something (a claim, a settled or released item): sends from memory never make an item due."""
        if not self.lanes.db_dirty:
            return self.due
        self.lanes.db_dirty = False
        with self.store.tx() as tx:
            when = tx.session.exec(
                select(func.min(Outbox.next_attempt_at)).where(Outbox.status == PENDING)
            ).one()
        self.due = utc(when) if when is not None else None
        return self.due

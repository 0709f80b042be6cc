"""What a send came to, written to the store: a row marked sent (with the message, thread or table it
made, in the same transaction), retried with backoff, or failed (a DM refused tells the thread once);
plain sends recorded in batches; delivered rows of old matches purged. The totals go to a
:class:`DeliveryReport`."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from sqlalchemy import bindparam, update
from sqlmodel import col

from bot.judge.messages import norm_lang, t
from bot.judge.payloads import mention, message, nonce_for
from bot.judge.transport import Item, Outcome
from bot.store import FAILED, PENDING, SENT, SUPERSEDED, Outbox, Store, Tx, utc
from bot.store.models import KIND_PIN, KIND_POST
from cards.core import Lang

log = logging.getLogger("bot.judge.outbox")

MAX_BACKOFF = 300.0


@dataclass
class DeliveryReport:
    sent: int = 0
    failed: int = 0
    retried: int = 0
    superseded: int = 0
    errors: list[str] = field(default_factory=list)
    next_due: datetime | None = None  # when the earliest waiting lane may be tried again


Record = tuple[int, str, int | None, datetime]  # (outbox id, status, message id, when)


MARK_SENT = (
    update(Outbox)
    .where(col(Outbox.id) == bindparam("i"), col(Outbox.status) == PENDING)
    .values(
        status=SENT,
        result_message_id=bindparam("r"),
        sent_at=bindparam("t"),
        attempts=col(Outbox.attempts) + 1,
        last_error=None,
    )
)
MARK_SUPERSEDED = (
    update(Outbox)
    .where(col(Outbox.id) == bindparam("i"), col(Outbox.status) == PENDING)
    .values(status=SUPERSEDED, last_error=None)
)


def purge_delivered(store: Store, finished_before: datetime) -> int:
    """Drop the delivered items of matches finished before ``finished_before`` (see ``Tx.purge_delivered``)."""
    with store.tx() as tx:
        n = tx.purge_delivered(utc(finished_before))
    if n:
        log.info("purged %d delivered outbox items of matches finished before %s", n, finished_before)
    return n


def drop_files(row: Outbox) -> None:
    """A table edit's picture is only worth its bytes until it is sent or superseded: keep the names."""
    files = row.payload.get("files")
    if files:
        row.payload = {**row.payload, "files": [{"filename": f["filename"], "data_b64": ""} for f in files]}


def note_due(report: DeliveryReport, when: datetime) -> None:
    if report.next_due is None or when < report.next_due:
        report.next_due = when


def record_sent(tx: Tx, row: Outbox, item: Item, out: Outcome, now: datetime) -> None:
    row.status, row.result_message_id, row.sent_at = SENT, out.result_id, now
    row.attempts += 1
    row.last_error = None
    if item.payload.get("message_ref") == "table":
        drop_files(row)
    tx.session.add(row)
    match = tx.match(item.match_id) if item.match_id is not None else None
    if match is None or (out.thread_id is None and not (out.store_table and out.result_id is not None)):
        return
    if out.thread_id is not None:
        match.channel_id = out.thread_id
    if out.store_table and out.result_id is not None:
        match.table_message_id = out.result_id
    tx.session.add(match)
    if out.repin:
        tx.enqueue(
            kind=KIND_PIN,
            lane=item.lane,
            dedupe_key=f"{item.dedupe_key}:repin:{out.result_id}",
            match_id=item.match_id,
            payload={"message_ref": "table"},
            now=now,
        )


def record_retry(row: Outbox, out: Outcome, now: datetime, report: DeliveryReport, max_attempts: int) -> bool:
    """Count a failed attempt; True if the item gave up (failed for good)."""
    row.attempts += 1
    row.last_error = f"{type(out.error).__name__}: {out.error}"[:500]
    if row.attempts >= max_attempts:
        row.status = FAILED
        report.failed += 1
        report.errors.append(f"{row.dedupe_key}: gave up after {row.attempts} attempts: {row.last_error}")
        return True
    delay = out.retry_after if out.retry_after is not None else min(2.0**row.attempts, MAX_BACKOFF)
    row.next_attempt_at = now + timedelta(seconds=delay)
    report.retried += 1
    return False


def record_failed(
    tx: Tx,
    row: Outbox,
    item: Item,
    out: Outcome,
    report: DeliveryReport,
    default_language: Lang,
    now: datetime,
) -> None:
    row.status = FAILED
    row.attempts += 1
    row.last_error = f"{type(out.error).__name__}: {out.error}"[:500]
    tx.session.add(row)
    report.failed += 1
    report.errors.append(f"{item.dedupe_key}: {row.last_error}")
    if out.status == "dm_refused" and item.match_id is not None and item.target_id is not None:
        note_dm_refused(tx, item.match_id, item.target_id, default_language, now)


def note_dm_refused(
    tx: Tx, match_id: int, user_id: int, default_language: Lang, now: datetime | None
) -> None:
    """Tell a seated player in the thread, once per match, that DMs do not reach them."""
    match = tx.match(match_id)
    if match is None or user_id not in {s.user_id for s in tx.seats(match_id)}:
        return
    guild = tx.guild(match.guild_id)
    lang = norm_lang(guild.language if guild else None, default_language)
    key = f"m{match_id}:dmblocked:{user_id}"
    text = t("dm_blocked", lang, mention=mention(user_id), match=match_id)
    tx.enqueue(
        kind=KIND_POST,
        lane=f"match:{match_id}",
        dedupe_key=key,
        match_id=match_id,
        payload=message(text, users=[user_id], nonce=nonce_for(key)),
        now=now,
    )


def record_done(tx: Tx, batch: list[Record]) -> None:
    """Mark plain sends sent and skipped table edits superseded (only rows still pending)."""
    if not batch:
        return
    sent = [{"i": i, "r": r, "t": at} for i, status, r, at in batch if status == SENT]
    gone = [{"i": i} for i, status, _, _ in batch if status == SUPERSEDED]
    connection = tx.session.connection()
    if sent:
        connection.execute(MARK_SENT, sent)
    if gone:
        connection.execute(MARK_SUPERSEDED, gone)


def settle(
    tx: Tx,
    item: Item,
    outcome: Outcome,
    report: DeliveryReport,
    *,
    max_attempts: int,
    default_language: Lang,
    now: datetime,
) -> bool:
    """Record what sending ``item`` came to; True if its lane may go on (sent, failed for good, or the
    row is no longer pending), False if it waits for a retry."""
    row = tx.session.get(Outbox, item.id)
    if row is None or row.status != PENDING:
        return True
    if outcome.status == "sent":
        record_sent(tx, row, item, outcome, now)
        report.sent += 1
        return True
    if outcome.status == "retry":
        gone_on = record_retry(row, outcome, now, report, max_attempts)
        tx.session.add(row)
        if not gone_on:
            note_due(report, utc(row.next_attempt_at))
        return gone_on
    record_failed(tx, row, item, outcome, report, default_language, now)
    return True

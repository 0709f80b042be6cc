"""Reminders and deadlines: one reminder row per seat with a pending decision; a decision that waited a
whole deadline period is reminded (once per period) and, the first time, the judge role is told."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any

from bot.judge.api import Reply
from bot.judge.context import Abort, MatchCtx, label
from bot.judge.desk import Desk
from bot.judge.live import LiveStates
from bot.judge.messages import t
from bot.judge.payloads import escape, mention, role_mention
from bot.judge.runner import Runner
from bot.judge.writer import OutboxWriter
from bot.store import ACTIVE, Reminder, Tx, utc
from cards.core import Decision


class Reminders:
    """Keeps the reminder rows in step with the pending decisions, and reminds when a deadline passes."""

    def __init__(self, desk: Desk, live: LiveStates, writer: OutboxWriter, runner: Runner) -> None:
        self.desk = desk
        self.live = live
        self.writer = writer
        self.runner = runner

    def sync(self, tx: Tx, m: MatchCtx, acted: set[int], before: Sequence[Decision] | None = None) -> None:
        """Keep one reminder row per seat with a pending decision, keyed on the decision's id: a new
        decision (or a seat that just acted) starts the period afresh.

        ``before``: the decisions pending when the rows were last synced (a post's own state before
        it): then the rows are rewritten from the difference, without reading them."""
        now = self.desk.now()
        pending: dict[int, Decision] = {}
        for d in m.game.pending(m.state):
            pending.setdefault(d.seat, d)
        if before is not None:
            old: dict[int, Decision] = {}
            for d in before:
                old.setdefault(d.seat, d)
            gone = [seat for seat in old if seat not in pending]
            fresh = [
                seat
                for seat, d in pending.items()
                if seat in acted or seat not in old or old[seat].id != d.id
            ]
            rows = [
                {
                    "match_id": m.id,
                    "seat": seat,
                    "kind": pending[seat].kind,
                    "decision_id": pending[seat].id,
                    "private": pending[seat].private,
                    "pending_since": now,
                    "periods_reminded": 0,
                    "judge_notified": False,
                }
                for seat in fresh
            ]
            tx.replace_reminders(m.id, gone + fresh, rows)
            return
        for row in tx.reminders(m.id):
            decision = pending.pop(row.seat, None)
            if decision is None:
                tx.session.delete(row)
            elif row.seat in acted or row.decision_id != decision.id:
                row.kind, row.decision_id, row.private = decision.kind, decision.id, decision.private
                row.pending_since, row.periods_reminded, row.judge_notified = now, 0, False
                tx.session.add(row)
        for seat, d in pending.items():
            tx.session.add(
                Reminder(
                    match_id=m.id,
                    seat=seat,
                    kind=d.kind,
                    decision_id=d.id,
                    private=d.private,
                    pending_since=now,
                )
            )

    def _clear_reminders(self, tx: Tx, match_id: int) -> None:
        tx.clear_reminders(match_id)

    def clear(self, tx: Tx, match_id: int) -> None:
        tx.clear_reminders(match_id)

    def tick(self, now: datetime | None = None) -> list[tuple[int, int]]:
        """Remind each player whose decision has waited a whole deadline period (once per period) and,
        the first time, tell the judge role in the thread. Returns the (match id, seat) pairs reminded."""
        when = utc(now) if now is not None else self.desk.now()
        reminded: list[tuple[int, int]] = []

        def work(tx: Tx) -> Reply:
            # one query for every live match; a row younger than the shortest deadline is never due
            shortest = timedelta(hours=max(0, min(1, self.desk.default_deadline_hours)))
            for match, rows in tx.waiting_reminders(ACTIVE, when - shortest):
                if match.id in self.live.broken:
                    continue
                hours = self.desk.deadline_hours(tx, match)
                period = timedelta(hours=hours)
                due = [(r, int((when - r.pending_since) / period)) for r in rows]
                due = [(r, k) for r, k in due if k >= 1 and k > r.periods_reminded]
                if not due:
                    continue
                try:
                    m = self.live.open(tx, match, self.desk.guild_lang(tx, match.guild_id))
                except Abort:
                    continue
                guild = tx.guild(match.guild_id)
                role = guild.judge_role_id if guild else None
                for row, k in due:
                    uid = m.user(row.seat)
                    waited = int((when - row.pending_since).total_seconds() // 3600)
                    since = int(row.pending_since.timestamp())
                    key = f"m{m.id}:remind:{row.seat}:{since}:{k}"
                    decision = _reminded(m, row)
                    if row.private:
                        plang = self.desk.user_lang(tx, uid, match.guild_id)
                        self.writer.dm(
                            tx,
                            m.id,
                            uid,
                            key,
                            t(
                                "reminder_private",
                                plang,
                                match=m.id,
                                decision=label(m, decision, plang),
                                hours=waited,
                            ),
                        )
                    else:
                        text = t(
                            "reminder_public",
                            m.lang,
                            mention=mention(uid),
                            match=m.id,
                            decision=label(m, decision, m.lang),
                            hours=waited,
                        )
                        self.writer.say(tx, m, key, text, users=[uid])
                    row.periods_reminded = k
                    if not row.judge_notified:
                        judge = role_mention(role) if role else f"**{t('judge_word', m.lang)}**"
                        text = t(
                            "deadline_judge",
                            m.lang,
                            judge=judge,
                            name=f"**{escape(m.name(row.seat))}**",
                            match=m.id,
                            hours=waited,
                            deadline=hours,
                        )
                        self.writer.say(
                            tx, m, f"m{m.id}:deadline:{row.seat}:{since}", text, roles=[role] if role else []
                        )
                        row.judge_notified = True
                    tx.session.add(row)
                    reminded.append((m.id, row.seat))
            return Reply("ok")

        self.runner.run(work)
        return reminded


def _reminded(m: MatchCtx, row: Any) -> Decision:
    """The pending decision a reminder is about, with its data (e.g. how many cards to reveal, as
    the first prompt asked): by its id, else the seat's first pending one."""
    pending = [d for d in m.game.pending(m.state) if d.seat == row.seat]
    chosen = next((d for d in pending if d.id == row.decision_id), None)
    return chosen or (pending[0] if pending else Decision(row.seat, row.kind, row.private))

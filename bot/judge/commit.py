"""The commit of an accepted post or a finish: the post is logged, everything it causes is queued
(thread post, DMs, the table, reminders, a snapshot now and then) and the caches learn the new state
after the commit — all in the caller's one transaction.

Each takes ONE record (:class:`AcceptedPost`, :class:`Finish`) saying what was decided."""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bot.judge import snapshots
from bot.judge.api import Attachment
from bot.judge.context import MatchCtx
from bot.judge.desk import Desk
from bot.judge.live import LiveStates
from bot.judge.messages import t
from bot.judge.payloads import mention
from bot.judge.reminders import Reminders
from bot.judge.telling import Herald
from bot.judge.writer import OutboxWriter
from bot.store import FINISHED, Match, Tx
from cards.core import Event, Result

log = logging.getLogger(__name__)

FinishHook = Callable[[Tx, Match, Any], None]


@dataclass(frozen=True)
class AcceptedPost:
    """A post the engine accepted: who posted what, the action and the state and events it led to."""

    seat: int
    text: str
    action: Any
    new_state: Any
    events: Sequence[Event]
    source_key: str  # the post's origin (``msg:…``, ``dm:…``, ``interaction:…``): a redelivery is a duplicate
    message_id: int | None
    actor_id: int  # the player, or the judge who posted for the seat
    actor_kind: str  # "player" | "judge"
    private: bool  # answered by DM (its text is never shown in the thread)
    lead: str | None = None  # a first line for the thread post (an echo of /play, a judge's note)
    upload: Attachment | None = None

    @classmethod
    def by_judge(
        cls,
        seat: int,
        text: str,
        action: Any,
        applied: tuple[Any, Sequence[Event]],
        *,
        judge_id: int,
        source_key: str,
        private: bool = False,
        lead: str | None = None,
    ) -> AcceptedPost:
        """The judge posts ``text`` for ``seat`` (``/judge act``, a seat taken out of its match): no
        Discord message of its own; ``applied`` is the new state and the events the engine gave."""
        new_state, events = applied
        return cls(
            seat=seat,
            text=text,
            action=action,
            new_state=new_state,
            events=list(events),
            source_key=source_key,
            message_id=None,
            actor_id=judge_id,
            actor_kind="judge",
            private=private,
            lead=lead,
        )


@dataclass(frozen=True)
class Finish:
    """A match's end: its result, the outbox key of the announcement, an optional first line and the
    judge who decided it (None: the game did)."""

    result: Result
    key: str
    lead: str | None = None
    judge_id: int | None = None


class Committer:
    """Accepts posts and finishes matches inside the caller's transaction."""

    def __init__(
        self,
        desk: Desk,
        live: LiveStates,
        writer: OutboxWriter,
        herald: Herald,
        reminders: Reminders,
    ) -> None:
        self.desk = desk
        self.live = live
        self.writer = writer
        self.herald = herald
        self.reminders = reminders
        self.finish_hooks: list[FinishHook] = []

    def accept(self, tx: Tx, m: MatchCtx, post: AcceptedPost) -> int:
        """Log the post (with the game's canonical text of its action) and queue everything it causes.
        Returns its seq. Every outbox key it causes names the new seq, so each is new (``fresh``)."""
        before = list(m.game.pending(m.state))
        canonical = self._canonical(m, post.seat, post.action)
        seq = self.live.next_seq(tx, m.id)
        tx.insert_post(  # every caller looked its source key up in this transaction
            match_id=m.id,
            seq=seq,
            seat=post.seat,
            source_key=post.source_key,
            message_id=post.message_id,
            text=post.text,
            canonical=canonical,
            upload_name=post.upload.filename if post.upload else None,
            upload_data=post.upload.data if post.upload else None,
            private=post.private,
            actor_id=post.actor_id,
            actor_kind=post.actor_kind,
            accepted_at=self.desk.now(),
        )
        m.state = post.new_state
        key = f"m{m.id}:s{seq}"
        result = m.game.result(post.new_state)
        told, users = self.herald.tell(tx, m, post.events, before, key, seq, ask=result is None, fresh=True)
        lines = ([post.lead] if post.lead else []) + told
        if lines:
            self.writer.say(tx, m, f"{key}:post", "\n".join(lines), users=users, fresh=True)
        self.writer.table(tx, m, f"{key}:table", fresh=True)
        if result is not None:
            self._finish(tx, m, Finish(result, key=f"{key}:result"), fresh=True)
        else:
            self.reminders.sync(tx, m, acted={post.seat}, before=before)
            if seq % snapshots.EVERY == 0:
                self.live.snapshot(tx, m.game, m.id, seq, post.new_state)
            self.live.posted(tx, m.id, seq)
        self.live.keep(tx, m.match, post.new_state)
        self.live.remember_position(tx, m.id)
        return seq

    def _canonical(self, m: MatchCtx, seat: int, action: Any) -> str | None:
        """The canonical text of an accepted action, checked to read back (None: the raw text is kept)."""
        try:
            text = m.game.canonical(m.state, seat, action)
            m.game.parse_canonical(m.state, seat, text)
        except NotImplementedError:
            return None
        except Exception:
            log.exception("canonical failed in match %s; the raw post is logged alone", m.id)
            return None
        return text

    def finish(self, tx: Tx, m: MatchCtx, end: Finish) -> None:
        """End the match: its result recorded and announced, reminders cleared, finish hooks run."""
        self._finish(tx, m, end, fresh=False)

    def finish_match_in(
        self, tx: Tx, match: Match, result: Result, *, lead: str | None = None, judge_id: int | None = None
    ) -> None:
        """End a live match with ``result`` inside the caller's transaction (the thread is told; finish
        hooks run). For decisions taken outside the match, e.g. a tournament judge's award."""
        assert match.id is not None
        tx.lock_match(match)
        game: Any = self.desk.games.get(match.game)  # not needed to finish: an unloaded game still ends
        m = MatchCtx(
            match,
            game,
            self.live.cached(match.id),
            tx.seats(match.id),
            self.desk.guild_lang(tx, match.guild_id),
        )
        key = f"m{match.id}:end:{uuid.uuid4().hex[:12]}"
        self.finish(tx, m, Finish(result, key=key, lead=lead, judge_id=judge_id))

    def _finish(self, tx: Tx, m: MatchCtx, end: Finish, *, fresh: bool) -> None:
        result = end.result
        m.match.status = FINISHED
        m.match.finished_at = self.desk.now()
        m.match.result = {**result.to_dict(), "judge_id": end.judge_id}
        tx.session.add(m.match)
        text = self.herald.result_text(m, result)
        if result.reason:
            text += " " + t("result_reason", m.lang, reason=m.game.reason_text(result.reason, m.lang))
        users = [s.user_id for s in m.seats]
        lines = ([end.lead] if end.lead else []) + [text, " ".join(mention(u) for u in users)]
        self.writer.say(tx, m, end.key, "\n".join(lines), users=users, fresh=fresh)
        self.reminders.clear(tx, m.id)
        tx.audit(
            "finished", match_id=m.id, actor_id=end.judge_id, detail=dict(m.match.result), at=self.desk.now()
        )
        self.live.keep(tx, m.match, None)  # finished: leaves the live-state cache after the commit
        for hook in self.finish_hooks:
            tx.write_audit()  # what came before stays, whatever the hook does
            logged = len(tx.audit_rows)
            try:
                with tx.session.begin_nested():
                    hook(tx, m.match, m.state)
            except Exception:
                del tx.audit_rows[logged:]  # rolled back with the hook's savepoint
                log.exception("finish hook failed for match %s", m.id)

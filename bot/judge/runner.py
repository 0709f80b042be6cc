"""Every judge command runs as one store transaction under the judge's lock: an accepted post, its
outbox items and its reminder rows commit together, or nothing does. A refusal rolls back and answers
privately; a deadlock or a seq another writer took runs the work again."""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Callable
from typing import TypeVar

from sqlalchemy.exc import DBAPIError, IntegrityError

from bot.judge.api import Reply
from bot.judge.context import Abort, MatchCtx
from bot.judge.desk import Desk
from bot.judge.limits import cap_answer
from bot.judge.live import LiveStates
from bot.judge.messages import t
from bot.judge.payloads import role_mention
from bot.judge.writer import OutboxWriter
from bot.store import DuplicateSource, SeqClash, Tx
from bot.store.store import post_clash

log = logging.getLogger(__name__)

T = TypeVar("T")

DEADLOCK_RETRIES = 5
SEQ_RETRIES = 3  # a post whose seq another writer took is judged again this many times


def _retryable(exc: DBAPIError) -> bool:
    """PostgreSQL's deadlock victim (40P01) or serialization failure (40001): run the work again."""
    return getattr(exc.orig, "sqlstate", None) in ("40P01", "40001")


class Runner:
    """Runs a command's work in its transaction and hands what it queued to the sender."""

    def __init__(self, desk: Desk, live: LiveStates, writer: OutboxWriter) -> None:
        self.desk = desk
        self.live = live
        self.writer = writer

    def run(self, work: Callable[[Tx], Reply]) -> Reply:
        desk = self.desk
        with desk.lock:
            for attempt in range(max(DEADLOCK_RETRIES, SEQ_RETRIES + 1)):
                try:
                    with desk.store.tx(serial=True) as tx:  # under the lock: one at a time
                        if desk.claimer is not None:
                            tx.claim = desk.claimer.claim_until()
                        reply = work(tx)
                except Abort as abort:  # a refusal: one short private answer, never the whole post back
                    self._note_broken()
                    return dataclasses.replace(abort.reply, text=cap_answer(abort.reply.text))
                except DuplicateSource:
                    return Reply("duplicate")
                except (SeqClash, IntegrityError) as exc:
                    # a post inserted unchecked (Tx.insert_post) meets its unique keys at once
                    clash = "seq" if isinstance(exc, SeqClash) else post_clash(exc)
                    if clash == "source":
                        return Reply("duplicate")
                    if clash != "seq":
                        raise
                    # another writer appended to this match meanwhile: our cached state is stale; judge the
                    # post again on the new position (a clash is never reported as a duplicate)
                    match_id = exc.match_id if isinstance(exc, SeqClash) else tx.unchecked_match
                    log.warning("seq clash in match %s (attempt %d): judging again", match_id, attempt + 1)
                    if match_id is not None:
                        self.live.set(match_id, None)  # and its autocomplete answers, and its next seq
                    if attempt >= SEQ_RETRIES:
                        raise
                    continue
                except DBAPIError as exc:  # PostgreSQL chose this transaction as a deadlock's victim
                    if not _retryable(exc) or attempt >= DEADLOCK_RETRIES - 1:
                        raise
                    log.warning("transaction retried after %s", type(exc.orig).__name__)
                    continue
                self._note_broken()
                if tx.handed:
                    desk.claimer.take(tx.handed)
                if tx.enqueued > len(tx.handed) and desk.on_enqueue is not None:
                    desk.on_enqueue()
                return reply
            raise AssertionError("unreachable")

    def batch(self, work: Callable[[], T]) -> T:
        """Run ``work`` (commands of this judge, each still its own SAVEPOINT with its own refusals and
        retries) in one transaction with one commit (:meth:`bot.store.Store.batch`): the catch-up judges a
        backlog so. What the parts queued is handed to the sender after the commit, never before; if the
        batch does not commit, the live states its parts cached are forgotten (they are re-read)."""
        desk = self.desk
        with desk.lock:
            try:
                with desk.store.batch() as batch:
                    result = work()
            except BaseException:
                self.live.clear()
                raise
            if batch.handed and desk.claimer is not None:
                desk.claimer.take(batch.handed)
            if batch.enqueued > len(batch.handed) and desk.on_enqueue is not None:
                desk.on_enqueue()
            return result

    def _note_broken(self) -> None:
        """Tell each match's thread (and judge) once that its log no longer replays, found on loading it."""
        desk = self.desk
        while self.live.replay_notes:
            match_id, seq, error = self.live.replay_notes.pop()
            with desk.store.tx() as tx:
                match = tx.match(match_id)
                game = desk.games.get(match.game) if match is not None else None
                if match is None or game is None:
                    continue
                lang = desk.guild_lang(tx, match.guild_id)
                m = MatchCtx(match, game, None, tx.seats(match_id), lang)
                guild = tx.guild(match.guild_id)
                role = guild.judge_role_id if guild else None
                judge = role_mention(role) if role else f"**{t('judge_word', lang)}**"
                self.writer.say(
                    tx,
                    m,
                    f"m{match_id}:replayfail:{seq}",
                    t("replay_failed", lang, judge=judge, match=match_id, seq=seq),
                    roles=[role] if role else [],
                )
                tx.audit(
                    "replay_failed", match_id=match_id, detail={"seq": seq, "error": error}, at=desk.now()
                )
            if desk.on_enqueue is not None:
                desk.on_enqueue()

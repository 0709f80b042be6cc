"""A seat leaves a live match on a decision taken outside it (a tournament drop, issue 25).

The judge posts the game's own concede for the seat (``Game.concede_post``), logged and replayed like any
post, so the game places the leaver by its rules (Fate: the others play on, FA-WIN-5; a 1 v 1 game ends).
A match that goes on refuses the leaver's later posts (``Game.seat_left``, :mod:`bot.judge.moves`).
"""

from __future__ import annotations

import logging
import uuid

from bot.judge.api import Left
from bot.judge.commit import AcceptedPost, Committer
from bot.judge.context import Abort
from bot.judge.desk import Desk
from bot.judge.live import LiveStates
from bot.store import Match, Tx
from bot.store.models import LIVE_STATUSES
from cards.core import MoveError

log = logging.getLogger(__name__)


class Leaving:
    """Takes a seat out of a live match inside the caller's transaction."""

    def __init__(self, desk: Desk, live: LiveStates, committer: Committer) -> None:
        self.desk = desk
        self.live = live
        self.committer = committer

    def concede_in(self, tx: Tx, match: Match, seat: int, *, lead: str | None, actor_id: int) -> Left:
        """``seat`` leaves ``match`` now, as the game's concede posted by the judge ``actor_id`` with
        ``lead`` as the thread post's first line. ``ALREADY`` where the seat is out already (a drop, then a
        disqualification in the same round) or the match is over; ``CANNOT`` where the game cannot take it
        (no concede post, refused, not loading) — the caller tells a judge. The match is left as it was."""
        if match.status not in LIVE_STATUSES:
            return Left.ALREADY
        try:
            m = self.live.open(tx, match, self.desk.guild_lang(tx, match.guild_id))
        except Abort:
            return Left.CANNOT
        if not 0 <= seat < len(m.seats):
            return Left.CANNOT
        if m.game.result(m.state) is not None or m.game.seat_left(m.state, seat):
            return Left.ALREADY
        post = m.game.concede_post(m.state, seat)
        if post is None:
            return Left.CANNOT
        try:
            action = m.game.parse(m.state, seat, post)
            new_state, events = m.game.apply(m.state, seat, action)
        except MoveError:
            return Left.CANNOT
        except Exception:
            log.exception("concede failed in match %s", m.id)
            return Left.CANNOT
        seq = self.committer.accept(
            tx,
            m,
            AcceptedPost.by_judge(
                seat,
                post,
                action,
                (new_state, events),
                judge_id=actor_id,
                source_key=f"leave:{uuid.uuid4().hex}",
                lead=lead,
            ),
        )
        tx.audit(
            "seat_left",
            match_id=m.id,
            actor_id=actor_id,
            detail={"seat": seat, "seq": seq, "post": post},
            at=self.desk.now(),
        )
        return Left.NOW

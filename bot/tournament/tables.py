"""A tournament's tables as judge matches, the same for 1 v 1 pairings and pods: one judge match per
table with the registered decks and a note in its thread, the ``tournament_matches`` links, and the end
of a live match that the tournament decided (a judge, a drop, a penalty) or cancelled."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Any

from sqlmodel import col, select

from bot.judge.api import Actor
from bot.store import CANCELLED, Match, Tx
from bot.store.models import LIVE_STATUSES
from bot.store.tournament_models import TournamentMatch
from cards.core import Result

from .desk import TournamentCtx, TournamentDesk
from .messages import t


class Tables:
    """Links between a tournament and its judge matches; each method runs inside the caller's transaction."""

    def __init__(self, desk: TournamentDesk) -> None:
        self.desk = desk

    def links(
        self, tx: Tx, tid: int, round_number: int | None = None, table: int | None = None
    ) -> list[TournamentMatch]:
        """Active links of a tournament (of one round, of one table)."""
        query = select(TournamentMatch).where(
            TournamentMatch.tournament_id == tid, col(TournamentMatch.active).is_(True)
        )
        if round_number is not None:
            query = query.where(TournamentMatch.round == round_number)
        if table is not None:
            query = query.where(TournamentMatch.table_no == table)
        return list(tx.session.exec(query.order_by(col(TournamentMatch.match_id))))

    def live(
        self,
        tx: Tx,
        tid: int,
        round_number: int | None = None,
        table: int | None = None,
        *,
        statuses: Collection[str] = LIVE_STATUSES,
    ) -> list[tuple[TournamentMatch, Match]]:
        """Active links (of one round, of one table) with their match, where it is in ``statuses``
        (default: live): the matches a judge's pause, resume, extension or end acts on."""
        return [
            (link, match)
            for link in self.links(tx, tid, round_number, table)
            if (match := tx.match(link.match_id)) is not None and match.status in statuses
        ]

    def judged(
        self, tx: Tx, ctx: TournamentCtx, actor: Actor, seat: tuple[int, int], *, action: str, what: str, reason: str
    ) -> None:
        """A judge decided the table ``seat`` = (round, table) (1 v 1 or pod): posted in the tournament's
        channel, audited as ``action``, and his word stands over its match's own end."""
        round_number, table = seat
        post = t(
            "result_judge", ctx.lang, judge=actor.name, round=round_number, table=table, what=what, reason=reason
        )
        self.desk.post(tx, ctx, post)
        self.desk.store_audit(tx, ctx, actor, action, round=round_number, table=table, reason=reason)
        for link in self.links(tx, ctx.id, round_number, table):
            link.result_source = "judge"
            tx.session.add(link)

    def start(
        self,
        tx: Tx,
        ctx: TournamentCtx,
        actor: Actor,
        seat: tuple[int, int],
        players: Sequence[str],
        decks: dict[str, dict[str, Any] | None],
        note: str,
    ) -> Match:
        """One judge match for the table ``seat`` = (round, table), its players in seat order with their
        registered decks (if the game has decks), linked to the tournament; ``note`` goes to its thread."""
        seats = [Actor(int(pid), ctx.player_name(pid)) for pid in players]
        setup: dict[str, Any] = dict(ctx.rec.options or {})  # the tournament's table settings (issue 29)
        if ctx.rules.has_decks:
            setup["players"] = [dict(decks.get(pid) or {}) for pid in players]
        match = self.desk.judge.start_match_in(
            tx,
            actor,
            ctx.rec.guild_id,
            ctx.rec.channel_id or 0,
            ctx.rec.game,
            seats,
            variant=ctx.rec.variant,
            setup=setup or None,
            deadline_hours=ctx.rec.deadline_hours,
        )
        assert match.id is not None
        round_number, table = seat
        tx.session.add(
            TournamentMatch(match_id=match.id, tournament_id=ctx.id, round=round_number, table_no=table)
        )
        self.desk.match_post(tx, match.id, note)
        return match

    def cancel(self, tx: Tx, link: TournamentMatch, note: str) -> None:
        """The link ends; a live match is cancelled (no result) and its thread told why."""
        match = tx.match(link.match_id)
        link.active = False
        tx.session.add(link)
        if match is None or match.status not in LIVE_STATUSES:
            return
        match.status = CANCELLED
        match.finished_at = self.desk.now()
        tx.session.add(match)
        for row in tx.reminders(link.match_id):
            tx.session.delete(row)
        self.desk.match_post(tx, link.match_id, note)
        tx.audit(
            "cancelled",
            match_id=link.match_id,
            detail={"tournament": link.tournament_id},
            at=self.desk.now(),
        )

    def close_decided(
        self,
        tx: Tx,
        ctx: TournamentCtx,
        actor: Actor,
        round_number: int,
        decided: Callable[[int], tuple[Result, str] | None],
        reason: str,
    ) -> None:
        """Every live match of the round whose table ``decided`` gives a result (and what it says) ends with
        it: its thread is told, and its own end no longer changes the tournament."""
        for link in self.links(tx, ctx.id, round_number):
            match = tx.match(link.match_id)
            if match is None or match.status not in LIVE_STATUSES:
                continue
            ending = decided(link.table_no)
            if ending is None:
                continue
            link.result_source = "judge"
            tx.session.add(link)
            tx.session.flush()
            result, what = ending
            lead = t("close_match_lead", ctx.lang, what=what, reason=reason)
            self.desk.judge.finish_match_in(tx, match, result, lead=lead, judge_id=actor.user_id)

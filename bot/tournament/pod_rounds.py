"""Rounds of a pod tournament (games of 3+ seats) as judge matches: one N-seat match per pod, its
placements recorded when it ends (``cards.core.Result.placements``), standings posted per round.

The pod core is :mod:`bot.tournament.pods`; the service reaches it through the same entry points as a
1 v 1 event (``start_round``, the judge's finish hook), which hand pod tournaments to these methods.
"""

from __future__ import annotations

import logging

from bot.judge.api import Actor, Left, Reply
from bot.judge.payloads import mention
from bot.store import Match, Tx
from bot.store.tournament_models import TournamentMatch
from cards.core import Result

from .desk import TournamentCtx, TournamentDesk, TournamentReply, actor_pid, pods_of
from .engine import SYSTEM
from .entries import Entries
from .messages import t
from .model import TournamentError
from .pods import Pod, PodResult, PodRound, PodTournamentState
from .tables import Tables

log = logging.getLogger(__name__)


def is_pods(ctx: TournamentCtx) -> bool:
    return isinstance(ctx.ts, PodTournamentState)


class PodRounds:
    """Starting a pod round and recording its results (called by :class:`Rounds`)."""

    def __init__(self, desk: TournamentDesk, entries: Entries, tables: Tables) -> None:
        self.desk = desk
        self.entries = entries
        self.tables = tables

    def start_round(self, tx: Tx, ctx: TournamentCtx, actor: Actor, lang: str) -> Reply:
        ts = pods_of(ctx)
        rnd = ts.pair_next_round(self.desk.rng(ctx), actor=actor_pid(actor), at=self.desk.at())
        engine = self.desk.judge.games.get(ctx.rec.game)
        info = getattr(engine, "info", None)
        for pod in rnd.pods:
            if info is not None and not info.min_seats <= len(pod.seats) <= info.max_seats:
                raise TournamentError(
                    f"{ctx.rec.game} is for {info.min_seats}-{info.max_seats} players, not a pod of {len(pod.seats)}"
                )
        self.entries.lock_decks(tx, ctx)  # decks are locked from the first round on
        decks = self.entries.decks(tx, ctx.id)
        deadline = self.desk.deadline(tx, ctx.rec)
        lines = []
        for pod in rnd.pods:
            players = ", ".join(ctx.bold(pid) for pid in pod.seats)
            note = t(
                "pod_note",
                ctx.lang,
                name=ctx.name,
                round=rnd.number,
                table=pod.table,
                players=players,
                deadline=deadline,
            )
            match = self.tables.start(tx, ctx, actor, (rnd.number, pod.table), pod.seats, decks, note)
            mentions = ", ".join(mention(int(pid)) for pid in pod.seats)
            lines.append(t("pod_line_match", ctx.lang, table=pod.table, players=mentions, match=match.id))
        tx.session.flush()
        head = t(
            "pairings_start",
            ctx.lang,
            name=ctx.name,
            round=rnd.number,
            stage=t("stage_pods", ctx.lang),
            deadline=deadline,
        )
        self.desk.post(tx, ctx, "\n".join([head, *lines]))
        self.desk.store_audit(tx, ctx, actor, "start_round", round=rnd.number, matches=len(rnd.pods))
        self.desk.save(tx, ctx)
        return TournamentReply(
            "ok",
            t("round_started", lang, round=rnd.number, name=ctx.name, matches=len(rnd.pods)),
            tournament_id=ctx.id,
        )

    def record(self, tx: Tx, ctx: TournamentCtx, link: TournamentMatch, match: Match) -> bool:
        """A pod's match ended: its placements (in seat order) become the pod's result."""
        ts = pods_of(ctx)
        rnd = ts.current_round
        if rnd is None or rnd.number != link.round or ts.phase != "playing":
            log.warning("match %s ended after its tournament round moved on; result not recorded", match.id)
            return False
        pod = rnd.pod(link.table_no)
        raw = match.result or {}
        result = Result.from_dict(raw, len(pod.seats))
        old = rnd.results.get(link.table_no)
        if old is not None and old.placements == result.placements:
            return False  # already recorded (idempotent: a second hook, a catch-up)
        judge_id = raw.get("judge_id")
        res = ts.record_result(
            link.table_no,
            result,
            actor=SYSTEM if judge_id is None else str(judge_id),
            reason=f"match #{match.id} ended" + (" by a judge" if judge_id is not None else ""),
            at=self.desk.at(),
            correct=old is not None,
        )
        link.result_source = "match"
        tx.session.add(link)
        line = t("pod_result_line", ctx.lang, round=rnd.number, table=pod.table, places=places_text(ctx, pod, res))
        effective = ts.effective(rnd, link.table_no)
        if effective is not None and effective.placements != res.placements:
            line += t("pod_with_penalties", ctx.lang, places=places_text(ctx, pod, effective))
        self.desk.post(tx, ctx, line)
        self.after_result(tx, ctx, rnd)
        return True

    def after_result(self, tx: Tx, ctx: TournamentCtx, rnd: PodRound | None = None) -> None:
        """Every pod of the round has its result: close the round, post the standings and what is next."""
        ts = pods_of(ctx)
        rnd = rnd or ts.current_round
        if ts.phase != "playing" or rnd is None or ts.pending_tables():
            return
        phase = ts.finish_round(actor=SYSTEM, at=self.desk.at())
        self.desk.post_standings(tx, ctx, rnd.number)
        if phase == "finished":
            self.desk.post_final(tx, ctx)
            return
        self.desk.post(tx, ctx, t("next_round", ctx.lang, round=rnd.number, next=rnd.number + 1))

    def close_decided(
        self, tx: Tx, ctx: TournamentCtx, actor: Actor, reason: str, what: str | None
    ) -> None:
        """Every live pod match of the current round whose table now has a result ends with its places."""
        ts = pods_of(ctx)
        rnd = ts.current_round
        if rnd is None:
            return
        current = rnd

        def decided(table: int) -> tuple[Result, str] | None:
            res = ts.effective(current, table)
            if res is None:
                return None
            return Result(res.placements, reason), what or places_text(ctx, current.pod(table), res)

        self.tables.close_decided(tx, ctx, actor, rnd.number, decided, reason)


    def leave_pod(
        self, tx: Tx, ctx: TournamentCtx, actor: Actor, pid: str, why: str, reason: str,
        *, round_number: int | None = None,
    ) -> None:
        """``pid`` left the event during a round (a drop, a disqualification), or a penalty placed him last
        in this round's pod game (a game or match loss for ``round_number``): his seat in his pod's live
        match concedes at once, so the game places him as a leaver by its rules and refuses his later posts
        (issue 25) — he can neither play on nor king-make. Called once the tournament is saved: a match that
        ends so records its places through the judge's finish hook. A seat already out (an earlier drop or
        penalty this round) is left as it is — the match itself says so, whatever the order of the leaves; a
        game that cannot take it leaves the table to a judge, who is told."""
        ts = pods_of(ctx)
        rnd = ts.current_round
        if ts.phase != "playing" or rnd is None or round_number not in (None, rnd.number):
            return
        pod = next((p for p in rnd.pods if pid in p.seats), None)
        if pod is None or pod.table in rnd.results:
            return
        values = {
            "player": ctx.bold(pid),
            "name": ctx.name,
            "what": t(f"leave_{why}", ctx.lang),
            "reason": t("reason_suffix", ctx.lang, reason=reason) if reason else "",
        }
        out = "pod_leaves" if round_number is None else "pod_penalty_leaves"  # out of the event, or of this game
        for link, match in self.tables.live(tx, ctx.id, rnd.number, pod.table):
            lead = t(out, ctx.lang, **values)
            left = self.desk.judge.concede_seat_in(tx, match, pod.seats.index(pid), lead=lead, actor_id=actor.user_id)
            if left is Left.CANNOT:
                self.desk.match_post(tx, link.match_id, t(f"{out}_failed", ctx.lang, **values))


def places_text(ctx: TournamentCtx, pod: Pod, res: PodResult) -> str:
    """A pod's result as "1. A, 2. B, ...", first place first."""
    order = sorted(range(len(pod.seats)), key=lambda s: res.placements[s])
    return ", ".join(f"{res.placements[s]}. {ctx.bold(pod.seats[s])}" for s in order)

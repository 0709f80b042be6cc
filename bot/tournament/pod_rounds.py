"""Rounds of a pod tournament (games of 3+ seats) as judge matches: one N-seat match per pod, its
placements recorded when it ends (``cards.core.Result.placements``), standings posted per round.

The pod core is :mod:`bot.tournament.pods`; the service reaches it through the same entry points as a
1 v 1 event (``start_round``, the judge's finish hook), which hand pod tournaments to these methods.
"""

from __future__ import annotations

import logging

from bot.judge.api import Actor, Reply
from bot.judge.payloads import mention
from bot.store import Match, Tx
from bot.store.models import LIVE_STATUSES
from bot.store.tournament_models import TournamentMatch
from cards.core import Result

from .engine import SYSTEM
from .messages import t
from .model import TournamentError
from .pods import Pod, PodResult, PodRound, PodTournamentState
from .service_base import TournamentCtx, TournamentDesk, TournamentReply, actor_pid, player_id, pods_of

log = logging.getLogger(__name__)


def is_pods(ctx: TournamentCtx) -> bool:
    return isinstance(ctx.ts, PodTournamentState)


class PodRounds:
    """Starting a pod round and recording its results (called by :class:`Rounds`)."""

    def __init__(self, desk: TournamentDesk) -> None:
        self.desk = desk

    def _start_pod_round(self, tx: Tx, ctx: TournamentCtx, actor: Actor, lang: str) -> Reply:
        ts = pods_of(ctx)
        rnd = ts.pair_next_round(self.desk._rng(ctx), actor=actor_pid(actor), at=self.desk._at())
        engine = self.desk.judge.games.get(ctx.rec.game)
        info = getattr(engine, "info", None)
        for pod in rnd.pods:
            if info is not None and not info.min_seats <= len(pod.seats) <= info.max_seats:
                raise TournamentError(
                    f"{ctx.rec.game} is for {info.min_seats}-{info.max_seats} players, not a pod of {len(pod.seats)}"
                )
        for entry in self.desk._entries(tx, ctx.id):  # decks are locked from the first round on
            if entry.deck is not None and not entry.deck_locked:
                entry.deck_locked = True
                tx.session.add(entry)
        decks = {player_id(e.user_id): e.deck for e in self.desk._entries(tx, ctx.id)}
        deadline = self.desk._deadline(tx, ctx.rec)
        lines = []
        for pod in rnd.pods:
            seats = [Actor(int(pid), ctx.player_name(pid)) for pid in pod.seats]
            setup = (
                {"players": [dict(decks.get(pid) or {}) for pid in pod.seats]}
                if ctx.rules.has_decks
                else None
            )
            match = self.desk.judge.start_match_in(
                tx,
                actor,
                ctx.rec.guild_id,
                ctx.rec.channel_id or 0,
                ctx.rec.game,
                seats,
                variant=ctx.rec.variant,
                setup=setup,
                deadline_hours=ctx.rec.deadline_hours,
            )
            assert match.id is not None
            tx.session.add(
                TournamentMatch(match_id=match.id, tournament_id=ctx.id, round=rnd.number, table_no=pod.table)
            )
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
            self.desk._match_post(tx, match.id, note)
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
        self.desk._post(tx, ctx, "\n".join([head, *lines]))
        self.desk._store_audit(tx, ctx, actor, "start_round", round=rnd.number, matches=len(rnd.pods))
        self.desk._save(tx, ctx)
        return TournamentReply(
            "ok",
            t("round_started", lang, round=rnd.number, name=ctx.name, matches=len(rnd.pods)),
            tournament_id=ctx.id,
        )

    def _record_pod(self, tx: Tx, ctx: TournamentCtx, link: TournamentMatch, match: Match) -> bool:
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
            at=self.desk._at(),
            correct=old is not None,
        )
        link.result_source = "match"
        tx.session.add(link)
        order = sorted(range(len(pod.seats)), key=lambda s: res.placements[s])
        places = ", ".join(f"{res.placements[s]}. {ctx.bold(pod.seats[s])}" for s in order)
        line = t("pod_result_line", ctx.lang, round=rnd.number, table=pod.table, places=places)
        effective = ts.effective(rnd, link.table_no)
        if effective is not None and effective.placements != res.placements:
            eff = sorted(range(len(pod.seats)), key=lambda s: effective.placements[s])
            shown = ", ".join(f"{effective.placements[s]}. {ctx.bold(pod.seats[s])}" for s in eff)
            line += t("pod_with_penalties", ctx.lang, places=shown)
        self.desk._post(tx, ctx, line)
        self._after_pod_result(tx, ctx, rnd)
        return True

    def _after_pod_result(self, tx: Tx, ctx: TournamentCtx, rnd: PodRound | None = None) -> None:
        """Every pod of the round has its result: close the round, post the standings and what is next."""
        ts = pods_of(ctx)
        rnd = rnd or ts.current_round
        if ts.phase != "playing" or rnd is None or ts.pending_tables():
            return
        phase = ts.finish_round(actor=SYSTEM, at=self.desk._at())
        title = t("standings_title", ctx.lang, name=ctx.name, round=rnd.number)
        self.desk._post_table(tx, ctx, title, ts.standings(through_round=rnd.number))
        if phase == "finished":
            self.desk._post_table(tx, ctx, t("final_title", ctx.lang, name=ctx.name), ts.final_standings())
            champion = ts.champion()
            if champion is not None:
                self.desk._post(tx, ctx, t("champion", ctx.lang, name=ctx.name, player=ctx.bold(champion)))
            return
        self.desk._post(tx, ctx, t("next_round", ctx.lang, round=rnd.number, next=rnd.number + 1))

    def _places(self, ctx: TournamentCtx, pod: Pod, res: PodResult) -> str:
        order = sorted(range(len(pod.seats)), key=lambda s: res.placements[s])
        return ", ".join(f"{res.placements[s]}. {ctx.bold(pod.seats[s])}" for s in order)

    def _close_decided_pods(
        self, tx: Tx, ctx: TournamentCtx, actor: Actor, reason: str, what: str | None
    ) -> None:
        """Every live pod match of the current round whose table now has a result ends with its places."""
        ts = pods_of(ctx)
        rnd = ts.current_round
        if rnd is None:
            return
        for link in self.desk._links(tx, ctx.id, rnd.number):
            res = ts.effective(rnd, link.table_no)
            match = tx.match(link.match_id)
            if res is None or match is None or match.status not in LIVE_STATUSES:
                continue
            link.result_source = "judge"
            tx.session.add(link)
            tx.session.flush()
            text = what or self._places(ctx, rnd.pod(link.table_no), res)
            lead = t("close_match_lead", ctx.lang, what=text, reason=reason)
            self.desk.judge.finish_match_in(
                tx, match, Result(res.placements, reason), lead=lead, judge_id=actor.user_id
            )

"""Rounds of judge matches: pairing (a seeded RNG per pairing), one judge match per table with the
registered decks, re-pairing, and results: a finished match reports through the judge's finish hook; a
complete round is closed and its standings (or the bracket's progress) are posted."""

from __future__ import annotations

import logging
import random
from typing import Any

from sqlmodel import col, select

from bot.judge.api import Actor, Reply
from bot.judge.payloads import mention
from bot.judge.replay import ReplayError, replay
from bot.store import Match, PracticeSeat, Tx
from bot.store.tournament_models import TournamentMatch, TournamentRecord
from cards.core import Result

from . import elimination
from .desk import TournamentCtx, TournamentDesk, TournamentReply, actor_pid
from .engine import SYSTEM, RoundPlan, TournamentState
from .entries import Entries
from .messages import t
from .model import MatchResult, Pairing, Round, TournamentError
from .pod_rounds import PodRounds
from .pods import PodTournamentState
from .render import score
from .standings import effective_result, outcome
from .tables import Tables

log = logging.getLogger(__name__)

Planned = tuple[int, RoundPlan]  # (the tournament's pairing count it was made with, the round)


class Rounds:
    """Pairing, starting and re-pairing rounds; recording results and closing rounds."""

    def __init__(self, desk: TournamentDesk, entries: Entries, tables: Tables, pod_rounds: PodRounds) -> None:
        self.desk = desk
        self.entries = entries
        self.tables = tables
        self.pod_rounds = pod_rounds

    def _pair(self, tx: Tx, ctx: TournamentCtx, actor: Actor, planned: Planned | None = None) -> Round:
        """Pair the next round: commit the round ``planned`` off the lock if it was made from this very
        state (same pairing count, same version), else pair it here, under the lock."""
        n = ctx.rec.pairings_made
        plan = (
            planned[1]
            if planned and planned[0] == n and planned[1].version == ctx.ts.tournament.version
            else None
        )
        rnd = ctx.ts.pair_next_round(self.desk.rng(ctx), actor=actor_pid(actor), at=self.desk.at(), plan=plan)
        self.entries.lock_decks(tx, ctx)
        return rnd

    def _plan(self, actor: Actor, tid: int) -> Planned | None:
        """The next round, paired outside the judge's lock from the state as stored now: pairing a large
        field takes a while and moves in every match go on meanwhile. None when there is nothing to
        pair now (the locked call then refuses, or pairs itself)."""
        if not actor.is_judge:
            return None
        with self.desk.store.tx() as tx:
            rec = tx.session.get(TournamentRecord, tid)
            if rec is None:
                return None
            if rec.state.get("kind") == "pods":
                return None  # pods are seated under the lock (a few dozen players)
            ts, n, seed = TournamentState.from_dict(rec.state), rec.pairings_made, rec.seed
        if ts.phase != "ready":
            return None
        try:
            return n, ts.plan_next_round(random.Random(f"{seed}:{n}"))
        except TournamentError:
            return None

    def _stage(self, ctx: TournamentCtx, rnd: Round) -> str:
        if rnd.stage == "swiss":
            return t("stage_swiss", ctx.lang)
        size = 2 * len(rnd.pairings)
        return t("stage_final", ctx.lang) if size == 2 else t("stage_elimination", ctx.lang, size=size)

    def _pairing_lines(self, tx: Tx, ctx: TournamentCtx, rnd: Round) -> list[str]:
        matches = {link.table_no: link.match_id for link in self.tables.links(tx, ctx.id, rnd.number)}
        lines: list[str] = []
        for p in rnd.pairings:
            if p.b is None:
                lines.append(t("bye_line", ctx.lang, player=mention(int(p.a))))
                continue
            a, b = mention(int(p.a)), mention(int(p.b))
            if p.table in matches:
                lines.append(
                    t("pairing_line_match", ctx.lang, table=p.table, a=a, b=b, match=matches[p.table])
                )
            elif p.table in rnd.results:
                res = rnd.results[p.table]
                lines.append(t("awarded_line", ctx.lang, table=p.table, a=a, b=b, result=score(res)))
            else:
                lines.append(t("pairing_line", ctx.lang, table=p.table, a=a, b=b))
        return lines

    def _start_matches(self, tx: Tx, ctx: TournamentCtx, actor: Actor, rnd: Round) -> int:
        """One judge match per two-player table still without a result; returns how many."""
        decks = self.entries.decks(tx, ctx.id)
        deadline = self.desk.deadline(tx, ctx.rec)
        made = 0
        for p in rnd.pairings:
            if p.b is None or p.table in rnd.results:
                continue
            made += 1
            self.start_table(tx, ctx, actor, rnd, p, decks, deadline)
        return made

    def start_table(
        self,
        tx: Tx,
        ctx: TournamentCtx,
        actor: Actor,
        rnd: Round,
        p: Pairing,
        decks: dict[str, dict[str, Any] | None],
        deadline: int,
    ) -> Match:
        """The judge match of one two-player table (a round's start, a judge's rematch)."""
        assert p.b is not None
        note = t(
            "match_note",
            ctx.lang,
            name=ctx.name,
            round=rnd.number,
            table=p.table,
            a=ctx.bold(p.a),
            b=ctx.bold(p.b),
            deadline=deadline,
        )
        return self.tables.start(tx, ctx, actor, (rnd.number, p.table), (p.a, p.b), decks, note)

    def pair_round(self, actor: Actor, tid: int) -> Reply:
        """A judge pairs the next round without starting it (the pairings are posted; re-pairing is free)."""
        planned = self._plan(actor, tid)

        def work(tx: Tx) -> Reply:
            ctx, lang = self.desk.open_for(tx, actor, tid, judge=True)
            if isinstance(ctx.ts, PodTournamentState):
                raise TournamentError("pods are seated when their round starts")
            rnd = self._pair(tx, ctx, actor, planned)
            self._post_paired(tx, ctx, rnd)
            self.desk.store_audit(tx, ctx, actor, "pair_round", round=rnd.number)
            self.desk.save(tx, ctx)
            return TournamentReply(
                "ok", t("round_paired", lang, round=rnd.number, name=ctx.name), tournament_id=tid
            )

        return self.desk.run(work)

    def start_round(self, actor: Actor, tid: int) -> Reply:
        """A judge starts the next round: pairs it (unless :meth:`pair_round` did), creates one judge
        match per table (its thread, pings, deadline) with the registered decks, and posts the pairings.
        After the Swiss rounds of a top-cut tournament this pairs the top cut from the standings."""
        planned = self._plan(actor, tid)

        def work(tx: Tx) -> Reply:
            ctx, lang = self.desk.open_for(tx, actor, tid, judge=True)
            if ctx.rec.paused:
                rnd_no = ctx.ts.current_round.number if ctx.ts.current_round else 0
                self.desk.refuse(t("paused_refuse", lang, round=rnd_no, name=ctx.name))
            if isinstance(ctx.ts, PodTournamentState):
                return self.pod_rounds.start_round(tx, ctx, actor, lang)
            if ctx.ts.phase == "ready":
                self._pair(tx, ctx, actor, planned)
            rnd = ctx.ts.start_round(actor=actor_pid(actor), at=self.desk.at())
            made = self._start_matches(tx, ctx, actor, rnd)
            self._post_pairings(tx, ctx, rnd)
            self.desk.store_audit(tx, ctx, actor, "start_round", round=rnd.number, matches=made)
            self.after_result(tx, ctx)  # a round of byes and awarded tables only is over at once
            self.desk.save(tx, ctx)
            return TournamentReply(
                "ok",
                t("round_started", lang, round=rnd.number, name=ctx.name, matches=made),
                tournament_id=tid,
            )

        return self.desk.run(work)

    def _post_paired(self, tx: Tx, ctx: TournamentCtx, rnd: Round) -> None:
        """Pairings of a round paired but not started (no matches yet)."""
        title = t("pairings_title", ctx.lang, name=ctx.name, round=rnd.number, stage=self._stage(ctx, rnd))
        self.desk.post(tx, ctx, "\n".join([title, *self._pairing_lines(tx, ctx, rnd)]))

    def _post_pairings(self, tx: Tx, ctx: TournamentCtx, rnd: Round) -> None:
        tx.session.flush()
        head = t(
            "pairings_start",
            ctx.lang,
            name=ctx.name,
            round=rnd.number,
            stage=self._stage(ctx, rnd),
            deadline=self.desk.deadline(tx, ctx.rec),
        )
        self.desk.post(tx, ctx, "\n".join([head, *self._pairing_lines(tx, ctx, rnd)]))

    def repair_round(self, actor: Actor, tid: int, *, reason: str) -> Reply:
        """A judge re-pairs the current Swiss round while none of its matches has started (no post yet):
        the matches made for it are cancelled (their threads are told) and new ones are made."""

        def work(tx: Tx) -> Reply:
            ctx, lang = self.desk.open_for(tx, actor, tid, judge=True, reason=reason)
            t_ = ctx.ts.tournament
            started = ctx.ts.phase == "playing"
            if started:
                rnd = t_.rounds[-1]
                links = self.tables.links(tx, ctx.id, rnd.number)
                for link in links:
                    if tx.posts(link.match_id) or link.result_source is not None:
                        self.desk.refuse(t("match_started_refuse", lang, round=rnd.number, match=link.match_id))
                if rnd.stage != "swiss":
                    raise TournamentError("only Swiss rounds can be re-paired")
                for link in links:
                    self.tables.cancel(tx, link, t("cancel_match", ctx.lang, round=rnd.number, reason=reason))
                t_.phase, rnd.started = "paired", False  # back to "paired": the round never really began
            rnd = ctx.ts.repair_round(self.desk.rng(ctx), actor=actor_pid(actor), reason=reason, at=self.desk.at())
            self.entries.lock_decks(tx, ctx)
            self.desk.post(
                tx,
                ctx,
                t("repair_post", ctx.lang, judge=actor.name, round=rnd.number, name=ctx.name, reason=reason),
            )
            if started:
                rnd = ctx.ts.start_round(actor=actor_pid(actor), at=self.desk.at())
                self._start_matches(tx, ctx, actor, rnd)
                self._post_pairings(tx, ctx, rnd)
            else:
                self._post_paired(tx, ctx, rnd)
            self.desk.store_audit(tx, ctx, actor, "repair_round", round=rnd.number, reason=reason)
            self.after_result(tx, ctx)
            return self.desk.done(tx, ctx, lang)

        return self.desk.run(work)

    # ============================================================================================
    # results
    # ============================================================================================
    def on_match_finished(self, tx: Tx, match: Match, state: Any) -> None:
        """The judge's finish hook: a tournament match ended; record its result in the same transaction."""
        link = tx.session.get(TournamentMatch, match.id)
        if link is None or not link.active or link.result_source == "judge":
            return
        if tx.session.exec(select(PracticeSeat.match_id).where(col(PracticeSeat.match_id) == match.id)).first():
            log.warning("match %s had the practice opponent in a seat; its result does not count", match.id)
            return  # a practice result never counts for a tournament (issue 29); a judge awards the table
        ctx = self.desk.load(tx, link.tournament_id, self.desk.judge.default_language)
        self.record_from_match(tx, ctx, link, match, state)
        self.desk.save(tx, ctx)

    def record_from_match(
        self, tx: Tx, ctx: TournamentCtx, link: TournamentMatch, match: Match, state: Any
    ) -> bool:
        if isinstance(ctx.ts, PodTournamentState):
            return self.pod_rounds.record(tx, ctx, link, match)
        rnd = ctx.ts.current_round
        if rnd is None or rnd.number != link.round or ctx.ts.phase != "playing":
            log.warning("match %s ended after its tournament round moved on; result not recorded", match.id)
            return False
        raw = match.result or {}
        result = Result.from_dict(raw, 2)  # placements (and games) as the match stored them
        judge_id = raw.get("judge_id")
        p = rnd.pairing(link.table_no)
        assert p.b is not None
        at = self.desk.at()
        old = rnd.results.get(link.table_no)
        why = f"match #{match.id} ended by a judge" + (f": {raw['reason']}" if raw.get("reason") else "")
        need, best_of = ctx.ts.config.wins_needed, ctx.ts.config.best_of
        if judge_id is not None and result.winners:
            winner = p.a if 0 in result.winners else p.b
            games = (need, 0, 0) if winner == p.a else (0, need, 0)
            if old is not None and old.kind == "awarded" and games_of(old) == games:
                return False  # already recorded (idempotent: a second hook, a catch-up)
            res = ctx.ts.award_match(link.table_no, winner, actor=str(judge_id), reason=why, at=at)
        elif judge_id is not None and result.draw:  # a judge-ended draw is 0-0-3 in a best of 3 (MTR 2.5)
            if old is not None and games_of(old) == (0, 0, best_of):
                return False
            res = ctx.ts.record_draw(link.table_no, actor=str(judge_id), reason=why, at=at)
        else:
            engine = self.desk.judge.games.get(match.game)
            if state is None and engine is not None:
                try:
                    state = replay(engine, match.setup, match.seed, tx.posts(match.id))  # type: ignore[arg-type]
                except ReplayError:
                    state = None
            a, b, d = ctx.rules.games(engine, state, result)
            if old is not None and old.kind == "played" and games_of(old) == (a, b, d):
                return False  # already recorded (idempotent: a second hook, a catch-up)
            if old is None:
                res = ctx.ts.record_result(link.table_no, a, b, d, actor=SYSTEM, at=at)
            else:  # a rematch, or the match ended again after a judge's undo
                res = ctx.ts.correct_result(
                    link.table_no, a, b, d, actor=SYSTEM, reason=f"match #{match.id} ended", at=at
                )
        link.result_source = "match"
        tx.session.add(link)
        line = t(
            "result_line",
            ctx.lang,
            round=rnd.number,
            table=link.table_no,
            a=ctx.bold(res.a),
            b=ctx.bold(res.b),
            score=score(res),
        )
        effective = effective_result(rnd, link.table_no, ctx.ts.tournament.penalties, ctx.ts.config.best_of)
        if effective is not None and effective != res:
            line += t("with_penalties", ctx.lang, score=score(effective))
        self.desk.post(tx, ctx, line)
        self.after_result(tx, ctx)
        return True

    def after_result(self, tx: Tx, ctx: TournamentCtx) -> None:
        """When the round in play has every result: close it and post the standings (or the bracket's
        progress), the next step, and at the end the final standings and the champion."""
        if isinstance(ctx.ts, PodTournamentState):
            return self.pod_rounds.after_result(tx, ctx)
        ts = ctx.ts
        rnd = ts.current_round
        if ts.phase != "playing" or rnd is None or ts.pending_tables():
            return
        try:
            phase = ts.finish_round(actor=SYSTEM, at=self.desk.at())
        except elimination.NeedsJudge as exc:
            self.desk.post(
                tx,
                ctx,
                t("needs_judge", ctx.lang, round=exc.round_number, table=exc.table),
                key=f"t{ctx.id}:r{exc.round_number}:t{exc.table}:needs:{len(ts.tournament.audit)}",
            )
            return
        if rnd.stage == "swiss":
            self.desk.post_standings(tx, ctx, rnd.number)
        if phase == "finished":
            self.desk.post_final(tx, ctx)
            return
        if rnd.stage == "elimination":
            advancing = [w for w in (winner_of(r) for r in _round_results(rnd, ts)) if w]
            players = ", ".join(ctx.bold(w) for w in advancing) or "-"
            self.desk.post(tx, ctx, t("elim_done", ctx.lang, round=rnd.number, players=players))
        elif ts.next_stage() == "elimination" and ts.config.format == "swiss_top_cut":
            cut = ts.config.top_cut or 8
            seeds = elimination.cut_seeds(ts.tournament)
            players = ", ".join(f"{i + 1}. {ctx.bold(s)}" for i, s in enumerate(seeds))
            self.desk.post(tx, ctx, t("next_top_cut", ctx.lang, cut=cut, players=players))
        else:
            self.desk.post(tx, ctx, t("next_round", ctx.lang, round=rnd.number, next=rnd.number + 1))

    def close_decided(
        self, tx: Tx, ctx: TournamentCtx, actor: Actor, reason: str, what: str | None = None
    ) -> None:
        """Every live match of the current round whose table now has a result (a judge's decision, a drop,
        a penalty) ends: its thread is told, and its own end no longer changes the tournament."""
        if isinstance(ctx.ts, PodTournamentState):
            return self.pod_rounds.close_decided(tx, ctx, actor, reason, what)
        rnd = ctx.ts.current_round
        if rnd is None:
            return

        def decided(table: int) -> tuple[Result, str] | None:
            res = rnd.results.get(table)
            if res is None:
                return None
            o = outcome(res, res.a)
            if res.kind == "double_loss":
                result = Result.no_winner(2, "double loss")
            elif o == "W":
                result = Result.win(0, 2)
            elif o == "L":
                result = Result.win(1, 2)
            else:
                result = Result.tie(2)
            return result, what or t("what_award", ctx.lang, winner=ctx.bold(winner_of(res)))

        self.tables.close_decided(tx, ctx, actor, rnd.number, decided, reason)


def games_of(res: MatchResult) -> tuple[int, int, int]:
    return res.a_game_wins, res.b_game_wins, res.draws


def winner_of(res: MatchResult) -> str | None:
    if res.kind == "double_loss":
        return None
    o = outcome(res, res.a)
    return res.a if o == "W" else res.b if o == "L" else None


def _round_results(rnd: Round, ts: TournamentState) -> list[MatchResult]:
    found = [effective_result(rnd, p.table, ts.tournament.penalties, ts.config.best_of) for p in rnd.pairings]
    return [r for r in found if r is not None]

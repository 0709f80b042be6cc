"""A tournament judge's tools: results entered, corrected, awarded, double losses, penalties, rematches,
time extensions, pauses, the end of the tournament. Each needs a judge and a reason, is logged in the
tournament's audit log and the judge's ``audit_log``, and is posted in the tournament's channel; a live
match it decides ends with a note in its thread."""

from __future__ import annotations

from bot.judge.api import Actor, Reply
from bot.judge.limits import MAX_DEADLINE_HOURS
from bot.judge.payloads import mention
from bot.store import PAUSED, Tx
from bot.store.models import ACTIVE, LIVE_STATUSES

from .desk import TournamentCtx, TournamentDesk, actor_pid, player_id
from .entries import Entries
from .messages import t
from .model import PENALTY_KINDS, Pairing, Round, TournamentError
from .pod_judging import PodJudging
from .pod_rounds import is_pods
from .pods import PodTournamentState
from .render import score
from .rounds import Rounds
from .tables import Tables


class Judging:
    """The judge tools (see the module doc); every one refuses a non-judge and changes nothing then."""

    def __init__(
        self, desk: TournamentDesk, entries: Entries, tables: Tables, rounds: Rounds, pod_judging: PodJudging
    ) -> None:
        self.desk = desk
        self.entries = entries
        self.tables = tables
        self.rounds = rounds
        self.pod_judging = pod_judging

    def _judged_table(
        self, ctx: TournamentCtx, actor: Actor, table: int, round_number: int | None, lang: str
    ) -> tuple[Round, Pairing]:
        """The round (default: the latest) and two-player table a judge decides; never their own."""
        if isinstance(ctx.ts, PodTournamentState):  # a pod's result is a placement order (pod_judging)
            self.desk.refuse(t("pod_places_needed", lang))
        rounds = ctx.ts.tournament.rounds
        if not rounds:
            self.desk.refuse(t("round_not_playing", lang, name=ctx.name))
        rnd = rounds[-1] if round_number is None else next((r for r in rounds if r.number == round_number), None)
        if rnd is None:
            raise TournamentError(f"no round {round_number}")
        p = next((p for p in rnd.pairings if p.table == table), None)
        if p is None:
            self.desk.refuse(t("no_such_table", lang, round=rnd.number, table=table))
        if p.b is None:
            self.desk.refuse(t("table_is_bye", lang, table=table))
        if actor_pid(actor) in p.players():
            self.desk.refuse(t("judge_plays_here", lang))
        return rnd, p

    def _judge_result(
        self,
        actor: Actor,
        tid: int,
        table: int,
        op: str,
        reason: str,
        round_number: int | None,
        *,
        games: tuple[int, int, int] = (0, 0, 0),
        winner: int | None = None,
    ) -> Reply:
        def work(tx: Tx) -> Reply:
            ctx, lang = self.desk.open_for(tx, actor, tid, judge=True, reason=reason)
            if isinstance(ctx.ts, PodTournamentState):
                if op not in ("award", "double_loss"):
                    self.desk.refuse(t("pod_places_needed", lang))
                return self.pod_judging.judge_in(tx, actor, tid, table, op, reason, round_number, winner=winner)
            rnd, p = self._judged_table(ctx, actor, table, round_number, lang)
            old = rnd.results.get(table)
            phase_before = ctx.ts.phase
            if op == "enter" and old is not None:
                self.desk.refuse(t("has_result", lang, table=table))
            if op == "correct" and old is None:
                self.desk.refuse(t("no_result", lang, table=table))
            at, aid = self.desk.at(), actor_pid(actor)
            if op in ("enter", "correct"):
                a, b, d = games
                res = ctx.ts.correct_result(
                    table, a, b, d, actor=aid, reason=reason, round_number=rnd.number, at=at
                )
                key = "what_enter" if op == "enter" else "what_correct"
                what = t(
                    key,
                    ctx.lang,
                    a=ctx.bold(p.a),
                    b=ctx.bold(p.b),
                    score=score(res),
                    old=score(old) if old else "-",
                )
            elif op == "award":
                pid = player_id(winner or 0)
                if pid not in p.players():
                    self.desk.refuse(t("not_at_table", lang, player=mention(winner or 0), table=table))
                ctx.ts.award_match(table, pid, actor=aid, reason=reason, round_number=rnd.number, at=at)
                what = t("what_award", ctx.lang, winner=ctx.bold(pid))
            else:
                ctx.ts.double_loss(table, actor=aid, reason=reason, round_number=rnd.number, at=at)
                what = t("what_double_loss", ctx.lang, a=ctx.bold(p.a), b=ctx.bold(p.b))
            self.tables.judged(tx, ctx, actor, (rnd.number, table), action=op, what=what, reason=reason)
            if rnd is ctx.ts.current_round:
                self.rounds.close_decided(tx, ctx, actor, reason, what)
            self.rounds.after_result(tx, ctx)
            if phase_before != "playing" or rnd is not ctx.ts.current_round:  # a closed round changed
                self.desk.repost_standings(tx, ctx, swiss_changed=rnd.stage == "swiss")
            return self.desk.done(tx, ctx, lang)

        return self.desk.run(work)

    def enter_result(
        self,
        actor: Actor,
        tid: int,
        table: int,
        a_games: int,
        b_games: int,
        draws: int = 0,
        *,
        reason: str,
        round_number: int | None = None,
    ) -> Reply:
        """A judge enters the result of a table that has none (e.g. played elsewhere); a live match ends."""
        return self._judge_result(
            actor, tid, table, "enter", reason, round_number, games=(a_games, b_games, draws)
        )

    def correct_result(
        self,
        actor: Actor,
        tid: int,
        table: int,
        a_games: int,
        b_games: int,
        draws: int = 0,
        *,
        reason: str,
        round_number: int | None = None,
    ) -> Reply:
        """A judge corrects a recorded result (any Swiss round; the current elimination round)."""
        return self._judge_result(
            actor, tid, table, "correct", reason, round_number, games=(a_games, b_games, draws)
        )

    def award_match(
        self, actor: Actor, tid: int, table: int, winner: int, *, reason: str, round_number: int | None = None
    ) -> Reply:
        """A judge awards the table to ``winner`` (a user id), recorded 2-0; a live match ends."""
        return self._judge_result(actor, tid, table, "award", reason, round_number, winner=winner)

    def double_loss(
        self, actor: Actor, tid: int, table: int, *, reason: str, round_number: int | None = None
    ) -> Reply:
        """A judge gives both players of the table a loss; a live match ends."""
        return self._judge_result(actor, tid, table, "double_loss", reason, round_number)

    def penalize(
        self,
        actor: Actor,
        tid: int,
        player: int,
        kind: str,
        *,
        reason: str,
        round_number: int | None = None,
    ) -> Reply:
        """A penalty: warning, game_loss (one game to the opponent), match_loss (the match is lost; a live
        one ends), disqualification (as match_loss, and the player leaves). Default round: the player's
        current match, or the next one."""

        def work(tx: Tx) -> Reply:
            ctx, lang = self.desk.open_for(tx, actor, tid, judge=True, reason=reason)
            if kind not in PENALTY_KINDS:
                self.desk.refuse(t("bad_penalty", lang))
            pid = player_id(player)
            if not ctx.ts.tournament.has_player(pid):
                self.desk.refuse(t("not_registered", lang, player=mention(player), name=ctx.name))
            if pid == actor_pid(actor):
                self.desk.refuse(t("judge_plays_here", lang))
            if ctx.ts.is_finished and kind != "disqualification":
                self.desk.refuse(t("tournament_finished", lang, name=ctx.name))
            if ctx.ts.phase == "registration" and kind != "warning":
                self.desk.refuse(t("warning_only_now", lang))
            if kind == "disqualification" and pid in ctx.ts.tournament.disqualified():
                self.desk.refuse(t("already_disqualified", lang, player=mention(player)))
            pen = ctx.ts.penalize(
                pid,
                kind,  # type: ignore[arg-type]  # checked against PENALTY_KINDS above
                actor=actor_pid(actor),
                reason=reason,
                round_number=round_number,
                at=self.desk.at(),
            )
            text = t(
                "penalty_post",
                ctx.lang,
                judge=actor.name,
                player=ctx.bold(pid),
                kind=t(f"pen_{kind}", ctx.lang),
                round=pen.round,
                reason=reason,
            )
            self.desk.post(tx, ctx, text)
            self.desk.store_audit(
                tx, ctx, actor, "penalty", player=player, kind=kind, round=pen.round, reason=reason
            )
            what = t("pen_" + kind, ctx.lang) + f": {ctx.player_name(pid)}"
            self.rounds.close_decided(tx, ctx, actor, reason, what)
            self.rounds.after_result(tx, ctx)
            done = self.desk.done(tx, ctx, lang)
            if is_pods(ctx):  # out of his live pod match at once (issue 25)
                if kind == "disqualification":
                    self.rounds.pod_rounds.leave_pod(tx, ctx, actor, pid, "disqualification", reason)
                elif kind in ("game_loss", "match_loss"):  # last in this round's pod game: it is over for him
                    self.rounds.pod_rounds.leave_pod(tx, ctx, actor, pid, kind, reason, round_number=pen.round)
            return done

        return self.desk.run(work)

    def rematch(self, actor: Actor, tid: int, table: int, *, reason: str) -> Reply:
        """A drawn elimination match is played again: a new judge match for the table (its end corrects
        the drawn result)."""

        def work(tx: Tx) -> Reply:
            ctx, lang = self.desk.open_for(tx, actor, tid, judge=True, reason=reason)
            rnd, p = self._judged_table(ctx, actor, table, None, lang)
            if ctx.ts.phase != "playing" or table not in ctx.ts.needs_judge():
                self.desk.refuse(t("not_draw", lang, table=table))
            for link in self.tables.links(tx, ctx.id, rnd.number, table):
                match = tx.match(link.match_id)
                if match is not None and match.status in LIVE_STATUSES:
                    self.desk.refuse(t("not_draw", lang, table=table))
                link.active = False
                tx.session.add(link)
            decks = self.entries.decks(tx, ctx.id)
            match = self.rounds.start_table(tx, ctx, actor, rnd, p, decks, self.desk.deadline(tx, ctx.rec))
            text = t(
                "rematch_post",
                ctx.lang,
                judge=actor.name,
                round=rnd.number,
                table=table,
                match=match.id,
                reason=reason,
            )
            self.desk.post(tx, ctx, text)
            self.desk.audit(tx, ctx, actor, "rematch", reason, table=table, match=match.id)
            return self.desk.done(tx, ctx, lang, match_id=match.id)

        return self.desk.run(work)

    # ============================================================================================
    # time and pauses
    # ============================================================================================
    def extend_time(self, actor: Actor, tid: int, table: int, hours: int, *, reason: str) -> Reply:
        """A time extension for one pairing: its match's deadline per decision becomes ``hours``."""

        def work(tx: Tx) -> Reply:
            ctx, lang = self.desk.open_for(tx, actor, tid, judge=True, reason=reason)
            if not 1 <= hours <= MAX_DEADLINE_HOURS:
                self.desk.refuse(t("bad_deadline", lang))
            if isinstance(ctx.ts, PodTournamentState):
                rnd_number = self.pod_judging.pod_table(ctx, actor, table, None, lang)[0].number
            else:
                rnd_number = self._judged_table(ctx, actor, table, None, lang)[0].number
            live = self.tables.live(tx, ctx.id, rnd_number, table)
            if not live:
                self.desk.refuse(t("no_live_match", lang, table=table))
            link, match = live[-1]
            match.deadline_hours = hours
            tx.session.add(match)
            self.desk.match_post(tx, link.match_id, t("extension_match", ctx.lang, hours=hours, reason=reason))
            text = t(
                "extension_post",
                ctx.lang,
                judge=actor.name,
                round=rnd_number,
                table=table,
                match=link.match_id,
                hours=hours,
                reason=reason,
            )
            self.desk.post(tx, ctx, text)
            self.desk.audit(tx, ctx, actor, "extend_time", reason, table=table, match=link.match_id, hours=hours)
            return self.desk.done(tx, ctx, lang, match_id=link.match_id)

        return self.desk.run(work)

    def pause_round(self, actor: Actor, tid: int, *, reason: str) -> Reply:
        """Pause every live match of the round in play (moves are refused, nobody is reminded)."""

        def work(tx: Tx) -> Reply:
            ctx, lang = self.desk.open_for(tx, actor, tid, judge=True, reason=reason)
            rnd = ctx.ts.current_round
            if ctx.ts.phase != "playing" or rnd is None:
                self.desk.refuse(t("round_not_playing", lang, name=ctx.name))
            for link, match in self.tables.live(tx, ctx.id, rnd.number, statuses=(ACTIVE,)):
                match.status = PAUSED
                tx.session.add(match)
                self.desk.match_post(
                    tx, link.match_id, t("pause_match", ctx.lang, round=rnd.number, reason=reason)
                )
            ctx.rec.paused = True
            self.desk.post(
                tx,
                ctx,
                t("pause_post", ctx.lang, judge=actor.name, round=rnd.number, name=ctx.name, reason=reason),
            )
            self.desk.audit(tx, ctx, actor, "pause_round", reason)
            return self.desk.done(tx, ctx, lang)

        return self.desk.run(work)

    def resume_round(self, actor: Actor, tid: int) -> Reply:
        """Resume the paused round: its matches play on and every deadline starts afresh."""

        def work(tx: Tx) -> Reply:
            ctx, lang = self.desk.open_for(tx, actor, tid, judge=True)
            rnd = ctx.ts.current_round
            if not ctx.rec.paused or rnd is None:
                self.desk.refuse(t("not_paused", lang, round=rnd.number if rnd else 0))
            now = self.desk.now()
            for link, match in self.tables.live(tx, ctx.id, rnd.number, statuses=(PAUSED,)):
                match.status = ACTIVE
                tx.session.add(match)
                for row in tx.reminders(link.match_id):  # the clock restarts for everyone
                    row.pending_since, row.periods_reminded, row.judge_notified = now, 0, False
                    tx.session.add(row)
                self.desk.match_post(tx, link.match_id, t("resume_match", ctx.lang, round=rnd.number))
            ctx.rec.paused = False
            self.desk.post(tx, ctx, t("resume_post", ctx.lang, judge=actor.name, round=rnd.number, name=ctx.name))
            self.desk.audit(tx, ctx, actor, "resume_round")
            return self.desk.done(tx, ctx, lang)

        return self.desk.run(work)

    def end_tournament(self, actor: Actor, tid: int, *, reason: str) -> Reply:
        """A judge ends the tournament now: live matches are cancelled, the standings so far are final."""

        def work(tx: Tx) -> Reply:
            ctx, lang = self.desk.open_for(tx, actor, tid, judge=True, reason=reason)
            ctx.ts.end_tournament(actor=actor_pid(actor), reason=reason, at=self.desk.at())
            for link, _ in self.tables.live(tx, ctx.id):
                self.tables.cancel(tx, link, t("ended_match", ctx.lang, reason=reason))
            ctx.rec.paused = False
            self.desk.post(tx, ctx, t("ended_post", ctx.lang, judge=actor.name, name=ctx.name, reason=reason))
            self.desk.store_audit(tx, ctx, actor, "end_tournament", reason=reason)
            self.desk.post_final(tx, ctx)
            return self.desk.done(tx, ctx, lang)

        return self.desk.run(work)

"""A judge's tools in a pod tournament: a table's result entered or corrected as a placement order, a
table awarded, a loss for every seat, and the service side of penalties and late entries (the rules are
in :mod:`bot.tournament.pods`). Each needs a judge and a reason, is logged in the tournament's audit log
and the judge's ``audit_log``, and is posted in the tournament's channel; a live match it decides ends
with the placements and a note in its thread. Refusals are in the reader's language."""

from __future__ import annotations

from collections.abc import Sequence

from bot.judge.api import Actor, Reply
from bot.judge.payloads import mention
from bot.store import Tx

from .desk import TournamentCtx, TournamentDesk, actor_pid, player_id, pods_of
from .messages import t
from .pod_rounds import places_text
from .pods import Pod, PodRound, PodTournamentState
from .rounds import Rounds
from .tables import Tables

# User ids first to last, a nested group sharing its place; or a judge's text: names or mentions,
# ``,`` between places and ``=`` between tied players (``Alice, Bob = Carol``), as ``/judge end`` takes.
Order = Sequence[int | Sequence[int]] | str


class PodJudging:
    """Pod results by a judge (module doc); :class:`Judging` sends pod tournaments here."""

    def __init__(self, desk: TournamentDesk, tables: Tables, rounds: Rounds) -> None:
        self.desk = desk
        self.tables = tables
        self.rounds = rounds

    def pod_result(
        self,
        actor: Actor,
        tid: int,
        table: int,
        order: Order,
        *,
        reason: str,
        round_number: int | None = None,
        correct: bool = False,
    ) -> Reply:
        """A judge enters (``correct=False``: the table has none yet) or corrects a pod's placements:
        ``order`` lists the table's players (user ids) first to last, tied players in a nested group."""
        return self._pod_judge(
            actor, tid, table, "correct" if correct else "enter", reason, round_number, order
        )

    def _pod_judge(
        self,
        actor: Actor,
        tid: int,
        table: int,
        op: str,
        reason: str,
        round_number: int | None,
        order: Order = (),
        winner: int | None = None,
    ) -> Reply:
        return self.desk.run(
            lambda tx: self.judge_in(tx, actor, tid, table, op, reason, round_number, order, winner)
        )

    def judge_in(
        self,
        tx: Tx,
        actor: Actor,
        tid: int,
        table: int,
        op: str,
        reason: str,
        round_number: int | None,
        order: Order = (),
        winner: int | None = None,
    ) -> Reply:
        ctx, lang = self.desk.open_for(tx, actor, tid, judge=True, reason=reason)
        if not isinstance(ctx.ts, PodTournamentState):
            self.desk.refuse(t("not_pods", lang))
        ts = ctx.ts
        rnd, pod = self.pod_table(ctx, actor, table, round_number, lang)
        old = rnd.results.get(table)
        playing = rnd is ts.current_round and ts.phase == "playing"
        phase_before = ts.phase
        if op == "enter" and old is not None:
            self.desk.refuse(t("has_result", lang, table=table))
        if op == "correct" and old is None:
            self.desk.refuse(t("no_result", lang, table=table))
        if old is None and not playing:
            self.desk.refuse(t("pod_not_playing", lang, round=rnd.number))
        at, aid = self.desk.at(), actor_pid(actor)
        if op == "award":
            pid = player_id(winner or 0)
            if pid not in pod.seats:
                self.desk.refuse(t("not_at_table", lang, player=mention(winner or 0), table=table))
            res = ts.award(table, pid, actor=aid, reason=reason, at=at, round_number=rnd.number)
            what = t("what_pod_award", ctx.lang, winner=ctx.bold(pid))
        else:
            places = (
                [len(pod.seats)] * len(pod.seats)
                if op == "double_loss"
                else self._placements(ctx, pod, order, table, lang)
            )
            res = ts.record_result(
                table,
                places,
                actor=aid,
                reason=reason,
                at=at,
                correct=old is not None,
                round_number=rnd.number,
            )
            if op == "double_loss":
                what = t(
                    "what_double_loss", ctx.lang, a=_names(ctx, pod.seats[:-1]), b=ctx.bold(pod.seats[-1])
                )
            elif old is None:
                what = t("what_pod_enter", ctx.lang, places=places_text(ctx, pod, res))
            else:
                old_text = places_text(ctx, pod, old)
                what = t("what_pod_correct", ctx.lang, places=places_text(ctx, pod, res), old=old_text)
        self.tables.judged(tx, ctx, actor, (rnd.number, table), action=f"pod_{op}", what=what, reason=reason)
        if playing:
            self.rounds.close_decided(tx, ctx, actor, reason, what)
            self.rounds.after_result(tx, ctx)
        if phase_before != "playing" or not playing:  # a closed round changed: the standings now
            self.desk.repost_standings(tx, ctx)
        return self.desk.done(tx, ctx, lang)

    def pod_table(
        self, ctx: TournamentCtx, actor: Actor, table: int, round_number: int | None, lang: str
    ) -> tuple[PodRound, Pod]:
        """The round (default: the latest) and pod a judge decides; never one the judge plays at."""
        ts = pods_of(ctx)
        if not ts.tournament.rounds:
            self.desk.refuse(t("round_not_playing", lang, name=ctx.name))
        rnd = ts.round(round_number)
        pod = next((p for p in rnd.pods if p.table == table), None)
        if pod is None:
            self.desk.refuse(t("no_such_table", lang, round=rnd.number, table=table))
        if actor_pid(actor) in pod.seats:
            self.desk.refuse(t("judge_plays_here", lang))
        return rnd, pod

    def _placements(self, ctx: TournamentCtx, pod: Pod, order: Order, table: int, lang: str) -> list[int]:
        """Places per seat from a first-to-last order (competition ranking: 1, 1, 3 for a tie at the top)."""
        if isinstance(order, str):
            groups = [[_named(ctx, pod, name) for name in part.split("=")] for part in order.split(",")]
        else:
            groups = [[g] if isinstance(g, int) else list(g) for g in order]
        named = [player_id(u) for g in groups for u in g]
        if sorted(named) != sorted(pod.seats) or any(not g for g in groups):
            players = ", ".join(ctx.bold(pid) for pid in pod.seats)
            self.desk.refuse(t("pod_bad_order", lang, table=table, players=players))
        place, by_player = 1, {}
        for g in groups:
            for u in g:
                by_player[player_id(u)] = place
            place += len(g)
        return [by_player[pid] for pid in pod.seats]


def _named(ctx: TournamentCtx, pod: Pod, text: str) -> int:
    """The user a judge's text names at this pod: a mention (``<@id>``), a user id or a name (any
    case); 0 (nobody) otherwise."""
    text = text.strip()
    digits = text.strip("<@!>")
    for pid in pod.seats:
        if digits.isdigit() and digits == pid or ctx.player_name(pid).casefold() == text.casefold():
            return int(pid)
    return 0


def _names(ctx: TournamentCtx, pids: Sequence[str]) -> str:
    return ", ".join(ctx.bold(p) for p in pids)

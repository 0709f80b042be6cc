"""The results of a pod tournament's pods: the placements reported from a match (once), a judge's
correction of any round played, a judge's award (the winner first, every other seat last), and the
result a round's penalties make of it. Pure: it holds the tournament, its clerk and its schedule."""

from __future__ import annotations

from collections.abc import Sequence

from cards.core import Result

from .clerk import Clerk
from .model import TournamentError
from .pod_model import PodResult, PodRound, PodTournament, apply_penalties
from .pod_schedule import PodSchedule


class PodResults:
    """Reported and judged placements of one pod tournament's pods."""

    def __init__(self, tournament: PodTournament, clerk: Clerk, schedule: PodSchedule) -> None:
        self.tournament = tournament
        self.clerk = clerk
        self.schedule = schedule

    def record_result(
        self,
        table: int,
        result: Result | Sequence[int],
        *,
        actor: str,
        reason: str = "",
        at: str | None = None,
        correct: bool = False,
        round_number: int | None = None,
    ) -> PodResult:
        """A pod's placements in its seat order (a game's ``Result`` or the places). Once only, unless
        ``correct`` (a judge's correction, of the current round or any closed one)."""
        t = self.tournament
        rnd = self.schedule.round(round_number)
        if not correct and (rnd is not t.current_round or t.phase != "playing"):
            raise TournamentError(f"round {rnd.number} is not being played; a judge corrects its results")
        pod = rnd.pod(table)
        places = tuple(result.placements if isinstance(result, Result) else result)
        if len(places) != len(pod.seats):
            raise TournamentError(f"table {table} has {len(pod.seats)} seats, not {len(places)}")
        if table in rnd.results and not correct:
            raise TournamentError(f"table {table} already has a result; a judge must correct it")
        if correct and table not in rnd.results:
            raise TournamentError(f"table {table} has no result to correct")
        try:
            res = PodResult(places, reason or (result.reason if isinstance(result, Result) else ""))
        except ValueError as e:
            raise TournamentError(str(e)) from e
        old = rnd.results.get(table)
        rnd.results[table] = res
        self.clerk.log(
            actor,
            "correct_result" if correct else "record_result",
            reason,
            at=at,
            round_number=rnd.number,  # in the entry's data, as pods always logged it
            table=table,
            result=res.to_dict(),
            old=None if old is None else old.to_dict(),
        )
        return res

    def award(
        self,
        table: int,
        winner: str,
        *,
        actor: str,
        reason: str,
        at: str | None = None,
        round_number: int | None = None,
    ) -> PodResult:
        """A judge awards the pod to ``winner``: first place, every other seat last."""
        rnd = self.schedule.round(round_number)
        pod = rnd.pod(table)
        if winner not in pod.seats:
            raise TournamentError(f"{winner!r} does not play at table {table}")
        places = [1 if pid == winner else len(pod.seats) for pid in pod.seats]
        return self.record_result(
            table,
            places,
            actor=actor,
            reason=reason,
            at=at,
            correct=table in rnd.results,
            round_number=rnd.number,
        )

    def effective(self, rnd: PodRound, table: int) -> PodResult | None:
        """The pod's result with the round's game-loss, match-loss and DQ penalties applied."""
        res = rnd.results.get(table)
        if res is None:
            return None
        return apply_penalties(rnd.pod(table), res, self.tournament.penalties, rnd.number)

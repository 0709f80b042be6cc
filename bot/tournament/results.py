"""The results of a 1 v 1 event's tables: a reported result (once), and a judge's draw, correction, award
or double loss (logged with the result it replaces). Pure: it holds the tournament, its clerk and its
schedule (which round a judge may still change)."""

from __future__ import annotations

from typing import Any

from .clerk import Clerk
from .model import MatchResult, Pairing, Round, Tournament, TournamentError
from .schedule import Schedule


def _result(pairing: Pairing, a_wins: int, b_wins: int, draws: int, kind: str, reason: str) -> MatchResult:
    try:
        return MatchResult(pairing.a, pairing.b, a_wins, b_wins, draws, kind, reason)  # type: ignore[arg-type]
    except ValueError as e:
        raise TournamentError(str(e)) from e


def _two_player_table(rnd: Round, table: int) -> Pairing:
    pairing = rnd.pairing(table)
    if pairing.b is None:
        raise TournamentError(f"table {table} is a bye")
    return pairing


def _set_result(rnd: Round, table: int, res: MatchResult) -> dict[str, Any] | None:
    """A judge's result on the table; returns the one it replaces (for the log), if any."""
    old = rnd.results.get(table)
    rnd.results[table] = res
    return None if old is None else old.to_dict()


class Results:
    """Reported and judged results of one 1 v 1 tournament's tables."""

    def __init__(self, tournament: Tournament, clerk: Clerk, schedule: Schedule) -> None:
        self.tournament = tournament
        self.clerk = clerk
        self.schedule = schedule

    def _judged_table(self, table: int, round_number: int | None) -> tuple[Round, Pairing]:
        """A round a judge may change the result of (later elimination rounds depend on earlier ones)
        and its two-player table."""
        if self.tournament.phase == "registration":
            raise TournamentError("no round has been paired yet")
        rnd = self.schedule.round(round_number)
        if rnd.stage == "elimination" and rnd is not self.tournament.rounds[-1]:
            raise TournamentError("the next elimination round is already paired; results before it are final")
        return rnd, _two_player_table(rnd, table)

    def record_result(
        self,
        table: int,
        a_game_wins: int,
        b_game_wins: int,
        draws: int = 0,
        *,
        actor: str,
        at: str | None = None,
    ) -> MatchResult:
        """A reported result for the current round (games actually played). Once only: a judge corrects."""
        self.clerk.require("playing")
        rnd = self.tournament.rounds[-1]
        pairing = _two_player_table(rnd, table)
        if table in rnd.results:
            raise TournamentError(f"table {table} already has a result; a judge must correct it")
        res = _result(pairing, a_game_wins, b_game_wins, draws, "played", "")
        rnd.results[table] = res
        self.clerk.log(actor, "record_result", at=at, table=table, result=res.to_dict())
        return res

    def record_draw(
        self,
        table: int,
        *,
        actor: str,
        reason: str = "",
        round_number: int | None = None,
        at: str | None = None,
    ) -> MatchResult:
        """An intentional or judge-ended draw: 0-0-``best_of`` (MTR 2.5: 0-0-3 in a best of 3).

        Also a judge's decision on a decided table (then it replaces the result, logged)."""
        rnd, pairing = self._judged_table(table, round_number)
        res = _result(pairing, 0, 0, self.tournament.config.best_of, "played", reason)
        old = _set_result(rnd, table, res)
        self.clerk.log(actor, "record_draw", reason, at=at, entry_round=rnd.number, table=table, old=old)
        return res

    def correct_result(
        self,
        table: int,
        a_game_wins: int,
        b_game_wins: int,
        draws: int = 0,
        *,
        actor: str,
        reason: str,
        round_number: int | None = None,
        at: str | None = None,
    ) -> MatchResult:
        """Judge enters or corrects a played result (also a replayed elimination draw)."""
        rnd, pairing = self._judged_table(table, round_number)
        res = _result(pairing, a_game_wins, b_game_wins, draws, "played", reason)
        old = _set_result(rnd, table, res)
        self.clerk.log(
            actor, "correct_result", reason, at=at, entry_round=rnd.number, table=table, old=old,
            result=res.to_dict(),
        )
        return res

    def award_match(
        self,
        table: int,
        winner: str,
        *,
        actor: str,
        reason: str,
        round_number: int | None = None,
        at: str | None = None,
    ) -> MatchResult:
        """Judge awards the match to ``winner`` (recorded at the match's length: 2-0 in a best of 3)."""
        rnd, pairing = self._judged_table(table, round_number)
        if winner not in pairing.players():
            raise TournamentError(f"{winner!r} does not play at table {table}")
        need = self.tournament.config.wins_needed
        a_wins, b_wins = (need, 0) if winner == pairing.a else (0, need)
        res = _result(pairing, a_wins, b_wins, 0, "awarded", reason)
        old = _set_result(rnd, table, res)
        self.clerk.log(
            actor, "award_match", reason, at=at, entry_round=rnd.number, table=table, winner=winner, old=old
        )
        return res

    def double_loss(
        self, table: int, *, actor: str, reason: str, round_number: int | None = None, at: str | None = None
    ) -> MatchResult:
        """Judge records a loss for both players (no games counted)."""
        rnd, pairing = self._judged_table(table, round_number)
        res = _result(pairing, 0, 0, 0, "double_loss", reason)
        old = _set_result(rnd, table, res)
        self.clerk.log(actor, "double_loss", reason, at=at, entry_round=rnd.number, table=table, old=old)
        return res

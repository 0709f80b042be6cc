"""Who takes part in a 1 v 1 event after it opens: closing registration, a judge's late entry, drops and
penalties (a match loss or a disqualification gives the open match to the opponent). Pure: it holds the
tournament, its clerk and its schedule."""

from __future__ import annotations

from . import roster
from .clerk import Clerk
from .model import PENALTY_KINDS, Penalty, PenaltyKind, Player, Tournament, TournamentError
from .schedule import SYSTEM, Schedule, forfeit


class Conduct:
    """The players of one 1 v 1 tournament once it runs: entries, drops, penalties."""

    def __init__(self, tournament: Tournament, clerk: Clerk, schedule: Schedule) -> None:
        self.tournament = tournament
        self.clerk = clerk
        self.schedule = schedule

    def close_registration(self, *, actor: str = SYSTEM, at: str | None = None) -> None:
        self.clerk.require("registration")
        if len(self.tournament.active_players()) < 2:
            raise TournamentError("a tournament needs at least 2 players")
        self.tournament.phase = "ready"
        self.clerk.log(actor, "close_registration", at=at, players=len(self.tournament.players))

    def late_entry(
        self, player_id: str, name: str, *, actor: str, reason: str = "", at: str | None = None
    ) -> Player:
        """Judge adds a player between rounds (Swiss only, or before a bracket exists)."""
        self.clerk.require("ready")
        t = self.tournament
        if not t.config.allow_late_entry:
            raise TournamentError("late entry is not allowed in this tournament")
        before_bracket = t.config.format == "single_elim" and not t.rounds
        if not (self.schedule.next_stage() == "swiss" or before_bracket):
            raise TournamentError("late entry is only possible before the elimination rounds")
        player = roster.enrol(t.players, player_id, name, joined_round=self.schedule.next_number())
        self.clerk.log(
            actor, "late_entry", reason, at=at, player=player_id, name=name, joined_round=player.joined_round
        )
        return player

    def drop(
        self, player_id: str, *, actor: str | None = None, reason: str = "", at: str | None = None
    ) -> None:
        """Drop a player. During registration this unregisters them; later they stay in the standings.

        An open match of theirs in the current round is awarded to the opponent.
        """
        if not self.clerk.drop(player_id, actor=actor, reason=reason, at=at):
            return
        rnd = self.schedule.open_round()
        if rnd is not None:
            forfeit(rnd, player_id, f"{player_id} dropped", self.tournament.config.wins_needed)
        self.schedule.finish_if_nobody_left(at)

    def penalize(
        self,
        player_id: str,
        kind: PenaltyKind,
        *,
        actor: str,
        reason: str,
        round_number: int | None = None,
        at: str | None = None,
    ) -> Penalty:
        """Record a penalty for the player's current match, or the next one if it is over (or a bye).

        That is the default for ``round_number``; a judge may name the round instead.

        Game loss: one game is added for the opponent. Match loss: the match is a 0-2 loss (an
        open match is awarded to the opponent at once). Disqualification: an open match is awarded
        to the opponent and the player is dropped.
        """
        t = self.tournament
        if kind not in PENALTY_KINDS:
            raise TournamentError(f"unknown penalty kind {kind!r}")
        if t.phase == "registration" and kind != "warning":
            raise TournamentError("only warnings before the first round")
        t.player(player_id)
        rnd = self.schedule.open_round()
        if round_number is None:
            table = None if rnd is None else rnd.table_of(player_id)
            match_open = rnd is not None and table is not None and table not in rnd.results
            round_number = rnd.number if match_open and rnd is not None else self.schedule.next_number()
        if kind == "disqualification" and player_id in t.disqualified():
            raise TournamentError(f"{player_id!r} is already disqualified")
        pen = Penalty(player_id, kind, reason, round_number)
        if kind in ("match_loss", "disqualification") and rnd is not None and rnd.number == round_number:
            forfeit(rnd, player_id, f"{kind.replace('_', ' ')}: {reason}", t.config.wins_needed)
        t.penalties.append(pen)
        if kind == "disqualification" and not t.player(player_id).dropped:
            last = t.rounds[-1].number if t.rounds else 0
            roster.mark_dropped(t.player(player_id), last, between_rounds=t.phase in ("ready", "finished"))
        self.clerk.log(actor, "penalty", reason, at=at, player=player_id, kind=kind, penalty_round=round_number)
        if kind == "disqualification":
            self.schedule.finish_if_nobody_left(at)
        return pen

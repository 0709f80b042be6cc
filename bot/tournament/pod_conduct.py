"""Who takes part in a pod tournament once it opens: closing registration (enough players for a pod), a
judge's late entry, drops and penalties. Pure: it holds the tournament, its clerk and its schedule."""

from __future__ import annotations

from . import roster
from .clerk import Clerk
from .model import PENALTY_KINDS, Penalty, Player, TournamentError
from .pod_model import PodTournament, pod_sizes
from .pod_schedule import PodSchedule


class PodConduct:
    """The players of one pod tournament once it runs: entries, drops, penalties."""

    def __init__(self, tournament: PodTournament, clerk: Clerk, schedule: PodSchedule) -> None:
        self.tournament = tournament
        self.clerk = clerk
        self.schedule = schedule

    def close_registration(self, *, actor: str = "system", at: str | None = None) -> None:
        self.clerk.require("registration")
        pod_sizes(len(self.schedule.active()), self.tournament.config.pod_size)  # enough players for a pod
        self.tournament.phase = "ready"
        self.clerk.log(actor, "close_registration", at=at, players=len(self.tournament.players))

    def drop(
        self, player_id: str, *, actor: str | None = None, reason: str = "", at: str | None = None
    ) -> None:
        """Drop a player: unregisters during registration; later they stay listed (if they played)."""
        if self.clerk.drop(player_id, actor=actor, reason=reason, at=at):
            self.schedule.finish_if_too_few(at)

    def penalize(
        self,
        player_id: str,
        kind: str,
        *,
        actor: str,
        reason: str,
        round_number: int | None = None,
        at: str | None = None,
    ) -> Penalty:
        """A penalty for the player's pod game of ``round_number``: by default the round being played if
        he sits in it, else the next one (:mod:`bot.tournament.pods` for what each kind does)."""
        t = self.tournament
        if kind not in PENALTY_KINDS:
            raise TournamentError(f"unknown penalty kind {kind!r}")
        if t.phase == "finished" and kind != "disqualification":
            raise TournamentError("the tournament is finished")
        if t.phase == "registration" and kind != "warning":
            raise TournamentError("only warnings before the first round")
        player = t.player(player_id)
        if kind == "disqualification" and player_id in t.disqualified():
            raise TournamentError(f"{player_id!r} is already disqualified")
        if round_number is None:
            seated = t.phase == "playing" and self.schedule.table_of(player_id) is not None
            round_number = t.rounds[-1].number if seated else len(t.rounds) + 1
        elif not 1 <= round_number <= len(t.rounds) + 1:
            raise TournamentError(f"no round {round_number}")
        pen = Penalty(player_id, kind, reason, round_number)  # type: ignore[arg-type]
        t.penalties.append(pen)
        if kind == "disqualification" and not player.dropped:
            last = t.rounds[-1].number if t.rounds else 0
            roster.mark_dropped(player, last, between_rounds=t.phase in ("ready", "finished"))
        self.clerk.log(actor, "penalty", reason, at=at, player=player_id, kind=kind, penalty_round=round_number)
        self.schedule.finish_if_too_few(at)
        return pen

    def late_entry(
        self, player_id: str, name: str, *, actor: str, reason: str = "", at: str | None = None
    ) -> Player:
        """A judge adds a player between rounds: seated from the next round on."""
        self.clerk.require("ready")
        t = self.tournament
        if t.has_player(player_id):
            raise TournamentError(f"{player_id!r} is already registered")
        if len(t.rounds) >= t.config.rounds:
            raise TournamentError("all rounds have been played")
        player = roster.enrol(t.players, player_id, name, joined_round=len(t.rounds) + 1)
        self.clerk.log(
            actor, "late_entry", reason, at=at, player=player_id, name=name, joined_round=player.joined_round
        )
        return player

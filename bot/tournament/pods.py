"""Pod tournaments for games of 3 or more seats: pods seated from the standings, points by placement.

The pure core of a multiplayer event (Fate/Ace Royal and any game of 3-7 seats), beside the 1 v 1
Swiss of :mod:`bot.tournament.engine`; no discord, no database, no clock.

- **Pods.** The organiser sets the pod size (3-7). When the players do not divide evenly the pods are
  balanced, their sizes differing by at most one: as many pods of the chosen size as fit, the rest
  spread one each (10 players in pods of 3: 4, 3, 3); where that would pass 7 seats, one pod more
  and one seat fewer in some (20 in pods of 7: 7, 7, 6). See :func:`pod_sizes`.
- **Seating.** Round 1: a seeded shuffle. Later rounds: by the standings, best first, the first pod
  taking the best players (as Swiss pairs point groups), then players of neighbouring pods are swapped
  where that lowers the number of players meeting again. The seat order inside a pod is a seeded
  shuffle (who plays first).
- **Points by placement** (``PodConfig.points``, default 1st 3, 2nd 1, others 0). Tied seats share the
  points of their place (a ``Result`` ranks them by competition ranking: 1, 1, 3); a drawn pod (every
  seat first) gives each seat ``draw_points`` (default 1, as a drawn match).
- **Standings.** Points; then OMW%: the mean, over every pod opponent met (once per pod), of their
  points won divided by the points of a first place in each pod they played, floored at 1/3 (the pod
  analogue of MTR Appendix C's OMW%; the floor is the organiser's 1/3 or 0.33); then first places;
  then the final tiebreak (registration order, or the organiser's seeded random draw).
- **Drops** (MTR 2.10 as for 1 v 1): a player who drops before round 1 is not listed; later drops stay
  listed and are no longer seated. A drop during a round does not decide the pod: the judge posts the
  leaver's concession in the live match at once (``PodRounds.leave_pod``, as for a disqualification), and
  its result (the game places the leaver) is recorded as usual.
- **Judge tools.** A judge enters or corrects a pod's placements (any round played), awards a pod
  (the winner first, every other seat last), and penalises: a warning is recorded; a game loss or a
  match loss puts the player last in that round's pod game (a pod round is one game, so the two
  place alike; the others keep their order and move up; in the round being played his seat concedes in the
  live match at once, as a leaver's, so he cannot play on or king-make); a disqualification does the same for the
  current round, drops the player and takes him out of the standings (MTR 2.10/Appendix C as for
  1 v 1: his pods still count in his opponents' OMW%). A late entrant joins between rounds and is
  seated from the next round (no points for the rounds before).

The data and its pure functions are in :mod:`bot.tournament.pod_model`; :class:`PodTournamentState` is
the facade the service uses over parts that each hold one thing (composition, no inheritance): the
:class:`~bot.tournament.clerk.Clerk` (the audit log, phases, registration, shared with 1 v 1 events),
the :class:`~bot.tournament.pod_schedule.PodSchedule` (the rounds), the
:class:`~bot.tournament.pod_results.PodResults` (the pods' placements) and the
:class:`~bot.tournament.pod_conduct.PodConduct` (late entries, drops, penalties).
"""

from __future__ import annotations

from typing import Any

from .clerk import Clerk
from .model import Player, TournamentError
from .pod_conduct import PodConduct
from .pod_model import (
    FLOOR,
    FLOORS,
    MAX_POD,
    MIN_POD,
    Pod,
    PodConfig,
    PodPhase,
    PodResult,
    PodRound,
    PodStanding,
    PodTournament,
    apply_penalties,
    pod_sizes,
    pod_standings,
    seat_points,
)
from .pod_results import PodResults
from .pod_schedule import PodSchedule

__all__ = [
    "FLOOR", "FLOORS", "MAX_POD", "MIN_POD", "Pod", "PodConfig", "PodPhase", "PodResult", "PodRound",
    "PodStanding", "PodTournament", "PodTournamentState", "apply_penalties", "pod_sizes", "pod_standings",
    "seat_points", "state_from_dict",
]


class PodTournamentState:
    """Operations on a :class:`PodTournament`; each change is logged, a refusal changes nothing. Its
    commands are its parts' (bound here), its questions below.

    Phases: registration --close_registration--> ready --pair_next_round--> playing
    --finish_round--> ready | finished.
    """

    def __init__(self, tournament: PodTournament) -> None:
        self.tournament = tournament
        clerk = Clerk(tournament)
        schedule = PodSchedule(tournament, clerk)
        results = PodResults(tournament, clerk, schedule)
        conduct = PodConduct(tournament, clerk, schedule)
        # entries, drops and penalties
        self.register = clerk.register
        self.close_registration = conduct.close_registration
        self.late_entry = conduct.late_entry
        self.drop = conduct.drop
        self.penalize = conduct.penalize
        # rounds
        self.pair_next_round = schedule.pair_next_round
        self.round = schedule.round
        self.table_of = schedule.table_of
        self.pending_tables = schedule.pending_tables
        self.finish_round = schedule.finish_round
        self.end_tournament = schedule.end_tournament
        self.next_stage = schedule.next_stage
        # results
        self.record_result = results.record_result
        self.award = results.award
        self.effective = results.effective

    @classmethod
    def new(cls, config: PodConfig, name: str = "") -> PodTournamentState:
        return cls(PodTournament(config, name))

    def to_dict(self) -> dict[str, Any]:
        return self.tournament.to_dict()

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PodTournamentState:
        return cls(PodTournament.from_dict(d))

    @property
    def phase(self) -> PodPhase:
        return self.tournament.phase

    @property
    def is_finished(self) -> bool:
        return self.phase == "finished"

    @property
    def current_round(self) -> PodRound | None:
        return self.tournament.current_round

    def player(self, pid: str) -> Player:
        return self.tournament.player(pid)

    def _unsupported(self, *_: Any, **__: Any) -> Any:
        raise TournamentError(
            "not in a pod tournament: a pod's result comes from its match (a judge ends it with every place)"
        )

    # Judge tools of 1 v 1 events that pods do not have: refused, nothing changes (a pod's result is a
    # placement order: ``record_result`` / ``award``).
    correct_result = award_match = double_loss = record_draw = _unsupported
    repair_round = plan_next_round = _unsupported

    def needs_judge(self) -> list[int]:
        return []

    def standings(self, through_round: int | None = None) -> list[PodStanding]:
        return pod_standings(self.tournament, through_round=through_round)

    def final_standings(self) -> list[PodStanding]:
        return self.standings()

    def champion(self) -> str | None:
        if not self.is_finished:
            return None
        rows = self.standings()
        return rows[0].player_id if rows else None


def state_from_dict(d: dict[str, Any]) -> Any:
    """The tournament core a stored state belongs to: a pod tournament or a 1 v 1 event."""
    from .engine import TournamentState

    return PodTournamentState.from_dict(d) if d.get("kind") == "pods" else TournamentState.from_dict(d)

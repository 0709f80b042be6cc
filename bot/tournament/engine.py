"""The tournament state machine: registration, rounds, results, judge overrides, penalties.

Phases::

    registration --close_registration--> ready --pair_next_round--> paired --start_round--> playing
    playing --finish_round--> ready | finished          (advance = finish_round + pair_next_round)

No clock and no I/O: deadlines and timestamps are the caller's; ``at`` is stored verbatim in the
audit log. Randomness comes in as a ``random.Random`` per pairing. Every state change appends an
:class:`AuditEntry` (actor, action, reason, round). A refused action raises
:class:`TournamentError` and leaves the state unchanged.

:class:`TournamentState` is the facade the service uses; the work is done by parts that each hold one
thing (composition, no inheritance): the :class:`~bot.tournament.clerk.Clerk` (the audit log, phases,
registration, shared with pods), the :class:`~bot.tournament.schedule.Schedule` (the rounds), the
:class:`~bot.tournament.results.Results` (the tables' results) and the
:class:`~bot.tournament.conduct.Conduct` (late entries, drops, penalties).
"""

from __future__ import annotations

from typing import Any

from . import elimination
from .clerk import Clerk
from .conduct import Conduct
from .model import Phase, Player, Round, Tournament, TournamentConfig
from .results import Results
from .schedule import SYSTEM, RoundPlan, Schedule
from .standings import Standing, compute_standings, default_rounds, rerank

__all__ = ["SYSTEM", "RoundPlan", "TournamentState"]


class TournamentState:
    """Operations on one :class:`Tournament`. Holds no state of its own besides ``tournament``: its
    commands are its parts' (bound here, as ``JudgeService`` binds the judge's), its questions below."""

    def __init__(self, tournament: Tournament) -> None:
        self.tournament = tournament
        clerk = Clerk(tournament)
        schedule = Schedule(tournament, clerk)
        results = Results(tournament, clerk, schedule)
        conduct = Conduct(tournament, clerk, schedule)
        # entries, drops and penalties
        self.register = clerk.register
        self.close_registration = conduct.close_registration
        self.late_entry = conduct.late_entry
        self.drop = conduct.drop
        self.penalize = conduct.penalize
        # rounds
        self.plan_next_round = schedule.plan_next_round
        self.pair_next_round = schedule.pair_next_round
        self.repair_round = schedule.repair_round
        self.start_round = schedule.start_round
        self.finish_round = schedule.finish_round
        self.advance = schedule.advance
        self.end_tournament = schedule.end_tournament
        self.pending_tables = schedule.pending_tables
        self.needs_judge = schedule.needs_judge
        self.next_stage = schedule.next_stage
        # results
        self.record_result = results.record_result
        self.record_draw = results.record_draw
        self.correct_result = results.correct_result
        self.award_match = results.award_match
        self.double_loss = results.double_loss

    @classmethod
    def new(cls, config: TournamentConfig, name: str = "") -> TournamentState:
        return cls(Tournament(config=config, name=name))

    def to_dict(self) -> dict[str, Any]:
        return self.tournament.to_dict()

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> TournamentState:
        return cls(Tournament.from_dict(d))

    # ----------------------------------------------------------------- queries

    @property
    def phase(self) -> Phase:
        return self.tournament.phase

    @property
    def config(self) -> TournamentConfig:
        return self.tournament.config

    @property
    def current_round(self) -> Round | None:
        return self.tournament.current_round

    @property
    def is_finished(self) -> bool:
        return self.tournament.phase == "finished"

    def player(self, player_id: str) -> Player:
        return self.tournament.player(player_id)

    def standings(self, through_round: int | None = None) -> list[Standing]:
        """Swiss standings (all rounds for single elimination), dropped players included."""
        return compute_standings(self.tournament, through_round=through_round)

    def final_standings(self) -> list[Standing]:
        """Standings in final order: bracket placements first (champion, finalist, ...), then the rest."""
        t = self.tournament
        rows = compute_standings(t, rounds=default_rounds(t))
        by_id = {s.player_id: s for s in rows}
        placed = [p for p in elimination.placements(t) if p in by_id]  # a disqualified player is not
        if not placed:
            return rows
        rest = [s for s in rows if s.player_id not in set(placed)]
        return rerank([by_id[p] for p in placed] + rest)

    def champion(self) -> str | None:
        """Winner of the bracket, or for pure Swiss the first of the standings once finished.

        Never a disqualified player: the next one moves up (the finalist, the next in the standings).
        """
        t = self.tournament
        if t.bracket is not None:
            return elimination.champion(t)
        if t.phase == "finished":
            rows = compute_standings(t)
            return rows[0].player_id if rows else None
        return None

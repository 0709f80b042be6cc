"""The rounds of a pod tournament: seating the next round's pods (a seeded shuffle, then by the standings
with repeats spread), the round a judge names, who sits where, closing a round and the event. Pure: it
holds the tournament and its clerk; randomness comes in as a ``random.Random`` per seating."""

from __future__ import annotations

import random

from . import roster
from .clerk import Clerk
from .model import TournamentError
from .pod_model import (
    MIN_POD,
    Pod,
    PodPhase,
    PodRound,
    PodTournament,
    met,
    pod_sizes,
    pod_standings,
    spread_repeats,
)


class PodSchedule:
    """The rounds of one pod tournament."""

    def __init__(self, tournament: PodTournament, clerk: Clerk) -> None:
        self.tournament = tournament
        self.clerk = clerk

    def active(self) -> list[str]:
        """The players still seated, in registration order."""
        return roster.seated_order(self.tournament.players)

    def next_stage(self) -> str | None:
        t = self.tournament
        return "pods" if len(t.rounds) < t.config.rounds and t.phase != "finished" else None

    def finish_if_too_few(self, at: str | None) -> None:
        """Between rounds, a drop or a disqualification can leave fewer players than a pod: finish then."""
        if self.tournament.phase == "ready" and len(self.active()) < MIN_POD:
            self.tournament.phase = "finished"
            self.clerk.log("system", "finish", "fewer players than a pod needs", at=at)

    def pair_next_round(
        self, rng: random.Random, *, actor: str = "system", at: str | None = None
    ) -> PodRound:
        """Seat the next round's pods (:mod:`bot.tournament.pods`)."""
        self.clerk.require("ready")
        t = self.tournament
        if len(t.rounds) >= t.config.rounds:
            raise TournamentError("all rounds have been played")
        active = self.active()
        sizes = pod_sizes(len(active), t.config.pod_size)
        if t.rounds:
            rank = {s.player_id: s.rank for s in pod_standings(t)}
            order = sorted(active, key=lambda p: rank[p])
        else:
            order = list(active)
            rng.shuffle(order)
        groups: list[list[str]] = []
        start = 0
        for size in sizes:
            groups.append(order[start : start + size])
            start += size
        if t.rounds:
            spread_repeats(groups, met(t.rounds))
        pods = []
        for i, group in enumerate(groups):
            seats = list(group)
            rng.shuffle(seats)
            pods.append(Pod(i + 1, tuple(seats)))
        rnd = PodRound(len(t.rounds) + 1, pods)
        t.rounds.append(rnd)
        t.phase = "playing"
        self.clerk.log(actor, "pair_round", at=at, pods=[p.to_dict() for p in pods])
        return rnd

    def round(self, number: int | None = None) -> PodRound:
        """A played round (default: the latest)."""
        rounds = self.tournament.rounds
        if not rounds:
            raise TournamentError("no round has been played")
        if number is None:
            return rounds[-1]
        for rnd in rounds:
            if rnd.number == number:
                return rnd
        raise TournamentError(f"no round {number}")

    def table_of(self, player_id: str, round_number: int | None = None) -> int | None:
        rnd = self.round(round_number) if self.tournament.rounds else None
        if rnd is None:
            return None
        return next((p.table for p in rnd.pods if player_id in p.seats), None)

    def pending_tables(self) -> list[int]:
        rnd = self.tournament.current_round
        if rnd is None or self.tournament.phase != "playing":
            return []
        return [p.table for p in rnd.pods if p.table not in rnd.results]

    def finish_round(self, *, actor: str = "system", at: str | None = None) -> PodPhase:
        self.clerk.require("playing")
        missing = self.pending_tables()
        if missing:
            raise TournamentError(f"tables without a result: {missing}")
        t = self.tournament
        done = len(t.rounds) >= t.config.rounds or len(self.active()) < MIN_POD
        t.phase = "finished" if done else "ready"
        self.clerk.log(actor, "finish_round", at=at, phase=t.phase)
        return t.phase

    def end_tournament(self, *, actor: str, reason: str, at: str | None = None) -> None:
        if self.tournament.phase == "finished":
            raise TournamentError("the tournament is already finished")
        self.tournament.phase = "finished"
        self.clerk.log(actor, "end_tournament", reason, at=at)

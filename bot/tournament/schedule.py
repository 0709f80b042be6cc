"""The rounds of a 1 v 1 event: which stage comes next, pairing it (Swiss or elimination, byes and match
losses issued before it was paired), re-pairing, starting and closing it. Pure: it holds the tournament
and its clerk; randomness comes in as a ``random.Random`` per pairing."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from . import elimination, swiss
from .clerk import Clerk
from .model import MatchResult, Phase, Round, Tournament, TournamentError

SYSTEM = "system"


@dataclass(frozen=True, slots=True)
class RoundPlan:
    """A next round computed from one version of the tournament, to be committed to that version only
    (:meth:`Schedule.plan_next_round`): pairing runs off the judge's lock, the commit is quick."""

    version: int
    round: Round
    bracket: list[str | None] | None


def forfeit(rnd: Round, loser: str, reason: str, wins_needed: int) -> None:
    """Give the open match of ``loser`` in ``rnd`` to the opponent (drop, match loss, DQ)."""
    table = rnd.table_of(loser)
    if table is None or table in rnd.results:
        return
    p = rnd.pairing(table)
    if p.b is None:
        return
    a_wins, b_wins = (0, wins_needed) if p.a == loser else (wins_needed, 0)
    rnd.results[table] = MatchResult(p.a, p.b, a_wins, b_wins, 0, "awarded", reason)


class Schedule:
    """The rounds of one 1 v 1 tournament."""

    def __init__(self, tournament: Tournament, clerk: Clerk) -> None:
        self.tournament = tournament
        self.clerk = clerk

    # ----------------------------------------------------------------- where the event stands
    def round(self, round_number: int | None) -> Round:
        """A paired round (default: the latest)."""
        t = self.tournament
        if not t.rounds:
            raise TournamentError("no round has been paired yet")
        if round_number is None:
            return t.rounds[-1]
        for r in t.rounds:
            if r.number == round_number:
                return r
        raise TournamentError(f"no round {round_number}")

    def next_number(self) -> int:
        t = self.tournament
        return (t.rounds[-1].number if t.rounds else 0) + 1

    def open_round(self) -> Round | None:
        """The current round if it is paired or being played."""
        return self.tournament.current_round if self.tournament.phase in ("paired", "playing") else None

    def next_stage(self) -> str | None:
        """ "swiss" or "elimination" for the next round, None if there is none."""
        t = self.tournament
        if t.config.has_swiss and len(t.swiss_rounds()) < (t.config.swiss_rounds or 0):
            return "swiss"
        if t.config.format == "swiss":
            return None
        return "elimination"

    def pending_tables(self) -> list[int]:
        """Tables of the current round still without a result."""
        rnd = self.tournament.current_round
        if rnd is None or self.tournament.phase not in ("paired", "playing"):
            return []
        return [p.table for p in rnd.pairings if p.table not in rnd.results]

    def needs_judge(self) -> list[int]:
        """Tables of the current elimination round whose drawn result the judge must resolve."""
        t = self.tournament
        rnd = t.current_round
        if rnd is None or rnd.stage != "elimination":
            return []
        return elimination.needs_judge(rnd, t.penalties, t.config.best_of)

    def nothing_left(self) -> bool:
        t = self.tournament
        stage = self.next_stage()
        if stage is None:
            return True
        if stage == "swiss":
            return len(swiss.eligible_players(t, self.next_number())) < 2
        if t.bracket is None:
            if t.config.format == "swiss_top_cut":
                return len(elimination.cut_seeds(t, remaining=True)) < 2
            return len(t.active_players()) < 2
        return elimination.bracket_finished(elimination.current_slots(t))

    def finish_if_nobody_left(self, at: str | None) -> None:
        """Between rounds, a drop can leave no next round (e.g. a finalist leaves): finish then."""
        if self.tournament.phase == "ready" and self.nothing_left():
            self.tournament.phase = "finished"
            self.clerk.log(SYSTEM, "finish", "no next round after a drop", at=at)

    # ----------------------------------------------------------------- pairing
    def _make_round(
        self, rng: random.Random, number: int, stage: str | None, seeding: Sequence[str] | None
    ) -> Round:
        t = self.tournament
        if stage is None:
            raise TournamentError("all rounds have been played")
        if stage == "swiss":
            previous = [r for r in t.swiss_rounds() if r.number < number]
            if len(swiss.eligible_players(t, number)) < 2:
                raise TournamentError("fewer than 2 active players")
            pairings = swiss.pair_players(t, previous, number, rng)
        else:
            if t.bracket is None:
                t.bracket = elimination.seed_bracket(self._seeds(rng, seeding))
            slots = elimination.current_slots(t)  # players gone since the cut leave the bracket
            pairings = elimination.pairings_from_slots(slots, t.bracket)
        rnd = Round(number, pairings, stage=stage)  # type: ignore[arg-type]
        for p in pairings:
            if p.b is None:
                rnd.results[p.table] = MatchResult.bye(p.a, games=t.config.wins_needed)
        for pen in t.penalties:  # match losses issued for this round before it was paired
            if pen.round == number and pen.kind == "match_loss":
                forfeit(rnd, pen.player, pen.reason, t.config.wins_needed)
        return rnd

    def _seeds(self, rng: random.Random, seeding: Sequence[str] | None) -> list[str]:
        t = self.tournament
        active = [p.id for p in sorted(t.players, key=lambda p: p.order) if not p.dropped]
        if seeding is not None:
            seeds = list(seeding)
            if len(set(seeds)) != len(seeds) or not set(seeds) <= set(active):
                raise TournamentError("seeding must list distinct active players")
            return seeds
        if t.config.format == "swiss_top_cut":
            return elimination.cut_seeds(t)
        rng.shuffle(active)
        return active

    def plan_next_round(self, rng: random.Random, *, seeding: Sequence[str] | None = None) -> RoundPlan:
        """The next round as :meth:`pair_next_round` would pair it, without changing this state.

        Pure: it works on a copy, so it can run outside the judge's lock; commit it with
        ``pair_next_round(rng, plan=plan)``, which refuses it if the tournament changed meanwhile.
        """
        self.clerk.require("ready")
        copy = Tournament.from_dict(self.tournament.to_dict())
        rnd = Schedule(copy, Clerk(copy))._make_round(rng, self.next_number(), self.next_stage(), seeding)
        return RoundPlan(self.tournament.version, rnd, copy.bracket)

    def pair_next_round(
        self,
        rng: random.Random,
        *,
        actor: str = SYSTEM,
        at: str | None = None,
        seeding: Sequence[str] | None = None,
        plan: RoundPlan | None = None,
    ) -> Round:
        """Pair the next round (Swiss or elimination). Byes get their result at once.

        ``seeding`` (best first) overrides the seeds of the first elimination round: single
        elimination is otherwise seeded at random with ``rng``, a top cut from the Swiss standings.
        ``plan``: a round computed by :meth:`plan_next_round` from this very version (else refused).
        """
        self.clerk.require("ready")
        t = self.tournament
        if plan is not None:
            if plan.version != t.version or plan.round.number != self.next_number():
                raise TournamentError("the tournament changed while the round was being paired")
            t.bracket = None if plan.bracket is None else list(plan.bracket)
            rnd = Round.from_dict(plan.round.to_dict())
        else:
            had_bracket = t.bracket is not None
            try:
                rnd = self._make_round(rng, self.next_number(), self.next_stage(), seeding)
            except TournamentError:
                if not had_bracket:
                    t.bracket = None
                raise
        t.rounds.append(rnd)
        t.phase = "paired"
        self.clerk.log(actor, "pair_round", at=at, stage=rnd.stage, pairings=[p.to_dict() for p in rnd.pairings])
        return rnd

    def repair_round(self, rng: random.Random, *, actor: str, reason: str, at: str | None = None) -> Round:
        """Judge re-pairs the current Swiss round before it starts (results so far are discarded)."""
        self.clerk.require("paired")
        t = self.tournament
        old = t.rounds[-1]
        if old.stage != "swiss":
            raise TournamentError("only Swiss rounds can be re-paired")
        rnd = self._make_round(rng, old.number, "swiss", None)
        t.rounds[-1] = rnd
        self.clerk.log(actor, "repair_round", reason, at=at, pairings=[p.to_dict() for p in rnd.pairings])
        return rnd

    # ----------------------------------------------------------------- playing and closing
    def start_round(self, *, actor: str = SYSTEM, at: str | None = None) -> Round:
        self.clerk.require("paired")
        rnd = self.tournament.rounds[-1]
        rnd.started = True
        self.tournament.phase = "playing"
        self.clerk.log(actor, "start_round", at=at)
        return rnd

    def finish_round(self, *, actor: str = SYSTEM, at: str | None = None) -> Phase:
        """Close the current round once every table has a result; returns the new phase."""
        self.clerk.require("playing")
        t = self.tournament
        rnd = t.rounds[-1]
        missing = self.pending_tables()
        if missing:
            raise TournamentError(f"tables without a result: {missing}")
        if rnd.stage == "elimination":
            drawn = self.needs_judge()
            if drawn:
                raise elimination.NeedsJudge(rnd.number, drawn[0])
        t.phase = "finished" if self.nothing_left() else "ready"
        self.clerk.log(actor, "finish_round", at=at, phase=t.phase)
        return t.phase

    def advance(self, rng: random.Random, *, actor: str = SYSTEM, at: str | None = None) -> Round | None:
        """Finish the current round and pair the next one; None when the tournament is over."""
        if self.finish_round(actor=actor, at=at) == "finished":
            return None
        return self.pair_next_round(rng, actor=actor, at=at)

    def end_tournament(self, *, actor: str, reason: str, at: str | None = None) -> None:
        """Judge ends the tournament now; standings count the results recorded so far."""
        if self.tournament.phase == "finished":
            raise TournamentError("the tournament is already finished")
        self.tournament.phase = "finished"
        self.clerk.log(actor, "end_tournament", reason, at=at)

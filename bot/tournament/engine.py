"""The tournament state machine: registration, rounds, results, judge overrides, penalties.

Phases::

    registration --close_registration--> ready --pair_next_round--> paired --start_round--> playing
    playing --finish_round--> ready | finished          (advance = finish_round + pair_next_round)

No clock and no I/O: deadlines and timestamps are the caller's; ``at`` is stored verbatim in the
audit log. Randomness comes in as a ``random.Random`` per pairing. Every state change appends an
:class:`AuditEntry` (actor, action, reason, round). A refused action raises
:class:`TournamentError` and leaves the state unchanged.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from . import elimination, roster, swiss
from .model import (
    PENALTY_KINDS,
    AuditEntry,
    MatchResult,
    Pairing,
    Penalty,
    PenaltyKind,
    Phase,
    Player,
    Round,
    Tournament,
    TournamentConfig,
    TournamentError,
)
from .standings import Standing, compute_standings, default_rounds, rerank

SYSTEM = "system"


@dataclass(frozen=True, slots=True)
class RoundPlan:
    """A next round computed from one version of the tournament, to be committed to that version only
    (:meth:`TournamentState.plan_next_round`): pairing runs off the judge's lock, the commit is quick."""

    version: int
    round: Round
    bracket: list[str | None] | None


class TournamentState:
    """Operations on one :class:`Tournament`. Holds no state of its own besides ``tournament``."""

    def __init__(self, tournament: Tournament) -> None:
        self.tournament = tournament

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

    def pending_tables(self) -> list[int]:
        """Tables of the current round still without a result."""
        rnd = self.current_round
        if rnd is None or self.phase not in ("paired", "playing"):
            return []
        return [p.table for p in rnd.pairings if p.table not in rnd.results]

    def needs_judge(self) -> list[int]:
        """Tables of the current elimination round whose drawn result the judge must resolve."""
        rnd = self.current_round
        if rnd is None or rnd.stage != "elimination":
            return []
        return elimination.needs_judge(rnd, self.tournament.penalties, self.config.best_of)

    def next_stage(self) -> str | None:
        """ "swiss" or "elimination" for the next round, None if there is none."""
        t = self.tournament
        if t.config.has_swiss and len(t.swiss_rounds()) < (t.config.swiss_rounds or 0):
            return "swiss"
        if t.config.format == "swiss":
            return None
        return "elimination"

    # ---------------------------------------------------------------- internals

    def _log(
        self,
        actor: str,
        action: str,
        reason: str = "",
        *,
        at: str | None = None,
        round_number: int | None = None,
        **data: Any,
    ) -> None:
        if round_number is None and self.tournament.rounds:
            round_number = self.tournament.rounds[-1].number
        self.tournament.audit.append(AuditEntry(actor, action, reason, round_number, at, data))

    def _require(self, *phases: Phase) -> None:
        if self.phase not in phases:
            raise TournamentError(f"not allowed in phase {self.phase!r} (needs {' or '.join(phases)})")

    def _round(self, round_number: int | None) -> Round:
        t = self.tournament
        if not t.rounds:
            raise TournamentError("no round has been paired yet")
        if round_number is None:
            return t.rounds[-1]
        for r in t.rounds:
            if r.number == round_number:
                return r
        raise TournamentError(f"no round {round_number}")

    def _next_number(self) -> int:
        t = self.tournament
        return (t.rounds[-1].number if t.rounds else 0) + 1

    @staticmethod
    def _result(
        pairing: Pairing, a_wins: int, b_wins: int, draws: int, kind: str, reason: str
    ) -> MatchResult:
        try:
            return MatchResult(pairing.a, pairing.b, a_wins, b_wins, draws, kind, reason)  # type: ignore[arg-type]
        except ValueError as e:
            raise TournamentError(str(e)) from e

    def _judged_table(self, table: int, round_number: int | None) -> tuple[Round, Pairing]:
        """A round a judge may change the result of (later elimination rounds depend on earlier ones)
        and its two-player table."""
        if self.phase == "registration":
            raise TournamentError("no round has been paired yet")
        rnd = self._round(round_number)
        if rnd.stage == "elimination" and rnd is not self.tournament.rounds[-1]:
            raise TournamentError("the next elimination round is already paired; results before it are final")
        return rnd, self._two_player_table(rnd, table)

    @staticmethod
    def _set_result(rnd: Round, table: int, res: MatchResult) -> dict[str, Any] | None:
        """A judge's result on the table; returns the one it replaces (for the log), if any."""
        old = rnd.results.get(table)
        rnd.results[table] = res
        return None if old is None else old.to_dict()

    def _two_player_table(self, rnd: Round, table: int) -> Pairing:
        pairing = rnd.pairing(table)
        if pairing.b is None:
            raise TournamentError(f"table {table} is a bye")
        return pairing

    def _award_if_open(self, rnd: Round, loser: str, reason: str) -> None:
        """Give the open match of ``loser`` in ``rnd`` to the opponent (drop, match loss, DQ)."""
        table = rnd.table_of(loser)
        if table is None or table in rnd.results:
            return
        p = rnd.pairing(table)
        if p.b is None:
            return
        need = self.config.wins_needed
        a_wins, b_wins = (0, need) if p.a == loser else (need, 0)
        rnd.results[table] = MatchResult(p.a, p.b, a_wins, b_wins, 0, "awarded", reason)

    def _open_round(self) -> Round | None:
        """The current round if it is paired or being played."""
        return self.current_round if self.phase in ("paired", "playing") else None

    # ------------------------------------------------------------ registration

    def register(
        self, player_id: str, name: str, *, actor: str | None = None, at: str | None = None
    ) -> Player:
        self._require("registration")
        player = roster.enrol(self.tournament.players, player_id, name)
        self._log(actor or player_id, "register", at=at, player=player_id, name=name)
        return player

    def close_registration(self, *, actor: str = SYSTEM, at: str | None = None) -> None:
        self._require("registration")
        if len(self.tournament.active_players()) < 2:
            raise TournamentError("a tournament needs at least 2 players")
        self.tournament.phase = "ready"
        self._log(actor, "close_registration", at=at, players=len(self.tournament.players))

    def late_entry(
        self, player_id: str, name: str, *, actor: str, reason: str = "", at: str | None = None
    ) -> Player:
        """Judge adds a player between rounds (Swiss only, or before a bracket exists)."""
        self._require("ready")
        t = self.tournament
        if not t.config.allow_late_entry:
            raise TournamentError("late entry is not allowed in this tournament")
        before_bracket = t.config.format == "single_elim" and not t.rounds
        if not (self.next_stage() == "swiss" or before_bracket):
            raise TournamentError("late entry is only possible before the elimination rounds")
        player = roster.enrol(t.players, player_id, name, joined_round=self._next_number())
        self._log(
            actor, "late_entry", reason, at=at, player=player_id, name=name, joined_round=player.joined_round
        )
        return player

    def drop(
        self, player_id: str, *, actor: str | None = None, reason: str = "", at: str | None = None
    ) -> None:
        """Drop a player. During registration this unregisters them; later they stay in the standings.

        An open match of theirs in the current round is awarded to the opponent.
        """
        t = self.tournament
        player = roster.leaving(t.players, player_id, finished=self.phase == "finished")
        if self.phase == "registration":
            t.players.remove(player)
            self._log(actor or player_id, "unregister", reason, at=at, player=player_id)
            return
        rnd = self._open_round()
        if rnd is not None:
            self._award_if_open(rnd, player_id, f"{player_id} dropped")
        roster.mark_dropped(player, t.rounds[-1].number if t.rounds else 0, between_rounds=self.phase == "ready")
        self._log(actor or player_id, "drop", reason, at=at, player=player_id)
        self._finish_if_nobody_left(at)

    # ------------------------------------------------------------------ rounds

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
                self._award_if_open(rnd, pen.player, pen.reason)
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
        self._require("ready")
        copy = TournamentState.from_dict(self.to_dict())
        rnd = copy._make_round(rng, self._next_number(), self.next_stage(), seeding)
        return RoundPlan(self.tournament.version, rnd, copy.tournament.bracket)

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
        self._require("ready")
        t = self.tournament
        if plan is not None:
            if plan.version != t.version or plan.round.number != self._next_number():
                raise TournamentError("the tournament changed while the round was being paired")
            t.bracket = None if plan.bracket is None else list(plan.bracket)
            rnd = Round.from_dict(plan.round.to_dict())
        else:
            had_bracket = t.bracket is not None
            try:
                rnd = self._make_round(rng, self._next_number(), self.next_stage(), seeding)
            except TournamentError:
                if not had_bracket:
                    t.bracket = None
                raise
        t.rounds.append(rnd)
        t.phase = "paired"
        self._log(actor, "pair_round", at=at, stage=rnd.stage, pairings=[p.to_dict() for p in rnd.pairings])
        return rnd

    def repair_round(self, rng: random.Random, *, actor: str, reason: str, at: str | None = None) -> Round:
        """Judge re-pairs the current Swiss round before it starts (results so far are discarded)."""
        self._require("paired")
        t = self.tournament
        old = t.rounds[-1]
        if old.stage != "swiss":
            raise TournamentError("only Swiss rounds can be re-paired")
        rnd = self._make_round(rng, old.number, "swiss", None)
        t.rounds[-1] = rnd
        self._log(actor, "repair_round", reason, at=at, pairings=[p.to_dict() for p in rnd.pairings])
        return rnd

    def start_round(self, *, actor: str = SYSTEM, at: str | None = None) -> Round:
        self._require("paired")
        rnd = self.tournament.rounds[-1]
        rnd.started = True
        self.tournament.phase = "playing"
        self._log(actor, "start_round", at=at)
        return rnd

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
        self._require("playing")
        rnd = self.tournament.rounds[-1]
        pairing = self._two_player_table(rnd, table)
        if table in rnd.results:
            raise TournamentError(f"table {table} already has a result; a judge must correct it")
        res = self._result(pairing, a_game_wins, b_game_wins, draws, "played", "")
        rnd.results[table] = res
        self._log(actor, "record_result", at=at, table=table, result=res.to_dict())
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
        res = self._result(pairing, 0, 0, self.config.best_of, "played", reason)
        old = self._set_result(rnd, table, res)
        self._log(actor, "record_draw", reason, at=at, round_number=rnd.number, table=table, old=old)
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
        res = self._result(pairing, a_game_wins, b_game_wins, draws, "played", reason)
        old = self._set_result(rnd, table, res)
        self._log(
            actor,
            "correct_result",
            reason,
            at=at,
            round_number=rnd.number,
            table=table,
            old=old,
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
        need = self.config.wins_needed
        a_wins, b_wins = (need, 0) if winner == pairing.a else (0, need)
        res = self._result(pairing, a_wins, b_wins, 0, "awarded", reason)
        old = self._set_result(rnd, table, res)
        self._log(
            actor, "award_match", reason, at=at, round_number=rnd.number, table=table, winner=winner, old=old
        )
        return res

    def double_loss(
        self, table: int, *, actor: str, reason: str, round_number: int | None = None, at: str | None = None
    ) -> MatchResult:
        """Judge records a loss for both players (no games counted)."""
        rnd, pairing = self._judged_table(table, round_number)
        res = self._result(pairing, 0, 0, 0, "double_loss", reason)
        old = self._set_result(rnd, table, res)
        self._log(actor, "double_loss", reason, at=at, round_number=rnd.number, table=table, old=old)
        return res

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
        if kind not in PENALTY_KINDS:
            raise TournamentError(f"unknown penalty kind {kind!r}")
        if self.phase == "registration" and kind != "warning":
            raise TournamentError("only warnings before the first round")
        t = self.tournament
        t.player(player_id)
        rnd = self._open_round()
        if round_number is None:
            table = None if rnd is None else rnd.table_of(player_id)
            match_open = rnd is not None and table is not None and table not in rnd.results
            round_number = rnd.number if match_open and rnd is not None else self._next_number()
        if kind == "disqualification" and player_id in t.disqualified():
            raise TournamentError(f"{player_id!r} is already disqualified")
        pen = Penalty(player_id, kind, reason, round_number)
        if kind in ("match_loss", "disqualification") and rnd is not None and rnd.number == round_number:
            self._award_if_open(rnd, player_id, f"{kind.replace('_', ' ')}: {reason}")
        t.penalties.append(pen)
        if kind == "disqualification" and not t.player(player_id).dropped:
            last = t.rounds[-1].number if t.rounds else 0
            roster.mark_dropped(t.player(player_id), last, between_rounds=self.phase in ("ready", "finished"))
        self._log(actor, "penalty", reason, at=at, player=player_id, kind=kind, penalty_round=round_number)
        if kind == "disqualification":
            self._finish_if_nobody_left(at)
        return pen

    def _finish_if_nobody_left(self, at: str | None) -> None:
        """Between rounds, a drop can leave no next round (e.g. a finalist leaves): finish then."""
        if self.phase == "ready" and self._nothing_left():
            self.tournament.phase = "finished"
            self._log(SYSTEM, "finish", "no next round after a drop", at=at)

    def finish_round(self, *, actor: str = SYSTEM, at: str | None = None) -> Phase:
        """Close the current round once every table has a result; returns the new phase."""
        self._require("playing")
        t = self.tournament
        rnd = t.rounds[-1]
        missing = self.pending_tables()
        if missing:
            raise TournamentError(f"tables without a result: {missing}")
        if rnd.stage == "elimination":
            drawn = self.needs_judge()
            if drawn:
                raise elimination.NeedsJudge(rnd.number, drawn[0])
        t.phase = "finished" if self._nothing_left() else "ready"
        self._log(actor, "finish_round", at=at, phase=t.phase)
        return t.phase

    def _nothing_left(self) -> bool:
        t = self.tournament
        stage = self.next_stage()
        if stage is None:
            return True
        if stage == "swiss":
            return len(swiss.eligible_players(t, self._next_number())) < 2
        if t.bracket is None:
            if t.config.format == "swiss_top_cut":
                return len(elimination.cut_seeds(t, remaining=True)) < 2
            return len(t.active_players()) < 2
        return elimination.bracket_finished(elimination.current_slots(t))

    def advance(self, rng: random.Random, *, actor: str = SYSTEM, at: str | None = None) -> Round | None:
        """Finish the current round and pair the next one; None when the tournament is over."""
        if self.finish_round(actor=actor, at=at) == "finished":
            return None
        return self.pair_next_round(rng, actor=actor, at=at)

    def end_tournament(self, *, actor: str, reason: str, at: str | None = None) -> None:
        """Judge ends the tournament now; standings count the results recorded so far."""
        if self.phase == "finished":
            raise TournamentError("the tournament is already finished")
        self.tournament.phase = "finished"
        self._log(actor, "end_tournament", reason, at=at)

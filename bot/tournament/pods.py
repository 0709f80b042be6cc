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
"""

from __future__ import annotations

import hashlib
import math
import random
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any, Literal

from cards.core import Result

from . import roster
from .model import (
    FINAL_TIEBREAKS,
    OMW_FLOORS,
    PENALTY_KINDS,
    AuditEntry,
    Penalty,
    Player,
    TournamentError,
    active_players,
    disqualified,
    find_player,
    listed,
)

MIN_POD, MAX_POD = 3, 7
FLOOR = Fraction(1, 3)
FLOORS = {"1/3": FLOOR, "0.33": Fraction(33, 100)}
PodPhase = Literal["registration", "ready", "playing", "finished"]


def pod_sizes(players: int, size: int) -> list[int]:
    """Balanced pod sizes for ``players`` around ``size`` (module docstring), biggest first."""
    if not MIN_POD <= size <= MAX_POD:
        raise TournamentError(f"pods have {MIN_POD} to {MAX_POD} seats")
    if players < MIN_POD:
        raise TournamentError(f"a pod needs at least {MIN_POD} players")
    for pods in sorted({max(1, players // size), math.ceil(players / size)}):
        base, extra = divmod(players, pods)
        if base >= MIN_POD and base + (extra > 0) <= MAX_POD:
            return [base + 1] * extra + [base] * (pods - extra)
    raise TournamentError(f"{players} players cannot sit in pods of {MIN_POD} to {MAX_POD}")


@dataclass(frozen=True, slots=True)
class PodConfig:
    """``rounds`` of pods of ``pod_size`` seats; ``points[i]`` for place i+1 (places beyond get 0)."""

    rounds: int
    pod_size: int = 4
    points: tuple[int, ...] = (3, 1)
    draw_points: int = 1
    # The organiser's policies that apply to pods (as ``TournamentConfig``'s; pods have no byes).
    omw_floor: str = "1/3"
    final_tiebreak: str = "registration"
    tiebreak_seed: int = 0

    def __post_init__(self) -> None:
        if not isinstance(self.rounds, int) or self.rounds < 1:
            raise ValueError("a pod tournament needs rounds >= 1")
        if not MIN_POD <= self.pod_size <= MAX_POD:
            raise ValueError(f"pod_size must be {MIN_POD} to {MAX_POD}")
        if (
            not self.points
            or any(p < 0 for p in self.points)
            or list(self.points) != sorted(self.points, reverse=True)
        ):
            raise ValueError("points by place must be non-negative and not grow with the place")
        if self.omw_floor not in OMW_FLOORS:
            raise ValueError(f"omw_floor must be one of {OMW_FLOORS}")
        if self.final_tiebreak not in FINAL_TIEBREAKS:
            raise ValueError(f"final_tiebreak must be one of {FINAL_TIEBREAKS}")

    def points_for(self, place: int) -> int:
        return self.points[place - 1] if place <= len(self.points) else 0

    def to_dict(self) -> dict[str, Any]:
        return {
            "rounds": self.rounds,
            "pod_size": self.pod_size,
            "points": list(self.points),
            "draw_points": self.draw_points,
            "omw_floor": self.omw_floor,
            "final_tiebreak": self.final_tiebreak,
            "tiebreak_seed": self.tiebreak_seed,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PodConfig:
        return cls(
            d["rounds"],
            d.get("pod_size", 4),
            tuple(d.get("points", (3, 1))),
            d.get("draw_points", 1),
            d.get("omw_floor", "1/3"),
            d.get("final_tiebreak", "registration"),
            d.get("tiebreak_seed", 0),
        )


@dataclass(frozen=True, slots=True)
class Pod:
    """One table: ``seats`` in seat order (seat 0 first)."""

    table: int
    seats: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"table": self.table, "seats": list(self.seats)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Pod:
        return cls(d["table"], tuple(d["seats"]))


@dataclass(frozen=True, slots=True)
class PodResult:
    """A pod's placements per seat (1 first; tied seats share a place), as ``cards.core.Result`` has them."""

    placements: tuple[int, ...]
    reason: str = ""

    def __post_init__(self) -> None:
        n = len(self.placements)
        if n < 2 or any(not isinstance(p, int) or not 1 <= p <= n for p in self.placements):
            raise ValueError(f"placements must be 1..{n} per seat: {self.placements}")

    @property
    def drawn(self) -> bool:
        return all(p == 1 for p in self.placements)

    def to_dict(self) -> dict[str, Any]:
        return {"placements": list(self.placements), "reason": self.reason}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PodResult:
        return cls(tuple(d["placements"]), d.get("reason", ""))


@dataclass(slots=True)
class PodRound:
    number: int
    pods: list[Pod]
    results: dict[int, PodResult] = field(default_factory=dict)

    def pod(self, table: int) -> Pod:
        for p in self.pods:
            if p.table == table:
                return p
        raise TournamentError(f"round {self.number} has no table {table}")

    def is_complete(self) -> bool:
        return all(p.table in self.results for p in self.pods)

    def to_dict(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "pods": [p.to_dict() for p in self.pods],
            "results": {str(t): r.to_dict() for t, r in sorted(self.results.items())},
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PodRound:
        return cls(
            d["number"],
            [Pod.from_dict(p) for p in d["pods"]],
            {int(t): PodResult.from_dict(r) for t, r in d.get("results", {}).items()},
        )


@dataclass(frozen=True, slots=True)
class PodStanding:
    """One row: places is how often the player finished 1st, 2nd, ... (index 0 = first places)."""

    rank: int
    player_id: str
    name: str
    points: int
    pods: int
    places: tuple[int, ...]
    pwp: Fraction  # points won / first-place points of the pods played, floored
    omw: Fraction
    dropped: bool
    opponents: tuple[str, ...]

    @property
    def wins(self) -> int:
        return self.places[0] if self.places else 0

    @property
    def record(self) -> str:
        """Places as "1st-2nd-...": e.g. 2-1-0 for two first places and a second in pods of 3."""
        return "-".join(str(n) for n in self.places)


@dataclass(slots=True)
class PodTournament:
    config: PodConfig
    name: str = ""
    players: list[Player] = field(default_factory=list)
    rounds: list[PodRound] = field(default_factory=list)
    audit: list[AuditEntry] = field(default_factory=list)
    phase: PodPhase = "registration"
    penalties: list[Penalty] = field(default_factory=list)

    # The lookups the tournament service shares with 1 v 1 events (one implementation: the model's).
    def player(self, player_id: str) -> Player:
        return find_player(self.players, player_id)

    def has_player(self, player_id: str) -> bool:
        return listed(self.players, player_id)

    def active_players(self) -> list[Player]:
        return active_players(self.players)

    def disqualified(self) -> set[str]:
        """Players with a disqualification: out of the standings, never placed."""
        return disqualified(self.penalties)

    def swiss_rounds(self) -> list[PodRound]:
        """Every round (pods are seated from the standings, as Swiss rounds are paired)."""
        return list(self.rounds)

    @property
    def current_round(self) -> PodRound | None:
        return self.rounds[-1] if self.rounds else None

    @property
    def version(self) -> int:
        return len(self.audit)

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": "pods",
            "config": self.config.to_dict(),
            "name": self.name,
            "players": [p.to_dict() for p in self.players],
            "rounds": [r.to_dict() for r in self.rounds],
            "audit": [a.to_dict() for a in self.audit],
            "phase": self.phase,
            "penalties": [p.to_dict() for p in self.penalties],
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> PodTournament:
        return cls(
            PodConfig.from_dict(d["config"]),
            d.get("name", ""),
            [Player.from_dict(p) for p in d.get("players", [])],
            [PodRound.from_dict(r) for r in d.get("rounds", [])],
            [AuditEntry.from_dict(a) for a in d.get("audit", [])],
            d.get("phase", "registration"),
            [Penalty.from_dict(p) for p in d.get("penalties", [])],
        )


class PodTournamentState:
    """Operations on a :class:`PodTournament`; each change is logged, a refusal changes nothing.

    Phases: registration --close_registration--> ready --pair_next_round--> playing
    --finish_round--> ready | finished.
    """

    def __init__(self, tournament: PodTournament) -> None:
        self.tournament = tournament

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
        return self.tournament.rounds[-1] if self.tournament.rounds else None

    def _log(self, actor: str, action: str, reason: str = "", *, at: str | None = None, **data: Any) -> None:
        rnd = self.current_round
        self.tournament.audit.append(AuditEntry(actor, action, reason, rnd.number if rnd else None, at, data))

    def _require(self, *phases: str) -> None:
        if self.phase not in phases:
            raise TournamentError(f"not allowed in phase {self.phase!r} (needs {' or '.join(phases)})")

    def _player(self, pid: str) -> Player:
        return self.tournament.player(pid)

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

    def next_stage(self) -> str | None:
        t = self.tournament
        return "pods" if len(t.rounds) < t.config.rounds and t.phase != "finished" else None

    def _active(self) -> list[str]:
        return roster.seated_order(self.tournament.players)

    # ------------------------------------------------------------------ registration and drops
    def register(
        self, player_id: str, name: str, *, actor: str | None = None, at: str | None = None
    ) -> Player:
        self._require("registration")
        player = roster.enrol(self.tournament.players, player_id, name)
        self._log(actor or player_id, "register", at=at, player=player_id, name=name)
        return player

    def close_registration(self, *, actor: str = "system", at: str | None = None) -> None:
        self._require("registration")
        pod_sizes(len(self._active()), self.tournament.config.pod_size)  # enough players for a pod
        self.tournament.phase = "ready"
        self._log(actor, "close_registration", at=at, players=len(self.tournament.players))

    def drop(
        self, player_id: str, *, actor: str | None = None, reason: str = "", at: str | None = None
    ) -> None:
        """Drop a player: unregisters during registration; later they stay listed (if they played)."""
        t = self.tournament
        player = roster.leaving(t.players, player_id, finished=self.is_finished)
        if self.phase == "registration":
            t.players.remove(player)
            self._log(actor or player_id, "unregister", reason, at=at, player=player_id)
            return
        roster.mark_dropped(player, t.rounds[-1].number if t.rounds else 0, between_rounds=self.phase == "ready")
        self._log(actor or player_id, "drop", reason, at=at, player=player_id)
        if self.phase == "ready" and len(self._active()) < MIN_POD:
            t.phase = "finished"
            self._log("system", "finish", "fewer players than a pod needs", at=at)

    # ------------------------------------------------------------------ rounds
    def pair_next_round(
        self, rng: random.Random, *, actor: str = "system", at: str | None = None
    ) -> PodRound:
        """Seat the next round's pods (module docstring)."""
        self._require("ready")
        t = self.tournament
        if len(t.rounds) >= t.config.rounds:
            raise TournamentError("all rounds have been played")
        active = self._active()
        sizes = pod_sizes(len(active), t.config.pod_size)
        if t.rounds:
            rank = {s.player_id: s.rank for s in self.standings()}
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
            _spread_repeats(groups, _met(t.rounds))
        pods = []
        for i, group in enumerate(groups):
            seats = list(group)
            rng.shuffle(seats)
            pods.append(Pod(i + 1, tuple(seats)))
        rnd = PodRound(len(t.rounds) + 1, pods)
        t.rounds.append(rnd)
        t.phase = "playing"
        self._log(actor, "pair_round", at=at, pods=[p.to_dict() for p in pods])
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
        rnd = self.round(round_number)
        if not correct and (rnd is not self.current_round or self.phase != "playing"):
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
        self._log(
            actor,
            "correct_result" if correct else "record_result",
            reason,
            at=at,
            round_number=rnd.number,
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
        rnd = self.round(round_number)
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

    def table_of(self, player_id: str, round_number: int | None = None) -> int | None:
        rnd = self.round(round_number) if self.tournament.rounds else None
        if rnd is None:
            return None
        return next((p.table for p in rnd.pods if player_id in p.seats), None)

    def effective(self, rnd: PodRound, table: int) -> PodResult | None:
        """The pod's result with the round's game-loss, match-loss and DQ penalties applied (module doc)."""
        res = rnd.results.get(table)
        if res is None:
            return None
        return apply_penalties(rnd.pod(table), res, self.tournament.penalties, rnd.number)

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
        he sits in it, else the next one (module doc for what each kind does)."""
        if kind not in PENALTY_KINDS:
            raise TournamentError(f"unknown penalty kind {kind!r}")
        if self.is_finished and kind != "disqualification":
            raise TournamentError("the tournament is finished")
        if self.phase == "registration" and kind != "warning":
            raise TournamentError("only warnings before the first round")
        t = self.tournament
        player = t.player(player_id)
        if kind == "disqualification" and player_id in t.disqualified():
            raise TournamentError(f"{player_id!r} is already disqualified")
        if round_number is None:
            seated = self.phase == "playing" and self.table_of(player_id) is not None
            round_number = t.rounds[-1].number if seated else len(t.rounds) + 1
        elif not 1 <= round_number <= len(t.rounds) + 1:
            raise TournamentError(f"no round {round_number}")
        pen = Penalty(player_id, kind, reason, round_number)  # type: ignore[arg-type]
        t.penalties.append(pen)
        if kind == "disqualification" and not player.dropped:
            last = t.rounds[-1].number if t.rounds else 0
            roster.mark_dropped(player, last, between_rounds=self.phase in ("ready", "finished"))
        self._log(actor, "penalty", reason, at=at, player=player_id, kind=kind, penalty_round=round_number)
        if self.phase == "ready" and len(self._active()) < MIN_POD:
            t.phase = "finished"
            self._log("system", "finish", "fewer players than a pod needs", at=at)
        return pen

    def late_entry(
        self, player_id: str, name: str, *, actor: str, reason: str = "", at: str | None = None
    ) -> Player:
        """A judge adds a player between rounds: seated from the next round on."""
        self._require("ready")
        t = self.tournament
        if t.has_player(player_id):
            raise TournamentError(f"{player_id!r} is already registered")
        if len(t.rounds) >= t.config.rounds:
            raise TournamentError("all rounds have been played")
        player = roster.enrol(t.players, player_id, name, joined_round=len(t.rounds) + 1)
        self._log(
            actor, "late_entry", reason, at=at, player=player_id, name=name, joined_round=player.joined_round
        )
        return player

    def pending_tables(self) -> list[int]:
        rnd = self.current_round
        if rnd is None or self.phase != "playing":
            return []
        return [p.table for p in rnd.pods if p.table not in rnd.results]

    def finish_round(self, *, actor: str = "system", at: str | None = None) -> PodPhase:
        self._require("playing")
        missing = self.pending_tables()
        if missing:
            raise TournamentError(f"tables without a result: {missing}")
        t = self.tournament
        done = len(t.rounds) >= t.config.rounds or len(self._active()) < MIN_POD
        t.phase = "finished" if done else "ready"
        self._log(actor, "finish_round", at=at, phase=t.phase)
        return t.phase

    def end_tournament(self, *, actor: str, reason: str, at: str | None = None) -> None:
        if self.is_finished:
            raise TournamentError("the tournament is already finished")
        self.tournament.phase = "finished"
        self._log(actor, "end_tournament", reason, at=at)

    # ------------------------------------------------------------------ standings
    def standings(self, through_round: int | None = None) -> list[PodStanding]:
        return pod_standings(self.tournament, through_round=through_round)

    def final_standings(self) -> list[PodStanding]:
        return self.standings()

    def champion(self) -> str | None:
        if not self.is_finished:
            return None
        rows = self.standings()
        return rows[0].player_id if rows else None


def _met(rounds: Sequence[PodRound]) -> set[frozenset[str]]:
    return {frozenset((a, b)) for r in rounds for p in r.pods for a in p.seats for b in p.seats if a < b}


def _repeats(group: Sequence[str], met: set[frozenset[str]]) -> int:
    return sum(frozenset((a, b)) in met for i, a in enumerate(group) for b in group[i + 1 :])


def _spread_repeats(groups: list[list[str]], met: set[frozenset[str]]) -> None:
    """Swap players between neighbouring pods while that lowers the players meeting again
    (a few passes; the standings order is kept otherwise)."""
    for _ in range(3):
        improved = False
        for i in range(len(groups) - 1):
            upper, lower = groups[i], groups[i + 1]
            for x in range(len(upper)):
                for y in range(len(lower)):
                    before = _repeats(upper, met) + _repeats(lower, met)
                    if before == 0:
                        break
                    upper[x], lower[y] = lower[y], upper[x]
                    if _repeats(upper, met) + _repeats(lower, met) < before:
                        improved = True
                    else:
                        upper[x], lower[y] = lower[y], upper[x]
        if not improved:
            return


def apply_penalties(pod: Pod, res: PodResult, penalties: Sequence[Penalty], round_number: int) -> PodResult:
    """Penalised seats (game loss, match loss, DQ in this round) go last, in their own order; the other
    seats keep theirs and move up. Places are competition ranks again (ties share the higher place)."""
    hit = {
        p.player
        for p in penalties
        if p.round == round_number and p.kind in ("game_loss", "match_loss", "disqualification")
    }
    seats = [i for i, pid in enumerate(pod.seats) if pid in hit]
    if not seats:
        return res
    key = [(pod.seats[i] in hit, res.placements[i]) for i in range(len(pod.seats))]
    places = tuple(1 + sum(other < mine for other in key) for mine in key)
    return PodResult(places, res.reason)


def seat_points(config: PodConfig, result: PodResult, played: PodResult | None = None) -> list[int]:
    """Points per seat (module docstring). ``played``: the pod's result before penalties; when it was a
    draw, the seats still first drew among themselves (draw points), the penalised ones are last."""
    if result.drawn:
        return [config.draw_points] * len(result.placements)
    if played is not None and played.drawn:
        return [config.draw_points if p == 1 else config.points_for(p) for p in result.placements]
    return [config.points_for(p) for p in result.placements]


def pod_standings(t: PodTournament, *, through_round: int | None = None) -> list[PodStanding]:
    """Standings of every listed player (not those who dropped before playing), ranked."""
    cfg = t.config
    rounds = [r for r in t.rounds if through_round is None or r.number <= through_round]
    points: dict[str, int] = {p.id: 0 for p in t.players}
    possible: dict[str, int] = {p.id: 0 for p in t.players}
    places: dict[str, list[int]] = {p.id: [] for p in t.players}
    opponents: dict[str, list[str]] = {p.id: [] for p in t.players}
    for rnd in rounds:
        for pod in rnd.pods:
            res = rnd.results.get(pod.table)
            if res is None:
                continue
            played, res = res, apply_penalties(pod, res, t.penalties, rnd.number)
            for seat, (pid, pts) in enumerate(zip(pod.seats, seat_points(cfg, res, played), strict=True)):
                points[pid] += pts
                possible[pid] += cfg.points_for(1)
                places[pid].append(res.placements[seat])
                opponents[pid] += [o for o in pod.seats if o != pid]
    floor = FLOORS[cfg.omw_floor]
    pwp = {
        pid: floor if possible[pid] == 0 else max(floor, Fraction(points[pid], possible[pid]))
        for pid in points
    }
    widest = max((len(p.seats) for r in rounds for p in r.pods), default=MIN_POD)
    rows = []
    out = t.disqualified()
    for p in t.players:
        if not places[p.id] and p.dropped or p.id in out:
            continue  # dropped before playing (MTR 2.10) or disqualified: not in the finish order
        opps = opponents[p.id]
        omw = sum((pwp[o] for o in opps), Fraction(0)) / len(opps) if opps else floor
        counts = tuple(places[p.id].count(k) for k in range(1, widest + 1))
        rows.append(
            PodStanding(
                0,
                p.id,
                p.name,
                points[p.id],
                len(places[p.id]),
                counts,
                pwp[p.id],
                omw,
                p.dropped,
                tuple(opps),
            )
        )
    order: dict[str, Any] = {p.id: p.order for p in t.players}
    if cfg.final_tiebreak == "random":  # a seeded draw per player (stable when others join)
        order = {p.id: hashlib.sha256(f"{cfg.tiebreak_seed}:{p.id}".encode()).hexdigest() for p in t.players}
    rows.sort(key=lambda s: (-s.points, -s.omw, -s.wins, order[s.player_id]))
    return [replace(s, rank=i + 1) for i, s in enumerate(rows)]


def state_from_dict(d: dict[str, Any]) -> Any:
    """The tournament core a stored state belongs to: a pod tournament or a 1 v 1 event."""
    from .engine import TournamentState

    return PodTournamentState.from_dict(d) if d.get("kind") == "pods" else TournamentState.from_dict(d)

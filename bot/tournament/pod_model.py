"""The data of a pod tournament (its config, pods, results, rounds, standings rows and the whole persisted
state) and the pure functions over it: pod sizes, seating spread, penalties on a pod's places, points
and standings. The rules they follow are told in :mod:`bot.tournament.pods`."""

from __future__ import annotations

import hashlib
import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any, Literal

from .model import (
    FINAL_TIEBREAKS,
    OMW_FLOORS,
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


def met(rounds: Sequence[PodRound]) -> set[frozenset[str]]:
    return {frozenset((a, b)) for r in rounds for p in r.pods for a in p.seats for b in p.seats if a < b}


def _repeats(group: Sequence[str], met: set[frozenset[str]]) -> int:
    return sum(frozenset((a, b)) in met for i, a in enumerate(group) for b in group[i + 1 :])


def spread_repeats(groups: list[list[str]], met: set[frozenset[str]]) -> None:
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

"""Plain data for a tournament: players, pairings, results, penalties, config, audit log.

Everything here is a dataclass with ``to_dict``/``from_dict`` so the store can persist it as JSON.
No logic beyond small helpers: outcomes live in :mod:`bot.tournament.standings`, the state machine
in :mod:`bot.tournament.engine`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Literal

ResultKind = Literal["played", "bye", "awarded", "double_loss"]
PenaltyKind = Literal["warning", "game_loss", "match_loss", "disqualification"]
Format = Literal["swiss", "single_elim", "swiss_top_cut"]
Stage = Literal["swiss", "elimination"]
Phase = Literal["registration", "ready", "paired", "playing", "finished"]

RESULT_KINDS: tuple[str, ...] = ("played", "bye", "awarded", "double_loss")
PENALTY_KINDS: tuple[str, ...] = ("warning", "game_loss", "match_loss", "disqualification")
FORMATS: tuple[str, ...] = ("swiss", "single_elim", "swiss_top_cut")


class TournamentError(Exception):
    """An action the tournament state refuses (wrong phase, unknown player, ...). State is unchanged."""


@dataclass(slots=True)
class Player:
    """A registered player. ``order`` is the registration order (0-based): the final tiebreak."""

    id: str
    name: str
    order: int
    dropped: bool = False
    joined_round: int = 1  # first round the player can be paired in (late entry > 1)
    dropped_round: int | None = None  # round during/after which the player dropped

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "order": self.order,
            "dropped": self.dropped,
            "joined_round": self.joined_round,
            "dropped_round": self.dropped_round,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Player:
        return cls(
            id=d["id"],
            name=d["name"],
            order=d["order"],
            dropped=d.get("dropped", False),
            joined_round=d.get("joined_round", 1),
            dropped_round=d.get("dropped_round"),
        )


@dataclass(frozen=True, slots=True)
class Pairing:
    """One table of a round. ``b is None`` means ``a`` has the bye."""

    table: int
    a: str
    b: str | None

    @property
    def is_bye(self) -> bool:
        return self.b is None

    def players(self) -> tuple[str, ...]:
        return (self.a,) if self.b is None else (self.a, self.b)

    def to_dict(self) -> dict[str, Any]:
        return {"table": self.table, "a": self.a, "b": self.b}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Pairing:
        return cls(table=d["table"], a=d["a"], b=d.get("b"))


@dataclass(frozen=True, slots=True)
class MatchResult:
    """The result of one table, in games from ``a``'s and ``b``'s side.

    The match winner is whoever won more games, equal games is a drawn match, except:
    ``bye`` is always a win for ``a`` (recorded 2-0), ``double_loss`` is a loss for both.
    ``b is None`` with kind ``awarded`` is a result without an opponent (e.g. a late entrant's
    missed round recorded as 0-2).
    For ``played`` results the games are the games actually played; game-loss penalties are
    added on top when standings are computed (see ``standings.effective_result``).
    """

    a: str
    b: str | None
    a_game_wins: int
    b_game_wins: int
    draws: int = 0
    kind: ResultKind = "played"
    reason: str = ""

    def __post_init__(self) -> None:
        if self.kind not in RESULT_KINDS:
            raise ValueError(f"unknown result kind {self.kind!r}")
        for v in (self.a_game_wins, self.b_game_wins, self.draws):
            if not isinstance(v, int) or v < 0:
                raise ValueError("game counts must be non-negative integers")
        if self.kind == "played" and self.b is None:
            raise ValueError("a played match needs two players")

    @staticmethod
    def bye(player: str, reason: str = "") -> MatchResult:
        """MTR appendix C: a bye is a match win, counted 2-0 in games."""
        return MatchResult(player, None, 2, 0, 0, "bye", reason)

    def to_dict(self) -> dict[str, Any]:
        return {
            "a": self.a,
            "b": self.b,
            "a_game_wins": self.a_game_wins,
            "b_game_wins": self.b_game_wins,
            "draws": self.draws,
            "kind": self.kind,
            "reason": self.reason,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> MatchResult:
        return cls(
            a=d["a"],
            b=d.get("b"),
            a_game_wins=d["a_game_wins"],
            b_game_wins=d["b_game_wins"],
            draws=d.get("draws", 0),
            kind=d.get("kind", "played"),
            reason=d.get("reason", ""),
        )


@dataclass(slots=True)
class Round:
    """A round: its pairings (table order) and the results recorded so far, keyed by table."""

    number: int
    pairings: list[Pairing]
    results: dict[int, MatchResult] = field(default_factory=dict)
    stage: Stage = "swiss"
    started: bool = False

    def pairing(self, table: int) -> Pairing:
        for p in self.pairings:
            if p.table == table:
                return p
        raise TournamentError(f"round {self.number} has no table {table}")

    def table_of(self, player: str) -> int | None:
        for p in self.pairings:
            if player in p.players():
                return p.table
        return None

    def is_complete(self) -> bool:
        return all(p.table in self.results for p in self.pairings)

    def to_dict(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "pairings": [p.to_dict() for p in self.pairings],
            "results": {str(t): r.to_dict() for t, r in sorted(self.results.items())},
            "stage": self.stage,
            "started": self.started,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Round:
        return cls(
            number=d["number"],
            pairings=[Pairing.from_dict(p) for p in d["pairings"]],
            results={int(t): MatchResult.from_dict(r) for t, r in d.get("results", {}).items()},
            stage=d.get("stage", "swiss"),
            started=d.get("started", False),
        )


@dataclass(frozen=True, slots=True)
class Penalty:
    """A judge's penalty. ``round`` is the round whose match it affects (game/match loss)."""

    player: str
    kind: PenaltyKind
    reason: str
    round: int

    def __post_init__(self) -> None:
        if self.kind not in PENALTY_KINDS:
            raise ValueError(f"unknown penalty kind {self.kind!r}")

    def to_dict(self) -> dict[str, Any]:
        return {"player": self.player, "kind": self.kind, "reason": self.reason, "round": self.round}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Penalty:
        return cls(player=d["player"], kind=d["kind"], reason=d.get("reason", ""), round=d["round"])


def recommended_swiss_rounds(players: int) -> int:
    """ceil(log2(players)), at least 1: enough rounds for one undefeated player."""
    return max(1, math.ceil(math.log2(max(players, 2))))


@dataclass(frozen=True, slots=True)
class TournamentConfig:
    """How the tournament runs.

    ``swiss_rounds`` is required for "swiss" and "swiss_top_cut"; ``top_cut`` (4 or 8) only for
    "swiss_top_cut". ``late_entry_losses``: a late entrant gets a 0-2 match loss for each
    round already paired (MTR-style) instead of simply starting at 0 rounds played.
    """

    format: Format = "swiss"
    swiss_rounds: int | None = None
    top_cut: int | None = None
    allow_late_entry: bool = True
    late_entry_losses: bool = True

    def __post_init__(self) -> None:
        if self.format not in FORMATS:
            raise ValueError(f"unknown format {self.format!r}")
        if self.format in ("swiss", "swiss_top_cut"):
            if not isinstance(self.swiss_rounds, int) or self.swiss_rounds < 1:
                raise ValueError("swiss formats need swiss_rounds >= 1")
        elif self.swiss_rounds not in (None, 0):
            raise ValueError("single_elim has no swiss rounds")
        if self.format == "swiss_top_cut":
            if self.top_cut not in (4, 8):
                raise ValueError("top_cut must be 4 or 8")
        elif self.top_cut is not None:
            raise ValueError("top_cut only applies to swiss_top_cut")

    @property
    def has_swiss(self) -> bool:
        return self.format in ("swiss", "swiss_top_cut")

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": self.format,
            "swiss_rounds": self.swiss_rounds,
            "top_cut": self.top_cut,
            "allow_late_entry": self.allow_late_entry,
            "late_entry_losses": self.late_entry_losses,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> TournamentConfig:
        return cls(
            format=d.get("format", "swiss"),
            swiss_rounds=d.get("swiss_rounds"),
            top_cut=d.get("top_cut"),
            allow_late_entry=d.get("allow_late_entry", True),
            late_entry_losses=d.get("late_entry_losses", True),
        )


@dataclass(frozen=True, slots=True)
class AuditEntry:
    """One line of the audit log. ``at`` is whatever timestamp the caller passed (no clock here)."""

    actor: str
    action: str
    reason: str = ""
    round: int | None = None
    at: str | None = None
    data: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {
            "actor": self.actor,
            "action": self.action,
            "reason": self.reason,
            "round": self.round,
            "at": self.at,
            "data": dict(self.data),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> AuditEntry:
        return cls(
            actor=d["actor"],
            action=d["action"],
            reason=d.get("reason", ""),
            round=d.get("round"),
            at=d.get("at"),
            data=dict(d.get("data", {})),
        )


@dataclass(slots=True)
class Tournament:
    """The whole persisted state. Mutated only through :class:`bot.tournament.engine.TournamentState`."""

    config: TournamentConfig
    name: str = ""
    players: list[Player] = field(default_factory=list)
    rounds: list[Round] = field(default_factory=list)
    penalties: list[Penalty] = field(default_factory=list)
    audit: list[AuditEntry] = field(default_factory=list)
    phase: Phase = "registration"
    # Initial elimination bracket: player ids (None = bye) in bracket slot order, with the seeds.
    bracket: list[str | None] | None = None

    def player(self, player_id: str) -> Player:
        for p in self.players:
            if p.id == player_id:
                return p
        raise TournamentError(f"unknown player {player_id!r}")

    def has_player(self, player_id: str) -> bool:
        return any(p.id == player_id for p in self.players)

    def active_players(self) -> list[Player]:
        return [p for p in self.players if not p.dropped]

    @property
    def current_round(self) -> Round | None:
        return self.rounds[-1] if self.rounds else None

    def swiss_rounds(self) -> list[Round]:
        return [r for r in self.rounds if r.stage == "swiss"]

    def elimination_rounds(self) -> list[Round]:
        return [r for r in self.rounds if r.stage == "elimination"]

    def to_dict(self) -> dict[str, Any]:
        return {
            "config": self.config.to_dict(),
            "name": self.name,
            "players": [p.to_dict() for p in self.players],
            "rounds": [r.to_dict() for r in self.rounds],
            "penalties": [p.to_dict() for p in self.penalties],
            "audit": [a.to_dict() for a in self.audit],
            "phase": self.phase,
            "bracket": None if self.bracket is None else list(self.bracket),
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> Tournament:
        return cls(
            config=TournamentConfig.from_dict(d["config"]),
            name=d.get("name", ""),
            players=[Player.from_dict(p) for p in d.get("players", [])],
            rounds=[Round.from_dict(r) for r in d.get("rounds", [])],
            penalties=[Penalty.from_dict(p) for p in d.get("penalties", [])],
            audit=[AuditEntry.from_dict(a) for a in d.get("audit", [])],
            phase=d.get("phase", "registration"),
            bracket=None if d.get("bracket") is None else list(d["bracket"]),
        )

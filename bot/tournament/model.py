"""Plain data for a tournament: players, pairings, results, penalties, config, audit log.

Everything here is a dataclass with ``to_dict``/``from_dict`` so the store can persist it as JSON.
No logic beyond small helpers: outcomes live in :mod:`bot.tournament.standings`, the state machine
in :mod:`bot.tournament.engine`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

ResultKind = Literal["played", "bye", "awarded", "double_loss"]
PenaltyKind = Literal["warning", "game_loss", "match_loss", "disqualification"]
Format = Literal["swiss", "single_elim", "swiss_top_cut"]
Stage = Literal["swiss", "elimination"]
Phase = Literal["registration", "ready", "paired", "playing", "finished"]
OmwFloor = Literal["1/3", "0.33"]
ByeVsRematch = Literal["second_bye", "rematch"]
FinalTiebreak = Literal["registration", "random"]

RESULT_KINDS: tuple[str, ...] = ("played", "bye", "awarded", "double_loss")
OMW_FLOORS: tuple[str, ...] = ("1/3", "0.33")
BYE_VS_REMATCH: tuple[str, ...] = ("second_bye", "rematch")
FINAL_TIEBREAKS: tuple[str, ...] = ("registration", "random")
MAX_TOP_CUT = 256
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
    # The drop came once ``dropped_round`` was complete (between rounds), not during it: after the
    # last Swiss round this is a drop after the cut was made (MTR 2.10: nobody replaces the player).
    dropped_between_rounds: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "name": self.name,
            "order": self.order,
            "dropped": self.dropped,
            "joined_round": self.joined_round,
            "dropped_round": self.dropped_round,
            "dropped_between_rounds": self.dropped_between_rounds,
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
            dropped_between_rounds=d.get("dropped_between_rounds", False),
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
    ``bye`` is always a win for ``a``, ``double_loss`` is a loss for both. Byes and awarded matches
    count at the match's length (best of 3: 2-0; best of 1: 1-0), see
    :attr:`TournamentConfig.wins_needed`. ``b is None`` with kind ``awarded`` is a result without an
    opponent (e.g. a late entrant's missed round recorded as 0-2).
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
    def bye(player: str, reason: str = "", games: int = 2) -> MatchResult:
        """MTR appendix C: a bye is a match win, counted as the games that win a match (best of 3: 2-0)."""
        return MatchResult(player, None, games, 0, 0, "bye", reason)

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


# MTR Appendix E: (most players, Swiss rounds), for fields above 8 players.
APPENDIX_E: tuple[tuple[int, int], ...] = ((16, 4), (32, 5), (64, 6), (128, 7), (226, 8), (409, 9))


# The look-ups of a player list both tournament cores (1 v 1 and pods) answer with; the changes to it are
# in :mod:`bot.tournament.roster`.
def find_player(players: Sequence[Player], player_id: str) -> Player:
    for p in players:
        if p.id == player_id:
            return p
    raise TournamentError(f"unknown player {player_id!r}")


def listed(players: Sequence[Player], player_id: str) -> bool:
    return any(p.id == player_id for p in players)


def active_players(players: Sequence[Player]) -> list[Player]:
    """Players still in the event (not dropped), in list order."""
    return [p for p in players if not p.dropped]


def disqualified(penalties: Sequence[Penalty]) -> set[str]:
    """Players with a disqualification: out of the standings, never placed."""
    return {p.player for p in penalties if p.kind == "disqualification"}


def recommended_swiss_rounds(players: int) -> int:
    """Swiss rounds for a field, as MTR Appendix E recommends.

    Up to 8 players: ceil(log2(players)), at least 1 (enough for one undefeated player; Appendix E
    itself runs single elimination there). 9-16: 4 (Appendix E's count for most events; it allows 5),
    17-32: 5, 33-64: 6, 65-128: 7, 129-226: 8, 227-409: 9, 410 and more: 10.
    """
    if players <= 8:
        return max(1, math.ceil(math.log2(max(players, 2))))
    for most, rounds in APPENDIX_E:
        if players <= most:
            return rounds
    return 10


@dataclass(frozen=True, slots=True)
class TournamentConfig:
    """How the tournament runs, including the policies an organiser chooses (README, "Tournaments").

    ``swiss_rounds`` is required for "swiss" and "swiss_top_cut"; ``top_cut`` only for
    "swiss_top_cut": any number of players from 2 (MTR 10.4: 2, 4, 8, 16 or another number; a cut
    that is no power of two gives its byes to the top seeds). ``late_entry_losses``: a late entrant
    gets a match loss for each round already paired (MTR-style) instead of starting at 0 rounds.

    ``best_of``: the match length in games (Gwent: best of 3 rounds). Byes and awarded matches
    count as the games that win a match (``wins_needed``-0), an intentional draw as ``best_of``
    drawn games (MTR 2.5: 0-0-3).
    ``omw_floor``: the floor of MWP/GWP in the tiebreakers, exactly 1/3 or the MTR's literal 0.33.
    ``bye_vs_rematch``: when only a second bye or a rematch can avoid the other: "second_bye"
    (Wizards' software) or "rematch".
    ``final_tiebreak``: after OGW%, "registration" order (earlier first) or a "random" draw
    seeded by ``tiebreak_seed`` (stable: a player's draw does not change when others join).
    """

    format: Format = "swiss"
    swiss_rounds: int | None = None
    top_cut: int | None = None
    allow_late_entry: bool = True
    late_entry_losses: bool = True
    best_of: int = 3
    omw_floor: OmwFloor = "1/3"
    bye_vs_rematch: ByeVsRematch = "second_bye"
    final_tiebreak: FinalTiebreak = "registration"
    tiebreak_seed: int = 0

    def __post_init__(self) -> None:
        if self.format not in FORMATS:
            raise ValueError(f"unknown format {self.format!r}")
        if self.format in ("swiss", "swiss_top_cut"):
            if not isinstance(self.swiss_rounds, int) or self.swiss_rounds < 1:
                raise ValueError("swiss formats need swiss_rounds >= 1")
        elif self.swiss_rounds not in (None, 0):
            raise ValueError("single_elim has no swiss rounds")
        if self.format == "swiss_top_cut":
            if not isinstance(self.top_cut, int) or not 2 <= self.top_cut <= MAX_TOP_CUT:
                raise ValueError(f"top_cut must be 2 to {MAX_TOP_CUT} players")
        elif self.top_cut is not None:
            raise ValueError("top_cut only applies to swiss_top_cut")
        if not isinstance(self.best_of, int) or not 1 <= self.best_of <= 9 or self.best_of % 2 == 0:
            raise ValueError("best_of must be an odd number of games from 1 to 9")
        if self.omw_floor not in OMW_FLOORS:
            raise ValueError(f"omw_floor must be one of {OMW_FLOORS}")
        if self.bye_vs_rematch not in BYE_VS_REMATCH:
            raise ValueError(f"bye_vs_rematch must be one of {BYE_VS_REMATCH}")
        if self.final_tiebreak not in FINAL_TIEBREAKS:
            raise ValueError(f"final_tiebreak must be one of {FINAL_TIEBREAKS}")

    @property
    def has_swiss(self) -> bool:
        return self.format in ("swiss", "swiss_top_cut")

    @property
    def wins_needed(self) -> int:
        """Games that win a match: what a bye or an awarded match counts (best of 3: 2)."""
        return self.best_of // 2 + 1

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": self.format,
            "swiss_rounds": self.swiss_rounds,
            "top_cut": self.top_cut,
            "allow_late_entry": self.allow_late_entry,
            "late_entry_losses": self.late_entry_losses,
            "best_of": self.best_of,
            "omw_floor": self.omw_floor,
            "bye_vs_rematch": self.bye_vs_rematch,
            "final_tiebreak": self.final_tiebreak,
            "tiebreak_seed": self.tiebreak_seed,
        }

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> TournamentConfig:
        return cls(
            format=d.get("format", "swiss"),
            swiss_rounds=d.get("swiss_rounds"),
            top_cut=d.get("top_cut"),
            allow_late_entry=d.get("allow_late_entry", True),
            late_entry_losses=d.get("late_entry_losses", True),
            best_of=d.get("best_of", 3),
            omw_floor=d.get("omw_floor", "1/3"),
            bye_vs_rematch=d.get("bye_vs_rematch", "second_bye"),
            final_tiebreak=d.get("final_tiebreak", "registration"),
            tiebreak_seed=d.get("tiebreak_seed", 0),
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
        return find_player(self.players, player_id)

    def has_player(self, player_id: str) -> bool:
        return listed(self.players, player_id)

    def active_players(self) -> list[Player]:
        return active_players(self.players)

    def disqualified(self) -> set[str]:
        """Players with a disqualification: removed from the standings, never placed."""
        return disqualified(self.penalties)

    @property
    def version(self) -> int:
        """Grows with every change made through the engine (each one is logged): a pairing computed
        from one version may be committed only to the same version."""
        return len(self.audit)

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

"""Game-agnostic tournament bookkeeping: Swiss pairings, MTR tiebreakers, brackets, penalties, pods for
games of 3+ seats, export.

Pure and typed: no discord, no database, no clock. The judge service drives a
:class:`~bot.tournament.engine.TournamentState` and persists ``to_dict()``.
"""

from .engine import TournamentState
from .model import (
    AuditEntry,
    MatchResult,
    Pairing,
    Penalty,
    Player,
    Round,
    Tournament,
    TournamentConfig,
    TournamentError,
    recommended_swiss_rounds,
)
from .pods import PodConfig, PodStanding, PodTournamentState
from .standings import Standing, compute_standings

__all__ = [
    "AuditEntry",
    "MatchResult",
    "Pairing",
    "Penalty",
    "Player",
    "PodConfig",
    "PodStanding",
    "PodTournamentState",
    "Round",
    "Standing",
    "Tournament",
    "TournamentConfig",
    "TournamentError",
    "TournamentState",
    "compute_standings",
    "recommended_swiss_rounds",
]

"""The tournament's clerk, shared by 1 v 1 events and pods: the audit log every change appends to, the
phase a step needs, and a registration (the same in both). Pure: it holds only the tournament it keeps."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from . import roster
from .model import AuditEntry, Player, TournamentError


class _Numbered(Protocol):
    @property
    def number(self) -> int: ...


class Kept(Protocol):
    """What the clerk reads of a tournament (a :class:`~bot.tournament.model.Tournament` or a pod one)."""

    @property
    def phase(self) -> str: ...

    @property
    def audit(self) -> list[AuditEntry]: ...

    @property
    def players(self) -> list[Player]: ...

    @property
    def rounds(self) -> Sequence[_Numbered]: ...


class Clerk:
    """The log and the phase checks of one tournament."""

    def __init__(self, tournament: Kept) -> None:
        self.tournament = tournament

    def log(
        self,
        actor: str,
        action: str,
        reason: str = "",
        *,
        at: str | None = None,
        entry_round: int | None = None,
        **data: Any,
    ) -> None:
        """An audit entry of the round ``entry_round`` (default: the latest paired one)."""
        rounds = self.tournament.rounds
        if entry_round is None and rounds:
            entry_round = rounds[-1].number
        self.tournament.audit.append(AuditEntry(actor, action, reason, entry_round, at, data))

    def require(self, *phases: str) -> None:
        phase = self.tournament.phase
        if phase not in phases:
            raise TournamentError(f"not allowed in phase {phase!r} (needs {' or '.join(phases)})")

    def register(self, player_id: str, name: str, *, actor: str | None = None, at: str | None = None) -> Player:
        """A player signs up (registration only; registration order is the final tiebreak)."""
        self.require("registration")
        player = roster.enrol(self.tournament.players, player_id, name)
        self.log(actor or player_id, "register", at=at, player=player_id, name=name)
        return player

    def drop(self, player_id: str, *, actor: str | None, reason: str, at: str | None) -> bool:
        """A player leaves (MTR 2.10): during registration he is unregistered (False: nothing more to do);
        later he stays listed, is never seated again, and the drop is logged (True)."""
        t = self.tournament
        player = roster.leaving(t.players, player_id, finished=t.phase == "finished")
        if t.phase == "registration":
            t.players.remove(player)
            self.log(actor or player_id, "unregister", reason, at=at, player=player_id)
            return False
        roster.mark_dropped(player, t.rounds[-1].number if t.rounds else 0, between_rounds=t.phase == "ready")
        self.log(actor or player_id, "drop", reason, at=at, player=player_id)
        return True

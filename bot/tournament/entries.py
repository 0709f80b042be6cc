"""A tournament's players as the service keeps them (``tournament_entries`` rows: who entered, their
deck, whether it is locked), the same for 1 v 1 events and pods: registration, late entry and drops
write them here, rounds lock the decks and seat players with them."""

from __future__ import annotations

from typing import Any

from sqlmodel import col, select

from bot.judge.api import Actor
from bot.store import Tx
from bot.store.tournament_models import TournamentEntry

from .desk import TournamentCtx, TournamentDesk, player_id


class Entries:
    """The entry rows of every tournament; each method runs inside the caller's transaction."""

    def __init__(self, desk: TournamentDesk) -> None:
        self.desk = desk

    def all(self, tx: Tx, tid: int) -> list[TournamentEntry]:
        """Every entry, in registration order."""
        query = (
            select(TournamentEntry)
            .where(TournamentEntry.tournament_id == tid)
            .order_by(col(TournamentEntry.id))
        )
        return list(tx.session.exec(query))

    def of(self, tx: Tx, tid: int, user_id: int) -> TournamentEntry | None:
        query = select(TournamentEntry).where(
            TournamentEntry.tournament_id == tid, TournamentEntry.user_id == user_id
        )
        return tx.session.exec(query).first()

    def enter(self, tx: Tx, tid: int, player: Actor) -> None:
        """A new entry (registration or a judge's late entry): no deck yet."""
        tx.session.add(
            TournamentEntry(
                tournament_id=tid,
                user_id=player.user_id,
                display_name=player.name,
                registered_at=self.desk.now(),
            )
        )

    def lock_decks(self, tx: Tx, ctx: TournamentCtx) -> None:
        """Decks are locked from the first pairing on (a late entrant's from his first)."""
        for entry in self.all(tx, ctx.id):
            if entry.deck is not None and not entry.deck_locked:
                entry.deck_locked = True
                tx.session.add(entry)

    def decks(self, tx: Tx, tid: int) -> dict[str, dict[str, Any] | None]:
        """Player id -> registered deck (the per-seat setup the game checked), None without one."""
        return {player_id(e.user_id): e.deck for e in self.all(tx, tid)}

"""The tables of tournaments: the tournament (its pure state as JSON), registrations, and the link from
judge matches to (tournament, round, table).

The pure core (:mod:`bot.tournament`) owns the rules; ``Tournament.state`` is its ``to_dict()``, the
truth for pairings, results, penalties and the tournament's own audit log. The rows here hold what the
core does not know: Discord ids, the locked decks, and which judge match plays which table.
Changing a table here needs a migration (``tests/judge/test_store.py`` compares them).
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import JSON, BigInteger, Column, UniqueConstraint
from sqlmodel import Field, SQLModel

from bot.store.models import _snowflake, _stamp


class TournamentRecord(SQLModel, table=True):
    """One tournament. ``phase`` mirrors ``state["phase"]`` for queries; ``seed`` + ``pairings_made``
    give each pairing its own reproducible RNG (``random.Random(f"{seed}:{n}")``)."""

    __tablename__ = "tournaments"

    id: int | None = Field(default=None, primary_key=True)
    guild_id: int | None = _snowflake(index=True)
    channel_id: int | None = _snowflake()  # where announcements, pairings and standings are posted
    name: str
    game: str
    variant: str | None = None
    # the game's table settings (GameInfo options, checked and coerced) every match and pod is set up with
    options: dict[str, Any] = Field(
        default_factory=dict, sa_column=Column(JSON, nullable=False, server_default="{}")
    )
    format: str
    deadline_hours: int | None = None  # each match's deadline (None: the server's default)
    seed: int = Field(sa_column=Column(BigInteger, nullable=False))
    pairings_made: int = 0
    phase: str = Field(default="registration", index=True)
    paused: bool = False  # the current round is paused by a judge
    state: dict[str, Any] = Field(default_factory=dict, sa_column=Column(JSON, nullable=False))
    created_by: int | None = _snowflake()
    created_at: datetime = _stamp()
    updated_at: datetime = _stamp()
    finished_at: datetime | None = _stamp(nullable=True)


class TournamentEntry(SQLModel, table=True):
    """A registered player and their deck: ``deck`` is the per-seat setup the game reads (what
    its ``check_deck`` returned, e.g. ``{"faction", "deck"}``), locked when registration closes."""

    __tablename__ = "tournament_entries"
    __table_args__ = (UniqueConstraint("tournament_id", "user_id", name="uq_tournament_entries_user"),)

    id: int | None = Field(default=None, primary_key=True)
    tournament_id: int = Field(foreign_key="tournaments.id", index=True)
    user_id: int = Field(sa_column=Column(BigInteger, nullable=False, index=True))
    display_name: str
    deck: dict[str, Any] | None = Field(default=None, sa_column=Column(JSON, nullable=True))
    deck_text: str | None = None  # as the player sent it (or the uploaded file's name)
    deck_locked: bool = False
    registered_at: datetime = _stamp()


class TournamentMatch(SQLModel, table=True):
    """Which judge match plays which table. ``result_source``: None until its result is recorded,
    "match" (the match ended) or "judge" (a judge decided; a later end of the match is ignored).
    ``active`` is False for a match replaced by a re-pairing or a rematch."""

    __tablename__ = "tournament_matches"

    match_id: int = Field(
        foreign_key="matches.id", primary_key=True, sa_column_kwargs={"autoincrement": False}
    )
    tournament_id: int = Field(foreign_key="tournaments.id", index=True)
    round: int
    table_no: int
    result_source: str | None = None
    active: bool = True

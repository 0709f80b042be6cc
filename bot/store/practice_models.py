"""Which seats of a match the practice opponent plays (issue 30), and how hard it thinks there.

A practice match is an ordinary match whose other seat is the bot's own user: it is judged, stored and
replayed like any other. This table only tells the practice driver which seats are its to answer.
"""

from __future__ import annotations

from sqlalchemy import Column, Integer, PrimaryKeyConstraint
from sqlmodel import Field, SQLModel


class PracticeSeat(SQLModel, table=True):
    __tablename__ = "practice_seats"
    __table_args__ = (PrimaryKeyConstraint("match_id", "seat"),)

    match_id: int = Field(foreign_key="matches.id")
    seat: int = Field(sa_column=Column(Integer, nullable=False, autoincrement=False))
    level: str  # easy, normal or hard (cards.opponent.LEVELS)

"""Practice seats: the seats of a match the practice opponent plays, with its level (issue 30).

Revision ID: 0009
Revises: 0008
Create Date: 2026-11-26 (written by hand, plain sa types only)
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "practice_seats",
        sa.Column("match_id", sa.Integer(), nullable=False),
        sa.Column("seat", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("level", sa.String(), nullable=False),
        sa.ForeignKeyConstraint(["match_id"], ["matches.id"]),
        sa.PrimaryKeyConstraint("match_id", "seat"),
    )


def downgrade() -> None:
    op.drop_table("practice_seats")

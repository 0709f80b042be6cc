"""Refused sources: the message ids the judge refused, so a redelivery never becomes a move (issue 8).

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-24 (written by hand, plain sa types only)
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "refused_sources",
        sa.Column("source_key", sa.String(), nullable=False),
        sa.Column("match_id", sa.Integer(), nullable=True),
        sa.Column("at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("source_key"),
    )


def downgrade() -> None:
    op.drop_table("refused_sources")

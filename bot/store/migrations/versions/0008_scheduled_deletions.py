"""Scheduled deletions: the bot's messages to delete later (the "private answer waiting" note), stored so
a restart within the wait does not leave them up for good.

Revision ID: 0008
Revises: 0007
Create Date: 2026-11-26 (written by hand, plain sa types only)
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "scheduled_deletions",
        sa.Column("message_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("channel_id", sa.BigInteger(), nullable=False),
        sa.Column("due_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("message_id"),
    )
    op.create_index("ix_scheduled_deletions_due_at", "scheduled_deletions", ["due_at"], unique=False)


def downgrade() -> None:
    op.drop_index("ix_scheduled_deletions_due_at", table_name="scheduled_deletions")
    op.drop_table("scheduled_deletions")

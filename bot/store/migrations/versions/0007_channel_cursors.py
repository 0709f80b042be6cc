"""Channel cursors: the last message the bot has seen per channel, so a restart reads what it missed.

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-26 (written by hand, plain sa types only)
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "channel_cursors",
        sa.Column("channel_id", sa.BigInteger(), autoincrement=False, nullable=False),
        sa.Column("last_seen", sa.BigInteger(), nullable=False),
        sa.Column("user_id", sa.BigInteger(), nullable=True),
        sa.Column("updated_at", sa.DateTime(), nullable=False),
        sa.PrimaryKeyConstraint("channel_id"),
    )
    op.create_index("ix_channel_cursors_user_id", "channel_cursors", ["user_id"], unique=False)


def downgrade() -> None:
    op.drop_index("ix_channel_cursors_user_id", table_name="channel_cursors")
    op.drop_table("channel_cursors")

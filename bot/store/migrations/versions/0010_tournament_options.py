"""Tournament options: the game's table settings a tournament plays every match with (issue 29).

Revision ID: 0010
Revises: 0009
Create Date: 2026-11-26 (written by hand, plain sa types only)
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    with op.batch_alter_table("tournaments") as batch:
        batch.add_column(sa.Column("options", sa.JSON(), nullable=False, server_default="{}"))


def downgrade() -> None:
    with op.batch_alter_table("tournaments") as batch:
        batch.drop_column("options")

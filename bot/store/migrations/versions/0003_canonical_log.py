"""The canonical move log: each accepted post keeps the game's canonical action text beside the raw text
(replay reads it, so a renamed card or a parser change cannot break a live match); reminders keep the id
of the decision they are about.

Existing matches are backfilled by replaying them from their raw posts with every registered game:
each post's canonical text is the game's ``canonical`` of the action it was accepted as, and each
waiting reminder gets the id of the decision it waits for (so its deadline period goes on). A match whose
game is not installed, or that no longer replays, keeps NULL (replay then reads the raw text, as before).

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-24
"""

from __future__ import annotations

import logging
import random
from typing import Any

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

log = logging.getLogger("alembic.runtime.migration")


def upgrade() -> None:
    with op.batch_alter_table("posts") as batch:
        batch.add_column(sa.Column("canonical", sa.Text(), nullable=True))
    with op.batch_alter_table("reminders") as batch:
        batch.add_column(sa.Column("decision_id", sa.String(), nullable=True))
    backfill(op.get_bind())


def downgrade() -> None:
    with op.batch_alter_table("reminders") as batch:
        batch.drop_column("decision_id")
    with op.batch_alter_table("posts") as batch:
        batch.drop_column("canonical")


def backfill(connection: Any, games: dict[str, Any] | None = None) -> int:
    """Fill ``posts.canonical`` for every match by replaying its raw posts; returns the posts filled."""
    if games is None:
        from bot.judge.games import load_games

        games = load_games()
    matches = connection.execute(sa.text("SELECT id, game, setup, seed FROM matches ORDER BY id")).fetchall()
    filled = 0
    for match_id, name, setup, seed in matches:
        game = games.get(name)
        if game is None:
            continue
        rows = connection.execute(
            sa.text(
                "SELECT id, seat, text, upload_name, upload_data FROM posts "
                "WHERE match_id = :m AND undone = :no ORDER BY seq"
            ),
            {"m": match_id, "no": False},
        ).fetchall()
        try:
            texts, state = _canonical_texts(game, _json(setup), int(seed), rows)
        except Exception as exc:  # noqa: BLE001 - any failure leaves this match on its raw text
            log.warning("match %s: no canonical backfill (%s)", match_id, exc)
            continue
        for post_id, text in texts:
            connection.execute(
                sa.text("UPDATE posts SET canonical = :c WHERE id = :i"), {"c": text, "i": post_id}
            )
            filled += 1
        for decision in game.pending(state):  # reminders keep their period: same decision, same id
            connection.execute(
                sa.text(
                    "UPDATE reminders SET decision_id = :d "
                    "WHERE match_id = :m AND seat = :s AND kind = :k AND decision_id IS NULL"
                ),
                {"d": decision.id, "m": match_id, "s": decision.seat, "k": decision.kind},
            )
    return filled


def _canonical_texts(game: Any, setup: Any, seed: int, rows: Any) -> tuple[list[tuple[int, str]], Any]:
    state, _ = game.new_match(setup, random.Random(seed))
    out: list[tuple[int, str]] = []
    for post_id, seat, text, upload_name, upload_data in rows:
        if upload_data is not None:
            action = game.parse_upload(state, seat, upload_name or "", bytes(upload_data))
        else:
            action = game.parse(state, seat, text)
        out.append((post_id, game.canonical(state, seat, action)))
        state, _ = game.apply(state, seat, action)
    return out, state


def _json(value: Any) -> Any:
    import json

    return json.loads(value) if isinstance(value, str | bytes) else value

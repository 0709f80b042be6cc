"""The canonical move log (issue 9): the store keeps the game's canonical action beside the raw post,
replay reads it, and migration 0003 backfills matches logged before it by replaying their raw posts."""

from __future__ import annotations

import importlib
import json
import random
from pathlib import Path

from alembic import command
from alembic.config import Config
from sqlalchemy import text

from bot.store import Store
from bot.store.store import MIGRATIONS
from cards.core import JUDGE
from tests.judge.toygame import ToyGame

from .conftest import Harness

MIGRATION = importlib.import_module("bot.store.migrations.versions.0003_canonical_log")


async def _played(h: Harness) -> None:
    await h.start()
    h.keep_both()
    for _ in range(3):
        seat = h.state().turn
        assert seat is not None
        card = h.state().hands[seat][0]
        assert h.post(h.to_move(), f"ход {card}").status == "accepted"  # Russian post, English canonical


async def test_accepted_posts_log_their_canonical_text(h: Harness) -> None:
    await _played(h)
    posts = h.posts()
    assert [p.canonical for p in posts[:2]] == ["keep", "keep"]
    assert all(p.text.startswith("ход ") and p.canonical == "play " + p.text.split()[1] for p in posts[2:])


async def test_replay_reads_the_canonical_text_not_the_raw_post(h: Harness) -> None:
    """A post whose raw text no longer parses (a renamed card, a changed parser) still replays."""
    await _played(h)
    live = h.game.view(h.state(), JUDGE)
    with h.store.tx() as tx:
        tx.session.execute(text("UPDATE posts SET text = 'no longer a move'"))
    h.restart()
    assert h.service.resume_all() == [h.match_id]
    assert h.game.view(h.state(), JUDGE) == live


async def test_backfill_replays_old_matches_into_canonical_texts(h: Harness) -> None:
    await _played(h)
    before = [p.canonical for p in h.posts()]
    with h.store.tx() as tx:
        reminders = [(r.seat, r.decision_id) for r in tx.reminders(h.match_id)]  # type: ignore[arg-type]
        tx.session.execute(text("UPDATE posts SET canonical = NULL"))
        tx.session.execute(text("UPDATE reminders SET decision_id = NULL"))
    with h.store.engine.begin() as connection:
        assert MIGRATION.backfill(connection, {"toy": ToyGame()}) == len(before)
    with h.store.tx() as tx:
        assert [p.canonical for p in tx.posts(h.match_id)] == before  # type: ignore[arg-type]
        assert [(r.seat, r.decision_id) for r in tx.reminders(h.match_id)] == reminders  # type: ignore[arg-type]
        assert reminders and all(d for _, d in reminders)


def test_migration_0003_backfills_a_database_from_0002(tmp_path: Path) -> None:
    """An existing database (schema 0002, posts without canonical texts) upgrades with its matches
    replayed: the toy match's posts get canonical texts; a match of an unknown game keeps NULL."""
    url = f"sqlite:///{tmp_path / 'old.db'}"
    old = Store(url, migrate=False)
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with old.engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "0002")
        game = ToyGame()
        setup = {"players": [{"name": "A"}, {"name": "B"}]}
        state, _ = game.new_match(setup, random.Random(5))
        posts = ["оставить", "keep"]
        for n, (game_name, seed) in enumerate((("toy", 5), ("chess", 1)), start=1):
            connection.execute(
                text(
                    "INSERT INTO matches (id, game, setup, seed, status, created_at) "
                    "VALUES (:i, :g, :s, :seed, 'active', '2026-01-01 00:00:00')"
                ),
                {"i": n, "g": game_name, "s": json.dumps(setup), "seed": seed},
            )
            for seq, post in enumerate(posts, start=1):
                connection.execute(
                    text(
                        "INSERT INTO posts (match_id, seq, seat, source_key, text, private, actor_kind, "
                        "accepted_at, undone) VALUES (:m, :q, :seat, :k, :t, 1, 'player', "
                        "'2026-01-01 00:00:00', 0)"
                    ),
                    {"m": n, "q": seq, "seat": seq - 1, "k": f"dm:{n}:{seq}", "t": post},
                )
    old.close()
    new = Store(url)  # migrates to head
    with new.engine.begin() as connection:
        rows = connection.execute(
            text("SELECT match_id, canonical FROM posts ORDER BY match_id, seq")
        ).fetchall()
    new.close()
    assert rows == [(1, "keep"), (1, "keep"), (2, None), (2, None)]

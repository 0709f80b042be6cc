"""Issue 8 item 7: two processes on one database corrupted matches (each trusts its own state cache), and
on PostgreSQL two simultaneous legal posts took the same seq and the loser's unique-key error was reported
as "duplicate", silently dropping the move (25 of 25 tries). Now a second process is refused at start,
and a seq clash is told apart from a duplicate by the constraint it broke, and judged again."""

from __future__ import annotations

import asyncio
import os
import sys
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from bot.store import AlreadyRunning, DuplicateSource, Post, SeqClash, Store
from tests.judge.conftest import Clock, Harness
from tests.judge.test_store import _match, any_store  # noqa: F401  (the sqlite + postgres fixture)

ROOT = Path(__file__).resolve().parents[2]


def test_a_second_judge_on_the_same_sqlite_file_is_refused(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'judge.db'}"
    first, second = Store(url), Store(url, migrate=False)
    first.lock_instance()
    with pytest.raises(AlreadyRunning, match="another tablejudge process"):
        second.lock_instance()
    first.close()
    second.lock_instance()  # the first one is gone: the lock is free again
    second.close()


@pytest.mark.postgres
def test_several_judges_share_one_postgres_database(any_store: Store) -> None:  # noqa: F811
    """Issue 15 supersedes the one-process rule on PostgreSQL: per-match locks and a claimed outbox make
    several processes safe, so a second one is not refused."""
    if any_store.is_sqlite:
        pytest.skip("the PostgreSQL case")
    other = Store(str(any_store.engine.url.render_as_string(hide_password=False)), migrate=False)
    any_store.lock_instance()
    try:
        other.lock_instance()
    finally:
        other.close()


def _post(match_id: int, seq: int, key: str) -> Post:
    return Post(
        match_id=match_id, seq=seq, seat=0, source_key=key, text="x", actor_id=1, actor_kind="player",
        accepted_at=datetime(2026, 1, 1, tzinfo=UTC),
    )


def test_a_seq_clash_is_not_reported_as_a_duplicate(any_store: Store) -> None:  # noqa: F811
    with any_store.tx() as tx:
        match = tx.add_match(_match(), [(1, "A"), (2, "B")])
        tx.add_post(_post(match.id, 1, "msg:1"))  # type: ignore[arg-type]
    with any_store.tx() as tx, pytest.raises(SeqClash):
        tx.add_post(_post(match.id, 1, "msg:2"))  # type: ignore[arg-type]
    with any_store.tx() as tx, pytest.raises(DuplicateSource):
        tx.add_post(_post(match.id, 2, "msg:1"))  # type: ignore[arg-type]


@pytest.fixture
def h_any(any_store: Store) -> Iterator[Harness]:  # noqa: F811
    yield Harness(any_store, Clock())


async def test_a_move_that_loses_a_seq_race_is_judged_again_not_dropped(h_any: Harness) -> None:
    """Another writer takes the seq between our read and our insert (simulated: next_seq answers a taken
    seq once); the post is judged again on the fresh position and accepted."""
    h = h_any
    await h.start()
    h.keep_both()
    mover = h.to_move()
    move = h.game.legal_posts(h.state(), h.state().turn)[0]
    from bot.store.store import Tx

    original = Tx.next_seq
    calls = {"n": 0}

    def stale_next_seq(self: Tx, match_id: int) -> int:
        calls["n"] += 1
        return original(self, match_id) - 1 if calls["n"] == 1 else original(self, match_id)

    Tx.next_seq = stale_next_seq  # type: ignore[method-assign]
    h.service.live.seq.clear()  # the judge's cached next seq (one process, SQLite): ask the store instead
    try:
        reply = h.post(mover, move)
    finally:
        Tx.next_seq = original  # type: ignore[method-assign]
    assert reply.status == "accepted", reply
    assert calls["n"] == 2 and [p.text for p in h.posts()][-1] == move


async def test_tablejudge_run_refuses_to_start_twice_on_one_database(tmp_path: Path) -> None:
    db = tmp_path / "judge.db"
    holder = Store(f"sqlite:///{db}")
    holder.lock_instance()
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(tmp_path),
        "PYTHONPATH": str(ROOT),
        "DATABASE_URL": f"sqlite:///{db}",
        "DISCORD_TOKEN": "x" * 30,
        "DISCORD_API_BASE": "http://127.0.0.1:9/api/v10",
    }
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "run", cwd=tmp_path, env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT,
    )
    out, _ = await asyncio.wait_for(proc.communicate(), 60)
    holder.close()
    assert proc.returncode == 2, out.decode()
    assert b"another tablejudge process" in out

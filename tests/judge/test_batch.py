"""Issue 24: the catch-up judges a backlog in one transaction (``JudgeService.batch``): each post still its
own savepoint (a refusal changes nothing, the next post sees the one before), one commit for all, and
nothing of the batch handed to the sender before that commit; a batch that does not commit leaves
nothing behind, not even in the caches."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import event

from bot.store import Store

from .conftest import Clock, Harness


class Claimer:
    """A sender that records what it was handed, and whether the batch had committed by then."""

    def __init__(self, commits: list[int]) -> None:
        self.commits = commits
        self.taken: list[tuple[int, int]] = []  # (items, commits so far)

    def claim_until(self) -> tuple[str, Any]:
        from datetime import UTC, datetime, timedelta

        return "test", datetime.now(UTC) + timedelta(seconds=60)

    def take(self, rows: list[dict[str, Any]]) -> None:
        self.taken.append((len(rows), len(self.commits)))


@pytest.fixture
def file_store(tmp_path: Path) -> Any:
    store = Store(f"sqlite:///{tmp_path / 'batch.db'}")
    yield store
    store.close()


def commits_of(store: Store) -> list[int]:
    commits: list[int] = []
    event.listen(store.engine, "commit", lambda _conn: commits.append(1))
    return commits


async def test_a_backlog_is_judged_in_one_commit_each_post_seeing_the_last(
    file_store: Store, clock: Clock
) -> None:
    """Two moves of one match and a refused post between them, in one batch: one commit; the second move
    is judged on the state after the first (its seq follows); the refusal changed nothing."""
    h = Harness(file_store, clock)
    await h.start()
    h.keep_both()
    before = len(h.posts())
    first, second = h.to_move(), h.waiting()
    commits = commits_of(file_store)
    claimer = Claimer(commits)
    h.service.claimer = claimer

    def backlog() -> list[str]:
        replies = [h.post(first, f"play {h.state().hands[h.state().turn][0]}").status]
        replies.append(h.post(first, "play 99").status)  # not his turn any more: refused
        replies.append(h.post(second, f"play {h.state().hands[h.state().turn][0]}").status)
        return replies

    assert h.service.batch(backlog) == ["accepted", "refused", "accepted"]
    assert len(commits) == 1
    posts = h.posts()
    assert len(posts) == before + 2 and [p.seq for p in posts[-2:]] == [posts[-2].seq, posts[-2].seq + 1]
    # everything the two moves queued was handed over once, after the one commit
    assert len(claimer.taken) == 1 and claimer.taken[0][0] > 0 and claimer.taken[0][1] == 1


async def test_a_batch_that_does_not_commit_leaves_nothing_not_even_cached(
    file_store: Store, clock: Clock
) -> None:
    """A kill inside the batch (an exception after two judged posts): no post, no outbox item, nothing
    handed over; the live state is read again from the log and the same posts are then accepted."""
    h = Harness(file_store, clock)
    await h.start()
    h.keep_both()
    claimer = Claimer([])
    h.service.claimer = claimer
    state, posts, outbox = h.snapshot()
    first, second = h.to_move(), h.waiting()
    moves: list[tuple[Any, str]] = []

    class Killed(Exception):
        pass

    def dies() -> None:
        for who in (first, second):
            text = f"play {h.state().hands[h.state().turn][0]}"
            assert h.post(who, text, message_id=7000 + len(moves)).status == "accepted"
            moves.append((who, text))
        raise Killed

    with pytest.raises(Killed):
        h.service.batch(dies)
    assert claimer.taken == []
    assert h.snapshot() == (state, posts, outbox)
    # the same messages are judged again (a restart's catch-up) and accepted, once
    for i, (who, text) in enumerate(moves):
        assert h.post(who, text, message_id=7000 + i).status == "accepted"
    assert len(h.posts()) == posts + 2

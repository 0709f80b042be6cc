"""Issue 24: a table edit that can never succeed (Discord said the thread is gone, or refused it for good)
is a dead letter: it stays failed (the judge sees it in the outbox) and is not re-queued at every start,
where it failed again each time. A table edit that failed for a passing reason is still re-synced."""

from __future__ import annotations

import pytest

from bot.store import Store

from .conftest import Clock, Harness


@pytest.mark.parametrize(
    ("error", "resynced"),
    [
        ("TargetNotFound: 404 Not Found (error code: 10003): Unknown Channel", False),
        ("PermanentError: 403 Forbidden (error code: 50001): Missing Access", False),
        ("TransientError: 503 Service Unavailable", True),
    ],
)
async def test_a_table_edit_that_can_never_succeed_is_not_requeued_at_each_start(
    tmp_path, clock: Clock, error: str, resynced: bool
) -> None:
    url = f"sqlite:///{tmp_path / 'judge.db'}"
    h = Harness(Store(url), clock)
    mid = await h.start()
    h.keep_both()
    assert h.post(h.to_move(), h.game.legal_posts(h.state(), h.state().turn)[0]).status == "accepted"
    await h.deliver()
    with h.store.tx() as tx:
        [edit] = [i for i in tx.outbox(status=None, match_id=mid) if i.dedupe_key.endswith(":table")][-1:]
        edit.status, edit.last_error = "failed", error
        tx.session.add(edit)
    h.store.close()
    for _ in range(2):  # two starts
        h.restart(Store(url))
        h.service.resume_all()
        resync = [i for i in h.outbox(status="pending") if ":resync:" in i.dedupe_key]
        assert bool(resync) is resynced
        if resynced:
            return
        h.store.close()

"""Every registered game through the real judge: a whole match played by scripted players over the
console transport, then the store's log replayed from scratch must give exactly the live state, and the
judge's prompts must name the decisions the engine has pending (decision ids)."""

from __future__ import annotations

import io
import itertools
import random
from datetime import UTC, datetime, timedelta

import pytest

from bot.judge import Actor, ConsoleTransport, DirectMessage, JudgeService, ThreadPost, deliver_pending
from bot.judge.replay import replay
from bot.store import FINISHED, Store

from .cases import NAMES, Case, cases, judge_view

CASES = cases()
IDS = [c.id for c in CASES]


async def _play_through_the_judge(case: Case, seed: int) -> tuple[JudgeService, Store, int]:
    game = case.engine()
    now = [datetime(2026, 3, 1, 12, 0, tzinfo=UTC)]
    store = Store("sqlite:///:memory:")
    service = JudgeService(store, {case.game: game}, lambda: now[0], seed_source=lambda: seed)
    admin = Actor(900, "Judy", is_judge=True, is_admin=True)
    players = [Actor(101 + i, NAMES[i]) for i in range(case.seats)]
    transport = ConsoleTransport(io.StringIO())
    service.setup(admin, 1, judge_role_id=77)
    reply = service.create_by_judge(admin, 1, 10, case.game, players, case.variant, case.setup())
    assert reply.status == "ok", reply
    mid = reply.match_id
    assert mid is not None
    await deliver_pending(store, transport, clock=lambda: now[0])
    with store.tx() as tx:
        thread = tx.match(mid).channel_id  # type: ignore[union-attr]
    ids = itertools.count(1000)
    rng = random.Random(seed)
    for _ in range(2000):
        with store.tx() as tx:
            if tx.match(mid).status == FINISHED:  # type: ignore[union-attr]
                break
        state = service.state_of(mid)
        decision = rng.choice(list(game.pending(state)))
        text = game.random_post(state, decision.seat, rng)
        who = players[decision.seat]
        if decision.private:
            got = service.handle_direct_message(
                DirectMessage(next(ids), who.user_id, text, author_name=who.name)
            )
        else:
            got = service.handle_thread_post(ThreadPost(next(ids), thread, who.user_id, who.name, text))  # type: ignore[arg-type]
        assert got.status == "accepted", (text, got)
        now[0] += timedelta(minutes=3)
        await deliver_pending(store, transport, clock=lambda: now[0])
    else:
        raise AssertionError("the match did not finish")
    return service, store, mid


@pytest.mark.parametrize("case", CASES, ids=IDS)
async def test_replay_of_the_stored_log_equals_the_live_state(case: Case) -> None:
    service, store, mid = await _play_through_the_judge(case, seed=11)
    game = case.engine()
    live = service.state_of(mid)
    with store.tx() as tx:
        match = tx.match(mid)
        assert match is not None and match.result is not None
        posts = tx.posts(mid)
    rebuilt = replay(game, match.setup, match.seed, posts)
    assert judge_view(game, rebuilt) == judge_view(game, live)
    assert game.result(rebuilt) == game.result(live)
    store.close()

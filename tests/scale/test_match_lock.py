"""Issue 15: two judges (as in two processes) on one PostgreSQL apply a match's posts one at a time and
never act on a state another process has moved past."""

from __future__ import annotations

import itertools
import threading
from collections.abc import Iterator

import pytest

from bot.store import Store
from tests.judge.conftest import Clock, Harness
from tests.scale.pg import pg_schema

pytestmark = pytest.mark.postgres


@pytest.fixture
def url() -> Iterator[str]:
    with pg_schema() as u:
        yield u


async def test_a_stale_cache_is_reloaded_when_another_process_moved_the_match(url: str) -> None:
    clock = Clock()
    one = Harness(Store(url), clock)
    await one.start()
    two = Harness(Store(url), clock)  # a second process: its own engine, pool and state cache
    two.match_id, two.thread = one.match_id, one.thread
    two._ids = itertools.count(70_000)  # Discord's message ids are unique across processes
    one.keep_both()
    assert two.state() == one.state()  # two caches, one log
    for turn in range(6):  # the two processes take turns receiving the moves
        here = one if turn % 2 == 0 else two
        state = here.state()
        decision = here.game.pending(state)[0]
        text = here.game.legal_posts(state, decision.seat)[0]
        who = here.seat_actor(decision.seat)
        reply = here.dm(who, text) if decision.private else here.post(who, text)
        assert reply.status == "accepted", (turn, reply)
    assert one.state() == two.state()
    seqs = [p.seq for p in one.posts()]
    assert seqs == sorted(set(seqs)) and len(seqs) == 8
    one.store.close()
    two.store.close()


async def test_the_same_move_sent_to_two_processes_at_once_applies_once(url: str) -> None:
    clock = Clock()
    one = Harness(Store(url), clock)
    await one.start()
    two = Harness(Store(url), clock)
    two.match_id, two.thread = one.match_id, one.thread
    one.keep_both()
    for _ in range(5):
        state = one.state()
        decision = one.game.pending(state)[0]
        text = one.game.legal_posts(state, decision.seat)[0]
        who = one.seat_actor(decision.seat)
        replies: list[str] = []
        barrier = threading.Barrier(2)

        def send(h: Harness, mid: int, who=who, text=text, barrier=barrier, replies=replies) -> None:
            barrier.wait()
            replies.append(h.post(who, text, message_id=mid).status)

        # two different messages with the same move (a double post), received by different processes
        pairs = ((one, 9_000 + 2 * _), (two, 9_001 + 2 * _))
        threads = [threading.Thread(target=send, args=pair) for pair in pairs]
        for th in threads:
            th.start()
        for th in threads:
            th.join(30)
        assert sorted(replies) == ["accepted", "refused"], replies
    assert one.state() == two.state()
    assert len(one.posts()) == 2 + 5
    one.store.close()
    two.store.close()

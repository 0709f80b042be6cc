"""Harnesses for issue 8's attacks: the judge with the real Gwent engine (a spy on its parser), and the
tournament service on a store file. Measuring helpers keep each attack's bound (time, memory) explicit."""

from __future__ import annotations

import tracemalloc
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from bot.judge.outbox import deliver_pending
from bot.judge.service import JudgeService
from cards.gwent.game import GwentGame
from tests.cpu import cpu_seconds
from tests.judge.conftest import GUILD, JUDGE_ROLE, LOBBY, Clock, Harness


class SpyGwent(GwentGame):
    """Gwent that counts how often the judge asked it to parse a post."""

    def __init__(self) -> None:
        super().__init__()
        self.parsed = 0

    def parse(self, state: Any, seat: int, text: str) -> Any:
        self.parsed += 1
        return super().parse(state, seat, text)


GAME = SpyGwent()


class GwentHarness(Harness):
    def _service(self) -> JudgeService:
        return JudgeService(self.store, {"gwent": GAME}, self.clock, seed_source=lambda: self.seed)

    @property
    def game_spy(self) -> SpyGwent:
        return GAME

    async def start_gwent(self, **setup: object) -> int:
        self.service.setup(self.judge, GUILD, judge_role_id=JUDGE_ROLE)
        reply = self.service.create_by_judge(
            self.judge, GUILD, LOBBY, "gwent", [self.alice, self.bob], setup=setup or None
        )
        assert reply.status == "ok", reply
        self.match_id = reply.match_id
        await deliver_pending(self.store, self.transport, clock=self.clock)
        self.thread = self.match().channel_id
        return reply.match_id  # type: ignore[return-value]

    def next_id(self) -> int:
        return next(self._ids)

    def log(self) -> list[tuple[int, str]]:
        with self.store.tx() as tx:
            return [(p.seq, p.text) for p in tx.posts(self.match_id)]  # type: ignore[arg-type]


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def h(tmp_path, clock: Clock) -> Iterator[Harness]:  # type: ignore[no-untyped-def]
    """The judge with the toy game on a store file."""
    from bot.store import Store

    store = Store(f"sqlite:///{tmp_path / 'toy.db'}")
    yield Harness(store, clock)
    store.close()


@pytest.fixture
def g(tmp_path, clock: Clock) -> Iterator[GwentHarness]:  # type: ignore[no-untyped-def]
    from bot.store import Store

    store = Store(f"sqlite:///{tmp_path / 'judge.db'}")
    yield GwentHarness(store, clock)
    store.close()


def measure(fn: Callable[[], Any]) -> tuple[Any, float, int]:
    """Run ``fn`` twice: timed (plain), then under tracemalloc; return (its result or the exception it
    raised, CPU seconds, peak bytes allocated). CPU time of this thread (:func:`tests.cpu.cpu_seconds`), not wall time: the work is what is
    bounded, and the test machine is shared. tracemalloc slows allocation-heavy code several times, so it does not
    run while the clock does."""

    def once() -> Any:
        try:
            return fn()
        except Exception as exc:  # noqa: BLE001 - the caller asserts on what came out
            return exc

    out, seconds = cpu_seconds(once)
    tracemalloc.start()
    try:
        once()
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return out, seconds, peak


MB = 1024 * 1024


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "postgres: needs the local PostgreSQL on 127.0.0.1:5432 (skipped if absent)"
    )

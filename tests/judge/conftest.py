"""A harness that drives the judge service with the toy game, an in-memory store and a console transport."""

from __future__ import annotations

import io
import itertools
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest

from bot.judge import Actor, ConsoleTransport, DirectMessage, JudgeService, Reply, ThreadPost, deliver_pending
from bot.store import Outbox, Post, Store
from tests.judge.toygame import ToyGame, ToyState

GUILD = 1
LOBBY = 10
JUDGE_ROLE = 77


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "postgres: needs the local PostgreSQL on 127.0.0.1:5432 (skipped if absent)"
    )


class Clock:
    """An injected clock the tests move by hand."""

    def __init__(self, start: datetime | None = None) -> None:
        self.now = start or datetime(2026, 3, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **kwargs: float) -> datetime:
        self.now += timedelta(**kwargs)
        return self.now


class Harness:
    def __init__(self, store: Store, clock: Clock, *, seed: int = 7, transport: Any = None) -> None:
        self.store = store
        self.clock = clock
        self.game = ToyGame()
        self.seed = seed
        self.service = self._service()
        self.alice = Actor(101, "Alice")
        self.bob = Actor(102, "Bob")
        self.carol = Actor(103, "Carol")
        self.judge = Actor(900, "Judy", is_judge=True, is_admin=True)
        self.users = {a.user_id: a for a in (self.alice, self.bob, self.carol, self.judge)}
        self.transport = transport or ConsoleTransport(
            io.StringIO(), names={u: a.name for u, a in self.users.items()}
        )
        self._ids = itertools.count(50_000)
        self.match_id: int | None = None
        self.thread: int | None = None

    def _service(self) -> JudgeService:
        return JudgeService(self.store, {"toy": self.game}, self.clock, seed_source=lambda: self.seed)

    def restart(self, store: Store | None = None) -> JudgeService:
        """A new service on the same (or a reopened) store, as after a bot restart."""
        if store is not None:
            self.store = store
        self.service = self._service()
        return self.service

    async def deliver(self) -> Any:
        return await deliver_pending(self.store, self.transport, clock=self.clock)

    async def start(self, players: Sequence[Actor] | None = None, **setup: Any) -> int:
        self.service.setup(self.judge, GUILD, judge_role_id=JUDGE_ROLE)
        reply = self.service.create_by_judge(
            self.judge, GUILD, LOBBY, "toy", list(players or (self.alice, self.bob)), setup=setup or None
        )
        assert reply.status == "ok", reply
        assert reply.match_id is not None
        self.match_id = reply.match_id
        await self.deliver()
        self.thread = self.match().channel_id
        assert self.thread is not None
        return reply.match_id

    def match(self, match_id: int | None = None) -> Any:
        with self.store.tx() as tx:
            return tx.match(match_id or self.match_id)  # type: ignore[arg-type]

    def post(
        self, who: Actor, text: str, *, message_id: int | None = None, channel: int | None = None
    ) -> Reply:
        mid = message_id if message_id is not None else next(self._ids)
        return self.service.handle_thread_post(
            ThreadPost(mid, channel or self.thread, who.user_id, who.name, text)  # type: ignore[arg-type]
        )

    def dm(self, who: Actor, text: str, *, message_id: int | None = None) -> Reply:
        mid = message_id if message_id is not None else next(self._ids)
        return self.service.handle_direct_message(DirectMessage(mid, who.user_id, text, author_name=who.name))

    def state(self) -> ToyState:
        return self.service.state_of(self.match_id)  # type: ignore[arg-type]

    def seat_actor(self, seat: int) -> Actor:
        return (self.alice, self.bob)[seat]

    def keep_both(self) -> None:
        assert self.dm(self.alice, "keep").status == "accepted"
        assert self.dm(self.bob, "keep").status == "accepted"

    def to_move(self) -> Actor:
        state = self.state()
        assert state.turn is not None
        return self.seat_actor(state.turn)

    def waiting(self) -> Actor:
        state = self.state()
        assert state.turn is not None
        return self.seat_actor(1 - state.turn)

    def outbox(self, **kw: Any) -> list[Outbox]:
        with self.store.tx() as tx:
            return tx.outbox(status=kw.pop("status", None), **kw)

    def posts(self, include_undone: bool = False) -> list[Post]:
        with self.store.tx() as tx:
            return tx.posts(self.match_id, include_undone=include_undone)  # type: ignore[arg-type]

    def snapshot(self) -> tuple[Any, int, int]:
        """What must not change when a post is refused: state, log length, outbox length."""
        return self.state(), len(self.posts(include_undone=True)), len(self.outbox())

    def thread_text(self) -> str:
        return "\n".join(self.transport.thread_text(self.thread))

    def dms_of(self, who: Actor) -> str:
        return "\n".join(self.transport.dm_text(who.user_id))


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def store() -> Store:
    s = Store("sqlite:///:memory:")
    yield s
    s.close()


@pytest.fixture
def h(store: Store, clock: Clock) -> Harness:
    return Harness(store, clock)

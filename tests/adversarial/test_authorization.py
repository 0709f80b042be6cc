"""Authorization across seats and servers (issue 8, standing suite), for every registered game.

A match of Alice and Bob on server 1, at a random point: a stranger's posts, DMs and commands, a
player answering another seat's decision, and a judge of another server acting on it are all refused
or ignored, and change nothing; a refusal never shows another seat's hidden view."""

from __future__ import annotations

import io
import pickle
import random
from typing import Any

import pytest

from bot.judge import Actor, ConsoleTransport, DirectMessage, JudgeService, ThreadPost
from bot.judge.outbox import deliver_pending
from bot.store import Store
from cards.core import Result
from tests.judge.conftest import Clock

from .cases import Case, cases

CASES = cases()
IDS = [c.id for c in CASES]
GUILD, OTHER, LOBBY = 1, 2, 10


@pytest.mark.parametrize("case", CASES, ids=IDS)
async def test_no_one_acts_outside_his_seat_or_server(case: Case, tmp_path: Any) -> None:
    game = case.engine()
    store = Store(f"sqlite:///{tmp_path / 'auth.db'}")
    clock = Clock()
    service = JudgeService(store, {case.game: game}, clock, seed_source=lambda: 3)
    judge = Actor(900, "Judy", is_judge=True, is_admin=True, guild_id=GUILD)
    players = [Actor(101 + i, f"P{i}", guild_id=GUILD) for i in range(case.seats)]
    stranger = Actor(199, "Mallory", guild_id=GUILD)
    foreign_judge = Actor(666, "Mallory", is_judge=True, is_admin=True, guild_id=OTHER)
    service.setup(judge, GUILD, judge_role_id=77)
    made = service.create_by_judge(judge, GUILD, LOBBY, case.game, players, variant=case.variant)
    assert made.status == "ok", made
    mid = made.match_id
    await deliver_pending(store, ConsoleTransport(io.StringIO()), clock=clock)
    with store.tx() as tx:
        thread = tx.match(mid).channel_id  # type: ignore[union-attr]
    rng = random.Random(7)
    ids = iter(range(50_000, 10**9))
    for _ in range(rng.randint(2, 20)):  # somewhere in the match
        state = service.state_of(mid)  # type: ignore[arg-type]
        if game.result(state) is not None:
            break
        d = rng.choice(list(game.pending(state)))
        who, text = players[d.seat], game.random_post(state, d.seat, rng)
        if d.private:
            r = service.handle_direct_message(DirectMessage(next(ids), who.user_id, text, author_name=who.name))
        else:
            r = service.handle_thread_post(ThreadPost(next(ids), thread, who.user_id, who.name, text))
        assert r.accepted, (text, r)

    def snapshot() -> tuple[bytes, int, str]:
        with store.tx() as tx:
            return (
                pickle.dumps(service.state_of(mid)),  # type: ignore[arg-type]
                len(tx.posts(mid, include_undone=True)),  # type: ignore[arg-type]
                str(tx.match(mid).status),  # type: ignore[union-attr]
            )

    state = service.state_of(mid)  # type: ignore[arg-type]
    pending = list(game.pending(state))
    attempts: list[tuple[str, Any]] = []
    for d in pending:
        text = game.random_post(state, d.seat, random.Random(1))
        for other in (p for p in players if p is not players[d.seat]):  # another seat answers d
            if not any(x.seat == players.index(other) for x in pending):
                attempts.append((f"{other.name} answers seat {d.seat} in the thread", lambda o=other, t=text:
                                 service.handle_thread_post(ThreadPost(next(ids), thread, o.user_id, o.name, t))))
        attempts.append(("a stranger posts it", lambda t=text:
                         service.handle_thread_post(ThreadPost(next(ids), thread, stranger.user_id, stranger.name, t))))
        attempts.append(("a stranger DMs it", lambda t=text:
                         service.handle_direct_message(DirectMessage(next(ids), stranger.user_id, t))))
        attempts.append(("a stranger /plays it", lambda t=text: service.play(stranger, thread, t, next(ids))))
    attempts += [
        ("a stranger asks for a hand", lambda: service.hand(stranger, thread)),
        ("a foreign judge pauses", lambda: service.pause(foreign_judge, thread, "mine")),
        ("a foreign judge undoes", lambda: service.judge_undo(foreign_judge, thread)),
        ("a foreign judge ends", lambda: service.judge_end(foreign_judge, thread, Result.win(0, case.seats))),
        ("a foreign judge looks at hands", lambda: service.judge_hands(foreign_judge, thread)),
        ("a player judges", lambda: service.pause(players[0], thread, "mine")),
    ]
    hidden = [game.render_hand(state, s, "en") for s in range(case.seats)]
    for what, attempt in attempts:
        before = snapshot()
        reply = attempt()
        assert reply.status in ("refused", "ignored"), (what, reply)
        assert snapshot() == before, what
        for s, view in enumerate(hidden):  # no refusal shows anybody's private view
            assert not (reply.text and len(view) > 40 and view in reply.text), (what, s)
    store.close()

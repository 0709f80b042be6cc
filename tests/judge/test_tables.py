"""Open tables for N seats (issue 9): open with typed options from GameInfo, join, start when full, a
judge seats or replaces players, and a three-seat match ends with three placements. The toy game is
registered by the tests; nothing in bot/ names it."""

from __future__ import annotations

import random

from bot.judge import Actor
from bot.judge.tables import TABLE_KEY
from bot.store import ACTIVE, FINISHED, PROPOSED

from .conftest import GUILD, JUDGE_ROLE, LOBBY, Harness

DAVE = Actor(104, "Dave")


def _open(h: Harness, **kw: object) -> int:
    h.service.setup(h.judge, GUILD, judge_role_id=JUDGE_ROLE)
    reply = h.service.open_table(h.alice, GUILD, LOBBY, "toy", **kw)  # type: ignore[arg-type]
    assert reply.status == "ok", reply
    assert reply.match_id is not None
    return reply.match_id


async def test_a_three_seat_table_starts_when_the_last_seat_is_taken(h: Harness) -> None:
    mid = _open(h, seats=3, variant="std", options={"hand_size": "2"})
    assert h.match(mid).status == PROPOSED
    assert h.service.join_table(h.bob, mid, GUILD).status == "ok"
    assert h.match(mid).status == PROPOSED
    assert h.service.accept(h.bob, mid, GUILD).status == "refused"  # a table is not a challenge
    assert h.service.join_table(h.carol, mid, GUILD).status == "ok"
    match = h.match(mid)
    assert match.status == ACTIVE
    assert (
        TABLE_KEY not in match.setup
        and match.setup["hand_size"] == 2
        and match.setup["variant"] == "standard"
    )
    assert [p["name"] for p in match.setup["players"]] == ["Alice", "Bob", "Carol"]
    h.match_id = mid
    await h.deliver()
    h.thread = h.match().channel_id
    assert [len(hand) for hand in h.state().hands] == [2, 2, 2]
    lobby = "\n".join(h.transport.thread_text(LOBBY))
    assert "opened table" in lobby and "**Carol** takes a seat" in lobby and "(3/3)" in lobby


async def test_joining_is_refused_with_reasons(h: Harness) -> None:
    mid = _open(h, seats=2)
    assert "already have a seat" in h.service.join_table(h.alice, mid, GUILD).text  # type: ignore[operator]
    assert h.service.join_table(h.bob, mid, GUILD).status == "ok"
    late = h.service.join_table(h.carol, mid, GUILD)
    assert late.status == "refused" and "no longer open" in late.text  # type: ignore[operator]
    assert "no open table" in h.service.join_table(h.carol, 999, GUILD).text  # type: ignore[operator]


async def test_a_table_refuses_what_the_game_does_not_declare(h: Harness) -> None:
    h.service.setup(h.judge, GUILD, judge_role_id=JUDGE_ROLE)
    too_many = h.service.open_table(h.alice, GUILD, LOBBY, "toy", seats=5)
    assert too_many.status == "refused" and "2-4 players" in too_many.text  # type: ignore[operator]
    bad = h.service.open_table(h.alice, GUILD, LOBBY, "toy", options={"hand_size": "many"})
    assert bad.status == "refused" and "hand\\_size takes a whole number" in bad.text  # type: ignore[operator]
    unknown = h.service.open_table(h.alice, GUILD, LOBBY, "toy", options={"colour": "red"})
    assert unknown.status == "refused" and "colour" in unknown.text  # type: ignore[operator]
    variant = h.service.open_table(h.alice, GUILD, LOBBY, "toy", variant="marathon")
    assert variant.status == "refused" and "short" in variant.text  # type: ignore[operator]


async def test_a_judge_seats_a_player_and_replaces_one_in_a_live_match(h: Harness) -> None:
    mid = _open(h, seats=3)
    assert (
        h.service.judge_seat(h.bob, h.carol, match_id=mid, guild_id=GUILD).status == "refused"
    )  # not a judge
    assert h.service.judge_seat(h.judge, h.bob, match_id=mid, guild_id=GUILD).status == "ok"
    assert h.service.judge_seat(h.judge, h.carol, match_id=mid, guild_id=GUILD).status == "ok"
    h.match_id = mid
    await h.deliver()
    h.thread = h.match().channel_id
    assert h.match().status == ACTIVE
    # Bob leaves: Dave takes seat 2 (index 1), gets the pending private swap by DM, and plays it.
    reply = h.service.judge_seat(h.judge, DAVE, channel_id=h.thread, seat=1, guild_id=GUILD)
    assert reply.status == "ok", reply
    await h.deliver()
    assert "Dave" in h.thread_text() and "in place of **Bob**" in h.thread_text()
    assert "swap or keep" in "\n".join(h.transport.dm_text(DAVE.user_id))
    assert h.dm(h.bob, "keep").status == "refused"
    assert h.dm(DAVE, "keep").status == "accepted"


async def test_a_three_seat_match_ends_with_three_placements(h: Harness) -> None:
    mid = _open(h, seats=3)
    h.service.join_table(h.bob, mid, GUILD)
    h.service.join_table(h.carol, mid, GUILD)
    h.match_id = mid
    await h.deliver()
    h.thread = h.match().channel_id
    players = [h.alice, h.bob, h.carol]
    rng = random.Random(3)
    while h.match().status != FINISHED:
        state = h.state()
        decision = rng.choice(list(h.game.pending(state)))
        text = h.game.random_post(state, decision.seat, rng)
        who = players[decision.seat]
        reply = h.dm(who, text) if decision.private else h.post(who, text)
        assert reply.status == "accepted", (text, reply)
    await h.deliver()
    result = h.match().result
    assert len(result["placements"]) == 3 and min(result["placements"]) == 1
    assert result["placements"] == list(h.game.result(h.state()).placements)
    assert "Places:" in h.thread_text()

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


async def _three(h: Harness) -> list[Actor]:
    mid = _open(h, seats=3)
    h.service.join_table(h.bob, mid, GUILD)
    h.service.join_table(h.carol, mid, GUILD)
    h.match_id = mid
    await h.deliver()
    h.thread = h.match().channel_id
    return [h.alice, h.bob, h.carol]


async def test_judge_powers_and_reminders_work_for_three_seats(h: Harness, clock) -> None:  # type: ignore[no-untyped-def]
    """/judge hands|act|undo|pause|end and the deadline reminders with three seats."""
    players = await _three(h)
    hands = h.service.judge_hands(h.judge, h.thread)  # type: ignore[arg-type]
    assert all(f"Hand {p.name}" in hands.text for p in players)  # type: ignore[operator]
    # every seat owes a private swap: after a deadline each of the three is reminded
    assert sorted(seat for _, seat in h.service.tick(clock.advance(hours=73))) == [0, 1, 2]
    assert h.service.judge_act(h.judge, h.thread, 2, "keep").status == "ok"  # type: ignore[arg-type]
    assert h.dm(h.alice, "keep").status == "accepted" and h.dm(h.bob, "keep").status == "accepted"
    mover = players[h.state().turn]  # type: ignore[index]
    card = h.state().hands[h.state().turn][0]  # type: ignore[index]
    assert h.post(mover, f"play {card}").status == "accepted"
    assert h.service.judge_undo(h.judge, h.thread, 1).status == "ok"  # type: ignore[arg-type]
    assert card in h.state().hands[players.index(mover)]
    assert h.service.pause(h.judge, h.thread, "tea").status == "ok"  # type: ignore[arg-type]
    assert h.post(mover, f"play {card}").status == "refused"
    assert h.service.resume(h.judge, h.thread).status == "ok"  # type: ignore[arg-type]
    ended = h.service.judge_end_as(h.judge, h.thread, "places", places="Carol, Alice = Bob", reason="time")  # type: ignore[arg-type]
    assert ended.status == "ok", ended
    assert h.match().result["placements"] == [2, 2, 1]
    await h.deliver()
    assert "1. **Carol**" in h.thread_text() and "2. **Alice**, **Bob**" in h.thread_text()
    bad = await _refused_places(h)
    assert "every player" in bad


async def _refused_places(h: Harness) -> str:
    mid = _open(h, seats=3)
    h.service.join_table(h.bob, mid, GUILD)
    h.service.join_table(h.carol, mid, GUILD)
    h.match_id = mid
    await h.deliver()
    h.thread = h.match().channel_id
    reply = h.service.judge_end_as(h.judge, h.thread, "places", places="Carol, Alice")  # type: ignore[arg-type]
    assert reply.status == "refused"
    return reply.text or ""


FORUM = 20


async def test_seat_notices_go_beside_the_join_button_not_to_the_match_forum(h: Harness) -> None:
    """Issue 24: with a forum set for match threads, "X takes a seat" goes to the channel where the table
    (and its Join button) was posted; Discord refuses plain messages in a forum."""
    h.service.setup(
        h.judge, GUILD, judge_role_id=JUDGE_ROLE, match_channel_id=FORUM, match_channel_kind="forum"
    )
    mid = h.service.open_table(h.alice, GUILD, LOBBY, "toy", seats=3).match_id
    assert mid is not None and h.service.join_table(h.bob, mid, GUILD).status == "ok"
    with h.store.tx() as tx:
        joined = [o for o in tx.outbox(status=None, match_id=mid) if ":joined:" in o.dedupe_key]
    assert [o.target_id for o in joined] == [LOBBY]


async def test_table_open_without_a_channel_is_refused_and_changes_nothing(h: Harness) -> None:
    """Issue 24: ``/table open`` with no channel (Discord gave none) refuses with the reason; no table,
    nothing queued for a channel 0 (``challenge`` already refused so)."""
    h.service.setup(
        h.judge, GUILD, judge_role_id=JUDGE_ROLE, match_channel_id=FORUM, match_channel_kind="forum"
    )
    with h.store.tx() as tx:
        before = len(tx.outbox(status=None))
    reply = h.service.open_table(h.alice, GUILD, 0, "toy", seats=2)
    assert reply.status == "refused" and "server channel" in (reply.text or "")
    with h.store.tx() as tx:
        assert len(tx.outbox(status=None)) == before
        assert tx.matches_of_user(h.alice.user_id, [PROPOSED]) == []

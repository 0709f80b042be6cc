"""/matches and /judge matches over the real client (issue 29): the caller's live matches with their
threads, whose decision each waits for and for how long (the caller's own first); the server's live
matches for judges only, the longest wait first."""

from __future__ import annotations

import random

from tests.e2e.test_bot_world import World, world_fixture  # noqa: F401  (fixture)


async def test_my_matches_and_the_servers_matches(world: World) -> None:
    w = world
    await w.setup_server()
    none = await w.fake.slash(w.carol, w.lobby, "matches")
    assert none.ephemeral and "no live match" in none.content
    first = await w.challenge(w.alice, w.bob)
    mover, other = await w.to_public_turn(first, random.Random(3))
    await w.delivered()
    w.clock.advance(hours=5)
    second = await w.challenge(w.carol, w.alice)
    await w.delivered()

    mine = await w.fake.slash(mover, w.lobby, "matches")
    assert mine.ephemeral and f"#{first}" in mine.content and f"<#{w.thread(first).id}>" in mine.content
    assert "your decision" in mine.content.splitlines()[1]
    theirs = await w.fake.slash(other, w.lobby, "matches")
    assert f"waiting for **{mover.name}** for 5 hours" in theirs.content

    refused = await w.fake.slash(w.alice, w.lobby, "judge matches")
    assert refused.ephemeral and "Only a judge" in refused.content
    listed = await w.fake.slash(w.judy, w.lobby, "judge matches")
    assert listed.ephemeral and "Live matches on this server: 2" in listed.content
    lines = listed.content.splitlines()[1:]
    assert lines[0].startswith(f"#{first} ") and lines[1].startswith(f"#{second} ")  # the oldest wait first


async def test_concede_ends_a_gwent_match_for_the_other_player(world: World) -> None:
    """/concede (issue 29) is the game's concede post: out of turn too, the opponent wins, the match ends."""
    w = world
    await w.setup_server()
    mid = await w.challenge(w.alice, w.bob)
    mover, other = await w.to_public_turn(mid, random.Random(4))
    stranger = await w.fake.slash(w.carol, w.thread(mid), "concede")
    assert stranger.ephemeral and w.match(mid).status != "finished"
    gave_up = await w.fake.slash(other, w.thread(mid), "concede")  # out of turn
    assert gave_up.ephemeral
    await w.fake.wait_for(lambda: w.match(mid).status == "finished", what="the match to end")
    assert w.match(mid).result["winners"] == [w.players(mid).index(mover)]


async def test_the_record_file_for_judges_any_time_and_players_after_the_match(world: World) -> None:
    """/judge export and /record (issue 29): the record verifies when re-judged from scratch."""
    import json

    from bot.judge.export import verify

    w = world
    await w.setup_server()
    mid = await w.challenge(w.alice, w.bob)
    mover, other = await w.to_public_turn(mid, random.Random(6))
    early = await w.fake.slash(mover, w.thread(mid), "record")
    assert early.ephemeral and "once it is over" in early.content and not early.original.attachments
    exported = await w.fake.slash(w.judy, w.lobby, "judge export", {"match": mid})
    assert exported.ephemeral and exported.original.attachment_names == [f"match-{mid}.json"]
    refused = await w.fake.slash(w.carol, w.lobby, "judge export", {"match": mid})
    assert "Only a judge" in refused.content and not refused.original.attachments
    await w.fake.slash(other, w.thread(mid), "concede")
    await w.fake.wait_for(lambda: w.match(mid).status == "finished", what="the match to end")
    mine = await w.fake.slash(mover, w.thread(mid), "record")
    assert mine.original.attachment_names == [f"match-{mid}.json"]
    data = json.loads(mine.original.attachments[0].data)
    verdict = verify(data, w.games)
    assert verdict.ok, verdict.reason
    assert data["result"]["winners"] == [w.players(mid).index(mover)]


async def test_judge_failures_lists_what_could_never_be_delivered(world: World) -> None:
    """Issue 24: a table edit Discord refuses for good (403) is a dead letter, never retried; a judge sees
    it with ``/judge failures`` (match, what, why, how to end the match), players may not."""
    w = world
    await w.setup_server()
    mid = await w.challenge(w.alice, w.bob)
    await w.delivered()
    clean = await w.fake.slash(w.judy, w.lobby, "judge failures")
    assert clean.ephemeral and "Every message of this server's matches was delivered." in clean.content
    table = w.match(mid).table_message_id
    gate = w.fake.fail_next(
        "PATCH", rf"/channels/{w.thread(mid).id}/messages/{table}", 403, code=50001, message="Missing Access"
    )
    await w.to_public_turn(mid, random.Random(8))
    await w.fake.wait_for(lambda: gate.remaining <= 0, what="the refused table edit")
    await w.delivered()

    refused = await w.fake.slash(w.alice, w.lobby, "judge failures")
    assert refused.ephemeral and "Only a judge" in refused.content
    listed = await w.fake.slash(w.judy, w.lobby, "judge failures")
    assert listed.ephemeral
    lines = listed.content.splitlines()
    assert lines[0] == "One message of this server's matches could not be delivered (it is not retried):"
    assert lines[1].startswith(f"#{mid} · the table · Discord refuses it for good")
    assert "Missing Access" in lines[1]
    assert "/judge end match:N" in lines[-1]

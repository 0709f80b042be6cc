"""Practice matches are marked as practice and never count for tournaments (issue 29 on issue 30's
/practice), over the real client: /matches and /judge matches say which of the live matches is practice
against the bot (and only those); a judge cannot seat the practice opponent at a tournament's table — the
refusal says why, privately, and nothing changes."""

from __future__ import annotations

import re

from bot.store.tournament_models import TournamentMatch, TournamentRecord
from tests.e2e.test_bot_world import World, world_fixture  # noqa: F401  (fixture)

THINK = 120.0  # a bound for a loaded machine, not a wait: each check waits for an event


async def test_practice_is_marked_in_both_lists_and_kept_from_tournament_tables(world: World) -> None:
    w = world
    assert w.bot is not None
    await w.setup_server()
    sent = await w.fake.slash(w.alice, w.lobby, "practice", {"game": "gwent", "level": "easy"})
    found = await w.fake.wait_for(lambda: re.search(r"#(\d+)", sent.content), THINK, what="the answer")
    practice = int(found.group(1))
    await w.fake.wait_for(lambda: w.match(practice).channel_id is not None, what="the practice thread")
    ordinary = await w.challenge(w.bob, w.carol)
    await w.delivered()

    mine = await w.fake.slash(w.alice, w.lobby, "matches")
    line = next(x for x in mine.content.splitlines() if x.startswith(f"#{practice} "))
    assert "practice against the bot" in line, mine.content
    theirs = await w.fake.slash(w.bob, w.lobby, "matches")
    assert f"#{ordinary} " in theirs.content and "practice" not in theirs.content
    listed = await w.fake.slash(w.judy, w.lobby, "judge matches")
    lines = {x.split(" ", 1)[0]: x for x in listed.content.splitlines()[1:]}
    assert "practice against the bot" in lines[f"#{practice}"] and "practice" not in lines[f"#{ordinary}"]

    with w.store.tx() as tx:  # the ordinary match becomes table 1 of a tournament's round 1
        record = TournamentRecord(guild_id=w.guild.id, name="Cup", game="gwent", format="swiss", seed=1)
        tx.session.add(record)
        tx.session.flush()
        assert record.id is not None
        tx.session.add(TournamentMatch(match_id=ordinary, tournament_id=record.id, round=1, table_no=1))
    seats_before = w.players(ordinary)
    refused = await w.fake.slash(w.judy, w.thread(ordinary), "judge seat", {"player": w.fake.bot_user, "seat": 2})
    await w.fake.wait_for(lambda: refused.content, THINK, what="the refusal")
    assert refused.ephemeral and "tournament match" in refused.content and "must not count" in refused.content
    assert w.players(ordinary) == seats_before
    by_number = await w.fake.slash(w.judy, w.lobby, "judge seat",
                                   {"player": w.fake.bot_user, "seat": 2, "table": ordinary})
    await w.fake.wait_for(lambda: by_number.content, THINK, what="the refusal")
    assert by_number.ephemeral and f"#{ordinary} is a tournament match" in by_number.content
    assert w.players(ordinary) == seats_before

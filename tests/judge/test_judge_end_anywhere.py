"""Issue 24: a match whose thread vanished can still be ended: ``/judge end match:N`` from any channel of
its server (never from another server), by a judge."""

from __future__ import annotations

from bot.judge import Actor
from bot.store import FINISHED

from .conftest import GUILD, JUDGE_ROLE, LOBBY, Harness


async def test_a_judge_ends_a_match_by_number_from_another_channel(h: Harness) -> None:
    h.service.setup(h.judge, GUILD, judge_role_id=JUDGE_ROLE)
    mid = await h.start()
    judge = Actor(h.judge.user_id, h.judge.name, is_judge=True, is_admin=True, guild_id=GUILD)
    # not from a channel without a match, when no number is given (as before)...
    assert h.service.judge_end_as(judge, LOBBY, "draw").status == "refused"
    # ...but with its number, from any channel of its server
    assert h.service.judge_end_as(judge, LOBBY, "draw", match_id=mid).status == "ok"
    assert h.match(mid).status == FINISHED


async def test_the_number_does_not_reach_another_servers_match_or_a_player(h: Harness) -> None:
    h.service.setup(h.judge, GUILD, judge_role_id=JUDGE_ROLE)
    mid = await h.start()
    stranger = Actor(h.judge.user_id, h.judge.name, is_judge=True, is_admin=True, guild_id=GUILD + 1)
    assert h.service.judge_end_as(stranger, LOBBY, "draw", match_id=mid).status == "refused"
    player = Actor(h.alice.user_id, h.alice.name, guild_id=GUILD)
    assert h.service.judge_end_as(player, LOBBY, "draw", match_id=mid).status == "refused"
    assert h.service.judge_end_as(h.judge, LOBBY, "draw", match_id=10**6).status == "refused"
    assert h.match(mid).status != FINISHED

"""Issue 25, item 8, through the real discord.py client on the fake Discord: a Fate Master who drops from a
pod tournament during a round (``/tournament drop``) leaves his live match at once — the thread is told,
the game places him as a leaver (FA-WIN-5) and the others play on — and his later posts there are refused
with the reason, by DM to him alone. Nothing sleeps."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest_asyncio

from bot.store import ACTIVE
from cards.fate.game import FateGame
from tests.e2e.test_bot_world import World, make_world
from tests.fakediscord import FakeDiscord, FakeUser
from tests.fakediscord.fixtures import fake_discord  # noqa: F401  (fixture)

FATE = FateGame()


@pytest_asyncio.fixture(name="w")
async def fate_world(fake_discord: FakeDiscord, tmp_path: Path) -> AsyncIterator[World]:  # noqa: F811
    w = await make_world(fake_discord, tmp_path)
    w.games = {"fate": FATE}
    await w.start_bot()
    try:
        yield w
    finally:
        await w.close()


async def slash(w: World, user: FakeUser, command: str, options: dict[str, Any] | None = None) -> Any:
    done = await w.fake.slash(user, w.lobby, f"tournament {command}", options or {})
    await w.fake.wait_for(lambda: done.content or None, what=f"the answer to {command}")  # deferred on a busy machine
    assert done.ephemeral, done
    return done


def thread_text(w: World, mid: int) -> str:
    return "\n".join(m.text for m in w.fake.bot_messages(w.thread(mid)))


async def test_a_master_who_drops_mid_round_leaves_his_pod_match_and_his_posts_are_refused_to_him(
    w: World,
) -> None:
    fake = w.fake
    await w.setup_server(language="en")
    done = await slash(w, w.judy, "create", {"name": "Grail War", "format": "pods", "rounds": 1, "pod_size": 3,
                                              "game": "fate"})
    tid = int(re.search(r"#(\d+)", done.content).group(1))  # type: ignore[union-attr]
    masters = [w.alice, w.bob, w.carol]
    for user in masters:
        assert "registered" in (await slash(w, user, "register")).content
    assert (await slash(w, w.judy, "close")).content == "Done."
    assert "started" in (await slash(w, w.judy, "start-round")).content
    (mid,) = w.bot.tournaments.round_matches(tid).values()  # type: ignore[union-attr]
    await fake.wait_for(lambda: w.match(mid).channel_id, what="the pod's thread")
    seated = w.players(mid)
    leaver, others = seated[0], seated[1:]

    left = await slash(w, leaver, "drop")
    assert "dropped" in left.content, left
    await fake.wait_for(lambda: "leaves this match" in thread_text(w, mid), what="the thread told of the leaver")
    assert w.match(mid).status == ACTIVE  # two Masters play on
    state = w.service.state_of(mid)
    assert FATE.seat_left(state, 0) and not any(d.seat == 0 for d in FATE.pending(state))

    posts, told = w.posts(mid), {u.name: len(w.bot_dms(u)) for u in seated}
    for text in ("concede", "end"):
        n = len(w.bot_dms(leaver))
        await w.say(leaver, w.thread(mid), text)
        refusal = await fake.wait_for(
            lambda n=n: next((m.content for m in w.bot_dms(leaver)[n:] if "You have left match" in m.content), None),
            what=f"the refusal of {text!r}",
        )
        assert f"#{mid}" in refusal and "Nothing changed" in refusal
    assert w.posts(mid) == posts  # nothing was accepted
    assert all(len(w.bot_dms(u)) == told[u.name] for u in others)  # the refusals went to him alone
    assert not any("You have left match" in m.text for m in fake.bot_messages(w.thread(mid)))

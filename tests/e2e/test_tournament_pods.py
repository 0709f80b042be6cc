"""A pod tournament through the real discord.py client (issue 13): six members register with the
button, the judge creates it with ``/tournament create format:pods pod_size:3`` and an organiser's policy,
two rounds of 3-seat pods of the toy game are played in their threads by scripted players (private
decisions by DM), the bot records each pod's placements and posts the standings; the judge corrects a
pod's placements with ``/tournament places``; final standings, champion and the xlsx export.
Nothing sleeps."""

from __future__ import annotations

import io
import random
import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import openpyxl
import pytest_asyncio

from bot.store import ACTIVE, FINISHED
from bot.tournament.pods import PodTournamentState
from tests.e2e.test_bot_world import World, make_world
from tests.fakediscord import FakeDiscord, FakeUser
from tests.fakediscord.fixtures import fake_discord  # noqa: F401  (fixture)
from tests.judge.toygame import ToyGame

NAMES = ("Saber", "Archer", "Lancer", "Rider", "Caster", "Assassin")
SEED = 77
TOY = ToyGame()


@pytest_asyncio.fixture(name="pods_world")
async def pods_world_fixture(
    fake_discord: FakeDiscord,  # noqa: F811
    tmp_path: Path,
) -> AsyncIterator[tuple[World, list[FakeUser]]]:
    w = await make_world(fake_discord, tmp_path)
    w.games = {"toy": TOY}
    players = [fake_discord.add_user(n) for n in NAMES]
    for p in players:
        fake_discord.add_member(w.guild, p)
    await w.start_bot()
    try:
        yield w, players
    finally:
        await w.close()


async def judge(w: World, command: str, options: dict[str, Any], expect: str = "Done.") -> Any:
    done = await w.fake.slash(w.judy, w.lobby, f"tournament {command}", options)
    assert done.ephemeral and expect in done.content, done
    return done


async def move(w: World, mid: int, rng: random.Random) -> bool:
    """The seat of the first pending decision answers it (by DM when private); False once it is over."""
    if w.match(mid).status != ACTIVE:
        return False
    state = w.service.state_of(mid)
    pending = list(TOY.pending(state))
    if not pending:
        return False
    decision = pending[0]
    text = rng.choice(list(TOY.legal_posts(state, decision.seat)))
    user = w.players(mid)[decision.seat]
    before = w.posts(mid)
    await w.say(user, user if decision.private else w.thread(mid), text)
    await w.fake.wait_for(lambda: w.posts(mid) > before, what=f"{user.name}'s {text!r} in match {mid}")
    return True


async def play_round(w: World, tid: int, rng: random.Random) -> dict[int, int]:
    done = await w.fake.slash(w.judy, w.lobby, "tournament start-round", {})
    assert done.ephemeral and "started" in done.content, done
    matches = w.bot.tournaments.round_matches(tid)  # type: ignore[union-attr]
    await w.fake.wait_for(
        lambda: all(w.match(m).channel_id for m in matches.values()), what="the pod threads"
    )
    for mid in matches.values():
        assert len(w.players(mid)) == 3
        for _ in range(300):
            if not await move(w, mid, rng):
                break
        assert w.match(mid).status == FINISHED
    await w.delivered()
    return matches


async def test_pods_tournament_from_discord_to_final_standings_and_export(
    pods_world: tuple[World, list[FakeUser]],
) -> None:
    w, players = pods_world
    fake, rng = w.fake, random.Random(SEED)
    await w.setup_server(language="en")
    tours = w.bot.tournaments  # type: ignore[union-attr]
    tours.seed_source = lambda: SEED
    created = await judge(
        w,
        "create",
        {
            "name": "Grail War",
            "format": "pods",
            "rounds": 2,
            "pod_size": 3,
            "game": "toy",
            "final_tiebreak": "random",
        },
        expect="created",
    )
    tid = int(re.search(r"#(\d+)", created.content).group(1))  # type: ignore[union-attr]
    announcement = await fake.wait_for(
        lambda: next((m for m in fake.bot_messages(w.lobby) if f"tj:register:{tid}" in m.custom_ids()), None),
        what="the announcement",
    )
    assert "pods of 3 seats, 2 rounds" in announcement.content
    assert "Last tiebreaker: a seeded random draw." in announcement.content
    for p in players:
        click = await fake.click(p, announcement, f"tj:register:{tid}")
        assert click.ephemeral and "registered" in click.content, click
    await judge(w, "close", {})

    round1 = await play_round(w, tid, rng)
    assert sorted(round1) == [1, 2]
    state = tours.state(tid)
    assert isinstance(state, PodTournamentState) and state.phase == "ready"
    lobby = "\n".join(m.text for m in fake.bot_messages(w.lobby))
    assert "Round 1, table 1: 1." in lobby and "Round 1, table 2: 1." in lobby
    assert any(m.content.endswith("standings after round 1") for m in fake.bot_messages(w.lobby))

    # The judge corrects table 2 of round 1 with a placement order given as names.
    pod = state.tournament.rounds[0].pod(2)
    names = [fake.users[int(pid)].name for pid in reversed(pod.seats)]
    await judge(w, "places", {"table": 2, "order": ", ".join(names), "reason": "scoresheet", "round": 1})
    await w.delivered()
    fixed = tours.state(tid).tournament.rounds[0].results[2]
    assert fixed.placements == (3, 2, 1)
    lobby = "\n".join(m.text for m in fake.bot_messages(w.lobby))
    assert "placements corrected: 1. **" in lobby and "Reason: scoresheet" in lobby

    await play_round(w, tid, rng)
    state = tours.state(tid)
    assert state.is_finished
    final = state.final_standings()
    assert [r.rank for r in final] == list(range(1, 7)) and all(r.pods == 2 for r in final)
    [final_post] = [m for m in fake.bot_messages(w.lobby) if m.content.endswith("final standings")]
    assert final_post.embeds and final[0].name in final_post.embeds[0]["description"]
    lobby = "\n".join(m.text for m in fake.bot_messages(w.lobby))
    assert f"Champion: **{final[0].name}**" in lobby

    export = await judge(w, "export", {}, expect="workbook")
    [sheet] = export.original.attachments
    book = openpyxl.load_workbook(io.BytesIO(sheet.data))
    rows = [r[1] for r in book.worksheets[0].iter_rows(min_row=2, values_only=True)]
    assert rows == [r.name for r in final]

"""/tournament create carries a game's table settings (issue 29) over the real client and the fake Discord:
the ``options`` text autocompletes from the game's GameInfo; a setting the game does not take is refused
privately, saying why, and creates nothing; the announcement and ``/tournament standings`` show the
settings; every pod the round seats is a match set up with them."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest_asyncio

from bot.judge.games import load_games
from tests.e2e.test_bot_world import World, make_world
from tests.fakediscord import FakeDiscord, FakeUser
from tests.fakediscord.fixtures import fake_discord  # noqa: F401  (fixture)

GAMES = load_games(["fate"])


@pytest_asyncio.fixture(name="fate_world")
async def fate_world_fixture(fake_discord: FakeDiscord, tmp_path: Path) -> AsyncIterator[tuple[World, list[FakeUser]]]:  # noqa: F811
    w = await make_world(fake_discord, tmp_path)
    w.games = dict(GAMES)
    players = [fake_discord.add_user(n) for n in ("Saber", "Archer", "Lancer")]
    for p in players:
        fake_discord.add_member(w.guild, p)
    await w.start_bot()
    try:
        yield w, players
    finally:
        await w.close()


async def test_a_fate_pod_tournament_with_table_settings(fate_world: tuple[World, list[FakeUser]]) -> None:
    w, players = fate_world
    fake = w.fake
    await w.setup_server(language="en")
    base = {"name": "Grail War", "format": "pods", "rounds": 1, "pod_size": 3, "game": "fate"}

    offered = await fake.autocomplete(w.judy, w.lobby, "tournament create", {**base, "options": "starting_p"},
                                      "options")
    assert [o["value"] for o in offered] == ["starting_prana=10"], offered

    refused = await fake.slash(w.judy, w.lobby, "tournament create", {**base, "options": "starting_prana=500"})
    assert refused.ephemeral and "refuses these table settings" in refused.content
    assert "takes 1..99, not 500" in refused.content
    assert not any("tj:register:" in c for m in fake.bot_messages(w.lobby) for c in m.custom_ids())

    created = await fake.slash(w.judy, w.lobby, "tournament create",
                               {**base, "options": "starting_prana=7, scenes, servants=choice"})
    assert created.ephemeral and "created" in created.content, created
    tid = int(re.search(r"#(\d+)", created.content).group(1))  # type: ignore[union-attr]
    announcement = await fake.wait_for(
        lambda: next((m for m in fake.bot_messages(w.lobby) if f"tj:register:{tid}" in m.custom_ids()), None),
        what="the announcement",
    )
    shown = "Table settings: Starting prana: 7 · Servants: choice · Scene cards and the Seat of the Grail: yes"
    assert shown in announcement.content, announcement.content
    for p in players:
        click = await fake.click(p, announcement, f"tj:register:{tid}")
        assert click.ephemeral and "registered" in click.content, click
    closed = await fake.slash(w.judy, w.lobby, "tournament close", {})
    assert closed.ephemeral, closed
    started = await fake.slash(w.judy, w.lobby, "tournament start-round", {})
    assert started.ephemeral and "started" in started.content, started
    (mid,) = w.bot.tournaments.round_matches(tid).values()  # type: ignore[union-attr]
    options = w.service.state_of(mid).options  # the engine's own table settings
    assert (options["starting_prana"], options["servants"], options["scenes"]) == (7, "choice", True)

    standings = await fake.slash(w.alice, w.lobby, "tournament standings", {})
    assert standings.ephemeral and shown in standings.content, standings.content

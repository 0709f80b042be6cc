"""A three-seat game end to end over the real discord.py client and the loopback fake Discord (issue 9):
`/table open`, Join clicks (one of them after a bot restart: the button is persistent), the dealt hands
by DM, private answers by DM, moves in the thread, the pinned table, and a result with three placements.
The bot runs every registered game (`load_games()`); the three-seat toy game is registered by the tests
only, and nothing in bot/ names it."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest_asyncio

from bot.judge.games import load_games
from bot.store import ACTIVE, FINISHED
from tests.fakediscord import FakeDiscord
from tests.fakediscord.fixtures import fake_discord  # noqa: F401  (fixture)

from .test_bot_world import World, make_world


@pytest_asyncio.fixture(name="tw")
async def table_world(fake_discord: FakeDiscord, tmp_path: Path):  # noqa: F811
    w = await make_world(fake_discord, tmp_path)
    w.games = load_games()  # every registered game: gwent from the entry points, toy from tests/conftest.py
    assert {"gwent", "toy"} <= set(w.games)
    await w.start_bot()
    try:
        yield w
    finally:
        await w.close()


async def test_a_three_seat_toy_match_from_open_table_to_three_placements(tw: World) -> None:
    w, fake = tw, tw.fake
    await w.setup_server()
    opened = await fake.slash(
        w.alice, w.lobby, "table open", {"game": "toy", "seats": 3, "options": "hand_size=2"}
    )
    found = re.search(r"#(\d+)", opened.content)
    assert opened.ephemeral and found, opened
    mid = int(found.group(1))
    join = f"tj:join:{mid}"
    board = await fake.wait_for(
        lambda: next((m for m in fake.bot_messages(w.lobby) if join in m.custom_ids()), None),
        what="the open table's announcement",
    )
    assert "1/3" in board.content
    clicked = await fake.click(w.bob, board, join)
    assert clicked.ephemeral and "2/3" in clicked.content, clicked
    await w.stop_bot()  # the Join button must still work for the next run of the bot
    await w.start_bot()
    clicked = await fake.click(w.carol, board, join)
    assert clicked.ephemeral and f"#{mid}" in clicked.content, clicked
    await fake.wait_for(lambda: w.match(mid).status == ACTIVE and w.match(mid).channel_id, what="the match")
    await fake.wait_for(lambda: join not in board.custom_ids(), what="the Join button to go")
    players = w.players(mid)
    assert [p.name for p in players] == ["alice", "bob", "carol"]
    await w.delivered()
    for p in players:  # the dealt hand and the private swap question, by DM only
        dms = "\n".join(m.text for m in w.bot_dms(p))
        assert "You were dealt 2 cards" in dms and "swap or keep" in dms
    thread = w.thread(mid)
    assert "You were dealt" not in "\n".join(m.text for m in fake.bot_messages(thread))
    game = w.games["toy"]
    rng = random.Random(9)
    for _ in range(100):
        state = w.service.state_of(mid)
        pending = list(game.pending(state))
        if not pending:
            break
        decision = pending[0]
        user = players[decision.seat]
        text = game.random_post(state, decision.seat, rng)
        before = w.posts(mid)
        await w.say(user, user if decision.private else thread, text)
        await fake.wait_for(lambda: w.posts(mid) > before, what=f"{user.name}'s {text!r}")  # noqa: B023
    await w.delivered()
    match = w.match(mid)
    assert match.status == FINISHED
    placements = match.result["placements"]
    assert len(placements) == 3 and min(placements) == 1
    said = "\n".join(m.text for m in fake.bot_messages(thread))
    assert "Places:" in said and all(f"**{p.name}**" in said for p in players)
    (pinned,) = fake.pinned(thread)
    assert all(f"{p.name}:" in pinned.text for p in players)  # the table: one line per seat


async def test_game_groups_are_built_from_game_info_with_typed_options(tw: World) -> None:
    """`/<game> challenge|create` for every registered two-player game: the variants are choices and each
    setup option a typed parameter (Gwent's hidden_factions a boolean), reaching the match's setup."""
    w, fake = tw, tw.fake
    commands = {c["name"]: c for c in fake.registered_commands(w.guild)}
    for name, engine in w.games.items():
        if engine.info.min_seats != 2:
            continue
        challenge = {o["name"]: o for o in commands[name]["options"]}["challenge"]
        params = {o["name"]: o for o in challenge["options"]}
        choices = [c["value"] for c in params["variant"].get("choices", [])]
        assert choices == [v.name for v in engine.info.variants]
        for option in engine.info.options:
            assert option.name in params, (name, option.name)
    gwent_params = {
        o["name"]: o for o in {c["name"]: c for c in commands["gwent"]["options"]}["challenge"]["options"]
    }
    assert gwent_params["hidden_factions"]["type"] == 5  # BOOLEAN
    await w.setup_server()
    sent = await fake.slash(
        w.alice, w.lobby, "gwent challenge", {"opponent": w.bob, "variant": "hard", "hidden_factions": True}
    )
    mid = int(re.search(r"#(\d+)", sent.content).group(1))  # type: ignore[union-attr]
    match = w.match(mid)
    assert match.setup["hidden_factions"] is True and match.setup["variant"] == "hard"

"""Select menus for routine answers with few legal targets (issue 29), over the real client and the fake
Discord: a decision whose legal answers are a few targets (Fate's Master to attack on the ritual step, a FoW
blocker) carries a select menu built from the game's ``quick_choices``; a selection by the decision's player
is exactly the canonical post (stored under the interaction, deduplicated), a selection by anyone else is
refused privately and changes nothing, it is understood after a restart, a second selection of an answered
decision is refused, and the answered menu goes."""

from __future__ import annotations

import random
from pathlib import Path

import pytest_asyncio

from bot.judge import quick
from bot.judge.games import load_games
from cards.core import Decision
from tests.fakediscord import FakeDiscord, FakeMessage
from tests.fakediscord.fixtures import fake_discord  # noqa: F401  (fixture)
from tests.fakediscord.models import walk_components

from .test_bot_buttons import start
from .test_bot_world import World, make_world

GAMES = load_games(["fate", "fow"])


@pytest_asyncio.fixture(name="sw")
async def select_world(fake_discord: FakeDiscord, tmp_path: Path):  # noqa: F811
    w = await make_world(fake_discord, tmp_path)
    w.games = dict(GAMES)
    await w.start_bot()
    try:
        yield w
    finally:
        await w.close()


async def menu_of(w: World, mid: int, decision: Decision) -> tuple[FakeMessage, dict]:
    """The prompt message carrying ``decision``'s select menu, and the menu."""
    await w.delivered()
    cid = quick.select_id(mid, quick.token(decision.id))
    user = w.players(mid)[decision.seat]
    where = w.fake.dms(user) if decision.private else w.fake.bot_messages(w.thread(mid))
    for message in reversed(where):
        found = next((c for c in walk_components(message.components) if c.get("custom_id") == cid), None)
        if found is not None:
            return message, found
    raise AssertionError(f"no select menu for {decision.kind} of seat {decision.seat}")


async def test_a_selection_by_the_right_seat_another_seat_twice_and_after_a_restart(sw: World) -> None:
    w = sw
    await w.setup_server()
    mid = await start(w, "fate")
    game = w.games["fate"]
    state = w.service.state_of(mid)
    decision = next(d for d in game.pending(state) if game.quick_choices(state, d))
    choices = [c.post for c in game.quick_choices(state, decision)]
    assert decision.kind == "turn" and choices and all(c.startswith("attack ") for c in choices)
    message, menu = await menu_of(w, mid, decision)
    assert menu["type"] == 3 and [o["label"] for o in menu["options"]] == choices and menu["placeholder"] == "Choose…"
    cid, value = menu["custom_id"], menu["options"][0]["value"]
    mover = w.players(mid)[decision.seat]
    other = next(p for p in w.players(mid) if p.id != mover.id)
    posts = w.posts(mid)

    refused = await w.fake.select(other, message, cid, [value])  # another seat
    assert refused.ephemeral and "only" in refused.content and mover.name in refused.content
    stranger = await w.fake.select(w.carol, message, cid, [value])
    assert stranger.ephemeral and "only" in stranger.content
    assert w.posts(mid) == posts and cid in message.custom_ids()

    await w.stop_bot()  # the menu is understood by the next run of the bot
    await w.start_bot()
    first = await w.fake.select(mover, message, cid, [value], wait=False)
    second = await w.fake.select(mover, message, cid, [value], wait=False)  # twice before the first is answered
    await w.fake.wait_for(lambda: first.responded and second.responded, what="both selections answered")
    assert w.posts(mid) == posts + 1
    answers = sorted([first.content, second.content], key=lambda c: "already" in c)
    assert "already been answered" in answers[1]
    with w.store.tx() as tx:
        last = tx.posts(mid)[-1]
    assert last.text == choices[0] and last.source_key.startswith("interaction:")
    await w.fake.wait_for(lambda: cid not in message.custom_ids(), what="the answered menu to go")


async def test_a_fow_block_is_chosen_from_a_menu(sw: World) -> None:
    """F-BTL-5: the defender's blockers are the menu; choosing one is the post ``block <card>``."""
    w = sw
    await w.setup_server()
    mid = await start(w, "fow")
    game, rng = w.games["fow"], random.Random(4)
    for _ in range(400):  # scripted posts until a block with a menu is asked
        state = w.service.state_of(mid)
        decision = next(iter(game.pending(state)))
        if decision.kind == "block" and game.quick_choices(state, decision):
            break
        user = w.players(mid)[decision.seat]
        before = w.posts(mid)
        await w.say(user, user if decision.private else w.thread(mid), game.random_post(state, decision.seat, rng))
        await w.fake.wait_for(lambda b=before: w.posts(mid) > b, what="the scripted post")
    else:
        raise AssertionError("no block with a menu was asked")
    choices = [c.post for c in game.quick_choices(state, decision)]
    message, menu = await menu_of(w, mid, decision)
    user = w.players(mid)[decision.seat]
    before = w.posts(mid)
    chosen = await w.fake.select(user, message, menu["custom_id"], [menu["options"][-1]["value"]])
    assert chosen.ephemeral
    await w.fake.wait_for(lambda: w.posts(mid) > before, what="the block")
    with w.store.tx() as tx:
        assert tx.posts(mid)[-1].text == choices[-1] and choices[-1].startswith("block ")

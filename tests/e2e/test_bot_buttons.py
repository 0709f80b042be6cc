"""Buttons for routine answers over the real client and the loopback fake Discord (issue 29): a pending
decision's fixed answers ride on its prompt (in the thread, or in the DM of a private decision); a press by
the decision's player is exactly the canonical post (stored, deduplicated), a press by anyone else is refused
privately and changes nothing, a press after a restart still works, a second press of an answered decision is
refused, and the answered buttons go. Whole Gwent and FoW matches are played with every routine answer a press."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest_asyncio

from bot.judge import quick
from bot.judge.games import load_games
from bot.store import FINISHED
from cards.core import Decision
from tests.fakediscord import FakeDiscord, FakeMessage
from tests.fakediscord.fixtures import fake_discord  # noqa: F401  (fixture)
from tests.fakediscord.models import walk_components

from .test_bot_world import World, make_world

GAMES = load_games()


@pytest_asyncio.fixture(name="bw")
async def buttons_world(fake_discord: FakeDiscord, tmp_path: Path):  # noqa: F811
    w = await make_world(fake_discord, tmp_path)
    w.games = {"gwent": GAMES["gwent"], "fow": GAMES["fow"]}
    await w.start_bot()
    try:
        yield w
    finally:
        await w.close()


async def start(w: World, game: str) -> int:
    sent = await w.fake.slash(w.alice, w.lobby, f"{game} challenge", {"opponent": w.bob})
    found = re.search(r"#(\d+)", sent.content)
    assert sent.ephemeral and found, sent
    mid = int(found.group(1))
    button = await w.challenge_message(mid)
    await w.fake.click(w.bob, button, f"tj:accept:{mid}")
    await w.fake.wait_for(lambda: w.match(mid).channel_id is not None, what="the match thread")
    return mid


def prefix(mid: int, decision: Decision) -> str:
    return f"tj:ans:{mid}:{quick.token(decision.id)}:"


async def prompt_of(w: World, mid: int, decision: Decision) -> FakeMessage:
    """The message that carries ``decision``'s buttons (the thread, or the player's DMs)."""
    await w.delivered()
    user = w.players(mid)[decision.seat]
    where = w.fake.dms(user) if decision.private else w.fake.bot_messages(w.thread(mid))
    found = next((m for m in reversed(where) if any(c.startswith(prefix(mid, decision)) for c in m.custom_ids())), None)
    assert found is not None, f"no buttons for {decision.kind} of seat {decision.seat}"
    return found


def button_for(message: FakeMessage, mid: int, decision: Decision, index: int) -> str:
    return next(c for c in message.custom_ids() if c.startswith(prefix(mid, decision)) and c.split(":")[4] == str(index))


async def play_with_buttons(w: World, mid: int, game_name: str, rng: random.Random, limit: int = 900) -> int:
    """Play to the end: a scripted post that is one of the decision's quick answers is pressed as a button
    (the others are typed). Returns how many presses there were."""
    game = w.games[game_name]
    presses = 0
    for _ in range(limit):
        state = w.service.state_of(mid)
        pending = list(game.pending(state))
        if not pending:
            break
        decision = pending[0]
        answers = [a.post for a in game.quick_answers(state, decision)]
        post = game.random_post(state, decision.seat, rng)
        if post not in answers and answers and rng.random() < 0.25:
            post = answers[0]  # a routine answer now and then, as a player would
        user = w.players(mid)[decision.seat]
        before = w.posts(mid)
        if post in answers:
            message = await prompt_of(w, mid, decision)
            pressed = await w.fake.click(user, message, button_for(message, mid, decision, answers.index(post)))
            assert pressed.ephemeral, pressed
            presses += 1
        else:
            await w.say(user, user if decision.private else w.thread(mid), post)
        await w.fake.wait_for(lambda b=before: w.posts(mid) > b, what=f"{user.name}'s {post!r}")
    assert w.match(mid).status == FINISHED
    return presses


async def test_a_press_by_the_right_seat_another_seat_twice_and_after_a_restart(bw: World) -> None:
    w = bw
    await w.setup_server()
    mid = await start(w, "gwent")
    rng = random.Random(5)
    mover, other = await w.to_public_turn(mid, rng)
    state = w.service.state_of(mid)
    decision = next(iter(w.games["gwent"].pending(state)))
    message = await prompt_of(w, mid, decision)
    assert [c.get("label") for c in walk_components(message.components) if c.get("custom_id") == button_for(
        message, mid, decision, 0)] == ["Pass"]
    cid = button_for(message, mid, decision, 0)
    posts = w.posts(mid)

    refused = await w.fake.click(other, message, cid)  # another seat
    assert refused.ephemeral and "only" in refused.content and mover.name in refused.content
    stranger = await w.fake.click(w.carol, message, cid)
    assert stranger.ephemeral and "only" in stranger.content
    assert w.posts(mid) == posts and cid in message.custom_ids()

    await w.stop_bot()  # the button is understood by the next run of the bot
    await w.start_bot()
    first = await w.fake.click(mover, message, cid, wait=False)
    second = await w.fake.click(mover, message, cid, wait=False)  # pressed twice before the first is answered
    await w.fake.wait_for(lambda: first.responded and second.responded, what="both presses answered")
    assert w.posts(mid) == posts + 1
    answers = sorted([first.content, second.content], key=lambda c: "already" in c)
    assert "already been answered" in answers[1]
    with w.store.tx() as tx:
        last = tx.posts(mid)[-1]
    assert last.text == "pass" and last.source_key.startswith("interaction:")
    await w.fake.wait_for(lambda: cid not in message.custom_ids(), what="the answered buttons to go")


async def test_a_whole_gwent_match_with_every_routine_answer_a_press(bw: World) -> None:
    w = bw
    await w.setup_server()
    mid = await start(w, "gwent")
    presses = await play_with_buttons(w, mid, "gwent", random.Random(21))
    assert presses >= 3  # the exchanges by DM and the passes in the thread


async def test_a_whole_fow_match_with_every_routine_answer_a_press(bw: World) -> None:
    w = bw
    await w.setup_server()
    mid = await start(w, "fow")
    presses = await play_with_buttons(w, mid, "fow", random.Random(5))
    assert presses >= 10  # decks, order, mulligans, passes of priority, blocks

"""A whole Vanguard match end to end over the loopback Discord with the real discord.py client: the
challenge accepted by a click, decks and mulligans by DM (V-SETUP-5), guard steps answered by the defender
in the thread, trigger recipients named by their players, and a win by 6 damage (V-WIN-1).

The slash command group per game is the contract helper's work; until it lands the challenge is made
through the judge service the bot runs, and everything after it goes through Discord."""

from __future__ import annotations

import asyncio
import itertools
import random
import re
from pathlib import Path

import pytest_asyncio

from bot.discord.app import create_bot
from bot.judge.api import Actor
from bot.judge.service import JudgeService
from bot.store import FINISHED, Store
from cards.core import PUBLIC
from cards.vanguard.game import VanguardGame
from tests.e2e.test_bot_world import World, gwent, make_world
from tests.fakediscord import FakeDiscord
from tests.fakediscord.fixtures import fake_discord  # noqa: F401  (fixture)

VANGUARD = VanguardGame()


async def start_bot(w: World) -> None:
    store = Store(w.db_url, migrate=False)
    w._stores.append(store)
    service = JudgeService(store, {"gwent": gwent(), "vanguard": VANGUARD}, w.clock,
                           seed_source=lambda: next(w.seeds) * 7919)
    bot = create_bot(w.settings(), service=service, guild_ready_timeout=0.05)
    await bot.login(w.fake.token)
    w._task = asyncio.create_task(bot.connect(reconnect=False))
    await asyncio.wait_for(bot.wait_until_ready(), timeout=5)
    w.bot = bot


@pytest_asyncio.fixture(name="vworld")
async def vworld_fixture(fake_discord: FakeDiscord, tmp_path: Path):  # noqa: F811
    w = await make_world(fake_discord, tmp_path)
    await start_bot(w)
    try:
        yield w
    finally:
        await w.close()


def choose(state, seat: int, kind: str, rng: random.Random, guarded: list[int]) -> str:
    """Aggressive scripted players, so the match ends by damage: attack the vanguard, guard once each."""
    if kind == "guard":
        hand = [VANGUARD.cat.card(state.cards[u]) for u in state.sides[seat].hand]
        if seat not in guarded and hand:
            guarded.append(seat)
            return "guard " + max(hand, key=lambda c: c.shield).name_en
        return "no guard"
    if kind == "battle":
        for post in ("attack VC VC boost", "attack VC VC", "attack FL VC boost", "attack FR VC boost",
                     "attack FL VC", "attack FR VC"):
            if post in VANGUARD.legal_posts(state, seat):
                return post
    return VANGUARD.random_post(state, seat, rng)


async def test_whole_vanguard_match_over_discord(vworld: World) -> None:
    w = vworld
    await w.setup_server()
    assert w.bot is not None
    reply = w.bot.service.challenge(Actor(w.alice.id, "alice"), w.guild.id, w.lobby.id, Actor(w.bob.id, "bob"),
                                    game="vanguard", variant="standard")
    mid = reply.match_id
    assert mid is not None
    button = await w.challenge_message(mid)
    click = await w.fake.click(w.bob, button, f"tj:accept:{mid}")
    assert f"#{mid}" in click.content
    await w.fake.wait_for(lambda: w.match(mid).channel_id is not None, what="the match thread")
    rng = random.Random(4)
    kinds: list[tuple[str, bool]] = []
    guarded: list[int] = []
    for n in itertools.count():
        assert n < 1500, "the match did not end"
        state = w.service.state_of(mid)
        pending = list(VANGUARD.pending(state))
        if not pending or w.match(mid).status == FINISHED:
            break
        d = pending[0]
        kinds.append((d.kind, d.private))
        text = choose(state, d.seat, d.kind, rng, guarded)
        user = w.players(mid)[d.seat]
        before = w.posts(mid)
        await w.say(user, user if d.private else w.thread(mid), text)
        await w.fake.wait_for(lambda b=before: w.posts(mid) > b, what=f"{user.name}'s post {text!r}")
    await w.delivered()
    assert w.match(mid).status == FINISHED
    assert ("mulligan", True) in kinds and ("deck", True) in kinds and ("guard", False) in kinds
    assert ("trigger", False) in kinds
    final = w.service.state_of(mid)
    assert final.reason == "damage" and len(final.sides[1 - final.winner].damage) >= 6
    thread = "\n".join(m.text for m in w.fake.transcript(w.thread(mid)))
    assert re.search(r"Damage check \d/\d", thread) and "guards with" in thread and "wins (6 damage)" in thread
    for user in (w.alice, w.bob):
        dms = "\n".join(m.text for m in w.bot_dms(user))
        assert "Your hand now" in dms and "You drew" in dms, user.name
    # hidden information: hands and mulligan choices go by DM only; the thread shows counts
    assert "Your hand now" not in thread and "You drew" not in thread and "You look at" not in thread
    assert "replaces" in thread or "keeps the hand" in thread
    assert "hand" not in VANGUARD.view(final, PUBLIC)["players"][0]

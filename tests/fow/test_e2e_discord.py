"""Force of Will end to end over the loopback Discord: decks by DM, posts in the thread, and a response on
the chase answered in the thread after the judge names who has priority (F-REF-6, F-CHASE-1, F-CHASE-4).

Until the bot builds a command group from every registered game, the match is proposed through the judge
service directly and accepted with ``/accept``; everything after that goes through Discord.
"""

from __future__ import annotations

import asyncio
import random

import pytest_asyncio

from bot.discord.app import create_bot
from bot.judge.api import Actor
from bot.judge.service import JudgeService
from bot.store import Store
from cards.core import JUDGE
from cards.fow.catalogue import default_catalogue
from cards.fow.game import FowGame
from tests.e2e.test_bot_world import World, gwent, make_world
from tests.fakediscord.fixtures import fake_discord  # noqa: F401  (fixture)

# The declared path over Discord (the rulers' abilities declared as on a server's own unscripted sheet).
FOW = FowGame(default_catalogue().without_scripts())


class FowWorld(World):
    async def start_bot(self, **options):  # type: ignore[override]
        store = Store(self.db_url, migrate=False)
        self._stores.append(store)
        service = JudgeService(store, {"gwent": gwent(), "fow": FOW}, self.clock,
                               seed_source=lambda: next(self.seeds) * 7919)
        options.setdefault("guild_ready_timeout", 0.05)
        bot = create_bot(self.settings(), service=service, **options)
        await bot.login(self.fake.token)
        self._task = asyncio.create_task(bot.connect(reconnect=False))
        await asyncio.wait_for(bot.wait_until_ready(), timeout=5)
        self.bot = bot
        return bot


@pytest_asyncio.fixture(name="fworld")
async def fworld_fixture(fake_discord, tmp_path):  # noqa: F811
    base = await make_world(fake_discord, tmp_path)
    w = FowWorld(**{f: getattr(base, f) for f in ("fake", "db_url", "guild", "owner", "alice", "bob", "carol",
                                                   "judy", "judge_role", "lobby", "forum")})
    await w.start_bot()
    try:
        yield w
    finally:
        await w.close()


async def _post(w: FowWorld, mid: int, user, text: str, private: bool = False) -> None:
    before = w.posts(mid)
    await w.say(user, user if private else w.thread(mid), text)
    await w.fake.wait_for(lambda: w.posts(mid) > before, what=f"{user.name}'s post {text!r}")
    await w.delivered()


async def test_fow_match_with_a_chase_response_in_the_thread(fworld: FowWorld) -> None:
    w = fworld
    await w.setup_server()
    reply = w.service.challenge(Actor(w.alice.id, w.alice.name), w.guild.id, w.lobby.id,
                                Actor(w.bob.id, w.bob.name), game="fow")
    mid = reply.match_id
    assert mid is not None
    accepted = await w.fake.slash(w.bob, w.lobby, "accept", {})
    assert accepted.ephemeral
    await w.fake.wait_for(lambda: w.match(mid).channel_id is not None, what="the match thread")
    await w.delivered()
    seated = w.players(mid)
    # decks by DM, then the random players answer setup (first/second, mulligans) until turn 1
    await _post(w, mid, seated[0], "deck starter faria", private=True)
    await _post(w, mid, seated[1], "колода стартовая мельгис", private=True)
    rng = random.Random(5)
    while w.service.state_of(mid).turn == 0:
        d = FOW.pending(w.service.state_of(mid))[0]
        user = seated[d.seat]
        await _post(w, mid, user, FOW.random_post(w.service.state_of(mid), d.seat, rng), private=d.private)
    state = w.service.state_of(mid)
    mover, other = seated[state.turn_player], seated[1 - state.turn_player]
    ruler = {0: "Faria, the Sacred Queen", 1: "Melgis, the Flame King"}
    tp = state.turn_player
    # the turn player adds to the chase and passes; the judge names the other player in the thread
    await _post(w, mid, mover, f"activate {ruler[tp]}: life +200 me")
    await _post(w, mid, mover, "pass")
    thread = w.thread(mid)
    said = "\n".join(m.content for m in w.fake.bot_messages(thread))
    assert f"Priority: {other.name}" in said or f"Приоритет: {other.name}" in said
    # the other player responds in the thread: his ability goes on top and resolves first
    ruler_ru = {0: "Фария, священная королева", 1: "Мельгис, король пламени"}
    await _post(w, mid, other, f"способность {ruler_ru[1 - tp]}: урон 200 по противник")
    view = FOW.view(w.service.state_of(mid), JUDGE)
    assert [c["controller"] for c in view["chase"]] == [other.name, mover.name]
    await _post(w, mid, other, "pass")
    await _post(w, mid, mover, "pass")  # the response resolves: 200 damage to the turn player
    assert w.service.state_of(mid).players[tp].life == 3800
    await _post(w, mid, mover, "pass")
    await _post(w, mid, other, "pass")  # then the turn player's ability: +200
    assert w.service.state_of(mid).players[tp].life == 4000 and not w.service.state_of(mid).chase
    # a refusal goes only to its reader and changes nothing
    posts = w.posts(mid)
    dms = len(w.bot_dms(other))
    await w.say(other, thread, "call")
    await w.fake.wait_for(lambda: len(w.bot_dms(other)) > dms, what="the refusal DM")
    assert w.posts(mid) == posts

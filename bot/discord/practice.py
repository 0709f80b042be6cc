"""``/practice``: a match against the practice opponent, and the driver that makes its posts (issue 30).

The command is a challenge to the bot's own user that the bot accepts at once; the match then runs in its
thread like any other. The driver wakes whenever the judge queues news (a post was accepted, a match
started), thinks off the judge's thread, and posts: a thread decision as its own message in the thread,
judged through ``handle_thread_post`` as a person's post is; a private one as the seat's DM. A short pause
before each post keeps the thread readable (``pause_seconds``; tests set 0).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.discord.texts import say
from bot.judge.api import Actor, Reply
from bot.judge.practice import BotTurn, PracticeBots
from cards.core import Text
from cards.opponent import LEVELS

if TYPE_CHECKING:
    from bot.discord.app import TableJudgeBot

log = logging.getLogger(__name__)
PAUSE_SECONDS = 2.0


class PracticeDriver:
    """Answers the practice seats' decisions as they come (one thinker thread, posts in order)."""

    def __init__(self, bot: TableJudgeBot, pause_seconds: float = PAUSE_SECONDS) -> None:
        self.bot = bot
        self.pause_seconds = pause_seconds
        self.wake = asyncio.Event()
        self.task: asyncio.Task[None] | None = None
        self._thinker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="practice")
        self._bots: PracticeBots | None = None
        self._seed = 0
        self._loop: asyncio.AbstractEventLoop | None = None

    def bots(self) -> PracticeBots:
        """The practice seats, once the bot knows its own user (after login)."""
        if self._bots is None:
            user = self.bot.user
            if user is None:
                raise RuntimeError("the bot has not logged in yet")
            service = self.bot.service
            self._bots = PracticeBots(
                self.bot.store, lambda name: service.games[name], service.state_of, Actor(user.id, user.display_name)
            )
        return self._bots

    def kick(self) -> None:
        """Wake the driver from any thread (the judge's thread calls this after seating the bot)."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(self.wake.set)

    def start(self) -> None:
        """Wake after every commit that has news for Discord: the judge hands such items to its claimer (the
        outbox worker) or, when it cannot, calls ``on_enqueue``; both are wrapped here, so every accepted
        post, started match or judge action wakes the driver."""
        self._loop = asyncio.get_running_loop()
        service = self.bot.service
        before: Callable[[], None] | None = service.on_enqueue

        def woken() -> None:
            if before is not None:
                before()
            self.kick()

        service.on_enqueue = woken
        if service.claimer is not None:
            service.claimer = _Kicking(service.claimer, self.kick)
        self.task = asyncio.create_task(self.run(), name="tablejudge-practice")
        self.wake.set()  # a restart: answer what practice seats already owe

    def adopt(self, match_id: int, level_name: str = "normal") -> None:
        """A judge seated the bot (``/judge seat player:@bot``): it plays whatever seats it holds there."""
        bots = self.bots()
        bots.seat(match_id, bots.seats_held(match_id), level_name)
        self.kick()

    async def close(self) -> None:
        if self.task is not None:
            self.task.cancel()
        self._thinker.shutdown(wait=False, cancel_futures=True)

    async def run(self) -> None:
        while not self.bot.is_closed():
            await self.wake.wait()
            self.wake.clear()
            try:
                await self.answer_due()
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("the practice opponent failed to answer; it will try at the next change")

    async def answer_due(self) -> None:
        if self.bot.user is None:
            return
        bots = self.bots()
        if not bots.may_owe():
            return  # no live practice match: no hop to the judge's thread after an ordinary move
        for turn in await self.bot.call(bots.due):
            log.debug("practice: match %s seat %s owes %s", turn.match_id, turn.seat, turn.decision_id)
            self._seed += 1
            loop = asyncio.get_running_loop()
            post = await loop.run_in_executor(self._thinker, bots.think, turn, self._seed)
            if self.pause_seconds:
                await asyncio.sleep(self.pause_seconds)  # read as a player's pause, not a machine's
            log.debug("practice: match %s seat %s posts %r", turn.match_id, turn.seat, post)
            reply = await self.post(bots, turn, post)
            log.debug("practice: reply %s %s", reply.status, (reply.text or "")[:200])
            if not reply.accepted and reply.status != "duplicate":
                log.warning("practice post %r in match %s was not accepted: %s", post, turn.match_id, reply.text)

    async def post(self, bots: PracticeBots, turn: BotTurn, post: str) -> Reply:
        if turn.private or turn.channel_id is None:
            return await self.bot.call(self.bot.service.handle_direct_message, bots.private_answer(turn, post))
        channel = self.bot.get_channel(turn.channel_id) or await self.bot.fetch_channel(turn.channel_id)
        assert isinstance(channel, discord.abc.Messageable)
        message = await channel.send(post, allowed_mentions=discord.AllowedMentions.none())
        return await self.bot.call(self.bot.service.handle_thread_post, bots.thread_post(turn, message.id, post))


class _Kicking:
    """The judge's claimer (the outbox worker) as it is, and a kick after every hand-over."""

    def __init__(self, claimer: Any, kick: Callable[[], None]) -> None:
        self._claimer = claimer
        self._kick = kick

    def take(self, items: Any) -> Any:
        try:
            return self._claimer.take(items)
        finally:
            self._kick()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._claimer, name)


def start_practice(bot: TableJudgeBot, driver: PracticeDriver, actor: Actor, guild_id: int | None,
                   channel_id: int | None, game: str, variant: str | None, level: str) -> Reply | str:
    """The practice match: a challenge to the bot's user, accepted by it, its second seat the bot's."""
    lang = bot.language(actor.user_id, guild_id)
    if channel_id is None:
        return say("no_channel", lang)
    if game not in bot.service.games:
        return say("practice-no_game", lang, game=game[:40], games=", ".join(sorted(bot.service.games)))
    if level not in LEVELS:
        return say("practice-no_level", lang, level=level[:40], levels=", ".join(LEVELS))
    bots = driver.bots()
    challenged = bot.service.challenge(actor, guild_id, channel_id, bots.bot, game=game, variant=variant)
    if challenged.match_id is None or challenged.status == "refused":
        return challenged
    accepted = bot.service.accept(bots.bot, challenged.match_id, guild_id)
    if accepted.status == "refused":
        return accepted
    bots.seat(challenged.match_id, [1], level)
    driver.wake.set()
    return Reply("ok", say("practice-started", lang, match=challenged.match_id, level=LEVELS[level].title(lang)),
                 challenged.match_id)


def register_practice(bot: TableJudgeBot, driver: PracticeDriver) -> None:
    def named(text: Text, fallback: str) -> app_commands.locale_str:
        return app_commands.locale_str((text.en or fallback)[:100], ru=(text.ru or text.en or fallback)[:100])

    games = [app_commands.Choice(name=named(bot.service.games[g].info.title, g), value=g) for g in sorted(bot.service.games)]
    levels = [app_commands.Choice(name=named(lvl.title, name), value=name) for name, lvl in LEVELS.items()]

    @bot.tree.command(name="practice", description="Play a practice match against the bot")
    @app_commands.guild_only()
    @app_commands.describe(game="Which game", variant="The game's variant (default: its first)",
                           level="How hard the bot thinks (default: normal)")
    @app_commands.choices(game=games[:25], level=levels)
    async def practice(interaction: discord.Interaction[Any], game: str, variant: str | None = None,
                       level: str = "normal") -> None:
        guild_id, channel_id = interaction.guild_id, interaction.channel_id
        await bot.command(
            interaction,
            lambda actor: start_practice(bot, driver, actor, guild_id, channel_id, game, variant, level),
        )

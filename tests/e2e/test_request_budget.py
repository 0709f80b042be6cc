"""The bot's one request budget (issue 24, bot.discord.budget): every request to Discord's API draws from
it, so the catch-up's history reads and the outbox's sends together stay under Discord's global limit;
reads get their share while live requests wait too, and all tokens when nothing else waits."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

import discord

from bot.config import Settings
from bot.discord.app import create_bot
from bot.discord.budget import RATE as REQUEST_RATE
from bot.discord.budget import RequestBudget, background
from bot.judge.service import JudgeService
from bot.store import Store


async def _grants(budget: RequestBudget, live: int, back: int) -> list[str]:
    order: list[str] = []

    async def one(kind: str) -> None:
        if kind == "back":
            with background():
                await budget.take()
        else:
            await budget.take()
        order.append(kind)

    await asyncio.gather(*(one("back") for _ in range(back)), *(one("live") for _ in range(live)))
    return order


def test_background_requests_get_their_share_while_live_ones_wait() -> None:
    """Both kinds waiting: three of four tokens go to the backlog's reads, one to live requests —
    neither starves the other."""
    budget = RequestBudget(rate=200.0, burst=1.0, background_share=0.75)
    order = asyncio.run(_grants(budget, live=20, back=20))
    first = order[1:17]  # the first token went at once, to whoever asked first
    assert first.count("back") == 12 and first.count("live") == 4, order
    assert budget.granted == 40


def test_alone_either_kind_gets_every_token() -> None:
    budget = RequestBudget(rate=200.0, burst=1.0, background_share=0.75)
    assert asyncio.run(_grants(budget, live=0, back=10)) == ["back"] * 10
    budget = RequestBudget(rate=200.0, burst=1.0, background_share=0.75)
    assert asyncio.run(_grants(budget, live=10, back=0)) == ["live"] * 10


def test_tokens_come_no_faster_than_the_rate() -> None:
    """``rate`` tokens a second with at most ``burst`` at once: 60 requests at 40/s with a burst of 3 take at
    least 57/40 s of the loop's time (a slow machine only makes it longer)."""
    budget = RequestBudget(rate=40.0, burst=3.0)

    async def go() -> float:
        loop = asyncio.get_running_loop()
        start = loop.time()
        await asyncio.gather(*(budget.take() for _ in range(60)))
        return loop.time() - start

    assert asyncio.run(go()) >= 57 / 40
    assert budget.granted == 60


def test_interaction_answers_and_the_gateway_draw_nothing() -> None:
    """Interaction callbacks and webhooks are outside Discord's global limit; the gateway is no API call."""
    budget = RequestBudget(rate=1.0, burst=1.0)
    base = discord.http.Route.BASE

    async def go() -> int:
        for url in (f"{base}/interactions/1/tok/callback", f"{base}/webhooks/1/tok", "wss://gateway.x/?v=10"):
            await budget._on_request_start(None, None, SimpleNamespace(url=url))  # type: ignore[arg-type]
        await budget._on_request_start(None, None, SimpleNamespace(url=f"{base}/channels/1/messages"))  # type: ignore[arg-type]
        return budget.granted

    assert asyncio.run(go()) == 1


def test_the_budget_is_on_for_discords_own_api_and_off_for_another_server() -> None:
    """Discord's global limit is Discord's: ``create_bot`` gives a bot for Discord's API the budget; one
    pointed at another Discord-compatible server (the loopback fake, Spacebar) has none unless asked."""
    service = JudgeService(Store("sqlite:///:memory:"), {})
    real = create_bot(Settings(discord_token="t"), service=service)
    assert real.budget is not None and real.budget.rate == REQUEST_RATE
    base = discord.http.Route.BASE
    try:
        other = Settings(discord_token="t", discord_api_base="http://127.0.0.1:1/api/v10")
        assert create_bot(other, service=service).budget is None
        assert create_bot(other, service=service, request_rate=10.0).budget is not None
    finally:
        discord.http.Route.BASE = base

"""pytest fixtures: enable with `pytest_plugins = ["tests.fakediscord.fixtures"]` in a conftest.py."""

from __future__ import annotations

import warnings
from collections.abc import AsyncIterator

import discord.gateway
import discord.http
import pytest_asyncio

from . import FakeDiscord, configure_discord_py


@pytest_asyncio.fixture
async def fake_discord() -> AsyncIterator[FakeDiscord]:
    """A started FakeDiscord with discord.py pointed at it (restored afterwards).

    Fails the test at teardown if the fake itself crashed on a request (fake.errors) and warns
    about routes it does not implement (fake.unhandled).
    """
    async with FakeDiscord() as fake:
        previous = configure_discord_py(fake.api_base, fake.gateway_url)
        try:
            yield fake
        finally:
            discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = previous
    assert not fake.errors, "fake discord crashed:\n" + "\n".join(fake.errors)
    if fake.unhandled:
        warnings.warn(
            f"fake discord does not implement (answered 404): {sorted(set(fake.unhandled))}", stacklevel=1
        )

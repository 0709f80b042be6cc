"""Issue 8 item 10, found against an independent Discord-compatible server (Spacebar):
a failed slash-command sync was fatal at start; a challenge whose interaction had no channel answered
"Challenge #1 sent" and then failed for good; a non-HTTP error after a forum post was created made the
outbox create a second post; `accept_clicked` let a non-HTTP error escape; a crash ended `tablejudge run`."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.config import Settings
from bot.discord import app as app_module
from bot.judge import Actor
from bot.store import Store
from tests.e2e.test_bot_world import (
    World,
    world_fixture,  # noqa: F401  (the "world" fixture)
)
from tests.fakediscord.fixtures import fake_discord  # noqa: F401  (fixture)

ROOT = Path(__file__).resolve().parents[2]


async def test_a_failed_command_sync_is_logged_and_retried_not_fatal(world: World, caplog) -> None:  # type: ignore[no-untyped-def]
    w = world
    await w.stop_bot()
    w.fake.commands.clear()
    w.fake.fail_next("PUT", r"/applications/\d+/.*commands", 400, times=2, message="no commands here")
    with caplog.at_level(logging.ERROR, logger="bot.discord.app"):
        await w.start_bot(sync_retry_after=0.05)
    assert any("slash command sync failed" in r.getMessage() for r in caplog.records)
    await w.fake.wait_for(lambda: w.fake.commands.get(w.guild.id), what="the commands synced on a retry")
    await w.setup_server()  # and the commands work once they are there
    mid = await w.challenge(w.alice, w.bob)
    assert w.match(mid).channel_id is not None


def test_a_challenge_with_no_channel_is_refused_before_anything_is_claimed(tmp_path: Path) -> None:
    from bot.judge.service import JudgeService
    from tests.judge.toygame import ToyGame

    store = Store(f"sqlite:///{tmp_path / 'j.db'}")
    service = JudgeService(store, {"toy": ToyGame()})
    reply = service.challenge(Actor(1, "A"), 5, None, Actor(2, "B"), game="toy")  # type: ignore[arg-type]
    assert reply.status == "refused" and "server channel" in (reply.text or "")
    with store.tx() as tx:
        assert tx.matches(["proposed", "active"]) == [] and tx.outbox(status=None) == []
    store.close()


async def test_a_forum_post_made_before_an_error_is_never_made_twice(world: World, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    w = world
    await w.setup_server(location=w.forum)
    original = discord.ForumChannel.create_thread
    calls = {"n": 0}

    async def made_then_garbled(self: discord.ForumChannel, *args: Any, **kwargs: Any) -> Any:
        calls["n"] += 1
        made = await original(self, *args, **kwargs)
        if calls["n"] == 1:
            raise KeyError("message")  # Spacebar: the post exists, the answer has no "message"
        return made

    monkeypatch.setattr(discord.ForumChannel, "create_thread", made_then_garbled)
    mid = await w.challenge(w.alice, w.bob)
    await w.delivered()
    posts = [c for c in w.fake.channels.values() if getattr(c, "parent_id", None) == w.forum.id]
    assert len(posts) == 1 and w.match(mid).channel_id == posts[0].id
    assert calls["n"] == 1  # the retry found the post instead of creating another


async def test_an_accept_click_that_breaks_inside_is_answered_and_the_bot_runs_on(world: World, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    w = world
    await w.setup_server()
    sent = await w.fake.slash(w.alice, w.lobby, "gwent challenge", {"opponent": w.bob})
    mid = int(sent.content.split("#")[1].split()[0].strip(".,:!"))
    button = await w.challenge_message(mid)

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise ValueError("not an HTTP error")

    monkeypatch.setattr(w.service, "accept", broken)
    click = await w.fake.click(w.bob, button, f"tj:accept:{mid}")
    assert click.ephemeral and "could not process" in click.content, click
    monkeypatch.undo()
    again = await w.fake.click(w.bob, button, f"tj:accept:{mid}")  # the bot is alive and judges
    assert f"#{mid}" in again.content


async def test_tablejudge_run_starts_the_bot_again_after_a_crash(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    starts: list[int] = []

    class Crashing:
        user = "logged in"  # crashes after a login are retried; a failed login is reported at once

        def __init__(self) -> None:
            self.store = Store(f"sqlite:///{tmp_path / 'j.db'}")

        async def __aenter__(self) -> Crashing:
            return self

        async def __aexit__(self, *exc: object) -> None:
            self.store.close()

        async def close(self) -> None:
            return None

        async def start(self, token: str) -> None:
            starts.append(1)
            if len(starts) < 3:
                raise RuntimeError("a handler blew up")
            stop()  # the third run is stopped by the operator: SIGTERM

    def stop() -> None:
        import os
        import signal

        os.kill(os.getpid(), signal.SIGTERM)

    monkeypatch.setattr(app_module, "create_bot", lambda settings: Crashing())
    settings = Settings(discord_token="x" * 30, database_url=f"sqlite:///{tmp_path / 'j.db'}")
    code = await asyncio.wait_for(app_module._serve(settings, restart_delay=0.01), 10)
    assert code == 0 and len(starts) == 3


def test_deploy_files_restart_the_bot() -> None:
    unit = (ROOT / "deploy" / "tablejudge.service").read_text()
    assert "Restart=always" in unit and "ExecStart=" in unit
    compose = (ROOT / "deploy" / "compose.yaml").read_text()
    assert "restart: unless-stopped" in compose or "restart: always" in compose


@pytest.mark.parametrize("name", ["tablejudge.service", "compose.yaml"])
def test_deploy_files_exist(name: str) -> None:
    assert (ROOT / "deploy" / name).is_file()

"""``python -m bot run`` as a real process against the fake Discord: configured only by the environment
(DISCORD_API_BASE, DISCORD_GATEWAY_URL, DATABASE_URL), it stops cleanly on SIGTERM, and when killed
(SIGKILL) mid-match a new bot on the same database finishes the match with nothing lost."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import sys
from collections import Counter
from pathlib import Path

from bot.store import FAILED, FINISHED
from tests.e2e.test_bot_world import World, world_fixture  # noqa: F401  (fixture)

HANG = 900.0  # seconds: a hang guard, never a speed check (a loaded machine is slow, not broken)

ROOT = Path(__file__).resolve().parents[2]


async def spawn(w: World, tmp_path: Path, name: str) -> asyncio.subprocess.Process:
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(tmp_path),
        "PYTHONPATH": str(ROOT),
        "DATABASE_URL": w.db_url,
        "DISCORD_GUILD_ID": str(w.guild.id),
        **w.fake.env(),
    }
    log = open(tmp_path / f"{name}.log", "wb")  # noqa: SIM115 - the process writes to it until it ends
    identified = len(w.fake.identifies)
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "run", cwd=tmp_path, env=env, stdout=log, stderr=log
    )
    log.close()

    def up() -> bool:
        if proc.returncode is not None:
            raise AssertionError((tmp_path / f"{name}.log").read_text())
        return w.fake.connected and len(w.fake.identifies) > identified

    await w.fake.wait_for(up, timeout=HANG, what=f"bot process {name} to connect")  # a start loads every game
    return proc


async def test_bot_process_stops_cleanly_and_survives_a_kill(world: World, tmp_path: Path) -> None:
    w = world
    await w.setup_server()
    await w.stop_bot()
    rng = random.Random(10)

    first = await spawn(w, tmp_path, "first")
    mid = await w.challenge(w.alice, w.bob)
    for _ in range(6):
        assert await w.move(mid, rng)
    first.send_signal(signal.SIGTERM)
    assert await asyncio.wait_for(first.wait(), HANG) == 0  # a hang guard: the 5 s is test_bot_stop's
    await w.fake.wait_for(lambda: not w.fake.connected, what="the first process to disconnect")

    second = await spawn(w, tmp_path, "second")
    for _ in range(6):
        assert await w.move(mid, rng)
    second.kill()  # SIGKILL: no shutdown at all, perhaps mid-delivery
    await asyncio.wait_for(second.wait(), HANG)
    await w.fake.wait_for(lambda: not w.fake.connected, what="the killed process to disconnect")

    await w.start_bot()
    await w.play_out(mid, rng)
    await w.delivered()
    assert w.match(mid).status == FINISHED
    with w.store.tx() as tx:
        assert tx.outbox(status=FAILED) == []
    thread = w.thread(mid)
    nonces = Counter(m.nonce for m in w.fake.bot_messages(thread) if m.nonce)
    assert max(nonces.values()) == 1 and len(w.fake.pinned(thread)) == 1
    assert f"Match #{mid} is over" in w.fake.bot_messages(thread)[-1].content

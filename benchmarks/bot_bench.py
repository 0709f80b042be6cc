"""The Discord bot's own costs, over the loopback fake Discord (tests.fakediscord) with the real discord.py
client. Run: python -m benchmarks.bot_bench [--moves 200] [--restart 1000]

- latency per accepted move: from the fake sending MESSAGE_CREATE to the end of the last request the move
  caused (thread post, table edit, DMs), beside a no-op bot that only echoes each message (same fake);
- memory per active match held by the judge (tracemalloc, and the RSS delta);
- restart with many unfinished matches: a fresh ``JudgeService.resume_all()`` and a bot start to READY.

Measurements, not tests: they print numbers and assert nothing.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

import discord

from bot.judge.api import Actor, DirectMessage, ThreadPost
from bot.judge.service import JudgeService
from bot.store import Match, Post, Store
from bot.store.models import LIVE_STATUSES
from tests.e2e.test_bot_world import World, gwent, make_world
from tests.fakediscord import FakeDiscord, configure_discord_py

ROOT = Path(__file__).resolve().parents[1]


def percentile(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


def rss_bytes() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


# ================================================================================================
# latency per move
# ================================================================================================
async def settle(w: World) -> None:
    while True:
        await w.fake.wait_for(lambda: w.pending_outbox() == 0, timeout=30)
        await w.fake.idle(quiet=0.02, timeout=30)
        if w.pending_outbox() == 0:
            return


async def judge_latencies(w: World, n: int, rng: random.Random) -> list[float]:
    """Scripted players play whole matches through the bot; one sample per accepted post."""
    out: list[float] = []
    game = gwent()
    while len(out) < n:
        mid = await w.challenge(w.alice, w.bob)
        await settle(w)
        while len(out) < n:
            state = w.service.state_of(mid)
            pending = list(game.pending(state))
            if not pending:
                break
            decision = pending[0]
            user = w.players(mid)[decision.seat]
            before = w.posts(mid)
            msg = await w.say(
                user, user if decision.private else w.thread(mid), game.random_post(state, decision.seat, rng)
            )
            await w.fake.wait_for(lambda: w.posts(mid) > before, timeout=30)  # noqa: B023
            await settle(w)
            caused = [r.t_end for r in w.fake.requests_since(msg.t_created) if r.t_end is not None]
            out.append(max(caused) - msg.t_created)
    return out


class EchoBot(discord.Client):
    """The floor: a bot that does nothing but send each message back."""

    def __init__(self) -> None:
        intents = discord.Intents.none()
        intents.guilds = intents.guild_messages = intents.dm_messages = intents.message_content = True
        super().__init__(
            intents=intents, guild_ready_timeout=0.05, allowed_mentions=discord.AllowedMentions.none()
        )

    async def on_message(self, message: discord.Message) -> None:
        if not message.author.bot:
            await message.channel.send(message.content or ".")


async def echo_latencies(w: World, channel: Any, n: int) -> list[float]:
    bot = EchoBot()
    await bot.login(w.fake.token)
    task = asyncio.create_task(bot.connect(reconnect=False))
    await asyncio.wait_for(bot.wait_until_ready(), 10)
    out: list[float] = []
    try:
        for i in range(n):
            before = len(w.fake.bot_messages(channel))
            msg = await w.say(w.alice, channel, f"#{i % 9 + 1}")
            await w.fake.wait_for(lambda: len(w.fake.bot_messages(channel)) > before, timeout=30)  # noqa: B023
            caused = [r.t_end for r in w.fake.requests_since(msg.t_created) if r.t_end is not None]
            out.append(max(caused) - msg.t_created)
    finally:
        await bot.close()
        with contextlib.suppress(Exception, asyncio.CancelledError):
            await task
    return out


async def bench_latency(n: int, tmp: Path) -> tuple[list[float], list[float]]:
    async with FakeDiscord() as fake:
        configure_discord_py(fake.api_base, fake.gateway_url)
        w = await make_world(fake, tmp)
        await w.start_bot()
        try:
            await w.setup_server()
            judged = await judge_latencies(w, n, random.Random(1))
            channel = w.thread(1)
        finally:
            await w.close()
        echoed = await echo_latencies(w, channel, n)
    return judged, echoed


# ================================================================================================
# many live matches in one database
# ================================================================================================
def build_matches(url: str, n: int, moves: int) -> int:
    """``n`` matches played ``moves`` posts deep through the service (no Discord). Returns how many are live."""
    store = Store(url)
    game = gwent()
    service = JudgeService(store, {"gwent": game}, seed_source=iter(range(1, 10**6)).__next__)
    rng = random.Random(3)
    ids = iter(range(10**9, 2 * 10**9))
    for i in range(n):
        a, b = Actor(2 * i + 1, f"p{2 * i + 1}"), Actor(2 * i + 2, f"p{2 * i + 2}")
        mid = service.challenge(a, 1, 10, b, game="gwent", variant="classic").match_id
        assert mid is not None
        service.accept(b, mid, 1)
        with store.tx() as tx:
            match = tx.match(mid)
            assert match is not None
            match.channel_id = next(ids)  # as if the outbox had created the thread
            tx.session.add(match)
            channel = match.channel_id
        for _ in range(moves):
            state = service.state_of(mid)
            pending = list(game.pending(state))
            if not pending:
                break
            d = pending[0]
            who = (a, b)[d.seat]
            text = game.random_post(state, d.seat, rng)
            if d.private:
                service.handle_direct_message(DirectMessage(next(ids), who.user_id, text))
            else:
                service.handle_thread_post(ThreadPost(next(ids), channel, who.user_id, who.name, text))
    live = len(_live_ids(store))
    store.close()
    return live


def copy_matches(url: str, target: int) -> int:
    """Copy the live matches (seats and posts) until ``target`` are live; a copy replays to the same
    position, and inserting rows is much quicker than playing. Returns the number of live matches."""
    store = Store(url, migrate=False)
    ids = iter(range(3 * 10**9, 4 * 10**9))
    with store.tx() as tx:
        originals = [(m, tx.seats(m.id), tx.posts(m.id)) for m in tx.matches(LIVE_STATUSES)]  # type: ignore[arg-type]
        need = max(0, target - len(originals))
        for i in range(need):
            copy, (match, seats, posts) = 1 + i // len(originals), originals[i % len(originals)]
            data = match.model_dump(exclude={"id"})
            data["channel_id"] = next(ids)
            clone = tx.add_match(Match(**data), [(s.user_id, s.display_name) for s in seats])
            for post in posts:
                fields = post.model_dump(exclude={"id"})
                fields.update(match_id=clone.id, source_key=f"{post.source_key}:copy{copy}", message_id=None)
                tx.session.add(Post(**fields))
    live = len(_live_ids(store))
    store.close()
    return live


def _live_ids(store: Store, n: int | None = None) -> list[int]:
    with store.tx() as tx:
        ids = [m.id for m in tx.matches(LIVE_STATUSES)]
    return ids[:n] if n is not None else ids  # type: ignore[return-value]


def traced_per_match(url: str, n: int) -> float:
    """Bytes per match (tracemalloc) that a fresh judge holds once it has loaded ``n`` live matches."""
    store = Store(url, migrate=False)
    ids = _live_ids(store, n)
    service = JudgeService(store, {"gwent": gwent()})
    service.state_of(ids[0])  # warm the engine and the SQL caches; not counted
    gc.collect()
    tracemalloc.start()
    for mid in ids[1:]:
        service.state_of(mid)
    gc.collect()
    held, _ = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    store.close()
    return held / (len(ids) - 1)


def rss_child(url: str, n: int) -> None:
    """Run in a fresh process (no freed memory to reuse): the RSS growth per loaded match, printed."""
    store = Store(url, migrate=False)
    ids = _live_ids(store, n)
    service = JudgeService(store, {"gwent": gwent()})
    service.state_of(ids[0])
    gc.collect()
    before = rss_bytes()
    for mid in ids[1:]:
        service.state_of(mid)
    gc.collect()
    print((rss_bytes() - before) / (len(ids) - 1))


def rss_per_match(url: str, n: int) -> float:
    code = f"from benchmarks.bot_bench import rss_child; rss_child({url!r}, {n})"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    return float(done.stdout.split()[-1])


async def bench_restart(url: str, tmp: Path) -> tuple[float, float, float, int]:
    """Seconds: open + migrate the store, a fresh judge's resume_all(), and a whole bot start to READY
    (login, migrations, resume_all, command sync, gateway; the outbox starts re-syncing tables meanwhile)."""
    t0 = time.perf_counter()
    store = Store(url)
    t1 = time.perf_counter()
    loaded = JudgeService(store, {"gwent": gwent()}).resume_all()
    t2 = time.perf_counter()
    store.close()
    async with FakeDiscord() as fake:
        configure_discord_py(fake.api_base, fake.gateway_url)
        w = await make_world(fake, tmp)
        w.db_url = url
        t3 = time.perf_counter()
        await w.start_bot()
        t4 = time.perf_counter()
        w.bot.worker.stop()  # type: ignore[union-attr]  # the copies' threads do not exist on this fake
        await w.close()
    return t1 - t0, t2 - t1, t4 - t3, len(loaded)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--moves", type=int, default=200, help="accepted moves to time")
    ap.add_argument("--restart", type=int, default=1000, help="unfinished matches at the restart")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        judged, echoed = asyncio.run(bench_latency(args.moves, tmp / "latency"))
        j50, j99 = statistics.median(judged), percentile(judged, 99)
        e50, e99 = statistics.median(echoed), percentile(echoed, 99)
        print(f"{'per message over loopback':<44}{'median':>10}{'p99':>10}{'n':>6}")
        print(
            f"{'  judge bot: accepted move, all it causes':<44}{j50 * 1e3:>8.2f}ms{j99 * 1e3:>8.2f}ms{len(judged):>6}"
        )
        print(f"{'  no-op bot: echo the message':<44}{e50 * 1e3:>8.2f}ms{e99 * 1e3:>8.2f}ms{len(echoed):>6}")
        print(f"{'  ratio judge / echo':<44}{j50 / e50:>9.1f}x{j99 / e99:>9.1f}x")

        url = f"sqlite:///{tmp / 'matches.db'}"
        build_matches(url, 100, moves=12)
        copy_matches(url, max(args.restart, 500))
        print("\nmemory per active match (12 posts deep), held by a fresh JudgeService")
        for n in (100, 500):
            traced, rss = traced_per_match(url, n), rss_per_match(url, n)
            print(
                f"  N = {n:<4} tracemalloc {traced / 1024:7.1f} KiB/match    RSS delta {rss / 1024:7.1f} KiB/match"
            )

        migrate, resume, ready, loaded = asyncio.run(bench_restart(url, tmp / "restart"))
        print(f"\nrestart with {loaded} unfinished matches (12 posts deep)")
        print(f"  open store + migrations       {migrate:7.2f} s")
        print(
            f"  JudgeService().resume_all()   {resume:7.2f} s   ({resume / max(loaded, 1) * 1e3:.2f} ms/match)"
        )
        print(
            f"  bot start, login .. READY     {ready:7.2f} s   (migrations, resume_all, command sync, gateway)"
        )


if __name__ == "__main__":
    main()

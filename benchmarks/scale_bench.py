"""Accepted moves per second with 1, 2 and 4 bot processes over one PostgreSQL (issue 15).

Real ``python -m bot run`` processes share 4 Discord shards (1 process: 0,1,2,3; 2: 0,1 | 2,3; 4: one
each) against the loopback fake Discord (tests.fakediscord) in this process. Scripted Gwent players play
``--matches`` matches at once in guilds spread over every shard; hand decisions go by DM (shard 0 only,
so to the first process). A move's latency runs from the fake writing MESSAGE_CREATE to the move being in
the log (one poller reads every match's log length every 5 ms, so the figure is ±5 ms); throughput is the
accepted moves over the wall time of the measured phase (after ``--warmup`` moves per match).

Run: python -m benchmarks.scale_bench [--quick] [--matches 48] [--moves 12]. Needs PostgreSQL on
127.0.0.1:5432. Ends with one JSON line. Measurements, not tests: nothing is asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import tempfile
import time
import uuid
from pathlib import Path
from typing import Any

import discord
from sqlalchemy import create_engine, func, text
from sqlmodel import select

from bot.judge import Actor, JudgeService
from bot.store import Post, Store
from tests.e2e.test_bot_world import gwent
from tests.fakediscord import FakeDiscord, configure_discord_py
from tests.scale.pg import PG_URL
from tests.scale.test_two_processes import Cluster

SHARDS = 4
LAYOUTS = {
    1: {"p0": "0,1,2,3"},
    2: {"p0": "0,1", "p1": "2,3"},
    4: {"p0": "0", "p1": "1", "p2": "2", "p3": "3"},
}


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


async def one_config(processes: int, matches: int, moves: int, warmup: int) -> dict[str, Any]:
    schema = f"tjbench_{uuid.uuid4().hex[:8]}"
    admin = create_engine(PG_URL)
    with admin.begin() as conn:
        conn.execute(text(f'CREATE SCHEMA "{schema}"'))
    url = f"{PG_URL}?options=-csearch_path%3D{schema}"
    try:
        async with FakeDiscord() as fake:
            previous = configure_discord_py(fake.api_base, fake.gateway_url)
            try:
                return await _play(fake, url, processes, matches, moves, warmup)
            finally:
                discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = previous
    finally:
        with admin.begin() as conn:
            conn.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


async def _play(
    fake: FakeDiscord, url: str, processes: int, matches: int, moves: int, warmup: int
) -> dict[str, Any]:
    fake.shard_count = SHARDS
    game = gwent()
    store = Store(url)
    judge_service = JudgeService(store, {"gwent": game})
    judge = Actor(fake.add_user("judy").id, "judy", is_judge=True, is_admin=True)
    guilds = [fake.add_guild(f"g{i}", shard=(i % SHARDS, SHARDS)) for i in range(SHARDS * 2)]
    lobbies = {g.id: fake.add_text_channel(g, "lobby") for g in guilds}
    tmp = Path(tempfile.mkdtemp(prefix="scale_bench_"))
    cluster = Cluster(fake, url, tmp, LAYOUTS[processes], SHARDS)
    lengths: dict[int, int] = {}
    changed = asyncio.Event()

    async def poller() -> None:  # one reader of every match's log length for all the waiting players
        while True:
            with store.tx() as tx:
                rows = tx.session.exec(select(Post.match_id, func.count()).group_by(Post.match_id)).all()
            lengths.update({int(m): int(n) for m, n in rows})
            changed.set()
            await asyncio.sleep(0.005)

    async def accepted(mid: int, before: int) -> None:
        deadline = time.monotonic() + 60
        while lengths.get(mid, 0) <= before:
            if time.monotonic() > deadline:
                raise TimeoutError(f"match {mid}: a move was not accepted in 60 s")
            changed.clear()
            await changed.wait()

    latencies: list[float] = []
    counted = [0]
    phase: dict[str, float] = {}

    async def play(mid: int, guild_id: int, players: list[Any], rng: random.Random) -> None:
        for i in range(warmup + moves):
            state = judge_service.state_of(mid)
            pending = list(game.pending(state))
            if not pending:
                return
            decision = pending[0]
            post = game.random_post(state, decision.seat, rng)
            user = players[decision.seat]
            before = lengths.get(mid, 0)
            if decision.private:
                where: Any = user
            else:
                with store.tx() as tx:
                    where = fake.channels[tx.match(mid).channel_id]  # type: ignore[union-attr]
            t0 = time.perf_counter()
            if i >= warmup:
                phase.setdefault("t0", t0)
            await fake.user_says(user, where, post)
            await accepted(mid, before)
            if i >= warmup:
                latencies.append((time.perf_counter() - t0) * 1000)
                counted[0] += 1
                phase["t1"] = time.perf_counter()

    poll = asyncio.create_task(poller())
    try:
        await asyncio.gather(*(cluster.spawn(name) for name in LAYOUTS[processes]))
        started: list[tuple[int, int, list[Any]]] = []
        for i in range(matches):
            guild = guilds[i % len(guilds)]
            players = [fake.add_user(f"p{i}a"), fake.add_user(f"p{i}b")]
            for p in players:
                fake.add_member(guild, p)
            setup = game.setup_for([p.name for p in players], "classic")
            reply = judge_service.create_by_judge(
                judge,
                guild.id,
                lobbies[guild.id].id,
                "gwent",
                [Actor(p.id, p.name) for p in players],
                setup.get("variant"),
                setup,
            )
            started.append((reply.match_id, guild.id, players))  # type: ignore[arg-type]

        def threads_made() -> bool:
            with store.tx() as tx:
                return all(tx.match(mid).channel_id is not None for mid, _, _ in started)  # type: ignore[union-attr]

        await fake.wait_for(threads_made, timeout=120, what="every match thread")
        await asyncio.gather(*(play(m, g, ps, random.Random(m)) for m, g, ps in started))
    finally:
        poll.cancel()
        await cluster.stop()
        store.close()
    wall = phase.get("t1", 0) - phase.get("t0", 0)
    return {
        "processes": processes,
        "matches": matches,
        "moves": counted[0],
        "moves_per_s": round(counted[0] / wall, 1) if wall > 0 else None,
        "p50_ms": round(statistics.median(latencies), 1) if latencies else None,
        "p99_ms": round(pct(latencies, 0.99), 1),
    }


async def main_async(args: argparse.Namespace) -> dict[str, Any]:
    results: dict[str, Any] = {"cpus": os.cpu_count(), "load_before": os.getloadavg()[0]}
    for n in (1, 2, 4):
        r = await one_config(n, args.matches, args.moves, args.warmup)
        print(
            f"{n} process(es): {r['moves']} moves, {r['moves_per_s']} moves/s, "
            f"latency p50 {r['p50_ms']} ms, p99 {r['p99_ms']} ms",
            flush=True,
        )
        results[f"moves_per_s_{n}"] = r["moves_per_s"]
        results[f"p50_ms_{n}"] = r["p50_ms"]
        results[f"p99_ms_{n}"] = r["p99_ms"]
        results[f"samples_{n}"] = r["moves"]
    one = results["moves_per_s_1"] or 0
    for n in (2, 4):
        results[f"scaling_{n}"] = round(results[f"moves_per_s_{n}"] / one, 2) if one else None
    results["load_after"] = os.getloadavg()[0]
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=48)
    parser.add_argument("--moves", type=int, default=24, help="measured moves per match")
    parser.add_argument("--warmup", type=int, default=3, help="moves per match before measuring")
    parser.add_argument(
        "--quick", action="store_true", help="16 matches x 8 moves (well under a minute each)"
    )
    args = parser.parse_args()
    if args.quick:
        args.matches, args.moves = 16, 8
    print(json.dumps(asyncio.run(main_async(args))))


if __name__ == "__main__":
    main()

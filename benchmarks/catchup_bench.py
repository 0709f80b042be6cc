"""Catching up after a downtime, against the loopback Discord enforcing Discord's rate limits.

Run: ``python -m benchmarks.catchup_bench [--quick] [--matches N] [--missed 0.1]``

The world: N live Gwent matches (default 1,000; ``--quick`` 100), each played through the judge to its
first public turn, each with its thread on the fake Discord (the judge's table posted there) and the
cursors a running bot would have written (the last message it saw per thread and per player's DM
channel). The bot is down; in 10 % of the matches the players make 1-3 legal posts (DM answers and
thread moves, computed on the engine). The fake enforces Discord's limits (50 requests/s per bot, a
global 429 beyond; per-route buckets of 5 per 5 s with true ``X-RateLimit`` headers). Then the bot starts.

Measured:
- ``catchup_s``: from the new gateway session (READY) until every missed post is in the judge's log;
- ``history_requests``: the history pages read; ``floor_s``: those requests at Discord's 50/s, the
  least any client could take for them; ``ratio`` = catchup_s / floor_s (goal ≤ 1.5);
- ``floor_threads_s`` / ``ratio_threads``: the same against only the threads with missed posts (1 page
  each; the catch-up also reads the DM channels of those matches' players, see bot/discord/catchup.py);
- ``live_p50_ms`` / ``live_p99_ms``: from a live post in another match (sent while the catch-up runs)
  until the judge accepted it; ``live_moves``: how many;
- ``first_read_s`` / ``last_read_s``: when the first history page was asked for, and the last one before
  the catch-up ended (from READY): planning before, judging the last pages after;
- ``requests_during``: the bot's requests while catching up: history pages, other reads, sends (posts,
  edits, DMs: the judged moves' and the live moves' words), and those answered 429;
- ``global_429`` / ``route_429``: the limits the bot ran into (0 expected: it paces itself);
- ``cpu_s``: CPU seconds of the whole process (bot, fake Discord, live players) meanwhile: on a shared
  machine ``catchup_s`` is mostly waiting for a core, and this says how much work there was.

Ends with one JSON line.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import sqlite3
import statistics
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from sqlalchemy import text

from bot.discord.budget import RATE as REQUEST_RATE
from bot.judge.api import Actor, DirectMessage
from bot.judge.service import JudgeService
from bot.store import Store, cursors
from tests.e2e.test_bot_world import gwent, make_world
from tests.fakediscord import FakeDiscord, RateLimits, configure_discord_py

GLOBAL_RATE = 50.0


TEMPLATES = 20  # matches played through the judge; the rest are row copies of them (as restart_bench)


def build(fake: FakeDiscord, w: Any, url: str, n: int) -> list[dict[str, Any]]:
    """``n`` live matches at their first public turn, with threads and cursors; returns their records.
    ``TEMPLATES`` are played through the judge (decks and mulligans by DM); the others copy their rows
    (match, seats with their own players, posts, snapshot, reminders), each with its own thread."""
    game = gwent()
    store = Store(url)
    service = JudgeService(store, {"gwent": game}, seed_source=iter(range(1, 10**7)).__next__)
    rng = random.Random(24)
    matches: list[dict[str, Any]] = []
    seen: dict[int, int] = {}
    dm_users: dict[int, int] = {}

    def world_for(mid: int) -> tuple[list[Any], Any, Any]:
        users = [fake.add_user(f"m{mid}a"), fake.add_user(f"m{mid}b")]
        for u in users:
            fake.add_member(w.guild, u)
        thread = fake.create_thread(w.forum, f"match {mid}", fake.bot_user)
        table = fake.new_message(thread, fake.bot_user, {"content": f"table of match {mid}"})
        seen[thread.id] = table.id
        return users, thread, table

    for _ in range(min(n, TEMPLATES)):
        users = [fake.add_user(f"t{len(matches)}a"), fake.add_user(f"t{len(matches)}b")]
        for u in users:
            fake.add_member(w.guild, u)
        a, b = (Actor(u.id, u.name) for u in users)
        mid = service.challenge(a, w.guild.id, w.lobby.id, b, game="gwent", variant="classic").match_id
        assert mid is not None
        assert service.accept(b, mid, w.guild.id).status == "ok"
        thread = fake.create_thread(w.forum, f"match {mid}", fake.bot_user)
        table = fake.new_message(thread, fake.bot_user, {"content": f"table of match {mid}"})
        seen[thread.id] = table.id
        with store.tx() as tx:
            tx.session.execute(
                text("UPDATE matches SET channel_id = :c, table_message_id = :t WHERE id = :m"),
                {"c": thread.id, "t": table.id, "m": mid},
            )
        state = service.state_of(mid)
        for _ in range(20):
            d = list(game.pending(state))[0]
            if not d.private:
                break
            post = game.random_post(state, d.seat, rng)
            user = users[d.seat]
            dm = fake.dm_channel(user)
            msg = fake.new_message(dm, user, {"content": post})
            reply = service.handle_direct_message(DirectMessage(msg.id, user.id, post))
            assert reply.status == "accepted", reply
            seen[dm.id] = msg.id
            dm_users[dm.id] = user.id
            state = service.state_of(mid)
        matches.append({"mid": mid, "users": users, "thread": thread, "state": state})
    with store.tx() as tx:
        tx.session.execute(text("UPDATE outbox SET status = 'sent'"))  # all delivered before the downtime
    store.close()
    path = url.removeprefix("sqlite:///")
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("BEGIN")
    templates = list(matches)
    for i in range(len(templates), n):
        src = templates[i % len(templates)]
        mid = db.execute("SELECT max(id) FROM matches").fetchone()[0] + 1
        users, thread, table = world_for(mid)
        args = {"src": src["mid"], "mid": mid, "c": thread.id, "t": table.id, "k": f":c{mid}"}
        db.execute(
            "INSERT INTO matches (id, guild_id, parent_channel_id, channel_id, game, variant, setup, seed, status, "
            "table_message_id, deadline_hours, created_by, judge_id, result, created_at, started_at, finished_at) "
            "SELECT :mid, guild_id, parent_channel_id, :c, game, variant, setup, seed, status, :t, deadline_hours, "
            "created_by, judge_id, result, created_at, started_at, finished_at FROM matches WHERE id = :src",
            args,
        )
        for seat, u in enumerate(users):
            db.execute(
                "INSERT INTO match_seats (match_id, seat, user_id, display_name) VALUES (?, ?, ?, ?)",
                (mid, seat, u.id, u.name),
            )
            dm = fake.dm_channel(u)
            seen[dm.id] = fake.ids()  # the bot saw their deck DMs earlier
            dm_users[dm.id] = u.id
        db.execute(
            "INSERT INTO posts (match_id, seq, seat, source_key, message_id, text, canonical, upload_name, "
            "upload_data, private, actor_id, actor_kind, accepted_at, undone, undone_at) "
            "SELECT :mid, seq, seat, source_key || :k, NULL, text, canonical, upload_name, upload_data, private, "
            "actor_id, actor_kind, accepted_at, undone, undone_at FROM posts WHERE match_id = :src",
            args,
        )
        db.execute(
            "INSERT INTO snapshots (match_id, seq, engine, fmt, data, digest, created_at) "
            "SELECT :mid, seq, engine, fmt, data, digest, created_at FROM snapshots WHERE match_id = :src",
            args,
        )
        db.execute(
            "INSERT INTO reminders (match_id, seat, kind, decision_id, private, pending_since, periods_reminded, "
            "judge_notified) SELECT :mid, seat, kind, decision_id, private, pending_since, periods_reminded, "
            "judge_notified FROM reminders WHERE match_id = :src",
            args,
        )
        matches.append({"mid": mid, "users": users, "thread": thread, "state": src["state"]})
    db.execute("COMMIT")
    db.close()
    store = Store(url, migrate=False)
    cursors.advance(store, seen, dm_users)
    store.close()
    return matches


def plan_posts(match: dict[str, Any], rng: random.Random, count: int) -> list[tuple[Any, Any, str]]:
    """The next ``count`` legal posts of a match (author, where, text), advancing its local state."""
    game = gwent()
    out = []
    for _ in range(count):
        state = match["state"]
        pending = list(game.pending(state))
        if not pending:
            break
        d = pending[0]
        post = game.random_post(state, d.seat, rng)
        match["state"], _ = game.apply(state, d.seat, game.parse(state, d.seat, post))
        user = match["users"][d.seat]
        out.append((user, user if d.private else match["thread"], post))
    return out


async def run(n: int, missed_share: float) -> dict[str, Any]:
    tmp = Path(tempfile.mkdtemp(prefix="catchup-bench-"))
    async with FakeDiscord() as fake:
        configure_discord_py(fake.api_base, fake.gateway_url)
        w = await make_world(fake, tmp)
        t_build = time.perf_counter()
        matches = build(fake, w, w.db_url, n)
        build_s = time.perf_counter() - t_build
        rng = random.Random(7)
        hit = rng.sample(range(n), max(1, round(n * missed_share)))
        missed: set[int] = set()
        for i in hit:
            for user, where, post in plan_posts(matches[i], rng, rng.randint(1, 3)):
                msg = await fake.user_says(user, where, post)  # nobody is connected: nobody hears it
                missed.add(msg.id)
        quiet = [m for i, m in enumerate(matches) if i not in set(hit)]
        reader = sqlite3.connect(f"file:{tmp / 'tablejudge.db'}?mode=ro", uri=True)

        def judged(ids: set[int]) -> int:
            marks = ",".join(str(i) for i in ids)
            return int(
                reader.execute(f"SELECT count(*) FROM posts WHERE message_id IN ({marks})").fetchone()[0]
            )

        fake.rate_limits = RateLimits(global_per_second=int(GLOBAL_RATE))
        before = len(fake.requests)
        cpu0 = time.process_time()
        bot = await w.start_bot(request_rate=REQUEST_RATE)  # as in production: one budget under the limit
        t0 = time.perf_counter() - (asyncio.get_running_loop().time() - bot.catchup.started_at)
        latencies: list[float] = []
        done = asyncio.Event()

        async def live() -> None:
            for m in quiet:
                if done.is_set():
                    return
                for user, where, post in plan_posts(m, rng, 1):
                    msg = await fake.user_says(user, where, post)
                    t = time.perf_counter()
                    await fake.wait_for(lambda msg=msg: judged({msg.id}) == 1, timeout=60, poll=0.002)
                    if not done.is_set():
                        latencies.append(time.perf_counter() - t)

        mover = asyncio.create_task(live())
        await fake.wait_for(lambda: judged(missed) == len(missed), timeout=600, poll=0.01, what="catch-up")
        catchup_s = time.perf_counter() - t0
        during = [r for r in fake.requests[before:] if t0 <= r.t_start <= t0 + catchup_s]
        cpu_s = time.process_time() - cpu0  # the whole process: bot, fake Discord and the live players
        done.set()
        await mover
        await fake.wait_for(lambda: bot.catchup.runs >= 1, timeout=60)
        history = [
            r
            for r in fake.requests[before:]
            if r.method == "GET" and r.path.startswith("/channels/") and r.path.endswith("/messages")
        ]
        threads_hit = len(hit)
        limits = fake.rate_limits
        bot.worker.stop()
        await w.close()
        reader.close()
    floor = len(history) / GLOBAL_RATE
    floor_threads = threads_hit / GLOBAL_RATE
    lat = sorted(latencies)
    return {
        "bench": "catchup",
        "matches": n,
        "matches_with_missed_posts": threads_hit,
        "missed_posts": len(missed),
        "build_s": round(build_s, 1),
        "catchup_s": round(catchup_s, 3),
        "history_requests": len(history),
        "floor_s": round(floor, 3),
        "ratio": round(catchup_s / floor, 2) if floor else None,
        "cpu_s": round(cpu_s, 2),
        "floor_threads_s": round(floor_threads, 3),
        "ratio_threads": round(catchup_s / floor_threads, 2) if floor_threads else None,
        "live_moves": len(lat),
        "live_p50_ms": round(statistics.median(lat) * 1000, 1) if lat else None,
        "live_p99_ms": round(lat[min(len(lat) - 1, int(len(lat) * 0.99))] * 1000, 1) if lat else None,
        "first_read_s": round(min((r.t_start for r in history), default=t0) - t0, 3),
        "last_read_s": round(
            max((r.t_start for r in history if r.t_start <= t0 + catchup_s), default=t0) - t0, 3
        ),
        "requests_during": dict(sorted(Counter(_kind(r) for r in during).items())),
        "global_429": limits.global_hits,
        "route_429": limits.route_hits,
    }


def _kind(r: Any) -> str:
    """A request as the breakdown counts it: a history page, another read, a send; 429s apart."""
    if r.status == 429:
        return "429"
    if r.method == "GET" and r.path.startswith("/channels/") and r.path.endswith("/messages"):
        return "history"
    return "read" if r.method == "GET" else "send"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="100 matches")
    parser.add_argument("--matches", type=int, default=None)
    parser.add_argument("--missed", type=float, default=0.1, help="share of matches with missed posts")
    args = parser.parse_args(argv)
    n = args.matches or (100 if args.quick else 1000)
    print(json.dumps(asyncio.run(run(n, args.missed))))


if __name__ == "__main__":
    main()

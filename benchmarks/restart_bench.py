"""A restart with many live matches: READY time, memory per live match, the backlog after READY.

Run: ``python -m benchmarks.restart_bench [--quick]``

The database: ``--played`` Gwent Classic matches played through the judge (no Discord) to full length,
each stopped one post before its end (live), their outbox marked delivered as after a quiet night;
then copied row by row in SQL (matches, seats, posts, snapshots, reminders, outbox items) up to 1,000 and
10,000 live matches. Measured, each in a fresh process where it matters:

- ``ready_s_N``: a bot start over the loopback Discord to READY (migrations, ``resume_all``, tournaments,
  command sync, gateway) with N live matches; ``resume_s_N``: ``JudgeService.resume_all()`` alone;
- ``rss_kib_per_match``: RSS growth of a fresh process per live match at 10,000 once every match has been
  loaded (its first post or question) with the judge's cache as shipped, and at READY; also without the
  cache cap (every state kept);
- ``backlog_s``: from READY until the outbox has nothing pending (items the restart queued), read with a
  read-only connection;
- ``first_move_ms``: the first accepted post of a match after the restart (snapshot load + the post).

Ends with one JSON line.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from sqlalchemy import text

from bot.judge.api import Actor, DirectMessage, ThreadPost
from bot.judge.service import JudgeService
from bot.store import Store
from tests.e2e.test_bot_world import gwent, make_world
from tests.fakediscord import FakeDiscord, configure_discord_py

ROOT = Path(__file__).resolve().parents[1]
_ids = iter(range(10**9, 2 * 10**9))


def rss_bytes() -> int:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def play(url: str, n: int) -> int:
    """``n`` matches played to one post before their end through the judge; returns posts played."""
    store = Store(url)
    game = gwent()
    service = JudgeService(store, {"gwent": game}, seed_source=iter(range(1, 10**6)).__next__)
    rng = random.Random(3)
    total = 0
    for i in range(n):
        a, b = Actor(2 * i + 1, f"p{2 * i + 1}"), Actor(2 * i + 2, f"p{2 * i + 2}")
        mid = service.challenge(a, 1, 10, b, game="gwent", variant="classic").match_id
        assert mid is not None
        service.accept(b, mid, 1)
        channel = 5 * 10**8 + i
        with store.tx() as tx:
            tx.session.execute(
                text("UPDATE matches SET channel_id = :c WHERE id = :m"), {"c": channel, "m": mid}
            )
        while True:
            state = service.cached_state(mid)
            assert state is not None
            d = next(iter(game.pending(state)))
            who = (a, b)[d.seat]
            post = game.random_post(state, d.seat, rng)
            after, _ = game.apply(state, d.seat, game.parse(state, d.seat, post))
            if game.result(after) is not None:
                break  # leave it live, one post from its end
            if d.private:
                reply = service.handle_direct_message(DirectMessage(next(_ids), who.user_id, post))
            else:
                reply = service.handle_thread_post(
                    ThreadPost(next(_ids), channel, who.user_id, who.name, post)
                )
            assert reply.status == "accepted", reply
            total += 1
    with store.tx() as tx:
        tx.session.execute(text("UPDATE outbox SET status = 'sent'"))  # a quiet night: all delivered
    store.close()
    return total


def copy_to(path: Path, target: int, played: int) -> int:
    """Copy the played matches (with all their rows) until ``target`` are live. Payloads of copied outbox
    items are left out (the restart does not read them). Returns the number of live matches."""
    db = sqlite3.connect(path, isolation_level=None)
    live = db.execute("SELECT count(*) FROM matches WHERE status = 'active'").fetchone()[0]
    db.execute("BEGIN")
    while live < target:
        off = db.execute("SELECT max(id) FROM matches").fetchone()[0]
        want = min(played, target - live)
        args = {"off": off, "want": want, "k": off}
        db.execute(
            "INSERT INTO matches (id, guild_id, parent_channel_id, channel_id, game, variant, setup, seed, "
            "status, table_message_id, deadline_hours, created_by, judge_id, result, created_at, started_at, "
            "finished_at) SELECT id + :off, guild_id, parent_channel_id, channel_id + :off, game, variant, "
            "setup, seed, status, table_message_id, deadline_hours, created_by, judge_id, result, created_at, "
            "started_at, finished_at FROM matches WHERE id <= :want",
            args,
        )
        db.execute(
            "INSERT INTO match_seats (match_id, seat, user_id, display_name) "
            "SELECT match_id + :off, seat, user_id, display_name FROM match_seats WHERE match_id <= :want",
            args,
        )
        db.execute(
            "INSERT INTO posts (match_id, seq, seat, source_key, message_id, text, canonical, upload_name, "
            "upload_data, private, actor_id, actor_kind, accepted_at, undone, undone_at) "
            "SELECT match_id + :off, seq, seat, source_key || ':c' || :k, NULL, text, canonical, upload_name, "
            "upload_data, private, actor_id, actor_kind, accepted_at, undone, undone_at FROM posts "
            "WHERE match_id <= :want",
            args,
        )
        db.execute(
            "INSERT INTO snapshots (match_id, seq, engine, fmt, data, digest, created_at) "
            "SELECT match_id + :off, seq, engine, fmt, data, digest, created_at FROM snapshots "
            "WHERE match_id <= :want",
            args,
        )
        db.execute(
            "INSERT INTO reminders (match_id, seat, kind, decision_id, private, pending_since, "
            "periods_reminded, judge_notified) SELECT match_id + :off, seat, kind, decision_id, private, "
            "pending_since, periods_reminded, judge_notified FROM reminders WHERE match_id <= :want",
            args,
        )
        db.execute(
            "INSERT INTO outbox (match_id, kind, lane, target_id, payload, dedupe_key, status, attempts, "
            "next_attempt_at, result_message_id, last_error, created_at, sent_at) "
            "SELECT match_id + :off, kind, lane, target_id, '{}', dedupe_key || ':c' || :k, status, attempts, "
            "next_attempt_at, result_message_id, last_error, created_at, sent_at FROM outbox "
            "WHERE match_id <= :want",
            args,
        )
        live += want
    db.execute("COMMIT")
    live = db.execute("SELECT count(*) FROM matches WHERE status = 'active'").fetchone()[0]
    db.close()
    return int(live)


def child(url: str, touch: int, cap: int, played: int) -> None:
    """In a fresh process: resume_all time, RSS at READY, RSS once ``touch`` matches were loaded, the first
    move after the restart. Prints one JSON line."""
    import bot.judge.service  # noqa: F401 - imports are not the matches' memory

    game = gwent()
    gc.collect()
    base = rss_bytes()
    t0 = time.perf_counter()
    store = Store(url)
    service = JudgeService(store, {"gwent": game})
    service.live_cap = cap
    live = service.resume_all()
    resume = time.perf_counter() - t0
    gc.collect()
    ready_rss = rss_bytes()
    rng = random.Random(9)
    start = 3 * 10**9 + random.randrange(10**8) * 1000
    ids = iter(range(start, start + 1000))  # message ids no earlier post used
    firsts = []
    copies = [mid for mid in live if mid > played]  # the played originals stay live for the next copies
    for mid in copies[-20:]:  # the first post of a match after the restart: snapshot + replay + the post
        with store.tx() as tx:
            match = tx.match(mid)
            channel = match.channel_id if match else None
            seats = [(s.user_id, s.display_name) for s in tx.seats(mid)]
        t1 = time.perf_counter()
        state = service.state_of(mid)
        d = next(iter(game.pending(state)))
        post = game.random_post(state, d.seat, rng)
        uid, name = seats[d.seat]
        if d.private:
            reply = service.handle_direct_message(DirectMessage(next(ids), uid, post))
        else:
            reply = service.handle_thread_post(ThreadPost(next(ids), channel or 0, uid, name, post))
        firsts.append(time.perf_counter() - t1)
        assert reply.status == "accepted", reply
    with store.tx() as tx:  # delivered, as far as the next run is concerned
        tx.session.execute(text("UPDATE outbox SET status = 'sent' WHERE status = 'pending'"))
        ids = [m.id for m in tx.matches()][:touch]
    for mid in ids:  # every match's first look, each in its own transaction as the bot does it
        service.state_of(mid)  # type: ignore[arg-type]
    loaded = len(ids)
    gc.collect()
    touched_rss = rss_bytes()
    print(
        json.dumps(
            {
                "live": len(live),
                "resume_s": resume,
                "ready_kib_per_match": (ready_rss - base) / 1024 / len(live),
                "touched_kib_per_match": (touched_rss - base) / 1024 / len(live),
                "touched": loaded,
                "cached": len(service.live.states),
                "first_move_ms": statistics.median(firsts) * 1e3,
            }
        )
    )
    store.close()


def run_child(url: str, touch: int, cap: int, played: int) -> dict[str, Any]:
    code = f"from benchmarks.restart_bench import child; child({url!r}, {touch}, {cap}, {played})"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    if done.returncode:
        raise RuntimeError(done.stderr[-3000:])
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


async def bot_ready(url: str, path: Path, tmp: Path) -> tuple[float, float, int]:
    """A bot start to READY over the fake Discord; then the seconds until nothing is pending."""
    async with FakeDiscord() as fake:
        configure_discord_py(fake.api_base, fake.gateway_url)
        w = await make_world(fake, tmp)
        w.db_url = url
        t0 = time.perf_counter()
        bot = await w.start_bot()
        ready = time.perf_counter() - t0
        reader = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        queued = reader.execute("SELECT count(*) FROM outbox WHERE status = 'pending'").fetchone()[0]
        t1 = time.perf_counter()
        while reader.execute("SELECT count(*) FROM outbox WHERE status = 'pending'").fetchone()[0]:
            await asyncio.sleep(0.01)
        backlog = time.perf_counter() - t1
        reader.close()
        bot.worker.stop()
        await w.close()
    return ready, backlog, int(queued)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--played", type=int, default=60, help="matches played through the judge, then copied")
    ap.add_argument(
        "--quick", action="store_true", help="fewer played matches, fewer loaded (under a minute)"
    )
    ap.add_argument(
        "--sizes", default="1000,10000", help="live matches at each restart (the largest is quoted)"
    )
    args = ap.parse_args(argv)
    played_n = 12 if args.quick else args.played
    sizes = sorted(int(x) for x in args.sizes.split(","))
    load = os.getloadavg()[0]
    t0 = time.perf_counter()
    out: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        path = tmp / "live.db"
        url = f"sqlite:///{path}"
        posts = play(url, played_n)
        print(f"played {played_n} matches to one post before their end: {posts / played_n:.1f} posts each")
        for n in sizes:
            live = copy_to(path, n, played_n)
            ready, backlog, queued = asyncio.run(bot_ready(url, path, tmp / f"w{n}"))
            touch = min(live, 1000) if args.quick else live
            shipped = run_child(url, touch, 4096, played_n)
            out[f"ready_s_{n}"] = round(ready, 3)
            out[f"live_{n}"] = live
            out[f"resume_s_{n}"] = round(shipped["resume_s"], 4)
            out[f"backlog_s_{n}"] = round(backlog, 3)
            print(
                f"{live:>6} live: bot start to READY {ready:.2f} s (resume_all {shipped['resume_s']:.3f} s); "
                f"{queued} items queued by the restart, drained {backlog:.2f} s after READY; "
                f"first post of a match after it {shipped['first_move_ms']:.1f} ms"
            )
            print(
                f"        RSS per live match: {shipped['ready_kib_per_match']:.2f} KiB at READY, "
                f"{shipped['touched_kib_per_match']:.2f} KiB after loading {shipped['touched']} "
                f"({shipped['cached']} cached, cap 4096)"
            )
            if n == sizes[-1]:
                out["rss_kib_per_match"] = round(shipped["touched_kib_per_match"], 2)
                out["rss_kib_per_match_at_ready"] = round(shipped["ready_kib_per_match"], 2)
                out["backlog_s"] = round(backlog, 3)
                out["first_move_ms"] = round(shipped["first_move_ms"], 2)
                out["touched"] = shipped["touched"]
                if not args.quick:
                    uncapped = run_child(url, touch, 10**9, played_n)
                    out["rss_kib_per_match_uncapped"] = round(uncapped["touched_kib_per_match"], 2)
                    print(
                        f"        without the cache cap: {uncapped['touched_kib_per_match']:.2f} KiB per live "
                        f"match ({uncapped['cached']} cached)"
                    )
    out["posts_per_match"] = round(posts / played_n, 1)
    out["loadavg"] = round(load, 2)
    print(f"load average {load:.1f} before, {os.getloadavg()[0]:.1f} after; {time.perf_counter() - t0:.0f} s")
    print(json.dumps(out))


if __name__ == "__main__":
    main()

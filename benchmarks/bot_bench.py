"""Per accepted move over the loopback Discord: the judge bot beside a FLOOR bot, in the same run.

Run: ``python -m benchmarks.bot_bench [--moves 1000] [--quick]``

- judge: scripted players post random legal Gwent moves (thread posts, and the private redraws by DM) to the
  real bot (tests.fakediscord, the real discord.py client); one sample per accepted move: from the fake
  sending MESSAGE_CREATE to the end of the last request the move caused (thread post, table edit, DMs).
- floor: a bot that does only the work a move needs: one SQLite commit (WAL, synchronous=FULL) of the
  move, the move post, and an edit of a pinned table message. Same fake, same client library.

The two take turns (``--rounds``, 5 by default): round by round, n/rounds judge moves, then as many floor
moves, each bot connected alone, so the ratio compares the two under the same machine conditions (on a
shared machine the speed drifts over a minute; ``--rounds 1`` is the judge's whole run, then the floor's).
Each round's first ``--warmup`` samples are dropped; median and p99 over the rest.

Completion is seen in the fake's request log (the table edit), and the next move is chosen from the judge's
cached state: the benchmark never opens a database transaction while timing, so it takes no write lock
from the bot. SQL statements are counted as SQLite runs them (its trace callback on each of the bot's
connections, so statements the store runs on the DBAPI cursor count too; BEGIN counts, COMMIT is counted
as a commit), commits with SQLAlchemy's event: those inside the judge's post handlers (the move's own
transaction, on whichever thread it runs) and, separately, the outbox delivery's. Ends with one JSON line.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import io
import itertools
import json
import os
import random
import sqlite3
import statistics
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import discord
from sqlalchemy import event

from bot.judge.games import keep_loaded
from cards.core import PUBLIC
from tests.e2e.test_bot_world import World, gwent, make_world
from tests.fakediscord import FakeDiscord, configure_discord_py


def percentile(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


class Counter:
    """SQL statements and commits on the bot's engine, split by thread: the judge's (moves) and the rest."""

    def __init__(self, engine: Any) -> None:
        self.judge = {"statements": 0, "commits": 0, "writes": 0}
        self.other = {"statements": 0, "commits": 0, "writes": 0}
        self._wrote: set[int] = set()  # connections that wrote since their last commit
        self.judging: set[int] = set()  # threads inside a judge post handler now
        self.judge_commit_at = 0.0  # perf_counter of the judge thread's last commit that wrote
        # statements as SQLite runs them (its trace callback, per connection): those the store runs on
        # the DBAPI cursor itself (bot.store.fast) count as much as SQLAlchemy's
        self._traced: set[int] = set()
        event.listen(engine, "checkout", self._trace)
        event.listen(engine, "commit", self._commit)
        event.listen(engine, "rollback", self._rollback)

    def _bucket(self) -> dict[str, int]:
        return self.judge if threading.get_ident() in self.judging else self.other

    def watch(self, service: Any) -> None:
        """Count what runs inside the judge's post handlers (on whichever thread they run) as the move's.
        The judge's own connection (``Store.tx(serial=True)``) may be open already: traced from now."""
        serial = service.store.serial_connection
        if serial is not None:
            self._trace(serial.connection.dbapi_connection)
        for name in ("handle_thread_post", "handle_direct_message"):
            original = getattr(service, name)

            def wrapped(*args: Any, _original: Any = original) -> Any:
                self.judging.add(threading.get_ident())
                try:
                    return _original(*args)
                finally:
                    self.judging.discard(threading.get_ident())

            setattr(service, name, wrapped)

    def _trace(self, dbapi_connection: Any, *_: Any) -> None:
        key = id(dbapi_connection)
        if key in self._traced:
            return
        self._traced.add(key)
        dbapi_connection.set_trace_callback(lambda statement: self._statement(key, statement))

    def _statement(self, key: int, statement: str) -> None:
        verb = statement.lstrip()[:8].upper()
        if verb.startswith(("COMMIT", "ROLLBACK", "RELEASE")):
            return  # the end of a transaction, counted as a commit (SQLAlchemy's event) or not at all
        self._bucket()["statements"] += 1
        if verb[:6] in ("INSERT", "UPDATE", "DELETE"):
            self._wrote.add(key)

    def _commit(self, conn: Any) -> None:
        bucket = self._bucket()
        bucket["commits"] += 1
        key = id(conn.connection.dbapi_connection)
        if key in self._wrote:  # a commit that wrote: the one that costs an fsync
            self._wrote.discard(key)
            bucket["writes"] += 1
            if bucket is self.judge:
                self.judge_commit_at = time.perf_counter()

    def _rollback(self, conn: Any) -> None:
        self._wrote.discard(id(conn.connection.dbapi_connection))

    def snapshot(self) -> tuple[int, ...]:
        j, o = self.judge, self.other
        return j["statements"], j["writes"], o["statements"], o["writes"], j["commits"], o["commits"]


async def judge_latencies(
    w: World, n: int, warmup: int, rng: random.Random, positions: list[Any], current: list[int | None]
) -> tuple[list[float], list[int], list[tuple[float, float]]]:
    """``n`` timed accepted moves after ``warmup``: their latencies, the statement and commit counts of
    the timed ones (summed: statements, writing commits, delivery statements, delivery writing commits,
    the judge thread's commits, timed moves) and the (commit, first request) parts of each."""
    assert w.bot is not None
    service = w.bot.service
    counter = Counter(w.bot.store.engine)
    counter.watch(service)
    game = gwent()
    out: list[float] = []
    parts: list[tuple[float, float]] = []  # (MESSAGE_CREATE to the move's commit, to the first request)
    totals = [0] * 6
    timed = 0
    while len(out) < n + warmup:
        # the match the last round left off, else a new one (an abandoned match waiting for a DM would
        # make the players' DMs ambiguous between two matches)
        mid = current[0] if current[0] is not None else await w.challenge(w.alice, w.bob)
        current[0] = mid
        thread = w.thread(mid)
        players = w.players(mid)
        await w.fake.wait_for(lambda: w.fake.pinned(thread), timeout=30)  # noqa: B023
        await w.fake.idle(quiet=0.02, timeout=30)
        table = w.fake.pinned(thread)[0]
        path = f"/channels/{thread.id}/messages/{table.id}"
        while len(out) < n + warmup:
            state = service.cached_state(mid)
            if state is None:  # finished (it left the cache), or not loaded since the restart
                state = service.state_of(mid)
                if game.result(state) is not None:
                    current[0] = None
                    break
            pending = list(game.pending(state))
            if not pending:
                current[0] = None
                break
            d = pending[0]
            user = players[d.seat]
            text = game.random_post(state, d.seat, rng)
            before = counter.snapshot()
            msg = await w.say(user, user if d.private else thread, text)
            out.append(await caused_by(w.fake, msg.t_created, path))
            after_move = service.cached_state(mid)
            if after_move is not None:
                positions.append(after_move)
            first = min(r.t_start for r in w.fake.requests_since(msg.t_created))
            parts.append((counter.judge_commit_at - msg.t_created, first - msg.t_created))
            if len(out) > warmup:
                after = counter.snapshot()
                totals = [t + a - b for t, a, b in zip(totals, after, before, strict=True)]
                timed += 1
    return out[warmup:], [*totals[:5], timed], parts[warmup:]


def figures_of(totals: list[int]) -> dict[str, float]:
    timed = max(1, totals[5])
    return {
        "statements_per_move": totals[0] / timed,
        "commits_per_move": totals[1] / timed,
        "delivery_statements_per_move": totals[2] / timed,
        "delivery_commits_per_move": totals[3] / timed,
        "judge_thread_commits_per_move": totals[4] / timed,  # read-only transactions included
    }


async def caused_by(fake: FakeDiscord, since: float, table_path: str) -> float:
    """Wait for the table edit a move causes, then for quiet (stray DMs); seconds from the move's
    MESSAGE_CREATE to the end of the last request it caused."""

    def edited() -> bool:
        return any(
            r.method == "PATCH" and r.path == table_path and r.t_end for r in fake.requests_since(since)
        )

    await fake.wait_for(edited, timeout=30)
    await fake.idle(quiet=0.02, timeout=30)
    return max(r.t_end for r in fake.requests_since(since) if r.t_end is not None) - since


class FloorBot(discord.Client):
    """The floor: commit the move to SQLite (WAL, synchronous=FULL), post it, edit the pinned table; with
    pictures on, that edit carries the table's picture, drawn by the game's renderer (the work a picture
    needs: the judge's positions, replayed one per move)."""

    def __init__(self, db: Path, draw: Any = None) -> None:
        intents = discord.Intents.none()
        intents.guilds = intents.guild_messages = intents.message_content = True
        super().__init__(
            intents=intents, guild_ready_timeout=0.05, allowed_mentions=discord.AllowedMentions.none()
        )
        self.db = sqlite3.connect(db, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=FULL")
        self.db.execute("CREATE TABLE IF NOT EXISTS posts (id INTEGER PRIMARY KEY, channel INT, text TEXT)")
        self.tables: dict[int, int] = {}  # channel -> its pinned table message (kept across rounds)
        self.channel_id: int | None = None
        self.draw = draw  # None, or () -> the PNG of the next of the judge's positions

    async def on_message(self, message: discord.Message) -> None:
        if message.author.bot or message.channel.id != self.channel_id:
            return
        self.db.execute("BEGIN IMMEDIATE")
        self.db.execute(
            "INSERT INTO posts (channel, text) VALUES (?, ?)", (message.channel.id, message.content)
        )
        self.db.execute("COMMIT")
        await message.channel.send(f"**{message.author.name}**: {message.content}")
        table_id = self.tables.get(message.channel.id)
        if table_id is None:
            made = await message.channel.send("table")
            self.tables[message.channel.id] = made.id
            await made.pin()
            return
        table = message.channel.get_partial_message(table_id)  # type: ignore[union-attr]
        if self.draw is None:
            await table.edit(content=f"table after {message.content}")
        else:
            png = self.draw()
            picture = discord.File(io.BytesIO(png), filename="table.png")
            await table.edit(content=f"table after {message.content}", attachments=[picture])


async def floor_latencies(
    w: World,
    channel: Any,
    n: int,
    warmup: int,
    db: Path,
    draw: Any = None,
    tables: dict[int, int] | None = None,
) -> list[float]:
    bot = FloorBot(db, draw)
    bot.channel_id = channel.id
    if tables is not None:
        bot.tables = tables  # the table made in an earlier round
    await bot.login(w.fake.token)
    task = asyncio.create_task(bot.connect(reconnect=False))
    await asyncio.wait_for(bot.wait_until_ready(), 10)
    out: list[float] = []
    try:
        if not bot.tables:
            await w.say(w.alice, channel, "warm-up")
            await w.fake.wait_for(lambda: w.fake.pinned(channel), timeout=30)
            await w.fake.idle(quiet=0.02, timeout=30)
        table = w.fake.pinned(channel)[0]
        path = f"/channels/{channel.id}/messages/{table.id}"
        for i in range(n + warmup):
            msg = await w.say(w.alice, channel, f"move {i}")
            out.append(await caused_by(w.fake, msg.t_created, path))
    finally:
        await bot.close()
        bot.db.close()
        with contextlib.suppress(Exception, asyncio.CancelledError):
            await task
    return out[warmup:]


async def bench(
    n: int, warmup: int, tmp: Path, pictures: bool = True, rounds: int = 5
) -> tuple[list[float], list[float], dict[str, Any], list[tuple[float, float]]]:
    """The judge and the floor take turns: ``rounds`` rounds of n/rounds timed moves each (after ``warmup``
    dropped ones), so both see the machine in the same states (a shared machine's speed drifts over a
    minute). Only one bot is connected at a time: each parses only its own gateway events."""
    positions: list[Any] = []  # the public positions the judge drew, for the floor to draw too
    judged: list[float] = []
    floor: list[float] = []
    parts: list[tuple[float, float]] = []
    totals = [0] * 6
    tables: dict[int, int] = {}
    current: list[int | None] = [None]  # the match being played, carried from round to round
    rng = random.Random(1)
    game = gwent()

    drawn = itertools.count()  # the floor draws the judge's positions in turn, across rounds

    def draw() -> bytes:
        return bytes(game.render_picture(positions[next(drawn) % len(positions)], PUBLIC, "en"))

    async with FakeDiscord() as fake:
        configure_discord_py(fake.api_base, fake.gateway_url)
        w = await make_world(fake, tmp)
        keep_loaded()  # as the bot's own start does once its games are loaded (bot.discord.app.create_bot)
        floor_channel = fake.add_text_channel(w.guild, "floor")
        try:
            for r in range(rounds):
                share = n // rounds + (1 if r < n % rounds else 0)
                await w.start_bot()
                if r == 0:
                    await w.setup_server(pictures=pictures)
                out, counts, timed_parts = await judge_latencies(w, share, warmup, rng, positions, current)
                await w.stop_bot()
                judged += out
                parts += timed_parts
                totals = [t + c for t, c in zip(totals, counts, strict=True)]
                floor += await floor_latencies(
                    w, floor_channel, share, warmup, tmp / "floor.db", draw if pictures else None, tables
                )
        finally:
            await w.close()
    return judged, floor, figures_of(totals), parts


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--moves", type=int, default=1000, help="timed accepted moves (and floor samples)")
    ap.add_argument("--warmup", type=int, default=20, help="moves dropped at the start of each round")
    ap.add_argument(
        "--rounds", type=int, default=5, help="turns the judge and the floor take (1: one after the other)"
    )
    ap.add_argument("--quick", action="store_true", help="300 samples each (about a minute)")
    ap.add_argument("--pictures", choices=("on", "off"), default="on", help="the server's table pictures")
    args = ap.parse_args(argv)
    n, warmup = (300, 10) if args.quick else (args.moves, args.warmup)
    load = os.getloadavg()[0]
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name) / "bench"
        tmp.mkdir()
        judged, floor, figures, parts = asyncio.run(bench(n, warmup, tmp, args.pictures == "on", args.rounds))
    j50, j99 = statistics.median(judged), percentile(judged, 99)
    f50, f99 = statistics.median(floor), percentile(floor, 99)
    print(f"{'per accepted move over loopback':<40}{'median':>10}{'p99':>10}{'n':>7}")
    print(f"{'  judge bot (all a move causes)':<40}{j50 * 1e3:>8.2f}ms{j99 * 1e3:>8.2f}ms{len(judged):>7}")
    print(
        f"{'  floor bot (commit, post, table edit)':<40}{f50 * 1e3:>8.2f}ms{f99 * 1e3:>8.2f}ms{len(floor):>7}"
    )
    print(
        f"  pictures {args.pictures}: the floor's table edit {'carries the same picture' if args.pictures == 'on' else 'is text'}"
    )
    print(f"{'  ratio judge / floor':<40}{j50 / f50:>9.2f}x{j99 / f99:>9.2f}x")
    committed = [c for c, _ in parts]
    first = [r for _, r in parts]
    c50, r50 = statistics.median(committed), statistics.median(first)
    print(
        f"{'  judge: MESSAGE_CREATE to its commit':<40}{c50 * 1e3:>8.2f}ms{percentile(committed, 99) * 1e3:>8.2f}ms"
    )
    print(
        f"{'  judge: MESSAGE_CREATE to 1st request':<40}{r50 * 1e3:>8.2f}ms{percentile(first, 99) * 1e3:>8.2f}ms"
    )
    print(
        f"  the move's transaction: {figures['statements_per_move']:.2f} statements, "
        f"{figures['commits_per_move']:.2f} commits that wrote "
        f"({figures['judge_thread_commits_per_move']:.2f} with read-only ones); outbox delivery: "
        f"{figures['delivery_statements_per_move']:.2f} statements, "
        f"{figures['delivery_commits_per_move']:.2f} commits that wrote, per move"
    )
    print(
        f"  load average {load:.1f} before, {os.getloadavg()[0]:.1f} after; {time.perf_counter() - t0:.0f} s"
    )
    result = {
        "move_p50_ms": round(j50 * 1e3, 3),
        "move_p99_ms": round(j99 * 1e3, 3),
        "floor_p50_ms": round(f50 * 1e3, 3),
        "floor_p99_ms": round(f99 * 1e3, 3),
        "ratio_p50": round(j50 / f50, 3),
        "ratio_p99": round(j99 / f99, 3),
        "commits_per_move": round(figures["commits_per_move"], 3),
        "all_commits_per_move": round(figures["judge_thread_commits_per_move"], 3),
        "statements_per_move": round(figures["statements_per_move"], 3),
        "delivery_commits_per_move": round(figures["delivery_commits_per_move"], 3),
        "delivery_statements_per_move": round(figures["delivery_statements_per_move"], 3),
        "accepted_p50_ms": round(c50 * 1e3, 3),
        "first_request_p50_ms": round(r50 * 1e3, 3),
        "pictures": args.pictures,
        "rounds": args.rounds,
        "samples": len(judged),
        "loadavg": round(load, 2),
    }
    print(json.dumps(result))


if __name__ == "__main__":
    main()

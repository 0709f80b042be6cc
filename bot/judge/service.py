"""The judge's public face: one thin :class:`JudgeService` over the parts that do the work.

The parts, along a move's path (each its own module, none inheriting from another):

- :class:`~bot.judge.desk.Desk` — the store, the games, the clock, languages, the one lock;
- :class:`~bot.judge.live.LiveStates` — the live state cache and snapshots;
- :class:`~bot.judge.runner.Runner` — one transaction per command, retries, handing items to the sender;
- :class:`~bot.judge.writer.OutboxWriter` — the one writer of outbox rows;
- :class:`~bot.judge.telling.Herald` — events, asks and results in words;
- :class:`~bot.judge.commit.Committer` — the commit of an accepted post or a finish (one record each);
- :class:`~bot.judge.reminders.Reminders`, :class:`~bot.judge.starting.Starter`;
- the commands: :class:`~bot.judge.moves.PlayerMoves`, :class:`~bot.judge.lobby.Lobby`,
  :class:`~bot.judge.queries.Queries`, :class:`~bot.judge.powers.JudgePowers`,
  :class:`~bot.judge.tables.Tables`.

The store's log (setup + seed + accepted posts) is the truth; a state is loaded lazily, on a match's first
post or question, from its newest snapshot and the posts after it, so a restart replays nothing before
READY. Methods are synchronous and thread-safe (one lock: moves are serial).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping
from datetime import datetime
from typing import Any, NoReturn

from bot.judge.api import Reply
from bot.judge.commit import Committer, FinishHook
from bot.judge.context import refuse
from bot.judge.desk import Desk
from bot.judge.files import Files
from bot.judge.leaving import Leaving
from bot.judge.live import LiveStates
from bot.judge.lobby import Lobby
from bot.judge.moves import PlayerMoves
from bot.judge.powers import JudgePowers
from bot.judge.queries import Queries
from bot.judge.reminders import Reminders
from bot.judge.runner import Runner
from bot.judge.starting import Starter
from bot.judge.tables import Tables
from bot.judge.telling import Herald
from bot.judge.undo import Undo
from bot.judge.writer import OutboxWriter
from bot.store import Store, Tx, utcnow
from cards.core import Game, Lang


class JudgeService:
    """The game-agnostic judge, built of its parts; its commands are theirs (bound here, no logic)."""

    def __init__(
        self,
        store: Store,
        games: Mapping[str, Game],
        clock: Callable[[], datetime] = utcnow,
        *,
        default_language: str = "en",
        default_deadline_hours: int = 72,
        seed_source: Callable[[], int] | None = None,
        on_enqueue: Callable[[], None] | None = None,
    ) -> None:
        desk = self.desk = Desk(
            store,
            games,
            clock,
            default_language=default_language,
            default_deadline_hours=default_deadline_hours,
            seed_source=seed_source,
            on_enqueue=on_enqueue,
        )
        live = self.live = LiveStates(desk)
        writer = OutboxWriter(desk)
        runner = Runner(desk, live, writer)
        herald = Herald(desk, writer)
        reminders = Reminders(desk, live, writer, runner)
        committer = self.committer = Committer(desk, live, writer, herald, reminders)
        starter = Starter(desk, live, writer, herald, reminders)
        files = Files(desk, live)
        moves = PlayerMoves(desk, live, runner, committer)
        lobby = Lobby(desk, runner, writer, starter)
        queries = Queries(desk, live, runner, writer, files)
        undo = Undo(desk, live, writer, herald, reminders)
        powers = JudgePowers(desk, live, runner, writer, herald, committer, reminders, starter, files, undo)
        tables = Tables(desk, live, runner, writer, starter)
        # incoming posts and player commands
        self.handle_thread_post = moves.handle_thread_post
        self.handle_direct_message = moves.handle_direct_message
        self.play = moves.play
        self.pass_ = moves.pass_
        self.challenge = lobby.challenge
        self.accept = lobby.accept
        self.set_language = lobby.set_language
        self.setup = lobby.setup
        # questions and startup
        self.hand = queries.hand
        self.table = queries.table
        self.legal_posts = queries.legal_posts
        self.state_of = queries.state_of
        self.match_for_channel = queries.match_for_channel
        self.language_for = queries.language_for
        self.judge_role_id = queries.judge_role_id
        self.resume_all = queries.resume_all
        self.attachments = files.attachments
        self.cached_state = live.cached
        # judge powers, open tables, time
        self.create_by_judge = powers.create_by_judge
        self.judge_hands = powers.judge_hands
        self.judge_act = powers.judge_act
        self.judge_undo = powers.judge_undo
        self.undo_in = undo.undo_in  # a player's accepted undo request (bot.judge.undo_requests)
        self.open_ctx = live.open
        self.judge_end = powers.judge_end
        self.judge_end_as = powers.judge_end_as
        self.pause = powers.pause
        self.resume = powers.resume
        self.set_match_deadline = powers.set_match_deadline
        self.open_table = tables.open_table
        self.join_table = tables.join_table
        self.judge_seat = tables.judge_seat
        self.tick = reminders.tick
        self.deadline_of = desk.deadline_of
        # for services built on the judge (tournaments)
        self.run_in_tx: Callable[[Callable[[Tx], Reply]], Reply] = runner.run
        self.batch = runner.batch  # many commands, one commit (the catch-up's backlog)
        self.start_match_in = starter.start_match_in
        self.finish_match_in = committer.finish_match_in
        self.concede_seat_in = Leaving(desk, live, committer).concede_in  # a tournament drop (issue 25)

    # -- settings the adapters and tests read or set ---------------------------------------------------
    @property
    def store(self) -> Store:
        return self.desk.store

    @property
    def games(self) -> dict[str, Game]:
        return self.desk.games

    @property
    def clock(self) -> Callable[[], datetime]:
        return self.desk.clock

    @property
    def default_language(self) -> Lang:
        return self.desk.default_language

    @property
    def default_deadline_hours(self) -> int:
        return self.desk.default_deadline_hours

    @property
    def lock(self) -> threading.RLock:
        """The judge's lock: one change at a time (an adapter may judge on its own thread when it is free)."""
        return self.desk.lock

    @property
    def on_enqueue(self) -> Callable[[], None] | None:
        """Called after a commit that queued outbox items (wakes the sender)."""
        return self.desk.on_enqueue

    @on_enqueue.setter
    def on_enqueue(self, wake: Callable[[], None] | None) -> None:
        self.desk.on_enqueue = wake

    @property
    def claimer(self) -> Any:
        """The sender of this process (``OutboxWorker.serve``): a commit hands it its items in memory."""
        return self.desk.claimer

    @claimer.setter
    def claimer(self, worker: Any) -> None:
        self.desk.claimer = worker

    @property
    def live_cap(self) -> int:
        """At most this many live states are cached (least recently used out first)."""
        return self.live.cap

    @live_cap.setter
    def live_cap(self, cap: int) -> None:
        self.live.cap = cap

    @property
    def broken(self) -> dict[int, str]:
        """Match id -> why its log could not be restored."""
        return self.live.broken

    def add_finish_hook(self, hook: FinishHook) -> None:
        """Call ``hook(tx, match, state)`` inside the transaction that finishes a match (``match.result``
        is set; ``state`` is the engine state, None if unknown), so e.g. a tournament records the result
        atomically with the match. A hook that raises is logged and its writes roll back; the match
        still finishes."""
        self.committer.finish_hooks.append(hook)

    @staticmethod
    def refuse(text: str, match_id: int | None = None) -> NoReturn:
        """Leave :attr:`run_in_tx` with a refusal (everything done in its transaction rolls back)."""
        refuse(text, match_id)

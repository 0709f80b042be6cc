"""What every part of the judge reads: the store, the games, the clock, the languages, the one lock."""

from __future__ import annotations

import secrets
import threading
import uuid
from collections.abc import Callable, Mapping
from datetime import datetime
from typing import Any

from bot.judge.messages import norm_lang
from bot.store import Match, Store, Tx, utc, utcnow
from cards.core import Game, Lang


class Desk:
    """The judge's shared settings and look-ups (no state of any match)."""

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
        self.store = store
        self.games = dict(games)
        self.clock = clock
        self.default_language = norm_lang(default_language)
        self.default_deadline_hours = default_deadline_hours
        self.seed_source = seed_source or (lambda: secrets.randbits(62))
        self.lock = threading.RLock()  # one change at a time: moves are serial
        self.boot = uuid.uuid4().hex[:12]  # names this process's re-sync items
        self.on_enqueue = on_enqueue  # called after a commit that queued outbox items (wake the sender)
        # the sender of this process (OutboxWorker.serve): a commit writes its items claimed by it and
        # hands them over in memory, so delivery starts without a claiming transaction
        self.claimer: Any = None
        # (parent channel id, lang) -> why no match thread can be made there, or None: a match that cannot
        # get its thread is not started (the adapter's view of Discord: bot.discord.preflight; issue 24)
        self.thread_check: Callable[[int, Lang], str | None] | None = None

    def now(self) -> datetime:
        return utc(self.clock())

    def guild_lang(self, tx: Tx, guild_id: int | None) -> Lang:
        guild = tx.guild(guild_id)
        return norm_lang(guild.language if guild else None, self.default_language)

    def user_lang(self, tx: Tx, user_id: int, guild_id: int | None) -> Lang:
        return norm_lang(tx.user_language(user_id), self.guild_lang(tx, guild_id))

    def game_list(self) -> str:
        return ", ".join(sorted(self.games)) or "-"

    def deadline_hours(self, tx: Tx, match: Match) -> int:
        return self.deadline_of(tx, match.deadline_hours, match.guild_id)

    def deadline_of(self, tx: Tx, hours: int | None, guild_id: int | None) -> int:
        """Hours per decision: ``hours`` if set (a match's, a tournament's), else the server's, else the
        bot's default."""
        if hours:
            return hours
        guild = tx.guild(guild_id)
        if guild is not None and guild.deadline_hours:
            return guild.deadline_hours
        return self.default_deadline_hours

    def pictures_on(self, tx: Tx, guild_id: int | None) -> bool:
        guild = tx.guild(guild_id)
        return guild is None or guild.pictures is not False

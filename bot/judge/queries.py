"""What a player or an adapter may ask without changing anything: a player's hand, the table, the
autocomplete of ``/play``, a match's state; and the startup re-sync of tables that never went out."""

from __future__ import annotations

import logging
from typing import Any

from bot.judge.api import Actor, Reply
from bot.judge.context import match_here, refuse, view_text
from bot.judge.desk import Desk
from bot.judge.files import Files
from bot.judge.live import LiveStates
from bot.judge.messages import t
from bot.judge.runner import Runner
from bot.judge.writer import OutboxWriter
from bot.store import ACTIVE, Match, Tx
from cards.core import PUBLIC, Audience, Lang

log = logging.getLogger(__name__)


class Queries:
    """Answers about matches, and the startup re-sync."""

    def __init__(
        self, desk: Desk, live: LiveStates, runner: Runner, writer: OutboxWriter, files: Files
    ) -> None:
        self.desk = desk
        self.live = live
        self.runner = runner
        self.writer = writer
        self.files = files

    def hand(self, actor: Actor, channel_id: int | None = None, match_id: int | None = None) -> Reply:
        """The caller's own view of a match (this thread's, the given one, or their only live match)."""

        def work(tx: Tx) -> Reply:
            lang = self.desk.user_lang(tx, actor.user_id, None)
            match = tx.match(match_id) if match_id is not None else None
            if match is None and channel_id is not None:
                match = tx.match_by_channel(channel_id)
            if match is None:
                mine = tx.matches_of_user(actor.user_id)
                if len(mine) != 1:
                    refuse(t("no_match_for_you", lang))
                match = mine[0]
            lang = self.desk.user_lang(tx, actor.user_id, match.guild_id)
            m = self.live.open(tx, match, lang)
            seat = m.seat_of(actor.user_id)
            if seat is None:
                refuse(t("not_seated", lang, match=m.id), m.id)
            text = t("hand_header", lang, match=m.id) + "\n" + view_text(m, seat, lang)
            return Reply("ok", text, match_id=m.id)

        return self.runner.run(work)

    def table(self, actor: Actor, channel_id: int) -> Reply:
        def work(tx: Tx) -> Reply:
            lang = self.desk.user_lang(tx, actor.user_id, None)
            match = match_here(tx, channel_id, lang)
            lang = self.desk.user_lang(tx, actor.user_id, match.guild_id)
            m = self.live.open(tx, match, lang)
            body = m.game.render_table(m.state, PUBLIC, lang)
            seat = m.seat_of(actor.user_id)  # a player's picture shows what he sees (his own hand too)
            audience = PUBLIC if seat is None else Audience.player(seat)
            files = self.files.picture(tx, m, audience, lang)
            return Reply("ok", t("table_header", lang, match=m.id) + "\n" + body, match_id=m.id, files=files)

        return self.runner.run(work)

    def resume_all(self) -> list[int]:
        """At startup: the ids of the live matches, and a table re-sync for each match whose newest table
        item failed to go out (a pending one is still delivered by the outbox). Nothing is replayed here:
        a match's state is loaded lazily, from its newest snapshot, on its first post or question."""
        with self.desk.lock, self.desk.store.tx() as tx:
            live = tx.live_match_ids()
            stale = tx.unsynced_tables()
        for match_id in stale:

            def work(tx: Tx, match_id: int = match_id) -> Reply:
                match = tx.match(match_id)
                assert match is not None
                m = self.live.open(tx, match, self.desk.guild_lang(tx, match.guild_id))
                # its newest table edit never reached Discord: this one carries the picture again
                self.writer.table(tx, m, f"m{match_id}:resync:{self.desk.boot}", picture=True)
                return Reply("ok")

            self.runner.run(work)
        return live

    def match_for_channel(self, channel_id: int) -> Match | None:
        with self.desk.store.tx() as tx:
            return tx.match_by_channel(channel_id)

    def state_of(self, match_id: int) -> Any:
        """The current engine state of a match (for the demo's players, autocomplete, benchmarks)."""
        with self.desk.lock, self.desk.store.tx() as tx:
            match = tx.match(match_id)
            if match is None:
                raise KeyError(match_id)
            return self.live.state(tx, match, self.desk.games[match.game])

    def legal_posts(self, channel_id: int, user_id: int, prefix: str = "", limit: int = 25) -> list[str]:
        """Autocomplete for ``/play``: the game's ``legal_posts`` for the caller's seat, kept while the
        same decisions (by id) are pending in the same state."""
        with self.desk.lock, self.desk.store.tx() as tx:
            match = tx.match_by_channel(channel_id)
            if (
                match is None
                or match.id is None
                or match.status != ACTIVE
                or match.game not in self.desk.games
            ):
                return []
            game = self.desk.games[match.game]
            seat = next((s.seat for s in tx.seats(match.id) if s.user_id == user_id), None)
            if seat is None:
                return []
            try:
                state = self.live.state(tx, match, game)
                ids = "|".join(d.id for d in game.pending(state) if d.seat == seat)
                cached = self.live.autocomplete.get((match.id, seat))
                if cached is not None and cached[0] == ids:
                    posts = cached[1]
                else:
                    posts = list(game.legal_posts(state, seat)) if ids else []
                    self.live.autocomplete[(match.id, seat)] = (ids, posts)
            except Exception:
                log.exception("legal_posts failed")
                return []
        wanted = prefix.casefold()
        return [p for p in posts if wanted in p.casefold()][:limit]

    def language_for(self, user_id: int, guild_id: int | None = None) -> Lang:
        with self.desk.store.tx() as tx:
            return self.desk.user_lang(tx, user_id, guild_id)

    def judge_role_id(self, guild_id: int | None) -> int | None:
        with self.desk.store.tx() as tx:
            guild = tx.guild(guild_id)
            return guild.judge_role_id if guild else None

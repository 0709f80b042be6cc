"""A match comes to be: its row and seats (proposed), then its start — the engine's setup, the thread
with the pinned table, the players pinged, the first decisions asked."""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import Any

from bot.judge.api import Actor, Reply
from bot.judge.context import Abort, MatchCtx, illegal_text, refuse, seat_setup
from bot.judge.desk import Desk
from bot.judge.live import LiveStates
from bot.judge.messages import t
from bot.judge.payloads import escape, mention
from bot.judge.reminders import Reminders
from bot.judge.replay import initial_state
from bot.judge.telling import Herald
from bot.judge.writer import OutboxWriter
from bot.store import ACTIVE, PROPOSED, Match, Tx
from cards.core import Lang, MoveError

log = logging.getLogger(__name__)


class Starter:
    """Creates matches and starts them."""

    def __init__(
        self, desk: Desk, live: LiveStates, writer: OutboxWriter, herald: Herald, reminders: Reminders
    ) -> None:
        self.desk = desk
        self.live = live
        self.writer = writer
        self.herald = herald
        self.reminders = reminders

    def start_match_in(
        self,
        tx: Tx,
        creator: Actor,
        guild_id: int | None,
        channel_id: int,
        game: str,
        players: Sequence[Actor],
        *,
        variant: str | None = None,
        setup: Mapping[str, Any] | None = None,
        deadline_hours: int | None = None,
    ) -> Match:
        """Create and start a match inside the caller's transaction (thread, pings, prompts), as
        ``create_by_judge`` does; ``creator`` is recorded as its judge. A setup the game refuses aborts."""
        lang = self.desk.user_lang(tx, creator.user_id, guild_id)
        if game not in self.desk.games:
            refuse(t("unknown_game", lang, game=game, games=self.desk.game_list()))
        match = self.new_match(
            tx,
            creator,
            guild_id,
            channel_id,
            game,
            variant,
            setup,
            players,
            judge_id=creator.user_id,
            deadline_hours=deadline_hours,
        )
        self.start(tx, match, lang)
        return match

    def new_match(
        self,
        tx: Tx,
        creator: Actor,
        guild_id: int | None,
        channel_id: int,
        game: str,
        variant: str | None,
        setup: Mapping[str, Any] | None,
        players: Sequence[Actor],
        judge_id: int | None = None,
        deadline_hours: int | None = None,
    ) -> Match:
        guild = tx.guild(guild_id)
        if not channel_id and not (guild and guild.match_channel_id):  # nowhere for the thread (issue 8)
            refuse(t("no_channel", self.desk.user_lang(tx, creator.user_id, guild_id)))
        full_setup = dict(setup or {})
        if variant is not None:
            full_setup.setdefault("variant", variant)
        full_setup["players"] = seat_setup(full_setup.get("players"), players)
        match = Match(
            guild_id=guild_id,
            parent_channel_id=(guild.match_channel_id if guild and guild.match_channel_id else channel_id),
            game=game,
            variant=variant,
            setup=full_setup,
            seed=int(self.desk.seed_source()),
            status=PROPOSED,
            created_by=creator.user_id,
            judge_id=judge_id,
            deadline_hours=deadline_hours,
            created_at=self.desk.now(),
        )
        return tx.add_match(match, [(p.user_id, p.name) for p in players])

    def start(self, tx: Tx, match: Match, lang: Lang) -> MatchCtx:
        game = self.desk.games.get(match.game)
        if game is None:
            refuse(t("unknown_game", lang, game=match.game, games=self.desk.game_list()))
        assert match.id is not None
        tx.lock_match(match)
        if match.status != PROPOSED:  # another process started it meanwhile
            raise Abort(Reply("refused", t("not_challenged", lang, match=match.id), match_id=match.id))
        check = self.desk.thread_check
        problem = check(match.parent_channel_id, lang) if check and match.parent_channel_id else None
        if problem:  # refused before anything is queued: no DM to any player, the match stays unstarted
            raise Abort(Reply("refused", problem, match_id=match.id))
        try:
            state, events = initial_state(game, match.setup, match.seed)
        except MoveError as exc:
            refuse(illegal_text(exc, lang))
        except Exception:
            log.exception("new_match failed for match %s", match.id)
            raise Abort(Reply("error", t("engine_error", lang))) from None
        match.status = ACTIVE
        match.started_at = self.desk.now()
        tx.session.add(match)
        m = MatchCtx(match, game, state, tx.seats(match.id), self.desk.guild_lang(tx, match.guild_id))
        names = [s.display_name for s in m.seats]
        thread_name = t("thread_name", m.lang, match=m.id, players=t("versus", m.lang).join(names))[:100]
        self.writer.thread(tx, m, match.parent_channel_id, thread_name)
        players = t("and", m.lang).join(f"**{escape(n)}**" for n in names)
        users = [s.user_id for s in m.seats]
        start = [t("match_started", m.lang, match=m.id, players=players), " ".join(mention(u) for u in users)]
        told, _ = self.herald.tell(tx, m, events, [], f"m{m.id}:s0", 0, ask_key=f"m{m.id}:start")
        self.writer.say(tx, m, f"m{m.id}:start", "\n".join(start + told), users=users)
        self.reminders.sync(tx, m, acted=set())
        self.live.started(tx, m.id)
        self.live.keep(tx, m.match, state)
        self.live.remember_position(tx, m.id)
        return m

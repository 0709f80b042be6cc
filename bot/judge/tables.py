"""Open tables: a host opens a table for any registered game (variant, seat count, typed setup options from
its :class:`cards.core.GameInfo`), players take the seats with a persistent Join button (or ``/table
join``), and the match starts by itself when the last seat is taken. A judge may seat a player at an open
table or put a substitute in a live match's seat. Nothing here names a game.

An open table is a ``proposed`` match whose setup holds ``TABLE_KEY`` (the seats wanted); the key is
taken out when the match starts, so the engine only ever sees ``{"variant", "players", **options}``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.judge.api import Actor, Reply
from bot.judge.context import label, refuse, require_judge, seat_setup, view_text
from bot.judge.desk import Desk
from bot.judge.games import game_title
from bot.judge.live import LiveStates
from bot.judge.messages import t
from bot.judge.payloads import escape, mention
from bot.judge.runner import Runner
from bot.judge.starting import Starter
from bot.judge.writer import OutboxWriter
from bot.store import PROPOSED, Match, MatchSeat, Tx
from bot.store.models import LIVE_STATUSES
from cards.core import Lang

TABLE_KEY = "_table"
MAX_OPEN_TABLES = 5  # open tables one host may have at once


def table_seats(match: Match) -> int | None:
    """The seats an open table waits for; None for a match that is not an open table."""
    table = (match.setup or {}).get(TABLE_KEY)
    return int(table["seats"]) if isinstance(table, Mapping) and "seats" in table else None


class Tables:
    """Open tables: opening one, taking its seats, a judge seating a player."""

    def __init__(
        self, desk: Desk, live: LiveStates, runner: Runner, writer: OutboxWriter, starter: Starter
    ) -> None:
        self.desk = desk
        self.live = live
        self.runner = runner
        self.writer = writer
        self.starter = starter

    def open_table(
        self,
        actor: Actor,
        guild_id: int | None,
        channel_id: int,
        game: str,
        *,
        variant: str | None = None,
        seats: int | None = None,
        options: Mapping[str, Any] | None = None,
        seat_host: bool = True,
    ) -> Reply:
        """Open a table in ``channel_id``; the host takes seat 1 unless ``seat_host`` is False (a judge
        opening a table for others)."""

        def work(tx: Tx) -> Reply:
            lang = self.desk.user_lang(tx, actor.user_id, guild_id)
            if not channel_id:  # nowhere for the announcement and its Join button (issue 24)
                refuse(t("table_no_channel", lang))
            engine = self.desk.games.get(game)
            if engine is None:
                refuse(t("unknown_game", lang, game=escape(game[:40]), games=self.desk.game_list()))
            info = engine.info
            wanted = seats or info.default_seats
            try:
                info.check_seats(wanted)
                chosen = info.variant(variant)
                setup = info.setup_options(dict(options or {}))
            except ValueError as exc:
                refuse(t("bad_table", lang, reason=escape(str(exc))))
            if not seat_host and not actor.is_judge:
                refuse(t("judge_only", lang))
            mine = [m for m in tx.matches_of_user(actor.user_id, [PROPOSED]) if table_seats(m) is not None]
            if len(mine) >= MAX_OPEN_TABLES:
                refuse(t("too_many_tables", lang, count=MAX_OPEN_TABLES))
            if chosen is not None:
                setup["variant"] = chosen.name
            setup[TABLE_KEY] = {"seats": wanted, "channel": channel_id}  # seat notices go beside the button
            host = [actor] if seat_host else []
            match = self.starter.new_match(
                tx, actor, guild_id, channel_id, game, chosen.name if chosen else None, setup, host
            )
            if not seat_host:
                match.judge_id = actor.user_id
                tx.session.add(match)
            glang = self.desk.guild_lang(tx, guild_id)
            what = self._table_what(engine, game, chosen, wanted, glang)
            key = f"m{match.id}:table-open"
            text = t(
                "table_opened",
                glang,
                host=f"**{escape(actor.name)}**",
                what=what,
                match=match.id,
                seated=len(host),
                seats=wanted,
            )
            join = {"match_id": match.id, "label": t("join_button", glang)}
            self.writer.post_in_channel(tx, channel_id, match.id, key, text, join=join)
            tx.audit(
                "open_table",
                match_id=match.id,
                guild_id=guild_id,
                actor_id=actor.user_id,
                detail={
                    "game": game,
                    "seats": wanted,
                    "setup": {k: v for k, v in setup.items() if k != TABLE_KEY},
                },
                at=self.desk.now(),
            )
            return Reply("ok", t("table_opened_you", lang, match=match.id, what=what), match_id=match.id)

        return self.runner.run(work)

    def join_table(self, actor: Actor, match_id: int, guild_id: int | None = None) -> Reply:
        """Take the next free seat of an open table; the last seat taken starts the match."""

        def work(tx: Tx) -> Reply:
            lang = self.desk.user_lang(tx, actor.user_id, guild_id)
            match = self._open_table(tx, match_id, guild_id, lang)
            return self._seat_at_table(tx, match, actor, lang, by=None)

        return self.runner.run(work)

    def judge_seat(
        self,
        actor: Actor,
        player: Actor,
        *,
        channel_id: int | None = None,
        match_id: int | None = None,
        seat: int | None = None,
        guild_id: int | None = None,
    ) -> Reply:
        """A judge seats ``player``: at an open table (``match_id``) in its next free seat, or in a live
        match (this thread, or ``match_id``) in ``seat`` (0-based) in place of whoever held it."""

        def work(tx: Tx) -> Reply:
            lang = self.desk.user_lang(tx, actor.user_id, guild_id)
            if not actor.is_judge:
                refuse(t("judge_only", lang))
            match = tx.match(match_id) if match_id is not None else None
            if match is None and channel_id is not None:
                match = tx.match_by_channel(channel_id)
            if match is None or (guild_id is not None and match.guild_id != guild_id):
                refuse(t("no_such_table", lang, match=match_id or "-"))
            if match.status == PROPOSED and table_seats(match) is not None:
                if player.user_id == actor.user_id:
                    refuse(t("judge_is_player", lang, match=match.id))
                return self._seat_at_table(tx, match, player, lang, by=actor)
            if match.status not in LIVE_STATUSES:
                refuse(t("not_live", lang, match=match.id))
            m = self.live.open(tx, match, lang)
            require_judge(actor, m, lang)
            if seat is None or not 0 <= seat < len(m.seats):
                refuse(t("bad_seat", lang, match=m.id, seat=(seat + 1) if seat is not None else "-"))
            if m.seat_of(player.user_id) is not None:
                refuse(t("already_seated", lang, match=m.id))
            row = m.seats[seat]
            old_name, old_user = row.display_name, row.user_id
            row.user_id, row.display_name = player.user_id, player.name
            tx.session.add(row)
            text = t(
                "judge_replaced",
                m.lang,
                new=f"**{escape(player.name)}**",
                old=f"**{escape(old_name)}**",
                seat=seat + 1,
                mention=mention(player.user_id),
            )
            self.writer.say(
                tx,
                m,
                f"m{m.id}:replace:{seat}:{player.user_id}:{self.desk.now().timestamp()}",
                text,
                users=[player.user_id],
            )
            plang = self.desk.user_lang(tx, player.user_id, m.match.guild_id)
            asked = [d for d in m.game.pending(m.state) if d.seat == seat and d.private]
            parts = [t("seated_dm", plang, match=m.id, seat=seat + 1)]
            if asked:
                parts.append(t("prompt_private_dm", plang, match=m.id, decision=label(m, asked[0], plang)))
            parts.append(view_text(m, seat, plang))
            self.writer.dm(
                tx, m.id, player.user_id, f"m{m.id}:seated:{seat}:{player.user_id}", "\n".join(parts)
            )
            tx.audit(
                "judge_seat",
                match_id=m.id,
                actor_id=actor.user_id,
                detail={"seat": seat, "old_user": old_user, "new_user": player.user_id},
                at=self.desk.now(),
            )
            return Reply("ok", t("done", lang), match_id=m.id)

        return self.runner.run(work)

    # -- helpers --------------------------------------------------------------------------------------
    def _open_table(self, tx: Tx, match_id: int, guild_id: int | None, lang: Lang) -> Match:
        match = tx.match(match_id)
        if match is None or (guild_id is not None and match.guild_id != guild_id):
            refuse(t("no_such_table", lang, match=match_id))
        if match.status != PROPOSED:
            refuse(t("table_closed", lang, match=match_id))
        if table_seats(match) is None:
            refuse(t("no_such_table", lang, match=match_id))
        return match

    def _seat_at_table(self, tx: Tx, match: Match, player: Actor, lang: Lang, by: Actor | None) -> Reply:
        assert match.id is not None
        wanted = table_seats(match)
        assert wanted is not None
        seated = tx.seats(match.id)
        if any(s.user_id == player.user_id for s in seated):
            refuse(t("already_seated", lang, match=match.id))
        if len(seated) >= wanted:
            refuse(t("table_closed", lang, match=match.id))
        tx.session.add(
            MatchSeat(match_id=match.id, seat=len(seated), user_id=player.user_id, display_name=player.name)
        )
        tx.session.flush()
        glang = self.desk.guild_lang(tx, match.guild_id)
        now_seated = len(seated) + 1
        key = f"m{match.id}:joined:{player.user_id}"
        line = t(
            "table_joined" if by is None else "table_seated_by_judge",
            glang,
            name=f"**{escape(player.name)}**",
            match=match.id,
            seated=now_seated,
            seats=wanted,
        )
        # beside the Join button (a forum, where the match thread goes, takes no plain messages: issue 24)
        where = (match.setup.get(TABLE_KEY) or {}).get("channel") or match.parent_channel_id
        self.writer.post_in_channel(tx, where, match.id, key, line)
        tx.audit(
            "join_table",
            match_id=match.id,
            guild_id=match.guild_id,
            actor_id=(by or player).user_id,
            detail={"user": player.user_id, "seat": len(seated)},
            at=self.desk.now(),
        )
        if now_seated < wanted:
            return Reply(
                "ok",
                t("table_joined_you", lang, match=match.id, seated=now_seated, seats=wanted),
                match_id=match.id,
            )
        setup = {k: v for k, v in match.setup.items() if k != TABLE_KEY}
        players = [Actor(s.user_id, s.display_name) for s in tx.seats(match.id)]
        setup["players"] = seat_setup(setup.get("players"), players)
        match.setup = setup
        tx.session.add(match)
        self.starter.start(tx, match, lang)
        return Reply("ok", t("match_created", lang, match=match.id), match_id=match.id)

    def _table_what(self, engine: Any, game: str, variant: Any, seats: int, lang: Lang) -> str:
        title = game_title(engine, game, lang)
        if variant is not None and len(engine.info.variants) > 1:
            title += f", {variant.title(lang)}"
        return t("table_what", lang, game=title, seats=seats)

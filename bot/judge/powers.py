"""Judge powers: what a judge (a member with the judge role who does not play in the match) may do.

Judge actions are announced in the thread, never with a hidden card (G-JUDGE-VIS-*); players cannot
judge their own match (G-JUDGE-1).
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Mapping, Sequence
from typing import Any

from bot.judge.api import Actor, Reply
from bot.judge.commit import AcceptedPost, Committer, Finish
from bot.judge.context import (
    MatchCtx,
    apply_move,
    illegal_text,
    label,
    match_here,
    refuse,
    require_judge,
)
from bot.judge.desk import Desk
from bot.judge.files import Files
from bot.judge.limits import MAX_DEADLINE_HOURS
from bot.judge.live import LiveStates
from bot.judge.messages import t
from bot.judge.payloads import escape
from bot.judge.reminders import Reminders
from bot.judge.runner import Runner
from bot.judge.starting import Starter
from bot.judge.telling import Herald
from bot.judge.undo import Undo
from bot.judge.writer import OutboxWriter
from bot.store import ACTIVE, PAUSED, Tx
from bot.store.models import LIVE_STATUSES
from cards.core import JUDGE, Lang, MoveError, NotAMove, Result

log = logging.getLogger(__name__)


class JudgePowers:
    """The judge's commands, each in its own transaction."""

    def __init__(
        self,
        desk: Desk,
        live: LiveStates,
        runner: Runner,
        writer: OutboxWriter,
        herald: Herald,
        committer: Committer,
        reminders: Reminders,
        starter: Starter,
        files: Files,
        undo: Undo,
    ) -> None:
        self.desk = desk
        self.live = live
        self.runner = runner
        self.writer = writer
        self.herald = herald
        self.committer = committer
        self.reminders = reminders
        self.starter = starter
        self.files = files
        self.undo = undo

    # ============================================================================================
    def create_by_judge(
        self,
        actor: Actor,
        guild_id: int | None,
        channel_id: int,
        game: str,
        players: Sequence[Actor],
        variant: str | None = None,
        setup: Mapping[str, Any] | None = None,
        deadline_hours: int | None = None,
    ) -> Reply:
        """A judge seats ``players`` (in seat order) and starts the match at once."""

        def work(tx: Tx) -> Reply:
            lang = self.desk.user_lang(tx, actor.user_id, guild_id)
            require_judge(actor, None, lang)
            if any(p.user_id == actor.user_id for p in players):
                refuse(t("judge_is_player", lang, match="-"))
            if game not in self.desk.games:
                refuse(t("unknown_game", lang, game=game, games=self.desk.game_list()))
            if deadline_hours is not None and not 1 <= deadline_hours <= MAX_DEADLINE_HOURS:
                refuse(t("bad_deadline", lang))
            match = self.starter.start_match_in(
                tx,
                actor,
                guild_id,
                channel_id,
                game,
                players,
                variant=variant,
                setup=setup,
                deadline_hours=deadline_hours,
            )
            tx.audit(
                "create_by_judge",
                match_id=match.id,
                guild_id=guild_id,
                actor_id=actor.user_id,
                at=self.desk.now(),
            )
            return Reply("ok", t("match_created", lang, match=match.id), match_id=match.id)

        return self.runner.run(work)

    def judge_hands(self, actor: Actor, channel_id: int) -> Reply:
        """The judge's view of the match: every hidden card. Only for a judge who does not play in it."""

        def work(tx: Tx) -> Reply:
            m, lang = self._judged(tx, actor, channel_id)
            body = m.game.render_table(m.state, JUDGE, lang)
            tx.audit("judge_hands", match_id=m.id, actor_id=actor.user_id, at=self.desk.now())
            files = self.files.picture(tx, m, JUDGE, lang)
            return Reply(
                "ok", t("judge_view_header", lang, match=m.id) + "\n" + body, match_id=m.id, files=files
            )

        return self.runner.run(work)

    def judge_act(
        self, actor: Actor, channel_id: int, seat: int, post: str, interaction_id: int | None = None
    ) -> Reply:
        """The judge posts ``post`` for ``seat`` (e.g. after a deadline). A private decision stays private."""

        def work(tx: Tx) -> Reply:
            m, lang = self._judged(tx, actor, channel_id)
            if m.match.status not in LIVE_STATUSES:
                refuse(t("not_live", lang, match=m.id), m.id)
            if not 0 <= seat < len(m.seats):
                refuse(t("bad_seat", lang, match=m.id, seat=seat), m.id)
            mine = [d for d in m.game.pending(m.state) if d.seat == seat]
            try:
                action = m.game.parse(m.state, seat, post)
            except NotAMove as exc:
                refuse(t("not_a_move", lang, reason=exc.message(lang)), m.id)
            except MoveError as exc:
                refuse(illegal_text(exc, lang), m.id)
            correction = m.game.judge_only(
                m.state, seat, action
            )  # a judge's correction: any seat, any moment
            if not mine and not correction:
                refuse(t("seat_not_pending", lang, name=escape(m.name(seat))), m.id)
            private = not correction and all(d.private for d in mine)
            new_state, events = apply_move(m, seat, action, lang)
            name = escape(m.name(seat))
            if private:
                lead = t("judge_act_private", m.lang, name=name, decision=label(m, mine[0], m.lang))
            else:
                lead = t("judge_act_public", m.lang, name=name, text=post)
            key = (
                f"interaction:{interaction_id}" if interaction_id is not None else f"judge:{uuid.uuid4().hex}"
            )
            seq = self.committer.accept(
                tx,
                m,
                AcceptedPost.by_judge(
                    seat,
                    post,
                    action,
                    (new_state, events),
                    judge_id=actor.user_id,
                    source_key=key,
                    private=private,
                    lead=lead,
                ),
            )
            if private:
                uid = m.user(seat)
                plang = self.desk.user_lang(tx, uid, m.match.guild_id)
                text = t("judge_act_dm", plang, match=m.id, text=post)
                self.writer.dm(tx, m.id, uid, f"m{m.id}:s{seq}:actdm", text, fresh=True)  # names the new seq
            tx.audit(
                "judge_act",
                match_id=m.id,
                actor_id=actor.user_id,
                detail={"seat": seat, "seq": seq, "post": post},
                at=self.desk.now(),
            )
            return Reply("ok", t("done", lang), match_id=m.id)

        return self.runner.run(work)

    def judge_undo(self, actor: Actor, channel_id: int, n: int = 1) -> Reply:
        """Take back the last ``n`` accepted posts by replaying the log without them (they stay, marked undone)."""

        def work(tx: Tx) -> Reply:
            m, lang = self._judged(tx, actor, channel_id)
            return self.undo.undo_in(tx, m, lang, n, actor.user_id, "judge_undo")

        return self.runner.run(work)

    def judge_end(self, actor: Actor, channel_id: int, result: Result, match_id: int | None = None) -> Reply:
        """The judge ends the match with ``result`` (winning seats; empty + draw for a draw). ``match_id``
        names the match from any channel of its server (its thread may be gone: issue 24)."""

        def work(tx: Tx) -> Reply:
            m, lang = self._judged(tx, actor, channel_id, match_id)
            if m.match.status not in LIVE_STATUSES:
                refuse(t("not_live", lang, match=m.id), m.id)
            if result.seats != len(m.seats):
                refuse(t("bad_seat", lang, match=m.id, seat=list(result.winners)), m.id)
            key = f"m{m.id}:end:{uuid.uuid4().hex[:12]}"
            lead = t("judge_end", m.lang, match=m.id)
            self.committer.finish(tx, m, Finish(result, key=key, lead=lead, judge_id=actor.user_id))
            self.writer.table(tx, m, f"{key}:table")
            return Reply("ok", t("done", lang), match_id=m.id)

        return self.runner.run(work)

    def judge_end_as(
        self,
        actor: Actor,
        channel_id: int,
        outcome: str,
        *,
        winner_user: int | None = None,
        places: str = "",
        reason: str = "",
        match_id: int | None = None,
    ) -> Reply:
        """``/judge end`` for any seat count: ``outcome`` is ``win`` (``winner_user`` first, everyone else
        second), ``draw`` (everyone first), ``loss`` (nobody first: a double loss) or ``places``: the
        players in finishing order, ``,`` between places and ``=`` between tied players (names or
        mentions), e.g. ``Alice, Bob = Carol``."""
        with self.desk.store.tx() as tx:
            lang = self.desk.user_lang(tx, actor.user_id, None)
            match = tx.match(match_id) if match_id else tx.match_by_channel(channel_id)
            seats = tx.seats(match.id) if match is not None and match.id is not None else []
        if not seats:  # refused there: no match here
            return self.judge_end(actor, channel_id, Result.tie(2, reason), match_id)
        n = len(seats)
        if outcome == "draw":
            return self.judge_end(actor, channel_id, Result.tie(n, reason), match_id)
        if outcome == "loss":
            return self.judge_end(actor, channel_id, Result.no_winner(n, reason), match_id)
        if outcome == "win":
            seat = next((s.seat for s in seats if s.user_id == winner_user), None)
            if seat is None:
                return Reply("refused", t("winner_needed", lang))
            return self.judge_end(actor, channel_id, Result.win(seat, n, reason), match_id)
        groups: list[list[int]] = []
        for part in places.split(","):
            group = []
            for name in part.split("="):
                seat = _seat_named(seats, name.strip())
                if seat is None or any(seat in g for g in groups) or seat in group:
                    return Reply("refused", t("places_needed", lang, name=escape(name.strip()[:40]) or "-"))
                group.append(seat)
            groups.append(group)
        if sorted(s for g in groups for s in g) != list(range(n)):
            return Reply("refused", t("places_needed", lang, name="-"))
        return self.judge_end(actor, channel_id, Result.ranked(groups, reason), match_id)

    def pause(self, actor: Actor, channel_id: int, reason: str = "") -> Reply:
        def work(tx: Tx) -> Reply:
            m, lang = self._judged(tx, actor, channel_id)
            if m.match.status != ACTIVE:
                refuse(t("not_live", lang, match=m.id), m.id)
            m.match.status = PAUSED
            tx.session.add(m.match)
            text = t("paused_note", m.lang, match=m.id)
            if reason:
                text += "\n" + t("paused_reason", m.lang, reason=reason)
            self.writer.say(tx, m, f"m{m.id}:pause:{uuid.uuid4().hex[:12]}", text)
            tx.audit(
                "pause", match_id=m.id, actor_id=actor.user_id, detail={"reason": reason}, at=self.desk.now()
            )
            return Reply("ok", t("done", lang), match_id=m.id)

        return self.runner.run(work)

    def resume(self, actor: Actor, channel_id: int) -> Reply:
        def work(tx: Tx) -> Reply:
            m, lang = self._judged(tx, actor, channel_id)
            if m.match.status != PAUSED:
                refuse(t("not_paused", lang, match=m.id), m.id)
            m.match.status = ACTIVE
            tx.session.add(m.match)
            key = f"m{m.id}:resume:{uuid.uuid4().hex[:12]}"
            prompts, users = self.herald.public_prompts(m)
            self.writer.say(
                tx, m, key, "\n".join([t("resumed_note", m.lang, match=m.id), *prompts]), users=users
            )
            self.reminders.sync(tx, m, acted=set(range(len(m.seats))))  # the clock restarts for everyone
            tx.audit("resume", match_id=m.id, actor_id=actor.user_id, at=self.desk.now())
            return Reply("ok", t("done", lang), match_id=m.id)

        return self.runner.run(work)

    def set_match_deadline(self, actor: Actor, channel_id: int, hours: int | None) -> Reply:
        """Per-match deadline in hours (None: back to the server's default)."""

        def work(tx: Tx) -> Reply:
            m, lang = self._judged(tx, actor, channel_id)
            if hours is not None and not 1 <= hours <= MAX_DEADLINE_HOURS:
                refuse(t("bad_deadline", lang), m.id)
            m.match.deadline_hours = hours
            tx.session.add(m.match)
            effective = self.desk.deadline_hours(tx, m.match)
            self.writer.say(
                tx,
                m,
                f"m{m.id}:deadline:{uuid.uuid4().hex[:12]}",
                t("deadline_set", m.lang, match=m.id, hours=effective),
            )
            tx.audit(
                "set_deadline",
                match_id=m.id,
                actor_id=actor.user_id,
                detail={"hours": hours},
                at=self.desk.now(),
            )
            return Reply("ok", t("done", lang), match_id=m.id)

        return self.runner.run(work)

    def _judged(
        self, tx: Tx, actor: Actor, channel_id: int, match_id: int | None = None
    ) -> tuple[MatchCtx, Lang]:
        lang = self.desk.user_lang(tx, actor.user_id, None)
        if match_id:  # named, from any channel of its server
            named = tx.match(match_id)
            if named is None:
                refuse(t("not_a_match", lang))
            match = named
        else:
            match = match_here(tx, channel_id, lang)
        if actor.guild_id is not None and match.guild_id != actor.guild_id:
            refuse(t("not_a_match", lang))  # judge rights never reach another server's match
        lang = self.desk.user_lang(tx, actor.user_id, match.guild_id)
        if not actor.is_judge:
            refuse(t("judge_only", lang))
        m = self.live.open(tx, match, lang)
        require_judge(actor, m, lang)
        return m, lang


def _seat_named(seats: Sequence[Any], text: str) -> int | None:
    """The seat a judge's text names: a mention (``<@id>``), a user id or a display name (any case)."""
    digits = text.strip("<@!>")
    for s in seats:
        if digits.isdigit() and int(digits) == s.user_id:
            return int(s.seat)
    for s in seats:
        if s.display_name.casefold() == text.casefold():
            return int(s.seat)
    return None

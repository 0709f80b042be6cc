"""Taking moves back: the last posts of a match undone by replaying its log without them (they stay,
marked undone), the thread told what was taken back, each player whose view changed or who is asked
again told by DM, the table redrawn. A judge's ``/judge undo`` and a player's accepted undo request
(:mod:`bot.judge.undo_requests`) both come here."""

from __future__ import annotations

import logging
import uuid

from bot.judge.api import Reply
from bot.judge.context import Abort, MatchCtx, label, refuse, view_text
from bot.judge.desk import Desk
from bot.judge.live import LiveStates
from bot.judge.messages import t
from bot.judge.payloads import escape
from bot.judge.reminders import Reminders
from bot.judge.replay import ReplayError, replay
from bot.judge.telling import Herald
from bot.judge.writer import OutboxWriter
from bot.store import ACTIVE, FINISHED, Tx
from cards.core import Audience, Decision, Lang

log = logging.getLogger("bot.judge.powers")


class Undo:
    """The one undo of a match's last posts, inside the caller's transaction."""

    def __init__(
        self, desk: Desk, live: LiveStates, writer: OutboxWriter, herald: Herald, reminders: Reminders
    ) -> None:
        self.desk = desk
        self.live = live
        self.writer = writer
        self.herald = herald
        self.reminders = reminders

    def undo_in(self, tx: Tx, m: MatchCtx, lang: Lang, n: int, actor_id: int, audit: str) -> Reply:
        """Take back the last ``n`` posts of ``m`` in ``tx`` (a judge's undo, or a player's accepted undo
        request), announced in the thread and logged in the audit as ``audit``."""
        posts = tx.posts(m.id)
        if n < 1 or n > len(posts):
            refuse(t("nothing_to_undo", lang, count=len(posts)), m.id)
        keep, dropped = posts[: len(posts) - n], posts[len(posts) - n :]
        try:
            new_state = replay(m.game, m.match.setup, m.match.seed, keep)
        except ReplayError:
            log.exception("undo replay failed in match %s", m.id)
            raise Abort(Reply("error", t("engine_error", lang), match_id=m.id)) from None
        now = self.desk.now()
        for post in dropped:
            post.undone, post.undone_at = True, now
            tx.session.add(post)
        self.live.undone(tx, m.id)  # its snapshot may hold an undone post: the next one is made anew
        old_state, m.state = m.state, new_state
        if m.match.status == FINISHED:
            m.match.status, m.match.result, m.match.finished_at = ACTIVE, None, None
            tx.session.add(m.match)
        key = f"m{m.id}:undo:{uuid.uuid4().hex[:12]}"
        lines = [t("judge_undo", m.lang, n=n)]
        for post in dropped:
            name = escape(m.name(post.seat))
            if post.private:
                lines.append(t("undo_line_private", m.lang, seq=post.seq, name=name))
            else:
                lines.append(t("undo_line_public", m.lang, seq=post.seq, name=name, text=post.text))
        prompts, users = self.herald.public_prompts(m)
        self.writer.say(tx, m, f"{key}:post", "\n".join(lines + prompts), users=users)
        private_pending: dict[int, Decision] = {}
        for d in m.game.pending(new_state):
            if d.private:
                private_pending.setdefault(d.seat, d)
        for seat in range(len(m.seats)):
            viewer = Audience.player(seat)
            changed = m.game.view(old_state, viewer) != m.game.view(new_state, viewer)
            asked = private_pending.get(seat)
            if not changed and asked is None:
                continue
            uid = m.user(seat)
            plang = self.desk.user_lang(tx, uid, m.match.guild_id)
            parts = [t("undo_hand_dm", plang, match=m.id, n=n)]
            if asked is not None:
                parts.append(t("prompt_private_dm", plang, match=m.id, decision=label(m, asked, plang)))
            parts.append(view_text(m, seat, plang))
            self.writer.dm(tx, m.id, uid, f"{key}:dm:{seat}", "\n".join(parts))
        self.writer.table(tx, m, f"{key}:table")
        self.reminders.sync(tx, m, acted=set(range(len(m.seats))))
        tx.audit(
            audit,
            match_id=m.id,
            actor_id=actor_id,
            detail={"n": n, "seqs": [p.seq for p in dropped]},
            at=now,
        )
        self.live.keep(tx, m.match, new_state)
        self.live.remember_position(tx, m.id)
        return Reply("ok", t("done", lang), match_id=m.id)

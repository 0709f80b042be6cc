"""Players' moves: a post in a match thread, a DM answering a private decision, ``/play`` and ``/pass``.

One straight path for every post: find the match → the author's seat → is a decision of that seat
pending? → the engine parses and applies → the commit (:class:`bot.judge.commit.Committer`). A refused
post changes nothing and gets a private :class:`Reply`; it is remembered by its source key, so Discord
delivering it again later never makes it a move (issue 8).
"""

from __future__ import annotations

import logging
import re
import uuid
from typing import Any

from bot.judge.api import Actor, Attachment, DirectMessage, Reply, ThreadPost
from bot.judge.commit import AcceptedPost, Committer
from bot.judge.context import Abort, MatchCtx, apply_move, illegal_text, match_here, refuse
from bot.judge.desk import Desk
from bot.judge.limits import MAX_POST_CHARS
from bot.judge.live import LiveStates
from bot.judge.messages import norm_lang, t
from bot.judge.payloads import escape
from bot.judge.runner import Runner
from bot.store import FINISHED, PAUSED, Match, Tx
from bot.store.models import LIVE_STATUSES
from cards.core import Lang, MoveError, NotAMove

log = logging.getLogger(__name__)

_MATCH_PREFIX = re.compile(r"^#([0-9]{1,12})\b[\s:,.-]*(.*)$", re.S)


class PlayerMoves:
    """Judges the players' posts."""

    def __init__(self, desk: Desk, live: LiveStates, runner: Runner, committer: Committer) -> None:
        self.desk = desk
        self.live = live
        self.runner = runner
        self.committer = committer

    def handle_thread_post(self, post: ThreadPost) -> Reply:
        """A message in some channel. Not a match thread, or chat: ignored. A move: see the module doc."""

        key = f"msg:{post.message_id}"

        def work(tx: Tx) -> Reply:
            if post.author_is_bot:
                return Reply("ignored")  # the judge's own posts (and other bots) are never moves
            # one statement: the match, an earlier post with this key (a replayed gateway event), and
            # whether it was refused once (a redelivery never becomes a move later, issue 8)
            match, earlier, refused = tx.match_and_duplicate(post.channel_id, key)
            if earlier is not None:
                return Reply("duplicate", match_id=earlier)
            if refused:
                return Reply("duplicate")
            if match is None:
                return Reply("ignored")
            return self._player_move(
                tx,
                match,
                user_id=post.author_id,
                name=post.author_name,
                text=post.text,
                source_key=key,
                message_id=post.message_id,
                via="thread",
            )

        return self._remember_refusal(key, self.runner.run(work))

    def _remember_refusal(self, key: str, reply: Reply) -> Reply:
        """A refused (or failed) message is remembered by its source key, so Discord delivering it again
        later, when the same text might be legal, changes nothing (issue 8)."""
        if reply.status in ("refused", "error"):
            with self.desk.lock, self.desk.store.tx() as tx:
                tx.remember_refused(key, reply.match_id, self.desk.now())
        return reply

    def _player_move(
        self,
        tx: Tx,
        match: Match,
        *,
        user_id: int,
        name: str,
        text: str,
        source_key: str,
        message_id: int | None,
        via: str,
    ) -> Reply:
        """A public move by a player: a thread post (``via="thread"``) or ``/play`` (``via="command"``)."""
        lang = self.desk.user_lang(tx, user_id, match.guild_id)
        mid = match.id
        assert mid is not None  # a stored match
        if match.status not in LIVE_STATUSES:
            if via == "thread":
                return Reply("ignored", match_id=mid)
            refuse(t("finished" if match.status == FINISHED else "not_live", lang, match=mid), mid)
        # The seat and the length first: a stranger's post, or an overlong one, is never parsed (issue 8).
        seats = tx.seats_for_move(mid)
        seat = next((s.seat for s in seats if s.user_id == user_id), None)
        if seat is None:
            if via == "thread":
                return Reply("ignored", match_id=mid)  # spectators talk freely in the thread
            refuse(t("not_seated", lang, match=mid), mid)
        if len(text) > MAX_POST_CHARS:
            refuse(t("post_too_long", lang, limit=MAX_POST_CHARS), mid)
        m = self.live.open(tx, match, lang, seats=seats)
        pending = list(m.game.pending(m.state))
        illegal: MoveError | None = None
        try:
            action = m.game.parse(m.state, seat, text)
        except NotAMove as exc:
            if via == "thread":
                return Reply("ignored", match_id=mid)
            refuse(t("not_a_move", lang, reason=exc.message(lang)), mid)
        except MoveError as exc:
            illegal = exc
        except Exception:
            log.exception("parse failed in match %s", mid)
            return Reply("error", t("engine_error", lang), match_id=mid)
        _refuse_if_left(m, seat, lang)
        if match.status == PAUSED:
            refuse(t("paused", lang, match=mid), mid)
        if illegal is None and m.game.judge_only(m.state, seat, action):
            refuse(t("judge_only", lang), mid)
        mine = [d for d in pending if d.seat == seat]
        out_of_turn_ok = illegal is None and self._early_ok(m, seat, action)
        if not out_of_turn_ok and not any(not d.private for d in mine):
            if mine:
                refuse(t("answer_by_dm", lang), mid)
            # Only the names: a decision's label is addressed to its own player ("your move").
            waiting = ", ".join(dict.fromkeys(f"**{escape(m.name(d.seat))}**" for d in pending)) or "-"
            refuse(t("not_your_turn", lang, match=mid, waiting=waiting), mid)
        if illegal is not None:
            refuse(illegal_text(illegal, lang), mid)
        lead = t("echo_move", m.lang, name=escape(name), text=text) if via == "command" else None
        self._accept(tx, m, seat, action, lang, text, source_key, message_id, user_id, lead=lead)
        return Reply("accepted", match_id=mid)

    def _accept(
        self,
        tx: Tx,
        m: MatchCtx,
        seat: int,
        action: Any,
        lang: Lang,
        text: str,
        source_key: str,
        message_id: int | None,
        actor_id: int,
        *,
        private: bool = False,
        lead: str | None = None,
        upload: Attachment | None = None,
    ) -> None:
        """A player's post (a thread post, ``/play``, or a ``private`` DM with its ``upload``) becomes a
        move: applied, then committed with what it said. The one path of the thread and the DMs."""
        new_state, events = apply_move(m, seat, action, lang)
        post = AcceptedPost(
            seat=seat,
            text=text,
            action=action,
            new_state=new_state,
            events=events,
            source_key=source_key,
            message_id=message_id,
            actor_id=actor_id,
            actor_kind="player",
            private=private,
            lead=lead,
            upload=upload,
        )
        self.committer.accept(tx, m, post)

    def handle_direct_message(self, dm: DirectMessage) -> Reply:  # noqa: C901 - the DM routing rules read best in one place
        """A DM answers a private decision of one of the author's matches (``#<id>`` picks among several)."""

        key = f"dm:{dm.message_id}"

        def work(tx: Tx) -> Reply:  # noqa: C901 - see handle_direct_message
            earlier, refused = tx.duplicate(key)  # one statement
            if earlier is not None:
                return Reply("duplicate", text=None, match_id=earlier)
            if refused:  # refused once: a redelivery never becomes a move later (issue 8)
                return Reply("duplicate")
            lang = norm_lang(tx.user_language(dm.author_id), self.desk.default_language)
            if len(dm.text) > MAX_POST_CHARS:  # bounded before anything reads it (issue 8)
                refuse(t("post_too_long", lang, limit=MAX_POST_CHARS))
            text = dm.text.strip()
            wanted: int | None = None
            found = _MATCH_PREFIX.match(text)
            if found:
                wanted, text = int(found.group(1)), found.group(2).strip()
            waiting: list[MatchCtx] = []
            public: list[MatchCtx] = []  # matches waiting for a thread post from this user
            gone: list[int] = []  # live matches this user has left (issue 25)
            for match in tx.matches_of_user(dm.author_id):
                assert match.id is not None
                try:
                    m = self.live.open(tx, match, lang, seats=tx.seats_for_move(match.id))
                except Abort:
                    continue
                seat = m.seat_of(dm.author_id)
                if seat is not None and m.game.seat_left(m.state, seat):
                    gone.append(m.id)
                    continue
                mine = [d for d in m.game.pending(m.state) if d.seat == seat]
                if any(d.private for d in mine):
                    waiting.append(m)
                elif mine:
                    public.append(m)
            if wanted is not None:
                chosen = next((m for m in waiting if m.id == wanted), None)
                if chosen is None and any(m.id == wanted for m in public):
                    refuse(t("answer_in_thread", lang, match=wanted), wanted)
                if chosen is None and wanted in gone:
                    refuse(t("seat_left", lang, match=wanted), wanted)
                if chosen is None:
                    refuse(t("dm_unknown_match", lang, match=wanted), wanted)
            elif not waiting and public:
                refuse(t("answer_in_thread", lang, match=public[0].id), public[0].id)
            elif not waiting and gone:
                refuse(t("seat_left", lang, match=gone[0]), gone[0])
            elif not waiting:
                refuse(t("dm_no_match", lang))
            elif len(waiting) > 1:
                ids = ", ".join(f"#{m.id}" for m in waiting)
                refuse(t("dm_ambiguous", lang, matches=ids, example=waiting[0].id, text=text[:40] or "…"))
            else:
                chosen = waiting[0]
            assert chosen is not None
            m = chosen
            lang = self.desk.user_lang(tx, dm.author_id, m.match.guild_id)
            if m.match.status == PAUSED:
                refuse(t("paused", lang, match=m.id), m.id)
            seat = m.seat_of(dm.author_id)
            assert seat is not None
            upload = dm.attachments[0] if dm.attachments else None
            try:
                if upload is not None:
                    action = m.game.parse_upload(m.state, seat, upload.filename, upload.data)
                else:
                    action = m.game.parse(m.state, seat, text)
            except NotAMove as exc:
                refuse(t("not_a_move", lang, reason=exc.message(lang)), m.id)
            except MoveError as exc:
                refuse(illegal_text(exc, lang), m.id)
            except Exception:
                log.exception("parse failed in match %s", m.id)
                return Reply("error", t("engine_error", lang), match_id=m.id)
            if m.game.judge_only(m.state, seat, action):
                refuse(t("judge_only", lang), m.id)
            self._accept(
                tx, m, seat, action, lang, text, key, dm.message_id, dm.author_id, private=True, upload=upload
            )
            # the move's own DM to its author (their hand, their next ask) is the answer; else a short one
            answered = dm.author_id in tx.dm_targets
            return Reply("accepted", None if answered else t("dm_accepted", lang, match=m.id), match_id=m.id)

        return self._remember_refusal(key, self.runner.run(work))

    def play(self, actor: Actor, channel_id: int, text: str, interaction_id: int | None = None) -> Reply:
        """``/play``: the same as posting ``text`` in the thread, echoed there by the judge."""

        key = f"interaction:{interaction_id}" if interaction_id is not None else f"cmd:{uuid.uuid4().hex}"

        def work(tx: Tx) -> Reply:
            earlier, refused = tx.duplicate(key)  # one statement, as a DM's
            if earlier is not None:
                return Reply("duplicate", match_id=earlier)
            if refused:
                return Reply("duplicate")
            match = match_here(tx, channel_id, self.desk.user_lang(tx, actor.user_id, None))
            return self._player_move(
                tx,
                match,
                user_id=actor.user_id,
                name=actor.name,
                text=text,
                source_key=key,
                message_id=None,
                via="command",
            )

        reply = self.runner.run(work)
        return self._remember_refusal(key, reply) if interaction_id is not None else reply

    def pass_(self, actor: Actor, channel_id: int, interaction_id: int | None = None) -> Reply:
        """``/pass``: posts the game's pass post for the caller's seat (``game.pass_post``)."""
        word = "pass"
        with self.desk.lock, self.desk.store.tx() as tx:
            match = tx.match_by_channel(channel_id)
            game = self.desk.games.get(match.game) if match else None
            if (
                match is not None
                and match.id is not None
                and game is not None
                and match.id not in self.live.broken
            ):
                seat = next((s.seat for s in tx.seats(match.id) if s.user_id == actor.user_id), None)
                try:
                    post = (
                        game.pass_post(self.live.state(tx, match, game), seat) if seat is not None else word
                    )
                except Exception:  # the plain word then; the move itself is checked as any post
                    log.exception("pass_post failed")
                    post = word
                if post is None:
                    lang = self.desk.user_lang(tx, actor.user_id, match.guild_id)
                    return Reply("refused", t("no_pass", lang), match_id=match.id)
                word = post or word
        return self.play(actor, channel_id, word, interaction_id)

    def _early_ok(self, m: MatchCtx, seat: int, action: Any) -> bool:
        """The game's ``accepts_out_of_turn(state, seat, action)``: e.g. a pass posted out of turn that
        takes effect at the seat's next turn (A-42 of one game). By default out of turn is refused."""
        try:
            return bool(m.game.accepts_out_of_turn(m.state, seat, action))
        except Exception:
            log.exception("accepts_out_of_turn failed in match %s", m.id)
            return False


def _refuse_if_left(m: MatchCtx, seat: int, lang: Lang) -> None:
    """A seat that left a match which goes on (a tournament drop, issue 25) posts nothing more in it."""
    if m.game.seat_left(m.state, seat):
        refuse(t("seat_left", lang, match=m.id), m.id)

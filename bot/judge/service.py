"""The judge: the referee's procedure, the same for every game.

One straight path for every post: find the match → the author's seat → is a decision of that seat
pending? → the engine parses and applies → the accepted post, its outbox items and the reminders
commit in ONE transaction → Discord hears about it later from the outbox (``bot.judge.outbox``).
A refused post changes nothing and gets a private :class:`Reply`.

The engine state of each live match is cached in memory (a bounded cache); the store's log (setup + seed
+ accepted posts) is the truth. A state is loaded lazily, on a match's first post or question, from its
newest snapshot (``bot.judge.snapshots``, every 16 posts) and the posts after it, so a restart replays
nothing before READY; an undo replays the log.
"""

from __future__ import annotations

import logging
import re
import uuid
from collections.abc import Mapping
from typing import Any

from bot.judge.api import Actor, DirectMessage, Reply, ThreadPost
from bot.judge.games import DEFAULT_GAME, game_title
from bot.judge.limits import MAX_POST_CHARS
from bot.judge.messages import LANGS, norm_lang, t
from bot.judge.payloads import (
    escape,
    mention,
    message,
    nonce_for,
)
from bot.judge.referee import MAX_DEADLINE_HOURS, Abort, MatchCtx
from bot.judge.tables import TablePowers, table_seats
from bot.store import (
    ACTIVE,
    FINISHED,
    PAUSED,
    PROPOSED,
    Match,
    Tx,
)
from bot.store.models import KIND_POST, LIVE_STATUSES
from cards.core import PUBLIC, Audience, MoveError, NotAMove

log = logging.getLogger(__name__)

_MATCH_PREFIX = re.compile(r"^#([0-9]{1,12})\b[\s:,.-]*(.*)$", re.S)


class JudgeService(TablePowers):
    """The game-agnostic judge. Methods are synchronous and thread-safe (one lock: moves are serial).

    Construct with ``JudgeService(store, games, clock, default_language=..., default_deadline_hours=...,
    seed_source=..., on_enqueue=...)`` (see :class:`bot.judge.referee.Referee`)."""

    # ============================================================================================
    # incoming posts
    # ============================================================================================
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

        return self._remember_refusal(key, self._run(work))

    def _remember_refusal(self, key: str, reply: Reply) -> Reply:
        """A refused (or failed) message is remembered by its source key, so Discord delivering it again
        later, when the same text might be legal, changes nothing (issue 8)."""
        if reply.status in ("refused", "error"):
            with self._lock, self.store.tx() as tx:
                tx.remember_refused(key, reply.match_id, self._now())
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
        lang = self._user_lang(tx, user_id, match.guild_id)
        mid = match.id
        if match.status not in LIVE_STATUSES:
            if via == "thread":
                return Reply("ignored", match_id=mid)
            self._refuse(t("finished" if match.status == FINISHED else "not_live", lang, match=mid), mid)
        # The seat and the length first: a stranger's post, or an overlong one, is never parsed (issue 8).
        seats = tx.seats_for_move(mid)  # type: ignore[arg-type]
        seat = next((s.seat for s in seats if s.user_id == user_id), None)
        if seat is None:
            if via == "thread":
                return Reply("ignored", match_id=mid)  # spectators talk freely in the thread
            self._refuse(t("not_seated", lang, match=mid), mid)
        if len(text) > MAX_POST_CHARS:
            self._refuse(t("post_too_long", lang, limit=MAX_POST_CHARS), mid)
        m = self._open(tx, match, lang, seats=seats)
        pending = list(m.game.pending(m.state))
        illegal: MoveError | None = None
        try:
            action = m.game.parse(m.state, seat, text)
        except NotAMove as exc:
            if via == "thread":
                return Reply("ignored", match_id=mid)
            self._refuse(t("not_a_move", lang, reason=exc.message(lang)), mid)  # type: ignore[arg-type]
        except MoveError as exc:
            illegal = exc
        except Exception:
            log.exception("parse failed in match %s", mid)
            return Reply("error", t("engine_error", lang), match_id=mid)
        if match.status == PAUSED:
            self._refuse(t("paused", lang, match=mid), mid)
        if illegal is None and m.game.judge_only(m.state, seat, action):
            self._refuse(t("judge_only", lang), mid)
        mine = [d for d in pending if d.seat == seat]
        out_of_turn_ok = illegal is None and self._early_ok(m, seat, action)
        if not out_of_turn_ok and not any(not d.private for d in mine):
            if mine:
                self._refuse(t("answer_by_dm", lang), mid)
            # Only the names: a decision's label is addressed to its own player ("your move").
            waiting = ", ".join(dict.fromkeys(f"**{escape(m.name(d.seat))}**" for d in pending)) or "-"
            self._refuse(t("not_your_turn", lang, match=mid, waiting=waiting), mid)
        if illegal is not None:
            self._refuse(self._illegal_text(illegal, lang), mid)
        new_state, events = self._apply(m, seat, action, lang)
        lead = t("echo_move", m.lang, name=escape(name), text=text) if via == "command" else None
        self._accept(
            tx,
            m,
            seat=seat,
            text=text,
            action=action,
            new_state=new_state,
            events=events,
            source_key=source_key,
            message_id=message_id,
            actor_id=user_id,
            actor_kind="player",
            private=False,
            lead=lead,
        )
        return Reply("accepted", match_id=mid)

    def handle_direct_message(self, dm: DirectMessage) -> Reply:  # noqa: C901 - the DM routing rules read best in one place
        """A DM answers a private decision of one of the author's matches (``#<id>`` picks among several)."""

        key = f"dm:{dm.message_id}"

        def work(tx: Tx) -> Reply:  # noqa: C901 - see handle_direct_message
            earlier, refused = tx.duplicate(key)  # one statement
            if earlier is not None:
                return Reply("duplicate", text=None, match_id=earlier)
            if refused:  # refused once: a redelivery never becomes a move later (issue 8)
                return Reply("duplicate")
            lang = norm_lang(tx.user_language(dm.author_id), self.default_language)
            if len(dm.text) > MAX_POST_CHARS:  # bounded before anything reads it (issue 8)
                self._refuse(t("post_too_long", lang, limit=MAX_POST_CHARS))
            text = dm.text.strip()
            wanted: int | None = None
            found = _MATCH_PREFIX.match(text)
            if found:
                wanted, text = int(found.group(1)), found.group(2).strip()
            waiting: list[MatchCtx] = []
            public: list[MatchCtx] = []  # matches waiting for a thread post from this user
            for match in tx.matches_of_user(dm.author_id):
                try:
                    m = self._open(tx, match, lang, seats=tx.seats_for_move(match.id))  # type: ignore[arg-type]
                except Abort:
                    continue
                seat = m.seat_of(dm.author_id)
                mine = [d for d in m.game.pending(m.state) if d.seat == seat]
                if any(d.private for d in mine):
                    waiting.append(m)
                elif mine:
                    public.append(m)
            if wanted is not None:
                chosen = next((m for m in waiting if m.id == wanted), None)
                if chosen is None and any(m.id == wanted for m in public):
                    self._refuse(t("answer_in_thread", lang, match=wanted), wanted)
                if chosen is None:
                    self._refuse(t("dm_unknown_match", lang, match=wanted), wanted)
            elif not waiting and public:
                self._refuse(t("answer_in_thread", lang, match=public[0].id), public[0].id)
            elif not waiting:
                self._refuse(t("dm_no_match", lang))
            elif len(waiting) > 1:
                ids = ", ".join(f"#{m.id}" for m in waiting)
                self._refuse(
                    t("dm_ambiguous", lang, matches=ids, example=waiting[0].id, text=text[:40] or "…")
                )
            else:
                chosen = waiting[0]
            assert chosen is not None
            m = chosen
            lang = self._user_lang(tx, dm.author_id, m.match.guild_id)
            if m.match.status == PAUSED:
                self._refuse(t("paused", lang, match=m.id), m.id)
            seat = m.seat_of(dm.author_id)
            assert seat is not None
            upload = dm.attachments[0] if dm.attachments else None
            try:
                if upload is not None:
                    action = m.game.parse_upload(m.state, seat, upload.filename, upload.data)
                else:
                    action = m.game.parse(m.state, seat, text)
            except NotAMove as exc:
                self._refuse(t("not_a_move", lang, reason=exc.message(lang)), m.id)  # type: ignore[arg-type]
            except MoveError as exc:
                self._refuse(self._illegal_text(exc, lang), m.id)
            except Exception:
                log.exception("parse failed in match %s", m.id)
                return Reply("error", t("engine_error", lang), match_id=m.id)
            if m.game.judge_only(m.state, seat, action):
                self._refuse(t("judge_only", lang), m.id)
            new_state, events = self._apply(m, seat, action, lang)
            self._accept(
                tx,
                m,
                seat=seat,
                text=text,
                action=action,
                new_state=new_state,
                events=events,
                source_key=key,
                message_id=dm.message_id,
                actor_id=dm.author_id,
                actor_kind="player",
                private=True,
                upload=upload,
            )
            # the move's own DM to its author (their hand, their next ask) is the answer; else a short one
            answered = dm.author_id in tx.dm_targets
            return Reply("accepted", None if answered else t("dm_accepted", lang, match=m.id), match_id=m.id)

        return self._remember_refusal(key, self._run(work))

    # ============================================================================================
    # player commands
    # ============================================================================================
    def challenge(
        self,
        actor: Actor,
        guild_id: int | None,
        channel_id: int,
        opponent: Actor,
        game: str = DEFAULT_GAME,
        variant: str | None = None,
        setup: Mapping[str, Any] | None = None,
    ) -> Reply:
        """Propose a match; ``opponent`` is pinged in ``channel_id`` and accepts with :meth:`accept`."""

        def work(tx: Tx) -> Reply:
            lang = self._user_lang(tx, actor.user_id, guild_id)
            if game not in self.games:
                self._refuse(t("unknown_game", lang, game=game, games=self._game_list()))
            if opponent.user_id == actor.user_id:
                self._refuse(t("self_challenge", lang))
            if not channel_id:  # nowhere to post the challenge: refused before anything is claimed
                self._refuse(t("no_channel", lang))
            match = self._new_match(tx, actor, guild_id, channel_id, game, variant, setup, [actor, opponent])
            glang = self._guild_lang(tx, guild_id)
            text = t(
                "challenge_posted",
                glang,
                opponent=mention(opponent.user_id),
                challenger=f"**{escape(actor.name)}**",
                game=game_title(self.games[game], game, glang),
                match=match.id,
            )
            key = f"m{match.id}:challenge"
            tx.enqueue(
                kind=KIND_POST,
                lane=f"channel:{channel_id}",
                target_id=channel_id,
                dedupe_key=key,
                match_id=match.id,
                payload=message(
                    text,
                    users=[opponent.user_id],
                    nonce=nonce_for(key),
                    accept={"match_id": match.id, "label": t("accept_button", glang)},
                ),
                now=self._now(),
            )
            tx.audit(
                "challenge", match_id=match.id, guild_id=guild_id, actor_id=actor.user_id, at=self._now()
            )
            return Reply(
                "ok",
                t("challenge_sent", lang, match=match.id, opponent=escape(opponent.name)),
                match_id=match.id,
            )

        return self._run(work)

    def accept(self, actor: Actor, match_id: int | None = None, guild_id: int | None = None) -> Reply:
        """The challenged player accepts (the newest challenge to them if ``match_id`` is None)."""

        def work(tx: Tx) -> Reply:
            lang = self._user_lang(tx, actor.user_id, guild_id)
            if match_id is not None:
                match = tx.match(match_id)
            else:
                match = next(
                    (
                        mt
                        for mt in reversed(tx.matches_of_user(actor.user_id, [PROPOSED]))
                        if (guild_id is None or mt.guild_id == guild_id)
                        and mt.created_by != actor.user_id
                        and table_seats(mt) is None
                    ),
                    None,
                )
                if match is None:
                    self._refuse(t("no_challenge", lang))
            if match is not None and guild_id is not None and match.guild_id != guild_id:
                match = None  # another server's match: as if it did not exist (issue 8)
            if (
                match is None
                or match.status != PROPOSED
                or match.created_by == actor.user_id
                or table_seats(match) is not None  # an open table starts when its seats are taken
            ):
                self._refuse(t("not_challenged", lang, match=match_id))
            assert match.id is not None
            if actor.user_id not in {s.user_id for s in tx.seats(match.id)}:
                self._refuse(t("not_challenged", lang, match=match.id))
            self._start(tx, match, lang)
            tx.audit(
                "accept", match_id=match.id, guild_id=match.guild_id, actor_id=actor.user_id, at=self._now()
            )
            return Reply("ok", t("match_created", lang, match=match.id), match_id=match.id)

        return self._run(work)

    def play(self, actor: Actor, channel_id: int, text: str, interaction_id: int | None = None) -> Reply:
        """``/play``: the same as posting ``text`` in the thread, echoed there by the judge."""

        key = f"interaction:{interaction_id}" if interaction_id is not None else f"cmd:{uuid.uuid4().hex}"

        def work(tx: Tx) -> Reply:
            earlier, refused = tx.duplicate(key)  # one statement, as a DM's
            if earlier is not None:
                return Reply("duplicate", match_id=earlier)
            if refused:
                return Reply("duplicate")
            match = self._match_here(tx, channel_id, self._user_lang(tx, actor.user_id, None))
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

        reply = self._run(work)
        return self._remember_refusal(key, reply) if interaction_id is not None else reply

    def pass_(self, actor: Actor, channel_id: int, interaction_id: int | None = None) -> Reply:
        """``/pass``: posts the game's pass post for the caller's seat (``game.pass_post``)."""
        word = "pass"
        with self._lock, self.store.tx() as tx:
            match = tx.match_by_channel(channel_id)
            game = self.games.get(match.game) if match else None
            if match is not None and game is not None and match.id not in self.broken:
                seat = next((s.seat for s in tx.seats(match.id) if s.user_id == actor.user_id), None)  # type: ignore[arg-type]
                try:
                    post = game.pass_post(self._state(tx, match, game), seat) if seat is not None else word
                except Exception:  # the plain word then; the move itself is checked as any post
                    log.exception("pass_post failed")
                    post = word
                if post is None:
                    lang = self._user_lang(tx, actor.user_id, match.guild_id)
                    return Reply("refused", t("no_pass", lang), match_id=match.id)
                word = post or word
        return self.play(actor, channel_id, word, interaction_id)

    def hand(self, actor: Actor, channel_id: int | None = None, match_id: int | None = None) -> Reply:
        """The caller's own view of a match (this thread's, the given one, or their only live match)."""

        def work(tx: Tx) -> Reply:
            lang = self._user_lang(tx, actor.user_id, None)
            match = tx.match(match_id) if match_id is not None else None
            if match is None and channel_id is not None:
                match = tx.match_by_channel(channel_id)
            if match is None:
                mine = tx.matches_of_user(actor.user_id)
                if len(mine) != 1:
                    self._refuse(t("no_match_for_you", lang))
                match = mine[0]
            lang = self._user_lang(tx, actor.user_id, match.guild_id)
            m = self._open(tx, match, lang)
            seat = m.seat_of(actor.user_id)
            if seat is None:
                self._refuse(t("not_seated", lang, match=m.id), m.id)
            text = t("hand_header", lang, match=m.id) + "\n" + self._view_text(m, seat, lang)
            return Reply("ok", text, match_id=m.id)

        return self._run(work)

    def table(self, actor: Actor, channel_id: int) -> Reply:
        def work(tx: Tx) -> Reply:
            lang = self._user_lang(tx, actor.user_id, None)
            match = self._match_here(tx, channel_id, lang)
            lang = self._user_lang(tx, actor.user_id, match.guild_id)
            m = self._open(tx, match, lang)
            body = m.game.render_table(m.state, PUBLIC, lang)  # type: ignore[arg-type]
            seat = m.seat_of(actor.user_id)  # a player's picture shows what he sees (his own hand too)
            audience = PUBLIC if seat is None else Audience.player(seat)
            files = self._picture(tx, m, audience, lang)
            return Reply("ok", t("table_header", lang, match=m.id) + "\n" + body, match_id=m.id, files=files)

        return self._run(work)

    def set_language(
        self, actor: Actor, language: str | None, *, guild_id: int | None = None, scope: str = "user"
    ) -> Reply:
        """``scope="user"``: the caller's own language (None clears it); ``"server"``: the server's (admin)."""

        def work(tx: Tx) -> Reply:
            lang = self._user_lang(tx, actor.user_id, guild_id)
            if language is not None and language not in LANGS:
                self._refuse(t("bad_language", lang, langs=", ".join(LANGS)))
            if scope == "server":
                if not actor.is_admin or guild_id is None:
                    self._refuse(t("admin_only", lang))
                tx.upsert_guild(guild_id, language=language)
            else:
                tx.set_user_language(actor.user_id, language)
            tx.audit(
                "set_language",
                guild_id=guild_id,
                actor_id=actor.user_id,
                detail={"scope": scope, "language": language},
                at=self._now(),
            )
            new_lang = norm_lang(language, self._guild_lang(tx, guild_id))
            return Reply("ok", t("language_set", new_lang, lang=new_lang))

        return self._run(work)

    # ============================================================================================
    # server settings (administrators)
    # ============================================================================================
    def setup(
        self,
        actor: Actor,
        guild_id: int,
        *,
        match_channel_id: int | None = None,
        match_channel_kind: str | None = None,
        judge_role_id: int | None = None,
        language: str | None = None,
        deadline_hours: int | None = None,
        pictures: bool | None = None,
    ) -> Reply:
        """Set the server's match location, judge role, language, default deadline and whether tables carry
        a picture (None: unchanged)."""

        def work(tx: Tx) -> Reply:
            lang = self._user_lang(tx, actor.user_id, guild_id)
            if not actor.is_admin:
                self._refuse(t("admin_only", lang))
            if language is not None and language not in LANGS:
                self._refuse(t("bad_language", lang, langs=", ".join(LANGS)))
            if deadline_hours is not None and not 1 <= deadline_hours <= MAX_DEADLINE_HOURS:
                self._refuse(t("bad_deadline", lang))
            fields = {
                "match_channel_id": match_channel_id,
                "match_channel_kind": match_channel_kind,
                "judge_role_id": judge_role_id,
                "language": language,
                "deadline_hours": deadline_hours,
                "pictures": pictures,
            }
            changed = {k: v for k, v in fields.items() if v is not None}
            tx.upsert_guild(guild_id, **changed)
            tx.audit("setup", guild_id=guild_id, actor_id=actor.user_id, detail=changed, at=self._now())
            return Reply("ok", t("settings_saved", self._user_lang(tx, actor.user_id, guild_id)))

        return self._run(work)

    # ============================================================================================
    # startup and queries for adapters
    # ============================================================================================
    def resume_all(self) -> list[int]:
        """At startup: the ids of the live matches, and a table re-sync for each match whose newest table
        item failed to go out (a pending one is still delivered by the outbox). Nothing is replayed here:
        a match's state is loaded lazily, from its newest snapshot, on its first post or question."""
        with self._lock, self.store.tx() as tx:
            live = tx.live_match_ids()
            stale = tx.unsynced_tables()
        for match_id in stale:

            def work(tx: Tx, match_id: int = match_id) -> Reply:
                match = tx.match(match_id)
                assert match is not None
                m = self._open(tx, match, self._guild_lang(tx, match.guild_id))
                # its newest table edit never reached Discord: this one carries the picture again
                self._table(tx, m, f"m{match_id}:resync:{self._boot}", picture=True)
                return Reply("ok")

            self._run(work)
        return live

    def match_for_channel(self, channel_id: int) -> Match | None:
        with self.store.tx() as tx:
            return tx.match_by_channel(channel_id)

    def state_of(self, match_id: int) -> Any:
        """The current engine state of a match (for the demo's players, autocomplete, benchmarks)."""
        with self._lock, self.store.tx() as tx:
            match = tx.match(match_id)
            if match is None:
                raise KeyError(match_id)
            return self._state(tx, match, self.games[match.game])

    def legal_posts(self, channel_id: int, user_id: int, prefix: str = "", limit: int = 25) -> list[str]:
        """Autocomplete for ``/play``: the game's ``legal_posts`` for the caller's seat, kept while the
        same decisions (by id) are pending in the same state."""
        with self._lock, self.store.tx() as tx:
            match = tx.match_by_channel(channel_id)
            if match is None or match.status != ACTIVE or match.game not in self.games:
                return []
            game = self.games[match.game]
            seat = next((s.seat for s in tx.seats(match.id) if s.user_id == user_id), None)  # type: ignore[arg-type]
            if seat is None:
                return []
            try:
                state = self._state(tx, match, game)
                ids = "|".join(d.id for d in game.pending(state) if d.seat == seat)
                cached = self._autocomplete.get((match.id, seat))  # type: ignore[arg-type]
                if cached is not None and cached[0] == ids:
                    posts = cached[1]
                else:
                    posts = list(game.legal_posts(state, seat)) if ids else []
                    self._autocomplete[(match.id, seat)] = (ids, posts)  # type: ignore[index]
            except Exception:
                log.exception("legal_posts failed")
                return []
        wanted = prefix.casefold()
        return [p for p in posts if wanted in p.casefold()][:limit]

    def language_for(self, user_id: int, guild_id: int | None = None) -> str:
        with self.store.tx() as tx:
            return self._user_lang(tx, user_id, guild_id)

    def judge_role_id(self, guild_id: int | None) -> int | None:
        with self.store.tx() as tx:
            guild = tx.guild(guild_id)
            return guild.judge_role_id if guild else None

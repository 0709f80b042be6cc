"""Players' and administrators' commands outside a move: a challenge and its acceptance, the language,
the server's settings."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.judge.api import Actor, Reply
from bot.judge.context import refuse
from bot.judge.desk import Desk
from bot.judge.games import DEFAULT_GAME, game_title
from bot.judge.limits import MAX_DEADLINE_HOURS
from bot.judge.messages import LANGS, norm_lang, t
from bot.judge.payloads import escape, mention
from bot.judge.runner import Runner
from bot.judge.starting import Starter
from bot.judge.tables import table_seats
from bot.judge.writer import OutboxWriter
from bot.store import PROPOSED, Tx


class Lobby:
    """Challenges, languages and settings."""

    def __init__(self, desk: Desk, runner: Runner, writer: OutboxWriter, starter: Starter) -> None:
        self.desk = desk
        self.runner = runner
        self.writer = writer
        self.starter = starter

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
            lang = self.desk.user_lang(tx, actor.user_id, guild_id)
            if game not in self.desk.games:
                refuse(t("unknown_game", lang, game=game, games=self.desk.game_list()))
            if opponent.user_id == actor.user_id:
                refuse(t("self_challenge", lang))
            if not channel_id:  # nowhere to post the challenge: refused before anything is claimed
                refuse(t("no_channel", lang))
            match = self.starter.new_match(
                tx, actor, guild_id, channel_id, game, variant, setup, [actor, opponent]
            )
            glang = self.desk.guild_lang(tx, guild_id)
            text = t(
                "challenge_posted",
                glang,
                opponent=mention(opponent.user_id),
                challenger=f"**{escape(actor.name)}**",
                game=game_title(self.desk.games[game], game, glang),
                match=match.id,
            )
            key = f"m{match.id}:challenge"
            self.writer.post_in_channel(
                tx,
                channel_id,
                match.id,
                key,
                text,
                users=[opponent.user_id],
                accept={"match_id": match.id, "label": t("accept_button", glang)},
            )
            tx.audit(
                "challenge", match_id=match.id, guild_id=guild_id, actor_id=actor.user_id, at=self.desk.now()
            )
            return Reply(
                "ok",
                t("challenge_sent", lang, match=match.id, opponent=escape(opponent.name)),
                match_id=match.id,
            )

        return self.runner.run(work)

    def accept(self, actor: Actor, match_id: int | None = None, guild_id: int | None = None) -> Reply:
        """The challenged player accepts (the newest challenge to them if ``match_id`` is None)."""

        def work(tx: Tx) -> Reply:
            lang = self.desk.user_lang(tx, actor.user_id, guild_id)
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
                    refuse(t("no_challenge", lang))
            if match is not None and guild_id is not None and match.guild_id != guild_id:
                match = None  # another server's match: as if it did not exist (issue 8)
            if (
                match is None
                or match.status != PROPOSED
                or match.created_by == actor.user_id
                or table_seats(match) is not None  # an open table starts when its seats are taken
            ):
                refuse(t("not_challenged", lang, match=match_id))
            assert match.id is not None
            if actor.user_id not in {s.user_id for s in tx.seats(match.id)}:
                refuse(t("not_challenged", lang, match=match.id))
            self.starter.start(tx, match, lang)
            tx.audit(
                "accept",
                match_id=match.id,
                guild_id=match.guild_id,
                actor_id=actor.user_id,
                at=self.desk.now(),
            )
            return Reply("ok", t("match_created", lang, match=match.id), match_id=match.id)

        return self.runner.run(work)

    def set_language(
        self, actor: Actor, language: str | None, *, guild_id: int | None = None, scope: str = "user"
    ) -> Reply:
        """``scope="user"``: the caller's own language (None clears it); ``"server"``: the server's (admin)."""

        def work(tx: Tx) -> Reply:
            lang = self.desk.user_lang(tx, actor.user_id, guild_id)
            if language is not None and language not in LANGS:
                refuse(t("bad_language", lang, langs=", ".join(LANGS)))
            if scope == "server":
                if not actor.is_admin or guild_id is None:
                    refuse(t("admin_only", lang))
                tx.upsert_guild(guild_id, language=language)
            else:
                tx.set_user_language(actor.user_id, language)
            tx.audit(
                "set_language",
                guild_id=guild_id,
                actor_id=actor.user_id,
                detail={"scope": scope, "language": language},
                at=self.desk.now(),
            )
            new_lang = norm_lang(language, self.desk.guild_lang(tx, guild_id))
            return Reply("ok", t("language_set", new_lang, lang=new_lang))

        return self.runner.run(work)

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
            lang = self.desk.user_lang(tx, actor.user_id, guild_id)
            if not actor.is_admin:
                refuse(t("admin_only", lang))
            if language is not None and language not in LANGS:
                refuse(t("bad_language", lang, langs=", ".join(LANGS)))
            if deadline_hours is not None and not 1 <= deadline_hours <= MAX_DEADLINE_HOURS:
                refuse(t("bad_deadline", lang))
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
            tx.audit("setup", guild_id=guild_id, actor_id=actor.user_id, detail=changed, at=self.desk.now())
            return Reply("ok", t("settings_saved", self.desk.user_lang(tx, actor.user_id, guild_id)))

        return self.runner.run(work)

"""Tournaments on top of the judge: registration, decks, rounds of judge matches, results, judge tools.

The pure core (:class:`~bot.tournament.engine.TournamentState`) keeps the rules; this service keeps
the rest and is game-agnostic like the judge:

- Everything runs in ONE store transaction through :meth:`JudgeService.run_in_tx` (the judge's lock):
  the tournament's state (its ``to_dict()`` in ``tournaments.state``), the matches it creates, the link
  rows and the outbox posts commit together or not at all.
- A round's matches are ordinary judge matches (``JudgeService.start_match_in``): their threads, pings,
  reminders and restarts are the judge's. A finished match reports its result through the judge's finish
  hook, in the transaction that finished it (games = what the game's Result counts, e.g. rounds won and drawn).
- Decks are checked by the game itself (:func:`bot.tournament.games.check_deck`) and every match of a
  player is set up with the registered deck: that is the deck check.
- Announcements, pairings, results, judge decisions and standings are posted in the tournament's
  channel (the ``channel_id`` given at creation: a channel or a thread the adapter made).
- Nothing lives only in memory: new service objects on the same database carry on (:meth:`resume`
  catches up results of matches that finished while no tournament service was listening).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from datetime import datetime
from typing import Any

from sqlalchemy import bindparam
from sqlmodel import col, select

from bot.i18n import say
from bot.judge.api import Actor, Attachment, DirectMessage, Reply
from bot.judge.games import DEFAULT_GAME
from bot.judge.limits import MAX_DEADLINE_HOURS
from bot.judge.payloads import escape, mention
from bot.judge.service import JudgeService
from bot.store import Tx, utcnow
from bot.store.caches import EmptiedOnChange
from bot.store.tournament_models import TournamentEntry, TournamentMatch, TournamentRecord

from .desk import (
    MAX_NAME,
    MAX_ROUNDS,
    TournamentCtx,
    TournamentDesk,
    TournamentReply,
    actor_pid,
    player_id,
)
from .engine import TournamentState
from .entries import Entries
from .export import standings_xlsx
from .games import DeckRefused, GameRules, check_deck, rules_for
from .judging import Judging
from .messages import t
from .model import (
    BYE_VS_REMATCH,
    FINAL_TIEBREAKS,
    FORMATS,
    MAX_TOP_CUT,
    OMW_FLOORS,
    AuditEntry,
    TournamentConfig,
    TournamentError,
)
from .pod_judging import PodJudging
from .pod_rounds import PodRounds, is_pods
from .pods import PodConfig, PodTournamentState
from .render import bold, standings_blocks
from .rounds import Rounds
from .table_options import settings_line, settle
from .tables import Tables

__all__ = ["TournamentReply", "TournamentService"]


# A user's entries still open for a deck (statements built once; see handle_direct_message): the
# entries with their tournaments, and only the games (the cheap question every DM move asks first).
_OPEN_ENTRY = (
    col(TournamentEntry.user_id) == bindparam("user_id"),
    col(TournamentEntry.deck_locked).is_(False),
    col(TournamentRecord.phase) != "finished",
)
_OPEN_DECK_ENTRIES = (
    select(TournamentEntry, TournamentRecord)
    .join(TournamentRecord, col(TournamentRecord.id) == col(TournamentEntry.tournament_id))
    .where(*_OPEN_ENTRY)
    .order_by(col(TournamentRecord.id))
)
_OPEN_ENTRY_GAMES = (
    select(col(TournamentRecord.game))
    .join(TournamentEntry, col(TournamentRecord.id) == col(TournamentEntry.tournament_id))
    .where(*_OPEN_ENTRY)
    .distinct()
)
MAX_CACHED_USERS = 100_000


class OpenEntryGames(EmptiedOnChange):
    """Per user, the games of their open tournament entries (a deck may still come), for a store no other
    process writes: every DM move asks it first. Any ORM change to an entry or a tournament (they change
    only through the ORM) empties it; a read fills it only if it was made under the write lock (no change
    half-made) and no change came before its answer was kept."""

    def __init__(self) -> None:
        self.by_user: dict[int, tuple[str, ...]] = {}
        super().__init__(TournamentEntry, TournamentRecord)

    def clear(self) -> None:
        self.by_user.clear()


class Registry:
    """Creating tournaments, entries and decks; the questions about them."""

    def __init__(self, desk: TournamentDesk, entries: Entries, tables: Tables, rounds: Rounds) -> None:
        self.desk = desk
        self.entries = entries
        self.tables = tables
        self.rounds = rounds
        # who has an open entry, asked by every DM move: cached unless other processes share the store
        self._open_entries = None if self.desk.store.shared else OpenEntryGames()

    # ============================================================================================
    # creation and registration
    # ============================================================================================
    def create(
        self,
        actor: Actor,
        guild_id: int | None,
        channel_id: int,
        name: str,
        game: str = DEFAULT_GAME,
        variant: str | None = None,
        format: str = "swiss",
        rounds: int | None = None,
        top_cut: int | None = None,
        deadline_hours: int | None = None,
        *,
        allow_late_entry: bool = True,
        policies: Mapping[str, Any] | None = None,
        pod_size: int | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> Reply:
        """A judge creates a tournament; its announcement (with a Register button) goes to ``channel_id``,
        where everything about the tournament is posted from then on. ``policies``: the organiser's
        :class:`TournamentConfig` choices (``omw_floor``, ``bye_vs_rematch``, ``final_tiebreak``,
        ``best_of``; the match length defaults to the game's); a seeded final draw uses the tournament's
        seed. A policy the core does not know raises ``ValueError`` (no command offers them yet).
        ``format="pods"``: a pod tournament for a game of 3+ seats, ``rounds`` rounds of pods of
        ``pod_size`` (3-7, default 4) seated from the standings (:mod:`bot.tournament.pods`).
        ``options``: the game's table settings (its GameInfo options, ``name → value``), checked against
        the game with the variant and the seat count, stored, and used for every match and pod."""

        def work(tx: Tx) -> Reply:
            lang = self.desk.user_lang(tx, actor.user_id, guild_id)
            self.desk.require_judge(actor, lang)
            title = (name or "").strip()
            if not title or len(title) > MAX_NAME:
                self.desk.refuse(t("bad_name", lang))
            engine = self.desk.judge.games.get(game)
            if engine is None:
                self.desk.refuse(t("unknown_game", lang, game=game, games=", ".join(sorted(self.desk.judge.games))))
            if format not in (*FORMATS, "pods"):
                self.desk.refuse(t("bad_format", lang))
            swiss = format in ("swiss", "swiss_top_cut", "pods")
            if swiss and (not isinstance(rounds, int) or not 1 <= rounds <= MAX_ROUNDS):
                self.desk.refuse(t("bad_rounds", lang))
            if format == "swiss_top_cut" and not (isinstance(top_cut, int) and 2 <= top_cut <= MAX_TOP_CUT):
                self.desk.refuse(t("bad_top_cut", lang))
            if deadline_hours is not None and not 1 <= deadline_hours <= MAX_DEADLINE_HOURS:
                self.desk.refuse(t("bad_deadline", lang))
            chosen = {k: v for k, v in (policies or {}).items() if v is not None}
            if any(k not in POLICY_VALUES or v not in POLICY_VALUES[k] for k, v in chosen.items()):
                self.desk.refuse(t("bad_policy", lang))
            seed = int(self.desk.seed_source())
            pods = _pod_config(rounds, pod_size, chosen, seed) if format == "pods" else None
            seats = pods.pod_size if pods is not None else 2
            try:
                settings = settle(engine, variant, options, seats)
            except Exception as exc:  # noqa: BLE001 - a variant, option or seat count, in the game's own words
                reason = escape(str(exc)[:300])
                self.desk.refuse(
                    t("bad_variant", lang, reason=reason) if not options else say("tourtable-", "bad", lang, reason=reason)
                )
            ts: Any
            if pods is not None:
                ts = PodTournamentState.new(pods, title)
            else:
                config = TournamentConfig(
                    format=format,  # type: ignore[arg-type]
                    swiss_rounds=rounds if swiss else None,
                    top_cut=top_cut if format == "swiss_top_cut" else None,
                    allow_late_entry=allow_late_entry,
                    **{"best_of": _best_of(engine), "tiebreak_seed": seed, **chosen},
                )
                ts = TournamentState.new(config, title)
            ts.tournament.audit.append(
                AuditEntry(actor_pid(actor), "create", "", None, self.desk.at(), {"format": format})
            )
            rec = TournamentRecord(
                guild_id=guild_id,
                channel_id=channel_id,
                name=title,
                game=game,
                variant=settings.variant,
                options=settings.options,
                format=format,
                deadline_hours=deadline_hours,
                seed=seed,
                phase=ts.phase,
                state=ts.to_dict(),
                created_by=actor.user_id,
                created_at=self.desk.now(),
                updated_at=self.desk.now(),
            )
            tx.session.add(rec)
            tx.session.flush()
            ctx = TournamentCtx(
                rec, ts, self.desk.guild_lang(tx, guild_id), rules_for(self.desk.judge.games.get(game))
            )
            fmt = t(f"fmt_{format}", ctx.lang, rounds=rounds, cut=top_cut, size=seats)
            label = game + (f" {settings.variant}" if settings.variant else "")
            text = t(
                "announce",
                ctx.lang,
                name=ctx.name,
                tid=ctx.id,
                game=label,
                format=fmt,
                deadline=self.desk.deadline(tx, rec),
            )
            text += "\n" + _policies_text(ts, ctx.lang) + "\n" + settings_line(engine, ctx.rec, ctx.lang)
            if ctx.rules.has_decks:
                text += "\n" + t("announce_decks", ctx.lang, hint=ctx.rules.deck_hint(ctx.lang))
            self.desk.post(
                tx,
                ctx,
                text,
                key=f"t{ctx.id}:announce",
                register={"tournament_id": ctx.id, "label": t("register_button", ctx.lang)},
            )
            self.desk.store_audit(tx, ctx, actor, "create", name=title, game=game, format=format)
            self.desk.save(tx, ctx)
            return TournamentReply("ok", t("created", lang, tid=ctx.id, name=ctx.name), tournament_id=ctx.id)

        return self.desk.run(work)

    def register(self, actor: Actor, tid: int) -> Reply:
        """A player registers themself (the announcement's button or ``/tournament register``)."""

        def work(tx: Tx) -> Reply:
            ctx, lang = self.desk.open_for(tx, actor, tid)
            if ctx.ts.phase != "registration":
                self.desk.refuse(t("registration_closed", lang, name=ctx.name))
            if self.entries.of(tx, tid, actor.user_id) is not None:
                self.desk.refuse(t("already_registered", lang, name=ctx.name))
            ctx.ts.register(player_id(actor.user_id), actor.name, at=self.desk.at())
            self.entries.enter(tx, tid, actor)
            count = len(ctx.ts.tournament.players)
            self.desk.post(
                tx, ctx, t("post_registered", ctx.lang, player=bold(actor.name), name=ctx.name, count=count)
            )
            self.desk.store_audit(tx, ctx, actor, "register", player=actor.user_id)
            self.desk.save(tx, ctx)
            if ctx.rules.has_decks:
                text = t("registered_deck_hint", lang, name=ctx.name, tid=tid, hint=ctx.rules.deck_hint(lang))
            else:
                text = t("registered", lang, name=ctx.name, tid=tid)
            return TournamentReply("ok", text, tournament_id=tid)

        return self.desk.run(work)

    def drop(self, actor: Actor, tid: int, player: int | None = None, reason: str = "") -> Reply:
        """A player leaves (before the first round: unregisters). A judge may drop anyone (``player``).
        An open match of the dropped player is awarded to the opponent and its thread is told."""

        def work(tx: Tx) -> Reply:
            ctx, lang = self.desk.open_for(tx, actor, tid)
            target = actor.user_id if player is None else player
            by_judge = target != actor.user_id
            if by_judge:
                self.desk.require_judge(actor, lang)
            pid = player_id(target)
            if not ctx.ts.tournament.has_player(pid):
                self.desk.refuse(t("not_registered", lang, player=mention(target), name=ctx.name))
            name = ctx.player_name(pid)
            registration = ctx.ts.phase == "registration"
            ctx.ts.drop(pid, actor=actor_pid(actor), reason=reason, at=self.desk.at())
            why = t("reason_suffix", ctx.lang, reason=reason) if reason else ""
            if registration:
                entry = self.entries.of(tx, tid, target)
                if entry is not None:
                    tx.session.delete(entry)
                count = len(ctx.ts.tournament.players)
                self.desk.post(
                    tx, ctx, t("post_unregistered", ctx.lang, player=bold(name), name=ctx.name, count=count)
                )
            elif by_judge:
                self.desk.post(
                    tx,
                    ctx,
                    t(
                        "post_dropped_by",
                        ctx.lang,
                        judge=actor.name,
                        player=bold(name),
                        name=ctx.name,
                        reason=why,
                    ),
                )
            else:
                self.desk.post(tx, ctx, t("post_dropped", ctx.lang, player=bold(name), name=ctx.name, reason=why))
            self.desk.store_audit(tx, ctx, actor, "drop", player=target, reason=reason)
            self.rounds.close_decided(tx, ctx, actor, reason or t("dropped_reason", ctx.lang, player=bold(name)))
            self.rounds.after_result(tx, ctx)
            self.desk.save(tx, ctx)
            if is_pods(ctx) and not registration:  # out of his live pod match at once (issue 25)
                self.rounds.pod_rounds.leave_pod(tx, ctx, actor, pid, "drop", reason)
            key = "unregistered" if registration and not by_judge else "dropped_reply"
            return TournamentReply("ok", t(key, lang, name=ctx.name, player=bold(name)), tournament_id=tid)

        return self.desk.run(work)

    def late_entry(self, actor: Actor, tid: int, player: Actor, reason: str = "") -> Reply:
        """A judge adds a player between rounds; a deck (if the game has decks) may follow by DM until
        the player's first pairing."""

        def work(tx: Tx) -> Reply:
            ctx, lang = self.desk.open_for(tx, actor, tid, judge=True)
            if self.entries.of(tx, tid, player.user_id) is not None:
                self.desk.refuse(t("already_registered", lang, name=ctx.name))
            if ctx.ts.phase != "ready" or ctx.ts.next_stage() is None:
                self.desk.refuse(t("late_entry_between_rounds", lang))
            entered = ctx.ts.late_entry(
                player_id(player.user_id), player.name, actor=actor_pid(actor), reason=reason, at=self.desk.at()
            )
            self.entries.enter(tx, tid, player)
            why = t("reason_suffix", ctx.lang, reason=reason) if reason else ""
            self.desk.post(
                tx,
                ctx,
                t(
                    "post_late_entry",
                    ctx.lang,
                    judge=actor.name,
                    player=bold(player.name),
                    name=ctx.name,
                    round=entered.joined_round,
                    reason=why,
                ),
            )
            self.desk.store_audit(tx, ctx, actor, "late_entry", player=player.user_id, reason=reason)
            return self.desk.done(tx, ctx, lang)

        return self.desk.run(work)

    def close_registration(self, actor: Actor, tid: int) -> Reply:
        """A judge closes registration; decks are locked from now on (all players need one)."""

        def work(tx: Tx) -> Reply:
            ctx, lang = self.desk.open_for(tx, actor, tid, judge=True)
            entries = self.entries.all(tx, tid)
            if ctx.rules.has_decks and ctx.ts.phase == "registration":
                missing = [e for e in entries if e.deck is None]
                if missing:
                    listed = ", ".join(bold(e.display_name) for e in missing)
                    self.desk.refuse(t("missing_decks", lang, players=listed))
            ctx.ts.close_registration(actor=actor_pid(actor), at=self.desk.at())
            for entry in entries:
                if entry.deck is not None:
                    entry.deck_locked = True
                    tx.session.add(entry)
            listed = ", ".join(bold(p.name) for p in ctx.ts.tournament.players)
            decks = t("post_decks_locked", ctx.lang) if ctx.rules.has_decks else ""
            self.desk.post(
                tx,
                ctx,
                t("post_closed", ctx.lang, name=ctx.name, count=len(entries), decks=decks, players=listed),
            )
            self.desk.store_audit(tx, ctx, actor, "close_registration", players=len(entries))
            return self.desk.done(tx, ctx, lang)

        return self.desk.run(work)

    # ============================================================================================
    # decks
    # ============================================================================================
    def register_deck(
        self,
        actor: Actor,
        tid: int | None,
        text: str | None = None,
        upload: Attachment | tuple[str, bytes] | None = None,
    ) -> Reply:
        """Register (or replace, until it is locked) the actor's deck: a deck post or the game's sheet
        upload, checked by the game exactly as in a match. ``tid=None``: the actor's one tournament
        waiting for a deck."""

        def work(tx: Tx) -> Reply:
            lang = self.desk.user_lang(tx, actor.user_id, None)
            entry, ctx = self._deck_target(tx, actor, tid, lang)
            lang = self.desk.user_lang(tx, actor.user_id, ctx.rec.guild_id)
            if not ctx.rules.has_decks:
                self.desk.refuse(t("no_decks", lang))
            if entry.deck_locked:
                self.desk.refuse(t("deck_locked", lang, name=ctx.name))
            engine = self.desk.judge.games.get(ctx.rec.game)
            if engine is None:
                self.desk.refuse(
                    t("unknown_game", lang, game=ctx.rec.game, games=", ".join(sorted(self.desk.judge.games)))
                )
            file = (upload.filename, upload.data) if isinstance(upload, Attachment) else upload
            if file is None and not (text or "").strip():  # nothing given: how this game takes decks
                self.desk.refuse(t("deck_needed", lang, name=ctx.name, hint=ctx.rules.deck_hint(lang)))
            try:
                seat = check_deck(engine, ctx.rules, ctx.rec.variant, text=text, upload=file, options=ctx.rec.options)
            except DeckRefused as exc:
                self.desk.refuse(t("deck_refused", lang, name=ctx.name, reason=exc.text(lang)))
            entry.deck = seat
            entry.deck_text = (text or "").strip() if file is None else f"(file) {file[0]}"
            tx.session.add(entry)
            self.desk.audit(tx, ctx, actor, "register_deck", player=actor_pid(actor), deck=seat)
            self.desk.save(tx, ctx)
            return TournamentReply(
                "ok",
                t("deck_accepted", lang, name=ctx.name, tid=ctx.id, summary=_summary(seat)),
                tournament_id=ctx.id,
            )

        return self.desk.run(work)

    def _deck_target(
        self, tx: Tx, actor: Actor, tid: int | None, lang: str
    ) -> tuple[TournamentEntry, TournamentCtx]:
        if tid is not None:
            ctx = self.desk.load(tx, tid, lang)
            self.desk.same_server(actor, ctx, lang)
            entry = self.entries.of(tx, tid, actor.user_id)
            if entry is None:
                self.desk.refuse(t("not_registered", lang, player=bold(actor.name), name=ctx.name))
            return entry, ctx
        open_entries = self._open_deck_entries(tx, actor.user_id)
        if not open_entries:
            self.desk.refuse(t("deck_nowhere", lang))
        if len(open_entries) > 1:
            listed = ", ".join(f"#{rec.id} {rec.name}" for _, rec in open_entries)
            self.desk.refuse(t("deck_which", lang, tournaments=listed))
        entry, rec = open_entries[0]
        return entry, self.desk.load(tx, rec.id, lang)  # type: ignore[arg-type]

    def _open_deck_entries(self, tx: Tx, user_id: int) -> list[tuple[TournamentEntry, TournamentRecord]]:
        rows = tx.session.exec(_OPEN_DECK_ENTRIES, params={"user_id": user_id})
        return [(e, r) for e, r in rows if rules_for(self.desk.judge.games.get(r.game)).has_decks]

    def _open_entry_games(self, user_id: int) -> tuple[str, ...]:
        """The games of the user's open entries: from the cache, else one Core read (no session)."""
        cache = self._open_entries
        if cache is not None and (known := cache.by_user.get(user_id)) is not None:
            return known
        # BEGIN IMMEDIATE: no change half-made; a serial transaction makes no session (inside the catch-up's
        # Store.batch() it is a savepoint of the batch: another connection would wait for the batch's lock)
        with self.desk.store.tx(serial=True) as tx:
            generation = cache.generation if cache is not None else 0
            games = tuple(tx.connection.execute(_OPEN_ENTRY_GAMES, {"user_id": user_id}).scalars().all())
        if cache is not None and cache.generation == generation:
            if len(cache.by_user) >= MAX_CACHED_USERS:
                cache.by_user.clear()
            cache.by_user[user_id] = games
        return games

    def handle_direct_message(self, dm: DirectMessage) -> Reply | None:
        """A DM that registers a deck, or None when it is not one (pass it on to the judge).

        It is a deck when the author has exactly one tournament waiting for their deck and the text (or
        the attached file) is a deck post for that game; anything else is left to the judge. Every DM
        move passes here first: who has an open entry is answered from a cache (a Core read, no session,
        the first time a user asks after any change to the entries)."""
        games = self._open_entry_games(dm.author_id)
        if not any(rules_for(self.desk.judge.games.get(game)).has_decks for game in games):
            return None
        with self.desk.store.tx() as tx:
            waiting = self._open_deck_entries(tx, dm.author_id)
        if len(waiting) != 1:
            return None
        entry, rec = waiting[0]
        engine = self.desk.judge.games.get(rec.game)
        if engine is None:
            return None
        rules = rules_for(self.desk.judge.games.get(rec.game))
        upload = dm.attachments[0] if dm.attachments else None
        if upload is None and not _looks_like_deck(engine, rules, rec.variant, dm.text):
            return None
        actor = Actor(dm.author_id, dm.author_name or entry.display_name)
        return self.register_deck(actor, rec.id, text=dm.text, upload=upload)

    # ============================================================================================
    # startup and queries
    # ============================================================================================
    def resume(self) -> int:
        """After a restart: record the result of every tournament match that finished while no tournament
        service was listening (the judge's finish hook missed it). Returns how many were recorded."""
        recorded = [0]

        def work(tx: Tx) -> Reply:
            query = select(TournamentMatch).where(
                col(TournamentMatch.active).is_(True), col(TournamentMatch.result_source).is_(None)
            )
            for link in list(tx.session.exec(query)):
                match = tx.match(link.match_id)
                if match is None or match.status != "finished":
                    continue
                ctx = self.desk.load(tx, link.tournament_id, self.desk.judge.default_language)
                if self.rounds.record_from_match(tx, ctx, link, match, None):
                    recorded[0] += 1
                self.desk.save(tx, ctx)
            return Reply("ok")

        self.desk.run(work)
        return recorded[0]

    def _query(self, tid: int, lang: str | None, answer: Callable[[Tx, TournamentCtx, str], str]) -> Reply:
        """A read-only answer about a tournament, in ``lang`` (default: the tournament's), or why not."""
        with self.desk.store.tx() as tx:
            ctx = self.desk.load_plain(tx, tid)
            if ctx is None:
                return Reply("refused", t("no_tournament", lang or "en", tid=tid))
            return TournamentReply("ok", answer(tx, ctx, lang or ctx.lang), tournament_id=tid)

    def standings(self, tid: int, lang: str | None = None) -> Reply:
        """The standings now (final placements once finished), as text for a private reply."""

        def answer(tx: Tx, ctx: TournamentCtx, lang: str) -> str:
            ts = ctx.ts
            if ts.is_finished:
                title, rows = t("final_title", lang, name=ctx.name), ts.final_standings()
            else:
                done = [r.number for r in ts.tournament.swiss_rounds() if r.is_complete()]
                title = t("standings_title", lang, name=ctx.name, round=done[-1] if done else 0)
                rows = ts.standings(through_round=done[-1] if done else 0)
            settings = settings_line(self.desk.judge.games.get(ctx.rec.game), ctx.rec, lang)
            return "\n".join([title, settings, *standings_blocks(rows, lang)])

        return self._query(tid, lang, answer)

    def players(self, tid: int, lang: str | None = None) -> Reply:
        """The player list: registration order, deck registered or not, dropped."""

        def answer(tx: Tx, ctx: TournamentCtx, lang: str) -> str:
            entries = {player_id(e.user_id): e for e in self.entries.all(tx, tid)}
            lines = [
                t(
                    "players_title",
                    lang,
                    name=ctx.name,
                    tid=tid,
                    phase=t(f"phase_{ctx.ts.phase}", lang),
                    count=len(ctx.ts.tournament.active_players()),
                )
            ]
            for i, p in enumerate(sorted(ctx.ts.tournament.players, key=lambda p: p.order)):
                parts = [f"{i + 1}. {bold(p.name)}"]
                entry = entries.get(p.id)
                if ctx.rules.has_decks:
                    parts.append(t("deck_yes" if entry and entry.deck else "deck_no", lang))
                if p.dropped:
                    parts.append(t("dropped_mark", lang))
                lines.append(" ".join(parts))
            if not ctx.ts.tournament.players:
                lines.append(t("no_players", lang))
            return "\n".join(lines)

        return self._query(tid, lang, answer)

    def export(self, tid: int, lang: str = "en") -> Reply:
        """The tournament workbook (standings, every round, penalties) as a file in the reply."""
        data = self.export_xlsx(tid, lang)
        if data is None:
            return Reply("refused", t("no_tournament", lang, tid=tid))
        return TournamentReply("ok", None, files=((f"tournament-{tid}.xlsx", data),), tournament_id=tid)

    def export_xlsx(self, tid: int, lang: str = "en") -> bytes | None:
        with self.desk.store.tx() as tx:
            ctx = self.desk.load_plain(tx, tid)
        if ctx is None:
            return None
        return standings_xlsx(ctx.ts, "ru" if lang == "ru" else "en")

    def state(self, tid: int) -> TournamentState:
        """The tournament's core state (a copy: changing it changes nothing)."""
        with self.desk.store.tx() as tx:
            ctx = self.desk.load_plain(tx, tid)
        if ctx is None:
            raise KeyError(tid)
        return ctx.ts

    def audit_log(self, tid: int) -> list[AuditEntry]:
        return list(self.state(tid).tournament.audit)

    def round_matches(self, tid: int, round_number: int | None = None) -> dict[int, int]:
        """Table -> judge match id for a round (default: the current one), active matches only."""
        with self.desk.store.tx() as tx:
            ctx = self.desk.load_plain(tx, tid)
            if ctx is None or ctx.ts.current_round is None:
                return {}
            number = round_number if round_number is not None else ctx.ts.current_round.number
            return {link.table_no: link.match_id for link in self.tables.links(tx, tid, number)}

    def deck_of(self, tid: int, user_id: int) -> dict[str, Any] | None:
        with self.desk.store.tx() as tx:
            entry = self.entries.of(tx, tid, user_id)
            return None if entry is None else entry.deck

    def tournaments(
        self, guild_id: int | None, *, include_finished: bool = False
    ) -> list[tuple[int, str, str]]:
        """(id, name, phase) of a server's tournaments, newest first (for autocomplete)."""
        with self.desk.store.tx() as tx:
            query = select(TournamentRecord).where(TournamentRecord.guild_id == guild_id)
            if not include_finished:
                query = query.where(TournamentRecord.phase != "finished")
            rows = tx.session.exec(query.order_by(col(TournamentRecord.id).desc()))
            return [(r.id, r.name, r.phase) for r in rows if r.id is not None]

    def belongs_to(self, tid: int, guild_id: int | None) -> bool:
        """Is tournament ``tid`` this server's (True for a missing one: the command then says so)?"""
        with self.desk.store.tx() as tx:
            rec = tx.session.get(TournamentRecord, tid)
            return rec is None or guild_id is None or rec.guild_id == guild_id

    def tournament_of_match(self, match_id: int) -> tuple[int, int, int] | None:
        """(tournament id, round, table) of a judge match, if it is a tournament match."""
        with self.desk.store.tx() as tx:
            link = tx.session.get(TournamentMatch, match_id)
            return None if link is None else (link.tournament_id, link.round, link.table_no)


def _summary(seat: dict[str, Any]) -> str:
    """A deck in one line, without knowing the game: lists are counted, other values shown."""
    parts = []
    for key, value in seat.items():
        if value is None or value is False:
            continue
        if isinstance(value, list | tuple):
            parts.append(f"{key}: {len(value)}")
        elif value is True:
            parts.append(key.replace("_", " "))
        else:
            parts.append(f"{key}: {value}")
    return ", ".join(parts) or "-"


def _looks_like_deck(engine: Any, rules: GameRules, variant: str | None, text: str) -> bool:
    """Is this DM a deck post for the game (even a wrong one)? Parsed as a deck-waiting match would."""
    try:
        check_deck(engine, rules, variant, text=text)
    except DeckRefused as exc:
        return not exc.not_a_deck
    return True


def _best_of(engine: Any) -> int:
    """The match length the game declares (``GameInfo.best_of``); a game without a declaration plays
    one-game matches."""
    info = getattr(engine, "info", None)
    return int(getattr(info, "best_of", 1))


# The organiser's policies ``create`` takes, and their values (README, "Tournaments").
POLICY_VALUES: dict[str, tuple[str, ...]] = {
    "omw_floor": OMW_FLOORS,
    "bye_vs_rematch": BYE_VS_REMATCH,
    "final_tiebreak": FINAL_TIEBREAKS,
}


def _policies_text(ts: Any, lang: str) -> str:
    """The organiser's policies, as the announcement states them (pods have no byes)."""
    cfg = ts.tournament.config
    floor_key = "pol_floor_exact" if cfg.omw_floor == "1/3" else "pol_floor_mtr"
    floor, tiebreak = t(floor_key, lang), t(f"pol_{cfg.final_tiebreak}", lang)
    if isinstance(ts, PodTournamentState):
        return t("announce_policies_pods", lang, floor=floor, tiebreak=tiebreak)
    bye = t(f"pol_{cfg.bye_vs_rematch}", lang)
    return t("announce_policies", lang, floor=floor, bye=bye, tiebreak=tiebreak)


def _pod_config(
    rounds: int | None, pod_size: int | None, policies: Mapping[str, Any], seed: int
) -> PodConfig:
    try:
        return PodConfig(
            rounds or 1,
            pod_size or 4,
            omw_floor=policies.get("omw_floor", "1/3"),
            final_tiebreak=policies.get("final_tiebreak", "registration"),
            tiebreak_seed=seed,
        )
    except ValueError as exc:  # a pod size out of 3-7: refused in the core's words
        raise TournamentError(str(exc)) from exc


class TournamentService:
    """Tournaments for one bot, built of its parts (none inheriting from another, none calling another's
    private helpers): the desk (transactions, posts, audit), the entries (players' rows and decks) and
    tables (judge matches) that 1 v 1 events and pods share, the rounds (1 v 1 and, through :class:`PodRounds`, pods), the judge's tools
    (:class:`Judging`, :class:`PodJudging`) and the registry (tournaments, entries, decks, questions).
    Synchronous and thread-safe like the judge (its lock, its transactions).

    ``TournamentService(store, judge, clock, seed_source=...)``; the constructor hooks into the judge's
    match-finished path. Player ids inside the tournament state are the Discord user ids as strings.
    """

    def __init__(
        self,
        store: Any,
        judge: JudgeService,
        clock: Callable[[], datetime] = utcnow,
        *,
        seed_source: Callable[[], int] | None = None,
    ) -> None:
        desk = self.desk = TournamentDesk(store, judge, clock, seed_source=seed_source)
        entries, tables = Entries(desk), Tables(desk)
        rounds = Rounds(desk, entries, tables, PodRounds(desk, entries, tables))
        pod_judging = PodJudging(desk, tables, rounds)
        judging = Judging(desk, entries, tables, rounds, pod_judging)
        registry = Registry(desk, entries, tables, rounds)
        judge.add_finish_hook(rounds.on_match_finished)
        # registry
        self.create = registry.create
        self.register = registry.register
        self.drop = registry.drop
        self.late_entry = registry.late_entry
        self.close_registration = registry.close_registration
        self.register_deck = registry.register_deck
        self.handle_direct_message = registry.handle_direct_message
        self.resume = registry.resume
        self.standings = registry.standings
        self.players = registry.players
        self.export = registry.export
        self.export_xlsx = registry.export_xlsx
        self.state = registry.state
        self.audit_log = registry.audit_log
        self.round_matches = registry.round_matches
        self.deck_of = registry.deck_of
        self.tournaments = registry.tournaments
        self.belongs_to = registry.belongs_to
        self.tournament_of_match = registry.tournament_of_match
        # judging
        self.enter_result = judging.enter_result
        self.correct_result = judging.correct_result
        self.award_match = judging.award_match
        self.double_loss = judging.double_loss
        self.penalize = judging.penalize
        self.rematch = judging.rematch
        self.extend_time = judging.extend_time
        self.pause_round = judging.pause_round
        self.resume_round = judging.resume_round
        self.end_tournament = judging.end_tournament
        # pod_judging
        self.pod_result = pod_judging.pod_result
        # rounds
        self.pair_round = rounds.pair_round
        self.start_round = rounds.start_round
        self.repair_round = rounds.repair_round

    @property
    def judge(self) -> JudgeService:
        return self.desk.judge

    @property
    def store(self) -> Any:
        return self.desk.store

    @property
    def seed_source(self) -> Callable[[], int]:
        """Each tournament's seed (its pairings and draws derive from it)."""
        return self.desk.seed_source

    @seed_source.setter
    def seed_source(self, source: Callable[[], int]) -> None:
        self.desk.seed_source = source

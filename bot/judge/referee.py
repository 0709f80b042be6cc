"""The referee's bookkeeping, shared by every command: accepting a post, telling each audience what
happened, asking for the next decisions, reminders, finishing a match.

Everything here runs inside one store transaction (``_run``): an accepted post, its outbox items and
its reminder rows commit together. :class:`bot.judge.service.JudgeService` is the public face.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import secrets
import threading
import uuid
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, NoReturn

from sqlalchemy.exc import DBAPIError, IntegrityError

from bot.judge import quick, snapshots
from bot.judge.api import Actor, Attachment, Reply
from bot.judge.games import game_title
from bot.judge.limits import cap_answer
from bot.judge.messages import norm_lang, t
from bot.judge.payloads import (
    escape,
    mention,
    message,
    nonce_for,
    role_mention,
    split_content,
    table_payload,
)
from bot.judge.replay import ReplayError, action_of, initial_state, replay, replay_from
from bot.store import (
    ACTIVE,
    FINISHED,
    PROPOSED,
    DuplicateSource,
    Match,
    MatchSeat,
    Reminder,
    SeqClash,
    Store,
    Tx,
    utc,
    utcnow,
)
from bot.store.models import KIND_DM, KIND_EDIT, KIND_PIN, KIND_POST, KIND_THREAD
from bot.store.store import post_clash
from cards.core import PUBLIC, Audience, Decision, Event, Game, MoveError, Result

log = logging.getLogger(__name__)

DEADLOCK_RETRIES = 5


def _retryable(exc: DBAPIError) -> bool:
    """PostgreSQL's deadlock victim (40P01) or serialization failure (40001): run the work again."""
    return getattr(exc.orig, "sqlstate", None) in ("40P01", "40001")


MAX_DEADLINE_HOURS = 720
SEQ_RETRIES = 3  # a post whose seq another writer took is judged again this many times


class Abort(Exception):
    """Leave the current call with ``reply`` and roll its transaction back."""

    def __init__(self, reply: Reply) -> None:
        super().__init__(reply.text)
        self.reply = reply


@dataclass
class MatchCtx:
    """One match as the service works on it inside a transaction."""

    match: Match
    game: Game
    state: Any
    seats: list[MatchSeat]
    lang: str  # the thread's language (the server's)
    # buttons of the public decisions just asked (bot.judge.quick), put on the next thread post
    answers: list[dict[str, Any]] = field(default_factory=list)

    @property
    def id(self) -> int:
        assert self.match.id is not None
        return self.match.id

    @property
    def lane(self) -> str:
        return f"match:{self.id}"

    def user(self, seat: int) -> int:
        return self.seats[seat].user_id

    def name(self, seat: int) -> str:
        return self.seats[seat].display_name

    def seat_of(self, user_id: int) -> int | None:
        return next((s.seat for s in self.seats if s.user_id == user_id), None)


def seat_setup(given: Any, players: Sequence[Actor]) -> list[dict[str, Any]]:
    """``setup["players"]`` as the engines read it: one dict per seat with at least ``name`` (the display
    name), plus whatever per-seat options the caller gave (e.g. a ``faction`` or a ``deck``)."""
    extra = list(given) if isinstance(given, list | tuple) else []
    seats = []
    for i, player in enumerate(players):
        options = extra[i] if i < len(extra) and isinstance(extra[i], Mapping) else {}
        seats.append({**options, "name": player.name})
    return seats


def _png(data: bytes | None) -> list[tuple[str, bytes]]:
    return [("table.png", data)] if data else []


def _files_later(
    game: Game, state: Any, events: Sequence[Event], lang: str
) -> Callable[[], list[tuple[str, bytes]]]:
    """The files a player's events come with, made when the DM is sent (a Hand.xlsx costs ~30 ms)."""
    return lambda: [f for event in events for f in game.event_files(state, event, lang)]  # type: ignore[arg-type]


@dataclass
class _Private:
    """A post's events for one seat while they are gathered: their texts (each with whether the game
    declares it a view event), their files, and the events whose files are made when the DM is sent."""

    lines: list[tuple[str, bool]] = field(default_factory=list)
    files: list[tuple[str, bytes]] = field(default_factory=list)
    later: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class _Ask:
    """A private decision's ask: its outbox key, its text (with the seat's view) and its files."""

    key: str
    text: str
    files: list[tuple[str, bytes]]
    answers: list[dict[str, Any]] = field(default_factory=list)  # its buttons (bot.judge.quick)


def jsonable(data: Any) -> Any:
    return json.loads(json.dumps(data, default=str))


class Referee:
    """State cache, transactions, outbox writers and the acceptance of posts. Not used directly."""

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
        self.on_enqueue = on_enqueue  # called after a commit that queued outbox items (wake the sender)
        # the sender of this process (OutboxWorker.serve): a commit writes its items claimed by it and
        # hands them over in memory, so delivery starts without a claiming transaction
        self.claimer: Any = None
        self.broken: dict[int, str] = {}  # match id -> why it could not be restored
        # match id -> engine state: a cache of the replayed log, at most ``live_cap`` states, least
        # recently used out first (a state comes back from its snapshot and the posts after it)
        self._live: dict[int, Any] = {}
        self.live_cap = 4096
        self._seq: dict[int, int] = {}  # match id -> its newest post's seq (undone included), once known
        self._snap: dict[int, bool] = {}  # match id -> whether a snapshot row exists (unknown: ask)
        self._replay_notes: list[tuple[int, int, str]] = []  # (match, seq, error) found broken on load
        # match id -> the log position (Tx.log_position) its cached state was made at; kept only on a
        # shared (PostgreSQL) store, where another process may move the match behind this one's back.
        self._positions: dict[int, tuple[int, int]] = {}
        # (match id, seat) -> (the seat's pending decision ids, its legal posts): /play autocomplete asks
        # on every keystroke; the answer stands while the same decisions are pending in the same state.
        self._autocomplete: dict[tuple[int, int], tuple[str, list[str]]] = {}
        self._lock = threading.RLock()
        self._boot = uuid.uuid4().hex[:12]
        self._finish_hooks: list[Callable[[Tx, Match, Any], None]] = []

    # ============================================================================================
    # plumbing
    # ============================================================================================
    # -- hooks for services built on the judge (tournaments) ------------------------------------
    def add_finish_hook(self, hook: Callable[[Tx, Match, Any], None]) -> None:
        """Call ``hook(tx, match, state)`` inside the transaction that finishes a match (``match.result``
        is set; ``state`` is the engine state, None if unknown), so e.g. a tournament records the result
        atomically with the match. A hook that raises is logged and its writes roll back; the match
        still finishes."""
        self._finish_hooks.append(hook)

    @property
    def lock(self) -> threading.RLock:
        """The judge's lock: one change at a time (an adapter may judge on its own thread when it is free)."""
        return self._lock

    def run_in_tx(self, work: Callable[[Tx], Reply]) -> Reply:
        """Run ``work`` in one store transaction under the judge's lock, as every judge command runs:
        :meth:`refuse` inside rolls back and returns its reply; queued outbox items wake the sender."""
        return self._run(work)

    def refuse(self, text: str, match_id: int | None = None) -> NoReturn:
        """Leave :meth:`run_in_tx` with a refusal (everything done in its transaction rolls back)."""
        self._refuse(text, match_id)

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
        lang = self._user_lang(tx, creator.user_id, guild_id)
        if game not in self.games:
            self._refuse(t("unknown_game", lang, game=game, games=self._game_list()))
        match = self._new_match(
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
        self._start(tx, match, lang)
        return match

    def finish_match_in(
        self, tx: Tx, match: Match, result: Result, *, lead: str | None = None, judge_id: int | None = None
    ) -> None:
        """End a live match with ``result`` inside the caller's transaction (the thread is told; finish
        hooks run). For decisions taken outside the match, e.g. a tournament judge's award."""
        assert match.id is not None
        self._lock_match(tx, match)
        game: Any = self.games.get(match.game)  # not needed to finish: an unloaded game still ends
        m = MatchCtx(
            match, game, self._live.get(match.id), tx.seats(match.id), self._guild_lang(tx, match.guild_id)
        )
        self._finish(
            tx, m, result, key=f"m{match.id}:end:{uuid.uuid4().hex[:12]}", lead=lead, judge_id=judge_id
        )

    def _run(self, work: Callable[[Tx], Reply]) -> Reply:
        with self._lock:
            for attempt in range(max(DEADLOCK_RETRIES, SEQ_RETRIES + 1)):
                try:
                    with self.store.tx(serial=True) as tx:  # under the lock: one at a time
                        if self.claimer is not None:
                            tx.claim = self.claimer.claim_until()
                        reply = work(tx)
                except Abort as abort:  # a refusal: one short private answer, never the whole post back
                    self._note_broken()
                    return dataclasses.replace(abort.reply, text=cap_answer(abort.reply.text))
                except DuplicateSource:
                    return Reply("duplicate")
                except (SeqClash, IntegrityError) as exc:
                    # a post inserted unchecked (Tx.insert_post) meets its unique keys at once
                    clash = "seq" if isinstance(exc, SeqClash) else post_clash(exc)
                    if clash == "source":
                        return Reply("duplicate")
                    if clash != "seq":
                        raise
                    # another writer appended to this match meanwhile: our cached state is stale; judge the
                    # post again on the new position (a clash is never reported as a duplicate)
                    match_id = exc.match_id if isinstance(exc, SeqClash) else tx.unchecked_match
                    log.warning("seq clash in match %s (attempt %d): judging again", match_id, attempt + 1)
                    if match_id is not None:
                        self._set_live(match_id, None)  # and its autocomplete answers, and its next seq
                    if attempt >= SEQ_RETRIES:
                        raise
                    continue
                except DBAPIError as exc:  # PostgreSQL chose this transaction as a deadlock's victim
                    if not _retryable(exc) or attempt >= DEADLOCK_RETRIES - 1:
                        raise
                    log.warning("transaction retried after %s", type(exc.orig).__name__)
                    continue
                self._note_broken()
                if tx.handed:
                    self.claimer.take(tx.handed)
                if tx.enqueued > len(tx.handed) and self.on_enqueue is not None:
                    self.on_enqueue()
                return reply
            raise AssertionError("unreachable")

    def _note_broken(self) -> None:
        """Tell each match's thread (and judge) once that its log no longer replays, found on loading it."""
        while self._replay_notes:
            match_id, seq, error = self._replay_notes.pop()
            with self.store.tx() as tx:
                match = tx.match(match_id)
                game = self.games.get(match.game) if match is not None else None
                if match is None or game is None:
                    continue
                lang = self._guild_lang(tx, match.guild_id)
                m = MatchCtx(match, game, None, tx.seats(match_id), lang)
                guild = tx.guild(match.guild_id)
                role = guild.judge_role_id if guild else None
                judge = role_mention(role) if role else f"**{t('judge_word', lang)}**"
                self._say(
                    tx,
                    m,
                    f"m{match_id}:replayfail:{seq}",
                    t("replay_failed", lang, judge=judge, match=match_id, seq=seq),
                    roles=[role] if role else [],
                )
                tx.audit(
                    "replay_failed", match_id=match_id, detail={"seq": seq, "error": error}, at=self._now()
                )
            if self.on_enqueue is not None:
                self.on_enqueue()

    def _set_live(self, match_id: int, state: Any) -> None:
        """A committed new state: cache it and forget the answers computed for the old one; a finished
        match's state (``None``) leaves the caches."""
        if state is None:
            self._forget(match_id)
        else:
            self._cache(match_id, state)
        for key in [k for k in self._autocomplete if k[0] == match_id]:
            del self._autocomplete[key]

    def _cache(self, match_id: int, state: Any) -> None:
        self._live.pop(match_id, None)
        self._live[match_id] = state
        while len(self._live) > self.live_cap:
            del self._live[next(iter(self._live))]

    def _forget(self, match_id: int) -> None:
        """A finished match leaves every cache (a later look replays it from its snapshot)."""
        self._live.pop(match_id, None)
        self._positions.pop(match_id, None)
        self._seq.pop(match_id, None)
        for key in [k for k in self._autocomplete if k[0] == match_id]:
            del self._autocomplete[key]

    def cached_state(self, match_id: int) -> Any | None:
        """The cached state of a live match, or None, without touching the database (benchmarks, probes)."""
        return self._live.get(match_id)

    def _now(self) -> datetime:
        return utc(self.clock())

    def _guild_lang(self, tx: Tx, guild_id: int | None) -> str:
        guild = tx.guild(guild_id)
        return norm_lang(guild.language if guild else None, self.default_language)

    def _user_lang(self, tx: Tx, user_id: int, guild_id: int | None) -> str:
        return norm_lang(tx.user_language(user_id), self._guild_lang(tx, guild_id))

    def _state(self, tx: Tx, match: Match, game: Game) -> Any:
        assert match.id is not None
        if match.id in self.broken:
            raise Abort(Reply("error", self.broken[match.id], match_id=match.id))
        state = self._live.get(match.id)
        position = tx.log_position(match.id) if tx.shared else None
        if position is not None and state is not None and self._positions.get(match.id) != position:
            state = None  # another process moved (or undid) the match since this cache was made
        if state is None:
            try:
                state = self._load(tx, match, game)
            except ReplayError as exc:
                log.error("match %s does not replay: %s", match.id, exc)
                lang = self._guild_lang(tx, match.guild_id)
                self.broken[match.id] = t("engine_error", lang)
                self._replay_notes.append((match.id, exc.seq, str(exc.cause)))
                raise
            if match.status != FINISHED:  # a finished match is replayed when asked, not kept
                self._set_live(match.id, state)  # the committed log's state: safe to cache at once
                if position is not None:
                    self._positions[match.id] = position
        elif next(reversed(self._live)) != match.id:
            self._cache(match.id, state)  # most recently used
        return state

    def _load(self, tx: Tx, match: Match, game: Game) -> Any:
        """A match's state from its newest usable snapshot and the posts after it (else from its seed)."""
        assert match.id is not None
        row = tx.snapshot(match.id)
        self._snap[match.id] = row is not None
        if row is not None:
            state = snapshots.load(game, row)
            if state is not None:
                try:
                    return replay_from(game, state, tx.posts_after(match.id, row.seq))
                except ReplayError:
                    log.warning(
                        "match %s: replay after its snapshot failed; replaying the whole log", match.id
                    )
        return replay(game, match.setup, match.seed, tx.posts(match.id))

    def _remember_position(self, tx: Tx, match_id: int) -> None:
        """After this transaction's change to a match's log: the cached state made from it stands at the
        log's new position (read now, under the match lock). Register after the ``_set_live`` hook."""
        if tx.shared:
            position = tx.log_position(match_id)
            tx.on_commit(lambda: self._positions.__setitem__(match_id, position))

    def _lock_match(self, tx: Tx, match: Match) -> None:
        """Take the match's cross-process lock (a no-op on SQLite) and re-read the row."""
        tx.lock_match(match)

    def _keep_live(self, tx: Tx, match: Match, state: Any) -> None:
        """After the commit, cache ``state`` for a match still being played; a match that finished in
        this transaction leaves the cache instead (the cache would otherwise grow with every match)."""
        match_id = match.id

        def hook() -> None:
            self._set_live(match_id, None if match.status == FINISHED else state)  # type: ignore[arg-type]

        tx.on_commit(hook)

    def _open(self, tx: Tx, match: Match, lang: str, *, seats: list[MatchSeat] | None = None) -> MatchCtx:
        game = self.games.get(match.game)
        if game is None:
            raise Abort(Reply("error", t("unknown_game", lang, game=match.game, games=self._game_list())))
        assert match.id is not None
        self._lock_match(tx, match)
        try:
            state = self._state(tx, match, game)
        except ReplayError as exc:
            log.exception("match %s does not replay", match.id)
            raise Abort(Reply("error", t("engine_error", lang), match_id=match.id)) from exc
        if seats is None:
            seats = tx.seats(match.id)
        return MatchCtx(match, game, state, seats, self._guild_lang(tx, match.guild_id))

    def _game_list(self) -> str:
        return ", ".join(sorted(self.games)) or "-"

    def _label(self, m: MatchCtx, decision: Decision, lang: str) -> str:
        try:
            return str(m.game.decision_label(decision, lang))  # type: ignore[arg-type]
        except Exception:
            log.exception("decision_label failed")
        return decision.kind

    def _match_here(self, tx: Tx, channel_id: int | None, lang: str) -> Match:
        match = tx.match_by_channel(channel_id) if channel_id is not None else None
        if match is None:
            raise Abort(Reply("refused", t("not_a_match", lang)))
        return match

    def _require_judge(self, actor: Actor, m: MatchCtx | None, lang: str) -> None:
        if not actor.is_judge:
            raise Abort(Reply("refused", t("judge_only", lang)))
        if m is not None and m.seat_of(actor.user_id) is not None:
            raise Abort(Reply("refused", t("judge_is_player", lang, match=m.id), match_id=m.id))

    @staticmethod
    def _refuse(text: str, match_id: int | None = None) -> NoReturn:
        raise Abort(Reply("refused", text, match_id=match_id))

    # -- outbox writers ---------------------------------------------------------------------------
    def _say(
        self,
        tx: Tx,
        m: MatchCtx,
        key: str,
        text: str,
        *,
        users: Sequence[int] = (),
        roles: Sequence[int] = (),
    ) -> None:
        """A post in the match thread. Pings only ``users``/``roles`` given here, never anything in ``text``.
        The buttons of the decisions just asked (``m.answers``) go on its last piece."""
        chunks = split_content(text)
        for i, chunk in enumerate(chunks):
            dedupe = key if i == 0 else f"{key}:{i}"
            payload = message(chunk, users=users, roles=roles, nonce=nonce_for(dedupe))
            if m.answers and i == len(chunks) - 1:
                payload["answers"] = quick.payload(m.id, m.answers)
                m.answers = []
            tx.enqueue(
                kind=KIND_POST,
                lane=m.lane,
                dedupe_key=dedupe,
                match_id=m.id,
                payload=payload,
                now=self._now(),
            )

    def _dm(
        self,
        tx: Tx,
        match_id: int | None,
        user_id: int,
        key: str,
        text: str,
        files: Sequence[tuple[str, bytes]] = (),
        later: tuple[dict[str, Any], Callable[[], list[tuple[str, bytes]]]] | None = None,
        answers: list[dict[str, Any]] | None = None,
    ) -> None:
        """DM ``text`` (in Discord-sized pieces; files go with the first). ``later``: a spec and its maker
        of more files, made when the DM is sent (see :meth:`attachments`). ``answers``: buttons of a
        private decision (:mod:`bot.judge.quick`), on the last piece."""
        chunks = split_content(text)
        for i, chunk in enumerate(chunks):
            dedupe = key if i == 0 else f"{key}:{i}"
            payload = message(chunk, files=files if i == 0 else (), nonce=nonce_for(dedupe))
            if answers and match_id is not None and i == len(chunks) - 1:
                payload["answers"] = quick.payload(match_id, answers)
            if i == 0 and later is not None:
                payload["files_from"] = later[0]
            tx.enqueue(
                kind=KIND_DM,
                lane=f"user:{user_id}",
                target_id=user_id,
                dedupe_key=dedupe,
                match_id=match_id,
                payload=payload,
                now=self._now(),
                later=later[1] if i == 0 and later is not None else None,
            )

    def _variant_title(self, m: MatchCtx) -> str:
        """The variant as the game names it for people (``хардгвинт``), else its id."""
        for variant in m.game.info.variants:
            if variant.name == m.match.variant:
                return variant.title(m.lang)
        return str(m.match.variant)

    def _table_text(self, m: MatchCtx) -> str:
        title = t(
            "table_title",
            m.lang,
            match=m.id,
            game=game_title(m.game, m.match.game, m.lang)
            + (f", {self._variant_title(m)}" if m.match.variant else ""),
        )
        return title + "\n" + m.game.render_table(m.state, PUBLIC, m.lang)  # type: ignore[arg-type]

    def _table(self, tx: Tx, m: MatchCtx, key: str, *, picture: bool = True) -> None:
        """Queue the pinned table's edit. With ``picture`` the edit replaces the attachment with the new
        ``table.png`` (or removes it when pictures are off); without, the message keeps its attachment."""
        drawn = self._table_picture(tx, m) if picture else {}
        payload = table_payload(self._table_text(m), message_ref="table", **drawn)
        if picture:
            payload.setdefault("files", [])  # an edit replaces the attachments: none left when off
        tx.enqueue(
            kind=KIND_EDIT,
            lane=m.lane,
            dedupe_key=key,
            match_id=m.id,
            payload=payload,
            now=self._now(),
            later=self._picture_later(m) if drawn else None,
        )

    def _table_picture(self, tx: Tx, m: MatchCtx) -> dict[str, Any]:
        """The table's picture, as a spec the outbox draws when it sends the table (:meth:`attachments`):
        drawing is not the move's work, and a burst of moves draws only the table that goes out."""
        if m.state is None or not self._pictures_on(tx, m.match.guild_id):
            return {}
        return {"picture": {"game": m.match.game, "audience": "public", "lang": m.lang}, "files": []}

    @staticmethod
    def _picture_later(m: MatchCtx) -> Callable[[], list[tuple[str, bytes]]]:
        """Draws the table as it stands now, when the item is sent (states are never changed in place)."""
        game, state, lang = m.game, m.state, m.lang
        return lambda: _png(game.render_picture(state, PUBLIC, lang))  # type: ignore[arg-type]

    def attachments(self, match_id: int, payload: dict[str, Any]) -> list[tuple[str, bytes]]:
        """The attachments an outbox item's spec asks for, made now from the log: the table's picture
        (``picture``: the position now) or a post's hand files (``files_from``: the position after that
        post). For items whose in-memory maker is gone (a restart, a retry). Any thread."""
        spec = payload.get("picture") or payload.get("files_from")
        if not isinstance(spec, dict):
            return []
        game = self.games.get(str(spec.get("game")))
        if game is None:
            return []
        lang = norm_lang(str(spec.get("lang")), self.default_language)
        if "picture" in payload:
            state = self._live.get(match_id)
            if state is None:
                with self._lock, self.store.tx() as tx:
                    match = tx.match(match_id)
                    if match is None:
                        return []
                    state = self._state(tx, match, game)
            return _png(game.render_picture(state, PUBLIC, lang))  # type: ignore[arg-type]
        with self._lock, self.store.tx() as tx:
            match = tx.match(match_id)
            if match is None:
                return []
            state, events = self._events_of(tx, match, game, int(spec.get("seq", 0)))
        picked = [events[i] for i in spec.get("events", ()) if 0 <= i < len(events)]
        return _files_later(game, state, picked, lang)()

    def _events_of(self, tx: Tx, match: Match, game: Game, seq: int) -> tuple[Any, list[Event]]:
        """The state after post ``seq`` (0: the setup) and the events that post caused, by replay."""
        assert match.id is not None
        state, events = initial_state(game, match.setup, match.seed)
        for post in tx.posts(match.id, include_undone=True):
            if post.seq > seq:
                break
            if post.undone and post.seq != seq:
                continue
            state, applied = game.apply(state, post.seat, action_of(game, state, post))
            events = list(applied)
        return state, events

    def _pictures_on(self, tx: Tx, guild_id: int | None) -> bool:
        guild = tx.guild(guild_id)
        return guild is None or guild.pictures is not False

    def _picture(self, tx: Tx, m: MatchCtx, audience: Audience, lang: str) -> tuple[tuple[str, bytes], ...]:
        """``table.png``: the game's picture of the table as ``audience`` sees it, unless the server turned
        pictures off or the game has none. A picture that fails to draw costs the picture, never the move."""
        if m.state is None or not self._pictures_on(tx, m.match.guild_id):
            return ()
        try:
            png = m.game.render_picture(m.state, audience, lang)  # type: ignore[arg-type]
        except Exception:
            log.exception("match %s: the table picture failed", m.id)
            return ()
        return (("table.png", png),) if png else ()

    def _view_text(self, m: MatchCtx, seat: int, lang: str) -> str:
        """A player's private view: the game's ``render_hand(state, seat, lang)`` (by default its table as
        that player sees it)."""
        return str(m.game.render_hand(m.state, seat, lang))  # type: ignore[arg-type]

    def _prompts(
        self, tx: Tx, m: MatchCtx, before: Sequence[Decision], key: str
    ) -> tuple[list[str], list[int], dict[int, _Ask]]:
        """Ask for every decision that was not pending before (a decision id not seen before the post):
        public ones by a ping in the thread (returned as lines + users to ping), private ones by DM with
        the player's own view (returned by seat, for :meth:`_send_private`)."""
        old = {d.id for d in before}
        lines: list[str] = []
        users: list[int] = []
        asks: dict[int, _Ask] = {}
        asked: set[tuple[int, bool]] = set()
        new: list[Decision] = []
        for d in m.game.pending(m.state):
            if d.id in old or (d.seat, d.private) in asked:
                continue
            asked.add((d.seat, d.private))
            new.append(d)
        # who plays elsewhere too (their ask names the match): one statement for every private ask
        several = tx.in_several_matches_of(m.user(d.seat) for d in new if d.private)
        for d in new:
            uid = m.user(d.seat)
            if d.private:
                lang = self._user_lang(tx, uid, m.match.guild_id)
                many = uid in several
                ask = t(
                    "prompt_private_dm_many" if many else "prompt_private_dm",
                    lang,
                    match=m.id,
                    decision=self._label(m, d, lang),
                )
                asks[d.seat] = _Ask(
                    f"{key}:ask:{d.seat}",
                    ask + "\n\n" + self._view_text(m, d.seat, lang),
                    self._decision_files(m, d, lang),
                    quick.buttons(m.game, m.state, d, lang),
                )
            else:
                m.answers += quick.buttons(m.game, m.state, d, m.lang)
                lines.append(
                    t("prompt_turn", m.lang, mention=mention(uid), decision=self._label(m, d, m.lang))
                )
                users.append(uid)
        return lines, users, asks

    def _tell(
        self,
        tx: Tx,
        m: MatchCtx,
        events: Sequence[Event],
        before: Sequence[Decision],
        key: str,
        seq: int,
        *,
        ask: bool = True,
        ask_key: str | None = None,
    ) -> tuple[list[str], list[int]]:
        """What a post tells: its events to their audiences and (``ask``) its new decisions asked. Returns
        the lines of its thread post and the users they ping. A player's private events and private ask
        go as one DM: one notification, the view shown once."""
        lines, private = self._fanout(tx, m, events, key, seq)
        users: list[int] = []
        asks: dict[int, _Ask] = {}
        if ask:
            prompt_lines, users, asks = self._prompts(tx, m, before, ask_key or key)
            lines += prompt_lines
        self._send_private(tx, m, events, key, seq, private, asks)
        return lines, users

    def _send_private(
        self,
        tx: Tx,
        m: MatchCtx,
        events: Sequence[Event],
        key: str,
        seq: int,
        private: Mapping[int, _Private],
        asks: Mapping[int, _Ask],
    ) -> None:
        """One DM per seat: its events under the match's title, then its ask with its view. An event
        the game declares a view event (``GameInfo.view_events``: the seat's own hand) is left out where
        the view follows; its files still go."""
        for seat in sorted({*private, *asks}):
            uid = m.user(seat)
            lang = self._user_lang(tx, uid, m.match.guild_id)
            told, asked = private.get(seat), asks.get(seat)
            parts: list[str] = []
            files: list[tuple[str, bytes]] = []
            maker = None
            if told is not None:
                said = [text for text, in_view in told.lines if not (in_view and asked is not None)]
                if said or asked is None:
                    parts.append("\n".join([t("dm_title", lang, match=m.id), *said]))
                files += told.files
                if told.later:
                    spec = {"game": m.match.game, "seq": seq, "events": told.later, "lang": lang}
                    maker = (spec, _files_later(m.game, m.state, [events[i] for i in told.later], lang))
            if asked is not None:
                parts.append(asked.text)
                files += asked.files
            dm_key = f"{key}:dm:{seat}" if told is not None or asked is None else asked.key
            self._dm(
                tx,
                m.id,
                uid,
                dm_key,
                "\n\n".join(parts),
                files,
                later=maker,
                answers=asked.answers if asked is not None else None,
            )

    def _decision_files(self, m: MatchCtx, decision: Decision, lang: str) -> list[tuple[str, bytes]]:
        """The game's ``decision_files(state, decision, lang)``: e.g. the reference spreadsheet with the ask
        for a deck list. Files are decoration: a failing hook sends the ask without them."""
        try:
            return list(m.game.decision_files(m.state, decision, lang))  # type: ignore[arg-type]
        except Exception:
            log.exception("decision_files failed in match %s", m.id)
            return []

    def _sync_reminders(
        self, tx: Tx, m: MatchCtx, acted: set[int], before: Sequence[Decision] | None = None
    ) -> None:
        """Keep one reminder row per seat with a pending decision, keyed on the decision's id: a new
        decision (or a seat that just acted) starts the period afresh.

        ``before``: the decisions pending when the rows were last synced (a post's own state before
        it): then the rows are rewritten from the difference, without reading them."""
        now = self._now()
        pending: dict[int, Decision] = {}
        for d in m.game.pending(m.state):
            pending.setdefault(d.seat, d)
        if before is not None:
            old: dict[int, Decision] = {}
            for d in before:
                old.setdefault(d.seat, d)
            gone = [seat for seat in old if seat not in pending]
            fresh = [
                seat
                for seat, d in pending.items()
                if seat in acted or seat not in old or old[seat].id != d.id
            ]
            rows = [
                {
                    "match_id": m.id,
                    "seat": seat,
                    "kind": pending[seat].kind,
                    "decision_id": pending[seat].id,
                    "private": pending[seat].private,
                    "pending_since": now,
                    "periods_reminded": 0,
                    "judge_notified": False,
                }
                for seat in fresh
            ]
            tx.replace_reminders(m.id, gone + fresh, rows)
            return
        for row in tx.reminders(m.id):
            decision = pending.pop(row.seat, None)
            if decision is None:
                tx.session.delete(row)
            elif row.seat in acted or row.decision_id != decision.id:
                row.kind, row.decision_id, row.private = decision.kind, decision.id, decision.private
                row.pending_since, row.periods_reminded, row.judge_notified = now, 0, False
                tx.session.add(row)
        for seat, d in pending.items():
            tx.session.add(
                Reminder(
                    match_id=m.id,
                    seat=seat,
                    kind=d.kind,
                    decision_id=d.id,
                    private=d.private,
                    pending_since=now,
                )
            )

    def _clear_reminders(self, tx: Tx, match_id: int) -> None:
        tx.clear_reminders(match_id)

    # -- accepting a post ---------------------------------------------------------------------------
    def _accept(
        self,
        tx: Tx,
        m: MatchCtx,
        *,
        seat: int,
        text: str,
        action: Any,
        new_state: Any,
        events: Sequence[Event],
        source_key: str,
        message_id: int | None,
        actor_id: int,
        actor_kind: str,
        private: bool,
        lead: str | None = None,
        upload: Attachment | None = None,
    ) -> int:
        """Log the post (with the game's canonical text of ``action``) and queue everything it causes.
        Returns its seq."""
        before = list(m.game.pending(m.state))
        canonical = self._canonical(m, seat, action)
        known = None if tx.shared else self._seq.get(m.id)  # another process may post on a shared store
        seq = known + 1 if known is not None else tx.next_seq(m.id)
        tx.fresh_prefix = f"m{m.id}:s{seq}:"  # every outbox key this post causes is new
        tx.insert_post(  # every caller looked its source key up in this transaction
            match_id=m.id,
            seq=seq,
            seat=seat,
            source_key=source_key,
            message_id=message_id,
            text=text,
            canonical=canonical,
            upload_name=upload.filename if upload else None,
            upload_data=upload.data if upload else None,
            private=private,
            actor_id=actor_id,
            actor_kind=actor_kind,
            accepted_at=self._now(),
        )
        m.state = new_state
        key = f"m{m.id}:s{seq}"
        result = m.game.result(new_state)
        told, users = self._tell(tx, m, events, before, key, seq, ask=result is None)
        lines = ([lead] if lead else []) + told
        if lines:
            self._say(tx, m, f"{key}:post", "\n".join(lines), users=users)
        self._table(tx, m, f"{key}:table")
        match_id = m.id
        if result is not None:
            self._finish(tx, m, result, key=f"{key}:result")
        else:
            self._sync_reminders(tx, m, acted={seat}, before=before)
            if seq % snapshots.EVERY == 0:
                self._snapshot(tx, m.game, match_id, seq, new_state)
            tx.on_commit(lambda: self._seq.__setitem__(match_id, seq))
        self._keep_live(tx, m.match, new_state)
        self._remember_position(tx, m.id)
        return seq

    def _snapshot(self, tx: Tx, game: Game, match_id: int, seq: int, state: Any) -> None:
        row = snapshots.dump(game, match_id, seq, state, self._now())
        if row is None:
            return
        # on a shared store another process may have made the first one: update, else insert
        tx.save_snapshot(row, replace=tx.shared or self._snap.get(match_id, True))
        tx.on_commit(lambda: self._snap.__setitem__(match_id, True))

    def _canonical(self, m: MatchCtx, seat: int, action: Any) -> str | None:
        """The canonical text of an accepted action, checked to read back (None: the raw text is kept)."""
        try:
            text = m.game.canonical(m.state, seat, action)
            m.game.parse_canonical(m.state, seat, text)
        except NotImplementedError:
            return None
        except Exception:
            log.exception("canonical failed in match %s; the raw post is logged alone", m.id)
            return None
        return text

    def _fanout(
        self, tx: Tx, m: MatchCtx, events: Sequence[Event], key: str, seq: int
    ) -> tuple[list[str], dict[int, _Private]]:
        """Each event to its audience: public lines are returned (for one thread post), a player's events
        are gathered by seat (for :meth:`_send_private`, with the game's ``event_files``), judge events go
        to the audit log."""
        lines: list[str] = []
        private: dict[int, _Private] = {}
        in_view = m.game.info.view_events
        for index, event in enumerate(events):
            audience = event.audience
            if audience.kind == "public":
                rendered = m.game.render_event(event, m.lang)  # type: ignore[arg-type]
                if rendered:
                    lines.append(rendered)
            elif audience.kind == "player" and audience.seat is not None:
                lang = self._user_lang(tx, m.user(audience.seat), m.match.guild_id)
                rendered = m.game.render_event(event, lang)  # type: ignore[arg-type]
                if rendered:
                    told = private.setdefault(audience.seat, _Private())
                    told.lines.append((rendered, event.kind in in_view))
                    if self.claimer is not None:  # the DM goes anyway: its files when it is sent
                        told.later.append(index)
                        continue
                attached = list(m.game.event_files(m.state, event, lang))  # type: ignore[arg-type]
                if attached:
                    private.setdefault(audience.seat, _Private()).files.extend(attached)
            else:
                text = m.game.render_event(event, "en")
                detail = {"seq": seq, "kind": event.kind, "text": text, "data": jsonable(event.data)}
                tx.audit("judge_event", match_id=m.id, detail=detail, at=self._now())
        return lines, private

    def _finish(
        self,
        tx: Tx,
        m: MatchCtx,
        result: Result,
        *,
        key: str,
        lead: str | None = None,
        judge_id: int | None = None,
    ) -> None:
        m.match.status = FINISHED
        m.match.finished_at = self._now()
        m.match.result = {**result.to_dict(), "judge_id": judge_id}
        tx.session.add(m.match)
        text = self._result_text(m, result)
        if result.reason:
            text += " " + t("result_reason", m.lang, reason=m.game.reason_text(result.reason, m.lang))  # type: ignore[arg-type]
        users = [s.user_id for s in m.seats]
        lines = ([lead] if lead else []) + [text, " ".join(mention(u) for u in users)]
        self._say(tx, m, key, "\n".join(lines), users=users)
        self._clear_reminders(tx, m.id)
        tx.audit("finished", match_id=m.id, actor_id=judge_id, detail=dict(m.match.result), at=self._now())
        self._keep_live(tx, m.match, None)  # finished: leaves the live-state cache after the commit
        for hook in self._finish_hooks:
            tx.write_audit()  # what came before stays, whatever the hook does
            logged = len(tx.audit_rows)
            try:
                with tx.session.begin_nested():
                    hook(tx, m.match, m.state)
            except Exception:
                del tx.audit_rows[logged:]  # rolled back with the hook's savepoint
                log.exception("finish hook failed for match %s", m.id)

    def _result_text(self, m: MatchCtx, result: Result) -> str:
        """Two seats: the winner or a draw. More: every place, tied seats sharing one (1st, 2nd, …)."""
        if result.draw or not result.winners:
            return t("result_draw", m.lang, match=m.id)
        if result.seats <= 2 or len(m.seats) <= 2:
            names = t("and", m.lang).join(f"**{escape(m.name(s))}**" for s in result.winners)
            return t("result_win", m.lang, match=m.id, winners=names)
        places: dict[int, list[str]] = {}
        for seat, place in enumerate(result.placements):
            if seat < len(m.seats):
                places.setdefault(place, []).append(f"**{escape(m.name(seat))}**")
        lines = [t("result_place", m.lang, place=p, players=", ".join(places[p])) for p in sorted(places)]
        return "\n".join([t("result_places", m.lang, match=m.id), *lines])

    def _early_ok(self, m: MatchCtx, seat: int, action: Any) -> bool:
        """The game's ``accepts_out_of_turn(state, seat, action)``: e.g. a pass posted out of turn that
        takes effect at the seat's next turn (A-42 of one game). By default out of turn is refused."""
        try:
            return bool(m.game.accepts_out_of_turn(m.state, seat, action))
        except Exception:
            log.exception("accepts_out_of_turn failed in match %s", m.id)
            return False

    def _illegal_text(self, exc: MoveError, lang: str) -> str:
        text = t("illegal", lang, reason=exc.message(lang))  # type: ignore[arg-type]
        if exc.suggestions:
            text += "\n" + t("suggest", lang, options=", ".join(f"`{s}`" for s in exc.suggestions[:8]))
        return text

    def _apply(self, m: MatchCtx, seat: int, action: Any, lang: str) -> tuple[Any, list[Event]]:
        try:
            new_state, events = m.game.apply(m.state, seat, action)
        except MoveError as exc:
            self._refuse(self._illegal_text(exc, lang), m.id)
        except Exception:
            log.exception("apply failed in match %s", m.id)
            raise Abort(Reply("error", t("engine_error", lang), match_id=m.id)) from None
        return new_state, list(events)

    def _new_match(
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
            self._refuse(t("no_channel", self._user_lang(tx, creator.user_id, guild_id)))
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
            seed=int(self.seed_source()),
            status=PROPOSED,
            created_by=creator.user_id,
            judge_id=judge_id,
            deadline_hours=deadline_hours,
            created_at=self._now(),
        )
        return tx.add_match(match, [(p.user_id, p.name) for p in players])

    def _start(self, tx: Tx, match: Match, lang: str) -> MatchCtx:
        game = self.games.get(match.game)
        if game is None:
            self._refuse(t("unknown_game", lang, game=match.game, games=self._game_list()))
        assert match.id is not None
        self._lock_match(tx, match)
        if match.status != PROPOSED:  # another process started it meanwhile
            raise Abort(Reply("refused", t("not_challenged", lang, match=match.id), match_id=match.id))
        try:
            state, events = initial_state(game, match.setup, match.seed)
        except MoveError as exc:
            self._refuse(self._illegal_text(exc, lang))
        except Exception:
            log.exception("new_match failed for match %s", match.id)
            raise Abort(Reply("error", t("engine_error", lang))) from None
        match.status = ACTIVE
        match.started_at = self._now()
        tx.session.add(match)
        m = MatchCtx(match, game, state, tx.seats(match.id), self._guild_lang(tx, match.guild_id))
        names = [s.display_name for s in m.seats]
        thread_name = t("thread_name", m.lang, match=m.id, players=t("versus", m.lang).join(names))[:100]
        drawn = self._table_picture(tx, m)
        tx.enqueue(
            kind=KIND_THREAD,
            lane=m.lane,
            target_id=match.parent_channel_id,
            dedupe_key=f"m{m.id}:thread",
            match_id=m.id,
            payload=table_payload(self._table_text(m), name=thread_name, store_as="table", **drawn),
            now=self._now(),
            later=self._picture_later(m) if drawn else None,
        )
        tx.enqueue(
            kind=KIND_PIN,
            lane=m.lane,
            dedupe_key=f"m{m.id}:pin",
            match_id=m.id,
            payload={"message_ref": "table"},
            now=self._now(),
        )
        players = t("and", m.lang).join(f"**{escape(n)}**" for n in names)
        users = [s.user_id for s in m.seats]
        start = [t("match_started", m.lang, match=m.id, players=players), " ".join(mention(u) for u in users)]
        told, _ = self._tell(tx, m, events, [], f"m{m.id}:s0", 0, ask_key=f"m{m.id}:start")
        self._say(tx, m, f"m{m.id}:start", "\n".join(start + told), users=users)
        self._sync_reminders(tx, m, acted=set())
        match_id = m.id
        tx.on_commit(lambda: self._snap.__setitem__(match_id, False))
        tx.on_commit(lambda: self._seq.__setitem__(match_id, 0))
        self._keep_live(tx, m.match, state)
        self._remember_position(tx, m.id)
        return m

    def _judged(self, tx: Tx, actor: Actor, channel_id: int) -> tuple[MatchCtx, str]:
        lang = self._user_lang(tx, actor.user_id, None)
        match = self._match_here(tx, channel_id, lang)
        if actor.guild_id is not None and match.guild_id != actor.guild_id:
            self._refuse(t("not_a_match", lang))  # judge rights never reach another server's match
        lang = self._user_lang(tx, actor.user_id, match.guild_id)
        if not actor.is_judge:
            self._refuse(t("judge_only", lang))
        m = self._open(tx, match, lang)
        self._require_judge(actor, m, lang)
        return m, lang

    def _deadline_hours(self, tx: Tx, match: Match) -> int:
        if match.deadline_hours:
            return match.deadline_hours
        guild = tx.guild(match.guild_id)
        if guild is not None and guild.deadline_hours:
            return guild.deadline_hours
        return self.default_deadline_hours

"""The live state of each match: a bounded in-memory cache of its replayed log, filled lazily from the
newest snapshot (``bot.judge.snapshots``) and the posts after it, and the snapshots written as it moves.

The store's log (setup + seed + accepted posts) is the truth; everything here is a cache, changed only
by hooks that run after a commit.
"""

from __future__ import annotations

import logging
from typing import Any

from bot.judge import snapshots
from bot.judge.api import Reply
from bot.judge.context import Abort, MatchCtx
from bot.judge.desk import Desk
from bot.judge.messages import t
from bot.judge.replay import ReplayError, replay, replay_from
from bot.store import FINISHED, Match, MatchSeat, Tx
from cards.core import Game, Lang

log = logging.getLogger(__name__)


class LiveStates:
    """Match id → engine state (at most ``cap``, least recently used out first), with what goes with
    it: the newest seq, whether a snapshot row exists, the log position, autocomplete answers."""

    def __init__(self, desk: Desk) -> None:
        self.desk = desk
        self.states: dict[int, Any] = {}
        self.cap = 4096
        self.seq: dict[int, int] = {}  # match id -> its newest post's seq (undone included), once known
        self.snap: dict[int, bool] = {}  # match id -> whether a snapshot row exists (unknown: ask)
        self.broken: dict[int, str] = {}  # match id -> why it could not be restored
        self.replay_notes: list[tuple[int, int, str]] = []  # (match, seq, error) found broken on load
        # match id -> the log position (Tx.log_position) its cached state was made at; kept only on a
        # shared (PostgreSQL) store, where another process may move the match behind this one's back.
        self.positions: dict[int, tuple[int, int]] = {}
        # (match id, seat) -> (the seat's pending decision ids, its legal posts): /play autocomplete asks
        # on every keystroke; the answer stands while the same decisions are pending in the same state.
        self.autocomplete: dict[tuple[int, int], tuple[str, list[str]]] = {}

    def set(self, match_id: int, state: Any) -> None:
        """A committed new state: cache it and forget the answers computed for the old one; a finished
        match's state (``None``) leaves the caches."""
        if state is None:
            self.forget(match_id)
        else:
            self._cache(match_id, state)
        for key in [k for k in self.autocomplete if k[0] == match_id]:
            del self.autocomplete[key]

    def _cache(self, match_id: int, state: Any) -> None:
        self.states.pop(match_id, None)
        self.states[match_id] = state
        while len(self.states) > self.cap:
            del self.states[next(iter(self.states))]

    def forget(self, match_id: int) -> None:
        """A finished match leaves every cache (a later look replays it from its snapshot)."""
        self.states.pop(match_id, None)
        self.positions.pop(match_id, None)
        self.seq.pop(match_id, None)
        for key in [k for k in self.autocomplete if k[0] == match_id]:
            del self.autocomplete[key]

    def clear(self) -> None:
        """Forget every cached state and what goes with it (a batch that did not commit had set them)."""
        self.states.clear()
        self.seq.clear()
        self.snap.clear()
        self.positions.clear()
        self.autocomplete.clear()

    def cached(self, match_id: int) -> Any | None:
        """The cached state of a live match, or None, without touching the database."""
        return self.states.get(match_id)

    def state(self, tx: Tx, match: Match, game: Game) -> Any:
        """The match's state now: the cache, else its snapshot and the posts after it."""
        assert match.id is not None
        if match.id in self.broken:
            raise Abort(Reply("error", self.broken[match.id], match_id=match.id))
        state = self.states.get(match.id)
        position = tx.log_position(match.id) if tx.shared else None
        if position is not None and state is not None and self.positions.get(match.id) != position:
            state = None  # another process moved (or undid) the match since this cache was made
        if state is None:
            try:
                state = self._load(tx, match, game)
            except ReplayError as exc:
                log.error("match %s does not replay: %s", match.id, exc)
                lang = self.desk.guild_lang(tx, match.guild_id)
                self.broken[match.id] = t("engine_error", lang)
                self.replay_notes.append((match.id, exc.seq, str(exc.cause)))
                raise
            if match.status != FINISHED:  # a finished match is replayed when asked, not kept
                self.set(match.id, state)  # the committed log's state: safe to cache at once
                if position is not None:
                    self.positions[match.id] = position
        elif next(reversed(self.states)) != match.id:
            self._cache(match.id, state)  # most recently used
        return state

    def _load(self, tx: Tx, match: Match, game: Game) -> Any:
        """A match's state from its newest usable snapshot and the posts after it (else from its seed)."""
        assert match.id is not None
        row = tx.snapshot(match.id)
        self.snap[match.id] = row is not None
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

    def open(self, tx: Tx, match: Match, lang: Lang, *, seats: list[MatchSeat] | None = None) -> MatchCtx:
        """The match, locked for this transaction, with its state and seats (an unknown game or a log
        that does not replay: an error reply)."""
        game = self.desk.games.get(match.game)
        if game is None:
            raise Abort(Reply("error", t("unknown_game", lang, game=match.game, games=self.desk.game_list())))
        assert match.id is not None
        tx.lock_match(match)  # the match's cross-process lock (a no-op on SQLite); re-reads the row
        try:
            state = self.state(tx, match, game)
        except ReplayError as exc:
            log.exception("match %s does not replay", match.id)
            raise Abort(Reply("error", t("engine_error", lang), match_id=match.id)) from exc
        if seats is None:
            seats = tx.seats(match.id)
        return MatchCtx(match, game, state, seats, self.desk.guild_lang(tx, match.guild_id))

    # -- after the commit ---------------------------------------------------------------------------
    def keep(self, tx: Tx, match: Match, state: Any) -> None:
        """After the commit, cache ``state`` for a match still being played; a match that finished in
        this transaction leaves the cache instead (the cache would otherwise grow with every match)."""
        match_id = match.id
        assert match_id is not None

        def hook() -> None:
            self.set(match_id, None if match.status == FINISHED else state)

        tx.on_commit(hook)

    def remember_position(self, tx: Tx, match_id: int) -> None:
        """After this transaction's change to a match's log: the cached state made from it stands at the
        log's new position (read now, under the match lock). Register after the :meth:`keep` hook."""
        if tx.shared:
            position = tx.log_position(match_id)
            tx.on_commit(lambda: self.positions.__setitem__(match_id, position))

    def next_seq(self, tx: Tx, match_id: int) -> int:
        """The seq the next post of the match takes (another process may post on a shared store)."""
        known = None if tx.shared else self.seq.get(match_id)
        return known + 1 if known is not None else tx.next_seq(match_id)

    def posted(self, tx: Tx, match_id: int, seq: int) -> None:
        """After the commit: the match's newest seq is ``seq``."""
        tx.on_commit(lambda: self.seq.__setitem__(match_id, seq))

    def started(self, tx: Tx, match_id: int) -> None:
        """After the commit: a new match has no posts and no snapshot."""
        tx.on_commit(lambda: self.snap.__setitem__(match_id, False))
        tx.on_commit(lambda: self.seq.__setitem__(match_id, 0))

    def undone(self, tx: Tx, match_id: int) -> None:
        """Posts were undone: the snapshot (it may hold one) is dropped; the next is made from the new log."""
        tx.drop_snapshot(match_id)
        tx.on_commit(lambda: self.snap.__setitem__(match_id, False))

    def snapshot(self, tx: Tx, game: Game, match_id: int, seq: int, state: Any) -> None:
        """Every :data:`snapshots.EVERY` posts: the state after post ``seq``, in the move's transaction."""
        row = snapshots.dump(game, match_id, seq, state, self.desk.now())
        if row is None:
            return
        # on a shared store another process may have made the first one: update, else insert
        tx.save_snapshot(row, replace=tx.shared or self.snap.get(match_id, True))
        tx.on_commit(lambda: self.snap.__setitem__(match_id, True))

"""The files that go with the judge's messages: table pictures, a player's hand files, a decision's
files. Made when an outbox item is sent where possible (drawing is not the move's work), and remade from
the log for an item whose in-memory maker is gone (a restart, a retry)."""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any

from bot.judge.context import MatchCtx
from bot.judge.desk import Desk
from bot.judge.live import LiveStates
from bot.judge.messages import norm_lang
from bot.judge.replay import action_of, initial_state
from bot.judge.writer import png
from bot.store import Match, Tx
from cards.core import PUBLIC, Audience, Decision, Event, Game, Lang

log = logging.getLogger(__name__)


def files_later(
    game: Game, state: Any, events: Sequence[Event], lang: Lang
) -> Callable[[], list[tuple[str, bytes]]]:
    """The files a player's events come with, made when the DM is sent (a Hand.xlsx costs ~30 ms)."""
    return lambda: [f for event in events for f in game.event_files(state, event, lang)]


def decision_files(m: MatchCtx, decision: Decision, lang: Lang) -> list[tuple[str, bytes]]:
    """The game's ``decision_files(state, decision, lang)``: e.g. the reference spreadsheet with the ask
    for a deck list. Files are decoration: a failing hook sends the ask without them."""
    try:
        return list(m.game.decision_files(m.state, decision, lang))
    except Exception:
        log.exception("decision_files failed in match %s", m.id)
        return []


class Files:
    """Pictures and attachments, for a command's answer or for the outbox when it sends an item."""

    def __init__(self, desk: Desk, live: LiveStates) -> None:
        self.desk = desk
        self.live = live

    def picture(self, tx: Tx, m: MatchCtx, audience: Audience, lang: Lang) -> tuple[tuple[str, bytes], ...]:
        """``table.png``: the game's picture of the table as ``audience`` sees it, unless the server turned
        pictures off or the game has none. A picture that fails to draw costs the picture, never the move."""
        if m.state is None or not self.desk.pictures_on(tx, m.match.guild_id):
            return ()
        try:
            drawn = m.game.render_picture(m.state, audience, lang)
        except Exception:
            log.exception("match %s: the table picture failed", m.id)
            return ()
        return (("table.png", drawn),) if drawn else ()

    def attachments(self, match_id: int, payload: dict[str, Any]) -> list[tuple[str, bytes]]:
        """The attachments an outbox item's spec asks for, made now from the log: the table's picture
        (``picture``: the position now) or a post's hand files (``files_from``: the position after that
        post). For items whose in-memory maker is gone (a restart, a retry). Any thread."""
        spec = payload.get("picture") or payload.get("files_from")
        if not isinstance(spec, dict):
            return []
        game = self.desk.games.get(str(spec.get("game")))
        if game is None:
            return []
        lang = norm_lang(str(spec.get("lang")), self.desk.default_language)
        if "picture" in payload:
            state = self.live.cached(match_id)
            if state is None:
                with self.desk.lock, self.desk.store.tx() as tx:
                    match = tx.match(match_id)
                    if match is None:
                        return []
                    state = self.live.state(tx, match, game)
            return png(game.render_picture(state, PUBLIC, lang))
        with self.desk.lock, self.desk.store.tx() as tx:
            match = tx.match(match_id)
            if match is None:
                return []
            state, events = self._events_of(tx, match, game, int(spec.get("seq", 0)))
        picked = [events[i] for i in spec.get("events", ()) if 0 <= i < len(events)]
        return files_later(game, state, picked, lang)()

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

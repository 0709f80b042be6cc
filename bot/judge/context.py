"""One match as the judge's parts work on it inside a transaction, and the small rules they share:
leaving a call with a refusal, the words for a decision or an illegal move, a player's own view."""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NoReturn

from bot.judge.api import Actor, Reply
from bot.judge.messages import t
from bot.store import Match, MatchSeat, Tx
from cards.core import Decision, Event, Game, Lang, MoveError

log = logging.getLogger(__name__)


class Abort(Exception):
    """Leave the current call with ``reply`` and roll its transaction back."""

    def __init__(self, reply: Reply) -> None:
        super().__init__(reply.text)
        self.reply = reply


def refuse(text: str, match_id: int | None = None) -> NoReturn:
    """Leave the current call with a refusal (its transaction rolls back)."""
    raise Abort(Reply("refused", text, match_id=match_id))


@dataclass
class MatchCtx:
    """One match as the service works on it inside a transaction."""

    match: Match
    game: Game
    state: Any
    seats: list[MatchSeat]
    lang: Lang  # the thread's language (the server's)
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


def jsonable(data: Any) -> Any:
    return json.loads(json.dumps(data, default=str))


def label(m: MatchCtx, decision: Decision, lang: Lang) -> str:
    """A decision as its player reads it (the game's ``decision_label``; its kind if that fails)."""
    try:
        return str(m.game.decision_label(decision, lang))
    except Exception:
        log.exception("decision_label failed")
    return decision.kind


def illegal_text(exc: MoveError, lang: Lang) -> str:
    text = t("illegal", lang, reason=exc.message(lang))
    if exc.suggestions:
        text += "\n" + t("suggest", lang, options=", ".join(f"`{s}`" for s in exc.suggestions[:8]))
    return text


def view_text(m: MatchCtx, seat: int, lang: Lang) -> str:
    """A player's private view: the game's ``render_hand(state, seat, lang)`` (by default its table as
    that player sees it)."""
    return str(m.game.render_hand(m.state, seat, lang))


def match_here(tx: Tx, channel_id: int | None, lang: Lang) -> Match:
    """The match of this thread, else a refusal."""
    match = tx.match_by_channel(channel_id) if channel_id is not None else None
    if match is None:
        raise Abort(Reply("refused", t("not_a_match", lang)))
    return match


def require_judge(actor: Actor, m: MatchCtx | None, lang: Lang) -> None:
    """A judge who does not play in ``m`` (G-JUDGE-1), else a refusal."""
    if not actor.is_judge:
        raise Abort(Reply("refused", t("judge_only", lang)))
    if m is not None and m.seat_of(actor.user_id) is not None:
        raise Abort(Reply("refused", t("judge_is_player", lang, match=m.id), match_id=m.id))


def apply_move(m: MatchCtx, seat: int, action: Any, lang: Lang) -> tuple[Any, list[Event]]:
    """The engine applies ``action``: the new state and its events (illegal: a refusal; a crash: an error)."""
    try:
        new_state, events = m.game.apply(m.state, seat, action)
    except MoveError as exc:
        refuse(illegal_text(exc, lang), m.id)
    except Exception:
        log.exception("apply failed in match %s", m.id)
        raise Abort(Reply("error", t("engine_error", lang), match_id=m.id)) from None
    return new_state, list(events)

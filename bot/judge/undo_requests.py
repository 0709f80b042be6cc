"""Undo requests (issue 29): a player asks to take back his last post while the opponent has not posted
since; the thread shows Accept and Decline buttons (``payload["undo"]``); another player of the match (or a
judge) accepts, and the post is taken back as a judge's undo would (replayed without it, kept as undone),
or declines. The request, the acceptance and the refusal are all in the audit log."""

from __future__ import annotations

import uuid
from typing import Any

from bot.i18n import say as _say
from bot.judge.api import Actor, Reply
from bot.judge.context import Abort, match_here
from bot.judge.payloads import escape, message, nonce_for
from bot.store import Tx
from bot.store.models import KIND_POST, LIVE_STATUSES
from cards.core import Lang


def say(key: str, lang: Lang | str, /, **values: Any) -> str:
    return _say("undo-", key, lang, **values)


def _refuse(text: str, match_id: int | None = None) -> None:
    raise Abort(Reply("refused", text, match_id=match_id))


class UndoRequests:
    """Built on the judge's facade (:class:`bot.judge.service.JudgeService`): its runner, live states and
    the shared undo of :meth:`bot.judge.undo.Undo.undo_in`."""

    def __init__(self, service: Any) -> None:
        self.service = service

    def request(self, actor: Actor, channel_id: int) -> Reply:
        """``/undo``: ask to take back the caller's last post of this thread's match."""
        desk = self.service.desk

        def work(tx: Tx) -> Reply:
            lang = desk.user_lang(tx, actor.user_id, actor.guild_id)
            match = match_here(tx, channel_id, lang)
            if match.status not in LIVE_STATUSES:
                _refuse(say("not_live", lang, match=match.id), match.id)
            seats = tx.seats(match.id)  # type: ignore[arg-type]
            seat = next((s.seat for s in seats if s.user_id == actor.user_id), None)
            posts = tx.posts(match.id)  # type: ignore[arg-type]
            if seat is None:
                _refuse(say("not_player", lang), match.id)
            if not posts or posts[-1].seat != seat:
                _refuse(say("too_late", lang), match.id)
            last = posts[-1]
            m = self.service.open_ctx(tx, match, lang)
            shown = say("private_post", m.lang) if last.private else f"`{last.text[:200]}`"
            text = say("asked", m.lang, name=escape(actor.name), seq=last.seq, post=shown)
            key = f"m{m.id}:undoask:{uuid.uuid4().hex[:12]}"
            payload = message(text, users=[s.user_id for s in seats if s.seat != seat], nonce=nonce_for(key))
            payload["undo"] = {
                "match_id": m.id,
                "seq": last.seq,
                "yes": say("accept", m.lang),
                "no": say("decline", m.lang),
            }
            tx.enqueue(
                kind=KIND_POST, lane=m.lane, dedupe_key=key, match_id=m.id, payload=payload, now=desk.now()
            )
            tx.audit(
                "undo_requested",
                match_id=m.id,
                actor_id=actor.user_id,
                detail={"seq": last.seq},
                at=desk.now(),
            )
            return Reply("ok", say("sent", lang, seq=last.seq), match_id=m.id)

        return self.service.run_in_tx(work)  # type: ignore[no-any-return]

    def answer(self, actor: Actor, match_id: int, seq: int, accept: bool) -> Reply:
        """A press of Accept or Decline: by another player of the match or a judge of its server."""
        desk = self.service.desk

        def work(tx: Tx) -> Reply:
            lang = desk.user_lang(tx, actor.user_id, actor.guild_id)
            match = tx.match(match_id)
            posts = tx.posts(match_id) if match is not None else []
            if match is None or match.status not in LIVE_STATUSES or not posts or posts[-1].seq != seq:
                _refuse(say("stale", lang), match_id)
            seats = tx.seats(match_id)
            asker = posts[-1].seat
            other = any(s.user_id == actor.user_id and s.seat != asker for s in seats)
            judge = (
                actor.is_judge
                and actor.guild_id == match.guild_id  # type: ignore[union-attr]
                and not any(s.user_id == actor.user_id for s in seats)
            )
            if not (other or judge):
                _refuse(say("not_yours", lang), match_id)
            m = self.service.open_ctx(tx, match, lang)
            name = escape(m.name(asker))
            if not accept:
                key = f"m{m.id}:undono:{seq}"
                tx.enqueue(
                    kind=KIND_POST,
                    lane=m.lane,
                    dedupe_key=key,
                    match_id=m.id,
                    payload=message(say("declined", m.lang, name=name, seq=seq), nonce=nonce_for(key)),
                    now=desk.now(),
                )
                tx.audit(
                    "undo_declined", match_id=m.id, actor_id=actor.user_id, detail={"seq": seq}, at=desk.now()
                )
                return Reply("ok", say("you_declined", lang), match_id=m.id)
            self.service.undo_in(tx, m, lang, 1, actor.user_id, "undo_accepted")
            return Reply("ok", say("you_accepted", lang, seq=seq), match_id=m.id)

        return self.service.run_in_tx(work)  # type: ignore[no-any-return]

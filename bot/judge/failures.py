"""``/judge failures`` (issue 24): what the outbox could not deliver in this server's matches.

A table edit whose thread is gone, a post Discord refuses for good, an item that kept failing until the
sender gave up: each stays ``failed`` in the outbox and is never re-queued (a dead letter), so the match
would otherwise go on with its players and judge never hearing of it. The list names the match, what was
not delivered and why, newest first, and says how a judge can end a match whose thread is gone."""

from __future__ import annotations

from typing import Any

from sqlalchemy import func
from sqlmodel import col, select

from bot.i18n import say as _say
from bot.judge.api import Actor, Reply
from bot.judge.messages import t
from bot.judge.payloads import escape
from bot.store import FAILED, Match, Outbox
from bot.store.models import LIVE_STATUSES
from bot.store.store import DEAD_LETTER
from cards.core import Lang

MAX_LINES = 20  # the newest first; the rest are counted
MAX_ERROR = 120  # characters of Discord's own words shown
KINDS = ("thread", "post", "edit", "pin", "dm")  # Outbox.kind


def say(key: str, lang: Lang, /, **values: Any) -> str:
    return _say("failures-", key, lang, **values)


def why(error: str | None, attempts: int, lang: Lang) -> str:
    """The reason in words: gone (404), refused for good (403 and the like), or given up after retries."""
    error = error or ""
    if error.startswith(DEAD_LETTER[0]):
        reason = say("gone", lang)
    elif error.startswith(DEAD_LETTER[1]):
        reason = say("refused", lang)
    else:
        reason = say("gave_up", lang, attempts=attempts)
    detail = error.partition(":")[2].strip()[:MAX_ERROR]
    return f"{reason} (`{escape(detail).replace('`', '')}`)" if detail else reason


def server_failures(service: Any, actor: Actor, guild_id: int | None) -> Reply:
    """The failed outbox items of the server's matches, newest first (judges)."""
    lang = service.language_for(actor.user_id, guild_id)
    if not actor.is_judge or guild_id is None:
        return Reply("refused", t("judge_only", lang))
    failed = (
        select(Outbox, Match.status)
        .join(Match, col(Match.id) == col(Outbox.match_id))
        .where(col(Outbox.status) == FAILED, col(Match.guild_id) == guild_id)
    )
    with service.lock, service.store.tx() as tx:
        rows = tx.session.exec(failed.order_by(col(Outbox.id).desc()).limit(MAX_LINES)).all()
        total = tx.session.exec(select(func.count()).select_from(failed.subquery())).one()
    if not rows:
        return Reply("ok", say("none", lang))
    lines = [say("title", lang, count=total)]
    for item, status in rows:
        what = say(f"kind_{item.kind}", lang) if item.kind in KINDS else item.kind
        state = say("match_over", lang) if status not in LIVE_STATUSES else ""
        lines.append(f"#{item.match_id} · {what} · {why(item.last_error, item.attempts, lang)}{state}")
    if total > len(rows):
        lines.append(say("more", lang, count=total - len(rows)))
    lines.append(say("hint", lang))
    return Reply("ok", "\n".join(lines))

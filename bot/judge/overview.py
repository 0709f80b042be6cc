"""``/matches`` and ``/judge matches`` (issue 29): live matches, their threads, whose decision they wait
for and how long. Read from the store alone (the reminder rows say which seat waits since when), so a list
of many matches costs no engine work."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlmodel import col, select

from bot.i18n import say as _say
from bot.judge.api import Actor, Reply
from bot.judge.games import game_title
from bot.judge.messages import t
from bot.judge.payloads import escape
from bot.store import PAUSED, Match, PracticeSeat, Tx, utc
from bot.store.models import LIVE_STATUSES
from cards.core import Lang

MAX_LINES = 40  # a longer list is cut, saying how many more there are


def say(key: str, lang: Lang, /, **values: Any) -> str:
    return _say("matches-", key, lang, **values)


def waited(since: datetime | None, now: datetime, lang: Lang) -> str:
    """How long, in the largest sensible units: ``3 h 20 min``, ``2 d 4 h`` (real plurals in words)."""
    if since is None:
        return say("no_wait", lang)
    if since.tzinfo is None and now.tzinfo is not None:
        now = now.replace(tzinfo=None)
    minutes = max(0, int((now - since).total_seconds() // 60))
    days, rest = divmod(minutes, 24 * 60)
    hours, minutes = divmod(rest, 60)
    if days:
        return say("days_hours", lang, days=days, hours=hours)
    if hours:
        return say("hours_minutes", lang, hours=hours, minutes=minutes)
    return say("minutes", lang, minutes=minutes)


def practice_ids(tx: Tx, match_ids: list[int]) -> set[int]:
    """Which of ``match_ids`` are practice matches (the practice opponent holds a seat; issue 30)."""
    if not match_ids:
        return set()
    query = select(PracticeSeat.match_id).where(col(PracticeSeat.match_id).in_(match_ids))
    return set(tx.session.exec(query))


def _line(
    service: Any, tx: Tx, match: Match, now: datetime, lang: Lang, me: int | None, practice: bool = False
) -> tuple[datetime | None, bool, str]:
    """(waiting since, the caller's decision, the line)."""
    seats = {s.seat: s for s in tx.seats(match.id)}  # type: ignore[arg-type]
    rows = sorted(tx.reminders(match.id), key=lambda r: r.pending_since)  # type: ignore[arg-type]
    game = service.games.get(match.game)
    title = game_title(game, match.game, lang) if game is not None else match.game
    where = f"<#{match.channel_id}>" if match.channel_id else say("no_thread", lang)
    names = ", ".join(f"**{escape(seats[r.seat].display_name)}**" for r in rows if r.seat in seats)
    since = rows[0].pending_since if rows else None
    mine = me is not None and any(seats.get(r.seat) and seats[r.seat].user_id == me for r in rows)
    if match.status == PAUSED:
        state = say("paused", lang)
    elif not rows:
        state = say("nobody", lang)
    elif mine:
        state = say("your_turn", lang, waited=waited(since, now, lang))
    else:
        state = say("waiting_for", lang, names=names, waited=waited(since, now, lang))
    players = " — ".join(escape(seats[s].display_name) for s in sorted(seats))
    kind = f" · {say('practice', lang)}" if practice else ""
    return since, mine, f"#{match.id} {title}{kind} ({players}) · {where} · {state}"


def _listed(lines: list[str], lang: Lang) -> str:
    shown = lines[:MAX_LINES]
    if len(lines) > MAX_LINES:
        shown.append(say("more", lang, count=len(lines) - MAX_LINES))
    return "\n".join(shown)


def my_matches(service: Any, actor: Actor) -> Reply:
    """The caller's live matches: his own decisions first, then the longest waits."""
    with service.lock, service.store.tx() as tx:
        lang = service.language_for(actor.user_id, actor.guild_id)
        now = utc(service.clock())
        live = tx.matches_of_user(actor.user_id, LIVE_STATUSES)
        practice = practice_ids(tx, [m.id for m in live if m.id is not None])
        found = [_line(service, tx, m, now, lang, actor.user_id, m.id in practice) for m in live]
    if not found:
        return Reply("ok", say("none_mine", lang))
    far = datetime.max.replace(tzinfo=now.tzinfo)
    found.sort(key=lambda f: (not f[1], f[0] or far))
    return Reply(
        "ok", "\n".join([say("title_mine", lang, count=len(found)), _listed([f[2] for f in found], lang)])
    )


def server_matches(service: Any, actor: Actor, guild_id: int | None) -> Reply:
    """Every live match of the server, the oldest wait first (judges)."""
    lang = service.language_for(actor.user_id, guild_id)
    if not actor.is_judge or guild_id is None:
        return Reply("refused", t("judge_only", lang))
    with service.lock, service.store.tx() as tx:
        now = utc(service.clock())
        live = [m for m in tx.matches(LIVE_STATUSES) if m.guild_id == guild_id]
        practice = practice_ids(tx, [m.id for m in live if m.id is not None])
        found = [_line(service, tx, m, now, lang, None, m.id in practice) for m in live]
    if not found:
        return Reply("ok", say("none_server", lang))
    far = datetime.max.replace(tzinfo=now.tzinfo)
    found.sort(key=lambda f: f[0] or far)
    return Reply(
        "ok", "\n".join([say("title_server", lang, count=len(found)), _listed([f[2] for f in found], lang)])
    )

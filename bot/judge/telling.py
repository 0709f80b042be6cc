"""Telling each audience what happened: a post's events (public lines for the thread, a player's own
events by DM, judge events to the audit log), the decisions asked next, and a match's result."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.judge import quick
from bot.judge.context import MatchCtx, jsonable, label, view_text
from bot.judge.desk import Desk
from bot.judge.files import decision_files, files_later
from bot.judge.messages import t
from bot.judge.payloads import escape, inert_event, mention
from bot.judge.writer import OutboxWriter
from bot.store import Tx
from cards.core import Decision, Event, Result


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


class Herald:
    """Turns events, decisions and results into the judge's messages (queued by the writer)."""

    def __init__(self, desk: Desk, writer: OutboxWriter) -> None:
        self.desk = desk
        self.writer = writer

    def tell(
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
        fresh: bool = False,
    ) -> tuple[list[str], list[int]]:
        """What a post tells: its events to their audiences and (``ask``) its new decisions asked. Returns
        the lines of its thread post and the users they ping. A player's private events and private ask
        go as one DM: one notification, the view shown once."""
        lines, private = self._fanout(tx, m, events, seq)
        users: list[int] = []
        asks: dict[int, _Ask] = {}
        if ask:
            prompt_lines, users, asks = self._prompts(tx, m, before, ask_key or key)
            lines += prompt_lines
        self._send_private(tx, m, events, key, seq, private, asks, fresh=fresh)
        return lines, users

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
                lang = self.desk.user_lang(tx, uid, m.match.guild_id)
                many = uid in several
                ask = t(
                    "prompt_private_dm_many" if many else "prompt_private_dm",
                    lang,
                    match=m.id,
                    decision=label(m, d, lang),
                )
                asks[d.seat] = _Ask(
                    f"{key}:ask:{d.seat}",
                    ask + "\n\n" + view_text(m, d.seat, lang),
                    decision_files(m, d, lang),
                    quick.buttons(m.game, m.state, d, lang),
                )
            else:
                m.answers += quick.buttons(m.game, m.state, d, m.lang)
                lines.append(t("prompt_turn", m.lang, mention=mention(uid), decision=label(m, d, m.lang)))
                users.append(uid)
        return lines, users, asks

    def public_prompts(self, m: MatchCtx) -> tuple[list[str], list[int]]:
        """A ping line (and the user to ping) for every public decision pending now, asked or not
        before: after an undo or a resume the players are told again whose turn it is."""
        lines: list[str] = []
        users: list[int] = []
        for d in m.game.pending(m.state):
            uid = m.user(d.seat)
            if not d.private and uid not in users:
                users.append(uid)
                lines.append(t("prompt_turn", m.lang, mention=mention(uid), decision=label(m, d, m.lang)))
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
        *,
        fresh: bool,
    ) -> None:
        """One DM per seat: its events under the match's title, then its ask with its view. An event
        the game declares a view event (``GameInfo.view_events``: the seat's own hand) is left out where
        the view follows; its files still go."""
        for seat in sorted({*private, *asks}):
            uid = m.user(seat)
            lang = self.desk.user_lang(tx, uid, m.match.guild_id)
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
                    maker = (spec, files_later(m.game, m.state, [events[i] for i in told.later], lang))
            if asked is not None:
                parts.append(asked.text)
                files += asked.files
            dm_key = f"{key}:dm:{seat}" if told is not None or asked is None else asked.key
            self.writer.dm(
                tx,
                m.id,
                uid,
                dm_key,
                "\n\n".join(parts),
                files,
                later=maker,
                answers=asked.answers if asked is not None else None,
                fresh=fresh,
            )

    def _fanout(
        self, tx: Tx, m: MatchCtx, events: Sequence[Event], seq: int
    ) -> tuple[list[str], dict[int, _Private]]:
        """Each event to its audience: public lines are returned (for one thread post), a player's events
        are gathered by seat (for :meth:`_send_private`, with the game's ``event_files``), judge events go
        to the audit log."""
        lines: list[str] = []
        private: dict[int, _Private] = {}
        in_view = m.game.info.view_events
        for index, event in enumerate(events):
            event = inert_event(event)  # a player's own words are posted inert (issue 25)
            audience = event.audience
            if audience.kind == "public":
                rendered = m.game.render_event(event, m.lang)
                if rendered:
                    lines.append(rendered)
            elif audience.kind == "player" and audience.seat is not None:
                lang = self.desk.user_lang(tx, m.user(audience.seat), m.match.guild_id)
                rendered = m.game.render_event(event, lang)
                if rendered:
                    told = private.setdefault(audience.seat, _Private())
                    told.lines.append((rendered, event.kind in in_view))
                    if self.desk.claimer is not None:  # the DM goes anyway: its files when it is sent
                        told.later.append(index)
                        continue
                attached = list(m.game.event_files(m.state, event, lang))
                if attached:
                    private.setdefault(audience.seat, _Private()).files.extend(attached)
            else:
                text = m.game.render_event(event, "en")
                detail = {"seq": seq, "kind": event.kind, "text": text, "data": jsonable(event.data)}
                tx.audit("judge_event", match_id=m.id, detail=detail, at=self.desk.now())
        return lines, private

    def result_text(self, m: MatchCtx, result: Result) -> str:
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

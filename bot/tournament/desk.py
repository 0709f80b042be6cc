"""The tournament desk: what every tournament operation shares — its transaction (the judge's), the
tournament it is about (:class:`TournamentCtx`, loaded and saved), who may call it, the posts in the
tournament's channel and in match threads, the audit trail. :class:`bot.tournament.service.TournamentService`
is the public face; the entry rows are in :mod:`bot.tournament.entries`, the match links in
:mod:`bot.tournament.tables`."""

from __future__ import annotations

import random
import secrets
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any, NoReturn

from bot.judge.api import Actor, Reply
from bot.judge.messages import norm_lang
from bot.judge.payloads import escape, message, nonce_for, split_content
from bot.judge.service import JudgeService
from bot.store import Tx, utc, utcnow
from bot.store.models import KIND_POST
from bot.store.tournament_models import TournamentRecord
from cards.core import Lang

from .engine import TournamentState
from .games import GameRules, rules_for
from .messages import t
from .model import AuditEntry, TournamentError
from .pods import PodTournamentState, state_from_dict
from .render import bold, standings_blocks

MAX_ROUNDS = 20
MAX_NAME = 80


@dataclass(frozen=True, slots=True)
class TournamentReply(Reply):
    """A :class:`Reply` that also names the tournament it is about."""

    tournament_id: int | None = None


@dataclass
class TournamentCtx:
    """One tournament as the service works on it inside a transaction."""

    rec: TournamentRecord
    ts: TournamentState
    lang: str  # the channel's language (the server's)
    rules: GameRules

    @property
    def id(self) -> int:
        assert self.rec.id is not None
        return self.rec.id

    @property
    def name(self) -> str:
        """The tournament's name, escaped for Discord markdown (templates put it in bold)."""
        return escape(self.rec.name)

    def player_name(self, pid: str) -> str:
        return next((p.name for p in self.ts.tournament.players if p.id == pid), pid)

    def bold(self, pid: str | None) -> str:
        return "-" if pid is None else bold(self.player_name(pid))


def pods_of(ctx: TournamentCtx) -> PodTournamentState:
    """A pod tournament's state (its callers run only for ``format="pods"``)."""
    ts: Any = ctx.ts
    assert isinstance(ts, PodTournamentState), "a pod operation on a two-player tournament"
    return ts


def player_id(user_id: int) -> str:
    """A Discord user id as the tournament core's player id."""
    return str(user_id)


def actor_pid(actor: Actor) -> str:
    return str(actor.user_id)


class TournamentDesk:
    """State shared by the tournament operations; every method runs inside the caller's transaction.
    The constructor hooks into the judge's match-finished path."""

    def __init__(
        self,
        store: Any,
        judge: JudgeService,
        clock: Callable[[], datetime] = utcnow,
        *,
        seed_source: Callable[[], int] | None = None,
    ) -> None:
        self.store = store
        self.judge = judge
        self.clock = clock
        self.seed_source = seed_source or (lambda: secrets.randbits(62))

    def run(self, work: Callable[[Tx], Reply]) -> Reply:
        def guarded(tx: Tx) -> Reply:
            try:
                return work(tx)
            except TournamentError as exc:  # the core refused: nothing of this call is kept
                self.refuse(str(exc))

        return self.judge.run_in_tx(guarded)

    def rng(self, ctx: TournamentCtx) -> random.Random:
        """Each pairing (or re-pairing) draws from its own RNG, derived from the tournament's seed."""
        n = ctx.rec.pairings_made
        ctx.rec.pairings_made = n + 1
        return random.Random(f"{ctx.rec.seed}:{n}")

    def refuse(self, text: str) -> NoReturn:
        self.judge.refuse(text)

    def now(self) -> datetime:
        return utc(self.clock())

    def at(self) -> str:
        return self.now().isoformat()

    def guild_lang(self, tx: Tx, guild_id: int | None) -> Lang:
        guild = tx.guild(guild_id)
        return norm_lang(guild.language if guild else None, self.judge.default_language)

    def user_lang(self, tx: Tx, user_id: int, guild_id: int | None) -> Lang:
        return norm_lang(tx.user_language(user_id), self.guild_lang(tx, guild_id))

    def load_plain(self, tx: Tx, tid: int) -> TournamentCtx | None:
        """The tournament, or None: queries answer a missing one themselves, operations refuse."""
        rec = tx.session.get(TournamentRecord, tid)
        if rec is None:
            return None
        return TournamentCtx(
            rec,
            state_from_dict(rec.state),
            self.guild_lang(tx, rec.guild_id),
            rules_for(self.judge.games.get(rec.game)),
        )

    def load(self, tx: Tx, tid: int, lang: str) -> TournamentCtx:
        ctx = self.load_plain(tx, tid)
        if ctx is None:
            self.refuse(t("no_tournament", lang, tid=tid))
        return ctx

    def open_for(
        self, tx: Tx, actor: Actor, tid: int, *, judge: bool = False, reason: str | None = None
    ) -> tuple[TournamentCtx, str]:
        """The tournament an actor's call is about, and the actor's language on its server (a missing
        tournament is refused in the actor's own language). ``judge``: judges only; ``reason``: one is
        required (checked after the judge)."""
        lang = self.user_lang(tx, actor.user_id, None)
        ctx = self.load(tx, tid, lang)
        self.same_server(actor, ctx, lang)
        lang = self.user_lang(tx, actor.user_id, ctx.rec.guild_id)
        if judge:
            self.require_judge(actor, lang)
        if reason is not None:
            self._require_reason(reason, lang)
        return ctx, lang

    def same_server(self, actor: Actor, ctx: TournamentCtx, lang: str) -> None:
        """A call from another server is answered as if the tournament did not exist (issue 8): judge
        rights come from the caller's server, so they never reach another server's tournament."""
        if actor.guild_id is not None and ctx.rec.guild_id != actor.guild_id:
            self.refuse(t("no_tournament", lang, tid=ctx.id))

    def done(self, tx: Tx, ctx: TournamentCtx, lang: str, **extra: Any) -> Reply:
        """Save the tournament and tell the caller it is done: how most operations end."""
        self.save(tx, ctx)
        return TournamentReply("ok", t("done", lang), tournament_id=ctx.id, **extra)

    def save(self, tx: Tx, ctx: TournamentCtx) -> None:
        ctx.rec.state = ctx.ts.to_dict()
        ctx.rec.phase = ctx.ts.phase
        ctx.rec.updated_at = self.now()
        if ctx.ts.is_finished and ctx.rec.finished_at is None:
            ctx.rec.finished_at = self.now()
        tx.session.add(ctx.rec)

    def require_judge(self, actor: Actor, lang: str) -> None:
        if not actor.is_judge:
            self.refuse(t("judge_only", lang))

    def _require_reason(self, reason: str, lang: str) -> None:
        if not reason or not reason.strip():
            self.refuse(t("reason_needed", lang))

    def deadline(self, tx: Tx, rec: TournamentRecord) -> int:
        """The tournament's hours per decision, as the judge works them out for a match."""
        return self.judge.deadline_of(tx, rec.deadline_hours, rec.guild_id)

    # -- outbox -------------------------------------------------------------------------------------
    def post(
        self,
        tx: Tx,
        ctx: TournamentCtx,
        text: str,
        *,
        key: str | None = None,
        users: Sequence[int] = (),
        **extra: Any,
    ) -> None:
        """A post in the tournament's channel (lane ``tournament:<id>``: in order, apart from matches)."""
        base = key or f"t{ctx.id}:{uuid.uuid4().hex[:16]}"
        for i, chunk in enumerate(split_content(text)):
            dedupe = base if i == 0 else f"{base}:{i}"
            tx.enqueue(
                kind=KIND_POST,
                lane=f"tournament:{ctx.id}",
                target_id=ctx.rec.channel_id,
                dedupe_key=dedupe,
                payload=message(chunk, users=users, nonce=nonce_for(dedupe), **(extra if i == 0 else {})),
                now=self.now(),
            )

    def _post_table(self, tx: Tx, ctx: TournamentCtx, title: str, rows: Sequence[Any]) -> None:
        """Standings: the title as content, the table in embeds (monospace, one message per embed)."""
        for i, block in enumerate(standings_blocks(rows, ctx.lang)):
            self.post(tx, ctx, title if i == 0 else "", embeds=[{"description": block}])

    def post_standings(self, tx: Tx, ctx: TournamentCtx, through_round: int) -> None:
        """The standings after a round (1 v 1 Swiss rounds and pod rounds alike)."""
        title = t("standings_title", ctx.lang, name=ctx.name, round=through_round)
        self._post_table(tx, ctx, title, ctx.ts.standings(through_round=through_round))

    def post_final(self, tx: Tx, ctx: TournamentCtx) -> None:
        """The final standings and the champion (if there is one)."""
        self._post_table(tx, ctx, t("final_title", ctx.lang, name=ctx.name), ctx.ts.final_standings())
        champion = ctx.ts.champion()
        if champion is not None:
            self.post(tx, ctx, t("champion", ctx.lang, name=ctx.name, player=ctx.bold(champion)))

    def repost_standings(self, tx: Tx, ctx: TournamentCtx, *, swiss_changed: bool = True) -> None:
        """After a judge changed a round that was already closed: the standings as they are now (the final
        ones once finished; none when only an elimination round changed)."""
        if ctx.ts.is_finished:
            self.post_final(tx, ctx)
            return
        done = [r for r in ctx.ts.tournament.swiss_rounds() if r.is_complete()]
        if swiss_changed and done:
            self.post_standings(tx, ctx, done[-1].number)

    def match_post(self, tx: Tx, match_id: int, text: str) -> None:
        """A post in a match's thread (its lane, after the thread exists)."""
        key = f"m{match_id}:tournament:{uuid.uuid4().hex[:16]}"
        for i, chunk in enumerate(split_content(text)):
            dedupe = key if i == 0 else f"{key}:{i}"
            tx.enqueue(
                kind=KIND_POST,
                lane=f"match:{match_id}",
                dedupe_key=dedupe,
                match_id=match_id,
                payload=message(chunk, nonce=nonce_for(dedupe)),
                now=self.now(),
            )

    # -- audit --------------------------------------------------------------------------------------
    def store_audit(
        self, tx: Tx, ctx: TournamentCtx, actor: Actor | None, action: str, **detail: Any
    ) -> None:
        """The judge's audit log (``audit_log``) gets a row for every tournament action too."""
        tx.audit(
            f"tournament.{action}",
            guild_id=ctx.rec.guild_id,
            actor_id=actor.user_id if actor else None,
            detail={"tournament": ctx.id, **detail},
            at=self.now(),
        )

    def audit(
        self, tx: Tx, ctx: TournamentCtx, actor: Actor, action: str, reason: str = "", **data: Any
    ) -> None:
        """An action the core does not log itself (decks, deadlines, pauses, rematches): its log and ours."""
        rnd = ctx.ts.current_round
        ctx.ts.tournament.audit.append(
            AuditEntry(actor_pid(actor), action, reason, rnd.number if rnd else None, self.at(), dict(data))
        )
        self.store_audit(tx, ctx, actor, action, reason=reason, **data)

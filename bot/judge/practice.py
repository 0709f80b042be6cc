"""The practice opponent at the table (issue 30): the bot's own user sits in a seat and posts through the
judge's ordinary path, as a person would.

A practice match is an ordinary match (stored, replayed, exported) whose practice seats are rows of
:class:`~bot.store.PracticeSeat`. After every change the driver asks :meth:`PracticeBots.due` which of
those seats a decision waits for, lets :func:`cards.opponent.choose` think on a copy of the live state
(the search reads it only through the game's ``determinize``, so it sees what that seat may see), and
hands the post back: a thread decision as a message in the thread (``handle_thread_post``), a private one
as the seat's DM (``handle_direct_message``). Practice matches are never tournament matches.
"""

from __future__ import annotations

import random
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from sqlalchemy import delete, select

from bot.judge.api import Actor, DirectMessage, ThreadPost
from bot.store import Match, MatchSeat, PracticeSeat, Store
from bot.store.models import LIVE_STATUSES
from bot.store.tournament_models import TournamentMatch
from cards.core import Game
from cards.opponent import choose, level


@dataclass(frozen=True, slots=True)
class BotTurn:
    """A decision the practice opponent owes: which match, which seat, where it is answered."""

    match_id: int
    seat: int
    decision_id: str
    private: bool
    channel_id: int | None
    level: str


class PracticeBots:
    """The practice seats of every match, what they owe, and their answers through the judge's path."""

    def __init__(
        self,
        store: Store,
        games: Callable[[str], Game],
        state_of: Callable[[int], object],
        bot: Actor,
        *,
        seconds: Callable[[], float] = time.monotonic,
    ) -> None:
        self.store = store
        self.games = games
        self.state_of = state_of
        self.bot = bot
        self.seconds = seconds
        self._thinking: set[tuple[int, str]] = set()  # (match, decision id) being answered now
        # the matches with practice seats that were live when last read (None: not read yet). The driver asks
        # :meth:`due` after every accepted move of every match, on the judge's thread: with none of them
        # live it answers from here, with no transaction, as it did before practice seats existed
        self._live: set[int] | None = None

    def seat(self, match_id: int, seats: Sequence[int], level_name: str) -> None:
        """The bot plays ``seats`` of ``match_id`` at ``level_name`` (checked here: a bad name raises)."""
        chosen = level(level_name).name
        with self.store.tx() as tx:
            for seat in seats:
                tx.session.merge(PracticeSeat(match_id=match_id, seat=seat, level=chosen))
        if self._live is not None and seats:
            self._live.add(match_id)

    def seats_held(self, match_id: int) -> list[int]:
        """The seats of ``match_id`` the bot's own user holds (a judge may seat it for a missing player)."""
        with self.store.engine.connect() as conn:
            rows = conn.execute(
                select(MatchSeat.seat).where(  # type: ignore[call-overload]
                    MatchSeat.match_id == match_id, MatchSeat.user_id == self.bot.user_id
                )
            ).all()
        return [int(r[0]) for r in rows]

    def in_tournament(self, match_id: int) -> bool:
        """Whether ``match_id`` plays a tournament table: the practice opponent never sits there (a result
        against it must not count for a tournament)."""
        with self.store.engine.connect() as conn:
            found = conn.execute(
                select(TournamentMatch.match_id).where(TournamentMatch.match_id == match_id)  # type: ignore[call-overload]
            ).first()
        return found is not None

    def unseat(self, match_id: int) -> None:
        with self.store.tx() as tx:
            tx.session.execute(delete(PracticeSeat).where(PracticeSeat.match_id == match_id))  # type: ignore[arg-type]
        if self._live is not None:
            self._live.discard(match_id)

    def seats_of(self, match_id: int) -> dict[int, str]:
        with self.store.engine.connect() as conn:
            rows = conn.execute(
                select(PracticeSeat.seat, PracticeSeat.level).where(PracticeSeat.match_id == match_id)  # type: ignore[call-overload]
            ).all()
        return {int(seat): str(lvl) for seat, lvl in rows}

    def may_owe(self) -> bool:
        """Whether :meth:`due` may find anything: False only when no practice match was live at the last
        read (read without the judge's thread, so a move of an ordinary match costs no hop to it)."""
        return self._live is None or bool(self._live)

    def due(self) -> list[BotTurn]:
        """Every decision a practice seat of a live match waits for and nobody is answering yet."""
        if not self.may_owe():
            return []  # no live practice match: nothing to read (seat() tells of a new one)
        with self.store.engine.connect() as conn:
            rows = conn.execute(
                select(
                    PracticeSeat.match_id, PracticeSeat.seat, PracticeSeat.level, Match.game, Match.channel_id
                )  # type: ignore[call-overload]
                .join(Match, Match.id == PracticeSeat.match_id)
                .where(Match.status.in_(LIVE_STATUSES))  # type: ignore[attr-defined]
                .order_by(PracticeSeat.match_id, PracticeSeat.seat)
            ).all()
        self._live = {int(row[0]) for row in rows}
        turns: list[BotTurn] = []
        for match_id, seat, lvl, game_name, channel_id in rows:
            game = self.games(game_name)
            state = self.state_of(match_id)
            if state is None or game.result(state) is not None:
                continue
            for d in game.pending(state):
                if d.seat == seat and (match_id, d.id) not in self._thinking:
                    turns.append(BotTurn(match_id, seat, d.id, d.private, channel_id, lvl))
                    break  # one answer at a time per seat: the next is asked after it
        return turns

    def think(self, turn: BotTurn, seed: int) -> str:
        """The opponent's post for ``turn`` (run off the judge's thread: it takes up to the level's time)."""
        key = (turn.match_id, turn.decision_id)
        self._thinking.add(key)
        try:
            game_name, match_seed = self._game_and_seed(turn.match_id)
            game = self.games(game_name)
            state = self.state_of(turn.match_id)
            lvl = level(turn.level)
            deadline = self.seconds() + lvl.seconds
            rng = random.Random(f"{match_seed}:{turn.match_id}:{turn.decision_id}:{seed}")
            return choose(game, state, turn.seat, rng, lvl, stop=lambda: self.seconds() >= deadline).post
        finally:
            self._thinking.discard(key)

    def thread_post(self, turn: BotTurn, message_id: int, post: str) -> ThreadPost:
        """The bot's post in the thread (its own message ``message_id``) as the judge reads a player's."""
        assert turn.channel_id is not None
        return ThreadPost(
            message_id, turn.channel_id, self.bot.user_id, self.bot.name, post, author_is_bot=False
        )

    def private_answer(self, turn: BotTurn, post: str) -> DirectMessage:
        """The seat's private answer as a DM from the bot's user, naming the match. It has no Discord
        message, so its id is negative (unique, and never a real message's)."""
        fake_id = -(uuid.uuid4().int >> 66)
        return DirectMessage(fake_id, self.bot.user_id, f"#{turn.match_id} {post}", author_name=self.bot.name)

    def _game_and_seed(self, match_id: int) -> tuple[str, int]:
        with self.store.engine.connect() as conn:
            row = conn.execute(select(Match.game, Match.seed).where(Match.id == match_id)).one()  # type: ignore[call-overload]
        return str(row[0]), int(row[1])

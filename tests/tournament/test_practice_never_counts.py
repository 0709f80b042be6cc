"""Practice matches never count for tournaments (issue 29 on issue 30's practice opponent): a tournament
table the practice opponent sits at (its PracticeSeat row) records no result when its match ends — the
table waits for a judge — and PracticeBots says which matches are tournament tables so the bot is never
seated there."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bot.judge.api import Actor
from bot.judge.practice import PracticeBots
from bot.store import PracticeSeat
from tests.judge.conftest import Clock
from tests.judge.toygame import ToyGame

from .test_service import JUDGE, PLAYERS, TourHarness, register


@pytest.fixture
def th(tmp_path) -> Iterator[TourHarness]:
    h = TourHarness(f"sqlite:///{tmp_path / 'tour.db'}", Clock(), {"toy": ToyGame()})
    yield h
    h.store.close()


def bots(th: TourHarness) -> PracticeBots:
    return PracticeBots(th.store, lambda name: th.games[name], th.judge.state_of, Actor(999, "tablejudge"))


async def test_a_tournament_match_with_a_practice_seat_records_no_result(th: TourHarness) -> None:
    tid = th.create(rounds=1)
    register(th, tid, PLAYERS[:4])
    th.tours.close_registration(JUDGE, tid)
    assert th.tours.start_round(JUDGE, tid).status == "ok"
    tables = th.tours.round_matches(tid)
    practice_table, practice_match = min(tables.items())
    with th.store.tx() as tx:  # as if the practice opponent had been put at this table
        tx.session.add(PracticeSeat(match_id=practice_match, seat=1, level="easy"))
    await th.play_round(tid)
    results = th.tours.state(tid).tournament.rounds[0].results
    assert practice_table not in results  # not counted: the table waits for a judge
    assert all(table in results for table in tables if table != practice_table)  # the others count
    assert th.audit_actions(tid).count("record_result") == len(tables) - 1


def test_practice_bots_know_the_tournament_tables(th: TourHarness) -> None:
    tid = th.create(rounds=1)
    register(th, tid, PLAYERS[:2])
    th.tours.close_registration(JUDGE, tid)
    th.tours.start_round(JUDGE, tid)
    (mid,) = th.tours.round_matches(tid).values()
    assert bots(th).in_tournament(mid)
    assert not bots(th).in_tournament(mid + 1000)

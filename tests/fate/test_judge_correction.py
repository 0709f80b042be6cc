"""A judge's correction of what no post can express (issue 28): ``judge prana|spells|mark|unmark`` through the
judge's normal acting path (``/judge act``), with an audit line; refused from a player (FA-CS-5, FA-EFF-6)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.judge import JudgeService
from bot.store import Store
from cards.fate.game import FateGame
from tests.judge.conftest import GUILD, JUDGE_ROLE, LOBBY, Clock, Harness

from .helpers import master, moves, ok, player, position


class FateHarness(Harness):
    def __init__(self, *args: Any, **kw: Any) -> None:
        super().__init__(*args, **kw)
        self.game = FateGame()  # type: ignore[assignment]
        self.service = self._service()

    def _service(self) -> JudgeService:
        return JudgeService(self.store, {"fate": self.game}, self.clock, seed_source=lambda: self.seed)

    async def start(self, players: Any = None, **setup: Any) -> int:
        self.service.setup(self.judge, GUILD, judge_role_id=JUDGE_ROLE)
        reply = self.service.create_by_judge(self.judge, GUILD, LOBBY, "fate", [self.alice, self.bob], setup=setup)
        assert reply.status == "ok", reply
        self.match_id = reply.match_id
        await self.deliver()
        self.thread = self.match().channel_id
        return int(reply.match_id or 0)


@pytest.fixture
def store() -> Any:
    s = Store("sqlite:///:memory:")
    yield s
    s.close()


def test_judge_set_in_the_engine():
    """FA-CS-5, FA-EFF-6: the correction sets the count and says old → new; no Command Spell left loses."""
    out = ok(position(2, moves=moves(("Boris", "judge prana 3"), ("Boris", "judge mark cursed"))))
    assert player(out, "Boris")["prana"] == 3 and player(out, "Boris")["marks"] == ["cursed"]
    assert "Judge's correction: Boris — prana 10 → 3." in out["log"]
    out = ok(position(3, moves=moves(("Boris", "judge spells 0"))))
    assert player(out, "Boris")["out"] and out["losers"] == ["Boris"]
    out = ok(position(players=[master("Alice"), master("Boris")], moves=moves(("Boris", "судья прана 4"))))
    assert player(out, "Boris")["prana"] == 4


async def test_judge_act_sets_prana_for_any_seat_and_a_player_cannot(store: Store) -> None:
    """issue 28: the correction flows through /judge act for a seat nothing waits for; audited; a player's
    own "judge prana 9" is refused and changes nothing."""
    h = FateHarness(store, Clock())
    await h.start(seating="listed", first_active="first_seat")
    state = h.state()
    idle = next(i for i in range(2) if all(d.seat != i for d in h.game.pending(state)))
    reply = h.service.judge_act(h.judge, h.thread, idle, "judge prana 4")
    assert reply.status == "ok", reply
    assert h.state().masters[idle].prana == 4
    await h.deliver()
    assert "prana 10 → 4" in h.thread_text()
    with store.tx() as tx:
        assert any(a.action == "judge_act" and a.detail["post"] == "judge prana 4" for a in tx.audit_log(h.match_id))
    who = h.seat_actor(idle)
    reply = h.post(who, "judge prana 9")
    assert reply.status == "refused" and "Only a judge" in reply.text
    assert h.state().masters[idle].prana == 4

"""Issue 8 item 4: a user who owns any server is its judge there, and `/tournament end tournament:1` run
from that server ended guild A's tournament (register, players, pause too): the id was taken as given.
Every call scoped to a tournament or match now checks it belongs to the caller's server; a call from
another server is answered as if it did not exist, and changes nothing."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from sqlmodel import select

from bot.judge import Actor
from bot.store import PROPOSED
from bot.store.tournament_models import TournamentEntry, TournamentRecord
from tests.e2e.test_bot_world import world_fixture  # noqa: F401  (the "world" fixture)
from tests.fakediscord.fixtures import fake_discord  # noqa: F401  (fixture)
from tests.judge.conftest import Clock
from tests.judge.toygame import ToyGame
from tests.tournament.test_service import GUILD, LOBBY, PLAYERS, TourHarness

OTHER = 2  # the attacker's own server
INTRUDER = Actor(666, "Mallory", is_judge=True, is_admin=True, guild_id=OTHER)
INTRUDER_PLAYER = Actor(PLAYERS[0].user_id, PLAYERS[0].name, guild_id=OTHER)


@pytest.fixture
def th(tmp_path) -> Iterator[TourHarness]:  # type: ignore[no-untyped-def]
    h = TourHarness(f"sqlite:///{tmp_path / 't.db'}", Clock(), {"toy": ToyGame()}, seed=3)
    yield h
    h.store.close()


def snapshot(th: TourHarness) -> Any:
    with th.store.tx() as tx:
        recs = [(r.id, r.phase, r.state) for r in tx.session.exec(select(TournamentRecord))]
        entries = [(e.tournament_id, e.user_id, e.deck) for e in tx.session.exec(select(TournamentEntry))]
        return recs, entries, len(tx.outbox(status=None)), [(m.id, m.status) for m in tx.matches()]


def running(th: TourHarness) -> int:
    tid = th.create()
    for p in PLAYERS[:4]:
        assert th.tours.register(p, tid).status == "ok"
    from tests.tournament.test_service import JUDGE

    assert th.tours.close_registration(JUDGE, tid).status == "ok"
    assert th.tours.pair_round(JUDGE, tid).status == "ok"
    assert th.tours.start_round(JUDGE, tid).status == "ok"
    return tid


CALLS: dict[str, Callable[[TourHarness, int], Any]] = {
    "end": lambda th, tid: th.tours.end_tournament(INTRUDER, tid, reason="mine now"),
    "pause": lambda th, tid: th.tours.pause_round(INTRUDER, tid, reason="x"),
    "resume": lambda th, tid: th.tours.resume_round(INTRUDER, tid),
    "pair": lambda th, tid: th.tours.pair_round(INTRUDER, tid),
    "start": lambda th, tid: th.tours.start_round(INTRUDER, tid),
    "repair": lambda th, tid: th.tours.repair_round(INTRUDER, tid, reason="x"),
    "close": lambda th, tid: th.tours.close_registration(INTRUDER, tid),
    "late entry": lambda th, tid: th.tours.late_entry(INTRUDER, tid, Actor(777, "Sock"), reason="x"),
    "drop": lambda th, tid: th.tours.drop(INTRUDER, tid, PLAYERS[1].user_id, reason="x"),
    "drop self": lambda th, tid: th.tours.drop(INTRUDER_PLAYER, tid),
    "result": lambda th, tid: th.tours.enter_result(INTRUDER, tid, 1, 2, 0, 0, reason="x"),
    "correct": lambda th, tid: th.tours.correct_result(INTRUDER, tid, 1, 0, 2, 0, reason="x"),
    "award": lambda th, tid: th.tours.award_match(INTRUDER, tid, 1, PLAYERS[0].user_id, reason="x"),
    "double loss": lambda th, tid: th.tours.double_loss(INTRUDER, tid, 1, reason="x"),
    "penalty": lambda th, tid: th.tours.penalize(INTRUDER, tid, PLAYERS[0].user_id, "warning", reason="x"),
    "rematch": lambda th, tid: th.tours.rematch(INTRUDER, tid, 1, reason="x"),
    "extend": lambda th, tid: th.tours.extend_time(INTRUDER, tid, 1, 24, reason="x"),
    "register": lambda th, tid: th.tours.register(Actor(778, "Eve", guild_id=OTHER), tid),
    "deck": lambda th, tid: th.tours.register_deck(INTRUDER_PLAYER, tid, text="deck x"),
}


@pytest.mark.parametrize("call", sorted(CALLS))
def test_a_judge_of_another_server_cannot_touch_this_servers_tournament(th: TourHarness, call: str) -> None:
    tid = running(th)
    before = snapshot(th)
    reply = CALLS[call](th, tid)
    assert reply.status == "refused", reply
    assert f"no tournament #{tid}" in (reply.text or "")
    assert snapshot(th) == before


def test_the_same_calls_from_the_right_server_still_work(th: TourHarness) -> None:
    tid = running(th)
    judge_here = Actor(INTRUDER.user_id, "Judge here", is_judge=True, guild_id=GUILD)
    assert th.tours.pause_round(judge_here, tid, reason="tea").status == "ok"
    assert th.tours.end_tournament(judge_here, tid, reason="rain").status == "ok"


def test_a_match_of_another_server_cannot_be_accepted_or_judged_from_here(th: TourHarness) -> None:
    from tests.tournament.test_service import JUDGE

    th.judge.setup(JUDGE, GUILD, match_channel_id=LOBBY)
    alice, bob = PLAYERS[0], PLAYERS[1]
    challenge = th.judge.challenge(alice, GUILD, LOBBY, bob, game="toy")
    mid = challenge.match_id
    reply = th.judge.accept(Actor(bob.user_id, bob.name, guild_id=OTHER), mid, OTHER)
    assert reply.status == "refused" and th.match(mid).status == PROPOSED
    assert th.judge.accept(bob, mid, GUILD).status == "ok"
    channel = th.match(mid).channel_id
    before = snapshot(th)
    for call in (
        lambda: th.judge.pause(INTRUDER, channel, "mine"),
        lambda: th.judge.judge_undo(INTRUDER, channel),
        lambda: th.judge.judge_hands(INTRUDER, channel),
    ):
        reply = call()
        assert reply.status == "refused" and "hand" not in (reply.text or "").lower()
    assert snapshot(th) == before


async def test_slash_commands_from_another_server_are_refused(world) -> None:  # type: ignore[no-untyped-def]
    """End to end: Mallory owns her own server (so is its judge there) and names guild A's tournament."""
    w, fake = world, world.fake
    await w.setup_server(language="en")
    created = await fake.slash(w.judy, w.lobby, "tournament create", {"name": "Cup", "rounds": 3})
    assert "created" in created.content, created.content
    tid = int(created.content.split("#")[1].split()[0].strip(".:,"))
    mallory = fake.add_user("mallory")
    other = fake.add_guild("Mallory's", owner=mallory)
    hers = fake.add_text_channel(other, "general")
    fake.commands[other.id] = fake.commands[w.guild.id]  # as in production, where commands are global
    await fake.idle()
    before = w.bot.tournaments.state(tid).to_dict()
    for command, options in (
        ("tournament end", {"tournament": tid, "reason": "mine"}),
        ("tournament pause", {"tournament": tid, "reason": "mine"}),
        ("tournament players", {"tournament": tid}),
        ("tournament standings", {"tournament": tid}),
        ("tournament register", {"tournament": tid}),
        ("tournament close", {"tournament": tid}),
    ):
        answer = await fake.slash(mallory, hers, command, options)
        assert answer.ephemeral and f"no tournament #{tid}" in answer.content, (command, answer.content)
    assert w.bot.tournaments.state(tid).to_dict() == before
    assert not any("Cup" in m.content for m in fake.bot_messages(hers))

"""TournamentService over the judge with the toy game: registration, permissions, judge tools, the audit
trail, re-pairing, pauses, drops, persistence. (The whole Gwent tournament is in test_service_gwent.py.)"""

from __future__ import annotations

import io
import itertools
import random
from collections.abc import Iterator, Mapping, Sequence
from typing import Any

import pytest

from bot.judge import Actor, ConsoleTransport, DirectMessage, JudgeService, Reply, ThreadPost, deliver_pending
from bot.store import ACTIVE, CANCELLED, FINISHED, PAUSED, Store
from bot.tournament.messages import keys, t
from bot.tournament.service import TournamentService
from cards.core import Game, Result
from tests.judge.conftest import Clock
from tests.judge.toygame import ToyGame

GUILD = 1
LOBBY = 10
TCHAN = 20  # the tournament's channel
JUDGE = Actor(900, "Judy", is_judge=True, is_admin=True)
NAMES = ("Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal")
PLAYERS = [Actor(101 + i, name) for i, name in enumerate(NAMES)]
# More players for larger fields (a 9-player pod event); PLAYERS stays the 8 most tests use.
EXTRA = [Actor(109 + i, name) for i, name in enumerate(("Ida", "Jo", "Kit", "Lu"))]
BY_ID = {p.user_id: p for p in [*PLAYERS, *EXTRA]}


class TourHarness:
    """A store file, a judge, a tournament service and a console transport; ``restart`` is a new process."""

    def __init__(self, url: str, clock: Clock, games: Mapping[str, Game], *, seed: int = 5) -> None:
        self.url = url
        self.clock = clock
        self.games = dict(games)
        self.rng = random.Random(seed)
        self._ids = itertools.count(70_000)
        self._seeds = itertools.count(11)
        names = {p.user_id: p.name for p in [*PLAYERS, *EXTRA, JUDGE]}
        self.transport = ConsoleTransport(io.StringIO(), names=names)
        self.transport.channel_names[TCHAN] = "#tournament"
        self._open()

    def _open(self) -> None:
        self.store = Store(self.url)
        self.judge = JudgeService(self.store, self.games, self.clock, seed_source=lambda: next(self._seeds))
        self.tours = TournamentService(self.store, self.judge, self.clock, seed_source=lambda: 4242)

    def restart(self) -> None:
        """New Store, JudgeService and TournamentService on the same file, as after a bot restart."""
        self.store.close()
        self._open()
        self.judge.resume_all()
        self.tours.resume()

    async def deliver(self) -> None:
        report = await deliver_pending(self.store, self.transport, clock=self.clock)
        assert not report.errors, report.errors

    def create(self, **kw: Any) -> int:
        self.judge.setup(JUDGE, GUILD, match_channel_id=LOBBY)
        args: dict[str, Any] = {"name": "Spring Cup", "game": "toy", "format": "swiss", "rounds": 3}
        args.update(kw)
        reply = self.tours.create(JUDGE, GUILD, TCHAN, **args)
        assert reply.status == "ok", reply
        return reply.tournament_id  # type: ignore[attr-defined,no-any-return]

    def channel(self) -> str:
        return self.transport.readable("\n".join(self.transport.thread_text(TCHAN)))

    def thread(self, match_id: int) -> str:
        channel = self.match(match_id).channel_id
        return self.transport.readable("\n".join(self.transport.thread_text(channel)))

    def match(self, match_id: int) -> Any:
        with self.store.tx() as tx:
            return tx.match(match_id)

    def seat_users(self, match_id: int) -> list[int]:
        with self.store.tx() as tx:
            return [s.user_id for s in tx.seats(match_id)]

    def post(self, user_id: int, match_id: int, text: str) -> Reply:
        who = BY_ID[user_id]
        channel = self.match(match_id).channel_id
        assert channel is not None, "the match thread was not delivered"
        return self.judge.handle_thread_post(ThreadPost(next(self._ids), channel, user_id, who.name, text))

    def dm(self, user_id: int, text: str, **kw: Any) -> Reply:
        who = BY_ID[user_id]
        return self.judge.handle_direct_message(
            DirectMessage(next(self._ids), user_id, text, author_name=who.name, **kw)
        )

    def choose(self, match_id: int, seat: int) -> str:
        game = self.games[self.match(match_id).game]
        state = self.judge.state_of(match_id)
        chooser = getattr(game, "random_post", None)
        if chooser is not None:
            return str(chooser(state, seat, self.rng))
        return self.rng.choice(list(game.legal_posts(state, seat)))

    def step(self, match_id: int) -> bool:
        """One scripted post for a pending decision (DM when private, the thread otherwise)."""
        match = self.match(match_id)
        if match.status != ACTIVE:
            return False
        game = self.games[match.game]
        pending = list(game.pending(self.judge.state_of(match_id)))
        if not pending:
            return False
        decision = self.rng.choice(pending)
        user = self.seat_users(match_id)[decision.seat]
        text = self.choose(match_id, decision.seat)
        reply = self.dm(user, text) if decision.private else self.post(user, match_id, text)
        assert reply.status == "accepted", (text, reply)
        return True

    def play(self, match_id: int, limit: int = 3000) -> None:
        for _ in range(limit):
            if not self.step(match_id):
                return
        raise AssertionError(f"match {match_id} did not end")

    async def play_round(self, tid: int) -> None:
        await self.deliver()  # the threads exist from here on
        for match_id in self.tours.round_matches(tid).values():
            self.play(match_id)
        await self.deliver()

    def audit_actions(self, tid: int) -> list[str]:
        return [a.action for a in self.tours.audit_log(tid)]

    def store_audit(self) -> list[Any]:
        with self.store.tx() as tx:
            return [a for a in tx.audit_log() if a.action.startswith("tournament.")]


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def th(tmp_path, clock: Clock) -> Iterator[TourHarness]:
    h = TourHarness(f"sqlite:///{tmp_path / 'tour.db'}", clock, {"toy": ToyGame()})
    yield h
    h.store.close()


def register(th: TourHarness, tid: int, players: Sequence[Actor]) -> None:
    for p in players:
        reply = th.tours.register(p, tid)
        assert reply.status == "ok", reply


# ------------------------------------------------------------------------------------------------
def test_messages_come_from_the_tournament_ftl() -> None:
    """Key and variable parity of bot/locales is checked for every locales folder in tests/i18n."""
    assert {"created", "standings_title", "champion"} <= keys()
    assert t("col_record", "ru") == "В-П-Н"


async def test_create_announces_with_a_register_button(th: TourHarness) -> None:
    tid = th.create()
    await th.deliver()
    assert "Spring Cup" in th.channel() and f"/tournament register {tid}" in th.channel()
    announce = next(c for c in th.transport.calls if c[0] == "post" and c[1] == TCHAN)[2]
    assert announce["register"] == {"tournament_id": tid, "label": "Register"}
    assert th.tours.tournaments(GUILD) == [(tid, "Spring Cup", "registration")]


def test_create_refuses_bad_settings(th: TourHarness) -> None:
    th.judge.setup(JUDGE, GUILD)
    bad = [
        {"game": "chess"},
        {"format": "round_robin"},
        {"rounds": None},
        {"format": "swiss_top_cut", "rounds": 3, "top_cut": 1},
        {"deadline_hours": 0},
        {"name": " "},
    ]
    for override in bad:
        args: dict[str, Any] = {"name": "Cup", "game": "toy", "format": "swiss", "rounds": 3, **override}
        assert th.tours.create(JUDGE, GUILD, TCHAN, **args).status == "refused", override
    assert th.tours.create(PLAYERS[0], GUILD, TCHAN, "Cup", "toy", rounds=3).status == "refused"
    assert th.tours.tournaments(GUILD) == []


async def test_non_judges_cannot_use_judge_tools(th: TourHarness) -> None:
    tid = th.create(rounds=2)
    register(th, tid, PLAYERS[:4])
    player = PLAYERS[0]
    assert th.tours.close_registration(player, tid).status == "refused"
    assert th.tours.close_registration(JUDGE, tid).status == "ok"
    assert th.tours.start_round(player, tid).status == "refused"
    assert th.tours.start_round(JUDGE, tid).status == "ok"
    tools = [
        lambda a: th.tours.enter_result(a, tid, 1, 1, 0, reason="x"),
        lambda a: th.tours.award_match(a, tid, 1, PLAYERS[1].user_id, reason="x"),
        lambda a: th.tours.double_loss(a, tid, 1, reason="x"),
        lambda a: th.tours.penalize(a, tid, PLAYERS[2].user_id, "warning", reason="x"),
        lambda a: th.tours.extend_time(a, tid, 1, 100, reason="x"),
        lambda a: th.tours.pause_round(a, tid, reason="x"),
        lambda a: th.tours.repair_round(a, tid, reason="x"),
        lambda a: th.tours.late_entry(a, tid, PLAYERS[5]),
        lambda a: th.tours.drop(a, tid, PLAYERS[3].user_id),
        lambda a: th.tours.end_tournament(a, tid, reason="x"),
    ]
    before = th.tours.state(tid).to_dict()
    for tool in tools:
        reply = tool(player)
        assert reply.status == "refused" and "judge" in reply.text, reply
    assert th.tours.state(tid).to_dict() == before  # nothing changed
    # a judge who plays at a table cannot decide it (G-JUDGE-1 for tournaments)
    playing_judge = Actor(player.user_id, player.name, is_judge=True)
    table = th.tours.state(tid).current_round.table_of(str(player.user_id))
    reply = th.tours.award_match(playing_judge, tid, table, player.user_id, reason="mine")
    assert reply.status == "refused" and "play" in reply.text
    # and every judge tool needs a reason
    assert th.tours.double_loss(JUDGE, tid, 1, reason=" ").status == "refused"


async def test_results_come_from_finished_matches_and_standings_are_posted(th: TourHarness) -> None:
    tid = th.create(rounds=2)
    register(th, tid, PLAYERS[:5])  # odd: one bye per round
    th.tours.close_registration(JUDGE, tid)
    assert th.tours.start_round(JUDGE, tid).status == "ok"
    rnd = th.tours.state(tid).current_round
    bye = next(p for p in rnd.pairings if p.b is None)
    assert rnd.results[bye.table].kind == "bye"
    matches = th.tours.round_matches(tid)
    assert len(matches) == 2
    await th.play_round(tid)
    state = th.tours.state(tid)
    assert state.phase == "ready" and state.tournament.rounds[0].is_complete()
    for table, mid in matches.items():
        result = th.match(mid).result
        recorded = state.tournament.rounds[0].results[table]
        pairing = state.tournament.rounds[0].pairing(table)
        if result["draw"]:
            assert (recorded.a_game_wins, recorded.b_game_wins, recorded.draws) == (0, 0, 1)
        else:
            winner = pairing.a if result["winners"] == [0] else pairing.b
            assert recorded.kind == "played" and (recorded.a_game_wins == 1) == (winner == pairing.a)
        assert f"(match #{mid})" in th.channel()
        assert f"**Spring Cup**, round 1, table {table}" in th.thread(mid)
    text = th.channel()
    assert "standings after round 1" in text and "OMW%" in text and "Round 2 starts when a judge" in text
    assert "Bye: @" in text


async def test_match_thread_shows_tournament_table_and_deadline(th: TourHarness) -> None:
    tid = th.create(rounds=1, deadline_hours=48)
    register(th, tid, PLAYERS[:2])
    th.tours.close_registration(JUDGE, tid)
    th.tours.start_round(JUDGE, tid)
    await th.deliver()
    (mid,) = th.tours.round_matches(tid).values()
    thread = th.thread(mid)
    assert "round 1, table 1" in thread and "Deadline: 48 h per decision" in thread
    assert th.match(mid).deadline_hours == 48
    channel = th.match(mid).channel_id  # lanes are delivered concurrently: pick the match thread's post
    start = next(
        c
        for c in th.transport.calls
        if c[0] == "post" and c[1] == channel and "begins" in c[2].get("content", "")
    )
    assert sorted(start[2]["allowed_mentions"]["users"]) == [101, 102]  # both players pinged


async def test_judge_tools_are_logged_and_posted(th: TourHarness, clock: Clock) -> None:
    tid = th.create(rounds=2)
    register(th, tid, PLAYERS[:6])
    th.tours.close_registration(JUDGE, tid)
    th.tours.start_round(JUDGE, tid)
    await th.deliver()
    matches = th.tours.round_matches(tid)
    rnd = th.tours.state(tid).current_round
    # time extension: that match's deadline
    assert th.tours.extend_time(JUDGE, tid, 1, 120, reason="travel").status == "ok"
    assert th.match(matches[1]).deadline_hours == 120
    # award a live match: the match ends, its thread is told, its own end no longer counts
    p2 = rnd.pairing(2)
    assert th.tours.award_match(JUDGE, tid, 2, int(p2.b), reason="no-show").status == "ok"
    assert th.match(matches[2]).status == FINISHED
    assert th.tours.state(tid).current_round.results[2].kind == "awarded"
    # a penalty: game loss for a player of table 3
    p3 = rnd.pairing(3)
    assert th.tours.penalize(JUDGE, tid, int(p3.a), "game_loss", reason="slow play").status == "ok"
    th.play(matches[1])
    th.play(matches[3])
    await th.deliver()
    # double loss corrects a finished table
    assert th.tours.double_loss(JUDGE, tid, 1, reason="collusion").status == "ok"
    assert th.tours.correct_result(JUDGE, tid, 3, 2, 0, reason="misreport").status == "ok"
    await th.deliver()
    text = th.channel()
    for needle in ("travel", "no-show", "slow play", "collusion", "misreport", "double loss", "game loss"):
        assert needle in text, needle
    assert "Tournament judge: match awarded" in th.thread(matches[2])
    assert "deadline for each decision in this match is now 120 h" in th.thread(matches[1])
    actions = th.audit_actions(tid)
    for action in ("extend_time", "award_match", "penalty", "double_loss", "correct_result"):
        assert action in actions, action
    logged = {a.action for a in th.store_audit()}
    assert {
        "tournament.extend_time",
        "tournament.award",
        "tournament.penalty",
        "tournament.double_loss",
    } <= logged
    assert all(a.actor_id == JUDGE.user_id for a in th.store_audit() if a.action != "tournament.register")
    state = th.tours.state(tid)
    assert state.phase == "ready"
    res3 = state.tournament.rounds[0].results[3]
    assert (res3.a_game_wins, res3.b_game_wins, res3.kind) == (2, 0, "played")
    assert any(p.kind == "game_loss" and p.player == p3.a for p in state.tournament.penalties)


async def test_repair_before_any_move_cancels_and_recreates_matches(th: TourHarness) -> None:
    tid = th.create(rounds=2)
    register(th, tid, PLAYERS[:4])
    th.tours.close_registration(JUDGE, tid)
    # paired but not started: re-pairing is free
    assert th.tours.pair_round(JUDGE, tid).status == "ok"
    assert th.tours.repair_round(JUDGE, tid, reason="a player asked").status == "ok"
    assert th.tours.start_round(JUDGE, tid).status == "ok"
    await th.deliver()
    first = th.tours.round_matches(tid)
    assert th.tours.repair_round(JUDGE, tid, reason="wrong seating").status == "ok"
    second = th.tours.round_matches(tid)
    assert set(first.values()).isdisjoint(second.values()) and len(second) == 2
    await th.deliver()
    for mid in first.values():
        assert th.match(mid).status == CANCELLED and "cancelled" in th.thread(mid)
    assert th.dm(th.seat_users(second[1])[0], "keep").status == "accepted"
    reply = th.tours.repair_round(JUDGE, tid, reason="too late")
    assert reply.status == "refused" and "already started" in reply.text
    assert th.audit_actions(tid).count("repair_round") == 2
    await th.play_round(tid)
    assert th.tours.state(tid).phase == "ready"


async def test_pause_and_resume_a_round(th: TourHarness, clock: Clock) -> None:
    tid = th.create(rounds=1)
    register(th, tid, PLAYERS[:4])
    th.tours.close_registration(JUDGE, tid)
    th.tours.start_round(JUDGE, tid)
    await th.deliver()
    matches = list(th.tours.round_matches(tid).values())
    assert th.tours.pause_round(JUDGE, tid, reason="server outage").status == "ok"
    assert all(th.match(m).status == PAUSED for m in matches)
    user = th.seat_users(matches[0])[0]
    reply = th.dm(user, "keep")
    assert reply.status == "refused" and "paused" in reply.text
    assert th.judge.tick(clock.advance(days=10)) == []  # nobody is reminded while paused
    assert th.tours.start_round(JUDGE, tid).status == "refused"
    assert th.tours.resume_round(JUDGE, tid).status == "ok"
    assert all(th.match(m).status == ACTIVE for m in matches)
    assert th.judge.tick(clock.now) == []  # the deadline starts afresh
    assert th.dm(user, "keep").status == "accepted"
    await th.deliver()
    assert "paused round 1" in th.channel() and "server outage" in th.thread(matches[0])
    assert {"pause_round", "resume_round"} <= set(th.audit_actions(tid))


async def test_drop_and_disqualification_award_the_open_match(th: TourHarness) -> None:
    tid = th.create(rounds=2)
    register(th, tid, PLAYERS[:4])
    assert th.tours.drop(PLAYERS[3], tid).status == "ok"  # before the start: unregisters
    assert [p.name for p in th.tours.state(tid).tournament.players] == ["Ann", "Bo", "Cy"]
    register(th, tid, [PLAYERS[3]])
    th.tours.close_registration(JUDGE, tid)
    th.tours.start_round(JUDGE, tid)
    await th.deliver()
    rnd = th.tours.state(tid).current_round
    matches = th.tours.round_matches(tid)
    ann_table = rnd.table_of("101")
    assert th.tours.drop(PLAYERS[0], tid).status == "ok"  # Ann leaves mid-round
    assert th.match(matches[ann_table]).status == FINISHED
    other = next(t for t in matches if t != ann_table)
    loser = int(rnd.pairing(other).a)
    assert th.tours.penalize(JUDGE, tid, loser, "disqualification", reason="abuse").status == "ok"
    state = th.tours.state(tid)
    assert state.phase == "ready"  # both tables decided: the round closed itself
    assert state.player(str(loser)).dropped and state.player("101").dropped
    await th.deliver()
    assert "Ann** dropped" in th.channel() and "disqualification" in th.channel()
    assert "standings after round 1" in th.channel()


async def test_late_entry_joins_the_next_round(th: TourHarness) -> None:
    tid = th.create(rounds=2)
    register(th, tid, PLAYERS[:4])
    th.tours.close_registration(JUDGE, tid)
    assert th.tours.register(PLAYERS[4], tid).status == "refused"
    th.tours.start_round(JUDGE, tid)
    await th.play_round(tid)
    assert th.tours.late_entry(JUDGE, tid, PLAYERS[4], reason="arrived late").status == "ok"
    th.tours.start_round(JUDGE, tid)
    rnd = th.tours.state(tid).current_round
    assert "105" in {pid for p in rnd.pairings for pid in p.players()}
    await th.play_round(tid)
    state = th.tours.state(tid)
    assert state.is_finished
    late = next(s for s in state.standings() if s.player_id == "105")
    assert late.matches == 2  # the missed round counts as a 0-2 loss (MTR)


async def test_judge_ending_a_match_in_its_thread_awards_it(th: TourHarness) -> None:
    tid = th.create(rounds=1)
    register(th, tid, PLAYERS[:2])
    th.tours.close_registration(JUDGE, tid)
    th.tours.start_round(JUDGE, tid)
    await th.deliver()
    (mid,) = th.tours.round_matches(tid).values()
    assert th.judge.judge_end(JUDGE, th.match(mid).channel_id, Result.win(1, 2, "forfeit")).status == "ok"
    state = th.tours.state(tid)
    res = state.tournament.rounds[0].results[1]
    # A one-game match (the test game has no game adapter: best of 1) is awarded 1-0 (its length).
    assert res.kind == "awarded" and res.b_game_wins == 1 and state.is_finished
    await th.deliver()
    assert "final standings" in th.channel() and "Champion: **Bo**" in th.channel()


async def test_export_is_an_xlsx_file(th: TourHarness) -> None:
    from openpyxl import load_workbook

    tid = th.create(rounds=1)
    register(th, tid, PLAYERS[:2])
    th.tours.close_registration(JUDGE, tid)
    th.tours.start_round(JUDGE, tid)
    await th.play_round(tid)
    reply = th.tours.export(tid, "ru")
    ((name, data),) = reply.files
    assert name.endswith(".xlsx")
    wb = load_workbook(io.BytesIO(data))
    assert wb.sheetnames[0] == "Таблица" and wb["Таблица"].max_row == 3
    assert th.tours.export(999).status == "refused"


def test_players_list_and_unknown_tournament(th: TourHarness) -> None:
    tid = th.create()
    register(th, tid, PLAYERS[:3])
    text = th.tours.players(tid).text
    assert "3 players" in text and "1. **Ann**" in text and "3. **Cy**" in text
    assert th.tours.register(PLAYERS[0], tid).status == "refused"  # already registered
    assert th.tours.register(PLAYERS[0], 999).status == "refused"


def test_toy_game_has_no_decks(th: TourHarness) -> None:
    tid = th.create()
    register(th, tid, PLAYERS[:1])
    reply = th.tours.register_deck(PLAYERS[0], tid, "deck anything")
    assert reply.status == "refused" and "no decks" in reply.text
    assert th.tours.handle_direct_message(DirectMessage(1, 101, "deck x")) is None


def test_unexpected_match_end_after_restart_is_caught_up(tmp_path, clock: Clock) -> None:
    """A match that finished while no tournament service listened is recorded by ``resume``."""
    url = f"sqlite:///{tmp_path / 'tour.db'}"
    th = TourHarness(url, clock, {"toy": ToyGame()})
    tid = th.create(rounds=1)
    register(th, tid, PLAYERS[:2])
    th.tours.close_registration(JUDGE, tid)
    th.tours.start_round(JUDGE, tid)
    (mid,) = th.tours.round_matches(tid).values()
    bare = JudgeService(th.store, th.games, clock)  # a judge without the tournament hook
    with th.store.tx() as tx:
        channel = 555_000
        tx.match(mid).channel_id = channel
    assert bare.judge_end(JUDGE, channel, Result.tie(2)).status == "ok"
    assert th.tours.state(tid).tournament.rounds[0].results == {}
    th.restart()
    assert th.tours.state(tid).tournament.rounds[0].results[1].draws == 1
    assert th.tours.resume() == 0  # once only
    th.store.close()


async def test_a_result_is_recorded_once_even_with_two_hooks(th: TourHarness) -> None:
    TournamentService(th.store, th.judge, th.clock)  # a second service on the same judge: a second hook
    tid = th.create(rounds=1)
    register(th, tid, PLAYERS[:2])
    th.tours.close_registration(JUDGE, tid)
    th.tours.start_round(JUDGE, tid)
    await th.play_round(tid)
    assert th.audit_actions(tid).count("record_result") == 1
    assert th.channel().count("Round 1, table 1:") == 1


async def test_drawn_elimination_match_needs_the_judge_then_a_rematch_decides(th: TourHarness) -> None:
    tid = th.create(format="single_elim", rounds=None)
    register(th, tid, PLAYERS[:2])
    th.tours.close_registration(JUDGE, tid)
    th.tours.start_round(JUDGE, tid)
    await th.deliver()
    (first,) = th.tours.round_matches(tid).values()
    assert th.tours.rematch(JUDGE, tid, 1, reason="not drawn").status == "refused"
    assert th.tours.enter_result(JUDGE, tid, 1, 1, 1, reason="played 1-1 elsewhere").status == "ok"
    assert th.match(first).status == FINISHED  # the judge's decision ended the live match
    state = th.tours.state(tid)
    assert state.phase == "playing" and state.needs_judge() == [1]
    await th.deliver()
    assert "needs a winner" in th.channel()
    reply = th.tours.rematch(JUDGE, tid, 1, reason="replay the draw")
    assert reply.status == "ok" and reply.match_id != first
    assert th.tours.round_matches(tid) == {1: reply.match_id}
    await th.play_round(tid)
    state = th.tours.state(tid)
    if state.needs_judge():  # the rematch was drawn too: award it
        th.tours.award_match(JUDGE, tid, 1, 101, reason="second draw")
        state = th.tours.state(tid)
    assert state.is_finished and state.champion() in ("101", "102")
    assert "rematch" in th.audit_actions(tid)
    await th.deliver()
    assert "rematch (match #" in th.channel() and "Champion:" in th.channel()


async def test_the_channel_speaks_the_servers_language(th: TourHarness) -> None:
    th.judge.setup(JUDGE, GUILD, language="ru")
    tid = th.create(rounds=1)
    register(th, tid, PLAYERS[:2])
    th.tours.close_registration(JUDGE, tid)
    th.tours.start_round(JUDGE, tid)
    await th.play_round(tid)
    text = th.channel()
    assert "Регистрация открыта" in text and "итоговая таблица" in text and "Игрок" in text
    (mid,) = th.tours.round_matches(tid).values()
    assert "тур 1, стол 1" in th.thread(mid)
    assert "Регистрация на" in th.tours.register(PLAYERS[2], tid).text  # replies: the user's language
    th.judge.set_language(PLAYERS[2], "en")
    assert "Registration for" in th.tours.register(PLAYERS[2], tid).text
    reply = th.tours.drop(PLAYERS[0], tid)
    assert reply.status == "refused" and "finished" in reply.text


def test_create_takes_the_organisers_policies_and_any_cut_size(th: TourHarness) -> None:
    """MTR 10.4 (a cut of 6) and the policies an organiser sets per tournament (README)."""
    tid = th.create(
        format="swiss_top_cut",
        rounds=3,
        top_cut=6,
        policies={"omw_floor": "0.33", "bye_vs_rematch": "rematch", "final_tiebreak": "random"},
    )
    cfg = th.tours.state(tid).config
    assert (cfg.top_cut, cfg.omw_floor, cfg.bye_vs_rematch, cfg.final_tiebreak) == (
        6,
        "0.33",
        "rematch",
        "random",
    )
    assert cfg.best_of == 1  # the toy game has no rounds: a match is one game
    assert cfg.tiebreak_seed == 4242  # the tournament's seed draws the final tiebreak

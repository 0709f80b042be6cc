"""A whole Gwent tournament through the real discord.py client (issue 5): 8 players, 3 Swiss rounds and a
top 4, driven only by what members do in Discord — a judge's slash commands, Register clicks, decks by DM
and by ``/tournament deck`` (text and the .xlsx sheet), moves in the match threads and private decisions by
DM. The bot records every result itself; a judge corrects one result and gives one penalty (in the channel
and the audit log, with their reasons); the bot restarts in the middle of round 2 and the round's threads
keep working; standings after every round, the top cut to a champion, the final standings, the export.

Scripted players answer their pending decision with ``random_post`` biased toward passing (a pass is
always a legal Gwent answer, so the matches stay rule-abiding and end sooner). Nothing sleeps.
"""

from __future__ import annotations

import io
import random
import re
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import openpyxl
import pytest_asyncio

from bot.store import ACTIVE, FINISHED
from bot.tournament.service import TournamentService
from cards.gwent import legal
from tests.e2e.test_bot_world import World, gwent, make_world
from tests.fakediscord import FakeDiscord, FakeMessage, FakeUser
from tests.fakediscord.fixtures import fake_discord  # noqa: F401  (fixture)
from tests.sheets import filled_deck_sheet

NAMES = ("Geralt", "Yennefer", "Ciri", "Triss", "Dandelion", "Zoltan", "Vesemir", "Lambert")
DM_DECKS = {  # decks sent by DM
    "Geralt": "deck monsters ready",
    "Yennefer": "deck northern realms ready",
    "Ciri": "deck scoia'tael ready",
    "Triss": "deck skellige ready",
    "Dandelion": "deck nilfgaard ready",
}
SLASH_DECKS = {  # decks given with /tournament deck text:
    "Zoltan": "deck monsters; leader Eredin: Commander of the Red Riders; 1-30",
    "Vesemir": "deck skellige ready",
}
PASS_WEIGHT = 0.2  # how often a scripted player passes when passing is not forced (rules still decide)
SEED = 4242  # the scripted players' choices and the pairings


def sheet_upload() -> bytes:
    """Lambert's deck: the filled Nilfgaard "(2)" sheet of the reference spreadsheet."""
    return filled_deck_sheet("Нильфгаард (2)", range(1, 31), "Emhyr var Emreis: His Imperial Majesty")


@dataclass
class Cup:
    """The shared world plus eight players and the tournament helpers."""

    w: World
    players: list[FakeUser]
    rng: random.Random = field(default_factory=lambda: random.Random(SEED))
    tid: int = 0

    @property
    def fake(self) -> FakeDiscord:
        return self.w.fake

    @property
    def tours(self) -> TournamentService:
        assert self.w.bot is not None
        return self.w.bot.tournaments

    # ------------------------------------------------------------------ reading
    def lobby_texts(self) -> list[str]:
        return [m.text for m in self.fake.bot_messages(self.w.lobby)]

    def lobby(self) -> str:
        return "\n".join(self.lobby_texts())

    def standings_posts(self, title: str) -> list[FakeMessage]:
        return [m for m in self.fake.bot_messages(self.w.lobby) if m.content.endswith(title)]

    def matches(self) -> dict[int, int]:
        return self.tours.round_matches(self.tid)

    # ------------------------------------------------------------------ acting
    async def judge(self, command: str, options: dict[str, Any] | None = None, expect: str = "Done.") -> Any:
        """The judge runs ``/tournament <command>``; it is answered privately with ``expect``."""
        done = await self.fake.slash(self.w.judy, self.w.lobby, f"tournament {command}", options or {})
        assert done.ephemeral and expect in done.content, done
        return done

    async def move(self, mid: int) -> bool:
        """The seat of the first pending decision answers it (by DM when private, in the thread otherwise)
        and we wait until the judge accepted it. False when the match is over."""
        w = self.w
        if w.match(mid).status != ACTIVE:
            return False
        state = w.service.state_of(mid)
        pending = list(gwent().pending(state))
        if not pending:
            return False
        decision = pending[0]
        text = legal.random_post(gwent().cat, state, decision.seat, self.rng, pass_weight=PASS_WEIGHT)
        user = w.players(mid)[decision.seat]
        before = w.posts(mid)
        await w.say(user, user if decision.private else w.thread(mid), text)
        await self.fake.wait_for(lambda: w.posts(mid) > before, what=f"{user.name}'s {text!r} in match {mid}")
        return True

    async def play(self, mid: int, limit: int | None = None) -> None:
        for _ in range(limit or 400):
            if not await self.move(mid):
                assert self.w.match(mid).status == FINISHED
                return
        assert limit is not None, f"match {mid} did not end"

    async def start_round(self) -> dict[int, int]:
        await self.judge("start-round", expect="started")
        matches = self.matches()
        await self.fake.wait_for(
            lambda: all(self.w.match(m).channel_id for m in matches.values()), what="the match threads"
        )
        return matches

    async def play_round(self, matches: dict[int, int]) -> None:
        for mid in matches.values():
            await self.play(mid)
        await self.w.delivered()


@pytest_asyncio.fixture(name="cup")
async def cup_fixture(fake_discord: FakeDiscord, tmp_path: Path) -> AsyncIterator[Cup]:  # noqa: F811
    w = await make_world(fake_discord, tmp_path)
    players = [fake_discord.add_user(n) for n in NAMES]
    for p in players:
        fake_discord.add_member(w.guild, p)
    await w.start_bot()
    try:
        yield Cup(w, players)
    finally:
        await w.close()


def audit(cup: Cup) -> list[Any]:
    with cup.w.store.tx() as tx:
        return [a for a in tx.audit_log() if a.action.startswith("tournament.")]


async def test_gwent_tournament_from_discord_swiss_top_cut_restart_and_export(cup: Cup) -> None:
    w, fake = cup.w, cup.fake
    await w.setup_server(language="en")
    cup.tours.seed_source = lambda: SEED  # the pairings, like the scripted players, are reproducible

    # -- the judge creates it; eight players press Register -------------------------------------------
    created = await cup.judge(
        "create",
        {
            "name": "Witcher Cup",
            "format": "swiss_top_cut",
            "rounds": 3,
            "top_cut": 4,
            "variant": "classic",
            "deadline_hours": 96,
        },
        expect="created",
    )
    cup.tid = tid = int(re.search(r"#(\d+)", created.content).group(1))  # type: ignore[union-attr]
    announcement = await fake.wait_for(
        lambda: next((m for m in fake.bot_messages(w.lobby) if f"tj:register:{tid}" in m.custom_ids()), None),
        what="the announcement with its Register button",
    )
    assert "Witcher Cup" in announcement.content and "Swiss, 3 rounds, then top 4" in announcement.content
    for p in cup.players:
        click = await fake.click(p, announcement, f"tj:register:{tid}")
        assert click.ephemeral and "send me your deck" in click.content, click
    again = await fake.click(cup.players[0], announcement, f"tj:register:{tid}")
    assert again.ephemeral and "already registered" in again.content
    assert [pl.name for pl in cup.tours.state(tid).tournament.players] == list(NAMES)

    # -- decks: by DM, by /tournament deck text and by /tournament deck file ---------------------------
    by_name = {p.name: p for p in cup.players}
    for name, text in DM_DECKS.items():
        await w.say(by_name[name], by_name[name], text)
        await fake.wait_for(
            lambda n=name: any("Deck registered" in m.content for m in fake.dms(by_name[n])),
            what=f"{name}'s deck answer",
        )
    await w.say(by_name["Geralt"], by_name["Geralt"], "good luck everyone")  # not a deck: left to the judge
    await fake.idle()
    assert sum("Deck registered" in m.content for m in fake.dms(by_name["Geralt"])) == 1
    zoltan = await fake.slash(by_name["Zoltan"], w.lobby, "tournament deck", {"text": SLASH_DECKS["Zoltan"]})
    assert zoltan.ephemeral and "deck: 30" in zoltan.content, zoltan
    vesemir = await fake.slash(
        by_name["Vesemir"], w.lobby, "tournament deck", {"text": SLASH_DECKS["Vesemir"]}
    )
    assert vesemir.ephemeral and "Deck registered" in vesemir.content
    early = await fake.slash(w.judy, w.lobby, "tournament close", {})
    assert early.ephemeral and "Lambert" in early.content  # his deck is missing
    sheet = await fake.slash(
        by_name["Lambert"], w.lobby, "tournament deck", {"file": ("Lambert.xlsx", sheet_upload())}
    )
    assert sheet.ephemeral and "nilfgaard" in sheet.content, sheet
    await cup.judge("close")
    late = await fake.click(w.carol, announcement, f"tj:register:{tid}")
    assert late.ephemeral and "Registration for **Witcher Cup** is closed" in late.content
    decks = {p.name: cup.tours.deck_of(tid, p.id) for p in cup.players}
    assert decks["Zoltan"]["leader"] == "Eredin: Commander of the Red Riders"
    assert decks["Lambert"]["faction"] == "nilfgaard" and len(decks["Lambert"]["deck"]) == 30

    # -- a non-judge's judge command is refused privately, and changes nothing -------------------------
    await w.delivered()
    posted = len(fake.bot_messages(w.lobby))
    for user, command, options in (
        (w.carol, "start-round", {}),
        (by_name["Ciri"], "penalty", {"player": by_name["Triss"], "kind": "warning", "reason": "x"}),
        (by_name["Ciri"], "end", {"reason": "bored"}),
    ):
        refused = await fake.slash(user, w.lobby, f"tournament {command}", options)
        assert refused.ephemeral and "Only a judge" in refused.content, (user.name, command, refused)
    await fake.idle()
    assert len(fake.bot_messages(w.lobby)) == posted and cup.tours.state(tid).phase == "ready"

    # -- round 1: the bot records every result itself; standings follow --------------------------------
    round1 = await cup.start_round()
    assert len(round1) == 4
    for mid in round1.values():
        assert w.match(mid).deadline_hours == 96 and w.thread(mid).parent_id == w.forum.id
    await cup.play_round(round1)
    state = cup.tours.state(tid)
    assert state.phase == "ready"
    results1 = state.tournament.rounds[0].results
    assert len(results1) == 4 and all(r.kind == "played" for r in results1.values())
    for table, mid in round1.items():  # games = rounds won in the Gwent match
        match_state = w.service.state_of(mid)
        assert results1[table].a_game_wins == sum(r.winner == 0 for r in match_state.results)
        assert results1[table].b_game_wins == sum(r.winner == 1 for r in match_state.results)
        assert f"Round 1, table {table}:" in cup.lobby()
    [after1] = cup.standings_posts("standings after round 1")
    assert after1.embeds and "OMW%" in after1.embeds[0]["description"]

    # -- the judge corrects a round-1 result (reported the wrong way round) -----------------------------
    table = next(t for t, r in sorted(results1.items()) if r.a_game_wins != r.b_game_wins)
    old = results1[table]
    fixed = {"a_games": old.b_game_wins, "b_games": old.a_game_wins, "draws": old.draws}
    await cup.judge("result", {"table": table, **fixed, "reason": "result reported reversed", "round": 1})
    await w.delivered()
    corrected = cup.tours.state(tid).tournament.rounds[0].results[table]
    assert (corrected.a_game_wins, corrected.b_game_wins) == (old.b_game_wins, old.a_game_wins)
    assert "result corrected to" in cup.lobby() and "Reason: result reported reversed" in cup.lobby()
    assert len(cup.standings_posts("standings after round 1")) == 2  # re-posted after the correction

    # -- round 2: a penalty, then the bot restarts mid-round ----------------------------------------------
    round2 = await cup.start_round()
    offender = next(p for p in cup.players if p.name == "Triss")
    await cup.judge("penalty", {"player": offender, "kind": "game_loss", "reason": "late deck sheet"})
    mids = list(round2.values())
    await cup.play(mids[0])
    await cup.play(mids[1], limit=6)
    await w.delivered()
    live = [m for m in mids if w.match(m).status == ACTIVE]
    assert mids[1] in live and w.posts(mids[1]) > 0  # stopped in the middle of a match
    before = cup.tours.state(tid).to_dict()
    await w.stop_bot()
    await w.start_bot()
    assert cup.tours.state(tid).to_dict() == before and cup.matches() == round2
    assert set(live) <= set(w.bot.resumed)  # type: ignore[union-attr]
    await cup.play_round(round2)  # the same threads keep working after the restart
    state = cup.tours.state(tid)
    assert state.phase == "ready" and set(state.tournament.rounds[1].results) == set(round2)
    assert all(r.kind == "played" for r in state.tournament.rounds[1].results.values())
    [pen] = state.tournament.penalties
    assert (pen.player, pen.kind, pen.round, pen.reason) == (
        str(offender.id),
        "game_loss",
        2,
        "late deck sheet",
    )
    assert "penalty for **Triss**: game loss (round 2). Reason: late deck sheet" in cup.lobby()
    assert cup.standings_posts("standings after round 2")

    # -- round 3, then the top 4 -----------------------------------------------------------------------------
    await cup.play_round(await cup.start_round())
    state = cup.tours.state(tid)
    assert state.next_stage() == "elimination" and cup.standings_posts("standings after round 3")
    assert "Top 4: 1." in cup.lobby()
    for _ in ("semifinals", "final"):
        await cup.play_round(await cup.start_round())
        state = cup.tours.state(tid)
        for table in state.needs_judge():  # a drawn elimination match: the judge awards it to the higher seed
            winner = fake.users[int(state.current_round.pairing(table).a)]
            await cup.judge("award", {"table": table, "winner": winner, "reason": "drawn: higher seed"})
        await w.delivered()
    state = cup.tours.state(tid)
    assert state.is_finished
    champion = state.player(state.champion()).name
    assert f"Champion: **{champion}**" in cup.lobby()
    [final] = cup.standings_posts("final standings")
    assert final.embeds and champion in final.embeds[0]["description"]

    # -- every judge action is in the channel and the audit log, with its reason ----------------------------
    judged = [a for a in cup.tours.audit_log(tid) if a.actor == str(w.judy.id) and a.reason]
    assert {a.action for a in judged} >= {"correct_result", "penalty"}
    assert all(a.reason in cup.lobby() for a in judged)
    stored = {(a.action, (a.detail or {}).get("reason")) for a in audit(cup)}
    assert ("tournament.correct", "result reported reversed") in stored
    assert ("tournament.penalty", "late deck sheet") in stored
    assert {"tournament.create", "tournament.close_registration", "tournament.start_round"} <= {
        a for a, _ in stored
    }

    # -- the export is a workbook ---------------------------------------------------------------------------
    export = await cup.judge("export", expect="workbook")
    [sheet_file] = export.original.attachments
    assert sheet_file.filename == f"tournament-{tid}.xlsx"
    book = openpyxl.load_workbook(io.BytesIO(sheet_file.data))
    cells = {str(c.value) for ws in book.worksheets for row in ws.iter_rows() for c in row if c.value}
    assert set(NAMES) <= cells

    # -- nobody is pinged but the players of a pairing (in their match thread) ----------------------------
    threads = {
        w.match(mid).channel_id: {u.id for u in w.players(mid)}
        for number in range(1, 6)
        for mid in cup.tours.round_matches(tid, number).values()
    }
    assert len(threads) == 4 * 3 + 2 + 1
    everything = fake.bot_messages() + [m for u in cup.players for m in fake.dms(u)]
    for msg in everything:
        pings = fake.pings(msg)
        assert not pings.everyone and pings.replied_user is None, msg
        assert pings.users <= threads.get(msg.channel_id, set()), msg
        assert pings.roles <= {w.judge_role.id}, msg
    assert all(not fake.pings(m) for m in fake.bot_messages(w.lobby))

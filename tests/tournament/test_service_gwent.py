"""A whole Classic Gwent tournament through the judge service: 8 players, 3 Swiss rounds and a top 4.

Scripted players finish their matches by posting ``GwentGame.random_post`` for their pending decision
(DM when private, the match thread otherwise); decks are registered by DM (text and the "(2)" sheet);
a judge corrects one result and gives one penalty; the bot restarts in the middle of round 2.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from sqlalchemy import event

from bot.judge import Actor, Attachment, DirectMessage
from bot.store import FINISHED
from bot.tournament import elimination
from bot.tournament.render import standings_blocks
from cards.gwent.game import GwentGame
from tests.judge.conftest import Clock
from tests.sheets import filled_deck_sheet
from tests.tournament.test_service import GUILD, JUDGE, PLAYERS, TCHAN, TourHarness

GAME = GwentGame()

MONSTERS = "deck monsters; leader Eredin: Commander of the Red Riders; 1-30"
READY = {
    "Cy": "deck northern realms ready",
    "Di": "deck scoia'tael ready",
    "Ed": "deck skellige ready",
    "Flo": "deck monsters ready",
    "Gus": "deck nilfgaard ready",
    "Hal": "deck northern realms ready",
}


def sheet_upload() -> bytes:
    """Bo's deck: the filled Nilfgaard "(2)" sheet of the reference spreadsheet."""
    return filled_deck_sheet("Нильфгаард (2)", range(1, 31), "Emhyr var Emreis: His Imperial Majesty")


@pytest.fixture
def th(tmp_path) -> Iterator[TourHarness]:
    h = TourHarness(f"sqlite:///{tmp_path / 'gwent.db'}", Clock(), {"gwent": GAME}, seed=3)
    yield h
    h.store.close()


def deck_dm(th: TourHarness, who: Actor, text: str, attachments=()) -> object:
    dm = DirectMessage(next(th._ids), who.user_id, text, tuple(attachments), who.name)
    return th.tours.handle_direct_message(dm)


def posted_blocks(th: TourHarness, title: str) -> list[str]:
    """The embeds of the standings posts with this title, as delivered to the channel."""
    calls = [c for c in th.transport.calls if c[0] == "post" and c[1] == TCHAN]
    return [
        e["description"] for c in calls if c[2]["content"].endswith(title) for e in c[2].get("embeds", ())
    ]


async def play_some(th: TourHarness, match_id: int, steps: int) -> None:
    for _ in range(steps):
        if not th.step(match_id):
            return


async def test_gwent_tournament_swiss_then_top_cut(th: TourHarness) -> None:
    th.judge.setup(JUDGE, GUILD, language="en")
    tid = th.create(
        name="Witcher Cup",
        game="gwent",
        variant="classic",
        format="swiss_top_cut",
        rounds=3,
        top_cut=4,
        deadline_hours=96,
    )
    ann, bo = PLAYERS[0], PLAYERS[1]
    for p in PLAYERS:
        reply = th.tours.register(p, tid)
        assert reply.status == "ok" and "send me your deck" in reply.text

    # -- decks: checked by the engine, as in a match --------------------------------------------------
    bad = deck_dm(th, ann, "deck monsters; leader Eredin: Commander of the Red Riders; 1-5")
    assert bad.status == "refused" and "at least 22 are needed" in bad.text
    assert deck_dm(th, ann, "good luck everyone") is None  # not a deck: left to the judge
    assert deck_dm(th, ann, "deck monsters ready").status == "ok"
    reply = deck_dm(th, ann, MONSTERS)  # replaced until registration closes
    assert reply.status == "ok" and "deck: 30" in reply.text
    reply = deck_dm(th, bo, "", [Attachment("Bo deck.xlsx", sheet_upload())])
    assert reply.status == "ok" and "nilfgaard" in reply.text
    early = th.tours.close_registration(JUDGE, tid)
    assert early.status == "refused" and "Cy" in early.text  # decks missing
    for p in PLAYERS[2:]:
        assert th.tours.register_deck(p, tid, READY[p.name]).status == "ok"
    assert th.tours.close_registration(JUDGE, tid).status == "ok"
    locked = th.tours.register_deck(ann, tid, "deck skellige ready")
    assert locked.status == "refused" and "locked" in locked.text
    assert deck_dm(th, ann, "deck skellige ready") is None  # nothing waits for Ann's deck any more
    decks = {p.user_id: th.tours.deck_of(tid, p.user_id) for p in PLAYERS}
    assert decks[ann.user_id]["leader"] == "Eredin: Commander of the Red Riders"
    assert decks[bo.user_id]["faction"] == "nilfgaard" and len(decks[bo.user_id]["deck"]) == 30

    # -- round 1 --------------------------------------------------------------------------------------
    assert th.tours.start_round(JUDGE, tid).status == "ok"
    matches = th.tours.round_matches(tid)
    assert len(matches) == 4
    for mid in matches.values():  # the deck registered is the deck used
        match = th.match(mid)
        assert match.deadline_hours == 96
        for seat, uid in enumerate(th.seat_users(mid)):
            assert match.setup["players"][seat] == {
                **decks[uid],
                "name": th.tours.state(tid).player(str(uid)).name,
            }
    await th.play_round(tid)
    state = th.tours.state(tid)
    assert state.phase == "ready"
    for table, mid in matches.items():  # games = rounds won, draws = drawn rounds
        match_state = th.judge.state_of(mid)
        res = state.tournament.rounds[0].results[table]
        assert res.kind == "played"
        assert res.a_game_wins == sum(r.winner == 0 for r in match_state.results)
        assert res.b_game_wins == sum(r.winner == 1 for r in match_state.results)
        assert res.draws == sum(r.winner is None for r in match_state.results)
        assert res.a_game_wins + res.b_game_wins + res.draws >= 2
    assert posted_blocks(th, "standings after round 1") == standings_blocks(
        state.standings(through_round=1), "en"
    )

    # -- round 2, with a restart in the middle ----------------------------------------------------------
    th.tours.start_round(JUDGE, tid)
    await th.deliver()
    matches2 = th.tours.round_matches(tid)
    tables = sorted(matches2)
    th.play(matches2[tables[0]])
    await play_some(th, matches2[tables[1]], 12)
    before = th.tours.state(tid).to_dict()
    th.restart()
    assert th.tours.state(tid).to_dict() == before
    assert th.tours.round_matches(tid) == matches2
    await th.play_round(tid)  # the old threads keep working after the restart
    state = th.tours.state(tid)
    assert state.phase == "ready" and all(th.match(m).status == FINISHED for m in matches2.values())
    assert set(state.tournament.rounds[1].results) == set(tables)

    # -- a judge corrects a result of round 2 ---------------------------------------------------------
    results2 = state.tournament.rounds[1].results
    table = next(t for t in tables if results2[t].a_game_wins != results2[t].b_game_wins)
    old = results2[table]
    fixed = (old.b_game_wins, old.a_game_wins, old.draws)
    points_before = {
        s.player_id: s.points for s in state.standings()
    }  # the players reported it the wrong way round
    reply = th.tours.correct_result(
        JUDGE, tid, table, *fixed, reason="result reported reversed", round_number=2
    )
    assert reply.status == "ok"
    state = th.tours.state(tid)
    corrected = state.tournament.rounds[1].results[table]
    assert (corrected.a_game_wins, corrected.b_game_wins, corrected.draws) == fixed
    assert corrected.reason == "result reported reversed"
    points_after = {s.player_id: s.points for s in state.standings()}
    won, lost = (old.a, old.b) if old.a_game_wins > old.b_game_wins else (old.b, old.a)
    assert points_after[won] == points_before[won] - 3 and points_after[lost] == points_before[lost] + 3

    # -- round 3, with a penalty -------------------------------------------------------------------------
    th.tours.start_round(JUDGE, tid)
    await th.deliver()
    offender = state.tournament.players[2].id
    reply = th.tours.penalize(JUDGE, tid, int(offender), "game_loss", reason="late deck sheet")
    assert reply.status == "ok"
    await th.play_round(tid)
    state = th.tours.state(tid)
    assert state.phase == "ready" and state.next_stage() == "elimination"
    pen = state.tournament.penalties[0]
    assert (pen.player, pen.kind, pen.round) == (offender, "game_loss", 3)
    swiss = state.standings()
    assert posted_blocks(th, "standings after round 3") == standings_blocks(swiss, "en")
    assert [s.rank for s in swiss] == list(range(1, 9))
    assert all(s.matches == 3 and s.points == 3 * s.wins + s.draws for s in swiss)
    assert [(s.points, s.omw, s.gwp, s.ogw) for s in swiss] == sorted(
        [(s.points, s.omw, s.gwp, s.ogw) for s in swiss], reverse=True
    )
    top4 = elimination.top_cut_seeds(swiss, 4)

    # -- top 4 -------------------------------------------------------------------------------------------
    th.tours.start_round(JUDGE, tid)
    semis = th.tours.state(tid).current_round
    assert semis.stage == "elimination" and {p.a for p in semis.pairings} | {
        p.b for p in semis.pairings
    } == set(top4)
    assert {(p.a, p.b) for p in semis.pairings} == {(top4[0], top4[3]), (top4[1], top4[2])}
    for round_no in (4, 5):
        await th.play_round(tid)
        state = th.tours.state(tid)
        for table in state.needs_judge():  # a drawn elimination match: the judge awards it
            winner = state.current_round.pairing(table).a
            assert (
                th.tours.award_match(JUDGE, tid, table, int(winner), reason="drawn: higher seed").status
                == "ok"
            )
        if round_no == 4:
            assert th.tours.state(tid).phase == "ready"
            th.tours.start_round(JUDGE, tid)
    state = th.tours.state(tid)
    assert state.is_finished

    # -- final placements ---------------------------------------------------------------------------------
    final = state.final_standings()
    champion = state.champion()
    final_round = state.tournament.rounds[-1]
    (final_pairing,) = final_round.pairings
    finalist = ({final_pairing.a, final_pairing.b} - {champion}).pop()
    assert final[0].player_id == champion and final[1].player_id == finalist
    assert {s.player_id for s in final[:4]} == set(top4)
    assert [s.player_id for s in final[4:]] == [s.player_id for s in swiss if s.player_id not in top4]
    await th.deliver()
    text = th.channel()
    assert "final standings" in text and f"Champion: **{state.player(champion).name}**" in text
    assert posted_blocks(th, "final standings") == standings_blocks(final, "en")
    assert "Top 4: 1." in text and "Advancing:" in text

    # -- every judge action is in the audit log and in the channel ------------------------------------------
    actions = th.audit_actions(tid)
    for action in ("create", "close_registration", "pair_round", "start_round", "correct_result", "penalty"):
        assert action in actions, action
    assert actions.count("register_deck") == 9  # Ann twice, everyone else once
    judged = [a for a in th.tours.audit_log(tid) if a.actor == str(JUDGE.user_id) and a.reason]
    assert judged and all(a.reason in text for a in judged)
    assert "result corrected to" in text and "penalty for" in text
    stored = {a.action for a in th.store_audit()}
    assert {"tournament.correct", "tournament.penalty", "tournament.start_round"} <= stored
    assert th.tours.export(tid).files[0][1][:2] == b"PK"


def test_a_deck_dm_goes_to_the_tournament_only_from_a_player_with_an_open_entry(th: TourHarness) -> None:
    """Every DM move asks the tournaments first whether its author has an open deck entry (read once per
    user, until the entries change): a player with none is left to the judge, one with an open entry
    registers the deck, a player who just registered is not answered from the stale cache."""
    th.judge.setup(JUDGE, GUILD, language="en")
    tid = th.create(name="Cup", game="gwent", variant="classic", rounds=1)
    ann, bo = PLAYERS[0], PLAYERS[1]
    assert th.tours.register(ann, tid).status == "ok"
    reads: list[str] = []
    event.listen(
        th.store.engine,
        "before_cursor_execute",
        lambda _c, _k, statement, *_: reads.append(statement) if "tournament_entries" in statement else None,
    )
    assert deck_dm(th, bo, MONSTERS) is None  # not registered: not a deck for any tournament
    assert deck_dm(th, bo, "exchange none") is None and len(reads) == 1  # the second asks no database
    assert th.tours.register(bo, tid).status == "ok"  # a change to the entries: asked afresh
    reply = deck_dm(th, ann, MONSTERS)
    assert reply is not None and reply.status == "ok", reply  # type: ignore[attr-defined]
    reply = deck_dm(th, bo, MONSTERS)
    assert reply is not None and reply.status == "ok", reply  # type: ignore[attr-defined]

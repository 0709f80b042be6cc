"""The xlsx export opens with openpyxl and has the right sheets and numbers."""

import io
import random

from openpyxl import load_workbook

from bot.tournament.engine import TournamentState
from bot.tournament.export import standings_xlsx
from bot.tournament.model import TournamentConfig


def played_state() -> TournamentState:
    s = TournamentState.new(TournamentConfig("swiss_top_cut", swiss_rounds=2, top_cut=4))
    for i in range(7):
        s.register(f"p{i}", f"Игрок {i}")
    s.close_registration()
    rng = random.Random(3)
    s.pair_next_round(rng)
    while not s.is_finished:
        s.start_round()
        for t in s.pending_tables():
            s.record_result(t, *rng.choice([(2, 0), (1, 2)]), actor="x")
        if len(s.tournament.rounds) == 1:
            s.penalize("p0", "game_loss", actor="judge", reason="late")
        s.advance(rng)
    return s


def test_xlsx_has_standings_rounds_and_penalties():
    s = played_state()
    wb = load_workbook(io.BytesIO(standings_xlsx(s)))
    rounds = s.tournament.rounds
    expected = (
        ["Standings"]
        + [f"Round {r.number}" + (" (elim)" if r.stage == "elimination" else "") for r in rounds]
        + ["Penalties"]
    )
    assert wb.sheetnames == expected
    st = wb["Standings"]
    header = [c.value for c in st[1]]
    assert header == ["Rank", "Player", "Points", "Record (W-L-D)", "OMW%", "GW%", "OGW%", "Dropped"]
    rows = list(st.iter_rows(min_row=2, values_only=True))
    final = s.final_standings()
    assert len(rows) == 7
    assert [r[0] for r in rows] == list(range(1, 8))
    assert rows[0][1] == final[0].name and rows[0][3] == final[0].record
    assert abs(rows[0][4] - float(final[0].omw)) < 1e-9
    r1 = list(wb["Round 1"].iter_rows(min_row=2, values_only=True))
    assert len(r1) == len(rounds[0].pairings)
    assert any(row[2] == "(bye)" for row in r1)  # seven players
    pen = list(wb["Penalties"].iter_rows(min_row=2, values_only=True))
    assert pen == [(2, "Игрок 0", "game loss", "late")]


def test_xlsx_russian_headers():
    wb = load_workbook(io.BytesIO(standings_xlsx(played_state().tournament, lang="ru")))
    assert wb.sheetnames[0] == "Таблица" and wb.sheetnames[1] == "Раунд 1" and wb.sheetnames[-1] == "Штрафы"
    assert wb["Таблица"]["B1"].value == "Игрок"

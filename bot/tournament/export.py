"""Tournament spreadsheet (xlsx) for judges and players: standings, every round, penalties.

Results shown are the effective ones (penalties applied), the same numbers the standings use.
Percentages are written as numbers with a percent format, so the sheet can be re-sorted.
"""

from __future__ import annotations

import io
from typing import Any, Literal

from openpyxl import Workbook
from openpyxl.styles import Font

from .engine import TournamentState
from .model import Round, Tournament
from .pods import PodTournamentState, seat_points
from .standings import effective_result, outcome

Lang = Literal["en", "ru"]

_TEXT: dict[str, tuple[str, str]] = {
    "standings": ("Standings", "Таблица"),
    "round": ("Round {n}", "Раунд {n}"),
    "round_elim": ("Round {n} (elim)", "Раунд {n} (плей-офф)"),
    "penalties": ("Penalties", "Штрафы"),
    "round_col": ("Round", "Раунд"),
    "rank": ("Rank", "Место"),
    "player": ("Player", "Игрок"),
    "points": ("Points", "Очки"),
    "record": ("Record (W-L-D)", "Итог (П-П-Н)"),
    "omw": ("OMW%", "% побед соперников (OMW)"),
    "gw": ("GW%", "% выигранных игр (GW)"),
    "ogw": ("OGW%", "% игр соперников (OGW)"),
    "dropped": ("Dropped", "Выбыл"),
    "table": ("Table", "Стол"),
    "opponent": ("Opponent", "Соперник"),
    "score": ("Games (W-L-D)", "Игры (П-П-Н)"),
    "outcome": ("Winner", "Победитель"),
    "kind": ("Kind", "Тип"),
    "reason": ("Reason", "Причина"),
    "penalty": ("Penalty", "Штраф"),
    "yes": ("yes", "да"),
    "draw": ("draw", "ничья"),
    "pending": ("pending", "ожидается"),
    "needs_judge": ("draw: needs judge", "ничья: решает судья"),
    "nobody": ("nobody", "никто"),
    "bye_opponent": ("(bye)", "(бай)"),
    "played": ("played", "сыграно"),
    "bye": ("bye", "бай"),
    "awarded": ("awarded", "присуждено"),
    "double_loss": ("double loss", "двойное поражение"),
    "warning": ("warning", "предупреждение"),
    "game_loss": ("game loss", "поражение в игре"),
    "match_loss": ("match loss", "поражение в матче"),
    "disqualification": ("disqualification", "дисквалификация"),
    "places": ("Places (1st-2nd-...)", "Места (1-е, 2-е, …)"),
    "pods": ("Pods", "Столы"),
    "pwp": ("Points %", "% очков"),
    "omw_pods": ("OMW% (pod opponents)", "% очков соперников (OMW)"),
    "seat": ("Seat", "Место за столом"),
    "place": ("Place", "Итоговое место"),
    "pod_points": ("Points", "Очки"),
}


def _t(key: str, lang: Lang, **fmt: Any) -> str:
    en, ru = _TEXT[key]
    return (ru if lang == "ru" else en).format(**fmt)


def _header(ws: Any, keys: list[str], lang: Lang) -> None:
    ws.append([_t(k, lang) for k in keys])
    for cell in ws[1]:
        cell.font = Font(bold=True)
    ws.freeze_panes = "A2"


def _round_rows(t: Tournament, rnd: Round, lang: Lang) -> list[list[Any]]:
    names = {p.id: p.name for p in t.players}
    rows: list[list[Any]] = []
    for p in rnd.pairings:
        res = effective_result(rnd, p.table, t.penalties, t.config.best_of)
        opp = names.get(p.b, p.b) if p.b is not None else _t("bye_opponent", lang)
        if res is None:
            rows.append([p.table, names.get(p.a, p.a), opp, "", _t("pending", lang), "", ""])
            continue
        score = f"{res.a_game_wins}-{res.b_game_wins}-{res.draws}"
        o = outcome(res, res.a)
        if res.kind == "double_loss":
            won = _t("nobody", lang)
        elif o == "W":
            won = names.get(res.a, res.a)
        elif o == "L":
            won = names.get(res.b, res.b) if res.b is not None else _t("nobody", lang)
        else:
            won = _t("needs_judge" if rnd.stage == "elimination" else "draw", lang)
        rows.append([p.table, names.get(p.a, p.a), opp, score, won, _t(res.kind, lang), res.reason])
    return rows


def standings_xlsx(tournament: Tournament | TournamentState | PodTournamentState, lang: Lang = "en") -> bytes:
    """The workbook as bytes: a Standings sheet, one sheet per round, and Penalties (pods: see
    :func:`pods_xlsx`)."""
    if isinstance(tournament, PodTournamentState):
        return pods_xlsx(tournament, lang)
    state = tournament if isinstance(tournament, TournamentState) else TournamentState(tournament)
    t = state.tournament
    wb = Workbook()
    ws = wb.active
    ws.title = _t("standings", lang)
    _header(ws, ["rank", "player", "points", "record", "omw", "gw", "ogw", "dropped"], lang)
    for s in state.final_standings():
        ws.append(
            [
                s.rank,
                s.name,
                s.points,
                s.record,
                float(s.omw),
                float(s.gwp),
                float(s.ogw),
                _t("yes", lang) if s.dropped else "",
            ]
        )
        for cell in ws[ws.max_row][4:7]:
            cell.number_format = "0.00%"
    ws.column_dimensions["B"].width = 24
    ws.column_dimensions["D"].width = 16

    for rnd in t.rounds:
        key = "round_elim" if rnd.stage == "elimination" else "round"
        rs = wb.create_sheet(_t(key, lang, n=rnd.number)[:31])
        _header(rs, ["table", "player", "opponent", "score", "outcome", "kind", "reason"], lang)
        for row in _round_rows(t, rnd, lang):
            rs.append(row)
        rs.column_dimensions["B"].width = 24
        rs.column_dimensions["C"].width = 24
        rs.column_dimensions["E"].width = 24

    ps = wb.create_sheet(_t("penalties", lang))
    _header(ps, ["round_col", "player", "penalty", "reason"], lang)
    names = {p.id: p.name for p in t.players}
    for pen in t.penalties:
        ps.append([pen.round, names.get(pen.player, pen.player), _t(pen.kind, lang), pen.reason])

    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def pods_xlsx(state: PodTournamentState, lang: Lang = "en") -> bytes:
    """A pod tournament's workbook: Standings (points, places, OMW% over pod opponents), one sheet per
    round (a row per seat: table, seat, player, place and points after penalties), Penalties."""
    t = state.tournament
    wb = Workbook()
    ws = wb.active
    ws.title = _t("standings", lang)
    _header(ws, ["rank", "player", "points", "pods", "places", "omw_pods", "pwp", "dropped"], lang)
    for s in state.final_standings():
        ws.append(
            [
                s.rank,
                s.name,
                s.points,
                s.pods,
                s.record,
                float(s.omw),
                float(s.pwp),
                _t("yes", lang) if s.dropped else "",
            ]
        )
        for cell in ws[ws.max_row][5:7]:
            cell.number_format = "0.00%"
    ws.column_dimensions["B"].width = 24
    names = {p.id: p.name for p in t.players}
    for rnd in t.rounds:
        rs = wb.create_sheet(_t("round", lang, n=rnd.number)[:31])
        _header(rs, ["table", "seat", "player", "place", "pod_points"], lang)
        for pod in rnd.pods:
            played = rnd.results.get(pod.table)
            res = state.effective(rnd, pod.table)  # with the round's penalties, as the standings count it
            pts = seat_points(t.config, res, played) if res is not None else None
            for seat, pid in enumerate(pod.seats):
                if res is None or pts is None:
                    rs.append([pod.table, seat + 1, names.get(pid, pid), _t("pending", lang), ""])
                else:
                    rs.append([pod.table, seat + 1, names.get(pid, pid), res.placements[seat], pts[seat]])
        rs.column_dimensions["C"].width = 24
    ps = wb.create_sheet(_t("penalties", lang))
    _header(ps, ["round_col", "player", "penalty", "reason"], lang)
    for pen in t.penalties:
        ps.append([pen.round, names.get(pen.player, pen.player), _t(pen.kind, lang), pen.reason])
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()

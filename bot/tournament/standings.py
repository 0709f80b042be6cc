"""Match points and tiebreakers as in the Magic: The Gathering Tournament Rules, appendix C.

- Match points: win 3, draw 1, loss 0. A bye is a match win, counted 2-0 in games.
- Game points: game win 3, game draw 1, game loss 0.
- MWP = match points / (3 x matches played, byes included), floored at 1/3.
- GWP = game points / (3 x games played), floored at 1/3.
- OMW% / OGW% = mean of each opponent's MWP / GWP (already floored). Byes, and results without
  an opponent, are not opponents.
- A late entrant (``Player.joined_round > 1``) has a 0-2 match loss without opponent for each
  Swiss round before joining when ``TournamentConfig.late_entry_losses`` is set.
- Where there is nothing to divide (no matches, no games, no opponents) the value is the floor 1/3,
  so a missing number never ranks a player above a real one.
- Ranking: points, OMW%, GW%, OGW%, then registration order (``Player.order``, earlier first).
  Registration order rather than a seeded random so the ranking is reproducible from the
  persisted data alone.

Penalties are applied here, at read time, so a judge's correction of a result never loses a
penalty: a game loss adds one game won to the opponent of the penalised player in that round's
played match; a match loss turns the match into a 0-2 loss (both penalised: a double loss).
All numbers are exact ``Fraction``s; round only for display.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Literal

from .model import MatchResult, Penalty, Round, Tournament

FLOOR = Fraction(1, 3)
WIN_POINTS, DRAW_POINTS, LOSS_POINTS = 3, 1, 0

Outcome = Literal["W", "L", "D"]


def effective_result(rnd: Round, table: int, penalties: Iterable[Penalty]) -> MatchResult | None:
    """The recorded result of ``table`` with that round's game/match-loss penalties applied."""
    result = rnd.results.get(table)
    if result is None:
        return None
    players = {result.a, result.b} - {None}
    relevant = [p for p in penalties if p.round == rnd.number and p.player in players]
    if not relevant:
        return result
    match_losers = {p.player for p in relevant if p.kind == "match_loss"}
    if match_losers and result.kind != "double_loss":
        reason = "; ".join(p.reason for p in relevant if p.kind == "match_loss")
        if result.b is not None and match_losers == {result.a, result.b}:
            return MatchResult(result.a, result.b, 0, 0, 0, "double_loss", reason)
        if result.a in match_losers:
            return MatchResult(result.a, result.b, 0, 2, 0, "awarded", reason)
        return MatchResult(result.a, result.b, 2, 0, 0, "awarded", reason)
    if result.kind != "played":
        return result
    a_wins, b_wins = result.a_game_wins, result.b_game_wins
    for p in relevant:
        if p.kind == "game_loss":
            if p.player == result.a:
                b_wins += 1
            else:
                a_wins += 1
    return MatchResult(result.a, result.b, a_wins, b_wins, result.draws, result.kind, result.reason)


def outcome(result: MatchResult, player: str) -> Outcome:
    """W/L/D for ``player`` (who must be ``a`` or ``b``)."""
    if result.kind == "double_loss":
        return "L"
    if result.kind == "bye":
        return "W"
    mine, theirs = result.a_game_wins, result.b_game_wins
    if player == result.b:
        mine, theirs = theirs, mine
    elif player != result.a:
        raise ValueError(f"{player!r} did not play in this match")
    if mine > theirs:
        return "W"
    if mine < theirs:
        return "L"
    return "D"


def winner(result: MatchResult) -> str | None:
    """The match winner, or None for a draw or a double loss."""
    if outcome(result, result.a) == "W":
        return result.a
    if result.b is not None and outcome(result, result.b) == "W":
        return result.b
    return None


def match_points(result: MatchResult, player: str) -> int:
    return {"W": WIN_POINTS, "D": DRAW_POINTS, "L": LOSS_POINTS}[outcome(result, player)]


@dataclass(frozen=True, slots=True)
class MatchRecord:
    """One match from one player's side. ``opponent is None`` for a bye or an opponent-less result."""

    round: int
    opponent: str | None
    outcome: Outcome
    game_wins: int
    game_losses: int
    game_draws: int
    bye: bool


def player_records(rounds: Sequence[Round], penalties: Sequence[Penalty]) -> dict[str, list[MatchRecord]]:
    """Every player's matches over ``rounds`` (penalties applied), in round order."""
    records: dict[str, list[MatchRecord]] = {}
    for rnd in sorted(rounds, key=lambda r: r.number):
        for pairing in rnd.pairings:
            res = effective_result(rnd, pairing.table, penalties)
            if res is None:
                continue
            sides = [(res.a, res.b, res.a_game_wins, res.b_game_wins)]
            if res.b is not None:
                sides.append((res.b, res.a, res.b_game_wins, res.a_game_wins))
            for me, opp, won, lost in sides:
                if res.kind == "double_loss":
                    won = lost = 0
                    draws = 0
                else:
                    draws = res.draws
                records.setdefault(me, []).append(
                    MatchRecord(rnd.number, opp, outcome(res, me), won, lost, draws, res.kind == "bye")
                )
    return records


@dataclass(frozen=True, slots=True)
class Standing:
    """One row of the standings. Percentages are exact fractions, already floored at 1/3."""

    rank: int
    player_id: str
    name: str
    points: int
    wins: int  # byes included
    losses: int
    draws: int
    byes: int
    matches: int
    game_wins: int
    game_losses: int
    game_draws: int
    mwp: Fraction
    omw: Fraction
    gwp: Fraction
    ogw: Fraction
    dropped: bool
    opponents: tuple[str, ...]

    @property
    def record(self) -> str:
        """W-L-D, byes counted as wins."""
        return f"{self.wins}-{self.losses}-{self.draws}"


def _floored(num: int, den: int) -> Fraction:
    if den == 0:
        return FLOOR
    return max(FLOOR, Fraction(num, den))


def _mean(values: Sequence[Fraction]) -> Fraction:
    if not values:
        return FLOOR
    return sum(values, Fraction(0)) / len(values)


def default_rounds(t: Tournament) -> list[Round]:
    """The rounds that count for standings: Swiss rounds if the format has any, else all rounds."""
    return t.swiss_rounds() if t.config.has_swiss else list(t.rounds)


def compute_standings(
    t: Tournament, *, rounds: Sequence[Round] | None = None, through_round: int | None = None
) -> list[Standing]:
    """Standings of every registered player (dropped ones included), ranked.

    ``rounds`` defaults to :func:`default_rounds`; ``through_round`` keeps only rounds numbered
    up to it (standings as they were after that round).
    """
    use = list(default_rounds(t) if rounds is None else rounds)
    if through_round is not None:
        use = [r for r in use if r.number <= through_round]
    records = player_records(use, t.penalties)
    if t.config.late_entry_losses:
        # A late entrant has a 0-2 match loss (no opponent) for each Swiss round before joining.
        for p in t.players:
            missed = [r.number for r in use if r.stage == "swiss" and r.number < p.joined_round]
            if missed:
                extra = [MatchRecord(n, None, "L", 0, 2, 0, False) for n in missed]
                records[p.id] = sorted(records.get(p.id, []) + extra, key=lambda m: m.round)

    mwp: dict[str, Fraction] = {}
    gwp: dict[str, Fraction] = {}
    base: dict[str, tuple[int, int, int, int, int, int, int, int]] = {}
    for p in t.players:
        recs = records.get(p.id, [])
        wins = sum(r.outcome == "W" for r in recs)
        losses = sum(r.outcome == "L" for r in recs)
        draws = sum(r.outcome == "D" for r in recs)
        points = WIN_POINTS * wins + DRAW_POINTS * draws
        gw = sum(r.game_wins for r in recs)
        gl = sum(r.game_losses for r in recs)
        gd = sum(r.game_draws for r in recs)
        mwp[p.id] = _floored(points, 3 * len(recs))
        gwp[p.id] = _floored(3 * gw + gd, 3 * (gw + gl + gd))
        base[p.id] = (points, wins, losses, draws, sum(r.bye for r in recs), gw, gl, gd)

    rows: list[Standing] = []
    for p in t.players:
        recs = records.get(p.id, [])
        opps = tuple(r.opponent for r in recs if r.opponent is not None)
        points, wins, losses, draws, byes, gw, gl, gd = base[p.id]
        rows.append(
            Standing(
                rank=0,
                player_id=p.id,
                name=p.name,
                points=points,
                wins=wins,
                losses=losses,
                draws=draws,
                byes=byes,
                matches=len(recs),
                game_wins=gw,
                game_losses=gl,
                game_draws=gd,
                mwp=mwp[p.id],
                omw=_mean([mwp[o] for o in opps if o in mwp]),
                gwp=gwp[p.id],
                ogw=_mean([gwp[o] for o in opps if o in gwp]),
                dropped=p.dropped,
                opponents=opps,
            )
        )
    order = {p.id: p.order for p in t.players}
    rows.sort(key=lambda s: (-s.points, -s.omw, -s.gwp, -s.ogw, order[s.player_id]))
    return [_with_rank(s, i + 1) for i, s in enumerate(rows)]


def _with_rank(s: Standing, rank: int) -> Standing:
    return replace(s, rank=rank)


def rerank(rows: Sequence[Standing]) -> list[Standing]:
    """Renumber ``rows`` 1..n in the given order (used for final placements after a top cut)."""
    return [_with_rank(s, i + 1) for i, s in enumerate(rows)]

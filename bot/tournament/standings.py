"""Match points and tiebreakers as in the Magic: The Gathering Tournament Rules, appendix C.

- Match points: win 3, draw 1, loss 0. A bye is a match win, counted at the match's length in games
  (best of 3: 2-0), as is an awarded match.
- Game points: game win 3, game draw 1, game loss 0. An intentional draw is 0-0-3 (MTR 2.5).
- MWP = match points / (3 x matches played, byes included), floored at 1/3 (or the MTR's literal
  0.33: ``TournamentConfig.omw_floor``).
- GWP = game points / (3 x games played), floored the same way.
- OMW% / OGW% = mean of each opponent's MWP / GWP (already floored). Byes, and results without
  an opponent, are not opponents.
- A late entrant (``Player.joined_round > 1``) has a match loss without opponent (0-2 in best of 3)
  for each Swiss round before joining when ``TournamentConfig.late_entry_losses`` is set.
- Where there is nothing to divide (no matches, no games, no opponents) the value is the floor 1/3,
  so a missing number never ranks a player above a real one.
- Ranking: points, OMW%, GW%, OGW%, then the final tiebreak: registration order (``Player.order``,
  earlier first) or a draw seeded by the tournament (``TournamentConfig.final_tiebreak``); both are
  reproducible from the persisted data alone.
- Who is listed (MTR 2.10): a player who dropped before playing any round is not (he did not take
  part); a disqualified player is not either (the players below move up). Their matches still count
  for their opponents' tiebreakers.

Penalties are applied here, at read time, so a judge's correction of a result never loses a
penalty: a game loss is a lost game for the penalised player in that round's played match (the
opponent wins one more game; when the match was already at its full length, one game the penalised
player won, or else a drawn one, goes to the opponent instead: a won one-game match becomes a loss);
a match loss turns the match into a loss at the match's length (both penalised: a double loss).
All numbers are exact ``Fraction``s; round only for display.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any, Literal

from .model import MatchResult, Penalty, Round, Tournament, TournamentConfig

FLOOR = Fraction(1, 3)
FLOORS = {"1/3": Fraction(1, 3), "0.33": Fraction(33, 100)}
WIN_POINTS, DRAW_POINTS, LOSS_POINTS = 3, 1, 0

Outcome = Literal["W", "L", "D"]


def effective_result(
    rnd: Round, table: int, penalties: Iterable[Penalty], best_of: int = 3
) -> MatchResult | None:
    """The recorded result of ``table`` with that round's game/match-loss penalties applied
    (``best_of``: the match length, see the module docstring)."""
    result = rnd.results.get(table)
    if result is None:
        return None
    players = {result.a, result.b} - {None}
    relevant = [p for p in penalties if p.round == rnd.number and p.player in players]
    if not relevant:
        return result
    need = best_of // 2 + 1
    match_losers = {p.player for p in relevant if p.kind == "match_loss"}
    if match_losers and result.kind != "double_loss":
        reason = "; ".join(p.reason for p in relevant if p.kind == "match_loss")
        if result.b is not None and match_losers == {result.a, result.b}:
            return MatchResult(result.a, result.b, 0, 0, 0, "double_loss", reason)
        if result.a in match_losers:
            return MatchResult(result.a, result.b, 0, need, 0, "awarded", reason)
        return MatchResult(result.a, result.b, need, 0, 0, "awarded", reason)
    if result.kind != "played":
        return result
    wins = [result.a_game_wins, result.b_game_wins]  # a's side, b's side
    draws = result.draws
    for p in relevant:
        if p.kind != "game_loss" or result.b is None:
            continue
        me, other = (0, 1) if p.player == result.a else (1, 0)
        if wins[other] >= need:
            continue  # the opponent already won the match: the lost game changes nothing
        if wins[0] + wins[1] + draws >= best_of:  # the match was played out: a game changes hands
            if wins[me] > 0:
                wins[me] -= 1
            elif draws > 0:
                draws -= 1
        wins[other] += 1
    return MatchResult(result.a, result.b, wins[0], wins[1], draws, result.kind, result.reason)


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


def player_records(
    rounds: Sequence[Round], penalties: Sequence[Penalty], best_of: int = 3
) -> dict[str, list[MatchRecord]]:
    """Every player's matches over ``rounds`` (penalties applied), in round order."""
    records: dict[str, list[MatchRecord]] = {}
    for rnd in sorted(rounds, key=lambda r: r.number):
        for pairing in rnd.pairings:
            res = effective_result(rnd, pairing.table, penalties, best_of)
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


def _floored(num: int, den: int, floor: Fraction = FLOOR) -> Fraction:
    if den == 0:
        return floor
    return max(floor, Fraction(num, den))


def _mean(values: Sequence[Fraction], floor: Fraction = FLOOR) -> Fraction:
    """The exact mean, summed over a common denominator (one gcd instead of one per addition)."""
    if not values:
        return floor
    den = math.lcm(*(v.denominator for v in values))
    return Fraction(sum(v.numerator * (den // v.denominator) for v in values), den * len(values))


def final_tiebreak_keys(t: Tournament) -> dict[str, Any]:
    """The last sort key per player: registration order, or the tournament's seeded draw (a hash of
    the seed and the player id, so a late entrant does not reshuffle everyone else's draw)."""
    cfg: TournamentConfig = t.config
    if cfg.final_tiebreak == "random":
        return {p.id: hashlib.sha256(f"{cfg.tiebreak_seed}:{p.id}".encode()).hexdigest() for p in t.players}
    return {p.id: p.order for p in t.players}


def listed(t: Tournament) -> list[str]:
    """Players the standings list, in registration order (see the module docstring, MTR 2.10)."""
    dq = t.disqualified()
    return [
        p.id
        for p in sorted(t.players, key=lambda p: p.order)
        if p.id not in dq
        and not (p.dropped and p.dropped_round is not None and p.dropped_round < p.joined_round)
    ]


def default_rounds(t: Tournament) -> list[Round]:
    """The rounds that count for standings: Swiss rounds if the format has any, else all rounds."""
    return t.swiss_rounds() if t.config.has_swiss else list(t.rounds)


def compute_standings(
    t: Tournament,
    *,
    rounds: Sequence[Round] | None = None,
    through_round: int | None = None,
    include_removed: bool = False,
) -> list[Standing]:
    """Standings of every listed player (dropped ones included, see :func:`listed`), ranked.

    ``rounds`` defaults to :func:`default_rounds`; ``through_round`` keeps only rounds numbered
    up to it (standings as they were after that round). ``include_removed``: rank every registered
    player, those the standings do not list included (to know the seeds a cut was made with).
    """
    use = list(default_rounds(t) if rounds is None else rounds)
    if through_round is not None:
        use = [r for r in use if r.number <= through_round]
    cfg = t.config
    floor = FLOORS[cfg.omw_floor]
    records = player_records(use, t.penalties, cfg.best_of)
    if cfg.late_entry_losses:
        # A late entrant has a match loss (no opponent) for each Swiss round before joining.
        for p in t.players:
            missed = [r.number for r in use if r.stage == "swiss" and r.number < p.joined_round]
            if missed:
                extra = [MatchRecord(n, None, "L", 0, cfg.wins_needed, 0, False) for n in missed]
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
        mwp[p.id] = _floored(points, 3 * len(recs), floor)
        gwp[p.id] = _floored(3 * gw + gd, 3 * (gw + gl + gd), floor)
        base[p.id] = (points, wins, losses, draws, sum(r.bye for r in recs), gw, gl, gd)

    rows: list[Standing] = []
    shown = {p.id for p in t.players} if include_removed else set(listed(t))
    for p in t.players:
        if p.id not in shown:
            continue
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
                omw=_mean([mwp[o] for o in opps if o in mwp], floor),
                gwp=gwp[p.id],
                ogw=_mean([gwp[o] for o in opps if o in gwp], floor),
                dropped=p.dropped,
                opponents=opps,
            )
        )
    last = final_tiebreak_keys(t)
    rows.sort(key=lambda s: (-s.points, -s.omw, -s.gwp, -s.ogw, last[s.player_id]))
    return [_with_rank(s, i + 1) for i, s in enumerate(rows)]


def _with_rank(s: Standing, rank: int) -> Standing:
    return replace(s, rank=rank)


def rerank(rows: Sequence[Standing]) -> list[Standing]:
    """Renumber ``rows`` 1..n in the given order (used for final placements after a top cut)."""
    return [_with_rank(s, i + 1) for i, s in enumerate(rows)]

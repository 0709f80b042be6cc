"""Swiss pairings by maximum-weight matching, on a sparse graph for large fields.

Round 1: the active players are shuffled with the injected ``random.Random`` and paired in that
order (1v2, 3v4, ...); with an odd number the last one gets the bye.

Later rounds (the points-group order, as the README states it):

1. Players are ordered by match points, highest first; within a point group in a seeded random order.
2. Bye (odd number of active players): walk the players who have not had a bye from the
   lowest-ranked up and take the first whose removal leaves a rematch-free pairing of everyone else.
   If none does, the organiser's policy (``TournamentConfig.bye_vs_rematch``) decides: "second_bye"
   (Wizards' software; the default) walks the players who already had a bye the same way and gives
   a second bye if that avoids the rematch; "rematch" keeps the bye with the lowest-ranked player
   without one and pairs the rematch. If every active player has had a bye, the walk runs over all.
3. Everyone else is paired by ``networkx.max_weight_matching(G, maxcardinality=True)`` with integer
   weights ``BASE - rematch*REMATCH - diff**2*SCALE + jitter``. The constants make the priorities
   strictly lexicographic: fewest rematches (zero whenever a rematch-free pairing exists), then the
   smallest sum of squared match-point differences (an odd group floats one player down to the next
   group), then the seeded random jitter that breaks ties within point groups.
   Fields of up to :data:`DENSE_UP_TO` players use the complete graph. Larger fields are cut into
   windows along the point order: a window ends at a point-group boundary (when it holds an even
   number of players) or once it holds :data:`WINDOW` players, so a window is one point group, a
   slice of a large one, or a group with the players floated into it from the group above. Each
   window is matched on its own complete graph (the graph is sparse overall); a window left with a
   rematch is merged with its neighbour and matched again, widening only where needed, up to the
   whole field (then the rematch was unavoidable).

Everything is deterministic for a given tournament state and rng seed: nodes and edges are added in
a fixed order and the jitter is drawn in that order.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Collection, Iterable, Sequence
from typing import Any

import networkx as nx

from .model import Pairing, Round, Tournament, TournamentError
from .standings import compute_standings

JITTER = 64  # jitter is drawn from range(JITTER)
DENSE_UP_TO = 64  # fields up to this many players are matched on the complete graph
# Players per window in larger fields. 16 keeps each window's complete graph small (a few ms), and a
# window of 16 always has a rematch-free pairing in the first 8 rounds (each player has met at most 7
# of the other 15, so Dirac's theorem gives a Hamiltonian cycle, hence a perfect matching).
WINDOW = 16


def _as_tournament(obj: Any) -> Tournament:
    """Accept a Tournament or anything holding one as ``.tournament`` (the engine's state)."""
    t = getattr(obj, "tournament", obj)
    if not isinstance(t, Tournament):
        raise TypeError(f"expected a Tournament, got {type(obj).__name__}")
    return t


def played_pairs(rounds: Iterable[Round]) -> set[frozenset[str]]:
    """Every pair of players that has already been paired against each other."""
    return {frozenset((p.a, p.b)) for r in rounds for p in r.pairings if p.b is not None}


def had_bye(rounds: Iterable[Round]) -> set[str]:
    return {p.a for r in rounds for p in r.pairings if p.b is None}


def eligible_players(t: Tournament, round_number: int) -> list[str]:
    """Active players who may play ``round_number``, in registration order."""
    return [
        p.id
        for p in sorted(t.players, key=lambda p: p.order)
        if not p.dropped and p.joined_round <= round_number
    ]


def _bye_walk(ranking: Sequence[str], byes: Collection[str], policy: str) -> list[str]:
    """Bye candidates in the order they are tried (lowest-ranked first; see the module docstring)."""
    without = [p for p in reversed(ranking) if p not in byes]
    if not without:
        return list(reversed(ranking))
    if policy == "second_bye":
        return without + [p for p in reversed(ranking) if p in byes]
    return without


def match_players(
    players: Sequence[str], points: dict[str, int], played: Collection[frozenset[str]], rng: random.Random
) -> list[tuple[str, str]]:
    """Pair an even list of players: fewest rematches, then closest points, then seeded jitter."""
    if len(players) % 2:
        raise ValueError("match_players needs an even number of players")
    if not players:
        return []
    half = len(players) // 2
    max_d2 = max((points[x] - points[y]) ** 2 for x, y in itertools.combinations(players, 2)) if half else 0
    scale = (half + 1) * JITTER  # one unit of diff**2 outweighs all the jitter of a matching
    rematch = (half + 1) * (max_d2 + 1) * scale  # one rematch outweighs all point differences
    base = (half + 2) * rematch  # keeps every weight positive
    g = nx.Graph()
    g.add_nodes_from(players)
    for x, y in itertools.combinations(players, 2):
        w = base - (points[x] - points[y]) ** 2 * scale + rng.randrange(JITTER)
        if frozenset((x, y)) in played:
            w -= rematch
        g.add_edge(x, y, weight=w)
    matching = nx.max_weight_matching(g, maxcardinality=True)
    if 2 * len(matching) != len(players):  # cannot happen on a complete graph; guard anyway
        raise TournamentError("could not pair every player")
    return [(x, y) for x, y in matching]


def rematches(pairs: Iterable[tuple[str, str]], played: Collection[frozenset[str]]) -> int:
    return sum(frozenset(pair) in played for pair in pairs)


def point_order(players: Sequence[str], points: dict[str, int], rng: random.Random) -> list[str]:
    """Highest points first; within a point group a seeded random order."""
    order = list(players)
    rng.shuffle(order)
    order.sort(key=lambda p: -points[p])  # stable: keeps the shuffle within a group
    return order


def windows(order: Sequence[str], points: dict[str, int], size: int | None = None) -> list[list[str]]:
    """Cut ``order`` (even length, best points first) into windows of even length: each ends at a
    point-group boundary or once it holds ``size`` (default :data:`WINDOW`) players."""
    size = WINDOW if size is None else size
    out: list[list[str]] = []
    cur: list[str] = []
    for i, p in enumerate(order):
        cur.append(p)
        nxt = order[i + 1] if i + 1 < len(order) else None
        if len(cur) % 2 == 0 and (nxt is None or points[nxt] != points[p] or len(cur) >= size):
            out.append(cur)
            cur = []
    if cur:
        raise ValueError("windows need an even number of players")
    return out


def sparse_match(
    players: Sequence[str], points: dict[str, int], played: Collection[frozenset[str]], rng: random.Random
) -> list[tuple[str, str]]:
    """Pair an even list as :func:`match_players` does, by windows for large fields (module docstring)."""
    if len(players) <= DENSE_UP_TO:
        return match_players(players, points, played, rng)
    wins = windows(point_order(players, points, rng), points)
    sols = [match_players(w, points, played, rng) for w in wins]
    while len(wins) > 1:
        bad = next((i for i, sol in enumerate(sols) if rematches(sol, played)), None)
        if bad is None:
            break
        lo = bad if bad + 1 < len(wins) else bad - 1
        merged = wins[lo] + wins[lo + 1]
        wins[lo : lo + 2] = [merged]
        sols[lo : lo + 2] = [match_players(merged, points, played, rng)]
    return [pair for sol in sols for pair in sol]


def pair_players(
    t: Tournament, previous: Sequence[Round], round_number: int, rng: random.Random
) -> list[Pairing]:
    """Swiss pairings for ``round_number`` given the Swiss rounds before it."""
    active = eligible_players(t, round_number)
    if not active:
        return []
    played = played_pairs(previous)
    byes = had_bye(previous)
    if not any(r.pairings for r in previous):
        order = list(active)
        rng.shuffle(order)
        pairs = [(order[i], order[i + 1]) for i in range(0, len(order) - 1, 2)]
        out = [Pairing(i + 1, a, b) for i, (a, b) in enumerate(pairs)]
        if len(order) % 2:
            out.append(Pairing(len(out) + 1, order[-1], None))
        return out

    standings = compute_standings(t, rounds=previous, include_removed=True)
    rank = {s.player_id: s.rank for s in standings}
    points = {s.player_id: s.points for s in standings}
    ranking = sorted(active, key=lambda p: rank[p])
    bye: str | None = None
    if len(ranking) % 2 == 0:
        pairs = sparse_match(active, points, played, rng)
    else:
        # Try the bye candidates in order; the first whose pairing is rematch-free is the bye
        # (sparse_match widens to the complete graph before it leaves a rematch, so a rematch left
        # means none of that candidate's pairings avoids one). If none is, the first candidate (the
        # lowest-ranked without a bye) keeps the bye and its pairing with the fewest rematches.
        walk = _bye_walk(ranking, byes, t.config.bye_vs_rematch)
        first: list[tuple[str, str]] | None = None
        for cand in walk:
            found = sparse_match([p for p in active if p != cand], points, played, rng)
            if first is None:
                first = found
            if not rematches(found, played):
                bye, pairs = cand, found
                break
        else:
            assert first is not None
            bye, pairs = walk[0], first
    ordered = [tuple(sorted(pair, key=lambda p: rank[p])) for pair in pairs]
    ordered.sort(key=lambda pr: (-max(points[pr[0]], points[pr[1]]), rank[pr[0]]))
    out = [Pairing(i + 1, a, b) for i, (a, b) in enumerate(ordered)]
    if bye is not None:
        out.append(Pairing(len(out) + 1, bye, None))
    return out


def pair_round(tournament_state: Any, rng: random.Random) -> list[Pairing]:
    """Pairings for the next Swiss round. Pure: the state is not changed."""
    t = _as_tournament(tournament_state)
    previous = t.swiss_rounds()
    number = (t.rounds[-1].number if t.rounds else 0) + 1
    return pair_players(t, previous, number, rng)


def repair_round(tournament_state: Any, rng: random.Random) -> list[Pairing]:
    """New pairings for the current, not yet started Swiss round, from the rounds before it.

    With the rng seeded as for the original pairing it reproduces it (after a drop it re-pairs
    the remaining players); a different seed gives another valid pairing.
    """
    t = _as_tournament(tournament_state)
    cur = t.current_round
    if cur is None or cur.stage != "swiss":
        raise TournamentError("there is no Swiss round to re-pair")
    if cur.started:
        raise TournamentError("the round has started; correct results instead of re-pairing")
    previous = [r for r in t.swiss_rounds() if r.number < cur.number]
    return pair_players(t, previous, cur.number, rng)

"""Swiss pairings by maximum-weight matching.

Round 1: the active players are shuffled with the injected ``random.Random`` and paired in that
order (1v2, 3v4, ...); with an odd number the last one gets the bye.

Later rounds:

1. Bye (odd number of active players), chosen *before* matching by an explicit rule: walk the
   players who have not had a bye from the lowest-ranked up and take the first one whose removal
   leaves a rematch-free perfect matching of everyone else; if none does, the lowest-ranked of them.
   If every active player has had a bye, the same walk runs over all active players.
2. Everyone else is paired by ``networkx.max_weight_matching(G, maxcardinality=True)`` on the
   complete graph with integer weights ``BASE - rematch*REMATCH - diff**2*SCALE + jitter``. The
   constants are sized so the priorities are strictly lexicographic: fewest rematches (zero
   whenever a rematch-free pairing exists), then the smallest sum of squared match-point
   differences, then the seeded random jitter that breaks ties within point groups.

Everything is deterministic for a given tournament state and rng seed: nodes and edges are added in
registration order and the jitter is drawn in that order.
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


def has_rematch_free_pairing(players: Sequence[str], played: Collection[frozenset[str]]) -> bool:
    """True if ``players`` (even count) can all be paired without any pair in ``played``."""
    if len(players) % 2:
        return False
    g = nx.Graph()
    g.add_nodes_from(players)
    g.add_edges_from((x, y) for x, y in itertools.combinations(players, 2) if frozenset((x, y)) not in played)
    return 2 * len(nx.max_weight_matching(g, maxcardinality=True)) == len(players)


def eligible_players(t: Tournament, round_number: int) -> list[str]:
    """Active players who may play ``round_number``, in registration order."""
    return [
        p.id
        for p in sorted(t.players, key=lambda p: p.order)
        if not p.dropped and p.joined_round <= round_number
    ]


def choose_bye(ranking: Sequence[str], byes: Collection[str], played: Collection[frozenset[str]]) -> str:
    """The bye for an odd ``ranking`` (best first); see the module docstring for the rule."""
    candidates = [p for p in reversed(ranking) if p not in byes] or list(reversed(ranking))
    for cand in candidates:
        rest = [p for p in ranking if p != cand]
        if has_rematch_free_pairing(rest, played):
            return cand
    return candidates[0]


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

    standings = compute_standings(t, rounds=previous)
    rank = {s.player_id: s.rank for s in standings}
    points = {s.player_id: s.points for s in standings}
    ranking = sorted(active, key=lambda p: rank[p])
    bye = choose_bye(ranking, byes, played) if len(ranking) % 2 else None
    to_pair = [p for p in active if p != bye]
    pairs = match_players(to_pair, points, played, rng)
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

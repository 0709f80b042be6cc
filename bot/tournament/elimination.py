"""Single-elimination brackets and the top cut after Swiss.

The bracket is a list of slots (player id, or None for an empty slot = a bye for the neighbour) in
standard bracket order, so seed 1 and seed 2 can only meet in the final: for 8 slots the seeds
are 1, 8, 4, 5, 2, 7, 3, 6. With fewer entrants than slots the missing seeds are the highest
numbers, so the byes fall to the top seeds.

Each elimination round pairs consecutive live slots; the winners form the next list of slots.
A drawn elimination match has no winner: it is reported by :func:`needs_judge` and the round cannot
advance until the judge replays it (corrects the result) or awards it. A double loss advances
nobody, so the next opponent gets a bye.

Drops and disqualifications (MTR 2.10): the cut is made when the last Swiss round is complete. A
player who left before that is not in the cut (the next one moves up); once it is made nobody
replaces a player who leaves. When a player leaves between playoff rounds (or after the cut, before
its first round), the players still in are re-seeded for the next round by their seeds: the bye goes
to the highest-ranked remaining player, not to whoever the leaver would have met. A disqualified
player is never the champion: the next placement moves up.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence

from .model import Pairing, Penalty, Round, Tournament, TournamentError
from .standings import Standing, compute_standings, effective_result, outcome


class NeedsJudge(TournamentError):
    """An elimination match ended in a draw (or was not decided): the judge must resolve it."""

    def __init__(self, round_number: int, table: int) -> None:
        super().__init__(f"round {round_number}, table {table}: a drawn elimination match needs a judge")
        self.round_number = round_number
        self.table = table


def bracket_size(entrants: int) -> int:
    """Smallest power of two holding ``entrants`` (at least 2)."""
    size = 2
    while size < entrants:
        size *= 2
    return size


def bracket_order(size: int) -> list[int]:
    """Seeds (1-based) in slot order for a bracket of ``size`` (a power of two): 1v{size}, ..."""
    if size < 1 or size & (size - 1):
        raise ValueError("bracket size must be a power of two")
    order = [1]
    while len(order) < size:
        n = 2 * len(order)
        order = [s for seed in order for s in (seed, n + 1 - seed)]
    return order


def seed_bracket(seeds: Sequence[str]) -> list[str | None]:
    """Slots for ``seeds`` (best first); seeds beyond the entrants are empty (byes for top seeds)."""
    if len(seeds) < 2:
        raise TournamentError("an elimination bracket needs at least 2 players")
    if len(set(seeds)) != len(seeds):
        raise TournamentError("a player is seeded twice")
    size = bracket_size(len(seeds))
    return [seeds[s - 1] if s <= len(seeds) else None for s in bracket_order(size)]


def top_cut_seeds(standings: Sequence[Standing], cut: int) -> list[str]:
    """The best ``cut`` players of the Swiss standings who have not dropped, best first."""
    ranked = sorted(standings, key=lambda s: s.rank)
    return [s.player_id for s in ranked if not s.dropped][:cut]


def left_before_cut(t: Tournament, player_id: str) -> bool:
    """Did the player drop (or get disqualified) before the cut was made, i.e. before the last Swiss
    round was complete? (A drop between the last Swiss round and the first playoff round is after it.)"""
    p = t.player(player_id)
    if not p.dropped or p.dropped_round is None:
        return False
    last = max((r.number for r in t.swiss_rounds()), default=0)
    return p.dropped_round < last or (p.dropped_round == last and not p.dropped_between_rounds)


def cut_seeds(t: Tournament, *, remaining: bool = False) -> list[str]:
    """The top cut from the final Swiss standings, best first (MTR 2.10 and 10.4, see the module doc).

    Players who left before the cut are skipped (the next moves up); players who left after it keep
    their seed and leave an empty slot. ``remaining``: only those still in the tournament.
    """
    cut = t.config.top_cut or 8
    rows = compute_standings(t, include_removed=True)
    seeds = [s.player_id for s in rows if not left_before_cut(t, s.player_id)][:cut]
    if remaining:
        return [p for p in seeds if not t.player(p).dropped]
    return seeds


def seed_of(bracket: Sequence[str | None]) -> dict[str, int]:
    """Each bracketed player's seed (1 = best), recovered from the slot order."""
    order = bracket_order(len(bracket))
    return {pid: order[i] for i, pid in enumerate(bracket) if pid is not None}


def pairings_from_slots(slots: Sequence[str | None], bracket: Sequence[str | None]) -> list[Pairing]:
    """Pair consecutive slots; a lone player gets a bye. Tables follow bracket order, ``a`` is the better seed."""
    seeds = seed_of(bracket)
    out: list[Pairing] = []
    for i in range(0, len(slots), 2):
        live = [p for p in slots[i : i + 2] if p is not None]
        if not live:
            continue
        live.sort(key=lambda p: seeds[p])
        out.append(Pairing(len(out) + 1, live[0], live[1] if len(live) > 1 else None))
    return out


def needs_judge(rnd: Round, penalties: Iterable[Penalty], best_of: int = 3) -> list[int]:
    """Tables of an elimination round whose (effective) result is a draw."""
    penalties = list(penalties)
    out = []
    for p in rnd.pairings:
        res = effective_result(rnd, p.table, penalties, best_of)
        if res is not None and p.b is not None and res.kind != "double_loss" and outcome(res, p.a) == "D":
            out.append(p.table)
    return out


def _advance(
    slots: Sequence[str | None], rnd: Round, penalties: Sequence[Penalty], best_of: int = 3
) -> list[str | None]:
    """Winners of ``rnd`` in slot order (None where nobody advances)."""
    nxt: list[str | None] = []
    for i in range(0, len(slots), 2):
        live = [p for p in slots[i : i + 2] if p is not None]
        if not live:
            nxt.append(None)
            continue
        table = rnd.table_of(live[0])
        if table is None:
            raise TournamentError(f"{live[0]!r} is not paired in round {rnd.number}")
        res = effective_result(rnd, table, penalties, best_of)
        if res is None:
            raise TournamentError(f"round {rnd.number}, table {table} has no result yet")
        if res.kind == "double_loss":
            nxt.append(None)
            continue
        if res.b is None:
            nxt.append(res.a if outcome(res, res.a) == "W" else None)
            continue
        if outcome(res, res.a) == "D":
            raise NeedsJudge(rnd.number, table)
        nxt.append(res.a if outcome(res, res.a) == "W" else res.b)
    return nxt


def _dropped_before(t: Tournament, round_number: int) -> set[str]:
    """Players who dropped before ``round_number`` was paired (they leave their slot empty)."""
    return {
        p.id
        for p in t.players
        if p.dropped and p.dropped_round is not None and p.dropped_round < round_number
    }


def reseed(slots: Sequence[str | None], gone: Collection[str], seeds: dict[str, int]) -> list[str | None]:
    """Slots for a round once ``gone`` players left: unchanged if none of them is still in; else the
    players still in, re-seeded by their seeds into the smallest bracket that holds them, so the
    byes go to the highest-ranked remaining players (MTR 2.10)."""
    if not any(p in gone for p in slots if p is not None):
        return list(slots)
    live = sorted((p for p in slots if p is not None and p not in gone), key=lambda p: seeds[p])
    if len(live) < 2:
        return [*live, *([None] * (2 - len(live)))]
    size = bracket_size(len(live))
    return [live[s - 1] if s <= len(live) else None for s in bracket_order(size)]


def current_slots(t: Tournament, *, for_next_round: bool = True) -> list[str | None]:
    """Slots after every finished elimination round.

    Players who dropped before a round was paired leave it before it (:func:`reseed`); with
    ``for_next_round`` those who dropped up to now leave too (the slots the next round is paired from).
    """
    if t.bracket is None:
        raise TournamentError("no elimination bracket yet")
    seeds = seed_of(t.bracket)
    slots: list[str | None] = list(t.bracket)
    for rnd in t.elimination_rounds():
        slots = _advance(
            reseed(slots, _dropped_before(t, rnd.number), seeds), rnd, t.penalties, t.config.best_of
        )
    if for_next_round:
        gone = _dropped_before(t, (t.rounds[-1].number if t.rounds else 0) + 1)
        slots = reseed(slots, gone, seeds)
    return slots


def bracket_finished(slots: Sequence[str | None]) -> bool:
    return sum(p is not None for p in slots) <= 1


def champion(t: Tournament) -> str | None:
    """The winner once the bracket is decided, else None (also None if the final was a double loss).

    A champion who drops after the final stays champion; a disqualified one does not: the next
    placement (the finalist) is the champion then.
    """
    won = _bracket_winner(t)
    dq = t.disqualified()
    if won is None or won not in dq:
        return won
    rest = [p for p in placements(t) if p not in dq]
    return rest[0] if rest else None


def _bracket_winner(t: Tournament) -> str | None:
    """The player the bracket's results leave standing (disqualifications aside)."""
    if t.bracket is None:
        return None
    try:
        candidates = (current_slots(t, for_next_round=False), current_slots(t))
    except TournamentError:  # the current round is not decided yet
        return None
    for slots in candidates:
        if bracket_finished(slots):
            live = [p for p in slots if p is not None]
            return live[0] if live else None
    return None


def placements(t: Tournament) -> list[str]:
    """Bracket players in final order: the champion, then by the last round reached, then by seed."""
    if t.bracket is None:
        return []
    seeds = seed_of(t.bracket)
    reached: dict[str, int] = {}
    for rnd in t.elimination_rounds():
        for p in rnd.pairings:
            for pid in p.players():
                reached[pid] = rnd.number
    champ = _bracket_winner(t)
    rest = sorted((p for p in seeds if p != champ), key=lambda p: (-reached.get(p, 0), seeds[p]))
    return ([champ] if champ else []) + rest

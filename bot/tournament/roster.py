"""The player bookkeeping every tournament core shares (1 v 1 events and pods): who is registered, in
which order, who joined late, who dropped or was disqualified and when. Written once so the two cores
cannot drift apart on MTR 2.10 (a drop before round 1 unregisters; later the player stays listed).

Pure functions over the core's own lists: the cores keep their state and their audit log. The look-ups
both cores' data answer (:func:`~bot.tournament.model.find_player` and its kin) sit beside ``Player``."""

from __future__ import annotations

from collections.abc import Sequence

from .model import Player, TournamentError, find_player, listed


def seated_order(players: Sequence[Player]) -> list[str]:
    """Ids of the players still in the event, in registration order."""
    return [p.id for p in sorted(players, key=lambda p: p.order) if not p.dropped]


def enrol(players: list[Player], player_id: str, name: str, *, joined_round: int = 1) -> Player:
    """A new player after the others (registration order is the final tiebreak); ``joined_round`` > 1
    for a late entry. A player listed already is refused."""
    if listed(players, player_id):
        raise TournamentError(f"{player_id!r} is already registered")
    order = max((p.order for p in players), default=-1) + 1
    player = Player(player_id, name, order, joined_round=joined_round)
    players.append(player)
    return player


def leaving(players: Sequence[Player], player_id: str, *, finished: bool) -> Player:
    """The player a drop is about, or why not (finished event, unknown player, dropped already)."""
    player = find_player(players, player_id)
    if finished:
        raise TournamentError("the tournament is finished")
    if player.dropped:
        raise TournamentError(f"{player_id!r} has already dropped")
    return player


def mark_dropped(player: Player, last_round: int, *, between_rounds: bool) -> None:
    """A drop (or a disqualification) after registration: listed still, never paired or seated again.
    ``between_rounds``: the last round was complete when he left (MTR 2.10: after a cut, not replaced)."""
    player.dropped = True
    player.dropped_round = last_round
    player.dropped_between_rounds = between_rounds

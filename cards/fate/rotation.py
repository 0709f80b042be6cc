"""Seat order, the Active Master marker and leaving the game (FA-ACT-1..6, FA-WIN-*).

The marker moves just before every (n+1)-th turn: when the turn comes back to the Active Master
after his phase, he passes the marker on and plays that turn; the new Active Master's next turn opens
the next phase (FA-ACT-3, FA-ACT-4, reading FA-AMB-1).
"""

from __future__ import annotations

from cards.core import Event

from .catalogue import Catalogue
from .state import DANGER, RESTING, State
from .texts import emit


def pass_marker(s: State, to: int, events: list[Event]) -> None:
    """The marker goes to ``to``; a Servant in danger there becomes resting (FA-ACT-3, FA-STATE-8)."""
    s.active = to
    s.phase_open = False
    m = s.masters[to]
    emit(events, "marker", master=m.name)
    if m.servant is not None and m.servant.state == DANGER:
        m = s.master(to)
        assert m.servant is not None
        m.servant.state = RESTING
        emit(events, "danger_ends", master=m.name)


def next_turn_seat(s: State, events: list[Event]) -> int:
    """Who plays the next turn, moving the marker first when a phase ends (FA-ACT-2..5)."""
    nxt = s.next_seat(s.current)
    if nxt == s.active:
        if s.phase_open:
            pass_marker(s, s.next_seat(s.active), events)
        else:
            s.phase_open = True
    return nxt


def leave(cat: Catalogue, s: State, seats: list[int], reason: str, events: list[Event]) -> None:
    """These Masters leave the game together (FA-WIN-1..6): cards to the discard pile, the Servant out
    of the game, the marker passed on at once (FA-ACT-6), a battle they are in ends (FA-BTLP-13)."""
    group = [x for x in seats if not s.masters[x].out]
    if not group:
        return
    for seat in group:
        m = s.master(seat)
        m.out = True
        s.discard_pile.extend(m.hand)
        s.discard_pile.extend(c.uid for c in m.field)
        s.discard_pile.extend(m.deck)
        m.hand, m.field, m.deck = [], [], []
        if m.servant is not None:
            s.gone = [*s.gone, m.servant.spirit, m.servant.klass]  # copies share it (State.fork)
            m.servant = None
        s.gone = s.gone + [x for ids in m.offer.values() for x in ids]
        m.offer = {}
        s.discards = {k: v for k, v in s.discards.items() if k != seat}
        s.activated = {k: v for k, v in s.activated.items() if k != seat}
        emit(events, "left", master=m.name, reason=reason)
    s.modifiers = [x for x in s.modifiers if x.seat not in group and x.source_seat not in group]
    s.left = [*s.left, group]  # never changed in place: copies share it (State.fork)
    remaining = s.in_game()
    if len(remaining) <= 1:
        s.step = "over"
        s.battle = None
        if remaining:
            emit(events, "winner", master=s.masters[remaining[0]].name)
        else:
            emit(events, "draw_game", masters=[s.masters[x].name for x in group])
        return
    b = s.battle
    if b is not None and (b.attacker in group or b.defender in group):
        s.battle = None
        s.window += 1
        emit(events, "battle_ends")
    if s.active in group:
        pass_marker(s, s.next_seat(s.active), events)

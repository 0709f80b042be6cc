"""Moving Mystic Codes between zones: draw (with the reshuffle of FA-SET-3), discard, leave the game."""

from __future__ import annotations

from cards.core import JUDGE, Audience, Event

from .catalogue import Catalogue
from .state import State
from .texts import emit, names


def draw(cat: Catalogue, s: State, seat: int, n: int, events: list[Event]) -> int:
    """``seat`` draws ``n`` cards; an empty pile takes the shuffled discard pile (FA-SET-3). Returns
    how many were drawn (fewer when every card is in hands or on fields)."""
    m = s.master(seat)
    per_master = s.options.get("draw_pile") == "per_master"
    got = 0
    for _ in range(n):
        pile = m.deck if per_master else s.draw_pile
        if not pile:
            back = [u for u in s.discard_pile if not per_master or s.owner.get(u) == seat]
            if not back:
                break
            taken = set(back)
            s.discard_pile = [u for u in s.discard_pile if u not in taken]
            s.chance.shuffle(back, "reshuffle", JUDGE)
            pile.extend(back)
            emit(events, "reshuffled", master=m.name, count=len(back), own=per_master)
        uid = pile.pop(0)
        m.hand.append(uid)
        got += 1
        emit(events, "drew_card", Audience.player(seat), **names(cat, s.cards[uid]))
    if got:
        emit(events, "drew", master=m.name, count=got)
    return got


def discard_from_hand(cat: Catalogue, s: State, seat: int, uids: list[int], events: list[Event]) -> None:
    m = s.master(seat)
    for uid in uids:
        m.hand.remove(uid)
        s.discard_pile.append(uid)
        emit(events, "discarded", master=m.name, **names(cat, s.cards[uid]))


def hand_uid(s: State, seat: int, cid: str, taken: list[int] | None = None) -> int | None:
    """The first card of kind ``cid`` in the hand that is not already in ``taken``."""
    for uid in s.masters[seat].hand:
        if s.cards[uid] == cid and (taken is None or uid not in taken):
            return uid
    return None

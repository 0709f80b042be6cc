"""Hard: The White Flame cancels the opponent's leader effect (G-LDR-WFLAME-3, G-HARD-NOTE-1..5, A-22, A-23).

The leader's own step is recorded as a diff of card locations and leader markers. Cancelling moves
back every card the leader step moved that still stands where the step put it, so effects of the
other card of the same post stay (note 1, example A), and units the leader destroyed come back
(example B). The Destroyer's chosen card is confiscated wherever it is (A-22).
"""

from __future__ import annotations

from typing import Any

from cards.core import PUBLIC, Audience

from .rules import Resolver
from .state import ROW_ORDER, State

FLAG_FIELDS = (  # _flags writes them out in this order
    "leader_horn",
    "crach_horn",
    "treacherous_rows",
    "bran_round",
    "hope_round",
    "leaders_blocked_round",
)


Zones = list[tuple[str, list[int]]]
"""Every zone's name and a copy of its cards, in a fixed order (:func:`_zones`)."""


def _zones(state: State) -> Zones:
    """Every zone by the names of :func:`all_zones`, its cards copied (a horn or Mardroeme slot as a list of
    its card or none), always the same zones in the same order: two of them pair zone by zone."""
    out: Zones = [
        ("weather", list(state.weather)),
        ("weather_discard", list(state.weather_discard)),
        ("removed", list(state.removed)),
    ]
    for seat, s in enumerate(state.sides):
        out.append((_ZONE[seat, "deck"], s.deck[:]))
        out.append((_ZONE[seat, "hand"], s.hand[:]))
        out.append((_ZONE[seat, "discard"], s.discard[:]))
        rows, horns, mardroeme = s.rows, s.horn, s.mardroeme
        for row in ROW_ORDER:
            out.append((_ZONE[seat, "row", row], rows[row][:]))
            horn, mard = horns[row], mardroeme[row]
            out.append((_ZONE[seat, "horn", row], [] if horn is None else [horn]))
            out.append((_ZONE[seat, "mardroeme", row], [] if mard is None else [mard]))
    return out


def _locations_of(zones: Zones) -> dict[int, str]:
    """Where every card of ``zones`` is: card → zone name, zone by zone in their order."""
    out: dict[int, str] = {}
    for name, uids in zones:
        if uids:  # (an empty zone adds nothing: no map is made for it)
            out.update(dict.fromkeys(uids, name))
    return out


def _locations(state: State) -> dict[int, str]:
    """Where every card is, by the zone names of :func:`all_zones`."""
    return _locations_of(_zones(state))


_ZONE: dict[tuple[Any, ...], str] = {}
for _seat in (0, 1):
    for _kind in ("deck", "hand", "discard"):
        _ZONE[_seat, _kind] = f"{_seat}.{_kind}"
    for _row in ROW_ORDER:
        for _kind in ("row", "horn", "mardroeme"):
            _ZONE[_seat, _kind, _row] = f"{_seat}.{_kind}.{_row}"


_FLAG_NAMES = tuple(tuple(f"{seat}.{f}" for f in FLAG_FIELDS) for seat in (0, 1))  # _flags unpacks them in order


def _flags(state: State) -> dict[str, Any]:
    """The leader markers by key (``FLAG_FIELDS`` per seat, in order), the lists copied; written out field by
    field (asked twice per leader step in Hard)."""
    out: dict[str, Any] = {"leader_weather": list(state.leader_weather)}
    for side, (horn, crach, treacherous, bran, hope, blocked) in zip(state.sides, _FLAG_NAMES, strict=True):
        out[horn] = list(side.leader_horn)
        out[crach] = list(side.crach_horn)
        out[treacherous] = list(side.treacherous_rows)
        out[bran] = side.bran_round
        out[hope] = side.hope_round
        out[blocked] = side.leaders_blocked_round
    return out


Snapshot = tuple[Zones, dict[str, Any]]
"""Every zone's cards and the leader markers (:func:`_zones`, :func:`_flags`): what a record needs of the
state before the leader step, taken without copying the state."""


def snapshot(state: State) -> Snapshot:
    return _zones(state), _flags(state)


def _moved(b: dict[int, str], a: dict[int, str]) -> list[int]:
    """The cards whose place differs between ``b`` and ``a``, in the order of ``set(b) | set(a)`` (the order
    the records were always written in: a record is part of the state). The differences are found in C
    (the two maps' items as sets); that order is the ascending one whenever the union's is."""
    diff = b.items() ^ a.items()
    if not diff:
        return []
    changed = {u for u, _zone in diff}
    union = list(set(b) | set(a))
    if union == sorted(union):
        return sorted(changed)
    return [u for u in union if u in changed]


def _changes(before: Zones, after: Zones, next_uid: int) -> tuple[list[int], dict[int, str], dict[int, str]]:
    """:func:`_moved` of the two maps of every card's place, with those maps restricted to the zones that
    changed (a card that moved left one and entered another; the cards of the other zones stayed): a leader
    step moves a few of some two hundred cards. The order is :func:`_moved`'s: ascending when every card
    (below ``next_uid``) is below the size of the table of ``set(b)`` — the smallest power of two above
    twice its count — where each has a slot of its own, in order; else worked out from the whole maps."""
    b: dict[int, str] = {}
    a: dict[int, str] = {}
    for (name, was), (_, now) in zip(before, after, strict=True):
        if was != now:
            b.update(dict.fromkeys(was, name))
            a.update(dict.fromkeys(now, name))
    changed = [u for u, zone in b.items() if a.get(u) != zone]
    changed += [u for u in a if u not in b]
    if not changed:
        return [], b, a
    size = 8  # CPython's set: a table of the smallest power of two above twice the count, at least 8
    count = sum(len(uids) for _, uids in before)
    while size <= 2 * count:
        size <<= 1
    if next_uid - 1 < size:
        return sorted(changed), b, a
    full_b, full_a = _locations_of(before), _locations_of(after)
    return _moved(full_b, full_a), full_b, full_a


def record(before: State, after: State, effect: str, seat: int) -> dict[str, Any]:
    return record_since(snapshot(before), after, effect, seat)


def record_since(before: Snapshot, after: State, effect: str, seat: int) -> dict[str, Any]:
    """The record of a leader step from the snapshot taken before it."""
    zones, flags = before
    moved_uids, b, a = _changes(zones, _zones(after), after.next_uid)
    moved = {u: (b.get(u), a.get(u)) for u in moved_uids}
    return {"effect": effect, "seat": seat, "moved": moved, "flags": (flags, _flags(after))}


def is_chosen_card(state: State, seat: int, uid: int) -> bool:
    """The Destroyer's chosen card of this very turn: its own effects belong to the leader (A-22 iii)."""
    undo = state.leader_undo
    last = state.last_leader
    return (
        undo is not None
        and undo["effect"] == "destroyer"
        and undo["seat"] == seat
        and last is not None
        and last[:2] == (seat, state.turn)
        and uid in undo["moved"]
    )


def extend(undo: dict[str, Any], before: State | Snapshot, after: State) -> dict[str, Any]:
    """The leader's record with a later step folded in (the chosen card played, or taken by DM), so that a
    White Flame also returns the units it destroyed and the cards it summoned (G-LDR-DESTROY-6, A-22).
    A new record: a record is never changed once made, so state copies share it (``State.clone``).
    ``before``: the state before the step, or its :func:`snapshot`."""
    zones = before[0] if isinstance(before, tuple) else _zones(before)
    moved_uids, b, a = _changes(zones, _zones(after), after.next_uid)
    moved = dict(undo["moved"])
    for u in moved_uids:
        first = moved[u][0] if u in moved else b.get(u)
        moved[u] = (first, a.get(u))
    return {**undo, "moved": moved}


def _remove(state: State, uid: int, zone: str) -> bool:
    """Take ``uid`` out of ``zone`` if it is there; True when it was."""
    if zone in ("weather", "weather_discard", "removed"):
        lst = getattr(state, zone)
        if uid in lst:
            setattr(state, zone, [u for u in lst if u != uid])  # replaced: State.fork shares them
            return True
        return False
    seat_s, _, rest = zone.partition(".")
    side = state.sides[int(seat_s)]
    kind, _, row = rest.partition(".")
    if kind == "row":
        lst = side.rows[row]
    elif kind in ("horn", "mardroeme"):
        slot = side.horn if kind == "horn" else side.mardroeme
        if slot[row] == uid:
            setattr(side, kind, {**slot, row: None})  # replaced: State.fork shares it
            return True
        return False
    else:
        lst = getattr(side, kind)
        if kind == "deck":
            lst = side.deck = lst.copy()  # changed in place below: State.fork shares the deck
    if uid in lst:
        lst.remove(uid)
        return True
    return False


def _put(state: State, uid: int, zone: str | None) -> None:
    if zone is None:  # a token the leader created: it leaves the game
        state.drop_card(uid)
        return
    if zone in ("weather", "weather_discard", "removed"):
        setattr(state, zone, [*getattr(state, zone), uid])  # replaced: State.fork shares them
        return
    seat_s, _, rest = zone.partition(".")
    side = state.sides[int(seat_s)]
    kind, _, row = rest.partition(".")
    if kind == "row":
        side.rows[row].append(uid)
    elif kind in ("horn", "mardroeme"):
        setattr(side, kind, {**getattr(side, kind), row: uid})  # replaced: State.fork shares it
    elif kind == "deck":
        side.deck = [*side.deck, uid]  # replaced: State.fork shares it
        side.undrawable = {*side.undrawable, uid}  # its sample number stays used (A-22 ii); replaced (fork)
    else:
        getattr(side, kind).append(uid)


def _hidden(zone: str | None) -> bool:
    return zone is None or zone.endswith((".hand", ".deck"))


def cancel(res: Resolver, undo: dict[str, Any]) -> None:
    """Undo the leader step. The thread hears which cards came back only where it could see them: a card
    that goes from a hand to a deck (the Destroyer's chosen card, still in the hand) is told to its owner
    alone, and to the thread only as a count (issue 8)."""
    s = res.s
    now = _locations(s)
    restored: list[dict[str, str]] = []
    unseen: dict[int, list[dict[str, str]]] = {}  # owner seat -> cards the thread never saw

    def tell(uid: int, here: str | None, there: str | None) -> None:
        name = res.cn(uid) if uid in s.cards else {"en": "?", "ru": "?"}
        if _hidden(here) and _hidden(there):
            zone = here or there or ""
            owner = int(zone.split(".")[0]) if zone[:1].isdigit() else undo["seat"]
            unseen.setdefault(owner, []).append(name)
        else:
            restored.append(name)

    for uid, (was, became) in undo["moved"].items():
        confiscate = undo["effect"] == "destroyer" and was is not None and was.endswith(".deck")
        if confiscate and uid in now:
            here = now[uid]
            _remove(s, uid, here)
            _put(s, uid, was)
            tell(uid, here, was)
            continue
        if became is None or now.get(uid) != became:
            continue  # moved again since: that later move stands
        tell(uid, became, was)
        _remove(s, uid, became)
        _put(s, uid, was)
    before, after = undo["flags"]
    if s.leader_weather == after["leader_weather"]:
        s.leader_weather = list(before["leader_weather"])
    for seat, side in enumerate(s.sides):
        for f in FLAG_FIELDS:
            key = f"{seat}.{f}"
            cur = getattr(side, f)
            cur = list(cur) if isinstance(cur, list) else cur
            if cur == after[key] and before[key] != after[key]:
                setattr(side, f, list(before[key]) if isinstance(before[key], list) else before[key])
    hidden = sum(len(cards) for cards in unseen.values())
    res.emit("leader_cancelled", PUBLIC, player=res.pn(undo["seat"]), cards=restored, hidden=hidden)
    for owner, cards in sorted(unseen.items()):
        res.emit("leader_cancelled_private", Audience.player(owner), cards=cards)

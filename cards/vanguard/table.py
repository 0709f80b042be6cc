"""Where each card is, moving it, and the arithmetic of power, shield and critical (V-ZONE-*, V-GIFT-*).

Every move of a card goes through :func:`take` and :func:`put`, so the exactly-one-zone invariant,
the end of a unit's modifiers when it leaves its circle (V-STATE-3) and Protect I's "only hand or GC"
(V-GIFT-9) hold everywhere.
"""

from __future__ import annotations

from collections.abc import Callable

from .catalogue import PROTECT_I, CardDef, Catalogue
from .state import BACK_OF, Side, State

LIST_ZONES = ("deck", "hand", "soul", "guardians", "damage", "drop", "removed", "bind", "g_zone")


def card(cat: Catalogue, st: State, uid: int) -> CardDef:
    return cat.card(st.cards[uid])


def where(st: State, uid: int) -> tuple[int, str] | None:
    """(seat, zone) of a card; zone is a list zone, ``VC``, ``heart``, ``trigger`` or a circle name. A card is
    only ever in its owner's zones, so the owner's side is searched first (the other one only if it is not
    there); a card is in exactly one zone (V-ZONE-*), so the order of the zones does not change the answer:
    the hand (a handful) before the deck (a long list that a card taken from elsewhere is scanned through)."""
    sides = st.sides
    first = st.owner.get(uid, 0)
    zone = _zone_in(sides[first], uid)
    if zone is not None:
        return first, zone
    for seat, side in enumerate(sides):
        if seat != first and (zone := _zone_in(side, uid)) is not None:
            return seat, zone
    return None


def _zone_in(side: Side, uid: int) -> str | None:  # noqa: C901 - one test per zone, written out
    if side.vanguard == uid:
        return "VC"
    if side.heart == uid:
        return "heart"
    if side.trigger == uid:
        return "trigger"
    circles = side.circles
    if uid in circles.values():
        for c, u in circles.items():
            if u == uid:
                return c
    if side.locked and uid in side.locked.values():
        return "locked"
    if uid in side.hand:
        return "hand"
    if uid in side.deck:
        return "deck"
    if uid in side.soul:
        return "soul"
    if uid in side.guardians:
        return "guardians"
    if uid in side.damage:
        return "damage"
    if uid in side.drop:
        return "drop"
    if uid in side.removed:
        return "removed"
    if uid in side.bind:
        return "bind"
    if uid in side.g_zone:
        return "g_zone"
    return None


def left_field(st: State, seat: int, uid: int) -> None:
    """A unit left its circle: its modifiers and states end (V-STATE-3, V-ATK-6, V-ATK-7)."""
    st.mods = [m for m in st.mods if m.uid != uid]
    st.side(seat).rested.discard(uid)
    b = st.battle
    if b is not None:
        if uid in (b.attacker, b.target):
            b.cut = True
        if uid == b.booster:
            b.booster = None
        b.no_hit.discard(uid)


def take(st: State, uid: int) -> tuple[int, str]:
    """Remove a card from wherever it is; returns where it was."""
    loc = where(st, uid)
    if loc is None:
        raise ValueError(f"card {uid} is nowhere")
    seat, zone = loc
    side = st.side(seat) if st.shared & (1 << seat) else st.sides[seat]  # State.side, its own side inlined
    if zone == "VC":
        side.vanguard = None
        side.vc_face_down = False
        left_field(st, seat, uid)
    elif zone == "heart":
        side.heart = None
    elif zone == "trigger":
        side.trigger = None
    elif zone in side.circles:
        side.circles[zone] = None
        left_field(st, seat, uid)
    elif zone == "locked":
        side.locked = {c: u for c, u in side.locked.items() if u != uid}
    else:
        getattr(side, zone).remove(uid)
        if zone == "damage":
            side.face_down.discard(uid)
        if zone == "g_zone":
            side.g_face_up.discard(uid)
        if zone == "guardians":
            side.rested.discard(uid)
            st.mods = [m for m in st.mods if m.uid != uid]
            if st.battle is not None:
                st.battle.interceptors.pop(uid, None)
    return seat, zone


def put(st: State, uid: int, seat: int, zone: str, *, top: bool = False, rested: bool = False) -> str:
    """Put a (taken) card into a zone of ``seat``; Protect I goes to the removed zone from anywhere but
    the hand and GC (V-GIFT-9). Returns the zone it really went to."""
    side = st.side(seat) if st.shared & (1 << seat) else st.sides[seat]  # State.side, its own side inlined
    if st.cards[uid] == PROTECT_I and zone not in ("hand", "guardians"):
        zone = "removed"
    if zone == "VC":
        side.vanguard = uid
    elif zone in side.circles:
        side.circles[zone] = uid
        if rested:
            side.rested.add(uid)
    elif zone == "deck" and top:
        side.deck.insert(0, uid)
    else:
        getattr(side, zone).append(uid)
        if zone == "guardians":
            side.rested.add(uid)  # V-STATE-1: guardians are put on GC rested
    return zone


def move(st: State, uid: int, seat: int, zone: str, **kw: bool) -> str:
    take(st, uid)
    return put(st, uid, seat, zone, **kw)


def lock(st: State, uid: int) -> str | None:
    """Lock a rear-guard (V-LOCK-1): face down where it stands, no longer a unit — its modifiers and states
    end as when it leaves (V-LOCK-2). Returns its circle, or None when it is not a rear-guard."""
    loc = where(st, uid)
    if loc is None or loc[1] not in st.sides[loc[0]].circles:
        return None
    seat, circle = loc
    take(st, uid)
    st.side(seat).locked[circle] = uid
    return circle


def unlock_all(st: State, seat: int) -> list[tuple[str, int]]:
    """The owner's end phase begins: his locked cards turn face up as standing rear-guards on their circles,
    new units with nothing from before (V-LOCK-4). Returns (circle, uid) in circle order."""
    if not st.sides[seat].locked:
        return []  # nothing to unlock: the side stays shared
    side = st.side(seat)
    out = sorted(side.locked.items())
    side.locked = {}
    for circle, uid in out:
        side.circles[circle] = uid
    return out


def vanguard_grade(cat: Catalogue, st: State, seat: int) -> int:
    side = st.sides[seat]
    if side.vanguard is None:
        return 0
    return card(cat, st, side.vanguard).grade


def _markers(side: Side, circle: str | None, kind: str, variant: str) -> int:
    n = 0
    for k, v, c in side.markers:  # a loop, not sum() over a generator: the power arithmetic asks on most posts
        if c == circle and k == kind and v == variant:
            n += 1
    return n


def mods_of(cat: Catalogue, st: State, uid: int, stat: str) -> int:
    """The sum of one stat's modifiers on a unit: effects with a duration and CONT abilities that hold."""
    total = 0
    for m in st.mods:  # a loop, not sum() over a generator (asked on every power, shield and critical)
        if m.uid == uid and m.stat == stat:
            total += m.amount
    if stat != "drive":
        if not _CONT_TOTALS:  # resolve imports this module: bound on first use (an import statement per call
            from .resolve import cont_totals  # cost ~1 µs, a tenth of a simple post's apply)

            _CONT_TOTALS.append(cont_totals)
        total += _CONT_TOTALS[0](cat, st).get((uid, stat), 0)
    return total


_CONT_TOTALS: list[Callable[[Catalogue, State], dict[tuple[int, str], int]]] = []


def power(cat: Catalogue, st: State, seat: int, uid: int, *, in_battle: bool = True) -> int:
    """Current power: printed, heart (V-G-4), modifiers, gifts (V-GIFT-4/6/7/10), boost (V-ATK-4) and
    guard shields on the attacked unit (V-GUARD-4)."""
    side = st.sides[seat]
    p = card(cat, st, uid).power
    circle = side.circle_of(uid)
    if circle == "VC" and side.heart is not None:
        p += card(cat, st, side.heart).power
    p += mods_of(cat, st, uid, "power")
    if circle is not None:
        own_turn = st.turn_player == seat and st.phase not in ("setup", "over")
        if own_turn:
            if side.markers:
                p += 10000 * _markers(side, circle, "force", "I")
            if circle.startswith("ACC"):
                p += 10000 if side.gifts.get("accel") == "I" else 5000
        if side.markers:
            p += 5000 * _markers(side, circle, "protect", "II")
    b = st.battle
    if in_battle and b is not None:
        if uid == b.attacker and b.booster is not None:
            p += power(cat, st, seat, b.booster, in_battle=False)
        if uid == b.target and circle is not None:
            for g in side.guardians:
                p += shield(cat, st, seat, g)
    return p


def shield(cat: Catalogue, st: State, seat: int, uid: int) -> int:
    """A guardian's shield: printed, modifiers, and Protect II's +10000 when it intercepted (V-GIFT-10)."""
    side = st.sides[seat]
    s = card(cat, st, uid).shield + mods_of(cat, st, uid, "shield")
    if st.battle is not None and side.markers and uid in st.battle.interceptors:
        s += 10000 * _markers(side, st.battle.interceptors[uid], "protect", "II")
    return max(s, 0)


def critical(cat: Catalogue, st: State, seat: int, uid: int) -> int:
    """Printed critical, set to 2 under a Force II marker (V-GIFT-5, V-AMB-8), plus modifiers."""
    side = st.sides[seat]
    base = card(cat, st, uid).critical
    circle = side.circle_of(uid)
    if circle is not None and side.markers and _markers(side, circle, "force", "II"):  # no markers: no count
        base = 2
    return max(base + mods_of(cat, st, uid, "critical"), 0)


def back_of(side: Side, circle: str) -> str | None:
    """The back circle of a front circle's column; Accel circles have none (V-ZONE-5)."""
    return BACK_OF.get(circle)


def has_clan_unit(cat: Catalogue, st: State, seat: int, clan: str) -> bool:
    """V-TRG-2: a unit of the trigger's clan on the revealing player's field."""
    if not clan:
        return True
    for _, u in st.sides[seat].units():  # noqa: SIM110 - a loop, not any() over a generator
        if card(cat, st, u).clan == clan:
            return True
    return False

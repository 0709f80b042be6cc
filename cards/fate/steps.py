"""The turn steps (FA-TURN-1..11): stand, draw, ritual, collision, battle, end."""

from __future__ import annotations

from cards.core import PUBLIC, Event

from . import battle, windows
from .catalogue import Catalogue
from .rotation import next_turn_seat
from .state import RESTING, STANDING, Code, State
from .texts import emit, names, refuse
from .zones import draw, hand_uid


def start_turn(cat: Catalogue, s: State, seat: int, events: list[Event]) -> bool:
    """Stand step: resting cards stand, then its window (FA-TURN-1, FA-REF-6); the draw step follows
    when the window closes (``after_window``). True when the window waits for nobody (``open_window``)."""
    s.turn += 1
    s.current = seat
    s.ritual = ""
    s.battled = False
    s.battle = None
    m = s.master(seat)
    emit(events, "turn_start", turn=s.turn, master=m.name, active=s.masters[s.active].name)
    s.step = "stand"
    stood = 0
    if m.servant is not None and m.servant.state == RESTING:
        m.servant.state = STANDING
        stood += 1
    for c in m.field:
        if c.state == RESTING:
            c.state = STANDING
            stood += 1
    if stood:
        emit(events, "stood", master=m.name, count=stood)
    return windows.open_window(cat, s, "stand", events)


def after_window(cat: Catalogue, s: State, events: list[Event]) -> bool:
    """A turn step's window closed: stand → draw step (draw 1, its window) → ritual step (FA-TURN-2, 3).
    True when the last thing done opened a window that waits for nobody (``open_window``)."""
    if s.win == "stand":
        s.step = "draw"
        s.win = ""
        s.window += 1
        draw(cat, s, s.current, 1, events)
        return windows.open_window(cat, s, "draw", events, new=False)
    if s.win == "draw":
        s.win = ""
        s.step = "ritual"
        s.window += 1
    return False


def end_turn(cat: Catalogue, s: State, events: list[Event]) -> bool:
    """After the end step's discard: "until end of turn" effects end, the next turn begins (FA-TURN-10).
    True as :func:`start_turn`."""
    s.modifiers = [x for x in s.modifiers if x.until not in ("turn", "battle")]
    return start_turn(cat, s, next_turn_seat(s, events), events)


def place(cat: Catalogue, s: State, seat: int, cid: str, events: list[Event]) -> bool:
    """Ritual: one Mystic Code from the hand onto the field, standing and face up (FA-TURN-3, FA-STATE-7).
    True as :func:`collision`."""
    card = cat.card(cid)
    if card.kind != "mystic_code":
        raise refuse("err-not-mystic-code", card=card.name_en)
    uid = hand_uid(s, seat, cid)
    if uid is None:
        raise refuse("err-not-in-hand", card=card.name_en)
    m = s.master(seat)
    m.hand.remove(uid)

    m.field.append(Code(uid))
    s.ritual = "place"
    emit(events, "placed", master=m.name, **names(cat, cid))
    return collision(cat, s, seat, events)


def reveal(cat: Catalogue, s: State, seat: int, events: list[Event]) -> bool:
    """Ritual: reveal a face-down Servant and draw 2 (FA-TURN-3). True as :func:`collision`."""
    m = s.master(seat)
    if m.servant is None or not m.servant.face_down:
        raise refuse("err-not-face-down")
    m.servant.face_down = False
    s.ritual = "reveal"
    emit(events, "revealed", master=m.name, spirit=cat.card(m.servant.spirit).name_en,
         klass=cat.card(m.servant.klass).name_en, spirit_ru=cat.card(m.servant.spirit).name_ru,
         klass_ru=cat.card(m.servant.klass).name_ru)
    draw(cat, s, seat, 2, events)
    return collision(cat, s, seat, events)


def collision(cat: Catalogue, s: State, seat: int, events: list[Event]) -> bool:
    """Collision step: on 1 a battle against a random other Servant; on 2-6 the end step (FA-TURN-5, 7).
    True when the battle's first window waits for nobody (``battle.start``)."""
    s.step = "collision"
    s.window += 1
    roll = s.chance.roll(6, "collision", PUBLIC)
    s.rolls = [*s.rolls, roll]  # never changed in place: copies share it (State.fork)
    m = s.masters[seat]
    if roll != 1:
        emit(events, "collision_miss", master=m.name, roll=roll)
        s.step = "end"
        s.window += 1
        return False
    targets = [x for x in s.in_game() if x != seat and s.masters[x].servant is not None]
    if m.servant is None or m.servant.state != STANDING or not targets:
        emit(events, "collision_no_battle", master=m.name, roll=roll)
        s.step = "end"
        s.window += 1
        return False
    target = s.chance.choice(targets, "collision target", PUBLIC,
                             match=lambda x, want: s.masters[x].name.lower() == str(want).lower(),
                             show=lambda x: s.masters[x].name)
    emit(events, "collision_hit", master=m.name, roll=roll, target=s.masters[target].name)
    return battle.start(cat, s, seat, target, True, events)


def attack(cat: Catalogue, s: State, seat: int, target: int, events: list[Event]) -> bool:
    """Battle step by declaration: only a standing Servant attacks, only without a ritual (FA-TURN-4, 6, 9).
    True as ``battle.start``."""
    m = s.masters[seat]
    if target == seat or not 0 <= target < len(s.masters) or s.masters[target].out:
        raise refuse("err-bad-target")
    if m.servant is None or m.servant.state != STANDING:
        state = m.servant.state if m.servant is not None else "none"
        raise refuse("err-cannot-attack", state=state)
    if s.masters[target].servant is None:
        raise refuse("err-bad-target")
    return battle.start(cat, s, seat, target, False, events)



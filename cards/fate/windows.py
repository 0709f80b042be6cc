"""Response windows (FA-REF-6): every turn step and battle process in which Masters may activate.

A window opens to the Masters who can act in it — an [Activated] effect timed for this step or process
that can be used now: on a standing face-up Mystic Code, or on a face-up Servant not in danger, with a
cost that can be paid — and not to those who already activated in it (FA-EFF-3). Effects usable at any
time (declared ones, Scene cards, Command Spells) are posted whenever the table waits on anyone and
hold no window, like Command Spells (FA-REF-7). They are asked together, listed in turn order from the Active Master; the window closes
when every one of them has passed. A Master with nothing usable passes automatically, so a table of
seven never waits on six "pass" posts. An activation re-opens the window to those who passed before
and can still act (they may answer it).
"""

from __future__ import annotations

from cards.core import Event

from .abilities import code_usable, payable, servant_usable
from .catalogue import Catalogue
from .costs import CostPart
from .state import DANGER, STANDING, State
from .texts import emit

# Turn steps and battle processes that open a window, in the order they come (FA-TURN-1..2, FA-BTLP-1..10).
STEP_WINDOWS = ("stand", "draw")
BATTLE_WINDOWS = ("reveal", "battle", "attack", "damage", "response", "response_damage", "retreat")


def order_from_active(s: State) -> list[int]:
    """Seats in turn order starting with the Active Master (FA-ACT-1)."""
    order = s.order or list(range(len(s.masters)))
    if s.active in order:
        at = order.index(s.active)
        if at:
            order = order[at:] + order[:at]
    return order


def cost_payable(cat: Catalogue, s: State, seat: int, cost: tuple[CostPart, ...], source_uid: int | None, servant: bool) -> bool:
    """Every part but D can be paid now (FA-COST-7); X is taken at its least (0)."""
    has_t = any(p.kind == "T" for p in cost)
    need_r = sum(p.n for p in cost if p.kind == "R")
    need_e = sum(p.n for p in cost if p.kind == "E")
    need_p = sum(p.n for p in cost if p.kind == "P")
    return payable(s, seat, (has_t, need_r, need_e, need_p), source_uid, servant)


WORD = {"response_damage": "response-damage"}  # a process's name as the script's word for it


def usable(cat: Catalogue, s: State, seat: int, window: str, timed: frozenset[str] | None = None) -> bool:
    """``seat`` has something he could activate in ``window`` now. Checked for every Master on every post:
    cards not timed for the window are skipped by their id (``Catalogue.timed``; ``timed`` if the caller
    already has it) before anything else."""
    m = s.masters[seat]
    if m.out or s.activated.get(seat) == s.window:
        return False
    if timed is None:
        timed = cat.timed(WORD.get(window, window))
    if not timed:
        return False
    cards = s.cards
    tried: list[str] = []  # copies of one card answer alike (all standing, face up)
    for c in m.field:
        if c.face_down or c.state != STANDING:
            continue
        cid = cards[c.uid]
        if cid in timed and cid not in tried:
            if code_usable(cat, s, seat, c, window):
                return True
            tried.append(cid)
    sv = m.servant
    if sv is None or sv.face_down or sv.state == DANGER:
        return False
    if sv.spirit not in timed and sv.klass not in timed:
        return False
    return servant_usable(cat, s, seat, window)


def anyone_waiting(cat: Catalogue, s: State) -> bool:
    """The open window still waits for someone (:func:`waiting` without listing them all)."""
    if not s.win:
        return False
    passed, win = s.win_passed, s.win
    timed = cat.timed(WORD.get(win, win))
    if not timed:  # no card at all is timed for this window: nobody waits
        return False
    masters, cards = s.masters, s.cards
    for x in s.order or range(len(masters)):
        if x in passed:
            continue
        # a card of ``timed`` on his field or as his Servant at all: what usable() needs before anything
        # else, asked inline for every Master on every post (most hold none)
        m = masters[x]
        sv = m.servant
        if sv is None or (sv.spirit not in timed and sv.klass not in timed):
            for c in m.field:
                if cards[c.uid] in timed:
                    break
            else:
                continue
        if usable(cat, s, x, win, timed):
            return True
    return False


def waiting(cat: Catalogue, s: State) -> list[int]:
    """The Masters the open window still waits for, in turn order from the Active Master."""
    if not s.win:
        return []
    win = s.win
    timed = cat.timed(WORD.get(win, win))
    if not timed:
        return []
    passed = s.win_passed
    masters, cards = s.masters, s.cards
    out: list[int] = []
    for x in s.order or range(len(masters)):  # in seat order: turned to start at the Active Master below
        if x in passed:
            continue
        m = masters[x]  # as in anyone_waiting
        sv = m.servant
        if sv is None or (sv.spirit not in timed and sv.klass not in timed):
            for c in m.field:
                if cards[c.uid] in timed:
                    break
            else:
                continue
        if usable(cat, s, x, win, timed):
            out.append(x)
    if len(out) > 1:  # most windows wait for one Master or none: the turn order is built only for more
        out = [x for x in order_from_active(s) if x in out]
    return out


def open_window(cat: Catalogue, s: State, name: str, events: list[Event], *, new: bool = True) -> bool:
    """Open ``name``; ``new`` starts a new step/process for the one-activation limit (FA-EFF-3). True when
    it waits for nobody: ``engine.settle`` closes it at once without asking :func:`anyone_waiting` again."""
    if new:
        s.window += 1
    s.win = name
    s.win_passed = []
    asked = waiting(cat, s)
    if asked:
        emit(events, "window", window=name, masters=[s.masters[x].name for x in asked], count=len(asked),
             others=len(s.in_game()) - len(asked))
    return not asked


def on_activation(s: State, seat: int) -> None:
    """An activation re-opens the window to those who passed (they may answer it)."""
    if s.win:
        s.win_passed = [seat] if seat in s.win_passed else []


def on_pass(s: State, seat: int, events: list[Event]) -> None:
    s.win_passed = [*s.win_passed, seat]
    emit(events, "passed", master=s.masters[seat].name)

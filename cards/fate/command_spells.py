"""Command Spells (FA-CS-1..5): five uses, any moment, several at once; losing the third loses."""

from __future__ import annotations

from cards.core import Event

from . import abilities
from .actions import Activate, SpellUse
from .catalogue import STATS, Catalogue
from .costs import has_x
from .effects import check_source, resolve
from .rotation import leave
from .state import DANGER, RESTING, SERVANT, STANDING, Modifier, State
from .stats import emit_stat
from .texts import emit, refuse


def codes_on_field(s: State, seat: int) -> int:
    """N of use 2: face-up Mystic Codes of every Master in the game, any state (FA-AMB-11); the host
    option ``cs2_scope = own`` counts his own only."""
    seats = [seat] if s.options.get("cs2_scope") == "own" else s.in_game()
    return sum(1 for x in seats for c in s.masters[x].field if not c.face_down)


def check_use(cat: Catalogue, s: State, seat: int, use: SpellUse) -> None:
    m = s.masters[seat]
    if use.use == 2:
        if m.servant is None:
            raise refuse("err-no-servant")
        if use.stat not in STATS:
            raise refuse("err-bad-stat")
    elif use.use == 3:
        if use.mark not in m.marks:
            raise refuse("err-no-mark", mark=use.mark or "?")
    elif use.use == 4:
        if use.script is not None:
            abilities.check_free(cat, s, seat, use.script)  # state, timing, condition, limit; no cost (FA-CS-4)
            return
        if has_x(use.cost):
            raise refuse("err-cs4-x")
        if abilities.scripted(cat, s, seat, Activate(SERVANT, "script")):
            raise refuse("err-cs4-scripted")
        check_source(cat, s, seat, Activate(SERVANT, "activated"))
        if s.activated.get(seat) == s.window:
            raise refuse("err-one-activation")
    elif use.use == 5:
        if m.servant is None or m.servant.state not in (RESTING, DANGER):
            raise refuse("err-cs5-standing")
    elif use.use != 1:
        raise refuse("err-cs-use")


def use_spells(cat: Catalogue, s: State, seat: int, uses: tuple[SpellUse, ...], events: list[Event]) -> None:
    """Resolve the uses in order; each spends one spell; the last spell spent loses at once (FA-CS-5)."""
    for use in uses:
        m = s.master(seat)
        if m.out:
            return
        check_use(cat, s, seat, use)
        m.spells -= 1
        emit(events, "spell", master=m.name, use=use.use, spells=m.spells)
        if m.spells <= 0:
            leave(cat, s, [seat], "spells", events)
            return
        if use.use == 1:
            m.prana += 1
            emit(events, "prana", master=m.name, amount="+1", prana=m.prana)
        elif use.use == 2:
            n = codes_on_field(s, seat)
            s.modifiers = [*s.modifiers, Modifier(seat, use.stat, n, "turn", seat, None, 0)]
            emit_stat(events, cat, s, seat, use.stat, n, "turn")
        elif use.use == 3:
            m.marks.remove(use.mark)
            emit(events, "unmark", master=m.name, mark=use.mark)
        elif use.use == 4 and use.script is not None:
            abilities.use_free(cat, s, seat, use.script, events)
        elif use.use == 4:
            s.activated = {**s.activated, seat: s.window}  # FA-CS-4: the one-activation limit still holds
            s.activations += 1
            emit(events, "activation", master=m.name, number=s.activations, cost="-", card="Servant",
                 card_ru="Слуга")
            resolve(cat, s, seat, use.effects, events, activation=s.activations)
        elif use.use == 5 and m.servant is not None:
            m.servant.state = STANDING
            emit(events, "state", master=m.name, card="Servant", card_ru="Слуга", value=STANDING)

"""The battle processes (FA-BTLP-1..13): reveal, battle, attack, attacker damage, response,
response damage, wound, retreat.

Each process but the wound process opens a response window (``windows.py``, FA-REF-6); the attack and
response processes ask for the type first. Damage is computed when the damage process's window
closes, with the stats in force then (FA-BTLP-12). At 0 prana after the wound process a Master may still use Command Spell use 1 (FA-AMB-16).
"""

from __future__ import annotations

from cards.core import Audience, Event

from . import windows
from .abilities import permanent_sources
from .catalogue import Catalogue
from .rotation import leave
from .state import DANGER, RESTING, Battle, State
from .stats import skills, stat
from .texts import emit, names, refuse

PHYSICAL, MAGIC = "physical", "magic"
STAT_OF = {PHYSICAL: ("patk", "pdef"), MAGIC: ("matk", "mdef")}


def start(cat: Catalogue, s: State, attacker: int, defender: int, collision: bool, events: list[Event]) -> bool:
    """The battle begins with the reveal process (FA-BTLP-1). True when its window waits for nobody."""
    s.step = "battle"
    s.battled = True
    s.battles += 1
    s.battle = Battle(attacker, defender, "reveal", collision)
    emit(events, "battle_start", attacker=s.masters[attacker].name, defender=s.masters[defender].name)
    for seat in (attacker, defender):  # reveal process: no cards drawn (FA-BTLP-1, FA-AMB-3)
        servant = s.masters[seat].servant
        if servant is not None and servant.face_down:
            servant = s.master(seat).servant
            assert servant is not None
            servant.face_down = False
            sp, kl = cat.card(servant.spirit), cat.card(servant.klass)
            emit(events, "revealed", master=s.masters[seat].name, spirit=sp.name_en, klass=kl.name_en,
                 spirit_ru=sp.name_ru, klass_ru=kl.name_ru, battle=True)
    return windows.open_window(cat, s, "reveal", events)


def waiting(s: State) -> list[tuple[int, str]]:
    """(seat, decision kind) the battle waits for besides its window: a type, or 0 prana (FA-AMB-16)."""
    b = s.battle
    if b is None or s.win:
        return []
    if b.process == "attack" and b.attack_type is None:
        return [(b.attacker, "attack_type")]
    if b.process == "response" and b.response_type is None:
        return [(b.defender, "response_type")]
    if b.process == "wound":
        return [(x, "prana_zero") for x in b.zero]
    return []


def on_pass(cat: Catalogue, s: State, seat: int, events: list[Event]) -> None:
    """The wound process's 0-prana decision: "pass" stays at 0 and leaves (FA-SET-6)."""
    b = s.battle
    assert b is not None
    b.zero.remove(seat)
    emit(events, "accepts_zero", master=s.masters[seat].name)
    advance(cat, s, events)


def choose(cat: Catalogue, s: State, seat: int, kind: str, events: list[Event]) -> bool:
    """The type is chosen; the process's window opens (FA-BTLP-3, FA-BTLP-5). True when it waits for nobody."""
    b = s.battle
    assert b is not None
    if b.process == "attack":
        b.attack_type = kind
        emit(events, "attack_type", master=s.masters[seat].name, kind=kind)
    else:
        b.response_type = kind
        emit(events, "response_type", master=s.masters[seat].name, kind=kind)
    return windows.open_window(cat, s, b.process, events, new=False)


def attacker_damage(cat: Catalogue, s: State, b: Battle) -> int:
    """ATK − DEF of the chosen type; equal → 1; lower → 0 (FA-BTLP-4, FA-AMB-4)."""
    atk, dfn = STAT_OF[b.attack_type or PHYSICAL]
    sources = permanent_sources(cat, s) if cat.permanent_ids() else None
    a, d = stat(cat, s, b.attacker, atk, sources), stat(cat, s, b.defender, dfn, sources)
    return 1 if a == d else max(0, a - d)


def response_damage(cat: Catalogue, s: State, b: Battle) -> int:
    """ATK − DEF of the response type; equal → 0; lower → 0 (FA-BTLP-6)."""
    atk, dfn = STAT_OF[b.response_type or PHYSICAL]
    sources = permanent_sources(cat, s) if cat.permanent_ids() else None
    return max(0, stat(cat, s, b.defender, atk, sources) - stat(cat, s, b.attacker, dfn, sources))


def pre_empted(cat: Catalogue, s: State, b: Battle) -> bool:
    """[Pre-emptive Strike] on the attacker and not on the responder cancels the response (FA-BTLP-7)."""
    return "pre_emptive_strike" in skills(cat, s, b.attacker) and "pre_emptive_strike" not in skills(
        cat, s, b.defender
    )


def after_window(cat: Catalogue, s: State, events: list[Event]) -> bool:
    """A battle process's window closed: on to the next process (§7). Damage is computed as its
    process's window closes, with the stats in force then (FA-BTLP-12). True when the last thing done
    opened a window that waits for nobody (``windows.open_window``)."""
    b = s.battle
    name, s.win = s.win, ""
    if b is None:
        return False
    if name == "reveal":
        b.process = "battle"
        return windows.open_window(cat, s, "battle", events)
    elif name == "battle":
        b.process = "attack"
        s.window += 1  # the attacker's type is asked first, then the window (choose)
    elif name == "attack":
        b.process = "damage"
        return windows.open_window(cat, s, "damage", events)
    elif name == "damage":
        b.attacker_damage = attacker_damage(cat, s, b)
        emit(events, "attacker_damage", master=s.masters[b.attacker].name, amount=b.attacker_damage,
             kind=b.attack_type or PHYSICAL)
        if pre_empted(cat, s, b):
            b.response_damage = 0
            emit(events, "pre_emptive", master=s.masters[b.attacker].name)
            return wound(cat, s, events)
        else:
            b.process = "response"
            s.window += 1
    elif name == "response":
        b.process = "response_damage"
        return windows.open_window(cat, s, "response_damage", events)
    elif name == "response_damage":
        b.response_damage = response_damage(cat, s, b)
        emit(events, "response_damage", master=s.masters[b.defender].name, amount=b.response_damage,
             kind=b.response_type or PHYSICAL)
        return wound(cat, s, events)
    elif name == "retreat":
        s.battle = None
        s.step = "end"
        s.window += 1
        emit(events, "battle_over")
    return False


def advance(cat: Catalogue, s: State, events: list[Event]) -> None:
    """The wound process ends when no Master at 0 prana is still deciding."""
    b = s.battle
    if b is not None and b.process == "wound" and not b.zero:
        finish_wound(cat, s, events)


def wound(cat: Catalogue, s: State, events: list[Event]) -> bool:
    """Each side loses its damage in prana, never below 0 (FA-BTLP-8); 0 prana by FA-SET-6 (FA-BTLP-9).
    True as :func:`retreat`."""
    b = s.battle
    assert b is not None
    b.process = "wound"
    s.window += 1
    for seat, amount in ((b.defender, b.attacker_damage or 0), (b.attacker, b.response_damage or 0)):
        if amount > 0:
            m = s.master(seat)
            lost = min(amount, m.prana)
            m.prana -= lost
            emit(events, "prana_lost", master=m.name, amount=lost, prana=m.prana)
    zero = [x for x in (b.defender, b.attacker) if s.masters[x].prana == 0 and not s.masters[x].out]
    if s.options.get("prana_zero") == "reset":
        for seat in zero:
            reset_zero(cat, s, seat, events)
            if s.battle is None:
                return False
        return retreat(cat, s, events)
    b.zero = zero
    if not zero:
        return retreat(cat, s, events)
    for seat in zero:
        emit(events, "at_zero", master=s.masters[seat].name, spells=s.masters[seat].spells)
    return False


def reset_zero(cat: Catalogue, s: State, seat: int, events: list[Event]) -> None:
    """FA-SET-6 option: lose one Command Spell (the third loses, FA-CS-5), prana back to the start."""
    m = s.master(seat)
    m.spells -= 1
    emit(events, "zero_reset", master=m.name, spells=m.spells, prana=int(s.options["starting_prana"]))
    if m.spells <= 0:
        leave(cat, s, [seat], "spells", events)
    else:
        m.prana = int(s.options["starting_prana"])


def finish_wound(cat: Catalogue, s: State, events: list[Event]) -> None:
    b = s.battle
    assert b is not None
    out = [x for x in (b.defender, b.attacker) if s.masters[x].prana == 0 and not s.masters[x].out]
    if out:
        leave(cat, s, out, "prana", events)
    if s.battle is not None:
        retreat(cat, s, events)


def retreat(cat: Catalogue, s: State, events: list[Event]) -> bool:
    """Wounded Servants rest, danger stays (FA-BTLP-10, FA-AMB-6); a lone wounded Master loses a
    random card from his hand to the other side (FA-BTLP-11, FA-AMB-7): its name goes to both by DM.
    True when its window waits for nobody (``windows.open_window``)."""
    b = s.battle
    assert b is not None
    b.process = "retreat"
    wounded = [seat for seat, dmg in ((b.defender, b.attacker_damage), (b.attacker, b.response_damage))
               if (dmg or 0) > 0 and not s.masters[seat].out]
    for seat in wounded:
        servant = s.masters[seat].servant
        if servant is not None and servant.state != DANGER and servant.state != RESTING:
            servant = s.master(seat).servant
            assert servant is not None
            servant.state = RESTING
            emit(events, "retreats", master=s.masters[seat].name)
    if len(wounded) == 1:
        loser = wounded[0]
        taker = b.attacker if loser == b.defender else b.defender
        take_random(cat, s, taker, loser, 1, events)
    return windows.open_window(cat, s, "retreat", events)


def take_random(cat: Catalogue, s: State, taker: int, victim: int, n: int, events: list[Event]) -> None:
    """``taker`` takes ``n`` random cards from ``victim``'s hand; the identity goes to the two only."""
    for _ in range(n):
        hand = s.master(victim).hand
        if not hand:
            return
        uid = s.chance.choice(list(hand), "card taken", Audience.player(taker),
                              match=lambda u, want: cat.find(str(want)) is not None and cat.find(str(want)).id == s.cards[u],  # type: ignore[union-attr]
                              show=lambda u: cat.card(s.cards[u]).name_en)
        hand.remove(uid)
        s.master(taker).hand.append(uid)
        emit(events, "card_taken", taker=s.masters[taker].name, victim=s.masters[victim].name)
        for seat in (taker, victim):
            emit(events, "card_taken_private", Audience.player(seat), taker=s.masters[taker].name,
                 victim=s.masters[victim].name, **names(cat, s.cards[uid]))


def check_type(kind: str) -> str:
    if kind not in (PHYSICAL, MAGIC):
        raise refuse("err-bad-type")
    return kind

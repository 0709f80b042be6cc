"""Who may act now and what a post does: the dispatcher over setup, steps, battle, effects and
Command Spells. ``apply`` works on a clone; a refusal raises before anything is returned."""

from __future__ import annotations

from typing import Any

from cards.core import Decision, Event, IllegalMove, Text
from cards.kit.apply import finish
from cards.kit.decisions import decision_id

from . import abilities, battle, setup, steps, windows
from .actions import (
    Action,
    Activate,
    Attack,
    ChooseType,
    Concede,
    Discard,
    EndTurn,
    JudgeSet,
    Pass,
    PickServant,
    Place,
    PlayScene,
    Reveal,
    Spells,
)
from .catalogue import Catalogue
from .command_spells import use_spells
from .effects import check_effect, pay_and_resolve, play_scene
from .rotation import leave
from .state import State
from .texts import emit, refuse, say
from .zones import discard_from_hand, hand_uid

FREE = (Activate, Spells, PlayScene, Concede)  # any Master, any moment (FA-EFF-4, FA-CS-2, FA-WIN-5)
_UNASKED = (*FREE, JudgeSet)  # posts that answer no decision: their seat's waiting kinds are not needed
_TURN = (Place, Reveal, Attack, EndTurn)  # the ritual step's posts


def pending(cat: Catalogue, s: State) -> list[Decision]:
    """Every decision the game waits for, several Masters at once. Command Spells and activations are
    open to every Master at any moment and are not listed (they never hold the game up).

    A decision's id changes whenever its Master posts (so an answered decision never keeps its id) and
    otherwise stays while the decision waits (so another Master's post does not re-prompt him)."""
    if s.step == "over":
        return []
    out: list[Decision] = []

    def decision(seat: int, kind: str, epoch: int, **data: Any) -> Decision:
        return Decision(seat, kind, kind == "servant", data, decision_id(kind, seat, s.posts.get(seat, 0), epoch))

    if s.step == "setup":
        return [decision(seat, "servant", 0) for seat, m in enumerate(s.masters) if m.servant is None and m.offer]
    if s.discards:  # on most posts nobody owes a discard
        for seat, n in sorted(s.discards.items()):
            if n > 0 and not s.masters[seat].out:
                out.append(decision(seat, "effect_discard", 0, count=n))
    if s.win:
        out.extend(decision(seat, "window", s.window, window=s.win) for seat in windows.waiting(cat, s))
    if s.step == "battle" and s.battle is not None:
        process = s.battle.process
        out.extend(decision(seat, kind, s.battles, process=process, **({"spells": s.masters[seat].spells}
                   if kind == "prana_zero" else {})) for seat, kind in battle.waiting(s))
    elif s.step == "ritual" and not s.win:
        out.append(decision(s.current, "turn", s.turn))
    elif s.step == "end":
        n = len(s.masters[s.current].hand) - 4
        if n > 0:
            out.append(decision(s.current, "discard", s.turn, count=n))
    return out


def waiting_kinds(cat: Catalogue, s: State, seat: int) -> list[str]:
    """The kinds of ``pending`` for one seat, in its order, without building every Master's decisions
    (asked on every post)."""
    if s.step == "over":
        return []
    m = s.masters[seat]
    if s.step == "setup":
        return ["servant"] if m.servant is None and m.offer else []
    out: list[str] = []
    if s.discards.get(seat, 0) > 0 and not m.out:
        out.append("effect_discard")
    if s.win and seat not in s.win_passed and seat in (s.order or range(len(s.masters))) \
            and windows.usable(cat, s, seat, s.win):
        out.append("window")
    if s.step == "battle" and s.battle is not None:
        out += [kind for x, kind in battle.waiting(s) if x == seat]
    elif s.step == "ritual" and not s.win:
        if seat == s.current:
            out.append("turn")
    elif s.step == "end" and seat == s.current and len(s.masters[s.current].hand) > 4:
        out.append("discard")
    return out


def apply(  # noqa: C901 - one dispatch branch per kind of post
    cat: Catalogue, state: State, seat: int, action: Action,
    kinds: list[str] | None = None) -> tuple[State, list[Event]]:
    """``kinds``: :func:`waiting_kinds` of ``state`` for ``seat`` when the caller has it (the random Master
    asked it to choose his post), so it is not asked again."""
    if state.step == "over":
        raise refuse("err-over")
    if not 0 <= seat < len(state.masters) or state.masters[seat].out:
        raise refuse("err-out")
    s = state.fork()  # copy on write: Masters are copied as they change (State.master)
    events: list[Event] = []
    # what the seat is asked: only the answers to a decision need it (free posts never do, FA-EFF-4)
    if isinstance(action, _UNASKED):
        kinds = []
    elif kinds is None:
        kinds = waiting_kinds(cat, s, seat)
    quiet = False  # the post's last step opened a window that waits for nobody (settle)
    if isinstance(action, Concede):
        emit(events, "concede", master=s.masters[seat].name)
        leave(cat, s, [seat], "concede", events)
        if s.step == "setup" and all(m.servant is not None for m in s.masters if not m.out):
            setup.begin(cat, s, events)
    elif isinstance(action, JudgeSet):
        _judge_set(cat, s, seat, action, events)
    elif s.step == "setup":
        if not isinstance(action, PickServant):
            raise refuse("err-setup")
        setup.pick(cat, s, seat, action.spirit, action.klass, events)
    elif isinstance(action, Spells):
        for use in action.uses:
            for e in use.effects:
                check_effect(e)
        use_spells(cat, s, seat, action.uses, events)
    elif isinstance(action, Activate):
        for e in action.effects:
            check_effect(e)
        if action.tag == "script":
            abilities.use(cat, s, seat, action, events)
        else:
            pay_and_resolve(cat, s, seat, action, events)
        windows.on_activation(s, seat)
    elif isinstance(action, PlayScene):
        for e in action.effects:
            check_effect(e)
        play_scene(cat, s, seat, action, events)
        windows.on_activation(s, seat)
    elif isinstance(action, Discard):
        _discard(cat, s, seat, action, kinds, events)
    elif isinstance(action, _TURN):
        if "turn" not in kinds:
            raise _not_yours(cat, s, seat, kinds, "err-not-ritual")
        if isinstance(action, Place):
            quiet = steps.place(cat, s, seat, action.card, events)
        elif isinstance(action, Reveal):
            quiet = steps.reveal(cat, s, seat, events)
        elif isinstance(action, Attack):
            quiet = steps.attack(cat, s, seat, action.target, events)
        else:
            emit(events, "ends_turn", master=s.masters[seat].name)
            s.step = "end"
            s.window += 1
    elif isinstance(action, ChooseType):
        battle.check_type(action.kind)
        if "attack_type" not in kinds and "response_type" not in kinds:
            raise _not_yours(cat, s, seat, kinds, "err-not-type")
        quiet = battle.choose(cat, s, seat, action.kind, events)
    elif isinstance(action, Pass):
        if "window" in kinds:
            windows.on_pass(s, seat, events)
        elif "prana_zero" in kinds:
            battle.on_pass(cat, s, seat, events)
        else:
            raise _not_yours(cat, s, seat, kinds, "err-nothing-to-pass")
    else:
        raise refuse("err-unknown")
    settle(cat, s, events, quiet)
    s.posts[seat] = s.posts.get(seat, 0) + 1
    finish(events, s.chance)  # the chance decided by this post, after what it caused (cards.kit.apply)
    return s, events


def _not_yours(cat: Catalogue, s: State, seat: int, kinds: list[str], key: str) -> Exception:
    if kinds:
        from .render import decision_text

        mine = [d for d in pending(cat, s) if d.seat == seat]
        return IllegalMove(Text(*(say("err-wrong-decision", lang, expected="; ".join(decision_text(d, lang)
                                                                                     for d in mine))
                                  for lang in ("en", "ru"))))
    waiting = sorted({s.masters[d.seat].name for d in pending(cat, s)})
    return refuse(key, waiting=", ".join(waiting) or "-")


def _judge_set(cat: Catalogue, s: State, seat: int, action: JudgeSet, events: list[Event]) -> None:
    """A judge's correction (``judge_only``): the new count with the old one, as an audit line in the thread."""
    m = s.master(seat)
    if action.field == "prana":
        if action.value > 99:
            raise refuse("err-judge-range", low=0, high=99)
        old, m.prana = m.prana, action.value
    elif action.field == "spells":
        if action.value > 3:
            raise refuse("err-judge-range", low=0, high=3)
        old, m.spells = m.spells, action.value
    elif action.field == "mark":
        old = len(m.marks)
        m.marks.append(action.text)
    else:
        if action.text not in m.marks:
            raise refuse("err-no-mark", mark=action.text)
        old = len(m.marks)
        m.marks.remove(action.text)
    emit(events, "judge_set", master=m.name, field=action.field, old=old, new=action.value, mark=action.text)
    if action.field == "spells" and m.spells == 0:
        leave(cat, s, [seat], "spells", events)  # FA-CS-5: no Command Spell left is a loss at once


def _discard(cat: Catalogue, s: State, seat: int, action: Discard, kinds: list[str], events: list[Event]) -> None:
    """End step down to 4 (FA-TURN-10, FA-TURN-11), or what an effect asked for."""
    if "discard" in kinds:
        need = len(s.masters[seat].hand) - 4
    elif "effect_discard" in kinds:
        need = s.discards[seat]
    else:
        raise _not_yours(cat, s, seat, kinds, "err-no-discard")
    if len(action.cards) != need:
        raise refuse("err-discard-count", count=need)
    chosen: list[int] = []
    for cid in action.cards:
        uid = hand_uid(s, seat, cid, chosen)
        if uid is None:
            raise refuse("err-not-in-hand", card=cat.card(cid).name_en)
        chosen.append(uid)
    discard_from_hand(cat, s, seat, chosen, events)
    if "discard" not in kinds:
        s.discards = {k: v for k, v in s.discards.items() if k != seat}


def settle(cat: Catalogue, s: State, events: list[Event], quiet: bool = False) -> None:  # noqa: C901 - one loop
    """After every post: prana 0 outside the wound process (FA-WIN-2), the wound window's Masters who
    recovered, leavers' turns, windows nobody waits on (FA-REF-6), and the automatic steps up to the
    next decision."""
    # ``quiet``: True while the open window was opened by the last step (the post's, or a call below) with
    # nobody asked and nothing changed since (``windows.open_window``): it is closed without asking
    # ``anyone_waiting`` the same again.
    for _ in range(1000):
        if s.step in ("over", "setup"):
            return
        b = s.battle
        if b is not None and b.process == "wound":
            quiet = False
            b.zero = [x for x in b.zero if s.masters[x].prana == 0 and not s.masters[x].out]
            battle.advance(cat, s, events)
            if s.battle is not None and s.battle.process != "wound":
                continue
        for m in s.masters:  # on most posts nobody is at 0 prana: a plain loop before anything is built
            if m.prana == 0 and not m.out:
                zero = _at_zero(s)
                break
        else:
            zero = []
        if zero:
            if s.options.get("prana_zero") == "reset":
                for x in zero:
                    battle.reset_zero(cat, s, x, events)
            else:
                leave(cat, s, zero, "prana", events)
            quiet = False
            continue
        if s.step == "over":
            return
        if s.masters[s.current].out:
            s.win = ""
            quiet = steps.end_turn(cat, s, events)
            continue
        if s.win and (quiet or not windows.anyone_waiting(cat, s)):
            if s.win in windows.STEP_WINDOWS:
                quiet = steps.after_window(cat, s, events)
            else:
                quiet = battle.after_window(cat, s, events)
            continue
        quiet = False
        if s.step == "battle" and s.battle is None:
            s.step = "end"
            s.window += 1
        if s.step == "end" and len(s.masters[s.current].hand) < 5:
            quiet = steps.end_turn(cat, s, events)
            continue
        return


def _at_zero(s: State) -> list[int]:
    """Masters in the game at 0 prana but for the two in the wound process (they decide there, FA-AMB-16)."""
    b = s.battle
    fighters = (b.attacker, b.defender) if b is not None and b.process == "wound" else ()
    return [x for x, m in enumerate(s.masters) if m.prana == 0 and not m.out and x not in fighters]

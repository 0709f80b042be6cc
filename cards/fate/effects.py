"""Declared effects (FA-REF-3..5): checked for the card's state, the one-activation limit and the
cost, which is paid left to right with its die rolls (FA-COST-1..8); then the generic actions."""

from __future__ import annotations

from cards.core import PUBLIC, Event
from cards.kit.usertext import user_text

from .actions import Activate, Effect, PlayScene
from .battle import take_random
from .catalogue import STATS, Catalogue, cost_parts
from .costs import CostPart, cost_text
from .state import DANGER, RESTING, SERVANT, STANDING, Code, Modifier, State
from .stats import emit_stat
from .texts import emit, names, refuse
from .zones import discard_from_hand, draw, hand_uid

STATES = (STANDING, RESTING, DANGER, "face_down", "face_up")
UNTIL = ("turn", "battle", "game")


def source_code(s: State, seat: int, cid: str, need_standing: bool) -> Code | None:
    """The Mystic Code of kind ``cid`` on ``seat``'s field, a standing face-up one first."""
    codes = [c for c in s.masters[seat].field if _cid(s, c) == cid]
    codes.sort(key=lambda c: (c.face_down, c.state != STANDING))
    return codes[0] if codes else None


def _cid(s: State, c: Code) -> str:
    return s.cards[c.uid]


def check_source(cat: Catalogue, s: State, seat: int, act: Activate) -> Code | None:
    """The card may use this effect now (FA-STATE-1..5, FA-EFF-1, FA-EFF-2)."""
    m = s.masters[seat]
    if act.card == SERVANT:
        if m.servant is None:
            raise refuse("err-no-servant")
        if m.servant.face_down:
            raise refuse("err-face-down-text")
        if act.tag == "activated" and m.servant.state == DANGER:
            raise refuse("err-danger-activated")
        return None
    code = source_code(s, seat, act.card, True)
    name = cat.card(act.card).name_en
    if code is None:
        raise refuse("err-not-on-field", card=name)
    if code.face_down:
        raise refuse("err-face-down-text")
    if act.tag == "activated" and code.state != STANDING:
        raise refuse("err-resting-code", card=name)
    return code


def rest_candidates(s: State, seat: int, t_card: str | None, t_uid: int | None) -> list[str]:
    """Cards that can pay R(n): own standing face-up cards, the Servant counting once; not the card
    that pays T (FA-COST-2, FA-AMB-8). Mystic Codes by ``#uid``, the Servant as ``servant``."""
    m = s.masters[seat]
    out = [f"#{c.uid}" for c in m.field if c.state == STANDING and not c.face_down and c.uid != t_uid]
    if m.servant is not None and m.servant.state == STANDING and not m.servant.face_down and t_card != SERVANT:
        out.append(SERVANT)
    return out


def pay_and_resolve(cat: Catalogue, s: State, seat: int, act: Activate, events: list[Event]) -> None:
    """A declared effect (FA-REF-3); only for a card without a script (a server's own card)."""
    from .abilities import scripted

    m = s.master(seat)  # owned before its card is looked up: the cost may rest it
    if scripted(cat, s, seat, act):
        _refuse_declared(cat, s, seat, act)
    code = check_source(cat, s, seat, act)
    if act.tag == "permanent":
        if act.cost:
            raise refuse("err-permanent-cost")
        source = -1 if act.card == SERVANT else code.uid if code else None
        if any(x.until == "source" and x.source == source and x.source_seat == seat for x in s.modifiers):
            raise refuse("err-permanent-twice")  # FA-REF-3: declared once, it stands while the card is up
        s.activations += 1
        emit(events, "permanent", master=m.name, number=s.activations, **_source_names(cat, act))
        resolve(cat, s, seat, act.effects, events, source=source, permanent=True, activation=s.activations)
        return
    if s.activated.get(seat) == s.window:
        raise refuse("err-one-activation")
    # FA-COST-7: every part other than D must be payable before the first part is paid.
    t_uid = code.uid if code is not None else None
    has_t = any(p.kind == "T" for p in act.cost)
    if has_t:
        state = m.servant.state if act.card == SERVANT and m.servant else (code.state if code else "")
        if state != STANDING:
            raise refuse("err-cost-t")
    candidates = rest_candidates(s, seat, act.card if has_t else None, t_uid if has_t else None)
    need_r = sum(p.n for p in act.cost if p.kind == "R")
    need_e = sum(p.n for p in act.cost if p.kind == "E")
    rest = _pick_rest(cat, s, seat, act, candidates, need_r)
    if len(m.hand) < need_e:
        raise refuse("err-cost-e", count=need_e, hand=len(m.hand))
    discard = _pick_discard(cat, s, seat, act, need_e)
    s.activated = {**s.activated, seat: s.window}  # FA-EFF-3; a failed roll still counts (FA-COST-8)
    s.activations += 1
    number = s.activations
    emit(events, "activation", master=m.name, number=number, cost=cost_text(act.cost), **_source_names(cat, act))
    for part in act.cost:
        if not _pay(cat, s, seat, act, part, code, rest, discard, events):
            emit(events, "activation_failed", master=m.name, number=number)
            return
    resolve(cat, s, seat, act.effects, events, activation=number)


def _refuse_declared(cat: Catalogue, s: State, seat: int, act: Activate) -> None:
    """A scripted card does only what its script says: a hand-made declaration names the real post."""
    sv = s.masters[seat].servant
    if act.card == SERVANT:
        cards = [cat.card(sv.spirit), cat.card(sv.klass)] if sv is not None else []
    else:
        cards = [cat.card(act.card)]
    name = "servant" if act.card == SERVANT else cards[0].name_en
    kinds = {a.kind for c in cards for a in c.abilities}
    if act.tag == "permanent":
        if "permanent" in kinds:
            raise refuse("err-permanent-auto", card=name)
        raise refuse("err-not-permanent", card=name)
    if "activated" not in kinds:
        raise refuse("err-no-activated", card=name)
    costs = [cost_text(cost_parts(a)) for c in cards for a in c.activated()]
    raise refuse("err-scripted", card=name, costs=", ".join(costs))


def _source_names(cat: Catalogue, act: Activate) -> dict[str, str]:
    if act.card == SERVANT:
        return {"card": "Servant", "card_ru": "Слуга"}
    return names(cat, act.card)


def _pick_rest(cat: Catalogue, s: State, seat: int, act: Activate, candidates: list[str], need: int) -> list[str]:
    if need == 0:
        return []
    if act.rest:
        chosen: list[str] = []
        for name in act.rest:
            key = SERVANT if name == SERVANT else None
            if key is None:
                key = next((c for c in candidates if c.startswith("#") and s.cards[int(c[1:])] == name
                            and c not in chosen), None)
            if key is None or key not in candidates or key in chosen:
                raise refuse("err-cost-r-card", card=cat.card(name).name_en if name != SERVANT else "Servant")
            chosen.append(key)
        if len(chosen) != need:
            raise refuse("err-cost-r", count=need, have=len(chosen))
        return chosen
    if len(candidates) < need:
        raise refuse("err-cost-r", count=need, have=len(candidates))
    return candidates[:need]


def _pick_discard(cat: Catalogue, s: State, seat: int, act: Activate, need: int) -> list[int]:
    if need == 0:
        return []
    hand = s.masters[seat].hand
    if act.discard:
        chosen: list[int] = []
        for cid in act.discard:
            uid = hand_uid(s, seat, cid, chosen)
            if uid is None:
                raise refuse("err-not-in-hand", card=cat.card(cid).name_en)
            chosen.append(uid)
        if len(chosen) != need:
            raise refuse("err-cost-e", count=need, hand=len(chosen))
        return chosen
    return list(hand[:need])


def _pay(cat: Catalogue, s: State, seat: int, act: Activate, part: CostPart, code: Code | None,
         rest: list[str], discard: list[int], events: list[Event]) -> bool:
    m = s.master(seat)
    if part.kind == "T":
        if act.card == SERVANT and m.servant is not None:
            m.servant.state = RESTING
        elif code is not None:
            code.state = RESTING
        emit(events, "cost_t", master=m.name, **_source_names(cat, act))
    elif part.kind == "R":
        for key in rest[: part.n]:
            if key == SERVANT and m.servant is not None:
                m.servant.state = RESTING
                emit(events, "rested", master=m.name, card="Servant", card_ru="Слуга")
            else:
                c = next(c for c in m.field if c.uid == int(key[1:]))
                c.state = RESTING
                emit(events, "rested", master=m.name, **names(cat, s.cards[c.uid]))
        del rest[: part.n]
    elif part.kind == "E":
        discard_from_hand(cat, s, seat, discard[: part.n], events)
        del discard[: part.n]
    elif part.kind == "D":
        roll = s.chance.roll(6, "cost", PUBLIC)
        s.rolls = [*s.rolls, roll]  # never changed in place: copies share it (State.fork)
        ok = roll in part.faces
        emit(events, "cost_roll", master=m.name, roll=roll, faces=",".join(str(f) for f in part.faces), ok=str(ok))
        return ok
    return True


def play_scene(cat: Catalogue, s: State, seat: int, act: PlayScene, events: list[Event]) -> None:
    """FA-SET-8: a Scene card from the hand to the Seat of the Grail, as a declared effect."""
    if not s.options.get("scenes"):
        raise refuse("err-no-scenes")
    card = cat.card(act.card)
    if card.kind != "scene":
        raise refuse("err-not-scene", card=card.name_en)
    uid = hand_uid(s, seat, act.card)
    if uid is None:
        raise refuse("err-not-in-hand", card=card.name_en)
    ability = card.activated()[0] if card.activated() else None
    if card.scripted and act.effects:
        raise refuse("err-scripted-scene", card=card.name_en)
    if not card.scripted and not act.effects:
        raise refuse("err-no-effects")
    if s.activated.get(seat) == s.window:
        raise refuse("err-one-activation")
    target = None
    if ability is not None:
        from .abilities import _target, conditions_ok

        if not conditions_ok(ability, s, seat):  # e.g. Tiger Dojo: only for a Master at 0 prana
            raise refuse("err-ability-condition", card=card.name_en)
        target = _target(s, seat, ability, Activate(act.card, "script", target=act.target))
    s.activated = {**s.activated, seat: s.window}
    s.activations += 1
    s.master(seat).hand.remove(uid)
    s.grail = [*s.grail, uid]  # never changed in place: copies share it (State.fork)
    emit(events, "scene", master=s.masters[seat].name, number=s.activations, **names(cat, act.card))
    if ability is not None:
        from .abilities import run

        run(cat, s, seat, ability, target, events, s.activations)
    else:
        resolve(cat, s, seat, act.effects, events, activation=s.activations)


def resolve(  # noqa: C901 - one branch per generic action of FA-REF-4
    cat: Catalogue, s: State, seat: int, effects: tuple[Effect, ...], events: list[Event], *,
            source: int | None = None, permanent: bool = False, activation: int = 0) -> None:
    """Apply the generic actions in order (FA-REF-4). Targets must still be in the game."""
    me = s.masters[seat]
    for e in effects:
        target = seat if e.target is None else e.target
        tm = s.master(target)
        if tm.out:
            raise refuse("err-target-out", master=tm.name)
        if e.kind == "stat":
            if tm.servant is None:
                raise refuse("err-no-servant")
            until = "source" if permanent else e.until
            s.modifiers = [*s.modifiers, Modifier(target, e.stat, e.amount, until, seat, source, activation)]
            emit_stat(events, cat, s, target, e.stat, e.amount, until)
        elif permanent:
            s.notes = [*s.notes, f"{me.name}: permanent {e.kind}"]  # copies share it (State.fork)
            emit(events, "note", master=me.name, text=user_text(f"[Permanent] {e.kind} {e.text or e.amount}"))
        elif e.kind == "prana":
            before = tm.prana
            tm.prana = max(0, tm.prana + e.amount)
            emit(events, "prana", master=tm.name, amount=f"{tm.prana - before:+d}", prana=tm.prana)
        elif e.kind == "state":
            _set_state(cat, s, target, e, events)
        elif e.kind == "draw":
            draw(cat, s, target, e.amount, events)
        elif e.kind == "discard":
            n = min(e.amount, len(tm.hand))
            if n:
                s.discards = {**s.discards, target: s.discards.get(target, 0) + n}
                emit(events, "must_discard", master=tm.name, count=n)
        elif e.kind == "take":
            if target == seat:
                raise refuse("err-bad-target")
            take_random(cat, s, seat, target, e.amount, events)
        elif e.kind == "mark":
            tm.marks.append(e.text)
            emit(events, "mark", master=tm.name, mark=e.text)
        elif e.kind == "unmark":
            if e.text not in tm.marks:
                raise refuse("err-no-mark", mark=e.text)
            tm.marks.remove(e.text)
            emit(events, "unmark", master=tm.name, mark=e.text)
        elif e.kind == "spells":
            _spells(cat, s, target, e.amount, events)
        elif e.kind == "cancel":
            before_n = len(s.modifiers)
            s.modifiers = [x for x in s.modifiers if x.activation != e.amount or e.amount == 0]
            emit(events, "cancelled", master=me.name, number=e.amount, count=before_n - len(s.modifiers))
        elif e.kind == "substitute":
            _substitute(s, target, e.other, events)
        elif e.kind == "note":
            s.notes = [*s.notes, f"{me.name}: {e.text}"]  # copies share it (State.fork)
            emit(events, "note", master=me.name, text=e.text)


def _spells(cat: Catalogue, s: State, seat: int, amount: int, events: list[Event]) -> None:
    """An effect removes Command Spells (FA-CS-5): a Master left with none loses at once (FA-WIN-1)."""
    from .rotation import leave

    m = s.master(seat)
    if amount >= 0:
        raise refuse("err-spells-gain")
    lost = min(-amount, m.spells)
    m.spells -= lost
    emit(events, "spells_removed", master=m.name, count=lost, spells=m.spells)
    if m.spells <= 0:
        leave(cat, s, [seat], "spells", events)


def _set_state(cat: Catalogue, s: State, target: int, e: Effect, events: list[Event]) -> None:
    m = s.master(target)
    if e.card == SERVANT:
        if m.servant is None:
            raise refuse("err-no-servant")
        if e.value == "face_down":
            m.servant.face_down = True
        elif e.value == "face_up":
            m.servant.face_down = False
        else:
            m.servant.state = e.value
        emit(events, "state", master=m.name, card="Servant", card_ru="Слуга", value=e.value)
        return
    if e.value == DANGER:
        raise refuse("err-danger-servant-only")
    code = source_code(s, target, e.card, False)
    if code is None:
        raise refuse("err-not-on-field", card=cat.card(e.card).name_en)
    if e.value == "face_down":
        code.face_down = True
    elif e.value == "face_up":
        code.face_down = False
    else:
        code.state = e.value
    emit(events, "state", master=m.name, value=e.value, **names(cat, e.card))


def _substitute(s: State, out_seat: int, in_seat: int | None, events: list[Event]) -> None:
    """Substitute Battle (FA-BTLP-2): in the battle process a Master not in the battle takes a side."""
    b = s.battle
    if b is None or b.process != "battle":
        raise refuse("err-substitute-timing")
    if in_seat is None or out_seat not in (b.attacker, b.defender) or in_seat in (b.attacker, b.defender):
        raise refuse("err-substitute-who")
    m = s.master(in_seat)
    if m.out or m.servant is None:
        raise refuse("err-bad-target")
    if out_seat == b.attacker:
        b.attacker = in_seat
    else:
        b.defender = in_seat
    s.win_passed = [x for x in s.win_passed if x != out_seat]
    m.servant.face_down = False
    emit(events, "substitute", out=s.masters[out_seat].name, master=m.name)


def check_effect(e: Effect) -> None:
    if e.kind == "stat" and e.stat not in STATS:
        raise refuse("err-bad-stat")
    if e.kind == "state" and e.value not in STATES:
        raise refuse("err-bad-state")
    if e.until not in UNTIL:
        raise refuse("err-bad-until")

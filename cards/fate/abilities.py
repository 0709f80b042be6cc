"""Scripted abilities (``script.py``) run by the engine: Heroic Spirit and Class skills, Noble Phantasms,
Mystic Codes and Scene cards.

[Activated] ones are used by naming the card (``activate Ruby Pendant``, ``activate Excalibur``,
``activate servant 2``): the bot checks the card's state (FA-EFF-2), the ability's timing (the step or
process its ``when:`` names), its conditions and limit, the one-activation limit (FA-EFF-3) and that the
cost can be paid (FA-COST-7); then pays the cost left to right with its rolls (FA-COST-5) and runs the
effects. [Permanent] ones apply by themselves while their card is face up on the field (FA-EFF-1;
``stats.py``). A declaration a scripted card does not allow is refused; an unscripted card is declared by
hand as before and marked as declared.
"""

from __future__ import annotations

from dataclasses import dataclass

from cards.core import PUBLIC, Event
from cards.kit.ability import Ability, Term

from .actions import Activate, Effect
from .catalogue import STATS, Card, Catalogue
from .costs import cost_text
from .script import faces
from .state import DANGER, SERVANT, STANDING, Code, State
from .texts import emit, refuse

WINDOW_EVENT = {"response_damage": "response-damage"}


@dataclass(frozen=True, slots=True, init=False)
class Source:
    """Where an ability is: the Servant (one of its two cards) or a Mystic Code on the field, or a card
    in hand (a Scene card)."""

    card: Card
    index: int  # among the card's abilities (all lines)
    code: Code | None = None

    def __init__(self, card: Card, index: int, code: Code | None = None) -> None:
        # the slots filled through their descriptors (as cards.core's Event): built for every ability
        # looked at, many per post of the random Master
        _source_card(self, card)
        _source_index(self, index)
        _source_code(self, code)


_source_card = Source.__dict__["card"].__set__
_source_index = Source.__dict__["index"].__set__
_source_code = Source.__dict__["code"].__set__


def moment(s: State) -> str:
    """The step or battle process now, as a script's event word (FA-REF-6)."""
    if s.win:
        return WINDOW_EVENT.get(s.win, s.win)
    if s.battle is not None:
        return WINDOW_EVENT.get(s.battle.process, s.battle.process)
    return s.step


def servant_cards(cat: Catalogue, s: State, seat: int) -> list[Card]:
    sv = s.masters[seat].servant
    return [] if sv is None else [cat.card(sv.spirit), cat.card(sv.klass)]


def holds(ability: Ability, window: str) -> bool:
    """The ability is timed for ``window`` (it holds that window; an any-time one holds none)."""
    want = WINDOW_EVENT.get(window, window)
    return any(e.word == want for e in ability.events)


def timing_ok(ability: Ability, s: State) -> bool:
    return not ability.events or holds(ability, moment(s))


def conditions_ok(ability: Ability, s: State, seat: int) -> bool:
    b = s.battle
    m = s.masters[seat]
    for c in ability.conditions:  # one word each: the first that fails
        word = c.word
        if word == "in-battle":
            if b is None or seat not in (b.attacker, b.defender):
                return False
        elif word == "attacking":
            if b is None or b.attacker != seat:
                return False
        elif word == "defending":
            if b is None or b.defender != seat:
                return False
        elif word == "my-turn":
            if s.current != seat:
                return False
        elif word == "prana":
            if not c.compare(m.prana):
                return False
        elif word == "hand" and not c.compare(len(m.hand)):
            return False
    return True


def limit_key(seat: int, card: Card, index: int) -> str:
    return f"{seat}:{card.id}:{index}"


def limit_ok(ability: Ability, s: State, seat: int, card: Card, index: int) -> bool:
    if ability.limit is None:
        return True
    used = s.used.get(limit_key(seat, card, index))
    if used is None:
        return True
    return ability.limit.word == "1/turn" and used != s.turn


def payable(s: State, seat: int, needs: tuple[bool, int, int, int], source_uid: int | None, servant: bool) -> bool:
    """:func:`cost_payable` from the cost's sums (``Catalogue.needs``), as the windows check it on every post."""
    m = s.masters[seat]
    has_t, need_r, need_e, need_p = needs
    if need_e > len(m.hand) or need_p > m.prana:
        return False
    if need_r == 0:
        return True
    skip = source_uid if has_t and not servant else None
    standing = 0
    for c in m.field:
        if c.state == STANDING and not c.face_down and c.uid != skip:
            standing += 1
    sv = m.servant
    if sv is not None and sv.state == STANDING and not sv.face_down and not (has_t and servant):
        standing += 1
    return standing >= need_r


def usable(cat: Catalogue, s: State, seat: int, src: Source, window: str | None = None) -> bool:
    """``seat`` could use this [Activated] ability now (``window``: and it is timed for that window)."""
    ability = src.card.abilities[src.index]
    if ability.kind != "activated":
        return False
    if window is not None and not holds(ability, window):
        return False
    if window is None and not timing_ok(ability, s):
        return False
    if ability.conditions and not conditions_ok(ability, s, seat):
        return False
    if ability.limit is not None and not limit_ok(ability, s, seat, src.card, src.index):
        return False
    if src.code is None and src.card.kind in ("spirit", "class") and s.masters[seat].spells > 1:
        return True  # Command Spell 4 uses a Servant's ability without its cost (FA-CS-3); not the last one
    return payable(s, seat, cat.needs(src.card, src.index), src.code.uid if src.code else None, src.code is None)


def _timed_usable(cat: Catalogue, s: State, seat: int, card: Card, i: int, code: Code | None) -> bool:
    """:func:`usable` for ability ``i`` of ``card`` that ``Catalogue.timed_at`` found timed for the window
    (so [Activated] and holding it): the checks left, without building a :class:`Source` (asked for every
    Master on every post)."""
    ability = card.abilities[i]
    if ability.conditions and not conditions_ok(ability, s, seat):
        return False
    if ability.limit is not None and not limit_ok(ability, s, seat, card, i):
        return False
    if code is None and card.kind in ("spirit", "class") and s.masters[seat].spells > 1:
        return True  # Command Spell 4 uses a Servant's ability without its cost (FA-CS-3); not the last one
    return payable(s, seat, cat.needs(card, i), code.uid if code is not None else None, code is None)


def servant_usable(cat: Catalogue, s: State, seat: int, window: str) -> bool:
    """The Servant of ``seat`` has an [Activated] ability timed for ``window`` that can be used now."""
    want = WINDOW_EVENT.get(window, window)
    for card in servant_cards(cat, s, seat):
        for i in cat.timed_at(card.id, want):
            if _timed_usable(cat, s, seat, card, i, None):
                return True
    return False


def code_usable(cat: Catalogue, s: State, seat: int, code: Code, window: str) -> bool:
    card = cat.cards[s.cards[code.uid]]
    for i in cat.timed_at(card.id, WINDOW_EVENT.get(window, window)):
        if _timed_usable(cat, s, seat, card, i, code):
            return True
    return False


# ------------------------------------------------------------------------------------------- lookup
def sources(cat: Catalogue, s: State, seat: int, act: Activate) -> list[Source]:
    """The [Activated] abilities the post names: a Mystic Code, the Servant (or one of its cards), or
    an ability by its printed name; ``act.ability`` (1-based) picks one of several."""
    m = s.masters[seat]
    found: list[Source] = []
    sv = m.servant
    if act.card == SERVANT:
        cards = servant_cards(cat, s, seat)
    elif sv is not None and act.card in (sv.spirit, sv.klass):  # one of the Servant's two cards
        cards = [cat.card(act.card)]
    else:
        cards = []
    for card in cards:
        found += [Source(card, i) for i in cat.activated_at(card.id)]
    if act.card != SERVANT and not cards:
        card = cat.card(act.card)
        codes = [c for c in m.field if s.cards[c.uid] == act.card]
        if len(codes) > 1:  # the copy face up and standing first (a stable sort: field order among equals)
            codes.sort(key=lambda c: (c.face_down, c.state != STANDING))
        code = codes[0] if codes else None
        found += [Source(card, i, code) for i in cat.activated_at(card.id)]
    if act.named >= 0:
        found = [x for x in found if x.index == act.named]
    elif act.ability:
        if not 1 <= act.ability <= len(found):
            raise refuse("err-ability-number", count=len(found))
        found = [found[act.ability - 1]]
    return found


def scripted(cat: Catalogue, s: State, seat: int, act: Activate) -> bool:
    """The card the post names has a script (so only its script may be used)."""
    if act.card == SERVANT:
        cards = servant_cards(cat, s, seat)
        return bool(cards) and all(c.scripted for c in cards)
    return cat.card(act.card).scripted


# ---------------------------------------------------------------------------------------------- use
def use(cat: Catalogue, s: State, seat: int, act: Activate, events: list[Event]) -> None:  # noqa: C901
    """``activate <card>``: the scripted ability, checked, paid and resolved."""
    from .effects import _pay, _pick_discard, _pick_rest, rest_candidates

    m = s.master(seat)  # owned before its cards are looked up: the cost may rest one of them
    if act.card != SERVANT and cat.card(act.card).kind == "scene":
        raise refuse("err-scene-post", card=cat.card(act.card).name_en)
    found = sources(cat, s, seat, act)
    name = "Servant" if act.card == SERVANT else cat.card(act.card).name_en
    if not found:
        raise refuse("err-no-activated", card=name)
    src = found[0]
    if len(found) > 1:
        ok = [x for x in found if usable(cat, s, seat, x)]
        src = ok[0] if ok else src
    card, ability = src.card, src.card.abilities[src.index]
    label = _label(card, src.index)
    # the card's state (FA-EFF-2)
    if src.code is None and card.kind in ("spirit", "class"):
        sv = m.servant
        if sv is None or sv.face_down:
            raise refuse("err-face-down-text")
        if sv.state == DANGER:
            raise refuse("err-danger-activated")
    else:
        if src.code is None:
            raise refuse("err-not-on-field", card=card.name_en)
        if src.code.face_down:
            raise refuse("err-face-down-text")
        if src.code.state != STANDING:
            raise refuse("err-resting-code", card=card.name_en)
    if not timing_ok(ability, s):
        raise refuse("err-ability-timing", card=label, when=[e.word for e in ability.events])
    if not conditions_ok(ability, s, seat):
        raise refuse("err-ability-condition", card=label)
    if not limit_ok(ability, s, seat, card, src.index):
        raise refuse("err-ability-limit", card=label)
    if s.activated.get(seat) == s.window:
        raise refuse("err-one-activation")
    target = _target(s, seat, ability, act)
    cost = cat.cost(card, src.index)
    code = src.code
    decl = Activate(SERVANT if code is None else card.id, "activated", cost, (), act.rest, act.discard)
    has_t = any(p.kind == "T" for p in cost)
    t_uid = code.uid if code is not None else None
    if has_t:
        state = m.servant.state if code is None and m.servant else (code.state if code else "")
        if state != STANDING:
            raise refuse("err-cost-t")
    candidates = rest_candidates(s, seat, (SERVANT if code is None else card.id) if has_t else None,
                                 t_uid if has_t else None)
    rest = _pick_rest(cat, s, seat, decl, candidates, sum(p.n for p in cost if p.kind == "R"))
    need_e = sum(p.n for p in cost if p.kind == "E")
    if len(m.hand) < need_e:
        raise refuse("err-cost-e", count=need_e, hand=len(m.hand))
    discard = _pick_discard(cat, s, seat, decl, need_e)
    need_p = sum(p.n for p in cost if p.kind == "P")
    if m.prana < need_p:
        raise refuse("err-cost-prana", count=need_p, prana=m.prana)
    s.activated = {**s.activated, seat: s.window}  # FA-EFF-3; a failed roll still counts (FA-COST-8)
    if ability.limit is not None:
        s.used = {**s.used, limit_key(seat, card, src.index): s.turn}
    s.activations += 1
    number = s.activations
    emit(events, "ability", master=m.name, number=number, card=label, card_ru=_label(card, src.index, "ru"),
         cost=cost_text(cost))
    for part in cost:
        if part.kind == "P":
            m.prana -= part.n
            emit(events, "prana", master=m.name, amount=f"{-part.n:+d}", prana=m.prana)
        elif not _pay(cat, s, seat, decl, part, code, rest, discard, events):
            emit(events, "activation_failed", master=m.name, number=number)
            return
    run(cat, s, seat, ability, target, events, number)


def _servant_source(cat: Catalogue, s: State, seat: int, act: Activate) -> Source:
    """The Servant ability a Command Spell 4 names (it must be one of the Servant's own)."""
    found = [x for x in sources(cat, s, seat, act) if x.code is None and x.card.kind in ("spirit", "class")]
    if not found:
        raise refuse("err-no-activated", card="Servant")
    ok = [x for x in found if conditions_ok(x.card.abilities[x.index], s, seat)
          and timing_ok(x.card.abilities[x.index], s)]
    return ok[0] if ok else found[0]


def check_free(cat: Catalogue, s: State, seat: int, act: Activate) -> None:
    """Command Spell 4 on a scripted ability: every limit but the cost (FA-CS-3, FA-CS-4, FA-AMB-12)."""
    src = _servant_source(cat, s, seat, act)
    ability = src.card.abilities[src.index]
    label = _label(src.card, src.index)
    sv = s.masters[seat].servant
    if sv is None or sv.face_down:
        raise refuse("err-face-down-text")
    if sv.state == DANGER:
        raise refuse("err-danger-activated")
    if not timing_ok(ability, s):
        raise refuse("err-ability-timing", card=label, when=[e.word for e in ability.events])
    if not conditions_ok(ability, s, seat):
        raise refuse("err-ability-condition", card=label)
    if not limit_ok(ability, s, seat, src.card, src.index):
        raise refuse("err-ability-limit", card=label)
    if s.activated.get(seat) == s.window:
        raise refuse("err-one-activation")
    _target(s, seat, ability, act)


def use_free(cat: Catalogue, s: State, seat: int, act: Activate, events: list[Event]) -> None:
    """The ability's effects without its cost, rolls included (FA-AMB-12); it counts as the activation."""
    src = _servant_source(cat, s, seat, act)
    ability = src.card.abilities[src.index]
    target = _target(s, seat, ability, act)
    s.activated = {**s.activated, seat: s.window}
    if ability.limit is not None:
        s.used = {**s.used, limit_key(seat, src.card, src.index): s.turn}
    s.activations += 1
    emit(events, "ability", master=s.masters[seat].name, number=s.activations, card=_label(src.card, src.index),
         card_ru=_label(src.card, src.index, "ru"), cost="-")
    run(cat, s, seat, ability, target, events, s.activations)


def _label(card: Card, index: int, lang: str = "en") -> str:
    name = card.name(lang)
    printed = card.ability_name(index, lang)
    return f"{name}: {printed}" if printed else name


def _target(s: State, seat: int, ability: Ability, act: Activate) -> int | None:
    t = ability.target()
    if t is None:
        return None
    if act.target is None:
        raise refuse("err-ability-target")
    who = act.target
    if s.masters[who].out:
        raise refuse("err-target-out", master=s.masters[who].name)
    if t.has("other") and who == seat:
        raise refuse("err-bad-target")
    b = s.battle
    if t.has("battling") and (b is None or who not in (b.attacker, b.defender)):
        raise refuse("err-bad-target")
    return who


def seat_of_ref(s: State, seat: int, ref: str, target: int | None) -> int:
    b = s.battle
    if ref == "self":
        return seat
    if ref == "target":
        if target is None:
            raise refuse("err-ability-target")
        return target
    if b is None:
        raise refuse("err-ability-condition", card=ref)
    if ref == "attacker":
        return b.attacker
    if ref == "defender":
        return b.defender
    return b.defender if seat == b.attacker else b.attacker


def effects_of(s: State, seat: int, terms: tuple[Term, ...], target: int | None,
               roll: int | None = None) -> list[Effect]:
    """The script's effects as the generic actions of FA-REF-4 (``on`` faces read ``roll``)."""
    out: list[Effect] = []
    for t in terms:
        on = t.arg("on")
        if on and (roll is None or roll not in faces(int(on))):
            continue
        who = t.arg("who")
        at = seat_of_ref(s, seat, str(who), target) if isinstance(who, str) else seat
        if t.word == "stat":
            for stat in (STATS if t.arg("stat") == "all" else (t.arg("stat"),)):
                out.append(Effect("stat", at, stat, int(t.arg("amount")), str(t.arg("until"))))
        elif t.word in ("prana", "spells"):
            out.append(Effect(t.word, at, amount=int(t.arg("amount"))))
        elif t.word in ("draw", "discard", "take"):
            out.append(Effect(t.word, at, amount=int(t.arg("n"))))
        elif t.word == "state":
            out.append(Effect("state", at, card=SERVANT, value=str(t.arg("value"))))
        elif t.word in ("mark", "unmark"):
            out.append(Effect(t.word, at, text=str(t.arg("mark"))))
    return out


def run(cat: Catalogue, s: State, seat: int, ability: Ability, target: int | None, events: list[Event],
        number: int) -> None:
    """The effects in order; ``roll`` rolls the die once and the effects after it read it; ``negated-by``
    ends the ability there when the Servant it names has that skill face up (FA-STATE-5: none face down)."""
    from .effects import resolve
    from .stats import skills

    roll: int | None = None
    pending: list[Term] = []
    for t in ability.effects:
        if t.word == "roll":
            resolve(cat, s, seat, tuple(effects_of(s, seat, tuple(pending), target)), events, activation=number)
            pending = []
            roll = s.chance.roll(6, "effect", PUBLIC)
            s.rolls = [*s.rolls, roll]  # never changed in place: copies share it (State.fork)
            emit(events, "effect_roll", master=s.masters[seat].name, roll=roll)
        elif t.word == "negated-by":  # e.g. Gandr: an [Instinct] Servant makes the rest not happen
            if pending:
                resolve(cat, s, seat, tuple(effects_of(s, seat, tuple(pending), target, roll)), events,
                        activation=number)
                pending = []
            who = seat_of_ref(s, seat, str(t.arg("who")), target)
            skill = str(t.arg("skill")).replace("-", "_")
            if skill in skills(cat, s, who):
                emit(events, "negated", master=s.masters[who].name, skill=skill)
                return
        elif t.word == "vs-skill":
            b = s.battle
            other = None if b is None else (b.defender if seat == b.attacker else b.attacker)
            skill = str(t.arg("skill")).replace("-", "_")
            if other is not None and skill in skills(cat, s, other):
                amount = int(t.arg("amount"))
                pending += [Term("effect", "stat", (("stat", "all"), ("amount", amount), ("who", "self"),
                                                    ("until", "turn"), ("on", 0)))]
        else:
            pending.append(t)
        if roll is not None and pending:
            resolve(cat, s, seat, tuple(effects_of(s, seat, tuple(pending), target, roll)), events,
                    activation=number)
            pending = []
    if pending:
        resolve(cat, s, seat, tuple(effects_of(s, seat, tuple(pending), target, roll)), events, activation=number)


def permanent_sources(cat: Catalogue, s: State) -> list[tuple[int, str]]:
    """The cards whose [Permanent] stat effects are in force (FA-EFF-1), as (owner, card id): face-up cards
    of every Master in the game, the Servant's two cards in any state, Mystic Codes in any state
    (FA-STATE-3); only cards with a [Permanent] stat effect are listed. Several stat reads of one state
    (a battle's damage, the random Master's weights) share one list."""
    perm = cat.permanent_ids()
    out: list[tuple[int, str]] = []
    cards = s.cards
    for owner, m in enumerate(s.masters):
        if m.out:
            continue
        sv = m.servant
        if sv is not None and not sv.face_down:
            if sv.spirit in perm:
                out.append((owner, sv.spirit))
            if sv.klass in perm:
                out.append((owner, sv.klass))
        for c in m.field:
            if not c.face_down and cards[c.uid] in perm:
                out.append((owner, cards[c.uid]))
    return out


def permanent_bonus(cat: Catalogue, s: State, seat: int, stat: str,
                    sources: list[tuple[int, str]] | None = None) -> int:
    """[Permanent] stat effects in force on ``seat``'s Servant (FA-EFF-1), from :func:`permanent_sources`
    (given, or looked up now): what each card's [Permanent] stat effects, face up on its owner's side, give
    ``seat``'s ``stat`` (one loop, not a call per card: on every stat read)."""
    total = 0
    perm_stats = cat.permanent_stats
    for owner, cid in permanent_sources(cat, s) if sources is None else sources:
        for a, terms in perm_stats(cid):
            if a.conditions and not conditions_ok(a, s, owner):
                continue
            for which, who, amount in terms:
                if which != stat and which != "all":
                    continue
                if who == "target" or (who != "self" and s.battle is None):
                    continue
                if seat_of_ref(s, owner, who, None) == seat:
                    total += int(amount)
    return total

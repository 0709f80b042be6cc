"""The working context of one ``apply``: the catalogue, the state being built (a clone), the events.

Also the card arithmetic every rule module needs: current ATK/DEF with declared modifiers, keywords
from the data plus those given until end of turn, moving a card between zones, and the checks that
run after every action (destruction at DEF, life at 0: F-BTL-11, F-WIN-1, F-WIN-4).
"""

from __future__ import annotations

from operator import attrgetter
from typing import Any

from cards.core import JUDGE, PUBLIC, Audience, Event, set_event_audience, set_event_data, set_event_kind

from .catalogue import CardDef, Catalogue, Cost
from .state import ZONES, Card, State

_ATK = attrgetter("atk")
_new_event = object.__new__


class Ctx:
    __slots__ = ("cat", "s", "events", "paid", "settled")

    def __init__(self, cat: Catalogue, s: State) -> None:
        self.cat = cat
        self.s = s
        self.events: list[Event] = []
        # the last payment check_pay found (stones, cost, pool, the will each stone gives): pay, which comes
        # next, does not work it out again
        self.paid: tuple[tuple[int, ...], Cost, dict[str, int], list[tuple[str, ...]]] | None = None
        # True when the last rule step ended with :meth:`settle` and changed nothing it reads after (a pass
        # that resolved the chase's top): apply does not go through the same checks again
        self.settled = False

    def ev(self, kind: str, audience: Audience = PUBLIC, /, **data: Any) -> None:
        """:func:`cards.kit.apply.emit` written out (chance first): a post emits several events, and a call
        through ``**data`` would build each one's keywords twice."""
        chance = self.s.chance
        if chance.log:
            self.events.extend(chance.drain())
        e = _new_event(Event)  # Event.__init__ written out: its slots set through the same setters
        set_event_kind(e, kind)
        set_event_audience(e, audience)
        set_event_data(e, data)  # **data is a new dict every call, as the one Event.__init__ would give
        self.events.append(e)

    def judge(self, kind: str, /, **data: Any) -> None:
        self.ev(kind, JUDGE, **data)

    def defn(self, uid: int) -> CardDef:
        return self.cat.cards[self.s.cards[uid].cid]

    def nm(self, uid: int) -> dict[str, str]:
        """The names of the card as it is now (its J-ruler side on the field): the catalogue's one dict of
        them, which events share and never change."""
        c = self.s.cards[uid]
        cid = c.cid
        cat = self.cat
        j_ruler = cat.cards[cid].j_ruler
        if j_ruler:  # only a ruler has another side
            p = self.s.players[c.owner]
            if p.ruler == uid and p.j_side:
                cid = j_ruler
        return cat.card_names[cid]

    def nm_cid(self, cid: str) -> dict[str, str]:
        return self.cat.card_names[cid]

    def who(self, seat: int) -> str:
        return self.s.players[seat].name

    # --- statistics ------------------------------------------------------------------------------
    def face(self, uid: int) -> CardDef:
        """The card as it is now: a J-ruler on the field reads its J-ruler side."""
        c = self.s.cards[uid]
        d = self.cat.cards[c.cid]
        if d.j_ruler:  # only a ruler has another side
            p = self.s.players[c.owner]
            if p.ruler == uid and p.j_side:
                return self.cat.cards[d.j_ruler]
        return d

    def cont(self) -> tuple[dict[int, tuple[int, int]], dict[int, set[str]], set[str]]:
        """What continuous abilities give now (none when no scripted card with one is on the field)."""
        if not self.cat.continuous:
            return {}, {}, set()
        s = self.s
        if not self.cat.cont_keyed:  # a script reads more than the key below: never reuse a result
            return _abilities.continuous(self)
        # what continuous abilities read: who is on which field, J-rulers, modifiers (an ATK condition); kept
        # on the state, so a clone whose table is the same reuses it (the result is only ever read)
        p0, p1 = s.players
        mods = s.mods
        atk = sum(map(_ATK, mods)) if mods else 0  # map: no generator to resume per modifier
        cached = s.cont_cache
        if cached is not None and cached[0] is not None:  # compared part by part: a hit builds nothing
            k = cached[0]
            if k[0] == p0.field and k[1] == p1.field and k[2] == p0.j_side and k[3] == p1.j_side \
                    and k[4] == len(mods) and k[5] == atk and k[6] == id(self.cat):
                return cached[1]  # type: ignore[no-any-return]
        value = _abilities.continuous(self)
        # the fields are copied into the key (the state's own lists change in place); the settled table stays
        s.cont_cache = ((list(p0.field), list(p1.field), p0.j_side, p1.j_side, len(mods), atk, id(self.cat)), value,
                        None if cached is None else cached[2])
        return value

    def atk(self, uid: int) -> int:
        base = self.face(uid).atk or 0
        extra = self.cont()[0].get(uid, (0, 0))[0] if self.cat.continuous else 0
        mods = self.s.mods
        return max(0, base + extra + (sum(m.atk for m in mods if m.uid == uid) if mods else 0))

    def def_(self, uid: int) -> int:
        base = self.face(uid).def_ or 0
        extra = self.cont()[0].get(uid, (0, 0))[1] if self.cat.continuous else 0
        mods = self.s.mods
        return base + extra + (sum(m.def_ for m in mods if m.uid == uid) if mods else 0)

    def keywords(self, uid: int) -> set[str]:
        out = set(self.face(uid).keywords) | set(self.s.cards[uid].keywords)
        if self.cat.continuous:
            out |= self.cont()[1].get(uid, set())
        return out

    def flag(self, name: str) -> bool:
        """A rule a continuous ability sets now ("no-life-gain", "cannot-attack:<uid>")."""
        return bool(self.cat.continuous) and name in self.cont()[2]

    def released(self, uid: int, seat: int, word: str = "") -> bool:
        """F-AMB-15: a [Seal] (N) card's sealed text works while ``seat`` controls N or more magic stones (a
        card whose N is X or unknown: declared, so never by itself); a [Null] card's while his hand is empty."""
        d = self.defn(uid)
        if word == "null" or word != "seal" and "Null" in d.keywords:
            return not self.s.players[seat].hand
        if d.seal is None:
            return False
        return sum(1 for u in self.s.players[seat].field if self.defn(u).type == "Magic Stone") >= d.seal

    def has_printed(self, uid: int, keyword: str) -> bool:
        return keyword in self.defn(uid).keywords

    def has(self, uid: int, keyword: str) -> bool:
        """``keyword in self.keywords(uid)``, read part by part: the checks after an action and a battle ask
        for one keyword at a time, and building the union costs two sets a question."""
        if keyword in self.face(uid).keywords or keyword in self.s.cards[uid].keywords:
            return True
        return keyword in self.cat.cont_gives and keyword in self.cont()[1].get(uid, ())  # none: cont not asked

    def is_jr(self, uid: int) -> bool:
        return self.face(uid).is_jr and self.s.on_field(uid) is not None

    # --- zones -----------------------------------------------------------------------------------
    def take(self, uid: int) -> None:
        """Take a card out of whatever zone holds it (not the ruler slot)."""
        for p in self.s.players:
            for z in ZONES:
                zone = getattr(p, z)
                if uid in zone:
                    zone.remove(uid)
                    return

    def leave_field(self, uid: int) -> None:
        """What a card forgets when it leaves the field: damage, orientation, modifiers, given keywords."""
        c = self.s.mut(uid)
        c.host = None
        c.damage = 0
        c.rested = False
        c.keywords.clear()
        c.counters = 0
        if self.s.mods:
            self.s.mods = [m for m in self.s.mods if m.uid != uid]

    def put(self, uid: int, zone: str, top: bool = False) -> None:
        """Put a card into its owner's zone (taken from where it was). Field entry is recovered (F-STATE-1)."""
        s = self.s
        c = s.mut(uid)
        owner = s.players[c.owner]
        if owner.ruler == uid:
            raise ValueError("the ruler moves only by Judgment and destruction")
        holder = s.on_field(uid)
        was_field = holder is not None
        self.take(uid)
        if was_field:
            self.leave_field(uid)
            if zone == "graveyard" and holder is not None and self.defn(uid).type == "Resonator":
                s.players[holder].died += 1  # Draig: "put into a graveyard from your field this turn"
            if zone == "graveyard" and self.cat.scripts:
                _abilities.fire(self, "dies", uid)
                if self.defn(uid).type == "Resonator":
                    _abilities.fire(self, "resonator-dies", uid)
            if c.token:  # a token that leaves the field ceases to exist
                del s.cards[uid]
                self.ev("token_gone", card=self.nm_cid(c.cid))
                return
        target = getattr(owner, zone)
        if zone == "field":
            c.rested = False
            c.since_turn = s.turn
        if top and zone in ("deck", "stone_deck"):
            target.insert(0, uid)
        else:
            target.append(uid)

    def destroy(self, uid: int) -> None:
        """A destroyed card goes to the graveyard; a J-ruler returns to the ruler area (F-JUDG-5, F-JUDG-6)."""
        s = self.s
        seat = s.on_field(uid)
        if seat is None:
            return
        p = s.players[seat]
        name = self.nm(uid)
        if self.has(uid, "Eternal"):  # F-AMB-12: [Eternal] cannot be destroyed, by damage or by an effect
            self.ev("eternal_kept", seat=seat, card=name)
            return
        if p.ruler == uid:
            imperishable = self.has(uid, "Imperishable")
            rested = s.cards[uid].rested
            self.leave_field(uid)
            s.mut(uid).rested = rested
            p.j_side = False
            if not imperishable:
                p.judgment_lost = True
            self.ev("jruler_destroyed", seat=seat, card=name, imperishable=imperishable)
        else:
            self.put(uid, "graveyard")
            self.ev("destroyed", seat=seat, card=name)
        if s.battle is not None and s.battle.blocker == uid:
            s.battle.blocker = None  # F-BTL-8: the attacker battles its original target again

    def damage_card(self, uid: int, amount: int) -> None:
        amount = round_up(amount)
        if amount <= 0 or s_on(self, uid) is None:
            return
        if "~prevent" in self.s.cards[uid].keywords:
            self.ev("damage_prevented", card=self.nm(uid), amount=str(amount))
            return
        c = self.s.mut(uid)
        c.damage += amount
        self.ev("damage", seat=s_on(self, uid), card=self.nm(uid), amount=amount)
        if "~doom" in c.keywords:  # Guinevere's: banished when it is dealt damage this turn
            c.keywords.append("~doomed")

    def lose_life(self, seat: int, amount: int, why: str = "damage") -> None:
        amount = round_up(amount)
        if amount == 0:
            return
        p = self.s.players[seat]
        p.life -= amount
        self.ev("life", seat=seat, player=p.name, change=-amount, life=p.life, why=why)

    def gain_life(self, seat: int, amount: int) -> None:
        amount = round_up(amount)
        p = self.s.players[seat]
        if self.flag("no-life-gain"):
            self.ev("no_life_gain", seat=seat, player=p.name)
            return
        p.life += amount
        self.ev("life", seat=seat, player=p.name, change=amount, life=p.life, why="gain")
        if self.cat.scripts and amount > 0:
            _abilities.fire(self, "gains-life", -1, seat)

    # --- checks after every action ---------------------------------------------------------------
    def _due(self) -> tuple[list[int], list[int], list[int]]:
        """What the checks after an action must do now: J/resonators whose damage reaches their DEF
        (F-BTL-11), additions whose card is gone (F-TYPE-5), cards under Guinevere's mark that dealt or
        were dealt damage. One pass over the fields (the J-ruler first), with the DEF modifiers summed once.
        It runs after every action and a field is mostly magic stones: a card with no host and no marks
        that is no Resonator costs two look-ups."""
        s = self.s
        cards, res_def = s.cards, self.cat.resonator_def
        # what continuous abilities and modifiers give, read at the first J/resonator (a field of stones,
        # additions and regalia needs neither)
        cont: dict[int, tuple[int, int]] | None = None
        mod_def: dict[int, int] = {}
        doomed: list[int] = []
        fallen: list[int] = []
        banished: list[int] = []
        for p in s.players:
            ruler = p.ruler
            jrs: list[tuple[int, Card, int]] = []  # the J/resonators, each with its printed DEF
            if p.j_side and ruler is not None:
                c = cards[ruler]
                if c.host is not None and s.on_field(c.host) is None:
                    fallen.append(ruler)
                jrs.append((ruler, c, self.face(ruler).def_ or 0))
            for u in p.field:
                c = cards[u]
                if c.host is not None or c.keywords:  # an addition on its card, a mark
                    if c.host is not None and s.on_field(c.host) is None:
                        fallen.append(u)
                    if c.keywords and "~doomed" in c.keywords and u != ruler:
                        banished.append(u)
                if c.cid in res_def:  # a membership test, not a call: most field cards are stones
                    jrs.append((u, c, res_def[c.cid]))
            if not jrs:
                continue
            if cont is None:
                cont = self.cont()[0] if self.cat.continuous else {}
                for m in s.mods:
                    if m.def_:
                        mod_def[m.uid] = mod_def.get(m.uid, 0) + m.def_
            for u, c, base in jrs:
                extra = cont.get(u) if cont else None
                if c.damage >= base + (extra[1] if extra else 0) + (mod_def.get(u, 0) if mod_def else 0) \
                        and not self.has(u, "Eternal"):  # F-AMB-12
                    doomed.append(u)
        return doomed, fallen, banished

    def _table(self) -> tuple[Any, ...] | None:
        """All that :meth:`_due` reads — the field cards themselves (J-rulers included), the modifiers, the
        catalogue — when this state owns none of those cards (None when it does, or when continuous
        abilities read more than ``cont``'s key). A card a state does not own is shared and never changes in
        place again (``State.mut`` copies it first), so a table equal to one where nothing was due has
        nothing due."""
        s = self.s
        cat = self.cat
        if cat.continuous and not cat.cont_keyed:
            return None
        p0, p1 = s.players
        f0, f1 = p0.field, p1.field
        r0 = p0.ruler if p0.j_side else None
        r1 = p1.ruler if p1.j_side else None
        owned = s.owned
        if owned and (not owned.isdisjoint(f0) or not owned.isdisjoint(f1) or r0 in owned or r1 in owned):
            return None
        get = s.cards.__getitem__
        return (tuple(map(get, f0)), tuple(map(get, f1)), None if r0 is None else get(r0),
                None if r1 is None else get(r1), tuple(s.mods), id(cat))

    def settle(self) -> None:
        """Destroy J/resonators with damage ≥ DEF (F-BTL-11), then decide losses (F-WIN-1, F-WIN-4)."""
        s = self.s
        if s.phase == "over":
            return
        while True:
            # most posts change no field card: a table found settled before is not gone through again
            table = self._table()
            cached = s.cont_cache
            if table is not None and cached is not None and cached[2] == table:
                break
            doomed, fallen, banished = self._due()
            if not doomed and not fallen and not banished:
                if table is not None:
                    cached = s.cont_cache  # _due may have worked out what continuous abilities give
                    s.cont_cache = (None, None, table) if cached is None else (cached[0], cached[1], table)
                break
            for u in banished:
                self._doom_trigger(u)
            for u in doomed:
                self.destroy(u)
            for u in fallen:
                if s.on_field(u) is not None:
                    self.put(u, "graveyard")
                    self.ev("addition_fell", card=self.nm(u))
        p0, p1 = s.players
        if p0.life <= 0 or p0.lost or p1.life <= 0 or p1.lost:  # asked after every action: mostly no one lost
            losers = [i for i, p in enumerate(s.players) if p.life <= 0 or p.lost]
            self.finish(losers, "life" if all(s.players[i].life <= 0 for i in losers) else s.reason or "loss")

    def _doom_trigger(self, uid: int) -> None:
        """Guinevere's "when it deals or is dealt damage this turn, banish it" is a triggered ability: it goes
        on the chase at the next priority (F-CHASE-8), so both players may respond before the banish."""
        from .actions import Effect
        from .state import ChaseItem

        s = self.s
        c = s.mut(uid)
        c.keywords = [k for k in c.keywords if k != "~doomed"]
        holder = s.on_field(uid)
        if holder is None or any(i.source == uid and i.ability < 0 for i in (*s.triggered, *s.chase)):
            return  # gone already, or its banish is already waiting
        s.triggered.append(ChaseItem("auto", holder, uid, [Effect("move", target=("card", uid), word="graveyard")]))  # banish, F-AMB-24
        self.ev("doom_triggered", seat=holder, card=self.nm(uid))

    def finish(self, losers: list[int], reason: str) -> None:
        s = self.s
        if s.phase == "over":
            return
        for i in losers:
            s.players[i].lost = True
            if i not in s.losers:
                s.losers.append(i)
        s.phase = "over"
        s.priority = None
        s.reason = reason
        if len(losers) >= 2:
            s.draw = True
            self.ev("game_draw", reason=reason)
        else:
            s.winner = 1 - losers[0]
            self.ev("game_won", seat=s.winner, player=self.who(s.winner), loser=self.who(losers[0]), reason=reason)


def names(d: CardDef) -> dict[str, str]:
    """A card's name for people: English, and Russian in «» (the English one where none is known)."""
    return {"en": d.name_en, "ru": d.name_quoted_ru}


def quoted(d: CardDef, lang: str) -> str:
    """The name in the reader's language; a Russian text puts it in «» so it never reads as a stray word."""
    return d.name_quoted_ru if lang == "ru" else d.name_en


def round_up(amount: int) -> int:
    """Values are multiples of 100, rounded up (F-STATE-3)."""
    return -((-amount) // 100) * 100


def s_on(ctx: Ctx, uid: int) -> int | None:
    return ctx.s.on_field(uid)


# Imported here, at the end, because abilities reads Ctx from this module; not inside the methods that call
# it, because an import statement in a function body resolves its relative name again each time it runs
# (some 2.7 µs, on about half the replayed posts: cont's cache misses, a card put into a graveyard).
from . import abilities as _abilities  # noqa: E402

"""Card effects: placing cards, unit abilities, special cards, scorch, weather, draws.

A :class:`Resolver` works on a private copy of the state; if anything raises IllegalMove the copy
is dropped, so a refused post changes nothing. Choices come in a queue, in resolution order
(G-TURN-6): ``Medic > Medic, Archer @ranged`` revives a Medic that revives an Archer.
"""

from __future__ import annotations

import functools
from collections import Counter, deque
from collections.abc import Callable, Iterable
from itertools import compress, repeat

from cards.core import JUDGE, PUBLIC, Audience, Event, MoveError
from cards.kit.apply import emit, finish

from .actions import Choice
from .catalogue import Catalogue
from .model import AGILE, WEATHER, WEATHER_ROWS, CardDef, Faction
from .scoring import TENTHS, points, row_strengths, row_total, side_strengths, weather_rows
from .state import ROW_NAMES, State
from .texts import name as card_name
from .texts import names, refuse
from .texts import row as row_text
from .texts import text as T

NONE_TEXTS = {"none", "nothing", "no", "-", "нет", "ничего", "никого", "idle", "вхолостую"}


_ROW_SCORCHES = frozenset({"scorch_close", "scorch_ranged", "scorch_siege"})


def is_none(choice: Choice) -> bool:
    return choice.text.strip().lower() in NONE_TEXTS


@functools.lru_cache(maxsize=256)
def _muster_members(cat: Catalogue, group: str) -> frozenset[str]:
    """The ids of the cards of a muster group, once per catalogue and group (catalogues hash by identity)."""
    return frozenset(cid for cid, d in cat.cards.items() if d.muster_group == group)


@functools.lru_cache(maxsize=4096)
def _facts(cat: Catalogue, card_id: str) -> dict[str, object]:
    """CardDef.facts of one card, once per catalogue (catalogues hash by identity); never handed out as is."""
    return cat.card(card_id).facts()


class Resolver:
    def __init__(self, cat: Catalogue, state: State) -> None:
        self.cat = cat
        self.s = state
        self.events: list[Event] = []
        # emit(kind, audience=PUBLIC, **data): cards.kit.apply's emit with this post's events and chance bound,
        # called without a frame of ours (a post emits several events); a chance decision comes first
        self.emit: Callable[..., None] = functools.partial(emit, self.events, state.chance)

    # ---- small helpers -------------------------------------------------------------------
    def d(self, uid: int) -> CardDef:
        return self.cat.cards[self.s.cards[uid]]

    def cn(self, uid: int) -> dict[str, str]:
        d = self.cat.cards[self.s.cards[uid]]  # self.d(uid), without a call
        return {"en": d.name_en, "ru": d.name_ru or d.name_en}

    def info(self, uid: int) -> dict[str, object]:
        """A hand line's facts: names, strength, row and abilities (the dealing DM shows them); a new dict
        (and abilities list) each time, from the card's facts worked out once per catalogue."""
        f = _facts(self.cat, self.s.cards[uid])
        return {**f, "abilities": list(f["abilities"])}  # type: ignore[call-overload]

    def infos(self, uids: list[int]) -> list[dict[str, object]]:
        """:meth:`info` of each card of ``uids`` (a dealt hand, an exchange offer), looked up in C."""
        return [
            {**f, "abilities": list(f["abilities"])}  # type: ignore[call-overload]
            for f in map(_facts, repeat(self.cat), map(self.s.cards.__getitem__, uids))
        ]

    def pn(self, seat: int) -> str:
        return self.s.sides[seat].name

    def card_id(self, uid: int) -> str:
        return self.s.cards[uid]

    def flush_chance(self) -> None:
        """Move the chance decisions logged since the last event into the events, in order."""
        finish(self.events, self.s.chance)

    def bonus_active(self, seat: int, faction: Faction) -> bool:
        """Faction bonus of ``seat`` works: his faction, and not void by a mirror match (G-FB-0)."""
        me, opp = self.s.sides[seat], self.s.sides[1 - seat]
        return me.faction == faction and opp.faction != faction

    def resolve(self, text: str, uids: Iterable[int], what: str) -> int:
        """Find the card named ``text`` among ``uids`` (first matching copy). ``what`` names the pool
        in the refusals (``hand`` → ``what-hand`` / ``none-hand`` in refusals.ftl)."""
        pool = uids if isinstance(uids, list) else list(uids)  # only read
        if not pool:
            raise refuse(f"none-{what}")
        if text.startswith("#uid:"):  # a hand position, fixed when the post was parsed
            uid = int(text[5:])
            if uid in pool:
                return uid
            raise refuse(
                "r-not-here",
                card=card_name(self.d(uid)),
                what=T(f"what-{what}"),
                names=names(map(self.d, pool)),
            )
        cards = self.s.cards
        sole = self.cat.sole_exact(text)
        if sole is not None:  # the usual post: a card's name in full, and one card answers to it
            for u in pool:  # its first copy, as named_exactly below finds it, without a list of the pool's ids
                if cards[u] == sole:
                    return u
        cids = list(map(cards.__getitem__, pool))
        exact = self.cat.named_exactly(text, cids)
        if exact is not None:  # the name of one card of the pool, in full: no fuzzy matching needed
            return pool[cids.index(exact)]  # its first copy
        defs = {self.s.cards[u]: self.cat.card(self.s.cards[u]) for u in pool}
        try:
            found = self.cat.resolve(text, defs.values())
        except MoveError as e:
            raise refuse(
                "r-possible",
                reason=e.text,
                what=T(f"what-{what}"),
                names=names(defs.values()),
                suggestions=e.suggestions,
            ) from None
        for u in pool:
            if self.s.cards[u] == found.id:
                return u
        raise AssertionError("resolved card not in pool")

    def hand_card(self, seat: int, ref: int | str) -> int:
        side = self.s.sides[seat]
        if isinstance(ref, int):
            if ref not in side.hand:
                raise refuse("r-not-in-hand")
            return ref
        return self.resolve(ref, side.hand, "hand")

    # ---- zones ---------------------------------------------------------------------------
    def take_from_deck(self, seat: int, uid: int) -> None:
        side = self.s.sides[seat]
        deck = side.deck.copy()  # a new list: State.fork shares the deck
        deck.remove(uid)
        side.deck = deck
        if uid in side.undrawable:
            side.undrawable = side.undrawable - {uid}  # replaced: State.fork shares it
        if uid in side.offer:
            side.offer = [u for u in side.offer if u != uid]  # replaced: State.fork shares it

    def draw(self, seat: int, n: int, reason: str, *, now: bool = False) -> list[int]:
        """Random extra cards: the next usable numbers of the sample (G-DEAL-4, G-DEAL-5).

        In Hard they arrive only after the post (G-HARD-DOUBLE-4); ``now`` is for draws outside a post.
        """
        side = self.s.sides[seat]
        if self.s.variant.draws_after_post and reason != "deliver" and not now:
            side.pending_draws += n
            self.emit("draw_later", PUBLIC, player=self.pn(seat), count=n, reason=reason)
            return []
        got: list[int] = []
        for _ in range(n):
            nxt = next((u for u in side.deck if u not in side.undrawable), None)
            if nxt is None:
                break
            self.take_from_deck(seat, nxt)
            side.hand.append(nxt)
            got.append(nxt)
        self.emit("drew", PUBLIC, player=self.pn(seat), count=len(got), wanted=n, reason=reason)
        if got:
            self.emit(
                "drew_cards",
                Audience.player(seat),
                player=self.pn(seat),
                cards=[self.cn(u) for u in got],
                reason=reason,
            )
        return got

    def deliver_pending_draws(self, seat: int) -> None:
        side = self.s.sides[seat]
        n, side.pending_draws = side.pending_draws, 0
        if n:
            self.draw(seat, n, "deliver")

    def to_discard(self, uid: int, seat: int) -> None:
        d = self.d(uid)
        if d.kind is WEATHER:
            self.s.weather_discard = [*self.s.weather_discard, uid]  # replaced: State.fork shares it
        else:
            self.s.sides[seat].discard.append(uid)

    def remove_from_field(self, uid: int) -> tuple[int, str]:
        for seat, side in enumerate(self.s.sides):
            rows = side.rows
            for r in ROW_NAMES:
                if uid in rows[r]:
                    rows[r].remove(uid)
                    return seat, r
        raise AssertionError(f"card {uid} is not on the field")

    def leave_field(self, uid: int, dest: str) -> None:
        """A unit leaves the field during a round: to ``discard`` (destroyed) or ``hand`` is done by caller."""
        seat, row = self.remove_from_field(uid)
        if dest == "discard":
            self.to_discard(uid, seat)
        self.avenger(uid, seat, row)

    def avenger(self, uid: int, seat: int, row: str) -> None:
        """Kambi leaving the field summons Hemdall at once (G-SK-KAMBI-2, G-SK-KAMBI-5, A-28)."""
        d = self.d(uid)
        if not d.has("avenger") or not d.summons:
            return
        self.summon_token(seat, d.summons, row)

    def summon_token(self, seat: int, card_id: str, row: str) -> None:
        side = self.s.sides[seat]
        if any(self.s.cards[u] == card_id for u in side.field_cards()):
            self.emit("token_blocked", PUBLIC, player=self.pn(seat), card=self._def_name(card_id))
            return  # one Hemdall per half (G-SK-KAMBI-4, A-28)
        uid = self.s.new_uid(card_id, seat)
        tdef = self.cat.card(card_id)
        place = row if tdef.row in (None, AGILE) else tdef.row
        self.emit("summoned", PUBLIC, player=self.pn(seat), card=self.cn(uid), row=place, by="avenger")
        self.enter_field(seat, uid, place, deque(), controller=seat, announce=False)

    def _def_name(self, card_id: str) -> dict[str, str]:
        d = self.cat.card(card_id)
        return {"en": d.name_en, "ru": d.name_ru or d.name_en}

    # ---- placing units -------------------------------------------------------------------
    def unit_row(self, d: CardDef, row: str | None) -> str:
        if d.is_agile:
            if row not in ("close", "ranged"):
                raise refuse("r-agile-row", card=card_name(d))
            return row
        if row is not None and row != d.row:
            raise refuse("r-only-row", card=card_name(d), row=row_text(d.row))
        assert d.row is not None
        return d.row

    def mardroeme_in_row(self, seat: int, row: str) -> bool:
        side = self.s.sides[seat]
        if side.mardroeme[row] is not None:
            return True
        return any(self.d(u).has("mardroeme") and self.d(u).is_unit for u in side.rows[row])

    def transform_berserkers(self, seat: int, row: str) -> None:
        """Mardroeme turns berserkers into vildkaarls, for good (G-SK-MARD-1, G-SK-BERS-1..2)."""
        side = self.s.sides[seat]
        for u in side.rows[row]:
            d = self.d(u)
            if d.has("berserker") and d.transforms_to:
                before = self.cn(u)
                self.s.set_card(u, d.transforms_to)
                self.emit("transformed", PUBLIC, player=self.pn(seat), card=before, into=self.cn(u))

    def enter_field(
        self,
        side_seat: int,
        uid: int,
        row: str,
        q: deque[Choice],
        *,
        controller: int,
        announce: bool = True,
        via: str = "play",
    ) -> None:
        """A unit comes onto the field: its ability triggers however it came (G-CARD-6, G-MUSTER-9)."""
        d = self.d(uid)
        sides = self.s.sides
        sides[side_seat].rows[row].append(uid)
        if announce:
            self.emit(
                "placed",
                PUBLIC,
                player=sides[controller].name,
                side=sides[side_seat].name,
                card={"en": d.name_en, "ru": d.name_ru or d.name_en},  # self.cn(uid)
                row=row,
                via=via,
            )
        ab = d.abilities
        if not ab:  # most units: nothing triggers
            return
        if "berserker" in ab and self.mardroeme_in_row(side_seat, row):
            self.transform_berserkers(side_seat, row)
        if "mardroeme" in ab and d.is_unit:
            self.transform_berserkers(side_seat, row)  # Ermion (G-SK-ERMION-1)
        ab = self.d(uid).abilities  # a berserker's are the vildkaarl's now
        if "spy" in ab and side_seat != controller:
            self.draw(controller, self.s.variant.spy_draw, "spy")  # G-SPY-2, G-SPY-3
        if "medic" in ab:
            self.medic(controller, q)
        if "muster" in ab:
            self.muster(controller, uid)
        if "scorch" in ab:
            self.scorch_all(controller, q, source="unit")  # Clan Dimun Pirate (G-SK-DIMUN-1)
        if not ab.isdisjoint(_ROW_SCORCHES):
            # G-RSCORCH-1: the opponent's row of the type the unit stands in.
            self.row_scorch(controller, 1 - controller, row, cap=self.s.variant.unit_row_scorch_cap, q=q)

    def revive_targets(self, seat: int, *, heroes: bool = False, pile: list[int] | None = None) -> list[int]:
        pile = self.s.sides[seat].discard if pile is None else pile
        out = []
        for u in pile:
            d = self.d(u)
            if d.is_unit and (heroes or not d.is_hero):
                out.append(u)
        return out

    def medic(self, seat: int, q: deque[Choice]) -> None:
        """G-MEDIC-1..10: revive one non-hero unit from the own discard pile, straight onto the field."""
        targets = self.revive_targets(seat)
        if not targets:
            if q and is_none(q[0]):
                q.popleft()
            self.emit("medic_nothing", PUBLIC, player=self.pn(seat))
            return  # G-MEDIC-9
        if not q:
            raise refuse("r-medic-name", names=names(map(self.d, targets)))
        c = q.popleft()
        if is_none(c):
            return
        uid = self.resolve(c.text, targets, "revive")
        self.s.sides[seat].discard.remove(uid)
        self.put_unit(seat, uid, c, q, via="revive")

    def put_unit(self, seat: int, uid: int, c: Choice, q: deque[Choice], *, via: str) -> None:
        """Put a unit from outside the hand onto the field with the choices of ``c`` (A-41, G-AGILE-4)."""
        d = self.d(uid)
        row = self.unit_row(d, c.row)
        side_seat = seat if (c.own or not d.has("spy")) else 1 - seat
        self.enter_field(side_seat, uid, row, q, controller=seat, via=via)

    def muster(self, seat: int, uid: int) -> None:
        """G-MUSTER-1..4: the rest of the group comes from the deck only, at once."""
        group = self.d(uid).muster_group
        if not group:
            return
        side = self.s.sides[seat]
        members = _muster_members(self.cat, group).__contains__
        found = list(compress(side.deck, map(members, map(self.s.cards.__getitem__, side.deck))))  # in C
        if side.unsummonable:
            found = [u for u in found if u not in side.unsummonable]
        for u in found:  # all leave the deck at once, before any of them triggers (G-MUSTER-2)
            self.take_from_deck(seat, u)
        for u in found:
            d = self.d(u)
            row = d.row if d.row in ("close", "ranged", "siege") else "close"
            self.enter_field(seat, u, row, deque(), controller=seat, via="muster")

    # ---- specials ------------------------------------------------------------------------
    def play_special(
        self, seat: int, uid: int, row: str | None, q: deque[Choice], *, via: str = "play"
    ) -> None:
        d = self.d(uid)
        side = self.s.sides[seat]
        ab = d.abilities
        if row is not None and not ("horn" in ab or "mardroeme" in ab):
            raise refuse("r-no-row", card=card_name(d))  # never dropped: Scorch @close is no Scorch (issue 29)
        if d.kind is WEATHER:
            if "clear_weather" in ab:
                self.emit("played_special", PUBLIC, player=self.pn(seat), card=self.cn(uid), via=via)
                self.clear_weather()
                self.s.weather_discard = [*self.s.weather_discard, uid]  # G-WEATHER-11, G-WEATHER-12; replaced (State.fork)
            else:
                already = all(
                    r.value in weather_rows(self.cat, self.s) for a in ab for r in WEATHER_ROWS.get(a, ())
                )
                self.s.weather = [*self.s.weather, uid]  # replaced: State.fork shares it
                self.emit(
                    "weather", PUBLIC, player=self.pn(seat), card=self.cn(uid), already=already, via=via
                )
            return
        if "horn" in ab or "mardroeme" in ab:
            slot = side.horn if "horn" in ab else side.mardroeme
            if row is None:
                raise refuse("r-horn-row", card=card_name(d))
            if (
                slot[row] is not None
                or ("horn" in ab and row in side.crach_horn)
                or ("horn" in ab and row in side.leader_horn and not self.s.variant.horns_stack)
            ):
                raise refuse("r-horn-taken", row=row_text(row), card=card_name(d))
            if "horn" in ab:  # a new map, never changed in place: State.fork shares it
                side.horn = {**slot, row: uid}
            else:
                side.mardroeme = {**slot, row: uid}
            self.emit("placed_special", PUBLIC, player=self.pn(seat), card=self.cn(uid), row=row, via=via)
            if "mardroeme" in ab:
                self.transform_berserkers(seat, row)
            return
        if "decoy" in ab:
            self.decoy(seat, uid, q)
            return
        if "scorch" in ab:
            self.emit("played_special", PUBLIC, player=self.pn(seat), card=self.cn(uid), via=via)
            self.scorch_all(seat, q, source="card")
            side.discard.append(uid)  # G-SCORCH-6
            return
        if "faction_card" in ab:
            self.faction_card(seat, uid, q)
            return
        raise refuse("r-no-effect", card=card_name(d))

    def clear_weather(self) -> None:
        s = self.s  # new lists, never changed in place: State.fork shares them
        s.weather_discard = [*s.weather_discard, *s.weather]  # in the order they were played
        s.weather = []
        s.leader_weather = []
        self.emit("weather_cleared", PUBLIC)

    def decoy(self, seat: int, uid: int, q: deque[Choice]) -> None:
        """G-DECOY-1..7, A-9: a unit from the own half back to the hand; Decoy takes its place."""
        side = self.s.sides[seat]
        targets = [u for u in side.field_cards() if self.d(u).is_unit and not self.d(u).is_hero]
        if q and is_none(q[0]):
            q.popleft()
            targets = []
        elif targets and not q:
            raise refuse("r-decoy-name", names=names(map(self.d, targets)))
        if not targets:
            side.rows["close"].append(uid)
            self.emit("decoy_idle", PUBLIC, player=self.pn(seat), card=self.cn(uid))
            return
        c = q.popleft()
        target = self.resolve(c.text, targets, "own-units")
        row = side.row_of(target)
        assert row is not None
        idx = side.rows[row].index(target)
        side.rows[row][idx] = uid
        side.hand.append(target)
        self.s.set_owner(target, seat)  # an enemy spy taken back is his own card from now on (G-DECOY-3)
        self.emit("decoy", PUBLIC, player=self.pn(seat), card=self.cn(uid), target=self.cn(target), row=row)
        self.avenger(target, seat, row)

    def faction_card(self, seat: int, uid: int, q: deque[Choice]) -> None:
        """G-FCARD-1..9, A-27: summon any not-yet-involved card of the own deck list."""
        side = self.s.sides[seat]
        pool = [u for u in side.deck if u not in side.unsummonable]
        if not q:
            raise refuse("r-faction-card-name")
        c = q.popleft()
        target = self.resolve(c.text, pool, "deck")
        self.take_from_deck(seat, target)
        side.discard.append(uid)  # G-FCARD-4
        self.emit("faction_card", PUBLIC, player=self.pn(seat), card=self.cn(uid), target=self.cn(target))
        td = self.d(target)
        if td.is_unit:
            self.put_unit(seat, target, c, q, via="faction_card")
        else:
            self.play_special(seat, target, c.row, q, via="faction_card")

    # ---- scorch --------------------------------------------------------------------------
    def _cap_victims(self, victims: list[int], cap: int | None, seat: int, q: deque[Choice]) -> list[int]:
        """Hard caps (G-HARD-CAP-1..5, A-10, A-11): bond halves, then the 3/6 cap, acting player chooses."""
        if not self.s.variant.bond_half_cap:
            return victims
        # Bond cap: at most floor(n/2) of each group of >= 2 identical bonded cards in one row.
        kept: list[int] = []
        taken: Counter[tuple[int, str, str]] = Counter()
        for u in victims:
            d = self.d(u)
            seat_u = self.s.side_of_field(u)
            assert seat_u is not None
            row = self.s.sides[seat_u].row_of(u) or ""
            if d.has("tight_bond"):
                n = sum(1 for x in self.s.sides[seat_u].rows[row] if self.s.cards[x] == d.id)
                key = (seat_u, row, d.id)
                if n >= 2 and taken[key] >= n // 2:
                    continue
                taken[key] += 1
            kept.append(u)
        if cap is None or len(kept) <= cap:
            return kept
        chosen: list[int] = []
        pool = list(kept)
        while len(chosen) < cap:
            if not q and len({self.s.cards[u] for u in pool}) == 1:
                chosen.extend(pool[: cap - len(chosen)])  # identical copies: no choice to make
                break
            if not q:
                raise refuse("r-scorch-cap", cap=cap, names=names(map(self.d, pool)))
            c = q.popleft()
            u = self.resolve(c.text, pool, "tied")
            pool.remove(u)
            chosen.append(u)
        return chosen

    def _destroy(self, victims: list[int], source: dict[str, str] | None) -> None:
        for u in victims:
            seat_u = self.s.side_of_field(u)
            assert seat_u is not None
            name = self.cn(u)
            self.leave_field(u, "discard")
            self.emit("destroyed", PUBLIC, card=name, player=self.pn(seat_u), source=source)

    def scorch_all(self, seat: int, q: deque[Choice], *, source: str, only_side: int | None = None) -> None:
        """Scorch: the strongest non-hero unit(s) on the field die, own ones too (G-SCORCH-1..7)."""
        strengths: dict[int, int] = {}
        for s_ in range(len(self.s.sides)):
            if only_side is not None and s_ != only_side:
                continue
            for u, v in side_strengths(self.cat, self.s, s_).items():
                if not self.d(u).is_hero:
                    strengths[u] = v
        if not strengths:
            self.emit("scorch_nothing", PUBLIC)
            return
        top = max(strengths.values())
        victims = [u for u, v in strengths.items() if v == top]
        victims = self._cap_victims(victims, None, seat, q)
        self._destroy(victims, {"en": "Scorch", "ru": "Казнь"})

    def row_scorch(self, seat: int, target: int, row: str, *, cap: int | None, q: deque[Choice]) -> None:
        """G-RSCORCH-1..9: threshold on the whole row (heroes count), victims non-heroes only."""
        tot = row_total(self.cat, self.s, target, row)
        threshold = self.s.variant.row_scorch_threshold
        if tot < threshold * TENTHS:
            self.emit(
                "row_scorch_short",
                PUBLIC,
                player=self.pn(target),
                row=row,
                total=points(tot),
                threshold=threshold,
            )
            return
        strengths = {
            u: v for u, v in row_strengths(self.cat, self.s, target, row).items() if not self.d(u).is_hero
        }
        if not strengths:
            return
        top = max(strengths.values())
        victims = [u for u, v in strengths.items() if v == top]
        victims = self._cap_victims(victims, cap, seat, q)
        self._destroy(victims, {"en": "Scorch", "ru": "Казнь"})

    # ---- judge's eye ---------------------------------------------------------------------
    def note(self, text_en: str, text_ru: str) -> None:
        self.emit("judge_note", JUDGE, en=text_en, ru=text_ru)

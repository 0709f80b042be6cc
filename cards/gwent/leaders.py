"""Leader cards (spec §10): when one may be activated, and what each effect does."""

from __future__ import annotations

import functools
from collections import deque

from cards.core import JUDGE, PUBLIC, Audience, MoveError

from .actions import Choice, UseLeader
from .catalogue import Catalogue
from .model import CardDef
from .rules import Resolver, is_none
from .scoring import leader_blocked
from .state import State
from .texts import names, refuse

CLASSIC_PASSIVE = frozenset({"white_flame", "daisy", "hope", "treacherous", "bran"})  # G-LEAD-4
HARD_FREE = frozenset({"hope"})  # declared, spends no card slot

WEATHER_CHOICES = {
    "rain": "weather_rain",
    "torrential rain": "weather_rain",
    "ливень": "weather_rain",
    "fog": "weather_fog",
    "impenetrable fog": "weather_fog",
    "мгла": "weather_fog",
    "frost": "weather_frost",
    "biting frost": "weather_frost",
    "мороз": "weather_frost",
    "clear": "clear_weather",
    "clear weather": "clear_weather",
    "ясное небо": "clear_weather",
    "ясно": "clear_weather",
}


@functools.lru_cache(maxsize=16)
def dealable_ids(cat: Catalogue) -> frozenset[str]:
    """Ids that stand in some numbered deck; the rest are summon-only tokens (A-27 iv, A-28).

    Cached per catalogue (catalogues hash by identity), not recomputed per move."""
    return frozenset(e.card_id for entries in cat.decks.values() for e in entries)


def effect(d: CardDef) -> str:
    return _effect_of(d.abilities)


@functools.lru_cache(maxsize=1024)
def _effect_of(abilities: frozenset[str]) -> str:
    """A leader's effect from its abilities, once per set of abilities (asked on every turn by ``available``)."""
    return next(iter(sorted(abilities - {"hard_only"})), "")


def available(cat: Catalogue, s: State, seat: int) -> list[CardDef]:
    """Leader cards ``seat`` may activate now (G-LEAD-2, G-LDR-WFLAME-1, G-HARD-LEAD-1..4)."""
    side = s.sides[seat]
    if not s.variant.hard:
        return list(_classic_available(cat, tuple(side.leaders), tuple(s.sides[1 - seat].leaders),
                                       tuple(side.leaders_used)))
    if leader_blocked(cat, s, seat):
        return []
    if side.leader_round == s.round or len(side.leaders_used) >= s.variant.leaders_per_match:
        return []
    return [cat.card(lid) for lid in side.leaders if lid not in side.leaders_used]


@functools.lru_cache(maxsize=1024)
def _classic_available(
    cat: Catalogue, leaders: tuple[str, ...], opponents: tuple[str, ...], used: tuple[str, ...]
) -> tuple[CardDef, ...]:
    """Classic :func:`available`, which depends on the two sides' leaders and the used ones alone: once per
    combination (asked every turn, by the scripted player and by the auto-pass check)."""
    if any(cat.card(lid).has("white_flame") for lid in opponents):  # leader_blocked (G-LDR-WFLAME-1)
        return ()
    return tuple(
        d for lid in leaders if lid not in used and effect(d := cat.card(lid)) not in CLASSIC_PASSIVE
    )


def pick(res: Resolver, seat: int, name: str | None) -> CardDef:
    side = res.s.sides[seat]
    avail = available(res.cat, res.s, seat)
    if not avail:
        if leader_blocked(res.cat, res.s, seat):
            raise refuse("r-leader-blocked")
        if (
            not res.s.variant.hard
            and side.leaders
            and effect(res.cat.card(side.leaders[0])) in CLASSIC_PASSIVE
        ):
            raise refuse("r-leader-passive")
        raise refuse("r-no-leader")
    if name is None:
        if len(avail) == 1:
            return avail[0]
        raise refuse("r-which-leader", names=names(avail))
    exact = res.cat.named_exactly(name, [d.id for d in avail])  # the leader's name in full, as resolve reads it
    if exact is not None:
        return res.cat.cards[exact]
    return res.cat.resolve(name, avail)


def activate(res: Resolver, seat: int, step: UseLeader, q: deque[Choice]) -> CardDef:
    """Activate a leader: spends the turn (G-LEAD-3); may be used idle (G-LEAD-5).

    In Hard the step is recorded so that a White Flame on the next turn can cancel it.
    """
    s = res.s
    side = s.sides[seat]
    d = pick(res, seat, step.name)
    side.leaders_used = [*side.leaders_used, d.id]  # replaced, never changed in place (State.fork)
    side.leader_round = s.round
    res.emit("leader", PUBLIC, player=res.pn(seat), card={"en": d.name_en, "ru": d.name_ru or d.name_en})
    if not s.variant.hard:
        _effect(res, seat, d, step, q)
        s.last_leader = (seat, s.turn, d.id)
        return d
    from .cancel import record_since, snapshot

    before = snapshot(s)  # where the cards were and the leader markers, for the record
    _effect(res, seat, d, step, q)
    s.leader_undo = record_since(before, s, effect(d), seat)
    s.last_leader = (seat, s.turn, d.id)
    return d


def is_free(res: Resolver, seat: int, step: UseLeader) -> bool:
    """Hard Hope of the Aen Seidhe is declared, not played: it spends no card slot (A-24)."""
    if not res.s.variant.hard:
        return False
    try:
        return effect(pick(res, seat, step.name)) in HARD_FREE
    except MoveError:
        return False


def _effect(res: Resolver, seat: int, d: CardDef, step: UseLeader, q: deque[Choice]) -> None:  # noqa: C901 - a dispatch table of leader effects
    s = res.s
    side = s.sides[seat]
    if q and is_none(q[0]) and effect(d) not in ("reveal",):
        q.popleft()
        res.emit("leader_idle", PUBLIC, player=res.pn(seat))
        return
    ef = effect(d)
    opp = 1 - seat
    hard = s.variant.hard
    if ef in ("weather_rain", "weather_fog", "weather_frost"):
        if ef not in s.leader_weather:
            s.leader_weather = [*s.leader_weather, ef]  # replaced: State.fork shares it
        res.emit("leader_weather", PUBLIC, player=res.pn(seat), weather=ef)
    elif ef == "clear_weather":
        res.clear_weather()
    elif ef == "weather_choice":
        if not q:
            raise refuse("r-wild-hunt-weather")
        c = q.popleft()
        w = WEATHER_CHOICES.get(c.text.strip().lower())
        if w is None:
            raise refuse("r-weather-choice")
        if w == "clear_weather":
            res.clear_weather()
        else:
            if w not in s.leader_weather:
                s.leader_weather = [*s.leader_weather, w]  # replaced: State.fork shares it
            res.emit("leader_weather", PUBLIC, player=res.pn(seat), weather=w)
    elif ef in ("horn_siege", "horn_ranged", "horn_close"):
        horn_row = ef.split("_")[1]
        if not hard and side.horn[horn_row] is not None:  # G-LDR-SIEGEM-2, A-15(a)
            old = side.horn[horn_row]
            side.horn = {**side.horn, horn_row: None}  # replaced: State.fork shares it
            assert old is not None
            side.discard.append(old)
            res.emit("horn_replaced", PUBLIC, player=res.pn(seat), card=res.cn(old), row=horn_row)
        if horn_row not in side.leader_horn:
            side.leader_horn = [*side.leader_horn, horn_row]  # replaced (State.fork shares it)
        res.emit("leader_horn", PUBLIC, player=res.pn(seat), row=horn_row)
    elif ef in ("scorch_close", "scorch_ranged", "scorch_siege"):
        row: str | None = ef.split("_")[1]
        assert row is not None
        res.row_scorch(seat, opp, row, cap=s.variant.leader_row_scorch_cap, q=q)
    elif ef == "steel_forged":
        if hard:  # G-LDR-STEEL-2: a Scorch on the opponent's half only
            res.scorch_all(seat, q, source="leader", only_side=opp)
        else:
            res.row_scorch(seat, opp, "siege", cap=s.variant.leader_row_scorch_cap, q=q)
    elif ef == "reveal":
        n = s.variant.emperor_reveals
        opp_hand = s.sides[opp].hand
        if len(opp_hand) <= n:  # G-LDR-EMPEROR-5
            s.sides[opp].revealed = list(opp_hand)
            res.emit(
                "revealed", PUBLIC, player=res.pn(opp), cards=[res.cn(u) for u in opp_hand], by_judge=True
            )
        else:
            s.interrupts = [*s.interrupts, (opp, "reveal", {"count": n})]  # replaced: State.fork shares it
            res.emit("reveal_asked", PUBLIC, player=res.pn(opp), count=n)
    elif ef in ("take_own_discard", "take_opponent_discard", "bringer"):
        pile_seat = seat if ef != "take_opponent_discard" else opp
        if ef == "bringer" and hard:
            _bringer_hard(res, seat, q)
            return
        pile = s.sides[pile_seat].discard
        targets = res.revive_targets(pile_seat, pile=pile)
        if not targets:
            res.emit("leader_nothing", PUBLIC, player=res.pn(seat))
            return
        if not q:
            raise refuse("r-leader-discard-name")
        c = q.popleft()
        if is_none(c):
            return
        u = res.resolve(c.text, targets, "that-discard")
        pile.remove(u)
        side.hand.append(u)
        s.set_owner(u, seat)  # the taken card becomes his own (G-LDR-INVADER-3), e.g. for Crach (G-LDR-CRACH-3)
        res.emit("took_to_hand", PUBLIC, player=res.pn(seat), card=res.cn(u), from_player=res.pn(pile_seat))
    elif ef == "destroyer":
        _destroyer(res, seat, q)
    elif ef == "crach":
        if hard:  # G-LDR-CRACH-5, A-17: a standard Commander's Horn in a chosen own row
            row = step.row or (q.popleft().row if q else None)
            if row is None:
                raise refuse("r-crach-row")
            if side.horn[row] is not None or row in side.crach_horn:
                raise refuse("r-row-has-horn")
            side.crach_horn = [*side.crach_horn, row]  # a horn effect in the slot, not a card: ends with the round
            res.emit("leader_horn", PUBLIC, player=res.pn(seat), row=row)
        else:
            _crach_classic(res, seat, q)
    elif ef == "daisy" and hard:
        res.draw(seat, 2, "daisy")  # G-LDR-DAISY-2
    elif ef == "bran" and hard:
        side.bran_round = s.round  # G-LDR-BRAN-4
    elif ef == "hope" and hard:
        side.hope_round = s.round
    elif ef == "treacherous" and hard:
        row = step.row or (q.popleft().row if q else None)
        if row is None:
            raise refuse("r-treacherous-row")
        s.sides[opp].treacherous_rows = [*s.sides[opp].treacherous_rows, row]  # replaced (State.fork)
        res.emit("treacherous", PUBLIC, player=res.pn(seat), row=row)
    elif ef == "white_flame" and hard:
        _white_flame_hard(res, seat)
    elif ef == "valhalla":
        _valhalla(res, seat, q)
    elif ef == "helheim":
        _helheim(res)
    else:
        res.emit("leader_nothing", PUBLIC, player=res.pn(seat))


def _destroyer(res: Resolver, seat: int, q: deque[Choice]) -> None:
    """G-LDR-DESTROY-1..5, A-22: two hand cards to the discard, then one card of choice from the deck by DM."""
    side = res.s.sides[seat]
    if len(side.hand) < 2:  # A-22 (i)
        res.emit("leader_nothing", PUBLIC, player=res.pn(seat))
        return
    if len(q) < 2:
        raise refuse("r-destroyer-cards")
    for _ in range(2):
        c = q.popleft()
        u = res.resolve(c.text, side.hand, "hand")
        side.hand.remove(u)
        side.discard.append(u)
        res.emit("discarded", PUBLIC, player=res.pn(seat), card=res.cn(u))
    if q:  # Hard: the chosen card named at once, to be played in the same post (G-HARD-NOTE-4)
        take_card(res, seat, q.popleft().text)
    else:
        res.s.interrupts = [*res.s.interrupts, (seat, "take", {})]  # replaced: State.fork shares it
        res.emit("take_asked", PUBLIC, player=res.pn(seat))


def take_card(res: Resolver, seat: int, text: str) -> None:
    side = res.s.sides[seat]
    pool = [u for u in side.deck if u not in side.unsummonable]
    u = res.resolve(text, pool, "deck")
    res.take_from_deck(seat, u)
    side.hand.append(u)
    res.emit("took_from_deck", PUBLIC, player=res.pn(seat))
    res.emit("took_from_deck_card", Audience.player(seat), player=res.pn(seat), card=res.cn(u))


def _crach_classic(res: Resolver, seat: int, q: deque[Choice]) -> None:
    """G-LDR-CRACH-1..4, A-18: discard piles (own, opponent's or both) back into their decks."""
    s = res.s
    which = "both"
    if q:
        t = q.popleft().text.strip().lower()
        if t in ("own", "mine", "свой", "мой", "свою"):
            which = "own"
        elif t in ("opponent", "enemy", "противник", "противника", "чужой"):
            which = "opponent"
        elif t in ("both", "оба", "обе"):
            which = "both"
        else:
            raise refuse("r-crach-piles")
    seats = {"own": [seat], "opponent": [1 - seat], "both": [0, 1]}[which]
    moved: list[dict[str, str]] = []
    returned: dict[int, list[int]] = {0: [], 1: []}
    for p in seats:
        for u in list(s.sides[p].discard):
            if res.cat.card(s.cards[u]).id and _dealable(res, u):
                s.sides[p].discard.remove(u)
                returned[s.owner[u]].append(u)
    for u in list(s.weather_discard):
        if s.owner[u] in seats:
            s.weather_discard = [x for x in s.weather_discard if x != u]  # replaced: State.fork shares it
            returned[s.owner[u]].append(u)
    for p, uids in returned.items():
        s.chance.shuffle(uids, f"cards back into the deck of {s.sides[p].name}", JUDGE, show=res.card_id)
        s.sides[p].deck = [*s.sides[p].deck, *uids]  # replaced: State.fork shares it
        moved.extend(res.cn(u) for u in uids)
    res.emit("crach", PUBLIC, player=res.pn(seat), which=which, cards=moved)


def _dealable(res: Resolver, uid: int) -> bool:
    """Every card of a pile goes back, a card without a deck number too (a house card, a scenario's
    inline card); only what the sheet marks as a summon-only token (Hemdall, A-28) stays out. A
    transformed berserker is still the physical deck card and goes back as the vildkaarl (G-SK-BERS-4)."""
    return res.s.cards[uid] not in summon_only_ids(res.cat)


@functools.lru_cache(maxsize=16)
def summon_only_ids(cat: Catalogue) -> frozenset[str]:
    """What the sheet marks as summon-only: a card named in another card's ``summons`` column
    (Kambi → Hemdall, A-28). Cached per catalogue (catalogues hash by identity)."""
    return frozenset(d.summons for d in cat.cards.values() if d.summons)


def _bringer_hard(res: Resolver, seat: int, q: deque[Choice]) -> None:
    """G-LDR-BRINGER-2, A-21: revive a non-hero unit from either discard pile onto the own half."""
    s = res.s
    pool = res.revive_targets(seat) + res.revive_targets(1 - seat)
    if not pool or (q and is_none(q[0])):
        res.emit("leader_nothing", PUBLIC, player=res.pn(seat))
        return
    if not q:
        raise refuse("r-bringer-name")
    c = q.popleft()
    u = res.resolve(c.text, pool, "all-discards")
    for side in s.sides:
        if u in side.discard:
            side.discard.remove(u)
    res.put_unit(seat, u, c, q, via="revive")


def _valhalla(res: Resolver, seat: int, q: deque[Choice]) -> None:
    """G-LDR-VALHALLA-1, A-20: one hero (ability triggers) or one non-hero unit from the own pile."""
    pool = res.revive_targets(seat, heroes=True)
    if not pool or (q and is_none(q[0])):
        res.emit("leader_nothing", PUBLIC, player=res.pn(seat))
        return
    if not q:
        raise refuse("r-valhalla-name")
    c = q.popleft()
    u = res.resolve(c.text, pool, "own-discard-units")
    res.s.sides[seat].discard.remove(u)
    res.put_unit(seat, u, c, q, via="revive")


def _helheim(res: Resolver) -> None:
    """G-LDR-HELHEIM-1, A-19: all discard piles back to the decks, never to be summoned or drawn."""
    s = res.s
    for p, side in enumerate(s.sides):
        for u in list(side.discard):
            if _dealable(res, u):
                side.discard.remove(u)
                owner = s.sides[s.owner[u]]
                owner.deck = [*owner.deck, u]  # replaced: State.fork shares it
                owner.undrawable = {*owner.undrawable, u}  # replaced: State.fork shares them
                owner.unsummonable = {*owner.unsummonable, u}
        del p
    for u in list(s.weather_discard):
        s.weather_discard = [x for x in s.weather_discard if x != u]  # replaced: State.fork shares it
        owner = s.sides[s.owner[u]]
        owner.deck = [*owner.deck, u]  # replaced: State.fork shares it
        owner.undrawable = {*owner.undrawable, u}  # replaced: State.fork shares them
        owner.unsummonable = {*owner.unsummonable, u}
    res.emit("helheim", PUBLIC)


def _white_flame_hard(res: Resolver, seat: int) -> None:
    """G-LDR-WFLAME-3/4: right after the opponent's leader it cancels that effect; before any leader of his
    in this round it forbids his leaders for the rest of the round, and they stay unused."""
    s = res.s
    opp = 1 - seat
    last = s.last_leader
    if last is not None and last[0] == opp and last[1] == s.turn - 1 and s.leader_undo is not None:
        from .cancel import cancel

        undo = s.leader_undo
        s.leader_undo = None
        cancel(res, undo)  # the cancelled leader still counts as used
        return
    if s.sides[opp].leader_round == s.round:
        res.emit("leader_nothing", PUBLIC, player=res.pn(seat))
        return
    s.sides[opp].leaders_blocked_round = s.round
    res.emit("white_flame_block", PUBLIC, player=res.pn(seat), opponent=res.pn(opp))

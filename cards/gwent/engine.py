"""The referee's procedure for one post: who may act, turns, passes, rounds, the match (spec §3, §9, §12)."""

from __future__ import annotations

from collections import deque
from typing import Any

from cards.core import PUBLIC, Audience, Decision, Event, IllegalMove, NotAMove

from . import leaders
from .actions import (
    Action,
    Choice,
    Concede,
    Exchange,
    First,
    HopeMove,
    Keep,
    Pass,
    PlayCard,
    Reveal,
    Revive,
    SubmitDeck,
    Take,
    Turn,
    UseLeader,
)
from .cancel import extend, is_chosen_card, snapshot
from .catalogue import Catalogue
from .model import Faction
from .parser import excerpt
from .rules import Resolver, is_none
from .scoring import Scores, as_number, passive_leader, points, scores
from .setup import exchange, submit_deck
from .state import DECKS, EXCHANGE, FIRST, KEEP, OVER, PLAY, REVIVE, Phase, RoundResult, State
from .texts import joined, refuse
from .texts import name as card_name
from .texts import text as T


def pending(state: State) -> list[Decision]:
    """Whose decision the match waits for; sometimes both at once (the exchange). Each has the id the judge
    keys on (:meth:`GwentGame.pending`): ``kind:seat``, and for a decision of the play (a turn, a Scoia'tael,
    Monsters or Skellige choice, an interrupt) the round, turn and posts of an unlimited turn, which tell it
    from the next one of its kind."""
    s = state
    phase = s.phase
    if phase is PLAY:
        if not s.interrupts:  # the common case first
            seat = s.to_move
            return [Decision(seat, "turn", False, {"turn": s.turn, "unlimited": s.unlimited}, _play_id("turn", seat, s))]
        seat, kind, data = s.interrupts[0]
        return [Decision(seat, kind, kind == "take", data, _play_id(kind, seat, s))]
    if phase is OVER:
        return []
    if phase is DECKS:
        return [_DECK_ASKS[i] for i, side in enumerate(s.sides) if not side.deck_ready]
    if phase is EXCHANGE:
        return [_EXCHANGE_ASKS[i] for i, side in enumerate(s.sides) if not side.exchanged]
    if phase is FIRST:
        seat = _scoiatael(s)
        return [Decision(seat, "first", False, {}, _play_id("first", seat, s))]
    if phase is KEEP:
        seat = _bonus_seat(s, Faction.MONSTERS)
        return [Decision(seat, "keep", False, {}, _play_id("keep", seat, s))]
    if phase is REVIVE:
        seat = _bonus_seat(s, Faction.SKELLIGE)
        return [Decision(seat, "revive", False, {}, _play_id("revive", seat, s))]
    return []


_DECK_ASKS = tuple(Decision(i, "deck", True, {}, f"deck:{i}") for i in range(2))
_EXCHANGE_ASKS = tuple(Decision(i, "exchange", True, {}, f"exchange:{i}") for i in range(2))
"""Each seat's ask for a deck list and for the exchange, made once (:func:`pending`, asked several times a setup
post: the judge, the scripted player, apply); the same every match, so kept (decisions are values: read,
never changed)."""


def _play_id(kind: str, seat: int, s: State) -> str:
    """:func:`play_id` of the state's round, turn and posts of an unlimited turn."""
    return play_id(kind, seat, s.round, s.turn, s.unlimited_posts)


def play_id(kind: str, seat: int, rnd: int, turn: int, posts: int) -> str:
    """A decision of the play's id (:func:`pending`; GwentGame.pending keeps a plain turn's): kind, seat,
    round, turn and posts of an unlimited turn."""
    return f"{kind}:{seat}:r{rnd}t{turn}u{posts}"


def _waiting_kinds(state: State, seat: int) -> set[str]:
    """The kinds of decision ``seat`` owes now (what :func:`pending` says, without building Decisions)."""
    s = state
    if s.phase is PLAY and not s.interrupts:
        return {"turn"} if s.to_move == seat else set()
    return {d.kind for d in pending(state) if d.seat == seat}


def early_pass_ok(state: State, seat: int, action: Action) -> bool:
    """A-42 (Hard): a pass posted out of turn is accepted and takes effect at the start of his next turn."""
    s = state
    return (
        s.variant.hard
        and s.phase is PLAY
        and not s.interrupts
        and seat != s.to_move
        and not s.sides[seat].passed
        and not s.sides[seat].pass_queued
        and isinstance(action, Turn)
        and bool(action.steps)
        and all(isinstance(st, Pass) for st in action.steps)
    )


def _bonus_seat(s: State, faction: Faction) -> int:
    for i, side in enumerate(s.sides):
        if side.faction == faction and s.sides[1 - i].faction != faction:
            return i
    return -1


def _scoiatael(s: State) -> int:
    return _bonus_seat(s, Faction.SCOIATAEL)


def apply(cat: Catalogue, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
    """Apply one action for ``seat``; the input state is never changed (a refused post changes nothing)."""
    if type(action) is Turn and seat == state.to_move and state.phase is PLAY and not state.interrupts:
        # the common post: his turn, nothing else asked (what the checks below find, without a set of kinds)
        s = state.fork()
        res = Resolver(cat, s)
        _turn(res, seat, action)
        res.flush_chance()
        return s, res.events
    if isinstance(action, Concede):
        return _concede(state, seat)
    kinds = _waiting_kinds(state, seat)
    want = _kind_of(action)
    if want == "turn" and state.variant.hard and early_pass_ok(state, seat, action):
        s = state.fork()
        s.sides[seat].pass_queued = True
        return s, [Event("pass_queued", PUBLIC, {"player": s.sides[seat].name})]
    if want not in kinds:
        if want in ("take", "first") and not any(d.kind == want for d in pending(state)):
            # "take your time", "first of all…": chat in the thread while nobody is asked to take or choose
            raise NotAMove("not a move")
        raise _not_now(state, seat, want, kinds)
    s = state.fork()  # shares what the engine only replaces (State.fork); a refused post drops it
    res = Resolver(cat, s)
    if isinstance(action, Turn):
        _turn(res, seat, action)
    elif isinstance(action, Exchange):
        exchange(res, seat, action)
    elif isinstance(action, SubmitDeck):
        submit_deck(res, seat, action)
    elif isinstance(action, Keep):
        _keep(res, seat, action)
    elif isinstance(action, First):
        _first(res, seat, action)
    elif isinstance(action, Revive):
        _revive(res, seat, action)
    elif isinstance(action, Reveal):
        _reveal(res, seat, action)
    elif isinstance(action, Take):
        s.interrupts = s.interrupts[1:]  # replaced, never changed in place: State.fork shares it
        before = snapshot(s)  # where the cards were (the leader record)
        leaders.take_card(res, seat, action.card)
        undo = s.leader_undo
        if s.variant.hard and undo is not None and undo["effect"] == "destroyer" and undo["seat"] == seat:
            s.leader_undo = extend(undo, before, s)  # the card taken by DM is the leader's effect too (G-LDR-DESTROY-6)
        after_interrupts(res)
    res.flush_chance()
    return s, res.events


def _concede(state: State, seat: int) -> tuple[State, list[Event]]:
    """The poster loses the match now, whatever is pending (issue 29; as the other games' ``concede``)."""
    if state.phase is OVER:
        raise refuse("not-now-over")
    s = state.fork()
    s.phase = Phase.OVER
    s.interrupts = []  # replaced, never changed in place: State.fork shares it
    s.winner = 1 - seat
    return s, [
        Event("conceded", PUBLIC, {"player": s.sides[seat].name}),
        Event("match_end", PUBLIC, {"winner": s.sides[s.winner].name, "draw": False}),
    ]


_KINDS: dict[type, str] = {
    Turn: "turn",
    Exchange: "exchange",
    SubmitDeck: "deck",
    Keep: "keep",
    First: "first",
    Revive: "revive",
    Reveal: "reveal",
    Take: "take",
}


def _kind_of(action: Action) -> str:
    return _KINDS[type(action)]


def _not_now(state: State, seat: int, want: str, kinds: set[str]) -> IllegalMove:
    waiting = pending(state)
    if not waiting:
        return refuse("not-now-over")
    if not kinds:
        who = ", ".join(sorted({state.sides[d.seat].name for d in waiting}))
        return refuse("not-now-other", who=who)
    return refuse("not-now", asks=joined([T(f"not-now-{k}") for k in sorted(kinds)], "; "))


# ---- a turn ---------------------------------------------------------------------------------
def _count_steps(res: Resolver, seat: int, action: Turn) -> tuple[list[PlayCard | UseLeader], int, int]:
    """The card plays of a post (a Hard Hope declaration is free, A-24, and does not count), and how many
    passes and Hope moves it has, in one pass over its steps."""
    cards: list[PlayCard | UseLeader] = []
    passes = moves = 0
    for st in action.steps:
        if isinstance(st, PlayCard):
            cards.append(st)
        elif isinstance(st, Pass):
            passes += 1
        elif isinstance(st, HopeMove):
            moves += 1
        elif isinstance(st, UseLeader) and not leaders.is_free(res, seat, st):
            cards.append(st)
    return cards, passes, moves


def _turn(res: Resolver, seat: int, action: Turn) -> None:
    s = res.s
    side = s.sides[seat]
    v = s.variant
    cards, passes, moves = _count_steps(res, seat, action)
    if moves > 1:
        raise refuse("r-hope-one-move")
    if passes and (passes > 1 or not isinstance(action.steps[-1], Pass)):
        raise refuse("r-pass-last")
    if passes and cards and not v.double_move:
        raise refuse("r-pass-alone")
    limit = v.cards_per_turn(s.turn)
    if not cards and not passes:
        raise refuse("r-card-or-pass")
    if not s.unlimited and len(cards) > limit:
        raise refuse("r-turn-limit", limit=limit)
    res.emit("post", PUBLIC, player=side.name, turn=s.turn)
    for st in action.steps:
        if isinstance(st, PlayCard):
            q = deque(st.choices)
            uid = res.hand_card(seat, st.card)
            before = snapshot(s) if s.leader_undo is not None and is_chosen_card(s, seat, uid) else None  # where the cards were (the leader record)
            side.hand.remove(uid)
            d = res.d(uid)
            spy = "spy" in d.abilities
            if st.own and not (d.is_unit and spy):
                raise refuse("r-no-own", card=card_name(d))  # @own is for a spy only, never dropped (issue 29)
            if d.is_unit:
                row = res.unit_row(d, st.row)
                side_seat = seat if (st.own or not spy) else 1 - seat
                res.enter_field(side_seat, uid, row, q, controller=seat)
            else:
                res.play_special(seat, uid, st.row, q)
            _no_leftovers(q)
            if before is not None and s.leader_undo is not None:
                s.leader_undo = extend(s.leader_undo, before, s)  # A-22 (iii): a White Flame undoes the chosen card too
        elif isinstance(st, UseLeader):
            q = deque(st.choices)
            leaders.activate(res, seat, st, q)
            _no_leftovers(q)
        elif isinstance(st, HopeMove):
            _hope_move(res, seat, st)
    passed = bool(passes) or (v.double_move and not s.unlimited and len(cards) < limit)
    if passed and not passes:
        res.emit("auto_pass_short", PUBLIC, player=res.pn(seat))  # G-HARD-DOUBLE-6
    end_of_post(res, seat, passed)


def _no_leftovers(q: deque[Choice]) -> None:
    if q:
        extra = ", ".join(c.text for c in q)
        raise refuse("r-unused-targets", targets=excerpt(extra))  # a short excerpt only (issue 8)


def _hope_move(res: Resolver, seat: int, st: HopeMove) -> None:
    """G-LDR-HOPE-1, A-25: move own agile units between melee and ranged, once per turn."""
    s = res.s
    side = s.sides[seat]
    active = passive_leader(res.cat, s, seat, "hope") if not s.variant.hard else side.hope_round == s.round
    if not active:
        raise refuse("r-hope-only")
    for c in st.moves:
        agile = [u for u in side.field_cards() if res.d(u).is_agile and res.d(u).is_unit]
        u = res.resolve(c.text, agile, "agile")
        if c.row not in ("close", "ranged"):
            raise refuse("r-hope-row")
        old = side.row_of(u)
        assert old is not None
        side.rows[old].remove(u)
        side.rows[c.row].append(u)
        res.emit("moved", PUBLIC, player=res.pn(seat), card=res.cn(u), row=c.row)


def _can_act(res: Resolver, seat: int) -> bool:
    """A-5: a player with an empty hand and no leader he may activate is auto-passed (G-PASS-6)."""
    if res.s.sides[seat].hand:
        return True
    taking = any(i[0] == seat and i[1] == "take" for i in res.s.interrupts)  # Destroyer's card, not random
    return taking or bool(leaders.available(res.cat, res.s, seat))


def end_of_post(res: Resolver, seat: int, passed: bool) -> None:
    s = res.s
    side = s.sides[seat]
    if passed:
        side.passed = True
        res.emit("passed", PUBLIC, player=res.pn(seat))
    elif s.variant.hard and not s.unlimited and not side.hand and not _can_act(res, seat):
        side.passed = True  # checked before the turn's extra cards arrive
        res.emit("auto_passed", PUBLIC, player=res.pn(seat))
    if side.pending_draws:  # Hard (G-HARD-DOUBLE-4)
        res.deliver_pending_draws(seat)
    if not s.variant.hard and not side.passed and not side.hand and not _can_act(res, seat):
        # G-PASS-6, A-5 (Classic): out of cards at the end of his own post, after its draws arrived
        side.passed = True
        res.emit("auto_passed", PUBLIC, player=res.pn(seat))
    if s.interrupts:
        return  # e.g. the opponent must reveal, or a card is taken by DM; the turn goes on after
    advance(res, seat)


def after_interrupts(res: Resolver) -> None:
    s = res.s
    if not s.interrupts and s.phase is PLAY:
        advance(res, s.to_move)


def _would_win(res: Resolver, seat: int, a: int, b: int) -> bool:
    """With totals ``a`` (his) and ``b`` (the opponent's), would ``seat`` win the round now?"""
    if a != b:
        return a > b
    return res.bonus_active(seat, Faction.NILFGAARD)  # G-FB-NG-1, A-8


def advance(res: Resolver, actor: int) -> None:
    """After ``actor``'s post: end the round or give the next turn (G-PASS-2, G-PASS-5, A-8)."""
    s = res.s
    opp = 1 - actor
    me, other = s.sides[actor], s.sides[opp]
    if me.passed and other.passed:
        end_round(res)
        return
    if other.passed and not me.passed:
        # Unlimited moves: the round ends once the remaining player would win.
        s.unlimited_posts += 1
        totals = scores(res.cat, s).totals
        a, b = totals[actor], totals[opp]
        enough = _would_win(res, actor, a, b)
        res.emit(
            "enough" if enough else "not_enough",
            PUBLIC,
            player=res.pn(actor),
            score=points(a),
            opponent_score=points(b),
        )
        if enough:
            end_round(res)
            return
        nxt = actor
    elif me.passed and not other.passed:
        s.unlimited = True
        nxt = opp
    else:
        nxt = opp
    s.turn += 1
    s.to_move = nxt
    if s.sides[nxt].pass_queued:
        s.sides[nxt].pass_queued = False
        s.sides[nxt].passed = True
        res.emit("passed", PUBLIC, player=res.pn(nxt))
        advance(res, nxt)
        return
    if not s.sides[nxt].hand and not _can_act(res, nxt):  # (a hand is enough: the usual turn)
        s.sides[nxt].passed = True
        res.emit("auto_passed", PUBLIC, player=res.pn(nxt))
        advance(res, nxt)
        return
    if s.sides[1 - nxt].passed:
        s.unlimited = True
    res.emit(
        "turn_start",
        PUBLIC,
        turn=s.turn,
        player=s.sides[nxt].name,
        card_count=(0 if s.unlimited else s.variant.cards_per_turn(s.turn)),
    )


# ---- round end and between rounds -----------------------------------------------------------
def end_round(res: Resolver) -> None:
    """G-ROUND-1..3, G-MATCH-1..2: score the round, take lives, end the match or start the cleanup."""
    s = res.s
    sc = scores(res.cat, s)
    totals = sc.totals
    if totals[0] != totals[1]:
        winner: int | None = 0 if totals[0] > totals[1] else 1
    elif res.bonus_active(0, Faction.NILFGAARD):
        winner = 0
    elif res.bonus_active(1, Faction.NILFGAARD):
        winner = 1
    else:
        winner = None
    for i in range(2):
        if winner is None or winner != i:
            s.sides[i].lives -= 1
        s.sides[i].round_scores = [*s.sides[i].round_scores, _num(totals[i])]  # replaced: State.fork shares it
    s.results = [*s.results, RoundResult(s.round, [_num(x) for x in totals], winner)]  # replaced (State.fork)
    res.emit(
        "round_end",
        PUBLIC,
        round=s.round,
        scores=[_num(x) for x in totals],
        players=[side.name for side in s.sides],
        winner=None if winner is None else res.pn(winner),
        lives=[side.lives for side in s.sides],
        table=_public_table(res, sc),  # G-JUDGE-END-2: the final table of the round is posted as a copy
    )
    dead = [i for i in range(2) if s.sides[i].lives <= 0]
    if dead:
        s.phase = Phase.OVER
        s.interrupts = []  # replaced, never changed in place: State.fork shares it
        if len(dead) == 2:
            s.draw = True
            res.emit("match_end", PUBLIC, winner=None, draw=True)
        else:
            s.winner = 1 - dead[0]
            res.emit("match_end", PUBLIC, winner=res.pn(s.winner), draw=False)
        return
    # Kambi still on the field: Hemdall at the start of the next round (G-SK-KAMBI-3).
    for side in s.sides:
        side.kambi_hemdall = [
            (row, res.d(u).summons or "")
            for row in ("close", "ranged", "siege")
            for u in side.rows[row]
            if res.d(u).has("avenger") and res.d(u).summons
        ]
    mo = _bonus_seat(s, Faction.MONSTERS)
    if mo >= 0 and _keepable(res, mo):
        s.phase = Phase.KEEP
        res.emit("ask_keep", PUBLIC, player=res.pn(mo))
        return
    _after_keep(res, None)


def _public_table(res: Resolver, sc: Scores) -> dict[str, Any]:
    """The public view of the table; ``sc``: its scores, worked out by the round's end just before (the
    lives, round scores and results it changed since are no part of them)."""
    from .views import view_scored

    return view_scored(res.cat, res.s, PUBLIC, sc)


def _num(tenths: int) -> float | int:
    return as_number(tenths)


def _keepable(res: Resolver, seat: int) -> list[int]:
    side = res.s.sides[seat]
    return [u for u in side.field_cards() if res.d(u).is_unit and not res.d(u).is_hero]


def _keep(res: Resolver, seat: int, action: Keep) -> None:
    """G-FB-MO-1..4, A-30: one non-hero unit of the Monsters half stays."""
    kept = None
    if action.card is not None:
        kept = res.resolve(action.card, _keepable(res, seat), "keepable")
        res.emit("kept", PUBLIC, player=res.pn(seat), card=res.cn(kept))
    else:
        res.emit("kept_none", PUBLIC, player=res.pn(seat))
    _after_keep(res, kept)


def _cleanup(res: Resolver, kept: int | None) -> None:
    """G-ROUND-4, G-ROUND-7, G-WEATHER-12: the field to the discard piles; effects end."""
    s = res.s
    for seat, side in enumerate(s.sides):
        for row in ("close", "ranged", "siege"):
            for u in list(side.rows[row]):
                if u == kept:
                    continue
                side.rows[row].remove(u)
                res.to_discard(u, seat)
            for horn in (True, False):
                slot = side.horn if horn else side.mardroeme
                held = slot[row]
                if held is not None:
                    if horn:  # new maps, never changed in place: State.fork shares them
                        side.horn = {**slot, row: None}
                    else:
                        side.mardroeme = {**slot, row: None}
                    if held in s.cards:
                        side.discard.append(held)
        side.leader_horn = []  # new lists, never cleared in place: State.fork shares them
        side.crach_horn = []
        side.treacherous_rows = []
        side.passed = False
        side.revealed = [u for u in side.revealed if u in side.hand]
    s.weather_discard = [*s.weather_discard, *s.weather]  # new lists: State.fork shares them
    s.weather = []
    s.leader_weather = []
    s.last_leader = None  # the White Flame window never crosses a round (G-LDR-WFLAME-3/4)
    s.leader_undo = None
    s.unlimited = False
    s.unlimited_posts = 0
    res.emit("cleanup", PUBLIC, kept=None if kept is None else res.cn(kept))


def _after_keep(res: Resolver, kept: int | None) -> None:
    s = res.s
    _cleanup(res, kept)
    nr = _bonus_seat(s, Faction.NORTHERN_REALMS)
    last = s.results[-1].winner
    if nr >= 0 and last == nr:  # G-FB-NR-1..3, A-31
        res.draw(nr, 1, "northern_realms", now=True)
    s.round += 1
    s.turn = 1
    sk = _bonus_seat(s, Faction.SKELLIGE)
    if s.round == 3 and sk >= 0 and res.revive_targets(sk):  # G-FB-SK-1, A-29
        s.phase = Phase.REVIVE
        res.emit("ask_revive", PUBLIC, player=res.pn(sk))
        return
    choose_first(res)


def _revive(res: Resolver, seat: int, action: Revive) -> None:
    # The cap counts revived cards, not names: a revived Medic names its own target (A-29, G-MEDIC-4).
    q = deque(action.choices)
    n = 0
    while q and n < 2:
        c = q.popleft()
        if is_none(c):
            break
        u = res.resolve(c.text, res.revive_targets(seat), "own-discard")
        res.s.sides[seat].discard.remove(u)
        res.put_unit(seat, u, c, q, via="skellige")
        n += 1
    if q:
        raise refuse("r-skellige-two")
    choose_first(res)


def choose_first(res: Resolver) -> None:
    """G-FIRST-1..4: Scoia'tael chooses each round; else random in round 1, then alternation."""
    s = res.s
    st = _scoiatael(s)
    if st >= 0:
        s.phase = Phase.FIRST
        res.emit("ask_first", PUBLIC, player=res.pn(st))
        return
    if s.round == 1:
        first = s.chance.choice(  # the lot is public; a scenario pins it by a player's name
            range(len(s.sides)),
            "first player",
            PUBLIC,
            match=lambda seat, wanted: wanted in (seat, s.sides[seat].name),
            show=res.pn,
        )
        res.emit("first_random", PUBLIC, player=res.pn(first))
    elif s.round == 2:
        first = 1 - s.first_players[0]
    else:
        first = s.first_players[0]
    start_round(res, first)


def _first(res: Resolver, seat: int, action: First) -> None:
    s = res.s
    text = action.player.strip().lower()
    me = {"me", "i", "myself", "я", "меня", "сам"}
    opp = {"opponent", "him", "her", "противник", "соперник", "он", "она"}
    target: int | None = None
    if text in me:
        target = seat
    elif text in opp:
        target = 1 - seat
    else:
        for i, side in enumerate(s.sides):
            if side.name.lower() == text or side.name.lower().startswith(text):
                target = i
    if target is None:
        names = " or ".join(side.name for side in s.sides)
        raise refuse("r-who-first", names=names)
    res.emit("first_chosen", PUBLIC, player=res.pn(seat), first=res.pn(target))
    start_round(res, target)


def start_round(res: Resolver, first: int) -> None:
    s = res.s
    s.phase = Phase.PLAY
    s.first_players = [*s.first_players, first]  # replaced: State.fork shares it
    s.to_move = first
    s.turn = 1
    for seat, side in enumerate(s.sides):  # Hemdall in Kambi's place (G-SK-KAMBI-3)
        for row, token in side.kambi_hemdall:
            res.summon_token(seat, token, row)
        side.kambi_hemdall = []
    res.emit("round_start", PUBLIC, round=s.round, player=res.pn(first))
    if not _can_act(res, first):
        s.sides[first].passed = True
        res.emit("auto_passed", PUBLIC, player=res.pn(first))
        s.turn = 0
        advance(res, first)
        return
    res.emit("turn_start", PUBLIC, turn=s.turn, player=res.pn(first), card_count=1)


def _reveal(res: Resolver, seat: int, action: Reveal) -> None:
    """G-LDR-EMPEROR-1..3: the opponent names the cards he reveals, in the thread."""
    s = res.s
    _, _, data = s.interrupts[0]
    n = int(data.get("count", 3))
    side = s.sides[seat]
    uids: list[int] = []
    for ref in action.cards:
        pool = [u for u in side.hand if u not in uids]
        uids.append(
            res.hand_card(seat, ref)
            if isinstance(ref, int)
            else res.resolve(ref, pool, "hand")
        )
    if len(set(uids)) != n:
        raise refuse("r-reveal-count", count=n)
    s.interrupts = s.interrupts[1:]  # replaced, never changed in place: State.fork shares it
    side.revealed = uids
    res.emit("revealed", PUBLIC, player=res.pn(seat), cards=[res.cn(u) for u in uids], by_judge=False)
    after_interrupts(res)


def audience_events(events: list[Event], audience: Audience) -> list[Event]:
    return [e for e in events if audience.may_see(e.audience)]

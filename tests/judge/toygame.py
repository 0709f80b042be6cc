"""A tiny card game for 2-4 seats that exercises every part of the judge's engine protocol.

Each seat gets a shuffled deck of numbered cards and a hidden hand. First every seat answers a private,
simultaneous "swap" decision by DM (like Gwent's exchange): ``swap N`` trades card N for the top of the
deck, ``keep`` keeps the hand. Then turns go round the table in public: ``play N`` scores N points and
draws a card privately, ``pass`` stops playing (the others go on without that seat). When every seat has
passed (an empty hand passes automatically) the scores give the places, ties sharing a place. ``concede``
(any moment) leaves the match: the others play on, the leavers placed last, the latest first. Anything
else is chat.

It is registered by the tests only (``tests/conftest.py``), never by ``bot/``; it is also the "no-op"
engine for benchmarks: everything it does is trivially cheap.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from cards.core import (
    JUDGE,
    PUBLIC,
    Audience,
    BaseGame,
    Decision,
    Event,
    GameInfo,
    IllegalMove,
    Lang,
    NotAMove,
    Option,
    Result,
    Text,
    Variant,
)

_WORDS = {
    "swap": "swap",
    "обмен": "swap",
    "keep": "keep",
    "оставить": "keep",
    "play": "play",
    "ход": "play",
    "pass": "pass",
    "пас": "pass",
    "concede": "concede",
    "сдаюсь": "concede",
}


INFO = GameInfo(
    name="toy",
    title=Text("Toy", "игрушка"),
    min_seats=2,
    max_seats=4,
    default_seats=2,
    variants=(
        Variant("standard", Text("Standard", "обычная"), ("std", "обычная")),
        Variant("short", Text("Short", "короткая"), ("короткая",)),
    ),
    options=(
        Option("hand_size", "int", 3, Text("Cards in hand", "Карт в руке"), minimum=1, maximum=10),
        Option("deck_size", "int", 8, Text("Cards in each deck", "Карт в колоде"), minimum=2, maximum=40),
    ),
    description=Text(
        "A test game: play numbers, the highest total wins", "Тестовая игра: больше очков — выше место"
    ),
)


@dataclass(frozen=True, slots=True)
class ToyState:
    names: tuple[str, ...]
    hands: tuple[tuple[int, ...], ...]
    decks: tuple[tuple[int, ...], ...]
    swapped: tuple[bool, ...] = (False, False)
    first: int = 0
    turn: int | None = None  # None during the swap phase and after the end
    turn_no: int = 0
    scores: tuple[int, ...] = (0, 0)
    passed: tuple[bool, ...] = (False, False)
    over: bool = False
    played: tuple[tuple[int, ...], ...] = ((), ())  # each seat's played cards, in order
    deck_size: int = 8
    left: tuple[int, ...] = ()  # seats that conceded, in order


def _first_turn(state: ToyState, events: list[Event]) -> ToyState:
    """Every seat has swapped: the first seat still in the match, from ``first`` on, starts turn 1."""
    n = len(state.names)
    first = next(s for s in ((state.first + k) % n for k in range(n)) if s not in state.left)
    events.append(Event("start_turn", PUBLIC, {"n": 1, "name": state.names[first]}))
    return replace(state, turn=first, turn_no=1)


def _set(values: tuple[Any, ...], seat: int, value: Any) -> tuple[Any, ...]:
    return values[:seat] + (value,) + values[seat + 1 :]


class ToyGame(BaseGame):
    name = "toy"
    info = INFO

    def new_match(self, setup: Mapping[str, Any], rng: random.Random) -> tuple[ToyState, list[Event]]:
        players = setup.get("players") or ({"name": "North"}, {"name": "South"})
        names = tuple(str(p["name"]) if isinstance(p, Mapping) else str(p) for p in players)
        self.info.check_seats(len(names))
        hand_size = int(setup.get("hand_size", 3))
        deck_size = int(setup.get("deck_size", 8))
        if setup.get("variant") == "short":
            deck_size = min(deck_size, hand_size + 2)  # two draws at most
        if not 1 <= hand_size < deck_size:
            raise IllegalMove("the hand must be smaller than the deck", "рука должна быть меньше колоды")
        hands, decks = [], []
        for _ in names:
            cards = list(range(1, deck_size + 1))
            rng.shuffle(cards)
            hands.append(tuple(sorted(cards[:hand_size])))
            decks.append(tuple(cards[hand_size:]))
        n = len(names)
        state = ToyState(
            names=names,
            hands=tuple(hands),
            decks=tuple(decks),
            swapped=(False,) * n,
            first=rng.randrange(n),
            scores=(0,) * n,
            passed=(False,) * n,
            played=((),) * n,
            deck_size=deck_size,
        )
        events = [Event("dealt", Audience.player(seat), {"count": hand_size}) for seat in range(n)]
        events.append(Event("dealt_public", PUBLIC, {"count": hand_size}))
        return state, events

    def seats(self, state: ToyState) -> Sequence[str]:
        return state.names

    def pending(self, state: ToyState) -> Sequence[Decision]:
        if state.over:
            return []
        if not all(state.swapped):
            return [
                Decision(seat, "swap", private=True, data={"cards": len(state.hands[seat])})
                for seat in range(len(state.names))
                if not state.swapped[seat]
            ]
        assert state.turn is not None
        return [Decision(state.turn, "turn", data={"step": state.turn_no})]

    def parse(self, state: ToyState, seat: int, text: str) -> tuple[Any, ...]:
        words = text.strip().lower().split()
        if not words or words[0] not in _WORDS:
            raise NotAMove(
                "say `play N`, `pass`, `swap N` or `keep`",
                "напишите `ход N`, `пас`, `обмен N` или `оставить`",
            )
        verb = _WORDS[words[0]]
        if verb in ("swap", "play"):
            if len(words) != 2 or not words[1].isdigit():
                raise IllegalMove(f"say which card: `{verb} N`", f"укажите карту: `{words[0]} N`")
            return (verb, int(words[1]))
        return (verb,)

    def canonical(self, state: ToyState, seat: int, action: tuple[Any, ...]) -> str:
        return " ".join(str(part) for part in action)

    def apply(self, state: ToyState, seat: int, action: tuple[Any, ...]) -> tuple[ToyState, list[Event]]:
        if state.over:
            raise IllegalMove("the match is over", "партия окончена")
        verb = action[0]
        if seat in state.left:
            raise IllegalMove("you have left this match", "вы вышли из этой партии")
        if verb == "concede":
            return self._concede(state, seat)
        if verb in ("swap", "keep"):
            return self._swap(state, seat, action)
        if not all(state.swapped):
            raise IllegalMove(
                "first swap a card or keep your hand", "сначала обменяйте карту или оставьте руку"
            )
        if state.turn != seat:
            raise IllegalMove("it is not your turn", "сейчас не ваш ход")
        if verb == "pass":
            return self._after(
                replace(state, passed=_set(state.passed, seat, True)),
                seat,
                [Event("passed", PUBLIC, {"name": state.names[seat]})],
            )
        card = action[1]
        hand = state.hands[seat]
        if card not in hand:
            raise IllegalMove(
                f"you have no card {card}",
                f"у вас нет карты {card}",
                suggestions=[f"play {c}" for c in hand],
            )
        rest = list(hand)
        rest.remove(card)
        deck = state.decks[seat]
        events = [Event("played", PUBLIC, {"name": state.names[seat], "card": card})]
        if deck:
            rest.append(deck[0])
            events.append(Event("drew", Audience.player(seat), {"card": deck[0]}))
            events.append(Event("drew_count", PUBLIC, {"name": state.names[seat]}))
            deck = deck[1:]
        new = replace(
            state,
            hands=_set(state.hands, seat, tuple(sorted(rest))),
            decks=_set(state.decks, seat, deck),
            scores=_set(state.scores, seat, state.scores[seat] + card),
            played=_set(state.played, seat, state.played[seat] + (card,)),
        )
        return self._after(new, seat, events)

    def _swap(self, state: ToyState, seat: int, action: tuple[Any, ...]) -> tuple[ToyState, list[Event]]:
        if state.swapped[seat]:
            raise IllegalMove("you already decided your swap", "вы уже решили насчёт обмена")
        events: list[Event] = []
        if action[0] == "swap":
            card = action[1]
            if card not in state.hands[seat]:
                raise IllegalMove(f"you have no card {card}", f"у вас нет карты {card}")
            deck = state.decks[seat]
            got = deck[0]
            hand = tuple(sorted([c for c in state.hands[seat] if c != card] + [got]))
            state = replace(
                state, hands=_set(state.hands, seat, hand), decks=_set(state.decks, seat, deck[1:] + (card,))
            )
            events.append(Event("swapped", Audience.player(seat), {"gave": card, "got": got}))
            events.append(Event("swap_detail", JUDGE, {"name": state.names[seat], "gave": card, "got": got}))
        events.append(
            Event("swap_done", PUBLIC, {"name": state.names[seat], "count": 1 if action[0] == "swap" else 0})
        )
        state = replace(state, swapped=_set(state.swapped, seat, True))
        if all(state.swapped):
            state = _first_turn(state, events)
        return state, events

    def _concede(self, state: ToyState, seat: int) -> tuple[ToyState, list[Event]]:
        """The seat leaves now: it waits for nothing more; the last seat in the match ends it."""
        events = [Event("left", PUBLIC, {"name": state.names[seat]})]
        state = replace(
            state,
            left=state.left + (seat,),
            passed=_set(state.passed, seat, True),
            swapped=_set(state.swapped, seat, True),
        )
        if len(state.names) - len(state.left) <= 1:
            state = replace(state, over=True, turn=None)
            result = self.result(state)
            assert result is not None
            events.append(Event("over", PUBLIC, {"scores": state.scores, "winners": result.winners}))
            return state, events
        if state.turn is None:  # the swap phase: it may end without him
            return (_first_turn(state, events) if all(state.swapped) else state), events
        if state.turn == seat:
            return self._after(state, seat, events)
        return state, events

    def seat_left(self, state: ToyState, seat: int) -> bool:
        return not state.over and seat in state.left

    def _after(self, state: ToyState, seat: int, events: list[Event]) -> tuple[ToyState, list[Event]]:
        """Next turn: the next seat round the table that has not passed; an empty hand passes itself."""
        n = len(state.names)
        for s in range(n):
            if not state.passed[s] and not state.hands[s]:
                state = replace(state, passed=_set(state.passed, s, True))
                events.append(Event("auto_pass", PUBLIC, {"name": state.names[s]}))
        if all(state.passed):
            state = replace(state, over=True, turn=None)
            result = self.result(state)
            assert result is not None
            events.append(Event("over", PUBLIC, {"scores": state.scores, "winners": result.winners}))
            return state, events
        nxt = next(s for s in ((seat + k) % n for k in range(1, n + 1)) if not state.passed[s])
        state = replace(state, turn=nxt, turn_no=state.turn_no + 1)
        events.append(Event("start_turn", PUBLIC, {"n": state.turn_no, "name": state.names[nxt]}))
        return state, events

    def view(self, state: ToyState, audience: Audience) -> dict[str, Any]:
        view: dict[str, Any] = {
            "turn": state.turn_no,
            "to_move": state.turn,
            "scores": list(state.scores),
            "played": [list(p) for p in state.played],
            "hand_sizes": [len(h) for h in state.hands],
            "deck_sizes": [len(d) for d in state.decks],
            "swapped": list(state.swapped),
            "passed": list(state.passed),
            "left": list(state.left),
            "over": state.over,
        }
        if audience.kind == "judge":
            view["hands"] = [list(h) for h in state.hands]
            view["decks"] = [list(d) for d in state.decks]
        elif audience.kind == "player" and audience.seat is not None:
            view["hand"] = list(state.hands[audience.seat])
        return view

    def render_table(self, state: ToyState, audience: Audience, lang: Lang) -> str:
        ru = lang == "ru"
        lines = [("Ход" if ru else "Turn") + f" {state.turn_no}"]
        for seat, name in enumerate(state.names):
            mark = " (пас)" if ru and state.passed[seat] else " (passed)" if state.passed[seat] else ""
            lines.append(f"{name}: {state.scores[seat]} ({len(state.hands[seat])}){mark}")
        for seat in range(len(state.names)):
            if audience.may_see(Audience.player(seat)) and audience.kind != "public":
                cards = ", ".join(map(str, state.hands[seat])) or "-"
                label = "Рука" if ru else "Hand"
                lines.append(f"{label} {state.names[seat]}: {cards}")
        return "\n".join(lines)

    def render_event(self, event: Event, lang: Lang) -> str | None:
        d = event.data
        texts = {
            "dealt": Text(f"You were dealt {d.get('count')} cards.", f"Вам сдано карт: {d.get('count')}."),
            "dealt_public": Text(
                f"Each player is dealt {d.get('count')} cards.", f"Каждому сдано карт: {d.get('count')}."
            ),
            "swapped": Text(
                f"You gave {d.get('gave')} and got {d.get('got')}.",
                f"Вы отдали {d.get('gave')} и получили {d.get('got')}.",
            ),
            "swap_detail": Text(
                f"{d.get('name')} swapped {d.get('gave')} for {d.get('got')}.",
                f"{d.get('name')}: обмен {d.get('gave')} на {d.get('got')}.",
            ),
            "swap_done": Text(
                f"{d.get('name')} exchanged cards: {d.get('count')}.",
                f"{d.get('name')}: обменяно карт: {d.get('count')}.",
            ),
            "start_turn": Text(
                f"Start of turn {d.get('n')}. {d.get('name')} moves.",
                f"Начало {d.get('n')}-го хода. Ходит {d.get('name')}.",
            ),
            "played": Text(
                f"{d.get('name')} plays {d.get('card')}.", f"{d.get('name')} играет {d.get('card')}."
            ),
            "drew": Text(f"You drew {d.get('card')}.", f"Вы взяли {d.get('card')}."),
            "drew_count": Text(f"{d.get('name')} draws a card.", f"{d.get('name')} берёт карту."),
            "passed": Text(f"{d.get('name')} passes.", f"{d.get('name')} пасует."),
            "left": Text(f"{d.get('name')} concedes and leaves the match.", f"{d.get('name')} сдаётся и выходит из партии."),
            "auto_pass": Text(
                f"{d.get('name')} has no cards: automatic pass.",
                f"Карт нет, автоматический пас: {d.get('name')}.",
            ),
            "over": Text(f"Final score {d.get('scores')}.", f"Итоговый счёт {d.get('scores')}."),
        }
        text = texts.get(event.kind)
        return text(lang) if text else None

    def result(self, state: ToyState) -> Result | None:
        if not state.over:
            return None
        by_score: dict[int, list[int]] = {}
        for seat, score in enumerate(state.scores):
            if seat not in state.left:
                by_score.setdefault(score, []).append(seat)
        groups = [by_score[s] for s in sorted(by_score, reverse=True)] + [[s] for s in reversed(state.left)]
        reason = ":".join(map(str, state.scores))
        if len(groups) == 1:
            return Result.tie(len(state.scores), "equal scores")
        return Result.ranked(groups, reason)

    # optional extras ---------------------------------------------------------------------------
    def legal_posts(self, state: ToyState, seat: int) -> list[str]:
        if state.over:
            return []
        if not all(state.swapped):
            return [] if state.swapped[seat] else ["keep"] + [f"swap {c}" for c in state.hands[seat]]
        if state.turn != seat:
            return []
        return [f"play {c}" for c in state.hands[seat]] + ["pass"]

    def event_files(self, state: ToyState, event: Event, lang: Lang) -> list[tuple[str, bytes]]:
        if event.kind in ("dealt", "swapped", "drew") and event.audience.seat is not None:
            hand = state.hands[event.audience.seat]
            return [("hand.txt", (" ".join(map(str, hand)) + "\n").encode())]
        return []

    def decision_label(self, decision: Decision, lang: Lang) -> str:
        labels = {"swap": Text("swap or keep", "обмен или оставить"), "turn": Text("turn", "ход")}
        label = labels.get(decision.kind)
        return label(lang) if label else decision.kind

    # contract-suite hooks -----------------------------------------------------------------------
    def invariants(self, state: ToyState) -> list[str]:
        """Every card of a seat's deck is in exactly one of its hand, deck or played pile; the score is
        the sum of the played cards."""
        problems = []
        whole = list(range(1, state.deck_size + 1))
        for seat, name in enumerate(state.names):
            cards = sorted(state.hands[seat] + state.decks[seat] + state.played[seat])
            if cards != whole:
                problems.append(f"{name}: cards {cards} are not exactly 1..{state.deck_size}")
            if sum(state.played[seat]) != state.scores[seat]:
                problems.append(f"{name}: score {state.scores[seat]} is not the sum of {state.played[seat]}")
        return problems

    def scramble_hidden(self, state: ToyState, audience: Audience, rng: random.Random) -> ToyState:
        """Every seat's hidden cards (its deck, and its hand unless ``audience`` may see it) reshuffled
        between those places, counts kept."""
        if audience.kind == "judge":
            return state  # the judge sees everything
        hands, decks = list(state.hands), list(state.decks)
        for seat in range(len(state.names)):
            hand_hidden = not audience.may_see(Audience.player(seat))
            pool = sorted(list(decks[seat]) + (list(hands[seat]) if hand_hidden else []))  # not where they were
            rng.shuffle(pool)
            if hand_hidden:
                n = len(hands[seat])
                hands[seat], pool = tuple(sorted(pool[:n])), pool[n:]
            decks[seat] = tuple(pool)
        return replace(state, hands=tuple(hands), decks=tuple(decks))

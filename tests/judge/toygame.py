"""A tiny two-seat card game that exercises every part of the judge's engine protocol.

Each seat gets a shuffled deck of numbered cards and a hidden hand. First both seats answer a private,
simultaneous "swap" decision by DM (like Gwent's exchange): ``swap N`` trades card N for the top of the
deck, ``keep`` keeps the hand. Then turns alternate in public: ``play N`` scores N points and draws a
card privately, ``pass`` stops playing (the other seat then has unlimited turns). When both have passed
(an empty hand passes automatically) the higher score wins. Anything else is chat.

It is also the "no-op" engine for benchmarks: everything it does is trivially cheap.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from cards.core import JUDGE, PUBLIC, Audience, Decision, Event, IllegalMove, NotAMove, Result, Text

_WORDS = {
    "swap": "swap",
    "обмен": "swap",
    "keep": "keep",
    "оставить": "keep",
    "play": "play",
    "ход": "play",
    "pass": "pass",
    "пас": "pass",
}


@dataclass(frozen=True, slots=True)
class ToyState:
    names: tuple[str, str]
    hands: tuple[tuple[int, ...], tuple[int, ...]]
    decks: tuple[tuple[int, ...], tuple[int, ...]]
    swapped: tuple[bool, bool] = (False, False)
    first: int = 0
    turn: int | None = None  # None during the swap phase and after the end
    turn_no: int = 0
    scores: tuple[int, int] = (0, 0)
    passed: tuple[bool, bool] = (False, False)
    over: bool = False


def _set(pair: tuple[Any, Any], seat: int, value: Any) -> tuple[Any, Any]:
    return (value, pair[1]) if seat == 0 else (pair[0], value)


class ToyGame:
    name = "toy"
    pass_post = "pass"

    def new_match(self, setup: Mapping[str, Any], rng: random.Random) -> tuple[ToyState, list[Event]]:
        players = setup.get("players") or ({"name": "North"}, {"name": "South"})
        names = tuple(p["name"] if isinstance(p, Mapping) else str(p) for p in players)
        hand_size = int(setup.get("hand_size", 3))
        deck_size = int(setup.get("deck_size", 8))
        hands, decks = [], []
        for _ in range(2):
            cards = list(range(1, deck_size + 1))
            rng.shuffle(cards)
            hands.append(tuple(sorted(cards[:hand_size])))
            decks.append(tuple(cards[hand_size:]))
        state = ToyState(
            names=(str(names[0]), str(names[1])),
            hands=(hands[0], hands[1]),
            decks=(decks[0], decks[1]),
            first=rng.randrange(2),
        )
        events = [Event("dealt", Audience.player(seat), {"count": hand_size}) for seat in (0, 1)]
        events.append(Event("dealt_public", PUBLIC, {"count": hand_size}))
        return state, events

    def seats(self, state: ToyState) -> Sequence[str]:
        return state.names

    def pending(self, state: ToyState) -> Sequence[Decision]:
        if state.over:
            return []
        if not all(state.swapped):
            return [Decision(seat, "swap", private=True) for seat in (0, 1) if not state.swapped[seat]]
        assert state.turn is not None
        return [Decision(state.turn, "turn")]

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

    def apply(self, state: ToyState, seat: int, action: tuple[Any, ...]) -> tuple[ToyState, list[Event]]:
        if state.over:
            raise IllegalMove("the match is over", "партия окончена")
        verb = action[0]
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
            state = replace(state, turn=state.first, turn_no=1)
            events.append(Event("start_turn", PUBLIC, {"n": 1, "name": state.names[state.first]}))
        return state, events

    def _after(self, state: ToyState, seat: int, events: list[Event]) -> tuple[ToyState, list[Event]]:
        """Next turn: the other seat unless it has passed; an empty hand passes automatically."""
        for s in (0, 1):
            if not state.passed[s] and not state.hands[s]:
                state = replace(state, passed=_set(state.passed, s, True))
                events.append(Event("auto_pass", PUBLIC, {"name": state.names[s]}))
        if all(state.passed):
            state = replace(state, over=True, turn=None)
            result = self.result(state)
            assert result is not None
            events.append(Event("over", PUBLIC, {"scores": state.scores, "winners": result.winners}))
            return state, events
        other = 1 - seat
        nxt = other if not state.passed[other] else seat
        state = replace(state, turn=nxt, turn_no=state.turn_no + 1)
        events.append(Event("start_turn", PUBLIC, {"n": state.turn_no, "name": state.names[nxt]}))
        return state, events

    def view(self, state: ToyState, audience: Audience) -> dict[str, Any]:
        view: dict[str, Any] = {
            "turn": state.turn_no,
            "scores": list(state.scores),
            "hand_sizes": [len(h) for h in state.hands],
            "passed": list(state.passed),
        }
        if audience.kind == "judge":
            view["hands"] = [list(h) for h in state.hands]
            view["decks"] = [list(d) for d in state.decks]
        elif audience.kind == "player" and audience.seat is not None:
            view["hand"] = list(state.hands[audience.seat])
        return view

    def render_table(self, state: ToyState, audience: Audience, lang: str) -> str:
        ru = lang == "ru"
        lines = [("Ход" if ru else "Turn") + f" {state.turn_no}"]
        for seat, name in enumerate(state.names):
            mark = " (пас)" if ru and state.passed[seat] else " (passed)" if state.passed[seat] else ""
            lines.append(f"{name}: {state.scores[seat]} ({len(state.hands[seat])}){mark}")
        for seat in (0, 1):
            if audience.may_see(Audience.player(seat)) and audience.kind != "public":
                cards = ", ".join(map(str, state.hands[seat])) or "-"
                label = "Рука" if ru else "Hand"
                lines.append(f"{label} {state.names[seat]}: {cards}")
        return "\n".join(lines)

    def render_event(self, event: Event, lang: str) -> str | None:
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
                f"{d.get('name')} exchanged {d.get('count')} card(s).",
                f"{d.get('name')} обменял карт: {d.get('count')}.",
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
            "auto_pass": Text(
                f"{d.get('name')} has no cards: automatic pass.",
                f"У {d.get('name')} нет карт: автоматический пас.",
            ),
            "over": Text(f"Final score {d.get('scores')}.", f"Итоговый счёт {d.get('scores')}."),
        }
        text = texts.get(event.kind)
        return text(lang) if text else None  # type: ignore[arg-type]

    def result(self, state: ToyState) -> Result | None:
        if not state.over:
            return None
        a, b = state.scores
        if a == b:
            return Result.tie(2, "equal scores")
        return Result.win(0 if a > b else 1, 2, f"{a}:{b}")

    # optional extras ---------------------------------------------------------------------------
    def legal_posts(self, state: ToyState, seat: int) -> list[str]:
        if state.over:
            return []
        if not all(state.swapped):
            return [] if state.swapped[seat] else ["keep"] + [f"swap {c}" for c in state.hands[seat]]
        if state.turn != seat:
            return []
        return [f"play {c}" for c in state.hands[seat]] + ["pass"]

    def event_files(self, state: ToyState, event: Event, lang: str) -> list[tuple[str, bytes]]:
        if event.kind in ("dealt", "swapped", "drew") and event.audience.seat is not None:
            hand = state.hands[event.audience.seat]
            return [("hand.txt", (" ".join(map(str, hand)) + "\n").encode())]
        return []

    def decision_label(self, decision: Decision, lang: str) -> str:
        labels = {"swap": Text("swap or keep", "обмен или оставить"), "turn": Text("turn", "ход")}
        label = labels.get(decision.kind)
        return label(lang) if label else decision.kind  # type: ignore[arg-type]

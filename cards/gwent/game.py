"""Witcher 3 forum Gwent behind the judge's engine protocol (``cards.core.Game``)."""

from __future__ import annotations

import difflib
import functools
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from cards.core import (
    JUDGE,
    Audience,
    BaseGame,
    Decision,
    DeckRule,
    Event,
    GameInfo,
    IllegalMove,
    Lang,
    MoveError,
    NotAMove,
    Result,
    Text,
)
from cards.kit.files import spreadsheet_for_deck
from cards.kit.scenario import final_picture

from . import alternatives, engine, legal, policy
from . import canonical as canon
from .actions import Action, Concede, First, SubmitDeck, Take
from .catalogue import Catalogue, default_catalogue
from .handfile import ManualDeckError, read_manual_deck, write_hand_xlsx
from .options import OPTIONS, VARIANTS
from .parser import hand_free, parse_post
from .picture import picture
from .prompts import decision_prompt, hand_text
from .render import event_text, table_text
from .scoring import scores
from .setup import new_match
from .state import OVER, PLAY, State, all_zones
from .texts import refuse
from .views import view

INFO = GameInfo(
    name="gwent",
    title=Text("Gwent", "гвинт"),
    best_of=3,  # a match is best of three rounds
    min_seats=2,
    max_seats=2,
    default_seats=2,
    variants=VARIANTS,
    options=OPTIONS,
    decks=DeckRule(
        required=True,
        by_text=True,
        upload=("xlsx",),
        upload_bytes=512 * 1024,  # a filled "(2)" sheet is ~60 KB; anything far bigger is not one
        ready=True,
        hint=Text(
            "Send your deck as `deck <faction>; leader <name>; <cards or sheet numbers>`, "
            "or `deck <faction> ready`, or the filled (2) sheet as an .xlsx file.",
            "Пришлите колоду так: `колода <фракция>; лидер <имя>; <карты или номера>`, "
            "или `колода <фракция> готовая`, или заполненный лист (2) файлом .xlsx.",
        ),
    ),
    description=Text("Witcher 3 forum Gwent", "Гвинт форумов «Ведьмака 3»"),
    # the dealt hand (with its offer) and the hand after the exchange: the view of the ask shows both
    view_events=frozenset({"dealt", "hand"}),
)


_TURNS: dict[tuple[int, int, int, int, bool], Decision] = {}
"""A plain turn's decision by (seat, round, turn, posts of an unlimited turn, unlimited): matches repeat the same
few hundred, and making one (its id formatted from four numbers, its data dict, the frozen dataclass's
slots) was most of :meth:`GwentGame.pending`, asked after every post. Decisions are values: read, never changed."""


def _turn(key: tuple[int, int, int, int, bool]) -> Decision:
    """The decision of :data:`_TURNS`'s ``key``, kept (at most a few thousand: any more and the table starts over)."""
    if len(_TURNS) > 4096:
        _TURNS.clear()
    seat, rnd, turn, posts, unlimited = key
    decision = _TURNS[key] = Decision(
        seat, "turn", False, {"turn": turn, "unlimited": unlimited}, engine.play_id("turn", seat, rnd, turn, posts)
    )
    return decision


class GwentGame(BaseGame):
    """One instance per catalogue (spreadsheet); stateless otherwise, so one serves every match."""

    name = "gwent"
    info = INFO

    def __init__(self, catalogue: Catalogue | None = None) -> None:
        self.cat = catalogue if catalogue is not None else default_catalogue()
        self._words = sorted(
            {
                w
                for d in self.cat.cards.values()
                for name in (d.name_en, d.name_ru)
                for w in (name or "").lower().replace("ё", "е").replace(":", " ").split()
                if len(w) >= 3
            }
        )
        self._stems = {
            w[:4]
            for d in self.cat.cards.values()
            for name in (d.name_en, d.name_ru)
            for w in (name or "").lower().replace("ё", "е").replace(":", " ").split()
            if len(w) >= 3
        }

    def new_match(self, setup: Mapping[str, Any], rng: random.Random) -> tuple[State, list[Event]]:
        return new_match(self.cat, setup, rng)

    def seats(self, state: State) -> Sequence[str]:
        return [s.name for s in state.sides]

    def pending(self, state: State) -> list[Decision]:
        """The engine's pending decisions, each with an id that stays while it is pending and is new for
        the next one (round, turn and posts in an unlimited turn tell them apart: ``engine.pending``)."""
        if state.phase is PLAY and not state.interrupts:  # a plain turn: engine.pending's one Decision, kept
            key = (state.to_move, state.round, state.turn, state.unlimited_posts, state.unlimited)
            turn = _TURNS.get(key)
            return [turn if turn is not None else _turn(key)]
        return engine.pending(state)

    def parse(self, state: State, seat: int, text: str) -> Action:
        action = self._parse_text(text)  # no hand position in it: one parse serves every state (replays repeat posts)
        if action is None:
            action = parse_post(text, state.sides[seat].hand, is_card_like=self._card_like)
        if isinstance(action, Take | First) and not any(
                d.kind == ("take" if isinstance(action, Take) else "first") for d in engine.pending(state)):
            # "take your time", "first of all…": chat while nobody is asked to take or choose (issue 29);
            # the bot leaves a parse's NotAMove alone, so it is said here, not only by apply
            raise NotAMove("not a move")
        return action

    @functools.cached_property
    def _parse_text(self) -> Callable[[str], Action | None]:
        """This game's memo of hand-free posts (bounded; a refused post is not kept); None for a post that
        names a hand position (:func:`hand_free`: its action depends on the hand), which is kept too."""

        def parse_text(text: str) -> Action | None:
            return parse_post(text, [], is_card_like=self._card_like) if hand_free(text) else None

        return functools.lru_cache(maxsize=4096)(parse_text)

    def _card_like(self, text: str) -> bool:
        """Does the post's first part look like a card name, even misspelt? If not it is chat, left alone;
        if so a wrong name gets an answer with the close matches."""
        head = text.strip().split("+")[0].split(">")[0].split("@")[0].strip().lower().replace("ё", "е")
        if not head or head.lstrip("#").isdigit():
            return True
        # Every word of three letters or more must look like a word of some card's name: "well played",
        # "take your time" or "nice one :)" is chat even though one of its words starts a card name (issue 29).
        words = [w.strip(".,!;:()") for w in head.replace(":", " ").split()]
        words = [w for w in words if len(w) >= 3][:4]
        return bool(words) and all(
            w in self._words
            or (w[:4] in self._stems and (len(w) <= 4 or difflib.get_close_matches(w, self._words, n=1, cutoff=0.6)))
            or (len(w) >= 5 and difflib.get_close_matches(w, self._words, n=1, cutoff=0.75))
            for w in words
        )

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        return engine.apply(self.cat, state, seat, action)

    def canonical(self, state: State, seat: int, action: Action) -> str:
        """The action as compact JSON with card names as catalogue ids (``cards.gwent.canonical``)."""
        return canon.canonical(self.cat, action)

    def parse_canonical(self, state: State, seat: int, text: str) -> Action:
        return canon.parse_canonical(text)

    def play(self, state: State, seat: int, text: str) -> tuple[State, list[Event]]:
        """Parse and apply one post (convenience for tests, the scenario runner and the demo)."""
        return self.apply(state, seat, self.parse(state, seat, text))

    def view(self, state: State, audience: Audience) -> dict[str, Any]:
        return view(self.cat, state, audience)

    def render_table(self, state: State, audience: Audience, lang: Lang) -> str:
        return table_text(view(self.cat, state, audience), lang)

    def render_event(self, event: Event, lang: Lang) -> str | None:
        return event_text(event, lang)

    def render_picture(self, state: State, audience: Audience, lang: Lang) -> bytes:
        """The board as ``audience`` sees it; a player sees his own side at the bottom."""
        bottom = audience.bottom()
        return picture(view(self.cat, state, audience), lang, bottom)

    def event_files(self, state: State, event: Event, lang: Lang) -> list[tuple[str, bytes]]:
        """The Hand.xlsx of the seed (sheets Hand and Exchange) goes with the dealing DM (G-DEAL-7, G-HAND-1)."""
        if event.kind != "dealt" or event.audience.seat is None:
            return []
        side = state.sides[event.audience.seat]
        hand = [self.cat.card(state.cards[u]) for u in side.hand]
        offer = [self.cat.card(state.cards[u]) for u in side.offer]
        return [("Hand.xlsx", write_hand_xlsx(hand, offer, lang))]

    def parse_upload(self, state: State, seat: int, filename: str, data: bytes) -> Action:
        """A filled "(2)" sheet sent by DM is a deck list (G-DECK-CL-3, G-REF-6); hostile files are refused."""
        if not filename.lower().endswith(".xlsx"):
            raise refuse("r-upload-xlsx")
        try:
            deck = read_manual_deck(data, self.cat)
        except ManualDeckError as e:
            raise IllegalMove(e.message("en"), e.message("ru")) from None
        leader = self.cat.card(deck.leader_id).name_en if deck.leader_id else None
        return SubmitDeck(deck.faction.value, leader, tuple(str(n) for n in deck.numbers))

    def title(self, lang: Lang) -> str:
        return "гвинт" if lang == "ru" else "Gwent"

    def accepts_out_of_turn(self, state: State, seat: int, action: Action) -> bool:
        """A pass for the next turn (A-42), and a concession at any moment."""
        return isinstance(action, Concede) or engine.early_pass_ok(state, seat, action)

    def decision_label(self, decision: Decision, lang: Lang) -> str:
        """What the judge asks for, with the syntax to answer (shown in DMs and reminders)."""
        return decision_prompt(self.cat, decision, lang)

    def decision_files(self, state: State, decision: Decision, lang: Lang) -> list[tuple[str, bytes]]:
        """The judge's reference goes with the ask for a deck list: players build decks from it (G-REF-8)."""
        return spreadsheet_for_deck(decision, self.cat.source)

    def render_hand(self, state: State, seat: int, lang: Lang) -> str:
        """``/hand``: the numbered hand with strength, row and abilities, and the exchange offer."""
        return hand_text(self.cat, state, seat, lang)

    def result(self, state: State) -> Result | None:
        """The match's result with the rounds as its games: rounds won per seat, drawn rounds (G-OVR-3);
        tournaments score game points from them."""
        if state.phase is not OVER:
            return None
        seats = len(state.sides)
        won = tuple(sum(1 for r in state.results if r.winner == seat) for seat in range(seats))
        drawn = sum(1 for r in state.results if r.winner is None)
        if state.draw:
            return Result((1,) * seats, games_won=won, games_drawn=drawn)
        assert state.winner is not None
        return Result(tuple(1 if s == state.winner else 2 for s in range(seats)), games_won=won, games_drawn=drawn)

    def scenario(self, data: Mapping[str, Any], view: str) -> tuple[int, dict[str, Any]]:
        """``tablejudge scenario``: the Gwent keys of the README (``cards.gwent.scenario``)."""
        from .scenario import run

        out, code = run(data, view, None)
        return code, out

    def scenario_picture(self, data: Mapping[str, Any], view: str, lang: Lang) -> bytes | None:
        from .scenario import run

        return final_picture(lambda final: run(data, view, None, final), lang)

    # --- decks checked without a match (tournament registration) ---------------------------------
    def check_deck(self, text: str, options: Mapping[str, Any]) -> dict[str, Any]:
        """A deck post checked exactly as in a match: parsed and applied as seat 0's answer in a match
        waiting for decks, then a match set up with it must not wait for that deck any more."""
        state = self._deck_probe(options)
        return self._deck_setup(state, self.parse(state, 0, text.strip()), options)

    def check_deck_upload(self, filename: str, data: bytes, options: Mapping[str, Any]) -> dict[str, Any]:
        state = self._deck_probe(options)
        return self._deck_setup(state, self.parse_upload(state, 0, filename, data), options)

    def _probe_setup(self, options: Mapping[str, Any], seat: Mapping[str, Any] | None = None) -> dict[str, Any]:
        setup: dict[str, Any] = {"players": [{**(seat or {}), "name": "deck"}, {"name": "opponent"}]}
        if options.get("variant"):
            setup["variant"] = options["variant"]
        return setup

    def _deck_probe(self, options: Mapping[str, Any]) -> State:
        hint = self.info.decks.hint
        try:
            state, _ = self.new_match(self._probe_setup(options), random.Random(0))
        except ValueError as exc:
            raise IllegalMove(str(exc), str(exc)) from None
        if not any(d.seat == 0 and d.kind == "deck" for d in self.pending(state)):
            raise NotAMove(hint)
        return state

    def _deck_setup(self, state: State, action: Action, options: Mapping[str, Any]) -> dict[str, Any]:
        hint = self.info.decks.hint
        if not isinstance(action, SubmitDeck):
            raise NotAMove(hint)
        if action.ready:
            seat: dict[str, Any] = {"faction": action.faction, "leader": action.leader, "ready_deck": True}
        else:
            seat = {"faction": action.faction, "leader": action.leader, "deck": list(action.cards)}
        self.apply(state, 0, action)  # the engine's own deck checks, as for a deck sent in a match
        try:
            ready, _ = self.new_match(self._probe_setup(options, seat), random.Random(0))
        except ValueError as exc:
            raise IllegalMove(str(exc), str(exc)) from None
        if any(d.seat == 0 for d in self.pending(ready)):
            raise IllegalMove(hint)  # the setup lost something the deck post said
        return seat

    # --- the contract suite's hooks -------------------------------------------------------------
    def invariants(self, state: State) -> list[str]:
        """G-OVR-5: every card that exists is in exactly one zone; offered cards are still deck cards
        (G-MULL-2); a finished match has a winner or a draw."""
        problems: list[str] = []
        counts: dict[int, int] = {}
        for uids in all_zones(state).values():
            for u in uids:
                counts[u] = counts.get(u, 0) + 1
        twice = sorted(u for u, n in counts.items() if n > 1)
        if twice:
            problems.append(f"cards in two zones at once: {[state.cards[u] for u in twice]}")
        lost = sorted(set(state.cards) - set(counts))
        if lost:
            problems.append(f"cards in no zone: {[state.cards[u] for u in lost]}")
        unknown = sorted(set(counts) - set(state.cards))
        if unknown:
            problems.append(f"unknown cards in zones: {unknown}")
        for side in state.sides:
            if not set(side.offer) <= set(side.deck):
                problems.append(f"{side.name}: offered cards that are not in the deck")
        if state.phase is OVER and state.winner is None and not state.draw:
            problems.append("the match is over without a winner or a draw")
        return problems

    def scramble_hidden(self, state: State, audience: Audience, rng: random.Random) -> State:
        """A copy where every card ``audience`` may not see (other hands but revealed cards, decks but a
        player's own exchange offer) is some other card of the match."""
        s = state.clone()
        if audience.kind == "judge":
            return s
        pool = sorted(set(s.cards.values()))
        for seat, side in enumerate(s.sides):
            own = audience.kind == "player" and audience.seat == seat
            shown = set(side.revealed) | (set(side.hand) | set(side.offer) if own else set())
            for u in side.hand + side.deck:
                if u not in shown:
                    s.cards[u] = rng.choice(pool)
        return s

    def evaluate(self, state: State, seat: int) -> float | None:
        """Lives first (a round is worth a third of the match), then the current round's score lead."""
        me, other = state.sides[seat], state.sides[1 - seat]
        totals = scores(self.cat, state).totals
        lead = max(-1.0, min(1.0, (totals[seat] - totals[1 - seat]) / 30))
        return max(0.0, min(1.0, 0.5 + (me.lives - other.lives) / 3 + lead / 6))

    def determinize(self, state: State, seat: int, rng: random.Random) -> State:
        """A state ``seat`` cannot tell from this one: on each side the cards he may not see (other hand,
        decks, but revealed cards and his own hand and offer) are dealt again among themselves, from
        their sorted list so that where they were does not matter; chance's future is drawn afresh."""
        s = state.clone()
        for i, side in enumerate(s.sides):
            shown = set(side.revealed) | (set(side.hand) | set(side.offer) if i == seat else set())
            hidden = [u for u in side.hand + side.deck if u not in shown]
            ids = sorted(s.cards[u] for u in hidden)
            rng.shuffle(ids)
            for u, cid in zip(hidden, ids, strict=True):
                s.cards[u] = cid
        s.chance = s.chance.reseeded(rng)
        s.scores_cache = None
        return s

    def private_alternatives(self, state: State, seat: int, text: str) -> list[str]:
        return alternatives.private_alternatives(self, state, seat, text)

    def scramble_secrets(self, before: State, after: State, keep: set[int], rng: random.Random) -> State:
        return alternatives.scramble_secrets(before, after, keep, rng)

    def legal_posts(self, state: State, seat: int) -> list[str]:
        return legal.legal_posts(self.cat, state, seat)

    def random_post(self, state: State, seat: int, rng: random.Random) -> str:
        return legal.random_post(self.cat, state, seat, rng)

    def post_in(self, state: State, seat: int, text: str, lang: Lang) -> str:
        """The post in Russian words and card names when the demo is in Russian, kept only when it leads
        to the same table as the canonical text (the canonical text otherwise)."""
        if lang != "ru":
            return text
        from .russian import russian_post

        ru = russian_post(self.cat, text)
        if ru == text:
            return text
        try:
            same = self.view(self.play(state, seat, ru)[0], JUDGE) == self.view(self.play(state, seat, text)[0], JUDGE)
        except MoveError:
            return text
        return ru if same else text

    def random_step(self, state: State, seat: int, rng: random.Random) -> tuple[str, State, list[Event]]:
        """A random legal post with the state it already led to (no second apply)."""
        return legal.random_step(self.cat, state, seat, rng)

    def rollout_step(self, state: State, seat: int, rng: random.Random) -> tuple[str, State, list[Event]]:
        return policy.rollout_step(self, state, seat, rng)  # the practice opponent's playouts: weighs its posts


__all__ = ["GwentGame", "NotAMove", "IllegalMove"]

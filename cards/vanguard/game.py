"""Cardfight!! Vanguard (V era) behind the judge's game contract (``cards.core.BaseGame``)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from cards.core import (
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
from .actions import Action, SubmitDeck
from .catalogue import Catalogue, default_catalogue
from .deck import MAX_UPLOAD, DeckList, read_deck_sheet, read_deck_text
from .deck import check_deck as check_deck_list
from .options import OPTIONS, VARIANTS
from .parser import canonical, parse_post
from .render import event_text, table_text
from .setup import new_match, options_of
from .state import State
from .views import view
from .words import W

INFO = GameInfo(
    name="vanguard",
    title=Text("Cardfight!! Vanguard", "Cardfight!! Vanguard (Авангард)"),
    min_seats=2,
    max_seats=2,
    default_seats=2,
    variants=VARIANTS,
    options=OPTIONS,
    decks=DeckRule(
        required=True,
        by_text=True,
        upload=("xlsx",),
        upload_bytes=MAX_UPLOAD,
        ready=True,
        hint=W.text("deck-hint"),
    ),
    description=Text("Cardfight!! Vanguard, V era: the judge enforces the game and runs the scripted cards' "
                     "abilities; other cards' effects are declared",
                     "Cardfight!! Vanguard, эпоха V: судья следит за правилами и сам выполняет способности карт "
                     "со сценарием; действия остальных карт объявляют игроки"),
    demo_seed=3,  # its match shows AUTO abilities on their events, an ACT used by name and a CONT at work
)


class VanguardGame(BaseGame):
    """One instance per catalogue; stateless otherwise."""

    name = "vanguard"
    info = INFO

    def __init__(self, catalogue: Catalogue | None = None) -> None:
        self.cat = catalogue if catalogue is not None else default_catalogue()
        self._ru: dict[str, str] | None = None  # English → Russian card names, for pictures

    def new_match(self, setup: Mapping[str, Any], rng: random.Random) -> tuple[State, list[Event]]:
        return new_match(self.cat, setup, rng)

    def seats(self, state: State) -> Sequence[str]:
        return [s.name for s in state.sides]

    def pending(self, state: State) -> list[Decision]:
        return engine.pending(state)

    def parse(self, state: State, seat: int, text: str) -> Action:
        return parse_post(self.cat, state, seat, text)

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        return engine.apply(self.cat, state, seat, action)

    def canonical(self, state: State, seat: int, action: Action) -> str:
        return canonical(self.cat, action)

    def post_in(self, state: State, seat: int, text: str, lang: Lang) -> str:
        """The post in Russian verbs, circles and card names in a Russian demo, kept only when it reads back
        to the same move (the canonical text otherwise)."""
        if lang != "ru":
            return text
        from .russian import russian

        try:
            action = parse_post(self.cat, state, seat, text)
            ru = russian(self.cat, action)
            if ru is not None and parse_post(self.cat, state, seat, ru) == action:
                return ru
        except MoveError:
            pass
        return text

    def parse_canonical(self, state: State, seat: int, text: str) -> Action:
        return parse_post(self.cat, state, seat, text)

    def view(self, state: State, audience: Audience) -> dict[str, Any]:
        return view(self.cat, state, audience)

    def render_table(self, state: State, audience: Audience, lang: Lang) -> str:
        return table_text(self.cat, view(self.cat, state, audience), lang)

    def render_picture(self, state: State, audience: Audience, lang: Lang) -> bytes:
        """The board as ``audience`` sees it (issue 16); a player sees his own side at the bottom."""
        from .picture import picture

        bottom = audience.bottom()
        if lang == "ru":
            if self._ru is None:
                self._ru = {c.name_en: c.name_ru for c in self.cat.cards.values()}
            ru = self._ru
            return picture(view(self.cat, state, audience), lang, bottom, lambda n: ru.get(n, n))
        return picture(view(self.cat, state, audience), lang, bottom)

    def render_event(self, event: Event, lang: Lang) -> str | None:
        return event_text(self.cat, event, lang)

    def render_hand(self, state: State, seat: int, lang: Lang) -> str:
        side = state.sides[seat]
        lines = [W("hand-head", lang, count=len(side.hand))]
        for i, u in enumerate(side.hand, 1):
            c = self.cat.card(state.cards[u])
            extra = f", {W('hand-trigger-' + c.trigger, lang)}" if c.trigger else ""
            extra += ", Sentinel" if c.sentinel else ""
            lines.append(W("hand-line", lang, n=i, name=c.name(lang), grade=c.grade, power=c.power,
                           shield=c.shield, extra=extra))
            if c.abilities:  # what the bot believes the card does, in words from its script
                from .render import abilities_text

                lines += [f"    · {t}" for t in abilities_text(self.cat, c.id, lang)]
            elif not c.scripted and c.unit_type in ("normal", "trigger"):
                lines.append(f"    · {W('tbl-unscripted', lang)}")
        return "\n".join(lines)

    def result(self, state: State) -> Result | None:
        if not state.over:
            return None
        if state.draw:
            return Result.tie(2, state.reason)
        assert state.winner is not None
        return Result.win(state.winner, 2, state.reason)

    def private_alternatives(self, state: State, seat: int, text: str) -> list[str]:
        return alternatives.private_alternatives(self, state, seat, text)

    def scramble_secrets(self, before: State, after: State, keep: set[int], rng: random.Random) -> State:
        return alternatives.scramble_secrets(before, after, keep, rng)

    def legal_posts(self, state: State, seat: int) -> list[str]:
        return legal.legal_posts(self.cat, state, seat)

    def random_post(self, state: State, seat: int, rng: random.Random) -> str:
        return legal.random_post(self.cat, state, seat, rng)

    def random_step(self, state: State, seat: int, rng: random.Random) -> tuple[str, State, list[Event]]:
        return legal.random_step(self.cat, state, seat, rng)

    def rollout_step(self, state: State, seat: int, rng: random.Random) -> tuple[str, State, list[Event]]:
        return policy.rollout_step(self, state, seat, rng)  # the practice opponent's playouts: it guards

    def decision_label(self, decision: Decision, lang: Lang) -> str:
        def said(k: str, v: Any) -> Any:
            if k == "card" and isinstance(v, str) and v in self.cat.cards:
                return self.cat.card(v).name(lang)  # an ability's card by its name, not its id
            if k == "cards" and isinstance(v, list):
                return "; ".join(self.cat.card(c).name(lang) if c in self.cat.cards else str(c) for c in v)
            return ", ".join(map(str, v)) if isinstance(v, list) else v

        defaults = {"cb": 0, "sb": 0} if decision.kind in ("ability", "ability_dm") else {}  # older prompts
        return W(f"ask-{decision.kind.replace('_', '-')}", lang, **{**defaults, **{
            k: said(k, v)
            for k, v in decision.data.items() if isinstance(v, int | str | list) and not isinstance(v, bool)
        }})

    def accepts_out_of_turn(self, state: State, seat: int, action: Action) -> bool:
        from .actions import Concede, Declare, Note

        return isinstance(action, Concede | Note) or (isinstance(action, Declare) and action.kind != "act")

    def pass_post(self, state: State, seat: int) -> str | None:
        kinds = [d.kind for d in engine.pending(state) if d.seat == seat]
        if kinds and kinds[0] == "guard":
            return "no guard"
        return "end" if kinds and kinds[0] in ("g_assist", "ride", "stride", "main", "battle") else None

    def check_deck(self, text: str, options: Mapping[str, Any]) -> dict[str, Any]:
        """A deck list checked without a match (tournaments): the seat's setup, or every problem at once."""
        try:
            deck = read_deck_text(self.cat, text)
        except IllegalMove:
            first = (text.strip().split() or [""])[0].lower()
            if first not in ("deck", "колода"):
                raise NotAMove(W.text("deck-hint")) from None  # chat: the hint, in Fluent
            raise
        return self._checked(deck, options)

    def check_deck_upload(self, filename: str, data: bytes, options: Mapping[str, Any]) -> dict[str, Any]:
        if not filename.lower().endswith(".xlsx"):
            raise NotAMove(W.text("err-upload"))
        return self._checked(read_deck_sheet(self.cat, data), options)

    def _checked(self, deck: DeckList, options: Mapping[str, Any]) -> dict[str, Any]:
        opts = options_of({**options, "variant": options.get("variant") or options.get("format")})
        check_deck_list(self.cat, deck, opts)
        if deck.ready:
            return {"deck": f"trial {deck.ready}"}
        seat: dict[str, Any] = {"deck": list(deck.main), "start": deck.start}
        if deck.g_zone:
            seat["deck"] = [*deck.main, "G zone:", *deck.g_zone]
        return seat

    def invariants(self, state: State) -> list[str]:
        from .invariants import problems

        return problems(state)

    def evaluate(self, state: State, seat: int) -> float | None:
        """The damage race: six damage loses (V-WIN-1), so each point of damage is a twelfth."""
        mine, theirs = len(state.sides[seat].damage), len(state.sides[1 - seat].damage)
        return max(0.0, min(1.0, 0.5 + (theirs - mine) / 12))

    def scramble_hidden(self, state: State, audience: Audience, rng: random.Random) -> State:
        from .invariants import scramble

        return scramble(state, audience, rng)

    def scenario(self, data: Mapping[str, Any], view: str) -> tuple[int, dict[str, Any]]:
        from .scenario import run_scenario

        return run_scenario(self, data, view)

    def scenario_picture(self, data: Mapping[str, Any], view: str, lang: Lang) -> bytes | None:
        from .scenario import run_scenario

        return final_picture(lambda final: run_scenario(self, data, view, final), lang)

    def parse_upload(self, state: State, seat: int, filename: str, data: bytes) -> Action:
        """A deck as an xlsx (the ``Decks`` sheet of the judge's spreadsheet, edited), by DM."""
        if not filename.lower().endswith(".xlsx"):
            raise IllegalMove(W.text("err-upload"))
        return SubmitDeck(read_deck_sheet(self.cat, data))

    def decision_files(self, state: State, decision: Decision, lang: Lang) -> list[tuple[str, bytes]]:
        """The card spreadsheet goes with the ask for a deck: its Decks sheet is a template to fill."""
        return spreadsheet_for_deck(decision, self.cat.source)


__all__ = ["VanguardGame", "INFO"]

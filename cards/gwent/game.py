"""Witcher 3 forum Gwent behind the judge's engine protocol (``cards.core.Game``)."""

from __future__ import annotations

import difflib
import random
from collections.abc import Mapping, Sequence
from pathlib import Path
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
    NotAMove,
    Option,
    Result,
    Text,
    Variant,
)

from . import engine, legal
from .actions import Action, SubmitDeck
from .catalogue import Catalogue, default_catalogue
from .handfile import ManualDeckError, read_manual_deck, write_hand_xlsx
from .parser import parse_post
from .picture import picture
from .prompts import decision_prompt, hand_text
from .render import event_text, table_text
from .setup import new_match
from .state import Phase, State
from .views import view

INFO = GameInfo(
    name="gwent",
    title=Text("Gwent", "гвинт"),
    min_seats=2,
    max_seats=2,
    default_seats=2,
    variants=(
        Variant("classic", Text("Classic", "классика"), ("classic", "классика", "классический")),
        Variant("hard", Text("HardGwent", "хардгвинт"), ("hardgwent", "хард", "хардгвинт")),
    ),
    options=(
        Option(
            "hidden_factions",
            "bool",
            False,
            Text("Factions stay hidden until the match starts (G-SETUP-4)",
                 "Фракции скрыты до начала матча (G-SETUP-4)"),
        ),
    ),
    decks=DeckRule(required=True, by_text=True, upload=("xlsx",), ready=True),
    description=Text("Witcher 3 forum Gwent", "Гвинт форумов «Ведьмака 3»"),
)


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

    def pending(self, state: State):  # -> list[Decision]
        return engine.pending(state)

    def parse(self, state: State, seat: int, text: str) -> Action:
        hand = state.sides[seat].hand
        return parse_post(text, hand, is_card_like=self._card_like)

    def _card_like(self, text: str) -> bool:
        """Does the post's first part look like a card name, even misspelt? If not it is chat, left alone;
        if so a wrong name gets an answer with the close matches."""
        head = text.strip().split("+")[0].split(">")[0].split("@")[0].strip().lower().replace("ё", "е")
        if not head or head.lstrip("#").isdigit():
            return True
        words = [w for w in head.replace(":", " ").split() if len(w) >= 3]
        if any(w[:4] in self._stems for w in words):
            return True
        return any(difflib.get_close_matches(w, self._words, n=1, cutoff=0.75) for w in words[:3])

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        return engine.apply(self.cat, state, seat, action)

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
        bottom = audience.seat if audience.kind == "player" and audience.seat is not None else 0
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
            raise IllegalMove(
                "Send the deck as the filled '(2)' sheet of the reference, an .xlsx file.",
                "Пришлите колоду заполненным листом «(2)» справочника, файлом .xlsx.",
            )
        try:
            deck = read_manual_deck(data, self.cat)
        except ManualDeckError as e:
            raise IllegalMove(e.message("en"), e.message("ru")) from None
        leader = self.cat.card(deck.leader_id).name_en if deck.leader_id else None
        return SubmitDeck(deck.faction.value, leader, tuple(str(n) for n in deck.numbers))

    def title(self, lang: Lang) -> str:
        return "гвинт" if lang == "ru" else "Gwent"

    def accepts_out_of_turn(self, state: State, seat: int, action: Action) -> bool:
        return engine.early_pass_ok(state, seat, action)

    def decision_label(self, decision: Decision, lang: Lang) -> str:
        """What the judge asks for, with the syntax to answer (shown in DMs and reminders)."""
        return decision_prompt(self.cat, decision, lang)

    def decision_files(self, state: State, decision: Decision, lang: Lang) -> list[tuple[str, bytes]]:
        """The judge's reference goes with the ask for a deck list: players build decks from it (G-REF-8)."""
        path = Path(self.cat.source)
        if decision.kind != "deck" or not path.is_file():
            return []
        return [(path.name, path.read_bytes())]

    def render_hand(self, state: State, seat: int, lang: Lang) -> str:
        """``/hand``: the numbered hand with strength, row and abilities, and the exchange offer."""
        return hand_text(self.cat, state, seat, lang)

    def result(self, state: State) -> Result | None:
        if state.phase is not Phase.OVER:
            return None
        if state.draw:
            return Result.tie(len(state.sides))
        assert state.winner is not None
        return Result.win(state.winner, len(state.sides))

    def legal_posts(self, state: State, seat: int) -> list[str]:
        return legal.legal_posts(self.cat, state, seat)

    def random_post(self, state: State, seat: int, rng: random.Random) -> str:
        return legal.random_post(self.cat, state, seat, rng)


__all__ = ["GwentGame", "NotAMove", "IllegalMove"]

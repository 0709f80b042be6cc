"""Force of Will behind the judge's engine protocol (``cards.core.BaseGame``)."""

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
from cards.kit.names import ReaderNames
from cards.kit.scenario import final_picture

from . import alternatives, engine, legal, render
from . import deck as deckcheck
from .actions import Action, Block, Concede, NoResponses, Note, Pass, SubmitDeck, Use
from .catalogue import Catalogue, CatalogueError, default_catalogue, load_catalogue
from .ctx import Ctx
from .options import OPTIONS
from .parser import FIXED, canonical, parse
from .setup import new_match
from .state import ZONES, State
from .text import T
from .views import view

INFO = GameInfo(
    name="fow",
    title=Text("Force of Will", "Force of Will"),
    min_seats=2,
    max_seats=2,
    default_seats=2,
    options=OPTIONS,
    decks=DeckRule(
        required=True, by_text=True, upload=("xlsx",), upload_bytes=512 * 1024, ready=True, hint=T("deck-hint")
    ),
    description=Text("Force of Will TCG (Alice–Lapis era rules, CR 6.3a)",
                     "Force of Will TCG (правила эпохи Алисы–Лапис, CR 6.3a)"),
    view_events=frozenset({"dealt"}),  # the opening hand: the mulligan's ask shows it with the view
)


class FowGame(BaseGame):
    """One instance per catalogue (spreadsheet); stateless otherwise."""

    name = "fow"
    info = INFO

    def __init__(self, catalogue: Catalogue | None = None) -> None:
        self.cat = catalogue if catalogue is not None else default_catalogue()
        self._names = ReaderNames(self.cat.cards)  # for pictures
        self._deck_file: bytes | None = None

    # --- required -------------------------------------------------------------------------------
    def new_match(self, setup: Mapping[str, Any], rng: random.Random | int) -> tuple[State, list[Event]]:
        return new_match(self.cat, setup, rng)

    def seats(self, state: State) -> Sequence[str]:
        return [p.name for p in state.players]

    def pending(self, state: State) -> list[Decision]:
        return engine.pending(self.cat, state)

    def parse(self, state: State, seat: int, text: str) -> Action:
        fixed = FIXED.get(text)  # a pass and the like read the same in every state: no context is made
        if fixed is not None:
            return fixed
        return parse(Ctx(self.cat, state), seat, text)

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        return engine.apply(self.cat, state, seat, action)

    def canonical(self, state: State, seat: int, action: Action) -> str:
        return canonical(Ctx(self.cat, state), seat, action)

    def view(self, state: State, audience: Audience) -> dict[str, Any]:
        return view(Ctx(self.cat, state), audience)

    def render_table(self, state: State, audience: Audience, lang: Lang) -> str:
        return render.table_text(self.cat, state, audience, lang)

    def render_event(self, event: Event, lang: Lang) -> str | None:
        return render.event_text(event, lang)

    def render_picture(self, state: State, audience: Audience, lang: Lang) -> bytes:
        """The board as ``audience`` sees it (issue 16); a player sees his own side at the bottom."""
        from .picture import picture

        bottom = audience.bottom()
        return picture(self.view(state, audience), lang, bottom, self._names.namer(lang))

    def result(self, state: State) -> Result | None:
        if state.phase != "over":
            return None
        # The reason is told in both languages by the game's own last event (the judge would show a
        # Result.reason as it is, in every language), so the Result carries none.
        if state.draw:
            return Result.tie(2)
        assert state.winner is not None
        return Result.win(state.winner, 2)

    # --- optional hooks -------------------------------------------------------------------------
    def render_hand(self, state: State, seat: int, lang: Lang) -> str:
        return render.hand_text(self.cat, state, seat, lang)

    def decision_label(self, decision: Decision, lang: Lang) -> str:
        return render.decision_text(decision, lang)

    def decision_files(self, state: State, decision: Decision, lang: Lang) -> list[tuple[str, bytes]]:
        """The card spreadsheet goes with the ask for a deck: its "Deck" sheet is a list to fill in and
        send back (F-DECK-6)."""
        if decision.kind != "deck" or not self.cat.decks:
            return []
        if self._deck_file is None:
            self._deck_file = deck_sheet(self.cat)
        return [("fow_deck.xlsx", self._deck_file)]

    def post_in(self, state: State, seat: int, text: str, lang: Lang) -> str:
        """The post in Russian words and card names when the demo is in Russian (checked to read back to
        the same move; the canonical text otherwise)."""
        if lang != "ru":
            return text
        from .russian import russian_post

        try:
            ru = russian_post(Ctx(self.cat, state), text)
            if ru != text and parse(Ctx(self.cat, state), seat, ru) == parse(Ctx(self.cat, state), seat, text):
                return ru
        except MoveError:
            pass
        return text

    def private_alternatives(self, state: State, seat: int, text: str) -> list[str]:
        return alternatives.private_alternatives(self, state, seat, text)

    def scramble_secrets(self, before: State, after: State, keep: set[int], rng: random.Random) -> State:
        return alternatives.scramble_secrets(before, after, keep, rng)

    def legal_posts(self, state: State, seat: int) -> list[str]:
        return legal.legal_posts(self.cat, state, seat)

    def random_post(self, state: State, seat: int, rng: random.Random) -> str:
        return legal.random_post(self.cat, state, seat, rng)

    def random_step(self, state: State, seat: int, rng: random.Random) -> tuple[str, State, list[Event]]:
        """The scripted player finds a post legal by applying it: that result is returned, not made again."""
        return legal.random_step(self.cat, state, seat, rng)

    def rollout_step(self, state: State, seat: int, rng: random.Random) -> tuple[str, State, list[Event]]:
        """The practice opponent's playouts: the random player with a person's rules for blocks, plays and
        attacks (:mod:`cards.fow.policy`)."""
        from .policy import rollout_step

        return rollout_step(self.cat, state, seat, rng)

    def accepts_out_of_turn(self, state: State, seat: int, action: Action) -> bool:
        """Concede, notes and "no responses" are taken from anyone at any time; "pass" and a block
        from the player the match waits for."""
        if isinstance(action, Concede | Note | NoResponses):
            return True
        if isinstance(action, Use) and action.kind == "auto":
            return True  # F-REF-5: declared when its condition occurs, queued for the chase
        return isinstance(action, Pass | Block) and any(d.seat == seat for d in self.pending(state))

    def pass_post(self, state: State, seat: int) -> str | None:
        kinds = {d.kind for d in self.pending(state) if d.seat == seat}
        if "block" in kinds:
            return "no block"
        return "pass" if "priority" in kinds else None

    def check_deck(self, text: str, options: Mapping[str, Any]) -> dict[str, Any]:
        """A deck list checked without a match (tournaments): the seat's setup ``{"deck": list}``, whose
        list ``new_match`` reads back to the same deck; NotAMove for chat, every problem of a wrong deck."""
        body = text.strip()
        first = (body.split(None, 1) or [""])[0].lower().rstrip(":")
        if first in ("deck", "колода") and not body.lower().startswith(("колода:", "колода камней")):
            body = body.split(None, 1)[1] if len(body.split(None, 1)) > 1 else ""
            first = (body.split(None, 1) or [""])[0].lower().rstrip(":")
        try:
            deck = deckcheck.parse_deck(self.cat, body)
        except IllegalMove:
            deck_words = (*deckcheck.STARTER_WORDS, *deckcheck.SECTION_WORDS)
            if first not in deck_words and not first.isdigit() and "\n" not in body.strip():
                raise NotAMove(T("deck-not-a-deck")) from None
            raise
        return self._checked(deck, options)

    def check_deck_upload(self, filename: str, data: bytes, options: Mapping[str, Any]) -> dict[str, Any]:
        if not filename.lower().endswith(".xlsx"):
            raise NotAMove(T("deck-upload-kind"))
        return self._checked(deckcheck.parse_deck(self.cat, upload_text(data)), options)

    def _checked(self, deck: SubmitDeck, options: Mapping[str, Any]) -> dict[str, Any]:
        deckcheck.check(self.cat, deck, self.info.setup_options({k: v for k, v in options.items() if k != "variant"}))
        return {"deck": deckcheck.canonical(self.cat, deck).removeprefix("deck ")}

    def parse_upload(self, state: State, seat: int, filename: str, data: bytes) -> Action:
        """A deck as a spreadsheet: a sheet "Deck" with columns section, count, card (or the Decks sheet)."""
        if not filename.lower().endswith(".xlsx"):
            raise IllegalMove(T("deck-upload-kind"))
        if len(data) > 2_000_000:
            raise IllegalMove(Text("The file is too large (2 MB at most).", "Файл слишком большой (не больше 2 МБ)."))
        return deckcheck.parse_deck(self.cat, upload_text(data))

    def scenario(self, data: Mapping[str, Any], view: str) -> tuple[int, dict[str, Any]]:
        """Run a scenario file (``scenarios.md``, ``"game": "fow"``)."""
        from .scenario import run

        return run(self, data, view)

    def scenario_picture(self, data: Mapping[str, Any], view: str, lang: Lang) -> bytes | None:
        from .scenario import run

        return final_picture(lambda final: run(self, data, view, final), lang)

    # --- contract suite -------------------------------------------------------------------------
    def invariants(self, state: State) -> list[str]:
        """Each card in exactly one zone (the chase counts as one while a card is played)."""
        seen: dict[int, str] = {}
        problems: list[str] = []
        for seat, p in enumerate(state.players):
            places = [(z, getattr(p, z)) for z in ZONES] + [("ruler", [p.ruler] if p.ruler is not None else [])]
            for z, uids in places:
                for u in uids:
                    if u in seen:
                        problems.append(f"card {u} in {seen[u]} and {seat}:{z}")
                    seen[u] = f"{seat}:{z}"
        for item in state.chase:
            if item.kind in ("play", "trigger"):
                if item.source in seen:
                    problems.append(f"card {item.source} on the chase and in {seen[item.source]}")
                seen[item.source] = "chase"
        for u in state.cards:
            if u not in seen:
                problems.append(f"card {u} is in no zone")
        for p in state.players:
            if any(v < 0 for v in p.will.values()):
                problems.append(f"{p.name} has negative will")
        if len({*state.cards}) != len(state.cards):
            problems.append("duplicate uids")
        return problems

    def evaluate(self, state: State, seat: int) -> float | None:
        """The life race, from the 4000 each player starts with."""
        mine, theirs = state.players[seat].life, state.players[1 - seat].life
        return max(0.0, min(1.0, 0.5 + (mine - theirs) / 8000))

    def scramble_hidden(self, state: State, audience: Audience, rng: random.Random) -> State:
        """Swap the cards ``audience`` cannot see among the places hidden from it (same counts)."""
        s = state.clone()
        pick = s.picking  # the cards a "seek" shows its picker (a "reveal" shows everyone) stay put
        shown = set(pick.cands) | set(pick.rest) if pick is not None and (
            pick.word == "reveal" or audience.kind == "player" and audience.seat == pick.seat) else set()
        hidden: list[tuple[int, str]] = []
        for seat in range(len(s.players)):
            if audience.kind == "judge":
                continue
            mine = audience.seat == seat
            zones = ["deck", "stone_deck"] if mine else ["deck", "stone_deck", "hand", "standby"]
            hidden += [(seat, z) for z in zones]
        by_owner: dict[int, list[int]] = {0: [], 1: []}
        for seat, z in hidden:
            by_owner[seat].extend(u for u in getattr(s.players[seat], z) if u not in shown)
        for uids in by_owner.values():
            cids = sorted(s.cards[u].cid for u in uids)  # sorted: where they were does not matter
            rng.shuffle(cids)
            for u, cid in zip(uids, cids, strict=True):
                s.mut(u).cid = cid
        return s


def deck_sheet(cat: Catalogue) -> bytes:
    """A small workbook to fill in and send back: sheet "Deck" (section / count / card) holding the first
    ready deck. The whole card sheet (5,340 faces) is too large to be a deck upload."""
    import datetime as dt

    from openpyxl import Workbook

    from cards.workbook import reproducible_bytes

    deck = next(iter(cat.decks.values()))
    wb = Workbook()
    ws = wb.active
    ws.title = "Deck"
    ws.append(["section", "count", "card"])
    for section, pile in (("ruler", (deck.ruler,)), ("main", deck.main), ("stones", deck.stones)):
        counts: dict[str, int] = {}
        for cid in pile:
            counts[cid] = counts.get(cid, 0) + 1
        for cid, n in counts.items():
            ws.append([section, n, cat.card(cid).name_en])
    return reproducible_bytes(wb, dt.datetime(2024, 1, 1))


def upload_text(data: bytes) -> str:
    """The rows of an uploaded deck sheet as a text list (count name per line, with section headers)."""
    from cards.kit.xlsx import XlsxRefused, open_workbook

    try:
        wb = open_workbook(data)  # parts read under hard limits, never their declared sizes (issue 8)
    except XlsxRefused as exc:
        raise IllegalMove(exc.text) from None
    ws = wb["Deck"] if "Deck" in wb.sheetnames else wb.worksheets[0]
    lines: list[str] = []
    for r, row in enumerate(ws.iter_rows(values_only=True), start=1):
        if r > 200:
            break
        cells = [str(c).strip()[:80] for c in row[:4] if c is not None and str(c).strip()]  # no name is longer
        if not cells or cells[0].lower() in ("section", "раздел"):
            continue
        if len(cells) >= 3:
            lines.append(f"{cells[0]}: {cells[1]} {cells[2]}")
        else:
            lines.append(" ".join(cells))
    return "\n".join(lines)


__all__ = ["FowGame", "INFO", "CatalogueError", "load_catalogue"]


"""Fate/Ace Royal behind the judge's engine protocol (``cards.core.Game``), for 2 to 7 Masters."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from cards.chance import Chance
from cards.core import (
    Audience,
    BaseGame,
    Decision,
    DeckRule,
    Event,
    GameInfo,
    Lang,
    MoveError,
    Result,
    Text,
)
from cards.kit.apply import finish
from cards.kit.names import ReaderNames
from cards.kit.scenario import final_picture

from . import alternatives, engine, legal
from .actions import Action, Activate, Concede, Discard, JudgeSet, PlayScene, Spells
from .catalogue import Catalogue, default_catalogue
from .options import OPTIONS
from .parser import canonical, parse_post
from .render import decision_text, event_text, hand_text, table_text
from .setup import new_match
from .state import Master, State
from .texts import say
from .views import view

INFO = GameInfo(
    name="fate",
    title=Text("Fate/Ace Royal", "Fate/Ace Royal"),
    min_seats=2,
    max_seats=7,
    default_seats=4,
    options=OPTIONS,
    decks=DeckRule(required=False),
    description=Text("Fate/Ace Royal: 2 to 7 Masters, the Active Master rotation, dice, prana and Command Spells",
                     "Fate/Ace Royal: от 2 до 7 Мастеров, Активный Мастер, кубик, прана и Командные заклинания"),
)


class FateGame(BaseGame):
    """One instance per catalogue; stateless otherwise."""

    name = "fate"
    info = INFO

    def __init__(self, catalogue: Catalogue | None = None) -> None:
        self.cat = catalogue if catalogue is not None else default_catalogue()
        self._names = ReaderNames(self.cat.cards)  # for pictures

    def new_match(self, setup: Mapping[str, Any], rng: random.Random) -> tuple[State, list[Event]]:
        chance = Chance(rng.getrandbits(64))
        state, events = new_match(self.cat, setup, chance)
        return state, finish(events, chance)

    def seats(self, state: State) -> Sequence[str]:
        return [m.name for m in state.masters]

    def pending(self, state: State) -> list[Decision]:
        return engine.pending(self.cat, state)

    def parse(self, state: State, seat: int, text: str) -> Action:
        return parse_post(self.cat, state, seat, text)

    def apply(self, state: State, seat: int, action: Action) -> tuple[State, list[Event]]:
        return engine.apply(self.cat, state, seat, action)

    def canonical(self, state: State, seat: int, action: Action) -> str:
        return canonical(self.cat, state, action)

    def view(self, state: State, audience: Audience) -> dict[str, Any]:
        return view(self.cat, state, audience)

    def render_table(self, state: State, audience: Audience, lang: Lang) -> str:
        return table_text(view(self.cat, state, audience), lang)

    def render_event(self, event: Event, lang: Lang) -> str | None:
        return event_text(event, lang)

    def render_picture(self, state: State, audience: Audience, lang: Lang) -> bytes:
        """The ring of Masters as ``audience`` sees it (issue 16); a Master sees himself at the bottom."""
        from .picture import picture

        bottom = audience.bottom()
        return picture(view(self.cat, state, audience), lang, bottom, self._names.namer(lang))

    def render_hand(self, state: State, seat: int, lang: Lang) -> str:
        return hand_text(view(self.cat, state, Audience.player(seat)), seat, lang)

    def decision_label(self, decision: Decision, lang: Lang) -> str:
        return decision_text(decision, lang)

    def accepts_out_of_turn(self, state: State, seat: int, action: Action) -> bool:
        """Command Spells, activations, Scene cards and conceding at any moment (FA-CS-2, FA-EFF-4,
        FA-WIN-5); a discard an effect asked for whenever it is owed."""
        if isinstance(action, Spells | Activate | PlayScene | Concede | JudgeSet):
            return True
        return isinstance(action, Discard) and state.discards.get(seat, 0) > 0

    def judge_only(self, state: State, seat: int, action: Action) -> bool:
        """``judge prana|spells|mark|unmark …``: a judge's correction (FA-CS-5, FA-EFF-6), never a player's."""
        return isinstance(action, JudgeSet)

    def pass_post(self, state: State, seat: int) -> str | None:
        kinds = engine.waiting_kinds(self.cat, state, seat)
        if "turn" in kinds:
            return "end"
        return "pass" if {"window", "prana_zero"} & set(kinds) else None

    def seat_left(self, state: State, seat: int) -> bool:
        """A Master who left (conceded, lost his Command Spells or his prana) while the others play on
        (FA-WIN-1, FA-WIN-2, FA-WIN-5)."""
        return state.step != "over" and 0 <= seat < len(state.masters) and state.masters[seat].out

    def result(self, state: State) -> Result | None:
        """Placements by the order of leaving (FA-WIN-3, FA-WIN-4): the last group out shares a place."""
        if state.step != "over":
            return None
        groups = [list(g) for g in reversed(state.left)]
        remaining = state.in_game()
        if remaining:
            return Result.ranked([remaining, *groups], "last-master")
        return Result.ranked(groups, "left-together")

    def reason_text(self, reason: str, lang: Lang) -> str:
        """The end-of-match note in the reader's language (FA-WIN-3, FA-WIN-4)."""
        from .texts import MESSAGES

        key = f"result-{reason}"
        return say(key, lang) if MESSAGES.has(key, lang) else reason

    def private_alternatives(self, state: State, seat: int, text: str) -> list[str]:
        return alternatives.private_alternatives(self, state, seat, text)

    def scramble_secrets(self, before: State, after: State, keep: set[int], rng: random.Random) -> State:
        return alternatives.scramble_secrets(before, after, keep, rng)

    def scramble_faces(self, before: State, after: State, keep: set[int], rng: random.Random) -> State:
        return alternatives.scramble_faces(before, after, keep, rng)

    def legal_posts(self, state: State, seat: int) -> list[str]:
        return legal.legal_posts(self.cat, state, seat)

    def random_post(self, state: State, seat: int, rng: random.Random) -> str:
        return legal.random_post(self.cat, state, seat, rng)

    def random_step(self, state: State, seat: int, rng: random.Random) -> tuple[str, State, list[Event]]:
        """The random post with the state it led to: finding it applies it, so it is not applied twice."""
        return legal.random_step(self.cat, state, seat, rng)

    def rollout_step(self, state: State, seat: int, rng: random.Random) -> tuple[str, State, list[Event]]:
        """The practice opponent's playouts: a random Master who keeps his Command Spells to survive."""
        return legal.rollout_step(self.cat, state, seat, rng)

    def post_in(self, state: State, seat: int, text: str, lang: Lang) -> str:
        """The post in Russian words and card names when the demo is in Russian, kept only when it parses
        to the same action as the canonical text (the canonical text otherwise)."""
        if lang != "ru":
            return text
        from .russian import russian_post

        ru = russian_post(self.cat, text)
        try:
            return ru if ru != text and self.parse(state, seat, ru) == self.parse(state, seat, text) else text
        except MoveError:
            return text

    def scenario(self, data: Mapping[str, Any], view: str) -> tuple[int, dict[str, Any]]:
        from .scenario import run

        return run(data, view)

    def scenario_picture(self, data: Mapping[str, Any], view: str, lang: Lang) -> bytes | None:
        from .scenario import run

        return final_picture(lambda final: run(data, view, None, final), lang)

    def setup_for(self, names: Sequence[str], variant: str | None = None,
                  options: Mapping[str, Any] | None = None) -> dict[str, Any]:
        self.info.check_seats(len(names))
        options = self.info.variant_options(variant, options)  # an unknown variant is refused (issue 29)
        return {"players": [{"name": n} for n in names], **self.info.setup_options(options)}

    def invariants(self, state: State) -> list[str]:
        """Each Mystic Code in exactly one zone; each Servant card in one place (random deal and draft)."""
        problems: list[str] = []
        seen: Counter[int] = Counter()
        for zone in (state.draw_pile, state.discard_pile, state.grail):
            seen.update(zone)
        for m in state.masters:
            seen.update(m.hand)
            seen.update(m.deck)
            seen.update(c.uid for c in m.field)
            if m.out and (m.hand or m.field or m.servant is not None):
                problems.append(f"{m.name} left the game but still holds cards")
            if m.prana < 0 or not 0 <= m.spells <= 3:
                problems.append(f"{m.name}: prana {m.prana}, spells {m.spells}")
        for uid in state.cards:
            if seen[uid] != 1:
                problems.append(f"card #{uid} ({state.cards[uid]}) is in {seen[uid]} zones")
        if state.options.get("servants") != "choice":
            servant_cards: Counter[str] = Counter(state.unused + state.gone)
            for m in state.masters:
                if m.servant is not None:
                    servant_cards.update([m.servant.spirit, m.servant.klass])
                for ids in m.offer.values():
                    servant_cards.update(ids)
            twice = [c for c, n in servant_cards.items() if n > 1]
            if twice:
                problems.append(f"Servant cards in two places: {', '.join(sorted(twice))}")
        if state.step not in ("setup", "over") and state.masters[state.active].out:
            problems.append("the Active Master marker is with a Master who left")
        return problems

    def evaluate(self, state: State, seat: int) -> float | None:
        """How far this Master leads each other one, averaged (out of the game: behind everyone). A Master's
        standing is his prana and his Command Spells: running out of either loses (FA-WIN-1, FA-WIN-2),
        and a spell beyond the last buys a prana back at 0 (FA-AMB-16), so each counts as two prana."""
        me = state.masters[seat]
        if me.out:
            return 0.0
        others = [m for i, m in enumerate(state.masters) if i != seat]
        if not others:
            return 1.0

        def standing(m: Master) -> int:
            return m.prana + 2 * max(0, m.spells - 1)

        mine = standing(me)
        lead = sum(1.0 if m.out else max(0.0, min(1.0, 0.5 + (mine - standing(m)) / 16)) for m in others)
        return lead / len(others)

    def scramble_hidden(self, state: State, audience: Audience, rng: random.Random) -> State:
        """Swap what ``audience`` cannot see among the places hidden from it: other hands and the draw
        piles (same counts), and the identities of other Masters' face-down Servants."""
        s = state.clone()
        if audience.kind == "judge":
            return s
        mine = audience.seat if audience.kind == "player" else None
        hidden_zones: list[list[int]] = [s.draw_pile] + [m.deck for m in s.masters]
        hidden_zones += [m.hand for i, m in enumerate(s.masters) if i != mine]
        pool = sorted(u for z in hidden_zones for u in z)  # sorted: where they were does not matter
        rng.shuffle(pool)
        for z in hidden_zones:
            n = len(z)
            z[:] = pool[:n]
            del pool[:n]
        down = [m for i, m in enumerate(s.masters) if i != mine and m.servant is not None and m.servant.face_down]
        spirits = sorted([m.servant.spirit for m in down if m.servant] + [x for x in s.unused if x.startswith("H")])
        classes = sorted([m.servant.klass for m in down if m.servant] + [x for x in s.unused if x.startswith("C")])
        rng.shuffle(spirits)
        rng.shuffle(classes)
        for m in down:
            assert m.servant is not None
            m.servant.spirit, m.servant.klass = spirits.pop(), classes.pop()
        s.unused = spirits + classes + [x for x in s.unused if not x.startswith(("H", "C"))]
        return s


__all__ = ["FateGame", "INFO"]

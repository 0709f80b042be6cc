"""Builders for the HardGwent tests: a Hard position in, a readable table out.

A test builds a position with :func:`player` / :func:`hard`, then drives :class:`Table` post by
post through ``GwentGame`` (the engine's own entry point). Kept separate from ``tests/gwent``
(Classic) so the two suites never step on each other.
"""

from __future__ import annotations

import functools
import json
import random
from collections.abc import Mapping, Sequence
from typing import Any

from cards.core import JUDGE, PUBLIC, Audience, Event, IllegalMove
from cards.gwent import scenario as scenario_mod
from cards.gwent.catalogue import Catalogue, default_catalogue
from cards.gwent.game import GwentGame
from cards.gwent.render import event_text

A, B = "Alice", "Bob"
ROWS = ("close", "ranged", "siege")


def player(
    name: str = A,
    faction: str = "northern_realms",
    *,
    hand: Sequence[Any] = (),
    deck: Sequence[Any] = (),
    discard: Sequence[Any] = (),
    close: Sequence[Any] = (),
    ranged: Sequence[Any] = (),
    siege: Sequence[Any] = (),
    **extra: Any,
) -> dict[str, Any]:
    """One player of a Hard scenario; leaders default to all five of the faction (G-DECK-HARD-2)."""
    p: dict[str, Any] = {"name": name, "faction": faction}
    p.update(hand=list(hand), deck=list(deck), discard=list(discard))
    p["rows"] = {"close": list(close), "ranged": list(ranged), "siege": list(siege)}
    p.update(extra)
    return p


def hard(
    p1: Mapping[str, Any] | None = None,
    p2: Mapping[str, Any] | None = None,
    *,
    turn: int = 2,
    **extra: Any,
) -> dict[str, Any]:
    """A Hard scenario, by default at turn 2 (the double move binds) with Alice to move."""
    spec: dict[str, Any] = {
        "game": "gwent",
        "variant": "hard",
        "seed": 1,
        "turn": turn,
        "players": [dict(p1 or player(A)), dict(p2 or player(B, "nilfgaard"))],
    }
    spec.update(extra)
    return spec


def unit(card_id: str, strength: int, row: str = "close", abilities: str = "", **kw: Any) -> dict[str, Any]:
    """An inline card row: a generic U(n) of the worked examples (A-43)."""
    r = {
        "id": card_id,
        "name_en": kw.pop("name_en", card_id.replace("_", " ").title()),
        "name_ru": kw.pop("name_ru", ""),
        "kind": kw.pop("kind", "unit"),
        "strength": strength,
        "row": row,
        "abilities": abilities,
        "muster_group": kw.pop("muster_group", ""),
        "faction": kw.pop("faction", "neutral"),
    }
    r.update(kw)
    return r


@functools.lru_cache(maxsize=64)
def _catalogue(cards_json: str) -> Catalogue:
    cat = default_catalogue()
    rows = json.loads(cards_json)
    return cat.with_cards(rows) if rows else cat


class Table:
    """A Hard position driven post by post through ``GwentGame``."""

    def __init__(self, spec: Mapping[str, Any]) -> None:
        self.cat = _catalogue(json.dumps(spec.get("cards") or [], sort_keys=True))
        self.game = GwentGame(self.cat)
        self.state = scenario_mod.build_state(self.cat, spec)
        self.names = [s.name for s in self.state.sides]
        self.events: list[Event] = []

    @classmethod
    def new_match(cls, setup: Mapping[str, Any], seed: int = 1) -> Table:
        t = cls.__new__(cls)
        t.cat = default_catalogue()
        t.game = GwentGame(t.cat)
        t.state, t.events = t.game.new_match(setup, random.Random(seed))
        t.names = [s.name for s in t.state.sides]
        return t

    def seat(self, who: str) -> int:
        return self.names.index(who)

    def post(self, who: str, text: str) -> list[Event]:
        self.state, self.events = self.game.play(self.state, self.seat(who), text)
        return self.events

    def refuse(self, who: str, text: str) -> IllegalMove:
        """The post must be refused and change nothing."""
        before = json.dumps(self.view(), sort_keys=True, default=str)
        old = self.state
        try:
            self.game.play(self.state, self.seat(who), text)
        except IllegalMove as e:
            assert self.state is old
            assert json.dumps(self.view(), sort_keys=True, default=str) == before
            return e
        raise AssertionError(f"{who}: {text!r} was accepted")

    # ---- reading the table -------------------------------------------------------------
    def view(self, audience: Audience = JUDGE) -> dict[str, Any]:
        return self.game.view(self.state, audience)

    def p(self, who: str, audience: Audience = JUDGE) -> dict[str, Any]:
        return self.view(audience)["players"][self.seat(who)]

    def score(self, who: str) -> float:
        return self.p(who)["score"]

    def row_score(self, who: str, row: str) -> float:
        return self.p(who)["rows"][row]["score"]

    def row(self, who: str, row: str) -> list[str]:
        return [c["name"] for c in self.p(who)["rows"][row]["cards"]]

    def strengths(self, who: str, row: str) -> list[float]:
        return [c.get("strength") for c in self.p(who)["rows"][row]["cards"]]

    def field(self, who: str) -> list[str]:
        return [n for r in ROWS for n in self.row(who, r)]

    def hand(self, who: str) -> list[str]:
        return self.p(who)["hand"]

    def deck(self, who: str) -> list[str]:
        return self.p(who)["deck"]

    def discard(self, who: str) -> list[str]:
        return self.p(who)["discard"]

    def passed(self, who: str) -> bool:
        return self.p(who)["passed"]

    def to_move(self) -> str | None:
        return self.view()["to_move"]

    def pending(self) -> list[tuple[str, str]]:
        return [(d["player"], d["kind"]) for d in self.view()["pending"]]

    def kinds(self) -> list[str]:
        return [e.kind for e in self.events]

    def log(self, lang: str = "en") -> list[str]:
        return [t for e in self.events if e.audience == PUBLIC and (t := event_text(e, lang))]

    def table(self, lang: str = "en") -> str:
        return self.game.render_table(self.state, PUBLIC, lang)

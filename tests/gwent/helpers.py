"""Small builders for Gwent rules tests: a scenario dict in, a readable table out.

A test builds a position with :func:`scenario` / :func:`player`, then either runs it through the
scenario runner (:func:`run`) or drives :class:`Table` post by post (``GwentGame`` directly).
Scores come back as numbers (ints when whole, one decimal under King Bran, A-46).
"""

from __future__ import annotations

import functools
import json
import random
from collections.abc import Mapping, Sequence
from typing import Any

from cards.core import JUDGE, PUBLIC, Audience, Event, IllegalMove, MoveError
from cards.gwent import scenario as scenario_mod
from cards.gwent.catalogue import Catalogue, default_catalogue
from cards.gwent.game import GwentGame
from cards.gwent.render import event_text

A, B = "Alice", "Bob"


def player(
    name: str = A,
    faction: str = "northern_realms",
    leader: str | None = None,
    *,
    hand: Sequence[Any] = (),
    deck: Sequence[Any] = (),
    discard: Sequence[Any] = (),
    close: Sequence[Any] = (),
    ranged: Sequence[Any] = (),
    siege: Sequence[Any] = (),
    **extra: Any,
) -> dict[str, Any]:
    """One player of a scenario; rows by keyword, other keys (horns, lives, passed…) as given."""
    p: dict[str, Any] = {"name": name, "faction": faction}
    if leader:
        p["leader"] = leader
    p.update(hand=list(hand), deck=list(deck), discard=list(discard))
    p["rows"] = {"close": list(close), "ranged": list(ranged), "siege": list(siege)}
    p.update(extra)
    return p


def scenario(
    p1: Mapping[str, Any] | None = None,
    p2: Mapping[str, Any] | None = None,
    *,
    moves: Sequence[tuple[str, str]] = (),
    **extra: Any,
) -> dict[str, Any]:
    """A Classic scenario; ``moves`` as (player, post) pairs."""
    spec: dict[str, Any] = {
        "game": "gwent",
        "variant": "classic",
        "seed": 1,
        "players": [dict(p1 or player(A)), dict(p2 or player(B, "nilfgaard"))],
    }
    spec["moves"] = [{"player": who, "post": post} for who, post in moves]
    spec.update(extra)
    return spec


def run(spec: Mapping[str, Any], *, error: bool = False) -> dict[str, Any]:
    """Run through ``cards.gwent.scenario.run``; a refused post fails the test unless ``error``."""
    out, code = scenario_mod.run(spec)
    if error:
        assert code == 3 and out["error"], out
    else:
        assert code == 0, out["error"]
    return out


@functools.lru_cache(maxsize=64)
def _catalogue(cards_json: str) -> Catalogue:
    cat = default_catalogue()
    rows = json.loads(cards_json)
    return cat.with_cards(rows) if rows else cat


def catalogue(spec: Mapping[str, Any] | None = None) -> Catalogue:
    return _catalogue(json.dumps((spec or {}).get("cards") or [], sort_keys=True))


def unit(card_id: str, strength: int, row: str = "close", abilities: str = "", **kw: Any) -> dict[str, Any]:
    """An inline card row (a generic U(n) of the worked examples, A-43)."""
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


class Table:
    """A position driven post by post through ``GwentGame`` (the engine's own entry point)."""

    def __init__(self, spec: Mapping[str, Any]) -> None:
        self.cat = catalogue(spec)
        self.game = GwentGame(self.cat)
        self.state = scenario_mod.build_state(self.cat, spec)
        self.names = [s.name for s in self.state.sides]
        self.events: list[Event] = []

    @classmethod
    def new_match(cls, setup: Mapping[str, Any], seed: int = 1) -> Table:
        """A match from its setup (decks, deal) instead of a position."""
        t = cls.__new__(cls)
        t.cat = default_catalogue()
        t.game = GwentGame(t.cat)
        t.state, t.events = t.game.new_match(setup, random.Random(seed))
        t.names = [s.name for s in t.state.sides]
        return t

    def seat(self, who: str) -> int:
        return self.names.index(who)

    def post(self, who: str, text: str) -> list[Event]:
        self.state, events = self.game.play(self.state, self.seat(who), text)
        self.events = events
        return events

    def posts(self, *moves: tuple[str, str]) -> None:
        for who, text in moves:
            self.post(who, text)

    def refuse(self, who: str, text: str) -> IllegalMove:
        """The post must be refused and must change nothing (the state object and its view)."""
        before = json.dumps(self.view(), sort_keys=True, default=str)
        old = self.state
        try:
            self.game.play(self.state, self.seat(who), text)
        except MoveError as e:
            assert self.state is old
            assert json.dumps(self.view(), sort_keys=True, default=str) == before
            return e
        raise AssertionError(f"{who}: {text!r} was accepted")

    # ---- reading the table --------------------------------------------------------------
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
        return [n for r in ("close", "ranged", "siege") for n in self.row(who, r)]

    def hand(self, who: str) -> list[str]:
        return self.p(who)["hand"]

    def deck(self, who: str) -> list[str]:
        return self.p(who)["deck"]

    def discard(self, who: str) -> list[str]:
        return self.p(who)["discard"]

    def pending(self) -> list[tuple[str, str]]:
        return [(d["player"], d["kind"]) for d in self.view()["pending"]]

    def kinds(self, events: Sequence[Event] | None = None) -> list[str]:
        return [e.kind for e in (self.events if events is None else events)]

    def public_log(self) -> list[str]:
        return [t for e in self.events if e.audience == PUBLIC and (t := event_text(e, "en"))]

    def passed(self, who: str) -> bool:
        return self.p(who)["passed"]

    def to_move(self) -> str | None:
        return self.view()["to_move"]

    def log(self, lang: str = "en") -> list[str]:
        return [t for e in self.events if e.audience == PUBLIC and (t := event_text(e, lang))]

    def table(self, lang: str = "en") -> str:
        return self.game.render_table(self.state, PUBLIC, lang)

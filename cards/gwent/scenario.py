"""The scenario runner: load a position, apply posts, print the state as JSON.

A judge's tool (``tablejudge scenario FILE.json``) and the tests' fixture format. Any key left
out takes its natural default: empty zones, 2 lives, round 1, turn 1, nobody passed.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

from cards.chance import Chance
from cards.core import JUDGE, PUBLIC, Audience, MoveError

from .catalogue import Catalogue, default_catalogue, load_catalogue
from .game import GwentGame
from .model import Faction
from .render import event_text
from .setup import faction_of
from .state import Phase, Side, State
from .variant import get_variant

ROWS = ("close", "ranged", "siege")


class ScenarioError(ValueError):
    """The scenario file itself is wrong (not a refused post): names the key at fault."""


def _catalogue(spec: Mapping[str, Any], base: Path | None) -> Catalogue:
    cat = default_catalogue()
    if spec.get("spreadsheet"):
        path = Path(spec["spreadsheet"])
        if base is not None and not path.is_absolute():
            path = base / path
        cat = load_catalogue(path)
    if spec.get("cards"):
        cat = cat.with_cards(spec["cards"])
    return cat


def _card_id(cat: Catalogue, ref: Any, where: str) -> str:
    text = ref["card"] if isinstance(ref, Mapping) else ref
    if not isinstance(text, str | int):
        raise ScenarioError(f"{where}: a card is named by id, English or Russian name")
    text = str(text)
    if text in cat.cards:
        return text
    try:
        return cat.resolve(text).id
    except MoveError as e:
        raise ScenarioError(f"{where}: {e.text.en}") from None


def build_state(cat: Catalogue, spec: Mapping[str, Any]) -> State:  # noqa: C901 - one branch per scenario key
    variant = get_variant(str(spec.get("variant", "classic")))
    s = State(variant=variant, chance=Chance(spec.get("seed", 0), spec.get("chance") or ()))
    players = spec.get("players") or []
    if len(players) != 2:
        raise ScenarioError("players: Gwent needs exactly 2 players")
    names = [str(p.get("name", f"Player {i + 1}")) for i, p in enumerate(players)]

    def owner_of(ref: Any, default: int, where: str) -> int:
        if isinstance(ref, Mapping) and "owner" in ref:
            if ref["owner"] not in names:
                raise ScenarioError(f"{where}.owner: no player named {ref['owner']!r}")
            return names.index(ref["owner"])
        return default

    def make(ref: Any, owner: int, where: str) -> int:
        return s.new_uid(_card_id(cat, ref, where), owner_of(ref, owner, where))

    for i, p in enumerate(players):
        where = f"players[{i}]"
        faction = faction_of(p["faction"]) if p.get("faction") else Faction.NEUTRAL
        side = Side(name=names[i], faction=faction, leaders=[])
        s.sides.append(side)
        leader_refs: list[Any] = list(p.get("leaders") or ([p["leader"]] if p.get("leader") else []))
        if variant.hard and not leader_refs and faction is not Faction.NEUTRAL:
            side.leaders = [d.id for d in cat.leaders_for(faction, True)]
        else:
            side.leaders = [_card_id(cat, r, f"{where}.leader") for r in leader_refs]
        side.leaders_used = [_card_id(cat, r, f"{where}.leaders_used") for r in p.get("leaders_used", [])]
        if p.get("leader_used_this_round"):
            side.leader_round = int(spec.get("round", 1))
        side.hand = [make(r, i, f"{where}.hand[{j}]") for j, r in enumerate(p.get("hand", []))]
        side.deck = [make(r, i, f"{where}.deck[{j}]") for j, r in enumerate(p.get("deck", []))]
        side.offer = [make(r, i, f"{where}.offer[{j}]") for j, r in enumerate(p.get("offer", []))]
        side.deck = side.offer + side.deck
        side.discard = [make(r, i, f"{where}.discard[{j}]") for j, r in enumerate(p.get("discard", []))]
        rows = p.get("rows") or {}
        for r in rows:
            if r not in ROWS:
                raise ScenarioError(f"{where}.rows: unknown row {r!r} (close, ranged, siege)")
            side.rows[r] = [make(c, i, f"{where}.rows.{r}[{j}]") for j, c in enumerate(rows[r])]
        for key, slot in (("horns", side.horn), ("mardroeme", side.mardroeme)):
            for r, c in (p.get(key) or {}).items():
                if r not in ROWS:
                    raise ScenarioError(f"{where}.{key}: unknown row {r!r}")
                slot[r] = make(c, i, f"{where}.{key}.{r}")
        side.leader_horn = [r for r in p.get("leader_horns", []) if r in ROWS]
        side.lives = int(p.get("lives", 2))
        side.passed = bool(p.get("passed", False))
        side.exchanged = True
        side.deck_ready = True
    for j, c in enumerate(spec.get("weather", [])):
        text = c["card"] if isinstance(c, Mapping) else c
        leader_weather = {
            "rain (leader)": "weather_rain",
            "fog (leader)": "weather_fog",
            "frost (leader)": "weather_frost",
        }
        if isinstance(text, str) and text.lower() in leader_weather:
            s.leader_weather.append(leader_weather[text.lower()])
        else:
            s.weather.append(make(c, 0, f"weather[{j}]"))
    s.weather_discard = [
        make(c, 0, f"weather_discard[{j}]") for j, c in enumerate(spec.get("weather_discard", []))
    ]
    s.round = int(spec.get("round", 1))
    s.turn = int(spec.get("turn", 1))
    to_move = spec.get("to_move", names[0])
    if to_move not in names:
        raise ScenarioError(f"to_move: no player named {to_move!r}")
    s.to_move = names.index(to_move)
    s.first_players = [s.to_move] if s.round == 1 else [1 - s.to_move, s.to_move][: s.round - 1]
    s.phase = Phase(spec.get("phase", "play"))
    if s.phase is Phase.EXCHANGE:
        for side in s.sides:
            side.exchanged = False
    s.unlimited = any(side.passed for side in s.sides)
    return s


def _audience(state: State, which: str) -> Audience:
    if which == "judge":
        return JUDGE
    if which == "public":
        return PUBLIC
    names = [s.name for s in state.sides]
    if which not in names:
        raise ScenarioError(f"--view: no player named {which!r} (judge, public or a player's name)")
    return Audience.player(names.index(which))


def output(
    game: GwentGame, state: State, audience: Audience, log: list[str], error: str | None
) -> dict[str, Any]:
    v = game.view(state, audience)
    players = []
    for p in v["players"]:
        out = {
            "name": p["name"],
            "faction": p["faction"],
            "lives": p["lives"],
            "score": p["score"],
            "passed": p["passed"],
            "hand_count": p["hand_count"],
            "deck_count": p["deck_count"],
            "discard": p["discard"],
            "leaders_used": p["leaders_used"],
            "rows": {
                r: {
                    "score": row["score"],
                    "horn": row["horn"],
                    "cards": [
                        {"name": c["name"], "strength": c.get("strength"), "hero": c["hero"]}
                        for c in row["cards"]
                    ],
                }
                for r, row in p["rows"].items()
            },
        }
        if "hand" in p:
            out["hand"] = p["hand"]
        if p["revealed"]:
            out["revealed"] = p["revealed"]
        players.append(out)
    return {
        "round": v["round"],
        "turn": v["turn"],
        "to_move": v["to_move"],
        "phase": v["phase"],
        "pending": v["pending"],
        "weather": v["weather"],
        "weather_discard": v["weather_discard"],
        "winner": v["winner"],
        "results": v["results"],
        "log": log,
        "error": error,
        "players": players,
    }


def run(spec: Mapping[str, Any], view: str = "judge", base: Path | None = None,
        final: Callable[[GwentGame, State, Audience], None] | None = None) -> tuple[dict[str, Any], int]:
    """Run a scenario; returns (output JSON, exit status: 0 ok, 3 a post was refused). ``final`` (if given)
    is handed the game, the last state and the view's audience (``tablejudge scenario --picture``)."""
    if spec.get("game", "gwent") != "gwent":
        raise ScenarioError(f"game: only 'gwent' is supported here, not {spec.get('game')!r}")
    cat = _catalogue(spec, base)
    game = GwentGame(cat)
    state = build_state(cat, spec)
    audience = _audience(state, view)
    names = [s.name for s in state.sides]
    log: list[str] = []
    error: str | None = None
    for i, mv in enumerate(spec.get("moves", [])):
        who = mv.get("player")
        if who not in names:
            raise ScenarioError(f"moves[{i}].player: no player named {who!r}")
        try:
            state, events = game.play(state, names.index(who), str(mv.get("post", "")))
        except MoveError as e:
            error = f"moves[{i}] ({who}: {mv.get('post')!r}): {e.text.en}"
            break
        log.extend(
            t.split("\n\n")[0] for e in events if e.audience == PUBLIC and (t := event_text(e, "en"))
        )  # the log keeps the lines; the round's table copy is for the thread
    if final is not None:
        final(game, state, audience)
    return output(game, state, audience, log, error), (3 if error else 0)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="tablejudge scenario", description="Run a Gwent scenario file and print the state as JSON."
    )
    ap.add_argument("file", help="scenario JSON file ('-' for standard input)")
    ap.add_argument("--view", default="judge", help="judge (default), public, or a player's name")
    args = ap.parse_args(argv)
    try:
        if args.file == "-":
            spec = json.load(sys.stdin)
            base = None
        else:
            path = Path(args.file)
            spec = json.loads(path.read_text(encoding="utf-8"))
            base = path.parent
        out, code = run(spec, args.view, base)
    except (ScenarioError, ValueError, OSError, json.JSONDecodeError) as e:
        print(f"scenario error: {e}", file=sys.stderr)
        return 2
    print(json.dumps(out, ensure_ascii=False, indent=2))
    return code


if __name__ == "__main__":
    raise SystemExit(main())

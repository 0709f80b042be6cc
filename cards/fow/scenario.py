"""Scenario files for Force of Will (``../shared/specs/scenarios.md``, ``"game": "fow"``).

Load a position (or the natural start), apply ``moves``, and return (exit status, output JSON):
0 done, 3 a refused post (``error`` holds the reason, the state is the one before it); a file that is
not a valid scenario raises ``ScenarioError`` naming the key (exit 2).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from cards.chance import Chance, PinnedOutcomeError
from cards.core import Audience, MoveError, ScenarioError
from cards.kit.scenario import SHARED, Kind, ScenarioKeys, audience, card_id, check, check_game, play

from .catalogue import WILL_KINDS, Catalogue, CatalogueError, default_catalogue, load_catalogue
from .ctx import Ctx
from .game import FowGame
from .render import event_text
from .setup import new_match
from .state import Player, State
from .turn import start_turn

POSITION_KEYS = ("life", "ruler", "field", "stone_deck", "graveyard", "removed", "standby", "will", "hand", "deck")
DEFAULT_RULERS = ("VS01-003", "VS01-028")


def _catalogue(data: Mapping[str, Any]) -> Catalogue:
    cat = default_catalogue()
    try:
        if data.get("spreadsheet"):
            path = Path(str(data["spreadsheet"]))
            if not path.is_file():
                raise ScenarioError("spreadsheet", f"no file {path}")
            cat = load_catalogue(path)
        if data.get("cards"):
            if not isinstance(data["cards"], list):
                raise ScenarioError("cards", "a list of card rows")
            cat = cat.with_cards(data["cards"])
    except CatalogueError as e:
        raise ScenarioError("spreadsheet" if not data.get("cards") else "cards", str(e)) from None
    return cat


def _cid(cat: Catalogue, ref: Any, where: str) -> str:
    return card_id(ref, where, lambda name: name if name in cat.cards else cat.lookup(name))


def _int(value: Any, where: str, low: int = -100000, high: int = 100000) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ScenarioError(where, f"a whole number {low}..{high}")
    return value


def build(game: FowGame, data: Mapping[str, Any]) -> State:  # noqa: C901 - one check per scenario key, each naming it
    cat = game.cat
    seed = _int(data.get("seed", 0), "seed", 0, 2**63)
    chance_list = data.get("chance", [])
    if not isinstance(chance_list, list):
        raise ScenarioError("chance", "a list of outcomes")
    raw_options = data.get("options", {}) or {}
    if not isinstance(raw_options, Mapping):
        raise ScenarioError("options", "an object")
    try:
        options = game.info.setup_options(raw_options)
    except ValueError as e:
        raise ScenarioError("options", str(e)) from None
    players = data.get("players")
    if not isinstance(players, list) or len(players) != 2 or not all(isinstance(p, Mapping) for p in players):
        raise ScenarioError("players", "Force of Will needs exactly 2 players")
    names = [str(p.get("name", f"Player {i + 1}"))[:40] for i, p in enumerate(players)]
    if len(set(names)) != 2:
        raise ScenarioError("players", "two different names")
    positional = (
        any(k in p for p in players for k in POSITION_KEYS if k != "deck")
        or any(isinstance(p.get("deck"), list) for p in players)
        or any(k in data for k in ("turn", "phase"))
    )
    if not positional:
        setup = {"players": [{"name": n, **({"deck": p["deck"]} if p.get("deck") else {})}
                             for n, p in zip(names, players, strict=True)], **options}
        try:
            s, _ = new_match(cat, setup, seed, list(chance_list))
        except MoveError as e:
            raise ScenarioError("players", e.text.en) from None
        except PinnedOutcomeError as e:
            raise ScenarioError("chance", str(e)) from None
        return s
    s = State(players=[Player(n) for n in names], cards={}, chance=Chance(seed, chance_list), options=options)
    s.turn = _int(data.get("turn", 1), "turn", 1, 10000)
    tp = data.get("turn_player", names[0])
    if tp not in names:
        raise ScenarioError("turn_player", f"no player named {str(tp)[:40]!r}")
    s.turn_player = names.index(tp)
    s.first_player = s.turn_player if s.turn % 2 == 1 else 1 - s.turn_player
    for seat, p in enumerate(players):
        where = f"players[{seat}]"
        q = s.players[seat]
        q.deck_ok = q.mulliganed = True
        q.turns_taken = (s.turn + (1 if seat == s.first_player else 0)) // 2
        q.life = _int(p.get("life", 4000), f"{where}.life")
        ruler = p.get("ruler", {"name": DEFAULT_RULERS[seat]})
        if isinstance(ruler, str):
            ruler = {"name": ruler}
        if not isinstance(ruler, Mapping):
            raise ScenarioError(f"{where}.ruler", "an object {\"name\", \"side\", \"rested\", \"judgment_lost\"}")
        rcid = _cid(cat, ruler, f"{where}.ruler")
        rdef = cat.card(rcid)
        if rdef.type == "J-Ruler":  # named by its J-ruler side
            rcid = next((c.id for c in cat.cards.values() if c.j_ruler == rcid), rcid)
        if cat.card(rcid).type != "Ruler":
            raise ScenarioError(f"{where}.ruler", "a Ruler card")
        q.ruler = s.new_card(rcid, seat)
        q.j_side = ruler.get("side", "j_ruler" if rdef.type == "J-Ruler" else "ruler") == "j_ruler"
        rc = s.mut(q.ruler)
        rc.rested = bool(ruler.get("rested", False))
        rc.damage = _int(ruler.get("damage", 0), f"{where}.ruler.damage", 0)
        rc.since_turn = _int(ruler.get("since_turn", 0), f"{where}.ruler.since_turn", 0)
        q.judgment_lost = bool(ruler.get("judgment_lost", False))
        for zone in ("hand", "deck", "stone_deck", "graveyard", "removed", "standby"):
            items = p.get(zone, [])
            if not isinstance(items, list):
                raise ScenarioError(f"{where}.{zone}", "a list of card names")
            for i, ref in enumerate(items):
                getattr(q, zone).append(s.new_card(_cid(cat, ref, f"{where}.{zone}[{i}]"), seat))
        field = p.get("field", [])
        if not isinstance(field, list):
            raise ScenarioError(f"{where}.field", "a list of cards")
        for i, ref in enumerate(field):
            u = s.new_card(_cid(cat, ref, f"{where}.field[{i}]"), seat)
            c = s.mut(u)
            if isinstance(ref, Mapping):
                c.rested = bool(ref.get("rested", False))
                c.damage = _int(ref.get("damage", 0), f"{where}.field[{i}].damage", 0)
                c.since_turn = _int(ref.get("since_turn", max(0, s.turn - 1)), f"{where}.field[{i}].since_turn", 0)
            else:
                c.since_turn = max(0, s.turn - 1)
            q.field.append(u)
        will = p.get("will", {})
        if not isinstance(will, Mapping) or any(k not in WILL_KINDS for k in will):
            raise ScenarioError(f"{where}.will", f"an object with keys {', '.join(WILL_KINDS)}")
        for k, v in will.items():
            q.will[k] = _int(v, f"{where}.will.{k}", 0, 100)
    phase = data.get("phase", "main")
    if phase not in ("main", "draw"):
        raise ScenarioError("phase", "a position starts in the \"main\" or \"draw\" phase")
    if data.get("step") not in (None, "main"):
        raise ScenarioError("step", "a position starts outside a battle (null)")
    if phase == "draw":
        ctx = Ctx(cat, s)
        s.turn -= 1
        s.players[s.turn_player].turns_taken -= 1
        start_turn(ctx, s.turn_player)
    else:
        s.phase = "main"
        s.priority = s.turn_player
    return s


_CARD: dict[str, Kind] = {"name": (str, int), "rested": bool, "damage": int, "since_turn": int}
KEYS = ScenarioKeys(
    top=SHARED,
    player={
        "name": str, "deck": (str, list), "life": int, "ruler": (str, dict), "field": list, "stone_deck": list,
        "graveyard": list, "removed": list, "standby": list, "will": dict, "hand": list,
    },
    nested={
        "players.ruler": {**_CARD, "side": str, "judgment_lost": bool},
        "players.field": _CARD,
    },
)


def run(game: FowGame, data: Mapping[str, Any], view: str = "judge",
        final: Callable[[FowGame, State, Audience], None] | None = None) -> tuple[int, dict[str, Any]]:
    """Run the scenario (``cards.kit.scenario``); ``final`` (if given) is handed the game, the last state and
    the view's audience (the table picture of ``tablejudge scenario --picture``)."""
    check(data, KEYS)
    check_game(data, "fow")
    if "spreadsheet" in data or "cards" in data:
        game = FowGame(_catalogue(data))
    s = build(game, data)
    names = [p.name for p in s.players]
    reader = audience(view, names)
    played = play(game, s, data.get("moves", []), names, lambda e: event_text(e, "en"))
    if final is not None:
        final(game, played.state, reader)
    out = game.view(played.state, reader)
    out["error"] = played.error
    out["log"] = played.log
    return played.status, out

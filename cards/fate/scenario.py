"""Scenario files for Fate (``"game": "fate"``, keys of ``scenarios.md``): load a position, apply the
posts, return (exit status, output). 0 done; 3 a refused post (``error`` set, the state before it);
a file that is not a valid scenario raises ScenarioError naming the key (exit 2)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cards.chance import Chance, PinnedOutcomeError
from cards.core import PUBLIC, Audience, ScenarioError
from cards.kit.apply import finish
from cards.kit.scenario import SHARED, Kind, ScenarioKeys, audience, card_id, check, check_game, play

from .catalogue import Catalogue, CatalogueError, default_catalogue, load_catalogue
from .render import event_text
from .setup import new_match, settings
from .state import DANGER, RESTING, STANDING, Battle, Code, Master, Servant, State
from .windows import BATTLE_WINDOWS, STEP_WINDOWS

if TYPE_CHECKING:
    from .game import FateGame

POSITION_KEYS = ("prana", "command_spells", "marks", "out", "servant", "field", "hand", "deck")
_CODE: dict[str, Kind] = {"name": str, "state": str, "face_down": bool}
KEYS = ScenarioKeys(
    top={**SHARED, "name": str, "active_master": str, "draw_pile": list, "discard_pile": list,
         "seat_of_the_grail": list, "battle": dict, "phase_open": bool},
    player={
        "name": str, "prana": int, "command_spells": int, "marks": list, "out": bool, "servant": dict,
        "field": list, "hand": list, "deck": list,
    },
    nested={
        "battle": {"attacker": str, "defender": str, "process": str, "attack_type": (str, type(None)),
                   "response_type": (str, type(None)), "attacker_damage": (int, type(None)), "passed": list},
        "players.servant": {"heroic_spirit": (str, dict), "class": (str, dict), "face_down": bool, "state": str},
        "players.field": _CODE,
    },
)


def catalogue_for(data: Mapping[str, Any], base: Path | None = None) -> Catalogue:
    cat = default_catalogue()
    if data.get("spreadsheet"):
        path = Path(str(data["spreadsheet"]))
        if base is not None and not path.is_absolute():
            path = base / path
        try:
            cat = load_catalogue(path)
        except (OSError, CatalogueError) as e:
            raise ScenarioError("spreadsheet", str(e)) from None
    if data.get("cards"):
        try:
            cat = cat.with_cards(data["cards"])
        except CatalogueError as e:
            raise ScenarioError("cards", str(e)) from None
    return cat


def _card(cat: Catalogue, ref: Any, key: str, kinds: tuple[str, ...]) -> str:
    return card_id(ref, key, lambda name: card.id if (card := cat.find(name, kinds)) is not None else None)


def build_state(  # noqa: C901 - one check per scenario key, each naming its key
    cat: Catalogue, data: Mapping[str, Any]) -> tuple[State, list[Any]]:
    players = data.get("players")
    if not isinstance(players, list) or not 2 <= len(players) <= 7:
        raise ScenarioError("players", "Fate needs 2 to 7 players")
    options = data.get("options") or {}
    if not isinstance(options, Mapping):
        raise ScenarioError("options", "an object of table settings")
    pinned = data.get("chance") or []
    if not isinstance(pinned, list):
        raise ScenarioError("chance", "a list of outcomes")
    seed = data.get("seed", 0)
    if not isinstance(seed, int):
        raise ScenarioError("seed", "an integer")
    chance = Chance(seed, pinned)
    names = []
    for i, p in enumerate(players):
        if not isinstance(p, Mapping) or not str(p.get("name", "")).strip():
            raise ScenarioError(f"players[{i}].name", "each player needs a name")
        names.append(str(p["name"]).strip()[:40])
    if len(set(n.lower() for n in names)) != len(names):
        raise ScenarioError("players", "two players have the same name")
    positioned = any(k in p for p in players for k in POSITION_KEYS)
    try:
        if not positioned:
            state, events = new_match(cat, {"players": [{"name": n} for n in names], **options}, chance)
            return state, events
        opts = settings({**options, "seating": "listed", "first_active": "first_seat"} | dict(options))
    except (ValueError, PinnedOutcomeError) as e:
        raise ScenarioError("options", str(e)) from None
    s = State(opts, [], {}, {}, chance)
    s.order = list(range(len(players)))

    def uid(cid: str, owner: int = -1) -> int:
        u = s.next_uid
        s.next_uid += 1
        s.cards[u], s.owner[u] = cid, owner
        return u

    codes = ("mystic_code", "scene")
    for i, p in enumerate(players):
        key = f"players[{i}]"
        m = Master(names[i], _int(p, "prana", int(opts["starting_prana"]), key, 0, 999))
        m.spells = _int(p, "command_spells", 3, key, 0, 3)
        m.marks = [str(x)[:60] for x in p.get("marks") or []]
        m.out = bool(p.get("out", False))
        m.hand = [uid(_card(cat, c, f"{key}.hand", codes), i) for c in p.get("hand") or []]
        m.deck = [uid(_card(cat, c, f"{key}.deck", codes), i) for c in p.get("deck") or []]
        for j, c in enumerate(p.get("field") or []):
            orient = str(c.get("state", STANDING)) if isinstance(c, Mapping) else STANDING
            if orient not in (STANDING, RESTING):
                raise ScenarioError(f"{key}.field[{j}].state", "standing or resting")
            face_down = bool(c.get("face_down", False)) if isinstance(c, Mapping) else False
            m.field.append(Code(uid(_card(cat, c, f"{key}.field[{j}]", ("mystic_code",)), i), orient, face_down))
        sv = p.get("servant")
        if sv is not None and not m.out:
            if not isinstance(sv, Mapping):
                raise ScenarioError(f"{key}.servant", "an object with heroic_spirit and class")
            orient = str(sv.get("state", STANDING))
            if orient not in (STANDING, RESTING, DANGER):
                raise ScenarioError(f"{key}.servant.state", "standing, resting or danger")
            m.servant = Servant(_card(cat, sv.get("heroic_spirit"), f"{key}.servant.heroic_spirit", ("spirit",)),
                                _card(cat, sv.get("class"), f"{key}.servant.class", ("class",)),
                                orient, bool(sv.get("face_down", False)))
        elif not m.out:
            raise ScenarioError(f"{key}.servant", "a Master in the game needs a Servant in a position")
        s.masters.append(m)
    s.draw_pile = [uid(_card(cat, c, "draw_pile", codes)) for c in data.get("draw_pile") or []]
    s.discard_pile = [uid(_card(cat, c, "discard_pile", codes)) for c in data.get("discard_pile") or []]
    s.grail = [uid(_card(cat, c, "seat_of_the_grail", ("scene",))) for c in data.get("seat_of_the_grail") or []]
    out_group = [i for i, m in enumerate(s.masters) if m.out]
    if out_group:
        s.left.append(out_group)
    s.turn = _int(data, "turn", 1, "turn", 1, 10000)

    def seat(key: str, default: int) -> int:
        if data.get(key) is None:
            return default
        found = s.seat_of(str(data[key]))
        if found is None:
            raise ScenarioError(key, f"no player named {str(data[key])[:40]!r}")
        return found

    first_in = s.in_game()[0] if s.in_game() else 0
    s.current = seat("turn_player", first_in)
    s.active = seat("active_master", s.current)
    s.phase_open = _phase_open(s, data)
    step = str(data.get("step", "ritual")).lower()
    if step not in ("stand", "draw", "ritual", "end", "battle"):
        raise ScenarioError("step", "stand, draw, ritual, battle or end")
    s.step = step
    s.window = 1
    if step in STEP_WINDOWS:
        s.win = step
    if step == "battle":
        b = data.get("battle")
        if not isinstance(b, Mapping):
            raise ScenarioError("battle", "step battle needs a battle object {attacker, defender, process}")
        s.battle = Battle(seat_named(s, b.get("attacker"), "battle.attacker"),
                          seat_named(s, b.get("defender"), "battle.defender"), str(b.get("process", "battle")))
        if s.battle.process not in BATTLE_WINDOWS:
            raise ScenarioError("battle.process", ", ".join(BATTLE_WINDOWS))
        s.battle.attack_type = b.get("attack_type")
        s.battle.response_type = b.get("response_type")
        s.battle.attacker_damage = b.get("attacker_damage")
        s.battle.response_damage = b.get("response_damage")
        typed = {"attack": s.battle.attack_type, "response": s.battle.response_type}
        if s.battle.process not in typed or typed[s.battle.process] is not None:
            s.win = s.battle.process  # a process with its type chosen (or none to choose) has its window open
        s.win_passed = [seat_named(s, x, "battle.passed") for x in b.get("passed") or []]
        s.battled = True
    opened: list[Any] = []
    if s.win:
        from .engine import settle

        settle(cat, s, opened)
    return s, opened


def _phase_open(s: State, data: Mapping[str, Any]) -> bool:
    """Whether this turn's phase is under way (FA-ACT-2..5), read from the shared keys: it is not only in
    the turn right after the marker moved — the previous Active Master's own turn, the seat just before
    the new one — which is every (n+1)-th turn of an unbroken rotation (FA-ACT-5). ``phase_open`` (an
    older key) still overrides."""
    if "phase_open" in data:
        return bool(data["phase_open"])
    if s.current == s.active or s.next_seat(s.current) != s.active:
        return True
    n = len(s.in_game())
    return s.turn % (n + 1) != 0


def seat_named(s: State, name: Any, key: str) -> int:
    found = s.seat_of(str(name)) if name is not None else None
    if found is None:
        raise ScenarioError(key, f"no player named {str(name)[:40]!r}")
    return found


def _int(obj: Mapping[str, Any], key: str, default: int, where: str, low: int, high: int) -> int:
    value = obj.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ScenarioError(f"{where}.{key}" if where != key else key, f"a whole number {low}..{high}")
    return value


def run(data: Mapping[str, Any], view: str | None, base: Path | None = None,
        final: Callable[[FateGame, State, Audience], None] | None = None) -> tuple[int, dict[str, Any]]:
    """Run the scenario; ``final`` (if given) is handed the game, the last state and the view's audience
    (the table picture of ``tablejudge scenario --picture``)."""
    from .game import FateGame
    from .views import view as view_of

    check(data, KEYS)
    check_game(data, "fate")
    cat = catalogue_for(data, base)
    game = FateGame(cat)
    state, events = build_state(cat, data)
    events = finish(list(events), state.chance)
    names = [m.name for m in state.masters]
    reader = audience(view, names)
    opening = [t for e in events if e.audience == PUBLIC and (t := event_text(e, "en"))]
    played = play(game, state, data.get("moves") or [], names, lambda e: event_text(e, "en"), log=opening,
                  canonical=True)
    if final is not None:
        final(game, played.state, reader)
    out = view_of(cat, played.state, reader)
    out["error"] = played.error
    out["log"] = played.log
    out["canonical"] = played.canonical
    return played.status, out

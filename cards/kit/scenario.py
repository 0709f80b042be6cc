"""The one scenario runner every game uses (``docs/scenarios.md``).

A scenario file is checked whole before anything is built: every key it holds must be one the game
reads, so a misspelt key (``"circels"``, ``"movez"``) is refused by name with the nearest known key
instead of being silently ignored; each value has its type and a bounded size. Then the game builds the
position (its ``build``: the only game-specific part, with its zones), the posts are played here (one
loop: parse, apply, the public log, the first refused post stops the run with exit status 3), and the
game's view of the last state is the output. A file that is not a valid scenario raises
:class:`ScenarioError` naming the key: the command line exits 2.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from cards.chance import PinnedOutcomeError
from cards.core import JUDGE, PUBLIC, Audience, Event, Game, Lang, MoveError, ScenarioError

from .names import close_words

MAX_POST_CHARS = 2000  # as in the thread: a post longer than this is not a move
MAX_LIST = 300  # cards in one zone, inline card rows, pinned chance outcomes
MAX_MOVES = 10_000
MAX_SEED = 2**63 - 1

Kind = type | tuple[type, ...] | None  # None: any JSON value (the game checks it)
Keys = Mapping[str, Kind]

# The keys every game reads (scenarios.md, "Keys every game shares"), with their JSON types.
SHARED: dict[str, Kind] = {
    "game": str,
    "description": str,
    "seed": int,
    "options": dict,
    "spreadsheet": str,
    "cards": list,
    "players": list,
    "turn": int,
    "phase": str,
    "step": str,
    "turn_player": str,
    "chance": list,
    "moves": list,
}
MOVE_KEYS: dict[str, Kind] = {"player": str, "post": str}
_TYPE_WORDS = {str: "a string", int: "a whole number", bool: "true or false", list: "a list", dict: "an object"}


@dataclass(frozen=True)
class ScenarioKeys:
    """The keys a game's scenario files may hold: ``top`` and ``player`` name each key with its JSON type;
    ``nested`` names the keys of an object under a key (``"options"``, ``"battle"``; ``"players.ruler"``
    for an object in each player; a list of objects is checked item by item)."""

    top: Keys
    player: Keys
    nested: Mapping[str, Keys] = field(default_factory=dict)


def shown(value: Any) -> str:
    """A value quoted in an error, never echoed whole."""
    text = repr(value) if isinstance(value, str) else json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= 60 else text[:59] + "…"


def _type_name(value: Any) -> str:
    for t, word in ((bool, "true/false"), (int, "a number"), (float, "a number"), (str, "a string")):
        if isinstance(value, t):
            return word
    if isinstance(value, list):
        return "a list"
    return "an object" if isinstance(value, dict) else type(value).__name__


def expect(value: Any, kind: Kind, where: str) -> None:
    """``value`` has the JSON type ``kind`` (true is not a number), or ScenarioError naming ``where``."""
    if kind is None:
        return
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if not any(isinstance(value, k) and not (k is int and isinstance(value, bool)) for k in kinds):
        want = " or ".join(_TYPE_WORDS.get(k, k.__name__) for k in kinds)
        raise ScenarioError(where, f"expected {want}, got {_type_name(value)} {shown(value)}")


def refuse_unknown(obj: Mapping[str, Any], known: Keys, where: str = "") -> None:
    """Every key of ``obj`` is known and of its type; an unknown key is refused by name with the nearest
    known one ("did you mean")."""
    for key, value in obj.items():
        if key not in known:
            near = close_words(str(key), list(known))
            hint = f"did you mean {near[0]!r}?" if near else f"known: {', '.join(known)}"
            error = ScenarioError(f"{where}{shown(key)}", f"unknown key ({hint})")
            error.key = f"{where}{key}"  # the key itself; the message quotes it
            raise error
        expect(value, known[key], f"{where}{key}")


def bounded(value: Any, where: str, limit: int = MAX_LIST) -> list[Any]:
    """``value`` as a list of at most ``limit`` entries."""
    expect(value, list, where)
    if len(value) > limit:
        raise ScenarioError(where, f"at most {limit} entries, got {len(value)}")
    return list(value)


def _nested(obj: Any, known: Keys, where: str) -> None:
    for i, item in enumerate(obj) if isinstance(obj, list) else ((None, obj),):
        if isinstance(item, Mapping):
            refuse_unknown(item, known, f"{where}[{i}]." if i is not None else f"{where}.")


def check(data: Any, keys: ScenarioKeys) -> Mapping[str, Any]:
    """The file's shape: one object, known keys of the right types, bounded lists, moves of
    ``{player, post}``. Raises :class:`ScenarioError` naming the first key at fault."""
    if not isinstance(data, Mapping):
        raise ScenarioError("game", f"the file must hold one JSON object (a scenario), not {_type_name(data)}")
    refuse_unknown(data, keys.top)
    if "seed" in data and not 0 <= data["seed"] <= MAX_SEED:
        raise ScenarioError("seed", f"must be between 0 and {MAX_SEED}")
    _check_players(data, keys)
    for key in ("cards", "chance"):
        if key in data:
            bounded(data[key], key)
    _check_moves(data.get("moves", []))
    return data


def _check_players(data: Mapping[str, Any], keys: ScenarioKeys) -> None:
    players = bounded(data.get("players", []), "players", 10)
    for i, p in enumerate(players):
        expect(p, dict, f"players[{i}]")
        refuse_unknown(p, keys.player, f"players[{i}].")
        for key, value in p.items():
            if isinstance(value, list):
                bounded(value, f"players[{i}].{key}")
    for path, known in keys.nested.items():
        if not path.startswith("players."):
            if path in data:
                _nested(data[path], known, path)
            continue
        sub = path.removeprefix("players.")
        for i, p in enumerate(players):
            if sub in p:
                _nested(p[sub], known, f"players[{i}].{sub}")


def _check_moves(moves: Any) -> None:
    for i, mv in enumerate(bounded(moves, "moves", MAX_MOVES)):
        expect(mv, dict, f"moves[{i}]")
        refuse_unknown(mv, MOVE_KEYS, f"moves[{i}].")
        for key in ("player", "post"):
            if key not in mv:
                raise ScenarioError(f"moves[{i}].{key}", "missing")
        if len(mv["post"]) > MAX_POST_CHARS:
            raise ScenarioError(f"moves[{i}].post", f"at most {MAX_POST_CHARS} characters, got {len(mv['post'])}")


def card_id(ref: Any, where: str, resolve: Callable[[str], str | None], field: str = "name") -> str:
    """The id of the card a scenario names: by id, English or Russian name, or an object holding it under
    ``field``. ``resolve`` gives the id (or None, or raises MoveError with the reason); a card it does not
    know is a ScenarioError naming ``where``."""
    name = ref.get(field) if isinstance(ref, Mapping) else ref
    if isinstance(name, bool) or not isinstance(name, str | int):
        raise ScenarioError(where, f"a card is named by id, English or Russian name, or {{{field!r}: name}}")
    try:
        cid = resolve(str(name))
    except MoveError as e:
        raise ScenarioError(where, e.text.en) from None
    if cid is None:
        raise ScenarioError(where, f"unknown card {shown(str(name))}")
    return cid


def check_game(data: Mapping[str, Any], name: str) -> None:
    """The file is for this game (``game`` left out means it)."""
    if str(data.get("game", name)).lower() != name:
        raise ScenarioError("game", f"this runner plays {name!r}, not {shown(data.get('game'))}")


def audience(view: str | None, names: Sequence[str]) -> Audience:
    """The reader of ``--view``: judge (also for none), public, or a player's name (any case)."""
    which = (view or "judge").casefold()
    if which == "judge":
        return JUDGE
    if which == "public":
        return PUBLIC
    folded = [n.casefold() for n in names]
    if which not in folded:
        raise ScenarioError("--view", f"no player named {shown(view)} (judge, public or a player's name)")
    return Audience.player(folded.index(which))


@dataclass
class Played:
    """What the moves left: the last state, the public log, the first refusal (or None), and the
    canonical text of each accepted post."""

    state: Any
    log: list[str]
    error: str | None = None
    canonical: list[str] = field(default_factory=list)

    @property
    def status(self) -> int:
        return 3 if self.error is not None else 0


def play(
    game: Game,
    state: Any,
    moves: Iterable[Mapping[str, Any]],
    names: Sequence[str],
    line: Callable[[Event], str | None],
    *,
    log: Iterable[str] = (),
    canonical: bool = False,
) -> Played:
    """Play the posts in order; the first refused one stops (its reason and the state before it are kept).
    ``line`` is the public log line of an event (None: no line); a player is named in any case."""
    played = Played(state, list(log))
    folded = [n.strip().casefold() for n in names]
    for i, mv in enumerate(moves):
        who = mv.get("player")
        if not isinstance(who, str) or who.strip().casefold() not in folded:
            raise ScenarioError(f"moves[{i}].player", f"no player named {shown(who)}")
        seat = folded.index(who.strip().casefold())
        post = str(mv.get("post", ""))
        try:
            action = game.parse(played.state, seat, post)
            new_state, events = game.apply(played.state, seat, action)
        except MoveError as e:
            played.error = f"moves[{i}] ({who}: {shown(post)}): {e.text.en}"
            break
        except PinnedOutcomeError as e:
            raise ScenarioError("chance", str(e)) from None
        if canonical:
            played.canonical.append(game.canonical(played.state, seat, action))
        played.state = new_state
        played.log.extend(t for e in events if e.audience == PUBLIC and (t := line(e)))
    return played


Final = Callable[[Any, Any, Audience], None]  # a runner's ``final``: the game, the last state, the view's reader


def final_picture(run: Callable[[Final], object], lang: Lang) -> bytes | None:
    """The picture of a scenario's last position for its view (``scenario_picture``): ``run`` runs the
    scenario handing its ``final`` the game, the last state and the reader; None when it never does."""
    shot: list[bytes | None] = []
    run(lambda game, state, reader: shot.append(game.render_picture(state, reader, lang)))
    return shot[0] if shot else None

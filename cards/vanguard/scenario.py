"""Scenario files (``scenarios.md``, ``"game": "vanguard"``): a position, posts, the state as JSON."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cards.chance import Chance
from cards.core import Audience, MoveError, ScenarioError
from cards.kit.scenario import SHARED, Kind, ScenarioKeys, audience, card_id, check, check_game, play

from .catalogue import Catalogue, CatalogueError, load_catalogue
from .render import event_text
from .setup import new_match, options_of
from .state import PHASES, RCS, Side, State
from .views import view as make_view

if TYPE_CHECKING:
    from .game import VanguardGame

POSITION_KEYS = ("vanguard", "soul", "circles", "damage", "drop", "removed", "hand", "deck", "gifts", "markers",
                 "g_zone")


def _cid(cat: Catalogue, ref: Any, where: str) -> str:
    return card_id(ref, where, lambda name: name if name in cat.cards else cat.resolve(name).id)


def _side(cat: Catalogue, st: State, seat: int, p: Mapping[str, Any]) -> Side:  # noqa: C901 - one branch per zone key
    """One player's zones from the scenario keys (scenarios.md, Vanguard)."""
    where = f"players[{seat}]"
    side = Side(name=str(p.get("name") or f"P{seat + 1}"), deck_ready=True, mulliganed=True)

    def mk(ref: Any, w: str, s: int = seat) -> int:
        return st.new_uid(_cid(cat, ref, w), s)

    if p.get("vanguard") is not None:
        side.vanguard = mk(p["vanguard"], f"{where}.vanguard")
        if isinstance(p["vanguard"], Mapping) and p["vanguard"].get("rested"):
            side.rested.add(side.vanguard)
    for key in ("soul", "hand", "deck", "drop", "removed"):
        setattr(side, key, [mk(r, f"{where}.{key}[{i}]") for i, r in enumerate(p.get(key) or [])])
    circles = p.get("circles") or {}
    if not isinstance(circles, Mapping):
        raise ScenarioError(f"{where}.circles", "an object of circle names")
    for c, ref in circles.items():
        if c == "VC":
            continue
        if c not in RCS and not (c.startswith("ACC") and c[3:].isdigit()):
            raise ScenarioError(f"{where}.circles.{c}", "circles are FL, FR, BL, BC, BR, ACC1…")
        side.circles[c] = None
        if ref is None:
            continue
        u = mk(ref, f"{where}.circles.{c}")
        side.circles[c] = u
        if isinstance(ref, Mapping) and ref.get("locked"):  # a locked card (V-LOCK-1): face down, not a unit
            side.circles[c] = None
            side.locked[c] = u
        elif isinstance(ref, Mapping) and ref.get("rested"):
            side.rested.add(u)
    for i, d in enumerate(p.get("damage") or []):
        u = mk(d, f"{where}.damage[{i}]")
        side.damage.append(u)
        if isinstance(d, Mapping) and d.get("face_up") is False:
            side.face_down.add(u)
    gifts = p.get("gifts") or {}
    for k, v in gifts.items():
        if k not in side.gifts or v not in (None, "I", "II"):
            raise ScenarioError(f"{where}.gifts.{k}", "gifts are force/accel/protect: I, II or null")
        side.gifts[k] = v
    for i, m in enumerate(p.get("markers") or []):
        if m.get("kind") not in ("force", "protect") or m.get("variant") not in ("I", "II"):
            raise ScenarioError(f"{where}.markers[{i}]", "a marker is {kind: force|protect, variant: I|II, circle}")
        side.markers.append((m["kind"], m["variant"], str(m.get("circle", "VC"))))
    for i, g in enumerate(p.get("g_zone") or []):
        u = mk(g, f"{where}.g_zone[{i}]")
        side.g_zone.append(u)
        if isinstance(g, Mapping) and g.get("face_up"):
            side.g_face_up.add(u)
    return side


def _open_battle(cat: Catalogue, st: State, spec: Mapping[str, Any]) -> None:
    """A battle at the guard step: the attack declared as the turn player would post it."""
    from .actions import Attack
    from .battle import attack
    from .ctx import Ctx

    try:
        attack(Ctx(cat, st), st.turn_player,
               Attack(str(spec.get("attacker", "VC")), str(spec.get("target", "VC")), bool(spec.get("boost"))))
    except MoveError as e:
        raise ScenarioError("battle", e.text.en) from None


def build_state(cat: Catalogue, data: Mapping[str, Any]) -> State:
    """A position from the scenario keys; every zone left out is empty."""
    players = data.get("players")
    if not isinstance(players, list) or len(players) != 2:
        raise ScenarioError("players", "Vanguard takes exactly 2 players")
    try:
        opts = options_of({**dict(data.get("options") or {}), "variant": (data.get("options") or {}).get("format")})
    except ValueError as e:
        raise ScenarioError("options", str(e)) from None
    st = State(options=opts, chance=Chance(int(data.get("seed", 0)), data.get("chance") or ()))
    for seat, p in enumerate(players):
        st.sides.append(_side(cat, st, seat, p))
    names = [s.name for s in st.sides]
    tp = data.get("turn_player", names[0])
    if tp not in names:
        raise ScenarioError("turn_player", f"not a player: {tp!r}")
    st.turn_player = names.index(tp)
    st.first_player = 0
    st.turn = int(data.get("turn", 1))
    phase = str(data.get("phase", "ride")).lower().replace(" ", "_")
    g_assist = phase in ("g_assist", "g-assist")  # the draw phase with G assist open (V-GA-1)
    phase = "draw" if g_assist else phase
    if phase not in PHASES or phase in ("setup", "over"):
        raise ScenarioError("phase", "one of stand, draw, g_assist, ride, stride, main, battle, end")
    automatic = phase if phase in ("stand", "end") else ""  # run by the engine as the position opens
    phase = "main" if automatic else phase
    st.phase = phase
    step = str(data.get("step", "start" if phase == "battle" else "")).lower()
    if phase == "battle" and step not in ("start", "guard"):
        raise ScenarioError("step", "a battle position starts at the start or the guard step")
    if step == "guard" and not isinstance(data.get("battle"), Mapping):
        raise ScenarioError("battle", "the guard step needs {attacker, target, boost} (circles)")
    st.step = "start" if phase == "battle" else step
    if step == "guard":
        _open_battle(cat, st, data["battle"])
    if phase == "draw":
        from .checks import g_assist_offered
        from .ctx import Ctx

        st.ga_open = g_assist_offered(Ctx(cat, st), st.turn_player)
        if g_assist and not st.ga_open:
            raise ScenarioError("phase", "G assist needs a vanguard of grade 2 or lower (V-GA-1)")
    from .engine import stamp

    vg = st.sides[st.turn_player].vanguard
    st.vg_grade_at_start = cat.card(st.cards[vg]).grade if vg is not None else 0
    if automatic:
        _run_phase(cat, st, automatic)
    stamp(st)
    return st


def _run_phase(cat: Catalogue, st: State, phase: str) -> None:
    """A position that opens in the stand or end phase: those phases ask nobody, so the engine runs them
    now — the turn player's turn begins (V-STAND-1, V-DRAW-1), or his turn ends: "at the end of the turn"
    abilities fire and locked cards unlock (V-END-1, V-LOCK-4) — and the position is what they leave."""
    from . import flow
    from .ctx import Ctx

    cx = Ctx(cat, st)
    if phase == "stand":
        st.turn -= 1  # start_turn counts the turn it begins
        flow.start_turn(cx, st.turn_player)
    else:
        flow.end_phase(cx)
    flow.run(cx)


_REF: dict[str, Kind] = {"name": str, "rested": bool, "face_up": bool}
KEYS = ScenarioKeys(
    top={**SHARED, "battle": dict},
    player={
        "name": str, "deck": (str, list), "ready_deck": (str, bool), "start": str, "vanguard": (str, dict),
        "soul": list, "circles": dict, "damage": list, "drop": list, "removed": list, "hand": list,
        "gifts": dict, "markers": list, "g_zone": list,
    },
    nested={
        "options": {"format": str, "g_zone": bool, "mixed_clans": bool},
        "battle": {"attacker": str, "target": str, "boost": bool},
        "players.vanguard": _REF,
        "players.damage": _REF,
        "players.g_zone": _REF,
        "players.gifts": {"force": (str, type(None)), "accel": (str, type(None)), "protect": (str, type(None))},
        "players.markers": {"kind": str, "variant": str, "circle": str},
    },
)


def run_scenario(game: VanguardGame, data: Mapping[str, Any], view: str,
                 final: Callable[[VanguardGame, State, Audience], None] | None = None) -> tuple[int, dict[str, Any]]:
    """Run the scenario (``cards.kit.scenario``); ``final`` (if given) is handed the game, the last state and
    the view's audience (the table picture of ``tablejudge scenario --picture``)."""
    check(data, KEYS)
    check_game(data, "vanguard")
    options = data.get("options") or {}
    if "format" in options:
        try:
            game.info.variant(options["format"])
        except ValueError as e:
            raise ScenarioError("options.format", str(e)) from None
    cat = game.cat
    try:
        if data.get("spreadsheet"):
            cat = load_catalogue(Path(str(data["spreadsheet"])))
        if data.get("cards"):
            cat = cat.with_cards(list(data["cards"]))
    except CatalogueError as e:
        raise ScenarioError("cards", str(e)) from None
    from .game import VanguardGame

    g = VanguardGame(cat)
    players = data.get("players")
    if not isinstance(players, list):
        raise ScenarioError("players", "a list of players")
    positioned = any(any(k in p for k in POSITION_KEYS if k not in ("deck",)) for p in players)
    if positioned:
        st = build_state(cat, data)
    else:
        setup = {"players": players, **dict(options)}
        setup["variant"] = setup.pop("format", "standard")
        try:
            st, _ = new_match(cat, setup, Chance(int(data.get("seed", 0)), data.get("chance") or ()))
        except (ValueError, MoveError) as e:
            raise ScenarioError("players", str(e)) from None
    names = [s.name for s in st.sides]
    reader = audience(view, names)
    played = play(g, st, data.get("moves") or [], names, lambda ev: event_text(cat, ev, "en"))
    if final is not None:
        final(g, played.state, reader)
    out = make_view(cat, played.state, reader)
    out["error"] = played.error
    out["log"] = played.log
    return played.status, out

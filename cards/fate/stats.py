"""A Servant's current stats and skills: card values plus every modifier in force (FA-CARD-1, FA-BTLP-12)."""

from __future__ import annotations

from cards.core import Audience, Event

from .abilities import permanent_bonus, permanent_sources
from .catalogue import STATS, Catalogue
from .state import Modifier, State
from .texts import emit


def modifier_live(s: State, mod: Modifier) -> bool:
    """A [Permanent] modifier works while its card is on the field and face up (FA-EFF-1, FA-STATE-5)."""
    if mod.until != "source":
        return True
    owner = s.masters[mod.source_seat]
    if owner.out:
        return False
    if mod.source == -1:
        return owner.servant is not None and not owner.servant.face_down
    return any(c.uid == mod.source and not c.face_down for c in owner.field)


def stat(cat: Catalogue, s: State, seat: int, name: str, sources: list[tuple[int, str]] | None = None) -> int:
    """``seat``'s Servant's ``name`` now; ``sources``: :func:`permanent_sources` of this state, when the
    caller reads several stats of it."""
    servant = s.masters[seat].servant
    if servant is None:
        return 0
    table = cat.stat_table()
    value = table[servant.spirit][name] + table[servant.klass][name]
    if cat.permanent_ids():
        value += permanent_bonus(cat, s, seat, name, sources)
    for mod in s.modifiers:
        if mod.seat == seat and mod.stat == name and modifier_live(s, mod):
            value += mod.amount
    return value


def emit_stat(events: list[Event], cat: Catalogue, s: State, seat: int, name: str, amount: int, until: str) -> None:
    """A stat change on ``seat``'s Servant. Its value is public only face up: a face-down Servant's stats
    would name its Heroic Spirit and Class (FA-OVR-4), so the table hears the change and its Master alone
    the value."""
    m = s.masters[seat]
    told = {"master": m.name, "stat": name, "amount": f"{amount:+d}", "until": until}
    if m.servant is not None and m.servant.face_down:
        emit(events, "stat_hidden", **told)
        emit(events, "stat", Audience.player(seat), **told, value=stat(cat, s, seat, name))
    else:
        emit(events, "stat", **told, value=stat(cat, s, seat, name))


def all_stats(cat: Catalogue, s: State, seat: int) -> dict[str, int]:
    sources = permanent_sources(cat, s) if cat.permanent_ids() else None
    return {n: stat(cat, s, seat, n, sources) for n in STATS}


def skills(cat: Catalogue, s: State, seat: int) -> list[str]:
    """Skill flags of the Servant's two cards (FA-CARD-3); none while face down (FA-STATE-5)."""
    servant = s.masters[seat].servant
    if servant is None or servant.face_down:
        return []
    return sorted(cat.card(servant.spirit).skills | cat.card(servant.klass).skills)

"""What one audience may see (V-OVR-3, V-REF-9): the only place where hiding happens.

The shape is the scenario output of ``scenarios.md`` (Vanguard keys), so the table, the scenario runner
and the tests read one thing.
"""

from __future__ import annotations

from typing import Any

from cards.core import Audience

from . import engine
from .catalogue import PROTECT_I, Catalogue
from .state import State
from .table import card, critical, power, shield


def _unit(cat: Catalogue, st: State, seat: int, uid: int | None, face_down: bool = False) -> dict[str, Any] | None:
    if uid is None:
        return None
    c = card(cat, st, uid)
    if face_down:
        return {"name": None, "face_down": True, "rested": False}
    return {
        "name": c.name_en, "name_ru": c.name_ru, "grade": c.grade, "power": power(cat, st, seat, uid),
        "critical": critical(cat, st, seat, uid), "shield": c.shield, "rested": uid in st.sides[seat].rested,
        "declared": any(m.declared for m in st.mods if m.uid == uid),  # a declared, unchecked modifier
    }


def view(cat: Catalogue, st: State, audience: Audience) -> dict[str, Any]:
    players = []
    for seat, side in enumerate(st.sides):
        sees_hand = audience.kind == "judge" or (audience.kind == "player" and audience.seat == seat)

        def n(u: int) -> str:
            return cat.card(st.cards[u]).name_en
        circles: dict[str, Any] = {"VC": _unit(cat, st, seat, side.vanguard, side.vc_face_down)}
        for c, u in side.circles.items():
            circles[c] = _unit(cat, st, seat, u)
        for c, u in side.locked.items():  # V-LOCK-1: face down, but everyone saw which card it was
            cd = card(cat, st, u)
            circles[c] = {"name": cd.name_en, "name_ru": cd.name_ru, "locked": True, "rested": False}
        p: dict[str, Any] = {
            "name": side.name,
            "hand_count": len(side.hand),
            "deck_count": len(side.deck),
            "vanguard": None if side.vanguard is None or side.vc_face_down else n(side.vanguard),
            "soul": [n(u) for u in side.soul],
            "soul_count": len(side.soul),
            "heart": n(side.heart) if side.heart is not None else None,
            "circles": circles,
            "guardians": [
                {"name": n(u), "shield": shield(cat, st, seat, u)} for u in side.guardians
            ],
            "damage": [{"name": n(u), "face_up": u not in side.face_down} for u in side.damage],
            "damage_count": len(side.damage),
            "damage_face_up": sum(1 for u in side.damage if u not in side.face_down),
            "drop": [n(u) for u in side.drop],
            "removed": [n(u) for u in side.removed],
            "bind": [n(u) for u in side.bind],
            "trigger_zone": n(side.trigger) if side.trigger is not None else None,
            "gifts": dict(side.gifts),
            "markers": [{"kind": k, "variant": v, "circle": c} for k, v, c in side.markers],
            "g_zone": [
                {"name": n(u) if (sees_hand or u in side.g_face_up) else None, "face_up": u in side.g_face_up}
                for u in side.g_zone
            ],
            "deck_ready": side.deck_ready,
            "mulliganed": side.mulliganed,
            # this turn's hand-declared abilities: the bot did not check them against the card (V-REF-3, V-REF-7)
            "declared": [{"card": n_cid, "kind": kind} for s_, n_cid, kind in
                         ((s_, cat.card(cid).name_en, kind) for s_, cid, kind in st.declared_log) if s_ == seat],
        }
        if sees_hand:
            p["hand"] = [n(u) for u in side.hand]
            if side.vc_face_down and side.vanguard is not None:
                p["starting_vanguard"] = n(side.vanguard)
        else:
            p["hand_visible"] = [n(u) for u in side.hand if st.cards[u] == PROTECT_I]  # V-GIFT-8
        if audience.kind == "judge":
            p["deck"] = [n(u) for u in side.deck]
        players.append(p)
    b = st.battle
    battle = None
    if b is not None:
        att, dfd = st.turn_player, 1 - st.turn_player
        battle = {
            "attacker": b.attacker_circle,
            "booster": cat.card(st.cards[b.booster]).name_en if b.booster is not None else None,
            "target": b.target_circle,
            "power": power(cat, st, att, b.attacker) if not b.cut else 0,
            "guard_power": power(cat, st, dfd, b.target) if not b.cut else 0,
            "no_hit": sorted(st.sides[dfd].circle_of(u) or "" for u in b.no_hit),
        }
    pend = []
    for d in engine.pending(st):
        item: dict[str, Any] = {"player": st.sides[d.seat].name, "kind": d.kind, "id": d.id}
        if not d.private or (audience.kind == "judge" or audience.seat == d.seat):
            item["data"] = {k: v for k, v in d.data.items() if k != "step"}
        pend.append(item)
    winner: str | None = None
    if st.over:
        winner = "draw" if st.draw else st.sides[st.winner].name if st.winner is not None else None
    return {
        "game": "vanguard",
        "format": st.options.get("format"),
        "options": dict(st.options),
        "turn": st.turn,
        "phase": st.phase,
        "step": st.step,
        "turn_player": st.sides[st.turn_player].name if st.phase != "setup" else None,
        "first_player": st.sides[st.first_player].name if st.first_player is not None else None,
        "pending": pend,
        "winner": winner,
        "reason": st.reason or None,
        "losers": [st.sides[s].name for s in st.losers],
        "battle": battle,
        "notes": [{"player": st.sides[s].name, "text": t} for s, t in st.notes],
        "players": players,
    }

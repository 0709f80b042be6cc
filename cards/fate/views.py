"""What one reader may see (FA-OVR-4, FA-REF-9): the only place hidden information is filtered.

The judge sees everything; a Master sees his own hand, his own face-down Servant and his own deck
count; everyone sees hand counts, prana, Command Spells, marks and every face-up card.
"""

from __future__ import annotations

from typing import Any

from cards.core import Audience

from . import battle as battle_mod
from .catalogue import Catalogue
from .engine import pending
from .state import State
from .stats import all_stats, skills


def view(cat: Catalogue, s: State, audience: Audience) -> dict[str, Any]:
    judge = audience.kind == "judge"
    players = []
    for seat, m in enumerate(s.masters):
        own = judge or (audience.kind == "player" and audience.seat == seat)
        p: dict[str, Any] = {
            "name": m.name,
            "seat": seat,
            "prana": m.prana,
            "command_spells": m.spells,
            "marks": list(m.marks),
            "out": m.out,
            "hand_count": len(m.hand),
            "active": seat == s.active and not m.out,
            "current": seat == s.current and s.step not in ("setup", "over"),
        }
        if own:
            p["hand"] = [cat.card(s.cards[u]).name_en for u in m.hand]
            p["hand_ru"] = [cat.card(s.cards[u]).name_ru for u in m.hand]
        if s.options.get("draw_pile") == "per_master":
            p["deck_count"] = len(m.deck)
            if judge:
                p["deck"] = [cat.card(s.cards[u]).name_en for u in m.deck]
        sv = m.servant
        if sv is None:
            p["servant"] = None
        elif sv.face_down and not own:
            p["servant"] = {"face_down": True, "state": sv.state}
        else:
            sp, kl = cat.card(sv.spirit), cat.card(sv.klass)
            p["servant"] = {"heroic_spirit": sp.name_en, "heroic_spirit_ru": sp.name_ru, "class": kl.name_en,
                            "class_ru": kl.name_ru, "face_down": sv.face_down, "state": sv.state,
                            "house": sorted((sp.house | kl.house) & {"stats", "skills", "abilities"}),
                            **all_stats(cat, s, seat), "skills": skills(cat, s, seat) if not sv.face_down
                            else sorted(sp.skills | kl.skills)}
        p["field"] = [
            {"name": None, "state": c.state, "face_down": True} if c.face_down and not own else
            {"name": cat.card(s.cards[c.uid]).name_en, "name_ru": cat.card(s.cards[c.uid]).name_ru,
             "state": c.state, "face_down": c.face_down, "house": "card" in cat.card(s.cards[c.uid]).house}
            for c in m.field
        ]
        if m.offer and own:
            p["offer"] = {k: [cat.card(x).name_en for x in v] for k, v in m.offer.items()}
            p["offer_ru"] = {k: [cat.card(x).name_ru for x in v] for k, v in m.offer.items()}
        players.append(p)
    b = s.battle
    out: dict[str, Any] = {
        "game": "fate",
        "turn": s.turn,
        "phase": "setup" if s.step == "setup" else "over" if s.step == "over" else "play",
        "step": s.step,
        "turn_player": s.masters[s.current].name if s.step not in ("setup",) else None,
        "active_master": s.masters[s.active].name,
        "seat_order": [s.masters[x].name for x in s.order],
        "pending": [{"player": s.masters[d.seat].name, "kind": d.kind, **({"count": d.data["count"]}
                     if "count" in d.data else {})} for d in pending(cat, s)],
        "winner": _winner(s),
        "losers": [s.masters[x].name for g in s.left for x in g],
        "places": _places(s),
        "players": players,
        "draw_pile_count": len(s.draw_pile),
        "discard_pile": [cat.card(s.cards[u]).name_en for u in s.discard_pile],
        "seat_of_the_grail": [cat.card(s.cards[u]).name_en for u in s.grail],
        "battle": None if b is None else {
            "attacker": s.masters[b.attacker].name, "defender": s.masters[b.defender].name,
            "process": b.process, "attack_type": b.attack_type, "response_type": b.response_type,
            "attacker_damage": b.attacker_damage, "response_damage": b.response_damage,
            "pre_emptive": battle_mod.pre_empted(cat, s, b),
        },
        "modifiers": [{"master": s.masters[x.seat].name, "stat": x.stat, "amount": x.amount, "until": x.until}
                      for x in s.modifiers],
        "settings": dict(s.options),
        "rolls": list(s.rolls),
        "notes": list(s.notes),
    }
    if judge:
        out["draw_pile"] = [cat.card(s.cards[u]).name_en for u in s.draw_pile]
    return out


def _places(s: State) -> list[dict[str, Any]]:
    """At the end, the places by the order of leaving (FA-WIN-3, FA-WIN-4, as ``FateGame.result``): the
    last Master in is 1st, a group that left together shares a place, and the next place skips as many."""
    if s.step != "over":
        return []
    groups = ([list(s.in_game())] if s.in_game() else []) + [list(g) for g in reversed(s.left)]
    out: list[dict[str, Any]] = []
    place = 1
    for g in groups:
        out.append({"place": place, "names": [s.masters[x].name for x in g]})
        place += len(g)
    return out


def _winner(s: State) -> str | None:
    if s.step != "over":
        return None
    left = s.in_game()
    return s.masters[left[0]].name if left else "draw"

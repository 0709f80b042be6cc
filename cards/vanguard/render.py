"""The pinned table (a circle grid per player) and one line per event, in English or Russian."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from cards.core import Event

from .catalogue import Catalogue
from .words import W

CARD_KEYS = ("card", "target", "booster", "discard", "swapped", "heart", "attacker", "start")
CIRCLE_KEYS = ("circle", "target_circle", "place", "source", "dest", "protect", "attacker_circle")
CIRCLE_RE = re.compile(r"^(opp:)?(VC|FL|FR|BL|BC|BR|ACC\d|GC\d?)$")


def circle_name(code: str, lang: str) -> str:
    """A circle in the reader's language: АВ, ПЛ, ПП, ЗЛ, ЗЦ, ЗП, УС1, КЗ (docs/vanguard.md)."""
    m = CIRCLE_RE.match(code)
    if m is None:
        return code
    base = m.group(2)
    num = base[3:] if base.startswith("ACC") else base[2:] if base.startswith("GC") else ""
    key = "circle-acc" if base.startswith("ACC") else "circle-gc" if base.startswith("GC") else f"circle-{base.lower()}"
    return W(key, lang) + num
LIST_KEYS = ("cards", "hand", "discards")


def _name(cat: Catalogue, cid: str, lang: str) -> str:
    if not cid:
        return ""
    if cid in cat.cards:
        return cat.card(cid).name(lang)
    return "; ".join(_name(cat, c, lang) for c in cid.split(",")) if "," in cid else cid


def event_text(cat: Catalogue, event: Event, lang: str) -> str | None:
    if event.kind == "chance":
        return None  # first player and shuffles are told by their own events
    key = f"ev-{event.kind.replace('_', '-')}"
    if event.kind == "game_over" and event.data.get("winner") is None:
        key = "ev-game-drawn"
    if not W.has(key):
        return None
    args: dict[str, Any] = {}
    for k, v in event.data.items():
        if k in CARD_KEYS and isinstance(v, str):
            args[k] = _name(cat, v, lang)
        elif k in LIST_KEYS and isinstance(v, list):
            args[k] = "; ".join(_name(cat, c, lang) for c in v) or "—"  # names hold commas
            args[k + "_count"] = len(v)
        elif k == "players" and isinstance(v, list):
            args[k] = ", ".join(str(x) for x in v)
        elif k in CIRCLE_KEYS and isinstance(v, str):
            args[k] = circle_name(v.removeprefix("opp:"), lang)
        elif isinstance(v, bool):
            args[k] = "yes" if v else "no"
        elif v is None:
            args[k] = "-"
        elif isinstance(v, int) and k != "count":
            args[k] = str(v)  # plain digits; only counts choose a plural form
        else:
            args[k] = v
    extra = EXTRAS.get(event.kind)
    if extra is not None:
        args.update(extra(event.data, lang))
    if event.kind == "ability":
        args["text"] = ability_text(cat, str(event.data["card"]), int(event.data["index"]) - 1, lang)
    return W(key, lang, **args)


def ability_text(cat: Catalogue, cid: str, index: int, lang: str) -> str:
    """One scripted ability of a card, in words generated from its script."""
    from cards.kit.ability import say

    from .script import VOCAB

    def name_of(name: str, lg: str) -> str:
        try:
            return cat.resolve(name).name(lg)
        except Exception:  # noqa: BLE001 - a name the script quotes need not be a card of this sheet
            return name

    return say(cat.card(cid).abilities[index], VOCAB, lang, name_of)


def abilities_text(cat: Catalogue, cid: str, lang: str) -> list[str]:
    c = cat.card(cid)
    return [ability_text(cat, cid, i, lang) for i in range(len(c.abilities))]


def _gift(d: Mapping[str, Any], lang: str) -> dict[str, str]:
    return {"gift_name": W(f"gift-{d['gift']}", lang)}


def _moved(d: Mapping[str, Any], lang: str) -> dict[str, str]:
    out = {}
    for k in ("source", "dest"):
        v = str(d.get(k, ""))
        zone = v.removeprefix("opp:")
        out[f"{k}_name"] = W(f"zone-{zone}", lang) if W.has(f"zone-{zone}") else v
    return out


# Words an event's text needs beyond its data, in the reader's language.
EXTRAS: dict[str, Callable[[Mapping[str, Any], str], dict[str, str]]] = {
    **dict.fromkeys(("gift_variant", "gift_marker", "gift_card", "gift_circle"), _gift),
    "game_over": lambda d, lang: {"why": W(f"reason-{d.get('reason')}", lang)},
    "trigger": lambda d, lang: {"kind_name": W(f"trigger-{d.get('trigger')}", lang)},
    "trigger_void": lambda d, lang: {"kind_name": W(f"trigger-{d.get('trigger')}", lang)},
    "setup": lambda d, lang: {"format": W(f"format-{d.get('format')}", lang)},
    "phase": lambda d, lang: {"phase_name": W(f"phase-{d.get('phase')}", lang)},
    "modifier": lambda d, lang: {"until_name": W(f"until-{d.get('until')}", lang),
                                 "stat_name": W(f"stat-{d.get('stat')}", lang),
                                 "signed": f"{int(d.get('amount', 0)):+d}"},
    **dict.fromkeys(("cont", "cont_ended"), lambda d, lang: {
        "stat_name": W(f"stat-{d.get('stat')}", lang), "signed": f"{int(d.get('amount', 0)):+d}"}),
    "declared": lambda d, lang: {"ability": W(f"ability-{str(d.get('ability', '')).lower()}", lang)},
    "moved": _moved,
}


def _unit(u: dict[str, Any] | None, lang: str) -> str:
    if u is None:
        return "—"
    if u.get("face_down"):
        return W("tbl-face-down", lang)
    name = u["name_ru"] if lang == "ru" else u["name"]
    if u.get("locked"):
        return W("tbl-locked", lang, name=name)  # V-LOCK-1: a locked card, not a unit
    mark = " ⤵" if u.get("rested") else ""
    crit = f" ★{u['critical']}" if u.get("critical", 1) != 1 else ""
    declared = " " + W("tbl-declared-mark", lang) if u.get("declared") else ""
    return f"{name} (G{u['grade']}, {u['power']}{crit}){mark}{declared}"


def table_text(cat: Catalogue, view: dict[str, Any], lang: str) -> str:
    """Both fields as a grid: front row (FL, VC, FR, Accel circles) over back row (BL, BC, BR)."""
    ru = {c.name_en: c.name_ru for c in cat.cards.values()}

    def tr(name: str) -> str:
        return ru.get(name, name) if lang == "ru" else name

    lines: list[str] = []
    phase = W(f"phase-{view['phase']}", lang)
    head = W("tbl-head", lang, turn=str(view["turn"]), phase=phase, player=view["turn_player"] or "—",
             format=W(f"format-{view['format']}", lang))
    lines.append(head)
    opts = [W(f"opt-{k}", lang) for k in ("g_zone", "mixed_clans") if view.get("options", {}).get(k)]
    if opts:
        lines.append(W("tbl-options", lang, options=", ".join(opts)))  # V-FMT-7
    for p in view["players"]:
        c = p["circles"]
        lines.append("")
        lines.append(W("tbl-player", lang, name=p["name"], hand=str(p["hand_count"]), deck=str(p["deck_count"]),
                       damage=str(p["damage_count"]), up=str(p["damage_face_up"]), soul=str(p["soul_count"])))
        acc = [k for k in c if k.startswith("ACC")]
        front = [f"{circle_name(k, lang)}: {_unit(c.get(k), lang)}" for k in ("FL", "VC", "FR", *acc)]
        lines.append("  " + " | ".join(front))
        lines.append("  " + " | ".join(f"{circle_name(k, lang)}: {_unit(c.get(k), lang)}" for k in ("BL", "BC", "BR")))
        if p["damage"]:
            dmg = "; ".join(tr(d["name"]) + ("" if d["face_up"] else W("tbl-down-mark", lang)) for d in p["damage"])
            lines.append("  " + W("tbl-damage", lang, cards=dmg))
        if p["soul"]:
            lines.append("  " + W("tbl-soul", lang, cards="; ".join(tr(x) for x in p["soul"])))
        if p["drop"]:
            lines.append("  " + W("tbl-drop", lang, count=len(p["drop"]), cards="; ".join(tr(x) for x in p["drop"][-8:])))
        if p["guardians"]:
            lines.append("  " + W("tbl-gc", lang, cards="; ".join(f"{tr(g['name'])} ({g['shield']})" for g in p["guardians"])))
        gifts = [f"{W('gift-' + k, lang)} {v}" for k, v in p["gifts"].items() if v]
        if gifts or p["markers"]:
            marks = ", ".join(f"{W('gift-' + m['kind'], lang)} {m['variant']} → {circle_name(m['circle'], lang)}"
                              for m in p["markers"])
            lines.append("  " + W("tbl-gifts", lang, gifts=", ".join(gifts) or "—", markers=marks or "—"))
        if p["g_zone"]:
            up = sum(1 for g in p["g_zone"] if g["face_up"])
            lines.append("  " + W("tbl-g-zone", lang, count=len(p["g_zone"]), up=up))
        if p.get("declared"):
            said = "; ".join(f"{W('ability-' + d['kind'], lang)} {tr(d['card'])}" for d in p["declared"])
            lines.append("  " + W("tbl-declared", lang, abilities=said))
        if "hand" in p:
            lines.append("  " + W("tbl-hand", lang, cards="; ".join(f"#{i} {tr(h)}" for i, h in enumerate(p["hand"], 1)) or "—"))
    b = view.get("battle")
    if b:
        lines.append("")
        lines.append(W("tbl-battle", lang, attacker=circle_name(b["attacker"], lang),
                       target=circle_name(b["target"], lang), power=str(b["power"]),
                       defence=str(b["guard_power"])))
    if view["winner"]:
        lines.append("")
        lines.append(W("tbl-winner", lang, name=view["winner"]) if view["winner"] != "draw" else W("tbl-draw", lang))
    elif view["pending"]:
        who = "; ".join(f"{d['player']}: {W('kind-' + d['kind'], lang)}" for d in view["pending"])
        lines.append("")
        lines.append(W("tbl-pending", lang, who=who))
    return "\n".join(lines)

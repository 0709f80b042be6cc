"""Texts for the thread and DMs: the pinned table, events, the hand, and decision prompts.

The table is drawn from a view (``views.py``), so it can only show what its reader may see.
"""

from __future__ import annotations

from typing import Any

from cards.core import Decision, Event

from .texts import say

STAT_LINE = ("patk", "pdef", "matk", "mdef")


def _card(data: Any, lang: str, key: str = "card") -> str:
    if lang == "ru":
        return str(data.get(key + "_ru") or data.get(key) or "")
    return str(data.get(key) or "")


def table_text(v: dict[str, Any], lang: str) -> str:
    lines: list[str] = []
    by_name = {p["name"]: p for p in v["players"]}
    if v["step"] == "over":
        lines.append(say("tbl-header-over", lang, turn=v["turn"]))
        winner = v.get("winner")
        lines.append(say("tbl-draw", lang) if winner == "draw" else say("tbl-winner", lang, name=winner or "-"))
    elif v["step"] == "setup":
        lines.append(say("tbl-header", lang, turn=0, step=say("step-setup", lang), active=v["active_master"],
                         current="-"))
    else:
        lines.append(say("tbl-header", lang, turn=v["turn"], step=say(f"step-{v['step']}", lang),
                         active=v["active_master"], current=v["turn_player"]))
    st = v["settings"]
    lines.append(say("tbl-settings", lang, prana=st["starting_prana"], hand=st["starting_hand"],
                     pile=say(f"opt-{st['draw_pile']}", lang), servants=say(f"opt-{st['servants']}", lang),
                     zero=say(f"opt-{st['prana_zero']}", lang), scenes=say("opt-on" if st["scenes"] else "opt-off", lang)))
    flagged = False  # a house value (not printed) is on the table: say so once
    for name in v["seat_order"]:
        p = by_name[name]
        if p["out"]:
            lines.append(say("tbl-out", lang, name=name))
            continue
        mark = ("▶ " if p["current"] else "") + ("★ " if p["active"] else "")
        lines.append(say("tbl-master", lang, mark=mark, name=name, prana=p["prana"], spells=p["command_spells"],
                         hand=p["hand_count"]))
        sv = p["servant"]
        if sv is not None:
            state = say(f"state-{sv['state']}", lang)
            if "heroic_spirit" not in sv:
                lines.append("  " + say("tbl-servant-hidden", lang, state=state))
            else:
                spirit = sv["heroic_spirit_ru"] if lang == "ru" else sv["heroic_spirit"]
                klass = sv["class_ru"] if lang == "ru" else sv["class"]
                if sv["face_down"]:
                    state += ", " + say("state-face_down", lang)
                house = "stats" in sv.get("house", ())
                marks = {k: f"{sv[k]}*" if house else sv[k] for k in STAT_LINE}  # a house value, not printed
                line = say("tbl-servant", lang, spirit=spirit, klass=klass, state=state, **marks)
                flagged = flagged or bool(sv.get("house"))
                if sv["skills"]:
                    star = "*" if "skills" in sv.get("house", ()) else ""  # a house skill, not a printed one
                    line += " [" + ", ".join(say(f"skill-{k}", lang) + star for k in sv["skills"]) + "]"
                lines.append("  " + line)
        flagged = flagged or any(c.get("house") for c in p["field"])
        if p["field"]:
            codes = ", ".join(
                say("tbl-code-hidden", lang) if c["name"] is None else
                f"{c['name_ru'] if lang == 'ru' else c['name']}{'*' if c.get('house') else ''} "
                f"({say('state-' + c['state'], lang)}"
                + (", " + say("state-face_down", lang) if c["face_down"] else "") + ")"
                for c in p["field"]
            )
            lines.append("  " + say("tbl-codes", lang, codes=codes))
        if p["marks"]:
            lines.append("  " + say("tbl-marks", lang, marks=", ".join(p["marks"])))
    b = v.get("battle")
    if b:
        lines.append(say("tbl-battle", lang, attacker=b["attacker"], defender=b["defender"],
                         process=say(f"process-{b['process']}", lang)))
    lines.append(say("tbl-piles", lang, count=v["draw_pile_count"], discard=len(v["discard_pile"])))
    if flagged:
        lines.append(say("tbl-house", lang))
    if v["seat_of_the_grail"]:
        lines.append(say("tbl-grail", lang, cards=", ".join(v["seat_of_the_grail"])))
    return "\n".join(lines)


def hand_text(v: dict[str, Any], seat: int, lang: str) -> str:
    p = v["players"][seat]
    hand = p.get("hand_ru" if lang == "ru" else "hand") or []
    head = say("tbl-hand", lang, cards=", ".join(f"{i}. {c}" for i, c in enumerate(hand, start=1))) if hand \
        else say("tbl-hand-empty", lang)
    offer = p.get("offer_ru" if lang == "ru" else "offer")
    if offer:
        head += "\n" + say("tbl-offer", lang, spirits=", ".join(offer.get("spirit", [])),
                           classes=", ".join(offer.get("class", [])))
    return head + "\n\n" + table_text(v, lang)


EVENT_KEYS = {
    "seated", "servant_dealt", "servant_picked", "drew", "drew_card", "reshuffled", "turn_start", "stood",
    "placed", "revealed", "collision_miss", "collision_no_battle", "collision_hit", "battle_start", "passed",
    "attack_type", "response_type", "attacker_damage", "pre_emptive", "response_damage", "prana_lost",
    "at_zero", "accepts_zero", "zero_reset", "retreats", "card_taken", "card_taken_private", "battle_over",
    "battle_ends", "left", "winner", "draw_game", "marker", "danger_ends", "discarded", "ends_turn", "concede",
    "spell", "prana", "stat", "stat_hidden", "activation", "activation_failed", "permanent", "cost_t", "rested", "cost_roll",
    "must_discard", "mark", "unmark", "cancelled", "substitute", "note", "state", "scene", "window",
    "ability", "effect_roll", "spells_removed", "judge_set", "negated",
}


def name_list(names: list[str] | tuple[str, ...], lang: str) -> str:
    """"Alice", "Alice and Boris", "Alice, Boris and Clara" (ru: «… и …»)."""
    if len(names) < 2:
        return "".join(names)
    return say("list-and", lang, head=", ".join(names[:-1]), last=names[-1])


def event_text(event: Event, lang: str) -> str | None:
    """One line per event; chance events are told by the event that used them (rolls, picks)."""
    if event.kind not in EVENT_KEYS:
        return None
    data = {k: name_list(v, lang) if isinstance(v, list | tuple) else v for k, v in event.data.items()}
    if "window" in data:
        data["window"] = say(f"window-{data['window']}", lang)
    if lang == "ru" and isinstance(data.get("cost"), str):
        data["cost"] = data["cost"].replace("prana ", "прана ")
    return say("ev-" + event.kind.replace("_", "-"), lang, **data)


def decision_text(decision: Decision, lang: str) -> str:
    data = dict(decision.data)
    key = "dec-" + decision.kind.replace("_", "-")
    if decision.kind == "window":
        data["window"] = say(f"window-{data.get('window', 'battle')}", lang)
    return say(key, lang, **data)

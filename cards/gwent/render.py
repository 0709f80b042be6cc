"""Text the forum judge posted: the game table (G-JUDGE-TABLE-*) and effect lines (G-JUDGE-LOG-*), en and ru.

The words live in ``locales/<lang>/*.ftl`` (Project Fluent, real plural rules); this module only picks
the message and fills in names, rows and numbers. Names are never declined: the texts phrase around them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cards.core import Event, Lang
from cards.i18n import messages_for

M = messages_for(__file__)
ROWS = ("close", "ranged", "siege")


def _c(card: Mapping[str, str] | None, lang: Lang) -> str:
    if not card:
        return "?"
    return card.get(lang) or card.get("en", "?")


def _cards(cards: list[dict[str, str]], lang: Lang) -> str:
    return ", ".join(_c(c, lang) for c in cards)


def num(v: Any) -> str:
    """A score or strength as the table shows it: ``7``, ``5.5`` (never ``7.0``)."""
    if isinstance(v, float):
        return f"{v:g}"
    return str(v)


def row_label(row: str, lang: Lang) -> str:
    """``Close`` / ``Ближний``: a row's name in the table."""
    return M(f"row-{row}", lang) if row in ROWS else row


def row_in(row: str, lang: Lang) -> str:
    """``close row`` / ``ближний ряд``: a row inside a sentence."""
    return M(f"row-in-{row}", lang) if row in ROWS else row


def hand_line(card: dict[str, Any], lang: Lang) -> str:
    """``Ghoul — 1, close, muster``: what a player needs to know of a card in hand."""
    facts: list[str] = []
    if card.get("strength") is not None:
        facts.append(("★" if card.get("hero") else "") + num(card["strength"]))
    if card.get("row"):
        row = card["row"]
        facts.append(M(f"row-short-{row}", lang) if M.has(f"row-short-{row}") else row)
    facts += [
        M(f"ability-{a}", lang) if M.has(f"ability-{a}") else a
        for a in card.get("abilities", [])
        if a != "agile"
    ]
    return _c(card, lang) + (f" — {', '.join(facts)}" if facts else "")


def _card_cell(card: dict[str, Any], lang: Lang) -> str:
    name = card["name_ru"] if lang == "ru" else card["name"]
    star = "★" if card.get("hero") else ""
    if "strength" in card:
        return f"{star}{name} {num(card['strength'])}"
    return f"{name}"


def table_text(view: dict[str, Any], lang: Lang) -> str:
    """The pinned post: Judge's table on top, Battlefield below (G-JUDGE-TABLE-1..5)."""
    ru = lang == "ru"
    p0, p1 = view["players"]
    lines: list[str] = []
    turn = view["turn"] if view["phase"] in ("play", "over") else 0  # G-JUDGE-TABLE-5: 0 before turn 1
    rnd = M("table-round", lang, round=view["round"], turn=turn)
    lines.append(
        f"**{M('table-title', lang)}** — {rnd}" + (f" ({M('table-hard', lang)})" if view["variant"] == "hard" else "")
    )
    for p in (p0, p1):
        fac = p["faction_name"][1 if ru else 0] if p["faction_name"] else "?"
        lives = "♥" * p["lives"] + "♡" * (2 - p["lives"])
        extra = []
        if p["passed"]:
            extra.append(M("table-passed", lang))
        if view["to_move"] == p["name"] and view["phase"] == "play" and not p["passed"]:
            extra.append(M("table-to-move", lang))
        if view["variant"] == "hard" and p["leaders"] is not None:
            # Which leaders are left, by their short names (the part after "Eredin: ").
            left = [_c(n, lang).split(": ")[-1] for n in p.get("leaders_left") or []]
            used = f" ({M('table-leader-used', lang)})" if p["leader_used_this_round"] else ""
            extra.append(M("table-leaders", lang, names=", ".join(left) or "—") + used)
        tail = f" · {' · '.join(extra)}" if extra else ""
        lines.append(
            f"{p['name']} — {fac} ({p['hand_count']}) · {M('table-score', lang)} **{num(p['score'])}** · {lives}{tail}"
        )
    for r in view["results"]:
        win = r["winner"] or M("table-draw", lang)
        sa, sb = r["scores"]
        lines.append(
            M(
                "table-round-line",
                lang,
                round=r["round"],
                a=p0["name"],
                sa=num(sa),
                sb=num(sb),
                b=p1["name"],
                winner=win,
            )
        )
    if view["winner"]:
        w = view["winner"]
        lines.append(M("table-result-draw", lang) if w == "draw" else M("table-result-win", lang, winner=w))
    lines.append("")
    lines.append(f"**{M('table-battlefield', lang)}**")
    if view["weather"]:
        lines.append(M("table-weather", lang, weather=", ".join(view["weather_ru" if ru else "weather"])))
    for idx, p in enumerate((p1, p0)):
        order = ("siege", "ranged", "close") if idx == 0 else ("close", "ranged", "siege")
        if idx == 1:
            lines.append("— — —")
        lines.append(f"__{p['name']}__ ({num(p['score'])})")
        for r in order:
            row = p["rows"][r]
            marks = []
            if row["horn"]:
                marks.append(M("table-horn", lang))
            if row["mardroeme"]:
                marks.append(M("table-mardroeme", lang))
            if row["weather"]:
                marks.append(M("table-weather-mark", lang))
            mark = f" [{', '.join(marks)}]" if marks else ""
            cells = " | ".join(_card_cell(c, lang) for c in row["cards"]) or "—"
            lines.append(f"`{row_label(r, lang):<10} {num(row['score']):>4}`{mark} {cells}")
    disc = [f"{p['name']}: {len(p['discard'])}" for p in (p0, p1) if p["discard"]]
    if disc:
        lines.append(M("table-discard", lang, piles=", ".join(disc)))
    return "\n".join(lines)


def _args(d: Mapping[str, Any], lang: Lang) -> dict[str, Any]:
    """An event's data as message arguments: cards by name in the reader's language, rows in words."""
    out: dict[str, Any] = {}
    for key, value in d.items():
        if isinstance(value, Mapping) and ("en" in value or "ru" in value):
            out[key] = _c(value, lang)
        elif isinstance(value, list) and all(isinstance(v, Mapping) for v in value):
            out[key] = _cards(value, lang) if value else "—"
        elif key == "row" and isinstance(value, str):
            out[key] = row_in(value, lang)
        elif isinstance(value, float):
            out[key] = num(value)
        elif isinstance(value, int | str):
            out[key] = value
    return out


# Events that carry no line of their own.
_SILENT = {"medic_nothing", "token_blocked", "post"}


def event_text(e: Event, lang: Lang) -> str | None:  # noqa: C901 - one line per event kind
    """One effect line, as the forum judge wrote it (G-JUDGE-LOG-2); None for events with no line."""
    d = e.data
    k = e.kind
    if k in _SILENT:
        return None
    a = _args(d, lang)
    a.setdefault("player", "")
    if k == "placed":
        via = d.get("via", "play")
        if via == "play" and d.get("side") != d.get("player"):
            via = "spy"
        return M("ev-placed", lang, **{**a, "via": via})
    if k == "weather" and d.get("already"):
        return M("ev-weather_already", lang, **a)
    if k == "leader_weather":
        return M(
            "ev-leader_weather", lang, **{**a, "weather": M(f"weather-{d['weather'].split('_')[-1]}", lang)}
        )
    if k == "destroyed":
        a["source"] = _c(d.get("source"), lang) if d.get("source") else M("ev-scorch", lang)
        return M("ev-destroyed", lang, **a)
    if k == "row_scorch_short":
        a["total"] = num(d["total"])
        return M("ev-row_scorch_short", lang, **a)
    if k in ("drew", "draw_later"):
        a["reason"] = (
            M(f"reason-{d.get('reason', '')}", lang) if M.has(f"reason-{d.get('reason', '')}") else ""
        )
        if k == "drew" and d["count"] == 0:
            return M("ev-drew_none", lang, **a)
        return M(f"ev-{k}", lang, **a)
    if k == "drew_cards":
        return M("ev-drew_cards", lang) + "\n" + "\n".join(f"- {hand_line(c, lang)}" for c in d["cards"])
    if k == "leader_cancelled":
        back = _cards(d.get("cards", []), lang)
        line = M("ev-leader_cancelled", lang, **a)
        line += " " + M("ev-leader_cancelled_back", lang, cards=back) if back else ""
        hidden = int(d.get("hidden", 0))  # cards that go from a hand to a deck: only counted here (issue 8)
        return line + (" " + M("ev-leader_cancelled_hidden", lang, count=hidden) if hidden else "")
    if k == "leader_cancelled_private":
        return M("ev-leader_cancelled_private", lang, cards=_cards(d.get("cards", []), lang))
    if k in ("enough", "not_enough"):
        return M(f"ev-{k}", lang, score=f"{num(d['score'])} : {num(d['opponent_score'])}")
    if k == "turn_start":
        return M("ev-turn_start", lang, **{**a, "cards": d.get("card_count", 1)})
    if k == "round_end":
        sa, sb = d["scores"]
        pa, pb = d["players"]
        copy = f"\n\n{table_text(d['table'], lang)}" if d.get("table") else ""
        line = M(
            "ev-round_end",
            lang,
            round=d["round"],
            a=pa,
            b=pb,
            sa=num(sa),
            sb=num(sb),
            winner=d["winner"] or "none",
        )
        return line + copy
    if k == "match_end":
        return M("ev-match_end_draw", lang) if d.get("draw") else M("ev-match_end", lang, winner=d["winner"])
    if k == "dealt":
        hand = "\n".join(f"{i}. {hand_line(c, lang)}" for i, c in enumerate(d["hand"], 1))
        offer = "\n".join(f"- {hand_line(c, lang)}" for c in d["offer"])
        return "\n".join(
            [
                M("ev-dealt_hand", lang),
                hand,
                M("ev-dealt_offer", lang, limit=d["limit"]),
                offer,
                M("ev-dealt_answer", lang),
            ]
        )
    if k == "hand":
        hand = "\n".join(f"{i}. {hand_line(c, lang)}" for i, c in enumerate(d["hand"], 1))
        return M("ev-hand", lang) + "\n" + hand
    if k == "crach":
        return M("ev-crach", lang, **{**a, "count": len(d["cards"])})
    if k == "ask_decks":
        return M("ev-ask_decks", lang, players=", ".join(d["players"]))
    if k == "judge_note":
        return str(d["ru"] if lang == "ru" else d["en"])
    key = f"ev-{k}"
    return M(key, lang, **a) if M.has(key) else None

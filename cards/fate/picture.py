"""The Fate/Ace Royal table as a picture: a ring of 2–7 Masters in seat order, each with his Servant
(face down, or its cards, stats and state), prana, Command Spells, Mystic Codes and marks; the Active
Master marker, whose turn it is, the battle in progress and the piles in the middle — drawn from a view,
so it shows only what its reader may see.

Meaning never rests on colour: the Active Master has a crown, the Master whose turn it is an arrow, a
Master who is out is struck through, a resting card is turned on its side, a Servant in danger has a
warning triangle, a used Command Spell is an empty ring. A house value (a stat or a Mystic Code no public
source prints, the server's to fill) carries ``*``, as on the text table, and a legend line says so.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from cards.core import Lang
from cards.picture import (
    BLUE,
    BOARD,
    FOOTER,
    GREEN,
    INK,
    LANE,
    MUTED,
    ORANGE,
    PAPER,
    PURPLE,
    SKY,
    VERMILION,
    WHITE,
    YELLOW,
    Canvas,
    footer,
    header_status,
    legend,
    legend_height,
    length,
    mark_disc,
    mark_ring,
    strip,
    strip_height,
    wrap_fit,
)

from .texts import MESSAGES as M

Namer = Callable[[str], str]

HEADER = 44
PANEL_W, PANEL_H = 260, 172
STATS = ("patk", "pdef", "matk", "mdef")


def picture(view: dict[str, Any], lang: Lang, bottom: int = 0, tr: Namer | None = None) -> bytes:
    """The PNG of ``view``: the Masters around the table in seat order, seat ``bottom`` at the bottom.

    ``tr`` gives a card's name (English in the view's piles) in the reader's language.
    """
    namer: Namer = tr or (lambda s: s)
    players = view["players"]
    n = len(players)
    hands = [_hand_line(p, lang) for p in players if "hand" in p]
    marks = _legend(lang)
    ring_h = {2: 520, 3: 560, 4: 560, 5: 600, 6: 600}.get(n, 720)  # no two panels overlap (checked to 7)
    height = HEADER + ring_h + sum(strip_height(h, 13) for h in hands) + (8 if hands else 0) + FOOTER \
        + legend_height(marks)
    c = Canvas(height)
    _header(c, view, lang)
    centres = _ring(view, bottom, c.width, HEADER, ring_h)
    _middle(c, view, lang, centres, namer, (c.width / 2, HEADER + ring_h / 2))
    for p in players:
        _master(c, view, p, centres[p["name"]], lang)
    y: float = HEADER + ring_h
    for line in hands:  # every card named, on as many lines as it takes (issue 29)
        y = strip(c, y + 2, line, 13) - 2
    footer(c, int(height - FOOTER - legend_height(marks)), view, lambda key, **args: M(key, lang, **args),
           lambda k: M(f"pic-kind-{k}", lang) if M.has(f"pic-kind-{k}") else k)
    legend(c, height - legend_height(marks), marks)
    return c.png()


def _hand_line(p: dict[str, Any], lang: Lang) -> str:
    cards: list[str] = p.get("hand_ru") or p["hand"] if lang == "ru" else p["hand"]
    return M("pic-hand-of", lang, name=p["name"], cards="; ".join(cards) or "—")


def _legend(lang: Lang) -> list[tuple[Any, str]]:
    """What the panels' markers mean, drawn with the same shapes (issue 29)."""
    return [(lambda c, x, y: _crown(c, x, y), M("pic-active", lang)),
            (lambda c, x, y: c.polygon([(x - 6, y - 8), (x + 6, y), (x - 6, y + 8)], fill=ORANGE),
             M("leg-turn", lang)),
            (mark_disc(VERMILION), M("leg-spell", lang)), (mark_ring, M("leg-spell-used", lang))]


def _ring(view: dict[str, Any], bottom: int, width: int, top: int, height: int) -> dict[str, tuple[float, float]]:
    """Panel centres on an ellipse in seat order (clockwise as the seats go), the reader's at the bottom."""
    order = list(view.get("seat_order") or [p["name"] for p in view["players"]])
    names = [p["name"] for p in view["players"]]
    me = names[bottom] if 0 <= bottom < len(names) else order[0]
    start = order.index(me) if me in order else 0
    order = order[start:] + order[:start]
    n = len(order)
    rx = (width - PANEL_W) / 2 - 10
    ry = (height - PANEL_H) / 2 - 6
    cx, cy = width / 2, top + height / 2
    out: dict[str, tuple[float, float]] = {}
    for i, name in enumerate(order):
        a = math.pi / 2 + 2 * math.pi * i / n  # from the bottom, clockwise on the screen
        out[name] = (cx + rx * math.cos(a), cy + ry * math.sin(a))
    return out


def _header(c: Canvas, view: dict[str, Any], lang: Lang) -> None:
    c.box((0, 0, c.width, HEADER), fill=INK, radius=0)
    if view["phase"] == "setup":
        title = M("pic-setup", lang)
    else:
        step = M(f"step-{view['step']}", lang)
        title = M("pic-title", lang, turn=str(view["turn"]), step=step[:1].upper() + step[1:])
    c.text((16, HEADER / 2), title, 20, WHITE, bold=True, anchor="lm", max_width=600)
    header_status(c, HEADER / 2, view, lambda k, **args: M(k, lang, **args), max_width=360)


def _crown(c: Canvas, x: float, y: float) -> None:
    """The Active Master's marker: a crown (a shape, not only a colour)."""
    c.polygon([(x - 11, y + 7), (x - 11, y - 5), (x - 5, y + 1), (x, y - 8), (x + 5, y + 1), (x + 11, y - 5),
               (x + 11, y + 7)], fill=YELLOW, outline=INK)


def _master(c: Canvas, view: dict[str, Any], p: dict[str, Any], centre: tuple[float, float], lang: Lang) -> None:
    x0, y0 = centre[0] - PANEL_W / 2, centre[1] - PANEL_H / 2
    x1, y1 = x0 + PANEL_W, y0 + PANEL_H
    out = bool(p.get("out"))
    waits = [d["kind"] for d in view.get("pending", []) if d["player"] == p["name"]]
    edge = YELLOW if p.get("active") else (ORANGE if p.get("current") else MUTED)
    c.box((x0, y0, x1, y1), fill=LANE if not out else BOARD, outline=edge, width=4 if p.get("active") else 2,
          radius=10)
    # The name line: turn arrow, name, Active Master crown.
    nx = x0 + 12
    if p.get("current") and not view.get("winner"):
        c.polygon([(x0 + 10, y0 + 12), (x0 + 22, y0 + 20), (x0 + 10, y0 + 28)], fill=ORANGE)
        nx = x0 + 28
    c.text((nx, y0 + 20), p["name"], 17, MUTED if out else WHITE, bold=True, anchor="lm", max_width=150)
    place = next((x["place"] for x in view.get("places", []) if p["name"] in x["names"]), None)
    if out:
        w = length(p["name"][:24], 17, True)
        c.line([(nx, y0 + 20), (nx + min(w, 150), y0 + 20)], fill=VERMILION, width=3)
        c.text((x1 - 10, y0 + 20), M("pic-out", lang), 13, VERMILION, bold=True, anchor="rm")
        if place is not None:
            _place(c, x1 - 10, y0 + 44, place, lang)
        return
    if place is not None:  # the match is over: his place instead of the crown
        _place(c, x1 - 10, y0 + 20, place, lang)
    elif p.get("active"):
        _crown(c, x1 - 20, y0 + 19)
    # Prana and Command Spells (filled discs left, rings used); hand (and deck) and what he is asked.
    ry = y0 + 42
    c.disc((x0 + 20, ry), 9, fill=SKY, outline=WHITE, width=1)
    c.text((x0 + 34, ry), M("pic-prana", lang, prana=str(p["prana"])), 14, WHITE, bold=True, anchor="lm")
    spells = int(p.get("command_spells", 0))
    for i in range(max(3, spells)):
        centre = (x1 - 18 - i * 18, ry)
        if max(3, spells) - 1 - i < spells:
            c.disc(centre, 7, fill=VERMILION, outline=WHITE, width=1)
        else:
            c.disc(centre, 7, outline=MUTED, width=2)
    hand = M("pic-hand", lang, count=p["hand_count"])
    if "deck_count" in p:
        hand += " · " + M("pic-deck", lang, count=p["deck_count"])
    c.text((x0 + 12, y0 + 62), hand, 12, WHITE, anchor="lm", max_width=100 if waits else PANEL_W - 24)
    if waits:
        label = ", ".join(M(f"pic-kind-{k}", lang) if M.has(f"pic-kind-{k}") else k for k in waits)
        c.box((x1 - 140, y0 + 53, x1 - 8, y0 + 71), outline=YELLOW, width=2, radius=9)
        c.text((x1 - 74, y0 + 62), label, 10, YELLOW, bold=True, anchor="mm", max_width=124)
    _servant(c, p.get("servant"), lang, (x0 + 10, y0 + 76, x1 - 10, y0 + 140))
    _codes(c, p.get("field", []), lang, (x0 + 10, y0 + 142, x1 - 10, y0 + 158))
    if p.get("marks"):
        c.text((x0 + 12, y0 + 165), M("pic-marks", lang, marks=", ".join(p["marks"])), 10, PURPLE, anchor="lm",
               max_width=PANEL_W - 24)


def _place(c: Canvas, right: float, y: float, place: int, lang: Lang) -> None:
    """A Master's final place as a pill (issue 29: the final picture showed no places)."""
    text = M("pic-place", lang, place=place)
    w = length(text, 13, True) + 16
    c.box((right - w, y - 10, right, y + 10), fill=YELLOW if place == 1 else PAPER, outline=INK, width=1, radius=10)
    c.text((right - w / 2, y), text, 13, INK, bold=True, anchor="mm")


def _servant(c: Canvas, sv: dict[str, Any] | None, lang: Lang, rect: tuple[float, float, float, float]) -> None:
    """The Servant: its card (upright standing, on its side resting, crossed face down), its two names,
    its state in words (a warning triangle when in danger) and the four stats, each under its name."""
    x0, y0, x1, y1 = rect
    if sv is None:
        c.box(rect, outline=MUTED, width=1, radius=6)
        c.text(((x0 + x1) / 2, (y0 + y1) / 2), M("pic-no-servant", lang), 13, MUTED, anchor="mm")
        return
    state = str(sv.get("state", "standing"))
    resting = state == "resting"
    cw, ch = (58, 40) if resting else (40, 58)
    cx, cy = x0 + 30, (y0 + y1) / 2
    card = (cx - cw / 2, cy - ch / 2, cx + cw / 2, cy + ch / 2)
    if sv.get("face_down"):
        c.box(card, fill=INK, outline=MUTED, width=2, radius=4)
        c.line([(card[0] + 5, card[1] + 5), (card[2] - 5, card[3] - 5)], fill=MUTED, width=2)
        c.line([(card[2] - 5, card[1] + 5), (card[0] + 5, card[3] - 5)], fill=MUTED, width=2)
    else:
        c.box(card, fill=PAPER, outline=ORANGE if resting else INK, width=3 if resting else 1, radius=4)
        c.star((cx, cy), 10, BLUE)
    tx = x0 + 66
    state_word = M(f"state-{state}", lang)
    sy = y0 + 25
    if state == "danger":  # a warning triangle before the word
        c.polygon([(x1 - 4, sy + 6), (x1 - 12, sy - 8), (x1 - 20, sy + 6)], fill=VERMILION)
        c.text((x1 - 24, sy), state_word, 11, VERMILION, bold=True, anchor="rm")
    else:
        c.text((x1, sy), state_word, 11, ORANGE if resting else GREEN, bold=True, anchor="rm")
    word_w = length(state_word, 11, True) + (28 if state == "danger" else 6)
    if sv.get("face_down") and "heroic_spirit" not in sv:
        c.text((tx, y0 + 9), M("pic-face-down", lang), 14, MUTED, bold=True, anchor="lm", max_width=int(x1 - tx))
        return
    ru = lang == "ru"
    spirit = (sv.get("heroic_spirit_ru") if ru else None) or sv.get("heroic_spirit", "")
    klass = (sv.get("class_ru") if ru else None) or sv.get("class", "")
    c.text((tx, y0 + 9), str(spirit), 14, WHITE, bold=True, anchor="lm", max_width=int(x1 - tx))
    c.text((tx, sy), str(klass) + (f" · {M('pic-face-down', lang)}" if sv.get("face_down") else ""), 11, SKY,
           anchor="lm", max_width=int(x1 - tx - word_w))
    cell = (x1 - tx) / 4
    house = "stats" in sv.get("house", ())  # not printed: starred, never shown as if printed
    for i, k in enumerate(STATS):
        if k not in sv:
            continue
        bx = tx + i * cell
        c.text((bx + cell / 2, y1 - 24), M(f"stat-{k}", lang), 8, MUTED, anchor="mm", max_width=int(cell))
        c.box((bx + 1, y1 - 18, bx + cell - 1, y1), fill=INK, radius=3)
        c.text((bx + cell / 2, y1 - 9), f"{sv[k]}{'*' if house else ''}", 12, WHITE, bold=True, anchor="mm")


def _codes(c: Canvas, field: list[dict[str, Any]], lang: Lang, rect: tuple[float, float, float, float]) -> None:
    """Mystic Codes as chips: upright for standing, a turned (wider, lower) chip for resting; face-down
    ones crossed."""
    x0, y0, x1, y1 = rect
    if not field:
        c.text((x0 + 2, (y0 + y1) / 2), M("pic-no-codes", lang), 11, MUTED, anchor="lm")
        return
    x = x0
    room = (x1 - x0) / len(field)
    for code in field:
        w = min(room - 4, 120)
        resting = code.get("state") == "resting"
        top = y0 + (4 if resting else 0)
        box = (x, top, x + w, y1)
        if code.get("face_down") and not code.get("name"):
            c.box(box, fill=INK, outline=MUTED, width=1, radius=4)
            c.line([(box[0] + 3, box[1] + 3), (box[2] - 3, box[3] - 3)], fill=MUTED, width=1)
            c.text(((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), M("pic-face-down", lang), 9, PAPER, anchor="mm",
                   max_width=int(w - 6))
        else:
            name = (code.get("name_ru") if lang == "ru" else None) or code.get("name") or ""
            name += "*" if code.get("house") else ""  # a house card, not a printed one
            down = bool(code.get("face_down"))
            c.box(box, fill=INK if down else PAPER, outline=ORANGE if resting else INK, width=2 if resting else 1,
                  radius=4)
            text = ("↓ " if down else "") + str(name)
            size, lines = wrap_fit(text, 10, int(w - 8), 1, smallest=8)
            if lines and lines[-1].endswith("…"):  # a narrow chip: two small lines, the whole name (issue 29)
                size, lines = wrap_fit(text, 7, int(w - 6), 2, smallest=6)
            mid = (box[1] + box[3]) / 2
            for j, line in enumerate(lines):
                c.text((box[0] + 3, mid + (j - (len(lines) - 1) / 2) * (size + 1)), line, size,
                       PAPER if down else INK, anchor="lm")
        x += room


def _middle(c: Canvas, view: dict[str, Any], lang: Lang, centres: dict[str, tuple[float, float]], tr: Namer,
            centre: tuple[float, float]) -> None:
    """The battle as an arrow between the two Masters, and the piles at the centre of the table."""
    b = view.get("battle")
    if b and b["attacker"] in centres and b["defender"] in centres:
        (ax, ay), (dx, dy) = centres[b["attacker"]], centres[b["defender"]]
        c.line([(ax, ay), (dx, dy)], fill=ORANGE, width=5)
        ang = math.atan2(dy - ay, dx - ax)
        t = 1.0  # the head sits just outside the defender's panel
        while t > 0.5 and abs(ax + (dx - ax) * t - dx) < PANEL_W / 2 + 6 and abs(ay + (dy - ay) * t - dy) < PANEL_H / 2 + 6:
            t -= 0.01
        tipx, tipy = ax + (dx - ax) * t, ay + (dy - ay) * t
        c.polygon([(tipx + 16 * math.cos(ang), tipy + 16 * math.sin(ang)),
                   (tipx + 12 * math.cos(ang + 2.5), tipy + 12 * math.sin(ang + 2.5)),
                   (tipx + 12 * math.cos(ang - 2.5), tipy + 12 * math.sin(ang - 2.5))], fill=ORANGE)
    x, y = centre
    lines: list[tuple[str, Any, bool]] = []
    for pl in view.get("places", []):  # the final standings first, in the middle of the table
        lines.append((M("pic-place-line", lang, place=pl["place"], names=", ".join(pl["names"])), YELLOW,
                      pl["place"] == 1))
    if b:
        lines.append(("⚔ " + M("pic-battle", lang, attacker=b["attacker"], defender=b["defender"]), ORANGE, True))
        lines.append((M(f"process-{b['process']}", lang), ORANGE, False))
    if view.get("active_master") and not view.get("winner"):
        lines.append(("♛ " + M("pic-active", lang) + ": " + str(view["active_master"]), YELLOW, True))
    lines.append((M("pic-draw-pile", lang, count=view.get("draw_pile_count", 0)), WHITE, False))
    discard = view.get("discard_pile") or []
    lines.append((M("pic-discard", lang, count=len(discard)), WHITE, False))
    if discard:
        lines.append((M("pic-discard-top", lang, name=tr(discard[-1])), MUTED, False))
    if view.get("seat_of_the_grail"):
        lines.append((M("pic-grail", lang, cards="; ".join(tr(g) for g in view["seat_of_the_grail"])), PURPLE, False))
    if starred(view):
        lines.append((M("pic-house", lang), MUTED, False))
    h = 22 * len(lines) + 12
    c.box((x - 170, y - h / 2, x + 170, y + h / 2), fill=INK, outline=LANE, width=1, radius=10)
    for i, (text, colour, bold) in enumerate(lines):  # smaller rather than cut (issue 29)
        size, _one = wrap_fit(text, 14, 330, 1, bold=bold, smallest=10)
        c.text((x, y - h / 2 + 17 + 22 * i), text, size, colour, bold=bold, anchor="mm", max_width=330)


def starred(view: dict[str, Any]) -> bool:
    """Whether the picture draws a house value with ``*`` (a shown Servant's stats or a shown Mystic Code)."""
    for p in view["players"]:
        if p.get("out"):
            continue
        sv = p.get("servant") or {}
        if "stats" in sv.get("house", ()) and "patk" in sv:
            return True
        if any(c.get("house") and c.get("name") for c in p.get("field", [])):
            return True
    return False

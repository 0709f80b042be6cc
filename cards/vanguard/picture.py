"""The Vanguard table as a picture: both fields as circle grids (front row FL VC FR and any Accel
circles, back row BL BC BR), damage face up or down, soul, drop, gifts and markers, hand and deck counts,
the battle in progress and whose decision is pending — drawn from a view, so it shows only what its
reader may see.

A standing unit is an upright card, a rested one a card turned on its side (shape, not colour); a face-down
damage card is a crossed bar, a face-up one a bar with the card's name.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
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
    mark_star,
    mark_turn,
    strip,
    strip_height,
    view_name,
    wrap_fit,
)

from .words import W

Namer = Callable[[str], str]

HEADER = 44
PANEL = 52
FIELD = 290
MIDDLE = 64
R = 62  # a circle's radius
CARD = (76, 106)  # a standing unit's card; a rested one is the same card on its side
GRID_X0, GRID_X1 = 240, 764  # the circle grid; damage to its left, the piles to its right
BACK = ("BL", "BC", "BR")
BOOSTER_OF = {"FL": "BL", "VC": "BC", "FR": "BR"}  # the circle behind each front circle (V-ZONE-5)


def picture(view: dict[str, Any], lang: Lang, bottom: int = 0, tr: Namer | None = None) -> bytes:
    """The PNG of ``view``; seat ``bottom`` sits at the bottom (the reader's own side, if a player).

    ``tr`` turns an English card name into the reader's language (the view names piles in English).
    """
    namer: Namer = tr or (lambda s: s)
    players = view["players"]
    top = 1 - bottom
    hands = [_hand_line(p, lang, namer) for p in players]
    marks = _legend(lang)
    height = HEADER + 2 * (PANEL + FIELD) + MIDDLE + FOOTER + sum(strip_height(h) for h in hands if h) \
        + legend_height(marks)
    c = Canvas(height)
    _header(c, view, lang)
    y = HEADER
    y = _panel(c, view, players[top], lang, y, hands[top])
    _middle(c, view, lang, y + FIELD, namer)  # first: the top attacker's wedge reaches into it
    _field(c, view, players[top], lang, y, namer, flipped=True)
    y += FIELD + MIDDLE
    _field(c, view, players[bottom], lang, y, namer, flipped=False)
    y += FIELD
    y = _panel(c, view, players[bottom], lang, y, hands[bottom])
    footer(c, y, view, lambda key, **args: W(key, lang, **args), lambda k: W("kind-" + k, lang))
    legend(c, y + FOOTER, marks)
    return c.png()


def _legend(lang: Lang) -> list[tuple[Any, str]]:
    """What the markers mean, drawn with the same shapes (issue 29)."""
    def shield(c: Canvas, x: float, y: float) -> None:
        c.polygon([(x - 6, y - 7), (x + 6, y - 7), (x + 6, y + 1), (x, y + 7), (x - 6, y + 1)], fill=SKY, outline=INK)

    def attacker(c: Canvas, x: float, y: float) -> None:
        c.disc((x, y), 8, fill=LANE, outline=ORANGE, width=3)

    def target(c: Canvas, x: float, y: float) -> None:
        c.disc((x, y), 8, outline=VERMILION, width=2)
        c.disc((x, y), 4, outline=VERMILION, width=2)

    def booster(c: Canvas, x: float, y: float) -> None:
        c.text((x, y), "+", 20, GREEN, bold=True, anchor="mm")

    def gift(c: Canvas, x: float, y: float) -> None:
        c.box((x - 8, y - 7, x + 8, y + 7), fill=PURPLE, outline=WHITE, width=2, radius=3)

    return [(mark_turn, W("leg-waits", lang)), (mark_disc(ORANGE), W("leg-turn", lang)),
            (mark_star, W("leg-critical", lang)), (shield, W("leg-shield", lang)),
            (attacker, W("leg-attacker", lang)), (target, W("leg-target", lang)), (booster, W("leg-booster", lang)),
            (gift, W("leg-gift", lang))]


def _header(c: Canvas, view: dict[str, Any], lang: Lang) -> None:
    c.box((0, 0, c.width, HEADER), fill=INK, radius=0)
    if view["phase"] == "setup":
        title = W("pic-setup", lang)
    else:
        phase = W(f"phase-{view['phase']}", lang)
        title = W("pic-title", lang, turn=str(view["turn"]), phase=phase[:1].upper() + phase[1:])
    fmt = W(f"format-{view.get('format')}", lang) if view.get("format") else ""
    c.text((16, HEADER / 2), title, 20, WHITE, bold=True, anchor="lm", max_width=560)
    header_status(c, HEADER / 2, view, lambda k, **args: W(k, lang, **args), max_width=400, idle=fmt)


def _hand_line(p: dict[str, Any], lang: Lang, tr: Namer) -> str:
    if "hand" in p:
        cards = "; ".join(f"{i}. {tr(h)}" for i, h in enumerate(p["hand"], 1)) or "—"
        return W("pic-hand-cards", lang, cards=cards)
    if p.get("hand_visible"):
        return W("pic-known-hand", lang, cards="; ".join(tr(h) for h in p["hand_visible"]))
    return ""


def _waiting(view: dict[str, Any], name: str) -> list[str]:
    return [d["kind"] for d in view.get("pending", []) if d["player"] == name]


def _panel(c: Canvas, view: dict[str, Any], p: dict[str, Any], lang: Lang, y: int, hand: str) -> int:
    c.box((8, y + 5, c.width - 8, y + PANEL - 5), fill=LANE, radius=8)
    mid = y + PANEL / 2
    waits = _waiting(view, p["name"])
    if waits:  # a marker shape beside the name, not only a colour
        c.polygon([(18, mid - 9), (30, mid), (18, mid + 9)], fill=YELLOW)
    c.text((38, mid), p["name"], 20, WHITE, bold=True, anchor="lm", max_width=200)
    if view.get("turn_player") == p["name"] and not view.get("winner"):
        c.disc((250, mid), 8, fill=ORANGE, outline=WHITE, width=2)  # the turn player's token
    counts = [W("pic-hand", lang, count=p["hand_count"]), W("pic-deck", lang, count=p["deck_count"])]
    c.text((270, mid), " · ".join(counts), 15, WHITE, anchor="lm", max_width=330)
    gifts = [f"{W('gift-' + k, lang)} {v}" for k, v in p["gifts"].items() if v]
    if gifts:
        c.text((610, mid), W("pic-gifts", lang, gifts=", ".join(gifts)), 15, SKY, anchor="lm", max_width=220)
    if waits:
        label = ", ".join(W(f"kind-{k}", lang) for k in waits)
        c.box((840, mid - 13, c.width - 16, mid + 13), outline=YELLOW, width=2, radius=12)
        c.text(((840 + c.width - 16) / 2, mid), label, 13, YELLOW, bold=True, anchor="mm", max_width=130)
    y += PANEL
    if hand:  # every card named, on as many lines as it takes (issue 29)
        y = int(strip(c, y, hand))
    return y


def _columns(front: list[str]) -> dict[str, float]:
    """x of every circle: the front row spreads over the grid when Accel circles join it."""
    xs: dict[str, float] = {}
    n = len(front)
    step = (GRID_X1 - GRID_X0) / n
    for i, name in enumerate(front):
        xs[name] = GRID_X0 + step * (i + 0.5)
    base = (GRID_X1 - GRID_X0) / 3
    for i, name in enumerate(BACK):
        xs[name] = GRID_X0 + base * (i + 0.5)
    return xs


def _field(c: Canvas, view: dict[str, Any], p: dict[str, Any], lang: Lang, y: int, tr: Namer,
           flipped: bool) -> None:
    """One player's field; the top player's front row faces the middle (``flipped``)."""
    c.box((8, y + 2, c.width - 8, y + FIELD - 2), fill=BOARD, outline=LANE, width=2, radius=10)
    circles = p["circles"]
    accel = sorted(k for k in circles if k.startswith("ACC"))
    front = ["FL", "VC", "FR", *accel]
    xs = _columns(front)
    row_y = (y + FIELD * 0.74, y + FIELD * 0.26) if flipped else (y + FIELD * 0.26, y + FIELD * 0.74)
    battle = view.get("battle")
    mine = view.get("turn_player") == p["name"]
    markers: dict[str, list[str]] = {}
    for m in p.get("markers", []):
        markers.setdefault(m["circle"], []).append(f"{W('gift-' + m['kind'], lang)[0]}{m['variant']}")
    front_r = min(R, (GRID_X1 - GRID_X0) / len(front) / 2 - 4)
    spots = []
    for name in [*front, *BACK]:
        role = None
        if battle:
            if mine and name == battle["attacker"]:
                role = "attacker"
            elif not mine and name == battle["target"]:
                role = "target"
            elif mine and battle.get("booster") and name == BOOSTER_OF.get(battle["attacker"]):
                role = "booster"
        spot = Spot(name, (xs[name], row_y[0] if name in front else row_y[1]), front_r if name in front else R, role)
        _circle(c, spot, circles.get(name), lang)
        spots.append(spot)
    for spot in spots:  # labels last, so no circle covers another's label
        from .render import circle_name

        label = (f"{circle_name('VC', lang)} · {W('pic-soul', lang, count=p['soul_count'])}" if spot.name == "VC"
                 else circle_name(spot.name, lang))
        _labels(c, spot, label, markers.get(spot.name, []), flipped)
    _damage(c, p, lang, y, tr)
    _piles(c, p, lang, y, tr)


@dataclass(frozen=True)
class Spot:
    """Where one circle is drawn, and its part in the battle (attacker, target, booster or none)."""

    name: str
    centre: tuple[float, float]
    r: float
    role: str | None


def _circle(c: Canvas, spot: Spot, unit: dict[str, Any] | None, lang: Lang) -> None:
    if spot.role == "target":  # a target: two rings
        c.disc(spot.centre, spot.r + 9, outline=VERMILION, width=3)
    attacker = spot.role == "attacker"
    c.disc(spot.centre, spot.r, fill=LANE, outline=ORANGE if attacker else MUTED, width=5 if attacker else 2)
    if unit is None:
        c.text(spot.centre, spot.name, 16, MUTED, bold=True, anchor="mm")
    else:
        _card(c, spot.centre, unit, lang)


def _labels(c: Canvas, spot: Spot, label: str, marks: list[str], flipped: bool) -> None:
    """The circle's name on a pill below it (the VC also shows its soul), battle marks, gift markers."""
    (x, y), r = spot.centre, spot.r
    w = length(label, 12, True) + 14
    c.box((x - w / 2, y + r - 8, x + w / 2, y + r + 10), fill=INK, outline=MUTED, width=1, radius=9)
    c.text((x, y + r + 1), label, 12, WHITE, bold=True, anchor="mm")
    if spot.role == "attacker":  # a wedge pointing at the opponent's field
        tip = y + r + 22 if flipped else y - r - 22
        base = y + r + 10 if flipped else y - r - 6
        c.polygon([(x - 12, base), (x, tip), (x + 12, base)], fill=ORANGE)
    if spot.role == "booster":
        c.text((x - r - 2, y), "+", 22, GREEN, bold=True, anchor="rm")
    for i, m in enumerate(marks):  # imaginary gift markers: a square badge with the gift's letter
        bx, by = x - r + 10 + i * 30, y - r + 4
        c.box((bx - 13, by - 11, bx + 13, by + 11), fill=PURPLE, outline=WHITE, width=2, radius=3)
        c.text((bx, by), m, 12, INK, bold=True, anchor="mm")


def _card(c: Canvas, centre: tuple[float, float], u: dict[str, Any], lang: Lang) -> None:
    x, y = centre
    w, h = CARD
    if u.get("face_down") or u.get("locked"):
        c.box((x - w / 2, y - h / 2, x + w / 2, y + h / 2), fill=INK, outline=VERMILION if u.get("locked") else MUTED,
              width=2)
        c.line([(x - w / 2 + 6, y - h / 2 + 6), (x + w / 2 - 6, y + h / 2 - 6)], fill=MUTED, width=2)
        c.line([(x + w / 2 - 6, y - h / 2 + 6), (x - w / 2 + 6, y + h / 2 - 6)], fill=MUTED, width=2)
        label = W("pic-locked", lang) if u.get("locked") else W("pic-face-down", lang)
        c.text((x, y + h / 2 - 10), label, 10, PAPER, anchor="mm", max_width=w - 4)
        return
    rested = bool(u.get("rested"))
    if rested:  # the same card on its side, a little wider so power and the word "rested" share a line
        w, h = h + 14, w
    box = (x - w / 2, y - h / 2, x + w / 2, y + h / 2)
    c.box(box, fill=PAPER, outline=ORANGE if rested else INK, width=3 if rested else 1)
    # Grade at the top left, power in the middle, critical (star) and shield (shield shape) below.
    c.disc((box[0] + 12, box[1] + 12), 10, fill=BLUE)
    c.text((box[0] + 12, box[1] + 12), str(u.get("grade", "")), 12, WHITE, bold=True, anchor="mm")
    # The whole name, smaller rather than cut (issue 29).
    size, name_lines = wrap_fit(view_name(u, lang), 10, int(w - 28 if rested else w - 6), 2, smallest=7)
    if rested:
        for j, line in enumerate(name_lines):
            c.text((box[0] + 26, box[1] + 4 + j * (size + 1)), line, size, INK, anchor="la")
        c.text((box[0] + 6, y + 4), f"{u['power']}", 17, INK, bold=True, anchor="lm")
        c.text((box[2] - 5, y + 4), W("pic-rested", lang), 10, VERMILION, bold=True, anchor="rm", max_width=50)
        stats_y = box[3] - 10
        sx = box[0] + 10
    else:
        for j, line in enumerate(name_lines):
            c.text((x, box[1] + 26 + j * (size + 2)), line, size, INK, anchor="mt")
        c.text((x, y + 16), f"{u['power']}", 17, INK, bold=True, anchor="mm")
        stats_y = box[3] - 12
        sx = box[0] + 10
    if u.get("declared"):  # a declared modifier the bot did not check against the card (V-REF-7)
        at = (box[2] - 5, y - 8) if rested else (box[2] - 4, box[1] + 12)
        c.text(at, W("pic-declared", lang), 8, VERMILION, bold=True, anchor="rm", max_width=44 if rested else 46)
    crit = int(u.get("critical", 1))
    c.star((sx, stats_y), 8, VERMILION if crit > 1 else INK)
    c.text((sx + 10, stats_y), str(crit), 11, INK, bold=True, anchor="lm")
    shield = u.get("shield")
    if shield:
        kx = sx + 26
        c.polygon([(kx - 6, stats_y - 7), (kx + 6, stats_y - 7), (kx + 6, stats_y + 1), (kx, stats_y + 7),
                   (kx - 6, stats_y + 1)], fill=SKY, outline=INK)
        c.text((kx + 9, stats_y), f"{int(shield) // 1000}k", 11, INK, anchor="lm")


def _damage(c: Canvas, p: dict[str, Any], lang: Lang, y: int, tr: Namer) -> None:
    """Six slots (six damage lose the game): a face-up card shows its name, a face-down one is crossed."""
    x0, x1 = 20, 220
    c.text((x0, y + 18), W("pic-damage", lang, count=p["damage_count"]), 15, WHITE, bold=True, anchor="lm")
    slot_h, gap = 34, 5
    top = y + 36
    damage = p.get("damage", [])
    for i in range(max(6, len(damage))):
        sy = top + i * (slot_h + gap)
        if sy + slot_h > y + FIELD - 6:
            break
        rect = (x0, sy, x1, sy + slot_h)
        if i >= len(damage):
            c.box(rect, outline=LANE, width=1, radius=4)
            c.text((x0 + 8, sy + slot_h / 2), str(i + 1), 12, MUTED, anchor="lm")
            continue
        d = damage[i]
        if d.get("face_up", True):
            c.box(rect, fill=PAPER, outline=INK, width=1, radius=4)
            size, lines = wrap_fit(tr(d["name"]), 13, x1 - x0 - 14, 2, smallest=9)
            for j, line in enumerate(lines):
                c.text((x0 + 8, sy + slot_h / 2 + (j - (len(lines) - 1) / 2) * (size + 2)), line, size, INK,
                       anchor="lm")
        else:
            c.box(rect, fill=INK, outline=MUTED, width=2, radius=4)
            for k in range(int(x0) + 6, int(x1) - 6, 14):
                c.line([(k, sy + slot_h - 4), (k + 10, sy + 4)], fill=LANE, width=2)
            c.text(((x0 + x1) / 2, sy + slot_h / 2), W("pic-face-down", lang), 12, PAPER, bold=True, anchor="mm")


def _piles(c: Canvas, p: dict[str, Any], lang: Lang, y: int, tr: Namer) -> None:
    """Deck, drop (with its top card), soul, G zone, bind and removed as labelled stacks."""
    x0, x1 = 776, c.width - 20
    rows: list[tuple[str, str, Any]] = [
        (W("pic-deck", lang, count=p["deck_count"]), "", BLUE),
        (W("pic-drop", lang, count=len(p["drop"])), tr(p["drop"][-1]) if p["drop"] else "", MUTED),
        (W("pic-soul", lang, count=p["soul_count"]), tr(p["soul"][-1]) if p["soul"] else "", GREEN),
    ]
    if p.get("g_zone"):
        up = sum(1 for g in p["g_zone"] if g["face_up"])
        rows.append((W("pic-g-zone", lang, count=len(p["g_zone"]), up=up), "", PURPLE))
    if p.get("bind"):
        rows.append((W("pic-bind", lang, count=len(p["bind"])), "", MUTED))
    if p.get("removed"):
        rows.append((W("pic-removed", lang, count=len(p["removed"])), "", MUTED))
    step = min(54, (FIELD - 16) / len(rows))
    for i, (head, sub, colour) in enumerate(rows):
        ry = y + 10 + i * step
        c.box((x0, ry, x0 + 10, ry + step - 10), fill=colour, radius=2)  # a stack's edge
        c.text((x0 + 18, ry + 2), head, 15, WHITE, bold=True, anchor="la", max_width=x1 - x0 - 18)
        if sub:  # the top card's whole name: two lines, smaller if need be (issue 29)
            lines_room = 2 if step >= 50 else 1
            size, lines = wrap_fit(sub, 12, x1 - x0 - 18, lines_room, smallest=9)
            for j, line in enumerate(lines):
                c.text((x0 + 18, ry + 21 + j * (size + 1)), line, size, MUTED, anchor="la")


def _middle(c: Canvas, view: dict[str, Any], lang: Lang, y: int, tr: Namer) -> None:
    c.box((0, y, c.width, y + MIDDLE), fill=INK, radius=0)
    b = view.get("battle")
    if not b:
        c.line([(16, y + MIDDLE / 2), (c.width - 16, y + MIDDLE / 2)], fill=LANE, width=1)
        return
    turn = view.get("turn_player") or ""
    other = next((p["name"] for p in view["players"] if p["name"] != turn), "")
    line = W("pic-battle", lang, attacker=f"{b['attacker']} ({turn})", target=f"{b['target']} ({other})",
             power=str(b["power"]),
             defence=str(b["guard_power"]))
    if b.get("booster"):
        line += " · " + W("pic-booster", lang, name=tr(b["booster"]))
    c.text((c.width / 2, y + 18), "⚔ " + line, 17, ORANGE, bold=True, anchor="mm", max_width=c.width - 32)
    defender = next((p for p in view["players"] if p["name"] != view.get("turn_player")), None)
    guards = defender.get("guardians", []) if defender else []
    second = (W("pic-guardians", lang, cards="; ".join(f"{tr(g['name'])} ({g['shield']})" for g in guards))
              if guards else W("pic-no-guard", lang))
    if b.get("no_hit"):
        second += " · " + W("pic-no-hit", lang, circles=", ".join(b["no_hit"]))
    trig = [p["trigger_zone"] for p in view["players"] if p.get("trigger_zone")]
    if trig:
        second += " · " + W("pic-trigger", lang, name=tr(trig[0]))
    c.text((c.width / 2, y + 44), second, 14, SKY, anchor="mm", max_width=c.width - 32)

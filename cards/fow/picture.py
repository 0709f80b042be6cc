"""The Force of Will table as a picture: rulers and J-rulers, the field with ATK/DEF and damage, magic
stones by attribute (recovered or rested), life, the will pool, the chase top first with who has
priority, the battle, hand and deck counts — drawn from a view, so it shows only what its reader may see.

A recovered card stands upright, a rested one is turned on its side (shape, not colour); attributes have
a colour and their name, never the colour alone.
"""

from __future__ import annotations

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
    mark_turn,
    strip,
    strip_height,
    wrap_fit,
)

from .catalogue import WILL_KINDS
from .text import M

Namer = Callable[[str], str]

HEADER = 44
PANEL = 50
FIELD = 150
STONES = 58
CHASE_LINES = 4
CARD = (84, 118)
RULER_W = 170
ATTR_COLOUR = {"light": YELLOW, "fire": VERMILION, "water": BLUE, "wind": GREEN, "darkness": PURPLE,
               "void": MUTED}


def picture(view: dict[str, Any], lang: Lang, bottom: int = 0, tr: Namer | None = None) -> bytes:
    """The PNG of ``view``; seat ``bottom`` sits at the bottom. ``tr`` gives a card's name in ``lang``."""
    namer: Namer = tr or (lambda s: s)
    players = view["players"]
    top = 1 - bottom
    hands = [_hand_line(p, lang, namer) for p in players]
    middle = _middle_height(view)
    marks = _legend(lang)
    height = HEADER + 2 * (PANEL + FIELD + STONES) + middle + FOOTER + sum(strip_height(h) for h in hands if h) \
        + legend_height(marks)
    c = Canvas(height)
    _header(c, view, lang)
    y = _panel(c, view, players[top], lang, HEADER, hands[top])
    _stones(c, players[top], lang, y)
    y += STONES
    _field(c, players[top], lang, y, namer)
    y += FIELD
    _middle(c, view, lang, y, middle, namer)
    y += middle
    _field(c, players[bottom], lang, y, namer)
    y += FIELD
    _stones(c, players[bottom], lang, y)
    y += STONES
    y = _panel(c, view, players[bottom], lang, y, hands[bottom])
    footer(c, y, view, lambda key, **args: M(key, lang, **args), lambda k: M("pic-kind-" + k, lang))
    legend(c, y + FOOTER, marks)
    return c.png()


def _legend(lang: Lang) -> list[tuple[Any, str]]:
    """What the markers mean, drawn with the same shapes (issue 29)."""
    def j_ruler(c: Canvas, x: float, y: float) -> None:
        c.box((x - 9, y - 9, x + 9, y + 9), fill=PAPER, outline=YELLOW, width=2, radius=3)
        c.star((x, y), 6, INK)

    def rested(c: Canvas, x: float, y: float) -> None:
        c.box((x - 9, y - 6, x + 9, y + 6), fill=PAPER, outline=ORANGE, width=3, radius=2)

    return [(mark_turn, M("leg-waits", lang)), (mark_disc(ORANGE), M("leg-turn", lang)),
            (j_ruler, M("leg-j-ruler", lang)), (rested, M("leg-rested", lang))]


def _header(c: Canvas, view: dict[str, Any], lang: Lang) -> None:
    c.box((0, 0, c.width, HEADER), fill=INK, radius=0)
    phase = M(f"phase-{view['phase']}", lang)
    phase = phase[:1].upper() + phase[1:]
    title = (M("pic-title", lang, turn=str(view["turn"]), phase=phase) if view.get("turn")
             else M("pic-setup", lang, phase=phase))
    c.text((16, HEADER / 2), title, 20, WHITE, bold=True, anchor="lm", max_width=580)
    header_status(c, HEADER / 2, view, lambda k, **args: M(k, lang, **args), max_width=380)


def _hand_line(p: dict[str, Any], lang: Lang, tr: Namer) -> str:
    parts = []
    if "hand" in p:
        parts.append(M("pic-hand-cards", lang, cards="; ".join(tr(h) for h in p["hand"]) or "—"))
    if p.get("standby"):
        parts.append(M("pic-standby", lang, cards="; ".join(tr(h) for h in p["standby"])))
    return " · ".join(parts)


def _panel(c: Canvas, view: dict[str, Any], p: dict[str, Any], lang: Lang, y: int, hand: str) -> int:
    c.box((8, y + 5, c.width - 8, y + PANEL - 5), fill=LANE, radius=8)
    mid = y + PANEL / 2
    waits = [d["kind"] for d in view.get("pending", []) if d["player"] == p["name"]]
    if waits:  # a marker shape beside the name, not only a colour
        c.polygon([(18, mid - 9), (30, mid), (18, mid + 9)], fill=YELLOW)
    c.text((38, mid), p["name"], 20, WHITE, bold=True, anchor="lm", max_width=170)
    if view.get("turn_player") == p["name"] and not view.get("winner"):
        c.disc((222, mid), 8, fill=ORANGE, outline=WHITE, width=2)  # the turn player's token
    # Life: a bar out of 4000 with the number on it.
    life = int(p["life"])
    bar = (240, mid - 12, 400, mid + 12)
    c.box(bar, fill=INK, outline=MUTED, width=1, radius=6)
    share = max(0.0, min(1.0, life / 4000))
    if share > 0:
        c.box((bar[0] + 2, bar[1] + 2, bar[0] + 2 + (bar[2] - bar[0] - 4) * share, bar[3] - 2), fill=VERMILION, radius=5)
    c.text(((bar[0] + bar[2]) / 2, mid), M("pic-life", lang, life=str(life)), 14, WHITE, bold=True, anchor="mm")
    c.text((414, mid - 9), M("pic-hand", lang, count=p["hand_count"]) + " · "
           + M("pic-graveyard", lang, count=len(p.get("graveyard", []))), 13, WHITE, anchor="lm", max_width=420)
    c.text((414, mid + 10), M("pic-counts", lang, deck=str(p["deck_count"]), stones=str(p["stone_deck_count"]),
                              standby=str(p["standby_count"]), removed=str(len(p.get("removed", [])))),
           12, MUTED, anchor="lm", max_width=420)
    if waits:
        label = ", ".join(M(f"pic-kind-{k}", lang) for k in waits)
        c.box((846, mid - 13, c.width - 16, mid + 13), outline=YELLOW, width=2, radius=12)
        c.text(((846 + c.width - 16) / 2, mid), label, 13, YELLOW, bold=True, anchor="mm", max_width=124)
    y += PANEL
    if hand:  # every card named, on as many lines as it takes (issue 29)
        y = int(strip(c, y, hand))
    return y


def _field(c: Canvas, p: dict[str, Any], lang: Lang, y: int, tr: Namer) -> None:
    c.box((8, y + 2, c.width - 8, y + FIELD - 2), fill=BOARD, outline=LANE, width=2, radius=10)
    _ruler(c, p.get("ruler"), lang, y, tr)
    cards = [x for x in p["field"] if x.get("type") != "Magic Stone"]
    if not cards:
        return
    x0, x1 = RULER_W + 24, c.width - 16
    widths = [CARD[1] if x.get("rested") else CARD[0] for x in cards]
    gap = 8.0
    total = sum(widths) + gap * (len(widths) - 1)
    if total > x1 - x0:  # overlap evenly when the field is crowded
        gap = (x1 - x0 - sum(widths)) / max(1, len(widths) - 1)
    x = float(x0)
    for card, w in zip(cards, widths, strict=True):
        _card(c, card, (x + w / 2, y + FIELD / 2), lang, tr)
        x += w + gap


def _ruler(c: Canvas, r: dict[str, Any] | None, lang: Lang, y: int, tr: Namer) -> None:
    box = (16, y + 10, 16 + RULER_W, y + FIELD - 10)
    if r is None:
        c.box(box, outline=LANE, width=1)
        return
    j = r.get("side") == "j_ruler"
    rested = bool(r.get("rested"))
    c.box(box, fill=PAPER, outline=ORANGE if rested else (YELLOW if j else INK), width=3)
    if j:  # a J-ruler: a double border and a star
        c.box((box[0] + 4, box[1] + 4, box[2] - 4, box[3] - 4), outline=INK, width=1, radius=4)
        c.star((box[2] - 16, box[1] + 16), 9, INK)
    c.text((box[0] + 10, box[1] + 8), M("pic-j-ruler" if j else "pic-ruler", lang), 12, BLUE, bold=True)
    size, lines = wrap_fit(tr(r["name"]), 13, RULER_W - 20, 2, bold=True, smallest=10)
    for k, line in enumerate(lines):  # the whole name, smaller rather than cut (issue 29)
        c.text((box[0] + 10, box[1] + 26 + k * (size + 3)), line, size, INK, bold=True)
    ly = box[1] + 64
    if j:
        c.text((box[0] + 10, ly), f"{r.get('atk', 0)} / {r.get('def', 0)}", 17, INK, bold=True)
        if r.get("damage"):
            c.text((box[0] + 10, ly + 22), M("pic-damage", lang, amount=str(r["damage"])), 12, VERMILION, bold=True)
    else:
        if r.get("j_ruler"):
            c.text((box[0] + 10, ly), "→ " + tr(r["j_ruler"]), 11, INK, max_width=RULER_W - 20)
        cost = r.get("judgment_cost")
        note = M("pic-judgment-lost", lang) if r.get("judgment_lost") else (M("pic-judgment", lang, cost=cost) if cost else "")
        c.text((box[0] + 10, ly + 18), note, 12, VERMILION if r.get("judgment_lost") else INK, max_width=RULER_W - 20)
    if rested:
        c.text((box[2] - 8, box[3] - 8), "⟲ " + M("pic-rested", lang), 12, VERMILION, bold=True, anchor="rd")


def _card(c: Canvas, card: dict[str, Any], centre: tuple[float, float], lang: Lang, tr: Namer) -> None:
    x, y = centre
    w, h = CARD
    rested = bool(card.get("rested"))
    if rested:
        w, h = h, w
    box = (x - w / 2, y - h / 2, x + w / 2, y + h / 2)
    c.box(box, fill=PAPER, outline=ORANGE if rested else INK, width=3 if rested else 1)
    size, lines = wrap_fit(tr(card["name"]), 10, int(w - 8), 2 if rested else 3, smallest=8)
    for k, line in enumerate(lines):  # the whole name, smaller rather than cut (issue 29)
        c.text((box[0] + 4, box[1] + 4 + k * (size + 2)), line, size, INK)
    kind = M(f"type-{str(card.get('type', '')).lower().replace(' ', '-')}", lang)
    ty = box[1] + 6 + len(lines) * (size + 2)
    c.text((box[0] + 4, ty), kind, 9, BLUE, max_width=int(w - 8))
    if "atk" in card:
        c.text((x, box[3] - 30 if not rested else box[3] - 24), f"{card['atk']}/{card['def']}", 15, INK,
               bold=True, anchor="mm")
    if card.get("damage"):
        c.box((box[0] + 3, box[3] - 17, box[0] + 3 + 12, box[3] - 5), fill=VERMILION, radius=2)
        c.text((box[0] + 19, box[3] - 11), M("pic-damage", lang, amount=str(card["damage"])), 9, VERMILION,
               bold=True, anchor="lm")
    elif card.get("counters"):
        c.text((box[0] + 4, box[3] - 11), f"● {card['counters']}", 10, INK, anchor="lm")
    if rested:
        c.text((box[2] - 4, box[3] - 4), M("pic-rested", lang), 9, VERMILION, bold=True, anchor="rd")


def _stones(c: Canvas, p: dict[str, Any], lang: Lang, y: int) -> None:
    """Magic stones grouped by attribute: small upright tiles for recovered ones, turned for rested ones;
    then the will pool as labelled discs."""
    c.box((8, y + 2, c.width - 8, y + STONES - 2), fill=LANE, radius=8)
    groups: dict[str, list[bool]] = {}
    for card in p["field"]:
        if card.get("type") == "Magic Stone":
            attr = (card.get("will") or ["void"])[0]
            groups.setdefault(attr, []).append(bool(card.get("rested")))
    x = 18.0
    mid = y + STONES / 2
    if not groups:
        c.text((x, mid), M("pic-no-stones", lang), 13, MUTED, anchor="lm")
    for attr in [k for k in WILL_KINDS if k in groups]:
        colour = ATTR_COLOUR[attr]
        states = sorted(groups[attr])  # recovered first
        c.text((x, y + 12), M(f"word-{attr}", lang), 12, WHITE, bold=True, anchor="lm")
        sx = x
        for rested in states[:8]:
            if rested:
                c.box((sx, mid - 2, sx + 22, mid + 14), fill=INK, outline=colour, width=2, radius=2)
                sx += 25
            else:
                c.box((sx, mid - 6, sx + 14, mid + 18), fill=colour, outline=WHITE, width=1, radius=2)
                sx += 17
        up = states.count(False)
        note = M("pic-stones", lang, up=str(up), down=str(len(states) - up))
        c.text((sx + 4, mid + 6), note, 11, WHITE, anchor="lm")
        x = max(sx + length(note, 11) + 24, x + length(M(f"word-{attr}", lang), 12, True) + 12)
    # The will pool, right-aligned: one disc per kind with its amount, the kind's name below.
    pool = [(k, v) for k, v in p.get("will", {}).items() if v]
    if not pool:
        c.text((c.width - 20, mid), M("pic-no-will", lang), 13, MUTED, anchor="rm")
        return
    wx = c.width - 20 - 58 * len(pool)
    c.text((wx - 8, mid), M("pic-will", lang, will=""), 13, WHITE, bold=True, anchor="rm")
    for k, v in pool:
        c.disc((wx + 29, mid - 6), 13, fill=ATTR_COLOUR.get(k, MUTED), outline=WHITE, width=2)
        c.text((wx + 29, mid - 6), str(v), 13, INK, bold=True, anchor="mm")
        c.text((wx + 29, mid + 17), M(f"word-{k}", lang), 10, WHITE, anchor="mm", max_width=56)
        wx += 58


def _middle_height(view: dict[str, Any]) -> int:
    lines = 1 + min(len(view.get("chase", [])), CHASE_LINES) + (1 if len(view.get("chase", [])) > CHASE_LINES else 0)
    lines += 1 if view.get("battle") else 0
    return 20 + 22 * lines


def _middle(c: Canvas, view: dict[str, Any], lang: Lang, y: int, height: int, tr: Namer) -> None:
    c.box((0, y, c.width, y + height), fill=INK, radius=0)
    chase = view.get("chase", [])
    ly = y + 20
    head = M("pic-chase", lang) if chase else M("pic-chase-empty", lang)
    c.text((16, ly), head, 15, SKY if chase else MUTED, bold=True, anchor="lm")
    if view.get("priority") and not view.get("winner"):
        c.polygon([(c.width - 250, ly - 8), (c.width - 238, ly), (c.width - 250, ly + 8)], fill=YELLOW)
        c.text((c.width - 232, ly), M("pic-priority", lang, name=view["priority"]), 15, YELLOW, bold=True,
               anchor="lm", max_width=220)
    for i, item in enumerate(chase[:CHASE_LINES], 1):
        ly += 22
        c.box((16, ly - 9, 34, ly + 9), fill=SKY if i == 1 else LANE, radius=4)
        c.text((25, ly), str(i), 12, INK if i == 1 else WHITE, bold=True, anchor="mm")
        c.text((44, ly), f"{tr(item['name'])} ({item['controller']})", 14, WHITE, anchor="lm",
               max_width=c.width - 60)
    if len(chase) > CHASE_LINES:
        ly += 22
        c.text((44, ly), M("pic-more", lang, count=len(chase) - CHASE_LINES), 13, MUTED, anchor="lm")
    b = view.get("battle")
    if b:
        ly += 22
        blocker = tr(b["blocker"]) if b.get("blocker") else "—"
        text = M("pic-battle", lang, attacker=tr(b["attacker"]), target=tr(b["target"]), blocker=blocker,
                 step=M(f"step-{b['step']}", lang))
        c.text((16, ly), "⚔ " + text, 15, ORANGE, bold=True, anchor="lm", max_width=c.width - 32)

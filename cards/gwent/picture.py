"""The Gwent table as a picture: three rows a side with row scores, horns and weather, lives, hand
counts, leaders, passes and round results — drawn from a view, so it shows only what its reader may see.
"""

from __future__ import annotations

from typing import Any

from cards.core import Lang
from cards.i18n import messages_for
from cards.picture import (
    BLUE,
    BOARD,
    GREEN,
    INK,
    LANE,
    MUTED,
    ORANGE,
    PAPER,
    SKY,
    VERMILION,
    WHITE,
    YELLOW,
    Canvas,
    backdrop,
    header_status,
    legend,
    legend_height,
    mark_disc,
    mark_hatch,
    mark_ring,
    mark_star,
    mark_turn,
    strip,
    strip_height,
    view_name,
    wrap_fit,
)

_ = messages_for(__file__)

HEADER = 44
PANEL = 64
ROW = 96
MIDDLE = 40
FOOTER = 34
CARD_W = 60
CARD_H = 84
CARDS_X = 214
LEADERS_X, LEADERS_W = 496, 334
HEIGHT = HEADER + 2 * PANEL + 6 * ROW + MIDDLE + FOOTER
ROWS_OUT = ("siege", "ranged", "close")  # from the edge of the board to the middle


def picture(view: dict[str, Any], lang: Lang, bottom: int = 0) -> bytes:
    """The PNG of ``view``; seat ``bottom`` sits at the bottom (the reader's own side, if a player).
    Below the board: the hands the view shows (a player's own, or both for the judge), then the legend."""
    players = view["players"]
    top = 1 - bottom
    hands = [_hand_line(p, lang) for p in (players[bottom], players[top]) if "hand_cards" in p]
    marks = _legend(lang)
    height = HEIGHT + sum(strip_height(h) for h in hands) + (4 if hands else 0) + legend_height(marks)
    c = backdrop(_frame, lang, HEIGHT, background=BOARD) if height == HEIGHT else _tall(lang, height)
    _header(c, view, lang)
    y = HEADER
    _panel(c, view, players[top], lang, y)
    y += PANEL
    for row in ROWS_OUT:
        _row(c, players[top], row, lang, y)
        y += ROW
    _middle(c, view, lang, y)
    y += MIDDLE
    for row in reversed(ROWS_OUT):
        _row(c, players[bottom], row, lang, y)
        y += ROW
    _panel(c, view, players[bottom], lang, y)
    y += PANEL
    _footer(c, view, lang, y)
    below: float = y + FOOTER + (4 if hands else 0)
    for line in hands:
        below = strip(c, below, line)
    legend(c, below, marks)
    return c.png()


def _tall(lang: Lang, height: int) -> Canvas:
    """The frame (cached) on a canvas ``height`` tall: the board's fixed parts, room below for the rest."""
    c = Canvas(height)
    c.image.paste(backdrop(_frame, lang, HEIGHT).image, (0, 0))
    return c


def _hand_line(p: dict[str, Any], lang: Lang) -> str:
    """A player's hand by name, every card (the view has it only for its owner and the judge)."""
    cards = "; ".join(view_name(card, lang) for card in p["hand_cards"]) or "—"
    return _("pic-hand-of", lang, name=p["name"], cards=cards)


def _legend(lang: Lang) -> list[tuple[Any, str]]:
    return [(mark_star, _("leg-hero", lang)), (mark_turn, _("leg-turn", lang)),
            (mark_disc(VERMILION), _("leg-life", lang)), (mark_ring, _("leg-life-lost", lang)),
            (mark_hatch, _("leg-weather", lang))]


def _frame(c: Canvas, lang: Lang) -> None:
    """What every Gwent picture in ``lang`` shows the same: bars, panels, lanes with their row labels,
    the middle strip (drawn once per language, see :func:`cards.picture.backdrop`)."""
    c.box((0, 0, c.width, HEADER), fill=INK, radius=0)
    y = HEADER
    _panel_frame(c, y)
    y += PANEL
    for row in (*ROWS_OUT, None, *reversed(ROWS_OUT)):
        if row is None:
            c.box((0, y, c.width, y + MIDDLE), fill=BOARD, radius=0)
            c.line([(8, y + MIDDLE / 2), (c.width - 8, y + MIDDLE / 2)], fill=MUTED, width=1)
            c.box((c.width / 2 - 250, y + 6, c.width / 2 + 250, y + MIDDLE - 6), fill=INK, radius=14)
            y += MIDDLE
            continue
        c.box((8, y + 4, c.width - 8, y + ROW - 4), fill=LANE, radius=6)
        _row_label(c, row, lang, y)
        y += ROW
    _panel_frame(c, y)
    c.box((0, y + PANEL, c.width, y + PANEL + FOOTER), fill=INK, radius=0)


def _panel_frame(c: Canvas, y: int) -> None:
    c.box((8, y + 6, c.width - 8, y + PANEL - 6), fill=LANE, radius=8)


def _row_label(c: Canvas, row: str, lang: Lang, y: int) -> None:
    c.box((14, y + 10, 132, y + 32), fill=BOARD, radius=10)
    c.text((73, y + 21), _(f"pic-row-{row}", lang), 14, WHITE, bold=True, anchor="mm", max_width=112)


def _header(c: Canvas, view: dict[str, Any], lang: Lang) -> None:
    turn = view["turn"] if view["phase"] in ("play", "over") else 0
    key = "pic-title-hard" if view.get("variant") == "hard" else "pic-title"
    c.text((16, HEADER / 2), _(key, lang, round=view["round"], turn=turn), 20, WHITE, bold=True, anchor="lm")
    header_status(c, HEADER / 2, view, lambda k, **args: _(k, lang, **args), max_width=460,
                  whose="to_move", turn="pic-to-move", idle=_("pic-setup", lang))


def _panel(c: Canvas, view: dict[str, Any], p: dict[str, Any], lang: Lang, y: int) -> None:
    mid = y + PANEL / 2
    to_move = view.get("to_move") == p["name"] and view["phase"] == "play"
    if to_move:  # a marker shape beside the name, not only a colour
        c.polygon([(18, mid - 9), (30, mid), (18, mid + 9)], fill=YELLOW)
    c.text((38, mid - 10), p["name"], 20, WHITE, bold=True, anchor="lm", max_width=230)
    faction = p.get("faction_name")
    fac = (faction[1] if lang == "ru" else faction[0]) if faction else _("pic-faction-hidden", lang)
    c.text((38, mid + 13), fac, 14, SKY, anchor="lm", max_width=230)
    # Lives: filled discs for lives left, rings for lives lost (shape, not colour).
    for i in range(2):
        centre = (292 + i * 26, mid)
        if i < p["lives"]:
            c.disc(centre, 9, fill=VERMILION, outline=WHITE, width=2)
        else:
            c.disc(centre, 9, outline=MUTED, width=2)
    c.text((340, mid - 10), _("pic-hand", lang, count=p["hand_count"]), 15, WHITE, anchor="lm")
    piles = _("pic-deck", lang, count=p["deck_count"]) + " · " + _("pic-discard", lang, count=len(p["discard"]))
    c.text((340, mid + 12), piles, 13, MUTED, anchor="lm")
    size, lines = wrap_fit(_leaders(p, lang), 14, LEADERS_W, 3, smallest=10)
    step = size + 3
    for i, line in enumerate(lines):  # every leader named: Hard lists several (issue 29: it was cut off)
        c.text((LEADERS_X, mid + (i - (len(lines) - 1) / 2) * step), line, size, WHITE, anchor="lm")
    if p["passed"]:
        c.box((836, mid - 13, 900, mid + 13), outline=ORANGE, width=2, radius=12)
        c.text((868, mid), _("pic-passed", lang), 14, ORANGE, bold=True, anchor="mm")
    c.disc((948, mid), 24, fill=PAPER, outline=YELLOW if to_move else MUTED, width=3)
    c.text((948, mid), str(p["score"]), 20, INK, bold=True, anchor="mm")


def _leaders(p: dict[str, Any], lang: Lang) -> str:
    """Leaders still usable by their short names (the part after "Eredin: "), then the used ones."""
    cards = p.get("leader_cards") or []
    short = [str(x["ru" if lang == "ru" else "en"]).split(": ")[-1] for x in cards]
    left = [n for n, x in zip(short, cards, strict=True) if not x["used"]]
    used = [n for n, x in zip(short, cards, strict=True) if x["used"]]
    if not left:
        return _("pic-leader-used", lang, name=", ".join(used)) if used else ""
    text = _("pic-leaders", lang, name=", ".join(left), count=len(left))
    if used:
        text += " · " + _("pic-leaders-used", lang, name=", ".join(used), count=len(used))
    return text


def _row(c: Canvas, p: dict[str, Any], row: str, lang: Lang, y: int) -> None:
    data = p["rows"][row]
    lane = (8, y + 4, c.width - 8, y + ROW - 4)  # the lane and its label are on the frame already
    if data["weather"]:  # diagonal hatching marks a row under weather, readable without colour
        for x in range(int(lane[0]) + 6, int(lane[2]), 18):
            c.line([(x, lane[3] - 2), (min(x + 24, lane[2] - 2), lane[1] + 2)], fill=SKY, width=2)
        _row_label(c, row, lang, y)  # over the hatching, as the frame has it
    c.disc((73, y + 60), 21, fill=PAPER, outline=SKY if data["weather"] else MUTED, width=3)
    c.text((73, y + 60), str(data["score"]), 17, INK, bold=True, anchor="mm")
    # Horn slot: a box with a horn marker when a horn (card, leader, Crach) doubles the row.
    slot = (146, y + 12, 200, y + ROW - 12)
    if data.get("horn"):
        c.box(slot, fill=ORANGE, outline=WHITE, width=2)
        c.text(((slot[0] + slot[2]) / 2, (slot[1] + slot[3]) / 2), _("pic-horn", lang), 13, INK, bold=True,
               anchor="mm")
    else:
        c.box(slot, outline=MUTED, width=1)
    if data.get("mardroeme"):
        c.text((104, y + 84), "Mardroeme", 11, GREEN, anchor="lm")
    _cards(c, data["cards"], lang, y)


def _cards(c: Canvas, cards: list[dict[str, Any]], lang: Lang, y: int) -> None:
    if not cards:
        return
    room = c.width - 16 - CARDS_X
    step = min(CARD_W + 6, (room - CARD_W) / max(1, len(cards) - 1)) if len(cards) > 1 else CARD_W
    top = y + (ROW - CARD_H) / 2
    for i, card in enumerate(cards):
        x = CARDS_X + i * step
        hero = bool(card.get("hero"))
        c.box((x, top, x + CARD_W, top + CARD_H), fill=PAPER, outline=YELLOW if hero else INK, width=3 if hero else 1)
        if hero:
            c.box((x + 4, top + 4, x + CARD_W - 4, top + CARD_H - 4), outline=INK, width=1, radius=4)
            c.star((x + CARD_W - 13, top + 13), 8, INK)
        if card.get("strength") is not None:
            c.disc((x + 14, top + 14), 11, fill=BLUE if not hero else INK)
            c.text((x + 14, top + 14), str(card["strength"]), 13, WHITE, bold=True, anchor="mm")
        size, lines = wrap_fit(view_name(card, lang), 10, CARD_W - 6, 4, smallest=8)
        for j, line in enumerate(lines):  # the whole name: smaller rather than cut (issue 29)
            c.text((x + CARD_W / 2, top + 32 + j * (size + 2)), line, size, INK, anchor="mt")


def _middle(c: Canvas, view: dict[str, Any], lang: Lang, y: int) -> None:
    names = view.get("weather_ru") if lang == "ru" else view.get("weather")
    text = _("pic-weather", lang, names=", ".join(names)) if names else _("pic-clear", lang)
    c.text((c.width / 2, y + MIDDLE / 2), text, 15, SKY if names else MUTED, anchor="mm", max_width=480)


def _footer(c: Canvas, view: dict[str, Any], lang: Lang, y: int) -> None:
    parts = [
        _("pic-round", lang, round=r["round"], a=r["scores"][0], b=r["scores"][1]) + (f" ({r['winner']})" if r["winner"] else "")
        for r in view.get("results", [])
    ]
    c.text((16, y + FOOTER / 2), "   ·   ".join(parts), 14, WHITE, anchor="lm", max_width=c.width - 32)

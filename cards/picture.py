"""A small drawing kit that every game's table picture shares, on Pillow.

A picture is drawn from a game's *view* for one audience, never from the raw state, so it can't show
what its reader may not see. No card art (it is not ours): clear shapes, text, and the Okabe–Ito
palette, which stays distinguishable for the common kinds of colour blindness; meaning never rests on
colour alone (a hero has a star and a double border, a used leader is struck through, a rested card is
turned). The font (DejaVu Sans Condensed, with Cyrillic) ships in the package: nothing is downloaded.

A picture is drawn with every accepted move, so the kit keeps it cheap without changing a pixel: it
draws straight into the palette image, and keeps bounded caches of what repeats from move to move
(rendered text, card-sized boxes, a game's fixed frame, text widths and cuts), each keyed on all that
changes its look. ``tests/pictures/test_kit.py`` holds the shortcuts to the plain RGB drawing.
"""

from __future__ import annotations

import io
import math
from collections.abc import Callable, Hashable
from functools import cache, lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from PIL import Image, ImageDraw, ImageFont

if TYPE_CHECKING:
    from PIL._imaging import ImagingCore

FONT_DIR = Path(__file__).resolve().parent / "fonts"
WIDTH = 1000  # Discord's embed preview shows about this much; a phone scales it down evenly

# Okabe & Ito (2008), "Color Universal Design": safe for protanopia, deuteranopia and tritanopia.
ORANGE = (230, 159, 0)
SKY = (86, 180, 233)
GREEN = (0, 158, 115)
YELLOW = (240, 228, 66)
BLUE = (0, 114, 178)
VERMILION = (213, 94, 0)
PURPLE = (204, 121, 167)
INK = (20, 20, 24)
PAPER = (250, 248, 242)
BOARD = (54, 58, 66)
LANE = (72, 77, 88)
MUTED = (150, 154, 162)
WHITE = (255, 255, 255)

RGB = tuple[int, int, int]


@cache
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    name = "DejaVuSansCondensed-Bold.ttf" if bold else "DejaVuSansCondensed.ttf"
    return ImageFont.truetype(str(FONT_DIR / name), size)


class Canvas:
    """A palette ("P") image over :func:`palette` with the few drawing verbs the table pictures need.

    The picture used to be drawn in RGB and quantized whole; now shapes (never anti-aliased) land on
    their palette index directly and only text is blended, in RGB on its own small patch, then mapped
    to the palette there, from a cache (:func:`_text_tile`). Same pixels, no full-image quantize.
    """

    def __init__(self, height: int, width: int = WIDTH, background: RGB = BOARD,
                 start: Image.Image | None = None) -> None:
        if start is None:
            self.image = Image.new("P", (width, height), ink(background))
            self.image.putpalette(_palette_bytes())
        else:  # a copy of a cached backdrop (:func:`backdrop`)
            self.image = start.copy()
        self.draw = ImageDraw.Draw(self.image)
        self._core = self.image.im  # the pixels themselves: text patches go straight in, no wrapper per call
        self.width = width
        self.height = height

    def text(self, xy: tuple[float, float], text: str, size: int = 16, fill: RGB = WHITE,
             bold: bool = False, anchor: str = "la", max_width: int | None = None) -> None:
        """What ``ImageDraw.text`` would draw in RGB, mapped to the palette (one line of text)."""
        if max_width is not None:
            text = fit(text, font(size, bold), max_width)
        if not text:
            return
        if "\n" in text:  # Pillow's own line layout (no picture needs it): the slow, plain way
            self._text_lines(xy, text, font(size, bold), fill, anchor)
            return
        x, y = xy
        start = (math.modf(x)[0], math.modf(y)[0])  # Pillow renders the sub-pixel offset: part of the key
        mask, (ox, oy) = _text_mask(text, size, bold, anchor, start)
        x0, y0 = int(x) + ox, int(y) + oy
        whole = (x0, y0, x0 + mask.size[0], y0 + mask.size[1])
        box = (max(x0, 0), max(y0, 0), min(whole[2], self.width), min(whole[3], self.height))
        if box[0] >= box[2] or box[1] >= box[3]:
            return
        lo, hi = self._core.crop(box).getextrema()  # one band: the lowest and highest palette index
        if lo == hi and box == whole:  # one colour underneath (nearly always): a cached patch
            self._core.paste(_text_tile(text, size, bold, anchor, start, fill, lo), box)
            return
        # Text over text, or cut by the edge: blend on this patch, map it, keep what the text leaves alone.
        under = self.image.crop(box)
        self._core.paste(_blend(under, mask, (x0 - box[0], y0 - box[1]), fill).im, box)

    def _text_lines(self, xy: tuple[float, float], text: str, f: ImageFont.FreeTypeFont, fill: RGB,
                    anchor: str) -> None:
        rgb = self.image.copy()
        rgb.putpalette(_true_palette_bytes())
        rgb = rgb.convert("RGB")
        ImageDraw.Draw(rgb).text(xy, text, font=f, fill=fill, anchor=anchor)
        touched = Image.new("L", self.image.size, 0)
        ImageDraw.Draw(touched).text(xy, text, font=f, fill=255, anchor=anchor)
        self._core.paste(_to_palette(rgb).im, (0, 0, *self.image.size), touched.im.point(_TOUCHED, None))

    def box(self, rect: tuple[float, float, float, float], fill: RGB | None = None,
            outline: RGB | None = None, width: int = 1, radius: int = 6) -> None:
        """Pillow's rounded rectangle; a card-sized one (the common case) is pasted from a cached tile."""
        if fill is None and outline is None:
            outline = WHITE  # Pillow's default ink in RGB, which the pictures used to be drawn in
        x0, y0, x1, y1 = rect
        d = min(x1 - x0, y1 - y0, radius * 2)  # as ImageDraw.rounded_rectangle reckons it
        left, top, w, h = round(x0), round(y0), round(x1) - round(x0), round(y1) - round(y0)
        if not 0 < d < min(w, h) - 1 or w * h > BOX_TILE_AREA:
            # a pill, a circle, a plain rectangle or a large panel: Pillow draws it directly
            self.draw.rounded_rectangle(rect, radius=radius, fill=_ink(fill), outline=_ink(outline), width=width)
            return
        tile, mask = _box_tile(w, h, d, _ink(fill), _ink(outline), width)
        self._core.paste(tile, (left, top, left + w + 1, top + h + 1), mask)

    def disc(self, centre: tuple[float, float], r: float, fill: RGB | None = None,
             outline: RGB | None = None, width: int = 1) -> None:
        if fill is None and outline is None:
            outline = WHITE  # as in :meth:`box`
        x, y = centre
        self.draw.ellipse((x - r, y - r, x + r, y + r), fill=_ink(fill), outline=_ink(outline), width=width)

    def line(self, points: list[tuple[float, float]], fill: RGB = WHITE, width: int = 2) -> None:
        self.draw.line(points, fill=ink(fill), width=width)

    def polygon(self, points: list[tuple[float, float]], fill: RGB | None = None,
                outline: RGB | None = None) -> None:
        self.draw.polygon(points, fill=_ink(fill), outline=_ink(outline))

    def star(self, centre: tuple[float, float], r: float, fill: RGB) -> None:
        """A five-pointed star: a shape, so heroes are told apart without colour."""
        x, y = centre
        pts = []
        for i in range(10):
            rad = r if i % 2 == 0 else r * 0.45
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((x + rad * math.cos(a), y + rad * math.sin(a)))
        self.polygon(pts, fill)

    def png(self) -> bytes:
        """The picture as a palette PNG over the kit's own colours and their blends (:func:`palette`):
        about a sixth of the time of encoding RGB, and half the size. zlib level 2 costs what level 1
        does here and is 3 % smaller; 3 is 5 % slower for 2 % more; 6 twice the time for 20 %."""
        out = io.BytesIO()
        self.image.save(out, format="PNG", optimize=False, compress_level=2)
        return out.getvalue()


K = TypeVar("K", bound=Hashable)


def backdrop(paint: Callable[[Canvas, K], None], key: K, height: int, width: int = WIDTH,
             background: RGB = BOARD) -> Canvas:
    """A canvas that starts with what ``paint(canvas, key)`` draws: the parts of a table that never change
    (frames, lanes, fixed labels), which depend on nothing but ``key`` (the language, say). They are
    drawn once per key and size and copied for each picture; the rest is drawn on top, as before."""
    return Canvas(height, width, background, start=_backdrop(paint, key, height, width, background))


@lru_cache(maxsize=64)
def _backdrop(paint: Callable[[Canvas, Any], None], key: Hashable, height: int, width: int,
              background: RGB) -> Image.Image:
    canvas = Canvas(height, width, background)
    paint(canvas, key)
    return canvas.image


KIT = (INK, PAPER, BOARD, LANE, MUTED, WHITE, ORANGE, SKY, GREEN, YELLOW, BLUE, VERMILION, PURPLE)


@cache
def palette() -> Image.Image:
    """A fixed 256-colour palette: every kit colour, and each pair of them blended at ¼, ½ and ¾ (what
    anti-aliasing draws between a text colour and its background)."""
    colours: list[RGB] = list(KIT)
    for i, a in enumerate(KIT):
        for b in KIT[i + 1:]:
            for t in (0.25, 0.5, 0.75):
                colours.append((round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
                                round(a[2] + (b[2] - a[2]) * t)))
    flat = [v for c in colours[:256] for v in c]
    img = Image.new("P", (1, 1))
    img.putpalette(flat + [0] * (768 - len(flat)))
    return img


@cache
def _palette_bytes() -> bytes:
    return bytes(palette().getpalette() or [])


@cache
def _true_palette_bytes() -> bytes:
    """:func:`palette` with each kit colour's index (:func:`ink`) holding the exact kit colour, which is
    what text was blended over when the picture was drawn in RGB."""
    flat = bytearray(_palette_bytes())
    for colour in KIT:
        flat[3 * ink(colour): 3 * ink(colour) + 3] = bytes(colour)
    return bytes(flat)


def _to_palette(rgb: Image.Image) -> Image.Image:
    """Pillow's nearest-colour mapping onto :func:`palette`, no dithering: the one mapping every pixel
    of a picture goes through, so a colour always lands on the same index."""
    return rgb.quantize(palette=palette(), dither=Image.Dither.NONE)


@cache
def ink(colour: RGB) -> int:
    """The palette index a kit colour is drawn with: the one the nearest-colour mapping picks for it
    (Pillow's colour cache is coarse: white lands on (254, 253, 252)), so shapes look as they did when
    the picture was drawn in RGB and mapped whole."""
    index = _to_palette(Image.new("RGB", (1, 1), colour)).getpixel((0, 0))
    assert isinstance(index, int)
    return index


def _ink(colour: RGB | None) -> int | None:
    return None if colour is None else ink(colour)


@lru_cache(maxsize=4096)
def _text_mask(text: str, size: int, bold: bool, anchor: str,
               start: tuple[float, float]) -> tuple[ImagingCore, tuple[int, int]]:
    """The anti-aliased coverage of one line of text and its offset, as ``ImageDraw.text`` renders it;
    card names and labels repeat from move to move, so rendering them once pays."""
    return font(size, bold).getmask2(text, "L", anchor=anchor, start=start)


@lru_cache(maxsize=4096)
def _text_tile(text: str, size: int, bold: bool, anchor: str, start: tuple[float, float], fill: RGB,
               under: int) -> ImagingCore:
    """The text's patch of palette indices over a background of one palette index ``under``."""
    mask, _ = _text_mask(text, size, bold, anchor, start)
    return _blend(Image.new("P", mask.size, under), mask, (0, 0), fill).im


def _blend(under: Image.Image, mask: ImagingCore, at: tuple[int, int], fill: RGB) -> Image.Image:
    """``under`` (palette indices) with text of coverage ``mask`` blended in at ``at`` as it would be in
    RGB, mapped to the palette; pixels the text does not touch keep their index (mapping a palette
    colour again may move it: Pillow's nearest-colour cache is coarse)."""
    under.putpalette(_true_palette_bytes())
    rgb = under.convert("RGB")
    draw = ImageDraw.Draw(rgb)
    draw.draw.draw_bitmap(at, mask, draw.draw.draw_ink(fill))
    touched = Image.new("L", under.size, 0)
    ImageDraw.Draw(touched).draw.draw_bitmap(at, mask, 255)
    out = under.copy()
    out.im.paste(_to_palette(rgb).im, (0, 0, *under.size), touched.im.point(_TOUCHED, None))
    return out


_TOUCHED = [0] + [255] * 255  # any coverage at all: the pixel takes the blended colour


BOX_TILE_AREA = 160 * 120  # boxes up to this many pixels are cached as tiles (bounded memory per tile)


@lru_cache(maxsize=512)
def _box_tile(w: int, h: int, d: float, fill: int | None, outline: int | None,
              width: int) -> tuple[ImagingCore, ImagingCore]:
    """A rounded box drawn at the origin, and the mask of the pixels it covers. Pillow rounds the corners
    to whole pixels first and draws the rest from those and from ``d``, so the box is the same at any
    whole-pixel position."""
    tile = Image.new("P", (w + 1, h + 1), 0)
    ImageDraw.Draw(tile).rounded_rectangle((0, 0, w, h), radius=d / 2, fill=fill, outline=outline, width=width)
    mask = Image.new("1", (w + 1, h + 1), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, w, h), radius=d / 2, fill=None if fill is None else 1,
                                           outline=None if outline is None else 1, width=width)
    return tile.im, mask.im


@lru_cache(maxsize=4096)
def length(text: str, size: int, bold: bool = False) -> float:
    """The advance width of ``text`` in pixels (cached: the same names are measured every picture)."""
    return font(size, bold).getlength(text)


@lru_cache(maxsize=4096)
def fit(text: str, f: ImageFont.FreeTypeFont, max_width: int) -> str:
    """``text`` cut with an ellipsis to fit ``max_width`` pixels (cached: the same names come back every
    picture; a font is one object per size and weight, see :func:`font`)."""
    if f.getlength(text) <= max_width:
        return text
    while text and f.getlength(text + "…") > max_width:
        text = text[:-1]
    return text.rstrip() + "…"


def wrap(text: str, f: ImageFont.FreeTypeFont, max_width: int, lines: int = 2) -> list[str]:
    """Up to ``lines`` lines of ``text`` within ``max_width`` pixels, the last one cut with an ellipsis."""
    return list(_wrap(text, f, max_width, lines))


@lru_cache(maxsize=4096)
def _wrap(text: str, f: ImageFont.FreeTypeFont, max_width: int, lines: int) -> tuple[str, ...]:
    words = text.split()
    out: list[str] = []
    current = ""
    for i, word in enumerate(words):
        trial = f"{current} {word}".strip()
        if f.getlength(trial) <= max_width or not current:
            current = trial
            continue
        out.append(current)
        current = word
        if len(out) == lines - 1:
            current = " ".join(words[i:])
            break
    if current:
        out.append(current)
    if len(out) > lines:  # the rest on the last line, cut with an ellipsis (never dropped unmarked)
        out = [*out[:lines - 1], " ".join(out[lines - 1:])]
    return tuple(fit(line, f, max_width) for line in out)


def wrap_fit(text: str, size: int, max_width: int, lines: int, bold: bool = False,
             smallest: int = 8) -> tuple[int, list[str]]:
    """``text`` in at most ``lines`` lines within ``max_width`` pixels, whole: the font shrinks from ``size``
    down to ``smallest`` until nothing is cut (issue 29: card names wrap instead of being truncated); only
    a name too long even then is cut, with an ellipsis. Returns the size used and the lines."""
    for split in (False, True):  # a smaller font before a word broken in the middle
        for s in range(size, smallest - 1, -1):
            out = _wrap_all(text, font(s, bold), max_width, split)
            if len(out) <= lines and all(length(line, s, bold) <= max_width for line in out):
                return s, list(out)
    return smallest, wrap(text, font(smallest, bold), max_width, lines)


@lru_cache(maxsize=4096)
def _wrap_all(text: str, f: ImageFont.FreeTypeFont, max_width: int, split: bool = True) -> tuple[str, ...]:
    """Every word of ``text`` in lines of at most ``max_width`` pixels; a word wider than that is broken
    after its hyphens, and (``split``) inside it too."""
    out: list[str] = []
    current = ""
    for whole in text.split():
        for word in _pieces(whole, f, max_width, split):
            trial = f"{current} {word}".strip() if not current.endswith("-") else current + word
            if current and f.getlength(trial) > max_width:
                out.append(current)
                current = word
            else:
                current = trial
    if current:
        out.append(current)
    return tuple(out)


def _pieces(word: str, f: ImageFont.FreeTypeFont, max_width: int, split: bool) -> list[str]:
    """A word too wide for a line, broken after its own hyphens, else into parts ending in a hyphen
    (``Villentre-`` ``tenmerth``); a word that fits stays whole."""
    if f.getlength(word) <= max_width:
        return [word]
    if "-" in word.strip("-"):
        head, _, tail = word.partition("-")
        return [*_pieces(head + "-", f, max_width, split), *_pieces(tail, f, max_width, split)]
    if not split:
        return [word]
    out: list[str] = []
    while f.getlength(word) > max_width and len(word) > 2:
        cut = len(word) - 1
        while cut > 1 and f.getlength(word[:cut] + "-") > max_width:
            cut -= 1
        out.append(word[:cut] + "-")
        word = word[cut:]
    return [*out, word]


STRIP_LINE = 20  # one line of a text strip (a hand, a list of leaders)
STRIP_PAD = 6


def strip_height(text: str, size: int = 14, width: int = WIDTH) -> int:
    """The height of :func:`strip` for ``text``: every word shown, on as many lines as it needs."""
    return STRIP_PAD * 2 + STRIP_LINE * max(1, len(_wrap_all(text, font(size), width - 36)))


def strip(c: Canvas, y: float, text: str, size: int = 14, fill: RGB = PAPER) -> float:
    """A dark strip across the picture with ``text`` wrapped in it (a hand: every card named, none cut);
    returns the y below it."""
    h = strip_height(text, size, c.width)
    c.box((8, y, c.width - 8, y + h - 4), fill=INK, radius=6)
    for i, line in enumerate(_wrap_all(text, font(size), c.width - 36)):
        c.text((18, y + STRIP_PAD + STRIP_LINE * i + STRIP_LINE / 2 - 2), line, size, fill, anchor="lm")
    return y + h


# --- the legend: what each marker means, drawn with the very shapes the picture uses -------------------

FOOTER = 36  # the status bar under a table


def footer(c: Canvas, y: float, view: dict[str, Any], say: Callable[..., str], kind: Callable[[str], str]) -> None:
    """The status bar at ``y``: the result of a finished match, else who is awaited for what. ``say(key,
    **args)`` is the game's words (``pic-draw``, ``pic-winner``, ``pic-waiting``), ``kind`` names a decision."""
    c.box((0, y, c.width, y + FOOTER), fill=INK, radius=0)
    if view.get("winner"):
        w = view["winner"]
        text = say("pic-draw") if w == "draw" else say("pic-winner", name=w)
    elif view.get("pending"):
        text = say("pic-waiting", who="; ".join(f"{d['player']}: {kind(d['kind'])}" for d in view["pending"]))
    else:
        text = ""
    c.text((16, y + FOOTER / 2), text, 15, YELLOW, bold=True, anchor="lm", max_width=c.width - 32)


def view_name(card: dict[str, Any], lang: str) -> str:
    """A card of a view named in the reader's language: its ``name_ru`` in Russian where it has one, else
    its ``name``."""
    return str(card.get("name_ru") or card["name"]) if lang == "ru" else str(card["name"])


def header_status(c: Canvas, y: float, view: dict[str, Any], say: Callable[..., str], *, max_width: int,
                  whose: str = "turn_player", turn: str = "pic-turn-of", idle: str = "") -> None:
    """The title bar's status, right-aligned at height ``y``: the result of a finished match (``pic-draw``,
    ``pic-winner``), else whose turn it is (``view[whose]`` said with ``turn``), else ``idle``. ``say(key,
    **args)`` is the game's words."""
    if view.get("winner"):
        w = view["winner"]
        text = say("pic-draw") if w == "draw" else say("pic-winner", name=w)
    elif view.get(whose):
        text = say(turn, name=view[whose])
    else:
        text = idle
    c.text((c.width - 16, y), text, 18, YELLOW, bold=True, anchor="rm", max_width=max_width)


LEGEND = 26  # the legend strip's height

Mark = Callable[[Canvas, float, float], None]  # draws a marker centred on (x, y)


def mark_star(c: Canvas, x: float, y: float) -> None:
    c.star((x, y), 8, YELLOW)


def mark_turn(c: Canvas, x: float, y: float) -> None:
    c.polygon([(x - 5, y - 8), (x + 6, y), (x - 5, y + 8)], fill=YELLOW)


def mark_disc(colour: RGB) -> Mark:
    def draw(c: Canvas, x: float, y: float) -> None:
        c.disc((x, y), 7, fill=colour, outline=WHITE, width=2)
    return draw


def mark_ring(c: Canvas, x: float, y: float) -> None:
    c.disc((x, y), 7, outline=MUTED, width=2)


def mark_hatch(c: Canvas, x: float, y: float) -> None:
    c.box((x - 9, y - 8, x + 9, y + 8), fill=LANE, radius=2)
    for dx in (-9, -1, 7):
        c.line([(x + dx - 2, y + 7), (min(x + dx + 6, x + 8), y - 7)], fill=SKY, width=2)


def mark_triangle(colour: RGB) -> Mark:
    def draw(c: Canvas, x: float, y: float) -> None:
        c.polygon([(x - 8, y + 7), (x, y - 7), (x + 8, y + 7)], fill=colour)
    return draw


def _legend_rows(entries: list[tuple[Mark, str]], width: int) -> list[list[tuple[Mark, str, float]]]:
    rows: list[list[tuple[Mark, str, float]]] = [[]]
    x = 16.0
    for draw, words in entries:
        w = 26 + length(words, 13) + 22
        if rows[-1] and x + w > width - 8:
            rows.append([])
            x = 16.0
        rows[-1].append((draw, words, x))
        x += w
    return rows


def legend_height(entries: list[tuple[Mark, str]], width: int = WIDTH) -> int:
    return LEGEND * len(_legend_rows(entries, width)) if entries else 0


def legend(c: Canvas, y: float, entries: list[tuple[Mark, str]]) -> float:
    """A strip at ``y`` saying what each marker means (issue 29: markers have a legend), each marker drawn
    as on the table, then its words, on as many lines as they need; returns the y below it."""
    if not entries:
        return y
    rows = _legend_rows(entries, c.width)
    c.box((0, y, c.width, y + LEGEND * len(rows)), fill=INK, radius=0)
    for i, row in enumerate(rows):
        mid = y + LEGEND * i + LEGEND / 2
        for draw, words, x in row:
            draw(c, x + 9, mid)
            c.text((x + 26, mid), words, 13, MUTED, anchor="lm")
    return y + LEGEND * len(rows)

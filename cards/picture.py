"""A small drawing kit that every game's table picture shares, on Pillow.

A picture is drawn from a game's *view* for one audience, never from the raw state, so it can't show
what its reader may not see. No card art (it is not ours): clear shapes, text, and the Okabe–Ito
palette, which stays distinguishable for the common kinds of colour blindness; meaning never rests on
colour alone (a hero has a star and a double border, a used leader is struck through, a rested card is
turned). The font (DejaVu Sans Condensed, with Cyrillic) ships in the package: nothing is downloaded.
"""

from __future__ import annotations

import io
from functools import cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

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
    """An RGB image with the few drawing verbs the table pictures need."""

    def __init__(self, height: int, width: int = WIDTH, background: RGB = BOARD) -> None:
        self.image = Image.new("RGB", (width, height), background)
        self.draw = ImageDraw.Draw(self.image)
        self.width = width
        self.height = height

    def text(self, xy: tuple[float, float], text: str, size: int = 16, fill: RGB = WHITE,
             bold: bool = False, anchor: str = "la", max_width: int | None = None) -> None:
        f = font(size, bold)
        if max_width is not None:
            text = fit(text, f, max_width)
        self.draw.text(xy, text, font=f, fill=fill, anchor=anchor)

    def box(self, rect: tuple[float, float, float, float], fill: RGB | None = None,
            outline: RGB | None = None, width: int = 1, radius: int = 6) -> None:
        self.draw.rounded_rectangle(rect, radius=radius, fill=fill, outline=outline, width=width)

    def disc(self, centre: tuple[float, float], r: float, fill: RGB | None = None,
             outline: RGB | None = None, width: int = 1) -> None:
        x, y = centre
        self.draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=outline, width=width)

    def line(self, points: list[tuple[float, float]], fill: RGB = WHITE, width: int = 2) -> None:
        self.draw.line(points, fill=fill, width=width)

    def star(self, centre: tuple[float, float], r: float, fill: RGB) -> None:
        """A five-pointed star: a shape, so heroes are told apart without colour."""
        import math

        x, y = centre
        pts = []
        for i in range(10):
            rad = r if i % 2 == 0 else r * 0.45
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((x + rad * math.cos(a), y + rad * math.sin(a)))
        self.draw.polygon(pts, fill=fill)

    def png(self) -> bytes:
        """The picture as a palette PNG over the kit's own colours and their blends (:func:`palette`): the
        flat shapes stay exact, anti-aliased text edges land on the nearest blend; about a sixth of the
        time of encoding RGB, and half the size."""
        out = io.BytesIO()
        paletted = self.image.quantize(palette=palette(), dither=Image.Dither.NONE)
        paletted.save(out, format="PNG", optimize=False, compress_level=1)
        return out.getvalue()


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


def fit(text: str, f: ImageFont.FreeTypeFont, max_width: int) -> str:
    """``text`` cut with an ellipsis to fit ``max_width`` pixels."""
    if f.getlength(text) <= max_width:
        return text
    while text and f.getlength(text + "…") > max_width:
        text = text[:-1]
    return text.rstrip() + "…"


def wrap(text: str, f: ImageFont.FreeTypeFont, max_width: int, lines: int = 2) -> list[str]:
    """Up to ``lines`` lines of ``text`` within ``max_width`` pixels, the last one cut with an ellipsis."""
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
    out = out[:lines]
    return [fit(line, f, max_width) for line in out]

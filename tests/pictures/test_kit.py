"""The drawing kit's shortcuts (palette canvas, cached text patches and box tiles) draw exactly what the
plain way draws: Pillow in RGB, then every pixel mapped to the palette. The goldens check whole
pictures; these check the shortcuts one by one, at awkward places (fractions, edges, overlaps)."""

from __future__ import annotations

import random
from functools import _lru_cache_wrapper
from pathlib import Path

from PIL import Image, ImageDraw

import cards.picture as kit
from cards.i18n import Messages

PLAIN_BG = kit.BOARD


def _plain(width: int, height: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    img = Image.new("RGB", (width, height), PLAIN_BG)
    return img, ImageDraw.Draw(img)


def _pixels(img: Image.Image) -> bytes:
    return img.convert("RGB").tobytes()


def test_boxes_match_pillow_anywhere() -> None:
    rng = random.Random(5)
    colours = [None, kit.INK, kit.PAPER, kit.YELLOW, kit.WHITE]
    for _ in range(400):
        c = kit.Canvas(160, 240)
        plain, draw = _plain(240, 160)
        for _ in range(3):  # overlapping boxes: a tile's mask must leave what is under its corners
            x0, y0 = rng.choice([rng.uniform(-10, 200), rng.randint(0, 200) + 0.5]), rng.uniform(-10, 130)
            w, h = rng.uniform(0, 120), rng.choice([rng.uniform(0, 90), float(rng.randint(0, 90))])
            fill, outline = rng.choice(colours), rng.choice(colours)
            width, radius = rng.randint(1, 3), rng.randint(0, 14)
            c.box((x0, y0, x0 + w, y0 + h), fill=fill, outline=outline, width=width, radius=radius)
            draw.rounded_rectangle((x0, y0, x0 + w, y0 + h), radius=radius, fill=fill, outline=outline, width=width)
        assert _pixels(c.image) == _pixels(kit._to_palette(plain))


def test_text_matches_pillow_over_shapes_and_edges() -> None:
    """One text over boxes of several colours, across their edges and the picture's: what the picture
    drawn in RGB and mapped to the palette once shows, pixel for pixel."""
    rng = random.Random(7)
    words = ["Geralt", "Vernon Roche", "Ёлка · Ж", "12", "Commander's Horn", "Impera Brigade Guard"]
    shapes = [((20, 20, 200, 80), kit.PAPER, kit.INK), ((150, 50, 290, 110), kit.WHITE, kit.YELLOW),
              ((60, 70, 120, 118), kit.BLUE, None)]
    for _ in range(300):
        c = kit.Canvas(120, 300)
        plain, draw = _plain(300, 120)
        for rect, fill, outline in shapes:
            c.box(rect, fill=fill, outline=outline, radius=8)
            draw.rounded_rectangle(rect, radius=8, fill=fill, outline=outline)
        text, size, bold = rng.choice(words), rng.choice([10, 14, 20]), rng.random() < 0.5
        fill, anchor = rng.choice([kit.INK, kit.WHITE, kit.SKY]), rng.choice(["la", "lm", "mm", "rm", "mt"])
        xy = (rng.uniform(-20, 310), rng.uniform(-10, 125))
        c.text(xy, text, size, fill, bold=bold, anchor=anchor)
        draw.text(xy, text, font=kit.font(size, bold), fill=fill, anchor=anchor)
        assert _pixels(c.image) == _pixels(kit._to_palette(plain)), (text, xy, anchor)


def test_text_of_several_lines_is_laid_out_by_pillow() -> None:
    c = kit.Canvas(120, 300)
    plain, draw = _plain(300, 120)
    c.box((20, 20, 200, 100), fill=kit.PAPER, outline=kit.INK, radius=8)
    draw.rounded_rectangle((20, 20, 200, 100), radius=8, fill=kit.PAPER, outline=kit.INK)
    c.text((30.5, 30), "Vernon\nRoche", 14, kit.INK)
    draw.text((30.5, 30), "Vernon\nRoche", font=kit.font(14), fill=kit.INK, anchor="la")
    assert _pixels(c.image) == _pixels(kit._to_palette(plain))


def test_caches_are_bounded() -> None:
    caches = [v for v in vars(kit).values() if isinstance(v, _lru_cache_wrapper)]
    assert {c.__name__ for c in caches} >= {"_text_mask", "_text_tile", "_box_tile", "length", "fit", "_wrap"}
    for c in caches:
        if c.__name__ not in {"font", "palette", "_palette_bytes", "_true_palette_bytes", "ink"}:  # a handful of keys each
            assert c.cache_parameters()["maxsize"] is not None, c.__name__


def test_message_cache_tells_numbers_from_flags() -> None:
    locales = Path(kit.__file__).parent / "gwent" / "locales"
    cached = Messages(locales)
    for value in (1, 1.0, True, "1", 1.5):
        cached("pic-hand", "en", count=1)  # 1 == 1.0 == True as keys: the cache must not mix them up
        assert cached("pic-hand", "en", count=value) == Messages(locales)("pic-hand", "en", count=value)

"""Shared by the picture tests: compare a PNG with a stored golden image within a small tolerance."""

from __future__ import annotations

import io
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageChops

GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"


def diff(png: bytes, golden: Path) -> tuple[float, float]:
    """Mean absolute difference per channel, and the share of pixels that differ at all."""
    a = Image.open(io.BytesIO(png)).convert("RGB")
    b = Image.open(golden).convert("RGB")
    assert a.size == b.size, (a.size, b.size)
    d = ImageChops.difference(a, b)
    hist = d.convert("L").histogram()
    differing = sum(hist[1:]) / (a.size[0] * a.size[1])
    stat = sum(i * n for i, n in enumerate(hist)) / (a.size[0] * a.size[1])
    return stat, differing


def check_golden(png: bytes, name: str) -> None:
    """``png`` matches ``golden/<name>.png``; UPDATE_GOLDEN=1 rewrites it (look at it before committing)."""
    golden = GOLDEN / f"{name}.png"
    if UPDATE or not golden.exists():
        golden.write_bytes(png)
        if not UPDATE:
            pytest.fail(f"wrote a new golden image {golden.name}: look at it, then run again")
    mean, share = diff(png, golden)
    assert mean < 0.5 and share < 0.01, (mean, share)


def size_of(png: bytes) -> tuple[str | None, tuple[int, int]]:
    img = Image.open(io.BytesIO(png))
    return img.format, img.size


def drawn_texts(monkeypatch: pytest.MonkeyPatch, png: Callable[[], object]) -> list[str]:
    """The text items a picture draws, in order, as a reader reads them (cut with "…" where ``max_width``
    cuts them), recorded at ``Canvas.text``."""
    from cards.picture import Canvas, fit, font

    seen: list[str] = []
    real = Canvas.text

    def spy(self: Canvas, xy: tuple[float, float], text: str, size: int = 16, *args: Any, **kwargs: Any) -> None:
        bold = bool(kwargs.get("bold", args[1] if len(args) > 1 else False))
        width = kwargs.get("max_width")
        seen.append(text if width is None else fit(text, font(size, bold), width))  # as it is drawn: cut or not
        real(self, xy, text, size, *args, **kwargs)

    monkeypatch.setattr(Canvas, "text", spy)
    png()
    return seen

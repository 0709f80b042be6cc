"""Cost texts T, R(n), D(n…), E(n) and compound costs (FA-COST-1..8), parsed into parts.

The engine pays them in ``effects.py``; this module only knows their shape, so the catalogue can
check a spreadsheet's cost column and the parser can read a declared cost.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class CostPart:
    """One part of a cost: ``kind`` T, R, D or E; ``n`` for R and E; ``faces`` for D; ``x`` if the
    printed number is X (the Master states it; Command Spell use 4 cannot pay it, FA-CS-3)."""

    kind: str
    n: int = 0
    faces: tuple[int, ...] = ()
    x: bool = False

    def text(self) -> str:
        if self.kind == "T":
            return "T"
        if self.kind == "D":
            return "D" + ",".join(str(f) for f in self.faces)
        if self.kind == "P":
            return f"prana {self.n}"
        return f"{self.kind}X={self.n}" if self.x else f"{self.kind}{self.n}"


class CostError(ValueError):
    """A cost text that is not T, R<n>, D<faces>, E<n> joined by '+'."""


_PART = re.compile(r"^(T)$|^([RE])\s*\(?\s*(X\s*=?\s*(\d+)?|\d+)\s*\)?$|^D\s*\(?\s*([1-6](?:\s*[,.·]\s*[1-6])*)\s*\)?$")


def parse_cost(text: str, *, allow_open_x: bool = False) -> tuple[CostPart, ...]:
    """``"D1,2+R2"`` → (D(1,2), R(2)). ``-`` or empty is no cost. ``RX=3`` states X; a bare ``RX`` is
    accepted only where X is not yet stated (a spreadsheet's printed cost)."""
    text = text.strip().upper().replace("Х", "X").replace("Т", "T").replace("Е", "E").replace("Д", "D")
    if text in ("", "-", "—", "0", "NONE"):
        return ()
    parts: list[CostPart] = []
    for raw in text.split("+"):
        raw = raw.strip()
        m = _PART.match(raw)
        if not m:
            raise CostError(f"cost part {raw[:20]!r} is not T, R<n>, D<faces> or E<n>")
        if m.group(1):
            parts.append(CostPart("T"))
        elif m.group(2):
            kind, amount = m.group(2), m.group(3)
            if amount.startswith("X"):
                if m.group(4) is None:
                    if not allow_open_x:
                        raise CostError(f"state the value of X in {raw[:20]!r} (e.g. {kind}X=2)")
                    parts.append(CostPart(kind, 0, (), True))
                else:
                    parts.append(CostPart(kind, int(m.group(4)), (), True))
            else:
                parts.append(CostPart(kind, int(amount)))
            if parts[-1].n > 20:
                raise CostError(f"cost part {raw[:20]!r} is too large")
        else:
            faces = tuple(sorted({int(f) for f in re.split(r"[,.·]", m.group(5).replace(" ", ""))}))
            parts.append(CostPart("D", 0, faces))
    return tuple(parts)


def cost_text(parts: tuple[CostPart, ...]) -> str:
    return "+".join(p.text() for p in parts) if parts else "-"


def has_x(parts: tuple[CostPart, ...]) -> bool:
    return any(p.x for p in parts)

"""The typed objects a script line becomes: an :class:`Ability` made of :class:`Term` s.

They are plain frozen data, the same for every game: an engine reads ``ability.kind``, ``ability.events``,
``ability.costs``… and looks each term's word up in its own vocabulary to run it. Nothing here knows a game.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Where:
    """Where a script line sits, so every error can name sheet, row and column (and the line in the cell)."""

    sheet: str = ""
    row: int = 0
    column: str = ""
    line: int = 1

    def __str__(self) -> str:
        bits = [f"sheet {self.sheet or '?'}", f"row {self.row}", f"column {self.column or '?'}"]
        if self.line > 1:
            bits.append(f"line {self.line} of the cell")
        return ", ".join(bits)


class ScriptError(ValueError):
    """A script line the vocabulary does not accept; says where and why."""

    def __init__(self, where: Where, reason: str, text: str = "") -> None:
        self.where = where
        self.reason = reason
        self.text = text
        shown = f" — in: {text}" if text else ""
        super().__init__(f"{where}: {reason}{shown}")


@dataclass(frozen=True, slots=True)
class Term:
    """One vocabulary word with its arguments: ``draw 1``, ``power +5000 target turn``, ``grade<=2``.

    ``args`` keeps (name, value) pairs in the word's parameter order; ``op``/``value`` are set for a
    comparison (a condition or filter declared with ``compare=True``)."""

    category: str
    word: str
    args: tuple[tuple[str, Any], ...] = ()
    op: str = ""
    value: int | str | None = None

    def arg(self, name: str, default: Any = None) -> Any:
        for key, val in self.args:
            if key == name:
                return val
        return default

    def compare(self, actual: int | str | None, against: int | str | None = None) -> bool:
        """``actual <op> value`` (``against`` replaces ``value`` when the value named something to look up)."""
        want = self.value if against is None else against
        if not self.op:
            return bool(actual)
        if self.op in ("=", "!="):
            return (actual == want) == (self.op == "=")
        if not isinstance(actual, int) or not isinstance(want, int):
            return False
        return {"<": actual < want, "<=": actual <= want, ">": actual > want, ">=": actual >= want}[self.op]


@dataclass(frozen=True, slots=True)
class Target:
    """``target: up to 2 opp rear-guard grade<=2``: how many, and the filters every chosen card meets."""

    count: int
    up_to: bool = False
    filters: tuple[Term, ...] = ()
    label: str = "target"

    def has(self, word: str) -> bool:
        return self.filter(word) is not None

    def filter(self, word: str) -> Term | None:
        for f in self.filters:  # a loop, not next() over a generator (engines ask per target per layout)
            if f.word == word:
                return f
        return None


@dataclass(frozen=True, slots=True)
class Ability:
    """One line of a card's abilities column, parsed."""

    kind: str
    zones: tuple[str, ...] = ()
    events: tuple[Term, ...] = ()
    conditions: tuple[Term, ...] = ()
    limit: Term | None = None
    costs: tuple[Term, ...] = ()
    optional: bool = False
    targets: tuple[Target, ...] = ()
    effects: tuple[Term, ...] = ()
    then: tuple[Term, ...] = ()
    text: str = field(default="", compare=False)
    where: Where = field(default_factory=Where, compare=False)

    def target(self, label: str = "target") -> Target | None:
        return next((t for t in self.targets if t.label == label), None)

    @property
    def asks(self) -> bool:
        """True when its owner must be asked before it resolves: a "may", a cost, or a choice."""
        return self.optional or bool(self.costs) or bool(self.targets)

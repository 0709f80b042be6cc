"""How hard the practice opponent thinks: a simulation budget per decision, and a time cap the caller enforces.

The engine side has no clock: a level's ``seconds`` is what the bot's ``stop`` callback measures; the
``simulations`` bound alone keeps a search deterministic (tests, the benchmark's seeded matches).
"""

from __future__ import annotations

from dataclasses import dataclass

from cards.core import Text


@dataclass(frozen=True, slots=True)
class Level:
    """One strength: at most ``simulations`` sampled playouts and about ``seconds`` per decision."""

    name: str
    title: Text
    simulations: int
    seconds: float
    rollout_posts: int = 60  # a playout is cut here and scored by the game's evaluate


LEVELS: dict[str, Level] = {
    "easy": Level("easy", Text("easy", "лёгкий"), simulations=12, seconds=0.3),
    "normal": Level("normal", Text("normal", "средний"), simulations=160, seconds=1.5),
    "hard": Level("hard", Text("hard", "сильный"), simulations=800, seconds=6.0),
}


def level(name: str | None) -> Level:
    """The level called ``name`` (any case; ``normal`` when none is given), or ValueError naming the levels."""
    key = (name or "normal").strip().lower()
    aliases = {"лёгкий": "easy", "легкий": "easy", "средний": "normal", "сильный": "hard"}
    key = aliases.get(key, key)
    if key not in LEVELS:
        raise ValueError(f"no level {name!r} (levels: {', '.join(LEVELS)})")
    return LEVELS[key]

"""Decision ids, one format for every game: ``kind:seat`` plus what tells this decision from the next one
of the same kind (a step counter, a turn, a battle number). An id stays while the decision is pending and
is new for the next, so prompts, reminders, buttons and autocomplete key on it (``Decision.id``; a
decision left without one gets ``kind:seat[:step]`` from its ``data``, the same format)."""

from __future__ import annotations


def decision_id(kind: str, seat: int, *step: object) -> str:
    """``kind:seat`` followed by each part of ``step`` (``decision_id("block", 1, 4)`` → ``block:1:4``)."""
    return ":".join((kind, str(seat), *map(str, step)))  # map, not a generator: asked for every decision

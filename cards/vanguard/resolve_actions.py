"""The posts that use scripted abilities (issue 26): answers to an ability decision, ACT by name, order."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Answer:
    """The owner's answer to an ability decision: use it (with picks, call circles, discards) or not."""

    yes: bool
    picks: tuple[str, ...] = ()  # "FL", "opp:FL" or a card id (hand/soul/drop/deck targets)
    to: tuple[str, ...] = ()  # circles for the cards a "call" puts on the field, in order
    discard: tuple[str, ...] = ()  # card ids paid for a discard cost
    cb: tuple[int, ...] = ()  # damage positions turned for Counter Blast (1 = oldest; V-COST-7)
    sb: tuple[int, ...] = ()  # soul positions put into the drop zone for Soul Blast (1 = bottom; V-COST-7)


@dataclass(frozen=True, slots=True)
class Act:
    """``act <card or circle> [n]``: use the card's n-th ACT ability (V-ABIL-3)."""

    place: str  # a circle, or "" when named by card
    card: str = ""  # card id when named by card
    index: int = 0  # 1-based among the card's ACT abilities; 0 = the only one


@dataclass(frozen=True, slots=True)
class Order:
    """``order 2 1``: the owner's order for his abilities that fired together (V-ABIL-6)."""

    order: tuple[int, ...]


__all__ = ["Act", "Answer", "Order"]

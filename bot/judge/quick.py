"""Buttons and select menus for routine answers (issue 29): what a pending decision allows as a fixed
answer (the game's ``quick_answers``: buttons) and its few legal targets (``quick_choices``: one select menu)
ride on its prompt as ``payload["answers"]``; a press or a selection is resolved back to its post here.

A button's custom id names the match, the decision (a short hash of its id, which games keep while the
decision waits and change for the next) and the answer (its index and a hash of its post), so a press is
understood by any later run of the bot and an old button never answers a newer question: if the decision
is no longer pending, or its answers changed, the press is refused and nothing happens. The press itself is
then exactly the post (``/play`` in the thread, a DM for a private decision): stored, replayable, deduplicated.
"""

from __future__ import annotations

import hashlib
import logging
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.i18n import say
from cards.core import Decision, Game, QuickAnswer

log = logging.getLogger(__name__)

MAX_BUTTONS = 20  # Discord: 5 rows of 5; four rows of buttons, the fifth for a select menu
MAX_CHOICES = 25  # Discord's options in one select menu (games offer at most cards.kit.choices.MAX_CHOICES)


def token(text: str) -> str:
    """Eight hex digits naming a decision id or a post inside a custom id (at most 100 characters)."""
    return hashlib.blake2b(text.encode(), digest_size=4).hexdigest()


def answers_of(game: Game, state: Any, decision: Decision) -> Sequence[QuickAnswer]:
    """The game's quick answers; buttons are a convenience, so a failing hook offers none."""
    try:
        return tuple(game.quick_answers(state, decision))[:MAX_BUTTONS]
    except Exception:
        log.exception("quick_answers failed for %s", decision.kind)
        return ()


def choices_of(game: Game, state: Any, decision: Decision) -> Sequence[QuickAnswer]:
    """The game's few legal targets for a select menu; a failing hook offers none."""
    try:
        return tuple(game.quick_choices(state, decision))[:MAX_CHOICES]
    except Exception:
        log.exception("quick_choices failed for %s", decision.kind)
        return ()


def buttons(game: Game, state: Any, decision: Decision, lang: str) -> list[dict[str, Any]]:
    """The buttons of one decision as stored in an outbox payload, then its select menu's options
    (``"select": 1``), one menu per decision."""
    dtok = token(decision.id)
    return [
        {"decision": dtok, "i": i, "post": token(a.post), "label": a.label(lang)[:80]}
        for i, a in enumerate(answers_of(game, state, decision))
    ] + [
        {
            "decision": dtok,
            "i": i,
            "post": token(a.post),
            "label": a.label(lang)[:100],
            "select": 1,
            "ph": say("selects-", "choose", lang),
        }
        for i, a in enumerate(choices_of(game, state, decision))
    ]


def payload(match_id: int, found: list[dict[str, Any]]) -> dict[str, Any]:
    pressed = [b for b in found if not b.get("select")][:MAX_BUTTONS]
    selects = [b for b in found if b.get("select")]
    return {"match_id": match_id, "buttons": pressed + selects}


def custom_id(match_id: int, button: dict[str, Any]) -> str:
    return f"tj:ans:{match_id}:{button['decision']}:{button['i']}:{button['post']}"


@dataclass(frozen=True, slots=True)
class Press:
    """A button press resolved: the decision's seat, whether it is private, and the post it stands for."""

    seat: int
    private: bool
    post: str


def select_id(match_id: int, decision: str) -> str:
    return f"tj:sel:{match_id}:{decision}"


def resolve(
    game: Game, state: Any, dtok: str, index: int, ptok: str, *, select: bool = False
) -> Press | None:
    """The post a press (or a selection, ``select``) stands for now, or None when its decision is no
    longer pending (answered) or its answers changed."""
    for decision in game.pending(state):
        if token(decision.id) != dtok:
            continue
        answers = choices_of(game, state, decision) if select else answers_of(game, state, decision)
        if 0 <= index < len(answers) and token(answers[index].post) == ptok:
            return Press(decision.seat, decision.private, answers[index].post)
        return None
    return None

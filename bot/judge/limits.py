"""Bounds on what strangers can make the judge do (issue 8). Stated in the README's "Limits" section.

Every input is bounded before it is parsed: a post longer than :data:`MAX_POST_CHARS` is refused
unread, and an answer never quotes more than :data:`QUOTE_CHARS` of a post nor grows past one Discord
message (:data:`MAX_ANSWER_CHARS`).
"""

from __future__ import annotations

MAX_POST_CHARS = 2_000  # Discord's own limit for a message without Nitro; a move is far shorter
QUOTE_CHARS = 100  # how much of a post (or an uploaded cell) a refusal may quote back
MAX_ANSWER_CHARS = 1_900  # a private answer fits one Discord message (2,000) with room to spare
MAX_DEADLINE_HOURS = 720  # a match's deadline (hours a decision may wait before its reminder)


def excerpt(text: str, limit: int = QUOTE_CHARS) -> str:
    """At most ``limit`` characters of user text, marked with "…" when cut."""
    text = str(text)
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def cap_answer(text: str | None, limit: int = MAX_ANSWER_CHARS) -> str | None:
    """An answer cut to one message: whole lines while they fit, then "…"."""
    if text is None or len(text) <= limit:
        return text
    out: list[str] = []
    used = 0
    for line in text.split("\n"):
        if used + len(line) + 1 > limit - 2:
            if not out:
                out.append(line[: limit - 2])
            break
        out.append(line)
        used += len(line) + 1
    return "\n".join(out) + "\n…"

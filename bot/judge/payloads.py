"""The outbox payload format: what the judge asks a transport to post, edit or DM.

A payload is JSON (it is stored in the outbox row)::

    {
      "content": "text, at most 2000 characters",
      "allowed_mentions": {"parse": [], "users": [ids], "roles": [ids], "replied_user": false},
      "nonce": "24 hex chars, derived from the dedupe key",   # post/dm only
      "files": [{"filename": "Hand.xlsx", "data_b64": "..."}],  # optional
      "embeds": [{"description": "..."}],                      # optional (a table too long for content)
      "name": "thread name",                                   # kind "thread" only
      "store_as": "table",                                     # optional: remember the message id as the table
      "message_ref": "table"                                   # edit/pin: the message is the match's table
      "accept": {"match_id": 7, "label": "Accept"}             # optional: an Accept button (a challenge)
      "join": {"match_id": 7, "label": "Join"}                 # optional: a Join button (an open table)
    }

``allowed_mentions.parse`` is always empty: nothing in the text pings (no @everyone, no role or user
mention found in user text). ``users`` lists only seated players the judge pings on purpose, ``roles``
only the judge role on a passed deadline. The Discord adapter maps it 1:1 onto
``discord.AllowedMentions(everyone=False, users=[Object(id)...], roles=[Object(id)...], replied_user=False)``.
``nonce`` lets Discord drop a resend after a crash between "sent" and "recorded" (``enforce_nonce``).
"""

from __future__ import annotations

import base64
import hashlib
from collections.abc import Iterable, Sequence
from typing import Any

from cards.core import Event
from cards.kit.usertext import UserText

MAX_CONTENT = 2000
MAX_EMBED = 4096
_MARKDOWN = str.maketrans({c: "\\" + c for c in "\\*_~`|[]"})


def allowed_mentions(users: Iterable[int] = (), roles: Iterable[int] = ()) -> dict[str, Any]:
    return {
        "parse": [],
        "users": sorted({int(u) for u in users}),
        "roles": sorted({int(r) for r in roles}),
        "replied_user": False,
    }


def nonce_for(dedupe_key: str) -> str:
    return hashlib.blake2b(dedupe_key.encode(), digest_size=12).hexdigest()


def message(
    content: str,
    *,
    users: Iterable[int] = (),
    roles: Iterable[int] = (),
    files: Sequence[tuple[str, bytes]] = (),
    **extra: Any,
) -> dict[str, Any]:
    payload: dict[str, Any] = {"content": content, "allowed_mentions": allowed_mentions(users, roles)}
    if files:
        payload["files"] = [
            {"filename": name, "data_b64": base64.b64encode(data).decode("ascii")} for name, data in files
        ]
    payload.update(extra)
    return payload


def table_payload(content: str, **extra: Any) -> dict[str, Any]:
    """The pinned table: in ``content`` if it fits, else in an embed (4096 characters)."""
    if len(content) <= MAX_CONTENT:
        return message(content, **extra)
    text = content if len(content) <= MAX_EMBED else content[: MAX_EMBED - 1] + "…"
    return message("", embeds=[{"description": text}], **extra)


def decode_files(payload: dict[str, Any]) -> list[tuple[str, bytes]]:
    return [(f["filename"], base64.b64decode(f["data_b64"])) for f in payload.get("files", ())]


def split_content(text: str, limit: int = MAX_CONTENT) -> list[str]:
    """Cut ``text`` into Discord-sized messages, at line ends where possible."""
    chunks: list[str] = []
    current = ""
    for line in text.split("\n"):
        while len(line) > limit:
            if current:
                chunks.append(current)
                current = ""
            chunks.append(line[:limit])
            line = line[limit:]
        candidate = line if not current else current + "\n" + line
        if len(candidate) > limit:
            chunks.append(current)
            current = line
        else:
            current = candidate
    if current or not chunks:
        chunks.append(current)
    return chunks


def escape(text: str) -> str:
    """User-given names shown in bold or in lists: no markdown tricks. (Mentions are off anyway.)"""
    return text.translate(_MARKDOWN)


_FREE = str.maketrans({**{c: "\\" + c for c in "\\*_~`|[]<>#:"}, "\n": " ", "\r": " ", "@": "@\u200b"})


def escape_free(text: str) -> str:
    """A player's own words in the bot's post (a note for the judge, a declared effect): one line, no
    markdown (bold, links, headings, quotes), no mention that renders or pings (issue 25)."""
    return text.translate(_FREE)


def inert_event(event: Event) -> Event:
    """``event`` with the player-written text in its data (``UserText``, anywhere in it) escaped."""
    if not _has_user_text(event.data):
        return event
    return Event(event.kind, event.audience, _inert(dict(event.data)))


def _inert(value: Any) -> Any:
    if isinstance(value, UserText):
        return escape_free(value)
    if isinstance(value, dict):
        return {k: _inert(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return type(value)(_inert(v) for v in value)
    return value


def _has_user_text(value: Any) -> bool:
    if isinstance(value, UserText):
        return True
    if isinstance(value, dict):
        return any(_has_user_text(v) for v in value.values())
    if isinstance(value, list | tuple):
        return any(_has_user_text(v) for v in value)
    return False


def mention(user_id: int) -> str:
    return f"<@{int(user_id)}>"


def role_mention(role_id: int) -> str:
    return f"<@&{int(role_id)}>"

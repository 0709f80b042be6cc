"""A transport that plays Discord on a terminal: for the demo, the tests and a judge's dry runs.

It keeps every channel, thread and DM conversation apart, records the players' own posts too (so a
thread reads as the players would see it), and prints a transcript: each thread with its pinned table,
then each player's DMs (including the judge's private replies that only that player saw).
"""

from __future__ import annotations

import base64
import itertools
import re
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, TextIO

from bot.i18n import say
from bot.judge.outbox import DMRefused, TargetNotFound
from cards.core import Lang

_USER = re.compile(r"<@!?(\d+)>")
_ROLE = re.compile(r"<@&(\d+)>")


@dataclass
class ConsoleMessage:
    id: int
    author: str
    content: str
    files: list[tuple[str, int]] = field(default_factory=list)  # (filename, size in bytes)
    edits: int = 0
    private: bool = False  # a reply only its recipient saw (an ephemeral message)


def _text(payload: Mapping[str, Any]) -> str:
    content = str(payload.get("content") or "")
    embeds = "\n".join(str(e.get("description", "")) for e in payload.get("embeds", ()))
    return "\n".join(part for part in (content, embeds) if part)


def _files(payload: Mapping[str, Any]) -> list[tuple[str, int]]:
    return [(f["filename"], len(base64.b64decode(f["data_b64"]))) for f in payload.get("files", ())]


class ConsoleTransport:
    """Implements :class:`bot.judge.outbox.Transport` in memory; ``live=True`` also prints as it goes."""

    def __init__(
        self,
        stream: TextIO | None = None,
        *,
        names: Mapping[int, str] | None = None,
        live: bool = False,
        bot_name: str = "Judge",
        refuse_dms: set[int] | None = None,
        lang: Lang = "en",
    ) -> None:
        self.lang = lang
        self.stream = stream or sys.stdout
        self.names: dict[int, str] = dict(names or {})
        self.live = live
        self.bot_name = bot_name
        self.refuse_dms = set(refuse_dms or ())  # users who "block DMs from server members"
        self._ids = itertools.count(1_000_000)
        self.channels: dict[int, list[ConsoleMessage]] = {}
        self.channel_names: dict[int, str] = {}
        self.dms: dict[int, list[ConsoleMessage]] = {}
        self.messages: dict[int, tuple[int, ConsoleMessage]] = {}  # id -> (channel id, message)
        self.pins: dict[int, list[int]] = {}
        self.threads: set[int] = set()
        self.calls: list[tuple[Any, ...]] = []  # every transport call, for tests

    def _new(self, author: str, content: str, files: list[tuple[str, int]] | None = None) -> ConsoleMessage:
        return ConsoleMessage(next(self._ids), author, content, files or [])

    def _say(self, where: str, msg: ConsoleMessage) -> None:
        if self.live:
            print(f"[{where}] {msg.author}: {msg.content}", file=self.stream)

    # -- the Transport protocol ----------------------------------------------------------------------
    async def create_thread(self, parent_id: int, name: str, payload: dict[str, Any]) -> tuple[int, int]:
        self.calls.append(("create_thread", parent_id, name))
        thread_id = next(self._ids)
        self.channel_names[thread_id] = name
        self.threads.add(thread_id)
        self.channels[thread_id] = []
        msg_id = await self.post(thread_id, payload)
        return thread_id, msg_id

    async def post(self, channel_id: int, payload: dict[str, Any]) -> int:
        self.calls.append(("post", channel_id, payload))
        msg = self._new(self.bot_name, _text(payload), _files(payload))
        self.channels.setdefault(channel_id, []).append(msg)
        self.messages[msg.id] = (channel_id, msg)
        self._say(self.channel_names.get(channel_id, f"channel {channel_id}"), msg)
        return msg.id

    async def edit(self, channel_id: int, message_id: int, payload: dict[str, Any]) -> None:
        self.calls.append(("edit", channel_id, message_id, payload))
        found = self.messages.get(message_id)
        if found is None or found[0] != channel_id:
            raise TargetNotFound(f"message {message_id} not in {channel_id}")
        msg = found[1]
        msg.content = _text(payload)
        msg.edits += 1

    async def pin(self, channel_id: int, message_id: int) -> None:
        self.calls.append(("pin", channel_id, message_id))
        if message_id not in self.messages:
            raise TargetNotFound(f"message {message_id}")
        self.pins.setdefault(channel_id, []).append(message_id)

    async def dm(self, user_id: int, payload: dict[str, Any]) -> int:
        self.calls.append(("dm", user_id, payload))
        if user_id in self.refuse_dms:
            raise DMRefused(f"user {user_id} does not accept DMs")
        msg = self._new(self.bot_name, _text(payload), _files(payload))
        self.dms.setdefault(user_id, []).append(msg)
        self._say(f"DM {self.names.get(user_id, user_id)}", msg)
        return msg.id

    # -- what the users do (not part of the protocol) ------------------------------------------------
    def user_post(self, channel_id: int, author_name: str, text: str) -> int:
        """A player's own message in a channel or thread; returns its message id."""
        msg = self._new(author_name, text)
        self.channels.setdefault(channel_id, []).append(msg)
        self.messages[msg.id] = (channel_id, msg)
        self._say(self.channel_names.get(channel_id, f"channel {channel_id}"), msg)
        return msg.id

    def user_dm(self, user_id: int, text: str) -> int:
        """A player's DM to the bot; returns its message id."""
        msg = self._new(self.names.get(user_id, str(user_id)), text)
        self.dms.setdefault(user_id, []).append(msg)
        self._say(f"DM {self.names.get(user_id, user_id)}", msg)
        return msg.id

    def private_reply(self, user_id: int, text: str) -> None:
        """An ephemeral reply only ``user_id`` saw; shown with that user's DMs."""
        msg = self._new(self.bot_name, text)
        msg.private = True
        self.dms.setdefault(user_id, []).append(msg)
        self._say(f"only {self.names.get(user_id, user_id)} sees", msg)

    # -- reading it back ---------------------------------------------------------------------------
    def thread_text(self, channel_id: int) -> list[str]:
        return [m.content for m in self.channels.get(channel_id, [])]

    def dm_text(self, user_id: int) -> list[str]:
        return [m.content for m in self.dms.get(user_id, []) if m.author == self.bot_name and not m.private]

    def readable(self, text: str) -> str:
        """Mentions as a client shows them: ``<@101>`` -> ``@Alice``, ``<@&7>`` -> ``@role 7``."""
        text = _USER.sub(lambda m: "@" + self.names.get(int(m.group(1)), m.group(1)), text)
        return _ROLE.sub(lambda m: "@role " + m.group(1), text)

    def transcript(self) -> str:
        out: list[str] = []
        rule = "=" * 72
        for channel_id, messages in self.channels.items():
            title = self.channel_names.get(channel_id, str(channel_id))
            kind = "console-thread" if channel_id in self.threads else "console-channel"
            out += [rule, say("", kind, self.lang, name=title), rule]
            for pinned in self.pins.get(channel_id, []):
                msg = self.messages[pinned][1]
                out += [
                    say("console-", "pinned", self.lang, count=msg.edits),
                    _indent(self.readable(msg.content)),
                    "-" * 72,
                ]
            for msg in messages:
                if msg.id in self.pins.get(channel_id, []):
                    continue
                out.append(f"{msg.author}:")
                out.append(_indent(self.readable(msg.content)))
                out += [
                    "    " + say("console-", "attachment", self.lang, name=n, size=s) for n, s in msg.files
                ]
        for user_id, messages in self.dms.items():
            name = self.names.get(user_id, str(user_id))
            out += [rule, say("console-", "dms", self.lang, name=name), rule]
            for msg in messages:
                if msg.private:
                    out.append(say("console-", "private-reply", self.lang, bot=self.bot_name, name=name))
                else:
                    out.append(f"{msg.author} -> {self.bot_name if msg.author == name else name}:")
                out.append(_indent(self.readable(msg.content)))
                out += [
                    "    " + say("console-", "attachment", self.lang, name=n, size=s) for n, s in msg.files
                ]
        return "\n".join(out) + "\n"

    def print_transcript(self, stream: TextIO | None = None) -> None:
        print(self.transcript(), end="", file=stream or self.stream)


def _indent(text: str) -> str:
    return "\n".join("    " + line for line in text.split("\n"))

"""Interactions the tests inject (slash, autocomplete, button/select, modal) and what the bot answered."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from .models import FakeAttachment, FakeChannel, FakeMessage, FakeRole, FakeUser, walk_components

# Interaction types.
APPLICATION_COMMAND = 2
MESSAGE_COMPONENT = 3
AUTOCOMPLETE = 4
MODAL_SUBMIT = 5

# Option types.
SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER, ATTACHMENT = 3, 4, 5, 6, 7, 8, 9, 10, 11


@dataclass(eq=False)
class FakeInteraction:
    """One injected interaction and every response the bot made to it.

    `original` is the message made by a type 4/5 response (ephemeral or not); `followups` come from
    POST /webhooks/{app}/{token}. For components, type 6/7 responses edit `source` (the clicked message).
    """

    id: int
    token: str
    type: int
    user: FakeUser
    channel: FakeChannel
    data: dict[str, Any]
    payload: dict[str, Any]
    source: FakeMessage | None = None
    t_created: float = field(default_factory=time.perf_counter)
    callbacks: list[dict[str, Any]] = field(default_factory=list)  # raw callback bodies
    original: FakeMessage | None = None
    followups: list[FakeMessage] = field(default_factory=list)
    choices: list[dict[str, Any]] | None = None
    modal: dict[str, Any] | None = None
    t_responded: float | None = None
    uploads: list[FakeAttachment] = field(default_factory=list)  # attachment options the user sent

    @property
    def responded(self) -> bool:
        return bool(self.callbacks)

    @property
    def response_type(self) -> int | None:
        return self.callbacks[0]["type"] if self.callbacks else None

    @property
    def deferred(self) -> bool:
        return self.response_type in (5, 6)

    @property
    def ephemeral(self) -> bool:
        return bool(self.original and self.original.is_ephemeral)

    @property
    def messages(self) -> list[FakeMessage]:
        return ([self.original] if self.original else []) + self.followups

    @property
    def content(self) -> str:
        return self.original.content if self.original else ""

    @property
    def text(self) -> str:
        """Text of the original response and every followup."""
        return "\n".join(m.text for m in self.messages)

    def __repr__(self) -> str:
        return f"<FakeInteraction id={self.id} type={self.type} response={self.response_type} text={self.text[:60]!r}>"


class CommandNotRegistered(LookupError):
    """The test invoked a command the bot never registered (Discord's client would not offer it)."""


def find_option_defs(
    command: dict[str, Any], path: list[str]
) -> tuple[list[dict[str, Any]], list[tuple[int, str]]]:
    """Walk `path` (subcommand group/subcommand names) and return the leaf option definitions."""
    defs = command.get("options") or []
    nesting: list[tuple[int, str]] = []
    for name in path:
        match = next(
            (o for o in defs if o["name"] == name and o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP)), None
        )
        if match is None:
            raise CommandNotRegistered(f"/{command['name']}: no subcommand {name!r} (path {path})")
        nesting.append((match["type"], name))
        defs = match.get("options") or []
    if any(o["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP) for o in defs):
        raise CommandNotRegistered(f"/{command['name']} {' '.join(path)}: a subcommand is required")
    return defs, nesting


def build_options(
    command: dict[str, Any],
    path: list[str],
    values: dict[str, Any],
    *,
    resolve: Any,
    focused: str | None = None,
) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """Turn {name: value} into Discord's nested option list plus `resolved` data.

    Like Discord's client it refuses unknown options, missing required ones and values outside
    `choices` (unless autocompleting). `resolve(kind, value)` supplies resolved payloads.
    """
    defs, nesting = find_option_defs(command, path)
    by_name = {o["name"]: o for o in defs}
    unknown = set(values) - set(by_name)
    if unknown:
        raise ValueError(
            f"/{command['name']} {' '.join(path)}: unknown options {sorted(unknown)}; has {sorted(by_name)}"
        )
    if focused is None:
        missing = [o["name"] for o in defs if o.get("required") and o["name"] not in values]
        if missing:
            raise ValueError(f"/{command['name']} {' '.join(path)}: missing required options {missing}")
    resolved: dict[str, dict[str, Any]] = {}
    leaf: list[dict[str, Any]] = []
    for name, value in values.items():
        d = by_name[name]
        kind = d["type"]
        opt: dict[str, Any] = {"name": name, "type": kind}
        if name == focused:
            opt["focused"] = True
            opt["value"] = str(value)
        elif kind in (USER, CHANNEL, ROLE, MENTIONABLE, ATTACHMENT):
            opt["value"] = str(resolve(kind, value, resolved))
        elif kind == INTEGER:
            opt["value"] = int(value)
        elif kind == NUMBER:
            opt["value"] = float(value)
        elif kind == BOOLEAN:
            opt["value"] = bool(value)
        else:
            opt["value"] = str(value)
        choices = d.get("choices")
        if choices and name != focused and opt["value"] not in [c["value"] for c in choices]:
            raise ValueError(
                f"option {name!r}: {value!r} is not one of the choices {[c['value'] for c in choices]}"
            )
        leaf.append(opt)
    options = leaf
    for kind, name in reversed(nesting):
        options = [{"type": kind, "name": name, "options": options}]
    return options, resolved


def resolved_kind(kind: int, value: Any) -> str:
    if kind == MENTIONABLE:
        return "roles" if isinstance(value, FakeRole) else "users"
    return {USER: "users", CHANNEL: "channels", ROLE: "roles", ATTACHMENT: "attachments"}[kind]


def find_component(components: list[dict[str, Any]], custom_id: str) -> dict[str, Any] | None:
    return next((c for c in walk_components(components) if c.get("custom_id") == custom_id), None)


def modal_submit_components(modal: dict[str, Any], values: dict[str, Any]) -> list[dict[str, Any]]:
    """Mirror the modal's layout with the user's input; text inputs not in `values` submit ''."""

    def fill(c: dict[str, Any]) -> dict[str, Any]:
        t = c.get("type")
        if t == 1:
            return {"type": 1, "components": [fill(x) for x in c.get("components", [])]}
        if t == 18:
            return {"type": 18, "id": c.get("id", 0), "component": fill(c["component"])}
        cid = c.get("custom_id")
        if t == 4:
            return {
                "type": 4,
                "id": c.get("id", 0),
                "custom_id": cid,
                "value": str(values.get(cid, c.get("value") or "")),
            }
        if cid is not None:
            v = values.get(cid, [])
            return {
                "type": t,
                "id": c.get("id", 0),
                "custom_id": cid,
                "values": list(v) if isinstance(v, list | tuple) else [v],
            }
        return {"type": t, "id": c.get("id", 0)}

    unknown = set(values) - {c.get("custom_id") for c in walk_components(modal.get("components", []))}
    if unknown:
        raise ValueError(f"modal {modal.get('custom_id')!r} has no inputs {sorted(unknown)}")
    return [fill(c) for c in modal.get("components", [])]

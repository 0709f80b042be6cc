"""The transport's two translations, without a server: outbox payloads into discord.py arguments, and
discord.py's exceptions into the outbox's kinds of failure (which decide retry, note or give up)."""

from __future__ import annotations

from types import SimpleNamespace

import aiohttp
import discord
import pytest

from bot.discord.transport import message_kwargs, translate
from bot.judge.outbox import DMRefused, PermanentError, TargetNotFound, TransientError
from bot.judge.payloads import message, table_payload


def http_error(cls: type[discord.HTTPException], status: int, code: int = 0, headers=None):
    response = SimpleNamespace(status=status, reason="x", headers=headers or {})
    return cls(response, {"code": code, "message": "x"})


@pytest.mark.parametrize(
    ("error", "expected"),
    [
        (http_error(discord.Forbidden, 403, 50007), DMRefused),
        (http_error(discord.Forbidden, 403, 50013), PermanentError),
        (http_error(discord.NotFound, 404, 10008), TargetNotFound),
        (http_error(discord.DiscordServerError, 503), TransientError),
        (http_error(discord.HTTPException, 429, headers={"Retry-After": "2"}), TransientError),
        (http_error(discord.HTTPException, 400, 50035), PermanentError),
        (discord.RateLimited(42.0), TransientError),
        (aiohttp.ClientConnectionError("reset"), TransientError),
        (TimeoutError(), TransientError),
        (discord.ClientException("bad argument"), PermanentError),
    ],
)
def test_discord_errors_map_onto_the_outbox_kinds(error: BaseException, expected: type) -> None:
    assert type(translate(error)) is expected


def test_retry_after_prefers_the_precise_header() -> None:
    precise = http_error(
        discord.HTTPException, 429, headers={"Retry-After": "1", "X-RateLimit-Reset-After": "0.25"}
    )
    assert translate(precise).retry_after == 0.25  # type: ignore[attr-defined]
    assert translate(discord.RateLimited(42.0)).retry_after == 42.0  # type: ignore[attr-defined]


def test_payload_to_send_arguments() -> None:
    payload = message(
        "<@1> <@2> @everyone",
        users=[2],
        roles=[9],
        files=[("Hand.xlsx", b"PK")],
        nonce="n1",
        accept={"match_id": 7, "label": "Принять"},
    )
    kwargs = message_kwargs(payload)
    am = kwargs["allowed_mentions"].to_dict()
    assert am == {"parse": [], "users": [2], "roles": [9]}  # only whom the judge means; no @everyone
    assert kwargs["allowed_mentions"].replied_user is False
    assert kwargs["nonce"] == "n1" and kwargs["content"] == "<@1> <@2> @everyone"
    [file] = kwargs["files"]
    assert file.filename == "Hand.xlsx" and file.fp.read() == b"PK"
    [button] = kwargs["view"].children
    assert button.custom_id == "tj:accept:7" and button.item.label == "Принять"
    assert "embeds" not in kwargs


def test_a_long_table_is_an_embed_and_an_edit_clears_what_is_gone() -> None:
    long = table_payload("x" * 2500, message_ref="table")
    kwargs = message_kwargs(long, edit=True)
    assert kwargs["content"] is None and kwargs["embeds"][0].description == "x" * 2500
    short = message_kwargs(table_payload("short", message_ref="table"), edit=True)
    assert short["content"] == "short" and short["embeds"] == []  # the embed of a long table goes away
    assert "nonce" not in short and "files" not in short

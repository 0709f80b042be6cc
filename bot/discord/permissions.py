"""What the bot needs from a server, written once: the invite (``tablejudge invite``) asks for it and
``/check-setup`` checks it in the chosen match channel or forum, saying what is missing in words."""

from __future__ import annotations

import discord

SCOPES = ("bot", "applications.commands")

# Permission flag (discord.Permissions attribute) -> what it is for (the Fluent key's tail).
NEEDED: dict[str, str] = {
    "view_channel": "view_channel",
    "send_messages": "send_messages",
    "send_messages_in_threads": "send_messages_in_threads",
    "create_public_threads": "create_public_threads",
    "read_message_history": "read_message_history",
    "embed_links": "embed_links",
    "attach_files": "attach_files",
    "manage_messages": "manage_messages",  # pins the table in the match thread
}

# Gateway intents: (name, privileged). Message content must be switched on in the developer portal.
INTENTS: tuple[tuple[str, bool], ...] = (
    ("guilds", False),
    ("guild_messages", False),
    ("dm_messages", False),
    ("message_content", True),
)


def permissions() -> discord.Permissions:
    return discord.Permissions(**dict.fromkeys(NEEDED, True))


def invite_url(client_id: int) -> str:
    return discord.utils.oauth_url(client_id, permissions=permissions(), scopes=SCOPES)


def missing(have: discord.Permissions) -> list[str]:
    """The needed permissions ``have`` lacks (their flag names, in the order of :data:`NEEDED`)."""
    return [name for name in NEEDED if not getattr(have, name)]


def invite_text(client_id: int) -> str:
    """What ``tablejudge invite`` prints: the URL, then exactly what it asks for and why."""
    lines = [
        invite_url(client_id),
        "",
        f"scopes: {' '.join(SCOPES)}",
        f"permissions ({permissions().value}): " + ", ".join(NEEDED),
        "intents: "
        + ", ".join(
            f"{n}{' (privileged: Developer Portal → Bot → Message Content Intent)' if p else ''}"
            for n, p in INTENTS
        ),
    ]
    return "\n".join(lines)

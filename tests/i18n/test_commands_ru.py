"""Every slash command, option, description and choice the bot itself declares has a Russian text
(bot/locales/*/command-*.ftl), as a Russian Discord client shows it. What a game declares in its GameInfo
(its group name, setup option names and choices) is the game's to translate."""

from __future__ import annotations

from typing import Any

from bot.config import Settings
from bot.discord.app import create_bot
from bot.discord.texts import CommandTranslator
from bot.judge.games import game_names, load_game
from bot.store import Store


def _game_declared() -> set[str]:
    names: set[str] = set()
    for name in game_names():
        names.add(name)
        for option in load_game(name).info.options:
            names.add(option.name)
            names.update(option.choices)
    return names


async def test_every_command_text_of_the_bot_reads_in_russian() -> None:
    bot = create_bot(
        Settings(discord_token="x", database_url="sqlite:///:memory:"), store=Store("sqlite:///:memory:")
    )
    game_declared = _game_declared()
    missing: list[str] = []

    def check(payload: dict[str, Any], path: str) -> None:
        if payload["name"] not in game_declared and "ru" not in (payload.get("name_localizations") or {}):
            missing.append(f"{path}: name {payload['name']!r}")
        description = payload.get("description")
        if description and "ru" not in (payload.get("description_localizations") or {}):
            missing.append(f"{path}: description {description!r}")
        for choice in payload.get("choices") or []:
            if choice["name"] not in game_declared and "ru" not in (choice.get("name_localizations") or {}):
                missing.append(f"{path}: choice {choice['name']!r}")
        for option in payload.get("options") or []:
            check(option, f"{path} {option['name']}")

    for command in bot.tree.get_commands():
        check(await command.get_translated_payload(bot.tree, CommandTranslator()), f"/{command.name}")
    assert not missing, "\n".join(missing)

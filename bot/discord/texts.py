"""The Discord adapter's own words and the Russian names of its slash commands.

The texts live in ``bot/locales/<lang>/discord.ftl`` (``discord-…``), the slash commands' names in
``command-names.ftl`` (``cmd-<english name>``) and their descriptions and choice names in
``command-texts.ftl`` (``desc-<english text as a slug>``). :class:`CommandTranslator` applies them when the
command tree is synced, so every name stays English in code.
"""

from __future__ import annotations

import re

import discord
from discord import app_commands

from bot.i18n import messages, sayer

say = sayer("discord-")


def slug(text: str) -> str:
    """``Register for a tournament`` -> ``register-for-a-tournament`` (a Fluent message id)."""
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:70].rstrip("-")


def russian(text: str, *, name: bool) -> str | None:
    """The Russian command/option name (``name=True``) or description/choice name of an English text."""
    key = ("cmd-" if name else "desc-") + slug(text)
    return messages()(key, "ru") if messages().has(key, "ru") else None


_NAME_LOCATIONS = {
    app_commands.TranslationContextLocation.command_name,
    app_commands.TranslationContextLocation.group_name,
    app_commands.TranslationContextLocation.parameter_name,
}


class CommandTranslator(app_commands.Translator):
    """Russian names and descriptions for the slash commands (other locales fall back to English)."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        if locale is not discord.Locale.russian:
            return None
        if string.extras.get("ru"):  # a game's own Russian text (its GameInfo)
            return str(string.extras["ru"])
        return russian(string.message, name=context.location in _NAME_LOCATIONS)

"""A tournament's table settings (issue 29): the variant and the setup options a game declares in its
:class:`~cards.core.GameInfo`, chosen once at ``/tournament create``, checked against the game (names, types,
ranges, choices, seat counts; the game itself then sets a probe table up with them), stored with the
tournament and given to every match and pod it creates. Nothing here names a game."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.i18n import say
from cards.core import Game


@dataclass(frozen=True, slots=True)
class TableSettings:
    """The variant (a real variant of the game, or None) and the chosen options, coerced."""

    variant: str | None
    options: dict[str, Any]

    def setup(self) -> dict[str, Any]:
        """What a match's setup starts from: the options, and the variant when there is one."""
        return {**self.options, **({"variant": self.variant} if self.variant else {})}


def settle(game: Game, variant: str | None, given: Mapping[str, Any] | None, seats: int) -> TableSettings:
    """The settings checked against the game: an unknown variant or option, a value of the wrong type or
    out of range, a seat count the game does not play, or a table the game itself refuses to set up
    raises ValueError saying why (in the game's words where it gives them)."""
    info = game.info
    info.check_seats(seats)
    wanted = dict(given or {})
    try:
        chosen = info.variant(variant) if variant else None
        options = wanted
    except ValueError:  # not a variant: perhaps a ruleset option's choice (FoW's "7.0" is cr=7.0)
        chosen = None
        options = info.variant_options(variant, wanted)
    unknown = sorted(set(options) - {o.name for o in info.options})
    if unknown:
        known = ", ".join(o.name for o in info.options) or "-"
        raise ValueError(f"{game.name} has no option {', '.join(unknown)} (options: {known})")
    coerced = {o.name: o.coerce(options[o.name]) for o in info.options if o.name in options}
    settings = TableSettings(chosen.name if chosen is not None else None, coerced)
    probe = {**settings.setup(), "players": [{"name": chr(65 + i)} for i in range(seats)]}
    game.new_match(probe, random.Random(0))  # the game's own refusal of this table
    return settings


def describe(game: Game | None, settings: TableSettings, lang: str) -> str:
    """``Variant · Title: value · …`` in the reader's language (the options' titles from GameInfo)."""
    parts: list[str] = []
    if game is not None and settings.variant:
        found = next((v for v in game.info.variants if v.name == settings.variant), None)
        parts.append(found.title(lang) if found is not None else settings.variant)
    elif settings.variant:
        parts.append(settings.variant)
    titles = {o.name: o.title(lang) for o in game.info.options} if game is not None else {}
    for name, value in settings.options.items():
        shown = _value(value, lang)
        parts.append(f"{_short(titles.get(name, name))}: {shown}")
    return " · ".join(parts)


def _short(title: str) -> str:
    """An option's title without its rule reference and explanation: "Rules version (F-OPT-1)" → "Rules
    version"; "Draw pile: one shared, or…" → "Draw pile"."""
    return title.split(" (")[0].split(":")[0].strip() or title


def _value(value: Any, lang: str) -> str:
    if isinstance(value, bool):
        return say("tourtable-", "yes" if value else "no", lang)
    return str(value)


def settings_line(game: Game | None, record: Any, lang: str) -> str:
    """The line the announcement and the standings show: the tournament's variant and options."""
    settings = TableSettings(record.variant, dict(record.options or {}))
    if not settings.variant and not settings.options:
        return say("tourtable-", "defaults", lang)
    return say("tourtable-", "settings", lang, settings=describe(game, settings, lang))

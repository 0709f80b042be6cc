"""Settings from the environment, an optional TOML file and an optional ``.env`` file.

Precedence: environment > ``.env`` > TOML > defaults. The TOML file is ``$TABLEJUDGE_CONFIG`` or
``./tablejudge.toml``; keys are the lower-case names (``database_url = "..."``), optionally under a
``[tablejudge]`` table. DISCORD_API_BASE / DISCORD_GATEWAY_URL point the bot at another
Discord-compatible server (a test fake, Spacebar).
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

DEFAULT_API_BASE = "https://discord.com/api/v10"
DEFAULT_GATEWAY_URL = "wss://gateway.discord.gg/"

_KEYS = {
    "DISCORD_TOKEN": "discord_token",
    "DATABASE_URL": "database_url",
    "DISCORD_API_BASE": "discord_api_base",
    "DISCORD_GATEWAY_URL": "discord_gateway_url",
    "TABLEJUDGE_LANGUAGE": "default_language",
    "TABLEJUDGE_DEADLINE_HOURS": "default_deadline_hours",
    "DISCORD_GUILD_ID": "discord_guild_id",
    "TABLEJUDGE_REMINDER_MINUTES": "reminder_minutes",
}


def default_database_url(env: Mapping[str, str] | None = None) -> str:
    """A SQLite file under $XDG_DATA_HOME (default ~/.local/share)/tablejudge/."""
    env = os.environ if env is None else env
    base = Path(env.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return f"sqlite:///{base / 'tablejudge' / 'tablejudge.db'}"


@dataclass(frozen=True)
class Settings:
    discord_token: str | None = None
    database_url: str = ""
    discord_api_base: str = DEFAULT_API_BASE
    discord_gateway_url: str = DEFAULT_GATEWAY_URL
    default_language: str = "en"
    default_deadline_hours: int = 72
    discord_guild_id: int | None = None  # sync slash commands to this guild only (instant; for testing)
    reminder_minutes: float = 5.0  # how often the bot checks reminders and deadlines

    def redacted(self) -> dict[str, object]:
        """For logs: everything but the token."""
        return {**self.__dict__, "discord_token": "***" if self.discord_token else None}


def _read_dotenv(path: Path) -> dict[str, str]:
    values: dict[str, str] = {}
    if not path.is_file():
        return values
    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        key, _, value = line.removeprefix("export ").partition("=")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        values[key.strip()] = value
    return values


def _read_toml(path: Path) -> dict[str, str]:
    if not path.is_file():
        return {}
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    data = data.get("tablejudge", data)
    fields = set(_KEYS.values())
    return {k: str(v) for k, v in data.items() if k in fields}


def load_settings(
    env: Mapping[str, str] | None = None, *, config_file: Path | None = None, dotenv: Path | None = None
) -> Settings:
    env = os.environ if env is None else env
    toml_path = config_file or Path(env.get("TABLEJUDGE_CONFIG", "tablejudge.toml"))
    merged: dict[str, str] = dict(_read_toml(toml_path))
    for source in (_read_dotenv(dotenv or Path(".env")), env):
        for key, field_name in _KEYS.items():
            if source.get(key):
                merged[field_name] = source[key]
    language = merged.get("default_language", "en")
    if language not in ("en", "ru"):
        raise ValueError(f"TABLEJUDGE_LANGUAGE must be en or ru, not {language!r}")
    return Settings(
        discord_token=merged.get("discord_token") or None,
        database_url=merged.get("database_url") or default_database_url(env),
        discord_api_base=merged.get("discord_api_base", DEFAULT_API_BASE),
        discord_gateway_url=merged.get("discord_gateway_url", DEFAULT_GATEWAY_URL),
        default_language=language,
        default_deadline_hours=int(merged.get("default_deadline_hours", 72)),
        discord_guild_id=int(merged["discord_guild_id"]) if merged.get("discord_guild_id") else None,
        reminder_minutes=float(merged.get("reminder_minutes", 5.0)),
    )

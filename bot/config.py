"""Settings from the environment, an optional TOML file and an optional ``.env`` file.

Precedence: environment > ``.env`` > TOML > defaults. The TOML file is ``$TABLEJUDGE_CONFIG`` or
``./tablejudge.toml``; keys are the lower-case names (``database_url = "..."``), optionally under a
``[tablejudge]`` table. DISCORD_API_BASE / DISCORD_GATEWAY_URL point the bot at another
Discord-compatible server (a test fake, Spacebar).
"""

from __future__ import annotations

import importlib.util
import os
import re
import tomllib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

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
        """For logs: everything but the token and the database password."""
        return {
            **self.__dict__,
            "discord_token": "***" if self.discord_token else None,
            "database_url": redact_url(self.database_url),
        }


def redact_url(url: str) -> str:
    """``postgresql://judge:secret@host/db`` -> ``postgresql://judge:***@host/db``."""
    return re.sub(r"^([a-z][a-z0-9+.-]*://[^:/@]*):[^/]*@", r"\1:***@", url, flags=re.IGNORECASE)


def check_database_url(url: str, name: str = "DATABASE_URL") -> str:
    """A URL the store can open, or a ValueError naming the variable (and the extra to install)."""
    from sqlalchemy.engine import make_url
    from sqlalchemy.exc import ArgumentError

    try:
        parsed = make_url(url)
    except ArgumentError:
        raise ValueError(
            f"{name} is not a database URL: {redact_url(url)!r} "
            "(expected sqlite:///path/to/file.db or postgresql://user:password@host/db)"
        ) from None
    backend = parsed.get_backend_name()
    if backend == "postgresql":
        if importlib.util.find_spec("psycopg") is None:
            raise ValueError(
                f"{name} points to PostgreSQL, but its driver is not installed: "
                "pip install 'tablejudge[postgres]' (the postgres extra)"
            )
    elif backend != "sqlite":
        raise ValueError(
            f"{name}: only sqlite:// and postgresql:// databases are supported, not {backend}://"
        )
    return url


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
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ValueError(f"the config file {path} is not valid TOML: {exc}") from None
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
    guild = merged.get("discord_guild_id")
    for key in ("discord_api_base", "discord_gateway_url"):
        value = merged.get(key)
        if value is not None and not re.match(r"^(https?|wss?)://[^\s/]+", value):
            raise ValueError(f"{_VARIABLE[key]} must be an http(s):// or ws(s):// URL, not {value!r}")
    return Settings(
        discord_token=merged.get("discord_token") or None,
        database_url=check_database_url(merged.get("database_url") or default_database_url(env)),
        discord_api_base=merged.get("discord_api_base", DEFAULT_API_BASE),
        discord_gateway_url=merged.get("discord_gateway_url", DEFAULT_GATEWAY_URL),
        default_language=language,
        default_deadline_hours=_number(merged, "default_deadline_hours", int, 72, 1, 720),
        discord_guild_id=_number(merged, "discord_guild_id", int, 0, 1, 2**63 - 1) if guild else None,
        reminder_minutes=_number(merged, "reminder_minutes", float, 5.0, 0.05, 24 * 60),
    )


_VARIABLE = {field_name: key for key, field_name in _KEYS.items()}


def _number(
    merged: Mapping[str, str],
    field_name: str,
    kind: Callable[[str], float],
    default: float,
    low: float,
    high: float,
) -> Any:
    """A numeric setting, or a ValueError naming its variable and the range it must be in."""
    raw = merged.get(field_name)
    if raw is None:
        return default
    word = "a whole number" if kind is int else "a number"
    low, high = (int(low), int(high)) if kind is int else (low, high)
    try:
        value = kind(raw.strip())
    except ValueError:
        raise ValueError(
            f"{_VARIABLE[field_name]} must be {word} from {low} to {high}, not {raw!r}"
        ) from None
    if not low <= value <= high:
        raise ValueError(f"{_VARIABLE[field_name]} must be {word} from {low} to {high}, not {raw!r}")
    return value

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
    "TABLEJUDGE_SHARDS": "shard_count",
    "TABLEJUDGE_SHARD_IDS": "shard_ids",
    "TABLEJUDGE_IDENTIFY_DELAY": "identify_delay",
    "TABLEJUDGE_OUTBOX_POLL_SECONDS": "outbox_poll_seconds",
    "TABLEJUDGE_OUTBOX_LEASE_SECONDS": "outbox_lease_seconds",
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
    # Sharding (several processes over one PostgreSQL): this process runs shards ``shard_ids`` of
    # ``shard_count``. None: one process, all of Discord's recommended shards.
    shard_count: int | None = None
    shard_ids: tuple[int, ...] | None = None
    identify_delay: float = 5.0  # seconds between this process's shards' IDENTIFYs (Discord's pace)
    outbox_poll_seconds: float | None = None  # None: 1 s on PostgreSQL (other processes' items), else idle
    outbox_lease_seconds: float = 60.0  # a claimed outbox item is retried by others after this long

    def owns_guild(self, guild_id: int | None) -> bool:
        """Whether this process's shards carry ``guild_id`` (Discord's rule: (id >> 22) % shard count)."""
        if guild_id is None or self.shard_count is None or self.shard_ids is None:
            return True
        return (guild_id >> 22) % self.shard_count in self.shard_ids

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


# read elsewhere, but ours: not misspellings
OTHER_VARIABLES = frozenset({"TABLEJUDGE_CONFIG", "TABLEJUDGE_EXTRA_GAMES"})


def _unknown(key: str, known: set[str], where: str) -> ValueError:
    """A misspelt or unknown setting names itself, where it is, and the nearest known name (issue 24)."""
    import difflib

    near = difflib.get_close_matches(key.lower(), [k.lower() for k in known], n=1, cutoff=0.6)
    hint = ""
    if near:
        hint = "; did you mean " + next(k for k in sorted(known) if k.lower() == near[0]) + "?"
    return ValueError(f"unknown setting {key!r} in {where}{hint} (known: {', '.join(sorted(known))})")


def _read_toml(path: Path) -> dict[str, str]:
    if not path.is_file():
        return {}
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ValueError(f"the config file {path} is not valid TOML: {exc}") from None
    data = data.get("tablejudge", data)
    fields = set(_KEYS.values())
    for key in data:
        if key not in fields:  # a misspelt key was silently ignored before
            raise _unknown(key, fields, f"the config file {path}")
    return {k: str(v) for k, v in data.items()}


def _check_variables(source: Mapping[str, str], where: str) -> None:
    """``TABLEJUDGE_*`` variables are ours: one we do not know is a misspelling, not someone else's."""
    known = set(_KEYS) | OTHER_VARIABLES
    for key in source:
        if key.startswith("TABLEJUDGE_") and key not in known:
            raise _unknown(key, {k for k in known if k.startswith("TABLEJUDGE_")}, where)


def parse_shards(count: str | int | None, ids: str | None) -> tuple[int | None, tuple[int, ...] | None]:
    """``--shards N --shard-ids 0,2``: validated; ids default to every shard, ids need a count."""
    if count in (None, ""):
        if ids:
            raise ValueError("TABLEJUDGE_SHARD_IDS (--shard-ids) needs TABLEJUDGE_SHARDS (--shards)")
        return None, None
    try:
        n = int(count)
        chosen = tuple(int(i) for i in ids.replace(" ", "").split(",") if i) if ids else tuple(range(n))
    except ValueError:
        raise ValueError(
            f"shards must be a number and shard ids a comma-separated list, not {count!r}, {ids!r}"
        ) from None
    if n < 1:
        raise ValueError(f"TABLEJUDGE_SHARDS (--shards) must be at least 1, not {n}")
    bad = [i for i in chosen if not 0 <= i < n]
    if bad or not chosen or len(set(chosen)) != len(chosen):
        raise ValueError(f"shard ids must be distinct numbers from 0 to {n - 1}, not {ids!r}")
    return n, tuple(sorted(chosen))


def load_settings(
    env: Mapping[str, str] | None = None, *, config_file: Path | None = None, dotenv: Path | None = None
) -> Settings:
    env = os.environ if env is None else env
    toml_path = config_file or Path(env.get("TABLEJUDGE_CONFIG", "tablejudge.toml"))
    merged: dict[str, str] = dict(_read_toml(toml_path))
    dotenv_path = dotenv or Path(".env")
    for source, where in ((_read_dotenv(dotenv_path), str(dotenv_path)), (env, "the environment")):
        _check_variables(source, where)
        for key, field_name in _KEYS.items():
            if source.get(key):
                merged[field_name] = source[key]
    shard_count, shard_ids = parse_shards(merged.get("shard_count"), merged.get("shard_ids"))
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
        shard_count=shard_count,
        shard_ids=shard_ids,
        identify_delay=_number(merged, "identify_delay", float, 5.0, 0.0, 60.0),
        outbox_poll_seconds=_number(merged, "outbox_poll_seconds", float, 0.0, 0.01, 3600.0)
        if merged.get("outbox_poll_seconds")
        else None,
        outbox_lease_seconds=_number(merged, "outbox_lease_seconds", float, 60.0, 1.0, 86400.0),
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

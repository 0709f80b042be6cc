"""Issue 24: honest start-up. The database unreachable: bounded retries, then one line and exit 1; a
database that cannot be opened is named as the database (a bad SQLite path is not "cannot reach
Discord"); a misspelt or unknown setting stops the start with exit 2, naming it and the nearest name."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from bot.cli import main
from bot.store import health
from tests.cli.test_cli_errors import _env, one_line


def test_a_sqlite_file_that_cannot_be_made_is_a_database_error_not_discord(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a directory", encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "bot", "run"],
        cwd=tmp_path,
        env=_env(
            tmp_path,
            DISCORD_TOKEN="not-a-token",
            DISCORD_API_BASE="http://127.0.0.1:9/api/v10",
            DATABASE_URL=f"sqlite:///{blocker / 'judge.db'}",
        ),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr
    last = done.stderr.strip().splitlines()[-1]
    assert last.startswith("tablejudge: cannot open the database sqlite:///"), last
    assert "Discord" not in last


def test_an_unreachable_postgresql_is_retried_a_few_times_then_exit_1(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    pytest.importorskip("psycopg")
    tries: list[float] = []
    real_open = health.Store

    def counting(*args: object, **kw: object) -> object:
        tries.append(0)
        return real_open(*args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(health, "Store", counting)
    monkeypatch.setattr(health, "FIRST_DELAY", 0.001)
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    monkeypatch.setenv("DISCORD_API_BASE", "http://127.0.0.1:9/api/v10")
    monkeypatch.setenv("DATABASE_URL", "postgresql://judge:secret@127.0.0.1:9/tablejudge")
    assert main(["run"]) == 1
    last = capsys.readouterr().err.strip().splitlines()[-1]
    assert last.startswith("tablejudge: cannot open the database postgresql"), last
    assert "secret" not in last and "Traceback" not in last
    assert len(tries) == health.ATTEMPTS  # bounded: not a restart loop


@pytest.mark.parametrize(
    ("where", "key", "suggestion"),
    [
        ("toml", "databse_url", "did you mean database_url?"),
        ("env", "TABLEJUDGE_SHARD", "did you mean TABLEJUDGE_SHARDS?"),
        ("dotenv", "TABLEJUDGE_REMINDER_MINUTE", "did you mean TABLEJUDGE_REMINDER_MINUTES?"),
        ("toml", "colour", "unknown setting 'colour'"),
    ],
)
def test_a_misspelt_setting_stops_the_start_naming_it(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    where: str,
    key: str,
    suggestion: str,
) -> None:
    """Before: silently ignored (a misspelt database_url quietly used the default database)."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    if where == "toml":
        (tmp_path / "tablejudge.toml").write_text(f'{key} = "sqlite:///x.db"\n', encoding="utf-8")
    elif where == "dotenv":
        (tmp_path / ".env").write_text(f"{key}=3\n", encoding="utf-8")
    else:
        monkeypatch.setenv(key, "2")
    assert main(["run"]) == 2
    line = one_line(capsys.readouterr().err)
    assert repr(key) in line and suggestion in line

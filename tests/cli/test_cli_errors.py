"""Every wrong input to the command line is one line on stderr and a documented exit status (issue 10).

0 done, 1 could not finish (network, database), 2 bad input, 3 a refused scenario post; never a traceback.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.cli import EXIT_STATUSES, build_parser, main
from bot.config import Settings, load_settings, redact_url

ROOT = Path(__file__).resolve().parents[2]
BASE = {
    "game": "gwent",
    "players": [
        {"name": "Alice", "faction": "northern_realms", "hand": ["Ves", "Thaler"]},
        {"name": "Bob", "faction": "nilfgaard", "hand": ["Albrich"]},
    ],
    "moves": [{"player": "Alice", "post": "Ves"}],
}


def one_line(err: str) -> str:
    """The whole of stderr: exactly one line, and no traceback."""
    assert "Traceback" not in err, err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    return lines[0]


def scenario(tmp_path: Path, spec: object, capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    path = tmp_path / "s.json"
    path.write_text(spec if isinstance(spec, str) else json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    code = main(["scenario", str(path), *args])
    return code, capsys.readouterr().err


def changed(**top: object) -> dict:
    spec = json.loads(json.dumps(BASE))
    spec.update(top)
    return spec


def with_player(**keys: object) -> dict:
    spec = json.loads(json.dumps(BASE))
    spec["players"][0].update(keys)
    return spec


@pytest.mark.parametrize(
    "spec,expected",
    [
        (changed(moves="pass"), "moves: expected a list, got a string"),
        ([BASE], "one JSON object (a scenario), not a list"),
        (with_player(hand="Scorch"), "players[0].hand: expected a list, got a string"),
        (with_player(faction="Elves"), "players[0].faction: Unknown faction"),
        (with_player(lives="2"), "players[0].lives: expected a whole number, got a string"),
        (with_player(passed=1), "players[0].passed: expected true or false"),
        (changed(seed=2**70), "seed: must be between 0 and"),
        (changed(round=7), "round: must be between 1 and 3"),
        (changed(movez=[]), "'movez': unknown key (did you mean 'moves'?)"),
        (with_player(hnd=["Ves"]), "players[0].'hnd': unknown key (did you mean 'hand'?)"),
        (changed(moves=[{"player": "Alice", "post": "Ves", "when": 1}]), "moves[0].'when': unknown key"),
        (
            changed(moves=[{"player": "Alice", "post": "x" * 50_000}]),
            "moves[0].post: at most 2000 characters",
        ),
        (with_player(deck=["Ves"] * 5000), "players[0].deck: at most 300 entries, got 5000"),
        (changed(players=[BASE["players"][0]]), "players: Gwent needs exactly 2 players, got 1"),
        (changed(spreadsheet="nowhere.xlsx"), "spreadsheet: no file"),
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
        ("{'players': []}", "not valid JSON"),
    ],
    ids=lambda v: v if isinstance(v, str) and len(v) < 60 else None,
)
def test_a_wrong_scenario_file_is_one_line_and_status_2(tmp_path, capsys, spec, expected):
    """Issue 10: wrong types, a top-level list, a string where a list goes, unknown keys by name, sizes."""
    code, err = scenario(tmp_path, spec, capsys)
    line = one_line(err)
    assert code == 2 and expected in line, line
    assert len(line) < 400  # a huge value is never echoed whole


def test_a_refused_post_is_status_3_and_a_good_file_status_0(tmp_path, capsys):
    assert scenario(tmp_path, BASE, capsys)[0] == 0
    code, err = scenario(tmp_path, changed(moves=[{"player": "Alice", "post": "Geralt"}]), capsys)
    assert code == 3 and err == ""


@pytest.mark.parametrize("view", ["alice", "ALICE", "Judge", "PUBLIC"])
def test_view_is_case_insensitive(tmp_path, capsys, view):
    path = tmp_path / "s.json"
    path.write_text(json.dumps(BASE), encoding="utf-8")
    assert main(["scenario", str(path), "--view", view]) == 0
    out = json.loads(capsys.readouterr().out)
    assert ("hand" in out["players"][0]) == (view.lower() in ("alice", "judge"))


def test_unknown_view_is_one_line(tmp_path, capsys):
    code, err = scenario(tmp_path, BASE, capsys, "--view", "Carol")
    assert code == 2 and "--view: no player named 'Carol'" in one_line(err)


@pytest.mark.parametrize(
    "argv,expected",
    [
        (["demo", "--seed", str(2**64)], "--seed: must be from 0 to 9223372036854775807"),
        (["demo", "--seed", "-1"], "--seed: must be from 0"),
        (["demo", "--seed", "seven"], "--seed: not a whole number"),
        (["demo", "--lang", "de"], "argument --lang: invalid choice"),
        (["bogus"], "invalid choice: 'bogus'"),
        (["scenario"], "the following arguments are required: file"),
    ],
)
def test_a_wrong_option_is_one_line_and_status_2(capsys, argv, expected):
    with pytest.raises(SystemExit) as done:
        main(argv)
    assert done.value.code == 2
    assert expected in one_line(capsys.readouterr().err)


def test_help_describes_every_option_and_the_exit_statuses(capsys):
    """--help: each command and option has a description; the exit statuses and settings are listed."""
    parser = build_parser()
    subparsers = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    for name, sub in subparsers.choices.items():
        for action in sub._actions:
            assert action.help, f"{name} {action.option_strings or action.dest} has no help"
        assert sub.epilog == EXIT_STATUSES
    for status in ("0  done", "2  bad input", "3  a scenario post was refused", "tablejudge[postgres]"):
        assert status in EXIT_STATUSES
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0 and "exit status:" in capsys.readouterr().out


def test_version(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0 and capsys.readouterr().out.startswith("tablejudge ")


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(tmp_path), "PYTHONPATH": str(ROOT)}
    env.update(extra)
    return env


def test_a_closed_pipe_is_not_an_error(tmp_path):
    """`tablejudge demo | head -1`: the reader goes away; no traceback, status 0."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "bot", "demo", "--seed", "2"],
        cwd=tmp_path,
        env=_env(tmp_path),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert proc.stdout is not None and proc.stderr is not None
    proc.stdout.readline()
    proc.stdout.close()
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=60) == 0 and "Traceback" not in err and "BrokenPipe" not in err, err


def test_run_without_network_is_one_line_and_status_1(tmp_path):
    """No network: the last line says Discord cannot be reached; no traceback."""
    done = subprocess.run(
        [sys.executable, "-m", "bot", "run"],
        cwd=tmp_path,
        env=_env(
            tmp_path,
            DISCORD_TOKEN="not-a-token",
            DISCORD_API_BASE="http://127.0.0.1:9/api/v10",
            DATABASE_URL=f"sqlite:///{tmp_path / 'judge.db'}",
        ),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 1, done.stderr
    assert "Traceback" not in done.stderr
    assert (
        done.stderr.strip()
        .splitlines()[-1]
        .startswith("tablejudge: cannot reach Discord at http://127.0.0.1:9")
    )


@pytest.mark.parametrize(
    "env,expected",
    [
        ({"DATABASE_URL": "not a url"}, "DATABASE_URL is not a database URL"),
        ({"DATABASE_URL": "mysql://u@h/db"}, "DATABASE_URL: only sqlite:// and postgresql://"),
        ({"TABLEJUDGE_DEADLINE_HOURS": "three days"}, "TABLEJUDGE_DEADLINE_HOURS must be a whole number"),
        ({"TABLEJUDGE_REMINDER_MINUTES": "0"}, "TABLEJUDGE_REMINDER_MINUTES must be a number from 0.05"),
        ({"DISCORD_GUILD_ID": "my server"}, "DISCORD_GUILD_ID must be a whole number"),
        ({"TABLEJUDGE_LANGUAGE": "de"}, "TABLEJUDGE_LANGUAGE must be en or ru"),
        ({"DISCORD_API_BASE": "discord.com"}, "DISCORD_API_BASE must be an http(s):// or ws(s):// URL"),
    ],
)
def test_a_malformed_setting_names_its_variable(tmp_path, monkeypatch, capsys, env, expected):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    for key, value in env.items():
        monkeypatch.setenv(key, value)
    assert main(["run"]) == 2
    assert expected in one_line(capsys.readouterr().err)


def test_a_postgres_url_without_the_extra_names_the_extra(tmp_path, monkeypatch, capsys):
    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "psycopg" else real(name, *a)
    )
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    monkeypatch.setenv("DATABASE_URL", "postgresql://judge:secret@db.example/tablejudge")
    assert main(["run"]) == 2
    line = one_line(capsys.readouterr().err)
    assert "pip install 'tablejudge[postgres]'" in line and "secret" not in line


def test_a_broken_config_file_names_the_file(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "tablejudge.toml").write_text("database_url = \n", encoding="utf-8")
    assert main(["run"]) == 2
    assert "tablejudge.toml is not valid TOML" in one_line(capsys.readouterr().err)


def test_the_start_up_log_hides_the_database_password():
    settings = load_settings(
        {"DATABASE_URL": "postgresql://judge:s3:cr@t@db.example:5432/tj"}, config_file=Path("-")
    )
    shown = str(settings.redacted())
    assert "s3:cr@t" not in shown and "postgresql://judge:***@db.example:5432/tj" in shown
    assert redact_url("sqlite:////var/lib/tj.db") == "sqlite:////var/lib/tj.db"
    assert "***" in str(Settings(discord_token="t").redacted())


def test_the_test_toy_game_is_not_offered_to_users(tmp_path):
    """Only the installed entry points are games: the tests' toy game is not one (issue 10)."""
    done = subprocess.run(
        [sys.executable, "-m", "bot", "demo", "--game", "toy"],
        cwd=tmp_path,
        env=_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    line = one_line(done.stderr)
    assert "'toy' is not available" in line and "toy" not in line.split("games:")[1]

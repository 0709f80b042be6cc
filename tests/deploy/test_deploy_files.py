"""Issue 24: the shipped deploy files start on a fresh clone. What runs here: ``systemd-analyze verify``
on the units (when systemd is installed) and each unit's command line with the unit's environment; the
Docker files are checked as text (no Docker daemon in CI here): the image copies only what a clone has
and runs ``tablejudge run``; no compose service installs the bot from a read-only mount."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
UNITS = ("tablejudge.service", "tablejudge-shards@.service")


def unit_lines(name: str) -> list[tuple[str, str, str]]:
    """(section, key, value) of a unit file."""
    section, out = "", []
    for raw in (DEPLOY / name).read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            section = line.strip("[]")
            continue
        key, _, value = line.partition("=")
        out.append((section, key, value))
    return out


@pytest.mark.parametrize("name", UNITS)
def test_systemd_accepts_every_key_of_the_unit(name: str, tmp_path: Path) -> None:
    """Before: StartLimitIntervalSec/StartLimitBurst sat under [Service], where systemd ignores them."""
    if shutil.which("systemd-analyze") is None:
        pytest.skip("systemd-analyze is not installed")
    text = (
        (DEPLOY / name)
        .read_text(encoding="utf-8")
        .replace("/opt/tablejudge/.venv/bin/tablejudge", shutil.which("true") or "/bin/true")
    )
    unit = tmp_path / name.replace("@", "@x")
    unit.write_text(text, encoding="utf-8")
    done = subprocess.run(
        ["systemd-analyze", "verify", str(unit)], capture_output=True, text=True, timeout=60
    )
    complaints = [line for line in done.stderr.splitlines() if "Unknown key" in line or "Invalid" in line]
    assert complaints == []


def test_the_unit_command_line_finds_a_writable_default_database(tmp_path: Path) -> None:
    """ProtectHome=true hides the home directory; with the unit's environment the default SQLite file
    must land in a path the unit may write (before: under ~, so the start failed). Run with the unit's
    Environment= lines (its paths moved under tmp), a home that cannot be used, and an unreachable
    Discord: it must get past the database and fail on Discord only."""
    lines = unit_lines("tablejudge.service")
    service = {k: v for s, k, v in lines if s == "Service"}
    assert "ProtectHome" in service and service["ExecStart"].endswith("tablejudge run")
    writable = service["ReadWritePaths"].split()
    env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)}
    for section, key, value in lines:
        if section == "Service" and key == "Environment":
            name, _, val = value.partition("=")
            env[name] = val
    data_home = env.get("XDG_DATA_HOME")
    assert data_home and any(data_home.startswith(p) for p in writable), "the default database is under ~"
    blocked = tmp_path / "protected-home"
    blocked.write_text("ProtectHome=true: not a directory anyone may use", encoding="utf-8")
    env |= {
        "HOME": str(blocked / "tablejudge"),
        "XDG_DATA_HOME": str(tmp_path / data_home.lstrip("/")),
        "DISCORD_TOKEN": "not-a-token",
        "DISCORD_API_BASE": "http://127.0.0.1:9/api/v10",
    }
    done = subprocess.run(
        [sys.executable, "-m", "bot", "run"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=900,  # a hang guard, not a speed check (a loaded machine took over 60 s to start it)
    )
    last = done.stderr.strip().splitlines()[-1]
    assert done.returncode == 1 and "cannot reach Discord" in last, done.stderr
    assert (tmp_path / data_home.lstrip("/") / "tablejudge" / "tablejudge.db").exists()


def test_the_dockerfile_copies_only_what_a_clone_has_and_runs_the_bot() -> None:
    text = (DEPLOY / "Dockerfile").read_text(encoding="utf-8")
    tracked = set(
        subprocess.run(
            ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout.split()
    )
    for line in re.findall(r"^COPY (.+)$", text, re.M):
        *sources, _ = line.split()
        for source in sources:
            assert any(t == source or t.startswith(source.rstrip("/") + "/") for t in tracked), source
    assert re.search(r'^CMD \["tablejudge", "run"\]$', text, re.M)


@pytest.mark.parametrize("name", ["compose.yaml", "docker-compose.shards.yml"])
def test_no_compose_service_installs_the_bot_from_a_read_only_mount(name: str) -> None:
    """Before: the shards file ran ``pip install /src[postgres]`` on a ``..:/src:ro`` mount, which fails
    on a fresh clone (pip builds in the source tree). Both files now build deploy/Dockerfile."""
    text = (DEPLOY / name).read_text(encoding="utf-8")
    assert "pip install" not in text
    assert "dockerfile: deploy/Dockerfile" in text
    assert not re.search(r":/\w+:ro", text)

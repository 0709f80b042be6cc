"""The import layers (DEVELOPERS.md: engines are pure, bot/ never names a game, discord.py stays in the
adapter) are checked by import-linter with the contracts in pyproject.toml. These tests prove the
check runs on this tree and that it FAILS on a forbidden import, in a throw-away copy of the layout."""

from __future__ import annotations

import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINT = shutil.which("lint-imports") or str(Path(sys.executable).with_name("lint-imports"))

pytestmark = pytest.mark.skipif(not Path(LINT).exists(), reason="import-linter is not installed (dev extra)")


def _lint(cwd: Path, config: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [LINT, str(config), "--no-cache"],
        cwd=cwd,
        env={"PYTHONPATH": str(cwd), "PATH": ""},
        capture_output=True,
        text=True,
        check=False,
    )


def _toy_tree(tmp_path: Path, extra: dict[str, str]) -> Path:
    """A minimal cards/ + bot/ layout under the real contracts, with ``extra`` files added."""
    files = {
        "cards/__init__.py": "",
        "cards/core.py": "",
        **{
            f"cards/{game}/__init__.py": "import cards.core\n"
            for game in ("gwent", "vanguard", "fow", "fate", "opponent")
        },
        "cards/kit/__init__.py": "import cards.core\n",
        "bot/__init__.py": "",
        "bot/judge/__init__.py": "import cards.core\n",
        "bot/discord/__init__.py": "import discord\n",
        "discord/__init__.py": "",
        **extra,
    }
    for name, text in files.items():
        path = tmp_path / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]
    lines = ["[importlinter]", "root_packages =", "    cards", "    bot", "include_external_packages = True"]
    for i, contract in enumerate(config["contracts"]):
        lines.append(f"[importlinter:contract:{i}]")
        for key, value in contract.items():
            if isinstance(value, list):
                lines.append(f"{key} =")
                lines += [f"    {v}" for v in value]
            else:
                lines.append(f"{key} = {value}")
    ini = tmp_path / "layers.ini"
    ini.write_text("\n".join(lines) + "\n")
    return ini


def test_layers_hold_on_this_tree() -> None:
    """The real tree keeps every contract (the same check .ci/run makes)."""
    done = subprocess.run(
        [LINT, "--no-cache"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        env={"PYTHONPATH": str(ROOT)},
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_toy_tree_keeps_the_contracts(tmp_path: Path) -> None:
    ini = _toy_tree(tmp_path, {})
    done = _lint(tmp_path, ini)
    assert done.returncode == 0, done.stdout + done.stderr


@pytest.mark.parametrize(
    ("path", "text", "contract"),
    [
        ("bot/judge/rules.py", "import cards.gwent\n", "bot never imports a game package"),
        ("cards/gwent/rules.py", "from bot import judge\n", "cards never imports bot"),
        ("bot/judge/chat.py", "import discord\n", "discord is imported only by bot.discord"),
        ("cards/kit/ability/__init__.py", "from cards.vanguard import words\n", "the kit never imports a game"),
        ("cards/kit/names.py", "import cards.opponent\n", "the kit never imports a game"),
    ],
)
def test_a_forbidden_import_fails_the_check(tmp_path: Path, path: str, text: str, contract: str) -> None:
    ini = _toy_tree(tmp_path, {path: text})
    done = _lint(tmp_path, ini)
    assert done.returncode != 0
    assert f"{contract} BROKEN" in done.stdout

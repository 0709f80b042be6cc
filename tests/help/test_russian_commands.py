"""Russian texts name the commands a Russian user sees (issue 29): `/принять`, `/рука`, `/ход`,
`/турнир запись`, never the English names Discord does not show him."""

from __future__ import annotations

import re
from pathlib import Path

from bot.i18n import messages

ROOT = Path(__file__).resolve().parents[2]
ENGLISH = {"accept", "hand", "play", "pass", "table", "tournament", "judge", "setup", "language", "help",
           "matches", "concede", "record", "gwent", "fow", "vanguard", "fate"}


def test_russian_texts_name_russian_commands() -> None:
    found = []
    for path in sorted((ROOT / "bot" / "locales" / "ru").glob("*.ftl")) + sorted(ROOT.glob("cards/*/locales/ru/*.ftl")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.startswith("#"):
                continue
            for name in re.findall(r"(?:`|\s)/([a-z]+)\b", line):
                if name in ENGLISH:
                    found.append(f"{path.relative_to(ROOT)}:{n}: /{name}")
    assert not found, found


def test_the_russian_names_used_are_registered_names() -> None:
    ru = messages()
    for english, russian in (("accept", "принять"), ("hand", "рука"), ("play", "ход"), ("register", "запись")):
        assert ru(f"cmd-{english}", "ru") == russian

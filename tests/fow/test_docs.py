"""docs/fow.md: every complete example post parses, and its canonical form reads back to the same move."""

from __future__ import annotations

import re
from pathlib import Path

from .helpers import TGAME, play, position

DOC = (Path(__file__).resolve().parents[2] / "docs" / "fow.md").read_text(encoding="utf-8")


def _examples(section: str) -> list[str]:
    out = []
    for row in section.split("\n"):
        if row.startswith("| `"):
            out += [e for e in re.findall(r"`([^`]+)`", "|".join(row.split("|")[1:3])) if "…" not in e]
    return out


def _state():
    s = position([
        {"name": "Alice", "ruler": "Melgis, the Flame King",
         "field": ["Fire Magic Stone"] * 4 + ["Light Magic Stone"] * 6 + [
             {"name": n, "since_turn": 1} for n in ("Lancelot, the Knight of Mad Demon", "Dragoon of Certo",
                                                    "Veteran Master", "Galahad, the Son of the God",
                                                    "Guinevere, the Jealous Queen")],
         "hand": ["Temple Monk", "Demonflame", "Order of Sacred Queen", "Justice of God's Sword", "Rukh Egg"],
         "standby": ["Justice of God's Sword"], "deck": ["Rukh Egg"] * 5},
        {"name": "Bob", "field": [{"name": "Temple Monk", "rested": True}]}], turn=5)
    s, _ = play(s, 0, "play Rukh Egg pay fire")  # something on the chase for "cancel 1"
    return s


def test_post_examples_parse_and_round_trip():
    s = _state()
    head, rest = DOC.split("## Declared effects")
    effects, answers = rest.split("## Answers")
    posts = [p for p in _examples(head + answers) if not p.startswith(("deck ruler", "block", "play Order"))]
    posts += ["activate Lancelot, the Knight of Mad Demon: " + e.replace("<condition>", "it is day")
              .replace("<text for the judge>", "hi").replace("<условие>", "день").replace("<текст>", "привет")
              for e in _examples(effects)]
    assert len(posts) > 50
    for post in posts:
        action = TGAME.parse(s, 0, post)
        assert TGAME.parse(s, 0, TGAME.canonical(s, 0, action)) == action, post

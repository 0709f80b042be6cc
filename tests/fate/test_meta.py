"""Every rule the engine enforces has a test that cites it (docs/fate_rules.md)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENFORCED_AREAS = ("SET", "STATE", "ACT", "TURN", "BTLP", "COST", "CS", "EFF", "WIN", "CARD", "OVR")
# Rules with nothing to enforce, and why.
NOT_ENFORCED = {
    "FA-SET-5": "no engine effect by default (a host notes a penalty as a declared modifier)",
    "FA-OVR-3": "overview; the rotation rules FA-ACT-* are tested",
    "FA-OVR-5": "players publish card text; the table shows it",
    "FA-CARD-1": "stats = Heroic Spirit + Class + modifiers: every damage test uses it",
}


def _rules() -> list[str]:
    text = (ROOT / "docs" / "fate_rules.md").read_text(encoding="utf-8")
    ids = re.findall(r"\*\*(FA-([A-Z]+)-\d+)\*\*", text)
    return [rule for rule, area in ids if area in ENFORCED_AREAS and "(retired)" not in rule]


def _cited() -> set[str]:
    cited: set[str] = set()
    for path in (ROOT / "tests" / "fate").glob("test_*.py"):
        text = path.read_text(encoding="utf-8")
        cited.update(re.findall(r"FA-[A-Z]+-\d+", text))
        for area, a, b in re.findall(r"FA-([A-Z]+)-(\d+)\.\.(\d+)", text):
            cited.update(f"FA-{area}-{i}" for i in range(int(a), int(b) + 1))
    return cited


def test_rules_copy_matches_the_spec_ids():
    assert len(_rules()) > 60


def test_every_enforced_rule_is_cited_by_a_test():
    missing = [r for r in _rules() if r not in _cited() and r not in NOT_ENFORCED]
    assert missing == [], f"rules without a test: {missing}"

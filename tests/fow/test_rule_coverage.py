"""Meta-test: every rule of F-REF-1's list (the rules the engine enforces) is cited by a test."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from tests.reference import facts, file_digest

ROOT = Path(__file__).resolve().parents[2]
# The areas F-REF-1 lists: deck checks, setup, phases, main timing, the chase, will, stone calls,
# Judgment, attack/block/damage, end of turn, life and loss, and the rules-version option.
AREAS = ("DECK", "SETUP", "TURN", "DRAW", "REC", "MAIN", "END", "WILL", "STONE", "JUDG", "BTL", "KW",
         "CHASE", "LIFE", "WIN", "OPT", "STATE")
# Rules in those areas that state no behaviour to enforce, with the reason.
NOT_ENFORCED = {
    "F-WILL-1": "names the five attributes (data)",
    "F-JUDG-4": "Judgment is not a spell: no effect on spells exists in the engine to exclude it from",
    "F-WIN-6": "an effect that wins is declared and confirmed by the human judge",
    "F-STATE-1": "orientation is shown and checked through F-STONE-2, F-BTL-2 and F-BTL-5",
}


def rules() -> list[str]:
    text = (ROOT / "docs" / "fow_rules.md").read_text(encoding="utf-8")
    ids = re.findall(r"\*\*(F-([A-Z]+)-\d+)\*\*(?! \*\(retired\)\*)", text)
    return [rid for rid, area in ids if area in AREAS]


PROJECT_READINGS = "\n<!-- project readings:"


def test_docs_copy_matches_the_spec():
    """docs/fow_rules.md is the spec's copy: its digest, up to the project's own readings appended at the end
    (F-AMB-12 on, issue 27), is the one recorded from the spec (tests/reference/facts.json; the test reads
    nothing outside the repository, issue 24)."""
    text = (ROOT / "docs" / "fow_rules.md").read_bytes()
    spec = text.split(PROJECT_READINGS.encode())[0]
    assert hashlib.sha256(spec).hexdigest() == facts("specs/fow_rules.md")["sha256"]
    assert file_digest(ROOT / "docs" / "fow_rules.md") != "" and spec != text


def test_every_enforced_rule_has_a_test():
    cited = set()
    for path in (ROOT / "tests" / "fow").glob("test_*.py"):
        if path.name == Path(__file__).name:
            continue
        cited |= set(re.findall(r"F-[A-Z]+-\d+", path.read_text(encoding="utf-8")))
    wanted = [r for r in rules() if r not in NOT_ENFORCED]
    assert len(wanted) > 60
    missing = [r for r in wanted if r not in cited]
    assert missing == [], f"rules of F-REF-1 with no test: {missing}"

"""Every HardGwent rule of the spec is cited by at least one test under tests/ (brief of issue 4).

G-HARD-* IDs are read from the spec itself; the Hard halves of other rules are listed by hand.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parents[1]
ROOT = TESTS.parent
# The copy in the repository first, then the shared authority next to the project.
SPECS = (ROOT / "docs" / "gwent_rules.md",)  # the copy in the repository: no test reads outside it

# Hard-specific rules outside §11: the leader rules about Hard, plus the Hard values elsewhere.
HARD_ELSEWHERE = [
    "G-DECK-HARD-1",
    "G-DECK-HARD-2",
    "G-DEAL-2",
    "G-MULL-1",
    "G-SPY-3",
    "G-RSCORCH-2",
    "G-RSCORCH-6",
    "G-RSCORCH-7",
    "G-SCORCH-8",
    "G-BOND-4",
    "G-LEAD-8",
    "G-LEAD-9",
    "G-LEAD-10",
    "G-LDR-EMPEROR-1",
    "G-LDR-WFLAME-2",
    "G-LDR-WFLAME-3",
    "G-LDR-WFLAME-4",
    "G-LDR-SIEGEM-3",
    "G-LDR-STEEL-2",
    "G-LDR-MEDELL-1",
    "G-LDR-DAISY-2",
    "G-LDR-BEAUT-1",
    "G-LDR-QUEEN-1",
    "G-LDR-HOPE-2",
    "G-LDR-HOPE-3",
    "G-LDR-HOPE-4",
    "G-LDR-REDRID-1",
    "G-LDR-DESTROY-5",
    "G-LDR-DESTROY-6",
    "G-LDR-BRINGER-2",
    "G-LDR-TREACH-3",
    "G-LDR-TREACH-4",
    "G-LDR-CRACH-5",
    "G-LDR-BRAN-4",
    "G-LDR-HARALD-1",
    "G-LDR-VALHALLA-1",
    "G-LDR-HELHEIM-1",
    "EX-8",
    "EX-9",
]


def _spec() -> str:
    for path in SPECS:
        if path.exists():
            return path.read_text(encoding="utf-8")
    pytest.skip(f"spec not found at {SPECS}")


def hard_rule_ids() -> list[str]:
    return sorted(set(re.findall(r"\*\*(G-HARD-[A-Z0-9-]*\d)\*\*", _spec())))


def _cited_text() -> str:
    me = Path(__file__).resolve()
    return "\n".join(p.read_text(encoding="utf-8") for p in sorted(TESTS.rglob("*.py")) if p.resolve() != me)


def _cited(rule: str, text: str) -> bool:
    """``G-HARD-1`` is cited by ``G-HARD-1,`` or ``test_g_hard_1_…``, but not by ``G-HARD-10``."""
    variants = {rule, rule.replace("-", "_").lower()}
    return any(re.search(rf"(?<![A-Za-z0-9]){re.escape(v)}(?!\d)", text, re.I) for v in variants)


def test_the_citation_matcher_is_exact():
    """The matcher itself: whole IDs only, hyphens or a test name's underscores."""
    assert _cited("G-HARD-1", "see G-HARD-1, G-HARD-2")
    assert _cited("G-HARD-1", "def test_g_hard_1_twenty_cards():")
    assert not _cited("G-HARD-1", "G-HARD-10 and G-HARD-CAP-1")
    assert not _cited("G-HARD-DOUBLE-1", "G-HARD-DOUBLE-11")
    assert not _cited("EX-8", "EX-80")


def test_the_spec_lists_the_expected_hard_sections():
    """The G-HARD-* scan finds §11 (the four base rules, limits, double move, caps, notes, useless cards)."""
    ids = hard_rule_ids()
    for needed in ("G-HARD-1", "G-HARD-LEAD-4", "G-HARD-DOUBLE-11", "G-HARD-CAP-5", "G-HARD-NOTE-5"):
        assert needed in ids
    assert "G-HARD-USELESS-5" in ids
    for rule in HARD_ELSEWHERE:
        if not rule.startswith("EX-"):
            assert f"**{rule}**" in _spec(), rule
    assert "**EX-8 " in _spec() and "**EX-9 " in _spec()


def test_every_hard_rule_is_cited_by_a_test():
    """Each G-HARD-* rule and each Hard rule listed above is named by some test under tests/."""
    text = _cited_text()
    missing = [r for r in [*hard_rule_ids(), *HARD_ELSEWHERE] if not _cited(r, text)]
    assert not missing, f"rules with no test: {missing}"

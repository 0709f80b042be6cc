"""Every Classic rule of spec §§2–10 is cited by some test under tests/ (so a forgotten rule fails CI).

The spec is the rules authority (gwent_rules.md, kept next to the project in ../shared/specs/). A rule is
Classic-relevant unless its ID contains HARD or it is listed in HARD_ONLY below (rules whose whole text is
about the Hard variant). A test cites a rule by its ID, in a name or docstring, as ``G-MUSTER-4`` or
``g_muster_4``.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parents[1]
ROOT = TESTS.parent
SPEC_CANDIDATES = [
    Path(os.environ["GWENT_RULES_SPEC"]) if os.environ.get("GWENT_RULES_SPEC") else None,
    ROOT / "docs" / "gwent_rules.md",
    ROOT.parent / "shared" / "specs" / "gwent_rules.md",
]

# Rules of §§2–10 whose text is Hard-only (the ID does not say HARD). Each with the reason.
HARD_ONLY = {
    "G-TURN-3": "Hard double-move turn",
    "G-SCORCH-8": "Hard bond cap on Scorch",
    "G-BOND-4": "Hard bond cap",
    "G-SPY-3": "Hard: spies draw 2",
    "G-RSCORCH-6": "Hard cap 3 for unit row scorch",
    "G-RSCORCH-7": "Hard cap 6 for leader row scorch",
    "G-LEAD-10": "Hard: all 5 leaders",
    "G-LDR-WFLAME-2": "Hard White Flame is active",
    "G-LDR-WFLAME-3": "Hard White Flame cancels",
    "G-LDR-WFLAME-4": "Hard White Flame in advance",
    "G-LDR-SIEGEM-3": "Hard ×3 horn",
    "G-LDR-STEEL-2": "Hard Steel-Forged scorch",
    "G-LDR-DAISY-2": "Hard Daisy draws 2",
    "G-LDR-HOPE-3": "Hard Hope gives morale",
    "G-LDR-DESTROY-5": "Hard Destroyer + chosen card in one double move",
    "G-LDR-DESTROY-6": "Hard White Flame cancels Destroyer",
    "G-LDR-BRINGER-2": "Hard Bringer revives from either pile",
    "G-LDR-TREACH-3": "Hard Treacherous ignores spies",
    "G-LDR-TREACH-4": "Hard Treacherous weakens a horn",
    "G-LDR-CRACH-5": "Hard Crach makes a horn",
    "G-LDR-BRAN-4": "Hard Bran is active",
    "G-LDR-HARALD-1": "Hard-only leader",
    "G-LDR-VALHALLA-1": "Hard-only leader",
    "G-LDR-HELHEIM-1": "Hard-only leader",
}
RULE = re.compile(r"^- \*\*(G-[A-Z0-9-]+)\*\*", re.MULTILINE)


def spec_text() -> str:
    for path in SPEC_CANDIDATES:
        if path is not None and path.is_file():
            return path.read_text(encoding="utf-8")
    pytest.fail(
        "gwent_rules.md not found (set GWENT_RULES_SPEC, or keep it in docs/ or ../shared/specs/): "
        + ", ".join(str(p) for p in SPEC_CANDIDATES if p is not None)
    )


def classic_rules(text: str) -> list[str]:
    start = text.index("\n## 2.")
    end = text.index("\n## 11.")
    ids = RULE.findall(text[start:end])
    return [i for i in ids if "HARD" not in i and i not in HARD_ONLY]


def cited_text() -> str:
    return "\n".join(
        p.read_text(encoding="utf-8") for p in TESTS.rglob("*.py") if p.resolve() != Path(__file__).resolve()
    )


def is_cited(rule: str, corpus: str) -> bool:
    pattern = re.escape(rule).replace(r"\-", "[-_]")
    return re.search(rf"(?<![A-Za-z0-9]){pattern}(?![0-9])", corpus, re.IGNORECASE) is not None


def test_every_classic_rule_of_sections_2_to_10_is_cited_by_a_test():
    """Spec §0: tests cite rule IDs; every Classic rule of §§2–10 has at least one."""
    text = spec_text()
    rules = classic_rules(text)
    assert len(rules) > 200, "the spec parser found too few rules: has the format changed?"
    corpus = cited_text()
    missing = [r for r in rules if not is_cited(r, corpus)]
    assert not missing, f"{len(missing)} Classic rule(s) cited by no test: {', '.join(missing)}"


def test_the_hard_only_exclusions_are_real_rules_of_sections_2_to_10():
    """Spec §0 (IDs are never renumbered): a stale exclusion must not silently hide a rule."""
    text = spec_text()
    start, end = text.index("\n## 2."), text.index("\n## 11.")
    ids = set(RULE.findall(text[start:end]))
    assert set(HARD_ONLY) <= ids, sorted(set(HARD_ONLY) - ids)


def test_is_cited_matches_whole_ids_only():
    """G-DEAL-1 is not cited by a mention of G-DEAL-10; underscores and lower case count."""
    assert not is_cited("G-DEAL-1", "see G-DEAL-10")
    assert is_cited("G-MUSTER-4", "def test_g_muster_4_group_cards_in_hand_stay_in_hand")
    assert is_cited("G-FB-0", '"""G-FB-0: void"""')
    assert not is_cited("G-FB-0", "XG-FB-0")

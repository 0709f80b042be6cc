"""Issue 25: every sheet reader goes through the kit's one guarded reader (``cards.kit.xlsx.open_workbook``:
size, zip and XML bombs, DTDs refused before openpyxl parses anything). Vanguard's deck-sheet reader once
parsed on its own and let an XML error out as an internal error; no module may open a workbook or an XML
part but the kit."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
GUARD = ROOT / "cards" / "kit" / "xlsx.py"
# Parsing calls that would read a user's file past the guard.
UNGUARDED = re.compile(r"\bload_workbook\s*\(|\bElementTree\b|\bminidom\b|\bexpatbuilder\b|\blxml\b|\bxml\.sax\b(?!\.saxutils)")  # saxutils only escapes text it writes


def test_no_module_reads_a_sheet_or_xml_but_the_kit_guard() -> None:
    offenders = [
        f"{path.relative_to(ROOT)}:{n}"
        for top in ("cards", "bot", "tools")
        for path in sorted((ROOT / top).rglob("*.py"))
        if path != GUARD
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if UNGUARDED.search(line)
    ]
    assert not offenders, offenders


def test_the_guard_is_the_one_that_opens_workbooks() -> None:
    assert "load_workbook" in GUARD.read_text(encoding="utf-8")

"""Record the few facts the tests check about the shared reference files, inside the repository.

Tests never read outside the repository (issue 24: CI must behave the same here and on a clean clone), so
what they compare against the reference is kept as facts: how many ids a reference file lists and a
SHA-256 of them sorted, and the digest of each rules spec the docs copy. Run this after importing a new
reference (``tools/import_fow_cards.py``, ``tools/import_vanguard_pool.py``) or copying a spec into docs/:

    python -m tools.reference_facts [/work/shared]
"""

from __future__ import annotations

import csv
import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FACTS = ROOT / "tests" / "reference" / "facts.json"
# reference file -> its id column
ID_COLUMNS = {"reference/fow_cards.csv": "card_id", "reference/vanguard_v_cards.csv": "card_no"}
SPECS = ("specs/fow_rules.md",)


def ids_digest(ids: set[str]) -> str:
    """SHA-256 of the ids sorted, one a line (the tests compute the same over the repository's rows)."""
    return hashlib.sha256("\n".join(sorted(ids)).encode()).hexdigest()


def file_digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def collect(shared: Path) -> dict[str, dict[str, object]]:
    facts: dict[str, dict[str, object]] = {}
    for name, column in ID_COLUMNS.items():
        with (shared / name).open(encoding="utf-8", newline="") as f:
            ids = {row[column] for row in csv.DictReader(f)}
        facts[name] = {"ids": len(ids), "ids_sha256": ids_digest(ids)}
    for name in SPECS:
        facts[name] = {"sha256": file_digest(shared / name)}
    return facts


def main(argv: list[str] | None = None) -> None:
    args = sys.argv[1:] if argv is None else argv
    shared = Path(args[0]) if args else Path("/work/shared")
    FACTS.parent.mkdir(parents=True, exist_ok=True)
    FACTS.write_text(json.dumps(collect(shared), indent=2, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {FACTS.relative_to(ROOT)}")


if __name__ == "__main__":
    main()

"""Facts about the shared reference files, kept in the repository (tests read nothing outside it)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tools.reference_facts import file_digest, ids_digest

FACTS_FILE = Path(__file__).with_name("facts.json")


def facts(name: str) -> dict[str, Any]:
    """The recorded facts of one reference file (``reference/fow_cards.csv``, ``specs/fow_rules.md``)."""
    return dict(json.loads(FACTS_FILE.read_text(encoding="utf-8"))[name])


__all__ = ["facts", "file_digest", "ids_digest"]

"""A .ftl file Fluent cannot parse is refused with its file and line (found by mypy strict: Fluent's
add_resource returns nothing and silently drops the broken entry)."""

from __future__ import annotations

from pathlib import Path

import pytest

from cards.i18n import Messages


def test_a_broken_ftl_entry_names_its_file_and_line(tmp_path: Path) -> None:
    for lang in ("en", "ru"):
        (tmp_path / lang).mkdir()
    (tmp_path / "en" / "a.ftl").write_text("ok = fine\nbad = { $x\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"a\.ftl:2: not valid Fluent"):
        Messages(tmp_path)

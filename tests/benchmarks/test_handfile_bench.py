"""The Hand.xlsx benchmark (G-HAND-1, issue 14) still runs and ends with its one JSON line (a smoke run,
not a timing)."""

from __future__ import annotations

import json

from benchmarks import handfile_bench


def test_handfile_bench_ends_with_its_figures(capsys) -> None:
    handfile_bench.main(["--hands", "4"])
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert figures["benchmark"] == "handfile_bench" and figures["samples"] == 4
    assert figures["old_p50_ms"] > 0 and figures["new_p50_ms"] > 0 and figures["new_first_calls_ms"] > 0

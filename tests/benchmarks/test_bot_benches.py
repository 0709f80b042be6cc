"""The bot benchmarks still run and end with their one JSON line (smoke runs, not timings)."""

from __future__ import annotations

import json

import pytest

from benchmarks import bot_bench, restart_bench


def test_bot_bench_ends_with_its_figures(capsys) -> None:
    bot_bench.main(["--moves", "4", "--warmup", "1"])
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert figures["samples"] == 4 and figures["floor_p50_ms"] > 0 and figures["move_p50_ms"] > 0
    assert figures["commits_per_move"] == 1.0 and figures["statements_per_move"] > 0


@pytest.mark.slow  # two fresh processes and a bot start: about 15 s
def test_restart_bench_ends_with_its_figures(capsys) -> None:
    restart_bench.main(["--played", "2", "--sizes", "20,50", "--quick"])
    figures = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert figures["live_50"] >= 40 and figures["ready_s_50"] > 0
    assert figures["rss_kib_per_match"] > 0 and figures["backlog_s"] >= 0

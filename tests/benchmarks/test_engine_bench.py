"""The engine benchmark still runs and ends with its one JSON line (a smoke run, not a timing)."""

from __future__ import annotations

import json

from benchmarks import engine_bench


def test_engine_bench_ends_with_one_json_line_per_game_and_variant(capsys) -> None:
    engine_bench.main(["--games", "2", "--runs", "1", "--game", "gwent", "--variant", "classic"])
    last = capsys.readouterr().out.strip().splitlines()[-1]
    figures = json.loads(last)
    assert figures["benchmark"] == "engine_bench"
    assert set(figures["replay_actions_per_s"]) == set(figures["random_games_per_s"]) == {"gwent/classic"}
    detail = figures["detail"]["gwent/classic"]
    assert detail["unfinished_games"] == 0 and detail["apply_samples"] > 0
    assert detail["replay_actions_per_cpu_s"] > 0 and detail["random_games_per_s"] > 0

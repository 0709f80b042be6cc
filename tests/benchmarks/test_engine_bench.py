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


def test_games_sha256_tells_the_same_games_apart(capsys) -> None:
    """Behaviour (issue 30 review): two trees' random-game figures compare only when they played the same
    games; the fingerprint is the same for the same seeds and posts and differs when one post differs."""
    engine_bench.main(["--games", "3", "--runs", "2", "--game", "gwent", "--variant", "classic"])
    first = json.loads(capsys.readouterr().out.strip().splitlines()[-1])["detail"]["gwent/classic"]
    engine_bench.main(["--games", "3", "--runs", "2", "--game", "gwent", "--variant", "classic"])
    again = json.loads(capsys.readouterr().out.strip().splitlines()[-1])["detail"]["gwent/classic"]
    assert first["games_sha256"] == again["games_sha256"] and len(first["games_sha256"]) == 16
    rec = engine_bench.Recorded(1, {}, [(0, "pass"), (1, "Ballista")])
    other = engine_bench.Recorded(1, {}, [(0, "pass"), (1, "Ballista @siege")])
    assert engine_bench.games_text([rec]) != engine_bench.games_text([other])
    assert engine_bench.games_text([rec]) != engine_bench.games_text([engine_bench.Recorded(2, {}, rec.posts)])

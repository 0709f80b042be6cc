"""The opponent bench (issue 30): ``--jobs`` plays the same seeded matches as one process; rates carry a
95 % Wilson interval."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from benchmarks.opponent_bench import Pairing, run, wilson
from cards.opponent import LEVELS, Level

TINY = Level("tiny", LEVELS["easy"].title, simulations=3, seconds=1.0, rollout_posts=10)


def test_jobs_play_the_same_matches_as_one_process() -> None:
    serial, parallel = (Pairing("gwent", "classic", 2, "greedy", 3) for _ in range(2))
    run(serial, TINY, jobs=1)
    run(parallel, TINY, jobs=2)
    assert (serial.firsts, serial.draws, serial.sims) == (parallel.firsts, parallel.draws, parallel.sims)


def test_wilson_interval_is_sound_at_the_edges() -> None:
    assert wilson(0, 0) == (0.0, 1.0)
    low, high = wilson(100, 100)
    assert high == pytest.approx(1.0) and low == pytest.approx(0.963, abs=0.001)
    low, high = wilson(70, 100)
    assert low == pytest.approx(0.604, abs=0.001) and high == pytest.approx(0.781, abs=0.001)


def test_a_logged_run_resumes_with_the_same_results(tmp_path: Path) -> None:
    """``--log``: a long run stopped half-way picks up where it was — the matches the log holds are read back,
    not played again, and the totals are those of one unbroken run."""
    log = str(tmp_path / "matches.jsonl")
    whole = Pairing("gwent", "classic", 2, "greedy", 3)
    assert run(whole, TINY, jobs=1) == 3
    first_two = Pairing("gwent", "classic", 2, "greedy", 2)
    assert run(first_two, TINY, jobs=1, log=log) == 2
    resumed = Pairing("gwent", "classic", 2, "greedy", 3)
    assert run(resumed, TINY, jobs=1, log=log) == 1  # only match 2 is played
    assert (resumed.firsts, resumed.draws, resumed.sims) == (whole.firsts, whole.draws, whole.sims)
    rows = [json.loads(line) for line in Path(log).read_text(encoding="utf-8").splitlines()]
    assert [r["n"] for r in rows] == [0, 1, 2]
    # what the log says is what counts: a match marked lost there is not replayed into a win
    rows[0]["first"], rows[0]["draw"] = False, True
    Path(log).write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    again = Pairing("gwent", "classic", 2, "greedy", 3)
    assert run(again, TINY, jobs=1, log=log) == 0
    assert (again.firsts, again.draws) == (sum(r["first"] for r in rows), sum(r["draw"] for r in rows))
    assert again.draws >= 1


def test_show_prints_the_benchs_own_match_with_the_opponents_thinking(capsys: pytest.CaptureFixture[str]) -> None:
    """``--show N``: match N post by post, the same match the bench plays under that number (its outcome
    too), with what the opponent's search weighed at each of its posts — how a lost match in a log is read."""
    from benchmarks.opponent_bench import _game, play_match, random_player, show

    pairing = Pairing("fate", None, 2, "random", 2)
    shown = show(_game("fate"), pairing, 1, TINY)
    played = play_match(_game("fate"), pairing, 1, TINY, random_player)
    assert (shown.first, shown.draw, shown.sims) == (played.first, played.draw, played.sims)
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("fate-default-2p-vs-random match 1") and lines[-1].startswith("result: ")
    thought = [line for line in lines if line.startswith("*Bob ") and "playouts: " in line]
    assert len(thought) == len(played.sims) > 0
    assert any(line.startswith("Alice ") for line in lines)  # the other Master's posts too

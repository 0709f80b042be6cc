"""The match record file (issue 29): a finished match of each game verifies when re-judged from scratch;
a tampered record is refused naming the first move that does not verify; `tablejudge replay` prints the
verdict (exit 0 or 3) and the table after any move."""

from __future__ import annotations

import json
import random
from pathlib import Path
from types import SimpleNamespace

import pytest

from bot.cli import main
from bot.judge.export import dumps, record, verify
from bot.judge.games import load_games
from bot.store.models import Post

GAMES = load_games()


def finished(name: str, seed: int = 3) -> dict:
    """The record of a whole scripted match of ``name``."""
    game = GAMES[name]
    rng = random.Random(seed)
    setup = game.setup_for(["Alice", "Boris"])
    match_seed = 1234 + seed
    state, _ = game.new_match(setup, random.Random(match_seed))
    posts = []
    for seq in range(1, 3000):
        pending = list(game.pending(state))
        if not pending or game.result(state) is not None:
            break
        seat = pending[0].seat
        text, new_state, _ = game.random_step(state, seat, rng)
        canonical = game.canonical(state, seat, game.parse(state, seat, text))
        posts.append(Post(match_id=1, seq=seq, seat=seat, source_key=f"k{seq}", text=text, canonical=canonical))
        state = new_state
    result = game.result(state)
    assert result is not None, f"{name} did not finish"
    match = SimpleNamespace(id=1, game=name, variant=setup.get("variant"), setup=setup, seed=match_seed,
                            result=result.to_dict())
    seats = [SimpleNamespace(seat=i, display_name=n) for i, n in enumerate(["Alice", "Boris"])]
    return json.loads(dumps(record(game, match, seats, posts)))


@pytest.fixture(scope="module", params=["gwent", "fow", "vanguard", "fate"])
def kept(request: pytest.FixtureRequest) -> dict:
    return finished(request.param)


def test_a_finished_match_verifies(kept: dict) -> None:
    verdict = verify(kept, GAMES)
    assert verdict.ok, verdict.reason
    assert len(verdict.states) == len(kept["moves"]) + 1 and kept["spreadsheet_sha256"] is not None


def test_a_tampered_move_is_refused_by_its_number(kept: dict) -> None:
    tampered = json.loads(json.dumps(kept))
    k = len(tampered["moves"]) // 2
    moves = tampered["moves"]
    # the move is swapped for another move of the log by the same seat that differs from it
    other = next(
        (m for m in moves[k + 1:] if m["seat"] == moves[k]["seat"] and m.get("canonical") != moves[k].get("canonical")),
        None,
    )
    assert other is not None
    moves[k] = {**moves[k], "canonical": other.get("canonical"), "text": other["text"]}
    verdict = verify(tampered, GAMES)
    assert not verdict.ok and verdict.seq is not None and verdict.seq <= moves[k]["seq"]
    assert f"move #{verdict.seq}" in verdict.reason


def test_a_changed_seed_is_refused(kept: dict) -> None:
    verdict = verify({**kept, "seed": kept["seed"] + 1}, GAMES)
    assert not verdict.ok and "seed" in verdict.reason


def test_tablejudge_replay_verifies_and_prints_a_table(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = finished("gwent", 5)
    path = tmp_path / "match-1.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["replay", str(path), "--at", "3", "--view", "public", "--picture", str(tmp_path / "t.png")]) == 0
    out = capsys.readouterr().out
    assert out.startswith("verified: ") and (tmp_path / "t.png").read_bytes()[:4] == b"\x89PNG"
    data["moves"][2]["canonical"] = data["moves"][-1]["canonical"]
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["replay", str(path)]) == 3
    assert "NOT verified: move #" in capsys.readouterr().out
    path.write_text("{}", encoding="utf-8")
    assert main(["replay", str(path)]) == 2


def test_tablejudge_invite_prints_scopes_permissions_and_intents(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["invite", "--client-id", "42"]) == 0
    out = capsys.readouterr().out
    assert "client_id=42" in out and "scope=bot+applications.commands" in out
    assert "message_content (privileged" in out and "manage_messages" in out


def test_demo_variants_are_checked_per_game_and_take_options(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 29: `--game fow --variant 7.0` is FoW's rules version; Fate refuses a variant it has not;
    `--option NAME=VALUE` reaches the game's setup, checked by its GameInfo."""
    fow, fate = GAMES["fow"], GAMES["fate"]
    assert fow.setup_for(["A", "B"], "7.0")["cr"] == "7.0"
    assert fow.setup_for(["A", "B"], None, {"cr": "6.4"})["cr"] == "6.4"
    with pytest.raises(ValueError, match="variants: 6.3a, 6.4, 7.0"):
        fow.setup_for(["A", "B"], "8.0")
    with pytest.raises(ValueError, match="fate has no variant 'foo'"):
        fate.setup_for(["A", "B"], "foo")
    assert GAMES["gwent"].setup_for(["A", "B"], "hard")["variant"] == "hard"
    assert main(["demo", "--game", "fate", "--variant", "foo"]) == 2
    assert "no variant 'foo'" in capsys.readouterr().err
    assert main(["demo", "--game", "fow", "--option", "bogus=1"]) == 2
    assert "no option bogus" in capsys.readouterr().err

"""Issue 15: shard settings (command line and environment), one process per SQLite file, and the
scheduler lease that lets one process of several run the reminders."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.cli import main
from bot.config import Settings, load_settings, parse_shards
from bot.judge.lease import Lease
from bot.store import Store
from tests.scale.pg import pg_schema

ROOT = Path(__file__).resolve().parents[2]


def test_shards_from_the_environment_and_their_ownership(tmp_path: Path) -> None:
    env = {"TABLEJUDGE_SHARDS": "4", "TABLEJUDGE_SHARD_IDS": "2, 3", "HOME": str(tmp_path)}
    settings = load_settings(env, config_file=tmp_path / "none.toml", dotenv=tmp_path / "none.env")
    assert (settings.shard_count, settings.shard_ids) == (4, (2, 3))
    assert settings.owns_guild(2 << 22) and settings.owns_guild(7 << 22) and not settings.owns_guild(1 << 22)
    assert parse_shards("2", None) == (2, (0, 1))  # every shard when no ids are given
    assert parse_shards(None, None) == (None, None) and Settings().owns_guild(5)


@pytest.mark.parametrize(
    ("count", "ids", "says"),
    [("2", "0,2", "from 0 to 1"), ("0", None, "at least 1"), (None, "1", "needs"), ("x", None, "number")],
)
def test_bad_shard_settings_are_refused_with_a_reason(count: str, ids: str, says: str) -> None:
    with pytest.raises(ValueError, match=says):
        parse_shards(count, ids)


def test_run_refuses_bad_shards_on_the_command_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("DISCORD_TOKEN", "x")
    assert main(["run", "--shards", "2", "--shard-ids", "5"]) == 2
    assert "shard ids must be distinct numbers from 0 to 1" in capsys.readouterr().err


def test_a_second_process_on_one_sqlite_file_is_refused(tmp_path: Path) -> None:
    """One SQLite file serves one process (a real second process: the OS lock is per open file)."""
    url = f"sqlite:///{tmp_path / 'judge.db'}"
    first = Store(url)
    first.lock_instance()
    other = subprocess.run(
        [sys.executable, "-c", f"from bot.store import Store; Store({url!r}, migrate=False).lock_instance()"],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert other.returncode != 0 and "another tablejudge process is using the SQLite database" in other.stderr
    assert "use PostgreSQL" in other.stderr
    first.close()
    again = Store(url, migrate=False)
    again.lock_instance()  # free again once the first process let go
    again.close()


@pytest.mark.postgres
def test_the_scheduler_lease_has_one_holder_and_passes_on_when_it_ends() -> None:
    with pg_schema() as url:
        one, two = Store(url), Store(url)
        a, b = Lease(one), Lease(two)
        assert a.held() and not b.held()
        assert a.held()  # still held, checked each time
        one.engine.dispose()  # the holder's connections end (as when its process dies)
        a._connection.invalidate()
        deadline = (
            time.monotonic() + 900
        )  # a hang guard: the server frees the lock once it sees the connection gone
        while not b.held():
            assert time.monotonic() < deadline, "the lease did not pass on"
            time.sleep(0.02)
        assert not Lease(one).held()
        b.release()
        assert Lease(one).held()
        one.close()
        two.close()
    assert Lease(Store("sqlite:///:memory:")).held()  # one process on SQLite: it always leads


@pytest.mark.postgres
def test_two_deployments_in_schemas_of_one_database_each_have_a_leader() -> None:
    """Advisory locks are database-wide: without the schema in the key, the second deployment (or a
    test's throw-away schema beside a running bot) never ran its reminders and deadlines."""
    with pg_schema() as first_url, pg_schema() as second_url:
        first, second = Store(first_url), Store(second_url)
        a, b = Lease(first), Lease(second)
        assert a.held() and b.held()
        again = Store(first_url, migrate=False)
        assert not Lease(again).held()  # still one leader per deployment
        again.close()
        a.release()
        b.release()
        first.close()
        second.close()

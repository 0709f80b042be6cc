"""State snapshots: a versioned, verified cache of a match's engine state, so a restart (or a match's first
post after one) replays only the posts after the newest snapshot instead of the whole log.

A snapshot is only a cache: the log (setup + seed + posts) stays the truth. It is written every
:data:`EVERY` posts inside the move's own transaction, and read back only if

- it was made by the same engine: the game's name, its ``snapshot_version``, and a hash of the source
  of the game's package and of ``cards/core.py`` / ``cards/chance.py``;
- its bytes are intact (SHA-256 over the engine tag and the data).

Otherwise it is ignored and the match is replayed from its seed. The game serialises its state with the
contract's ``dump_state(state) -> bytes`` / ``load_state(bytes) -> state`` (declared in
:class:`cards.core.BaseGame`: pickle by default, safe here only because the bytes are our own, verified
by the digest before loading).
"""

from __future__ import annotations

import hashlib
import inspect
import logging
from pathlib import Path
from typing import Any

from bot.store.models import Snapshot
from cards.core import Game

log = logging.getLogger(__name__)

EVERY = 16  # posts between snapshots
_tags: dict[type, str] = {}


def engine_tag(game: Game) -> str:
    """Names the code that made a state: a changed engine never reads an old snapshot."""
    cls = type(game)
    tag = _tags.get(cls)
    if tag is None:
        digest = hashlib.sha256()
        module = inspect.getmodule(cls)
        files: list[Path] = []
        source = module.__file__ if module is not None else None
        if source:  # the game's package: a change to any of its modules is a new engine
            files += sorted(Path(source).parent.rglob("*.py"))
        core = Path(__file__).resolve().parents[2] / "cards"
        files += [core / "core.py", core / "chance.py"]
        for path in files:
            try:
                digest.update(path.name.encode() + b"\0" + path.read_bytes())
            except OSError:
                continue
        tag = _tags[cls] = f"{game.info.name}:{game.snapshot_version}:{digest.hexdigest()[:20]}"
    return tag


def _digest(tag: str, fmt: str, data: bytes) -> str:
    return hashlib.sha256(tag.encode() + b"\0" + fmt.encode() + b"\0" + data).hexdigest()


def dump(game: Game, match_id: int, seq: int, state: Any, now: Any) -> Snapshot | None:
    """A snapshot row of ``state`` after post ``seq``, or None if the state cannot be serialised."""
    tag = engine_tag(game)
    fmt = "game"
    try:
        data = bytes(game.dump_state(state))
    except Exception:
        log.exception("match %s: state not snapshotted", match_id)
        return None
    return Snapshot(
        match_id=match_id,
        seq=seq,
        engine=tag,
        fmt=fmt,
        data=data,
        digest=_digest(tag, fmt, data),
        created_at=now,
    )


def load(game: Game, snapshot: Snapshot) -> Any | None:
    """The state in ``snapshot``, or None if it is of another engine, damaged, or does not load."""
    tag = engine_tag(game)
    data = bytes(snapshot.data)
    if snapshot.engine != tag:
        return None
    if snapshot.digest != _digest(tag, snapshot.fmt, data):
        log.warning("match %s: snapshot damaged, replaying the log", snapshot.match_id)
        return None
    try:
        if snapshot.fmt in (
            "game",
            "pickle",
        ):  # "pickle": rows written before the contract declared the hooks
            return game.load_state(data)
    except Exception:
        log.exception("match %s: snapshot does not load, replaying the log", snapshot.match_id)
    return None

"""A match record file (issue 29): the canonical log, the seed, the setup and the hash of the spreadsheet
the match was judged with, plus a chain of state digests, one per move. ``tablejudge replay FILE``
re-judges it from scratch with :func:`verify`: every move is read back from its canonical text and applied,
and the state it leads to must have the recorded digest; the first move that does not (a tampered text, a
changed seed or setup, another engine) is named. The digest of a state is taken over the judge's view (the
whole position, hidden cards included), chained with the move's text, so no move can be altered alone."""

from __future__ import annotations

import base64
import hashlib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from bot.judge.replay import action_of, initial_state
from bot.store.models import Post
from cards.core import JUDGE, Game

FORMAT = "tablejudge-match"
VERSION = 1


def _plain(value: Any) -> Any:
    """Sets in a sorted order (a set of strings iterates differently in every process), else its text."""
    if isinstance(value, set | frozenset):
        return sorted(value, key=lambda v: json.dumps(v, default=str, sort_keys=True))
    return str(value)


def _jsonable(value: Any) -> Any:
    return json.loads(json.dumps(value, default=_plain, sort_keys=True))


def state_digest(game: Game, state: Any, previous: str, move: str) -> str:
    """The digest of a position after ``move``, chained to the one before it."""
    view = json.dumps(_jsonable(game.view(state, JUDGE)), sort_keys=True, ensure_ascii=False)
    return hashlib.sha256("\n".join((previous, move, view)).encode()).hexdigest()


def _start(setup: Any, seed: int) -> str:
    """What the first digest is chained to: the setup and the seed themselves (a seed the first deal has
    not used yet still changes it)."""
    return json.dumps({"setup": _jsonable(setup), "seed": seed}, sort_keys=True)


def spreadsheet_hash(game: Game) -> str:
    """SHA-256 of the game's shipped spreadsheet (``data/<game>.xlsx``), empty when it has none."""
    path = Path(__file__).resolve().parents[2] / "data" / f"{game.name}.xlsx"
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else ""


def _move_text(post: Post) -> str:
    return post.canonical if post.canonical is not None else post.text


def record(game: Game, match: Any, seats: Sequence[Any], posts: Sequence[Post]) -> dict[str, Any]:
    """The record of a match from its stored rows (its accepted posts only, in order)."""
    state, _ = initial_state(game, match.setup, match.seed)
    digest = state_digest(game, state, _start(match.setup, match.seed), "setup")
    first = digest
    moves = []
    for post in posts:
        state, _ = game.apply(state, post.seat, action_of(game, state, post))
        digest = state_digest(game, state, digest, _move_text(post))
        entry: dict[str, Any] = {"seq": post.seq, "seat": post.seat, "text": post.text, "digest": digest}
        if post.canonical is not None:
            entry["canonical"] = post.canonical
        if post.upload_data is not None:
            entry["upload"] = {
                "name": post.upload_name or "",
                "data_b64": base64.b64encode(post.upload_data).decode(),
            }
        if post.actor_kind != "player":
            entry["by"] = post.actor_kind
        moves.append(entry)
    return {
        "format": FORMAT,
        "version": VERSION,
        "match": match.id,
        "game": match.game,
        "variant": match.variant,
        "setup": _jsonable(match.setup),
        "seed": match.seed,
        "spreadsheet_sha256": spreadsheet_hash(game),
        "players": [s.display_name for s in sorted(seats, key=lambda s: s.seat)],
        "setup_digest": first,
        "moves": moves,
        "result": match.result,
    }


def dumps(data: Mapping[str, Any]) -> bytes:
    return json.dumps(data, ensure_ascii=False, indent=1).encode()


@dataclass(frozen=True)
class Verdict:
    """What re-judging a record found: ``ok``, or the first move (``seq``, ``index`` in the file) that does
    not verify and why; ``states`` are the positions after each verified move (the setup first)."""

    ok: bool
    reason: str
    seq: int | None
    states: list[Any]


def _post_of(entry: Mapping[str, Any]) -> Post:
    upload = entry.get("upload") or {}
    return Post(
        match_id=0,
        seq=int(entry["seq"]),
        seat=int(entry["seat"]),
        source_key="",
        text=str(entry.get("text", "")),
        canonical=entry.get("canonical"),
        upload_name=upload.get("name"),
        upload_data=base64.b64decode(upload["data_b64"]) if upload.get("data_b64") else None,
    )


def verify(data: Mapping[str, Any], games: Mapping[str, Game]) -> Verdict:
    """Re-judge a record from scratch. ValueError for a file that is no record at all."""
    if data.get("format") != FORMAT:
        raise ValueError(f"not a {FORMAT} file")
    game = games.get(str(data.get("game")))
    if game is None:
        raise ValueError(f"no game named {str(data.get('game'))[:40]!r}")
    try:
        state, _ = initial_state(game, data["setup"], int(data["seed"]))
    except Exception as exc:  # noqa: BLE001 - a tampered setup is a verdict, not a crash
        return Verdict(False, f"the setup does not start a match: {exc}", None, [])
    digest = state_digest(game, state, _start(data["setup"], int(data["seed"])), "setup")
    states = [state]
    if digest != data.get("setup_digest"):
        return Verdict(False, "the setup or the seed was changed", None, states)
    sheet = spreadsheet_hash(game)
    if data.get("spreadsheet_sha256") and data["spreadsheet_sha256"] != sheet:
        note = "judged with another spreadsheet; "
    else:
        note = ""
    for entry in data.get("moves", ()):
        post = _post_of(entry)
        try:
            state, _ = game.apply(state, post.seat, action_of(game, state, post))
        except Exception as exc:  # noqa: BLE001 - a refused move is the verdict
            reason = exc.text.en if hasattr(exc, "text") else str(exc)
            return Verdict(
                False,
                f"{note}move #{post.seq} ({_move_text(post)[:80]}) is refused: {reason}",
                post.seq,
                states,
            )
        digest = state_digest(game, state, digest, _move_text(post))
        if digest != entry.get("digest"):
            return Verdict(
                False,
                f"{note}move #{post.seq} ({_move_text(post)[:80]}) does not lead to the recorded position",
                post.seq,
                states,
            )
        states.append(state)
    result = game.result(state)  # None when a judge ended the match: his result is not the moves'
    if result is not None and result.to_dict()["placements"] != (data.get("result") or {}).get("placements"):
        return Verdict(False, f"{note}the recorded result is not the result of the moves", None, states)
    return Verdict(True, note + f"{len(states) - 1} moves verified", None, states)


def export_reply(service: Any, actor: Any, match_id: int | None, channel_id: int | None) -> Any:
    """``/judge export`` and ``/record``: the record file of a match (this thread's, or ``match_id``), for a
    judge of its server at any time, for its players once it is over."""
    from bot.judge.api import Reply
    from bot.judge.messages import t
    from bot.store import FINISHED

    with service.lock, service.store.tx() as tx:
        lang = service.language_for(actor.user_id, actor.guild_id)
        match = (
            tx.match(match_id)
            if match_id is not None
            else (tx.match_by_channel(channel_id) if channel_id is not None else None)
        )
        if (
            match is None
            or match.id is None
            or (actor.guild_id is not None and match.guild_id != actor.guild_id)
        ):
            return Reply("refused", t("not_a_match", lang))
        seats = tx.seats(match.id)
        playing = any(s.user_id == actor.user_id for s in seats)
        if not actor.is_judge and not (playing and match.status == FINISHED):
            return Reply("refused", say("record_after", lang, match=match.id))
        game = service.games.get(match.game)
        if game is None:
            return Reply("refused", t("not_a_match", lang))
        data = record(game, match, seats, tx.posts(match.id))
    name = f"match-{match.id}.json"
    return Reply(
        "ok", say("record_sent", lang, match=match.id, moves=len(data["moves"])), files=((name, dumps(data)),)
    )


def say(key: str, lang: str, /, **values: Any) -> str:
    from bot.i18n import say as _say

    return _say("record-", key, lang, **values)

"""A fingerprint of every post of seeded random games of any registered game, to prove that an engine change
(a speed-up, a refactor) changes nothing a player, a judge or a saved match could see.

Run it on two checkouts and compare the files::

    PYTHONPATH=/path/to/before python tools/engine_trace.py --game fow --out before.txt --save saves.pkl
    PYTHONPATH=$PWD python tools/engine_trace.py --game fow --out after.txt --load saves.pkl
    cmp before.txt after.txt

One line per post: the seat and the post the game's scripted player (``random_step``) chose, then digests of
the events, the pending decisions, the judge's, the public and every player's view, the Russian public table,
the first player's English table, the state and the result. The state's digest is of its pickled content with
every set in sorted order: a set's iteration order depends on its history (a copy-on-write state rebuilds fewer
of them), and no rule reads a set's order. Checked on the way (the run stops, naming the game, seed and post):
- every 7th post, the seat's first legal posts are tried (accepted or refused) and leave the state they were
  tried on unchanged — a copy that shares what it should not would change it;
- the recorded posts replayed through ``parse``/``apply`` (as a restart or an undo does) give the same lines;
- ``--load``: states pickled by the other checkout (``--save``: before every 10th post) load, and the recorded
  posts played on from them end in the same state.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import pickle
import random
import sys
from importlib.metadata import entry_points
from typing import Any

from cards.core import JUDGE, PUBLIC, Audience, BaseGame, MoveError

NAMES = ("Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace")
MAX_POSTS = 2000
Save = tuple[str, int, bytes, list[tuple[int, str]], str]  # label, seed, pickled state, posts after it, end digest


def games(names: list[str] | None) -> list[BaseGame]:
    """The registered games (the ``tablejudge.games`` entry points), or those named."""
    found: list[BaseGame] = []
    for ep in sorted(entry_points(group="tablejudge.games"), key=lambda e: e.name):
        if ep.name == "toy" or (names and ep.name not in names):
            continue
        obj = ep.load()
        found.append(obj() if isinstance(obj, type) else obj)
    return found


def digest(obj: Any) -> str:
    data = obj if isinstance(obj, bytes) else repr(obj).encode()
    return hashlib.blake2b(data, digest_size=8).hexdigest()


def canonical(obj: Any) -> Any:
    """The pickled content of ``obj`` as plain tuples, sets sorted (see the module's docstring)."""
    if obj is None or isinstance(obj, (bool, int, float, str, bytes)):
        return obj
    if isinstance(obj, (list, tuple)):
        return tuple(canonical(x) for x in obj)
    if isinstance(obj, (set, frozenset)):
        return ("set", tuple(sorted((canonical(x) for x in obj), key=repr)))
    if isinstance(obj, dict):
        return ("dict", tuple((canonical(k), canonical(v)) for k, v in obj.items()))
    if isinstance(obj, random.Random):
        return ("rng", obj.getstate())
    return (type(obj).__qualname__, canonical(obj.__getstate__()))


def state_digest(state: Any) -> str:
    return digest(canonical(pickle.loads(pickle.dumps(state))))


def fingerprint(game: BaseGame, state: Any, events: list[Any], seats: int) -> str:
    audiences = [JUDGE, PUBLIC, *(Audience.player(s) for s in range(seats))]
    views = [json.dumps(game.view(state, a), sort_keys=True, ensure_ascii=False, default=str) for a in audiences]
    return " ".join(
        [
            digest([(e.kind, e.audience, dict(e.data)) for e in events]),
            digest([(d.seat, d.kind, d.private, dict(d.data), d.id) for d in game.pending(state)]),
            *(digest(v) for v in views),
            digest(game.render_table(state, PUBLIC, "ru")),
            digest(game.render_table(state, Audience.player(0), "en")),
            state_digest(state),
            digest(game.result(state)),
        ]
    )


def tables(game: BaseGame) -> list[tuple[str, str | None, int]]:
    """(label, variant, seats) for each variant at the default table size, and at 4 where the game seats 4."""
    info = game.info
    variants: list[str | None] = [v.name for v in info.variants] or [None]
    sizes = [info.default_seats] + ([4] if info.min_seats <= 4 <= info.max_seats and info.default_seats != 4 else [])
    return [(f"{game.name}/{v or 'default'}/{n}p", v, n) for v in variants for n in sizes]


def trace(game: BaseGame, label: str, variant: str | None, seats: int, seed: int,
          lines: list[str], saves: list[Save]) -> int:
    """One seeded random match, its lines appended; the number of posts."""
    setup = game.setup_for(list(NAMES[:seats]), variant)
    state, events = game.new_match(setup, random.Random(seed))
    lines.append(f"{label} {seed} start {fingerprint(game, state, events, seats)}")
    rng = random.Random(seed * 7919 + 1)
    posts: list[tuple[int, str, str]] = []
    kept: list[tuple[int, bytes]] = []
    for n in range(MAX_POSTS):
        pending = game.pending(state)
        if game.result(state) is not None or not pending:
            break
        seat = pending[0].seat
        if n % 7 == 0:
            before = pickle.dumps(state)
            for post in list(game.legal_posts(state, seat))[:6]:
                with contextlib.suppress(MoveError):
                    game.play(state, seat, post)
            if pickle.dumps(state) != before:
                sys.exit(f"{label} seed {seed} post {n}: trying posts changed the state they were tried on")
        if n % 10 == 0:
            kept.append((n, pickle.dumps(state)))
        post, state, events = game.random_step(state, seat, rng)
        fp = fingerprint(game, state, events, seats)
        posts.append((seat, post, fp))
        lines.append(f"{label} {seed} {seat} {post!r} {fp}")
    end = state_digest(state)
    lines.append(f"{label} {seed} end {len(posts)} {end}")
    again, _ = game.new_match(setup, random.Random(seed))
    for seat, post, fp in posts:
        again, events = game.apply(again, seat, game.parse(again, seat, post))
        if fingerprint(game, again, events, seats) != fp:
            sys.exit(f"{label} seed {seed}: the replay of {post!r} differs from the random game")
    saves += [(label, seed, data, [(s, p) for s, p, _ in posts[k:]], end) for k, data in kept]
    return len(posts)


def play_on(game: BaseGame, saves: list[Save]) -> tuple[int, int]:
    """Load each state the other checkout saved and play its recorded posts on; (loaded, ended elsewhere).
    Between two engines with the same rules every one ends the same; after a rules change some may not."""
    loaded = elsewhere = 0
    for label, _seed, data, rest, end in saves:
        if not label.startswith(f"{game.name}/"):
            continue
        state = pickle.loads(data)  # a state that does not load stops the run: saved matches must load
        loaded += 1
        try:
            for seat, post in rest:
                state, _ = game.play(state, seat, post)
        except MoveError:
            elsewhere += 1
            continue
        elsewhere += state_digest(state) != end
    return loaded, elsewhere


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    ap.add_argument("--game", action="append", help="only this game (repeatable; default: every registered game)")
    ap.add_argument("--games", type=int, default=20, help="seeded matches per variant and table size")
    ap.add_argument("--out", required=True, help="the lines, to compare with another checkout's")
    ap.add_argument("--save", help="write pickled states (before every 10th post) and the posts after them")
    ap.add_argument("--load", help="load the states another checkout saved and play on from them")
    args = ap.parse_args(argv)
    lines: list[str] = []
    saves: list[Save] = []
    loaded: list[Save] = []
    if args.load:
        with open(args.load, "rb") as f:
            loaded = pickle.load(f)
    posts = 0
    notes: list[str] = []
    for game in games(args.game):
        for label, variant, seats in tables(game):
            for seed in range(args.games):
                posts += trace(game, label, variant, seats, seed, lines, saves)
        if loaded:
            n, elsewhere = play_on(game, loaded)
            notes.append(f"{game.name}: {n} saved states loaded, {elsewhere} played on to another end")
    with open(args.out, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    if args.save:
        with open(args.save, "wb") as f:
            pickle.dump(saves, f)
    print(f"{posts} posts written to {args.out}; {len(saves)} states saved", *notes, sep="\n")
    if any(not n.endswith(" 0 played on to another end") for n in notes):
        sys.exit(1)


if __name__ == "__main__":
    main()

"""A fingerprint of every post of seeded random Gwent games, to prove an engine change changes nothing.

Run it on two checkouts and compare the files (``cmp`` or ``diff``)::

    PYTHONPATH=/path/to/before python tools/gwent_trace.py before.txt
    PYTHONPATH=$PWD python tools/gwent_trace.py after.txt

One line per post: the seat and the post the game's scripted player (``random_step``) chose, then
digests of the events, the pending decisions, the judge's, each player's and the public view, the
Russian public table and the pickled state. A second pass replays the recorded posts through
``parse``/``apply`` (as a restart does) and checks that they give the same fingerprints.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import pickle
import random
import sys
from typing import Any

from cards.core import JUDGE, PUBLIC, Audience
from cards.gwent.game import GwentGame

NAMES = ["Alice", "Bob"]


def _h(obj: Any) -> str:
    data = obj if isinstance(obj, bytes) else repr(obj).encode()
    return hashlib.blake2b(data, digest_size=8).hexdigest()


def fingerprint(game: GwentGame, state: Any, events: list[Any]) -> str:
    views = [game.view(state, a) for a in (JUDGE, PUBLIC, Audience.player(0), Audience.player(1))]
    return " ".join(
        [
            _h(events),
            _h([(d.seat, d.kind, d.private, dict(d.data), d.id) for d in game.pending(state)]),
            *(_h(json.dumps(v, sort_keys=True, ensure_ascii=False)) for v in views),
            _h(game.render_table(state, PUBLIC, "ru")),
            _h(game.render_table(state, Audience.player(0), "en")),
            _h(pickle.dumps(state)),
            _h(game.result(state)),
        ]
    )


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0] if __doc__ else None)
    ap.add_argument("out")
    ap.add_argument("--games", type=int, default=60, help="games per variant")
    args = ap.parse_args(argv)
    game = GwentGame()
    lines: list[str] = []
    posts_total = 0
    for variant in ("classic", "hard"):
        for seed in range(args.games):
            setup = game.setup_for(NAMES, variant)
            rng = random.Random(seed * 7919 + 1)
            state, events = game.new_match(setup, random.Random(seed))
            lines.append(f"{variant} {seed} start {fingerprint(game, state, events)}")
            posts: list[tuple[int, str, str]] = []
            for _ in range(2000):
                if game.result(state) is not None or not game.pending(state):
                    break
                seat = game.pending(state)[0].seat
                post, state, events = game.random_step(state, seat, rng)
                fp = fingerprint(game, state, events)
                posts.append((seat, post, fp))
                lines.append(f"{variant} {seed} {seat} {post!r} {fp}")
            posts_total += len(posts)
            # the replay (restart, undo) gives the same states and events
            state, _ = game.new_match(setup, random.Random(seed))
            for seat, post, fp in posts:
                state, events = game.apply(state, seat, game.parse(state, seat, post))
                if fingerprint(game, state, events) != fp:
                    sys.exit(f"{variant} seed {seed}: the replay of {post!r} differs from the random game")
    with open(args.out, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{posts_total} posts of {2 * args.games} games written to {args.out}")


if __name__ == "__main__":
    main()

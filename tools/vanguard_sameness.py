"""Vanguard engine sameness check (issue 30's engine speed): plays seeded random matches of both variants and
writes one line per post — the post, its events, the pending decisions, the judge's view, the Russian table
and the pickled state with its sets in sorted order (sha256 of each) — so two checkouts can be compared line by line:

    PYTHONPATH=/work/wt/base python tools/vanguard_sameness.py --out before.txt --save saves.pkl
    PYTHONPATH=$PWD python tools/vanguard_sameness.py --out after.txt --load saves.pkl
    cmp before.txt after.txt

``--save`` keeps the pickled state before every 10th post (a save); ``--load`` (the other checkout)
unpickles each, pickles it again (an equal state), and plays the recorded posts on from it to the same end. A refused
candidate post must leave the state it was tried on byte for byte as it was.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import pickle
import random
from typing import Any

from cards.core import JUDGE, MoveError
from cards.vanguard.game import VanguardGame
from cards.vanguard.legal import candidates

GAME = VanguardGame()
NAMES = ["Alice", "Bob"]


def h(data: bytes | str) -> str:
    return hashlib.sha256(data.encode() if isinstance(data, str) else data).hexdigest()[:16]


def canonical_pickle(state: Any) -> bytes:
    """The pickled state with every set rebuilt in sorted order: a set's iteration order depends on its
    history (a copy rebuilds it), and a side the post did not change is no longer copied (State.fork), so
    the raw bytes may list a set's elements in another order. No rule reads a set's order: only membership."""
    st = pickle.loads(pickle.dumps(state))
    for side in st.sides:
        for name in ("rested", "face_down", "g_face_up"):
            setattr(side, name, set(sorted(getattr(side, name))))
    st.used_1turn = set(sorted(st.used_1turn))
    if st.battle is not None:
        st.battle.no_hit = set(sorted(st.battle.no_hit))
    return pickle.dumps(st)


def line(state: Any, seat: int, post: str, events: list[Any]) -> str:
    ev = repr([(e.kind, e.audience, dict(e.data)) for e in events])
    pend = repr(GAME.pending(state))
    view = json.dumps(GAME.view(state, JUDGE), sort_keys=True, default=str)
    table = GAME.render_table(state, JUDGE, "ru")
    return " ".join([str(seat), post.replace(" ", "_"), h(ev), h(pend), h(view), h(table), h(canonical_pickle(state))])


def same(a: Any, b: Any) -> bool:
    """Equal states (the chance source compared by its pickle: it has no ``==``). Not the bytes: a state
    played on from an unpickled one shares fewer equal strings, so its pickle memoizes differently."""
    if pickle.dumps(a.chance) != pickle.dumps(b.chance):
        return False
    b.chance = a.chance
    return bool(a == b)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=24, help="matches per variant")
    ap.add_argument("--out", required=True)
    ap.add_argument("--save", help="write pickled states (every 10th post) and the posts to this file")
    ap.add_argument("--load", help="unpickle the states another checkout saved and play on from them")
    args = ap.parse_args()
    lines: list[str] = []
    saves: list[tuple[str, int, bytes, list[tuple[int, str]], bytes]] = []  # state, posts after it, the end
    for variant in ("standard", "premium"):
        for seed in range(args.games):
            setup = GAME.setup_for(NAMES, variant)
            state, events = GAME.new_match(setup, random.Random(seed))
            lines.append(f"{variant} {seed} start {h(repr(events))} {h(canonical_pickle(state))}")
            rng = random.Random(seed * 7919 + 1)
            posts: list[tuple[int, str]] = []
            kept: list[tuple[int, bytes]] = []
            n = 0
            while GAME.result(state) is None and n < 2000:
                seat = GAME.pending(state)[0].seat
                if n % 7 == 0:  # refused and accepted tries leave the state as it was
                    before = pickle.dumps(state)
                    for cand in candidates(GAME.cat, state, seat)[:6]:
                        with contextlib.suppress(MoveError):
                            GAME.play(state, seat, cand)
                    assert pickle.dumps(state) == before, (variant, seed, n)
                if n % 10 == 0:
                    kept.append((n, pickle.dumps(state)))
                post, state, events = GAME.random_step(state, seat, rng)
                posts.append((seat, post))
                lines.append(line(state, seat, post, events))
                n += 1
            # replay from the seed: the same end
            again, _ = GAME.new_match(setup, random.Random(seed))
            for seat, post in posts:
                again, _ = GAME.apply(again, seat, GAME.parse(again, seat, post))
            end = pickle.dumps(state)
            assert pickle.dumps(again) == end, (variant, seed)
            saves += [(variant, seed, data, posts[k:], end) for k, data in kept]
            lines.append(f"{variant} {seed} end {len(posts)} {h(canonical_pickle(state))}")
    with open(args.out, "w") as f:
        f.write("\n".join(lines) + "\n")
    if args.save:
        with open(args.save, "wb") as f:
            pickle.dump(saves, f)
    if args.load:
        with open(args.load, "rb") as f:
            loaded = pickle.load(f)
        for variant, seed, data, rest, end in loaded:
            st = pickle.loads(data)
            assert same(pickle.loads(pickle.dumps(st)), pickle.loads(data)), ("re-pickled", variant, seed)
            for seat, post in rest:
                st, _ = GAME.play(st, seat, post)
            assert same(st, pickle.loads(end)), ("played on", variant, seed)
        print(f"loaded {len(loaded)} saved states: equal after pickling again, the same end played on")
    print(f"{len(lines)} lines")


if __name__ == "__main__":
    main()

"""Issue 8's hostile inputs, each run in a fresh process against a source tree, with its CPU time, the
growth of the process's peak memory, and what came out (a refusal, an acceptance, a crash, a kill).

    python -m benchmarks.hostile_bench                      # this checkout
    python -m benchmarks.hostile_bench --tree /tmp/before   # e.g. `git archive <commit>` unpacked there

Each child is capped (address space 2 GB, --timeout seconds) so a bomb that still works is reported as
"killed" instead of taking the machine down. Ends with one JSON line: {name: {seconds, peak_mb, outcome}}.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

CHILD = textwrap.dedent(
    """
    import json, resource, sys, time, random
    kind, payload_path = sys.argv[1], sys.argv[2]
    payload = open(payload_path, "rb").read()
    base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    out = {}
    def finish(outcome, answer=""):
        out["seconds"] = round(time.process_time() - start, 3)
        out["peak_mb"] = round((resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - base) / 1024, 1)
        out["outcome"] = outcome
        out["answer_chars"] = len(answer)
        out["answer"] = answer[:160]
        print(json.dumps(out))
    if kind == "upload":
        from cards.gwent.catalogue import default_catalogue
        from cards.gwent.handfile import read_manual_deck
        cat = default_catalogue()
        base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        start = time.process_time()
        try:
            read_manual_deck(payload, cat)
            finish("accepted")
        except ValueError as exc:
            msg = exc.message("en") if hasattr(exc, "message") else str(exc)
            finish("refused" if type(exc).__name__ == "ManualDeckError" else "crash " + type(exc).__name__, msg)
        except MemoryError:
            finish("crash MemoryError")
    else:
        from cards.gwent.game import GwentGame
        from cards.core import MoveError
        game = GwentGame()
        text = payload.decode()
        state, _ = game.new_match({"players": [{"name": "A"}, {"name": "B"}]}, random.Random(2))
        seat = 0
        if kind == "turn":  # play on to a public turn
            rng = random.Random(2)
            for _ in range(60):
                pending = game.pending(state)
                if len(pending) == 1 and pending[0].kind == "turn" and not pending[0].private:
                    seat = pending[0].seat
                    break
                d = pending[0]
                state, _ = game.play(state, d.seat, game.random_post(state, d.seat, rng))
        base = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        start = time.process_time()
        try:
            game.apply(state, seat, game.parse(state, seat, text))
            finish("accepted")
        except MoveError as exc:
            finish("refused", exc.text.en)
        except MemoryError:
            finish("crash MemoryError")
        except Exception as exc:
            finish("crash " + type(exc).__name__, str(exc))
    """
)


def inputs() -> dict[str, tuple[str, bytes]]:
    from tests.adversarial import uploads as u

    return {
        "post: deck monsters; 1-10000000": ("deck", b"deck monsters; 1-10000000"),
        "post: deck monsters; 1-99999999999": ("deck", b"deck monsters; 1-99999999999"),
        "post: deck monsters; \u00b2, 1-21": ("deck", "deck monsters; \u00b2, 1-21".encode()),
        "post: #uid:44 on your turn": ("turn", b"#uid:44"),
        "post: #uid:abc": ("turn", b"#uid:abc"),
        "post: Ghoul @xxxx (6,000 chars)": ("turn", ("Ghoul @" + "x" * 5993).encode()),
        "upload: bzip2 part declaring 1 KB (256 MB inside)": ("upload", u.bzip2_bomb(256_000_000)),
        "upload: deflate part with lying sizes (256 MB inside)": ("upload", u.deflate_liar(256_000_000)),
        "upload: 300 cells on one 32,767-char string": ("upload", u.one_long_string_many_cells()),
        "upload: 1.7 M shared strings": ("upload", u.many_shared_strings()),
        "upload: 100 long distinct cells": ("upload", u.long_distinct_cells()),
        "upload: 300 misspelt names": ("upload", u.many_rows_of_names(300)),
        "upload: 20,000 rows of misspelt names": ("upload", u.many_rows_of_names(20_000)),
        "upload: billion laughs": ("upload", u.billion_laughs()),
    }


def run(tree: Path, kind: str, payload: bytes, timeout: float) -> dict[str, object]:
    with tempfile.NamedTemporaryFile(delete=False) as f:
        f.write(payload)
        path = f.name
    env = {**os.environ, "PYTHONPATH": str(tree)}

    def limit() -> None:
        import resource

        resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))

    try:
        done = subprocess.run(
            [sys.executable, "-c", CHILD, kind, path],
            cwd=tree,
            env=env,
            capture_output=True,
            timeout=timeout,
            preexec_fn=limit,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return {"seconds": f">{timeout:.0f}", "peak_mb": "?", "outcome": "killed (timeout)"}
    finally:
        os.unlink(path)
    lines = [ln for ln in done.stdout.decode().splitlines() if ln.startswith("{")]
    if not lines:
        tail = done.stderr.decode().strip().splitlines()[-1:] or ["no output"]
        return {"seconds": "?", "peak_mb": "?", "outcome": f"died ({done.returncode}): {tail[0][:80]}"}
    return json.loads(lines[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--tree", type=Path, default=ROOT)
    parser.add_argument("--timeout", type=float, default=60.0)
    parser.add_argument("--only", default="", help="run the inputs whose name contains this text")
    args = parser.parse_args(argv)
    results: dict[str, dict[str, object]] = {}
    for name, (kind, payload) in inputs().items():
        if args.only not in name:
            continue
        r = run(args.tree.resolve(), kind, payload, args.timeout)
        results[name] = r
        print(
            f"{name:58s} {str(r['seconds']):>8s} s {str(r['peak_mb']):>8s} MB  {r['outcome']}"
            f"  ({r.get('answer_chars', '-')} chars) {str(r.get('answer', ''))[:70]!r}",
            flush=True,
        )
    print(json.dumps(results, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

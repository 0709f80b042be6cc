"""The parser's table of posts that read the same in every state (cards/fow/parser.py ``FIXED``: a pass, a
call, no block, first/second, concede) is a shortcut, not a second grammar: in every state of seeded random
games, for both seats, each of its texts parses through the verbs to the same action (F-CHASE-5 pass,
F-STONE-1 call, F-BTL-5 no block, F-SETUP-3 first or second, issue 29 concede). Fails when a fixed text's
meaning comes to depend on the table (e.g. "pass" read otherwise while an ability waits for a choice)."""

from __future__ import annotations

import random

from cards.fow import parser
from cards.fow.ctx import Ctx
from cards.fow.game import FowGame


def test_fixed_posts_parse_as_the_verbs_do_in_every_state(monkeypatch) -> None:
    game = FowGame()
    fixed = dict(parser.FIXED)
    monkeypatch.setattr(parser, "FIXED", {})  # the verbs' own reading of every text
    checked = 0
    for seed in range(3):
        state, _ = game.new_match(game.setup_for(["Alice", "Bob"]), random.Random(seed))
        rng = random.Random(70 + seed)
        for _ in range(400):
            if game.result(state) is not None or not game.pending(state):
                break
            for seat in (0, 1):
                for text, action in fixed.items():
                    assert parser.parse(Ctx(game.cat, state), seat, text) == action, text  # no refusal either
                    checked += 1
            seat = game.pending(state)[0].seat
            _, state, _ = game.random_step(state, seat, rng)
    assert checked > 3000

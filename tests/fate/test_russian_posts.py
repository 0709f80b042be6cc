"""The scripted Masters' posts in a Russian demo (issue 29: they were English): Russian keywords and card
names from ``docs/fate.md`` that parse to the same action as the canonical English post."""

from __future__ import annotations

import random
import re

from bot.judge.games import load_game

ENGLISH = re.compile(r"\b(servant|place|reveal|attack|end|pass|physical|magic|discard|cs|activate|scene|patk|"
                     r"pdef|matk|mdef|cost)\b")


def test_russian_posts_are_russian_and_parse_to_the_same_action() -> None:
    game = load_game("fate")
    seen: set[str] = set()
    for seed in range(3):
        rng = random.Random(seed)
        state, _ = game.new_match(game.setup_for(["Алиса", "Борис", "Вера"]), random.Random(seed))
        for _ in range(600):
            if game.result(state) is not None:
                break
            seat = rng.choice(game.pending(state)).seat
            post = game.random_post(state, seat, rng)
            ru = game.post_in(state, seat, post, "ru")
            assert game.post_in(state, seat, post, "en") == post
            assert re.match(r"[А-Яа-яЁё]", ru) and not ENGLISH.search(ru), (post, ru)
            assert game.parse(state, seat, ru) == game.parse(state, seat, post)
            seen.add(post.split()[0])
            state, _ = game.play(state, seat, ru)
    assert {"pass", "physical", "magic", "attack", "cs", "discard"} <= seen

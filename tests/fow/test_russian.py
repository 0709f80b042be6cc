"""Russian output has no English inside (issue 27): card names are Russian where known, in «» always."""

from __future__ import annotations

import random
import re

from cards.core import PUBLIC, Audience

from .helpers import GAME, fresh

ALLOWED = re.compile(r"«[^»]*»|<[^>]*>|F-[A-Z]+-\d+|\bAlice\b|\bBob\b|CR \d\.\d\w?|\{[^}]*\}|Force of Will|\d+")


def _english_words(text: str) -> list[str]:
    return re.findall(r"[A-Za-z][A-Za-z']{2,}", ALLOWED.sub(" ", text))


def test_a_whole_game_in_russian_has_no_english_words():
    """Issue 27 (Russian): events, the table, the hand and the prompts of a random starter game in ru."""
    rng = random.Random(5)
    s = fresh(5)
    seen: list[str] = []
    for _ in range(400):
        if GAME.result(s) is not None:
            break
        d = GAME.pending(s)[0]
        post = GAME.random_post(s, d.seat, rng)
        s, events = GAME.play(s, d.seat, post)
        for e in events:
            text = GAME.render_event(e, "ru")
            if text:
                seen.append(text)
        seen.append(GAME.render_table(s, PUBLIC, "ru"))
        seen.append(GAME.render_hand(s, 0, "ru"))
        seen += [GAME.decision_label(x, "ru") for x in GAME.pending(s)]
    bad = sorted({w for t in seen for w in _english_words(t)})
    assert bad == [], bad
    assert any("«" in t for t in seen)
    assert GAME.render_table(s, Audience.player(0), "ru")


def test_scripted_players_post_in_russian_in_a_russian_demo():
    """Issue 27: the demo's scripted players write Russian verbs and Russian card names, read back to the
    same move (BaseGame.post_in)."""
    rng = random.Random(3)
    s = fresh(3)
    russian = 0
    for _ in range(250):
        if GAME.result(s) is not None:
            break
        d = GAME.pending(s)[0]
        post = GAME.random_post(s, d.seat, rng)
        ru = GAME.post_in(s, d.seat, post, "ru")
        assert GAME.parse(s, d.seat, ru) == GAME.parse(s, d.seat, post)
        assert not _english_words(ru.replace("->", "")) or ru == post
        russian += ru != post
        s, _ = GAME.play(s, d.seat, ru)
    assert russian > 50

"""What continuous abilities give is cached by who is where, J-rulers and modifiers (cards/fow/ctx.py). A
card row whose continuous ability reads anything else (here a card's damage) must never get a stale value:
issue 27, adding a card is a row and the bot resolves what the row says; F-TYPE-4, a continuous effect holds
while its card is on the field and its condition is true."""

from __future__ import annotations

from cards.fow.ctx import Ctx
from cards.fow.game import FowGame

from .helpers import GAME, SGAME, TEST_CARDS, position

MEDIC = {"id": "T-9", "name_en": "Test Medic", "name_ru": "Тестовый лекарь", "type": "Resonator",
         "attribute": "light", "cost_symbols": "W", "cost_number": 0, "atk": 100, "def": 100,
         "abilities": "continuous | target: all resonator damaged | do: mod +100 +100 target while"}
DGAME = FowGame(GAME.cat.with_cards([*TEST_CARDS, MEDIC]))


def test_shipped_continuous_abilities_read_only_what_the_cache_key_covers() -> None:
    assert SGAME.cat.cont_keyed


def test_a_continuous_ability_reading_damage_is_never_cached_stale() -> None:
    assert not DGAME.cat.cont_keyed
    s = position([{"name": "Alice", "field": ["Test Medic", "Test Giant"]}, {"name": "Bob"}], game=DGAME)
    giant = next(u for u in s.players[0].field if DGAME.cat.card(s.cards[u].cid).name_en == "Test Giant")
    assert Ctx(DGAME.cat, s).atk(giant) == 800
    s.cards[giant].damage = 300  # damage changes nothing the cache key reads
    assert Ctx(DGAME.cat, s).atk(giant) == 900
    s.cards[giant].damage = 0
    assert Ctx(DGAME.cat, s).atk(giant) == 800


class _SettlesAgain(Ctx):
    """A Ctx that never reports its last step settled: apply runs the checks after an action every time."""

    __slots__ = ()

    @property  # type: ignore[override]
    def settled(self) -> bool:
        return False

    @settled.setter
    def settled(self, value: bool) -> None:
        pass


def test_a_resolving_pass_settles_once_with_the_same_result(monkeypatch) -> None:
    """F-CHASE-5 (a chase's top resolves when both players pass), Ctx.settled: apply skips its own checks
    after a pass that resolved the chase's top, since resolve_top ends with them and handing priority back
    changes nothing they read. Seeded random games played both ways — skipping, and settling again as before
    — give the same states (pickled), events and pending decisions post by post (the test fails when settle
    starts reading who has priority)."""
    import pickle
    import random

    from cards.fow import engine

    game = FowGame()
    resolving = 0
    for seed in range(4):
        setup = game.setup_for(["Alice", "Bob"])
        state, _ = game.new_match(setup, random.Random(seed))
        rng = random.Random(50 + seed)
        for _ in range(600):
            if game.result(state) is not None or not game.pending(state):
                break
            seat = game.pending(state)[0].seat
            post, _, _ = game.random_step(state, seat, rng)
            resolving += post.startswith("pass") and bool(state.chase)
            after, events = game.play(state, seat, post)
            with monkeypatch.context() as m:
                m.setattr(engine, "Ctx", _SettlesAgain)
                again, again_events = game.play(state, seat, post)
            assert pickle.dumps(again) == pickle.dumps(after) and again_events == events, post
            assert game.pending(again) == game.pending(after)
            state = after
    assert resolving > 20  # the games did pass with something on the chase

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

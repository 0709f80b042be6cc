"""Words (issue 28): the end-of-match notes, Russian declension of «Слуга», "нужное значение не выпало", lists of
Masters, and the warning at 0 prana when the last Command Spell cannot save a Master (FA-CS-5, FA-AMB-16)."""

from __future__ import annotations

from cards.core import Event
from cards.fate.game import FateGame
from cards.fate.legal import required

from .helpers import master, moves, ok, position, state_of

GAME = FateGame()


def text(kind: str, lang: str, **data) -> str:
    return GAME.render_event(Event(kind, data=data), lang) or ""  # type: ignore[call-arg]


def test_end_of_match_notes_in_both_languages():
    """FA-WIN-3, FA-WIN-4: the result's reason is a message, said in the reader's language."""
    game, s = state_of(position(3))
    s, _ = game.play(s, 1, "concede")
    s, _ = game.play(s, 2, "concede")
    reason = game.result(s).reason
    assert game.reason_text(reason, "en") == "the last Master in the game"
    assert game.reason_text(reason, "ru") == "последний Мастер в игре"
    assert game.reason_text("forfeit", "ru") == "forfeit"  # a judge's own words stay


def test_russian_servant_in_the_accusative_and_the_missed_roll():
    """«активирует Слугу», «кладёт Слугу», a card in «…»; a missed D roll: «нужное значение не выпало»."""
    ru = text("activation", "ru", number=1, master="Борис", card="Servant", card_ru="Слуга", cost="D1,2")
    assert "активирует Слугу" in ru
    ru = text("activation", "ru", number=2, master="Борис", card="Gem Magecraft", card_ru="Магия самоцветов", cost="-")
    assert "активирует карту «Магия самоцветов»" in ru
    assert "кладёт Слугу" in text("rested", "ru", master="Борис", card="Servant", card_ru="Слуга")
    assert "нужное значение не выпало" in text("activation_failed", "ru", number=3, master="Борис")


def test_lists_of_masters():
    """A list of Masters reads "A, B and C" / «A, B и C» (the draw between the last ones, FA-WIN-4)."""
    assert text("draw_game", "en", masters=["Alice", "Boris", "Clara"]) == "Draw between Alice, Boris and Clara."
    assert text("draw_game", "ru", masters=["Алиса", "Борис"]) == "Ничья: Алиса и Борис."


def test_the_last_command_spell_is_not_offered_to_stay_at_zero_prana():
    """FA-CS-5, FA-AMB-16: at 0 prana with one Command Spell left the prompt says that spending it loses at
    once, and the scripted player does not post "cs 1"."""
    players = [master("Alice", "Seven"), master("Boris", "Four", prana=2, command_spells=1), master("Clara")]
    data = position(players=players, moves=moves(("Alice", "attack Boris"), ("Alice", "magic"), ("Boris", "physical")))
    out = ok(data)
    assert out["pending"] == [{"player": "Boris", "kind": "prana_zero"}]
    game, s = state_of({**data, "moves": []})
    for who, post in (("Alice", "attack Boris"), ("Alice", "magic"), ("Boris", "physical")):
        s, events = game.play(s, s.seat_of(who), post)
    decision = game.pending(s)[0]
    assert "loses the game at once" in game.decision_label(decision, "en")
    assert "сразу проиграете" in game.decision_label(decision, "ru")
    assert any("cannot save him" in (game.render_event(e, "en") or "") for e in events)
    assert [p for p, _ in required(game.cat, s, 1)] == ["pass"]

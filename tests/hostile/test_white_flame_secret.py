"""Issue 8 item 6: The White Flame named Destroyer of Worlds' private card in the thread ("Restored: …,
Commander's Horn") when the taken card was still in the hand. A card that goes from a hand back to a
deck is now told to its owner alone; the thread hears a count."""

from __future__ import annotations

from cards.core import Audience
from cards.gwent.render import event_text
from tests.gwent.helpers import A
from tests.gwent_hard.test_hard_white_flame import destroyer, white_flame


def test_the_white_flame_never_names_the_destroyers_card_still_in_hand_in_the_thread() -> None:
    t = destroyer()
    t.post(A, "leader Destroyer of Worlds > Close Six, Close Eight, Villentretenmerth + Filler")
    assert "Villentretenmerth" in t.hand(A)
    white_flame(t)
    for lang in ("en", "ru"):
        public = " ".join(t.log(lang))
        assert "Villentretenmerth" not in public and "Виллентретенмерт" not in public
    assert "A card from the hand goes back to the deck." in " ".join(t.log("en"))
    assert "1 карта из руки возвращается в колоду." in " ".join(t.log("ru"))
    assert "Close Six" in " ".join(t.log("en"))  # the discarded two were public: still named
    mine = [event_text(e, "en") for e in t.events if e.audience == Audience.player(t.seat(A))]
    assert any("Villentretenmerth" in (m or "") for m in mine)


def test_a_played_chosen_card_was_public_and_is_still_named() -> None:
    t = destroyer()
    t.post(A, "leader Destroyer of Worlds > Close Six, Close Eight, Villentretenmerth + Villentretenmerth")
    white_flame(t)
    assert "Villentretenmerth" in " ".join(t.log("en"))

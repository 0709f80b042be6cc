"""Issue 8 item 5: players could post the engine's internal card reference `#uid:44` and be told
"Black Infantry Archer cannot be used here" for a card in the opponent's hand (enumerating uids revealed
his deck and a hidden faction); unknown uids raised KeyError/ValueError. Internal references are not
post syntax: every one is refused as an unknown card, the same answer whatever the uid names."""

from __future__ import annotations

import random

import pytest

from cards.core import IllegalMove
from cards.gwent.game import GwentGame

GAME = GwentGame()


def public_turn(seed: int = 2):  # type: ignore[no-untyped-def]
    """A Classic match played at random up to a public turn; returns (state, seat to move)."""
    rng = random.Random(seed)
    state, _ = GAME.new_match({"players": [{"name": "A"}, {"name": "B"}]}, rng)
    for _ in range(40):
        pending = GAME.pending(state)
        if len(pending) == 1 and pending[0].kind == "turn" and not pending[0].private:
            return state, pending[0].seat
        d = pending[0]
        state, _ = GAME.play(state, d.seat, GAME.random_post(state, d.seat, rng))
    raise AssertionError("no public turn")


POSTS = ["#uid:{u}", "#UID:{u}", "# uid:{u}", "Decoy > #uid:{u}", "Medic > #uid:{u}", "leader > #uid:{u}",
         "#uid:{u} @close", "Ghoul + #uid:{u}"]


@pytest.mark.parametrize("post", POSTS)
def test_internal_card_references_are_refused_as_unknown_without_an_oracle(post: str) -> None:
    state, seat = public_turn()
    answers = set()
    for uid in list(state.cards)[:60] + [10**9, -1]:
        with pytest.raises(IllegalMove) as refused:
            GAME.play(state, seat, post.format(u=uid))
        text = refused.value.text
        names = {n for c in GAME.cat.cards.values() for n in (c.name_en, c.name_ru) if n and len(n) > 3}
        assert not [n for n in names if n in text.en or n in text.ru], text.en
        answers.add(text.en.replace(str(uid), "N"))
    assert len(answers) == 1, answers  # the same answer for every uid: nothing to enumerate


@pytest.mark.parametrize("post", ["#uid:abc", "#uid:", "#uid:99999999999999999999999", "Decoy > #uid:x"])
def test_malformed_internal_references_are_refusals_not_internal_errors(post: str) -> None:
    state, seat = public_turn()
    with pytest.raises(IllegalMove):
        GAME.play(state, seat, post)

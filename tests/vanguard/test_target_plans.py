"""resolve.candidates reads a target's filters once per Target object (resolve._PLANS, keyed by id(): CONT
abilities ask for their targets at every new layout); an entry another Target left under a reused id is
never taken for a new one."""

from __future__ import annotations

from cards.kit.ability import Target, Term
from cards.vanguard import resolve

from .helpers import ctx, position


def _target(*words: str) -> Target:
    return Target(-1, filters=tuple(Term("filter", w) for w in words))


def test_a_reading_left_under_a_reused_id_is_not_taken_for_another_target() -> None:
    st = position()
    mine, theirs = st.sides[0].vanguard, st.sides[1].vanguard
    assert mine is not None and theirs is not None
    own, opp = _target("my", "vanguard"), _target("opp", "vanguard")
    cx = ctx(st)
    assert resolve.candidates(cx, 0, mine, own) == [mine]
    assert resolve.candidates(cx, 0, mine, opp) == [theirs]
    resolve._PLANS[id(own)] = resolve._PLANS[id(opp)]  # as if ``own`` had the id of a target gone since
    assert resolve.candidates(cx, 0, mine, own) == [mine]  # read again from its own filters
    assert resolve._PLANS[id(own)][0] is own

"""Pool cards scripted by pattern (issue 26), each case named for its card and rule:

* the V-series perfect guards (grade 1 Sentinels, and grade 0 Sentinel trigger units, whose only ability is "when
  placed on GC, discard a card: one of your units cannot be hit this battle") — V-GUARD-6, V-ABIL-2, V-COST-*;
* cards with no ability at all (vanilla units and plain trigger units; the reference lists no ability on them):
  scripted as ``none``, so the bot knows there is nothing to declare on them — V-REF-3.
"""

from __future__ import annotations

import pytest

from cards.core import IllegalMove

from .helpers import CAT, kinds, play, position

PERFECT_GUARD = "auto GC | when: placed GC | cost: discard 1 | target: 1 my unit | do: nohit target"
PRIMARY = list(CAT.cards.values())
GUARDS = sorted(c.id for c in PRIMARY if c.scripted and len(c.abilities) == 1
                and c.abilities[0].text == PERFECT_GUARD)
NONE = sorted(c.id for c in PRIMARY if c.scripted and not c.abilities)


def test_the_pattern_scripts_cover_the_pool_cards_counted_in_the_report():
    # grade 1: 21 + Rounoria, Griffin; grade 0 Sentinel triggers: 38 (later printings with other facts count apart)
    assert len(GUARDS) >= 23 + 38 and len(NONE) >= 260  # 255 new 'none'


@pytest.mark.parametrize("cid", GUARDS)
def test_perfect_guard_cannot_be_hit_by_its_script_V_GUARD_6_V_ABIL_2(cid: str) -> None:
    c = CAT.card(cid)
    assert c.grade in (0, 1) and c.sentinel and (c.grade == 1 or c.trigger)
    st = position(None, {"hand": ["Knight of Silence, Gallatin"]}, phase="battle")
    st.sides[1].hand.insert(0, st.new_uid(cid, 1))  # by id: a later printing may share the name
    st, _ = play(st, "Alice", "attack VC VC")
    st, _ = play(st, "Boris", f"guard {c.name_en}")
    st, ev = play(st, "Boris", "yes VC discard Knight of Silence, Gallatin")
    assert "cannot_be_hit" in kinds(ev) and "no_hit" in kinds(ev), cid


@pytest.mark.parametrize("cid", NONE)
def test_a_card_without_abilities_refuses_a_declared_ability_V_REF_3(cid: str) -> None:
    c = CAT.card(cid)
    st = position({"vanguard": "Alfred Early"})
    st.sides[0].circles["FL"] = st.new_uid(cid, 0)
    with pytest.raises(IllegalMove) as e:
        play(st, "Alice", "act FL: draw 1")
    assert "scripted" in e.value.text.en, cid
    with pytest.raises(IllegalMove) as e:
        play(st, "Alice", "act FL")
    assert "no ACT ability" in e.value.text.en, (cid, c.name_en)

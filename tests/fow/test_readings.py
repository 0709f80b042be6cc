"""The simplified readings of the shipped cards, made whole (issue 27's last note)."""

from __future__ import annotations

from cards.core import JUDGE

from .test_scripts import G, field, play, pos, resolve_all


def _damage(s, name: str) -> int:
    return field(s, 1)[name]["damage"]


def test_laevateinn_adds_200_to_any_damage_the_j_ruler_deals_not_only_battle_damage():
    """Laevateinn, the Demon Sword [Activate] {Rest}: "if your J-ruler would deal damage, it deals that much
    +200 instead" until end of turn — the damage of the J-ruler's own ability too (Melgis, the One Charmed by
    the Demon Sword: 300 becomes 500; F-REF-3, F-CHASE-1), not only its battle damage (F-BTL-10)."""
    before = pos({"ruler": {"name": "Melgis, the One Charmed by the Demon Sword", "side": "j_ruler"},
                  "field": [{"name": "Laevateinn, the Demon Sword", "since_turn": 1}, "Test Squire"]
                  + ["Fire Magic Stone"] * 2}, {"field": ["Test Giant"]})
    use = ("activate Melgis, the One Charmed by the Demon Sword pay fire cost banish Test Squire -> Test Giant")
    s, _ = play(before, 0, use)
    assert _damage(resolve_all(s), "Test Giant") == 300
    s, _ = play(before, 0, "activate Laevateinn, the Demon Sword")
    s = resolve_all(s)
    s, _ = play(s, 0, use)
    assert _damage(resolve_all(s), "Test Giant") == 500


def test_guinevere_banish_is_a_trigger_on_the_chase_with_a_response_window():
    """Guinevere, the Jealous Queen [Activate] {R},{Rest}: "when it deals or is dealt damage this turn, banish
    it" is a triggered ability: after the battle damage it goes on the chase (F-CHASE-8) while the card is
    still on the field, in the end-of-battle step (F-BTL-1); when both pass it resolves and the card is
    banished (F-CHASE-5)."""
    from .test_scripts import life

    s = pos({"field": [{"name": "Guinevere, the Jealous Queen", "since_turn": 1},
                       {"name": "Test Giant", "since_turn": 1}, "Fire Magic Stone"]})
    s, _ = play(s, 0, "activate Guinevere, the Jealous Queen ability 2 pay fire -> Test Giant")
    s = resolve_all(s)
    s, _ = play(s, 0, "attack Test Giant")
    while s.battle is not None and s.battle.step != "end":
        s, _ = G.play(s, s.priority if s.priority is not None else 1, "pass")
    assert life(s, 1) == 4000 - 1200
    assert "Test Giant" in field(s, 0) and [i["name"] for i in G.view(s, JUDGE)["chase"]] == ["Test Giant"]
    s = resolve_all(s)
    assert "Test Giant" not in field(s, 0) and G.view(s, JUDGE)["players"][0]["graveyard"] == ["Test Giant"]

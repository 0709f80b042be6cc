"""The simplified readings of the shipped cards, made whole (issue 27's last note)."""

from __future__ import annotations

from .test_scripts import field, play, pos, resolve_all


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

"""Fate/Ace Royal for 2 to 7 Masters (spec ``docs/fate_rules.md``, IDs FA-…)."""

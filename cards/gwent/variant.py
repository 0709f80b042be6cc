"""Classic and HardGwent as parameters of one engine, not two forks (spec §2, §11)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Variant:
    name: str
    hard: bool
    hand_size: int  # G-DEAL-2
    exchange_limit: int  # G-MULL-1
    deck_building: bool  # G-DECK-CL-1 / G-DECK-HARD-1
    spy_draw: int  # G-SPY-2 / G-SPY-3
    row_scorch_threshold: int  # G-RSCORCH-2
    unit_row_scorch_cap: int | None  # G-HARD-CAP-2
    leader_row_scorch_cap: int | None  # G-HARD-CAP-3
    bond_half_cap: bool  # G-HARD-CAP-1
    leaders_per_match: int  # G-LEAD-2 / G-HARD-LEAD-3
    leaders_per_round: int  # G-HARD-LEAD-1
    double_move: bool  # G-HARD-DOUBLE-1
    draws_after_post: bool  # G-HARD-DOUBLE-4: random extra cards arrive after the post
    horns_stack: bool  # G-LEAD-8: Hard leader horn + horn card = ×3
    emperor_reveals: int  # G-LDR-EMPEROR-1
    min_units: int = 22  # G-DECK-CL-2
    max_specials: int = 10  # G-DECK-CL-2

    def cards_per_turn(self, turn: int) -> int:
        """Cards a normal (not unlimited) turn must hold: 1, or 2 under the double move (G-HARD-DOUBLE-9)."""
        return 2 if self.double_move and turn > 1 else 1


CLASSIC = Variant(
    name="classic",
    hard=False,
    hand_size=10,
    exchange_limit=2,
    deck_building=True,
    spy_draw=1,
    row_scorch_threshold=10,
    unit_row_scorch_cap=None,
    leader_row_scorch_cap=None,
    bond_half_cap=False,
    leaders_per_match=1,
    leaders_per_round=1,
    double_move=False,
    draws_after_post=False,
    horns_stack=False,
    emperor_reveals=3,
)

HARD = Variant(
    name="hard",
    hard=True,
    hand_size=20,
    exchange_limit=6,
    deck_building=False,
    spy_draw=2,
    row_scorch_threshold=20,
    unit_row_scorch_cap=3,
    leader_row_scorch_cap=6,
    bond_half_cap=True,
    leaders_per_match=3,
    leaders_per_round=1,
    double_move=True,
    draws_after_post=True,
    horns_stack=True,
    emperor_reveals=6,
)

VARIANTS = {"classic": CLASSIC, "hard": HARD}
VARIANT_ALIASES = {
    "classic": "classic",
    "обычный": "classic",
    "классический": "classic",
    "classic gwent": "classic",
    "hard": "hard",
    "hardgwent": "hard",
    "хард": "hard",
    "хардгвинт": "hard",
}


def get_variant(name: str) -> Variant:
    key = VARIANT_ALIASES.get(name.strip().lower())
    if key is None:
        raise ValueError(f"unknown Gwent variant {name!r}: use 'classic' or 'hard'")
    return VARIANTS[key]

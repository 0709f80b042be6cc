"""The variants (Classic, HardGwent) and table options, as a host chooses them when a table opens: each
default is written here once and read through :mod:`cards.kit.options` (the first variant is the default)."""

from __future__ import annotations

from cards.core import Option, Text, Variant

VARIANTS: tuple[Variant, ...] = (
    Variant("classic", Text("Classic", "классика"), ("classic", "классика", "классический")),
    Variant("hard", Text("HardGwent", "хардгвинт"), ("hardgwent", "хард", "хардгвинт")),
)
OPTIONS: tuple[Option, ...] = (
    Option(
        "hidden_factions",
        "bool",
        False,
        Text("Factions stay hidden until the match starts (G-SETUP-4)", "Фракции скрыты до начала матча (G-SETUP-4)"),
    ),
)

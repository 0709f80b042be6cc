"""The formats (V-FMT-*) and table options, as a host chooses them when a table opens: each default is
written here once and read through :mod:`cards.kit.options` (the first variant is the default format)."""

from __future__ import annotations

from cards.core import Option, Text, Variant

VARIANTS: tuple[Variant, ...] = (
    Variant("standard", Text("Standard (V cards)", "Стандарт (карты V)"), ("standard", "v", "стандарт")),
    Variant("premium", Text("Premium (every card)", "Премиум (все карты)"), ("premium", "премиум")),
)
OPTIONS: tuple[Option, ...] = (
    Option("g_zone", "bool", False, Text("G zone, Stride and G guardians (Premium only, V-FMT-4)",
                                         "Колода наследия, вознесение и стражи наследия (только Премиум)")),
    Option("mixed_clans", "bool", False, Text("Units of other clans allowed (V-FMT-6)",
                                              "Разрешены юниты других кланов (V-FMT-6)")),
)

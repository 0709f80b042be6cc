"""The table options (F-OPT-*), as typed options a host chooses when a table opens: each default is
written here once (the rules version "6.3a" too) and read through :mod:`cards.kit.options`."""

from __future__ import annotations

from cards.core import Option, Text

OPTIONS: tuple[Option, ...] = (
    Option("cr", "choice", "6.3a", Text("Rules version (F-OPT-1)", "Версия правил (F-OPT-1)"),
           choices=("6.3a", "6.4", "7.0")),
    Option("seed_jruler_sickness", "bool", False,
           Text("A J-ruler cannot attack in the turn of its Judgment (F-OPT-5)",
                "С-Правитель не атакует в ход Суда (F-OPT-5)")),
    Option("reply_timeout", "int", 0,
           Text("Minutes before a silent player with priority passes; 0: never (F-REF-6, kept by the judge)",
                "Через сколько минут молчащий игрок с приоритетом пасует; 0 — никогда (F-REF-6, решает судья)"),
           minimum=0, maximum=10080),
)

"""Typed table options, read one way by every game: each default is written once, in the game's
``options.py`` (the ``Option`` rows its ``GameInfo`` declares), and nowhere else.

:func:`option_values` turns a setup (what a host chose, a tournament's setup, a scenario's ``options``)
into every option's value: the given ones coerced to their type, the others their default. Keys that are
not options are either refused by name with the nearest option ("did you mean") or passed over (a match
setup also holds ``players``, ``variant`` …).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any, Literal

from cards.core import Option

from .names import close_words

SETUP_KEYS = frozenset({"players", "variant", "seed", "name"})  # a setup's keys that are not options


def default(options: Sequence[Option], name: str) -> Any:
    """The default of option ``name`` (KeyError for an option the game does not have)."""
    for o in options:
        if o.name == name:
            return o.default
    raise KeyError(name)


def option_values(
    options: Sequence[Option],
    given: Mapping[str, Any],
    *,
    unknown: Literal["refuse", "ignore"] = "refuse",
    not_options: Collection[str] = SETUP_KEYS,
) -> dict[str, Any]:
    """Every option's value: ``given`` coerced (ValueError naming the option and what it takes), else
    the default. With ``unknown="refuse"`` a key that is neither an option nor in ``not_options`` is a
    ValueError naming it (and the nearest option)."""
    names = [o.name for o in options]
    if unknown == "refuse":
        for key in given:
            if key not in names and key not in not_options:
                near = close_words(str(key), names)
                hint = f" (did you mean {near[0]}?)" if near else f" (options: {', '.join(names) or 'none'})"
                raise ValueError(f"no option {str(key)[:40]}{hint}")
    return {o.name: o.coerce(given[o.name]) if o.name in given else o.default for o in options}

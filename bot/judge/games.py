"""The games the judge can run: every engine registered in the ``tablejudge.games`` entry-point group.

A game plugs in with one line in its distribution's ``pyproject.toml``::

    [project.entry-points."tablejudge.games"]
    gwent = "cards.gwent.game:GwentGame"

and ``bot/`` never names it. Tests (and a developer trying an engine out of tree) add games at run time
with :func:`register_game`, or through ``TABLEJUDGE_EXTRA_GAMES="name=module:Class,…"`` for a
subprocess. Engines are imported lazily, so a missing or broken engine only hides that game.
"""

from __future__ import annotations

import gc
import importlib
import logging
import os
from collections.abc import Callable, Iterable
from importlib.metadata import distributions
from typing import Any

from cards.core import BaseGame, Game, Lang

log = logging.getLogger(__name__)

GROUP = "tablejudge.games"
ENV_EXTRA = "TABLEJUDGE_EXTRA_GAMES"
DEFAULT_GAME = "gwent"  # the game commands default to when none is named

Target = str | Callable[[], Game]  # "module:Class", or a factory (a class) giving an engine

_extra: dict[str, Target] = {}


def register_game(name: str, target: Target) -> None:
    """Add (or replace) a game at run time: tests register their toy games this way."""
    _extra[name] = target


def unregister_game(name: str) -> None:
    _extra.pop(name, None)


def _from_env() -> dict[str, str]:
    found: dict[str, str] = {}
    for item in os.environ.get(ENV_EXTRA, "").split(","):
        name, sep, target = item.strip().partition("=")
        if sep and name.strip() and ":" in target:
            found[name.strip()] = target.strip()
    return found


def _entry_points() -> dict[str, str]:
    """The ``tablejudge.games`` entry points of every installed distribution. Not
    ``entry_points(group=…)``: that keeps only the first distribution of a name, and a stale
    ``*.egg-info`` in the working directory (left by an older editable install) would hide the games."""
    found: dict[str, str] = {}
    for dist in distributions():
        for ep in dist.entry_points:
            if ep.group == GROUP:
                found.setdefault(ep.name, ep.value)
    return found


def registry() -> dict[str, Target]:
    """Every registered game by name: entry points, then the environment, then run-time registrations."""
    found: dict[str, Target] = dict(_entry_points())
    found.update(_from_env())
    found.update(_extra)
    return dict(sorted(found.items()))


def game_names() -> list[str]:
    return list(registry())


def load_game(name: str) -> Game:
    """Instantiate the engine registered as ``name``; raises KeyError or ImportError."""
    target = registry()[name]
    factory: Any = target
    if isinstance(target, str):
        module_name, _, attr = target.partition(":")
        factory = importlib.import_module(module_name)
        for part in attr.split("."):
            factory = getattr(factory, part)  # the entry point's object path, not a game hook
    game = factory()
    if not isinstance(game, BaseGame):
        raise TypeError(f"game {name!r} ({target!r}) does not subclass cards.core.BaseGame")
    if not game.name:
        game.name = name
    return game


def load_games(names: Iterable[str] | None = None) -> dict[str, Game]:
    """Every registered game (or those in ``names``) that loads; the others are logged and left out."""
    games: dict[str, Game] = {}
    for name in registry() if names is None else names:
        try:
            games[name] = load_game(name)
        except Exception as exc:  # noqa: BLE001 - a broken engine must not stop the bot
            log.warning("game %s is not available: %s", name, exc)
    return games


def keep_loaded() -> None:
    """The games just loaded live as long as the process: collect what loading them left over, then move
    every object alive now out of the collector's passes (``gc.freeze``). The catalogues of four games are
    a large, unchanging heap; without this every full collection walks it again, which cost ~2.5 ms of CPU
    per accepted move in ``bot_bench``. Once a process: a second call does nothing."""
    if gc.get_freeze_count():
        return
    gc.collect()
    gc.freeze()


def upload_limit(games: Iterable[Game]) -> int:
    """The largest deck upload any of these games reads (each game's ``DeckRule.upload_bytes``): the bound
    the adapter puts on a file before downloading it, when it cannot yet tell which game it is for."""
    return max((g.info.decks.upload_bytes for g in games if g.info.decks.upload), default=0)


def game_title(game: Game, name: str, lang: Lang) -> str:
    """A game's name for people (its GameInfo title), else its registry name."""
    try:
        return str(game.title(lang)) or name
    except Exception:
        log.exception("title failed for game %s", name)
        return name
